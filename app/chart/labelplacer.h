#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace gp::chart {

/// Places the names of chart points so that no two overlap and none covers a point: beside the
/// point where there is room, else farther away with a leader line. A name that must be shown
/// (the recommendation, the Pareto front, the yardstick machines) is searched for over the whole
/// plot; an optional one only close to its point, and is left out where it does not fit.
/// The window places its names with it in pixels, the PDF its numbers in device units.
class LabelPlacer final {
public:
    struct Request {
        QPointF anchor; ///< the point, in the same coordinates as the bounds
        QSizeF size; ///< the label's size
        qreal radius = 8; ///< the point's marker radius: the label keeps clear of it
        bool required = false;
    };
    struct Placement {
        bool placed = false;
        QRectF rect;
        bool leader = false; ///< far enough from its point to need a line to it
    };

    /// Places \a requests in their order (first claim first) inside \a bounds, clear of each
    /// other and of \a obstacles (every point's marker, other marks). The distances tried
    /// from a point are in screen pixels times \a unit (1 in the window; a PDF passes its
    /// device units per pixel).
    [[nodiscard]] static QList<Placement> place(const QList<Request> &requests,
                                                const QList<QRectF> &obstacles,
                                                const QRectF &bounds, qreal unit = 1);

    /// The point of \a rect nearest to \a point: where a leader line meets the label.
    [[nodiscard]] static QPointF nearestOn(const QRectF &rect, const QPointF &point);
};

} // namespace gp::chart
