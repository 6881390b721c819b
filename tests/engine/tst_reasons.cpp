// Every reason code the engine emits is produced by at least one job here, with its severity
// and its key numbers; a last check scans the engine sources for codes this table misses.

#include "costmodel.h"
#include "planner.h"
#include "reasons.h"
#include "testcatalog.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <functional>

using namespace gp;
using namespace gp::test;
using namespace Qt::StringLiterals;

namespace {

using Sev = Reason::Severity;

// Where a reason is expected: on an offering's option, or plan-wide.
const QString kAdvice = QStringLiteral("@advice");
const QString kRecommendation = QStringLiteral("@recommendation");

Job preset(const char *name, Method method, double tokensB = 0.1)
{
    Job j;
    j.model.preset = QString::fromLatin1(name);
    j.method = method;
    j.tokensB = tokensB;
    return j;
}

CatalogData brokenCatalog()
{
    CatalogData c = seedCatalog();
    Offering unknown = *c.offering(kH100Jilin);
    unknown.id = QStringLiteral("unknown-accelerator");
    unknown.acceleratorId = QStringLiteral("tpu-v9");
    Offering unpriced = *c.offering(kH100Jilin);
    unpriced.id = QStringLiteral("unpriced");
    unpriced.prices.clear();
    // A machine whose RAM the catalog does not state: planned with its sibling's.
    Offering noRam = *c.offering(kH100Ningxia);
    noRam.id = QStringLiteral("h100-ram-not-stated");
    noRam.ramGb.reset();
    c.offerings.append(unknown);
    c.offerings.append(unpriced);
    c.offerings.append(noRam);
    // H100 cards rented by the hour: somewhere to sprint.
    Offering hourly = *c.offering(k4090Container);
    hourly.id = QStringLiteral("h100-by-the-hour");
    hourly.acceleratorId = QStringLiteral("h100-sxm-80g");
    hourly.prices = {price(kSep28, BillingUnit::Hour, PriceScope::PerGpu, 25)};
    c.offerings.append(hourly);
    return c;
}

const QList<Reason> *reasonsAt(const Plan &plan, const QString &where)
{
    if (where == kAdvice)
        return &plan.advice;
    if (where == kRecommendation)
        return &plan.recommendation;
    const PlanOption *o = plan.option(where);
    return o ? &o->reasons : nullptr;
}

QSet<QString> &codesSeen()
{
    static QSet<QString> seen;
    return seen;
}

} // namespace

using JobMaker = std::function<Job()>;
Q_DECLARE_METATYPE(JobMaker)

class TestReasons final : public QObject {
    Q_OBJECT

private slots:
    void produced_data();
    void produced();
    void everyEngineCodeIsCovered();
    void poolSharesEqualReasonsOnly();
    void sortKeepsOrderWithinASeverity();
};

void TestReasons::produced_data()
{
    QTest::addColumn<JobMaker>("makeJob");
    QTest::addColumn<bool>("broken");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("severity");
    QTest::addColumn<QString>("number"); // a key number that must be present ...
    QTest::addColumn<double>("atLeast"); // ... and at least this
    QTest::addColumn<QString>("textKey"); // a text that must be present ...
    QTest::addColumn<QString>("textValue"); // ... with this value (empty: any)

    const int B = int(Sev::Blocker), W = int(Sev::Warning), I = int(Sev::Info);
    const auto row
        = [&](const char *name, JobMaker make, const QString &where, const char *code, int sev,
              const char *number = "", double atLeast = 0, const char *textKey = "",
              const QString &textValue = {}, bool broken = false) {
              QTest::newRow(name) << make << broken << where << QString::fromLatin1(code) << sev
                                  << QString::fromLatin1(number) << atLeast
                                  << QString::fromLatin1(textKey) << textValue;
          };

    row(
        "70B full on 4090 x8: needs > 1,120 GB, has 192", [] { return defaultJob(); }, k4090Machine,
        "memory_exceeded", B, "needed_gb", 1120);
    row(
        "70B full on 4090 x8: PCIe all-reduce of 140 GB", [] { return defaultJob(); }, k4090Machine,
        "pcie_allreduce_bottleneck", W, "gradient_gb", 140);
    row(
        "5-day deadline on H100 x8",
        [] {
            Job j = defaultJob();
            j.deadlineDays = 5;
            return j;
        },
        kH100Ningxia, "deadline_missed", B, "deadline_hours", 120);
    row(
        "deadline just above H100's expected time",
        [] {
            Job j = defaultJob();
            j.offerings = {kH100Ningxia};
            const Plan p = makePlan(j, seedCatalog());
            j.deadlineDays = p.options.first().hours.expected * 1.03 / 24;
            return j;
        },
        kH100Ningxia, "deadline_at_risk", W, "likelihood", 0.01);
    row(
        "¥50,000 budget against ¥86,880",
        [] {
            Job j = defaultJob();
            j.budgetCny = 50000;
            return j;
        },
        kH100Ningxia, "over_budget", B, "cost_cny", 86880);
    row(
        "budget just above a container's expected bill",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA, 0.5);
            j.offerings = {k4090Container};
            const Plan p = makePlan(j, seedCatalog());
            j.budgetCny = yuanFromFen(p.options.first().costBilledFen) * 1.01;
            return j;
        },
        k4090Container, "budget_at_risk", W, "budget_cny", 1);
    row(
        "physical isolation excludes containers",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.physicalIsolation = true;
            return j;
        },
        k4090Container, "compliance_isolation", B, "", 0, "form", QStringLiteral("container"));
    row(
        "domestic hardware excludes H100",
        [] {
            Job j = preset("qwen2.5-32b", Method::LoRA);
            j.domesticHardware = true;
            return j;
        },
        kH100Ningxia, "compliance_domestic", B, "", 0, "vendor", QStringLiteral("NVIDIA"));
    row(
        "custom kernels need root: containers lack it",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.customKernels = true;
            return j;
        },
        k4090Container, "custom_kernels_need_root", B);
    row(
        "full training in INT4",
        [] {
            Job j = preset("llama-2-7b", Method::Full);
            j.precision = Precision::INT4;
            return j;
        },
        kH100Ningxia, "precision_not_trainable", B, "", 0, "suggested_method",
        QStringLiteral("qlora"));
    row(
        "FP8 on A100 falls back to BF16",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.precision = Precision::FP8;
            return j;
        },
        kA100Machine, "fp8_unsupported", W, "fallback_tflops", 312);
    row(
        "70B serving at 100k tokens/s on 4090 containers",
        [] {
            Job j = preset("llama-2-70b", Method::Inference);
            j.precision = Precision::INT4;
            j.inference.targetTokensPerS = 100000;
            return j;
        },
        k4090Container, "serving_target_missed", B, "target_tokens_per_s", 100000);
    row(
        "pinned TP 2 over PCIe",
        [] {
            Job j = preset("llama-2-13b", Method::LoRA);
            j.layout = LayoutPin {};
            j.layout->tp = 2;
            return j;
        },
        k4090Machine, "tp_over_pcie", W, "tp", 2);
    row(
        "16 cards over the shared 1000M link",
        [] {
            Job j = preset("llama-2-7b", Method::Full, 1);
            j.gpuCount = 16;
            return j;
        },
        kH100Ningxia, "shared_network_cross_node", B, "nodes", 2);
    row(
        "16 cards over IB need a sales quote",
        [] {
            Job j = preset("llama-2-7b", Method::Full, 1);
            j.gpuCount = 16;
            return j;
        },
        kH100Jilin, "multi_node_quote", I, "nodes", 2);
    row(
        "70B full on H100 x8 offloads to 2 TB RAM", [] { return defaultJob(); }, kH100Ningxia,
        "offload_host_ram", I, "host_capacity_gb", 2048);
    // 70e9 x (2 B weights + 12 B optimizer) = 980 GB per checkpoint.
    row(
        "checkpoints and restarts in the whole bill", [] { return defaultJob(); }, kH100Ningxia,
        "checkpoint_restart_overhead", I, "checkpoint_gb", 980);
    row(
        "910B needs CANN migration", [] { return defaultJob(); }, k910bHuawei, "cann_migration", I,
        "person_days_high", 5, "tool", QStringLiteral("torch_npu"));
    row(
        "910B with custom kernels: more person-days",
        [] {
            Job j = defaultJob();
            j.customKernels = true;
            return j;
        },
        k910bHuawei, "cann_migration", W, "person_days_high", 15);
    row(
        "measured 4090 trial runs",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.measured = {{QStringLiteral("rtx-4090-24g"), 1, 1500, {}}};
            return j;
        },
        k4090Machine, "measured_fit", I, "mfu", 0.2);
    row(
        "a trial run read from its log: the model's figure beside it",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            Measurement m {QStringLiteral("rtx-4090-24g"), 2, 2200, 21.0};
            m.log = QStringLiteral("runs/trainer_log.jsonl");
            m.fromLog = TrialLogFacts {};
            m.fromLog->format = QStringLiteral("LLaMA-Factory trainer_log.jsonl");
            m.fromLog->firstStep = 11;
            m.fromLog->lastStep = 200;
            j.measured = {m};
            return j;
        },
        kAdvice, "trial_log", I, "model_tokens_per_s", 100, "file",
        QStringLiteral("runs/trainer_log.jsonl"));
    row(
        "a trial's peak memory replaces the model's",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.measured = {{QStringLiteral("rtx-4090-24g"), 1, 1500, 20.0}};
            return j;
        },
        k4090Machine, "measured_memory", I, "measured_gb", 20);
    row(
        "Transformers + PEFT on the 910B: torch_npu",
        [] { return preset("llama-2-7b", Method::LoRA); }, k910bHuawei, "framework_substituted", I,
        "", 0, "used", QStringLiteral("torch_npu"));
    row(
        "8B LoRA at 8,192 tokens: a leaner stack fits the 24 GB card",
        [] {
            Job j = preset("llama-3.1-8b", Method::LoRA);
            j.framework = Framework::Hf;
            return j;
        },
        kAdvice, "leaner_framework", I, "gpus", 1, "framework", QStringLiteral("unsloth"));
    row(
        "70B on H100 x8: held to the best published run of its size", [] { return defaultJob(); },
        kH100Ningxia, "mfu_capped", I, "mfu", 0.2);
    row(
        "job MFU 40%: planned as a higher compute efficiency on H100 x8",
        [] {
            Job j = defaultJob();
            j.mfu = 0.4;
            return j;
        },
        kH100Ningxia, "mfu_converted", I, "compute_efficiency", 0.4);
    row(
        "job MFU 95% on 4090 x8: PCIe traffic alone forbids it",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.mfu = 0.95;
            return j;
        },
        k4090Machine, "mfu_unreachable", W, "mfu", 0.95);
    row(
        "a month paid for a shorter job", [] { return defaultJob(); }, kH100Ningxia, "idle_paid", I,
        "idle_hours", 100);
    row(
        "7B LoRA on H100 x8: 1/11 on the 4090 machine",
        [] { return preset("llama-2-7b", Method::LoRA); }, kH100Ningxia, "over_provisioned", W,
        "cost_ratio", 10.9, "alternative", k4090Machine);
    row(
        "expansion within 6 months: Jilin rather than Ningxia",
        [] {
            Job j = defaultJob();
            j.expansion = Expansion::Within6Months;
            return j;
        },
        kH100Ningxia, "needs_ib_for_expansion", W, "", 0, "alternative", kH100Jilin);
    // A whole machine's worth of container cards used 700 h a month: above the monthly-paid
    // line (¥1.57, 630 h) the 8-card machine is cheaper.
    row(
        "700 h a month on 8 container cards",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.monthlyHours = 700;
            j.gpuCount = 8;
            return j;
        },
        k4090Container, "breakeven_favours_monthly", I, "breakeven_hours", 630, "alternative",
        k4090Machine);
    row(
        "break-even also as plan advice",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.monthlyHours = 700;
            j.gpuCount = 8;
            return j;
        },
        kAdvice, "breakeven_favours_monthly", I, "monthly_hours", 700);
    row(
        "16 cards on an 8-card container",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.gpuCount = 16;
            return j;
        },
        k4090Container, "gpu_count_unavailable", B, "max_gpus", 8);
    row(
        "pinned TP 3 divides nothing",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA);
            j.layout = LayoutPin {};
            j.layout->tp = 3;
            return j;
        },
        kH100Jilin, "layout_invalid", B, "heads", 32);
    row(
        "offering on an unknown accelerator", [] { return defaultJob(); },
        QStringLiteral("unknown-accelerator"), "unknown_accelerator", B, "", 0, "accelerator",
        QStringLiteral("tpu-v9"), true);
    row(
        "offering without a price", [] { return defaultJob(); }, QStringLiteral("unpriced"),
        "no_price", B, "", 0, "", {}, true);
    row(
        "custom 70B: architecture estimated", [] { return defaultJob(); }, kAdvice,
        "architecture_estimated", I, "layers", 60);
    row(
        "tier of 70B LoRA on 24 GB cards",
        [] {
            Job j = preset("llama-2-70b", Method::LoRA, 0.05);
            j.model.seqLen = 2048;
            return j;
        },
        kAdvice, "tier", I, "gpus", 8, "tier_name", QStringLiteral("eight_card_machine"));
    row(
        "weekly: hybrid, iterate on a 4090 card, sprint on H100 by the hour",
        [] {
            Job j = preset("llama-2-7b", Method::LoRA, 0.5);
            j.iteration = Iteration::Weekly;
            return j;
        },
        kAdvice, "hybrid_plan", I, "sprint_hours", 0.01, "sprint",
        QStringLiteral("h100-by-the-hour"), true);
    row(
        "weekly: the 910B machine cannot keep the cadence",
        [] {
            Job j = defaultJob();
            j.tokensB = 3.4;
            j.iteration = Iteration::Weekly;
            j.offerings = {kH100Ningxia, k910bHuawei};
            return j;
        },
        k910bHuawei, "misses_weekly_cadence", B, "hours", 168);
    row(
        "one-off: lowest cost of the run recommended", [] { return defaultJob(); }, kRecommendation,
        "recommended", I, "cost_cny", 1, "offering", k910bHuawei);
    row(
        "one-off: H100 the runner-up, days sooner", [] { return defaultJob(); }, kRecommendation,
        "runner_up", I, "hours_saved", 100, "offering", kH100Ningxia);
    row(
        "one-off in 15 days: the 910B a few days late for far less",
        [] {
            Job j = defaultJob();
            j.deadlineDays = 15;
            return j;
        },
        kRecommendation, "cheaper_past_deadline", I, "saving_cny", 10000, "offering", k910bHuawei);
    row(
        "weekly: H100 recommended by the month of runs",
        [] {
            Job j = defaultJob();
            j.tokensB = 3.4;
            j.iteration = Iteration::Weekly;
            j.offerings = {kH100Ningxia, k910bHuawei};
            return j;
        },
        kRecommendation, "recommended", I, "hours", 1, "offering", kH100Ningxia);
    row(
        "weekly on H100 x8: a run of 98% of the week is not sure to fit it",
        [] {
            // Tokens scaled until a run takes about 98% of the week, as the model prices it.
            Job j = defaultJob();
            j.iteration = Iteration::Weekly;
            j.offerings = {kH100Ningxia};
            for (int i = 0; i < 4; ++i) {
                const Plan p = makePlan(j, seedCatalog());
                j.tokensB
                    *= 0.98 * CostModel::kHoursPerWeek / p.option(kH100Ningxia)->hours.expected;
            }
            return j;
        },
        kH100Ningxia, "cadence_at_risk", W, "week_hours", 168);
    row(
        "a day and a half on a monthly H100 machine: the day rate to ask for",
        [] {
            Job j = defaultJob();
            j.tokensB = 0.8;
            return j;
        },
        kH100Ningxia, "day_rental", I, "break_even_day_cny", 1);
    row(
        "a 21-day deadline on a machine whose delivery the catalog does not state",
        [] {
            Job j = defaultJob();
            j.deadlineDays = 21;
            return j;
        },
        kRecommendation, "lead_time", I, "deadline_hours", 504, "kind", QStringLiteral("unknown"));
    row(
        "a monthly H100 machine: the trial by the hour first",
        [] {
            Job j = defaultJob();
            j.offerings = {kH100Ningxia};
            return j;
        },
        kRecommendation, "trial_first", I, "total_cost_cny", 1, "recommended", kH100Ningxia);
    row(
        "RAM not stated: planned with the sibling machine's", [] { return defaultJob(); },
        QStringLiteral("h100-ram-not-stated"), "ram_assumed", W, "ram_gb", 2048, "from", {}, true);
    row(
        "nothing fits: LoRA would",
        [] {
            Job j = defaultJob();
            j.offerings = {k4090Machine};
            return j;
        },
        kAdvice, "would_run_with", I, "gpus", 1, "change", QStringLiteral("lora"));
    row(
        "nothing fits: no feasible option",
        [] {
            Job j = defaultJob();
            j.offerings = {k4090Machine};
            return j;
        },
        kRecommendation, "no_feasible_option", W, "options", 1);
}

void TestReasons::produced()
{
    QFETCH(JobMaker, makeJob);
    QFETCH(bool, broken);
    QFETCH(QString, where);
    QFETCH(QString, code);
    QFETCH(int, severity);
    QFETCH(QString, number);
    QFETCH(double, atLeast);
    QFETCH(QString, textKey);
    QFETCH(QString, textValue);
    const Plan plan = makePlan(makeJob(), broken ? brokenCatalog() : seedCatalog());
    const QList<Reason> *reasons = reasonsAt(plan, where);
    QVERIFY2(reasons, qPrintable(where));
    const Reason *found = nullptr;
    QStringList codes;
    for (const auto &r : *reasons) {
        codes << r.code;
        if (r.code == code && int(r.severity) == severity)
            found = &r;
    }
    QVERIFY2(found, qPrintable(codes.join(QLatin1Char(' '))));
    if (!number.isEmpty()) {
        QVERIFY2(found->number(number, -1e300) >= atLeast,
                 qPrintable(QStringLiteral("%1 = %2").arg(number).arg(found->number(number))));
    }
    if (!textKey.isEmpty()) {
        QVERIFY(!found->text(textKey).isEmpty());
        if (!textValue.isEmpty())
            QCOMPARE(found->text(textKey), textValue);
    }
    if (severity == int(Sev::Blocker) && where != kAdvice && where != kRecommendation)
        QVERIFY(!plan.option(where)->feasible);
    codesSeen().insert(code);
}

void TestReasons::everyEngineCodeIsCovered()
{
    const QByteArray root = qgetenv("GPUPLANNER_SOURCE_DIR");
    if (root.isEmpty())
        QSKIP("GPUPLANNER_SOURCE_DIR not set");
    const QDir dir(QString::fromLocal8Bit(root) + QStringLiteral("/app/engine"));
    const QRegularExpression re(QStringLiteral("makeReason\\(\\s*u?\"([a-z0-9_]+)\""));
    QSet<QString> emitted;
    for (const QString &name : dir.entryList({QStringLiteral("*.cpp")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        for (auto it = re.globalMatch(text); it.hasNext();)
            emitted.insert(it.next().captured(1));
    }
    QVERIFY(emitted.size() > 20);
    QStringList missing;
    for (const QString &c : emitted) {
        if (!codesSeen().contains(c))
            missing << c;
    }
    missing.sort();
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
}

void TestReasons::poolSharesEqualReasonsOnly()
{
    ReasonPool pool;
    const auto memory = [](double needed) {
        return makeReason(u"memory_exceeded", Sev::Blocker,
                          {{u"needed_gb", needed}, {u"capacity_gb", 192}});
    };
    QList<Reason> first {memory(1120), makeReason(u"multi_node_quote", Sev::Info)};
    QList<Reason> second {memory(1120), memory(0.0)};
    QList<Reason> third {memory(-0.0)};
    pool.share(first);
    pool.share(second);
    pool.share(third);
    // Equal reasons share their numbers; equal values are not enough for 0 and -0.
    QCOMPARE(second.at(0).numbers.constData(), first.at(0).numbers.constData());
    QVERIFY(third.at(0).numbers.constData() != second.at(1).numbers.constData());
    QVERIFY(std::signbit(third.at(0).number(u"needed_gb"_s)));
    QVERIFY(!std::signbit(second.at(1).number(u"needed_gb"_s)));
    // Changing one option's reason copies it first: the other keeps its own.
    second[0].numbers.append({u"gpus"_s, 8});
    QCOMPARE(first.at(0).numbers.size(), 2);
    QCOMPARE(second.at(0).numbers.size(), 3);
    QCOMPARE(first.at(0).number(u"needed_gb"_s), 1120.0);
}

void TestReasons::sortKeepsOrderWithinASeverity()
{
    QList<Reason> reasons {makeReason(u"a", Sev::Info),    makeReason(u"b", Sev::Blocker),
                           makeReason(u"c", Sev::Warning), makeReason(u"d", Sev::Info),
                           makeReason(u"e", Sev::Blocker), makeReason(u"f", Sev::Warning)};
    sortReasons(reasons);
    QStringList codes;
    for (const Reason &r : reasons)
        codes << r.code;
    QCOMPARE(codes, QStringList({u"b"_s, u"e"_s, u"c"_s, u"f"_s, u"a"_s, u"d"_s}));
}

QTEST_APPLESS_MAIN(TestReasons)
#include "tst_reasons.moc"
