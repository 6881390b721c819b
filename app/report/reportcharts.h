#pragma once

#include "catalogdata.h"
#include "costtimecontent.h"
#include "plan.h"
#include "pointnames.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QPair>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class QFontMetricsF;
class QPainter;

namespace gp::report {

/// Vector drawings of a plan for the PDF: drawn with QPainter so they stay sharp and selectable.
/// The cost chart shows what the window's does (chart::CostTimeContent) and places its numbers
/// as the window places its names (chart::PointNames).
class ReportCharts final {
    Q_DECLARE_TR_FUNCTIONS(gp::report::ReportCharts)

public:
    ReportCharts(const Plan &plan, const CatalogData &catalog, const QLocale &locale,
                 double unitsPerPoint);

    /// The options the charts show: those that can run the job and the yardstick machines, in
    /// the plan's order, up to the cap (chart::CostTimeContent).
    [[nodiscard]] QList<const PlanOption *> chartedOptions() const;
    /// Options that run the job but are past the charts' cap (the legend counts them).
    [[nodiscard]] qsizetype unchartedCount() const;
    /// The cost chart's content, as the window's chart has it.
    [[nodiscard]] const chart::CostTimeContent &content() const { return m_content; }

    /// True when the cost chart's x axis is the output rate (serving) rather than the hours.
    [[nodiscard]] static bool showsThroughput(const Plan &plan);
    /// The cost chart's heading: cost against time, or against output rate for serving.
    [[nodiscard]] static QString costChartTitle(const Plan &plan);

    /// Where the options the legend has no room for are listed.
    enum class MoreOptionsIn { ThisReport, FullReport };

    /// Billed cost against hours (against output tokens/s for serving), each option a numbered
    /// point with its low-high band, the deadline and budget as lines and the Pareto front joined.
    /// Numbers never overprint: points at one spot share one ("3, 5"), a number far from its
    /// point has a line to it. A legend too short for every option ends with how many are left
    /// out and \a where they are listed.
    void drawCostVsTime(QPainter &painter, const QRectF &area,
                        MoreOptionsIn where = MoreOptionsIn::ThisReport) const;
    /// Memory per GPU stacked by component, against each card's capacity.
    void drawMemory(QPainter &painter, const QRectF &area) const;

    /// The numbers of the cost chart's points as placed in \a area (for checks): each name's
    /// rectangle and text.
    [[nodiscard]] QList<QPair<QRectF, QString>> numbersIn(const QPainter &painter,
                                                          const QRectF &area) const;

private:
    struct CostAxes;
    [[nodiscard]] double pt(double points) const { return points * m_unitsPerPoint; }
    [[nodiscard]] QRectF costPlot(const QRectF &area) const;
    [[nodiscard]] CostAxes costAxes(const QRectF &plot) const;
    void drawCostGrid(QPainter &painter, const QRectF &area, const QRectF &plot,
                      const CostAxes &axes) const;
    void drawLimits(QPainter &painter, const QRectF &plot, const CostAxes &axes) const;
    void drawFront(QPainter &painter, const CostAxes &axes) const;
    void drawPoints(QPainter &painter, const CostAxes &axes) const;
    [[nodiscard]] chart::PointNames::Layout
    placeNumbers(const QFontMetricsF &metrics, const QRectF &plot, const CostAxes &axes) const;
    [[nodiscard]] QList<chart::PointNames::Point> numberedPoints(const CostAxes &axes) const;
    [[nodiscard]] QString numbersOf(const QList<int> &members, int wraps) const;
    /// What the marks mean, on the legend's first lines; returns the height it took.
    double drawKey(QPainter &painter, const QRectF &legend) const;
    void drawCostLegend(QPainter &painter, const QRectF &legend, MoreOptionsIn where) const;

    const Plan &m_plan;
    QLocale m_locale;
    chart::CostTimeContent m_content;
    /// Per point of m_content: its number, its place in m_content.shown plus one.
    QList<int> m_numbers;
    double m_unitsPerPoint = 1;
};

} // namespace gp::report
