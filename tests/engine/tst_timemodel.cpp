// Time model: ring all-reduce, FLOPs per token, peaks per precision, and how each modelled
// mechanism (FlashAttention, sequence parallelism, overlap, interleaving, LoRA, QLoRA) moves a
// step. Published runs are compared in tst_calibration.

#include "testcatalog.h"
#include "timemodel.h"
#include "workload.h"

#include <QTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;
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
    void exposedCommunicationByNetwork_data();
    void exposedCommunicationByNetwork();
    void zero3MovesMoreBytes();
    void pipelineBubble_data();
    void pipelineBubble();
    void mechanisms_data();
    void mechanisms();
    void narrowMatricesRunSlower();
    void fp8UsesItsOwnEfficiency();
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
    const CatalogData c = seedCatalog();
    const StepTime st = TimeModel::trainingStep(w, Layout {16, 1, 1, 1, 1, Recompute::None, false},
                                                f, TimeModel::rates(w, acc(c, "h100-sxm-80g")));
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
    const CatalogData c = seedCatalog();
    const DeviceRates d = TimeModel::rates(w, acc(c, "h100-sxm-80g"));
    const StepTime z1
        = TimeModel::trainingStep(w, Layout {8, 1, 1, 1, 4, Recompute::None, false}, f, d);
    const StepTime z3
        = TimeModel::trainingStep(w, Layout {8, 1, 1, 3, 4, Recompute::None, false}, f, d);
    // ZeRO paper: stage 3 moves 1.5x the bytes of plain data parallel, and does it every
    // micro-batch (gather forward, gather backward, reduce-scatter the gradients).
    QCOMPARE(qRound64(z3.commTotal / z3.microBatches * 1e6), qRound64(1.5 * z1.commTotal * 1e6));
    QCOMPARE(
        qRound64(z1.commTotal * 1e6),
        qRound64((TimeModel::kCollectiveLatencyS + TimeModel::ringAllReduce(6.74e9 * 2, 8, 370))
                 * 1e6));
    QVERIFY(z3.total > z1.total);
}

void TestTimeModel::pipelineBubble_data()
{
    QTest::addColumn<int>("interleave");
    QTest::addColumn<double>("share");
    // 64 sequences, dp 2, micro-batch 1: 32 micro-batches; PP 4 idles 3 slots of 32, and
    // interleaving v chunks per rank cuts that to 3 / v (Narayanan et al. 2021).
    QTest::newRow("1F1B: 3 of 32") << 1 << 3.0 / 32;
    QTest::newRow("interleaved x2: 3 of 64") << 2 << 3.0 / 64;
    QTest::newRow("interleaved x4: 3 of 128") << 4 << 3.0 / 128;
}

void TestTimeModel::pipelineBubble()
{
    QFETCH(int, interleave);
    QFETCH(double, share);
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.globalBatchTokens = 64.0 * 4096;
    const Workload w = Workload::fromJob(j);
    const Fabric f {LinkKind::NVLink, 370, 200, 8};
    const CatalogData c = seedCatalog();
    Layout l {2, 1, 4, 1, 1, Recompute::None, false};
    l.interleave = interleave;
    const StepTime st
        = TimeModel::trainingStep(w, l, f, TimeModel::rates(w, acc(c, "h100-sxm-80g")));
    QCOMPARE(st.microBatches, 32);
    QCOMPARE(qRound64(st.bubble / st.compute * 1e6), qRound64(share * 1e6));
}

void TestTimeModel::mechanisms_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("minRatio");
    QTest::addColumn<double>("maxRatio");
    // Each row: step time with the mechanism over step time without it, same layout otherwise.
    // FlashAttention skips the masked half of causal attention and its score traffic.
    QTest::newRow("flash attention is faster") << u"flash"_s << 0.5 << 0.98;
    // Sequence parallelism shards norms and residuals over the TP ranks.
    QTest::newRow("sequence parallelism is faster") << u"sp"_s << 0.80 << 0.995;
    // Overlapping half of the TP collectives behind the GEMMs.
    QTest::newRow("TP overlap is faster") << u"tp_overlap"_s << 0.80 << 0.995;
    // Full recomputation adds one forward pass: about 4/3 of the work.
    QTest::newRow("full recompute costs a forward pass") << u"recompute"_s << 1.2 << 1.4;
    // LoRA: no weight gradients for the frozen base, so about 2/3 of full training's work.
    QTest::newRow("LoRA skips weight gradients") << u"lora"_s << 0.6 << 0.8;
    // QLoRA: the same FLOPs as LoRA plus dequantising the NF4 base in every pass.
    QTest::newRow("QLoRA pays dequantisation") << u"qlora"_s << 1.05 << 1.6;
    // FP8 on H100: matrix multiplies at the FP8 peak, attention and memory-bound work not.
    QTest::newRow("FP8 is faster, not twice") << u"fp8"_s << 0.5 << 0.85;
}

void TestTimeModel::mechanisms()
{
    QFETCH(QString, what);
    QFETCH(double, minRatio);
    QFETCH(double, maxRatio);
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = acc(c, "h100-sxm-80g");
    const Fabric f {LinkKind::NVLink, 370, 200, 8};
    Job j;
    j.model.preset = QStringLiteral("llama-3.1-8b");
    j.globalBatchTokens = 64.0 * 8192;
    j.framework = Framework::Fsdp; // the fused reference stack
    Job other = j;
    Layout l {2, 4, 1, 1, 1, Recompute::None, false};
    Layout otherLayout = l;
    Workload w = Workload::fromJob(j);
    Workload ow = w;
    if (what == u"flash") {
        w.stack.flashAttention = false;
        ow.stack.flashAttention = true;
    } else if (what == u"sp") {
        w.stack.sequenceParallel = false;
    } else if (what == u"tp_overlap") {
        w.stack.overlapTensorParallel = false;
    } else if (what == u"recompute") {
        otherLayout.recompute = Recompute::Full;
    } else if (what == u"lora" || what == u"qlora") {
        other.method = what == u"lora" ? Method::LoRA : Method::QLoRA;
        if (what == u"qlora")
            j.method = Method::LoRA;
    } else if (what == u"fp8") {
        other.precision = Precision::FP8;
    }
    if (what == u"lora" || what == u"qlora" || what == u"fp8") {
        w = Workload::fromJob(j);
        ow = Workload::fromJob(other);
    }
    if (what == u"sp" || what == u"tp_overlap")
        ow = Workload::fromJob(j);
    const StepTime base = TimeModel::trainingStep(w, l, f, TimeModel::rates(w, h100));
    const StepTime with = TimeModel::trainingStep(ow, otherLayout, f, TimeModel::rates(ow, h100));
    const double ratio = with.total / base.total;
    QVERIFY2(ratio >= minRatio && ratio <= maxRatio, qPrintable(QString::number(ratio)));
}

void TestTimeModel::narrowMatricesRunSlower()
{
    // The same work per card, split over more TP ranks: narrower matrices run below the
    // large-matrix efficiency (x d / (d + 64), d = hidden / tp).
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    const Workload w = Workload::fromJob(j);
    const CatalogData c = seedCatalog();
    const DeviceRates d = TimeModel::rates(w, acc(c, "a100-sxm-80g"));
    const Fabric f {LinkKind::NVLink, 1e9, 0, 8}; // communication free: compute alone
    const StepTime tp1
        = TimeModel::trainingStep(w, Layout {8, 1, 1, 1, 1, Recompute::None, false}, f, d);
    const StepTime tp8
        = TimeModel::trainingStep(w, Layout {1, 8, 1, 1, 8, Recompute::None, false}, f, d);
    // The GEMM time on each card: hidden 4096 vs 512 per rank.
    const double expected = (4096.0 / (4096 + 64)) / (512.0 / (512 + 64));
    QCOMPARE(qRound64(tp8.gemm / tp1.gemm * 1e4), qRound64(expected * 1e4));
}

void TestTimeModel::fp8UsesItsOwnEfficiency()
{
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = acc(c, "h100-sxm-80g");
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.precision = Precision::FP8;
    const DeviceRates fp8 = TimeModel::rates(Workload::fromJob(j), h100);
    QCOMPARE(fp8.gemmPeak, 1979e12);
    QCOMPARE(fp8.gemmEfficiency, *h100.fp8Efficiency);
    QCOMPARE(fp8.halfPeak, 989e12);
    QCOMPARE(fp8.halfEfficiency, h100.computeEfficiency);
    // An efficiency asked for moves attention in proportion.
    const DeviceRates half = TimeModel::rates(Workload::fromJob(j), h100, *h100.fp8Efficiency / 2);
    QCOMPARE(half.halfEfficiency, h100.computeEfficiency / 2);
}

QTEST_APPLESS_MAIN(TestTimeModel)
#include "tst_timemodel.moc"
