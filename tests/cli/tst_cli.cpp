// End-to-end tests of the gpuplanner command line: the real binary in a throw-away home.

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestCli final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

    Run run(const QStringList &args, bool withDisplay = true)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("HOME"), m_home.path());
        if (!withDisplay) {
            env.remove(QStringLiteral("DISPLAY"));
            env.remove(QStringLiteral("WAYLAND_DISPLAY"));
            env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        }
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_home.path()); // where a start without display writes its PDF
        p.start(QStringLiteral(GPUPLANNER_BIN), args);
        if (!p.waitForFinished(120000))
            qWarning() << "gpuplanner did not finish:" << args;
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QJsonArray catalogJson()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("list"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        if (r.exitCode != 0)
            qWarning() << r.err;
        return QJsonDocument::fromJson(r.out).array();
    }

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void versionPrintsNameAndVersion()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("gpuplanner 0."), r.out.constData());
    }

    void helpListsTheCommands()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("plan JOB"));
        QVERIFY(r.out.contains("catalog list"));
        QVERIFY(r.out.contains("--catalog"));
    }

    void startWithoutDisplayPlansTheJobGiven_data()
    {
        const QString jobs = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs/"_s;
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("said"); // in the output
        QTest::addColumn<QString>("pdf"); // written into the working folder, or empty
        QTest::newRow("no job: the default")
            << QStringList() << 0 << u"70B"_s << u"gpuplanner-default-job.pdf"_s;
        QTest::newRow("a job file") << QStringList {jobs + u"lora-7b.gpuplan"_s} << 0
                                    << u"Qwen2.5 7B"_s << u"lora-7b.pdf"_s;
        QTest::newRow("missing job file") << QStringList {m_home.filePath(u"nowhere.gpuplan"_s)}
                                          << 2 << u"nowhere.gpuplan"_s << QString();
    }

    void startWithoutDisplayPlansTheJobGiven()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, said);
        QFETCH(QString, pdf);
        if (!pdf.isEmpty())
            QFile::remove(m_home.filePath(pdf));
        const Run r = run(args, false);
        QCOMPARE(r.exitCode, exitCode);
        const QString text = QString::fromUtf8(r.out + r.err);
        QVERIFY2(text.contains(said), qPrintable(text));
        if (!pdf.isEmpty()) {
            QVERIFY2(QFileInfo(m_home.filePath(pdf)).size() > 10000, qPrintable(pdf));
            QVERIFY2(text.contains(m_home.filePath(pdf)), qPrintable(text));
        }
    }

    void reportDecisionWritesOnePagePdf()
    {
        const QString job
            = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs/default.gpuplan"_s;
        const QString pdf = m_home.filePath(u"decision.pdf"_s);
        const Run r = run({u"report"_s, job, u"-o"_s, pdf, u"--decision"_s, u"--lang"_s, u"en"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("Wrote"), r.out.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        // One page object ("/Type /Page"; "/Type /Pages" is the tree above it).
        static const QRegularExpression page(u"/Type\\s*/Page(?![A-Za-z])"_s);
        QCOMPARE(QString::fromLatin1(bytes).count(page), 1);
    }

    void decisionWithOtherArgumentsIsBadInput_data()
    {
        const QString job
            = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs/default.gpuplan"_s;
        const QString pdf = m_home.filePath(u"never-decision.pdf"_s);
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("with --format")
            << QStringList {u"report"_s,     job,           u"-o"_s,  pdf,
                            u"--decision"_s, u"--format"_s, u"json"_s}
            << u"--decision: the decision is a PDF; --format does not apply to it"_s;
        QTest::newRow("with plan") << QStringList {u"plan"_s, job, u"--decision"_s}
                                   << u"--decision: only the report command"_s;
        QTest::newRow("with a value")
            << QStringList {u"report"_s, job, u"-o"_s, pdf, u"--decision=yes"_s} << u"--decision"_s;
        QTest::newRow("without -o") << QStringList {u"report"_s, job, u"--decision"_s}
                                    << u"report: -o FILE.pdf is required"_s;
        QTest::newRow("two jobs") << QStringList {u"report"_s, job, job,
                                                  u"-o"_s,     pdf, u"--decision"_s}
                                  << u"report takes exactly one job file"_s;
    }

    void decisionWithOtherArgumentsIsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        const Run r = run(args + QStringList {u"--lang"_s, u"en"_s});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        // One clear line, naming what is wrong (Qt's own warnings aside).
        QCOMPARE(err.count(u"gpuplanner: "_s), 1);
        QVERIFY2(err.contains(said), qPrintable(err));
        QVERIFY(!QFile::exists(m_home.filePath(u"never-decision.pdf"_s)));
    }

    void planNamesTheSampleJobsTrialLog()
    {
        const QString job = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
            + u"/resources/jobs/lora-7b-trial.gpuplan"_s;
        const Run r = run({u"plan"_s, job, u"--lang"_s, u"en"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("Speed from your trial log lora-7b-trial/trainer_log.jsonl "
                                "(LLaMA-Factory trainer_log.jsonl, 2 cards of"),
                 r.out.constData());
        QVERIFY(r.out.contains("where the model planned"));
        const Run json = run({u"plan"_s, job, u"--format"_s, u"json"_s});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.out.contains("\"trial_log\""));
    }

    void trialLogArgumentAddsARun()
    {
        const QString source = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR");
        const QString log = source + u"/tests/data/triallog/trainer_log.jsonl"_s;
        const Run r = run({u"plan"_s, source + u"/resources/jobs/lora-7b.gpuplan"_s,
                           u"--trial-log"_s, u"rtx-4090-24g:2:"_s + log, u"--lang"_s, u"en"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains(u"Speed from your trial log %1"_s.arg(log).toUtf8()));
        QVERIFY(r.out.contains("fitted from your trial runs"));
    }

    void badTrialLogExitsTwo_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("verb");
        QTest::addColumn<QString>("expected");
        const QString refused
            = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/tests/data/triallog/refused/"_s;
        QTest::newRow("cut log") << u"rtx-4090-24g:1:"_s + refused + u"megatron-cut.log"_s
                                 << u"plan"_s << u"megatron-cut.log: truncated"_s;
        QTest::newRow("no timings") << u"rtx-4090-24g:1:"_s + refused + u"megatron-setup-only.log"_s
                                    << u"plan"_s << u"megatron-setup-only.log"_s;
        QTest::newRow("missing file") << u"rtx-4090-24g:1:/nonexistent/run.log"_s << u"report"_s
                                      << u"/nonexistent/run.log: no such file"_s;
        QTest::newRow("card count") << u"rtx-4090-24g:two:run.log"_s << u"plan"_s
                                    << u"the card count must be a whole number"_s;
        QTest::newRow("no file") << u"rtx-4090-24g:1"_s << u"plan"_s
                                 << u"must be ACCELERATOR:GPUS:FILE"_s;
        QTest::newRow("unknown accelerator")
            << u"rtx-9090:1:run.log"_s << u"plan"_s << u"unknown accelerator \"rtx-9090\""_s;
    }

    void badTrialLogExitsTwo()
    {
        QFETCH(QString, argument);
        QFETCH(QString, verb);
        QFETCH(QString, expected);
        const QString job
            = qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs/lora-7b.gpuplan"_s;
        QStringList args {verb, job, u"--trial-log"_s, argument, u"--lang"_s, u"en"_s};
        if (verb == u"report")
            args << u"-o"_s << m_home.filePath(u"trial.pdf"_s);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(m_home.filePath(u"trial.pdf"_s)));
    }

    void jobsLogIsReadBesideTheJob()
    {
        // A job names its log relative to itself, wherever the command runs.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkpath(u"runs"_s));
        QVERIFY(QFile::copy(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
                                + u"/tests/data/triallog/trainer_log.jsonl"_s,
                            dir.filePath(u"runs/trainer_log.jsonl"_s)));
        const QByteArray job = R"({"format": "gpuplanner-job/1", "model": {"preset": "qwen2.5-7b"},
            "method": "lora", "tokens_b": 0.2, "measured": [{"accelerator": "rtx-4090-24g",
            "gpus": 2, "log": "runs/trainer_log.jsonl"}]})";
        writeFile(dir.filePath(u"job.gpuplan"_s), job);
        const Run r = run({u"plan"_s, dir.filePath(u"job.gpuplan"_s), u"--lang"_s, u"en"_s});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("Speed from your trial log runs/trainer_log.jsonl"));
        // Gone: refused, naming the file.
        QVERIFY(QFile::remove(dir.filePath(u"runs/trainer_log.jsonl"_s)));
        const Run gone = run({u"plan"_s, dir.filePath(u"job.gpuplan"_s), u"--lang"_s, u"en"_s});
        QCOMPARE(gone.exitCode, 2);
        QVERIFY2(gone.err.contains("runs/trainer_log.jsonl: no such file"), gone.err.constData());
    }

    void trialLogOnlyForPlanAndReport()
    {
        const Run r = run({u"catalog"_s, u"list"_s, u"--trial-log"_s, u"rtx-4090-24g:1:x"_s,
                           u"--lang"_s, u"en"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("only the plan and report commands read trial logs"));
    }

    void unknownCommandIsBadInput()
    {
        const Run r = run({QStringLiteral("plan")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("one job file"));
    }

    void catalogListHasEverySeedPrice_data()
    {
        QTest::addColumn<QString>("offering");
        QTest::addColumn<QString>("observedOn");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<double>("price");
        QTest::addColumn<double>("list"); // 0 = the source gives no list price

        // Every price in the seed articles (SEED_FACTS.md), with the date it was read.
        QTest::newRow("4090 container 09-04 pay-as-you-go 1.96") << "jygpu-ct-4090"
                                                                 << "2026-09-04"
                                                                 << "hour" << 1.96 << 0.0;
        QTest::newRow("4090 container 09-04 paid by the month 1.57 x 720")
            << "jygpu-ct-4090"
            << "2026-09-04"
            << "month" << 1130.40 << 1411.20;
        QTest::newRow("4090 container 09-28 paid by the month") << "jygpu-ct-4090"
                                                                << "2026-09-28"
                                                                << "month" << 1130.40 << 0.0;
        QTest::newRow("910B container base 09-28") << "jygpu-ct-910b"
                                                   << "2026-09-28"
                                                   << "hour" << 3.58 << 0.0;
        QTest::newRow("910B 17%-off node 09-28") << "jygpu-ct-910b-discount"
                                                 << "2026-09-28"
                                                 << "hour" << 2.97 << 3.58;
        QTest::newRow("4090x8 July") << "jygpu-bm-4090-sichuan2"
                                     << "2026-07-01"
                                     << "month" << 7920.0 << 0.0;
        QTest::newRow("4090x8 09-04") << "jygpu-bm-4090-sichuan2"
                                      << "2026-09-04"
                                      << "month" << 7920.0 << 9900.0;
        QTest::newRow("4090x8 09-28") << "jygpu-bm-4090-sichuan2"
                                      << "2026-09-28"
                                      << "month" << 7920.0 << 0.0;
        QTest::newRow("5090x8 09-04") << "jygpu-bm-5090-anhui1"
                                      << "2026-09-04"
                                      << "month" << 15910.0 << 19888.0;
        QTest::newRow("910Bx8 Huawei July") << "jygpu-bm-910b-huawei"
                                            << "2026-07-01"
                                            << "month" << 15600.0 << 0.0;
        QTest::newRow("910Bx8 Huawei 09-04") << "jygpu-bm-910b-huawei"
                                             << "2026-09-04"
                                             << "month" << 21200.0 << 26500.0;
        QTest::newRow("910Bx8 Sichuan 1 09-04") << "jygpu-bm-910b-sichuan1"
                                                << "2026-09-04"
                                                << "month" << 21760.0 << 27201.0;
        QTest::newRow("910Bx8 from-price 09-28") << "jygpu-bm-910b"
                                                 << "2026-09-28"
                                                 << "month" << 18800.0 << 0.0;
        QTest::newRow("A100 80Gx8 09-28") << "jygpu-bm-a100-80g"
                                          << "2026-09-28"
                                          << "month" << 40000.0 << 0.0;
        QTest::newRow("H20 96Gx8 09-28") << "jygpu-bm-h20-96g"
                                         << "2026-09-28"
                                         << "month" << 45600.0 << 0.0;
        QTest::newRow("H100x8 Ningxia July") << "jygpu-bm-h100-ningxia1"
                                             << "2026-07-01"
                                             << "month" << 84480.0 << 0.0;
        QTest::newRow("H100x8 Ningxia 09-04") << "jygpu-bm-h100-ningxia1"
                                              << "2026-09-04"
                                              << "month" << 86880.0 << 108600.0;
        QTest::newRow("H100x8 Ningxia 09-28") << "jygpu-bm-h100-ningxia1"
                                              << "2026-09-28"
                                              << "month" << 86880.0 << 0.0;
        QTest::newRow("H100x8 Jilin 09-28") << "jygpu-bm-h100-jilin1"
                                            << "2026-09-28"
                                            << "month" << 87200.0 << 0.0;
        QTest::newRow("H200x8 09-28") << "jygpu-bm-h200"
                                      << "2026-09-28"
                                      << "month" << 151920.0 << 0.0;
        QTest::newRow("B300x8 09-28") << "jygpu-bm-b300"
                                      << "2026-09-28"
                                      << "month" << 378400.0 << 0.0;
    }

    void catalogListHasEverySeedPrice()
    {
        QFETCH(QString, offering);
        QFETCH(QString, observedOn);
        QFETCH(QString, unit);
        QFETCH(double, price);
        QFETCH(double, list);

        const QJsonArray offerings = catalogJson();
        QVERIFY(!offerings.isEmpty());
        QJsonObject found;
        for (const auto &v : offerings) {
            if (v.toObject().value(QStringLiteral("id")).toString() == offering)
                found = v.toObject();
        }
        QVERIFY2(!found.isEmpty(), qPrintable(offering));
        for (const char *key :
             {"label", "accelerator", "form", "gpus_per_node", "region", "network", "prices"})
            QVERIFY2(found.contains(QLatin1StringView(key)), key);

        bool matched = false;
        for (const auto &v : found.value(QStringLiteral("prices")).toArray()) {
            const QJsonObject p = v.toObject();
            if (p.value(QStringLiteral("observed_on")).toString() != observedOn
                || p.value(QStringLiteral("unit")).toString() != unit)
                continue;
            QVERIFY(p.contains(QStringLiteral("source")));
            QVERIFY(!p.value(QStringLiteral("source")).toString().isEmpty());
            if (!qFuzzyCompare(p.value(QStringLiteral("price_cny")).toDouble(), price))
                continue;
            const QJsonValue listValue = p.value(QStringLiteral("list_cny"));
            if (list == 0.0)
                QVERIFY(listValue.isNull());
            else
                QCOMPARE(listValue.toDouble(), list);
            matched = true;
        }
        QVERIFY2(matched, qPrintable(offering + QLatin1Char(' ') + observedOn));
    }

    void catalogListTextShowsOfferings()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("list")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("jygpu-bm-h100-ningxia1"));
        QVERIFY(r.out.contains("86,880"));
    }

    void catalogExportWritesAccelerators()
    {
        const QString target = m_home.filePath(QStringLiteral("export.json"));
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("export"), target});
        QCOMPARE(r.exitCode, 0);
        QFile f(target);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value(QStringLiteral("format")).toString(),
                 QStringLiteral("gpuplanner-catalog/1"));
        QVERIFY(doc.value(QStringLiteral("accelerators")).toArray().size() >= 8);
        QCOMPARE(doc.value(QStringLiteral("offerings")).toArray().size(), catalogJson().size());
    }

    void badCatalogFileExitsThreeAndIsUntouched_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");

        QByteArray garbage(4096, '\0');
        for (int i = 0; i < garbage.size(); ++i)
            garbage[i] = char((i * 131 + 7) % 251);
        QTest::newRow("garbage bytes") << garbage << QStringLiteral("not");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("empty");
        QTest::newRow("text file") << QByteArray("id,price\nfoo,1\n") << QStringLiteral("not");
    }

    void badCatalogFileExitsThreeAndIsUntouched()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString path = m_home.filePath(
            QStringLiteral("bad-%1.sqlite").arg(QLatin1String(QTest::currentDataTag())));
        writeFile(path, bytes);
        const QByteArray before = sha256(path);

        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), path});
        QCOMPARE(r.exitCode, 3);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(path), qPrintable(err));
        QVERIFY2(err.contains(expected, Qt::CaseInsensitive), qPrintable(err));
        QCOMPARE(err.count(QLatin1Char('\n')), 0); // one line
        QCOMPARE(sha256(path), before);
        QVERIFY(QFile::exists(path));
    }

    void sqliteFileOfAnotherKindExitsThree_data()
    {
        QTest::addColumn<QStringList>("statements");
        QTest::addColumn<QString>("expected");
        QTest::newRow("another application's database")
            << QStringList {QStringLiteral(
                                "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"),
                            QStringLiteral("INSERT INTO notes (body) VALUES ('keep me')")}
            << QStringLiteral("another application");
        QTest::newRow("catalog from a newer version")
            << QStringList {QStringLiteral("PRAGMA application_id = 1196447056"),
                            QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)"),
                            QStringLiteral("PRAGMA user_version = 999")}
            << QStringLiteral("newer");
    }

    void sqliteFileOfAnotherKindExitsThree()
    {
        QFETCH(QStringList, statements);
        QFETCH(QString, expected);
        const QString path = m_home.filePath(
            QStringLiteral("other-%1.sqlite").arg(QLatin1String(QTest::currentDataTag())));
        {
            const QString connection
                = QStringLiteral("make-%1").arg(QLatin1String(QTest::currentDataTag()));
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QSqlQuery q(db);
                for (const QString &sql : statements)
                    QVERIFY2(q.exec(sql), qPrintable(sql));
                db.close();
            }
            QSqlDatabase::removeDatabase(connection);
        }
        const QByteArray before = sha256(path);
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), path});
        QCOMPARE(r.exitCode, 3);
        const QString err = QString::fromUtf8(r.err).trimmed();
        QVERIFY2(err.contains(path), qPrintable(err));
        QVERIFY2(err.contains(expected, Qt::CaseInsensitive), qPrintable(err));
        QCOMPARE(sha256(path), before);
    }

    void catalogInUnwritableLocationExitsThree()
    {
        // A path below a regular file cannot be created, not even by root.
        const QString blocker = m_home.filePath(QStringLiteral("not-a-folder"));
        writeFile(blocker, "x");
        const QString path = blocker + QStringLiteral("/catalog.sqlite");
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--catalog"), path});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(path.toUtf8()), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
