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
    // The page shows the note (and lays itself out for it) before the chart is laid out at
    // its size: the view's next paint is of the finished chart.
    emit redrawn();
    ChartStyle::layOutNow(chart());
}

ScalingChart::Content ScalingChart::contentOf(const gp::CatalogData &catalog) const
{
    const QLocale locale;
    Content c;
    const gp::Offering *offering = catalog.offering(m_offering);
    c.title
        = tr("Scaling: %1").arg(offering ? format::offeringLabel(*offering, locale) : m_offering);
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
    c.x = QPointF(0.8, std::max(2.0, maxGpus * 1.25));
    // The deadline in hours, drawn where it lies within half again the longest time shown.
    const double deadline = m_job.deadlineDays.value_or(0) * 24;
    if (m_job.deadlineDays && deadline <= maxHours * 1.5) {
        maxHours = std::max(maxHours, deadline);
        c.deadlineName = tr("Deadline: %1").arg(format::formatDays(*m_job.deadlineDays, locale));
        c.deadline = {QPointF(c.x.x(), deadline), QPointF(c.x.y(), deadline)};
    }
    c.hoursMax = maxHours * 1.1;
    c.costMax = maxCost * 1.1;

    if (!feasible.isEmpty()) {
        // What perfect scaling from the smallest feasible count would give: the gap to the real
        // line is the communication and bubble time the engine charges.
        const Point &base = feasible.first();
        QStringList faster;
        for (const Point &p : std::as_const(feasible)) {
            const double perfect = base.hours * base.gpus / p.gpus;
            c.ideal << QPointF(p.gpus, perfect);
            if (p.hours < perfect * 0.99)
                faster << QString::number(p.gpus);
        }
        if (!faster.isEmpty()) {
            // Below "perfect" is no error: the smallest count pays for recomputation or
            // offloading that more cards, with more memory in all, do not need.
            c.note = tr("Faster than perfect scaling at %1 cards: with more cards the layout "
                        "needs less recomputation or offloading than at %2.")
                         .arg(faster.join(QStringLiteral(", ")))
                         .arg(base.gpus);
        }
    }
    for (const Point &p : std::as_const(feasible)) {
        c.time << QPointF(p.gpus, p.hours);
        c.cost << QPointF(p.gpus, gp::yuanFromFen(p.costFen));
    }

    QStringList cannot;
    int lastCannot = 0;
    for (const Point &p : std::as_const(m_points)) {
        if (!p.feasible) {
            cannot << QString::number(p.gpus);
            lastCannot = p.gpus;
        }
    }
    // Counts the engine rejects are not plotted; the legend says which. The plural follows the
    // last (largest) count: "with 1 card", "with 1, 2 and 4 cards".
    if (!cannot.isEmpty()) {
        c.cannotName = tr("Cannot run the job with %1 card(s)", nullptr, lastCannot)
                           .arg(cannot.join(QStringLiteral(", ")));
    }
    c.labelFont = ChartStyle::labelFont();
    c.titleFont = ChartStyle::titleFont();
    return c;
}

void ScalingChart::draw(const gp::CatalogData &catalog)
{
    const Content content = contentOf(catalog);
    const Shape shape {!content.ideal.isEmpty(), !content.deadline.isEmpty(),
                       !content.cannotName.isEmpty(), content.labelFont, content.titleFont};
    // New points on the same lines are moved where they are: Qt Charts rebuilding its axes and
    // series costs more than the edit.
    if (!m_time || !(shape == m_shape)) {
        m_shape = shape;
        createItems();
    }
    // Each title or range set lays the chart out again: only what moved.
    if (chart()->title() != content.title)
        chart()->setTitle(content.title);
    m_xAxis->setRange(content.x.x(), content.x.y());
    const QPointF tops(content.hoursMax, content.costMax);
    if (tops != m_tops) {
        m_tops = tops;
        ChartStyle::setNiceRange(m_hoursAxis, 0, content.hoursMax);
        ChartStyle::setNiceRange(m_costAxis, 0, content.costMax);
    }
    ChartStyle::setPoints(m_ideal, content.ideal);
    ChartStyle::setPoints(m_deadline, content.deadline);
    ChartStyle::setPoints(m_time, content.time);
    ChartStyle::setPoints(m_cost, content.cost);
    if (m_deadline)
        m_deadline->setName(content.deadlineName);
    if (m_cannot)
        m_cannot->setName(content.cannotName);
    m_note = content.note;
}

void ScalingChart::createItems()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    ChartStyle::apply(c, QString());
    m_tops = QPointF(-1, -1);
    m_xAxis = new QLogValueAxis;
    m_xAxis->setBase(2);
    m_xAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_xAxis->setMinorTickCount(0);
    ChartStyle::styleAxis(m_xAxis, tr("Cards (log scale)"));
    m_hoursAxis = new QValueAxis;
    m_hoursAxis->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::styleAxis(m_hoursAxis, tr("Time (hours)"));
    m_costAxis = new QValueAxis;
    m_costAxis->setLabelFormat(QStringLiteral("¥%.0f"));
    ChartStyle::styleAxis(m_costAxis, tr("Cost, pro-rated (¥)"));
    c->addAxis(m_xAxis, Qt::AlignBottom);
    c->addAxis(m_hoursAxis, Qt::AlignLeft);
    c->addAxis(m_costAxis, Qt::AlignRight);
    m_hoursAxis->setLinePenColor(ChartStyle::series(0));
    m_hoursAxis->setLabelsColor(ChartStyle::series(0).darker(130));
    m_costAxis->setLinePenColor(ChartStyle::series(1));
    m_costAxis->setLabelsColor(ChartStyle::series(1).darker(130));
    m_costAxis->setGridLineVisible(false);

    auto attach = [&](QAbstractSeries *series, QAbstractAxis *y) {
        c->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(y);
    };
    m_ideal = nullptr;
    if (m_shape.ideal) {
        m_ideal = new QLineSeries;
        m_ideal->setObjectName(QStringLiteral("idealTime"));
        m_ideal->setName(tr("Time if scaling were perfect"));
        // Grey, not the time line's blue: the legend's swatches must tell the two apart.
        QPen pen(QColor(0x70, 0x70, 0x70), 2);
        pen.setStyle(Qt::DotLine);
        m_ideal->setPen(pen);
        attach(m_ideal, m_hoursAxis);
    }
    m_deadline = nullptr;
    if (m_shape.deadline) {
        m_deadline = new QLineSeries;
        m_deadline->setObjectName(QStringLiteral("deadlineLine"));
        QPen pen(ChartStyle::deadline(), 2.5);
        pen.setStyle(Qt::DashLine);
        m_deadline->setPen(pen);
        attach(m_deadline, m_hoursAxis);
    }

    m_time = new QLineSeries;
    m_time->setObjectName(QStringLiteral("time"));
    m_time->setName(tr("Time (h)"));
    m_time->setPen(QPen(ChartStyle::series(0), 4));
    m_time->setPointsVisible(true);
    m_cost = new QLineSeries;
    m_cost->setObjectName(QStringLiteral("cost"));
    m_cost->setName(tr("Cost, pro-rated (¥)"));
    m_cost->setPen(QPen(ChartStyle::series(1), 4));
    m_cost->setPointsVisible(true);
    attach(m_time, m_hoursAxis);
    attach(m_cost, m_costAxis);
    connect(m_time, &QLineSeries::hovered, this, &ScalingChart::showTip);
    connect(m_cost, &QLineSeries::hovered, this, &ScalingChart::showTip);

    m_cannot = nullptr;
    if (m_shape.cannot) {
        m_cannot = new QScatterSeries;
        m_cannot->setObjectName(QStringLiteral("infeasibleCounts"));
        m_cannot->setColor(ChartStyle::infeasible());
        m_cannot->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        m_cannot->setMarkerSize(12);
        attach(m_cannot, m_hoursAxis);
    }
}

void ScalingChart::showTip(const QPointF &point, bool state)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const QLocale locale;
    for (const Point &p : std::as_const(m_points)) {
        if (p.gpus != qRound(point.x()))
            continue;
        QToolTip::showText(
            QCursor::pos(),
            tr("%n card(s) on %1: %2, %3 pro-rated, %4 billed; scaling efficiency %5", nullptr,
               p.gpus)
                .arg(tr("%n machine(s)", nullptr, p.nodes))
                .arg(format::formatHours(p.hours, locale), format::formatMoney(p.costFen, locale),
                     format::formatMoney(p.billedFen, locale),
                     format::formatPercent(p.scalingEfficiency, locale)),
            this);
        return;
    }
}

void ScalingChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    // The points stay: only the words around them change.
    if (event->type() == QEvent::LanguageChange) {
        m_time = nullptr; // the axis titles and series names are made again
        draw(m_catalog);
        emit redrawn();
    }
}

} // namespace gp::ui
