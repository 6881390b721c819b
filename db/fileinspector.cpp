#include "fileinspector.h"

#include "schemamigrator.h"

#include <QAtomicInteger>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gp::db {

namespace {

// The first 16 bytes of every SQLite 3 database file.
const QByteArray kSqliteHeader("SQLite format 3\0", 16);

QString uniqueConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("gp-catalog-inspect-%1").arg(counter.fetchAndAddRelaxed(1));
}

// Runs the read-only queries; kept apart so every QSqlQuery is gone before removeDatabase().
void readFacts(QSqlDatabase &db, FileInspector::Report &report)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        report.kind = FileInspector::Kind::NotSqlite;
        report.detail = q.lastError().text();
        return;
    }
    report.applicationId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        report.kind = FileInspector::Kind::NotSqlite;
        report.detail = q.lastError().text();
        return;
    }
    report.userVersion = q.value(0).toInt();
    if (!q.exec(
            QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"))) {
        report.kind = FileInspector::Kind::NotSqlite;
        report.detail = q.lastError().text();
        return;
    }
    while (q.next())
        report.tables.append(q.value(0).toString());

    if (report.applicationId != SchemaMigrator::kApplicationId) {
        // A blank SQLite file holds nothing to lose, so it may become a catalog; anything else
        // without our application id belongs to someone else.
        const bool blank
            = report.applicationId == 0 && report.userVersion == 0 && report.tables.isEmpty();
        report.kind = blank ? FileInspector::Kind::Catalog : FileInspector::Kind::Foreign;
        return;
    }
    report.kind = FileInspector::Kind::Catalog;
    // Ours but with tables gone: a damaged file, not one to migrate over.
    static const QStringList required {QStringLiteral("accelerators"), QStringLiteral("offerings"),
                                       QStringLiteral("prices"), QStringLiteral("meta")};
    if (report.userVersion >= 1) {
        for (const QString &table : required) {
            if (!report.tables.contains(table)) {
                report.kind = FileInspector::Kind::NotSqlite;
                report.detail = QStringLiteral("table %1 is missing").arg(table);
                return;
            }
        }
    }
    if (report.tables.contains(QStringLiteral("meta"))) {
        if (!q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"))) {
            report.kind = FileInspector::Kind::NotSqlite;
            report.detail = q.lastError().text();
            return;
        }
        q.addBindValue(QStringLiteral("shipped_data_version"));
        if (!q.exec()) {
            report.kind = FileInspector::Kind::NotSqlite;
            report.detail = q.lastError().text();
            return;
        }
        if (q.next())
            report.shippedDataVersion = q.value(0).toInt();
    }
}

} // namespace

FileInspector::Report FileInspector::inspect(const QString &path)
{
    Report report;
    const QFileInfo info(path);
    if (info.isDir()) {
        report.kind = Kind::Directory;
        return report;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        report.kind = Kind::Unreadable;
        report.detail = file.errorString();
        return report;
    }
    if (file.size() == 0) {
        report.kind = Kind::Empty;
        return report;
    }
    const QByteArray header = file.read(kSqliteHeader.size());
    file.close();
    if (header != kSqliteHeader) {
        report.kind = Kind::NotSqlite;
        return report;
    }

    const QString name = uniqueConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            report.kind = Kind::Unreadable;
            report.detail = db.lastError().text();
        } else {
            readFacts(db, report);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return report;
}

} // namespace gp::db
