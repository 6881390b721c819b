// Time model: ring all-reduce, FLOPs per token, peaks per precision, and the utilisation
// default checked against Megatron-LM's A100 runs (Narayanan et al. 2021, Table 1).

#include "testcatalog.h"
#include "timemodel.h"
#include "workload.h"

#include <QTest>

using namespace gp;
using namespace gp::test;

namespace {

const Accelerator &acc(const CatalogData &c, const char *id)
{
    return *c.accelerator(QString::fromLatin1(id));
}

} // namespace

class TestTimeModel final : public QObject {
    Q_OBJECT

private slots:
    void ringAllReduce_data();
    void ringAllReduce();
    void flopsPerToken_data();
    void flopsPerToken();
    void peakPerPrecision_data();
    void peakPerPrecision();
    void megatronA100_data();
    void megatronA100();
    void exposedCommunicationByNetwork_data();
    void exposedCommunicationByNetwork();
    void zero3MovesMoreBytes();
    void pipelineBubble();
};

void TestTimeModel::ringAllReduce_data()
{
    QTest::addColumn<double>("gb");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("busGBs");
    QTest::addColumn<double>("seconds");
    // t = bytes x 2(n-1)/n / busbw.
    QTest::newRow("140 GB over 8 PCIe 4090s at 16 GB/s") << 140.0 << 8 << 16.0 << 15.3125;
    QTest::newRow("140 GB over 8 H100s at 370 GB/s") << 140.0 << 8 << 370.0 << 140 * 1.75 / 370;
    QTest::newRow("14 GB over 2 nodes of IB at 160 GB/s") << 14.0 << 2 << 160.0 << 14.0 / 160;
    QTest::newRow("one rank: nothing to do") << 14.0 << 1 << 16.0 << 0.0;
}

void TestTimeModel::ringAllReduce()
{
    QFETCH(double, gb);
    QFETCH(int, ranks);
    QFETCH(double, busGBs);
    QFETCH(double, seconds);
    QCOMPARE(qRound64(TimeModel::ringAllReduce(gb * 1e9, ranks, busGBs) * 1e6),
             qRound64(seconds * 1e6));
}

void TestTimeModel::flopsPerToken_data()
{
    QTest::addColumn<Method>("method");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<double>("passes");
    QTest::addColumn<bool>("extraAttention");
    QTest::newRow("full: 6 N (3 passes)") << Method::Full << Recompute::None << 3.0 << false;
    QTest::newRow("full + full recompute: 8 N") << Method::Full << Recompute::Full << 4.0 << false;
    QTest::newRow("full + selective: attention again")
        << Method::Full << Recompute::Selective << 3.0 << true;
    QTest::newRow("LoRA: 4 N") << Method::LoRA << Recompute::None << 2.0 << false;
    QTest::newRow("QLoRA + full recompute: 6 N")
        << Method::QLoRA << Recompute::Full << 3.0 << false;
}

void TestTimeModel::flopsPerToken()
{
    QFETCH(Method, method);
    QFETCH(Recompute, recompute);
    QFETCH(double, passes);
    QFETCH(bool, extraAttention);
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.method = method;
    const Workload w = Workload::fromJob(j);
    // Forward: 2 N + 4 L h s (Megatron's attention term) = 2 x 6.74e9 + 4 x 32 x 4096 x 4096.
    const double forward = 2 * 6.74e9 + 4.0 * 32 * 4096 * 4096;
    QCOMPARE(w.forwardFlopsPerToken, forward);
    const double expected = passes * forward + (extraAttention ? 4.0 * 32 * 4096 * 4096 : 0.0);
    QCOMPARE(TimeModel::flopsPerToken(w, recompute), expected);
}

void TestTimeModel::peakPerPrecision_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<Method>("method");
    QTest::addColumn<double>("tflops");
    QTest::addColumn<bool>("fp8Fallback");
    QTest::newRow("H100 bf16 dense 989, not the listed 1979")
        << QStringLiteral("h100-sxm-80g") << Precision::BF16 << Method::Full << 989.0 << false;
    QTest::newRow("H100 fp8 1979")
        << QStringLiteral("h100-sxm-80g") << Precision::FP8 << Method::Full << 1979.0 << false;
    QTest::newRow("H100 fp32 without TF32")
        << QStringLiteral("h100-sxm-80g") << Precision::FP32 << Method::Full << 67.0 << false;
    QTest::newRow("4090 fp16 with FP32 accumulate")
        << QStringLiteral("rtx-4090-24g") << Precision::FP16 << Method::Full << 165.2 << false;
    QTest::newRow("A100 fp8 falls back to bf16")
        << QStringLiteral("a100-sxm-80g") << Precision::FP8 << Method::Full << 312.0 << true;
    QTest::newRow("910B fp8 falls back to fp16")
        << QStringLiteral("ascend-910b-64g") << Precision::FP8 << Method::LoRA << 313.0 << true;
    QTest::newRow("A100 int8 serving: INT8 TOPS")
        << QStringLiteral("a100-sxm-80g") << Precision::INT8 << Method::Inference << 624.0 << false;
    QTest::newRow("A100 int4 serving: weight-only, FP16 math")
        << QStringLiteral("a100-sxm-80g") << Precision::INT4 << Method::Inference << 312.0 << false;
}

void TestTimeModel::peakPerPrecision()
{
    QFETCH(QString, accelerator);
    QFETCH(Precision, precision);
    QFETCH(Method, method);
    QFETCH(double, tflops);
    QFETCH(bool, fp8Fallback);
    const CatalogData c = seedCatalog();
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.method = method;
    j.precision = precision;
    const Workload w = Workload::fromJob(j);
    const Accelerator &a = *c.accelerator(accelerator);
    bool fallback = false;
    static_cast<void>(w.peakPrecision(a, &fallback));
    QCOMPARE(fallback, fp8Fallback);
    QCOMPARE(w.peakFlops(a), tflops * 1e12);
}

void TestTimeModel::megatronA100_data()
{
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("batch");
    QTest::addColumn<double>("achievedTflops");
    // Narayanan et al. 2021 Table 1 (seq 2048, vocab 51,200, full recomputation).
    QTest::newRow("1.7B on 32 GPUs, 137 TF")
        << 1.7 << 24 << 2304 << 24 << 1 << 1 << 32 << 512 << 137.0;
    QTest::newRow("7.5B on 128 GPUs, 142 TF")
        << 7.5 << 36 << 4096 << 32 << 4 << 1 << 128 << 512 << 142.0;
    QTest::newRow("18.4B on 256 GPUs, 135 TF")
        << 18.4 << 40 << 6144 << 48 << 8 << 1 << 256 << 1024 << 135.0;
    QTest::newRow("76.1B on 1024 GPUs, 140 TF")
        << 76.1 << 60 << 10240 << 80 << 8 << 4 << 1024 << 1792 << 140.0;
    QTest::newRow("145.6B on 1536 GPUs, 148 TF")
        << 145.6 << 80 << 12288 << 96 << 8 << 8 << 1536 << 2304 << 148.0;
    QTest::newRow("1T on 3072 GPUs, 163 TF")
        << 1008.0 << 128 << 25600 << 160 << 8 << 64 << 3072 << 3072 << 163.0;
}

void TestTimeModel::megatronA100()
{
    QFETCH(double, paramsB);
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, gpus);
    QFETCH(int, batch);
    QFETCH(double, achievedTflops);
    Job j;
    j.model.paramsB = paramsB;
    j.model.layers = layers;
    j.model.hidden = hidden;
    j.model.heads = heads;
    j.model.kvHeads = heads;
    j.model.seqLen = 2048;
    j.model.vocab = 51200;
    j.globalBatchTokens = double(batch) * 2048;
    const Workload w = Workload::fromJob(j);
    const CatalogData c = seedCatalog();
    const Accelerator &a100 = acc(c, "a100-sxm-80g");
    // Selene: DGX A100 nodes with 8 x 200 Gb/s HDR InfiniBand = 200 GB/s per node.
    const Fabric selene {LinkKind::NVLink, a100.allReduceBusGBs, 200.0, 8};
    const Layout l {gpus / (tp * pp), tp, pp, 1, 1, Recompute::Full, false};
    const StepTime st = TimeModel::trainingStep(w, l, selene, 312e12, a100.mfuDefault);
    // The paper's time per iteration: 96 B s l h^2 (1 + s/6h + V/16lh) / (n X).
    const double h = hidden, s = 2048, L = layers, V = 51200;
    const double flops = 96.0 * batch * s * L * h * h * (1 + s / (6 * h) + V / (16 * L * h));
    const double paper = flops / (gpus * achievedTflops * 1e12);
    const double ratio = st.total / paper;
    qInfo("ours %.2f s, paper %.2f s, ratio %.3f (bubble %.2f, dp %.2f, tp %.2f, pp %.2f)",
          st.total, paper, ratio, st.bubble, st.dpComm, st.tpComm, st.ppComm);
    // Tolerance: our end-to-end time within 25% of the paper's (utilisation default 0.50 of
    // compute, plus modelled bubble and exposed communication). Measured here: 0.93-1.13 up to
    // 146B; 1.23 at 1T, where the paper's interleaved schedule shrinks the PP-64 bubble that
    // our plain 1F1B model charges in full (conservative).
    QVERIFY2(
        ratio > 0.75 && ratio < 1.25,
        qPrintable(
            QStringLiteral("ours %1 s, paper %2 s, ratio %3").arg(st.total).arg(paper).arg(ratio)));
}

void TestTimeModel::exposedCommunicationByNetwork_data()
{
    QTest::addColumn<double>("interNodeGBs");
    QTest::addColumn<double>("minSlowdown");
    QTest::addColumn<double>("maxSlowdown");
    // 7B, 16 H100 on two machines, pure data parallel, 0.5M-token batch: slowdown over
    // compute alone. IB 400G x4 hides almost everything; 25G x2 Ethernet does not; a shared
    // 1000M link makes the job tens of times slower.
    QTest::newRow("IB 400G x4, 200 GB/s") << 200.0 << 1.0 << 1.1;
    QTest::newRow("25G x2 Ethernet, 6.25 GB/s") << 6.25 << 1.3 << 2.5;
    QTest::newRow("shared 1000M, 0.125 GB/s") << 0.125 << 20.0 << 200.0;
}

void TestTimeModel::exposedCommunicationByNetwork()
{
    QFETCH(double, interNodeGBs);
    QFETCH(double, minSlowdown);
    QFETCH(double, maxSlowdown);
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.globalBatchTokens = 512.0 * 1024;
    const Workload w = Workload::fromJob(j);
    const Fabric f {LinkKind::NVLink, 370, interNodeGBs, 8};
    const StepTime st = TimeModel::trainingStep(w, Layout {16, 1, 1, 1, 1, Recompute::None, false},
                                                f, 989e12, 0.45);
    const double slowdown = st.total / st.compute;
    QVERIFY2(slowdown >= minSlowdown && slowdown <= maxSlowdown,
             qPrintable(QString::number(slowdown)));
}

void TestTimeModel::zero3MovesMoreBytes()
{
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    const Workload w = Workload::fromJob(j);
    const Fabric f {LinkKind::NVLink, 370, 200, 8};
    const StepTime z1 = TimeModel::trainingStep(w, Layout {8, 1, 1, 1, 4, Recompute::None, false},
                                                f, 989e12, 0.45);
    const StepTime z3 = TimeModel::trainingStep(w, Layout {8, 1, 1, 3, 4, Recompute::None, false},
                                                f, 989e12, 0.45);
    // Stage 3 re-gathers weights each micro-batch: 1.5x the all-reduce bytes per micro-batch.
    const double allReduce = TimeModel::ringAllReduce(6.74e9 * 2, 8, 370);
    QCOMPARE(qRound64((z3.commTotal - z1.commTotal) * 1e6),
             qRound64(allReduce * 1.5 * z3.microBatches * 1e6));
    QVERIFY(z3.total > z1.total);
}

void TestTimeModel::pipelineBubble()
{
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.globalBatchTokens = 64.0 * 4096;
    const Workload w = Workload::fromJob(j);
    const Fabric f {LinkKind::NVLink, 370, 200, 8};
    // 64 sequences, dp 2, micro-batch 1: 32 micro-batches; PP 4 idles 3 slots: 3/32.
    const StepTime st = TimeModel::trainingStep(w, Layout {2, 1, 4, 1, 1, Recompute::None, false},
                                                f, 989e12, 0.45);
    QCOMPARE(st.microBatches, 32);
    QCOMPARE(qRound64(st.bubble / st.compute * 1e6), qRound64(3.0 / 32 * 1e6));
}

QTEST_APPLESS_MAIN(TestTimeModel)
#include "tst_timemodel.moc"
