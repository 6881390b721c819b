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
    ChartStyle::prepareView(this);
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
    connect(series, &QScatterSeries::hovered, this,
            [this, kind](const QPointF &point, bool state) { hover(point, state, kind); });
    return series;
}

CostTimeChart::Extent CostTimeChart::extentOf() const
{
    Extent e;
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
    e.deadline = !m_inference && m_plan.job.deadlineDays.has_value();
    e.deadlineHours = m_plan.job.deadlineDays.value_or(0) * 24.0;
    e.budget = m_plan.job.budgetCny;
    // A deadline or budget far beyond every option would flatten the points into a corner; it is
    // then named in the legend as off the chart instead of stretching the axis.
    e.deadlineOnChart = e.deadline && !first && e.deadlineHours <= 3 * hMax;
    e.budgetOnChart = e.budget && !first && *e.budget <= 3 * cMax;
    if (e.deadlineOnChart)
        hMax = std::max(hMax, e.deadlineHours);
    if (e.budgetOnChart)
        cMax = std::max(cMax, *e.budget);
    if (first) {
        hMin = 1;
        hMax = 100;
        cMin = 1;
        cMax = 10000;
    }
    e.logX = hMin > 0 && hMax / hMin > kLogSpread;
    e.logY = cMin > 0 && cMax / cMin > kLogSpread;
    // A log axis runs over whole decades; a linear one from 0 to a little past the largest
    // value, rounded to its ticks by ChartStyle::setNiceRange.
    e.x = e.logX ? QPointF(std::pow(10, std::floor(std::log10(hMin))),
                           std::pow(10, std::ceil(std::log10(hMax))))
                 : QPointF(0, hMax * 1.05);
    e.y = e.logY ? QPointF(std::pow(10, std::floor(std::log10(cMin))),
                           std::pow(10, std::ceil(std::log10(cMax))))
                 : QPointF(0, cMax * 1.08);
    return e;
}

CostTimeChart::Frame CostTimeChart::frameOf(const Extent &e) const
{
    Frame f;
    f.logX = e.logX;
    f.logY = e.logY;
    f.series.deadline = e.deadline;
    f.series.budget = e.budget.has_value();
    f.series.labelFont = ChartStyle::labelFont();
    f.series.titleFont = ChartStyle::titleFont();
    f.series.pointFont = ChartStyle::pointLabelFont();
    return f;
}

CostTimeChart::Words CostTimeChart::wordsOf(const Extent &e) const
{
    const QLocale locale;
    Words w;
    w.title = m_inference ? tr("Cost vs throughput (serving, per month)") : tr("Cost vs time");
    if (m_inference) {
        w.xTitle = e.logX ? tr("Output tokens/s sustained (log scale)")
                          : tr("Output tokens/s sustained");
    } else {
        w.xTitle = e.logX ? tr("Time (hours, log scale)") : tr("Time (hours)");
    }
    const bool porting = std::any_of(m_points.cbegin(), m_points.cend(),
                                     [](const Point &p) { return p.portingFen > 0; });
    if (porting)
        w.yTitle = e.logY ? tr("Billed + porting (¥, log scale)") : tr("Billed + porting (¥)");
    else
        w.yTitle = e.logY ? tr("Billed (¥, log scale)") : tr("Billed (¥)");
    if (e.deadline) {
        const QString days = format::formatDays(*m_plan.job.deadlineDays, locale);
        w.deadlineName = e.deadlineOnChart ? tr("Deadline: %1").arg(days)
                                           : tr("Deadline: %1 (off the chart)").arg(days);
    }
    if (e.budget) {
        const QString money = format::formatMoney(gp::fenFromYuan(*e.budget), locale);
        w.budgetName = e.budgetOnChart ? tr("Budget: %1").arg(money)
                                       : tr("Budget: %1 (off the chart)").arg(money);
    }

    // The legend: the kinds of point shown (the recommendation first), then the lines.
    std::array<bool, 4> kinds {};
    bool prorated = false;
    for (const Point &p : std::as_const(m_points)) {
        kinds[std::size_t(p.kind())] = true;
        prorated = prorated || p.hasProratedMark();
    }
    for (const Kind kind :
         {Kind::Recommended, Kind::Feasible, Kind::MissesLimit, Kind::CannotRun}) {
        if (kinds[std::size_t(kind)])
            w.legend << legendEntry(kind, m_kindSeries[std::size_t(kind)]);
    }
    if (!m_points.isEmpty()) {
        QPen pen = bandPen(true);
        pen.setWidth(7);
        QColor colour = pen.color();
        colour.setAlpha(90);
        pen.setColor(colour);
        w.legend << FlowLegend::Entry {FlowLegend::Swatch::Band, pen, {}, tr("Low–high range")};
    }
    if (!frontPoints().isEmpty())
        w.legend << FlowLegend::Entry {
            FlowLegend::Swatch::Line, m_front->pen(), {}, m_front->name()};
    // A limit off the chart is named all the same, with a swatch of its line.
    if (!w.deadlineName.isEmpty()) {
        w.legend << FlowLegend::Entry {
            FlowLegend::Swatch::Line, dashed(ChartStyle::deadline(), 3), {}, w.deadlineName};
    }
    if (!w.budgetName.isEmpty()) {
        w.legend << FlowLegend::Entry {
            FlowLegend::Swatch::Line, dashed(ChartStyle::budget(), 3), {}, w.budgetName};
    }
    if (prorated) {
        w.legend << FlowLegend::Entry {FlowLegend::Swatch::Dash, QPen(Qt::NoPen), kProratedColour,
                                       m_prorated->name()};
    }
    return w;
}

QList<QPointF> CostTimeChart::frontPoints() const
{
    QList<const Point *> front;
    for (const Point &p : std::as_const(m_points)) {
        if (p.pareto)
            front << &p;
    }
    if (front.size() < 2) // one point is no line
        return {};
    std::sort(front.begin(), front.end(),
              [](const Point *a, const Point *b) { return a->hours.expected < b->hours.expected; });
    QList<QPointF> out;
    for (const Point *p : std::as_const(front))
        out << QPointF(p->hours.expected, costOf(*p));
    return out;
}

void CostTimeChart::rebuild()
{
    const Extent extent = extentOf();
    const Frame frame = frameOf(extent);
    // An edit that keeps every item (the same lines, no more points than time ranges) moves
    // them where they are: Qt Charts rebuilding each series and axis costs more than the edit.
    const bool allNew
        = !m_xAxis || !(frame.series == m_frame.series) || m_points.size() > m_bands.size();
    m_frame = frame;
    if (allNew)
        createItems();
    else
        switchAxes();
    setWords(wordsOf(extent));
    setValues(extent);
    m_notes.clear();
    if (!m_unplotted.isEmpty())
        m_notes << tr("%n option(s) cannot run the job (no estimate)", nullptr,
                      int(m_unplotted.size()));
    if (m_leftOut > 0)
        m_notes << tr("%n more option(s) in the Comparison table", nullptr, m_leftOut);
    layoutFooter();
    if (allNew) {
        // New axes are laid out by Qt once the event loop has polished their items: a layout
        // now would be done twice. The names are placed after it.
        schedulePlacement();
        return;
    }
    // Items moved in place: laid out and named now, so the view's next paint is of the
    // finished chart, not of the new points among the old names.
    ChartStyle::layOutNow(chart());
    placeLabels();
}

void CostTimeChart::createItems()
{
    QChart *c = chart();
    // The time ranges stay a pool of the most points yet: a plan that comes back to more
    // options then moves them instead of creating every item again.
    const qsizetype bands = std::max(m_points.size(), m_bands.size());
    qDeleteAll(m_labels);
    m_labels.clear();
    qDeleteAll(m_leaders);
    m_leaders.clear();
    m_labelMembers.clear();
    m_anchor = nullptr;
    m_bands.clear();
    m_front = nullptr;
    m_deadlineLine = nullptr;
    m_budgetLine = nullptr;
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    ChartStyle::apply(c, QString());
    // The legend is drawn under the plot by FlowLegend, which wraps instead of cutting.
    c->legend()->hide();
    createAxes();
    auto attach = [&](QAbstractSeries *series) {
        c->addSeries(series);
        series->attachAxis(m_xAxis);
        series->attachAxis(m_yAxis);
    };

    // Time ranges first, so the points are drawn over them.
    for (qsizetype i = 0; i < bands; ++i) {
        auto *band = new QLineSeries;
        band->setObjectName(QStringLiteral("band"));
        attach(band);
        m_bands << band;
    }
    // Always there, empty where fewer than two points are on the front.
    m_front = new QLineSeries;
    m_front->setObjectName(QStringLiteral("paretoFront"));
    m_front->setName(tr("Pareto front"));
    m_front->setPen(dashed(ChartStyle::pareto(), 3));
    attach(m_front);
    const auto limit = [&](const char *id, const QColor &colour) {
        auto *line = new QLineSeries;
        line->setObjectName(QLatin1String(id));
        line->setPen(dashed(colour, 3));
        attach(line);
        return line;
    };
    if (m_frame.series.deadline)
        m_deadlineLine = limit("deadlineLine", ChartStyle::deadline());
    if (m_frame.series.budget)
        m_budgetLine = limit("budgetLine", ChartStyle::budget());

    // Pro-rated cost: a small grey dash below the point where the bill rounds up to whole
    // periods, to show what the hours alone would cost.
    m_prorated = new QScatterSeries;
    m_prorated->setObjectName(QStringLiteral("proratedMarks"));
    m_prorated->setName(tr("Cost, pro-rated"));
    m_prorated->setLightMarker(dashMarker(kProratedColour));
    m_prorated->setMarkerSize(kProratedMarkSize);
    m_prorated->setColor(kProratedColour);
    attach(m_prorated);

    for (const Kind kind :
         {Kind::CannotRun, Kind::MissesLimit, Kind::Feasible, Kind::Recommended}) {
        QScatterSeries *series = addPoints(kind);
        attach(series);
        m_kindSeries[std::size_t(kind)] = series;
    }
    m_anchor = m_kindSeries[std::size_t(Kind::Feasible)];
    m_legend->setFont(m_frame.series.labelFont);
    m_legend->setEntries({});

    for (int i = 0; i < m_bands.size(); ++i) {
        auto *label = new QGraphicsSimpleTextItem(c);
        label->setZValue(20);
        label->setVisible(false);
        m_labels << label;
    }
    m_note->setFont(m_frame.series.pointFont);
    m_noteReserve = 0;
    m_note->setDefaultTextColor(ChartStyle::infeasible().darker(150));
}

void CostTimeChart::createAxes()
{
    QChart *c = chart();
    const auto makeAxis = [](bool log, const char *format) -> QAbstractAxis * {
        if (!log) {
            auto *linear = new QValueAxis;
            linear->setLabelFormat(QString::fromUtf8(format));
            return linear;
        }
        auto *axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setLabelFormat(QString::fromUtf8(format));
        axis->setMinorTickCount(8);
        axis->setMinorGridLineVisible(false);
        return axis;
    };
    // Both scales on both sides, the one not in use hidden: a plan whose spread crosses
    // kLogSpread switches the series over instead of creating axes (and their items) again.
    for (const bool log : {false, true}) {
        m_xAxes[log] = makeAxis(log, "%.0f");
        m_yAxes[log] = makeAxis(log, "¥%.0f");
        // The titles are words: setWords.
        ChartStyle::styleAxis(m_xAxes[log], QString());
        ChartStyle::styleAxis(m_yAxes[log], QString());
        m_xAxes[log]->setVisible(log == m_frame.logX);
        m_yAxes[log]->setVisible(log == m_frame.logY);
        c->addAxis(m_xAxes[log], Qt::AlignBottom);
        c->addAxis(m_yAxes[log], Qt::AlignLeft);
    }
    m_xAxis = m_xAxes[m_frame.logX];
    m_yAxis = m_yAxes[m_frame.logY];
    m_xRange = m_yRange = QPointF(-1, -1);
}

void CostTimeChart::switchAxes()
{
    const auto use = [this](QAbstractAxis *&current, QAbstractAxis *wanted, QPointF &range) {
        if (current == wanted)
            return;
        // The limit lines start at the linear axis' 0, which a log axis cannot take (Qt warns);
        // setValues draws them again on the new scale.
        ChartStyle::setPoints(m_deadlineLine, {});
        ChartStyle::setPoints(m_budgetLine, {});
        for (QAbstractSeries *series : chart()->series()) {
            series->detachAxis(current);
            series->attachAxis(wanted);
        }
        // A hidden axis keeps no words: a language switch would leave them behind.
        current->setVisible(false);
        current->setTitleText(QString());
        wanted->setVisible(true);
        current = wanted;
        range = QPointF(-1, -1);
    };
    use(m_xAxis, m_xAxes[m_frame.logX], m_xRange);
    use(m_yAxis, m_yAxes[m_frame.logY], m_yRange);
}

void CostTimeChart::setWords(const Words &w)
{
    QChart *c = chart();
    // Each title set lays the chart out again: only what changed.
    if (c->title() != w.title)
        c->setTitle(w.title);
    if (m_xAxis->titleText() != w.xTitle)
        m_xAxis->setTitleText(w.xTitle);
    if (m_yAxis->titleText() != w.yTitle)
        m_yAxis->setTitleText(w.yTitle);
    if (m_deadlineLine)
        m_deadlineLine->setName(w.deadlineName);
    if (m_budgetLine)
        m_budgetLine->setName(w.budgetName);
    if (m_legend->entries() != w.legend)
        m_legend->setEntries(w.legend);
}

void CostTimeChart::setRange(QAbstractAxis *axis, QPointF &shown, const QPointF &wanted)
{
    // Each range set lays the chart out again: only when it moved.
    if (shown == wanted)
        return;
    shown = wanted;
    if (auto *linear = qobject_cast<QValueAxis *>(axis))
        ChartStyle::setNiceRange(linear, wanted.x(), wanted.y());
    else
        axis->setRange(wanted.x(), wanted.y());
}

void CostTimeChart::setValues(const Extent &e)
{
    setRange(m_xAxis, m_xRange, e.x);
    setRange(m_yAxis, m_yRange, e.y);
    const auto bounds = [](const QAbstractAxis *axis) {
        if (const auto *linear = qobject_cast<const QValueAxis *>(axis))
            return QPointF(linear->min(), linear->max());
        const auto *log = qobject_cast<const QLogValueAxis *>(axis);
        return log ? QPointF(log->min(), log->max()) : QPointF();
    };
    const QPointF x = bounds(m_xAxis);
    const QPointF y = bounds(m_yAxis);
    for (int i = 0; i < m_bands.size(); ++i) {
        if (i >= m_points.size()) {
            ChartStyle::setPoints(m_bands.at(i), {});
            continue;
        }
        const Point &p = m_points.at(i);
        const QPen pen = bandPen(p.runnable);
        if (m_bands.at(i)->pen() != pen)
            m_bands.at(i)->setPen(pen);
        ChartStyle::setPoints(
            m_bands.at(i),
            {QPointF(p.hours.low, p.costLow()), QPointF(p.hours.high, p.costHigh())});
    }
    ChartStyle::setPoints(m_front, frontPoints());
    // A limit off the chart keeps its line, empty: the legend names it.
    ChartStyle::setPoints(m_deadlineLine,
                          e.deadlineOnChart ? QList<QPointF> {QPointF(e.deadlineHours, y.x()),
                                                              QPointF(e.deadlineHours, y.y())}
                                            : QList<QPointF> {});
    ChartStyle::setPoints(
        m_budgetLine,
        e.budgetOnChart ? QList<QPointF> {QPointF(x.x(), *e.budget), QPointF(x.y(), *e.budget)}
                        : QList<QPointF> {});
    QList<QPointF> prorated;
    std::array<QList<QPointF>, 4> kinds;
    for (const Point &p : std::as_const(m_points)) {
        if (p.hasProratedMark())
            prorated << QPointF(p.hours.expected, gp::yuanFromFen(p.costFen.expected));
        kinds[std::size_t(p.kind())] << QPointF(p.hours.expected, costOf(p));
    }
    ChartStyle::setPoints(m_prorated, prorated);
    for (std::size_t k = 0; k < kinds.size(); ++k)
        ChartStyle::setPoints(m_kindSeries[k], kinds[k]);
    for (int i = 0; i < m_labels.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_labels.at(i);
        if (i >= m_points.size()) {
            label->setVisible(false);
            continue;
        }
        const Point &p = m_points.at(i);
        QFont font = m_frame.series.pointFont;
        font.setBold(p.recommended);
        if (label->font() != font)
            label->setFont(font);
        const QBrush brush(p.runnable ? QColor(0x20, 0x20, 0x20)
                                      : ChartStyle::infeasible().darker(130));
        if (label->brush() != brush)
            label->setBrush(brush);
        // The text is the placement's: the name, or the name and "and N others here".
    }
}

QPen CostTimeChart::bandPen(bool runnable)
{
    QColor colour = runnable ? ChartStyle::feasible() : ChartStyle::infeasible();
    colour.setAlpha(70);
    QPen pen(colour, 9);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

FlowLegend::Entry CostTimeChart::legendEntry(Kind kind, const QScatterSeries *series)
{
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
    return entry;
}

void CostTimeChart::schedulePlacement()
{
    if (m_placementPending)
        return;
    m_placementPending = true;
    QMetaObject::invokeMethod(
        this,
        [this]() {
            if (m_placementPending) // else placed since
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
    if (m_note->textWidth() != width)
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
    m_placementPending = false;
    m_placing = true;
    QChart *c = chart();
    const QRectF plot = c->plotArea();
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
    // Measured on an item outside the scene: trying texts on the labels would repaint them.
    const auto measure = [&](const QList<int> &members, int wraps) {
        m_measure.setFont(m_labels.at(members.first())->font());
        m_measure.setText(textOf(members, wraps));
        return m_measure.boundingRect().size();
    };
    const gp::chart::PointNames::Layout layout = gp::chart::PointNames::place(
        named, gp::chart::claimOrder(m_points), obstacles, plot.adjusted(2, 2, -2, -2), measure);
    m_unnamed = layout.unnamed;
    // Each label, leader and the note are changed only where they differ from the last
    // placement: an edit that moves nothing repaints nothing.
    QList<bool> shown(m_labels.size(), false);
    QList<QLineF> leaders;
    for (const gp::chart::PointNames::Name &name : layout.names) {
        QGraphicsSimpleTextItem *label = m_labels.at(name.members.first());
        const QString text = textOf(name.members, name.wraps);
        if (label->text() != text)
            label->setText(text);
        label->setPos(name.rect.topLeft());
        shown[name.members.first()] = true;
        m_labelMembers << name.members;
        const QLineF leader = gp::chart::PointNames::leaderOf(name, named);
        if (!leader.isNull())
            leaders << leader;
    }
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setVisible(shown.at(i));
    while (m_leaders.size() > leaders.size())
        delete m_leaders.takeLast();
    for (int i = 0; i < leaders.size(); ++i) {
        if (i < m_leaders.size()) {
            if (m_leaders.at(i)->line() != leaders.at(i))
                m_leaders.at(i)->setLine(leaders.at(i));
            continue;
        }
        auto *line = new QGraphicsLineItem(leaders.at(i), c);
        line->setPen(QPen(QColor(0x60, 0x60, 0x60), 1));
        line->setZValue(19);
        m_leaders << line;
    }
    const QString note = noteText();
    if (m_note->toPlainText() != note)
        m_note->setPlainText(note);
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
        // Every item again: the series' names are words too. Copies: setPlan assigns to the
        // members it is given.
        m_xAxis = nullptr;
        const gp::Plan plan = m_plan;
        const gp::CatalogData catalog = m_catalog;
        setPlan(plan, catalog);
    }
}

} // namespace gp::ui
