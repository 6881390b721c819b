#include "pricehistorychart.h"

#include "catalogtext.h"
#include "charts/chartstyle.h"
#include "money.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gp::ui {

PriceHistoryChart::PriceHistoryChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("priceHistoryChart"));
    ChartStyle::prepareView(this);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumHeight(220);
}

void PriceHistoryChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && !m_requested.isEmpty())
        setOfferings(CatalogData(m_catalog), QStringList(m_requested));
}

void PriceHistoryChart::setOfferings(const CatalogData &catalog, const QStringList &offeringIds)
{
    m_catalog = catalog;
    m_requested = offeringIds;
    QChart *c = chart();
    c->removeAllSeries();
    const auto axes = c->axes();
    for (QAbstractAxis *axis : axes) {
        c->removeAxis(axis);
        delete axis;
    }
    m_ids.clear();
    m_points = 0;

    const QLocale locale;
    auto *dates = new QDateTimeAxis;
    dates->setFormat(QStringLiteral("yyyy-MM-dd"));
    dates->setTitleText(tr("Observed on"));
    auto *amounts = new QValueAxis;
    amounts->setTitleText(tr("Price (CNY)"));
    amounts->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(dates, Qt::AlignBottom);
    c->addAxis(amounts, Qt::AlignLeft);

    QDate first;
    QDate last;
    double low = 0;
    double high = 0;
    for (const QString &id : offeringIds) {
        const Offering *o = catalog.offering(id);
        const PriceSnapshot *current = o ? o->currentPrice() : nullptr;
        if (!current)
            continue;
        QList<PriceSnapshot> prices;
        for (const PriceSnapshot &p : o->prices) {
            if (p.unit == current->unit && p.scope == current->scope)
                prices.append(p);
        }
        std::stable_sort(prices.begin(), prices.end(),
                         [](const PriceSnapshot &a, const PriceSnapshot &b) {
                             return a.observedOn < b.observedOn;
                         });
        // The unit goes into the name: "¥86,880/month" -> "/month".
        const QString unitText = format::priceText(*current, locale)
                                     .mid(format::priceText(*current, locale).indexOf(u'/'));
        auto *line = new QLineSeries;
        line->setName(QStringLiteral("%1 (%2)").arg(format::offeringLabel(*o, locale), unitText));
        auto *points = new QScatterSeries;
        points->setMarkerSize(9);
        for (const PriceSnapshot &p : prices) {
            const double x = double(p.observedOn.startOfDay().toMSecsSinceEpoch());
            const double y = yuanFromFen(p.priceFen);
            line->append(x, y);
            points->append(x, y);
            if (!first.isValid() || p.observedOn < first)
                first = p.observedOn;
            if (!last.isValid() || p.observedOn > last)
                last = p.observedOn;
            if (m_points == 0 || y < low)
                low = y;
            if (m_points == 0 || y > high)
                high = y;
            ++m_points;
        }
        c->addSeries(line);
        c->addSeries(points);
        line->attachAxis(dates);
        line->attachAxis(amounts);
        points->attachAxis(dates);
        points->attachAxis(amounts);
        points->setColor(line->color());
        // One legend entry per offering: the line's.
        c->legend()->markers(points).constFirst()->setVisible(false);
        m_ids.append(id);
    }
    if (m_points > 0) {
        // A few days either side so the first and last quotes are not on the frame.
        dates->setRange(first.addDays(-3).startOfDay(), last.addDays(3).startOfDay());
        // Room around the prices of at least 2% of the price, then round steps: a flat history
        // of ¥7,920 read 7921, 7921, 7920, 7920 on a one-yuan range.
        const double pad = std::max({1.0, (high - low) * 0.1, high * 0.02});
        ChartStyle::setNiceRange(amounts, std::max(0.0, low - pad), high + pad, 5);
        dates->setTickCount(qBound(2, int(first.daysTo(last) / 14) + 2, 5));
        // Short dates fit under the axis; the year only when the quotes span more than one.
        dates->setFormat(first.year() == last.year() ? QStringLiteral("MM-dd")
                                                     : QStringLiteral("yyyy-MM"));
        // The year is a number in any language: no sentence to translate.
        dates->setTitleText(first.year() == last.year()
                                ? tr("Observed on") + QStringLiteral(" (%1)").arg(first.year())
                                : tr("Observed on"));
    }
    c->setTitle(m_ids.size() == 1
                    ? tr("Price history")
                    : tr("Price history of %n offering(s)", nullptr, int(m_ids.size())));
}

} // namespace gp::ui
