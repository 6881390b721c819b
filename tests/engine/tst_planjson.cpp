#include "jobparser.h"
#include "planjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;

namespace {

gp::CatalogData catalog()
{
    gp::CatalogData c;
    gp::Offering h100;
    h100.id = u"jygpu-bm-h100-ningxia1"_s;
    h100.labelEn = u"H100 80G x8, Ningxia zone 1"_s;
    h100.labelZh = u"H100 80G x8 宁夏一区"_s;
    h100.acceleratorId = u"h100-sxm-80g"_s;
    gp::PriceSnapshot p;
    p.observedOn = QDate(2026, 9, 4);
    p.priceFen = 8688000;
    h100.prices.append(p);
    c.offerings.append(h100);
    return c;
}

/// The seeds' 70B comparison by hand: H100 x8 feasible, 4090 x8 blocked by memory.
gp::Plan plan()
{
    gp::Plan plan;
    plan.job = gp::defaultJob();
    plan.catalogDate = QDate(2026, 9, 28);
    plan.recommendedId = u"jygpu-bm-h100-ningxia1"_s;
    plan.recommendation.append(
        {u"fastest_meeting_deadline"_s, gp::Reason::Severity::Info, {{u"hours"_s, 168}}, {}});
    plan.advice.append({u"hybrid_plan"_s,
                        gp::Reason::Severity::Info,
                        {},
                        {{u"iterate_on"_s, u"jygpu-bm-910b-huawei"_s}}});
    plan.cheapestMeetingDeadlineId = u"jygpu-bm-h100-ningxia1"_s;
    plan.efficiencySource = u"catalog"_s;

    gp::PlanOption h;
    h.offeringId = u"jygpu-bm-h100-ningxia1"_s;
    h.label = u"H100 80G x8, Ningxia zone 1"_s;
    h.acceleratorId = u"h100-sxm-80g"_s;
    h.form = gp::RentalForm::BareMetal;
    h.totalGpus = 8;
    h.nodes = 1;
    h.feasible = true;
    h.memoryPerGpuGb = 71.23456;
    h.memoryCapacityGb = 80;
    h.memory = {17.5, 17.5, 0, 30.1, 0, 6.13456};
    h.layout.dp = 8;
    h.layout.zero = 3;
    h.layout.microBatch = 2;
    h.layout.recompute = gp::Recompute::Selective;
    h.layout.offload = true;
    h.stepSeconds = 12.3456789;
    h.mfu = 0.4;
    h.tokensPerS = 8267.123456;
    h.scalingEfficiency = 0.91234;
    h.hours = {140.0, 168.0, 210.0};
    h.gpuHours = 1344;
    h.hourlyFen = 12067;
    h.costProratedFen = {1689333, 2027200, 2534000};
    h.costBilledFen = 8688000;
    h.idleFen = 6660800;
    h.billing = u"month"_s;
    h.deadlineLikelihood = 0.987654;
    h.budgetLikelihood = 1;
    h.onParetoFront = true;
    h.priceObservedOn = QDate(2026, 9, 4);
    h.priceSource = u"jygpu.com /markets/bms"_s;
    h.reasons.append({u"tier"_s, gp::Reason::Severity::Info, {{u"tier"_s, 3}}, {}});

    gp::PlanOption r;
    r.offeringId = u"jygpu-bm-4090-sichuan2"_s;
    r.label = u"RTX 4090 24G x8, Sichuan zone 2"_s;
    r.acceleratorId = u"rtx-4090-24g"_s;
    r.totalGpus = 8;
    r.nodes = 1;
    r.feasible = false;
    r.reasons.append({u"memory_exceeded"_s,
                      gp::Reason::Severity::Blocker,
                      {{u"needed_gb"_s, 1120}, {u"capacity_gb"_s, 192}},
                      {}});
    r.hourlyFen = 1100;
    r.serving = gp::ServingEstimate {2, 850.5, 1701, 792000, 1234};

    plan.options = {h, r};
    plan.breakeven.append({u"rtx-4090-24g"_s, u"jygpu-ct-4090"_s, u"jygpu-bm-4090-sichuan2"_s, 196,
                           792000, 8, 505.1020408});
    return plan;
}

} // namespace

class TestPlanJson final : public QObject {
    Q_OBJECT

private slots:
    void topLevelKeys();
    void optionKeys_data();
    void optionKeys();
    void values();
    void reasons();
    void breakeven();
    void rounding_data();
    void rounding();
    void emptyPlan();
};

void TestPlanJson::topLevelKeys()
{
    const QJsonObject j = gp::planToJson(plan(), catalog());
    for (const char *key : {"format", "catalog_date", "recommended", "options", "breakeven",
                            "recommendation", "advice", "cheapest_meeting_deadline",
                            "fastest_within_budget", "efficiency_source", "job", "currency"})
        QVERIFY2(j.contains(QLatin1String(key)), key);
    QCOMPARE(j.value(u"format"_s).toString(), u"gpuplanner-plan/1"_s);
    QCOMPARE(j.value(u"catalog_date"_s).toString(), u"2026-09-28"_s);
    QCOMPARE(j.value(u"recommended"_s).toString(), u"jygpu-bm-h100-ningxia1"_s);
    QVERIFY(j.value(u"fastest_within_budget"_s).isNull());
    QCOMPARE(j.value(u"options"_s).toArray().size(), 2);
    QCOMPARE(j.value(u"job"_s).toObject().value(u"format"_s).toString(), u"gpuplanner-job/1"_s);
    // The embedded job is a job file: it parses back.
    const QByteArray jobBytes = QJsonDocument(j.value(u"job"_s).toObject()).toJson();
    QVERIFY(gp::parseJob(jobBytes).ok());
}

void TestPlanJson::optionKeys_data()
{
    QTest::addColumn<QString>("key");
    for (const char *key : {"offering",
                            "label",
                            "accelerator",
                            "form",
                            "total_gpus",
                            "nodes",
                            "feasible",
                            "reasons",
                            "memory_per_gpu_gb",
                            "memory_capacity_gb",
                            "memory_breakdown_gb",
                            "layout",
                            "step_seconds",
                            "mfu",
                            "tokens_per_s",
                            "hours",
                            "gpu_hours",
                            "hourly_cny",
                            "cost_prorated_cny",
                            "cost_billed_cny",
                            "hours_low",
                            "hours_high",
                            "cost_low_cny",
                            "cost_high_cny",
                            "idle_cny",
                            "billing",
                            "deadline_likelihood",
                            "budget_likelihood",
                            "pareto",
                            "scaling_efficiency",
                            "price_observed_on",
                            "price_source"})
        QTest::newRow(key) << QString::fromLatin1(key);
}

void TestPlanJson::optionKeys()
{
    QFETCH(QString, key);
    const QJsonArray options = gp::planToJson(plan(), catalog()).value(u"options"_s).toArray();
    for (const auto &o : options)
        QVERIFY(o.toObject().contains(key));
}

void TestPlanJson::values()
{
    const QJsonArray options = gp::planToJson(plan(), catalog()).value(u"options"_s).toArray();
    const QJsonObject h = options.at(0).toObject();
    QCOMPARE(h.value(u"form"_s).toString(), u"bare_metal"_s);
    QCOMPARE(h.value(u"label_zh"_s).toString(), u"H100 80G x8 宁夏一区"_s);
    QCOMPARE(h.value(u"total_gpus"_s).toInt(), 8);
    QCOMPARE(h.value(u"feasible"_s).toBool(), true);
    QCOMPARE(h.value(u"hourly_cny"_s).toDouble(), 120.67);
    QCOMPARE(h.value(u"cost_prorated_cny"_s).toDouble(), 20272.0);
    QCOMPARE(h.value(u"cost_billed_cny"_s).toDouble(), 86880.0);
    QCOMPARE(h.value(u"idle_cny"_s).toDouble(), 66608.0);
    QCOMPARE(h.value(u"cost_low_cny"_s).toDouble(), 16893.33);
    QCOMPARE(h.value(u"hours"_s).toDouble(), 168.0);
    QCOMPARE(h.value(u"hours_low"_s).toDouble(), 140.0);
    QCOMPARE(h.value(u"hours_high"_s).toDouble(), 210.0);
    QCOMPARE(h.value(u"memory_per_gpu_gb"_s).toDouble(), 71.235);
    QCOMPARE(h.value(u"step_seconds"_s).toDouble(), 12.346);
    QCOMPARE(h.value(u"deadline_likelihood"_s).toDouble(), 0.9877);
    QCOMPARE(h.value(u"billing"_s).toString(), u"month"_s);
    QCOMPARE(h.value(u"pareto"_s).toBool(), true);
    QCOMPARE(h.value(u"price_observed_on"_s).toString(), u"2026-09-04"_s);
    QVERIFY(!h.contains(u"serving"_s));

    const QJsonObject mem = h.value(u"memory_breakdown_gb"_s).toObject();
    for (const char *key :
         {"weights", "gradients", "optimizer", "activations", "kv_cache", "overhead"})
        QVERIFY2(mem.contains(QLatin1String(key)), key);
    QCOMPARE(mem.value(u"overhead"_s).toDouble(), 6.135);

    const QJsonObject layout = h.value(u"layout"_s).toObject();
    QCOMPARE(layout.value(u"dp"_s).toInt(), 8);
    QCOMPARE(layout.value(u"tp"_s).toInt(), 1);
    QCOMPARE(layout.value(u"pp"_s).toInt(), 1);
    QCOMPARE(layout.value(u"zero"_s).toInt(), 3);
    QCOMPARE(layout.value(u"micro_batch"_s).toInt(), 2);
    QCOMPARE(layout.value(u"recompute"_s).toString(), u"selective"_s);
    QCOMPARE(layout.value(u"offload"_s).toBool(), true);

    const QJsonObject r = options.at(1).toObject();
    QCOMPARE(r.value(u"feasible"_s).toBool(), false);
    QVERIFY(r.value(u"price_observed_on"_s).isNull());
    const QJsonObject serving = r.value(u"serving"_s).toObject();
    QCOMPARE(serving.value(u"replicas"_s).toInt(), 2);
    QCOMPARE(serving.value(u"cost_per_month_cny"_s).toDouble(), 7920.0);
    QCOMPARE(serving.value(u"cost_per_million_tokens_cny"_s).toDouble(), 12.34);
    QCOMPARE(serving.value(u"tokens_per_s_per_gpu"_s).toDouble(), 850.5);
}

void TestPlanJson::reasons()
{
    const QJsonObject j = gp::planToJson(plan(), catalog());
    const QJsonObject blocker = j.value(u"options"_s)
                                    .toArray()
                                    .at(1)
                                    .toObject()
                                    .value(u"reasons"_s)
                                    .toArray()
                                    .at(0)
                                    .toObject();
    QCOMPARE(blocker.value(u"code"_s).toString(), u"memory_exceeded"_s);
    QCOMPARE(blocker.value(u"severity"_s).toString(), u"blocker"_s);
    QCOMPARE(blocker.value(u"needed_gb"_s).toDouble(), 1120.0);
    QCOMPARE(blocker.value(u"capacity_gb"_s).toDouble(), 192.0);

    const QJsonObject advice = j.value(u"advice"_s).toArray().at(0).toObject();
    QCOMPARE(advice.value(u"code"_s).toString(), u"hybrid_plan"_s);
    QCOMPARE(advice.value(u"iterate_on"_s).toString(), u"jygpu-bm-910b-huawei"_s);
    QCOMPARE(j.value(u"recommendation"_s).toArray().at(0).toObject().value(u"hours"_s).toDouble(),
             168.0);
}

void TestPlanJson::breakeven()
{
    const QJsonArray list = gp::planToJson(plan(), catalog()).value(u"breakeven"_s).toArray();
    QCOMPARE(list.size(), 1);
    const QJsonObject b = list.at(0).toObject();
    QCOMPARE(b.value(u"accelerator"_s).toString(), u"rtx-4090-24g"_s);
    QCOMPARE(b.value(u"container_hourly_cny"_s).toDouble(), 1.96);
    QCOMPARE(b.value(u"bare_metal_monthly_cny"_s).toDouble(), 7920.0);
    QCOMPARE(b.value(u"hours_per_month"_s).toDouble(), 505.102);
    QCOMPARE(b.value(u"container_offering"_s).toString(), u"jygpu-ct-4090"_s);
    QCOMPARE(b.value(u"bare_metal_offering"_s).toString(), u"jygpu-bm-4090-sichuan2"_s);
}

void TestPlanJson::rounding_data()
{
    QTest::addColumn<double>("in");
    QTest::addColumn<double>("out");
    QTest::newRow("three decimals") << 505.1020408 << 505.102;
    QTest::newRow("small keeps 4 significant") << 0.000123456 << 0.0001235;
    QTest::newRow("fraction") << 0.4 << 0.4;
    QTest::newRow("negative") << -2.34567 << -2.346;
    QTest::newRow("zero") << 0.0 << 0.0;
    QTest::newRow("large") << 12345678.9 << 12345678.9;
}

void TestPlanJson::rounding()
{
    QFETCH(double, in);
    QFETCH(double, out);
    QCOMPARE(gp::stableJson(in).toDouble(), out);
    QVERIFY(gp::stableJson(std::nan("")).isNull());
    QVERIFY(gp::stableJson(HUGE_VAL).isNull());
    QCOMPARE(gp::yuanJson(2027200).toDouble(), 20272.0);
    QCOMPARE(gp::yuanJson(1236723).toDouble(), 12367.23);
}

void TestPlanJson::emptyPlan()
{
    gp::Plan p;
    p.job = gp::defaultJob();
    const QJsonObject j = gp::planToJson(p, gp::CatalogData {});
    QVERIFY(j.value(u"recommended"_s).isNull());
    QVERIFY(j.value(u"catalog_date"_s).isNull());
    QVERIFY(j.value(u"options"_s).toArray().isEmpty());
    QVERIFY(j.value(u"breakeven"_s).isArray());
    // From the catalog when the plan carries no date.
    QCOMPARE(gp::planToJson(p, catalog()).value(u"catalog_date"_s).toString(), u"2026-09-04"_s);
}

QTEST_APPLESS_MAIN(TestPlanJson)
#include "tst_planjson.moc"
