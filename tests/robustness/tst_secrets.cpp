// A PostgreSQL password never leaves the address it was typed in: not in any message of any
// verb, in whatever form the address is written, not as a folder named after it, and not in
// the settings file.
#include "appsettings.h"
#include "catalog.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const char kJob[] = R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                    R"("method": "full", "tokens_b": 5})";

} // namespace

class TestSecrets final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkpath(u"work"_s));
        QFile job(path(u"job.gpuplan"_s));
        QVERIFY(job.open(QIODevice::WriteOnly) && job.write(kJob) > 0);
    }

    void passwordIsNeverPrinted_data()
    {
        QTest::addColumn<QString>("address");
        // Port 1 on loopback: nothing listens, so nothing is reached and no copy exists.
        QTest::newRow("postgresql://") << u"postgresql://u:s3cr3t@127.0.0.1:1/db"_s;
        QTest::newRow("POSTGRESQL://") << u"POSTGRESQL://u:s3cr3t@127.0.0.1:1/db"_s;
        QTest::newRow("postgres://") << u"postgres://u:s3cr3t@127.0.0.1:1/db"_s;
        QTest::newRow("PostgreSQL:// percent-encoded")
            << u"PostgreSQL://u:s3cr3t%2Fx%40y@127.0.0.1:1/db"_s;
        QTest::newRow("unencoded / and @") << u"postgresql://u:s3cr3t/x@y@127.0.0.1:1/db"_s;
        QTest::newRow("password parameter") << u"postgresql://u@127.0.0.1:1/db?password=s3cr3t"_s;
        QTest::newRow("no host") << u"postgresql://u:s3cr3t@/db"_s;
        QTest::newRow("no database") << u"postgresql://u:s3cr3t@127.0.0.1:1"_s;
        QTest::newRow("bad port") << u"postgresql://u:s3cr3t@127.0.0.1:99999/db"_s;
        QTest::newRow("unknown parameter")
            << u"postgresql://u:s3cr3t@127.0.0.1:1/db?sslmode=require&colour=red"_s;
        QTest::newRow("another database's scheme") << u"mysql://u:s3cr3t@127.0.0.1:1/db"_s;
    }

    void passwordIsNeverPrinted()
    {
        QFETCH(QString, address);
        const QString job = path(u"job.gpuplan"_s);
        const QString csv = path(u"import.csv"_s);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly)
                && f.write("offering_id,notes\r\njygpu-bm-h100-ningxia1,x\r\n") > 0);
        f.close();
        const QList<QStringList> verbs {
            {u"catalog"_s, u"list"_s},
            {u"catalog"_s, u"list"_s, u"--format"_s, u"json"_s},
            {u"catalog"_s, u"export"_s, path(u"out.json"_s)},
            {u"catalog"_s, u"import"_s, csv},
            {u"plan"_s, job},
            {u"report"_s, job, u"-o"_s, path(u"out.pdf"_s)},
            {u"calibration"_s},
        };
        const QString work = path(u"work"_s);
        for (const QStringList &verb : verbs) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(u"XDG_DATA_HOME"_s, path(u"data"_s));
            env.insert(u"XDG_CONFIG_HOME"_s, path(u"config"_s));
            env.insert(u"HOME"_s, m_dir.path());
            env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
            env.insert(u"PGCONNECT_TIMEOUT"_s, u"2"_s);
            p.setProcessEnvironment(env);
            p.setWorkingDirectory(work);
            p.start(QStringLiteral(GPUPLANNER_BIN), verb + QStringList {u"--catalog"_s, address});
            QVERIFY(p.waitForFinished(60000));
            const QByteArray all = p.readAllStandardOutput() + p.readAllStandardError();
            QVERIFY2(p.exitCode() == 3,
                     qPrintable(verb.join(u' ') + u": "_s + QString::fromUtf8(all)));
            QVERIFY2(!all.contains("s3cr3t"), all.constData());
            QVERIFY2(all.contains("gpuplanner: "), all.constData());
            // Nothing is created where it runs: no folder named after the address.
            QCOMPARE(QDir(work).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                     QStringList());
        }
        QVERIFY(!QFile::exists(path(u"out.json"_s)));
        QVERIFY(!QFile::exists(path(u"out.pdf"_s)));
    }

    void settingsKeepTheAddressButNotThePassword()
    {
        const QString address = u"postgresql://planner:s3cr3t@db.example:5433/gpu"_s;
        gp::db::Catalog::setConfiguredPath(address);
        QCOMPARE(gp::db::Catalog::configuredPath(), u"postgresql://planner@db.example:5433/gpu"_s);
        const QString file = gp::appSettings().fileName();
        gp::appSettings().sync();
        QFile settings(file);
        QVERIFY2(settings.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray text = settings.readAll();
        QVERIFY(text.contains("planner@db.example"));
        QVERIFY2(!text.contains("s3cr3t"), text.constData());
    }

    void oldSettingsLoseTheirStoredPassword()
    {
        {
            QSettings settings = gp::appSettings();
            settings.setValue(u"catalog/location"_s,
                              u"POSTGRESQL://planner:s3cr3t@db.example/gpu"_s);
        }
        QCOMPARE(gp::db::Catalog::configuredPath(), u"postgresql://planner@db.example/gpu"_s);
        QSettings settings = gp::appSettings();
        QCOMPARE(settings.value(u"catalog/location"_s).toString(),
                 u"postgresql://planner@db.example/gpu"_s);
        gp::db::Catalog::setConfiguredPath(QString());
    }
};

QTEST_GUILESS_MAIN(TestSecrets)
#include "tst_secrets.moc"
