#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>

class QAbstractAxis;
class QChart;
class QGraphicsView;
class QValueAxis;
class QXYSeries;

namespace gp::ui {

/// The look every chart shares: large type that reads on a projector, localized numbers
/// (thousands separators), a light theme that prints well, and a fixed colour per meaning.
class ChartStyle final {
public:
    static void apply(QChart *chart, const QString &title);
    /// Antialiased lines and points, and one rectangle repainted per change: the bounding
    /// rectangle of what changed. Qt's default repaints the changed parts one by one; after an
    /// edit that moves values those are dozens of small rectangles, and an antialiased line
    /// clipped to such a region is drawn pixel by pixel (the grid lines alone took milliseconds).
    static void prepareView(QGraphicsView *view);
    static void styleAxis(QAbstractAxis *axis, const QString &title);
    /// Sets \a points on \a series (none: nothing) when they differ: QXYSeries::replace
    /// redraws even an equal list.
    static void setPoints(QXYSeries *series, const QList<QPointF> &points);
    /// Lays \a chart out now instead of at Qt's posted layout request, so that what follows an
    /// edit (names placed on the new plot area) is done before the view paints: one paint of
    /// the finished chart, not one of the new points on the old layout and another after it.
    static void layOutNow(QChart *chart);
    /// A range from \a min to a round number above \a max, with ticks at round steps (1, 2, 2.5
    /// or 5 times a power of ten), so a reader can interpolate between them.
    static void setNiceRange(QValueAxis *axis, double min, double max, int targetTicks = 6);

    [[nodiscard]] static QFont labelFont();
    [[nodiscard]] static QFont titleFont();
    [[nodiscard]] static QFont pointLabelFont();

    [[nodiscard]] static QColor feasible();
    [[nodiscard]] static QColor recommended();
    [[nodiscard]] static QColor infeasible();
    [[nodiscard]] static QColor pareto();
    [[nodiscard]] static QColor deadline();
    [[nodiscard]] static QColor budget();
    /// A palette for series that have no fixed meaning (memory components, counts).
    [[nodiscard]] static QColor series(int index);
};

} // namespace gp::ui
