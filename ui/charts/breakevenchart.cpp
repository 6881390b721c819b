#include "breakevenchart.h"

#include "catalogtext.h"
#include "chartstyle.h"
#include "moneyformat.h"

#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gp::ui {

namespace {

/// Container lines drawn at most; the highest rate and the cheapest ones.
constexpr qsizetype kMaxContainerLines = 4;

constexpr double kHoursInMonth = 720; // the seeds' month: hourly = monthly / 720

QString acceleratorName(const gp::CatalogData &catalog, const QString &id)
{
    if (const gp::Accelerator *a = catalog.accelerator(id))
        return a->model.isEmpty() ? id : a->model;
    return id;
}

} // namespace

BreakEvenChart::BreakEvenChart(QWidget *parent)
    : QChartView(parent)
{
    setObjectName(QStringLiteral("breakEvenChart"));
    ChartStyle::prepareView(this);
    setMinimumSize(480, 360);
}

QStringList BreakEvenChart::accelerators(const gp::Plan &plan)
{
    QStringList out;
    for (const gp::BreakEven &b : plan.breakeven) {
        if (!out.contains(b.acceleratorId))
            out << b.acceleratorId;
    }
    return out;
}

void BreakEvenChart::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog,
                             const QString &acceleratorId)
{
    m_plan = plan;
    m_catalog = catalog;
    const QStringList known = accelerators(plan);
    m_accelerator = known.contains(acceleratorId) ? acceleratorId
                                                  : (known.isEmpty() ? QString() : known.first());
    const QLocale locale;
    QList<gp::BreakEven> entries;
    for (const gp::BreakEven &b : plan.breakeven) {
        if (b.acceleratorId == m_accelerator)
            entries << b;
    }
    Drawn drawn {m_accelerator, entries, plan.job.monthlyHours,
                 m_accelerator.isEmpty()
                     ? tr("Break-even: no accelerator with both rental forms")
                     : tr("Break-even: %1, monthly bare metal vs hourly container")
                           .arg(acceleratorName(catalog, m_accelerator)),
                 ChartStyle::labelFont()};
    if (m_drawn == drawn)
        return;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    ChartStyle::apply(c, drawn.title);
    m_drawn = std::move(drawn);
    // Highest rate first. A catalog with many container prices keeps the highest (the list
    // price) and the cheapest few: the lines a rent-or-buy decision turns on.
    const qsizetype allRates = entries.size();
    if (allRates > kMaxContainerLines)
        entries.remove(1, allRates - kMaxContainerLines);
    if (allRates > entries.size())
        c->setTitle(tr("%1 (%2 of %n container rates drawn)", nullptr, int(allRates))
                        .arg(c->title())
                        .arg(entries.size()));
    double xMax = kHoursInMonth;
    double yMax = 0;
    for (const gp::BreakEven &b : std::as_const(entries)) {
        const double perCard = gp::yuanFromFen(b.bareMetalMonthlyFen) / qMax(1, b.gpusPerNode);
        yMax = std::max({yMax, perCard, gp::yuanFromFen(b.containerHourlyFen) * xMax});
    }
    if (yMax <= 0)
        yMax = 1000;

    auto *xAxis = new QValueAxis;
    xAxis->setLabelFormat(QStringLiteral("%.0f"));
    xAxis->setRange(0, xMax);
    xAxis->setTickType(QValueAxis::TicksDynamic);
    xAxis->setTickAnchor(0);
    xAxis->setTickInterval(120);
    xAxis->setMinorTickCount(1);
    ChartStyle::styleAxis(xAxis, tr("Hours a card is used per month (h)"));
    auto *yAxis = new QValueAxis;
    yAxis->setLabelFormat(QStringLiteral("¥%.0f"));
    ChartStyle::setNiceRange(yAxis, 0, yMax * 1.05);
    ChartStyle::styleAxis(yAxis, tr("Cost per card per month (¥)"));
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(yAxis, Qt::AlignLeft);
    auto attach = [&](QAbstractSeries *series) {
        c->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    };

    QStringList flatDone;
    int colour = 0;
    bool firstCross = true;
    for (const gp::BreakEven &b : std::as_const(entries)) {
        const double perCard = gp::yuanFromFen(b.bareMetalMonthlyFen) / qMax(1, b.gpusPerNode);
        if (!flatDone.contains(b.bareMetalOfferingId)) {
            flatDone << b.bareMetalOfferingId;
            auto *flat = new QLineSeries;
            flat->setObjectName(QStringLiteral("bareMetalLine"));
            flat->setName(tr("Bare metal: %1/card-month")
                              .arg(format::formatMoney(gp::fenFromYuan(perCard), locale)));
            flat->setPen(QPen(ChartStyle::series(0), 4));
            flat->append(0, perCard);
            flat->append(xMax, perCard);
            attach(flat);
        }
        auto *rising = new QLineSeries;
        rising->setObjectName(QStringLiteral("containerLine"));
        const QString hourly
            = format::formatMoney(b.containerHourlyFen, locale, format::MoneyStyle::Precise);
        // A crossing beyond the month means the container stays cheaper at any usage.
        rising->setName(b.hoursPerMonth > xMax
                            ? tr("Container: %1/card-hour (cheaper all month)").arg(hourly)
                            : tr("Container: %1/card-hour").arg(hourly));
        // Palette entries 1, 3, 4...: 2 is red, the colour of the crossing marks.
        const int paletteIndex = colour == 0 ? 1 : colour + 2;
        ++colour;
        rising->setPen(QPen(ChartStyle::series(paletteIndex), 4));
        rising->append(0, 0);
        rising->append(xMax, gp::yuanFromFen(b.containerHourlyFen) * xMax);
        attach(rising);

        if (b.hoursPerMonth > 0 && b.hoursPerMonth <= xMax) {
            auto *cross = new QScatterSeries;
            cross->setObjectName(QStringLiteral("breakEvenPoint"));
            cross->setName(tr("Break-even"));
            cross->setMarkerSize(16);
            cross->setColor(ChartStyle::deadline());
            cross->setBorderColor(Qt::white);
            cross->append(b.hoursPerMonth, perCard);
            // A literal format: the label is this point's hours, rounded as the seeds round.
            cross->setPointLabelsFormat(
                tr("%1 h").arg(format::formatNumber(std::round(b.hoursPerMonth), locale)));
            cross->setPointLabelsVisible(true);
            cross->setPointLabelsFont(ChartStyle::pointLabelFont());
            cross->setPointLabelsClipping(false);
            attach(cross);
            // One legend entry explains every crossing.
            if (!firstCross) {
                for (QLegendMarker *marker : c->legend()->markers(cross))
                    marker->setVisible(false);
            }
            firstCross = false;
        }
    }

    // Four to six long entries: a column beside the plot keeps them whole.
    c->legend()->setAlignment(Qt::AlignRight);
    if (!entries.isEmpty()) {
        auto *usage = new QLineSeries;
        usage->setObjectName(QStringLiteral("usageLine"));
        usage->setName(
            tr("This job: %1/month").arg(format::formatHours(plan.job.monthlyHours, locale)));
        QPen pen(QColor(0x40, 0x40, 0x40), 2.5);
        pen.setStyle(Qt::DashLine);
        usage->setPen(pen);
        usage->append(plan.job.monthlyHours, 0);
        usage->append(plan.job.monthlyHours, yAxis->max());
        attach(usage);
    }
    ChartStyle::layOutNow(c);
}

void BreakEvenChart::changeEvent(QEvent *event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_drawn.reset(); // the words change even where the title does not
        // Copies: setPlan assigns to the members it is given.
        const gp::Plan plan = m_plan;
        const gp::CatalogData catalog = m_catalog;
        setPlan(plan, catalog, QString(m_accelerator));
    }
}

} // namespace gp::ui
