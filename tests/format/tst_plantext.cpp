#include "breakeven.h"
#include "catalogtext.h"
#include "jobparser.h"
#include "plantext.h"
#include "reasontext.h"

#include <QtTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace gp::format;

namespace {

const QLocale en(QLocale::English, QLocale::UnitedStates);
const QLocale zh(QLocale::Chinese, QLocale::China);

gp::Offering offering(const char *id, const QString &labelEn, const QString &labelZh,
                      const char *acc)
{
    gp::Offering o;
    o.id = QString::fromLatin1(id);
    o.labelEn = labelEn;
    o.labelZh = labelZh;
    o.acceleratorId = QString::fromLatin1(acc);
    return o;
}

gp::CatalogData catalog()
{
    gp::CatalogData c;
    gp::Accelerator h100;
    h100.id = u"h100-sxm-80g"_s;
    h100.model = u"H100 SXM 80GB"_s;
    h100.computeEfficiency = 0.57;
    h100.efficiencyLow = 0.48;
    h100.efficiencyHigh = 0.66;
    gp::Accelerator rtx;
    rtx.id = u"rtx-4090-24g"_s;
    rtx.model = u"RTX 4090 24GB"_s;
    c.accelerators = {h100, rtx};
    c.offerings = {
        offering("jygpu-bm-h100-ningxia1", u"H100 80G x8, Ningxia zone 1"_s,
                 u"H100 80G x8 宁夏一区"_s, "h100-sxm-80g"),
        offering("jygpu-bm-910b-huawei", u"Ascend 910B 64G x8, Huawei zone"_s,
                 u"昇腾 910B 64G x8 华为专区"_s, "ascend-910b-64g"),
        offering("jygpu-bm-4090-sichuan2", u"RTX 4090 24G x8, Sichuan zone 2"_s,
                 u"RTX 4090 24G x8 四川二区"_s, "rtx-4090-24g"),
    };
    return c;
}

gp::PlanOption option(const char *id, const QString &label, const char *acc, bool feasible)
{
    gp::PlanOption o;
    o.offeringId = QString::fromLatin1(id);
    o.label = label;
    o.acceleratorId = QString::fromLatin1(acc);
    o.totalGpus = 8;
    o.nodes = 1;
    o.feasible = feasible;
    o.memoryCapacityGb = 80;
    return o;
}

/// The seeds' 70B comparison by hand: H100 x8 recommended, 910B x8 cheaper but slower, 4090 x8
/// blocked by memory.
gp::Plan plan()
{
    gp::Plan p;
    p.job = gp::defaultJob();
    p.catalogDate = QDate(2026, 9, 28);
    p.recommendedId = u"jygpu-bm-h100-ningxia1"_s;
    p.recommendation.append(
        {u"runner_up"_s,
         gp::Reason::Severity::Info,
         {{u"extra_cost_cny"_s, -65680},
          {u"hours_saved"_s, -252},
          {u"hours"_s, 420},
          {u"gpus"_s, 8}},
         {{u"offering"_s, u"jygpu-bm-910b-huawei"_s}, {u"basis"_s, u"weekly"_s}}});
    p.advice.append(
        {u"hybrid_plan"_s,
         gp::Reason::Severity::Info,
         {{u"iterate_hours"_s, 420},
          {u"iterate_cost_cny"_s, 21200},
          {u"sprint_hours"_s, 168},
          {u"sprint_cost_cny"_s, 20272}},
         {{u"iterate"_s, u"jygpu-bm-910b-huawei"_s}, {u"sprint"_s, u"jygpu-bm-h100-ningxia1"_s}}});
    p.cheapestMeetingDeadlineId = u"jygpu-bm-910b-huawei"_s;
    p.efficiencySource = u"catalog"_s;

    auto h
        = option("jygpu-bm-h100-ningxia1", u"H100 80G x8, Ningxia zone 1"_s, "h100-sxm-80g", true);
    h.memoryPerGpuGb = 71.2;
    h.layout.dp = 8;
    h.layout.zero = 3;
    h.layout.offload = true;
    h.layout.recompute = gp::Recompute::Selective;
    h.mfu = 0.4;
    h.computeEfficiency = 0.57;
    h.hours = {140, 168, 210};
    h.hourlyFen = 12067;
    h.costProratedFen = {1689333, 2027200, 2534000};
    h.costBilledFen = 8688000;
    h.needBilledFen = 8688000;
    h.billing = u"month"_s;
    h.onParetoFront = true;
    h.priceSource = u"jygpu.com /markets/bms"_s;

    auto a = option("jygpu-bm-910b-huawei", u"Ascend 910B 64G x8, Huawei zone"_s, "ascend-910b-64g",
                    true);
    a.memoryPerGpuGb = 60.5;
    a.memoryCapacityGb = 64;
    a.hours = {360, 420, 520};
    a.costProratedFen = {1060000, 1236720, 1531000};
    a.costBilledFen = 2120000;
    a.needBilledFen = 2120000;
    a.deadlineLikelihood = 0.62;
    a.reasons.append({u"cann_migration"_s,
                      gp::Reason::Severity::Warning,
                      {{u"person_days_low"_s, 2}, {u"person_days_high"_s, 5}},
                      {}});

    auto r = option("jygpu-bm-4090-sichuan2", u"RTX 4090 24G x8, Sichuan zone 2"_s, "rtx-4090-24g",
                    false);
    r.memoryPerGpuGb = 140;
    r.memoryCapacityGb = 24;
    r.reasons.append({u"pcie_allreduce_bottleneck"_s,
                      gp::Reason::Severity::Warning,
                      {{u"comm_fraction"_s, 0.7}},
                      {}});
    r.reasons.append({u"memory_exceeded"_s,
                      gp::Reason::Severity::Blocker,
                      {{u"needed_gb"_s, 1120},
                       {u"capacity_gb"_s, 192},
                       {u"needed_per_gpu_gb"_s, 140},
                       {u"capacity_per_gpu_gb"_s, 24},
                       {u"gpus"_s, 8}},
                      {}});

    // Infeasible listed first on purpose: the text must still put feasible options first.
    p.options = {r, h, a};
    p.breakeven.append({u"rtx-4090-24g"_s, u"jygpu-ct-4090"_s, u"jygpu-bm-4090-sichuan2"_s, 196,
                        792000, 8, 505.1});
    return p;
}

} // namespace

class TestPlanText final : public QObject {
    Q_OBJECT

private slots:
    void textEnglish();
    void textChinese();
    void breakEvenWording_data();
    void breakEvenWording();
    void modelNamesAsTheirMakersWriteThem_data();
    void modelNamesAsTheirMakersWriteThem();
    void feasibleFirst();
    void noRecommendation();
    void longCatalogsAreCounted_data();
    void longCatalogsAreCounted();
    void rankingWording();
    void servingColumns();
    void csvRows();
    void csvQuoting_data();
    void csvQuoting();
    void csvLabelWithCommaAndQuote();
    void width_data();
    void width();
    void tableAlignsChinese();
};

void TestPlanText::textEnglish()
{
    const QString text = planToText(plan(), catalog(), en);
    QVERIFY2(text.contains(u"Prices as of 28 Sep 2026 (sources: jygpu.com /markets/bms)."_s),
             qPrintable(text));
    QVERIFY(text.contains(u"Job: Llama 3.1 70B (70B), full-parameter training, BF16, on "
                          u"Megatron-Core (NeMo), 5B tokens, deadline 21 days, budget "
                          u"¥100,000."_s));
    // The headline leads with what finance pays, the figure the budget is weighed against.
    QVERIFY(text.contains(u"Recommended: H100 80G x8, Ningxia zone 1, 8 card(s), about 168 h; "
                          u"billed ¥86,880 (¥20,272 pro-rated)."_s));
    QVERIFY(text.contains(u"Runner-up: Ascend 910B 64G x8, Huawei zone costs ¥65,680 less and "
                          u"takes about 10.5 days longer a run."_s));
    QVERIFY(text.contains(u"Cheapest meeting the deadline: Ascend 910B 64G x8, Huawei zone."_s));
    QVERIFY(text.contains(u"RTX 4090 24G x8, Sichuan zone 2: Does not fit: needs 140 GB per "
                          u"card, has 24 GB."_s));
    QVERIFY(text.contains(u"Ascend 910B 64G x8, Huawei zone: Ascend needs the code ported to "
                          u"CANN (torch_npu): about 2 to 5 person-days"_s));
    QVERIFY(text.contains(u"Hybrid plan: iterate on Ascend 910B 64G x8, Huawei zone (420 h a "
                          u"run, ¥21,200 a month), and sprint by the hour on H100 80G x8, Ningxia "
                          u"zone 1 (168 h, ¥20,272 a run)."_s));
    QVERIFY(text.contains(u"RTX 4090 24GB: ¥7,920 a month for 8 cards is ¥990 per card-month; "
                          u"at ¥1.96 per card-hour, bare metal is cheaper above 505 h a "
                          u"month."_s));
    QVERIFY(text.contains(u"¥12,367"_s));
    QVERIFY(text.contains(u"168 (140\u2013210)"_s));
    QVERIFY(text.contains(u"71/80"_s));
    QVERIFY(text.contains(u"deadline 62%"_s));
    QVERIFY(text.contains(u"  does not fit\n"_s)); // the blocker in the verdict column
    QVERIFY(text.contains(u"Compute efficiency on H100 SXM 80GB: 57% of the dense peak expected, "
                          u"48%\u201366% for the low/high band"_s));
    QVERIFY(text.contains(u"end-to-end MFU of the plan 40%."_s));
    QVERIFY(text.contains(u"720 h"_s));
    QVERIFY(text.contains(u"dp8 tp1 pp1 z3 mb1 rc-sel +offload"_s));
    for (const QString &line : text.split(u'\n'))
        QVERIFY2(!line.endsWith(u' '), qPrintable(line));
}

void TestPlanText::textChinese()
{
    const QString text = planToText(plan(), catalog(), zh);
    QVERIFY2(text.contains(u"H100 80G x8 宁夏一区"_s), qPrintable(text));
    QVERIFY(text.contains(u"昇腾 910B 64G x8 华为专区"_s));
    QVERIFY(text.contains(u"2026年9月28日"_s));
    QVERIFY(text.contains(u"¥20,272 (¥2.03万)"_s));
    QVERIFY(text.contains(u"¥86,880 (¥8.69万)"_s));
    QVERIFY(text.contains(u"168 小时"_s));
    QVERIFY(text.contains(u"21 天"_s));
}

void TestPlanText::modelNamesAsTheirMakersWriteThem_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("name");
    QTest::newRow("llama 3.1") << u"llama-3.1-70b"_s << u"Llama 3.1 70B"_s;
    QTest::newRow("llama 2") << u"llama-2-13b"_s << u"Llama 2 13B"_s;
    QTest::newRow("qwen") << u"qwen2.5-32b"_s << u"Qwen2.5 32B"_s;
    QTest::newRow("deepseek") << u"deepseek-v3"_s << u"DeepSeek-V3"_s;
    QTest::newRow("unknown family") << u"mymodel-9b"_s << u"mymodel-9b"_s;
}

void TestPlanText::modelNamesAsTheirMakersWriteThem()
{
    QFETCH(QString, preset);
    QTEST(modelName(preset), "name");
}

void TestPlanText::breakEvenWording_data()
{
    QTest::addColumn<qint64>("monthlyFen");
    QTest::addColumn<qint64>("hourlyFen");
    QTest::addColumn<QString>("wording");
    // The 910B machine at ¥18,800 a month against its two container rates, and a rate whose
    // crossing falls on the month's last hour.
    QTest::newRow("crossing inside the month")
        << qint64(1880000) << qint64(358) << u"bare metal is cheaper above 656 h a month."_s;
    QTest::newRow("crossing past the month")
        << qint64(1880000) << qint64(297)
        << u"the hourly container is cheaper even used all month (720 h)."_s;
    QTest::newRow("crossing on the month's last hour")
        << qint64(720000) << qint64(125) << u"bare metal is cheaper above 720 h a month."_s;
}

void TestPlanText::breakEvenWording()
{
    QFETCH(qint64, monthlyFen);
    QFETCH(qint64, hourlyFen);
    QFETCH(QString, wording);
    gp::BreakEven b;
    b.acceleratorId = u"ascend-910b-64g"_s;
    b.bareMetalMonthlyFen = monthlyFen;
    b.containerHourlyFen = hourlyFen;
    b.gpusPerNode = 8;
    b.hoursPerMonth = gp::BreakEvenCalculator::hoursPerMonth(monthlyFen, 8, hourlyFen);
    const QString line = breakEvenLine(b, catalog(), en);
    QVERIFY2(line.endsWith(wording), qPrintable(line));
    // The text plan words its break-even section with the same line.
    gp::Plan p = plan();
    p.breakeven = {b};
    QVERIFY(planToText(p, catalog(), en).contains(line));
}

void TestPlanText::feasibleFirst()
{
    const QString text = planToText(plan(), catalog(), en);
    const qsizetype table = text.indexOf(u"Options\n"_s);
    QVERIFY(table > 0);
    const qsizetype h100 = text.indexOf(u"H100 80G x8, Ningxia zone 1  "_s, table);
    const qsizetype ascend = text.indexOf(u"Ascend 910B 64G x8, Huawei zone  "_s, table);
    const qsizetype rtx = text.indexOf(u"RTX 4090 24G x8, Sichuan zone 2  "_s, table);
    QVERIFY(h100 > table);
    QVERIFY(ascend > h100);
    QVERIFY(rtx > ascend);
    QVERIFY(text.indexOf(u"does not fit"_s, table) > rtx);
}

void TestPlanText::longCatalogsAreCounted_data()
{
    QTest::addColumn<int>("copies"); // extra copies of the infeasible and the 910B options
    QTest::addColumn<bool>("recommendedLast"); // the recommended option last in the plan
    QTest::addColumn<int>("unlisted");
    QTest::newRow("short catalog: every option") << 10 << false << 0;
    QTest::newRow("at the limit") << int(gp::format::kListedOptions / 2 - 2) << false << 0;
    QTest::newRow("over it") << 400 << false << 802 - int(gp::format::kListedOptions) + 1;
    QTest::newRow("recommended ranked past the limit")
        << 400 << true << 802 - int(gp::format::kListedOptions) + 1;
}

void TestPlanText::longCatalogsAreCounted()
{
    QFETCH(int, copies);
    QFETCH(bool, recommendedLast);
    QFETCH(int, unlisted);
    gp::Plan p = plan();
    const gp::PlanOption blocked = p.options.at(0);
    gp::PlanOption slower = p.options.at(2);
    const gp::PlanOption recommended = p.options.at(1);
    p.options = {blocked, slower};
    for (int i = 0; i < copies; ++i) {
        p.options.append(blocked);
        slower.offeringId = u"copy-%1"_s.arg(i);
        p.options.append(slower);
    }
    if (recommendedLast)
        p.options.append(recommended);
    else
        p.options.prepend(recommended);

    qsizetype left = -1;
    const QList<const gp::PlanOption *> listed
        = gp::format::listedOptions(p, gp::format::kListedOptions, &left);
    QCOMPARE(int(left), unlisted);
    QCOMPARE(listed.size() + left, p.options.size());
    QVERIFY(listed.size() <= gp::format::kListedOptions);
    QVERIFY(std::any_of(listed.cbegin(), listed.cend(),
                        [&](const gp::PlanOption *o) { return o->offeringId == p.recommendedId; }));
    // Feasible first: no blocked option before a feasible one, but for the recommended one
    // that may stand in for the last listed.
    bool blockedSeen = false;
    for (const gp::PlanOption *o : listed.first(listed.size() - 1)) {
        if (!o->feasible)
            blockedSeen = true;
        QVERIFY(!(blockedSeen && o->feasible));
    }

    const QString text = planToText(p, catalog(), en);
    QCOMPARE(text.contains(u"more option(s) not listed"_s)
                 || text.contains(u"more options not listed"_s),
             unlisted > 0);
    if (unlisted > 0)
        QVERIFY2(text.contains(QString::number(unlisted) + u" more option"_s), qPrintable(text));
    // The break-even line is said once however many machines share it.
    p.breakeven.append(p.breakeven.first());
    QCOMPARE(planToText(p, catalog(), en).count(u"bare metal is cheaper above"_s), 1);
}

void TestPlanText::noRecommendation()
{
    gp::Plan p = plan();
    p.recommendedId.clear();
    p.cheapestMeetingDeadlineId.clear();
    const QString text = planToText(p, catalog(), en);
    QVERIFY(text.contains(u"No option can run this job as it stands"_s));
    QVERIFY(!text.contains(u"Recommended:"_s));
}

void TestPlanText::rankingWording()
{
    gp::Plan p = plan();
    p.fastestWithinBudgetId = u"jygpu-bm-h100-ningxia1"_s;
    QVERIFY(planToText(p, catalog(), en)
                .contains(u"Fastest within the budget: H100 80G x8, Ningxia zone 1."_s));
    // Without a deadline or budget the ranking does not pretend to check one.
    p.job.deadlineDays.reset();
    p.job.budgetCny.reset();
    const QString text = planToText(p, catalog(), en);
    QVERIFY(text.contains(u"Cheapest: Ascend 910B 64G x8, Huawei zone."_s));
    QVERIFY(text.contains(u"Fastest: H100 80G x8, Ningxia zone 1."_s));
    QVERIFY(!text.contains(u"deadline 62%"_s));
}

void TestPlanText::servingColumns()
{
    gp::Plan p = plan();
    p.job.method = gp::Method::Inference;
    p.options[1].serving = gp::ServingEstimate {1, 103.75, 830, 792000, 509};
    const QString text = planToText(p, catalog(), en);
    QVERIFY2(text.contains(u"Tokens/s"_s), qPrintable(text));
    QVERIFY(text.contains(u"Per M tokens"_s));
    QVERIFY(!text.contains(u"Hours (low"_s));
    QVERIFY(text.contains(u"830  "_s));
    QVERIFY(text.contains(u"¥7,920"_s));
    QVERIFY(text.contains(u"¥5.09"_s));
    // The serving section spells it out.
    QVERIFY(text.contains(u"H100 80G x8, Ningxia zone 1: 1 replica(s), 104 tokens/s per card, "
                          u"830 tokens/s in all, ¥7,920 a month, ¥5.09 per million tokens"_s));
}

void TestPlanText::csvRows()
{
    const gp::Plan p = plan();
    const QString csv = planToCsv(p, catalog());
    QVERIFY(csv.endsWith(u"\r\n"_s));
    const QStringList lines = csv.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), p.options.size() + 1);
    QVERIFY(lines.first().startsWith(u"offering,label,accelerator,form,framework,total_gpus,"
                                     u"nodes,feasible,"_s));
    const QStringList header = lines.first().split(u',');
    for (const char *key :
         {"memory_per_gpu_gb", "hours", "steady_hours", "gpu_hours", "hourly_cny",
          "cost_prorated_cny", "cost_billed_cny", "step_seconds", "mfu", "tokens_per_s", "dp", "tp",
          "pp", "zero", "micro_batch", "recompute", "offload"})
        QVERIFY2(header.contains(QLatin1String(key)), key);
    // The H100 row, in plan order (second).
    const QStringList h100 = lines.at(2).split(u',');
    QCOMPARE(h100.size(), header.size() + 1); // the label holds one comma, quoted
    QCOMPARE(h100.at(0), u"jygpu-bm-h100-ningxia1"_s);
    const QString row = lines.at(2);
    QVERIFY(row.contains(u",120.67,20272.00,16893.33,25340.00,86880.00,"_s));
    QVERIFY(row.contains(u",true,true,"_s)); // feasible, recommended
    QVERIFY(lines.at(1).contains(
        u",false,false,memory_exceeded,pcie_allreduce_bottleneck memory_exceeded,"_s));
    QVERIFY(lines.at(3).contains(u",true,false,,cann_migration,"_s)); // a warning, no blocker
}

void TestPlanText::csvQuoting_data()
{
    QTest::addColumn<QString>("in");
    QTest::addColumn<QString>("out");
    QTest::newRow("plain") << u"H100"_s << u"H100"_s;
    QTest::newRow("comma") << u"H100, Ningxia"_s << u"\"H100, Ningxia\""_s;
    QTest::newRow("quote") << u"the \"fast\" one"_s << u"\"the \"\"fast\"\" one\""_s;
    QTest::newRow("newline") << u"a\nb"_s << u"\"a\nb\""_s;
    QTest::newRow("carriage return") << u"a\rb"_s << u"\"a\rb\""_s;
    QTest::newRow("chinese") << u"宁夏一区"_s << u"宁夏一区"_s;
    QTest::newRow("empty") << QString() << QString();
}

void TestPlanText::csvQuoting()
{
    QFETCH(QString, in);
    QFETCH(QString, out);
    QCOMPARE(csvField(in), out);
}

void TestPlanText::csvLabelWithCommaAndQuote()
{
    gp::Plan p = plan();
    p.options[1].label = u"H100 \"SXM\", Ningxia"_s;
    const QString csv = planToCsv(p, catalog());
    QVERIFY(csv.contains(u"jygpu-bm-h100-ningxia1,\"H100 \"\"SXM\"\", Ningxia\",h100-sxm-80g,"_s));
}

void TestPlanText::width_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("columns");
    QTest::newRow("ascii") << u"H100 x8"_s << 7;
    QTest::newRow("yen is narrow") << u"¥86,880"_s << 7;
    QTest::newRow("chinese") << u"宁夏一区"_s << 8;
    QTest::newRow("mixed") << u"H100 80G x8 宁夏一区"_s << 20;
    QTest::newRow("full-width paren") << u"（万）"_s << 6;
    QTest::newRow("en dash narrow") << u"1\u20132"_s << 3;
}

void TestPlanText::width()
{
    QFETCH(QString, text);
    QFETCH(int, columns);
    QCOMPARE(displayWidth(text), columns);
}

void TestPlanText::tableAlignsChinese()
{
    // In Chinese every row of the table has the same display width up to the verdict column.
    const QString text = planToText(plan(), catalog(), zh);
    const QStringList lines = text.split(u'\n');
    const qsizetype start = lines.indexOf(u"Options"_s);
    QVERIFY(start > 0);
    const int ruler = displayWidth(lines.at(start + 2));
    QVERIFY(ruler > 0);
    int billedEnd = -1;
    for (qsizetype i = start + 3; i < start + 6; ++i) {
        const QString &line = lines.at(i);
        // The billed column ends right before the two spaces and the verdict.
        const qsizetype verdict = line.lastIndexOf(u"  "_s);
        QVERIFY(verdict > 0);
        const int end = displayWidth(line.left(verdict));
        if (billedEnd < 0)
            billedEnd = end;
        QCOMPARE(end, billedEnd);
    }
}

QTEST_APPLESS_MAIN(TestPlanText)
#include "tst_plantext.moc"
