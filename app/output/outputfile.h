#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QIODevice;

namespace gp::output {

/// Where a writer's output goes, decided before anything is written.
struct Target {
    enum class Kind {
        File, ///< a regular file, new or replaced whole
        StandardOutput, ///< "-", or a name of this process's standard output (/dev/stdout)
        Refused, ///< nothing may be written there: refusal() says why
    };
    Kind kind = Kind::Refused;
    QString path; ///< as given
    QString filePath; ///< the file written: path, or the file a symbolic link names
    QString refusal; ///< one translated clause without the path ("it is read-only"); empty when ok

    [[nodiscard]] bool ok() const { return kind != Kind::Refused; }
};

/// The one output policy of every writer (the command line's report, export and plan files, the
/// window's exports and saves, the report writer):
/// - a target that is one of the command's inputs (the same file by device and inode, through
///   links too, or the same name when the input does not exist yet) is refused;
/// - a folder, a device, a FIFO or a socket is refused, except this process's own standard
///   output ("-", /dev/stdout), which is written directly;
/// - a symbolic link is followed: the file it names is replaced, the link stays; a link to a
///   missing file is refused;
/// - a read-only file (no write permission for anyone, or none for this user) is refused, as
///   writing into it would be;
/// - a regular file is written whole or not at all: the bytes go to an unnamed file in the same
///   folder (a named one where the file system has none), synced, then put in place in one
///   step. A killed or failed write leaves the old file as it was and no partial copy beside it.
class OutputFile final {
    Q_DECLARE_TR_FUNCTIONS(gp::output::OutputFile)

public:
    /// Where \a path may be written by a command that reads \a inputs (files or not-yet-existing
    /// names; empty entries are ignored).
    [[nodiscard]] static Target target(const QString &path, const QStringList &inputs = {});

    /// Writes \a bytes to \a target (one that ok()). False with the system's reason in *error
    /// ("No space left on device"); the old file is then untouched.
    [[nodiscard]] static bool write(const Target &target, const QByteArray &bytes, QString *error);
    /// As write(), with the bytes \a fill puts into the device it is given (a PDF writer, say);
    /// \a fill returns false to cancel, leaving the old file untouched.
    [[nodiscard]] static bool write(const Target &target,
                                    const std::function<bool(QIODevice &)> &fill, QString *error);

    /// target() then write(): false with *error ("PATH: what: reason") either way, and
    /// *refused true when the policy refused the target before anything was written.
    [[nodiscard]] static bool writeFile(const QString &path, const QByteArray &bytes,
                                        const QStringList &inputs, QString *error,
                                        bool *refused = nullptr);

    /// True when \a a and \a b are the same file (device and inode, through links), or name the
    /// same place when either does not exist.
    [[nodiscard]] static bool sameFile(const QString &a, const QString &b);
};

} // namespace gp::output
