// Which options the PDF's charts show.

#include "reportcharts.h"

#include <QTest>

#include <algorithm>

using gp::report::ReportCharts;

class TestReportCharts final : public QObject {
    Q_OBJECT

private slots:
    void aGrownCatalogIsChartedUpToTheCap_data()
    {
        QTest::addColumn<int>("options"); // that run the job, every third feasible
        QTest::addColumn<int>("recommended"); // its index in the plan
        QTest::newRow("a catalog that fits: all, in the plan's order") << 20 << 7;
        QTest::newRow("200 options, the pick among the last") << 200 << 190;
        QTest::newRow("5,000 options") << 5000 << 4999;
    }

    void aGrownCatalogIsChartedUpToTheCap()
    {
        QFETCH(int, options);
        QFETCH(int, recommended);
        gp::Plan plan;
        for (int i = 0; i < options; ++i) {
            gp::PlanOption o;
            o.offeringId = QStringLiteral("o%1").arg(i);
            o.feasible = i % 3 == 0 || i == recommended;
            if (!o.feasible)
                o.reasons.append(
                    {QStringLiteral("deadline_missed"), gp::Reason::Severity::Blocker, {}, {}});
            plan.options.append(o);
        }
        // And one that cannot run it: never charted, never counted.
        gp::PlanOption blocked;
        blocked.offeringId = QStringLiteral("blocked");
        blocked.reasons.append(
            {QStringLiteral("memory_exceeded"), gp::Reason::Severity::Blocker, {}, {}});
        plan.options.append(blocked);
        plan.recommendedId = QStringLiteral("o%1").arg(recommended);
        const ReportCharts charts(plan, gp::CatalogData {}, QLocale(), 1);
        const QList<const gp::PlanOption *> charted = charts.chartedOptions();
        const qsizetype expected = qMin<qsizetype>(options, gp::chart::CostTimeContent::kMaxPoints);
        QCOMPARE(charted.size(), expected);
        QCOMPARE(charts.unchartedCount(), options - expected);
        QVERIFY(std::any_of(charted.cbegin(), charted.cend(), [&](const gp::PlanOption *o) {
            return o->offeringId == plan.recommendedId;
        }));
        for (const gp::PlanOption *o : charted)
            QVERIFY(o->offeringId != u"blocked");
        if (options <= gp::chart::CostTimeContent::kMaxPoints) {
            for (int i = 0; i < options; ++i)
                QCOMPARE(charted.at(i)->offeringId, QStringLiteral("o%1").arg(i));
        } else {
            // Past the cap: feasible options before those that miss a limit.
            for (const gp::PlanOption *o : charted)
                QVERIFY2(o->feasible, qPrintable(o->offeringId));
        }
    }
};

QTEST_APPLESS_MAIN(TestReportCharts)
#include "tst_reportcharts.moc"
