// Every error the command line can print, checked by exit code and message (README: 1 output
// not written, 2 bad input, 3 bad catalog), and absurd inputs through the real binary: each ends
// in one clear line, never a hang.

#include "catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    bool finished = false;
    QByteArray out;
    QByteArray err;
};

const char kDefaultJob[]
    = R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, "method": "full", )"
      R"("tokens_b": 5})";

} // namespace

class TestCliErrors final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_catalog; // a catalog made once, so no test writes the per-user one

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QString writeJob(const QString &name, const QByteArray &json) const
    {
        QFile f(path(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
            qFatal("cannot write %s", qPrintable(f.fileName()));
        return f.fileName();
    }

    Run run(const QStringList &args) const { return run(QStringLiteral(GPUPLANNER_BIN), args); }

    Run run(const QString &program, const QStringList &args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, path(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, path(u"config"_s));
        env.insert(u"HOME"_s, m_dir.path());
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        // Else Qt's warning about it comes before the message on standard error.
        env.insert(u"XDG_RUNTIME_DIR"_s, path(u"runtime"_s));
        p.setProcessEnvironment(env);
        p.start(program, args);
        Run r;
        r.finished = p.waitForFinished(300000);
        if (!r.finished)
            p.kill();
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(u"runtime"_s));
        QVERIFY(QFile::setPermissions(path(u"runtime"_s),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                          | QFileDevice::ExeOwner));
        m_catalog = path(u"catalog.sqlite"_s);
        gp::db::Catalog catalog;
        const auto opened = catalog.open(m_catalog);
        QVERIFY2(opened.ok, qPrintable(opened.message));
        writeJob(u"default.gpuplan"_s, kDefaultJob);
    }

    void errorHasExitCodeAndMessage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");

        const QString job = path(u"default.gpuplan"_s);
        const QString missing = path(u"missing.gpuplan"_s);
        const QString noDir = path(u"no-such-folder/out"_s);
        QTest::newRow("unknown option")
            << QStringList {u"plan"_s, u"--colour"_s, job} << 2 << u"Unknown option 'colour'."_s;
        QTest::newRow("option missing its value")
            << QStringList {u"plan"_s, job, u"--catalog"_s, m_catalog, u"--format"_s} << 2
            << u"Missing value after '--format'."_s;
        QTest::newRow("bad --lang") << QStringList {u"--lang"_s, u"fr"_s, u"plan"_s, job} << 2
                                    << u"--lang: must be zh_CN or en, not \"fr\""_s;
        // "plan" is taken as the value of --catalog, so no command is left.
        QTest::newRow("no command")
            << QStringList {u"--catalog"_s, u"plan"_s} << 2 << u"no command given; try --help"_s;
        QTest::newRow("--catalog missing its value") << QStringList {u"plan"_s, job, u"--catalog"_s}
                                                     << 2 << u"Missing value after '--catalog'."_s;
        QTest::newRow("plan without a job")
            << QStringList {u"plan"_s} << 2 << u"plan takes exactly one job file; try --help"_s;
        QTest::newRow("plan with two jobs") << QStringList {u"plan"_s, job, job} << 2
                                            << u"plan takes exactly one job file; try --help"_s;
        QTest::newRow("plan --format xml")
            << QStringList {u"plan"_s, job, u"--format"_s, u"xml"_s} << 2
            << u"--format: must be text, json or csv, not \"xml\""_s;
        QTest::newRow("plan of a missing job")
            << QStringList {u"plan"_s, missing} << 2
            << missing + u": cannot read the job file: No such file or directory"_s;
        QTest::newRow("plan of a folder") << QStringList {u"plan"_s, m_dir.path()} << 2
                                          << m_dir.path() + u": cannot read the job file"_s;
        QTest::newRow("report without a job")
            << QStringList {u"report"_s, u"-o"_s, path(u"r.pdf"_s)} << 2
            << u"report takes exactly one job file; try --help"_s;
        QTest::newRow("report without -o")
            << QStringList {u"report"_s, job} << 2 << u"report: -o FILE.pdf is required"_s;
        QTest::newRow("report of a missing job")
            << QStringList {u"report"_s, missing, u"-o"_s, path(u"r.pdf"_s)} << 2
            << missing + u": cannot read the job file: No such file or directory"_s;
        QTest::newRow("report into a missing folder")
            << QStringList {u"report"_s, job, u"-o"_s, noDir + u".pdf"_s} << 1
            << noDir + u".pdf: cannot write the report: "_s;
        QTest::newRow("catalog without an action")
            << QStringList {u"catalog"_s} << 2
            << u"catalog: expected \"list\", \"export FILE\" or \"import FILE\"; try --help"_s;
        QTest::newRow("catalog with an unknown action")
            << QStringList {u"catalog"_s, u"delete"_s} << 2
            << u"catalog: expected \"list\", \"export FILE\" or \"import FILE\"; try --help"_s;
        QTest::newRow("catalog list --format csv")
            << QStringList {u"catalog"_s, u"list"_s, u"--format"_s, u"csv"_s} << 2
            << u"--format: must be text or json for catalog list, not \"csv\""_s;
        QTest::newRow("catalog export without a file")
            << QStringList {u"catalog"_s, u"export"_s} << 2
            << u"catalog export takes one output file; try --help"_s;
        QTest::newRow("catalog export into a missing folder")
            << QStringList {u"catalog"_s, u"export"_s, noDir + u".json"_s} << 1
            << noDir + u".json: cannot write the export: No such file or directory"_s;
        // A device is never written as if it were the file: it is refused, and stays a device.
        QTest::newRow("catalog export to a device")
            << QStringList {u"catalog"_s, u"export"_s, u"/dev/full"_s} << 2
            << u"/dev/full: cannot write the export: it is not a regular file (a device, a FIFO "
               "or a socket)"_s;
        QTest::newRow("plan of /dev/zero")
            << QStringList {u"plan"_s, u"/dev/zero"_s} << 2
            << u"/dev/zero: cannot read the job file: not a regular file (a FIFO, a device or a "
               "socket)"_s;
        const QString fifo = path(u"job.fifo"_s);
        if (!QFileInfo::exists(fifo))
            QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QTest::newRow("plan of a FIFO (never waited on)")
            << QStringList {u"plan"_s, fifo} << 2
            << fifo + u": cannot read the job file: not a regular file"_s;
        const QString huge = writeJob(u"huge.gpuplan"_s, QByteArray(9 * 1024 * 1024, ' '));
        QTest::newRow("plan of a 9 MB job") << QStringList {u"plan"_s, huge} << 2
                                            << huge
                + u": cannot read the job file: it is larger "
                  "than 8192 KB"_s;
        QTest::newRow("--catalog as an SQLite URI")
            << QStringList {u"catalog"_s, u"list"_s, u"--catalog"_s,
                            u"file:/tmp/x.sqlite?mode=ro"_s}
            << 3 << u"Catalog \"file:/tmp/x.sqlite?mode=ro\" is an SQLite URI, not a file path"_s;
    }

    void errorHasExitCodeAndMessage()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        if (!args.contains(u"--catalog"_s))
            args << u"--catalog"_s << m_catalog;
        const Run r = run(args);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith(u"gpuplanner: "_s + message), qPrintable(err));
        QCOMPARE(err.count(u'\n'), 1); // one line
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFileInfo(u"/dev/full"_s).isFile());
    }

    void filesWithoutPermissionAreNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString locked = path(u"locked.gpuplan"_s);
        const QString lockedCatalog = path(u"locked.sqlite"_s);
        const QString readOnlyCatalog = path(u"read-only.sqlite"_s);
        const QString prices = path(u"prices.csv"_s);
        QTest::newRow("job file without read permission")
            << QStringList {u"plan"_s, locked, u"--catalog"_s, m_catalog} << 2
            << locked + u": cannot read the job file: Permission denied"_s;
        QTest::newRow("catalog without read permission")
            << QStringList {u"plan"_s, path(u"default.gpuplan"_s), u"--catalog"_s, lockedCatalog}
            << 3 << u"Catalog \"%1\" cannot be read: Permission denied."_s.arg(lockedCatalog);
        QTest::newRow("import into a catalog without write permission")
            << QStringList {u"catalog"_s, u"import"_s, prices, u"--catalog"_s, readOnlyCatalog} << 1
            << u"Catalog \"%1\" is open read-only: changes cannot be saved."_s.arg(readOnlyCatalog);
    }

    void filesWithoutPermissionAreNamed()
    {
        // Root reads everything; the command runs without the capabilities that let it
        // (setpriv, util-linux), so the suite checks these messages whoever runs it.
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QString job = writeJob(u"locked.gpuplan"_s, kDefaultJob);
        writeJob(u"prices.csv"_s,
                 "offering_id,observed_on,unit,per,price_cny,source\n"
                 "jygpu-bm-h100-ningxia1,2026-10-01,month,node,80000.00,test\n");
        for (const QString &name : {u"locked.sqlite"_s, u"read-only.sqlite"_s}) {
            QFile::remove(path(name));
            QVERIFY(QFile::copy(m_catalog, path(name)));
        }
        QVERIFY(QFile::setPermissions(job, {}));
        QVERIFY(QFile::setPermissions(path(u"locked.sqlite"_s), {}));
        QVERIFY(QFile::setPermissions(path(u"read-only.sqlite"_s),
                                      QFileDevice::ReadOwner | QFileDevice::ReadGroup
                                          | QFileDevice::ReadOther));
        QString program = QStringLiteral(GPUPLANNER_BIN);
        if (::geteuid() == 0) {
            const QString setpriv = QStandardPaths::findExecutable(u"setpriv"_s);
            if (setpriv.isEmpty())
                QSKIP("running as root without setpriv: every file is readable");
            args
                = QStringList {u"--bounding-set=-dac_override,-dac_read_search"_s, u"--"_s, program}
                + args;
            program = setpriv;
        }
        const Run r = run(program, args);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(u"gpuplanner: "_s + message), qPrintable(err));
        QCOMPARE(err.count(u'\n'), 1);
        // Nothing was written into the read-only catalog.
        QVERIFY(QFile::setPermissions(path(u"read-only.sqlite"_s),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path(u"read-only.sqlite"_s)).ok);
        const auto data = catalog.load();
        const gp::Offering *h100 = data.offering(u"jygpu-bm-h100-ningxia1"_s);
        QVERIFY(h100);
        for (const auto &price : h100->prices)
            QVERIFY(price.source != u"test"_s);
    }

    void absurdJobEndsInAMessage_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");

        QTest::newRow("10^15 parameters")
            << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 1000000}, )"
                          R"("method": "full", "tokens_b": 5})")
            << u"model.params_b: must be <= 100000 (allowed: 0.001 to 100000)"_s;
        QTest::newRow("10^20 tokens")
            << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                          R"("method": "full", "tokens_b": 1e11})")
            << u"tokens_b: must be <= 100000000 (allowed: 1e-06 to 100000000)"_s;
        QTest::newRow("unknown offering id")
            << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                          R"("method": "full", "tokens_b": 5, "offerings": ["nope"]})")
            << u"offerings: unknown offering id \"nope\""_s;
        QTest::newRow("not JSON") << QByteArray("model: 70B\n")
                                  << u"not valid JSON: illegal value at line 1, column 2"_s;
    }

    void absurdJobEndsInAMessage()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const QString job = writeJob(QString::fromLatin1(QTest::currentDataTag()), json);
        // plan and report read a job the same way and refuse it with the same line.
        const QString pdf = job + u".pdf"_s;
        for (const QStringList &verb : {QStringList {u"plan"_s}, {u"report"_s, u"-o"_s, pdf}}) {
            const Run r
                = run(QStringList {verb.first(), job, u"--catalog"_s, m_catalog} + verb.mid(1));
            QVERIFY(r.finished);
            QVERIFY2(r.exitCode == 2, r.err.constData());
            QCOMPARE(QString::fromUtf8(r.err), u"gpuplanner: %1: %2\n"_s.arg(job, message));
        }
        QVERIFY(!QFile::exists(pdf));
    }

    void extremeJobsPlan_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("100,000 GPUs")
            << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                          R"("method": "full", "tokens_b": 5, "gpu_count": 100000})");
        QTest::newRow("10^14 parameters, 10^17 tokens, 100,000 GPUs")
            << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 100000}, )"
                          R"("method": "full", "tokens_b": 1e8, "gpu_count": 100000})");
    }

    void extremeJobsPlan()
    {
        QFETCH(QByteArray, json);
        const QString job = writeJob(QString::fromLatin1(QTest::currentDataTag()), json);
        for (const QString &format : {u"text"_s, u"json"_s, u"csv"_s}) {
            const Run r = run({u"plan"_s, job, u"--catalog"_s, m_catalog, u"--format"_s, format});
            QVERIFY(r.finished);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(!r.out.isEmpty());
        }
    }

    void zeroPricedCatalogPlans()
    {
        const QString file = path(u"zero.sqlite"_s);
        {
            gp::db::Catalog catalog;
            QVERIFY(catalog.open(file).ok);
            const gp::CatalogData data = catalog.load();
            for (const gp::Offering &o : data.offerings) {
                gp::PriceSnapshot price
                    = o.prices.isEmpty() ? gp::PriceSnapshot {} : o.prices.last();
                price.observedOn = QDate(2030, 1, 1);
                price.priceFen = 0;
                price.listFen.reset();
                QString error;
                QVERIFY2(catalog.addPrice(o.id, price, &error), qPrintable(error));
            }
        }
        const Run r = run({u"plan"_s, path(u"default.gpuplan"_s), u"--catalog"_s, file});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.out.isEmpty());
    }

    void tenThousandOfferingCatalogPlans()
    {
        const QString file = path(u"big.sqlite"_s);
        {
            gp::db::Catalog catalog;
            QVERIFY(catalog.open(file).ok);
            const gp::CatalogData data = catalog.load();
            QSqlDatabase db = QSqlDatabase::database(catalog.connectionName(), false);
            QVERIFY(db.transaction());
            for (int i = 0; i < 10000; ++i) {
                gp::Offering o = data.offerings.at(i % data.offerings.size());
                o.id = u"synthetic-%1"_s.arg(i, 5, 10, QLatin1Char('0'));
                QString error;
                QVERIFY2(catalog.upsertOffering(o, &error), qPrintable(error));
                for (gp::PriceSnapshot p : o.prices) {
                    p.priceFen += i;
                    QVERIFY2(catalog.addPrice(o.id, p, &error), qPrintable(error));
                }
            }
            QVERIFY(db.commit());
        }
        const Run r = run(
            {u"plan"_s, path(u"default.gpuplan"_s), u"--catalog"_s, file, u"--format"_s, u"csv"_s});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("synthetic-09999"));
        const Run list = run({u"catalog"_s, u"list"_s, u"--catalog"_s, file});
        QVERIFY(list.finished);
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("synthetic-09999"));
    }
};

QTEST_GUILESS_MAIN(TestCliErrors)
#include "tst_clierrors.moc"
