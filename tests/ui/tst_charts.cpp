// The result charts draw what the engine's Plan says: the seeds' three machines on cost vs time,
// the memory breakdown against capacity, the break-even crossing and the scaling points.

#include "catalog/pricehistorychart.h"
#include "charts/breakevenchart.h"
#include "charts/costtimechart.h"
#include "charts/memorychart.h"
#include "charts/scalingchart.h"
#include "costtimecontent.h"
#include "jobparser.h"
#include "modelpresets.h"
#include "planner.h"
#include "translations.h"
#include "uitestsupport.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QDir>
#include <QFile>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLineSeries>
#include <QPaintEvent>
#include <QScatterSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <memory>

namespace {

/// A 7B LoRA fine-tune: a job the RTX 4090 runs, so its break-even lines are drawn.
gp::Job loraJob()
{
    gp::Job job;
    job.model = gp::ModelPresets::preset(QStringLiteral("qwen2.5-7b")).value_or(gp::ModelSpec {});
    job.method = gp::Method::LoRA;
    job.tokensB = 0.2;
    return job;
}

} // namespace

namespace {

template<typename T>
T *seriesNamed(QChart *chart, const QString &objectName)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == objectName)
            return qobject_cast<T *>(s);
    }
    return nullptr;
}

/// Records the region of each paint event of a chart's viewport.
class PaintRegions final : public QObject {
public:
    QList<QRegion> regions;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            regions << static_cast<QPaintEvent *>(event)->region();
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestCharts final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;
    gp::Plan m_plan;

    /// The default plan's first four options (the recommended one among them).
    [[nodiscard]] QStringList fourOfferings() const
    {
        QStringList ids {m_plan.recommendedId};
        for (const gp::PlanOption &option : m_plan.options) {
            if (ids.size() < 4 && !ids.contains(option.offeringId))
                ids << option.offeringId;
        }
        return ids;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // English as the app speaks it (its plurals: "8 cards", not "8 card(s)").
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(m_catalog.offerings.size() >= 14);
        m_plan = gp::makePlan(gp::defaultJob(), m_catalog);
        QVERIFY(!m_plan.options.isEmpty());
    }

    void costTimeShowsTheSeedsThreeMachines()
    {
        gp::ui::CostTimeChart chart;
        chart.resize(1200, 800);
        chart.setPlan(m_plan, m_catalog);
        QStringList ids;
        for (const auto &p : chart.points())
            ids << p.offeringId;
        for (const QString &id : gp::chart::yardsticks()) {
            const gp::PlanOption *option = m_plan.option(id);
            QVERIFY2(option, qPrintable(id));
            if (option->hours.expected > 0)
                QVERIFY2(ids.contains(id), qPrintable(id));
        }
        // Every feasible option is on the chart, at the engine's numbers.
        for (const gp::PlanOption &option : m_plan.options) {
            if (!option.feasible)
                continue;
            QVERIFY2(ids.contains(option.offeringId), qPrintable(option.offeringId));
        }
        for (const auto &p : chart.points()) {
            const gp::PlanOption *option = m_plan.option(p.offeringId);
            QVERIFY(option);
            QCOMPARE(p.hours.expected, option->hours.expected);
            QCOMPARE(p.costFen.expected, option->costProratedFen.expected);
            QCOMPARE(p.billedFen, option->costBilledFen);
            QCOMPARE(p.feasible, option->feasible);
            QCOMPARE(p.recommended, option->offeringId == m_plan.recommendedId);
        }
    }

    void costTimeDrawsDeadlineBudgetAndRecommendation()
    {
        gp::ui::CostTimeChart chart;
        chart.resize(1200, 800);
        chart.setPlan(m_plan, m_catalog);
        QChart *c = chart.chart();
        auto *deadline = seriesNamed<QLineSeries>(c, QStringLiteral("deadlineLine"));
        QVERIFY(deadline);
        QCOMPARE(deadline->count(), 2);
        QCOMPARE(deadline->at(0).x(), 21.0 * 24); // the default job's 21 days
        QCOMPARE(deadline->at(1).x(), 21.0 * 24);
        auto *budget = seriesNamed<QLineSeries>(c, QStringLiteral("budgetLine"));
        QVERIFY(budget);
        QCOMPARE(budget->count(), 2);
        QCOMPARE(budget->at(0).y(), 100000.0);

        const gp::PlanOption *best = m_plan.option(m_plan.recommendedId);
        QVERIFY(best);
        auto *recommended = seriesNamed<QScatterSeries>(c, QStringLiteral("recommendedPoint"));
        QVERIFY(recommended);
        QCOMPARE(recommended->count(), 1);
        QCOMPARE(recommended->at(0).x(), best->hours.expected);
        // At the billed cost: what the budget line is checked against.
        QCOMPARE(recommended->at(0).y(), gp::yuanFromFen(best->costBilledFen));
        QVERIFY(chart.toolTipFor(best->offeringId).contains(QStringLiteral("¥")));

        int front = 0;
        for (const auto &p : chart.points())
            front += p.pareto ? 1 : 0;
        auto *pareto = seriesNamed<QLineSeries>(c, QStringLiteral("paretoFront"));
        QVERIFY(pareto);
        // A front of one point is no line, and not in the legend.
        QCOMPARE(pareto->count(), front > 1 ? front : 0);
        const auto entries = chart.legendEntries();
        QCOMPARE(std::count_if(entries.cbegin(), entries.cend(),
                               [&](const auto &e) { return e.text == pareto->name(); }),
                 front > 1 ? 1 : 0);
        QVERIFY(gp::uitest::saveShot(&chart, QStringLiteral("chart-cost-vs-time")));
    }

    void memoryStacksComponentsAgainstCapacity()
    {
        gp::ui::MemoryChart chart;
        chart.resize(1200, 800);
        chart.setPlan(m_plan, m_catalog);
        QChart *c = chart.chart();
        auto *bars = seriesNamed<QHorizontalStackedBarSeries>(c, QStringLiteral("memoryBars"));
        auto *capacity = seriesNamed<QScatterSeries>(c, QStringLiteral("capacity"));
        QVERIFY(bars && capacity);
        const QStringList ids = chart.offerings();
        QVERIFY(ids.size() >= 3);
        QCOMPARE(capacity->count(), ids.size());
        for (const QString &id : gp::chart::yardsticks())
            QVERIFY2(ids.contains(id), qPrintable(id));
        for (int i = 0; i < ids.size(); ++i) {
            const gp::PlanOption *option = m_plan.option(ids.at(i));
            QVERIFY(option);
            double stacked = 0;
            for (QBarSet *set : bars->barSets())
                stacked += set->at(i);
            QVERIFY2(qAbs(stacked - option->memory.total()) < 1e-6, qPrintable(ids.at(i)));
            QCOMPARE(capacity->at(i).x(), option->memoryCapacityGb);
            QCOMPARE(capacity->at(i).y(), double(i));
        }
        QVERIFY(gp::uitest::saveShot(&chart, QStringLiteral("chart-memory")));
    }

    void memoryEditKeepsTheBarsAndShowsTheNewValues_data()
    {
        // Edits that keep as many options: the chart keeps its bars and shows, on each, the name
        // and the values of the option now at its place.
        QTest::addColumn<bool>("swap");
        // What a longer sequence does: more activation memory, the same options and order.
        QTest::newRow("more activation memory") << false;
        // What a new ranking does: the first two options change places.
        QTest::newRow("two options swapped") << true;
    }

    void memoryEditKeepsTheBarsAndShowsTheNewValues()
    {
        QFETCH(bool, swap);
        gp::ui::MemoryChart chart;
        chart.resize(1200, 800);
        chart.setPlan(m_plan, m_catalog);
        auto *before
            = seriesNamed<QHorizontalStackedBarSeries>(chart.chart(), QStringLiteral("memoryBars"));
        QVERIFY(before);
        const QStringList idsBefore = chart.offerings();
        gp::Plan edited = m_plan;
        QVERIFY(edited.options.size() > 2);
        if (swap) {
            std::swap(edited.options[0], edited.options[1]);
        } else {
            for (gp::PlanOption &option : edited.options)
                option.memory.activations = option.memory.activations * 3 + 5;
        }
        chart.setPlan(edited, m_catalog);
        auto *bars
            = seriesNamed<QHorizontalStackedBarSeries>(chart.chart(), QStringLiteral("memoryBars"));
        QVERIFY(bars == before); // compared, not printed: a rebuilt chart deleted "before"
        const QStringList ids = chart.offerings();
        QCOMPARE(ids != idsBefore, swap);
        QValueAxis *axis = nullptr;
        QBarCategoryAxis *names = nullptr;
        for (QAbstractAxis *a : bars->attachedAxes()) {
            axis = axis ? axis : qobject_cast<QValueAxis *>(a);
            names = names ? names : qobject_cast<QBarCategoryAxis *>(a);
        }
        QVERIFY(axis && names);
        QCOMPARE(names->count(), ids.size());
        const auto shortNames = gp::format::ShortNames::forCatalog(m_catalog, QLocale());
        for (int i = 0; i < ids.size(); ++i) {
            const gp::PlanOption *option = edited.option(ids.at(i));
            QVERIFY(option);
            QCOMPARE(names->at(i), gp::chart::chartLabel(*option, shortNames));
            double stacked = 0;
            for (QBarSet *set : bars->barSets())
                stacked += set->at(i);
            QVERIFY2(qAbs(stacked - option->memory.total()) < 1e-6, qPrintable(ids.at(i)));
            // Clipped bars follow the new axis end.
            const bool clipped = std::any_of(chart.clipped().cbegin(), chart.clipped().cend(),
                                             [i](const auto &clip) { return clip.first == i; });
            QCOMPARE(clipped, option->memory.total() > axis->max());
        }
    }

    void costEditKeepsTheSeriesAndShowsTheNewValues()
    {
        gp::ui::CostTimeChart chart;
        chart.resize(1200, 800);
        chart.setPlan(m_plan, m_catalog);
        auto *before
            = seriesNamed<QScatterSeries>(chart.chart(), QStringLiteral("recommendedPoint"));
        QVERIFY(before);
        // The same options, each a little slower: the same kinds, lines and words, so the chart
        // keeps its series and moves every point and range to the new figures.
        gp::Plan edited = m_plan;
        for (gp::PlanOption &option : edited.options) {
            option.hours.low *= 1.03;
            option.hours.expected *= 1.03;
            option.hours.high *= 1.03;
        }
        chart.setPlan(edited, m_catalog);
        QCOMPARE(seriesNamed<QScatterSeries>(chart.chart(), QStringLiteral("recommendedPoint")),
                 before);
        const gp::PlanOption *best = edited.option(edited.recommendedId);
        QVERIFY(best);
        QCOMPARE(before->count(), 1);
        QCOMPARE(before->at(0).x(), best->hours.expected);
        QList<QLineSeries *> bands;
        for (QAbstractSeries *series : chart.chart()->series()) {
            // Time ranges past the points are kept empty for a later plan with more.
            auto *band = qobject_cast<QLineSeries *>(series);
            if (series->objectName() == u"band" && band->count() > 0)
                bands << band;
        }
        QCOMPARE(bands.size(), chart.points().size());
        for (int i = 0; i < bands.size(); ++i) {
            const gp::ui::CostTimeChart::Point &p = chart.points().at(i);
            const gp::PlanOption *option = edited.option(p.offeringId);
            QVERIFY(option);
            QCOMPARE(p.hours.low, option->hours.low);
            QCOMPARE(bands.at(i)->at(0), QPointF(p.hours.low, p.costLow()));
            QCOMPARE(bands.at(i)->at(1), QPointF(p.hours.high, p.costHigh()));
        }
        // Without a budget the frame changes: the budget line goes.
        QVERIFY(seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("budgetLine")));
        edited.job.budgetCny.reset();
        chart.setPlan(edited, m_catalog);
        QVERIFY(!seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("budgetLine")));
    }

    void anEditRepaintsTheChartAsOneRectangle()
    {
        // A new ranking with new values moves bars and names all over the chart. Repainted piece
        // by piece, the region is dozens of rectangles, and every antialiased grid line clipped
        // to it is drawn pixel by pixel; one bounding rectangle is drawn at full speed.
        gp::ui::MemoryChart chart;
        chart.setPlan(m_plan, m_catalog);
        chart.resize(1200, 800);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTest::qWait(50);
        QVERIFY(chart.renderHints().testFlag(QPainter::Antialiasing));
        PaintRegions paints;
        chart.viewport()->installEventFilter(&paints);
        gp::Plan edited = m_plan;
        for (gp::PlanOption &option : edited.options)
            option.memory.activations = option.memory.activations * 1.5 + 3;
        std::swap(edited.options[0], edited.options[1]);
        chart.setPlan(edited, m_catalog);
        QTRY_VERIFY(!paints.regions.isEmpty());
        for (const QRegion &region : std::as_const(paints.regions))
            QCOMPARE(region.rectCount(), 1);
    }

    void anEditedChartLooksLikeOneDrawnAfresh_data()
    {
        // Charts move their items in place when an edit keeps them; the picture must be the one
        // a chart drawn from scratch gives. Edits of the default job: more tokens (new times and
        // costs, the ranking moves, the cost axis turns linear) and fewer (logarithmic again),
        // LoRA instead of full fine-tuning (every figure, more options on the chart) and back, a
        // budget ten times larger (the cost axis reaches further) and back, and four offerings
        // to choose from (fewer points than before).
        QTest::addColumn<QString>("chart");
        QTest::addColumn<QString>("edit");
        for (const char *chart : {"cost", "memory", "scaling"}) {
            for (const char *edit :
                 {"tokens", "fewer tokens", "lora", "full", "budget", "smaller budget", "four"}) {
                QTest::addRow("%s, %s", chart, edit)
                    << QString::fromLatin1(chart) << QString::fromLatin1(edit);
            }
        }
    }

    void anEditedChartLooksLikeOneDrawnAfresh()
    {
        QFETCH(QString, chart);
        QFETCH(QString, edit);
        gp::Job before = gp::defaultJob();
        before.tokensB = 5;
        gp::Job after = before;
        if (edit == u"tokens")
            after.tokensB = 6;
        else if (edit == u"fewer tokens")
            before.tokensB = 6;
        else if (edit == u"smaller budget")
            before.budgetCny = *after.budgetCny * 10;
        else if (edit == u"lora")
            after.method = gp::Method::LoRA;
        else if (edit == u"budget")
            after.budgetCny = *before.budgetCny * 10;
        else if (edit == u"four")
            after.offerings = fourOfferings();
        else
            before.method = gp::Method::LoRA;
        const gp::Plan first = gp::makePlan(before, m_catalog);
        const gp::Plan second = gp::makePlan(after, m_catalog);
        if (edit == u"four")
            QVERIFY(second.options.size() < first.options.size());
        const QString offering = first.recommendedId;
        const auto make = [&]() -> std::unique_ptr<QChartView> {
            if (chart == u"cost")
                return std::make_unique<gp::ui::CostTimeChart>();
            if (chart == u"memory")
                return std::make_unique<gp::ui::MemoryChart>();
            return std::make_unique<gp::ui::ScalingChart>();
        };
        const auto show = [&](QChartView *view, const gp::Plan &plan) {
            if (auto *cost = qobject_cast<gp::ui::CostTimeChart *>(view))
                cost->setPlan(plan, m_catalog);
            else if (auto *memory = qobject_cast<gp::ui::MemoryChart *>(view))
                memory->setPlan(plan, m_catalog);
            else
                qobject_cast<gp::ui::ScalingChart *>(view)->setJob(plan.job, m_catalog, offering);
        };
        const auto picture = [](QChartView *view) {
            view->resize(1100, 700);
            view->show();
            // The names are placed once the events of the change have run.
            QTest::qWait(30);
            return view->grab().toImage();
        };
        // The cost chart's shown axes' kinds ("log" or "linear", x then y); every series is on
        // them.
        const auto scales = [](QChartView *view) {
            QStringList kinds;
            for (const Qt::Orientation side : {Qt::Horizontal, Qt::Vertical}) {
                QList<QAbstractAxis *> shown;
                for (QAbstractAxis *axis : view->chart()->axes(side)) {
                    if (axis->isVisible())
                        shown << axis;
                }
                if (shown.size() != 1)
                    return QStringList {QStringLiteral("%1 axes shown").arg(shown.size())};
                for (QAbstractSeries *series : view->chart()->series()) {
                    if (!series->attachedAxes().contains(shown.constFirst()))
                        return QStringList {series->objectName()
                                            + QStringLiteral(" not on the shown axis")};
                }
                kinds << (shown.constFirst()->type() == QAbstractAxis::AxisTypeLogValue
                              ? QStringLiteral("log")
                              : QStringLiteral("linear"));
            }
            return kinds;
        };
        const std::unique_ptr<QChartView> edited = make();
        show(edited.get(), first);
        picture(edited.get());
        const QStringList firstScales = scales(edited.get());
        show(edited.get(), second);
        const QImage editedImage = picture(edited.get());
        if (chart == u"cost") {
            const QStringList secondScales = scales(edited.get());
            QVERIFY2(firstScales.size() == 2 && secondScales.size() == 2,
                     qPrintable(firstScales.join(u' ') + QStringLiteral(" / ")
                                + secondScales.join(u' ')));
            // 5 billion tokens spread the costs over a log axis, 6 billion do not: the chart
            // switches the cost scale both ways.
            if (edit.contains(u"tokens"))
                QVERIFY(secondScales.constLast() != firstScales.constLast());
        }
        const std::unique_ptr<QChartView> fresh = make();
        show(fresh.get(), second);
        const QImage freshImage = picture(fresh.get());
        QCOMPARE(editedImage.size(), freshImage.size());
        if (editedImage != freshImage) {
            editedImage.save(QDir::temp().filePath(QStringLiteral("edited-chart.png")));
            freshImage.save(QDir::temp().filePath(QStringLiteral("fresh-chart.png")));
            QFAIL("the edited chart differs from the fresh one (both saved in the temp folder)");
        }
    }

    void aPlanThatMovesNothingRepaintsNothing()
    {
        // A precision the cards run at the same speed changes no figure: the chart's names,
        // leaders and note are left as they are, and nothing is repainted.
        gp::ui::CostTimeChart chart;
        chart.setPlan(m_plan, m_catalog);
        chart.resize(1200, 800);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTest::qWait(50);
        QVERIFY(!chart.labelTexts().isEmpty());
        PaintRegions paints;
        chart.viewport()->installEventFilter(&paints);
        chart.setPlan(m_plan, m_catalog);
        QTest::qWait(50);
        QCOMPARE(paints.regions.size(), 0);
    }

    void breakEvenRedrawsOnlyWhenItsLinesMove()
    {
        const gp::Plan lora = gp::makePlan(loraJob(), m_catalog);
        const QStringList accelerators = gp::ui::BreakEvenChart::accelerators(lora);
        QVERIFY(!accelerators.isEmpty());
        gp::ui::BreakEvenChart chart;
        chart.resize(1200, 800);
        chart.setPlan(lora, m_catalog, accelerators.first());
        const QList<QAbstractSeries *> before = chart.chart()->series();
        QVERIFY(!before.isEmpty());
        // Twice the tokens: other hours and costs, the same prices and monthly usage, so the
        // same lines: the chart keeps its items.
        gp::Job longer = loraJob();
        longer.tokensB *= 2;
        chart.setPlan(gp::makePlan(longer, m_catalog), m_catalog, accelerators.first());
        QVERIFY(chart.chart()->series() == before);
        // Another monthly usage moves the job's line: drawn again, at the new hours.
        gp::Job fewerHours = longer;
        fewerHours.monthlyHours = 200;
        chart.setPlan(gp::makePlan(fewerHours, m_catalog), m_catalog, accelerators.first());
        auto *usage = seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("usageLine"));
        QVERIFY(usage);
        QCOMPARE(usage->at(0).x(), 200.0);
    }

    void breakEvenMarksTheSeedsCrossing()
    {
        const gp::Offering *bm4090 = m_catalog.offering(QStringLiteral("jygpu-bm-4090-sichuan2"));
        QVERIFY(bm4090);
        // Break-even lines are drawn for accelerators that run the job: a 7B LoRA runs on 4090s.
        const gp::Plan lora = gp::makePlan(loraJob(), m_catalog);
        QVERIFY(gp::ui::BreakEvenChart::accelerators(lora).contains(bm4090->acceleratorId));
        gp::ui::BreakEvenChart chart;
        chart.resize(1200, 800);
        chart.setPlan(lora, m_catalog, bm4090->acceleratorId);
        QCOMPARE(chart.accelerator(), bm4090->acceleratorId);
        QList<double> crossings;
        for (QAbstractSeries *s : chart.chart()->series()) {
            if (s->objectName() == u"breakEvenPoint")
                crossings << qobject_cast<QScatterSeries *>(s)->at(0).x();
        }
        QList<double> expected;
        for (const gp::BreakEven &b : lora.breakeven) {
            if (b.acceleratorId == bm4090->acceleratorId && b.hoursPerMonth <= 720)
                expected << b.hoursPerMonth;
        }
        QCOMPARE(crossings, expected);
        QVERIFY(!crossings.isEmpty());
        // The seeds: ¥990 per card-month at ¥1.57/h crosses at about 630 h.
        bool seedCrossing = false;
        for (const double h : std::as_const(crossings))
            seedCrossing = seedCrossing || qAbs(h - 630) < 2;
        QVERIFY(seedCrossing);
        auto *flat = seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("bareMetalLine"));
        QVERIFY(flat);
        QCOMPARE(flat->at(0).y(), 990.0); // ¥7,920 / 8 cards
        QVERIFY(gp::uitest::saveShot(&chart, QStringLiteral("chart-break-even")));
    }

    void largeCatalogChartsKeepToTheirCaps()
    {
        // 60 copies of every offering at slightly different prices: hundreds of options.
        gp::CatalogData big;
        big.accelerators = m_catalog.accelerators;
        for (int copy = 0; copy < 60; ++copy) {
            for (gp::Offering o : m_catalog.offerings) {
                if (copy > 0)
                    o.id += QStringLiteral("-copy%1").arg(copy);
                for (gp::PriceSnapshot &p : o.prices)
                    p.priceFen += copy * 3;
                big.offerings.append(o);
            }
        }
        big.buildIndex();
        const gp::Plan plan = gp::makePlan(gp::defaultJob(), big);

        gp::ui::CostTimeChart costTime;
        costTime.resize(1200, 800);
        costTime.setPlan(plan, big);
        // Options that run the job, and the seeds' machines whatever they do.
        int runnable = 0;
        for (const gp::PlanOption &option : plan.options) {
            runnable += option.feasible || gp::runsTheJob(option)
                    || gp::chart::yardsticks().contains(option.offeringId)
                ? 1
                : 0;
        }
        QVERIFY(runnable > 24);
        QStringList drawn;
        for (const auto &p : costTime.points())
            drawn << p.offeringId;
        QCOMPARE(drawn.size() + costTime.unplotted().size() + costTime.leftOut(), runnable);
        QVERIFY(drawn.size() + costTime.unplotted().size() <= 24);
        QVERIFY(drawn.contains(plan.recommendedId));
        QVERIFY(
            gp::uitest::saveShot(&costTime, QStringLiteral("chart-cost-vs-time-large-catalog")));
        for (const QString &id : gp::chart::yardsticks()) {
            const gp::PlanOption *option = plan.option(id);
            if (option && option->hours.expected > 0)
                QVERIFY2(drawn.contains(id), qPrintable(id));
        }
        for (const gp::PlanOption &option : plan.options) {
            if (option.feasible && option.onParetoFront)
                QVERIFY2(drawn.contains(option.offeringId), qPrintable(option.offeringId));
        }

        // The break-even chart of a job the 4090s run (a 70B full job has no 4090 line).
        const gp::Plan loraPlan = gp::makePlan(loraJob(), big);
        // The memory chart's cap leaves options out, and its title says how many.
        gp::ui::MemoryChart memory;
        memory.resize(1200, 800);
        memory.setPlan(plan, big);
        int withMemory = 0;
        for (const gp::PlanOption &option : plan.options)
            withMemory += option.memoryCapacityGb > 0 ? 1 : 0;
        QCOMPARE(memory.offerings().size() + memory.leftOut(), withMemory);
        QVERIFY(memory.leftOut() > 0);
        QVERIFY2(memory.chart()->title().contains(QString::number(memory.leftOut())),
                 qPrintable(memory.chart()->title()));

        const gp::Offering *bm4090 = big.offering(QStringLiteral("jygpu-bm-4090-sichuan2"));
        QVERIFY(bm4090);
        QList<gp::Fen> rates;
        for (const gp::BreakEven &b : loraPlan.breakeven) {
            if (b.acceleratorId == bm4090->acceleratorId)
                rates << b.containerHourlyFen;
        }
        QVERIFY(rates.size() > 4);
        gp::ui::BreakEvenChart breakEven;
        breakEven.resize(1200, 800);
        breakEven.setPlan(loraPlan, big, bm4090->acceleratorId);
        QList<double> drawnRates;
        for (QAbstractSeries *s : breakEven.chart()->series()) {
            if (s->objectName() == u"containerLine")
                drawnRates << qobject_cast<QLineSeries *>(s)->at(1).y() / 720;
        }
        QCOMPARE(drawnRates.size(), 4);
        // The highest rate (the list price) and the cheapest are among the lines drawn.
        const auto [low, high] = std::minmax_element(rates.cbegin(), rates.cend());
        QVERIFY(qAbs(drawnRates.first() - gp::yuanFromFen(*high)) < 1e-6);
        QVERIFY(qAbs(drawnRates.last() - gp::yuanFromFen(*low)) < 1e-6);
        QVERIFY2(breakEven.chart()->title().contains(QString::number(rates.size())),
                 qPrintable(breakEven.chart()->title()));
    }

    void scalingRedrawsOnlyWhenItsPointsMove()
    {
        const QString id = m_plan.recommendedId;
        gp::ui::ScalingChart chart;
        chart.resize(1200, 800);
        chart.setJob(m_plan.job, m_catalog, id);
        const QList<QAbstractSeries *> before = chart.chart()->series();
        const QList<gp::ui::ScalingChart::Point> points = chart.points();
        // A larger budget changes no point (the chart plots what each count costs, whatever the
        // budget): the chart keeps its items.
        gp::Job richer = m_plan.job;
        richer.budgetCny = 1e7;
        chart.setJob(richer, m_catalog, id);
        QVERIFY(chart.points() == points);
        QVERIFY(chart.chart()->series() == before);
        // More tokens take longer at every count: the same lines, moved to the new times, on
        // a time axis that reaches the new longest.
        gp::Job longer = m_plan.job;
        longer.tokensB *= 1.5;
        chart.setJob(longer, m_catalog, id);
        QVERIFY(chart.points() != points);
        QVERIFY(chart.chart()->series() == before);
        auto *time = seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("time"));
        QVERIFY(time);
        QList<QPointF> expected;
        double longest = 0;
        for (const auto &p : chart.points()) {
            if (p.feasible) {
                expected << QPointF(p.gpus, p.hours);
                longest = std::max(longest, p.hours);
            }
        }
        QVERIFY(!expected.isEmpty());
        QCOMPARE(time->points(), expected);
        auto *hoursAxis = qobject_cast<QValueAxis *>(time->attachedAxes().constLast());
        QVERIFY(hoursAxis);
        QVERIFY2(hoursAxis->max() >= longest, qPrintable(QString::number(hoursAxis->max())));
        // A deadline within the times shown adds its line: new items.
        gp::Job due = longer;
        due.deadlineDays = longest / 24;
        chart.setJob(due, m_catalog, id);
        QVERIFY(seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("deadlineLine")));
    }

    void scalingAsksTheEngineAtEachCount()
    {
        const QString id = m_plan.recommendedId;
        QVERIFY(!id.isEmpty());
        gp::ui::ScalingChart chart;
        chart.resize(1200, 800);
        chart.setJob(m_plan.job, m_catalog, id);
        const gp::Offering *offering = m_catalog.offering(id);
        QVERIFY(offering);
        const QList<int> counts = gp::ui::ScalingChart::counts(*offering);
        QCOMPARE(chart.points().size(), counts.size());
        int feasible = 0;
        for (const auto &p : chart.points()) {
            gp::Job fixed = m_plan.job;
            fixed.offerings = {id};
            fixed.gpuCount = p.gpus;
            const gp::Plan plan = gp::makePlan(fixed, m_catalog);
            QCOMPARE(p.hours, plan.option(id)->hours.expected);
            QCOMPARE(p.costFen, plan.option(id)->costProratedFen.expected);
            feasible += p.feasible ? 1 : 0;
        }
        QVERIFY(feasible >= 1);
        auto *time = seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("time"));
        QVERIFY(time);
        QCOMPARE(time->count(), feasible);
        // Two lines, two swatches: the perfect-scaling line is not the time line's colour.
        auto *ideal = seriesNamed<QLineSeries>(chart.chart(), QStringLiteral("idealTime"));
        QVERIFY(ideal);
        QVERIFY(ideal->pen().color() != time->pen().color());
        // Below "perfect" somewhere exactly when the chart explains it.
        bool below = false;
        for (int i = 0; i < ideal->count() && i < time->count(); ++i)
            below = below || time->at(i).y() < ideal->at(i).y() * 0.99;
        QCOMPARE(!chart.note().isEmpty(), below);
        QVERIFY(gp::uitest::saveShot(&chart, QStringLiteral("chart-scaling")));
    }

    void everySampleJobDraws_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("7B LoRA") << QStringLiteral("lora-7b");
        QTest::newRow("13B inference") << QStringLiteral("inference-13b");
        QTest::newRow("32B domestic") << QStringLiteral("domestic-32b");
        QTest::newRow("budget 10k") << QStringLiteral("budget-10k");
        QTest::newRow("weekly 70B") << QStringLiteral("weekly-70b");
    }

    void everySampleJobDraws()
    {
        QFETCH(QString, file);
        QFile in(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + QStringLiteral("/resources/jobs/")
                 + file + QStringLiteral(".gpuplan"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const gp::JobParseResult parsed = gp::parseJob(in.readAll());
        QVERIFY2(parsed.ok(), qPrintable(parsed.errorLine()));
        const gp::Plan plan = gp::makePlan(*parsed.job, m_catalog);
        gp::ui::CostTimeChart costTime;
        costTime.resize(1200, 800);
        costTime.setPlan(plan, m_catalog);
        // Every feasible option with a time estimate is a point; the three machines are there.
        int feasible = 0;
        for (const gp::PlanOption &option : plan.options)
            feasible += option.feasible && option.hours.expected > 0 ? 1 : 0;
        int plottedFeasible = 0;
        for (const auto &p : costTime.points())
            plottedFeasible += p.feasible ? 1 : 0;
        QCOMPARE(plottedFeasible, feasible);
        QCOMPARE(costTime.points().size() + costTime.unplotted().size() >= 3, true);
        QVERIFY(gp::uitest::saveShot(&costTime, QStringLiteral("chart-cost-vs-time-") + file));
        gp::ui::MemoryChart memory;
        memory.resize(1200, 800);
        memory.setPlan(plan, m_catalog);
        QVERIFY(!memory.offerings().isEmpty());
        QVERIFY(gp::uitest::saveShot(&memory, QStringLiteral("chart-memory-") + file));
    }

    void priceHistoryTicksAreDistinctRoundNumbers_data()
    {
        QTest::addColumn<int>("prices");
        QTest::newRow("one flat price") << 1;
        QTest::newRow("two prices one yuan apart") << 2;
    }

    void priceHistoryTicksAreDistinctRoundNumbers()
    {
        QFETCH(int, prices);
        gp::CatalogData catalog = m_catalog;
        gp::Offering &o = catalog.offerings.first();
        QVERIFY(!o.prices.isEmpty());
        gp::PriceSnapshot p = o.prices.first();
        p.priceFen = 792000;
        o.prices = {p};
        if (prices > 1) {
            p.observedOn = p.observedOn.addDays(30);
            p.priceFen = 792100;
            o.prices << p;
        }
        catalog.buildIndex();
        gp::ui::PriceHistoryChart chart;
        chart.resize(800, 500);
        chart.setOfferings(catalog, {o.id});
        QValueAxis *axis = nullptr;
        for (QAbstractAxis *a : chart.chart()->axes(Qt::Vertical))
            axis = qobject_cast<QValueAxis *>(a);
        QVERIFY(axis);
        QVERIFY(axis->tickInterval() > 0);
        QStringList labels;
        for (double v = axis->min(); v <= axis->max() + 1e-9; v += axis->tickInterval())
            labels << QString::asprintf(qPrintable(axis->labelFormat()), v);
        QVERIFY(labels.size() >= 3);
        QStringList unique = labels;
        unique.removeDuplicates();
        QCOMPARE(unique, labels);
    }

    void scalingCountsFollowTheRentalForm()
    {
        gp::Offering container;
        container.form = gp::RentalForm::Container;
        container.gpusPerNode = 8;
        QCOMPARE(gp::ui::ScalingChart::counts(container), (QList<int> {1, 2, 4, 8}));
        gp::Offering cluster;
        cluster.gpusPerNode = 8;
        cluster.maxNodes = 4;
        QCOMPARE(gp::ui::ScalingChart::counts(cluster), (QList<int> {1, 2, 4, 8, 16, 32}));
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
