#include "pointnames.h"

#include <QLineF>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gp::chart {

namespace {

/// Points at one spot, in claim order: their markers all but cover each other (or the
/// recommendation's larger marker covers them).
QList<QList<int>> groupsAtOneSpot(const QList<PointNames::Point> &points, const QList<int> &order,
                                  qreal unit)
{
    QList<QList<int>> groups;
    for (const int i : order) {
        bool joined = false;
        for (QList<int> &group : groups) {
            const QPointF d = points.at(group.first()).anchor - points.at(i).anchor;
            const qreal covered
                = std::max<qreal>(6 * unit, points.at(group.first()).radius - 3 * unit);
            if (std::hypot(d.x(), d.y()) < covered) {
                group << i;
                joined = true;
                break;
            }
        }
        if (!joined)
            groups << QList<int> {i};
    }
    return groups;
}

} // namespace

QString PointNames::wrapped(const QString &text)
{
    QStringList lines = text.split(u'\n');
    qsizetype longest = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines.at(i).size() > lines.at(longest).size())
            longest = i;
    }
    const QString line = lines.at(longest);
    const qsizetype middle = line.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (line.at(i) == u' ' && (best < 0 || qAbs(i - middle) < qAbs(best - middle)))
            best = i;
    }
    if (best <= 0)
        return text;
    lines[longest] = line.left(best) + u'\n' + line.mid(best + 1);
    return lines.join(u'\n');
}

PointNames::Layout PointNames::place(const QList<Point> &points, const QList<int> &order,
                                     const QList<QRectF> &obstacles, const QRectF &bounds,
                                     const Measure &measure, qreal unit)
{
    const QList<QList<int>> groups = groupsAtOneSpot(points, order, unit);
    // A name that must be shown but finds no room on one line is tried again on two, then three.
    QList<int> wraps(groups.size(), 0);
    QList<LabelPlacer::Request> requests;
    QList<LabelPlacer::Placement> placed;
    for (int attempt = 0; attempt < 3; ++attempt) {
        requests.clear();
        for (qsizetype g = 0; g < groups.size(); ++g) {
            const Point &lead = points.at(groups.at(g).first());
            LabelPlacer::Request r;
            r.anchor = lead.anchor;
            r.size = measure(groups.at(g), wraps.at(g));
            r.radius = lead.radius;
            r.required = lead.required;
            requests << r;
        }
        placed = LabelPlacer::place(requests, obstacles, bounds, unit);
        bool again = false;
        for (qsizetype g = 0; g < groups.size(); ++g) {
            if (requests.at(g).required && !placed.at(g).placed) {
                ++wraps[g];
                again = true;
            }
        }
        if (!again)
            break;
    }
    Layout layout;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        if (!placed.at(g).placed) {
            layout.unnamed += int(groups.at(g).size());
            continue;
        }
        layout.names << Name {groups.at(g), placed.at(g).rect, placed.at(g).leader, wraps.at(g)};
    }
    return layout;
}

QLineF PointNames::leaderOf(const Name &name, const QList<Point> &points)
{
    if (!name.leader)
        return {};
    const Point &lead = points.at(name.members.first());
    const QPointF end = LabelPlacer::nearestOn(name.rect, lead.anchor);
    const QPointF dir = end - lead.anchor;
    const qreal length = std::hypot(dir.x(), dir.y());
    if (length <= lead.radius)
        return {};
    return QLineF(lead.anchor + dir * (lead.radius / length), end);
}

} // namespace gp::chart
