#include "costtimechart.h"

#include "chartstyle.h"
#include "flowlegend.h"
#include "moneyformat.h"
#include "pointnames.h"
#include "reasontext.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gp::ui {

namespace {

// Beyond this spread a linear axis squeezes the cheap options into one corner.
constexpr double kLogSpread = 40.0;

/// A short horizontal dash: the pro-rated-cost mark.
QImage dashMarker(const QColor &colour)
{
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.fillRect(QRectF(0, 24, 64, 16), colour);
    return image;
}

constexpr qreal kProratedMarkSize = 12;
const QColor kProratedColour(0x80, 0x80, 0x80);

/// The marker radius of a kind of point, as drawn (the star is larger).
qreal markerRadius(bool recommended)
{
    return recommended ? 15 : 8;
}

QPen dashed(const QColor &colour, qreal width)
{
    QPen pen(colour, width);
    pen.setStyle(Qt::DashLine);
    return pen;
}

} // namespace

CostTimeChart::CostTimeChart(QWidget *parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("costTimeChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 360);
    // A new plan, a resize and a new plot area each ask for the names to be placed; they are
    // placed once, when the events of the change have run.
    connect(chart(), &QChart::plotAreaChanged, this, &CostTimeChart::schedulePlacement);
    m_legend = new FlowLegend(chart());
    m_legend->setZValue(30);
    m_note = new QGraphicsTextItem(chart());
    m_note->setObjectName(QStringLiteral("costTimeNote"));
    m_note->setZValue(30);
}

void CostTimeChart::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
    gp::chart::CostTimeContent content = gp::chart::CostTimeContent::of(plan, catalog, QLocale());
    m_inference = content.throughput;
    m_leftOut = content.leftOut;
    m_points = std::move(content.points);
    m_unplotted = std::move(content.unplotted);
    rebuild();
}

double CostTimeChart::costOf(const Point &p)
{
    return p.cost();
}

QString CostTimeChart::toolTipFor(const QString &offeringId) const
{
    const QLocale locale;
    for (const Point &p : m_points) {
        if (p.offeringId != offeringId)
            continue;
        QString text = QStringLiteral("<b>%1</b><br>").arg(p.label.toHtmlEscaped());
        if (m_inference) {
            text += tr("Sustains %1 output tokens/s")
                        .arg(format::formatNumber(p.hours.expected, locale));
        } else {
            text += tr("Time: %1 (%2 – %3)")
                        .arg(format::formatHours(p.hours.expected, locale),
                             format::formatHours(p.hours.low, locale),
                             format::formatHours(p.hours.high, locale));
        }
        text += QStringLiteral("<br>");
        text += tr("Cost, billed: %1").arg(format::formatMoney(p.needFen, locale));
        if (p.portingFen > 0) {
            text += QStringLiteral("<br>");
            text += tr("With porting to CANN: %1")
                        .arg(format::formatMoney(p.needFen + p.portingFen, locale));
        }
        text += QStringLiteral("<br>");
        text += tr("Cost, pro-rated: %1 (%2 – %3)")
                    .arg(format::formatMoney(p.costFen.expected, locale),
                         format::formatMoney(p.costFen.low, locale),
                         format::formatMoney(p.costFen.high, locale));
        if (const gp::PlanOption *option = m_plan.option(offeringId)) {
            for (const gp::Reason &reason : option->reasons) {
                if (reason.severity == gp::Reason::Severity::Info)
                    continue;
                text += QStringLiteral("<br>")
                    + format::reasonSentence(reason, m_catalog, locale).toHtmlEscaped();
            }
        }
        return text;
    }
    return {};
}

QScatterSeries *CostTimeChart::addPoints(Kind kind)
{
    auto *series = new QScatterSeries;
    switch (kind) {
    case Kind::Recommended:
        series->setName(tr("Recommended"));
        series->setObjectName(QStringLiteral("recommendedPoint"));
        series->setMarkerShape(QScatterSeries::MarkerShapeStar);
        series->setMarkerSize(30);
        series->setColor(ChartStyle::recommended());
        series->setBorderColor(ChartStyle::recommended().darker(140));
        break;
    case Kind::Feasible:
        series->setName(tr("Feasible"));
        series->setObjectName(QStringLiteral("feasiblePoints"));
        series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        series->setMarkerSize(16);
        series->setColor(ChartStyle::feasible());
        series->setBorderColor(Qt::white);
        break;
    case Kind::MissesLimit:
        // Hollow: it runs the job but breaks the deadline or the budget.
        series->setName(tr("Misses deadline or budget"));
        series->setObjectName(QStringLiteral("missesLimitPoints"));
        series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        series->setMarkerSize(16);
        series->setColor(QColor(255, 255, 255, 0));
        series->setPen(QPen(ChartStyle::feasible(), 2.5));
        break;
    case Kind::CannotRun:
        // Grey squares: present for the comparison, plainly not an option.
        series->setName(tr("Cannot run the job"));
        series->setObjectName(QStringLiteral("infeasiblePoints"));
        series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        series->setMarkerSize(16);
        series->setColor(QColor(255, 255, 255, 0));
        series->setPen(QPen(ChartStyle::infeasible(), 2.5));
        break;
    }
    for (const Point &p : std::as_const(m_points)) {
        if (p.kind() == kind)
            series->append(p.hours.expected, costOf(p));
    }
    connect(series, &QScatterSeries::hovered, this,
            [this, kind](const QPointF &point, bool state) { hover(point, state, kind); });
    return series;
}

void CostTimeChart::rebuild()
{
    QChart *c = chart();
    qDeleteAll(m_labels);
    m_labels.clear();
    qDeleteAll(m_leaders);
    m_leaders.clear();
    m_labelMembers.clear();
    m_anchor = nullptr;
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    ChartStyle::apply(
        c, m_inference ? tr("Cost vs throughput (serving, per month)") : tr("Cost vs time"));
    // The legend is drawn under the plot by FlowLegend, which wraps instead of cutting.
    c->legend()->hide();
    const QLocale locale;

    double hMin = 0;
    double hMax = 0;
    double cMin = 0;
    double cMax = 0;
    bool first = true;
    for (const Point &p : std::as_const(m_points)) {
        const double lowCost = std::min(gp::yuanFromFen(p.costFen.expected), p.costLow());
        const double highCost = std::max(costOf(p), p.costHigh());
        hMin = first ? p.hours.low : std::min(hMin, p.hours.low);
        hMax = first ? p.hours.high : std::max(hMax, p.hours.high);
        cMin = first ? lowCost : std::min(cMin, lowCost);
        cMax = first ? highCost : std::max(cMax, highCost);
        first = false;
    }
    const bool hasDeadline = m_plan.job.deadlineDays.has_value();
    const double deadlineHours = m_plan.job.deadlineDays.value_or(0) * 24.0;
    const std::optional<double> budget = m_plan.job.budgetCny;
    // A deadline or budget far beyond every option would flatten the points into a corner; it is
    // then named in the legend as off the chart instead of stretching the axis.
    const bool deadlineOnChart = !m_inference && hasDeadline && !first && deadlineHours <= 3 * hMax;
    const bool budgetOnChart = budget && !first && *budget <= 3 * cMax;
    if (deadlineOnChart)
        hMax = std::max(hMax, deadlineHours);
    if (budgetOnChart)
        cMax = std::max(cMax, *budget);
    if (first) {
        hMin = 1;
        hMax = 100;
        cMin = 1;
        cMax = 10000;
    }

    const bool logHours = hMin > 0 && hMax / hMin > kLogSpread;
    const bool logCost = cMin > 0 && cMax / cMin > kLogSpread;
    QAbstractAxis *xAxis = nullptr;
    QAbstractAxis *yAxis = nullptr;
    double xLow = 0;
    double xHigh = 0;
    double yLow = 0;
    double yHigh = 0;
    if (logHours) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
        xLow = std::pow(10, std::floor(std::log10(hMin)));
        xHigh = std::pow(10, std::ceil(std::log10(hMax)));
        axis->setRange(xLow, xHigh);
        xAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(QStringLiteral("%.0f"));
        ChartStyle::setNiceRange(axis, 0, hMax * 1.05);
        xLow = axis->min();
        xHigh = axis->max();
        xAxis = axis;
    }
    if (logCost) {
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(QStringLiteral("¥%.0f"));
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
        yLow = std::pow(10, std::floor(std::log10(cMin)));
        yHigh = std::pow(10, std::ceil(std::log10(cMax)));
        axis->setRange(yLow, yHigh);
        yAxis = axis;
    } else {
        auto *axis = new QValueAxis;
        axis->setLabelFormat(QStringLiteral("¥%.0f"));
        ChartStyle::setNiceRange(axis, 0, cMax * 1.08);
        yLow = axis->min();
        yHigh = axis->max();
        yAxis = axis;
    }
    if (m_inference) {
        ChartStyle::styleAxis(xAxis,
                              logHours ? tr("Output tokens/s sustained (log scale)")
                                       : tr("Output tokens/s sustained"));
    } else {
        ChartStyle::styleAxis(xAxis, logHours ? tr("Time (hours, log scale)") : tr("Time (hours)"));
    }
    const bool porting = std::any_of(m_points.cbegin(), m_points.cend(),
                                     [](const Point &p) { return p.portingFen > 0; });
    if (porting) {
        ChartStyle::styleAxis(
            yAxis, logCost ? tr("Billed + porting (¥, log scale)") : tr("Billed + porting (¥)"));
    } else {
        ChartStyle::styleAxis(yAxis, logCost ? tr("Billed (¥, log scale)") : tr("Billed (¥)"));
    }
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(yAxis, Qt::AlignLeft);

    auto attach = [&](QAbstractSeries *series) {
        c->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    };
    QList<FlowLegend::Entry> legend;

    // Time ranges first, so the points are drawn over them.
    QPen bandPen;
    for (const Point &p : std::as_const(m_points)) {
        auto *band = new QLineSeries;
        band->setObjectName(QStringLiteral("band"));
        QColor colour = p.runnable ? ChartStyle::feasible() : ChartStyle::infeasible();
        colour.setAlpha(70);
        QPen pen(colour, 9);
        pen.setCapStyle(Qt::RoundCap);
        band->setPen(pen);
        band->append(p.hours.low, p.costLow());
        band->append(p.hours.high, p.costHigh());
        attach(band);
        bandPen = pen;
    }
    if (!m_points.isEmpty()) {
        QPen pen = bandPen;
        pen.setWidth(7);
        pen.setColor(QColor(ChartStyle::feasible().red(), ChartStyle::feasible().green(),
                            ChartStyle::feasible().blue(), 90));
        legend << FlowLegend::Entry {FlowLegend::Swatch::Band, pen, {}, tr("Low–high range")};
    }

    QList<Point> front;
    for (const Point &p : std::as_const(m_points)) {
        if (p.pareto)
            front << p;
    }
    std::sort(front.begin(), front.end(),
              [](const Point &a, const Point &b) { return a.hours.expected < b.hours.expected; });
    if (front.size() > 1) {
        auto *pareto = new QLineSeries;
        pareto->setObjectName(QStringLiteral("paretoFront"));
        pareto->setName(tr("Pareto front"));
        pareto->setPen(dashed(ChartStyle::pareto(), 3));
        for (const Point &p : std::as_const(front))
            pareto->append(p.hours.expected, costOf(p));
        attach(pareto);
        legend << FlowLegend::Entry {FlowLegend::Swatch::Line, pareto->pen(), {}, pareto->name()};
    }

    if (hasDeadline && !m_inference) {
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("deadlineLine"));
        const QString days = format::formatDays(*m_plan.job.deadlineDays, locale);
        line->setName(deadlineOnChart ? tr("Deadline: %1").arg(days)
                                      : tr("Deadline: %1 (off the chart)").arg(days));
        line->setPen(dashed(ChartStyle::deadline(), 3));
        if (deadlineOnChart) {
            line->append(deadlineHours, yLow);
            line->append(deadlineHours, yHigh);
        }
        attach(line);
        legend << FlowLegend::Entry {FlowLegend::Swatch::Line, line->pen(), {}, line->name()};
    }
    if (budget) {
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("budgetLine"));
        const QString money = format::formatMoney(gp::fenFromYuan(*budget), locale);
        line->setName(budgetOnChart ? tr("Budget: %1").arg(money)
                                    : tr("Budget: %1 (off the chart)").arg(money));
        line->setPen(dashed(ChartStyle::budget(), 3));
        if (budgetOnChart) {
            line->append(xLow, *budget);
            line->append(xHigh, *budget);
        }
        attach(line);
        legend << FlowLegend::Entry {FlowLegend::Swatch::Line, line->pen(), {}, line->name()};
    }

    // Pro-rated cost: a small grey dash below the point where the bill rounds up to whole
    // periods, to show what the hours alone would cost.
    auto *prorated = new QScatterSeries;
    prorated->setObjectName(QStringLiteral("proratedMarks"));
    prorated->setName(tr("Cost, pro-rated"));
    prorated->setLightMarker(dashMarker(kProratedColour));
    prorated->setMarkerSize(kProratedMarkSize);
    prorated->setColor(kProratedColour);
    for (const Point &p : std::as_const(m_points)) {
        if (!p.hasProratedMark())
            continue;
        prorated->append(p.hours.expected, gp::yuanFromFen(p.costFen.expected));
    }
    attach(prorated);

    QScatterSeries *anchor = nullptr;
    for (const Kind kind :
         {Kind::CannotRun, Kind::MissesLimit, Kind::Feasible, Kind::Recommended}) {
        QScatterSeries *series = addPoints(kind);
        attach(series);
        if (kind == Kind::Feasible)
            anchor = series;
        if (series->count() == 0)
            continue;
        FlowLegend::Entry entry;
        entry.text = series->name();
        switch (kind) {
        case Kind::Recommended:
            entry.swatch = FlowLegend::Swatch::Star;
            entry.brush = series->color();
            entry.pen = QPen(series->borderColor(), 1);
            break;
        case Kind::Feasible:
            entry.swatch = FlowLegend::Swatch::Circle;
            entry.brush = series->color();
            entry.pen = QPen(Qt::white, 1);
            break;
        case Kind::MissesLimit:
            entry.swatch = FlowLegend::Swatch::Circle;
            entry.brush = series->pen().color().lighter(160);
            entry.pen = QPen(series->pen().color(), 2);
            break;
        case Kind::CannotRun:
            entry.swatch = FlowLegend::Swatch::Square;
            entry.brush = series->pen().color().lighter(140);
            entry.pen = QPen(series->pen().color(), 2);
            break;
        }
        legend.insert(0, entry);
    }
    if (prorated->count() > 0) {
        legend << FlowLegend::Entry {FlowLegend::Swatch::Dash, QPen(Qt::NoPen), kProratedColour,
                                     prorated->name()};
    }
    m_anchor = anchor;
    m_legend->setFont(ChartStyle::labelFont());
    m_legend->setEntries(legend);

    for (const Point &p : std::as_const(m_points)) {
        auto *label = new QGraphicsSimpleTextItem(p.label, c);
        QFont font = ChartStyle::pointLabelFont();
        font.setBold(p.recommended);
        label->setFont(font);
        label->setBrush(p.runnable ? QColor(0x20, 0x20, 0x20)
                                   : ChartStyle::infeasible().darker(130));
        label->setZValue(20);
        label->setVisible(false);
        m_labels << label;
    }
    m_notes.clear();
    if (!m_unplotted.isEmpty())
        m_notes << tr("%n option(s) cannot run the job (no estimate)", nullptr,
                      int(m_unplotted.size()));
    if (m_leftOut > 0)
        m_notes << tr("%n more option(s) in the Comparison table", nullptr, m_leftOut);
    m_note->setFont(ChartStyle::pointLabelFont());
    m_noteReserve = 0;
    m_note->setDefaultTextColor(ChartStyle::infeasible().darker(150));
    layoutFooter();
    schedulePlacement();
}

void CostTimeChart::schedulePlacement()
{
    if (m_placementPending)
        return;
    m_placementPending = true;
    QMetaObject::invokeMethod(
        this,
        [this]() {
            m_placementPending = false;
            placeLabels();
        },
        Qt::QueuedConnection);
}

QString CostTimeChart::noteText() const
{
    QStringList lines;
    if (m_unnamed > 0) {
        lines << tr("%n option(s) not named here: see the Comparison table", nullptr, m_unnamed);
    }
    lines << m_notes;
    return lines.join(QStringLiteral(" · "));
}

void CostTimeChart::layoutFooter()
{
    if (m_placing)
        return;
    QChart *c = chart();
    const QRectF area = c->rect();
    const qreal width = std::max<qreal>(100, area.width() - 32);
    const qreal legendHeight = m_legend->layout(width);
    m_note->setTextWidth(width);
    // The note's words are known only once the names are placed: room for two lines, or as
    // many as its words of the last placement take at this width.
    const qreal noteHeight = std::max(QFontMetricsF(m_note->font()).lineSpacing() * 2 + 8,
                                      m_note->boundingRect().height());
    m_noteReserve = noteHeight;
    const int bottom = int(std::ceil(legendHeight + noteHeight + 12));
    const QMargins wanted(8, 8, 16, bottom);
    m_legend->setPos(area.left() + 16, area.bottom() - legendHeight - 8);
    m_note->setPos(area.left() + 12, area.bottom() - legendHeight - 8 - noteHeight);
    if (c->margins() != wanted)
        c->setMargins(wanted);
}

QList<const QLineSeries *> CostTimeChart::limitLines() const
{
    QList<const QLineSeries *> lines;
    for (const QAbstractSeries *series : chart()->series()) {
        const auto *line = qobject_cast<const QLineSeries *>(series);
        if (line && line->count() == 2
            && (line->objectName() == u"deadlineLine" || line->objectName() == u"budgetLine"))
            lines << line;
    }
    return lines;
}

void CostTimeChart::placeLabels()
{
    if (!m_anchor || m_placing)
        return;
    m_placing = true;
    QChart *c = chart();
    const QRectF plot = c->plotArea();
    qDeleteAll(m_leaders);
    m_leaders.clear();
    m_labelMembers.clear();
    QList<QPointF> anchors = pointPositions();
    QList<QRectF> obstacles;
    for (int i = 0; i < m_points.size(); ++i) {
        const qreal r = markerRadius(m_points.at(i).recommended);
        const QPointF a = anchors.at(i);
        obstacles << QRectF(a.x() - r, a.y() - r, 2 * r, 2 * r);
        if (m_points.at(i).hasProratedMark()) {
            const QPointF mark
                = c->mapToPosition(QPointF(m_points.at(i).hours.expected,
                                           gp::yuanFromFen(m_points.at(i).costFen.expected)),
                                   m_anchor);
            obstacles << QRectF(mark.x() - kProratedMarkSize / 2, mark.y() - 3, kProratedMarkSize,
                                6);
        }
    }
    // The deadline and budget lines: a name across one would read as on both sides of it.
    for (const QLineSeries *line : limitLines()) {
        const QPointF from = c->mapToPosition(line->at(0), m_anchor);
        const QPointF to = c->mapToPosition(line->at(1), m_anchor);
        obstacles << QRectF(from, to).normalized().adjusted(-2, -2, 2, 2);
    }
    // The recommendation, the yardstick machines and the Pareto front claim room first and
    // are always named; then feasible options, then the rest, where they fit.
    QList<gp::chart::PointNames::Point> named;
    for (int i = 0; i < m_points.size(); ++i) {
        named << gp::chart::PointNames::Point {
            anchors.at(i), markerRadius(m_points.at(i).recommended), m_points.at(i).mustBeNamed()};
    }
    // Options at one spot: the first one's name, the count of the others under it.
    const auto textOf = [this](const QList<int> &members, int wraps) {
        const Point &p = m_points.at(members.first());
        QString text = members.size() == 1
            ? p.label
            : p.label + u'\n' + tr("and %n other(s) here", nullptr, int(members.size() - 1));
        for (int w = 0; w < wraps; ++w)
            text = gp::chart::PointNames::wrapped(text);
        return text;
    };
    const auto measure = [&](const QList<int> &members, int wraps) {
        QGraphicsSimpleTextItem *label = m_labels.at(members.first());
        label->setText(textOf(members, wraps));
        return label->boundingRect().size();
    };
    const gp::chart::PointNames::Layout layout = gp::chart::PointNames::place(
        named, gp::chart::claimOrder(m_points), obstacles, plot.adjusted(2, 2, -2, -2), measure);
    for (QGraphicsSimpleTextItem *label : std::as_const(m_labels))
        label->setVisible(false);
    m_unnamed = layout.unnamed;
    for (const gp::chart::PointNames::Name &name : layout.names) {
        QGraphicsSimpleTextItem *label = m_labels.at(name.members.first());
        label->setText(textOf(name.members, name.wraps));
        label->setPos(name.rect.topLeft());
        label->setVisible(true);
        m_labelMembers << name.members;
        const QLineF leader = gp::chart::PointNames::leaderOf(name, named);
        if (!leader.isNull()) {
            auto *line = new QGraphicsLineItem(leader, c);
            line->setPen(QPen(QColor(0x60, 0x60, 0x60), 1));
            line->setZValue(19);
            m_leaders << line;
        }
    }
    m_note->setPlainText(noteText());
    if (m_note->boundingRect().height() > m_noteReserve + 0.5) {
        // Grown past its room (large type): the plot gives it up, and names are placed again.
        m_noteReserve = m_note->boundingRect().height();
        m_placing = false;
        layoutFooter();
        return;
    }
    m_placing = false;
}

QList<QPointF> CostTimeChart::pointPositions() const
{
    QList<QPointF> out;
    if (!m_anchor)
        return out;
    for (const Point &p : std::as_const(m_points))
        out << chart()->mapToPosition(QPointF(p.hours.expected, costOf(p)), m_anchor);
    return out;
}

QList<QRectF> CostTimeChart::labelRects() const
{
    QList<QRectF> out;
    for (const QGraphicsSimpleTextItem *label : m_labels) {
        if (label->isVisible())
            out << label->mapRectToParent(label->boundingRect());
    }
    return out;
}

QList<QString> CostTimeChart::labelTexts() const
{
    QList<QString> out;
    for (const QGraphicsSimpleTextItem *label : m_labels) {
        if (label->isVisible())
            out << label->text();
    }
    return out;
}

QRectF CostTimeChart::legendRect() const
{
    return m_legend->mapRectToParent(m_legend->boundingRect());
}

QRectF CostTimeChart::noteRect() const
{
    if (m_note->toPlainText().isEmpty())
        return {};
    return m_note->mapRectToParent(m_note->boundingRect());
}

QStringList CostTimeChart::namedIds() const
{
    QStringList out;
    for (const QList<int> &group : m_labelMembers) {
        for (const int i : group)
            out << m_points.at(i).offeringId;
    }
    return out;
}

void CostTimeChart::hover(const QPointF &point, bool state, Kind kind)
{
    if (!state) {
        QToolTip::hideText();
        return;
    }
    const Point *nearest = nullptr;
    double best = 0;
    for (const Point &p : std::as_const(m_points)) {
        if (p.kind() != kind)
            continue;
        const double dx = (p.hours.expected - point.x()) / std::max(1.0, std::abs(point.x()));
        const double cost = costOf(p);
        const double dy = (cost - point.y()) / std::max(1.0, std::abs(point.y()));
        const double d = dx * dx + dy * dy;
        if (!nearest || d < best) {
            nearest = &p;
            best = d;
        }
    }
    if (nearest)
        QToolTip::showText(QCursor::pos(), toolTipFor(nearest->offeringId), this);
}

void CostTimeChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    layoutFooter();
    schedulePlacement();
}

void CostTimeChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // Copies: setPlan assigns to the members it is given.
        const gp::Plan plan = m_plan;
        const gp::CatalogData catalog = m_catalog;
        setPlan(plan, catalog);
    }
}

} // namespace gp::ui
