// Plans for the software a team runs (MODEL.md "Frameworks"): the Transformers + PEFT peak on
// a 24 GB card against leaner stacks, a trial run's memory and its scaling over card counts,
// layouts held to what published runs reached, and the whole run's hours beside the steady ones.

#include "jobparser.h"
#include "memorymodel.h"
#include "planner.h"
#include "shippeddata.h"
#include "timemodel.h"
#include "workload.h"

#include <QFile>
#include <QTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

const CatalogData &shipped()
{
    static const CatalogData data = [] {
        QString error;
        const auto d = db::ShippedData::read(u":/db/data/default_catalog.json"_s, &error);
        if (!d)
            qFatal("shipped catalog: %s", qPrintable(error));
        return d->data();
    }();
    return data;
}

Job sampleJob(const QString &name)
{
    QFile f(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs/"_s + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    const JobParseResult r = parseJob(f.readAll());
    if (!r.ok())
        qFatal("%s: %s", qPrintable(name), qPrintable(r.errorLine()));
    return *r.job;
}

const Reason *find(const QList<Reason> &reasons, const QString &code)
{
    for (const Reason &r : reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

const QString k4090Container = u"jygpu-ct-4090"_s;

/// The lora-7b sample job on one RTX 4090 container card with the given software.
PlanOption oneRtx4090(Framework f)
{
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.framework = f;
    job.gpuCount = 1;
    job.offerings = {k4090Container};
    const Plan plan = makePlan(job, shipped());
    return plan.options.value(0);
}

} // namespace

class TestFrameworkPlans final : public QObject {
    Q_OBJECT

private slots:
    void transformersPeakOnOneRtx4090();
    void leanerStacksNeedLess();
    void sampleJobsStateTheirFramework_data();
    void sampleJobsStateTheirFramework();
    void defaultIsStatedInThePlan();
    void counterpartOnAscendIsSaid();
    void trialMemoryReplacesTheModel();
    void trialRunsAtTwoCountsGiveTheScaling();
    void chosenLayoutHeldToPublishedRuns();
    void pinnedLayoutIsNotHeld();
    void wholeRunBesideSteadyHours();
    void failuresGrowWithCardsAndDuration();
};

void TestFrameworkPlans::transformersPeakOnOneRtx4090()
{
    // Transformers + PEFT as LLaMA-Factory runs it: gradient checkpointing on, the micro-batch
    // fitted (here the smallest, since nothing larger fits), and its own peak: the FP32 logits
    // of its loss and what its eager kernels keep.
    const PlanOption o = oneRtx4090(Framework::Hf);
    QCOMPARE(o.framework, Framework::Hf);
    QCOMPARE(o.layout.recompute, Recompute::Full);
    QCOMPARE(o.layout.microBatch, 1);
    QCOMPARE(o.layout.tp, 1);
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.framework = Framework::Hf;
    const Workload w = Workload::fromJob(job);
    const MemoryBreakdown peak = MemoryModel::training(w, o.layout, 8).gpu;
    QCOMPARE(o.memoryPerGpuGb, peak.total());
    // The logits alone: 12 bytes per vocabulary entry per token of the 4,096-token sequence.
    QVERIFY(o.memory.activations > 12.0 * w.shape.vocab * w.shape.seqLen / 1e9);
    // Qwen2.5-7B at 4,096 tokens is over a 24 GB card with this stack: the verdict says so
    // instead of promising a fit.
    QVERIFY2(o.memoryPerGpuGb > o.memoryCapacityGb, qPrintable(QString::number(o.memoryPerGpuGb)));
    QVERIFY(find(o.reasons, u"memory_exceeded"_s));
    QVERIFY(!o.feasible);
}

void TestFrameworkPlans::leanerStacksNeedLess()
{
    const PlanOption hf = oneRtx4090(Framework::Hf);
    for (const Framework f : {Framework::Fsdp, Framework::Torchtune, Framework::Unsloth}) {
        const PlanOption lean = oneRtx4090(f);
        QVERIFY2(lean.memoryPerGpuGb < hf.memoryPerGpuGb, qPrintable(Frameworks::key(f)));
        QVERIFY2(lean.memoryPerGpuGb <= lean.memoryCapacityGb, qPrintable(Frameworks::key(f)));
        QVERIFY2(lean.feasible, qPrintable(Frameworks::key(f)));
        // Fused kernels are faster too.
        QVERIFY(lean.tokensPerS > 0);
    }
    // Transformers + PEFT runs 40-75% longer per step than the fused stacks (the issue's
    // measurements on a Hopper card; here on the RTX 4090 at the planned layouts).
    const double slower = oneRtx4090(Framework::Fsdp).tokensPerS / hf.tokensPerS;
    QVERIFY2(slower > 1.3 && slower < 1.9, qPrintable(QString::number(slower)));
    // Left to choose its cards, Transformers + PEFT takes two and shards the base (ZeRO-3).
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.offerings = {k4090Container};
    const Plan plan = makePlan(job, shipped());
    const PlanOption &o = plan.options.first();
    QCOMPARE(o.framework, Framework::Hf);
    QCOMPARE(o.totalGpus, 2);
    QCOMPARE(o.layout.zero, 3);
    QVERIFY(o.memoryPerGpuGb <= o.memoryCapacityGb);
}

void TestFrameworkPlans::sampleJobsStateTheirFramework_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("framework");
    QTest::newRow("default: Megatron") << u"default.gpuplan"_s << u"megatron"_s;
    QTest::newRow("lora-7b: Transformers + PEFT") << u"lora-7b.gpuplan"_s << u"hf"_s;
    QTest::newRow("budget-10k: Transformers + PEFT") << u"budget-10k.gpuplan"_s << u"hf"_s;
    QTest::newRow("inference-13b: vLLM") << u"inference-13b.gpuplan"_s << u"vllm"_s;
    QTest::newRow("chat-7b: vLLM") << u"chat-7b.gpuplan"_s << u"vllm"_s;
    QTest::newRow("domestic-32b: Megatron") << u"domestic-32b.gpuplan"_s << u"megatron"_s;
    QTest::newRow("weekly-70b: Megatron") << u"weekly-70b.gpuplan"_s << u"megatron"_s;
}

void TestFrameworkPlans::sampleJobsStateTheirFramework()
{
    QFETCH(QString, file);
    QFETCH(QString, framework);
    const Job job = sampleJob(file);
    QVERIFY(job.framework);
    QCOMPARE(Frameworks::key(*job.framework), framework);
    // Each states what a team running it most likely uses: the default for such a job.
    QCOMPARE(Frameworks::defaultFor(job), *job.framework);
}

void TestFrameworkPlans::defaultIsStatedInThePlan()
{
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.framework.reset();
    const Plan plan = makePlan(job, shipped());
    QCOMPARE(plan.framework, Framework::Hf);
    QVERIFY(plan.frameworkDefaulted);
    job.framework = Framework::Unsloth;
    const Plan own = makePlan(job, shipped());
    QCOMPARE(own.framework, Framework::Unsloth);
    QVERIFY(!own.frameworkDefaulted);
}

void TestFrameworkPlans::counterpartOnAscendIsSaid()
{
    const Plan plan = makePlan(sampleJob(u"lora-7b.gpuplan"_s), shipped());
    int ascend = 0;
    for (const PlanOption &o : plan.options) {
        if (o.acceleratorId != u"ascend-910b-64g")
            continue;
        ++ascend;
        QCOMPARE(o.framework, Framework::TorchNpu);
        const Reason *r = find(o.reasons, u"framework_substituted"_s);
        QVERIFY(r);
        QCOMPARE(r->text(u"framework"_s), u"hf"_s);
        QCOMPARE(r->text(u"used"_s), u"torch_npu"_s);
    }
    QVERIFY(ascend > 0);
}

void TestFrameworkPlans::trialMemoryReplacesTheModel()
{
    // A trial on one RTX 4090 that reported 21 GB at its peak: Transformers + PEFT, which the
    // model puts over the card, fits as the trial proved, and the plan says from what.
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.offerings = {k4090Container};
    job.gpuCount = 1;
    job.measured = {{u"rtx-4090-24g"_s, 1, 2100, 21.0}};
    const Plan plan = makePlan(job, shipped());
    const PlanOption &o = plan.options.first();
    const Reason *r = find(o.reasons, u"measured_memory"_s);
    QVERIFY(r);
    QCOMPARE(r->number(u"measured_gb"_s), 21.0);
    QVERIFY(r->number(u"model_gb"_s) > 24.0);
    QVERIFY(r->number(u"factor"_s) < 1.0);
    QVERIFY2(qAbs(o.memoryPerGpuGb - 21.0) < 0.05, qPrintable(QString::number(o.memoryPerGpuGb)));
    QVERIFY(o.feasible);
    // A trial that needed more than the model moves the other way.
    job.measured = {{u"rtx-4090-24g"_s, 1, 2100, 23.9}};
    job.framework = Framework::Fsdp;
    const PlanOption more = makePlan(job, shipped()).options.first();
    QVERIFY(qAbs(more.memoryPerGpuGb - 23.9) < 0.05);
}

void TestFrameworkPlans::trialRunsAtTwoCountsGiveTheScaling()
{
    // The seeds' second step: 2 and 4 cards by the hour, no one-card run. Per-card speed falls
    // from 2 to 4 cards; the fitted scaling carries that on to 8.
    Job job = sampleJob(u"lora-7b.gpuplan"_s);
    job.framework = Framework::Fsdp;
    job.offerings = {u"jygpu-bm-4090-sichuan2"_s};
    job.budgetCny.reset();
    job.measured = {{u"rtx-4090-24g"_s, 2, 5000, {}}, {u"rtx-4090-24g"_s, 4, 9000, {}}};
    const Plan plan = makePlan(job, shipped());
    QCOMPARE(plan.efficiencySource, u"measured"_s);
    const PlanOption &o = plan.options.first();
    const Reason *fit = find(o.reasons, u"measured_fit"_s);
    QVERIFY(fit);
    QVERIFY(fit->number(u"scaling_coefficient"_s) > 0);
    // 1 / (1 + c log2 g): 2 -> 4 cards lost 10% per card; 8 cards lose more than 4 did.
    const double c = fit->number(u"scaling_coefficient"_s);
    const double at2 = 1.0 / (1.0 + c), at4 = 1.0 / (1.0 + 2.0 * c), at8 = 1.0 / (1.0 + 3.0 * c);
    QVERIFY(qAbs(at4 / at2 - 9000.0 / 4 / (5000.0 / 2)) < 1e-6);
    QVERIFY(fit->number(u"scaling_efficiency"_s) <= at4 + 1e-9);
    QVERIFY(qAbs(fit->number(u"scaling_efficiency"_s) - at8) < 1e-9);
}

void TestFrameworkPlans::chosenLayoutHeldToPublishedRuns()
{
    // The default job's chosen layout on H100 would plan more than any published 16-bit run of
    // a size within 4x of 70B reached on that card: it is planned at that run's MFU and says so.
    const Plan plan = makePlan(sampleJob(u"default.gpuplan"_s), shipped());
    const PlanOption *h100 = plan.option(u"jygpu-bm-h100-ningxia1"_s);
    QVERIFY(h100);
    const Reason *cap = find(h100->reasons, u"mfu_capped"_s);
    QVERIFY(cap);
    QVERIFY(!cap->text(u"run"_s).isEmpty());
    QVERIFY(qAbs(cap->number(u"mfu"_s) - h100->mfu) < 1e-9);
    QVERIFY(cap->number(u"compute_efficiency"_s) < cap->number(u"catalog_efficiency"_s));
    QVERIFY(h100->computeEfficiency < 0.57);
}

void TestFrameworkPlans::pinnedLayoutIsNotHeld()
{
    // A layout the team pins is the team's: evaluated as it is, not held to published runs.
    Job job = sampleJob(u"default.gpuplan"_s);
    const Plan free = makePlan(job, shipped());
    const PlanOption *chosen = free.option(u"jygpu-bm-h100-ningxia1"_s);
    QVERIFY(chosen);
    LayoutPin pin;
    pin.tp = chosen->layout.tp;
    pin.pp = chosen->layout.pp;
    pin.zero = chosen->layout.zero;
    pin.microBatch = chosen->layout.microBatch;
    pin.offload = chosen->layout.offload;
    pin.recompute = chosen->layout.recompute;
    job.layout = pin;
    const Plan pinned = makePlan(job, shipped());
    const PlanOption *o = pinned.option(u"jygpu-bm-h100-ningxia1"_s);
    QVERIFY(o);
    QVERIFY(!find(o->reasons, u"mfu_capped"_s));
    QVERIFY(o->mfu > chosen->mfu);
}

void TestFrameworkPlans::wholeRunBesideSteadyHours()
{
    const Plan plan = makePlan(sampleJob(u"default.gpuplan"_s), shipped());
    const PlanOption &o = *plan.option(plan.recommendedId);
    QVERIFY(o.steadyHours > 0);
    QVERIFY(o.hours.expected > o.steadyHours);
    const WholeRun &w = o.wholeRun;
    QCOMPARE(w.steadyHours, o.steadyHours);
    QVERIFY(qAbs(w.hours() - o.hours.expected) < 1e-6 * o.hours.expected);
    QVERIFY(w.startupHours > 0 && w.checkpointHours > 0 && w.evaluationHours > 0);
    const Reason *r = find(o.reasons, u"checkpoint_restart_overhead"_s);
    QVERIFY(r);
    QCOMPARE(r->number(u"steady_hours"_s), o.steadyHours);
}

void TestFrameworkPlans::failuresGrowWithCardsAndDuration()
{
    Job job = sampleJob(u"default.gpuplan"_s);
    const Workload w = Workload::fromJob(job);
    const WholeRun machine = TimeModel::wholeRun(w, 8, 1, 200);
    const WholeRun cluster = TimeModel::wholeRun(w, 16384, 2048, 200);
    const WholeRun longer = TimeModel::wholeRun(w, 8, 1, 2000);
    // Llama 3's rate: one failure per 50,700 card-hours.
    QVERIFY(qAbs(machine.failures - 8 * 200 / TimeModel::kCardHoursBetweenFailures) < 1e-9);
    QVERIFY(cluster.failureHours / cluster.steadyHours
            > 100 * machine.failureHours / machine.steadyHours);
    QVERIFY(longer.failures > 9.9 * machine.failures);
    // Thousands of cards checkpoint more often (Young/Daly), a machine every 3 hours.
    QCOMPARE(machine.intervalHours, TimeModel::kMaxCheckpointIntervalH);
    QVERIFY(cluster.intervalHours < machine.intervalHours);
    // At 16,384 cards the whole run costs a tenth more than steady training, as Llama 3's "over
    // 90% effective training time" allows; one machine a few percent.
    QVERIFY(cluster.hours() / cluster.steadyHours > 1.05);
    QVERIFY(cluster.hours() / cluster.steadyHours < 1.2);
    QVERIFY(machine.hours() / machine.steadyHours < 1.08);
}

QTEST_GUILESS_MAIN(TestFrameworkPlans)
#include "tst_frameworkplans.moc"
