// Layout search: TP only over NVLink/HCCS for training, fastest layout that fits, offload only
// with known host RAM, pins honoured, and the triangular likelihood of deadlines and budgets.

#include "layoutsearch.h"
#include "likelihood.h"
#include "testcatalog.h"

#include <QTest>

using namespace gp;
using namespace gp::test;

namespace {

SearchSpace space(const Workload &w, const Accelerator &a, std::optional<double> ramGb = {})
{
    SearchSpace s;
    s.workload = &w;
    s.accelerator = &a;
    s.fabric = Fabric {a.intraLink, a.allReduceBusGBs, 200, 8};
    s.hostRamGb = ramGb;
    s.rates = TimeModel::rates(w, a);
    return s;
}

/// The job on PyTorch FSDP, the stack that runs every layout the search knows.
Workload workload(const char *preset, Method method, Framework framework = Framework::Fsdp)
{
    Job j;
    j.model.preset = QString::fromLatin1(preset);
    j.method = method;
    j.tokensB = 1;
    j.framework = framework;
    return Workload::fromJob(j);
}

} // namespace

class TestLayoutSearch final : public QObject {
    Q_OBJECT

private slots:
    void tensorParallelOnlyOverFastLinks_data();
    void tensorParallelOnlyOverFastLinks();
    void offloadNeedsKnownHostRam();
    void pinnedLayout();
    void stackRunsOnlyItsLayouts();
    void countsLayouts();
    void interleavingShrinksTheBubble();
    void contextParallelOnlyWhenPinned();
    void likelihood_data();
    void likelihood();
};

void TestLayoutSearch::tensorParallelOnlyOverFastLinks_data()
{
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("method");
    QTest::addColumn<bool>("tpAllowed");
    QTest::newRow("13B full on 8 H100 (NVLink): TP may be used")
        << QStringLiteral("h100-sxm-80g") << int(Method::Full) << true;
    QTest::newRow("13B full on 8 910B (HCCS): TP may be used")
        << QStringLiteral("ascend-910b-64g") << int(Method::Full) << true;
    QTest::newRow("13B full on 8 4090 (PCIe): never TP for training")
        << QStringLiteral("rtx-4090-24g") << int(Method::Full) << false;
}

void TestLayoutSearch::tensorParallelOnlyOverFastLinks()
{
    QFETCH(QString, accelerator);
    QFETCH(int, method);
    QFETCH(bool, tpAllowed);
    const CatalogData c = seedCatalog();
    const Accelerator &a = *c.accelerator(accelerator);
    const Workload w = workload("llama-2-13b", Method(method));
    // 512 GB of host RAM: 13B full training (208 GB of states) fits 8 x 24 GB only offloaded.
    const LayoutResult r = LayoutSearch::best(space(w, a, 512), 8);
    QVERIFY(r.valid);
    QVERIFY(r.fits);
    if (!tpAllowed)
        QCOMPARE(r.layout.tp, 1);
    QCOMPARE(r.layout.dp * r.layout.tp * r.layout.pp, 8);
    QVERIFY(r.memory.gpu.total() <= a.memoryGb);
    // Nothing faster fits: every other evaluated layout is at least as slow (checked by pinning
    // the alternatives' degrees).
    const SearchSpace base = space(w, a, 512);
    for (const int tp : {1, 2, 4, 8}) {
        LayoutPin pin;
        pin.tp = tp;
        SearchSpace pinned = base;
        pinned.pin = &pin;
        const LayoutResult alt = LayoutSearch::best(pinned, 8);
        if (alt.valid && alt.fits && (tpAllowed || tp == 1))
            QVERIFY(alt.secondsPerToken >= r.secondsPerToken * (1 - 1e-9));
    }
}

void TestLayoutSearch::offloadNeedsKnownHostRam()
{
    // 70B full on one 8 x 80 GB machine: 1,120 GB of model states fit only with offload.
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    const Workload w = workload("llama-2-70b", Method::Full);
    const LayoutResult unknownRam = LayoutSearch::best(space(w, h100), 8);
    QVERIFY(!unknownRam.fits);
    QVERIFY(unknownRam.minNoOffloadGb * 8 > 1100);
    const LayoutResult twoTb = LayoutSearch::best(space(w, h100, 2048), 8);
    QVERIFY(twoTb.fits);
    QVERIFY(twoTb.layout.offload);
    QVERIFY(twoTb.memory.hostGb <= 2048 * MemoryModel::kHostUsable);
    QVERIFY(twoTb.step.offload > 0);
    // 512 GB (the 4090 machine's RAM) is not enough for 840 GB of optimizer states.
    const LayoutResult small = LayoutSearch::best(space(w, h100, 512), 8);
    QVERIFY(!small.fits);
}

void TestLayoutSearch::pinnedLayout()
{
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    const Workload w = workload("llama-2-7b", Method::Full);
    LayoutPin pin;
    pin.tp = 2;
    pin.pp = 2;
    pin.zero = 1;
    pin.recompute = Recompute::Selective;
    SearchSpace s = space(w, h100);
    s.pin = &pin;
    const LayoutResult r = LayoutSearch::best(s, 8);
    QVERIFY(r.fits);
    QCOMPARE(r.layout.tp, 2);
    QCOMPARE(r.layout.pp, 2);
    QCOMPARE(r.layout.dp, 2);
    QCOMPARE(r.layout.zero, 1);
    QCOMPARE(r.layout.recompute, Recompute::Selective);
    pin.tp = 16; // more than a node holds
    QVERIFY(!LayoutSearch::best(s, 8).valid);
    // Degrees outside the searched powers of two are honoured when pinned: PP 3 on 6 cards.
    LayoutPin odd;
    odd.tp = 2;
    odd.pp = 3;
    odd.microBatch = 3;
    SearchSpace six = space(w, h100);
    six.pin = &odd;
    const LayoutResult r6 = LayoutSearch::best(six, 6);
    QVERIFY(r6.fits);
    QCOMPARE(r6.layout.pp, 3);
    QCOMPARE(r6.layout.dp, 1);
    QCOMPARE(r6.layout.microBatch, 3);
}

void TestLayoutSearch::stackRunsOnlyItsLayouts()
{
    // Transformers + PEFT has no tensor or pipeline parallelism and checkpoints every layer;
    // Megatron has no ZeRO-3; each search stays within what the software runs.
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    const LayoutResult hf
        = LayoutSearch::best(space(workload("llama-2-13b", Method::LoRA, Framework::Hf), h100), 8);
    QVERIFY(hf.fits);
    QCOMPARE(hf.layout.tp, 1);
    QCOMPARE(hf.layout.pp, 1);
    QCOMPARE(hf.layout.recompute, Recompute::Full);
    QVERIFY(hf.layout.zero == 0 || hf.layout.zero == 3);
    const LayoutResult megatron = LayoutSearch::best(
        space(workload("llama-2-70b", Method::Full, Framework::Megatron), h100, 2048), 8);
    QVERIFY(megatron.fits);
    QVERIFY(megatron.layout.zero <= 1);
    // A pin asks for what the team runs, even outside the stack's usual choices.
    LayoutPin pin;
    pin.tp = 2;
    const Workload lora = workload("llama-2-13b", Method::LoRA, Framework::Hf);
    SearchSpace pinned = space(lora, h100);
    pinned.pin = &pin;
    QCOMPARE(LayoutSearch::best(pinned, 8).layout.tp, 2);
}

void TestLayoutSearch::countsLayouts()
{
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    const Workload w = workload("llama-2-70b", Method::Full);
    qint64 evaluated = 0;
    static_cast<void>(LayoutSearch::best(space(w, h100, 2048), 8, &evaluated));
    // 10 (tp, pp) pairs for 8 cards, ZeRO x offload x recompute x micro-batch, pruned by
    // memory: between a few dozen and the full 1,280.
    QVERIFY2(evaluated > 30 && evaluated <= 1280, qPrintable(QString::number(evaluated)));
}

void TestLayoutSearch::interleavingShrinksTheBubble()
{
    // 70B over 32 H100 in 4 machines, tp8 pp4 with only 16 sequences a step: the 1F1B bubble
    // is 3 of 16 slots; the search interleaves chunks to cut it, and that is faster.
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    Job j;
    j.model.preset = QStringLiteral("llama-3.1-70b");
    j.tokensB = 1;
    j.globalBatchTokens = 16.0 * 8192;
    const Workload w = Workload::fromJob(j);
    LayoutPin pin;
    pin.tp = 8;
    pin.pp = 4;
    pin.microBatch = 1;
    SearchSpace s = space(w, h100);
    s.pin = &pin;
    const LayoutResult searched = LayoutSearch::best(s, 32);
    QVERIFY(searched.fits);
    QVERIFY2(searched.layout.interleave > 1,
             qPrintable(QString::number(searched.layout.interleave)));
    LayoutPin plain = pin;
    plain.interleave = 1;
    s.pin = &plain;
    const LayoutResult oneF1B = LayoutSearch::best(s, 32);
    QVERIFY(oneF1B.fits);
    QVERIFY(searched.step.bubble < oneF1B.step.bubble);
    QVERIFY(searched.secondsPerToken < oneF1B.secondsPerToken);
}

void TestLayoutSearch::contextParallelOnlyWhenPinned()
{
    const CatalogData c = seedCatalog();
    const Accelerator &h100 = *c.accelerator(QStringLiteral("h100-sxm-80g"));
    Job j;
    j.model.preset = QStringLiteral("llama-3.1-8b");
    j.model.seqLen = 32768;
    j.tokensB = 1;
    const Workload w = Workload::fromJob(j);
    SearchSpace s = space(w, h100);
    const LayoutResult free = LayoutSearch::best(s, 8);
    QCOMPARE(free.layout.cp, 1);
    LayoutPin pin;
    pin.cp = 2;
    s.pin = &pin;
    const LayoutResult pinned = LayoutSearch::best(s, 8);
    QVERIFY(pinned.valid);
    QCOMPARE(pinned.layout.cp, 2);
    QCOMPARE(pinned.layout.dp * pinned.layout.tp * pinned.layout.pp * pinned.layout.cp, 8);
    // Each rank holds half of every sequence's activations.
    if (pinned.fits && free.fits && free.layout.tp == pinned.layout.tp
        && free.layout.recompute == pinned.layout.recompute
        && free.layout.microBatch == pinned.layout.microBatch)
        QVERIFY(pinned.memory.gpu.activations < free.memory.gpu.activations);
}

void TestLayoutSearch::likelihood_data()
{
    QTest::addColumn<double>("limit");
    QTest::addColumn<double>("expected");
    // Band 100 / 150 / 250 (triangular).
    QTest::newRow("limit above the band: certain") << 300.0 << 1.0;
    QTest::newRow("limit below the band: impossible") << 90.0 << 0.0;
    QTest::newRow("limit at the expected value: 50/150") << 150.0 << 50.0 / 150;
    QTest::newRow("limit at 125: 25^2 / (150 x 50)") << 125.0 << 625.0 / 7500;
    QTest::newRow("limit at 200: 1 - 50^2 / (150 x 100)") << 200.0 << 1 - 2500.0 / 15000;
}

void TestLayoutSearch::likelihood()
{
    QFETCH(double, limit);
    QFETCH(double, expected);
    QCOMPARE(qRound64(Likelihood::atMost(limit, Band {100, 150, 250}) * 1e9),
             qRound64(expected * 1e9));
}

QTEST_APPLESS_MAIN(TestLayoutSearch)
#include "tst_layoutsearch.moc"
