// The shared team catalog on a real PostgreSQL server: the same migrations, import, who wrote a
// price, two writers at once, and the offline fallback to the last local copy.
#include "catalog.h"
#include "catalogimport.h"
#include "catalogjson.h"
#include "pgserver.h"
#include "schemamigrator.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

#include <atomic>
#include <csignal>
#include <sys/resource.h>
#include <thread>

using gp::db::Catalog;
using gp::db::CatalogImport;
using gp::db::OpenOptions;
using namespace Qt::StringLiterals;

namespace {

const QString kH100 = u"jygpu-bm-h100-ningxia1"_s;

QByteArray catalogJson(const gp::CatalogData &data)
{
    return QJsonDocument(gp::format::catalogToJson(data)).toJson();
}

} // namespace

class TestCatalogPg final : public QObject {
    Q_OBJECT

private:
    gp::pgtest::PgServer m_server;
    QTemporaryDir m_cache;
    QString m_url;

    [[nodiscard]] OpenOptions options() const
    {
        OpenOptions opts;
        opts.cacheDir = m_cache.path();
        return opts;
    }

    static inline QStringList *s_messages = nullptr;
    static void collect(QtMsgType type, const QMessageLogContext &, const QString &message)
    {
        if (s_messages && (type == QtWarningMsg || type == QtCriticalMsg))
            s_messages->append(message);
    }

    bool serverExec(const QString &sql)
    {
        const QString name = u"tst-pg-exec"_s;
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
            db.setHostName(u"127.0.0.1"_s);
            db.setPort(m_server.port());
            db.setUserName(gp::pgtest::PgServer::user());
            db.setDatabaseName(u"team"_s);
            if (db.open()) {
                QSqlQuery q(db);
                ok = q.exec(sql);
                if (!ok)
                    qWarning() << q.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    QVariant serverValue(const QString &sql)
    {
        const QString name = u"tst-pg-raw"_s;
        QVariant result;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
            db.setHostName(u"127.0.0.1"_s);
            db.setPort(m_server.port());
            db.setUserName(gp::pgtest::PgServer::user());
            db.setDatabaseName(u"team"_s);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(sql) && q.next())
                    result = q.value(0);
                else
                    qWarning() << q.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return result;
    }

private slots:
    void initTestCase()
    {
        if (gp::pgtest::PgServer::binDir().isEmpty())
            QSKIP("PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb); "
                  "installer/deps.sh installs it");
        QVERIFY(QSqlDatabase::isDriverAvailable(u"QPSQL"_s));
        QVERIFY(m_cache.isValid());
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"tst-pg-admin"_s);
            db.setHostName(u"127.0.0.1"_s);
            db.setPort(m_server.port());
            db.setUserName(gp::pgtest::PgServer::user());
            db.setDatabaseName(u"postgres"_s);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QSqlQuery q(db);
            QVERIFY2(q.exec(u"CREATE DATABASE team"_s), qPrintable(q.lastError().text()));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"tst-pg-admin"_s);
        m_url = m_server.url(u"team"_s);
    }

    void cleanupTestCase() { m_server.stop(); }

    void migrationsCreateTheSameCatalogAsSqlite()
    {
        Catalog server;
        const auto result = server.open(m_url, options());
        QVERIFY2(result.ok, qPrintable(result.message + m_server.log()));
        QVERIFY(server.isServer());
        QVERIFY(!server.isOffline());
        QCOMPARE(server.schemaVersion(), Catalog::knownSchemaVersion());
        QCOMPARE(serverValue(u"SELECT max(version) FROM gp_schema_version"_s).toInt(),
                 Catalog::knownSchemaVersion());

        QTemporaryDir dir;
        Catalog file;
        QVERIFY(file.open(dir.filePath(u"c.sqlite"_s)).ok);
        // The same shipped data through the same migrations, on either engine.
        QCOMPARE(catalogJson(server.load()), catalogJson(file.load()));
        QCOMPARE(catalogJson(server.loadCurrent()), catalogJson(file.loadCurrent()));

        // A second planner opening it migrates nothing again.
        Catalog again;
        QVERIFY(again.open(m_url, options()).ok);
        QCOMPARE(serverValue(u"SELECT count(*) FROM gp_schema_version"_s).toInt(),
                 Catalog::knownSchemaVersion());
    }

    void importRecordsWhoAndWhen()
    {
        Catalog server;
        QVERIFY(server.open(m_url, options()).ok);
        const QByteArray csv
            = "offering_id,observed_on,unit,per,price_cny,source\r\n"
              "jygpu-bm-h100-ningxia1,2026-10-01,month,node,88000,October list\r\n";
        const auto preview = CatalogImport::preview(
            server.load(), CatalogImport::read(csv, CatalogImport::Format::Csv, u"p.csv"_s));
        QVERIFY(preview.ok());
        QString error;
        QVERIFY2(server.applyImport(preview, &error), qPrintable(error));

        Catalog reader;
        QVERIFY(reader.open(m_url, options()).ok);
        QCOMPARE(reader.load().offering(kH100)->currentPrice()->priceFen, qint64(8800000));
        QCOMPARE(serverValue(u"SELECT created_by FROM prices WHERE source = 'October list'"_s)
                     .toString(),
                 gp::pgtest::PgServer::user());
        const QString when
            = serverValue(u"SELECT created_at FROM prices WHERE source = 'October list'"_s)
                  .toString();
        QVERIFY2(QDateTime::fromString(when, Qt::ISODate).isValid(), qPrintable(when));
    }

    void twoWritersAtOnceLoseNothing()
    {
        constexpr int kEach = 15;
        const int before
            = serverValue(u"SELECT count(*) FROM prices WHERE offering_id = '%1'"_s.arg(kH100))
                  .toInt();
        const QString url = m_url;
        const OpenOptions opts = options();
        QStringList failures[2];
        const auto writer = [&](int who) {
            Catalog c;
            const auto opened = c.open(url, opts);
            if (!opened.ok) {
                failures[who].append(opened.message);
                return;
            }
            for (int i = 0; i < kEach; ++i) {
                gp::PriceSnapshot p;
                p.observedOn = QDate(2026, 11, 1).addDays(i);
                p.unit = gp::BillingUnit::Month;
                p.scope = gp::PriceScope::PerNode;
                p.priceFen = 8000000 + who * 1000 + i;
                p.source = u"writer %1"_s.arg(who);
                // Each write also touches the same offering row, so the two collide.
                gp::db::ImportPreview preview;
                gp::Offering o = *c.load().offering(kH100);
                o.prices.clear();
                o.notes = u"edited by writer %1, step %2"_s.arg(who).arg(i);
                preview.offeringsToWrite.append(o);
                preview.pricesToAdd.append({kH100, p});
                QString error;
                if (!c.applyImport(preview, &error))
                    failures[who].append(error);
            }
        };
        std::thread first(writer, 0);
        std::thread second(writer, 1);
        first.join();
        second.join();
        QVERIFY2(failures[0].isEmpty(), qPrintable(failures[0].join(u'\n')));
        QVERIFY2(failures[1].isEmpty(), qPrintable(failures[1].join(u'\n')));
        QCOMPARE(serverValue(u"SELECT count(*) FROM prices WHERE offering_id = '%1'"_s.arg(kH100))
                     .toInt(),
                 before + 2 * kEach);
        QCOMPARE(serverValue(u"SELECT count(*) FROM prices WHERE source LIKE 'writer %'"_s).toInt(),
                 2 * kEach);
    }

    void offlinePlannerUsesItsLastLocalCopy()
    {
        gp::CatalogData online;
        QString cachePath;
        {
            Catalog server;
            QVERIFY(server.open(m_url, options()).ok);
            online = server.load(); // writes the local copy
            cachePath = server.cachePath();
        }
        QVERIFY(QFile::exists(cachePath));
        QString error;
        QVERIFY2(m_server.stopServer(&error), qPrintable(error));

        Catalog offline;
        const auto result = offline.open(m_url, options());
        QVERIFY2(result.ok, qPrintable(result.message));
        QVERIFY(offline.isOffline());
        QVERIFY(offline.isReadOnly());
        QVERIFY2(offline.notice().contains(u"local copy"_s), qPrintable(offline.notice()));
        QVERIFY(!offline.notice().contains(u'\n'));
        QCOMPARE(catalogJson(offline.load()), catalogJson(online));
        // Writes are refused with a clear sentence, and the copy is unchanged.
        gp::PriceSnapshot p;
        p.observedOn = QDate(2026, 12, 1);
        p.priceFen = 1;
        QVERIFY(!offline.addPrice(kH100, p, &error));
        QVERIFY2(error.contains(u"cannot be reached"_s), qPrintable(error));

        // Without a local copy there is nothing to work on: a clear error, no crash.
        OpenOptions elsewhere;
        QTemporaryDir empty;
        elsewhere.cacheDir = empty.path();
        Catalog none;
        const auto refused = none.open(m_url, elsewhere);
        QVERIFY(!refused.ok);
        QVERIFY2(refused.message.contains(u"no local copy"_s), qPrintable(refused.message));

        QVERIFY2(m_server.startAgain(&error), qPrintable(error));
        Catalog back;
        QVERIFY(back.open(m_url, options()).ok);
        QVERIFY(!back.isOffline());
    }

    void addressInAnyFormOpensAndNeverShowsItsPassword_data()
    {
        QTest::addColumn<QString>("address");
        const QString hostPort = u"127.0.0.1:%1"_s.arg(m_server.port());
        const QString user = gp::pgtest::PgServer::user();
        QTest::newRow("password") << u"postgresql://%1:s3cr3t@%2/team"_s.arg(user, hostPort);
        QTest::newRow("scheme in capitals")
            << u"POSTGRESQL://%1:s3cr3t@%2/team"_s.arg(user, hostPort);
        QTest::newRow("postgres://") << u"postgres://%1:s3cr3t@%2/team"_s.arg(user, hostPort);
        QTest::newRow("percent-encoded @ and /")
            << u"postgresql://%1:s3cr3t%40x%2Fy@%2/team"_s.arg(user, hostPort);
        QTest::newRow("unencoded @ in the password")
            << u"postgresql://%1:s3cr3t@x@%2/team"_s.arg(user, hostPort);
        QTest::newRow("password as a parameter")
            << u"postgresql://%1@%2/team?password=s3cr3t&application_name=gp"_s.arg(user, hostPort);
    }

    void addressInAnyFormOpensAndNeverShowsItsPassword()
    {
        QFETCH(QString, address);
        Catalog c;
        const auto result = c.open(address, options());
        QVERIFY2(result.ok, qPrintable(result.message));
        QVERIFY(c.isServer() && !c.isOffline());
        // path() is what the command line lists and the PDF prints as its catalog line.
        QVERIFY2(!c.path().contains(u"s3cr3t"_s), qPrintable(c.path()));
        QVERIFY2(c.path().startsWith(u"postgresql://%1@"_s.arg(gp::pgtest::PgServer::user())),
                 qPrintable(c.path()));
        QVERIFY(!Catalog::redacted(address).contains(u"s3cr3t"_s));
    }

    void refusedLoginIsAnErrorNotTheOfflineCopy_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("database");
        QTest::newRow("no such role") << u"nobody"_s << u"team"_s;
        QTest::newRow("no such database") << gp::pgtest::PgServer::user() << u"nowhere"_s;
    }

    void refusedLoginIsAnErrorNotTheOfflineCopy()
    {
        QFETCH(QString, user);
        QFETCH(QString, database);
        // A local copy waits under the address's name: before, a refused login fell back on
        // it silently.
        QString copy;
        {
            Catalog server;
            QVERIFY(server.open(m_url, options()).ok);
            (void)server.load();
            copy = server.cachePath();
        }
        const QString shown = u"%1@127.0.0.1:%2/%3"_s.arg(user).arg(m_server.port()).arg(database);
        QString name = shown;
        name.replace(QRegularExpression(u"[^A-Za-z0-9._-]+"_s), u"_"_s);
        const QString decoy = m_cache.filePath(name + u".sqlite"_s);
        QFile::remove(decoy);
        QVERIFY(QFile::copy(copy, decoy));

        Catalog c;
        const auto result = c.open(u"postgresql://%1:s3cr3t@127.0.0.1:%2/%3"_s.arg(user)
                                       .arg(m_server.port())
                                       .arg(database),
                                   options());
        QVERIFY(!result.ok);
        QVERIFY(!c.isOffline());
        QVERIFY2(result.message.contains(u"refused the connection"_s), qPrintable(result.message));
        QVERIFY2(result.message.contains(u"does not exist"_s), qPrintable(result.message));
        QVERIFY2(!result.message.contains(u"s3cr3t"_s), qPrintable(result.message));
        QFile::remove(decoy);
    }

    void selectOnlyRolePlansWithoutLocksOrWrites()
    {
        // A planner's role that may only read, as README's GRANT makes it.
        for (const QString &sql :
             {u"CREATE ROLE planner LOGIN"_s, u"GRANT CONNECT ON DATABASE team TO planner"_s,
              u"GRANT USAGE ON SCHEMA public TO planner"_s,
              u"GRANT SELECT ON ALL TABLES IN SCHEMA public TO planner"_s})
            QVERIFY2(serverExec(sql), qPrintable(sql));
        Catalog owner;
        QVERIFY(owner.open(m_url, options()).ok);
        const gp::CatalogData expected = owner.loadCurrent();
        QVERIFY(!owner.isReadOnly());
        const int versions = serverValue(u"SELECT count(*) FROM gp_schema_version"_s).toInt();

        // An importer holds the migration lock in another session: opening must not wait for
        // it (a lock timeout turns any wait into an error instead of a hang).
        const QString holder = u"tst-pg-lock-holder"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, holder);
            db.setHostName(u"127.0.0.1"_s);
            db.setPort(m_server.port());
            db.setUserName(gp::pgtest::PgServer::user());
            db.setDatabaseName(u"team"_s);
            QVERIFY(db.open());
            QVERIFY(db.transaction());
            QSqlQuery q(db);
            QVERIFY2(q.exec(u"LOCK TABLE gp_schema_version IN EXCLUSIVE MODE"_s),
                     qPrintable(q.lastError().text()));
        }
        const QByteArray pgOptions = qgetenv("PGOPTIONS");
        qputenv("PGOPTIONS", "-c lock_timeout=3000");
        QString error;
        {
            Catalog planner;
            const auto opened = planner.open(
                u"postgresql://planner@127.0.0.1:%1/team"_s.arg(m_server.port()), options());
            QVERIFY2(opened.ok, qPrintable(opened.message + m_server.log().right(2000)));
            QVERIFY(planner.isServer() && !planner.isOffline());
            QVERIFY(planner.isReadOnly());
            const gp::CatalogData read = planner.loadCurrent(&error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(catalogJson(read), catalogJson(expected));
            // A write says why in one sentence and changes nothing.
            gp::PriceSnapshot p;
            p.observedOn = QDate(2026, 12, 1);
            p.priceFen = 1;
            p.currency = u"CNY"_s;
            QVERIFY(!planner.addPrice(kH100, p, &error));
            QVERIFY2(error.contains(u"may read it but not write it"_s), qPrintable(error));
        }
        if (pgOptions.isNull())
            qunsetenv("PGOPTIONS");
        else
            qputenv("PGOPTIONS", pgOptions);
        QSqlDatabase::database(holder, false).rollback();
        QSqlDatabase::database(holder, false).close();
        QSqlDatabase::removeDatabase(holder);
        QCOMPARE(serverValue(u"SELECT count(*) FROM gp_schema_version"_s).toInt(), versions);
        QCOMPARE(catalogJson(owner.loadCurrent()), catalogJson(expected));
    }

    void serverGoneMidImportSaysSoInOneLine()
    {
        QtMessageHandler testHandler = nullptr;
        QStringList noise;
        QString error;
        bool applied = true;
        {
            Catalog server;
            QVERIFY(server.open(m_url, options()).ok);
            const QByteArray csv = "offering_id,observed_on,unit,per,price_cny,source\r\n"
                                   "jygpu-bm-h100-ningxia1,2026-11-15,month,node,87000,gone\r\n";
            const auto preview = CatalogImport::preview(
                server.load(), CatalogImport::read(csv, CatalogImport::Format::Csv, u"p.csv"_s));
            QVERIFY(preview.ok());
            QVERIFY2(m_server.stopServer(&error), qPrintable(error));
            // Everything the driver says from here to the catalog's close is counted.
            s_messages = &noise;
            testHandler = qInstallMessageHandler(collect);
            applied = server.applyImport(preview, &error);
        }
        qInstallMessageHandler(testHandler);
        s_messages = nullptr;
        qInfo("%s", qPrintable(error));
        QVERIFY(!applied);
        QVERIFY2(!error.contains(u": ."_s), qPrintable(error));
        QVERIFY2(error.contains(u"was not changed: "_s), qPrintable(error));
        QVERIFY2(!error.contains(u'\n'), qPrintable(error));
        QVERIFY2(noise.isEmpty(), qPrintable(noise.join(u'\n')));
        QVERIFY2(m_server.startAgain(&error), qPrintable(error));
        QCOMPARE(serverValue(u"SELECT count(*) FROM prices WHERE source = 'gone'"_s).toInt(), 0);
    }

    void connectionLostMidWriteEndsInOneLine()
    {
        // The command line's filter for the drivers' own warnings, chained to the collector.
        QStringList noise;
        s_messages = &noise;
        const QtMessageHandler testHandler = qInstallMessageHandler(collect);
        Catalog::quietDriverMessages();
        std::atomic<bool> opened = false;
        std::atomic<bool> done = false;
        bool applied = true;
        QString error;
        const QString url = m_url;
        const OpenOptions opts = options();
        std::thread writer([&] {
            Catalog c;
            opened = c.open(url, opts).ok;
            if (opened) {
                gp::db::ImportPreview preview;
                for (int i = 0; i < 20000; ++i) {
                    gp::PriceSnapshot p;
                    p.observedOn = QDate(1500, 1, 1).addDays(i);
                    p.priceFen = 8000000 + i;
                    p.currency = u"CNY"_s;
                    p.source = u"lost"_s;
                    preview.pricesToAdd.append({kH100, p});
                }
                applied = c.applyImport(preview, &error);
            }
            done = true;
        });
        // Once the writer's transaction is under way its connection ends, as when the server
        // stops: "terminating connection due to administrator command".
        bool ended = false;
        while (!opened && !done)
            QThread::msleep(20);
        for (int i = 0; i < 1200 && !done && !ended; ++i) {
            ended = serverValue(u"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                "WHERE datname = 'team' AND pid <> pg_backend_pid() AND "
                                "xact_start IS NOT NULL AND query LIKE 'EXECUTE %'"_s)
                        .toInt()
                > 0;
            QThread::msleep(20);
        }
        writer.join();
        qInstallMessageHandler(testHandler);
        s_messages = nullptr;
        QVERIFY(opened);
        QVERIFY2(ended, "the writer finished before its connection could be ended");
        QVERIFY(!applied);
        QVERIFY2(error.endsWith(u"was not changed: the connection to the server was lost."_s),
                 qPrintable(error));
        QVERIFY2(noise.isEmpty(), qPrintable(noise.join(u'\n')));
        QCOMPARE(serverValue(u"SELECT count(*) FROM prices WHERE source = 'lost'"_s).toInt(), 0);
    }

    void refreshThatCannotBeWrittenLeavesNoPartialCopy()
    {
        QTemporaryDir cache;
        OpenOptions opts;
        opts.cacheDir = cache.path();
        Catalog server;
        QVERIFY(server.open(m_url, opts).ok);
        (void)server.load(); // the first copy
        const QString copy = server.cachePath();
        const QByteArray before = [&copy] {
            QFile f(copy);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        QVERIFY(!before.isEmpty());
        // What refreshes killed mid-write left (pid 2^22 + 1 never runs): the next refresh
        // removes it.
        for (const QString &left :
             {u".gp-catalog-7-4194305.new"_s, u".gp-catalog-8-4194305.new.creating-4194305"_s,
              u".gp-catalog-8-4194305.new.creating-4194305-journal"_s}) {
            QFile f(copy + left);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write("partial") == 7);
        }
        // A nearly full disk: the file size limit stops the copy's writes part way.
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        rlimit old {};
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &old) == 0);
        rlimit small = old;
        small.rlim_cur = 16 * 1024;
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        QString error;
        const gp::CatalogData data = server.load(&error);
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &old) == 0);
        std::signal(SIGXFSZ, previous);
        QVERIFY2(error.isEmpty(), qPrintable(error)); // the load itself stands
        QVERIFY(!data.offerings.isEmpty());
        QCOMPARE(QDir(cache.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList {QFileInfo(copy).fileName()});
        QFile f(copy);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void badAddressIsReported()
    {
        Catalog c;
        const auto result = c.open(u"postgresql://nobody@/"_s, options());
        QVERIFY(!result.ok);
        QVERIFY(result.message.contains(u"postgresql://user@host"_s));
        const auto withPassword = c.open(u"Postgres://nobody:s3cr3t@/"_s, options());
        QVERIFY(!withPassword.ok);
        QVERIFY2(withPassword.message.contains(u"postgres://nobody:***@/"_s, Qt::CaseInsensitive),
                 qPrintable(withPassword.message));
        QVERIFY(!withPassword.message.contains(u"s3cr3t"_s));
    }
};

QTEST_GUILESS_MAIN(TestCatalogPg)
#include "tst_catalogpg.moc"
