#pragma once

#include <QString>
#include <QStringList>

namespace gp::db {

/// What an existing catalog file is, found without changing what it holds.
class FileInspector final {
public:
    enum class Kind {
        Catalog, ///< ours (application_id), or a blank SQLite file with no table at all
        Directory, ///< the path is a folder
        NotRegular, ///< a FIFO, a device or a socket: never opened, so never waited on
        Unreadable, ///< cannot be opened for reading
        Empty, ///< 0 bytes
        NotSqlite, ///< the 16-byte SQLite header is missing, or SQLite says it is no database
        Corrupt, ///< ours, but SQLite's quick_check fails or a table is missing
        Foreign, ///< an SQLite database of another application
        ForeignSchema, ///< ours, with a trigger or view we never made, or a view for a table
        VersionMismatch, ///< user_version lower than the tables in the file say
        InUse, ///< another connection holds a lock longer than the busy timeout
        NeedsRecovery, ///< a journal of an unfinished write, and no write access to replay it
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

    /// Files up to this size are read whole by SQLite's quick_check on every open.
    static constexpr qint64 kQuickCheckBytes = qint64(64) * 1024 * 1024;

    /// Checks the file type, size and header, then reads application_id, user_version, the
    /// schema objects and the data version through SQLite. With \a writable the connection is
    /// read-write, so that SQLite replays the journal a killed writer left behind (it writes
    /// nothing else); otherwise it is read-only. A lock held by another writer is waited for up
    /// to \a busyTimeoutMs.
    [[nodiscard]] static Report inspect(const QString &path, bool writable = false,
                                        int busyTimeoutMs = 5000);

    /// True when \a path names a FIFO, device or socket (reading it could block or never end).
    [[nodiscard]] static bool isSpecialFile(const QString &path);
};

} // namespace gp::db
