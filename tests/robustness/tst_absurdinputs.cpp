// Absurd inputs end in a clear message or a finished plan, never a hang or a crash: 10^15
// parameters, 10^20 tokens, 100,000 GPUs, zero-priced offerings, 10,000 offerings. The engine's
// half; tst_clierrors checks the same through the command line.

#include "costmodel.h"
#include "jobparser.h"
#include "planner.h"
#include "testcatalog.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

QByteArray jobJson(const char *fields)
{
    return QByteArray(R"({"format": "gpuplanner-job/1", )") + fields + '}';
}

/// Every figure of every option is a finite number and money is never negative.
void verifySane(const gp::Plan &plan)
{
    for (const gp::PlanOption &o : plan.options) {
        const QByteArray id = o.offeringId.toUtf8();
        QVERIFY2(std::isfinite(o.memoryPerGpuGb), id.constData());
        QVERIFY2(std::isfinite(o.hours.low) || !o.feasible, id.constData());
        QVERIFY2(std::isfinite(o.hours.expected) || !o.feasible, id.constData());
        QVERIFY2(std::isfinite(o.hours.high) || !o.feasible, id.constData());
        QVERIFY2(o.costBilledFen >= 0, id.constData());
        QVERIFY2(o.hourlyFen >= 0, id.constData());
        QVERIFY2(o.deadlineLikelihood >= 0 && o.deadlineLikelihood <= 1, id.constData());
        QVERIFY2(o.budgetLikelihood >= 0 && o.budgetLikelihood <= 1, id.constData());
        QVERIFY2(o.feasible || !o.reasons.isEmpty(), id.constData());
    }
}

} // namespace

class TestAbsurdInputs final : public QObject {
    Q_OBJECT

private slots:
    void rejectedWithAMessage_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");

        QTest::newRow("10^15 parameters")
            << jobJson(R"("model": {"params_b": 1e6}, "method": "full", "tokens_b": 5)")
            << u"model.params_b: must be <= 100000 (allowed: 0.001 to 100000)"_s;
        QTest::newRow("10^20 tokens")
            << jobJson(R"("model": {"params_b": 70}, "method": "full", "tokens_b": 1e11)")
            << u"tokens_b: must be <= 100000000 (allowed: 1e-06 to 100000000)"_s;
        QTest::newRow("100,001 GPUs")
            << jobJson(R"("model": {"params_b": 70}, "method": "full", "tokens_b": 5, )"
                       R"("gpu_count": 100001)")
            << u"gpu_count: must be <= 100000 (allowed: 1 to 100000)"_s;
        QTest::newRow("10^400 tokens overflows the JSON number")
            << jobJson(R"("model": {"params_b": 70}, "method": "full", "tokens_b": 1e400)")
            << u"not valid JSON: illegal number at line 1, column 94"_s;
    }

    void rejectedWithAMessage()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const gp::JobParseResult r = gp::parseJob(json);
        QVERIFY(!r.ok());
        QCOMPARE(r.errorLine(), expected);
    }

    void extremeButAllowedJobsPlan_data()
    {
        QTest::addColumn<QByteArray>("json");

        QTest::newRow("10^14 parameters, 10^17 tokens")
            << jobJson(R"("model": {"params_b": 100000}, "method": "full", "tokens_b": 1e8)");
        QTest::newRow("100,000 GPUs, 70B")
            << jobJson(R"("model": {"params_b": 70}, "method": "full", "tokens_b": 5, )"
                       R"("gpu_count": 100000)");
        QTest::newRow("100,000 GPUs, 10^14 parameters, 10^17 tokens")
            << jobJson(R"("model": {"params_b": 100000}, "method": "full", "tokens_b": 1e8, )"
                       R"("gpu_count": 100000)");
        QTest::newRow("smallest model, fewest tokens")
            << jobJson(R"("model": {"params_b": 0.001}, "method": "full", "tokens_b": 1e-6)");
        QTest::newRow("10^14-parameter LoRA, 1-day deadline, 1 yuan budget")
            << jobJson(R"("model": {"params_b": 100000}, "method": "lora", "tokens_b": 1e8, )"
                       R"("deadline_days": 1, "budget_cny": 1)");
        QTest::newRow("10^14-parameter inference at 10^9 tokens/s")
            << jobJson(R"("model": {"params_b": 100000}, "method": "inference", )"
                       R"("inference": {"concurrent_requests": 10000000, )"
                       R"("context_tokens": 10000000, "target_tokens_per_s": 1000000000})");
        // Found by fuzz_plan: billing periods of ~10^20 hours overflowed the int conversion.
        QTest::newRow("fuzz: 10^14-parameter MoE QLoRA, rank 65536, 100,000 GPUs")
            << jobJson(R"("model": {"params_b": 100000, "active_params_b": 37}, )"
                       R"("method": "qlora", "precision": "int4", "lora_rank": 65536, )"
                       R"("tokens_b": 1e8, "gpu_count": 100000, )"
                       R"("offerings": ["jygpu-bm-h100-ningxia1", "jygpu-ct-4090"])");
        QTest::newRow("largest layout pin")
            << jobJson(R"("model": {"params_b": 70}, "method": "full", "tokens_b": 5, )"
                       R"("gpu_count": 100000, "layout": {"tp": 1, "pp": 1, "dp": 100000})");
    }

    void extremeButAllowedJobsPlan()
    {
        QFETCH(QByteArray, json);
        const gp::JobParseResult r = gp::parseJob(json);
        QVERIFY2(r.ok(), qPrintable(r.errorLine()));
        const gp::CatalogData catalog = gp::test::seedCatalog();
        const gp::Plan plan = gp::makePlan(*r.job, catalog);
        QCOMPARE(plan.options.size(),
                 r.job->offerings.isEmpty() ? catalog.offerings.size() : r.job->offerings.size());
        verifySane(plan);
    }

    void billingSaturatesInsteadOfOverflowing()
    {
        QCOMPARE(gp::roundFen(1e30), gp::Fen(1000000000000000000));
        QCOMPARE(gp::roundFen(-1e30), gp::Fen(-1000000000000000000));
        QCOMPARE(gp::roundFen(std::nan("")), gp::Fen(0));
        QCOMPARE(gp::roundFen(2.5), gp::Fen(3));

        const gp::CatalogData catalog = gp::test::seedCatalog();
        for (const gp::Offering &o : catalog.offerings) {
            const gp::BilledCost cost = gp::CostModel::billed(o, 100000, 12500, 1e20);
            QVERIFY2(cost.periods > 0, qPrintable(o.id));
            QVERIFY2(cost.billedFen > 0, qPrintable(o.id));
            QVERIFY2(cost.idleFen >= 0, qPrintable(o.id));
        }
    }

    void zeroPricedOfferingsPlan()
    {
        gp::CatalogData catalog = gp::test::seedCatalog();
        for (gp::Offering &o : catalog.offerings) {
            for (gp::PriceSnapshot &p : o.prices) {
                p.priceFen = 0;
                if (p.listFen)
                    p.listFen = 0;
            }
        }
        gp::Job job = gp::test::defaultJob();
        job.budgetCny = 1000;
        const gp::Plan plan = gp::makePlan(job, catalog);
        QCOMPARE(plan.options.size(), catalog.offerings.size());
        verifySane(plan);
        QVERIFY(!plan.recommendedId.isEmpty());
        for (const gp::PlanOption &o : plan.options)
            QCOMPARE(o.costBilledFen, gp::Fen(0));
        for (const gp::BreakEven &b : plan.breakeven)
            QVERIFY2(std::isfinite(b.hoursPerMonth), qPrintable(b.acceleratorId));
    }

    void tenThousandOfferingsPlan()
    {
        const gp::CatalogData seed = gp::test::seedCatalog();
        gp::CatalogData catalog;
        catalog.accelerators = seed.accelerators;
        for (int i = 0; i < 10000; ++i) {
            gp::Offering o = seed.offerings.at(i % seed.offerings.size());
            o.id = u"synthetic-%1"_s.arg(i);
            for (gp::PriceSnapshot &p : o.prices)
                p.priceFen += i;
            catalog.offerings.append(o);
        }
        const gp::Plan plan = gp::makePlan(gp::test::defaultJob(), catalog);
        QCOMPARE(plan.options.size(), catalog.offerings.size());
        QVERIFY(!plan.recommendedId.isEmpty());
        verifySane(plan);
    }
};

QTEST_APPLESS_MAIN(TestAbsurdInputs)
#include "tst_absurdinputs.moc"
