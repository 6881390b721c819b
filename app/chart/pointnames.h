#pragma once

#include "labelplacer.h"

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>

namespace gp::chart {

/// Names the points of a chart: points at one spot share one name, names claim room in the
/// order given, and a name that must be shown but finds no room is broken onto more lines and
/// tried again. The window's cost chart names its points with it, the PDF's numbers them: one
/// placement, drawn by two painters in their own units.
class PointNames final {
public:
    struct Point {
        QPointF anchor; ///< where the point is drawn
        qreal radius = 8; ///< its marker's radius
        bool required = false; ///< named whatever it takes (the recommendation, the front)
    };
    /// One name on the chart.
    struct Name {
        QList<int> members; ///< the points it stands for; the first is the one it is named after
        QRectF rect;
        bool leader = false; ///< far from its point: a line joins them
        int wraps = 0; ///< times its text was broken onto one more line
    };
    struct Layout {
        QList<Name> names;
        int unnamed = 0; ///< points no name stands for (a note counts them)
    };
    /// The size of the name of \a members broken \a wraps times.
    using Measure = std::function<QSizeF(const QList<int> &members, int wraps)>;

    /// Names \a points taken in \a order (first claim first; points left out of it are not
    /// named) inside \a bounds, clear of \a obstacles. Points closer than \a together (or than
    /// their first member's radius less three units) share a name; \a unit is the device units
    /// per screen pixel.
    [[nodiscard]] static Layout place(const QList<Point> &points, const QList<int> &order,
                                      const QList<QRectF> &obstacles, const QRectF &bounds,
                                      const Measure &measure, qreal unit = 1);

    /// \a text with its longest line broken at the space nearest its middle (as it is when it
    /// has no space).
    [[nodiscard]] static QString wrapped(const QString &text);

    /// Where \a name's leader line runs, from the edge of its point's marker to the name; empty
    /// when it needs none.
    [[nodiscard]] static QLineF leaderOf(const Name &name, const QList<Point> &points);
};

} // namespace gp::chart
