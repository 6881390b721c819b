// The cost-vs-time chart stays readable whatever it shows: for every sample job and for a
// catalog of hundreds of options, at a laptop window, a 1280x720 projector and a 1920x1080 one,
// no two names overlap, no name covers a point, the names that matter are there, and the legend
// sits whole outside the plot.

#include "charts/costtimechart.h"
#include "costtimecontent.h"
#include "jobcontroller.h"
#include "jobparser.h"
#include "mainwindow.h"
#include "planner.h"
#include "reportcharts.h"
#include "results/recommendationsummary.h"
#include "results/resultsworkspace.h"
#include "translations.h"
#include "uitestsupport.h"

#include <QChart>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <optional>

namespace {

QString describe(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)")
        .arg(r.x(), 0, 'f', 1)
        .arg(r.y(), 0, 'f', 1)
        .arg(r.width(), 0, 'f', 1)
        .arg(r.height(), 0, 'f', 1);
}

} // namespace

class TestChartLabels final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;
    gp::CatalogData m_big;

    /// The plan of the sample job file \a job on \a catalog; a failure is the test's.
    [[nodiscard]] static std::optional<gp::Plan> planOf(const QString &job,
                                                        const gp::CatalogData &catalog)
    {
        QFile in(job);
        if (!in.open(QIODevice::ReadOnly)) {
            QTest::qFail(qPrintable(QStringLiteral("cannot read ") + job), __FILE__, __LINE__);
            return std::nullopt;
        }
        const gp::JobParseResult parsed = gp::parseJob(in.readAll());
        if (!parsed.ok()) {
            QTest::qFail(qPrintable(parsed.errorLine()), __FILE__, __LINE__);
            return std::nullopt;
        }
        return gp::makePlan(*parsed.job, catalog);
    }

    [[nodiscard]] static QStringList sampleJobs()
    {
        QStringList out;
        QDirIterator it(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR")
                            + QStringLiteral("/resources/jobs"),
                        {QStringLiteral("*.gpuplan")});
        while (it.hasNext())
            out << it.next();
        out.sort();
        return out;
    }

    /// Checks the drawn chart; \a context names the case in failure messages.
    static void checkReadable(gp::ui::CostTimeChart &chart, const gp::Plan &plan)
    {
        QChart *c = chart.chart();
        const QRectF plot = c->plotArea();
        QVERIFY(plot.width() > 100 && plot.height() > 100);
        const QList<QRectF> labels = chart.labelRects();
        const QList<QString> texts = chart.labelTexts();
        QCOMPARE(labels.size(), texts.size());
        // No two names overlap.
        for (int i = 0; i < labels.size(); ++i) {
            for (int j = i + 1; j < labels.size(); ++j) {
                QVERIFY2(!labels.at(i).intersects(labels.at(j)),
                         qPrintable(texts.at(i) + describe(labels.at(i)) + QStringLiteral(" / ")
                                    + texts.at(j) + describe(labels.at(j))));
            }
            QVERIFY2(plot.contains(labels.at(i)), qPrintable(texts.at(i)));
        }
        // No name covers a point: each plotted option's position, mapped by the chart's own
        // axes from the option's hours and billed cost.
        auto *series = c->series().isEmpty() ? nullptr : c->series().constLast();
        QVERIFY(series);
        for (const auto &p : chart.points()) {
            const QPointF at = c->mapToPosition(
                QPointF(p.hours.expected, gp::ui::CostTimeChart::costOf(p)), series);
            const QRectF core(at.x() - 5, at.y() - 5, 10, 10);
            for (int i = 0; i < labels.size(); ++i) {
                QVERIFY2(!labels.at(i).intersects(core),
                         qPrintable(texts.at(i) + QStringLiteral(" covers ") + p.label));
            }
        }
        // No name crosses the deadline or the budget line.
        for (const QLineSeries *line : chart.limitLines()) {
            const QRectF across = QRectF(c->mapToPosition(line->at(0), series),
                                         c->mapToPosition(line->at(1), series))
                                      .normalized()
                                      .adjusted(-1, -1, 1, 1);
            for (int i = 0; i < labels.size(); ++i) {
                QVERIFY2(
                    !labels.at(i).intersects(across),
                    qPrintable(texts.at(i) + QStringLiteral(" crosses ") + line->objectName()));
            }
        }
        // The names that matter are shown: the recommendation, the Pareto front and the
        // yardstick machines, alone or as "… and N others here".
        const QStringList named = chart.namedIds();
        const QStringList always = gp::chart::yardsticks();
        for (const auto &p : chart.points()) {
            if (p.recommended || p.pareto || always.contains(p.offeringId))
                QVERIFY2(named.contains(p.offeringId), qPrintable(p.label));
        }
        // What has no name is counted.
        QCOMPARE(chart.unnamed() + named.size(), int(chart.points().size()));
        if (chart.unnamed() > 0 || chart.leftOut() > 0)
            QVERIFY(!chart.noteText().isEmpty());
        // The legend is whole, inside the chart and off the plot; so is the note.
        const QRectF legend = chart.legendRect();
        QVERIFY(!legend.isEmpty());
        QVERIFY2(c->rect().contains(legend), qPrintable(describe(legend)));
        QVERIFY2(!legend.intersects(plot), qPrintable(describe(legend) + describe(plot)));
        const QRectF note = chart.noteRect();
        if (!note.isEmpty()) {
            QVERIFY2(!note.intersects(plot), qPrintable(describe(note) + describe(plot)));
            QVERIFY(!note.intersects(legend));
        }
        Q_UNUSED(plan);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(m_catalog.offerings.size() >= 14);
        // 30 copies of every offering at slightly different prices: hundreds of options, many
        // of them at one spot.
        m_big.accelerators = m_catalog.accelerators;
        for (int copy = 0; copy < 30; ++copy) {
            for (gp::Offering o : m_catalog.offerings) {
                if (copy > 0)
                    o.id += QStringLiteral("-copy%1").arg(copy);
                for (gp::PriceSnapshot &p : o.prices)
                    p.priceFen += copy * 7;
                m_big.offerings.append(o);
            }
        }
        m_big.buildIndex();
        QVERIFY(m_big.offerings.size() > 300);
    }

    void namesNeverCollide_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<bool>("large");
        QTest::addColumn<QSize>("size");
        const QList<QSize> sizes {QSize(800, 520), QSize(1280, 720), QSize(1920, 1080)};
        QStringList jobs = sampleJobs();
        QVERIFY(jobs.size() >= 6);
        for (const QSize &size : sizes) {
            const QString at = QStringLiteral(" at %1x%2").arg(size.width()).arg(size.height());
            for (const QString &job : std::as_const(jobs)) {
                const QString name = QFileInfo(job).completeBaseName();
                QTest::newRow(qPrintable(name + at)) << job << false << size;
            }
            QTest::newRow(qPrintable(QStringLiteral("default, large catalog") + at))
                << jobs.filter(QStringLiteral("default")).value(0) << true << size;
        }
    }

    void namesNeverCollide()
    {
        QFETCH(QString, job);
        QFETCH(bool, large);
        QFETCH(QSize, size);
        const gp::CatalogData &catalog = large ? m_big : m_catalog;
        const std::optional<gp::Plan> planned = planOf(job, catalog);
        QVERIFY(planned);
        const gp::Plan &plan = *planned;
        gp::ui::CostTimeChart chart;
        chart.resize(size);
        chart.setPlan(plan, catalog);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        QVERIFY(!chart.points().isEmpty());
        checkReadable(chart, plan);
        if (large) {
            gp::uitest::saveShot(&chart,
                                 QStringLiteral("chart-cost-vs-time-large-catalog-%1x%2")
                                     .arg(size.width())
                                     .arg(size.height()));
        }
        if (QTest::currentTestFailed())
            gp::uitest::saveShot(&chart,
                                 QStringLiteral("failed-chartlabels-")
                                     + QString::fromLatin1(QTest::currentDataTag())
                                           .replace(QLatin1Char(' '), QLatin1Char('-')));
    }

    void theWindowAndThePdfShowOneChart_data()
    {
        QTest::addColumn<QString>("job");
        QTest::addColumn<bool>("large");
        const QStringList jobs = sampleJobs();
        for (const QString &job : jobs)
            QTest::newRow(qPrintable(QFileInfo(job).completeBaseName())) << job << false;
        QTest::newRow("default, large catalog")
            << jobs.filter(QStringLiteral("default")).value(0) << true;
    }

    void theWindowAndThePdfShowOneChart()
    {
        QFETCH(QString, job);
        QFETCH(bool, large);
        const gp::CatalogData &catalog = large ? m_big : m_catalog;
        const std::optional<gp::Plan> planned = planOf(job, catalog);
        QVERIFY(planned);
        const gp::Plan &plan = *planned;
        gp::ui::CostTimeChart window;
        window.setPlan(plan, catalog);
        // A page of the full report at 300 dpi: 7.5 pt type, the chart 300 pt high.
        const double unitsPerPoint = 300.0 / 72;
        const gp::report::ReportCharts pdf(plan, catalog, QLocale(), unitsPerPoint);
        const gp::chart::CostTimeContent &content = pdf.content();
        // The same options, names, left-out count and unplotted ones.
        QCOMPARE(window.points().size(), content.points.size());
        for (qsizetype i = 0; i < content.points.size(); ++i) {
            QCOMPARE(window.points().at(i).offeringId, content.points.at(i).offeringId);
            QCOMPARE(window.points().at(i).label, content.points.at(i).label);
            QCOMPARE(window.points().at(i).cost(), content.points.at(i).cost());
        }
        QCOMPARE(window.unplotted(), content.unplotted);
        QCOMPARE(window.leftOut(), content.leftOut);
        QCOMPARE(pdf.unchartedCount(), qsizetype(content.leftOut));
        // The PDF's numbers, placed as the window places names: none over another or over a
        // point, all inside the plot, every point numbered once.
        QImage page(int(515 * unitsPerPoint), int(300 * unitsPerPoint), QImage::Format_RGB32);
        page.setDotsPerMeterX(int(300 / 0.0254));
        page.setDotsPerMeterY(int(300 / 0.0254));
        QPainter painter(&page);
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        painter.setFont(font);
        const QRectF area(0, 0, page.width(), page.height());
        const QList<QPair<QRectF, QString>> numbers = pdf.numbersIn(painter, area);
        QStringList seen;
        for (qsizetype n = 0; n < numbers.size(); ++n) {
            QVERIFY2(area.contains(numbers.at(n).first), qPrintable(numbers.at(n).second));
            for (qsizetype m = 0; m < n; ++m) {
                QVERIFY2(!numbers.at(n).first.intersects(numbers.at(m).first),
                         qPrintable(numbers.at(m).second + QStringLiteral(" / ")
                                    + numbers.at(n).second));
            }
            seen << numbers.at(n).second.split(QRegularExpression(QStringLiteral("[,\\s]+")),
                                               Qt::SkipEmptyParts);
        }
        QCOMPARE(seen.size(), content.points.size());
        seen.removeDuplicates();
        QCOMPARE(seen.size(), content.points.size());
    }

    void aCrowdAtOneSpotSharesOneName()
    {
        // Hundreds of copies of the same machines: the copies sit on their original's point.
        const gp::Plan plan = gp::makePlan(gp::defaultJob(), m_big);
        gp::ui::CostTimeChart chart;
        chart.resize(1280, 720);
        chart.setPlan(plan, m_big);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QCoreApplication::processEvents();
        bool shared = false;
        for (const QString &text : chart.labelTexts())
            shared = shared || text.contains(QStringLiteral("other"));
        QVERIFY2(shared, qPrintable(chart.labelTexts().join(QStringLiteral(" | "))));
        QVERIFY(chart.leftOut() > 0);
        QVERIFY(chart.noteText().contains(QString::number(chart.leftOut())));
    }

    void anOptionOverBudgetIsAboveTheBudgetLine_data()
    {
        QTest::addColumn<QString>("job");
        for (const QString &job : sampleJobs())
            QTest::newRow(qPrintable(QFileInfo(job).completeBaseName())) << job;
    }

    void anOptionOverBudgetIsAboveTheBudgetLine()
    {
        QFETCH(QString, job);
        QFile in(job);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const gp::JobParseResult parsed = gp::parseJob(in.readAll());
        QVERIFY(parsed.ok());
        const gp::Plan plan = gp::makePlan(*parsed.job, m_catalog);
        if (!plan.job.budgetCny)
            QSKIP("no budget");
        gp::ui::CostTimeChart chart;
        chart.resize(1280, 720);
        chart.setPlan(plan, m_catalog);
        int over = 0;
        for (const auto &p : chart.points()) {
            const gp::PlanOption *option = plan.option(p.offeringId);
            QVERIFY(option);
            const bool overBudget
                = std::any_of(option->reasons.cbegin(), option->reasons.cend(),
                              [](const gp::Reason &r) { return r.code == u"over_budget"; });
            // Drawn at the decision's cost (what the whole need is billed, plus the porting the
            // comparison counts), and over budget exactly when above the line.
            QCOMPARE(gp::ui::CostTimeChart::costOf(p),
                     gp::yuanFromFen(option->needBilledFen + option->portingFen));
            QCOMPARE(gp::ui::CostTimeChart::costOf(p) > *plan.job.budgetCny, overBudget);
            over += overBudget ? 1 : 0;
        }
        if (QFileInfo(job).completeBaseName() == u"default")
            QVERIFY(over > 0);
    }

    void presentationModeClipsNoPanel_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            for (const QSize &size : {QSize(1280, 720), QSize(1920, 1080)}) {
                QTest::newRow(qPrintable(QStringLiteral("%1 at %2x%3")
                                             .arg(language)
                                             .arg(size.width())
                                             .arg(size.height())))
                    << language << size;
            }
        }
    }

    void presentationModeClipsNoPanel()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(language)));
        {
            gp::ui::MainWindow window;
            window.setCatalog(m_catalog, QStringLiteral("test"));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QTRY_VERIFY(!window.controller()->isPending());
            // As F11 does (tst_scenarioswindow presses the key itself).
            window.setPresentationMode(true);
            QVERIFY(window.isPresentationMode());
            // The projector's size: the test screen is smaller than a projector, so the
            // presentation layout is given the projector's pixels directly.
            window.setWindowState(Qt::WindowNoState);
            window.resize(size);
            QTRY_COMPARE(window.size(), size);
            QCoreApplication::processEvents();
            gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
            QCOMPARE(results->tabs()->currentIndex(), int(gp::ui::ResultsWorkspace::CostTimeTab));

            // The recommendation beside the chart, whole, with no scrolling.
            gp::ui::RecommendationSummary *summary = results->summary();
            QVERIFY(summary && summary->isVisible());
            // What a failure looked like, for the artifacts.
            const auto shotOnFailure = qScopeGuard([&] {
                if (QTest::currentTestFailed())
                    gp::uitest::saveShot(&window,
                                         QStringLiteral("failed-presentation-%1-%2x%3")
                                             .arg(language)
                                             .arg(size.width())
                                             .arg(size.height()));
            });
            QVERIFY(summary->text().contains(QStringLiteral("<table")));
            // Whole in its scroll area, which has no need to scroll.
            const QScrollArea *scroll = results->summaryScroll();
            QVERIFY(scroll);
            const int viewport = scroll->viewport()->height();
            QVERIFY2(summary->heightForWidth(scroll->viewport()->width()) <= viewport,
                     qPrintable(QStringLiteral("needs %1 px, has %2")
                                    .arg(summary->heightForWidth(scroll->viewport()->width()))
                                    .arg(viewport)));
            QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
            QVERIFY(summary->width() >= size.width() / 4);
            const QRect inWindow(scroll->mapTo(&window, QPoint(0, 0)), scroll->size());
            QVERIFY(window.rect().contains(inWindow));
            QVERIFY(results->tabs()->mapTo(&window, QPoint(0, 0)).x() < inWindow.left());
            // Every tab's name on its tab bar, none behind scroll buttons.
            const auto bars = window.findChildren<QTabBar *>();
            for (const QTabBar *bar : bars) {
                if (bar->isVisible())
                    QVERIFY2(bar->tabRect(bar->count() - 1).right() <= bar->width(),
                             qPrintable(bar->tabText(0)));
            }
            // Every one-line text of the window as wide as it needs; wrapped ones as tall.
            const auto labels = window.findChildren<QLabel *>();
            for (const QLabel *label : labels) {
                if (!label->isVisible() || label->text().isEmpty())
                    continue;
                if (label->wordWrap()) {
                    QVERIFY2(label->heightForWidth(label->width()) <= label->height(),
                             qPrintable(label->objectName()));
                } else {
                    QVERIFY2(label->width() >= label->sizeHint().width(),
                             qPrintable(label->text()));
                }
            }
            // The chart's names and legend as on any screen.
            auto *chart = results->costTimeChart();
            QVERIFY(chart->isVisible());
            checkReadable(*chart, window.controller()->plan());
            QTest::qWait(50); // deferred deletions of the restyled chart's old axes
            gp::uitest::saveShot(&window,
                                 QStringLiteral("presentation-%1-%2x%3")
                                     .arg(language)
                                     .arg(size.width())
                                     .arg(size.height()));

            // The comparison table at full width, every column on screen.
            results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::ComparisonTab);
            QCoreApplication::processEvents();
            QVERIFY(!summary->isVisible());
            QTableView *table = results->comparisonView();
            QVERIFY(table->width() > size.width() * 9 / 10);
            QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
            window.setPresentationMode(false);
        }
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
    }
};

QTEST_MAIN(TestChartLabels)
#include "tst_chartlabels.moc"
