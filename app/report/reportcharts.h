#pragma once

#include "catalogdata.h"
#include "plan.h"
#include "shortnames.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>

class QPainter;

namespace gp::report {

/// Vector drawings of a plan for the PDF: drawn with QPainter so they stay sharp and selectable.
class ReportCharts final {
    Q_DECLARE_TR_FUNCTIONS(gp::report::ReportCharts)

public:
    ReportCharts(const Plan &plan, const CatalogData &catalog, const QLocale &locale,
                 double unitsPerPoint);

    /// The options a chart shows: those that run the job, in the plan's order; past
    /// kMaxCharted, the recommendation, then feasible ones, then the rest, up to kMaxCharted.
    [[nodiscard]] QList<const PlanOption *> chartedOptions() const;
    /// Options that run the job but are past the charts' cap (the legend counts them).
    [[nodiscard]] qsizetype unchartedCount() const;
    /// More points than a page can tell apart; the window's charts draw as many.
    static constexpr qsizetype kMaxCharted = 24;

    /// True when the cost chart's x axis is the output rate (serving) rather than the hours.
    [[nodiscard]] static bool showsThroughput(const Plan &plan);
    /// The cost chart's heading: cost against time, or against output rate for serving.
    [[nodiscard]] static QString costChartTitle(const Plan &plan);

    /// Where a label of \a size goes beside \a point: \a gap away at a corner, a side, above or
    /// below, then up to three \a step further out, at the first place that overlaps none of
    /// \a placed and stays inside \a plot; else where it overlaps least.
    [[nodiscard]] static QRectF placeLabel(const QPointF &point, const QSizeF &size, double gap,
                                           double step, const QRectF &plot,
                                           const QList<QRectF> &placed);

    /// Where the options the legend has no room for are listed.
    enum class MoreOptionsIn { ThisReport, FullReport };

    /// Billed cost against hours (against output tokens/s for serving), each option a numbered
    /// point with its low-high band, the deadline and budget as lines and the Pareto front joined.
    /// A legend too short for every option ends with how many are left out and \a where they are
    /// listed.
    void drawCostVsTime(QPainter &painter, const QRectF &area,
                        MoreOptionsIn where = MoreOptionsIn::ThisReport) const;
    /// Memory per GPU stacked by component, against each card's capacity.
    void drawMemory(QPainter &painter, const QRectF &area) const;

private:
    [[nodiscard]] double pt(double points) const { return points * m_unitsPerPoint; }
    [[nodiscard]] QString shortLabel(const PlanOption &option) const;

    const Plan &m_plan;
    const CatalogData &m_catalog;
    QLocale m_locale;
    /// The comparison table's short names, made when a chart first names an option.
    mutable std::optional<format::ShortNames> m_names;
    double m_unitsPerPoint = 1;
};

/// True for the accelerators every comparison shows (H100, 910B, 4090): the seeds' three.

} // namespace gp::report
