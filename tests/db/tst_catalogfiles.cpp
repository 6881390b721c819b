// Bad catalog files: each gives its own error kind and one message naming the file, and leaves
// the file byte-for-byte as it was; setAside() moves a bad file out of the way without loss.
#include "catalog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using gp::db::Catalog;
using gp::db::OpenError;
using gp::db::OpenOptions;

Q_DECLARE_METATYPE(gp::db::OpenError)

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// Runs statements on a plain connection: how another application would make its file.
bool runSql(const QString &path, const QStringList &statements)
{
    static int counter = 0;
    const QString name = QStringLiteral("tst-files-%1").arg(++counter);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &s : statements)
            ok = ok && q.exec(s);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool makeCatalog(const QString &path)
{
    Catalog catalog;
    return catalog.open(path).ok;
}

// Root ignores file modes: then the read-only cases cannot be produced with chmod.
bool permissionsEnforced(const QString &readOnlyFile)
{
    QFile f(readOnlyFile);
    const bool writable = f.open(QIODevice::WriteOnly | QIODevice::Append);
    return !writable;
}

QString dataV2(const QString &folder)
{
    QFile in(QStringLiteral(":/db/data/default_catalog.json"));
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray json = in.readAll();
    // One version above the built-in data's, whatever that is.
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    const int version = root.value(QStringLiteral("data_version")).toInt();
    json.replace(QStringLiteral("\"data_version\": %1").arg(version).toUtf8(),
                 QStringLiteral("\"data_version\": %1").arg(version + 1).toUtf8());
    const QString path = folder + QStringLiteral("/data-v2.json");
    return writeBytes(path, json) ? path : QString();
}

} // namespace

class TestCatalogFiles final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void badFile_data();
    void badFile();
    void uncreatableLocation_data();
    void uncreatableLocation();
    void readOnlyFolderForNewFile();
    void readOnlyUpToDateOpens();
    void readOnlyNeedingUpgradeFails();
    void pathIsAFolder();
    void setAsideKeepsBytes();
    void setAsideMissingFile();
    void blankSqliteFileBecomesCatalog();
    void leftoverJournalIsRolledBack();
    void lockedByAWriterIsInUse();
    void specialFileIsNotRead_data();
    void specialFileIsNotRead();
    void uriIsNotAPath();
    void backupsAreTheCatalogsOwnInUtcOrder();
    void settingsLocationIsResolvedWithoutTheCurrentFolder();

private:
    QString newFolder();
    QTemporaryDir m_dir;
    int m_folders = 0;
};

void TestCatalogFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestCatalogFiles::newFolder()
{
    const QString folder = m_dir.filePath(QString::number(++m_folders));
    return QDir().mkpath(folder) ? folder : QString();
}

enum class Make {
    Garbage,
    HeaderThenGarbage,
    Empty,
    Foreign,
    ForeignWithAppId,
    Newer,
    Damaged,
    TornPages,
    ViewForTable,
    Trigger,
    LoweredVersion,
};
Q_DECLARE_METATYPE(Make)

void TestCatalogFiles::badFile_data()
{
    QTest::addColumn<Make>("make");
    QTest::addColumn<OpenError>("expected");
    QTest::addColumn<QString>("words"); // what the message must say besides the path

    QTest::newRow("garbage bytes")
        << Make::Garbage << OpenError::NotADatabase << QStringLiteral("not an SQLite database");
    QTest::newRow("SQLite header, garbage after")
        << Make::HeaderThenGarbage << OpenError::NotADatabase
        << QStringLiteral("not a GPU Planner catalog");
    QTest::newRow("empty file") << Make::Empty << OpenError::EmptyFile << QStringLiteral("empty");
    QTest::newRow("another application's SQLite file")
        << Make::Foreign << OpenError::ForeignDatabase << QStringLiteral("another application");
    QTest::newRow("another application id") << Make::ForeignWithAppId << OpenError::ForeignDatabase
                                            << QStringLiteral("application id 1234");
    QTest::newRow("our catalog with a table dropped")
        << Make::Damaged << OpenError::NotADatabase << QStringLiteral("damaged");
    QTest::newRow("newer schema version")
        << Make::Newer << OpenError::NewerSchema << QStringLiteral("newer GPU Planner");
    QTest::newRow("pages overwritten") << Make::TornPages << OpenError::NotADatabase
                                       << QStringLiteral("damaged: SQLite's integrity check fails");
    QTest::newRow("a view in place of the prices table")
        << Make::ViewForTable << OpenError::NotADatabase
        << QStringLiteral("schema GPU Planner did not make (prices is a view, not a table)");
    QTest::newRow("a trigger someone added")
        << Make::Trigger << OpenError::NotADatabase
        << QStringLiteral("schema GPU Planner did not make (trigger raise_prices)");
    QTest::newRow("user_version lowered by hand")
        << Make::LoweredVersion << OpenError::NotADatabase
        << QStringLiteral("says schema version 2, but it holds table removed_offerings of a later "
                          "version");
}

void TestCatalogFiles::badFile()
{
    QFETCH(Make, make);
    QFETCH(OpenError, expected);
    QFETCH(QString, words);

    const QString folder = newFolder();
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    switch (make) {
    case Make::Garbage: {
        QByteArray bytes(4096, '\0');
        for (char &c : bytes)
            c = static_cast<char>(QRandomGenerator::global()->bounded(256));
        bytes.replace(0, 6, "GARBLE");
        QVERIFY(writeBytes(path, bytes));
        break;
    }
    case Make::HeaderThenGarbage: {
        QByteArray bytes("SQLite format 3\0", 16);
        bytes += QByteArray(4080, '\x5a');
        QVERIFY(writeBytes(path, bytes));
        break;
    }
    case Make::Empty:
        QVERIFY(writeBytes(path, {}));
        break;
    case Make::Foreign:
        QVERIFY(runSql(path,
                       {QStringLiteral("CREATE TABLE contacts (name TEXT, phone TEXT)"),
                        QStringLiteral("INSERT INTO contacts VALUES ('Li', '123')")}));
        break;
    case Make::ForeignWithAppId:
        QVERIFY(runSql(path,
                       {QStringLiteral("PRAGMA application_id = 1234"),
                        QStringLiteral("CREATE TABLE offerings (id TEXT)")}));
        break;
    case Make::Damaged:
        QVERIFY(makeCatalog(path));
        QVERIFY(runSql(
            path,
            {QStringLiteral("PRAGMA foreign_keys = OFF"), QStringLiteral("DROP TABLE prices")}));
        break;
    case Make::TornPages: {
        QVERIFY(makeCatalog(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        QVERIFY(size > 4 * 4096);
        // Everything after the schema page: what a disk fault or a stray write leaves.
        QVERIFY(f.seek(2 * 4096));
        QVERIFY(f.write(QByteArray(size - 3 * 4096, '\x5a')) == size - 3 * 4096);
        break;
    }
    case Make::ViewForTable:
        QVERIFY(makeCatalog(path));
        QVERIFY(runSql(path,
                       {QStringLiteral("PRAGMA foreign_keys = OFF"),
                        QStringLiteral("ALTER TABLE prices RENAME TO old_prices"),
                        QStringLiteral("CREATE VIEW prices AS SELECT * FROM old_prices")}));
        break;
    case Make::Trigger:
        QVERIFY(makeCatalog(path));
        QVERIFY(runSql(path,
                       {QStringLiteral("CREATE TRIGGER raise_prices AFTER INSERT ON prices BEGIN "
                                       "UPDATE prices SET price_fen = price_fen * 2 WHERE id = "
                                       "new.id; END")}));
        break;
    case Make::LoweredVersion:
        QVERIFY(makeCatalog(path));
        QVERIFY(runSql(path, {QStringLiteral("PRAGMA user_version = 2")}));
        break;
    case Make::Newer:
        QVERIFY(makeCatalog(path));
        QVERIFY(runSql(
            path,
            {QStringLiteral("PRAGMA user_version = %1").arg(Catalog::knownSchemaVersion() + 1)}));
        break;
    }
    const QByteArray before = fileHash(path);
    const QStringList filesBefore = QDir(folder).entryList(QDir::Files);

    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY(!result.ok);
    QVERIFY(!catalog.isOpen());
    QCOMPARE(result.error, expected);
    QVERIFY2(result.message.contains(QStringLiteral("\"%1\"").arg(path)),
             qPrintable(result.message));
    QVERIFY2(result.message.contains(words), qPrintable(result.message));
    QVERIFY2(!result.message.contains(u'\n'), qPrintable(result.message)); // one sentence
    QVERIFY(result.message.endsWith(u'.'));
    QCOMPARE(fileHash(path), before);
    QCOMPARE(QDir(folder).entryList(QDir::Files), filesBefore); // no journal, no sibling
}

void TestCatalogFiles::uncreatableLocation_data()
{
    QTest::addColumn<QString>("path");
    // Locations nobody can write, root included.
    const QString folder = newFolder();
    const QString aFile = folder + QStringLiteral("/plain-file");
    QVERIFY(writeBytes(aFile, "not a folder"));
    QTest::newRow("parent is a regular file") << aFile + QStringLiteral("/sub/catalog.sqlite");
    QTest::newRow("under /proc") << QStringLiteral("/proc/gpuplanner-test/catalog.sqlite");
}

void TestCatalogFiles::uncreatableLocation()
{
    QFETCH(QString, path);
    const QString blocker = QFileInfo(QFileInfo(path).absolutePath()).absolutePath();
    const QByteArray before = QFileInfo(blocker).isFile() ? fileHash(blocker) : QByteArray();

    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::ReadOnly);
    QVERIFY2(result.message.contains(path), qPrintable(result.message));
    QVERIFY(!QFileInfo::exists(path));
    if (!before.isEmpty())
        QCOMPARE(fileHash(blocker), before);
}

void TestCatalogFiles::readOnlyFolderForNewFile()
{
    const QString folder = newFolder();
    QVERIFY(QFile::setPermissions(folder,
                                  QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                      | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    const bool enforced = !QFile(path).open(QIODevice::WriteOnly);
    QFile::remove(path);
    if (!enforced) {
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QSKIP("running as root: a 0555 folder is still writable, see uncreatableLocation");
    }
    Catalog catalog;
    const auto result = catalog.open(path);
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::ReadOnly);
    QVERIFY2(result.message.contains(path), qPrintable(result.message));
    QVERIFY(!QFileInfo::exists(path));
}

void TestCatalogFiles::readOnlyUpToDateOpens()
{
    const QString folder = newFolder();
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    QVERIFY(makeCatalog(path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    if (!permissionsEnforced(path)) {
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QSKIP("running as root: a 0444 file is still writable, so it cannot be read-only here");
    }
    const QByteArray before = fileHash(path);
    {
        Catalog catalog;
        const auto result = catalog.open(path);
        QVERIFY2(result.ok, qPrintable(result.message));
        QVERIFY(catalog.isReadOnly());
        QCOMPARE(catalog.load().offerings.size(), 14);
        gp::PriceSnapshot p;
        p.observedOn = QDate(2026, 10, 1);
        p.priceFen = 1;
        QString error;
        QVERIFY(!catalog.addPrice(QStringLiteral("jygpu-bm-b300"), p, &error));
        QVERIFY(error.contains(path));
    }
    QCOMPARE(fileHash(path), before);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestCatalogFiles::readOnlyNeedingUpgradeFails()
{
    const QString folder = newFolder();
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    QVERIFY(makeCatalog(path));
    const QString v2 = dataV2(folder);
    QVERIFY(!v2.isEmpty());
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    if (!permissionsEnforced(path)) {
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QSKIP("running as root: a 0444 file is still writable, so it cannot be read-only here");
    }
    const QByteArray before = fileHash(path);
    OpenOptions options;
    options.shippedDataPath = v2;
    Catalog catalog;
    const auto result = catalog.open(path, options);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::ReadOnly);
    QVERIFY2(result.message.contains(path), qPrintable(result.message));
    QCOMPARE(fileHash(path), before);
}

void TestCatalogFiles::pathIsAFolder()
{
    const QString folder = newFolder();
    Catalog catalog;
    const auto result = catalog.open(folder);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::IoError);
    QVERIFY(result.message.contains(folder));
}

void TestCatalogFiles::setAsideKeepsBytes()
{
    const QString folder = newFolder();
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    QVERIFY(writeBytes(path, "definitely not SQLite"));
    const QByteArray before = fileHash(path);
    Catalog catalog;
    QCOMPARE(catalog.open(path).error, OpenError::NotADatabase);

    QString error;
    const QString aside = Catalog::setAside(path, &error);
    QVERIFY2(!aside.isEmpty(), qPrintable(error));
    QVERIFY(QRegularExpression(QStringLiteral("\\.broken-\\d{8}-\\d{6}$")).match(aside).hasMatch());
    QVERIFY(aside.startsWith(path));
    QVERIFY(!QFileInfo::exists(path));
    QCOMPARE(fileHash(aside), before);

    // The user's consent given, the app starts on the default catalog at the same path...
    const auto result = catalog.open(path);
    QVERIFY2(result.ok, qPrintable(result.message));
    QCOMPARE(catalog.load().offerings.size(), 14);
    catalog.close();

    // ...and a second bad file set aside within the same second gets its own name.
    QVERIFY(QFile::remove(path));
    QVERIFY(writeBytes(path, "another bad one"));
    const QString second = Catalog::setAside(path, &error);
    QVERIFY2(!second.isEmpty(), qPrintable(error));
    QVERIFY(second != aside);
    QCOMPARE(fileHash(aside), before);
}

void TestCatalogFiles::setAsideMissingFile()
{
    const QString path = newFolder() + QStringLiteral("/missing.sqlite");
    QString error;
    QVERIFY(Catalog::setAside(path, &error).isEmpty());
    QVERIFY(error.contains(path));
}

void TestCatalogFiles::blankSqliteFileBecomesCatalog()
{
    // A valid SQLite file with no table and no application id holds nothing to lose.
    const QString path = newFolder() + QStringLiteral("/catalog.sqlite");
    QVERIFY(runSql(path,
                   {QStringLiteral("CREATE TABLE t (x INTEGER)"), QStringLiteral("DROP TABLE t")}));
    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY2(result.ok, qPrintable(result.message));
    QCOMPARE(catalog.load().offerings.size(), 14);
}

void TestCatalogFiles::leftoverJournalIsRolledBack()
{
    // A writer killed mid-transaction leaves its rollback journal and half-written pages; the
    // app must let SQLite roll them back and open the catalog as it was before.
    const QString folder = newFolder();
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    QVERIFY(makeCatalog(path));
    QStringList padding;
    for (int i = 0; i < 400; ++i)
        padding << QStringLiteral("INSERT INTO meta (key, value) VALUES ('pad-%1', '%2')")
                       .arg(i)
                       .arg(QString(400, u'x'));
    QVERIFY(runSql(path, padding));
    int pricesBefore = 0;
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        for (const gp::Offering &o : catalog.load().offerings)
            pricesBefore += int(o.prices.size());
    }
    QVERIFY(pricesBefore > 0);

    const QString crashed = folder + QStringLiteral("/crashed.sqlite");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("w"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        // A tiny page cache spills the changes into the file before the commit.
        QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size = 2")));
        QVERIFY(q.exec(QStringLiteral("BEGIN")));
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = 'changed' WHERE key LIKE 'pad-%'")));
        QVERIFY(q.exec(QStringLiteral("DELETE FROM prices")));
        QVERIFY(QFileInfo::exists(path + QStringLiteral("-journal")));
        // The files as a kill at this moment leaves them.
        QVERIFY(QFile::copy(path, crashed));
        QVERIFY(
            QFile::copy(path + QStringLiteral("-journal"), crashed + QStringLiteral("-journal")));
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("w"));
    QVERIFY(fileHash(crashed) != fileHash(path)); // the copy holds half-written pages

    Catalog catalog;
    const auto result = catalog.open(crashed);
    QVERIFY2(result.ok, qPrintable(result.message));
    QString error;
    const gp::CatalogData data = catalog.load(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(data.offerings.size(), 14);
    int pricesAfter = 0;
    for (const gp::Offering &o : data.offerings)
        pricesAfter += int(o.prices.size());
    QCOMPARE(pricesAfter, pricesBefore);
    QVERIFY(!QFileInfo::exists(crashed + QStringLiteral("-journal")));
}

void TestCatalogFiles::lockedByAWriterIsInUse()
{
    const QString path = newFolder() + QStringLiteral("/catalog.sqlite");
    QVERIFY(makeCatalog(path));
    const QString name = QStringLiteral("writer");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));

        OpenOptions options;
        options.busyTimeoutMs = 100;
        Catalog catalog;
        const auto result = catalog.open(path, options);
        QVERIFY(!result.ok);
        QCOMPARE(result.error, OpenError::InUse);
        QVERIFY2(result.message.contains(QStringLiteral("is in use by another writer; try again")),
                 qPrintable(result.message));
        QVERIFY2(result.message.contains(QStringLiteral("database is locked")),
                 qPrintable(result.message)); // SQLite's own words kept
        QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY2(result.ok, qPrintable(result.message));
}

void TestCatalogFiles::specialFileIsNotRead_data()
{
    QTest::addColumn<QString>("path");
    const QString fifo = newFolder() + QStringLiteral("/catalog.fifo");
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QTest::newRow("FIFO") << fifo; // opening it would wait for a writer forever
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero"); // reading it never ends
}

void TestCatalogFiles::specialFileIsNotRead()
{
    QFETCH(QString, path);
    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::IoError);
    QVERIFY2(result.message.contains(QStringLiteral("\"%1\" is not a regular file").arg(path)),
             qPrintable(result.message));
}

void TestCatalogFiles::uriIsNotAPath()
{
    const QString folder = newFolder();
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(folder));
    const QString uri = QStringLiteral("file:%1/x.sqlite?mode=ro").arg(folder);
    Catalog catalog;
    const auto result = catalog.open(uri);
    QDir::setCurrent(previous);
    QVERIFY(!result.ok);
    QVERIFY2(result.message.contains(QStringLiteral("is an SQLite URI, not a file path")),
             qPrintable(result.message));
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

void TestCatalogFiles::backupsAreTheCatalogsOwnInUtcOrder()
{
    const QString folder = newFolder();
    const QString catalog = folder + QStringLiteral("/team.sqlite");
    const auto make = [&folder](const QString &name) {
        const QString path = folder + u'/' + name;
        return writeBytes(path, "x") ? path : QString();
    };
    // Names in UTC ("Z") and in the local time of older versions, made at UTC+14 here: the
    // local 2026-12-05 09:00 is 2026-12-04 19:00 UTC, before the UTC copy of 20:00.
    qputenv("TZ", "EAST-14");
    const QString utcEarly = make(QStringLiteral("team.sqlite.before-import-20261204-180000Z-001"));
    const QString local = make(QStringLiteral("team.sqlite.before-import-20261205-090000-001"));
    const QString utcLate = make(QStringLiteral("team.sqlite.before-import-20261204-200000Z-001"));
    const QString sameSecond
        = make(QStringLiteral("team.sqlite.before-import-20261204-200000Z-002"));
    // Not backups of team.sqlite: another catalog's (its case), a journal, other endings.
    make(QStringLiteral("Team.sqlite.before-import-20261204-210000Z-001"));
    make(QStringLiteral("TEAM.SQLITE.before-import-20261204-210000Z-001"));
    make(QStringLiteral("team.sqlite.before-import-20261204-210000Z-001-journal"));
    make(QStringLiteral("team.sqlite.before-import-notes.txt"));
    make(QStringLiteral("team.sqlite.BEFORE-IMPORT-20261204-210000Z-001"));
    const QStringList backups = Catalog::importBackups(catalog);
    qunsetenv("TZ");
    QCOMPARE(backups, (QStringList {utcEarly, local, utcLate, sameSecond}));
}

void TestCatalogFiles::settingsLocationIsResolvedWithoutTheCurrentFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCOMPARE(Catalog::resolvedLocation(QStringLiteral("team.sqlite")),
             QDir(data).filePath(QStringLiteral("team.sqlite")));
    QCOMPARE(Catalog::resolvedLocation(QStringLiteral("sub/team.sqlite")),
             QDir(data).filePath(QStringLiteral("sub/team.sqlite")));
    QCOMPARE(Catalog::resolvedLocation(QStringLiteral("~/team.sqlite")),
             QDir::homePath() + QStringLiteral("/team.sqlite"));
    QCOMPARE(Catalog::resolvedLocation(QStringLiteral("~")), QDir::homePath());
    QCOMPARE(Catalog::resolvedLocation(QStringLiteral("/srv/team.sqlite")),
             QStringLiteral("/srv/team.sqlite"));
    Catalog::setConfiguredPath(QStringLiteral("relative.sqlite"));
    QCOMPARE(Catalog::configuredPath(), QDir(data).filePath(QStringLiteral("relative.sqlite")));
    Catalog::setConfiguredPath(QString());
    QCOMPARE(Catalog::configuredPath(), Catalog::defaultPath());
}

QTEST_GUILESS_MAIN(TestCatalogFiles)
#include "tst_catalogfiles.moc"
