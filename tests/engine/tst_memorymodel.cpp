// Memory model against hand-computed cases: ZeRO paper model states, Korthikanti et al. 2022
// activations, KV cache, LoRA/QLoRA and offload.

#include "memorymodel.h"
#include "workload.h"

#include <QTest>

using namespace gp;

namespace {

// A custom 10B model with a known shape: 40 layers, hidden 4096, 32 heads, sequence 2048.
Job tenB(Method method = Method::Full)
{
    Job j;
    j.model.paramsB = 10;
    j.model.layers = 40;
    j.model.hidden = 4096;
    j.model.heads = 32;
    j.model.kvHeads = 32;
    j.model.seqLen = 2048;
    j.model.vocab = 32000;
    j.method = method;
    j.precision = Precision::BF16;
    j.tokensB = 1;
    j.framework = Framework::Fsdp; // fused kernels: Korthikanti et al.'s counts
    return j;
}

} // namespace

class TestMemoryModel final : public QObject {
    Q_OBJECT

private slots:
    void zeroStages_data();
    void zeroStages();
    void offloadMovesOptimizerToHost();
    void korthikanti_data();
    void korthikanti();
    void pipelineFirstStageHoldsLLayers();
    void kvCachePerToken_data();
    void kvCachePerToken();
    void inferenceWeightsByPrecision_data();
    void inferenceWeightsByPrecision();
    void loraAdapterParameters();
    void qloraFrozenBase();
    void overheadAndMargin();
};

void TestMemoryModel::zeroStages_data()
{
    QTest::addColumn<int>("zero");
    QTest::addColumn<int>("tp");
    QTest::addColumn<double>("weightsGb");
    QTest::addColumn<double>("gradsGb");
    QTest::addColumn<double>("optimizerGb");
    // 10e9 params, 8 data-parallel ranks; 2 + 2 + 12 bytes each (ZeRO paper).
    QTest::newRow("ZeRO-0: 16 B per param") << 0 << 1 << 20.0 << 20.0 << 120.0;
    QTest::newRow("ZeRO-1: 4 + 12/8") << 1 << 1 << 20.0 << 20.0 << 15.0;
    QTest::newRow("ZeRO-2: 2 + 14/8") << 2 << 1 << 20.0 << 2.5 << 15.0;
    // ZeRO-3: 16/8, plus two layers' gathered weights: 2 x (2 B x 10e9 / 40) = 1 GB.
    QTest::newRow("ZeRO-3: 16/8 + working set") << 3 << 1 << 2.5 + 1.0 << 2.5 << 15.0;
    // Tensor parallel 2 halves what each card holds before ZeRO.
    QTest::newRow("ZeRO-1 with TP 2") << 1 << 2 << 10.0 << 10.0 << 7.5;
}

void TestMemoryModel::zeroStages()
{
    QFETCH(int, zero);
    QFETCH(int, tp);
    QFETCH(double, weightsGb);
    QFETCH(double, gradsGb);
    QFETCH(double, optimizerGb);
    const Workload w = Workload::fromJob(tenB());
    const Layout l {8, tp, 1, zero, 1, Recompute::Full, false};
    const MemoryEstimate m = MemoryModel::training(w, l, 8 * tp);
    QCOMPARE(qRound(m.gpu.weights * 1000), qRound(weightsGb * 1000));
    QCOMPARE(qRound(m.gpu.gradients * 1000), qRound(gradsGb * 1000));
    QCOMPARE(qRound(m.gpu.optimizer * 1000), qRound(optimizerGb * 1000));
    QCOMPARE(m.hostGb, 0.0);
}

void TestMemoryModel::offloadMovesOptimizerToHost()
{
    const Workload w = Workload::fromJob(tenB());
    // ZeRO-2 + offload: 15 GB of optimizer per card moves to host: 8 x 15 = 120 GB per node.
    const MemoryEstimate z2
        = MemoryModel::training(w, Layout {8, 1, 1, 2, 1, Recompute::Full, true}, 8);
    QCOMPARE(z2.gpu.optimizer, 0.0);
    QCOMPARE(qRound(z2.hostGb), 120);
    // ZeRO-3 + offload (ZeRO-Infinity): weights and gradients too: 8 x (2.5 + 2.5 + 15) GB.
    const MemoryEstimate z3
        = MemoryModel::training(w, Layout {8, 1, 1, 3, 1, Recompute::Full, true}, 8);
    QCOMPARE(qRound(z3.hostGb), 160);
    QCOMPARE(qRound(z3.gpu.weights * 10), 10); // only the 1 GB working set stays
}

void TestMemoryModel::korthikanti_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<Recompute>("recompute");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("factor"); // bytes per layer / (s b h)
    // s = 2048, h = 4096, a = 32: 5as/h = 80.
    QTest::newRow("no parallelism: 34 + 5as/h") << 1 << Recompute::None << false << 114.0;
    QTest::newRow("TP 8 + SP: (34 + 5as/h) / t") << 8 << Recompute::None << false << 114.0 / 8;
    QTest::newRow("TP 8 + SP + selective: 34/t") << 8 << Recompute::Selective << false << 34.0 / 8;
    QTest::newRow("full recompute: 2") << 1 << Recompute::Full << false << 2.0;
    QTest::newRow("full recompute, TP 4 + SP: 2/t") << 4 << Recompute::Full << false << 0.5;
    QTest::newRow("flash attention drops 5as/h: 34") << 1 << Recompute::None << true << 34.0;
}

void TestMemoryModel::korthikanti()
{
    QFETCH(int, tp);
    QFETCH(Recompute, recompute);
    QFETCH(bool, flash);
    QFETCH(double, factor);
    Workload w = Workload::fromJob(tenB());
    w.stack.flashAttention = flash;
    const double sbh = 2048.0 * 1 * 4096;
    const double bytes = MemoryModel::activationBytesPerLayer(w, 1, tp, recompute);
    QCOMPARE(qRound64(bytes), qRound64(sbh * factor));
    // Twice the micro-batch, twice the activations.
    QCOMPARE(qRound64(MemoryModel::activationBytesPerLayer(w, 2, tp, recompute)),
             qRound64(2 * sbh * factor));
}

void TestMemoryModel::pipelineFirstStageHoldsLLayers()
{
    const Workload w = Workload::fromJob(tenB());
    const double perLayer = 2.0 * 2048 * 4096; // full recompute
    // The layer being recomputed holds its whole activations and its backward's gradients.
    const double working = MemoryModel::activationBytesPerLayer(w, 1, 1, Recompute::None)
        + MemoryModel::backwardGradientBytes(w.shape, 1, 1);
    // PP 4: the first stage holds 4 micro-batches of 10 layers = 40 layers' worth.
    const MemoryEstimate pp4
        = MemoryModel::training(w, Layout {2, 1, 4, 1, 1, Recompute::Full, false}, 8);
    QCOMPARE(qRound64(pp4.gpu.activations * 1e9), qRound64(40 * perLayer + working));
    // PP 1 holds the 40 layers of one micro-batch, then the larger of two peaks that never meet
    // with fused kernels: fp32 logits (4 x s x V bytes) at the loss, the recomputed layer after.
    const MemoryEstimate pp1
        = MemoryModel::training(w, Layout {8, 1, 1, 1, 1, Recompute::Full, false}, 8);
    QCOMPARE(qRound64(pp1.gpu.activations * 1e9),
             qRound64(40 * perLayer + std::max(working, 4.0 * 2048 * 32000)));
    // Eager stacks keep both reserved: the loss's blocks are not reused for the layer.
    Job eager = tenB();
    eager.framework = Framework::DeepSpeed;
    const Workload we = Workload::fromJob(eager);
    const MemoryEstimate e
        = MemoryModel::training(we, Layout {8, 1, 1, 1, 1, Recompute::Full, false}, 8);
    const double eagerWorking = MemoryModel::activationBytesPerLayer(we, 1, 1, Recompute::None)
        + MemoryModel::backwardGradientBytes(we.shape, 1, 1);
    QCOMPARE(qRound64(e.gpu.activations * 1e9),
             qRound64(40 * perLayer + eagerWorking + 12.0 * 2048 * 32000));
}

void TestMemoryModel::kvCachePerToken_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("kib");
    // CALIBRATION.md: Llama-2-7B fp16 512 KiB per token; Llama-3-70B (8 KV heads) 320 KiB.
    QTest::newRow("Llama-2-7B: 2 x 32 x 32 x 128 x 2 B") << QStringLiteral("llama-2-7b") << 512.0;
    QTest::newRow("Llama-3.1-70B: 2 x 80 x 8 x 128 x 2 B")
        << QStringLiteral("llama-3.1-70b") << 320.0;
    QTest::newRow("Qwen2.5-7B: 2 x 28 x 4 x 128 x 2 B") << QStringLiteral("qwen2.5-7b") << 56.0;
}

void TestMemoryModel::kvCachePerToken()
{
    QFETCH(QString, preset);
    QFETCH(double, kib);
    Job j;
    j.model.preset = preset;
    j.method = Method::Inference;
    const Workload w = Workload::fromJob(j);
    QCOMPARE(MemoryModel::kvBytesPerToken(w.shape, Precision::FP16), kib * 1024);
}

void TestMemoryModel::inferenceWeightsByPrecision_data()
{
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<int>("tp");
    QTest::addColumn<double>("weightsGb");
    // Llama-2-13B: 13.0e9 parameters.
    QTest::newRow("fp32: 4 B") << Precision::FP32 << 1 << 52.0;
    QTest::newRow("fp16: 2 B") << Precision::FP16 << 1 << 26.0;
    QTest::newRow("bf16 over TP 2") << Precision::BF16 << 2 << 13.0;
    QTest::newRow("int8: 1 B") << Precision::INT8 << 1 << 13.0;
    QTest::newRow("fp8: 1 B") << Precision::FP8 << 1 << 13.0;
    QTest::newRow("int4: 4.127 bits") << Precision::INT4 << 1 << 13.0 * 4.127 / 8;
}

void TestMemoryModel::inferenceWeightsByPrecision()
{
    QFETCH(Precision, precision);
    QFETCH(int, tp);
    QFETCH(double, weightsGb);
    Job j;
    j.model.preset = QStringLiteral("llama-2-13b");
    j.method = Method::Inference;
    j.precision = precision;
    const Workload w = Workload::fromJob(j);
    const MemoryBreakdown m = MemoryModel::inference(w, tp, 2, 4096);
    QCOMPARE(qRound(m.weights * 1000), qRound(weightsGb * 1000));
    // 2 sequences of 4,096 tokens at 800 KiB per token (40 layers x 40 heads x 128 x 2 x 2 B),
    // 1 B per element for an FP8 cache, split over TP ranks.
    const double perToken = 2.0 * 40 * 40 * 128
        * (precision == Precision::FP8        ? 1
               : precision == Precision::FP32 ? 4
                                              : 2);
    QCOMPARE(qRound(m.kvCache * 1000), qRound(perToken * 4096 * 2 / tp / 1e6));
}

void TestMemoryModel::loraAdapterParameters()
{
    // PEFT reports 39,976,960 trainable parameters for Llama-2-7B, r = 16, all linear layers.
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.method = Method::LoRA;
    j.loraRank = 16;
    const Workload w = Workload::fromJob(j);
    QVERIFY2(std::abs(w.trainedParams - 39976960.0) < 0.01 * 39976960.0,
             qPrintable(QString::number(w.trainedParams)));
    QCOMPARE(w.frozenParams, 6.74e9);
    QCOMPARE(w.frozenBytesPerParam, 2.0);
    QCOMPARE(w.passes, 2.0); // about 4 N D: no weight gradients for the frozen base
}

void TestMemoryModel::qloraFrozenBase()
{
    Job j;
    j.model.preset = QStringLiteral("llama-2-70b");
    j.method = Method::QLoRA;
    const Workload w = Workload::fromJob(j);
    const MemoryEstimate m
        = MemoryModel::training(w, Layout {1, 1, 1, 0, 1, Recompute::Full, false}, 1);
    // The blocks' 80 x 0.84e9 linear weights in NF4, (4 + 0.127) / 8 bytes each; the embedding
    // and output layer (the rest of the 69e9) stay 16-bit; plus the adapters' 2-byte weights.
    const double blocks = w.shape.layers * w.shape.layerWeights();
    QVERIFY(blocks < 69e9 && blocks > 0.95 * 69e9);
    QCOMPARE(w.frozenHalfParams, 69e9 - blocks);
    QCOMPARE(qRound(m.gpu.weights * 100),
             qRound((blocks * 4.127 / 8 + (69e9 - blocks) * 2 + w.trainedParams * 2) / 1e9 * 100));
    QCOMPARE(qRound(m.gpu.optimizer * 1000), qRound(w.trainedParams * 12 / 1e9 * 1000));
}

void TestMemoryModel::overheadAndMargin()
{
    Job j;
    j.model.preset = QStringLiteral("llama-2-7b");
    j.method = Method::Inference;
    j.precision = Precision::FP16;
    j.framework = Framework::Hf; // generate(): the cache allocated per request, not in pages
    const Workload w = Workload::fromJob(j);
    const MemoryBreakdown m = MemoryModel::inference(w, 1, 1, 4096);
    // 1 GB CUDA context + 8% allocator margin over 13.48 GB weights + 2.15 GB cache.
    QCOMPARE(qRound(m.overhead * 100), qRound((1.0 + 0.08 * (13.48 + 2.147483648)) * 100));
    QVERIFY(m.total() < 24.0); // fits a 4090: seed tier "7B FP16 fits one card"
}

QTEST_APPLESS_MAIN(TestMemoryModel)
#include "tst_memorymodel.moc"
