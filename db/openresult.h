#pragma once

#include <QString>

namespace gp::db {

/// Why a catalog file could not be opened.
enum class OpenError {
    None,
    NotADatabase, ///< not an SQLite file at all (garbage bytes), a damaged one, or one whose
                  ///< schema GPU Planner did not make (a trigger, a view, a changed version)
    EmptyFile, ///< 0 bytes
    ForeignDatabase, ///< an SQLite database of another application
    NewerSchema, ///< written by a newer GPU Planner (user_version above knownSchemaVersion())
    ReadOnly, ///< needs creating, migrating or a data upgrade, but cannot be written
    IoError, ///< cannot be read, is a folder, or SQLite failed while writing
    InUse, ///< another process holds the file locked for writing: try again later
    BadShippedData, ///< the default data handed to open() is unreadable (a build or test error)
};

/// The outcome of Catalog::open(): success, or the kind of problem and one sentence for the user.
struct OpenResult {
    bool ok = false;
    OpenError error = OpenError::None;
    QString message; ///< one translated sentence naming the file and the problem; empty when ok
};

} // namespace gp::db
