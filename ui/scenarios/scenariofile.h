#pragma once

#include "job.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace gp::ui {

/// Jobs on disk as `.gpuplan` files (SPEC section 6): read with the engine's parser, written
/// atomically so a crash or a full disk in the middle of a save leaves the old file whole.
class ScenarioFile final {
    Q_DECLARE_TR_FUNCTIONS(gp::ui::ScenarioFile)

public:
    /// What reading a file gave: the job, or the problem with the file and the field it names.
    struct LoadResult {
        std::optional<gp::Job> job;
        QString path;
        QString field; ///< dotted path as the parser names it; empty for the whole document
        QString message; ///< e.g. "must be > 0", "not valid JSON: ... at line 3, column 1"

        [[nodiscard]] bool ok() const { return job.has_value(); }
        /// The problem with the field it names: "model.params_b: must be > 0".
        [[nodiscard]] QString detail() const;
        /// One line naming the file and the field: "/a/b.gpuplan: model.params_b: must be > 0".
        [[nodiscard]] QString errorLine() const;
    };

    /// The file name filter of open and save dialogs.
    [[nodiscard]] static QString dialogFilter();
    /// The suffix job files carry, without the dot.
    [[nodiscard]] static QString suffix();

    [[nodiscard]] static LoadResult load(const QString &path);
    /// Writes \a job to \a path through a temporary file renamed over the old one. False with
    /// *error (naming the file) when the file cannot be written; the old file is then unchanged.
    [[nodiscard]] static bool save(const gp::Job &job, const QString &path, QString *error);

    /// Reads \a path whole when it is a regular file of at most \a maxBytes; else false with
    /// *message ("cannot read the file: not a regular file"). A FIFO would block the window, a
    /// device or a disk image fill the memory. Shared by job files and scenario sets.
    [[nodiscard]] static bool readBounded(const QString &path, qint64 maxBytes, QByteArray *bytes,
                                          QString *message);
    /// Writes \a bytes to \a path through a temporary file renamed over the old one; false
    /// with *error naming the file, the old file then unchanged.
    [[nodiscard]] static bool writeAtomically(const QString &path, const QByteArray &bytes,
                                              QString *error);
};

} // namespace gp::ui
