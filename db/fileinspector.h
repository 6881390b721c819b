#pragma once

#include <QString>
#include <QStringList>

namespace gp::db {

/// What an existing catalog file is, found without writing a byte to it.
class FileInspector final {
public:
    enum class Kind {
        Catalog, ///< ours (application_id), or a blank SQLite file with no table at all
        Directory, ///< the path is a folder
        Unreadable, ///< cannot be opened for reading
        Empty, ///< 0 bytes
        NotSqlite, ///< the 16-byte SQLite header is missing, or SQLite rejects the file
        Foreign, ///< an SQLite database of another application
    };

    /// Facts read from the file; the numbers are meaningful for Kind::Catalog.
    struct Report {
        Kind kind = Kind::Unreadable;
        int applicationId = 0;
        int userVersion = 0;
        int shippedDataVersion = 0; ///< from the meta table; 0 when absent
        QStringList tables;
        QString detail; ///< the system's or SQLite's words when something failed
    };

    /// Checks size, header, then reads application_id, user_version, the table names and the
    /// data version through a read-only SQLite connection (QSQLITE_OPEN_READONLY).
    [[nodiscard]] static Report inspect(const QString &path);
};

} // namespace gp::db
