#include "labelplacer.h"

#include <algorithm>
#include <cmath>

namespace gp::chart {

namespace {

bool clear(const QRectF &rect, const QList<QRectF> &taken, const QRectF &bounds)
{
    if (!bounds.contains(rect))
        return false;
    for (const QRectF &t : taken) {
        if (t.intersects(rect))
            return false;
    }
    return true;
}

/// Label rectangles of size \a size around \a anchor at \a distance from the marker's edge, in
/// \a directions directions; right and left of the point first, as they read best.
QList<QRectF> ring(const QPointF &anchor, const QSizeF &size, qreal distance, int directions)
{
    QList<QRectF> out;
    const qreal w = size.width();
    const qreal h = size.height();
    for (int i = 0; i < directions; ++i) {
        // 0 = right, then alternating either side of it towards the left.
        const int step = (i + 1) / 2;
        const qreal sign = i % 2 == 1 ? -1 : 1;
        const qreal angle = sign * step * 2 * M_PI / directions;
        const qreal dx = std::cos(angle);
        const qreal dy = std::sin(angle);
        const QPointF centre(anchor.x() + dx * (distance + w / 2),
                             anchor.y() + dy * (distance + h / 2));
        out << QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }
    // Straight left of the point, the other reading position.
    out.insert(std::min<qsizetype>(1, out.size()),
               QRectF(anchor.x() - distance - w, anchor.y() - h / 2, w, h));
    return out;
}

qreal gapTo(const QRectF &rect, const QPointF &point)
{
    const QPointF p = LabelPlacer::nearestOn(rect, point);
    return std::hypot(p.x() - point.x(), p.y() - point.y());
}

} // namespace

QPointF LabelPlacer::nearestOn(const QRectF &rect, const QPointF &point)
{
    return QPointF(std::clamp(point.x(), rect.left(), rect.right()),
                   std::clamp(point.y(), rect.top(), rect.bottom()));
}

QList<LabelPlacer::Placement> LabelPlacer::place(const QList<Request> &requests,
                                                 const QList<QRectF> &obstacles,
                                                 const QRectF &bounds, qreal unit)
{
    QList<Placement> out(requests.size());
    QList<QRectF> taken = obstacles;
    for (int i = 0; i < requests.size(); ++i) {
        const Request &r = requests.at(i);
        const qreal near = r.radius + 4 * unit;
        QList<qreal> distances {near};
        if (r.required) {
            for (const qreal d : {24.0, 44.0, 70.0, 100.0, 140.0, 190.0})
                distances << r.radius + d * unit;
        } else {
            distances << r.radius + 14 * unit;
        }
        Placement &p = out[i];
        for (const qreal d : std::as_const(distances)) {
            for (const QRectF &rect : ring(r.anchor, r.size, d, d <= near ? 8 : 16)) {
                if (clear(rect, taken, bounds)) {
                    p.placed = true;
                    p.rect = rect;
                    break;
                }
            }
            if (p.placed)
                break;
        }
        if (!p.placed && r.required) {
            // Anywhere free on the plot, as near as can be: a leader line finds it.
            const qreal step = 8 * unit;
            qreal best = -1;
            for (qreal y = bounds.top(); y + r.size.height() <= bounds.bottom(); y += step) {
                for (qreal x = bounds.left(); x + r.size.width() <= bounds.right(); x += step) {
                    const QRectF rect(QPointF(x, y), r.size);
                    const qreal gap = gapTo(rect, r.anchor);
                    if (best >= 0 && gap >= best)
                        continue;
                    if (clear(rect, taken, bounds)) {
                        best = gap;
                        p.placed = true;
                        p.rect = rect;
                    }
                }
            }
        }
        if (!p.placed)
            continue;
        p.leader = gapTo(p.rect, r.anchor) > r.radius + 10 * unit;
        taken << p.rect;
    }
    return out;
}

} // namespace gp::chart
