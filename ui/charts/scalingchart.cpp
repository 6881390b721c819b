#include "scalingchart.h"

#include "catalogtext.h"
#include "chartstyle.h"
#include "moneyformat.h"
#include "plan.h"
#include "planner.h"

#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace gp::ui {

namespace {

// Doubling the machines past this stops being a self-service rental (the seeds: clusters are
// quoted by sales) and only multiplies engine calls.
constexpr int kMaxNodeSteps = 6;

} // namespace

ScalingChart::ScalingChart(QWidget *parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("scalingChart"));
    ChartStyle::prepareView(this);
    setMinimumSize(480, 360);
}

QList<int> ScalingChart::counts(const gp::Offering &offering)
{
    QList<int> out;
    const int perNode = qMax(1, offering.gpusPerNode);
    // Also below a bare-metal machine's whole node: the seeds' path measures 1, 2 and 4 cards
    // to see the speed-up before renting more (the machine is still billed whole).
    for (int n = 1; n < perNode; n *= 2)
        out << n;
    out << perNode;
    int nodes = 2;
    for (int step = 0; step < kMaxNodeSteps && nodes <= offering.maxNodes; ++step, nodes *= 2)
        out << nodes * perNode;
    return out;
}

void ScalingChart::setJob(const gp::Job &job, const gp::CatalogData &catalog,
                          const QString &offeringId)
{
    QList<Point> points;
    if (const gp::Offering *offering = catalog.offering(offeringId)) {
        for (const int gpus : counts(*offering)) {
            gp::Job fixed = job;
            fixed.offerings = {offeringId};
            fixed.gpuCount = gpus;
            // The option's figures only: what would run instead is the main plan's advice.
            const gp::Plan plan = gp::makeSubPlan(fixed, catalog);
            const gp::PlanOption *option = plan.option(offeringId);
            if (!option)
                continue;
            Point p;
            p.gpus = gpus;
            p.nodes = option->nodes;
            // A count that misses the deadline still runs the job: that is the curve to see.
            p.feasible = gp::runsTheJob(*option) && option->hours.expected > 0;
            p.hours = option->hours.expected;
            p.costFen = option->costProratedFen.expected;
            p.billedFen = option->costBilledFen;
            p.scalingEfficiency = option->scalingEfficiency;
            points << p;
        }
    }
    // Most edits move no point of this chart (a precision the card runs at the same speed, a
    // budget): the chart is then left as it is.
    const auto name = [&offeringId](const gp::CatalogData &from) {
        const gp::Offering *o = from.offering(offeringId);
        return o ? o->labelEn + u'\n' + o->labelZh : QString();
    };
    const bool same = m_drawn && offeringId == m_offering && points == m_points
        && job.deadlineDays == m_job.deadlineDays && name(catalog) == name(m_catalog);
    m_offering = offeringId;
    m_job = job;
    m_catalog = catalog;
    m_points = std::move(points);
    if (same)
        return;
    draw(catalog);
    m_drawn = true;
    emit redrawn();
}

void ScalingChart::draw(const gp::CatalogData &catalog)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    const QLocale locale;
    const gp::Offering *offering = catalog.offering(m_offering);
    const QString name = offering ? format::offeringLabel(*offering, locale) : m_offering;
    ChartStyle::apply(c, tr("Scaling: %1").arg(name));
    m_note.clear();

    QList<Point> feasible;
    for (const Point &p : std::as_const(m_points)) {
        if (p.feasible)
            feasible << p;
    }
    int maxGpus = 1;
    double maxHours = 1;
    double maxCost = 1;
    for (const Point &p : std::as_const(m_points))
        maxGpus = std::max(maxGpus, p.gpus);
    for (const Point &p : std::as_const(feasible)) {
        maxHours = std::max(maxHours, p.hours);
        maxCost = std::max(maxCost, gp::yuanFromFen(p.costFen));
    }

    auto *xAxis = new QLogValueAxis;
    xAxis->setBase(2);
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setRange(0.8, std::max(2.0, maxGpus * 1.25));
    xAxis->setMinorTickCount(0);
    ChartStyle::styleAxis(xAxis, tr("Cards (log scale)"));
    // The deadline in hours, drawn where it lies within half again the longest time shown.
    const double deadline = m_job.deadlineDays.value_or(0) * 24;
    const bool deadlineOnChart = m_job.deadlineDays && deadline <= maxHours * 1.5;
    if (deadlineOnChart)
        maxHours = std::max(maxHours, deadline);
    auto *hoursAxis = new QValueAxis;
    hoursAxis->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::setNiceRange(hoursAxis, 0, maxHours * 1.1);
    ChartStyle::styleAxis(hoursAxis, tr("Time (hours)"));
    auto *costAxis = new QValueAxis;
    costAxis->setLabelFormat(QStringLiteral("¥%.0f"));
    ChartStyle::setNiceRange(costAxis, 0, maxCost * 1.1);
    ChartStyle::styleAxis(costAxis, tr("Cost, pro-rated (¥)"));
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(hoursAxis, Qt::AlignLeft);
    c->addAxis(costAxis, Qt::AlignRight);
    hoursAxis->setLinePenColor(ChartStyle::series(0));
    hoursAxis->setLabelsColor(ChartStyle::series(0).darker(130));
    costAxis->setLinePenColor(ChartStyle::series(1));
    costAxis->setLabelsColor(ChartStyle::series(1).darker(130));
    costAxis->setGridLineVisible(false);

    auto attach = [&](QAbstractSeries *series, QAbstractAxis *y) {
        c->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(y);
    };

    if (!feasible.isEmpty()) {
        // What perfect scaling from the smallest feasible count would give: the gap to the real
        // line is the communication and bubble time the engine charges.
        auto *ideal = new QLineSeries;
        ideal->setObjectName(QStringLiteral("idealTime"));
        ideal->setName(tr("Time if scaling were perfect"));
        // Grey, not the time line's blue: the legend's swatches must tell the two apart.
        QPen pen(QColor(0x70, 0x70, 0x70), 2);
        pen.setStyle(Qt::DotLine);
        ideal->setPen(pen);
        const Point &base = feasible.first();
        QStringList faster;
        for (const Point &p : std::as_const(feasible)) {
            const double perfect = base.hours * base.gpus / p.gpus;
            ideal->append(p.gpus, perfect);
            if (p.hours < perfect * 0.99)
                faster << QString::number(p.gpus);
        }
        attach(ideal, hoursAxis);
        if (!faster.isEmpty()) {
            // Below "perfect" is no error: the smallest count pays for recomputation or
            // offloading that more cards, with more memory in all, do not need.
            m_note = tr("Faster than perfect scaling at %1 cards: with more cards the layout "
                        "needs less recomputation or offloading than at %2.")
                         .arg(faster.join(QStringLiteral(", ")))
                         .arg(base.gpus);
        }
    }

    if (deadlineOnChart) {
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("deadlineLine"));
        line->setName(tr("Deadline: %1").arg(format::formatDays(*m_job.deadlineDays, locale)));
        QPen pen(ChartStyle::deadline(), 2.5);
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        line->append(xAxis->min(), deadline);
        line->append(xAxis->max(), deadline);
        attach(line, hoursAxis);
    }

    auto *time = new QLineSeries;
    time->setObjectName(QStringLiteral("time"));
    time->setName(tr("Time (h)"));
    time->setPen(QPen(ChartStyle::series(0), 4));
    time->setPointsVisible(true);
    auto *cost = new QLineSeries;
    cost->setObjectName(QStringLiteral("cost"));
    cost->setName(tr("Cost, pro-rated (¥)"));
    cost->setPen(QPen(ChartStyle::series(1), 4));
    cost->setPointsVisible(true);
    for (const Point &p : std::as_const(feasible)) {
        time->append(p.gpus, p.hours);
        cost->append(p.gpus, gp::yuanFromFen(p.costFen));
    }
    attach(time, hoursAxis);
    attach(cost, costAxis);

    auto tip = [this, locale](const QPointF &point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        for (const Point &p : std::as_const(m_points)) {
            if (p.gpus != qRound(point.x()))
                continue;
            QToolTip::showText(
                QCursor::pos(),
                tr("%n card(s) on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5", nullptr,
                   p.gpus)
                    .arg(tr("%n machine(s)", nullptr, p.nodes))
                    .arg(format::formatHours(p.hours, locale),
                         format::formatMoney(p.costFen, locale),
                         format::formatMoney(p.billedFen, locale),
                         format::formatPercent(p.scalingEfficiency, locale)),
                this);
            return;
        }
    };
    connect(time, &QLineSeries::hovered, this, tip);
    connect(cost, &QLineSeries::hovered, this, tip);

    QStringList cannot;
    int lastCannot = 0;
    for (const Point &p : std::as_const(m_points)) {
        if (!p.feasible) {
            cannot << QString::number(p.gpus);
            lastCannot = p.gpus;
        }
    }
    if (!cannot.isEmpty()) {
        // Counts the engine rejects are not plotted; the legend says which.
        auto *none = new QScatterSeries;
        none->setObjectName(QStringLiteral("infeasibleCounts"));
        // The plural follows the last (largest) count: "with 1 card", "with 1, 2 and 4 cards".
        none->setName(tr("Cannot run the job with %1 card(s)", nullptr, lastCannot)
                          .arg(cannot.join(QStringLiteral(", "))));
        none->setColor(ChartStyle::infeasible());
        none->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        none->setMarkerSize(12);
        attach(none, hoursAxis);
    }
}

void ScalingChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    // The points stay: only the words around them change.
    if (event->type() == QEvent::LanguageChange) {
        draw(m_catalog);
        emit redrawn();
    }
}

} // namespace gp::ui
