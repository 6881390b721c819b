// Each reader on its sample logs (tests/data/triallog): the format recognised, the reports read,
// the warm-up skipped and outliers dropped, the steady seconds per step, tokens per second and
// peak memory. Expected figures are computed here from the samples' own numbers.

#include "logrecords.h"
#include "triallog.h"

#include <QFile>
#include <QtTest>

#include <cmath>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

QString sample(const QString &name)
{
    return QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/triallog/") + name;
}

TrialLogResult readSample(const QString &name, const TrialLogOptions &options)
{
    QFile f(sample(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return parseTrialLog({f.readAll(), {}}, name, options);
}

TrialLogOptions options(int sequenceLength, int gpus = 0, double globalBatchTokens = 0)
{
    TrialLogOptions o;
    o.sequenceLength = sequenceLength;
    o.gpus = gpus;
    o.globalBatchTokens = globalBatchTokens;
    return o;
}

/// Gigabytes (10^9 bytes) of \a value in units of \a unitBytes.
double gb(double value, double unitBytes)
{
    return value * unitBytes / 1e9;
}

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = kMiB * 1024.0;

/// -1: the figure must be unknown.
constexpr double kUnknown = -1;

void compareOptional(const std::optional<double> &actual, double expected, double tolerance,
                     const char *what)
{
    if (expected == kUnknown) {
        QVERIFY2(!actual, what);
        return;
    }
    QVERIFY2(actual, what);
    if (std::abs(*actual - expected) > tolerance)
        QFAIL(qPrintable(u"%1: %2, expected %3"_s.arg(QLatin1StringView(what))
                             .arg(*actual, 0, 'g', 10)
                             .arg(expected, 0, 'g', 10)));
}

} // namespace

class TestTrialLogReaders final : public QObject {
    Q_OBJECT

private slots:
    void readsSample_data();
    void readsSample();
    void suggestsCardsAndDate_data();
    void suggestsCardsAndDate();
    void perCardRateNeedsTheCards();
    void jobTokensPerStepWhenTheLogHasNoBatch();
    void megatronDeepSpeedLogUsesMegatronReports();
    void consumedTokensGiveTheRate();
    void restartGetsItsOwnWarmup();
    void repeatedStepCountsOnce();
    void readsOnlyTheLastReports();
    void tailOfALogSkipsNoWarmup();
};

void TestTrialLogReaders::readsSample_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("sequenceLength");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("reports");
    QTest::addColumn<int>("firstStep");
    QTest::addColumn<int>("lastStep");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<int>("outliers");
    QTest::addColumn<int>("steady");
    QTest::addColumn<double>("secondsPerStep");
    QTest::addColumn<double>("tokensPerSecond");
    QTest::addColumn<int>("tokensFrom");
    QTest::addColumn<double>("peakGb");
    QTest::addColumn<int>("memoryPeak");

    // Megatron: 20 reports every 10 iterations, the first with the warm-up (3500 ms), iteration
    // 110 slowed by a checkpoint save (2900 ms > 2 x 1200); global batch 128.
    QTest::newRow("megatron, 8 cards, checkpoint outlier")
        << u"megatron-8cards.log"_s << 4096 << 8 << int(TrialLogFormat::Megatron) << 20 << 1 << 200
        << 1 << 1 << 18 << 1.2 << 128.0 * 4096 / 1.2 << int(TokenRateSource::GlobalBatch)
        << gb(63488.0, kMiB) << int(MemoryPeak::Reserved);
    // Without the job's sequence length the batch gives no tokens.
    QTest::newRow("megatron, no sequence length")
        << u"megatron-8cards.log"_s << 0 << 8 << int(TrialLogFormat::Megatron) << 20 << 1 << 200
        << 1 << 1 << 18 << 1.2 << kUnknown << int(TokenRateSource::None) << gb(63488.0, kMiB)
        << int(MemoryPeak::Reserved);
    // NeMo 2, a line per step: steps 0-2 warm-up, step 12 at 3.2 s > 2 x 1.5 s; 9 steps at 1.49 s
    // and 7 at 1.51 s remain; global batch 8.
    const double nemoSeconds = (9 * 1.49 + 7 * 1.51) / 16;
    QTest::newRow("nemo 2, per-step lines")
        << u"nemo2-2cards.log"_s << 2048 << 2 << int(TrialLogFormat::NeMo) << 20 << 0 << 19 << 3
        << 1 << 16 << nemoSeconds << 8.0 * 2048 / nemoSeconds << int(TokenRateSource::GlobalBatch)
        << kUnknown << int(MemoryPeak::None);
    // DeepSpeed ThroughputTimer: CurrSamplesPerSec of one step every 10; step 10 warm-up, step
    // 60 at 12 samples/s against a median of 32; train_batch_size 64 -> 2 s a step.
    QTest::newRow("deepspeed throughput timer")
        << u"deepspeed-zero2-4cards.log"_s << 4096 << 4 << int(TrialLogFormat::DeepSpeed) << 10
        << 10 << 100 << 1 << 1 << 8 << 64.0 / 32.0 << 32.0 * 4096
        << int(TokenRateSource::GlobalBatch) << gb(38.49, kGiB) << int(MemoryPeak::Allocated);
    QTest::newRow("deepspeed pipeline engine")
        << u"deepspeed-pipeline.log"_s << 1024 << 0 << int(TrialLogFormat::DeepSpeed) << 8 << 1
        << 80 << 1 << 0 << 7 << 0.8 << 32.0 * 1024 / 0.8 << int(TokenRateSource::GlobalBatch)
        << kUnknown << int(MemoryPeak::None);
    // torchtune: per-card tokens/s of each step; steps 1-3 warm-up, step 15 at 800 against
    // about 2000; 12 odd steps at 2010 and 14 even at 1990, harmonic (no step time), x 2 cards.
    const double torchtunePerCard = 26.0 / (12 / 2010.0 + 14 / 1990.0);
    QTest::newRow("torchtune, 2 cards")
        << u"log_1718000000.txt"_s << 0 << 2 << int(TrialLogFormat::Torchtune) << 30 << 1 << 30 << 3
        << 1 << 26 << kUnknown << 2 * torchtunePerCard << int(TokenRateSource::LoggedPerCard)
        << 23.75 << int(MemoryPeak::Reserved);
    // trainer_state.json with a cumulative train_runtime per entry: 10 steps at 4 s first, then
    // 1 s a step; the 30 s evaluation at step 100 is taken out of the next interval.
    QTest::newRow("trainer_state.json, tokens seen")
        << u"trainer_state-tokens.json"_s << 2048 << 0 << int(TrialLogFormat::HfTrainerState) << 20
        << 1 << 200 << 1 << 0 << 19 << 1.0 << 16.0 * 2048 << int(TokenRateSource::LoggedTokens)
        << kUnknown << int(MemoryPeak::None);
    // LLaMA-Factory: 3 s a step after a 12 s/step first interval; 40 s of evaluation at step 25
    // left out; a restart at step 55 whose first interval is warm-up again; 8 x 1024 tokens a step.
    QTest::newRow("llama-factory jsonl, evaluation and restart")
        << u"trainer_log.jsonl"_s << 0 << 0 << int(TrialLogFormat::LlamaFactory) << 15 << 1 << 70
        << 2 << 0 << 11 << 3.0 << 8.0 * 1024 / 3.0 << int(TokenRateSource::LoggedTokens)
        << gb(35.5, kGiB) << int(MemoryPeak::Reserved);
    // Real run (public/README.md): steps 5-100 of a LLaMA-Factory run on one A10, elapsed time
    // 0:03:29 at step 5 and 1:11:23 at step 100; no tokens or batch in the log.
    QTest::newRow("public llama-factory excerpt")
        << u"public/luojiu-7b-base-trainer_log.jsonl"_s << 4096 << 1
        << int(TrialLogFormat::LlamaFactory) << 20 << 1 << 100 << 1 << 0 << 19
        << (4283.0 - 209.0) / 95 << kUnknown << int(TokenRateSource::None) << kUnknown
        << int(MemoryPeak::None);
    // The same run's trainer_state.json: only the whole run's average, 371,992 s for 8,712
    // steps, 0.749 samples/s over all cards.
    QTest::newRow("public trainer_state excerpt")
        << u"public/luojiu-7b-base-trainer_state.json"_s << 4096 << 1
        << int(TrialLogFormat::HfTrainerState) << 5 << 1 << 8712 << 0 << 0 << 1
        << 371992.1593 / 8712 << 0.749 * 4096 << int(TokenRateSource::SamplesPerSecond) << kUnknown
        << int(MemoryPeak::None);
}

void TestTrialLogReaders::readsSample()
{
    QFETCH(QString, file);
    QFETCH(int, sequenceLength);
    QFETCH(int, gpus);
    const TrialLogResult result = readSample(file, options(sequenceLength, gpus));
    QVERIFY2(result.ok(), qPrintable(result.error));
    const TrialLogReading &r = *result.reading;
    QTEST(int(r.format), "format");
    QTEST(r.reports, "reports");
    QTEST(r.firstStep, "firstStep");
    QTEST(r.lastStep, "lastStep");
    QTEST(r.warmupReports, "warmup");
    QTEST(r.outlierReports, "outliers");
    QTEST(r.steadyReports, "steady");
    QFETCH(double, secondsPerStep);
    compareOptional(r.secondsPerStep, secondsPerStep, 1e-6 * std::max(1.0, secondsPerStep),
                    "seconds per step");
    QFETCH(double, tokensPerSecond);
    compareOptional(r.tokensPerSecond, tokensPerSecond, 1e-6 * std::max(1.0, tokensPerSecond),
                    "tokens per second");
    QTEST(int(r.tokensFrom), "tokensFrom");
    QFETCH(double, peakGb);
    compareOptional(r.peakMemoryGb, peakGb, 1e-9, "peak memory");
    QTEST(int(r.memoryPeak), "memoryPeak");
    QVERIFY(!r.readFromEnd);
    QCOMPARE(r.wholeRunAverage, file.endsWith(u"luojiu-7b-base-trainer_state.json"));
}

void TestTrialLogReaders::suggestsCardsAndDate_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QDate>("date");
    QTest::newRow("megatron: 'using world size', dated report lines")
        << u"megatron-8cards.log"_s << 8 << QDate(2025, 3, 14);
    QTest::newRow("nemo: Lightning's MEMBER: 1/2")
        << u"nemo2-2cards.log"_s << 2 << QDate(2025, 1, 20);
    QTest::newRow("deepspeed: world_size in the settings")
        << u"deepspeed-zero2-4cards.log"_s << 4 << QDate(2024, 7, 10);
    QTest::newRow("torchtune: the date in the file name (UTC)")
        << u"log_1718000000.txt"_s << 0 << QDate(2024, 6, 10);
    QTest::newRow("llama-factory: neither") << u"trainer_log.jsonl"_s << 0 << QDate();
}

void TestTrialLogReaders::suggestsCardsAndDate()
{
    QFETCH(QString, file);
    QFETCH(int, gpus);
    QFETCH(QDate, date);
    const TrialLogResult result = readSample(file, options(0));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->suggestedGpus.value_or(0), gpus);
    QCOMPARE(result.reading->date.value_or(QDate()), date);
}

void TestTrialLogReaders::perCardRateNeedsTheCards()
{
    // torchtune gives tokens per second per card: without the run's cards the total is unknown.
    const TrialLogResult result = readSample(u"log_1718000000.txt"_s, options(4096, 0));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(!result.reading->tokensPerSecond);
    QCOMPARE(result.reading->tokensFrom, TokenRateSource::None);
}

void TestTrialLogReaders::jobTokensPerStepWhenTheLogHasNoBatch()
{
    // The public LLaMA-Factory excerpt has neither tokens nor batch: the job's tokens per step
    // (32 samples x 4096) over the measured step time.
    const TrialLogResult result
        = readSample(u"public/luojiu-7b-base-trainer_log.jsonl"_s, options(4096, 1, 32.0 * 4096));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->tokensFrom, TokenRateSource::JobGlobalBatch);
    QVERIFY(std::abs(*result.reading->tokensPerSecond - 32.0 * 4096 * 95 / 4074.0) < 1e-6);
}

void TestTrialLogReaders::megatronDeepSpeedLogUsesMegatronReports()
{
    // Megatron-DeepSpeed prints both DeepSpeed's throughput line and Megatron's report; the
    // report (iteration time, global batch, consumed tokens) decides.
    QByteArray log;
    for (int i = 1; i <= 6; ++i) {
        log += "[2024-03-07 15:27:02,646] [INFO] [timer.py:260:stop] epoch=0/micro_step="
            + QByteArray::number(i) + "/global_step=" + QByteArray::number(i)
            + ", RunningAvgSamplesPerSec=58.7, CurrSamplesPerSec=61.3, MemAllocated=6.01GB, "
              "MaxMemAllocated=19.52GB\n";
        log += " iteration " + QByteArray::number(i) + "/  317892 | consumed samples: "
            + QByteArray::number(768 * i) + " | consumed tokens: " + QByteArray::number(3145728 * i)
            + " | elapsed time per iteration (ms): " + (i == 1 ? "30000.0" : "14287.5")
            + " | learning rate: 2.407E-04 | global batch size:   768 | lm loss: 5.905366E+00 |\n";
    }
    const TrialLogResult result = parseTrialLog({log, {}}, u"train.log"_s, options(4096, 32));
    QVERIFY2(result.ok(), qPrintable(result.error));
    const TrialLogReading &r = *result.reading;
    QCOMPARE(r.format, TrialLogFormat::Megatron);
    QCOMPARE(r.warmupReports, 3);
    QCOMPARE(r.tokensFrom, TokenRateSource::LoggedTokens);
    QVERIFY(std::abs(*r.tokensPerSecond - 3145728 / 14.2875) < 1e-6);
    // No "memory (MB)" report: DeepSpeed's MaxMemAllocated (GiB) of the printing rank.
    QCOMPARE(r.memoryPeak, MemoryPeak::Allocated);
    QVERIFY(std::abs(*r.peakMemoryGb - gb(19.52, kGiB)) < 1e-9);
}

void TestTrialLogReaders::consumedTokensGiveTheRate()
{
    // NeMo 1's progress bar has no global batch: consumed_samples between reports gives it.
    QByteArray log;
    for (int step = 0; step < 8; ++step)
        log += "Epoch 0: : 10%|#         | " + QByteArray::number(step + 1)
            + "/100 [00:10<01:30, reduced_train_loss=1.2, global_step=" + QByteArray::number(step)
            + ".00, consumed_samples=" + QByteArray::number(256 * (step + 1))
            + ".0, train_step_timing in s=" + (step == 0 ? "9.0" : "3.13") + "]\r";
    const TrialLogResult result = parseTrialLog({log, {}}, u"nemo1.log"_s, options(4096));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->format, TrialLogFormat::NeMo);
    QCOMPARE(result.reading->globalBatch.value_or(0), 256.0);
    QCOMPARE(result.reading->tokensFrom, TokenRateSource::GlobalBatch);
    QVERIFY(std::abs(*result.reading->tokensPerSecond - 256.0 * 4096 / 3.13) < 1e-6);
}

void TestTrialLogReaders::restartGetsItsOwnWarmup()
{
    // Megatron resumed from iteration 20 after a crash at 25: the resumed iterations 21-23 are
    // warm-up again, and no interval spans the restart.
    QByteArray log;
    const auto line = [](int it, const char *ms) {
        return " iteration " + QByteArray::number(it)
            + "/ 100 | elapsed time per iteration (ms): " + ms + " | global batch size: 64 |\n";
    };
    for (int it = 1; it <= 25; ++it)
        log += line(it, it <= 2 ? "5000.0" : "1000.0");
    for (int it = 21; it <= 30; ++it)
        log += line(it, it <= 22 ? "4000.0" : "1000.0");
    const TrialLogResult result = parseTrialLog({log, {}}, u"resumed.log"_s, options(1024));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->warmupReports, 6);
    QCOMPARE(result.reading->outlierReports, 0);
    QCOMPARE(result.reading->steadyReports, 29);
    QCOMPARE(*result.reading->secondsPerStep, 1.0);
}

void TestTrialLogReaders::repeatedStepCountsOnce()
{
    // Two ranks printing the same report, as a misconfigured launcher does.
    QByteArray log;
    for (int it = 10; it <= 60; it += 10)
        for (int rank = 0; rank < 2; ++rank)
            log += " iteration " + QByteArray::number(it)
                + "/ 100 | elapsed time per iteration (ms): 500.0 | global batch size: 16 |\n";
    const TrialLogResult result = parseTrialLog({log, {}}, u"twice.log"_s, options(0));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->warmupReports + result.reading->steadyReports, 6);
    QCOMPARE(result.reading->steadySteps, 50);
}

void TestTrialLogReaders::readsOnlyTheLastReports()
{
    // 10,000 reports: the first gives the step range, the figures come from the last 4,096.
    QByteArray log;
    for (int it = 1; it <= 10000; ++it)
        log += " iteration " + QByteArray::number(it)
            + "/ 10000 | elapsed time per iteration (ms): "
            + (it <= 10000 - triallog::kMaxReports ? "2000.0" : "1000.0")
            + " | global batch size: 8 |\n";
    const TrialLogResult result = parseTrialLog({log, {}}, u"long.log"_s, options(0));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->reports, 10000);
    QCOMPARE(result.reading->firstStep, 1);
    QCOMPARE(result.reading->lastStep, 10000);
    QCOMPARE(result.reading->warmupReports, 0);
    QCOMPARE(*result.reading->secondsPerStep, 1.0);
}

void TestTrialLogReaders::tailOfALogSkipsNoWarmup()
{
    // The end of a long log: its first report is mid-run, not a start; its first line is cut.
    QByteArray head = "using world size: 16, data-parallel size: 16\n[2025-02-01 08:00:00] start\n";
    QByteArray tail = "ime per iteration (ms): 1.0 | garbage of a cut line\n";
    for (int it = 90010; it <= 90100; it += 10)
        tail += " iteration " + QByteArray::number(it)
            + "/ 100000 | elapsed time per iteration (ms): 800.0 | global batch size: 256 |\n";
    const TrialLogResult result = parseTrialLog({head, tail}, u"week.log"_s, options(2048));
    QVERIFY2(result.ok(), qPrintable(result.error));
    const TrialLogReading &r = *result.reading;
    QVERIFY(r.readFromEnd);
    QCOMPARE(r.warmupReports, 0);
    QCOMPARE(r.steadyReports, 10);
    QCOMPARE(r.firstSteadyStep, 90001);
    QCOMPARE(r.suggestedGpus.value_or(0), 16);
    QCOMPARE(r.date.value_or(QDate()), QDate(2025, 2, 1));
    QCOMPARE(*r.secondsPerStep, 0.8);
}

QTEST_APPLESS_MAIN(TestTrialLogReaders)
#include "tst_triallogreaders.moc"
