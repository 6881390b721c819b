#include "fileinspector.h"

#include "safetext.h"
#include "schemamigrator.h"

#include <QAtomicInteger>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gp::db {

namespace {

// The first 16 bytes of every SQLite 3 database file.
const QByteArray kSqliteHeader("SQLite format 3\0", 16);

// SQLite's primary result codes (sqlite3.h) as the Qt driver reports them.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADb = 26;

QString uniqueConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("gp-catalog-inspect-%1").arg(counter.fetchAndAddRelaxed(1));
}

int primaryCode(const QSqlError &e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

/// The kind a failed query on the file stands for, by SQLite's result code.
FileInspector::Kind kindOf(const QSqlError &e)
{
    switch (primaryCode(e)) {
    case kSqliteBusy:
    case kSqliteLocked:
        return FileInspector::Kind::InUse;
    case kSqliteReadOnly:
        return FileInspector::Kind::NeedsRecovery;
    case kSqliteCorrupt:
        return FileInspector::Kind::Corrupt;
    case kSqliteIoErr:
    case kSqliteCantOpen:
        return FileInspector::Kind::Unreadable;
    case kSqliteNotADb:
    default:
        break;
    }
    return FileInspector::Kind::NotSqlite;
}

bool failed(QSqlQuery &q, FileInspector::Report &report)
{
    report.kind = kindOf(q.lastError());
    report.detail = q.lastError().databaseText().isEmpty() ? q.lastError().text()
                                                           : q.lastError().databaseText();
    return false;
}

/// Compares the file's schema objects with those our migrations make at its version.
bool checkSchema(const QHash<QString, QString> &objects, FileInspector::Report &report)
{
    const QHash<QString, QString> expected = SchemaMigrator::objectsAt(report.userVersion);
    const QHash<QString, QString> newest
        = SchemaMigrator::objectsAt(SchemaMigrator::knownVersion());
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const QString type = objects.value(it.key());
        if (type.isEmpty() && it.value() == u"table") {
            report.kind = FileInspector::Kind::Corrupt;
            report.detail = QStringLiteral("table %1 is missing").arg(it.key());
            return false;
        }
        if (!type.isEmpty() && type != it.value()) {
            report.kind = FileInspector::Kind::ForeignSchema;
            report.detail = QStringLiteral("%1 is a %2, not a %3").arg(it.key(), type, it.value());
            return false;
        }
    }
    for (auto it = objects.cbegin(); it != objects.cend(); ++it) {
        if (expected.contains(it.key()))
            continue;
        if (it.value() == u"trigger" || it.value() == u"view") {
            // Either would change or hide rows behind the app's back.
            report.kind = FileInspector::Kind::ForeignSchema;
            report.detail = QStringLiteral("%1 %2").arg(it.value(), it.key());
            return false;
        }
        if (newest.value(it.key()) == it.value()) {
            report.kind = FileInspector::Kind::VersionMismatch;
            report.detail = QStringLiteral("%1 %2").arg(it.value(), it.key());
            return false;
        }
    }
    return true;
}

// Runs the queries; kept apart so every QSqlQuery is gone before removeDatabase().
void readFacts(QSqlDatabase &db, qint64 fileSize, FileInspector::Report &report)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
        failed(q, report);
        return;
    }
    report.applicationId = q.value(0).toInt();
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        failed(q, report);
        return;
    }
    report.userVersion = q.value(0).toInt();
    if (!q.exec(QStringLiteral("SELECT name, type FROM sqlite_master WHERE name NOT LIKE "
                               "'sqlite\\_%' ESCAPE '\\' ORDER BY name"))) {
        failed(q, report);
        return;
    }
    QHash<QString, QString> objects;
    while (q.next()) {
        objects.insert(q.value(0).toString(), q.value(1).toString());
        if (q.value(1).toString() == u"table")
            report.tables.append(q.value(0).toString());
    }
    if (q.lastError().isValid()) {
        failed(q, report);
        return;
    }

    if (report.applicationId != SchemaMigrator::kApplicationId) {
        // A blank SQLite file holds nothing to lose, so it may become a catalog; anything else
        // without our application id belongs to someone else.
        const bool blank
            = report.applicationId == 0 && report.userVersion == 0 && objects.isEmpty();
        report.kind = blank ? FileInspector::Kind::Catalog : FileInspector::Kind::Foreign;
        return;
    }
    report.kind = FileInspector::Kind::Catalog;
    if (report.userVersion > SchemaMigrator::knownVersion())
        return; // a newer schema: its objects are not ours to judge
    // Pages torn by a disk fault or a hand edit: found here rather than as an empty list later.
    // It reads the whole file (about 0.2 s per 50 MB); a larger catalog is checked by the reads
    // themselves, whose errors no verb ignores.
    if (fileSize <= FileInspector::kQuickCheckBytes
        && (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next())) {
        failed(q, report);
        return;
    }
    if (fileSize <= FileInspector::kQuickCheckBytes && q.value(0).toString() != u"ok") {
        report.kind = FileInspector::Kind::Corrupt;
        report.detail = q.value(0).toString();
        return;
    }
    if (!checkSchema(objects, report))
        return;
    if (report.tables.contains(QStringLiteral("meta"))) {
        if (!q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"))) {
            failed(q, report);
            return;
        }
        q.addBindValue(QStringLiteral("shipped_data_version"));
        if (!q.exec()) {
            failed(q, report);
            return;
        }
        if (q.next())
            report.shippedDataVersion = q.value(0).toInt();
    }
}

} // namespace

bool FileInspector::isSpecialFile(const QString &path)
{
    return !safetext::isRegularFile(path);
}

FileInspector::Report FileInspector::inspect(const QString &path, bool writable, int busyTimeoutMs)
{
    Report report;
    const QFileInfo info(path);
    if (info.isDir()) {
        report.kind = Kind::Directory;
        return report;
    }
    // Opening a FIFO waits for a writer that may never come; a device may never end.
    if (isSpecialFile(path)) {
        report.kind = Kind::NotRegular;
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
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(qMax(0, busyTimeoutMs));
        if (!writable)
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        db.setConnectOptions(options);
        if (!db.open()) {
            report.kind = Kind::Unreadable;
            report.detail = db.lastError().text();
        } else {
            readFacts(db, info.size(), report);
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return report;
}

} // namespace gp::db
