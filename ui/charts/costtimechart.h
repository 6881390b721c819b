#pragma once

#include "catalogdata.h"
#include "costtimecontent.h"
#include "flowlegend.h"
#include "plan.h"

#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QList>

#include <array>
#include <optional>

class QGraphicsLineItem;
class QGraphicsTextItem;
class QScatterSeries;
class QXYSeries;

namespace gp::ui {

/// Cost against time for every option that can run the job (also those that miss the deadline
/// or the budget), plus the seeds' three machines (H100 x8, 910B x8, 4090 x8) even when they
/// cannot: each a point at its billed cost (what the budget is checked against, so an option
/// over budget is always above the budget line) with its time range, a small grey mark at the
/// pro-rated cost, the deadline and the budget as lines, the Pareto front joined, numbers on
/// hover. Names never overlap each other or cover a point: the recommended, Pareto and
/// yardstick options are always named (with a leader line when the name has to move away),
/// the others where they fit; options at one spot share a name; a note counts the rest.
class CostTimeChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CostTimeChart)

public:
    /// One plotted option, as the chart shows it (the PDF's chart shows the same).
    using Point = gp::chart::CostPoint;

    explicit CostTimeChart(QWidget *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);

    [[nodiscard]] const QList<Point> &points() const { return m_points; }
    /// Options the chart must show but cannot place: no time estimate (e.g. does not fit).
    [[nodiscard]] const QStringList &unplotted() const { return m_unplotted; }
    /// How many options were left off for the chart's cap (all are in the comparison table).
    [[nodiscard]] int leftOut() const { return m_leftOut; }
    /// The text shown when hovering an option's point.
    [[nodiscard]] QString toolTipFor(const QString &offeringId) const;

    /// The y value of an option's point: the billed cost of the whole need, in yuan.
    [[nodiscard]] static double costOf(const Point &p);
    /// Scene-independent geometry for checks, in chart coordinates: the names shown, the point
    /// of each plotted option (in points() order), the legend and the note under the plot.
    [[nodiscard]] QList<QRectF> labelRects() const;
    [[nodiscard]] QList<QString> labelTexts() const;
    [[nodiscard]] QList<QPointF> pointPositions() const;
    [[nodiscard]] QRectF legendRect() const;
    [[nodiscard]] QList<FlowLegend::Entry> legendEntries() const { return m_legend->entries(); }
    [[nodiscard]] QRectF noteRect() const;
    /// The deadline and budget lines drawn on the plot (none that are off the chart).
    [[nodiscard]] QList<const QLineSeries *> limitLines() const;
    /// Ids of the options a shown name stands for (alone or "… and N others here").
    [[nodiscard]] QStringList namedIds() const;
    /// Plotted options without a name on the chart (the note counts them).
    [[nodiscard]] int unnamed() const { return m_unnamed; }
    /// The note under the plot ("3 options not named ...; 12 more not drawn ...").
    [[nodiscard]] QString noteText() const;

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    /// Which of the four kinds of point a Point is: recommended, feasible, misses a limit, or
    /// cannot run the job.
    using Kind = gp::chart::CostPoint::Kind;
    /// Where the axes run (before rounding to ticks) and which limit lines are drawn.
    struct Extent {
        bool logX = false;
        bool logY = false;
        QPointF x; ///< the x axis's range wanted: (from, to)
        QPointF y;
        bool deadline = false; ///< a deadline line in the legend (training only)
        bool deadlineOnChart = false;
        double deadlineHours = 0;
        std::optional<double> budget;
        bool budgetOnChart = false;
    };
    /// The items the chart holds, without their words and places: an edit that keeps the frame
    /// moves the items in place. A new scale moves the series onto the other axes.
    struct Frame {
        bool logX = false;
        bool logY = false;
        /// Which series exist (the time ranges are a pool: as many as the most points yet).
        struct Series {
            bool deadline = false;
            bool budget = false;
            QFont labelFont;
            QFont titleFont;
            QFont pointFont;
            bool operator==(const Series &) const = default;
        } series; ///< a change of these creates every item again; of the scales, switchAxes
    };
    /// The words on the items: titles, the limit lines' names, the legend.
    struct Words {
        QString title;
        QString xTitle;
        QString yTitle;
        QString deadlineName;
        QString budgetName;
        QList<FlowLegend::Entry> legend;
    };

    /// Computes the extent and the frame; creates the items (or the axes) when the frame
    /// changed, then sets their words and values.
    void rebuild();
    [[nodiscard]] Extent extentOf() const;
    [[nodiscard]] Frame frameOf(const Extent &extent) const;
    [[nodiscard]] Words wordsOf(const Extent &extent) const;
    /// The Pareto front's points, by time.
    [[nodiscard]] QList<QPointF> frontPoints() const;
    /// The axes, series and labels of m_frame (a time range and a label per point), without
    /// words or values.
    void createItems();
    void createAxes();
    /// The series onto the axes of m_frame's scales (linear or log), the others hidden.
    void switchAxes();
    /// The titles, names and legend, each only where it changed.
    void setWords(const Words &words);
    /// The axes' ranges, every series' points and the names' texts, each only where it moved.
    void setValues(const Extent &extent);
    static void setRange(QAbstractAxis *axis, QPointF &shown, const QPointF &wanted);
    [[nodiscard]] static QPen bandPen(bool runnable);
    [[nodiscard]] static FlowLegend::Entry legendEntry(Kind kind, const QScatterSeries *series);
    /// Lays out the legend and the note under the plot, leaving the plot the rest.
    void layoutFooter();
    void placeLabels();
    void schedulePlacement();
    void hover(const QPointF &point, bool state, Kind kind);
    [[nodiscard]] QScatterSeries *addPoints(Kind kind);

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QList<Point> m_points;
    QStringList m_unplotted;
    int m_leftOut = 0; ///< options that run the job but are past the chart's cap
    QList<QGraphicsSimpleTextItem *> m_labels; ///< one per band
    QList<QGraphicsLineItem *> m_leaders;
    QGraphicsSimpleTextItem m_measure; ///< outside the scene: measures a name's text
    /// Per label: the indexes into m_points it names (first: the one whose name it carries).
    QList<QList<int>> m_labelMembers;
    QGraphicsTextItem *m_note = nullptr;
    FlowLegend *m_legend = nullptr;
    QStringList m_notes; ///< the note's fixed lines (not drawn, no estimate)
    int m_unnamed = 0;
    qreal m_noteReserve = 0; ///< height kept under the plot for the note
    bool m_placing = false;
    bool m_placementPending = false;
    bool m_inference = false; ///< serving: x is the output tokens/s sustained, not hours
    QXYSeries *m_anchor = nullptr; ///< any series on both axes, to map values to the scene
    Frame m_frame;
    QAbstractAxis *m_xAxis = nullptr; ///< the one in use; null until the first plan
    QAbstractAxis *m_yAxis = nullptr;
    std::array<QAbstractAxis *, 2> m_xAxes {}; ///< linear, log
    std::array<QAbstractAxis *, 2> m_yAxes {};
    QPointF m_xRange; ///< the range last asked of each axis
    QPointF m_yRange;
    QList<QLineSeries *> m_bands; ///< in m_points order; those past its end are empty
    QLineSeries *m_front = nullptr;
    QLineSeries *m_deadlineLine = nullptr;
    QLineSeries *m_budgetLine = nullptr;
    QScatterSeries *m_prorated = nullptr;
    std::array<QScatterSeries *, 4> m_kindSeries {}; ///< per Kind
};

} // namespace gp::ui
