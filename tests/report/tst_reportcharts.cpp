// Where the PDF cost chart puts each option's number beside its point.

#include "reportcharts.h"

#include <QTest>

#include <algorithm>

using gp::report::ReportCharts;

class TestReportCharts final : public QObject {
    Q_OBJECT

private slots:
    void numbersOfNearbyPointsNeverOverprint_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<double>("spread"); // how far apart the points are, in label heights
        // The seeds' 910B x8 machines in three versions stand at one time and almost one cost.
        QTest::newRow("three at one spot") << 3 << 0.0;
        QTest::newRow("eight at one spot") << 8 << 0.0;
        QTest::newRow("a tight diagonal of 14") << 14 << 0.3;
        QTest::newRow("a loose diagonal of 14") << 14 << 2.0;
    }

    void numbersOfNearbyPointsNeverOverprint()
    {
        QFETCH(int, points);
        QFETCH(double, spread);
        const QRectF plot(0, 0, 2000, 1200);
        const QSizeF size(38.2917, 36.3438); // "12" in 6.25 pt type at 300 dpi
        QList<QRectF> placed;
        for (int i = 0; i < points; ++i) {
            const QPointF point(200.37 + i * spread * size.height(),
                                1100.81 - i * spread * size.height() * 0.6);
            const QRectF at = ReportCharts::placeLabel(point, size, 17, 25, plot, placed);
            QCOMPARE(at.size(), size);
            QVERIFY2(plot.contains(at), qPrintable(QString::number(i)));
            // Beside its point: not on it, and no further than the farthest ring.
            QVERIFY(!at.contains(point));
            QVERIFY(QLineF(point, at.center()).length() < 17 + 3 * 25 + size.height() * 2);
            for (const QRectF &other : std::as_const(placed))
                QVERIFY2(!at.intersects(other), qPrintable(QStringLiteral("label %1").arg(i)));
            placed << at;
        }
    }

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
        const qsizetype expected = qMin<qsizetype>(options, ReportCharts::kMaxCharted);
        QCOMPARE(charted.size(), expected);
        QCOMPARE(charts.unchartedCount(), options - expected);
        QVERIFY(std::any_of(charted.cbegin(), charted.cend(), [&](const gp::PlanOption *o) {
            return o->offeringId == plan.recommendedId;
        }));
        for (const gp::PlanOption *o : charted)
            QVERIFY(o->offeringId != u"blocked");
        if (options <= ReportCharts::kMaxCharted) {
            for (int i = 0; i < options; ++i)
                QCOMPARE(charted.at(i)->offeringId, QStringLiteral("o%1").arg(i));
        } else {
            // Past the cap: feasible options before those that miss a limit.
            for (const gp::PlanOption *o : charted)
                QVERIFY2(o->feasible, qPrintable(o->offeringId));
        }
    }

    void aLabelStaysInsideThePlotAtItsEdge()
    {
        const QRectF plot(0, 0, 1000, 800);
        // A point in the top right corner: above or right of it is outside.
        const QRectF at
            = ReportCharts::placeLabel(QPointF(995, 5), QSizeF(30, 36), 17, 25, plot, {});
        QVERIFY(plot.contains(at));
    }
};

QTEST_APPLESS_MAIN(TestReportCharts)
#include "tst_reportcharts.moc"
