// The compare view with two scenarios, "70B on H100 x8" and "70B on 910B x8 with weekly
// iteration": its table against the engine's plans of the two jobs, and one chart series each.

#include "jobcontroller.h"
#include "jobparser.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "planner.h"
#include "scenarios/comparemodel.h"
#include "scenarios/compareview.h"
#include "scenarios/scenariofile.h"
#include "scenariotestsupport.h"
#include "uitestsupport.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QChartView>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using gp::ui::CompareModel;

namespace {

const QString kH100 = QStringLiteral("jygpu-bm-h100-ningxia1");
const QString kAscend = QStringLiteral("jygpu-bm-910b-huawei");

gp::Job h100Job()
{
    gp::Job job = gp::defaultJob();
    job.offerings = {kH100};
    return job;
}

gp::Job ascendWeeklyJob()
{
    gp::Job job = gp::defaultJob();
    job.iteration = gp::Iteration::Weekly;
    job.tokensB = 1; // a run the 910B machine finishes within the week
    job.offerings = {kAscend};
    return job;
}

QList<QScatterSeries *> scatterSeries(QChart *chart)
{
    QList<QScatterSeries *> list;
    for (QAbstractSeries *s : chart->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(s))
            list << scatter;
    }
    return list;
}

} // namespace

class TestCompareView final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    /// The row the table must show for \a job, from the engine directly.
    QStringList expectedRow(const QString &name, const gp::Job &job) const
    {
        const gp::Plan plan = gp::makePlan(job, m_catalog);
        const gp::PlanOption *best = plan.option(plan.recommendedId);
        // Nothing meets every limit: the row shows the cheapest option that can run the job.
        for (qsizetype i = 0; !best && i < plan.options.size(); ++i) {
            if (gp::runsTheJob(plan.options.at(i)))
                best = &plan.options.at(i);
        }
        if (!best)
            return {};
        QString label = gp::ui::ComparisonModel::optionLabel(*best, m_catalog, QLocale());
        if (best->offeringId != plan.recommendedId)
            label += QStringLiteral(" (misses a limit)");
        const QLocale locale;
        const int nodes = qMax(1, best->nodes);
        return {name,
                label,
                QStringLiteral("%1 × %2").arg(best->totalGpus / nodes).arg(nodes),
                gp::format::formatHours(best->hours.expected, locale),
                gp::format::formatMoney(best->needBilledFen, locale),
                job.deadlineDays
                    ? gp::ui::ComparisonModel::likelihoodText(best->deadlineLikelihood, locale)
                    : QStringLiteral("–"),
                job.budgetCny
                    ? gp::ui::ComparisonModel::likelihoodText(best->budgetLikelihood, locale)
                    : QStringLiteral("–")};
    }

    static QStringList shownRow(const QTableView *table, int row)
    {
        QStringList cells;
        // The results; the inputs that differ are checked on their own.
        for (int c = 0; c < CompareModel::Differs; ++c)
            cells << table->model()->index(row, c).data().toString();
        return cells;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(m_catalog.offering(kH100));
        QVERIFY(m_catalog.offering(kAscend));
        QVERIFY(ascendWeeklyJob().iteration == gp::Iteration::Weekly);
    }

    void comparesTwoScenarios()
    {
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        controller.setJob(h100Job());
        controller.flush();
        gp::ui::CompareView view(&controller);
        new QAbstractItemModelTester(view.model(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest, &view);
        view.setCurrentName(QStringLiteral("70B on H100 x8"));
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        const QString file = m_dir.filePath(QStringLiteral("70B on 910B x8 weekly.gpuplan"));
        QString error;
        QVERIFY(gp::ui::ScenarioFile::save(ascendWeeklyJob(), file, &error));
        QVERIFY2(view.addScenarioFromFile(file, &error), qPrintable(error));

        QTableView *table = view.table();
        QCOMPARE(table->model()->rowCount(), 2);
        const QStringList h100 = expectedRow(QStringLiteral("70B on H100 x8"), h100Job());
        const QStringList ascend
            = expectedRow(QStringLiteral("70B on 910B x8 weekly"), ascendWeeklyJob());
        QVERIFY(!h100.isEmpty());
        QVERIFY(!ascend.isEmpty());
        QCOMPARE(shownRow(table, 0), h100);
        QCOMPARE(shownRow(table, 1), ascend);
        QCOMPARE(table->model()->index(0, 0).data(CompareModel::OfferingIdRole).toString(), kH100);
        QCOMPARE(table->model()->index(1, 0).data(CompareModel::OfferingIdRole).toString(),
                 kAscend);
        QCOMPARE(table->model()->index(1, 0).data(CompareModel::PathRole).toString(), file);
        // What the weekly Ascend scenario changes against the job being edited.
        QCOMPARE(table->model()->index(0, CompareModel::Differs).data().toString(),
                 QStringLiteral("–"));
        QCOMPARE(table->model()->index(1, CompareModel::Differs).data().toString(),
                 QStringLiteral("tokens, iteration, candidates"));

        // One series per scenario, named after it, with a point per option that runs its job.
        const QList<QScatterSeries *> series = scatterSeries(view.chartView()->chart());
        QCOMPARE(series.size(), 2);
        QCOMPARE(series.at(0)->name(), QStringLiteral("70B on H100 x8"));
        QCOMPARE(series.at(1)->name(), QStringLiteral("70B on 910B x8 weekly"));
        const gp::Plan ascendPlan = gp::makePlan(ascendWeeklyJob(), m_catalog);
        const gp::PlanOption *best = ascendPlan.option(kAscend);
        QVERIFY(best);
        QVERIFY(series.at(1)->points().contains(
            QPointF(best->hours.expected, double(best->needBilledFen) / 100.0)));
        // The chart lays its series out from the event loop.
        QCoreApplication::processEvents();
        gp::uitest::saveShot(&view, QStringLiteral("compare-two-scenarios"));
    }

    void aHiddenChartCatchesUpWhenShown()
    {
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        controller.setJob(h100Job());
        controller.flush();
        gp::ui::CompareView view(&controller);
        view.addCurrentAsScenario();
        // Out of sight, an edit and a new scenario leave the chart as it was...
        const qsizetype before = scatterSeries(view.chartView()->chart()).size();
        controller.setJob(ascendWeeklyJob());
        controller.flush();
        view.addCurrentAsScenario();
        QCOMPARE(scatterSeries(view.chartView()->chart()).size(), before);
        // ...and it is drawn whole when shown.
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QList<QScatterSeries *> series = scatterSeries(view.chartView()->chart());
        QCOMPARE(series.size(), 2); // the current job and its copy share one series
        QVERIFY(series.at(0)->name().contains(view.model()->scenario(0).name));
    }

    void inputsThatDiffer_data()
    {
        QTest::addColumn<int>("change");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("same job") << 0 << QStringList {};
        QTest::newRow("deadline") << 1 << QStringList {QStringLiteral("deadline")};
        QTest::newRow("budget and tokens")
            << 2 << QStringList {QStringLiteral("tokens"), QStringLiteral("budget")};
        QTest::newRow("domestic hardware") << 3 << QStringList {QStringLiteral("requirements")};
        QTest::newRow("model size") << 4 << QStringList {QStringLiteral("model")};
    }

    void inputsThatDiffer()
    {
        QFETCH(int, change);
        QFETCH(QStringList, expected);
        const gp::Job reference = gp::defaultJob();
        gp::Job job = reference;
        switch (change) {
        case 1:
            job.deadlineDays = 30;
            break;
        case 2:
            job.budgetCny = 50000;
            job.tokensB = 2;
            break;
        case 3:
            job.domesticHardware = true;
            break;
        case 4:
            job.model.paramsB = 13;
            break;
        default:
            break;
        }
        QCOMPARE(CompareModel::differingInputs(reference, job), expected);
    }

    void theFirstRowFollowsTheCurrentJobAndCopiesStayPut()
    {
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        controller.setJob(h100Job());
        controller.flush();
        gp::ui::CompareView view(&controller);
        view.setCurrentName(QStringLiteral("current"));
        // In sight: the chart is drawn when the tab is shown.
        view.resize(1000, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *add = view.findChild<QPushButton *>(QStringLiteral("addCurrentScenario"));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(view.model()->scenarioCount(), 2);
        const QString billedBefore
            = view.model()->index(1, CompareModel::BilledCost).data().toString();

        gp::Job bigger = h100Job();
        bigger.tokensB = 2;
        controller.setJob(bigger);
        controller.flush();
        QCOMPARE(view.model()->scenario(0).job.tokensB, 2.0);
        QCOMPARE(view.model()->scenario(1).job.tokensB, h100Job().tokensB);
        QCOMPARE(view.model()->index(1, CompareModel::BilledCost).data().toString(), billedBefore);
        QCOMPARE(view.model()->index(0, CompareModel::BilledCost).data().toString(),
                 expectedRow(QStringLiteral("current"), bigger)
                     .value(CompareModel::BilledCost, QStringLiteral("?")));
        QCOMPARE(scatterSeries(view.chartView()->chart()).size(), 2);

        // A second copy of the same job lands on the same spots: it shares the first copy's
        // series instead of hiding behind it.
        controller.setJob(h100Job());
        controller.flush();
        QCOMPARE(scatterSeries(view.chartView()->chart()).size(), 1);
        QVERIFY2(scatterSeries(view.chartView()->chart())
                     .constFirst()
                     ->name()
                     .contains(QStringLiteral(" = ")),
                 qPrintable(scatterSeries(view.chartView()->chart()).constFirst()->name()));
        controller.setJob(bigger);
        controller.flush();

        // The copy can be removed; the current job cannot.
        auto *remove = view.findChild<QPushButton *>(QStringLiteral("removeScenario"));
        QVERIFY(remove);
        view.table()->selectRow(0);
        QVERIFY(!remove->isEnabled());
        view.table()->selectRow(1);
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(view.model()->scenarioCount(), 1);
        QCOMPARE(scatterSeries(view.chartView()->chart()).size(), 1);
    }

    void aBadScenarioFileNamesTheField()
    {
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        gp::ui::CompareView view(&controller);
        const QString file = m_dir.filePath(QStringLiteral("bad.gpuplan"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "gpuplanner-job/1", "model": {"params_b": -1}, "method": "full"})");
        f.close();
        QString error;
        QVERIFY(!view.addScenarioFromFile(file, &error));
        QVERIFY2(error.startsWith(QStringLiteral("model.params_b: ")), qPrintable(error));
        QCOMPARE(view.model()->scenarioCount(), 1);
    }

    void scenariosAreReplannedWhenTheCatalogChanges()
    {
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        gp::ui::CompareView view(&controller);
        view.model()->addScenario(QStringLiteral("910B"), ascendWeeklyJob());
        gp::CatalogData dearer = m_catalog;
        for (gp::Offering &o : dearer.offerings) {
            for (gp::PriceSnapshot &p : o.prices)
                p.priceFen *= 2;
        }
        controller.setCatalog(dearer);
        const gp::Plan expected = gp::makePlan(ascendWeeklyJob(), dearer);
        const gp::PlanOption *best = expected.option(kAscend);
        QVERIFY(best);
        QCOMPARE(view.model()->index(1, CompareModel::BilledCost).data().toString(),
                 gp::format::formatMoney(best->needBilledFen, QLocale()));
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
