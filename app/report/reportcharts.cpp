#include "reportcharts.h"

#include "moneyformat.h"
#include "reasontext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>

namespace gp::report {

namespace {

const QColor kFeasible(0x1f, 0x5f, 0xbf);
const QColor kInfeasible(0xb0, 0x3a, 0x2e);
const QColor kGrid(0xdd, 0xdd, 0xdd);
const QColor kAxis(0x44, 0x44, 0x44);
const QColor kLimit(0xd9, 0x8c, 0x00);
const QColor kRecommended(0x2c, 0xa0, 0x2c); // the window's (ChartStyle::recommended)
const QColor kCannotRun(0x8a, 0x8a, 0x8a);
const QColor kProrated(0x9a, 0x9a, 0x9a);
const QColor kLeader(0x70, 0x70, 0x70);

/// A logarithmic axis mapping [lo, hi] onto [from, to] device units.
struct LogAxis {
    double lo = 1;
    double hi = 10;
    double from = 0;
    double to = 1;

    [[nodiscard]] double map(double v) const
    {
        const double t
            = (std::log10(qMax(v, lo)) - std::log10(lo)) / (std::log10(hi) - std::log10(lo));
        return from + t * (to - from);
    }

    /// 1-2-5 ticks inside the range.
    [[nodiscard]] QList<double> ticks() const
    {
        QList<double> out;
        for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi;
             decade *= 10) {
            for (double m : {1.0, 2.0, 5.0}) {
                const double v = decade * m;
                if (v >= lo * 0.999 && v <= hi * 1.001)
                    out << v;
            }
        }
        return out;
    }

    /// ticks() when their labels are at least \a minGap device units apart; else the decades
    /// only, then every other decade: a short chart over many decades keeps legible labels.
    [[nodiscard]] QList<double> ticks(double minGap) const
    {
        const auto spaced = [&](const QList<double> &values) {
            for (qsizetype i = 1; i < values.size(); ++i) {
                if (std::abs(map(values.at(i)) - map(values.at(i - 1))) < minGap)
                    return false;
            }
            return true;
        };
        QList<double> all = ticks();
        if (spaced(all))
            return all;
        QList<double> decades;
        for (const double v : std::as_const(all)) {
            const double mantissa = v / std::pow(10.0, std::floor(std::log10(v) + 1e-9));
            if (std::abs(mantissa - 1) < 1e-6)
                decades << v;
        }
        for (int step = 1; step < 8; step *= 2) {
            QList<double> kept;
            for (qsizetype i = 0; i < decades.size(); i += step)
                kept << decades.at(i);
            if (spaced(kept))
                return kept;
        }
        return decades.isEmpty() ? all : QList<double> {decades.first(), decades.last()};
    }
};

LogAxis makeAxis(double minValue, double maxValue)
{
    LogAxis axis;
    axis.lo = std::pow(10.0, std::floor(std::log10(qMax(minValue, 1e-3)) * 2) / 2);
    axis.hi = std::pow(10.0, std::ceil(std::log10(qMax(maxValue, axis.lo * 10)) * 2) / 2);
    return axis;
}

} // namespace

struct ReportCharts::CostAxes {
    LogAxis x;
    LogAxis y;
};

ReportCharts::ReportCharts(const Plan &plan, const CatalogData &catalog, const QLocale &locale,
                           double unitsPerPoint)
    : m_plan(plan)
    , m_locale(locale)
    , m_content(chart::CostTimeContent::of(plan, catalog, locale))
    , m_unitsPerPoint(unitsPerPoint)
{
    // Points are numbered as the legend lists the options.
    qsizetype next = 0;
    for (const chart::CostPoint &p : std::as_const(m_content.points)) {
        while (next < m_content.shown.size() && m_content.shown.at(next).offeringId != p.offeringId)
            ++next;
        m_numbers << int(next + 1);
    }
}

bool ReportCharts::showsThroughput(const Plan &plan)
{
    return plan.job.method == Method::Inference;
}

QString ReportCharts::costChartTitle(const Plan &plan)
{
    return showsThroughput(plan) ? tr("Cost against output rate") : tr("Cost against time");
}

QList<const PlanOption *> ReportCharts::chartedOptions() const
{
    QList<const PlanOption *> out;
    for (const PlanOption &o : m_content.shown)
        out << &o;
    return out;
}

qsizetype ReportCharts::unchartedCount() const
{
    return m_content.leftOut;
}

QRectF ReportCharts::costPlot(const QRectF &area) const
{
    const double legendWidth = area.width() * 0.36;
    return QRectF(area.left() + pt(58), area.top() + pt(8), area.width() - legendWidth - pt(70),
                  area.height() - pt(44));
}

ReportCharts::CostAxes ReportCharts::costAxes(const QRectF &plot) const
{
    double minH = 1e300, maxH = 0, minC = 1e300, maxC = 0;
    for (const chart::CostPoint &p : m_content.points) {
        minH = qMin(minH, qMax(p.hours.low, 0.01));
        maxH = qMax(maxH, p.hours.high);
        const double low = p.hasProratedMark() ? qMin(p.costLow(), yuanFromFen(p.costFen.expected))
                                               : p.costLow();
        minC = qMin(minC, qMax(0.01, low));
        maxC = qMax(maxC, p.costHigh());
    }
    if (m_content.deadlineHours > 0) {
        minH = qMin(minH, m_content.deadlineHours);
        maxH = qMax(maxH, m_content.deadlineHours);
    }
    if (m_content.budgetYuan > 0) {
        minC = qMin(minC, m_content.budgetYuan);
        maxC = qMax(maxC, m_content.budgetYuan);
    }
    if (m_content.points.isEmpty()) {
        minH = 1;
        maxH = 1000;
        minC = 100;
        maxC = 100000;
    }
    CostAxes axes {makeAxis(minH, maxH), makeAxis(minC, maxC)};
    axes.x.from = plot.left();
    axes.x.to = plot.right();
    axes.y.from = plot.bottom();
    axes.y.to = plot.top();
    return axes;
}

void ReportCharts::drawCostGrid(QPainter &painter, const QRectF &area, const QRectF &plot,
                                const CostAxes &axes) const
{
    const QFontMetricsF metrics(painter.font(), painter.device());
    // Tick labels apart by the widest x label ("1,000") and a little, by nearly two lines on y.
    const double xGap = metrics.horizontalAdvance(m_locale.toString(axes.x.hi, 'g', 6)) + pt(3);
    for (double v : axes.x.ticks(xGap)) {
        const double px = axes.x.map(v);
        painter.setPen(QPen(kGrid, pt(0.5)));
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        painter.setPen(kAxis);
        painter.drawText(QRectF(px - pt(30), plot.bottom() + pt(2), pt(60), pt(12)),
                         Qt::AlignHCenter | Qt::AlignTop, m_locale.toString(v, 'g', 6));
    }
    for (double v : axes.y.ticks(metrics.height() * 1.8)) {
        const double py = axes.y.map(v);
        painter.setPen(QPen(kGrid, pt(0.5)));
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        painter.setPen(kAxis);
        painter.drawText(QRectF(area.left(), py - pt(6), pt(55), pt(12)),
                         Qt::AlignRight | Qt::AlignVCenter,
                         format::formatMoney(fenFromYuan(v), m_locale));
    }
    painter.setPen(QPen(kAxis, pt(0.8)));
    painter.drawRect(plot);
    painter.drawText(QRectF(plot.left(), plot.bottom() + pt(16), plot.width(), pt(14)),
                     Qt::AlignHCenter,
                     m_content.throughput ? tr("Output tokens/s of the deployment (log scale)")
                                          : tr("Job duration (hours, log scale)"));
    painter.save();
    painter.translate(area.left() + pt(2), plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -pt(2), plot.height(), pt(12)), Qt::AlignHCenter,
                     m_content.withPorting ? tr("Billed + porting (¥, log scale)")
                                           : tr("Billed (¥, log scale)"));
    painter.restore();
}

void ReportCharts::drawLimits(QPainter &painter, const QRectF &plot, const CostAxes &axes) const
{
    painter.setPen(QPen(kLimit, pt(1.2), Qt::DashLine));
    if (m_content.deadlineHours > 0) {
        const double px = axes.x.map(m_content.deadlineHours);
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        painter.drawText(QRectF(px + pt(2), plot.top() + pt(2), pt(120), pt(12)), Qt::AlignLeft,
                         tr("deadline"));
    }
    if (m_content.budgetYuan > 0) {
        const double py = axes.y.map(m_content.budgetYuan);
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        painter.drawText(QRectF(plot.right() - pt(122), py + pt(1), pt(120), pt(12)),
                         Qt::AlignRight | Qt::AlignTop, tr("budget"));
    }
}

void ReportCharts::drawFront(QPainter &painter, const CostAxes &axes) const
{
    QList<const chart::CostPoint *> front;
    for (const chart::CostPoint &p : m_content.points) {
        if (p.pareto)
            front << &p;
    }
    std::sort(front.begin(), front.end(), [](const chart::CostPoint *a, const chart::CostPoint *b) {
        return a->hours.expected < b->hours.expected;
    });
    if (front.size() < 2)
        return;
    QPainterPath path;
    for (int i = 0; i < front.size(); ++i) {
        const QPointF p(axes.x.map(front[i]->hours.expected), axes.y.map(front[i]->cost()));
        i == 0 ? path.moveTo(p) : path.lineTo(p);
    }
    painter.setPen(QPen(kFeasible, pt(0.8), Qt::DotLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

namespace {

/// A five-pointed star of outer radius \a r around \a c: the recommendation, as in the window.
QPolygonF star(const QPointF &c, double r)
{
    QPolygonF out;
    for (int i = 0; i < 10; ++i) {
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const double radius = i % 2 == 0 ? r : r * 0.45;
        out << QPointF(c.x() + radius * std::cos(angle), c.y() + radius * std::sin(angle));
    }
    return out;
}

/// A point's mark: star (recommended), filled (feasible), hollow (misses a limit), hollow grey
/// square (cannot run the job).
void drawMark(QPainter &painter, chart::CostPoint::Kind kind, const QPointF &c, double r,
              double line)
{
    using Kind = chart::CostPoint::Kind;
    switch (kind) {
    case Kind::Recommended:
        painter.setPen(QPen(kRecommended.darker(140), line));
        painter.setBrush(kRecommended);
        painter.drawPolygon(star(c, r * 1.9));
        break;
    case Kind::Feasible:
        painter.setPen(QPen(kFeasible, line));
        painter.setBrush(kFeasible);
        painter.drawEllipse(c, r, r);
        break;
    case Kind::MissesLimit:
        painter.setPen(QPen(kInfeasible, line * 1.5));
        painter.setBrush(Qt::white);
        painter.drawEllipse(c, r, r);
        break;
    case Kind::CannotRun:
        painter.setPen(QPen(kCannotRun, line * 1.5));
        painter.setBrush(Qt::white);
        painter.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
        break;
    }
}

} // namespace

void ReportCharts::drawPoints(QPainter &painter, const CostAxes &axes) const
{
    const double r = pt(3.2);
    for (const chart::CostPoint &p : m_content.points) {
        const QPointF c(axes.x.map(p.hours.expected), axes.y.map(p.cost()));
        if (p.hasProratedMark()) {
            painter.setPen(QPen(kProrated, pt(1.4)));
            const double py = axes.y.map(yuanFromFen(p.costFen.expected));
            painter.drawLine(QPointF(c.x() - r, py), QPointF(c.x() + r, py));
        }
        painter.setPen(QPen(p.runnable ? kFeasible : kCannotRun, pt(0.8)));
        painter.drawLine(QPointF(axes.x.map(p.hours.low), c.y()),
                         QPointF(axes.x.map(p.hours.high), c.y()));
        painter.drawLine(QPointF(c.x(), axes.y.map(p.costLow())),
                         QPointF(c.x(), axes.y.map(p.costHigh())));
    }
    // Marks over every band, the recommendation last, over all.
    for (const bool recommended : {false, true}) {
        for (const chart::CostPoint &p : m_content.points) {
            if (p.recommended != recommended)
                continue;
            const QPointF c(axes.x.map(p.hours.expected), axes.y.map(p.cost()));
            drawMark(painter, p.kind(), c, r, pt(0.8));
        }
    }
}

QList<chart::PointNames::Point> ReportCharts::numberedPoints(const CostAxes &axes) const
{
    const double r = pt(3.2);
    QList<chart::PointNames::Point> out;
    for (const chart::CostPoint &p : m_content.points) {
        // The legend repeats every number: each must be on the chart.
        out << chart::PointNames::Point {
            QPointF(axes.x.map(p.hours.expected), axes.y.map(p.cost())),
            p.recommended ? r * 1.9 : r, true};
    }
    return out;
}

QString ReportCharts::numbersOf(const QList<int> &members, int wraps) const
{
    QList<int> numbers;
    for (const int i : members)
        numbers << m_numbers.at(i);
    std::sort(numbers.begin(), numbers.end());
    QStringList parts;
    for (const int n : std::as_const(numbers))
        parts << QString::number(n);
    // Broken onto more lines: as many numbers on a line as make them even.
    const qsizetype lines = qMin<qsizetype>(wraps + 1, parts.size());
    const qsizetype perLine = (parts.size() + lines - 1) / lines;
    QStringList rows;
    for (qsizetype i = 0; i < parts.size(); i += perLine)
        rows << parts.mid(i, perLine).join(QStringLiteral(", "));
    return rows.join(u'\n');
}

chart::PointNames::Layout ReportCharts::placeNumbers(const QFontMetricsF &metrics,
                                                     const QRectF &plot, const CostAxes &axes) const
{
    const QList<chart::PointNames::Point> points = numberedPoints(axes);
    QList<QRectF> obstacles;
    for (const chart::PointNames::Point &p : points) {
        obstacles << QRectF(p.anchor.x() - p.radius, p.anchor.y() - p.radius, 2 * p.radius,
                            2 * p.radius);
    }
    const auto measure = [&](const QList<int> &members, int wraps) {
        const QRectF box
            = metrics.boundingRect(QRectF(0, 0, plot.width(), plot.height()),
                                   Qt::AlignLeft | Qt::AlignTop, numbersOf(members, wraps));
        return QSizeF(box.width() + pt(1), box.height());
    };
    // Screen pixels at 96 dpi are 0.75 pt: the window's distances, at the page's scale.
    return chart::PointNames::place(points, chart::claimOrder(m_content.points), obstacles,
                                    plot.adjusted(pt(1), pt(1), -pt(1), -pt(1)), measure, pt(0.5));
}

QList<QPair<QRectF, QString>> ReportCharts::numbersIn(const QPainter &painter,
                                                      const QRectF &area) const
{
    const QRectF plot = costPlot(area);
    const QFontMetricsF metrics(painter.font(), painter.device());
    QList<QPair<QRectF, QString>> out;
    for (const chart::PointNames::Name &name : placeNumbers(metrics, plot, costAxes(plot)).names)
        out << qMakePair(name.rect, numbersOf(name.members, name.wraps));
    return out;
}

void ReportCharts::drawCostVsTime(QPainter &painter, const QRectF &area, MoreOptionsIn where) const
{
    const QRectF plot = costPlot(area);
    const CostAxes axes = costAxes(plot);
    drawCostGrid(painter, area, plot, axes);
    drawLimits(painter, plot, axes);
    drawFront(painter, axes);
    drawPoints(painter, axes);

    // Each point's number beside it, placed as the window places names; the legend repeats
    // the numbers.
    const QFontMetricsF metrics(painter.font(), painter.device());
    const QList<chart::PointNames::Point> points = numberedPoints(axes);
    const chart::PointNames::Layout numbers = placeNumbers(metrics, plot, axes);
    for (const chart::PointNames::Name &name : numbers.names) {
        const QLineF leader = chart::PointNames::leaderOf(name, points);
        if (!leader.isNull()) {
            painter.setPen(QPen(kLeader, pt(0.4)));
            painter.drawLine(leader);
        }
        painter.setPen(kAxis);
        painter.drawText(name.rect, Qt::AlignCenter, numbersOf(name.members, name.wraps));
    }
    const QRectF legend(plot.right() + pt(12), plot.top(), area.right() - plot.right() - pt(12),
                        plot.height());
    drawCostLegend(painter, legend, where);
}

double ReportCharts::drawKey(QPainter &painter, const QRectF &legend) const
{
    using Kind = chart::CostPoint::Kind;
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double line = metrics.lineSpacing() * 1.05;
    const double r = pt(2.6);
    struct Entry {
        std::optional<Kind> kind; ///< none: the pro-rated dash
        QString text;
    };
    QList<Entry> entries;
    const auto any = [&](auto wanted) {
        return std::any_of(m_content.points.cbegin(), m_content.points.cend(), wanted);
    };
    for (const Kind kind :
         {Kind::Recommended, Kind::Feasible, Kind::MissesLimit, Kind::CannotRun}) {
        if (!any([kind](const chart::CostPoint &p) { return p.kind() == kind; }))
            continue;
        const QString text = kind == Kind::Recommended ? tr("recommended")
            : kind == Kind::Feasible                   ? tr("feasible")
            : kind == Kind::MissesLimit                ? tr("misses deadline or budget")
                                                       : tr("cannot run the job");
        entries << Entry {kind, text};
    }
    if (any([](const chart::CostPoint &p) { return p.hasProratedMark(); }))
        entries << Entry {std::nullopt, tr("pro-rated cost")};
    double x = legend.left();
    double y = legend.top();
    for (const Entry &e : std::as_const(entries)) {
        const double width = pt(10) + metrics.horizontalAdvance(e.text) + pt(8);
        if (x > legend.left() && x + width > legend.right()) {
            x = legend.left();
            y += line;
        }
        const QPointF c(x + pt(4), y + line / 2);
        if (e.kind) {
            drawMark(painter, *e.kind, c, r, pt(0.7));
        } else {
            painter.setPen(QPen(kProrated, pt(1.4)));
            painter.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()));
        }
        painter.setPen(kAxis);
        painter.drawText(QRectF(x + pt(10), y, width, line), Qt::AlignLeft | Qt::AlignVCenter,
                         e.text);
        x += width;
    }
    return entries.isEmpty() ? 0 : y - legend.top() + line * 1.4;
}

void ReportCharts::drawCostLegend(QPainter &painter, const QRectF &box, MoreOptionsIn where) const
{
    const QFontMetricsF metrics(painter.font(), painter.device());
    const QRectF legend = box.adjusted(0, drawKey(painter, box), 0, 0);
    double ly = legend.top();
    const double line = metrics.lineSpacing() * 1.05;
    const double entry = line * 2.15;
    const qsizetype count = m_content.shown.size();
    // The entries that fit; when some do not, the last line says how many are left out.
    qsizetype shown = qsizetype(std::floor((legend.height() - line) / entry)) + 1;
    if (shown < count) // room for the note, two lines
        shown = qMax(qsizetype(0), qsizetype(std::floor((legend.height() - 2 * line) / entry)));
    else
        shown = count;
    for (qsizetype i = 0; i < shown; ++i) {
        const PlanOption &o = m_content.shown.at(i);
        const bool runs = o.feasible || runsTheJob(o);
        painter.setPen(o.feasible ? kFeasible : runs ? kInfeasible : kCannotRun);
        const QString text = QStringLiteral("%1  %2").arg(i + 1).arg(m_content.labels.at(i));
        painter.drawText(QRectF(legend.left(), ly, legend.width(), line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         // Cut in the middle: labels of one machine in two versions differ at
                         // their end ("(Kunpeng 96-core)"), which must stay readable.
                         metrics.elidedText(text, Qt::ElideMiddle, legend.width()));
        ly += line;
        painter.setPen(kAxis);
        const double x
            = m_content.throughput ? (o.serving ? o.serving->tokensPerS : 0) : o.hours.expected;
        const QString along = m_content.throughput
            ? tr("%1 tokens/s").arg(format::formatNumber(x, m_locale))
            : format::formatHours(o.hours.expected, m_locale);
        const QString detail = x <= 0 ? tr("does not fit")
            : o.portingFen > 0
            ? tr("%1, billed %2 with porting")
                  .arg(along, format::formatMoney(needBilled(o) + o.portingFen, m_locale))
            : tr("%1, billed %2").arg(along, format::formatMoney(needBilled(o), m_locale));
        painter.drawText(QRectF(legend.left() + pt(12), ly, legend.width() - pt(12), line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(detail, Qt::ElideRight, legend.width() - pt(12)));
        ly += line * 1.15;
    }
    if (shown < count || m_content.leftOut > 0) {
        const int more = int(qMin<qsizetype>(count - shown + m_content.leftOut, INT_MAX));
        painter.setPen(kAxis);
        const QString note = where == MoreOptionsIn::ThisReport
            ? tr("%n more option(s): see the comparison table", nullptr, more)
            : tr("%n more option(s): see the full report's comparison table", nullptr, more);
        painter.drawText(QRectF(legend.left(), ly, legend.width(), 2 * line),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
    }
}

void ReportCharts::drawMemory(QPainter &painter, const QRectF &area) const
{
    const QList<const PlanOption *> options = chartedOptions();
    const QStringList &labels = m_content.labels;
    const QFontMetricsF metrics(painter.font(), painter.device());
    const QList<QPair<QString, QColor>> components = {
        {tr("weights"), QColor(0x1f, 0x5f, 0xbf)},   {tr("gradients"), QColor(0x5b, 0x9b, 0xd5)},
        {tr("optimizer"), QColor(0xed, 0x7d, 0x31)}, {tr("activations"), QColor(0x70, 0xad, 0x47)},
        {tr("KV cache"), QColor(0x9e, 0x48, 0x0e)},  {tr("overhead"), QColor(0xa5, 0xa5, 0xa5)},
    };

    const double labelWidth = area.width() * 0.30;
    const double legendHeight = pt(16);
    const QRectF plot(area.left() + labelWidth, area.top() + legendHeight,
                      area.width() - labelWidth - pt(8), area.height() - legendHeight - pt(30));
    double maxGb = 1;
    for (const PlanOption *o : options)
        maxGb = qMax(maxGb, qMax(o->memory.total(), o->memoryCapacityGb));
    // The right quarter stays free for the "used of capacity" text.
    const double scale = plot.width() * 0.75 / maxGb;

    // Legend of components.
    double lx = area.left();
    for (const auto &[name, colour] : components) {
        painter.fillRect(QRectF(lx, area.top() + pt(3), pt(8), pt(8)), colour);
        painter.setPen(kAxis);
        painter.drawText(QPointF(lx + pt(11), area.top() + pt(10)), name);
        lx += pt(14) + metrics.horizontalAdvance(name) + pt(8);
    }
    painter.setPen(QPen(kInfeasible, pt(1.2)));
    painter.drawLine(QPointF(lx, area.top() + pt(2)), QPointF(lx, area.top() + pt(12)));
    painter.setPen(kAxis);
    painter.drawText(QPointF(lx + pt(4), area.top() + pt(10)), tr("card memory"));

    const double rowHeight = options.isEmpty() ? 0 : plot.height() / options.size();
    const double barHeight = qMin(rowHeight * 0.6, pt(12));
    for (int i = 0; i < options.size(); ++i) {
        const PlanOption *o = options.at(i);
        const double cy = plot.top() + rowHeight * (i + 0.5);
        painter.setPen(kAxis);
        painter.drawText(QRectF(area.left(), cy - rowHeight / 2, labelWidth - pt(6), rowHeight),
                         Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(labels.at(i), Qt::ElideMiddle, labelWidth - pt(6)));
        const double values[] = {o->memory.weights,     o->memory.gradients, o->memory.optimizer,
                                 o->memory.activations, o->memory.kvCache,   o->memory.overhead};
        double x0 = plot.left();
        for (int c = 0; c < 6; ++c) {
            const double w = values[c] * scale;
            if (w > 0)
                painter.fillRect(QRectF(x0, cy - barHeight / 2, w, barHeight),
                                 components.at(c).second);
            x0 += w;
        }
        const double cap = plot.left() + o->memoryCapacityGb * scale;
        painter.setPen(QPen(kInfeasible, pt(1.2)));
        painter.drawLine(QPointF(cap, cy - barHeight * 0.8), QPointF(cap, cy + barHeight * 0.8));
        painter.setPen(kAxis);
        const QString value = tr("%1 of %2")
                                  .arg(format::formatGb(o->memory.total(), m_locale),
                                       format::formatGb(o->memoryCapacityGb, m_locale));
        const double textX = qMax(x0, cap) + pt(4);
        painter.drawText(QRectF(textX, cy - rowHeight / 2, plot.right() - textX + pt(8), rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, value);
    }
    painter.setPen(QPen(kAxis, pt(0.8)));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawText(QRectF(plot.left(), plot.bottom() + pt(4), plot.width(), pt(14)),
                     Qt::AlignHCenter,
                     tr("Memory per GPU (GB) by component; the mark is the card's capacity"));
}

} // namespace gp::report
