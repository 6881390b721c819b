#include "costtimechart.h"

#include "chartstyle.h"
#include "moneyformat.h"
#include "optionlabels.h"
#include "planreading.h"
#include "reasontext.h"

#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gp::ui {

namespace {

// Beyond this spread a linear axis squeezes the cheap options into one corner.
constexpr double kLogSpread = 40.0;
/// Points beyond this many are left to the comparison table (a catalog of thousands).
constexpr int kMaxPoints = 24;

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

/// A wide horizontal dash: the billed-cost mark.
QImage dashMarker(const QColor &colour)
{
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.fillRect(QRectF(0, 27, 64, 10), colour);
    return image;
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
    connect(chart(), &QChart::plotAreaChanged, this, &CostTimeChart::placeLabels);
}

void CostTimeChart::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
    m_inference = plan.job.method == gp::Method::Inference;
    const QLocale locale;

    // Options that cannot run the job at all (do not fit, excluded) only clutter the picture;
    // the seeds' three machines stay as the yardstick.
    QList<gp::PlanOption> shown;
    const QStringList always = OptionLabels::alwaysShown();
    for (const gp::PlanOption &option : plan.options) {
        if (option.feasible || PlanReading::runsTheJob(option)
            || always.contains(option.offeringId))
            shown << option;
    }
    const qsizetype runnable = shown.size();
    shown = PlanReading::charted(shown, plan.recommendedId, kMaxPoints);
    m_leftOut = int(runnable - shown.size());
    m_points.clear();
    m_unplotted.clear();
    for (const gp::PlanOption &option : std::as_const(shown)) {
        const QString label = OptionLabels::shortLabel(option, catalog, shown, locale);
        const bool noX = m_inference ? !option.serving || option.serving->tokensPerS <= 0
                                     : option.hours.expected <= 0;
        if (noX || option.costProratedFen.expected <= 0) {
            // No estimate to place (the engine stops before timing a job that cannot load).
            m_unplotted << label;
            continue;
        }
        Point p;
        p.offeringId = option.offeringId;
        p.label = label;
        p.hours = option.hours;
        if (m_inference) {
            // Serving runs all month: what separates the options is the load they carry.
            const double rate = option.serving ? option.serving->tokensPerS : 0;
            p.hours = gp::Band {rate, rate, rate};
        }
        p.costFen = option.costProratedFen;
        p.billedFen = option.costBilledFen;
        p.feasible = option.feasible;
        p.runnable = option.feasible || PlanReading::runsTheJob(option);
        p.recommended = option.offeringId == plan.recommendedId;
        p.pareto = option.feasible && option.onParetoFront;
        m_points << p;
    }
    rebuild();
}

CostTimeChart::Kind CostTimeChart::kindOf(const Point &p)
{
    if (p.recommended)
        return Kind::Recommended;
    if (p.feasible)
        return Kind::Feasible;
    return p.runnable ? Kind::MissesLimit : Kind::CannotRun;
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
        text += tr("Cost, pro-rated: %1 (%2 – %3)")
                    .arg(format::formatMoney(p.costFen.expected, locale),
                         format::formatMoney(p.costFen.low, locale),
                         format::formatMoney(p.costFen.high, locale));
        text += QStringLiteral("<br>");
        text += tr("Cost, billed: %1").arg(format::formatMoney(p.billedFen, locale));
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
        if (kindOf(p) == kind)
            series->append(p.hours.expected, gp::yuanFromFen(p.costFen.expected));
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
    delete m_note;
    m_note = nullptr;
    m_anchor = nullptr;
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    ChartStyle::apply(
        c, m_inference ? tr("Cost vs throughput (serving, per month)") : tr("Cost vs time"));
    const QLocale locale;

    double hMin = 0;
    double hMax = 0;
    double cMin = 0;
    double cMax = 0;
    bool first = true;
    for (const Point &p : std::as_const(m_points)) {
        const double lowCost = gp::yuanFromFen(p.costFen.low);
        const double highCost = gp::yuanFromFen(p.costFen.high);
        hMin = first ? p.hours.low : std::min(hMin, p.hours.low);
        hMax = first ? p.hours.high : std::max(hMax, p.hours.high);
        cMin = first ? lowCost : std::min(cMin, lowCost);
        cMax = first ? highCost : std::max(cMax, highCost);
        first = false;
    }
    // Billed costs join the range while they stay near the rest; a whole month of an expensive
    // machine would otherwise squash every pro-rated point to the floor (its line still shows).
    for (const Point &p : std::as_const(m_points)) {
        const double billedYuan = gp::yuanFromFen(p.billedFen);
        if (billedYuan <= 2 * cMax)
            cMax = std::max(cMax, billedYuan);
    }
    const std::optional<double> deadlineHours = m_plan.job.deadlineDays
        ? std::optional<double>(*m_plan.job.deadlineDays * 24.0)
        : std::nullopt;
    const std::optional<double> budget = m_plan.job.budgetCny;
    // A deadline or budget far beyond every option would flatten the points into a corner; it is
    // then named in the legend as off the chart instead of stretching the axis.
    const bool deadlineOnChart
        = !m_inference && deadlineHours && !first && *deadlineHours <= 3 * hMax;
    const bool budgetOnChart = budget && !first && *budget <= 3 * cMax;
    if (deadlineOnChart)
        hMax = std::max(hMax, *deadlineHours);
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
    ChartStyle::styleAxis(
        yAxis, logCost ? tr("Cost, pro-rated (¥, log scale)") : tr("Cost, pro-rated (¥)"));
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(yAxis, Qt::AlignLeft);

    auto attach = [&](QAbstractSeries *series) {
        c->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    };

    // Bands first, so the points are drawn over them.
    bool firstBand = true;
    for (const Point &p : std::as_const(m_points)) {
        auto *band = new QLineSeries;
        band->setObjectName(QStringLiteral("band"));
        band->setName(tr("Low–high range"));
        QColor colour = p.runnable ? ChartStyle::feasible() : ChartStyle::infeasible();
        colour.setAlpha(70);
        QPen pen(colour, 9);
        pen.setCapStyle(Qt::RoundCap);
        band->setPen(pen);
        band->append(p.hours.low, gp::yuanFromFen(p.costFen.low));
        band->append(p.hours.high, gp::yuanFromFen(p.costFen.high));
        attach(band);
        if (!firstBand)
            hideFromLegend(c, band);
        firstBand = false;
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
            pareto->append(p.hours.expected, gp::yuanFromFen(p.costFen.expected));
        attach(pareto);
    }

    if (deadlineHours && !m_inference) {
        auto *line = new QLineSeries;
        line->setObjectName(QStringLiteral("deadlineLine"));
        const QString days = format::formatDays(*m_plan.job.deadlineDays, locale);
        line->setName(deadlineOnChart ? tr("Deadline: %1").arg(days)
                                      : tr("Deadline: %1 (off the chart)").arg(days));
        line->setPen(dashed(ChartStyle::deadline(), 3));
        if (deadlineOnChart) {
            line->append(*deadlineHours, yLow);
            line->append(*deadlineHours, yHigh);
        }
        attach(line);
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
    }

    // Billed cost: a dash above the point, joined by a thin line; it is what the budget is
    // checked against (whole months of a monthly machine, not the pro-rated hours).
    auto *billed = new QScatterSeries;
    billed->setObjectName(QStringLiteral("billedMarks"));
    billed->setName(tr("Billed cost"));
    billed->setLightMarker(dashMarker(QColor(0x50, 0x50, 0x50)));
    billed->setMarkerSize(22);
    billed->setColor(QColor(0x50, 0x50, 0x50));
    for (const Point &p : std::as_const(m_points)) {
        const double billedYuan = gp::yuanFromFen(p.billedFen);
        if (p.billedFen <= p.costFen.expected)
            continue;
        // A whole month of a monthly machine for a short job lands far above the chart; the
        // table and the tooltip carry that figure, a line to the edge would only add clutter.
        if (billedYuan > yHigh)
            continue;
        auto *link = new QLineSeries;
        link->setObjectName(QStringLiteral("billedLink"));
        QPen pen(QColor(0x50, 0x50, 0x50, 150), 1.5);
        pen.setStyle(Qt::DotLine);
        link->setPen(pen);
        link->append(p.hours.expected, gp::yuanFromFen(p.costFen.expected));
        link->append(p.hours.expected, billedYuan);
        attach(link);
        hideFromLegend(c, link);
        billed->append(p.hours.expected, billedYuan);
    }
    attach(billed);
    if (billed->count() == 0)
        hideFromLegend(c, billed);

    QScatterSeries *anchor = nullptr;
    for (const Kind kind :
         {Kind::CannotRun, Kind::MissesLimit, Kind::Feasible, Kind::Recommended}) {
        QScatterSeries *series = addPoints(kind);
        attach(series);
        if (series->count() == 0)
            hideFromLegend(c, series);
        if (kind == Kind::Feasible)
            anchor = series;
    }
    m_anchor = anchor;
    // Hollow markers would give empty legend boxes: a pale fill inside their outline colour.
    for (QAbstractSeries *series : c->series()) {
        auto *scatter = qobject_cast<QScatterSeries *>(series);
        if (!scatter || scatter->color().alpha() != 0)
            continue;
        for (QLegendMarker *marker : c->legend()->markers(scatter)) {
            marker->setBrush(scatter->pen().color().lighter(160));
            marker->setPen(QPen(scatter->pen().color(), 2));
        }
    }
    // Nine entries do not fit under the plot at projector sizes; a column beside it does.
    c->legend()->setAlignment(Qt::AlignRight);

    for (const Point &p : std::as_const(m_points)) {
        auto *label = new QGraphicsSimpleTextItem(p.label, c);
        QFont font = ChartStyle::pointLabelFont();
        font.setBold(p.recommended);
        label->setFont(font);
        label->setBrush(p.runnable ? QColor(0x20, 0x20, 0x20)
                                   : ChartStyle::infeasible().darker(130));
        label->setZValue(20);
        m_labels << label;
    }
    QStringList notes;
    if (!m_unplotted.isEmpty())
        notes << tr("Cannot run the job, no estimate: %1")
                     .arg(m_unplotted.join(QStringLiteral(", ")));
    if (m_leftOut > 0)
        notes << tr("%n more option(s) not drawn: see the Comparison table", nullptr, m_leftOut);
    if (!notes.isEmpty()) {
        m_note = new QGraphicsSimpleTextItem(notes.join(u'\n'), c);
        m_note->setFont(ChartStyle::pointLabelFont());
        m_note->setBrush(ChartStyle::infeasible().darker(150));
        m_note->setZValue(20);
    }
    placeLabels();
}

void CostTimeChart::placeLabels()
{
    if (!m_anchor)
        return;
    QChart *c = chart();
    const QRectF plot = c->plotArea();
    QList<QRectF> taken;
    QList<QPointF> anchors;
    for (const Point &p : std::as_const(m_points))
        anchors << c->mapToPosition(QPointF(p.hours.expected, gp::yuanFromFen(p.costFen.expected)),
                                    m_anchor);
    // Markers are obstacles too: a label must not hide another option's point.
    for (const QPointF &a : std::as_const(anchors))
        taken << QRectF(a.x() - 9, a.y() - 9, 18, 18);
    // The recommendation, the seeds' three machines and the feasible options are always named,
    // in that order of claim on the free space; the others only where their name fits cleanly
    // (hovering still names them).
    const QStringList always = OptionLabels::alwaysShown();
    auto rank = [&](int i) {
        const Point &p = m_points.at(i);
        if (p.recommended)
            return 0;
        if (always.contains(p.offeringId))
            return 1;
        return p.feasible ? 2 : 3;
    };
    QList<int> order;
    for (int i = 0; i < m_labels.size() && i < anchors.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rank(a) < rank(b); });
    for (const int i : std::as_const(order)) {
        QGraphicsSimpleTextItem *label = m_labels.at(i);
        const QSizeF size = label->boundingRect().size();
        const QPointF a = anchors.at(i);
        // Around the point at two distances: right and left first (they read best), then
        // above, below and the diagonals. The spot overlapping least wins.
        QList<QPointF> candidates;
        for (const qreal gap : {12.0, 30.0}) {
            const qreal w = size.width();
            const qreal h = size.height();
            candidates << QPointF(a.x() + gap, a.y() - h / 2)
                       << QPointF(a.x() - gap - w, a.y() - h / 2)
                       << QPointF(a.x() - w / 2, a.y() - gap - h)
                       << QPointF(a.x() - w / 2, a.y() + gap)
                       << QPointF(a.x() + gap, a.y() - gap - h) << QPointF(a.x() + gap, a.y() + gap)
                       << QPointF(a.x() - gap - w, a.y() - gap - h)
                       << QPointF(a.x() - gap - w, a.y() + gap);
        }
        QRectF chosen;
        qreal bestOverlap = -1;
        for (const QPointF &topLeft : std::as_const(candidates)) {
            const QRectF rect(topLeft, size);
            if (!plot.contains(rect))
                continue;
            qreal overlap = 0;
            for (const QRectF &t : std::as_const(taken)) {
                const QRectF common = t.intersected(rect);
                overlap += common.width() * common.height();
            }
            if (bestOverlap < 0 || overlap < bestOverlap) {
                bestOverlap = overlap;
                chosen = rect;
            }
            if (overlap == 0)
                break;
        }
        if (chosen.isNull())
            chosen = QRectF(QPointF(a.x() + 12, a.y() - size.height() / 2), size);
        const bool optional = rank(i) == 3;
        label->setVisible(!optional || bestOverlap == 0);
        if (!label->isVisible())
            continue;
        label->setPos(chosen.topLeft());
        taken << chosen;
    }
    if (m_note)
        m_note->setPos(plot.left() + 8, plot.top() + 6);
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
        if (kindOf(p) != kind)
            continue;
        const double dx = (p.hours.expected - point.x()) / std::max(1.0, std::abs(point.x()));
        const double cost = gp::yuanFromFen(p.costFen.expected);
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
