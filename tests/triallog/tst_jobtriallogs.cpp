// A job's trial runs read from their logs: the command line's ACCELERATOR:GPUS:FILE, the figures
// a log gives a measurement, and refusals that name the file.

#include "jobparser.h"
#include "jobtriallogs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString source(const QString &path)
{
    return QStringLiteral(GPUPLANNER_SOURCE_DIR) + u'/' + path;
}

gp::Job sampleJob(const QString &name)
{
    QFile f(source(u"resources/jobs/"_s + name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return gp::parseJob(f.readAll()).job.value_or(gp::Job {});
}

} // namespace

class TestJobTrialLogs final : public QObject {
    Q_OBJECT

private slots:
    void argumentSplitsAtTheFirstTwoColons_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("accelerator");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("file");
        QTest::newRow("plain") << u"rtx-4090-24g:2:trainer_state.json"_s << u"rtx-4090-24g"_s << 2
                               << u"trainer_state.json"_s;
        QTest::newRow("colon in the file") << u"ascend-910b-64g:8:logs/run:a.log"_s
                                           << u"ascend-910b-64g"_s << 8 << u"logs/run:a.log"_s;
    }

    void argumentSplitsAtTheFirstTwoColons()
    {
        QFETCH(QString, text);
        QString error;
        const auto a = gp::trials::parseTrialLogArgument(text, &error);
        QVERIFY2(a, qPrintable(error));
        QTEST(a->accelerator, "accelerator");
        QTEST(a->gpus, "gpus");
        QTEST(a->file, "file");
    }

    void badArgumentIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no colons") << u"run.log"_s << u"must be ACCELERATOR:GPUS:FILE"_s;
        QTest::newRow("no accelerator") << u":1:run.log"_s << u"accelerator id is missing"_s;
        QTest::newRow("zero cards") << u"a:0:run.log"_s << u"card count must be a whole"_s;
        QTest::newRow("cards not a number") << u"a:x:run.log"_s << u"card count must be a whole"_s;
        QTest::newRow("no file") << u"a:1:"_s << u"the log file is missing"_s;
    }

    void badArgumentIsRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!gp::trials::parseTrialLogArgument(text, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void sampleJobsLogGivesItsRun()
    {
        gp::Job job = sampleJob(u"lora-7b-trial.gpuplan"_s);
        QCOMPARE(job.measured.size(), 1);
        QCOMPARE(job.measured[0].tokensPerS, 0.0);
        QString error;
        QVERIFY2(gp::trials::readJobLogs(job, source(u"resources/jobs"_s), &error),
                 qPrintable(error));
        const gp::Measurement &m = job.measured.constFirst();
        QVERIFY(m.fromLog);
        QCOMPARE(m.fromLog->format, u"LLaMA-Factory trainer_log.jsonl"_s);
        // The log's reports are 10 steps of 65,536 tokens each 296 s apart once warm.
        QVERIFY(std::abs(m.tokensPerS - 655360.0 / 296.0) < 1.0);
        QCOMPARE(m.fromLog->warmupReports, 1);
        QVERIFY(m.fromLog->memoryFromLog);
        // vram_reserved 21.2 GiB in GB.
        QVERIFY(m.peakMemoryGb && std::abs(*m.peakMemoryGb - 21.2 * 1.073741824) < 0.01);
    }

    void jobsOwnMemoryFigureWins()
    {
        gp::Job job = sampleJob(u"lora-7b-trial.gpuplan"_s);
        job.measured[0].peakMemoryGb = 23.5;
        QString error;
        QVERIFY2(gp::trials::readJobLogs(job, source(u"resources/jobs"_s), &error),
                 qPrintable(error));
        QCOMPARE(job.measured[0].peakMemoryGb, std::optional<double>(23.5));
        QVERIFY(!job.measured[0].fromLog->memoryFromLog);
    }

    void unreadableLogIsRefusedNamingIt_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << u"missing/trainer_log.jsonl"_s
                                 << u"missing/trainer_log.jsonl: no such file"_s;
        QTest::newRow("cut") << u"refused/trainer_log-cut.jsonl"_s << u"trainer_log-cut.jsonl"_s;
        QTest::newRow("damaged") << u"refused/megatron-damaged.log"_s << u"megatron-damaged.log"_s;
    }

    void unreadableLogIsRefusedNamingIt()
    {
        QFETCH(QString, log);
        QFETCH(QString, expected);
        gp::Job job = sampleJob(u"lora-7b.gpuplan"_s);
        gp::Measurement m;
        m.accelerator = u"rtx-4090-24g"_s;
        m.gpus = 1;
        m.log = log;
        job.measured = {m};
        QString error;
        QVERIFY(!gp::trials::readJobLogs(job, source(u"tests/data/triallog"_s), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QCOMPARE(job.measured[0].tokensPerS, 0.0);
    }
};

QTEST_GUILESS_MAIN(TestJobTrialLogs)
#include "tst_jobtriallogs.moc"
