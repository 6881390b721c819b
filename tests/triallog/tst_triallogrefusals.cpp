// Logs that cannot be read are refused with a message that names the file and what is missing:
// damaged, truncated, without timings, not a log at all.

#include "triallog.h"

#include <QFile>
#include <QtTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

QByteArray sampleBytes(const QString &name)
{
    QFile f(QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/triallog/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestTrialLogRefusals final : public QObject {
    Q_OBJECT

private slots:
    void refusesSample_data();
    void refusesSample();
    void refusesBytes_data();
    void refusesBytes();
};

void TestTrialLogRefusals::refusesSample_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("megatron report overwritten by another rank")
        << u"refused/megatron-damaged.log"_s
        << u"refused/megatron-damaged.log: damaged Megatron-LM log at line 19: a report line "
           "without a readable elapsed time per iteration"_s;
    QTest::newRow("megatron log cut in its last report")
        << u"refused/megatron-cut.log"_s
        << u"refused/megatron-cut.log: truncated Megatron-LM log, cut at line 36: its last report "
           "is cut off before the end of its line"_s;
    QTest::newRow("megatron run that stopped before its first report")
        << u"refused/megatron-setup-only.log"_s
        << u"refused/megatron-setup-only.log: a Megatron-LM log with no step timings: no line "
           "with \"elapsed time per iteration (ms)\": the run stopped before its first report"_s;
    QTest::newRow("trainer_state.json cut short")
        << u"refused/trainer_state-truncated.json"_s
        << u"refused/trainer_state-truncated.json: truncated trainer_state.json log, cut at line "_s;
    QTest::newRow("trainer_log.jsonl whose last line is cut")
        << u"refused/trainer_log-cut.jsonl"_s
        << u"refused/trainer_log-cut.jsonl: truncated LLaMA-Factory trainer_log.jsonl log, cut at "
           "line 7: the JSON ends before it closes"_s;
    QTest::newRow("trainer_log.jsonl with an unreadable elapsed_time")
        << u"refused/trainer_log-damaged.jsonl"_s
        << u"refused/trainer_log-damaged.jsonl: damaged LLaMA-Factory trainer_log.jsonl log at "
           "line 4: an entry without a readable \"current_steps\" and \"elapsed_time\""_s;
    QTest::newRow("torchtune log with only warm-up steps")
        << u"refused/torchtune-warmup-only.txt"_s
        << u"refused/torchtune-warmup-only.txt: a torchtune log with no step timings: only "
           "warm-up: 2 report"_s; // "2 reports", or "2 report(s)" without the English translation
}

void TestTrialLogRefusals::refusesSample()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const QByteArray bytes = sampleBytes(file);
    QVERIFY(!bytes.isEmpty());
    const TrialLogResult result = parseTrialLog({bytes, {}}, file, {});
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(message), qPrintable(result.error));
}

void TestTrialLogRefusals::refusesBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray() << u"run.log: the log is empty"_s;
    QTest::newRow("only blank lines")
        << QByteArray("\n \r\n\t\n") << u"run.log: the log is empty"_s;
    QTest::newRow("binary") << QByteArray("\x7f"
                                          "ELF\x02\x01\x01\0\0\0 iteration 1/2",
                                          20)
                            << u"run.log: damaged: binary data (a NUL byte) where a text log was "
                               "expected"_s;
    QTest::newRow("some other program's output")
        << QByteArray("Epoch 1/10\n100/100 [====] - loss: 0.31 - accuracy: 0.90\n")
        << u"run.log: not a training log GPU Planner reads: expected a Megatron-LM, MindSpeed, "
           "NeMo, DeepSpeed or torchtune log, a trainer_state.json or a LLaMA-Factory "
           "trainer_log.jsonl"_s;
    QTest::newRow("trainer_state.json of an unfinished run without timings")
        << QByteArray(R"({"global_step": 20, "log_history": [{"loss": 1.5, "step": 10}, )"
                      R"({"loss": 1.4, "step": 20}], "max_steps": 100})")
        << u"run.log: a trainer_state.json log with no step timings: its log_history has no "
           "\"train_runtime\": the run has not finished, or logged no timing"_s;
    QTest::newRow("a JSON document that is not a trainer state")
        << QByteArray(R"({"log_history": 3})")
        << u"run.log: damaged trainer_state.json log: no "
           "\"log_history\" list"_s;
    QTest::newRow("trainer_state.json with a broken value")
        << QByteArray("{\n\"log_history\": [\n{\"loss\": 1.5, \"step\": 1x0}\n]\n}\n")
        << u"run.log: damaged trainer_state.json log at line 3: not valid JSON"_s;
    QTest::newRow("deepspeed set-up without throughput lines")
        << QByteArray("[2024-01-01 10:00:00,000] [INFO] [logging.py:96:log_dist] [Rank 0] "
                      "DeepSpeed info: version=0.14.4\n")
        << u"run.log: a DeepSpeed log with no step timings: no throughput line "_s;
    QTest::newRow("deepspeed step past any count")
        << QByteArray("[2024-01-01 10:00:00,000] [INFO] [logging.py:96:log_dist] [Rank 0] "
                      "0/1e300, SamplesPerSec=5.2\n")
        << u"run.log: damaged DeepSpeed log at line 1: a throughput line without its step"_s;
    QTest::newRow("torchtune line without its step")
        << QByteArray("loss:2.5 lr:2e-05 tokens_per_second_per_gpu:310.2\n")
        << u"run.log: damaged torchtune log at line 1: a metrics line without its step"_s;
}

void TestTrialLogRefusals::refusesBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const TrialLogResult result = parseTrialLog({bytes, {}}, u"run.log"_s, {});
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(message), qPrintable(result.error));
}

QTEST_APPLESS_MAIN(TestTrialLogRefusals)
#include "tst_triallogrefusals.moc"
