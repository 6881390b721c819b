#include "schemamigrator.h"

#include <QDir>
#include <QFile>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace gp::db {

namespace {

const QString kMigrationDir = QStringLiteral(":/db/migrations");

bool execOrFail(QSqlQuery &q, const QString &sql, QString *error)
{
    if (q.exec(sql))
        return true;
    if (error)
        *error = q.lastError().text();
    return false;
}

} // namespace

QList<SchemaMigrator::Migration> SchemaMigrator::migrations(QString *error)
{
    static const QRegularExpression name(QStringLiteral("^(\\d{4})_[a-z0-9_]+\\.sql$"));
    QList<Migration> list;
    const QStringList files = QDir(kMigrationDir).entryList(QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QRegularExpressionMatch m = name.match(file);
        if (!m.hasMatch())
            continue;
        list.append({m.captured(1).toInt(), kMigrationDir + u'/' + file});
    }
    std::sort(list.begin(), list.end(),
              [](const Migration &a, const Migration &b) { return a.version < b.version; });
    // A gap or a duplicate number means a broken build: refuse rather than skip a step.
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).version != i + 1) {
            if (error)
                *error = QStringLiteral("migration numbering is broken at %1").arg(list.at(i).path);
            return {};
        }
    }
    if (list.isEmpty() && error)
        *error = QStringLiteral("no migrations found under %1").arg(kMigrationDir);
    return list;
}

int SchemaMigrator::knownVersion()
{
    static const int version = [] {
        const QList<Migration> list = migrations(nullptr);
        return list.isEmpty() ? 0 : list.constLast().version;
    }();
    return version;
}

QStringList SchemaMigrator::statements(const QString &sql)
{
    QString stripped;
    const QStringList lines = sql.split(u'\n');
    for (const QString &line : lines) {
        const qsizetype comment = line.indexOf(QStringLiteral("--"));
        stripped += (comment >= 0 ? line.left(comment) : line) + u'\n';
    }
    QStringList result;
    const QStringList parts = stripped.split(u';');
    for (const QString &part : parts) {
        const QString statement = part.trimmed();
        if (!statement.isEmpty())
            result.append(statement);
    }
    return result;
}

bool SchemaMigrator::migrate(QSqlDatabase &db, QString *error)
{
    return migrateTo(db, knownVersion(), error);
}

QHash<QString, QString> SchemaMigrator::objectsAt(int version)
{
    static QMutex mutex;
    static QHash<int, QHash<QString, QString>> cache;
    const QMutexLocker lock(&mutex);
    if (const auto it = cache.constFind(version); it != cache.constEnd())
        return *it;
    QHash<QString, QString> objects;
    static int counter = 0;
    const QString name = QStringLiteral("gp-schema-objects-%1").arg(++counter);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open() && migrateTo(db, version, nullptr)) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT name, type FROM sqlite_master WHERE name NOT LIKE "
                                      "'sqlite\\_%' ESCAPE '\\'"))) {
                while (q.next())
                    objects.insert(q.value(0).toString(), q.value(1).toString());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!objects.isEmpty())
        cache.insert(version, objects);
    return objects;
}

bool SchemaMigrator::migrateTo(QSqlDatabase &db, int target, QString *error)
{
    const QList<Migration> list = migrations(error);
    if (list.isEmpty())
        return false;

    QSqlQuery q(db);
    if (!execOrFail(q, QStringLiteral("PRAGMA user_version"), error) || !q.next()) {
        if (error && error->isEmpty())
            *error = QStringLiteral("cannot read the schema version");
        return false;
    }
    const int current = q.value(0).toInt();
    q.finish();

    for (const Migration &m : list) {
        if (m.version <= current || m.version > target)
            continue;
        QFile file(m.path);
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QStringLiteral("cannot read %1").arg(m.path);
            return false;
        }
        const QStringList sql = statements(QString::fromUtf8(file.readAll()));
        if (!db.transaction()) {
            if (error)
                *error = db.lastError().text();
            return false;
        }
        bool ok = true;
        for (const QString &statement : sql) {
            if (!execOrFail(q, statement, error)) {
                ok = false;
                break;
            }
        }
        // Numbers from this file, never from input: formatting them into the PRAGMA is safe.
        ok = ok
            && execOrFail(q, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
                          error)
            && execOrFail(q, QStringLiteral("PRAGMA user_version = %1").arg(m.version), error);
        q.finish();
        if (!ok || !db.commit()) {
            if (ok && error)
                *error = db.lastError().text();
            db.rollback();
            return false;
        }
    }
    return true;
}

namespace {

QString serverVariant(const QString &path)
{
    const QString variant = kMigrationDir + QStringLiteral("/postgresql/") + path.section(u'/', -1);
    return QFile::exists(variant) ? variant : path;
}

} // namespace

int SchemaMigrator::serverVersion(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (!execOrFail(q, QStringLiteral("SELECT to_regclass('gp_schema_version') IS NOT NULL"),
                    error))
        return -1;
    const bool exists = q.next() && q.value(0).toBool();
    q.finish();
    if (!exists
        && !execOrFail(q,
                       QStringLiteral("CREATE TABLE IF NOT EXISTS gp_schema_version (version "
                                      "INTEGER NOT NULL)"),
                       error))
        return -1;
    if (!execOrFail(q, QStringLiteral("SELECT max(version) FROM gp_schema_version"), error))
        return -1;
    return q.next() ? q.value(0).toInt() : 0;
}

bool SchemaMigrator::migrateServer(QSqlDatabase &db, QString *error)
{
    const QList<Migration> list = migrations(error);
    if (list.isEmpty())
        return false;
    if (serverVersion(db, error) < 0)
        return false;
    for (const Migration &m : list) {
        if (!db.transaction()) {
            if (error)
                *error = db.lastError().text();
            return false;
        }
        QSqlQuery q(db);
        // Another planner may be migrating right now: wait for it, then read the version.
        bool ok = execOrFail(
            q, QStringLiteral("LOCK TABLE gp_schema_version IN SHARE ROW EXCLUSIVE MODE"), error);
        int current = 0;
        if (ok) {
            ok = execOrFail(q, QStringLiteral("SELECT max(version) FROM gp_schema_version"), error);
            current = ok && q.next() ? q.value(0).toInt() : 0;
        }
        if (ok && m.version > current) {
            QFile file(serverVariant(m.path));
            if (!file.open(QIODevice::ReadOnly)) {
                if (error)
                    *error = QStringLiteral("cannot read %1").arg(file.fileName());
                ok = false;
            }
            const QStringList sql
                = ok ? statements(QString::fromUtf8(file.readAll())) : QStringList();
            for (const QString &statement : sql) {
                if (!execOrFail(q, statement, error)) {
                    ok = false;
                    break;
                }
            }
            ok = ok
                && execOrFail(q,
                              QStringLiteral("INSERT INTO gp_schema_version (version) VALUES (%1)")
                                  .arg(m.version),
                              error);
        }
        q.finish();
        if (!ok || !db.commit()) {
            if (ok && error)
                *error = db.lastError().text();
            db.rollback();
            return false;
        }
    }
    return true;
}

} // namespace gp::db
