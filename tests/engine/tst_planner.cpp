// End-to-end engine checks on the seed catalog: card-count tiers, seed mistakes, the default
// job's comparison, recommendations, measured runs, pinned layouts and networks.

#include "planjson.h"
#include "planner.h"
#include "testcatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace gp;
using namespace gp::test;

namespace {

const Reason *findReason(const QList<Reason> &reasons, const QString &code)
{
    for (const auto &r : reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

Job presetJob(const char *preset, Method method, Precision precision)
{
    Job j;
    j.model.preset = QString::fromLatin1(preset);
    j.method = method;
    j.precision = precision;
    return j;
}

Job chat(const char *preset, Precision precision)
{
    Job j = presetJob(preset, Method::Inference, precision);
    j.inference.concurrentRequests = 1;
    j.inference.contextTokens = 4096;
    j.inference.targetTokensPerS = 20;
    return j;
}

} // namespace

class TestPlanner final : public QObject {
    Q_OBJECT

private slots:
    void tiersOn24GbCards_data();
    void tiersOn24GbCards();
    void containerCardCountOn4090_data();
    void containerCardCountOn4090();
    void defaultJobComparison();
    void oneOffVersusWeekly_data();
    void oneOffVersusWeekly();
    void sevenBLoraOnH100IsOverProvisioned();
    void seventyBFullOn4090DoesNotFit();
    void networksGiveDifferentMultiNodeTimes();
    void measuredRunsFitUtilisation();
    void deadlineSelectsSmallestSufficientCardCount();
    void jobMfuIsHonoured();
    void fixedGpuCountIsUsed();
    void pinnedLayoutIsEvaluated();
    void rankingAndParetoFront();
    void breakEvenListedInPlan();
    void filterByOfferingIds();
    void servingCosts();
    void seedScenarioTable_data();
    void seedScenarioTable();
    void threadCountDoesNotChangeThePlan_data();
    void threadCountDoesNotChangeThePlan();
    void subPlanHasTheFullPlansOptions_data();
    void subPlanHasTheFullPlansOptions();
};

void TestPlanner::tiersOn24GbCards_data()
{
    QTest::addColumn<Job>("job");
    QTest::addColumn<int>("tier");
    QTest::addColumn<int>("minGpus");
    QTest::addColumn<int>("maxGpus");

    QTest::newRow("7B FP16 inference: one card")
        << chat("llama-2-7b", Precision::FP16) << 1 << 1 << 1;
    QTest::newRow("13B INT4 inference: one card")
        << chat("llama-2-13b", Precision::INT4) << 1 << 1 << 1;
    QTest::newRow("13B FP16 inference: 2-4 cards")
        << chat("llama-2-13b", Precision::FP16) << 2 << 2 << 4;
    QTest::newRow("32B BF16 inference: 2-4 cards")
        << chat("qwen2.5-32b", Precision::BF16) << 2 << 2 << 4;

    Job lora70 = presetJob("llama-2-70b", Method::LoRA, Precision::BF16);
    lora70.model.seqLen = 2048;
    lora70.tokensB = 0.05;
    QTest::newRow("70B LoRA fine-tuning: 8-card machine") << lora70 << 3 << 8 << 8;

    Job pre = presetJob("llama-2-7b", Method::Full, Precision::BF16);
    pre.tokensB = 1000;
    pre.deadlineDays = 30;
    QTest::newRow("7B pre-training on 1T tokens in 30 days: no 24 GB option runs it")
        << pre << 0 << 0 << 0;
}

void TestPlanner::tiersOn24GbCards()
{
    QFETCH(Job, job);
    QFETCH(int, tier);
    QFETCH(int, minGpus);
    QFETCH(int, maxGpus);
    const Plan plan = makePlan(job, seedCatalog());
    // The first tier is the recommended card's.
    if (!plan.recommendedId.isEmpty()) {
        const Reason *first = findReason(plan.advice, QStringLiteral("tier"));
        QVERIFY(first);
        QCOMPARE(first->text(QStringLiteral("offering")), plan.recommendedId);
    }
    const Reason *r = nullptr;
    for (const Reason &x : plan.advice) {
        if (x.code == QLatin1String("tier")
            && x.text(QStringLiteral("accelerator")) == QLatin1String("rtx-4090-24g"))
            r = &x;
    }
    if (tier == 0) {
        // No 24 GB option runs the job: no tier speaks of 24 GB cards.
        QVERIFY(!r);
        return;
    }
    QVERIFY(r);
    QCOMPARE(int(r->number(QStringLiteral("tier"))), tier);
    const int gpus = int(r->number(QStringLiteral("gpus")));
    QVERIFY2(gpus >= minGpus && gpus <= maxGpus, qPrintable(QString::number(gpus)));
}

void TestPlanner::containerCardCountOn4090_data()
{
    QTest::addColumn<Job>("job");
    QTest::addColumn<int>("gpus");
    QTest::newRow("7B FP16 chat") << chat("llama-2-7b", Precision::FP16) << 1;
    QTest::newRow("13B INT4 chat") << chat("llama-2-13b", Precision::INT4) << 1;
    QTest::newRow("13B FP16 chat") << chat("llama-2-13b", Precision::FP16) << 2;
    QTest::newRow("32B BF16 chat") << chat("qwen2.5-32b", Precision::BF16) << 4;
}

void TestPlanner::containerCardCountOn4090()
{
    QFETCH(Job, job);
    QFETCH(int, gpus);
    const Plan plan = makePlan(job, seedCatalog());
    const PlanOption *o = plan.option(k4090Container);
    QVERIFY(o);
    QVERIFY(o->feasible);
    QCOMPARE(o->totalGpus, gpus);
    QVERIFY(o->memoryPerGpuGb <= 24.0);
    QVERIFY(o->serving);
    QVERIFY(o->serving->tokensPerS >= 20.0);
}

void TestPlanner::defaultJobComparison()
{
    const Plan plan = makePlan(defaultJob(), seedCatalog());
    const PlanOption *h100 = plan.option(kH100Ningxia);
    const PlanOption *ascend = plan.option(k910bHuawei);
    const PlanOption *rtx = plan.option(k4090Machine);
    QVERIFY(h100 && ascend && rtx);
    // 70B full training fits one 8-card machine only with optimizer offload to its 2 TB RAM.
    QVERIFY(h100->feasible);
    QVERIFY(ascend->feasible);
    QVERIFY(h100->layout.offload);
    QVERIFY(!rtx->feasible);
    // 6 N D = 2.1e21 FLOPs; 8 H100 whose kernels reach 57% of 989 TF: ~145 h of matrix work,
    // plus attention, memory-bound work, offload and checkpoints: 150..250 h (seed 003's
    // industry figure is about 168 h).
    QVERIFY2(h100->hours.expected > 150 && h100->hours.expected < 250,
             qPrintable(QString::number(h100->hours.expected)));
    // 910B: 313 TF dense FP16 at 78% (244 TF) against H100's 989 at 57% (564 TF), the H100
    // held to the best published run of a size near 70B on that card (MFU under 40%): about
    // 1.8-2.3x slower (seed 003's industry figure: 17.5 days against 7).
    const double ratio = ascend->hours.expected / h100->hours.expected;
    QVERIFY2(ratio > 1.6 && ratio < 3.0, qPrintable(QString::number(ratio)));
    QVERIFY(h100->hours.low < h100->hours.expected && h100->hours.expected < h100->hours.high);
    // Monthly machines are billed whole months; the rest of the month is idle.
    QCOMPARE(h100->billing, QStringLiteral("month"));
    QCOMPARE(h100->costBilledFen, fenFromYuan(86880));
    QCOMPARE(h100->hourlyFen, fenFromYuan(120.67));
    QCOMPARE(h100->idleFen, h100->costBilledFen - qint64(h100->costProratedFen.expected));
    QCOMPARE(plan.catalogDate, kSep28);
    QCOMPARE(plan.efficiencySource, QStringLiteral("catalog"));
    QVERIFY(findReason(plan.advice, QStringLiteral("architecture_estimated")));
    // A hybrid plan is for repeated work only.
    QVERIFY(!findReason(plan.advice, QStringLiteral("hybrid_plan")));
}

void TestPlanner::oneOffVersusWeekly_data()
{
    QTest::addColumn<Iteration>("iteration");
    QTest::addColumn<QString>("recommended");
    QTest::addColumn<QString>("basis");
    // Seed 003: one-off training favours 910B, weekly iteration favours H100: by the cost of the
    // whole need, since the 910B machine cannot finish a run within the week.
    QTest::newRow("one-off: 910B x8")
        << Iteration::OneOff << k910bHuawei << QStringLiteral("one_off");
    QTest::newRow("weekly: H100 x8")
        << Iteration::Weekly << kH100Ningxia << QStringLiteral("weekly");
}

void TestPlanner::oneOffVersusWeekly()
{
    QFETCH(Iteration, iteration);
    QFETCH(QString, recommended);
    QFETCH(QString, basis);
    Job job = defaultJob();
    job.tokensB = 3.4; // about 7 days on H100 x8 and two weeks or more on 910B x8 (seed 003)
    job.iteration = iteration;
    job.offerings = {kH100Ningxia, k910bHuawei, k4090Machine};
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.recommendedId, recommended);
    const Reason *r = findReason(plan.recommendation, QStringLiteral("recommended"));
    QVERIFY(r);
    QCOMPARE(r->text(QStringLiteral("basis")), basis);
    QCOMPARE(plan.fastestWithinBudgetId, kH100Ningxia);
    const PlanOption *ascend = plan.option(k910bHuawei);
    if (iteration == Iteration::Weekly) {
        QVERIFY(findReason(ascend->reasons, QStringLiteral("misses_weekly_cadence")));
        QVERIFY(!ascend->feasible);
    } else {
        // The trade in one sentence: H100 costs more and saves days.
        const Reason *runner = findReason(plan.recommendation, QStringLiteral("runner_up"));
        QVERIFY(runner);
        QCOMPARE(runner->text(QStringLiteral("offering")), kH100Ningxia);
        QVERIFY(runner->number(QStringLiteral("extra_cost_cny")) > 0);
        QVERIFY(runner->number(QStringLiteral("hours_saved")) > 100);
        // Porting a CUDA code base to CANN is part of the 910B's cost.
        QVERIFY(ascend->portingFen > 0);
        QCOMPARE(ascend->decisionCostFen, ascend->needBilledFen + ascend->portingFen);
    }
}

void TestPlanner::sevenBLoraOnH100IsOverProvisioned()
{
    Job job = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    job.tokensB = 0.1;
    job.offerings = {kH100Ningxia, k4090Machine};
    const Plan plan = makePlan(job, seedCatalog());
    const PlanOption *h100 = plan.option(kH100Ningxia);
    QVERIFY(h100 && h100->feasible);
    const Reason *r = findReason(h100->reasons, QStringLiteral("over_provisioned"));
    QVERIFY(r);
    QVERIFY(r->number(QStringLiteral("memory_fraction")) < 0.30);
    QCOMPARE(r->text(QStringLiteral("alternative")), k4090Machine);
    // Seed 003: the 4090 machine runs it at 1/11 of the cost (¥86,880 / ¥7,920 = 10.97).
    QCOMPARE(qRound(r->number(QStringLiteral("cost_ratio")) * 100), 1097);
    QVERIFY(plan.option(k4090Machine)->feasible);
    QCOMPARE(plan.recommendedId, k4090Machine);
}

void TestPlanner::seventyBFullOn4090DoesNotFit()
{
    Job job = defaultJob();
    job.offerings = {k4090Machine};
    const Plan plan = makePlan(job, seedCatalog());
    const PlanOption *o = plan.option(k4090Machine);
    QVERIFY(o && !o->feasible);
    const Reason *mem = findReason(o->reasons, QStringLiteral("memory_exceeded"));
    QVERIFY(mem);
    QCOMPARE(mem->severity, Reason::Severity::Blocker);
    // Model states alone are 16 B x 70e9 = 1,120 GB against 8 x 24 = 192 GB.
    QVERIFY(mem->number(QStringLiteral("needed_gb")) > 1120);
    QCOMPARE(mem->number(QStringLiteral("capacity_gb")), 192.0);
    // Megatron's optimizer offload would need the 12 B x 70e9 = 840 GB of optimizer states in
    // host RAM; the machine has 512 GB.
    QVERIFY(mem->number(QStringLiteral("host_needed_gb")) >= 840);
    const Reason *pcie = findReason(o->reasons, QStringLiteral("pcie_allreduce_bottleneck"));
    QVERIFY(pcie);
    QCOMPARE(pcie->number(QStringLiteral("gradient_gb")), 140.0);
    // 140 GB ring all-reduce over 8 cards at 16 GB/s: 2 x 7/8 x 140 / 16 = 15.3 s per step.
    QCOMPARE(qRound(pcie->number(QStringLiteral("allreduce_s")) * 10), 153);
    QVERIFY(plan.recommendedId.isEmpty());
    QVERIFY(findReason(plan.recommendation, QStringLiteral("no_feasible_option")));
}

void TestPlanner::networksGiveDifferentMultiNodeTimes()
{
    // Same machines, two of them, three networks: IB 400G x4, 25G x2 Ethernet, shared 1000M.
    CatalogData cat = seedCatalog();
    Offering ib = *cat.offering(kH100Jilin);
    Offering eth = ib;
    eth.id = QStringLiteral("h100-25g");
    eth.interNodeGBs = 6.25;
    eth.rdma = false;
    Offering shared = *cat.offering(kH100Ningxia);
    cat.offerings = {ib, eth, shared};
    // Pure data parallel (pinned) with a 0.5M-token batch: the gradient all-reduce of 14 GB
    // crosses the network every step.
    Job job = presetJob("llama-2-7b", Method::Full, Precision::BF16);
    job.tokensB = 20;
    job.gpuCount = 16;
    job.globalBatchTokens = 512.0 * 1024;
    job.layout = LayoutPin {};
    job.layout->tp = 1;
    job.layout->pp = 1;
    const Plan plan = makePlan(job, cat);
    const PlanOption *a = plan.option(kH100Jilin);
    const PlanOption *b = plan.option(QStringLiteral("h100-25g"));
    const PlanOption *c = plan.option(kH100Ningxia);
    QVERIFY(a && b && c);
    QCOMPARE(a->nodes, 2);
    QCOMPARE(c->nodes, 2);
    QVERIFY2(b->hours.expected > 1.3 * a->hours.expected,
             qPrintable(QStringLiteral("%1 vs %2").arg(b->hours.expected).arg(a->hours.expected)));
    QVERIFY2(c->hours.expected > 10 * a->hours.expected,
             qPrintable(QStringLiteral("%1 vs %2").arg(c->hours.expected).arg(a->hours.expected)));
    QVERIFY(a->feasible);
    QVERIFY(findReason(a->reasons, QStringLiteral("multi_node_quote")));
    QVERIFY(!c->feasible);
    QVERIFY(findReason(c->reasons, QStringLiteral("shared_network_cross_node")));
}

void TestPlanner::measuredRunsFitUtilisation()
{
    // 7B full training trial on 4090 containers: 1 card 1,500 tok/s, 2 cards 2,700, 4 cards 5,000.
    Job job = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    job.tokensB = 0.2;
    job.measured = {{QStringLiteral("rtx-4090-24g"), 1, 1500, {}},
                    {QStringLiteral("rtx-4090-24g"), 2, 2700, {}},
                    {QStringLiteral("rtx-4090-24g"), 4, 5000, {}}};
    job.offerings = {k4090Container, k4090Machine};
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.efficiencySource, QStringLiteral("measured"));
    const PlanOption *o = plan.option(k4090Machine);
    QVERIFY(o);
    const Reason *r = findReason(o->reasons, QStringLiteral("measured_fit"));
    QVERIFY(r);
    // LoRA: 2 forward passes of (2 x 6.74e9 + 4 x 32 x 4096 x 4096) = 1.563e10 FLOPs per
    // token; 1,500 tok/s x 3.126e10 / 165.2e12 = 0.284.
    QCOMPARE(qRound(r->number(QStringLiteral("mfu")) * 1000), 284);
    // The compute efficiency fitted to it reproduces the trial: one card of the container plans
    // 1,500 tokens/s.
    Job one = job;
    one.gpuCount = 1;
    one.offerings = {k4090Container};
    const Plan single = makePlan(one, seedCatalog());
    const PlanOption *c = single.option(k4090Container);
    QVERIFY(c);
    QCOMPARE(qRound(c->tokensPerS), 1500);
    QCOMPARE(c->computeEfficiency, r->number(QStringLiteral("compute_efficiency")));
    // Efficiency 0.90 at 2 and 0.833 at 4 cards: 1/e - 1 = c log2 g gives c ~ 0.105.
    QCOMPARE(qRound(r->number(QStringLiteral("scaling_coefficient")) * 100), 10);
    // Band narrowed to +-10% around the fit.
    const double spread = (o->hours.high - o->hours.low) / o->hours.expected;
    QVERIFY2(spread < 0.25, qPrintable(QString::number(spread)));
}

void TestPlanner::deadlineSelectsSmallestSufficientCardCount()
{
    // 7B LoRA on 4090 containers: more cards only while the deadline needs them.
    Job job = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    job.tokensB = 0.5;
    job.offerings = {k4090Container};
    const Plan relaxed = makePlan(job, seedCatalog());
    const int base = relaxed.option(k4090Container)->totalGpus;
    const double baseHours = relaxed.option(k4090Container)->hours.expected;
    QCOMPARE(base, 1);
    job.deadlineDays = baseHours / 24.0 / 3.0; // three times faster than one card
    const Plan tight = makePlan(job, seedCatalog());
    const PlanOption *o = tight.option(k4090Container);
    QVERIFY(o->feasible);
    QVERIFY(o->totalGpus >= 4 && o->totalGpus <= 6);
    QVERIFY(o->hours.expected <= *job.deadlineDays * 24);
    QVERIFY(o->scalingEfficiency < 1.0);
}

void TestPlanner::jobMfuIsHonoured()
{
    // The job states an end-to-end MFU: every training option achieves exactly it, planned as
    // the compute efficiency that gives it on the option's layout (communication on top).
    Job job = defaultJob();
    job.mfu = 0.35;
    job.offerings = {kH100Ningxia, k910bHuawei, kH200Machine};
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.efficiencySource, QStringLiteral("job_mfu"));
    int checked = 0;
    for (const PlanOption &o : plan.options) {
        if (!o.feasible)
            continue;
        ++checked;
        QCOMPARE(qRound(o.mfu * 1000), 350);
        QVERIFY2(o.computeEfficiency > 0.35, qPrintable(QString::number(o.computeEfficiency)));
        const Reason *r = findReason(o.reasons, QStringLiteral("mfu_converted"));
        QVERIFY(r);
        QCOMPARE(r->number(QStringLiteral("compute_efficiency")), o.computeEfficiency);
        QVERIFY(o.hours.low < o.hours.expected && o.hours.expected < o.hours.high);
    }
    QVERIFY(checked >= 2);
}

void TestPlanner::fixedGpuCountIsUsed()
{
    Job job = presetJob("llama-2-13b", Method::LoRA, Precision::BF16);
    job.tokensB = 0.1;
    job.gpuCount = 4;
    job.offerings = {k4090Container, k910bContainer};
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.option(k4090Container)->totalGpus, 4);
    QCOMPARE(plan.option(k910bContainer)->totalGpus, 4);
    // A short job pays the pay-as-you-go rate, ¥1.96 a card-hour (seed 003).
    QCOMPARE(plan.option(k4090Container)->hourlyFen, fenFromYuan(4 * 1.96));
    QCOMPARE(plan.option(k4090Container)->billing, QStringLiteral("hour"));
}

void TestPlanner::pinnedLayoutIsEvaluated()
{
    Job job = presetJob("llama-2-13b", Method::Full, Precision::BF16);
    job.tokensB = 1;
    job.offerings = {kH100Jilin};
    job.layout = LayoutPin {};
    job.layout->tp = 8;
    job.layout->pp = 1;
    job.layout->zero = 0;
    job.layout->offload = false;
    const Plan plan = makePlan(job, seedCatalog());
    const PlanOption *o = plan.option(kH100Jilin);
    QCOMPARE(o->layout.tp, 8);
    QCOMPARE(o->layout.dp, 1);
    QVERIFY(o->feasible);
    // Pinned ZeRO-0 data parallel on 8 cards: 16 B x 13e9 = 208 GB per card does not fit.
    job.layout->tp = 1;
    job.layout->dp = 8;
    const Plan bad = makePlan(job, seedCatalog());
    const PlanOption *b = bad.option(kH100Jilin);
    QVERIFY(!b->feasible);
    QCOMPARE(b->layout.dp, 8);
    const Reason *r = findReason(b->reasons, QStringLiteral("memory_exceeded"));
    QVERIFY(r);
    QVERIFY(r->number(QStringLiteral("needed_per_gpu_gb")) > 208);
}

void TestPlanner::rankingAndParetoFront()
{
    Job job = defaultJob();
    job.tokensB = 2;
    const Plan plan = makePlan(job, seedCatalog());
    bool seenInfeasible = false;
    Fen lastCost = 0;
    for (const auto &o : plan.options) {
        if (!o.feasible) {
            seenInfeasible = true;
            QVERIFY(!o.onParetoFront);
            continue;
        }
        QVERIFY(!seenInfeasible); // feasible first
        QVERIFY(o.costBilledFen >= lastCost);
        lastCost = o.costBilledFen;
    }
    QVERIFY(plan.option(k910bHuawei)->onParetoFront); // cheapest
    const PlanOption *fastest = nullptr;
    for (const auto &o : plan.options) {
        if (o.feasible && (!fastest || o.hours.expected < fastest->hours.expected))
            fastest = &o;
    }
    QVERIFY(fastest && fastest->onParetoFront); // fastest
    QVERIFY(!plan.option(kH100Jilin)->onParetoFront); // same speed as Ningxia, dearer
}

void TestPlanner::breakEvenListedInPlan()
{
    // A job the 4090 runs: both of seed 003's lines, pay-as-you-go and paid by the month.
    Job job = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    job.tokensB = 0.1;
    const Plan plan = makePlan(job, seedCatalog());
    QList<int> hours;
    for (const auto &b : plan.breakeven) {
        if (b.acceleratorId == QLatin1String("rtx-4090-24g"))
            hours.append(int(b.hoursPerMonth));
    }
    QCOMPARE(hours, (QList<int> {505, 630}));
    // A 70B full-training job cannot run on a 4090: no break-even line speaks of it.
    const Plan big = makePlan(defaultJob(), seedCatalog());
    for (const auto &b : big.breakeven)
        QVERIFY(b.acceleratorId != QLatin1String("rtx-4090-24g"));
}

void TestPlanner::filterByOfferingIds()
{
    Job job = defaultJob();
    job.offerings = {kH100Ningxia, k910bHuawei, k4090Machine};
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.options.size(), 3);
    QVERIFY(plan.option(kH100Jilin) == nullptr);
}

void TestPlanner::servingCosts()
{
    Job job = chat("llama-2-7b", Precision::FP16);
    job.offerings = {k4090Container};
    const Plan plan = makePlan(job, seedCatalog());
    const PlanOption *o = plan.option(k4090Container);
    QVERIFY(o && o->serving);
    QCOMPARE(o->totalGpus, 1);
    // vLLM decode reads 13.5 GB of weights at 80% of 1,008 GB/s and 2.0 GB of paged cache
    // (3,584 prompt tokens and half the 512 of the answer at 0.5 MB each) at 65%, and its
    // scheduler takes 7 ms a step: about 37 tokens/s for one request, minus the prompt's prefill.
    QCOMPARE(o->framework, Framework::Vllm);
    QVERIFY2(o->serving->tokensPerSPerGpu > 30 && o->serving->tokensPerSPerGpu < 45,
             qPrintable(QString::number(o->serving->tokensPerSPerGpu)));
    // ¥1.57/h x 720 h = ¥1,130.40 a month; at the 20 tokens/s target: 72,000 tokens an hour,
    // ¥1.57 / 72,000 x 1e6 = ¥21.81 per million tokens.
    QCOMPARE(o->serving->costPerMonthFen, fenFromYuan(1130.40));
    QCOMPARE(o->serving->costPerMillionTokensFen, fenFromYuan(21.81));
    QCOMPARE(o->serving->replicas, 1);
}

void TestPlanner::seedScenarioTable_data()
{
    // Seed 003 scenario table, asked among the monthly 8-card machines.
    QTest::addColumn<Job>("job");
    QTest::addColumn<QString>("recommended");
    const QList<QString> machines {kH100Ningxia, kH100Jilin,   k910bHuawei,
                                   k910bSichuan, k4090Machine, k5090Machine,
                                   kA100Machine, kH20Machine,  kH200Machine};

    Job lora = presetJob("llama-3.1-8b", Method::LoRA, Precision::BF16);
    lora.tokensB = 0.2;
    lora.offerings = machines;
    QTest::newRow("7B-10B LoRA: 4090 x8") << lora << k4090Machine;

    Job serve = presetJob("llama-2-13b", Method::Inference, Precision::FP16);
    serve.inference.concurrentRequests = 32;
    serve.inference.targetTokensPerS = 500;
    serve.offerings = machines;
    QTest::newRow("7B-13B inference, high concurrency: 4090 x8") << serve << k4090Machine;

    Job domestic = presetJob("qwen2.5-32b", Method::Full, Precision::BF16);
    domestic.tokensB = 0.5;
    domestic.domesticHardware = true;
    domestic.offerings = machines;
    QTest::newRow("30B-70B training, domestic: 910B x8 Huawei zone") << domestic << k910bHuawei;

    Job budget = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    budget.tokensB = 0.5;
    budget.budgetCny = 10000;
    budget.offerings = machines;
    QTest::newRow("training under a ¥10,000 budget: 4090 x8") << budget << k4090Machine;
}

void TestPlanner::seedScenarioTable()
{
    QFETCH(Job, job);
    QFETCH(QString, recommended);
    const Plan plan = makePlan(job, seedCatalog());
    QCOMPARE(plan.recommendedId, recommended);
    QVERIFY(plan.option(recommended)->feasible);
}

void TestPlanner::threadCountDoesNotChangeThePlan_data()
{
    QTest::addColumn<Job>("job");
    Job full = presetJob("llama-3.1-70b", Method::Full, Precision::BF16);
    full.tokensB = 5;
    full.deadlineDays = 21;
    full.budgetCny = 100000;
    QTest::newRow("70B full, deadline and budget") << full;
    Job weekly = presetJob("llama-3.1-70b", Method::LoRA, Precision::BF16);
    weekly.tokensB = 0.5;
    weekly.iteration = Iteration::Weekly;
    weekly.expansion = Expansion::Within6Months;
    QTest::newRow("70B LoRA weekly, expansion planned") << weekly;
    QTest::newRow("13B serving") << chat("llama-2-13b", Precision::FP16);
    Job none = presetJob("llama-3.1-70b", Method::Full, Precision::BF16);
    none.tokensB = 5;
    none.budgetCny = 1000;
    QTest::newRow("nothing feasible: what would run") << none;
}

void TestPlanner::threadCountDoesNotChangeThePlan()
{
    // Large catalogs are planned on several threads; each has its own search memo and reason
    // pool, and the plan must be the one a single thread makes, option for option. The seed
    // catalog 30 times over, each copy's prices a little different so reasons differ too.
    QFETCH(Job, job);
    const CatalogData seed = seedCatalog();
    CatalogData catalog;
    catalog.accelerators = seed.accelerators;
    for (int copy = 0; copy < 30; ++copy) {
        for (Offering o : seed.offerings) {
            o.id += QStringLiteral("-copy%1").arg(copy);
            for (PriceSnapshot &p : o.prices)
                p.priceFen += copy * 100;
            catalog.offerings.append(o);
        }
    }
    catalog.buildIndex();
    const QByteArray one = QJsonDocument(planToJson(makePlan(job, catalog, nullptr, 1), catalog))
                               .toJson(QJsonDocument::Compact);
    QVERIFY(one.contains("-copy29"));
    for (const int threads : {2, 3, 7}) {
        const QByteArray many
            = QJsonDocument(planToJson(makePlan(job, catalog, nullptr, threads), catalog))
                  .toJson(QJsonDocument::Compact);
        QVERIFY2(many == one, qPrintable(QStringLiteral("%1 threads").arg(threads)));
    }
}

void TestPlanner::subPlanHasTheFullPlansOptions_data()
{
    // One offering at one card count, as the scaling chart asks: counts that do not fit, that
    // miss the deadline and that run, on a machine (monthly, with the trial path) and a
    // container.
    QTest::addColumn<Job>("job");
    QTest::addColumn<QString>("offering");
    QTest::addColumn<int>("gpus");
    Job full = presetJob("llama-3.1-70b", Method::Full, Precision::BF16);
    full.tokensB = 5;
    full.deadlineDays = 21;
    for (const int gpus : {1, 8, 16, 64})
        QTest::addRow("70B full on H100 x%d", gpus) << full << QString(kH100Ningxia) << gpus;
    Job lora = presetJob("llama-2-7b", Method::LoRA, Precision::BF16);
    lora.tokensB = 0.1;
    for (const int gpus : {1, 2})
        QTest::addRow("7B LoRA on 4090 container x%d", gpus)
            << lora << QString(k4090Container) << gpus;
    QTest::newRow("13B serving on 4090 x1")
        << chat("llama-2-13b", Precision::FP16) << QString(k4090Container) << 1;
}

void TestPlanner::subPlanHasTheFullPlansOptions()
{
    // The sub-plan leaves out only the advice that plans again; the option, its figures and
    // reasons, and the recommendation are the full plan's.
    QFETCH(Job, job);
    QFETCH(QString, offering);
    QFETCH(int, gpus);
    const CatalogData catalog = seedCatalog();
    job.offerings = {offering};
    job.gpuCount = gpus;
    const QJsonObject full = planToJson(makePlan(job, catalog), catalog);
    const QJsonObject sub = planToJson(makeSubPlan(job, catalog), catalog);
    QCOMPARE(sub.value(u"options").toArray().size(), 1);
    QCOMPARE(sub.value(u"options"), full.value(u"options"));
    QCOMPARE(sub.value(u"recommended"), full.value(u"recommended"));
    QCOMPARE(sub.value(u"breakeven"), full.value(u"breakeven"));
    const QSet<QString> replanned {QStringLiteral("would_run_with"),
                                   QStringLiteral("leaner_framework"),
                                   QStringLiteral("trial_first")};
    // The recommendation and the advice, less what was planned again.
    for (const char16_t *key : {u"recommendation", u"advice"}) {
        QJsonArray kept;
        for (const QJsonValue &reason : full.value(key).toArray()) {
            if (!replanned.contains(reason.toObject().value(u"code").toString()))
                kept.append(reason);
        }
        QCOMPARE(sub.value(key).toArray(), kept);
    }
}

QTEST_APPLESS_MAIN(TestPlanner)
#include "tst_planner.moc"
