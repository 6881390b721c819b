#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QChartView>
#include <QList>

class QGraphicsSimpleTextItem;
class QScatterSeries;
class QXYSeries;

namespace gp::ui {

/// Cost against time for every option that can run the job (also those that miss the deadline
/// or the budget), plus the seeds' three machines (H100 x8, 910B x8, 4090 x8) even when they
/// cannot: each a labelled point at its pro-rated cost with its low-high band and a mark at the
/// billed cost, the deadline and the budget as lines, the Pareto front joined, numbers on hover.
class CostTimeChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostTimeChart)

public:
    /// One plotted option, as the chart shows it.
    struct Point {
        QString offeringId;
        QString label;
        gp::Band hours; ///< inference: the output tokens/s sustained, as the x value
        gp::Band costFen; ///< pro-rated
        gp::Fen billedFen = 0;
        bool feasible = false;
        bool runnable = false; ///< can run the job, but may miss the deadline or the budget
        bool recommended = false;
        bool pareto = false;
    };

    explicit CostTimeChart(QWidget *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);

    [[nodiscard]] const QList<Point> &points() const { return m_points; }
    /// Options the chart must show but cannot place: no time estimate (e.g. does not fit).
    [[nodiscard]] const QStringList &unplotted() const { return m_unplotted; }
    /// How many options were left off for the chart's cap (all are in the comparison table).
    [[nodiscard]] int leftOut() const { return m_leftOut; }
    /// The text shown when hovering an option's point.
    [[nodiscard]] QString toolTipFor(const QString &offeringId) const;

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void placeLabels();
    /// Which of the four kinds of point a Point is: recommended, feasible, misses a limit, or
    /// cannot run the job.
    enum class Kind { Recommended, Feasible, MissesLimit, CannotRun };
    [[nodiscard]] static Kind kindOf(const Point &p);
    void hover(const QPointF &point, bool state, Kind kind);
    [[nodiscard]] QScatterSeries *addPoints(Kind kind);

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QList<Point> m_points;
    QStringList m_unplotted;
    int m_leftOut = 0; ///< options that run the job but are past the chart's cap
    QList<QGraphicsSimpleTextItem *> m_labels;
    QGraphicsSimpleTextItem *m_note = nullptr;
    bool m_inference = false; ///< serving: x is the output tokens/s sustained, not hours
    QXYSeries *m_anchor = nullptr; ///< any series on both axes, to map values to the scene
};

} // namespace gp::ui
