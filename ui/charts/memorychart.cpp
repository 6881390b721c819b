#include "memorychart.h"

#include "chartstyle.h"
#include "costtimecontent.h"
#include "moneyformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace gp::ui {

namespace {

// Bars beyond this many turn into slivers with unreadable labels; the plan's order puts the
// options that matter (feasible, cheapest) first. A short chart (a 1280x720 screen) holds fewer:
// Qt Charts cuts a name taller than its row to "..." and hides every other one.
constexpr int kMaxBars = 12;
constexpr int kMinBars = 4;

// A need beyond this many times the largest card is drawn cut off, with its total written at
// the edge: one 1,200 GB bar must not shrink every other bar to a sliver.
constexpr double kClipFactor = 2.0;

const QColor kCapacityColour(0x20, 0x20, 0x20);

/// A tall vertical bar, drawn as the capacity marker across each horizontal bar.
QImage capacityMarker(const QColor &colour)
{
    QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.fillRect(QRectF(26, 0, 12, 64), colour);
    return image;
}

} // namespace

MemoryChart::MemoryChart(QWidget *parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    ChartStyle::prepareView(this);
    setMinimumSize(480, 360);
    connect(chart(), &QChart::plotAreaChanged, this, &MemoryChart::placeClipLabels);
    // Queued: the plot area changes while the chart is being laid out.
    connect(chart(), &QChart::plotAreaChanged, this, &MemoryChart::fitBarsToHeight,
            Qt::QueuedConnection);
    m_legend = new FlowLegend(chart());
    m_legend->setZValue(30);
    // The chart takes its size from the view, shown or not (a chart grabbed for a report).
    connect(chart(), &QGraphicsWidget::geometryChanged, this, &MemoryChart::fitToWidth);
}

void MemoryChart::layoutLegend()
{
    QChart *c = chart();
    const QRectF area = c->rect();
    const qreal height = m_legend->layout(std::max<qreal>(100, area.width() - 32));
    m_legend->setPos(area.left() + 16, area.bottom() - height - 8);
    const QMargins wanted(8, 8, 16, int(std::ceil(height + 12)));
    if (c->margins() != wanted) {
        c->setMargins(wanted);
        // Now, not at the next event: a chart grabbed right after a resize is drawn laid out.
        ChartStyle::layOutNow(c);
    }
}

QFont MemoryChart::fitted(QFont font, const QStringList &texts, double share, double margin) const
{
    const double room = share * chart()->size().width() - margin;
    if (!isVisible() || room <= 0)
        return font;
    double widest = 0;
    const QFontMetricsF metrics(font);
    for (const QString &text : texts)
        widest = std::max(widest, metrics.horizontalAdvance(text));
    if (widest <= room)
        return font;
    const double points = font.pointSizeF() > 0 ? font.pointSizeF() : 12;
    font.setPointSizeF(std::max(12.0, std::floor(points * room / widest)));
    return font;
}

void MemoryChart::fitNames()
{
    if (!m_categoryAxis)
        return;
    // Qt Charts gives the axes at most about two fifths of the chart's width and cuts a longer
    // name with "..."; a wide presentation type on a narrow chart is set smaller instead, and
    // the title ("... N more options in the Comparison table") likewise. Compared with what
    // was last set, not with what Qt reports back: a font set and read back need not compare
    // equal, and each set lays the chart out again.
    const QFont names = fitted(ChartStyle::labelFont(), m_shown.categories, 0.36, 16);
    if (names != m_namesFont) {
        m_categoryAxis->setLabelsFont(names);
        m_namesFont = names;
    }
    const QFont title = fitted(ChartStyle::titleFont(), {chart()->title()}, 1.0, 48);
    if (title != m_titleFont) {
        chart()->setTitleFont(title);
        m_titleFont = title;
    }
}

void MemoryChart::fitToWidth()
{
    layoutLegend();
    fitNames();
}

int MemoryChart::barsThatFit() const
{
    // Hidden, the chart has not been given its size yet: it counts again once shown.
    const double height = chart()->plotArea().height();
    if (!isVisible() || height <= 0)
        return kMaxBars;
    // A name's row: its line, the label item's text margins and Qt Charts' label padding above
    // and below (a 1440x900 window holds 12 rows at 34 px; a 1280x720 one gave them 19 px).
    const double row = QFontMetricsF(ChartStyle::labelFont()).height() + 14;
    return std::clamp(int(height / row), kMinBars, kMaxBars);
}

void MemoryChart::fitBarsToHeight()
{
    if (m_hasPlan && barsThatFit() != m_maxBars)
        setPlan(m_plan, m_catalog);
}

MemoryChart::Bars MemoryChart::barsOf(const gp::Plan &plan, const gp::CatalogData &catalog,
                                      int maxBars)
{
    const QLocale locale;
    Bars bars;
    QList<gp::PlanOption> shown;
    const QStringList always = gp::chart::yardsticks();
    int candidates = 0;
    for (const gp::PlanOption &option : plan.options) {
        if (option.memoryCapacityGb <= 0)
            continue;
        ++candidates;
        if (shown.size() < maxBars || always.contains(option.offeringId))
            shown << option;
    }
    // The cap must not hide options silently: the title says how many are left to the table.
    bars.leftOut = candidates - int(shown.size());
    bars.title = bars.leftOut > 0
        ? tr("Memory per GPU (%n more option(s) in the Comparison table)", nullptr, bars.leftOut)
        : tr("Memory per GPU");
    bars.axisTitle = tr("Memory per GPU (GB)");
    bars.capacityName = tr("Card capacity");

    struct Component {
        QString name;
        double gp::MemoryBreakdown::*field;
    };
    const std::array<Component, 6> components {{
        {tr("Weights"), &gp::MemoryBreakdown::weights},
        {tr("Gradients"), &gp::MemoryBreakdown::gradients},
        {tr("Optimizer states"), &gp::MemoryBreakdown::optimizer},
        {tr("Activations"), &gp::MemoryBreakdown::activations},
        {tr("KV cache"), &gp::MemoryBreakdown::kvCache},
        {tr("Framework overhead"), &gp::MemoryBreakdown::overhead},
    }};
    // Horizontal bars: the labels are long and must be read whole. Category 0 is drawn at the
    // bottom, so the plan's first (best) option goes last.
    std::reverse(shown.begin(), shown.end());
    const format::ShortNames names = format::ShortNames::forCatalog(catalog, locale);
    double capacityMax = 0;
    double needMax = 0;
    for (const gp::PlanOption &option : std::as_const(shown)) {
        bars.categories << gp::chart::chartLabel(option, names);
        bars.offerings << option.offeringId;
        bars.capacity << option.memoryCapacityGb;
        bars.need << option.memory.total();
        capacityMax = std::max(capacityMax, option.memoryCapacityGb);
        needMax = std::max(needMax, option.memory.total());
    }
    bars.top = std::min(needMax, kClipFactor * capacityMax);
    for (int index = 0; index < int(components.size()); ++index) {
        QList<double> values;
        bool any = false;
        for (const gp::PlanOption &option : std::as_const(shown)) {
            const double gb = option.memory.*components.at(index).field;
            any = any || gb > 0;
            values << gb;
        }
        // A component no option uses (KV cache in training) would only clutter the legend.
        if (any)
            bars.components << Bars::Component {index, components.at(index).name, values};
    }
    bars.labelFont = ChartStyle::labelFont();
    bars.titleFont = ChartStyle::titleFont();
    return bars;
}

bool MemoryChart::sameItems(const Bars &a, const Bars &b)
{
    const auto legend = [](const Bars &bars) {
        QStringList entries;
        for (const Bars::Component &component : bars.components)
            entries << QString::number(component.index) + u':' + component.name;
        return entries;
    };
    return a.categories.size() == b.categories.size() && a.axisTitle == b.axisTitle
        && a.labelFont == b.labelFont && a.titleFont == b.titleFont && legend(a) == legend(b);
}

void MemoryChart::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
    m_hasPlan = true;
    m_maxBars = barsThatFit();
    const Bars bars = barsOf(plan, catalog, m_maxBars);
    // An edit that keeps the number of options changes only values and names (a new order is
    // new names on the same bars): the bars are updated where they are, without Qt Charts
    // rebuilding every item of the chart.
    if (m_bars && sameItems(bars, m_shown))
        updateValues(bars);
    else
        rebuild(bars);
    m_shown = bars;
    m_clipped.clear();
    for (int i = 0; i < bars.need.size(); ++i) {
        if (bars.need.at(i) > m_valueAxis->max())
            m_clipped << qMakePair(i, bars.need.at(i));
    }
    QList<FlowLegend::Entry> legend;
    for (const Bars::Component &component : bars.components) {
        legend << FlowLegend::Entry {FlowLegend::Swatch::Square, QPen(Qt::NoPen),
                                     QBrush(ChartStyle::series(component.index)), component.name};
    }
    legend << FlowLegend::Entry {FlowLegend::Swatch::Square, QPen(Qt::NoPen),
                                 QBrush(kCapacityColour), bars.capacityName};
    m_legend->setFont(bars.labelFont);
    if (m_legend->entries() != legend)
        m_legend->setEntries(legend);
    fitToWidth();
    // Laid out and labelled now: the view's next paint is of the finished chart.
    ChartStyle::layOutNow(chart());
    placeClipLabels();
}

void MemoryChart::updateValues(const Bars &bars)
{
    // Each change below lays the chart out again: only what moved is set.
    if (bars.title != m_shown.title)
        chart()->setTitle(bars.title);
    if (bars.categories != m_shown.categories)
        m_categoryAxis->setCategories(bars.categories);
    const QList<QBarSet *> sets = m_bars->barSets();
    for (int k = 0; k < sets.size(); ++k) {
        const QList<double> &values = bars.components.at(k).values;
        for (int i = 0; i < values.size(); ++i) {
            if (sets.at(k)->at(i) != values.at(i))
                sets.at(k)->replace(i, values.at(i));
        }
    }
    if (bars.capacity != m_shown.capacity) {
        QList<QPointF> marks;
        for (int i = 0; i < bars.capacity.size(); ++i)
            marks << QPointF(bars.capacity.at(i), i);
        m_capacity->replace(marks);
    }
    if (bars.top != m_shown.top)
        ChartStyle::setNiceRange(m_valueAxis, 0, bars.top * 1.08);
}

void MemoryChart::rebuild(const Bars &bars)
{
    QChart *c = chart();
    m_capacity = nullptr;
    qDeleteAll(m_clipLabels);
    m_clipLabels.clear();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    const QLocale locale;
    ChartStyle::apply(c, bars.title);
    c->legend()->hide(); // the wrapping FlowLegend stands in its place

    auto *series = new QHorizontalStackedBarSeries;
    series->setObjectName(QStringLiteral("memoryBars"));
    series->setBarWidth(0.6);
    for (const Bars::Component &component : bars.components) {
        auto *set = new QBarSet(component.name);
        set->setObjectName(QStringLiteral("memory.") + QString::number(component.index));
        set->setColor(ChartStyle::series(component.index));
        set->setBorderColor(Qt::white);
        set->append(component.values);
        series->append(set);
    }
    connect(series, &QHorizontalStackedBarSeries::hovered, this,
            [this, locale](bool status, int barIndex, QBarSet *set) {
                if (!status) {
                    QToolTip::hideText();
                    return;
                }
                QToolTip::showText(
                    QCursor::pos(),
                    tr("%1: %2").arg(set->label(), format::formatGb(set->at(barIndex), locale)),
                    this);
            });
    c->addSeries(series);

    auto *capacity = new QScatterSeries;
    capacity->setObjectName(QStringLiteral("capacity"));
    capacity->setName(bars.capacityName);
    capacity->setLightMarker(capacityMarker(kCapacityColour));
    capacity->setMarkerSize(56);
    capacity->setColor(kCapacityColour);
    for (int i = 0; i < bars.capacity.size(); ++i)
        capacity->append(bars.capacity.at(i), i);
    c->addSeries(capacity);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(bars.categories);
    ChartStyle::styleAxis(categoryAxis, QString());
    m_namesFont = ChartStyle::labelFont(); // as styleAxis and apply set them
    m_titleFont = ChartStyle::titleFont();
    auto *valueAxis = new QValueAxis;
    valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::setNiceRange(valueAxis, 0, bars.top * 1.08);
    ChartStyle::styleAxis(valueAxis, bars.axisTitle);
    c->addAxis(valueAxis, Qt::AlignBottom);
    c->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(valueAxis);
    series->attachAxis(categoryAxis);
    // The category axis maps index i to the middle of bar i, so the capacity mark sits on it.
    capacity->attachAxis(valueAxis);
    capacity->attachAxis(categoryAxis);
    m_bars = series;
    m_capacity = capacity;
    m_valueAxis = valueAxis;
    m_categoryAxis = categoryAxis;
}

void MemoryChart::placeClipLabels()
{
    qDeleteAll(m_clipLabels);
    m_clipLabels.clear();
    if (!m_capacity)
        return;
    QChart *c = chart();
    const QLocale locale;
    // The capacity mark spans most of a bar's height, whatever the chart's size.
    if (const qsizetype bars = m_shown.offerings.size(); bars > 0)
        m_capacity->setMarkerSize(qBound(8.0, 0.8 * c->plotArea().height() / bars, 56.0));
    const auto axes = m_capacity->attachedAxes();
    double max = 0;
    for (QAbstractAxis *axis : axes) {
        if (auto *value = qobject_cast<QValueAxis *>(axis))
            max = value->max();
    }
    for (const auto &[index, need] : std::as_const(m_clipped)) {
        auto *label
            = new QGraphicsSimpleTextItem(tr("%1 ▸").arg(format::formatGb(need, locale)), c);
        QFont font = ChartStyle::pointLabelFont();
        font.setBold(true);
        label->setFont(font);
        label->setBrush(QColor(0x20, 0x20, 0x20));
        label->setZValue(20);
        const QPointF end = c->mapToPosition(QPointF(max, index), m_capacity);
        const QSizeF size = label->boundingRect().size();
        label->setPos(end.x() - size.width() - 6, end.y() - size.height() - 4);
        m_clipLabels << label;
    }
}

void MemoryChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setPlan(m_plan, m_catalog);
}

} // namespace gp::ui
