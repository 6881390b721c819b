// How the plan tells a team to rent, beyond which machine: the trial by the hour before a monthly
// machine (seed 000's four steps), the day rate under which a day rental beats the month (seed
// 003: bare metal rents by the day and by the month), delivery lead time and the bridge on hourly
// containers (seed 003, Q5), the weekly cadence as a deadline with a likelihood, and one cost
// (billed plus porting) for every budget verdict. Figures are checked against what the cost
// model and the plan compute, never copied from the seeds.

#include "advisor.h"
#include "costmodel.h"
#include "planner.h"
#include "testcatalog.h"

#include <QTest>

#include <cmath>

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

const Reason *findReason(const PlanOption &o, const char *code)
{
    return findReason(o.reasons, QString::fromLatin1(code));
}

const PlanOption &optionOf(const Plan &plan, const QString &id)
{
    const PlanOption *o = plan.option(id);
    if (!o)
        qFatal("no option %s", qPrintable(id));
    return *o;
}

double number(const Reason &r, const char *key)
{
    const QString k = QString::fromLatin1(key);
    for (const auto &[name, value] : r.numbers) {
        if (name == k)
            return value;
    }
    qFatal("reason %s has no %s", qPrintable(r.code), key);
    return 0;
}

bool hasNumber(const Reason &r, const char *key)
{
    const QString k = QString::fromLatin1(key);
    return std::any_of(r.numbers.cbegin(), r.numbers.cend(),
                       [&k](const auto &n) { return n.first == k; });
}

/// An hourly H100 container, the card's own for trials and bridges.
Offering h100Container(double yuanPerCardHour)
{
    Offering o = offering({"test-ct-h100", "H100 container", RentalForm::Container, "h100-sxm-80g",
                           8, 1, std::nullopt, "virtual network", 1.25, false, true},
                          {price(kSep28, BillingUnit::Hour, PriceScope::PerGpu, yuanPerCardHour)});
    o.leadTimeDays = 0;
    return o;
}

Offering &offeringIn(CatalogData &c, const QString &id)
{
    for (Offering &o : c.offerings) {
        if (o.id == id)
            return o;
    }
    qFatal("no offering %s", qPrintable(id));
    return c.offerings.first();
}

} // namespace

class TestRentalPath final : public QObject {
    Q_OBJECT

private slots:
    void trialStepsPricedForDefaultJob();
    void trialOnTheRecommendedCardWhereAContainerHasIt();
    void trialSkipsStepsAlreadyMeasured();
    void shortRunOnMonthlyMachineGetsDayRate();
    void dayPriceBillsWholeDays();
    void leadTimeCountsAgainstDeadlineWithBridge();
    void unknownLeadTimeIsSaidNotAssumedZero();
    void weeklyRunNearTheWeekIsNotCertain();
    void budgetVerdictCountsPorting();
    void domesticJobSaysPortingEffort();
};

void TestRentalPath::trialStepsPricedForDefaultJob()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    job.deadlineDays = 21;
    const Plan plan = makePlan(job, catalog);
    const PlanOption &rec = optionOf(plan, plan.recommendedId);
    QCOMPARE(rec.needBilling, QStringLiteral("month"));
    const Reason *trial = findReason(plan.recommendation, QStringLiteral("trial_first"));
    QVERIFY(trial);
    // A container of the recommended card where the catalog has one, else of its software stack.
    const Offering *ct = catalog.offering(trial->text(QStringLiteral("offering")));
    QVERIFY(ct);
    QCOMPARE(ct->form, RentalForm::Container);
    const Offering *recOffering = catalog.offering(rec.offeringId);
    QCOMPARE(catalog.accelerator(ct->acceleratorId)->softwareStack,
             catalog.accelerator(recOffering->acceleratorId)->softwareStack);
    QCOMPARE(number(*trial, "same_card"),
             ct->acceleratorId == recOffering->acceleratorId ? 1.0 : 0.0);
    QCOMPARE(trial->text(QStringLiteral("recommended")), rec.offeringId);
    // One card, then four before an eight-card machine; each priced as the container bills it.
    QCOMPARE(number(*trial, "steps"), 2.0);
    QCOMPARE(number(*trial, "step1_gpus"), 1.0);
    QCOMPARE(number(*trial, "step2_gpus"), 4.0);
    const double hours = number(*trial, "step_hours");
    QVERIFY(hours > 0);
    Fen total = 0;
    for (const auto &[step, gpus] : {std::pair {"step1_cost_cny", 1}, {"step2_cost_cny", 4}}) {
        const Fen billed = CostModel::billed(*ct, gpus, 1, hours).billedFen;
        QCOMPARE(fenFromYuan(number(*trial, step)), billed);
        QVERIFY(billed > 0);
        total += billed;
    }
    QCOMPARE(fenFromYuan(number(*trial, "total_cost_cny")), total);
    // 70B full training does not fit one 24 GB card: said, not given a speed.
    QCOMPARE(number(*trial, "step1_fits"), 0.0);
    QVERIFY(!hasNumber(*trial, "step1_tokens_per_s"));
    // The card count's dependence on the measured speed-up: the lowest scaling that still
    // meets the deadline, from the plan's own hours.
    const double needed = rec.scalingEfficiency * rec.hours.expected / (*job.deadlineDays * 24.0);
    QVERIFY(std::abs(number(*trial, "min_scaling_efficiency") - needed) < 1e-9);
    QVERIFY(needed < rec.scalingEfficiency);
}

void TestRentalPath::trialOnTheRecommendedCardWhereAContainerHasIt()
{
    CatalogData catalog = seedCatalog();
    catalog.offerings.append(h100Container(30.0));
    Job job = defaultJob();
    job.offerings = {kH100Ningxia, QStringLiteral("test-ct-h100")};
    const Plan plan = makePlan(job, catalog);
    QCOMPARE(plan.recommendedId, kH100Ningxia);
    const Reason *trial = findReason(plan.recommendation, QStringLiteral("trial_first"));
    QVERIFY(trial);
    QCOMPARE(trial->text(QStringLiteral("offering")), QStringLiteral("test-ct-h100"));
    QCOMPARE(number(*trial, "same_card"), 1.0);
    // Four H100s do not hold 70B full training either; the one-card check and the speed-up
    // step are still priced on the machine's own card.
    QCOMPARE(number(*trial, "step2_gpus"), 4.0);
    QCOMPARE(fenFromYuan(number(*trial, "step2_cost_cny")),
             CostModel::billed(*catalog.offering(QStringLiteral("test-ct-h100")), 4, 1,
                               number(*trial, "step_hours"))
                 .billedFen);
}

void TestRentalPath::trialSkipsStepsAlreadyMeasured()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    const Plan first = makePlan(job, catalog);
    const Reason *trial = findReason(first.recommendation, QStringLiteral("trial_first"));
    QVERIFY(trial);
    const QString card = catalog.offering(trial->text(QStringLiteral("offering")))->acceleratorId;
    // The one-card step done: only the speed-up step is left.
    job.measured = {Measurement {card, 1, 900.0, std::nullopt}};
    const Plan second = makePlan(job, catalog);
    const Reason *left = findReason(second.recommendation, QStringLiteral("trial_first"));
    QVERIFY(left);
    QCOMPARE(number(*left, "steps"), 1.0);
    QCOMPARE(number(*left, "step1_gpus"), 4.0);
    // Both done: nothing left to try.
    job.measured.append(Measurement {card, 4, 3200.0, std::nullopt});
    const Plan third = makePlan(job, catalog);
    QVERIFY(!findReason(third.recommendation, QStringLiteral("trial_first")));
}

void TestRentalPath::shortRunOnMonthlyMachineGetsDayRate()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    job.tokensB = 0.8; // about a day and a half on H100 x8
    job.offerings = {kH100Ningxia};
    const Plan plan = makePlan(job, catalog);
    const PlanOption &o = optionOf(plan, kH100Ningxia);
    QVERIFY2(o.hours.expected > 24 && o.hours.expected < 72,
             qPrintable(QString::number(o.hours.expected)));
    QCOMPARE(o.needBilling, QStringLiteral("month"));
    const Reason *day = findReason(o, "day_rental");
    QVERIFY(day);
    const double days = std::ceil(o.hours.expected / 24.0);
    QCOMPARE(number(*day, "days"), days);
    const PriceSnapshot *month = catalog.offering(kH100Ningxia)->latest(BillingUnit::Month);
    QCOMPARE(fenFromYuan(number(*day, "break_even_day_cny")), roundFen(month->priceFen / days));
    QCOMPARE(fenFromYuan(number(*day, "billed_cny")), o.costBilledFen);
    // Pro-rated as the seeds compute it: monthly / 720 x hours.
    QCOMPARE(fenFromYuan(number(*day, "prorated_cny")),
             roundFen(month->priceFen / CostModel::kHoursPerMonth * o.hours.expected));
    // The recommendation carries it.
    QVERIFY(findReason(plan.recommendation, QStringLiteral("day_rental")));
}

void TestRentalPath::dayPriceBillsWholeDays()
{
    CatalogData catalog = seedCatalog();
    offeringIn(catalog, kH100Ningxia)
        .prices.append(price(kSep28, BillingUnit::Day, PriceScope::PerNode, 3500));
    Job job = defaultJob();
    job.tokensB = 0.8;
    job.offerings = {kH100Ningxia};
    const Plan plan = makePlan(job, catalog);
    const PlanOption &o = optionOf(plan, kH100Ningxia);
    QCOMPARE(o.needBilling, QStringLiteral("day"));
    const double days = std::ceil(o.hours.expected / 24.0);
    QCOMPARE(o.costBilledFen, fenFromYuan(3500 * days));
    // A day price exists: nothing to ask for.
    QVERIFY(!findReason(o, "day_rental"));
}

void TestRentalPath::leadTimeCountsAgainstDeadlineWithBridge()
{
    CatalogData catalog = seedCatalog();
    offeringIn(catalog, kH100Ningxia).leadTimeDays = 7;
    // An hourly container of the same card with only four cards: slower than the machine.
    Offering ct = h100Container(25.0);
    ct.gpusPerNode = 4;
    catalog.offerings.append(ct);
    Job job = defaultJob();
    job.method = Method::LoRA;
    job.tokensB = 0.4;
    job.deadlineDays = 7;
    job.offerings = {kH100Ningxia, ct.id};
    const Plan plan = makePlan(job, catalog);
    const PlanOption &machine = optionOf(plan, kH100Ningxia);
    QVERIFY(machine.hours.expected < 7 * 24); // the run alone would make it
    QVERIFY(!machine.feasible);
    const Reason *missed = findReason(machine, "deadline_missed");
    QVERIFY(missed);
    QCOMPARE(number(*missed, "lead_hours"), 7 * 24.0);
    // The bridge: the container until the machine arrives, then the machine.
    QCOMPARE(missed->text(QStringLiteral("bridge_offering")), ct.id);
    const PlanOption &bridge = optionOf(plan, ct.id);
    QVERIFY(number(*missed, "bridge_available") > 0 || bridge.hours.expected <= 7 * 24.0);
    if (number(*missed, "bridge_available") > 0 && number(*missed, "container_alone") == 0) {
        const double lead = 7 * 24.0;
        const double rest = machine.hours.expected * (1 - lead / bridge.hours.expected);
        QVERIFY(std::abs(number(*missed, "bridge_finish_hours") - (lead + rest)) < 1e-6);
        const Fen cost
            = CostModel::billed(*catalog.offering(ct.id), bridge.totalGpus, bridge.nodes, lead)
                  .billedFen;
        QCOMPARE(fenFromYuan(number(*missed, "bridge_cost_cny")), cost);
    }
    // The same deadline without the lead time is met on the machine.
    offeringIn(catalog, kH100Ningxia).leadTimeDays.reset();
    const Plan now = makePlan(job, catalog);
    QVERIFY(optionOf(now, kH100Ningxia).feasible);
}

void TestRentalPath::unknownLeadTimeIsSaidNotAssumedZero()
{
    const CatalogData catalog = seedCatalog(); // no lead times stated
    Job job = defaultJob();
    job.deadlineDays = 21;
    const Plan plan = makePlan(job, catalog);
    const Reason *lead = findReason(plan.recommendation, QStringLiteral("lead_time"));
    QVERIFY(lead);
    QCOMPARE(lead->text(QStringLiteral("kind")), QStringLiteral("unknown"));
    QCOMPARE(lead->text(QStringLiteral("offering")), plan.recommendedId);
    // Stated: the order-ahead advice instead, and the deadline's likelihood counts it.
    // (Only this machine, so that the lead time cannot move the recommendation elsewhere.)
    CatalogData stated = seedCatalog();
    offeringIn(stated, plan.recommendedId).leadTimeDays = 1;
    job.offerings = {plan.recommendedId};
    const Plan withLead = makePlan(job, stated);
    QCOMPARE(withLead.recommendedId, plan.recommendedId);
    const Reason *ahead = findReason(withLead.recommendation, QStringLiteral("lead_time"));
    QVERIFY(ahead);
    QCOMPARE(ahead->text(QStringLiteral("kind")), QStringLiteral("order_ahead"));
    QCOMPARE(number(*ahead, "lead_days"), 1.0);
    QVERIFY(optionOf(withLead, plan.recommendedId).deadlineLikelihood
            <= optionOf(plan, plan.recommendedId).deadlineLikelihood);
}

void TestRentalPath::weeklyRunNearTheWeekIsNotCertain()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    job.iteration = Iteration::Weekly;
    job.offerings = {kH100Ningxia};
    // Scale the tokens until a run takes about 98% of the week.
    double week = CostModel::kHoursPerWeek;
    Plan plan = makePlan(job, catalog);
    for (int i = 0; i < 4; ++i) {
        const double hours = optionOf(plan, kH100Ningxia).hours.expected;
        job.tokensB *= 0.98 * week / hours;
        plan = makePlan(job, catalog);
    }
    const PlanOption &o = optionOf(plan, kH100Ningxia);
    QVERIFY2(std::abs(o.hours.expected / week - 0.98) < 0.01,
             qPrintable(QString::number(o.hours.expected)));
    QVERIFY(o.deadlineLikelihood < Advisor::kAtRiskLikelihood);
    const Reason *risk = findReason(o, "cadence_at_risk");
    QVERIFY(risk);
    QCOMPARE(number(*risk, "likelihood"), o.deadlineLikelihood);
    QCOMPARE(plan.recommendedId, kH100Ningxia);
    const Reason *rec = findReason(plan.recommendation, QStringLiteral("recommended"));
    QVERIFY(rec);
    QCOMPARE(number(*rec, "cadence_likelihood"), o.deadlineLikelihood);
}

void TestRentalPath::budgetVerdictCountsPorting()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    job.offerings = {k910bHuawei};
    Plan plan = makePlan(job, catalog);
    const PlanOption &o = optionOf(plan, k910bHuawei);
    QVERIFY(o.portingFen > 0);
    // A budget between the bill and the bill plus porting: over, by the decision's cost.
    job.budgetCny = yuanFromFen(o.needBilledFen + o.portingFen / 2);
    plan = makePlan(job, catalog);
    const PlanOption &over = optionOf(plan, k910bHuawei);
    const Reason *verdict = findReason(over, "over_budget");
    QVERIFY(verdict);
    QCOMPARE(fenFromYuan(number(*verdict, "cost_cny")), over.needBilledFen + over.portingFen);
    QVERIFY(plan.fastestWithinBudgetId.isEmpty());
}

void TestRentalPath::domesticJobSaysPortingEffort()
{
    const CatalogData catalog = seedCatalog();
    Job job = defaultJob();
    job.model.paramsB = 32;
    job.domesticHardware = true;
    job.tokensB = 1;
    const Plan plan = makePlan(job, catalog);
    const PlanOption &rec = optionOf(plan, plan.recommendedId);
    QCOMPARE(rec.portingFen, 0); // every option needs it: not compared
    const Reason *r = findReason(plan.recommendation, QStringLiteral("recommended"));
    QVERIFY(r);
    const Reason *cann = findReason(rec, "cann_migration");
    QVERIFY(cann);
    QCOMPARE(number(*r, "porting_days_uncompared"), number(*cann, "person_days"));
    QVERIFY(number(*r, "porting_cost_uncompared_cny") > 0);
}

QTEST_GUILESS_MAIN(TestRentalPath)
#include "tst_rentalpath.moc"
