#include "reportcharts.h"

#include "moneyformat.h"
#include "reasontext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <climits>
#include <cmath>

namespace gp::report {

namespace {

const QColor kFeasible(0x1f, 0x5f, 0xbf);
const QColor kInfeasible(0xb0, 0x3a, 0x2e);
const QColor kGrid(0xdd, 0xdd, 0xdd);
const QColor kAxis(0x44, 0x44, 0x44);
const QColor kLimit(0xd9, 0x8c, 0x00);

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

ReportCharts::ReportCharts(const Plan &plan, const CatalogData &catalog, const QLocale &locale,
                           double unitsPerPoint)
    : m_plan(plan)
    , m_catalog(catalog)
    , m_locale(locale)
    , m_unitsPerPoint(unitsPerPoint)
{ }

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
    for (const PlanOption &o : m_plan.options) {
        if (runsTheJob(o))
            out << &o;
    }
    if (out.size() <= kMaxCharted)
        return out;
    // A grown catalog: the recommendation, then feasible options in the plan's order, then the
    // rest; the legend counts what is left out, the comparison table lists it.
    const PlanOption *recommended = m_plan.option(m_plan.recommendedId);
    QList<const PlanOption *> capped;
    if (recommended && runsTheJob(*recommended))
        capped << recommended;
    for (const bool feasible : {true, false}) {
        for (const PlanOption *o : std::as_const(out)) {
            if (capped.size() >= kMaxCharted)
                return capped;
            if (o->feasible == feasible && o != recommended)
                capped << o;
        }
    }
    return capped;
}

qsizetype ReportCharts::unchartedCount() const
{
    qsizetype runs = 0;
    for (const PlanOption &o : m_plan.options)
        runs += runsTheJob(o) ? 1 : 0;
    // chartedOptions() takes every one up to the cap.
    return qMax<qsizetype>(0, runs - kMaxCharted);
}

QString ReportCharts::shortLabel(const PlanOption &option) const
{
    if (!m_names)
        m_names.emplace(m_catalog, m_locale);
    return m_names->of(option.offeringId);
}

QRectF ReportCharts::placeLabel(const QPointF &point, const QSizeF &size, double gap, double step,
                                const QRectF &plot, const QList<QRectF> &placed)
{
    const QPointF &c = point;
    QList<QRectF> candidates;
    const double w = size.width();
    const double h = size.height();
    for (const double out : {0.0, step, 2 * step, 3 * step}) {
        const double right = c.x() + gap + out;
        const double left = c.x() - gap - out - w;
        const double above = c.y() - gap - out - h;
        const double below = c.y() + gap + out;
        candidates << QRectF(QPointF(right, c.y() - gap - h), size)
                   << QRectF(QPointF(right, c.y() + gap), size)
                   << QRectF(QPointF(left, c.y() - gap - h), size)
                   << QRectF(QPointF(left, c.y() + gap), size)
                   << QRectF(QPointF(right, c.y() - h / 2), size)
                   << QRectF(QPointF(left, c.y() - h / 2), size)
                   << QRectF(QPointF(c.x() - w / 2, above), size)
                   << QRectF(QPointF(c.x() - w / 2, below), size);
    }
    QRectF best = candidates.constFirst();
    double bestOverlap = -1;
    for (const QRectF &candidate : std::as_const(candidates)) {
        double overlap = 0;
        for (const QRectF &other : placed) {
            const QRectF both = candidate.intersected(other);
            overlap += both.isEmpty() ? 0 : both.width() * both.height();
        }
        // Outside the plot counts as overlap, so a label stays inside when it can.
        if (!plot.contains(candidate)) {
            const QRectF inside = candidate.intersected(plot);
            overlap += candidate.width() * candidate.height()
                - (inside.isEmpty() ? 0 : inside.width() * inside.height());
        }
        if (overlap < 1e-6) // rounding in the areas, not an overlap
            overlap = 0;
        if (bestOverlap < 0 || overlap < bestOverlap) {
            best = candidate;
            bestOverlap = overlap;
        }
        if (overlap == 0)
            break;
    }
    return best;
}

void ReportCharts::drawCostVsTime(QPainter &painter, const QRectF &area, MoreOptionsIn where) const
{
    const QList<const PlanOption *> options = chartedOptions();
    // Serving runs for as long as it is paid for: every option would stand at a month. Its
    // x axis is the output rate the deployment sustains instead.
    const bool throughput = showsThroughput(m_plan);
    const auto xMid = [throughput](const PlanOption *o) {
        return throughput ? (o->serving ? o->serving->tokensPerS : 0) : o->hours.expected;
    };
    const auto xLow = [&](const PlanOption *o) {
        return throughput ? xMid(o) : o->hours.low;
    };
    const auto xHigh = [&](const PlanOption *o) {
        return throughput ? xMid(o) : o->hours.high;
    };
    QList<const PlanOption *> plotted;
    for (const PlanOption *o : options) {
        if (xMid(o) > 0 && o->costProratedFen.expected > 0)
            plotted << o;
    }
    // Each option at what its whole need is billed, the figure the budget is checked against:
    // an option over budget is always above the budget line. The pro-rated cost of one run is a
    // small grey mark where whole billing periods cost more.
    // The porting the comparison counts is part of that cost (the decision's cost).
    const auto need = [](const PlanOption *o) {
        return yuanFromFen(needBilled(*o) + o->portingFen);
    };
    const auto needLow = [&](const PlanOption *o) {
        return o->needBilledBandFen.low > 0 ? yuanFromFen(o->needBilledBandFen.low + o->portingFen)
                                            : need(o);
    };
    const auto needHigh = [&](const PlanOption *o) {
        return o->needBilledBandFen.high > 0
            ? yuanFromFen(o->needBilledBandFen.high + o->portingFen)
            : need(o);
    };
    const auto proratedMark = [](const PlanOption *o) {
        const Fen needFen = needBilled(*o);
        return needFen == o->costBilledFen && o->costBilledFen > o->costProratedFen.expected;
    };

    QFont font = painter.font();
    const QFontMetricsF metrics(font, painter.device());
    const double legendWidth = area.width() * 0.36;
    const QRectF plot(area.left() + pt(58), area.top() + pt(8), area.width() - legendWidth - pt(70),
                      area.height() - pt(44));

    double minH = 1e300, maxH = 0, minC = 1e300, maxC = 0;
    for (const PlanOption *o : plotted) {
        minH = qMin(minH, qMax(xLow(o), 0.01));
        maxH = qMax(maxH, xHigh(o));
        minC = qMin(
            minC,
            qMax(0.01,
                 qMin(needLow(o),
                      proratedMark(o) ? yuanFromFen(o->costProratedFen.expected) : needLow(o))));
        maxC = qMax(maxC, needHigh(o));
    }
    const double deadlineHours = throughput ? 0 : m_plan.job.deadlineDays.value_or(0) * 24;
    const double budget = m_plan.job.budgetCny.value_or(0);
    if (deadlineHours > 0) {
        minH = qMin(minH, deadlineHours);
        maxH = qMax(maxH, deadlineHours);
    }
    if (budget > 0) {
        minC = qMin(minC, budget);
        maxC = qMax(maxC, budget);
    }
    if (plotted.isEmpty()) {
        minH = 1;
        maxH = 1000;
        minC = 100;
        maxC = 100000;
    }
    LogAxis x = makeAxis(minH, maxH);
    x.from = plot.left();
    x.to = plot.right();
    LogAxis y = makeAxis(minC, maxC);
    y.from = plot.bottom();
    y.to = plot.top();

    // Grid, ticks and axis titles.
    painter.setPen(QPen(kGrid, pt(0.5)));
    painter.setFont(font);
    // Tick labels apart by the widest x label ("1,000") and a little, by nearly two lines on y.
    const double xGap = metrics.horizontalAdvance(m_locale.toString(x.hi, 'g', 6)) + pt(3);
    for (double v : x.ticks(xGap)) {
        const double px = x.map(v);
        painter.setPen(QPen(kGrid, pt(0.5)));
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        painter.setPen(kAxis);
        const QString text = m_locale.toString(v, 'g', 6);
        painter.drawText(QRectF(px - pt(30), plot.bottom() + pt(2), pt(60), pt(12)),
                         Qt::AlignHCenter | Qt::AlignTop, text);
    }
    for (double v : y.ticks(metrics.height() * 1.8)) {
        const double py = y.map(v);
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
                     throughput ? tr("Output tokens/s of the deployment (log scale)")
                                : tr("Job duration (hours, log scale)"));
    painter.save();
    painter.translate(area.left() + pt(2), plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-plot.height() / 2, -pt(2), plot.height(), pt(12)), Qt::AlignHCenter,
                     std::any_of(plotted.cbegin(), plotted.cend(),
                                 [](const PlanOption *o) { return o->portingFen > 0; })
                         ? tr("Billed + porting (¥, log scale)")
                         : tr("Billed (¥, log scale)"));
    painter.restore();

    // Deadline and budget.
    painter.setPen(QPen(kLimit, pt(1.2), Qt::DashLine));
    if (deadlineHours > 0) {
        const double px = x.map(deadlineHours);
        painter.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        painter.drawText(QRectF(px + pt(2), plot.top() + pt(2), pt(120), pt(12)), Qt::AlignLeft,
                         tr("deadline"));
    }
    if (budget > 0) {
        const double py = y.map(budget);
        painter.drawLine(QPointF(plot.left(), py), QPointF(plot.right(), py));
        painter.drawText(QRectF(plot.right() - pt(122), py + pt(1), pt(120), pt(12)),
                         Qt::AlignRight | Qt::AlignTop, tr("budget"));
    }

    // Pareto front, joined in order of time.
    QList<const PlanOption *> front;
    for (const PlanOption *o : plotted) {
        if (o->onParetoFront)
            front << o;
    }
    std::sort(front.begin(), front.end(),
              [&](const PlanOption *a, const PlanOption *b) { return xMid(a) < xMid(b); });
    if (front.size() > 1) {
        QPainterPath path;
        for (int i = 0; i < front.size(); ++i) {
            const QPointF p(x.map(xMid(front[i])), y.map(need(front[i])));
            i == 0 ? path.moveTo(p) : path.lineTo(p);
        }
        painter.setPen(QPen(kFeasible, pt(0.8), Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }

    // Points with their bands, numbered; the legend repeats the numbers.
    const double r = pt(3.2);
    QList<QRectF> numberRects;
    for (int i = 0; i < options.size(); ++i) {
        const PlanOption *o = options.at(i);
        if (!plotted.contains(o))
            continue;
        const QColor colour = o->feasible ? kFeasible : kInfeasible;
        const QPointF c(x.map(xMid(o)), y.map(need(o)));
        if (proratedMark(o)) {
            painter.setPen(QPen(QColor(0x9a, 0x9a, 0x9a), pt(1.4)));
            const double py = y.map(yuanFromFen(o->costProratedFen.expected));
            painter.drawLine(QPointF(c.x() - r, py), QPointF(c.x() + r, py));
        }
        painter.setPen(QPen(colour, pt(0.8)));
        painter.drawLine(QPointF(x.map(xLow(o)), c.y()), QPointF(x.map(xHigh(o)), c.y()));
        painter.drawLine(QPointF(c.x(), y.map(needLow(o))), QPointF(c.x(), y.map(needHigh(o))));
        painter.setBrush(o->feasible ? QBrush(colour) : QBrush(Qt::white));
        if (o->offeringId == m_plan.recommendedId)
            painter.drawRect(QRectF(c.x() - r * 1.3, c.y() - r * 1.3, r * 2.6, r * 2.6));
        else
            painter.drawEllipse(c, r, r);
        painter.setPen(kAxis);
        // The number beside its point where it overlaps no number placed before (at a corner,
        // a side, above or below, then further out), else where it overlaps least:
        // options with about the same time and cost would print their numbers over each other.
        const QString number = QString::number(i + 1);
        const QSizeF size(metrics.horizontalAdvance(number) + pt(1), metrics.height());
        const QRectF best = placeLabel(c, size, r + pt(1), pt(6), plot, numberRects);
        numberRects << best;
        painter.drawText(best, Qt::AlignCenter, number);
    }

    // Legend: number, label, hours and billed cost.
    const QRectF legend(area.right() - legendWidth, plot.top(), legendWidth, plot.height());
    double ly = legend.top();
    const double line = metrics.lineSpacing() * 1.05;
    const double entry = line * 2.15;
    // The entries that fit; when some do not, the last line says how many are left out.
    qsizetype shown = qsizetype(std::floor((legend.height() - line) / entry)) + 1;
    if (shown < options.size()) // room for the note, two lines
        shown = qMax(qsizetype(0), qsizetype(std::floor((legend.height() - 2 * line) / entry)));
    else
        shown = options.size();
    for (int i = 0; i < shown; ++i) {
        const PlanOption *o = options.at(i);
        painter.setPen(o->feasible ? kFeasible : kInfeasible);
        QString text = QStringLiteral("%1  %2").arg(i + 1).arg(shortLabel(*o));
        painter.drawText(QRectF(legend.left(), ly, legend.width(), line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         // Cut in the middle: labels of one machine in two versions differ at
                         // their end ("(Kunpeng 96-core)"), which must stay readable.
                         metrics.elidedText(text, Qt::ElideMiddle, legend.width()));
        ly += line;
        painter.setPen(kAxis);
        const QString along = throughput
            ? tr("%1 tokens/s").arg(format::formatNumber(xMid(o), m_locale))
            : format::formatHours(o->hours.expected, m_locale);
        const QString detail = xMid(o) <= 0 ? tr("does not fit")
            : o->portingFen > 0
            ? tr("%1, billed %2 with porting")
                  .arg(along, format::formatMoney(needBilled(*o) + o->portingFen, m_locale))
            : tr("%1, billed %2").arg(along, format::formatMoney(needBilled(*o), m_locale));
        painter.drawText(QRectF(legend.left() + pt(12), ly, legend.width() - pt(12), line),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(detail, Qt::ElideRight, legend.width() - pt(12)));
        ly += line * 1.15;
    }
    const qsizetype uncharted = unchartedCount();
    if (shown < options.size() || uncharted > 0) {
        const int more = int(qMin<qsizetype>(options.size() - shown + uncharted, INT_MAX));
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
                         metrics.elidedText(shortLabel(*o), Qt::ElideMiddle, labelWidth - pt(6)));
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
