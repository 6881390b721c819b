#include "memorychart.h"

#include "chartstyle.h"
#include "moneyformat.h"
#include "optionlabels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QEvent>
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

namespace gp::ui {

namespace {

// Bars beyond this many turn into slivers with unreadable labels; the plan's order puts the
// options that matter (feasible, cheapest) first.
constexpr int kMaxBars = 12;

// A need beyond this many times the largest card is drawn cut off, with its total written at
// the edge: one 1,200 GB bar must not shrink every other bar to a sliver.
constexpr double kClipFactor = 2.0;

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
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(480, 360);
    connect(chart(), &QChart::plotAreaChanged, this, &MemoryChart::placeClipLabels);
}

void MemoryChart::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
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

    QList<gp::PlanOption> shown;
    const QStringList always = OptionLabels::alwaysShown();
    int candidates = 0;
    for (const gp::PlanOption &option : plan.options) {
        if (option.memoryCapacityGb <= 0)
            continue;
        ++candidates;
        if (shown.size() < kMaxBars || always.contains(option.offeringId))
            shown << option;
    }
    // The cap must not hide options silently: the title says how many are left to the table.
    m_leftOut = candidates - int(shown.size());
    ChartStyle::apply(c,
                      m_leftOut > 0 ? tr("Memory per GPU (%n more option(s) in the Comparison "
                                         "table)",
                                         nullptr, m_leftOut)
                                    : tr("Memory per GPU"));
    m_offerings.clear();

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
    auto *bars = new QHorizontalStackedBarSeries;
    bars->setObjectName(QStringLiteral("memoryBars"));
    bars->setBarWidth(0.6);
    QStringList categories;
    const format::ShortNames names = format::ShortNames::forCatalog(catalog, locale);
    double capacityMax = 0;
    double needMax = 0;
    for (const gp::PlanOption &option : std::as_const(shown)) {
        categories << OptionLabels::shortLabel(option, names);
        m_offerings << option.offeringId;
        capacityMax = std::max(capacityMax, option.memoryCapacityGb);
        needMax = std::max(needMax, option.memory.total());
    }
    const double top = std::min(needMax, kClipFactor * capacityMax);
    int index = 0;
    for (const Component &component : components) {
        auto *set = new QBarSet(component.name);
        set->setObjectName(QStringLiteral("memory.") + QString::number(index));
        set->setColor(ChartStyle::series(index));
        set->setBorderColor(Qt::white);
        bool any = false;
        for (const gp::PlanOption &option : std::as_const(shown)) {
            const double gb = option.memory.*component.field;
            any = any || gb > 0;
            *set << gb;
        }
        ++index;
        // A component no option uses (KV cache in training) would only clutter the legend.
        if (any)
            bars->append(set);
        else
            delete set;
    }
    connect(bars, &QHorizontalStackedBarSeries::hovered, this,
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
    c->addSeries(bars);

    auto *capacity = new QScatterSeries;
    capacity->setObjectName(QStringLiteral("capacity"));
    capacity->setName(tr("Card memory (capacity)"));
    capacity->setLightMarker(capacityMarker(QColor(0x20, 0x20, 0x20)));
    capacity->setMarkerSize(56);
    capacity->setColor(QColor(0x20, 0x20, 0x20));
    for (int i = 0; i < shown.size(); ++i)
        capacity->append(shown.at(i).memoryCapacityGb, i);
    c->addSeries(capacity);

    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    ChartStyle::styleAxis(categoryAxis, QString());
    auto *valueAxis = new QValueAxis;
    valueAxis->setLabelFormat(QStringLiteral("%.0f"));
    ChartStyle::setNiceRange(valueAxis, 0, top * 1.08);
    ChartStyle::styleAxis(valueAxis, tr("Memory per GPU (GB)"));
    c->addAxis(valueAxis, Qt::AlignBottom);
    c->addAxis(categoryAxis, Qt::AlignLeft);
    bars->attachAxis(valueAxis);
    bars->attachAxis(categoryAxis);
    // The category axis maps index i to the middle of bar i, so the capacity mark sits on it.
    capacity->attachAxis(valueAxis);
    capacity->attachAxis(categoryAxis);

    m_clipped.clear();
    for (int i = 0; i < shown.size(); ++i) {
        const double need = shown.at(i).memory.total();
        if (need > valueAxis->max())
            m_clipped << qMakePair(i, need);
    }
    m_capacity = capacity;
    placeClipLabels();
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
    if (const qsizetype bars = m_offerings.size(); bars > 0)
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
