#pragma once

#include <QHash>
#include <QList>
#include <QString>

class QSqlDatabase;

namespace gp::db {

/// Brings a catalog up to the newest schema with the numbered migrations under :/db/migrations.
class SchemaMigrator final {
public:
    /// PRAGMA application_id of every GPU Planner catalog ("GPUP"): tells our files from others.
    static constexpr int kApplicationId = 0x47505550;

    /// The highest migration number built in: the schema version this build writes.
    [[nodiscard]] static int knownVersion();

    /// Applies every migration newer than the file's user_version, each in its own transaction
    /// that also sets user_version and application_id, so a failure leaves the last good version.
    [[nodiscard]] static bool migrate(QSqlDatabase &db, QString *error);

    /// The same on a PostgreSQL server: the version is kept in the table gp_schema_version,
    /// locked while migrating so two planners starting at once do not both migrate. A file under
    /// :/db/migrations/postgresql with the same name replaces the shared one on the server.
    [[nodiscard]] static bool migrateServer(QSqlDatabase &db, QString *error);
    /// The schema version of a server database (0 when it has none yet), or -1 with *error.
    [[nodiscard]] static int serverVersion(QSqlDatabase &db, QString *error);

    /// The schema objects (name to type: table, index, trigger, view) a catalog at \a version
    /// holds, SQLite's own aside: what the migrations up to it create, found by running them on
    /// an empty database in memory. Empty when the migrations cannot be read.
    [[nodiscard]] static QHash<QString, QString> objectsAt(int version);

    /// The statements of one migration file, comments removed, split on ';'.
    [[nodiscard]] static QStringList statements(const QString &sql);

private:
    struct Migration {
        int version = 0;
        QString path;
    };
    [[nodiscard]] static QList<Migration> migrations(QString *error);
    /// migrate(), stopping at \a target.
    [[nodiscard]] static bool migrateTo(QSqlDatabase &db, int target, QString *error);
};

} // namespace gp::db
