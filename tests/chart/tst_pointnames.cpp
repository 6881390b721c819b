// Where chart names and numbers go beside their points: the placement the window's cost chart
// and the PDF's both use.

#include "labelplacer.h"
#include "pointnames.h"

#include <QLineF>
#include <QTest>

using gp::chart::LabelPlacer;
using gp::chart::PointNames;

class TestPointNames final : public QObject {
    Q_OBJECT

private slots:
    void namesOfNearbyPointsNeverOverprint_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<double>("spread"); // how far apart the points are, in label heights
        QTest::addColumn<double>("unit"); // device units per screen pixel
        // The seeds' 910B x8 machines in three versions stand at one time and almost one cost.
        QTest::newRow("three at one spot, window") << 3 << 0.0 << 1.0;
        QTest::newRow("eight at one spot, PDF at 300 dpi") << 8 << 0.0 << 2.08;
        QTest::newRow("a tight diagonal of 14, PDF") << 14 << 0.3 << 2.08;
        QTest::newRow("a loose diagonal of 14, window") << 14 << 2.0 << 1.0;
        QTest::newRow("a loose diagonal of 14, PDF") << 14 << 2.0 << 2.08;
    }

    void namesOfNearbyPointsNeverOverprint()
    {
        QFETCH(int, points);
        QFETCH(double, spread);
        QFETCH(double, unit);
        const QRectF plot(0, 0, 1000 * unit, 600 * unit);
        const QSizeF size(18 * unit, 17 * unit); // "12" in the PDF's small type
        QList<PointNames::Point> all;
        QList<QRectF> markers;
        QList<int> order;
        for (int i = 0; i < points; ++i) {
            const QPointF at(100 * unit + i * spread * size.height(),
                             550 * unit - i * spread * size.height() * 0.6);
            all << PointNames::Point {at, 3.2 * unit, true};
            markers << QRectF(at.x() - 3.2 * unit, at.y() - 3.2 * unit, 6.4 * unit, 6.4 * unit);
            order << i;
        }
        const PointNames::Layout layout = PointNames::place(
            all, order, markers, plot, [&](const QList<int> &, int) { return size; }, unit);
        QCOMPARE(layout.unnamed, 0);
        QList<int> named;
        for (int n = 0; n < layout.names.size(); ++n) {
            const PointNames::Name &name = layout.names.at(n);
            named << name.members;
            QVERIFY2(plot.contains(name.rect), qPrintable(QString::number(n)));
            for (const QRectF &marker : std::as_const(markers))
                QVERIFY2(!name.rect.intersects(marker), qPrintable(QString::number(n)));
            for (int m = 0; m < n; ++m)
                QVERIFY2(!name.rect.intersects(layout.names.at(m).rect),
                         qPrintable(QStringLiteral("names %1 and %2").arg(m).arg(n)));
            // Beside its point, or joined to it by a line.
            const QPointF anchor = all.at(name.members.first()).anchor;
            const double gap = QLineF(anchor, LabelPlacer::nearestOn(name.rect, anchor)).length();
            QVERIFY(name.leader || gap < 3.2 * unit + 20 * unit);
            QCOMPARE(name.leader, !PointNames::leaderOf(name, all).isNull());
        }
        std::sort(named.begin(), named.end());
        QCOMPARE(named, order); // every point is named, once
        if (spread == 0)
            QCOMPARE(layout.names.size(), 1); // points at one spot share one name
        if (spread >= 2)
            QCOMPARE(layout.names.size(), points); // points apart are named apart
    }

    void aNameStaysInsideThePlotAtItsEdge()
    {
        const QRectF plot(0, 0, 1000, 800);
        // A point in the top right corner: above or right of it is outside.
        const QList<LabelPlacer::Placement> placed
            = LabelPlacer::place({{QPointF(995, 5), QSizeF(30, 36), 3, true}}, {}, plot);
        QVERIFY(placed.first().placed);
        QVERIFY(plot.contains(placed.first().rect));
    }

    void anOptionalNameIsLeftOutRatherThanPlacedFarAway()
    {
        const QRectF plot(0, 0, 400, 300);
        // A wall of markers around the point: no room near it.
        QList<QRectF> wall;
        for (int y = 0; y < 300; y += 10) {
            for (int x = 100; x < 300; x += 10) {
                if (QLineF(QPointF(x, y), QPointF(200, 150)).length() > 6)
                    wall << QRectF(x, y, 9, 9);
            }
        }
        const QList<PointNames::Point> points {{QPointF(200, 150), 5, false}};
        const PointNames::Layout optional = PointNames::place(
            points, {0}, wall, plot, [](const QList<int> &, int) { return QSizeF(40, 12); });
        QCOMPARE(optional.unnamed, 1);
        QVERIFY(optional.names.isEmpty());
        // Required: found at the free edge of the plot, with a line back to its point.
        const QList<PointNames::Point> required {{QPointF(200, 150), 5, true}};
        const PointNames::Layout named = PointNames::place(
            required, {0}, wall, plot, [](const QList<int> &, int) { return QSizeF(40, 12); });
        QCOMPARE(named.names.size(), 1);
        QVERIFY(named.names.first().leader);
    }

    void aRequiredNameIsBrokenOntoTwoLinesWhenOneDoesNotFit()
    {
        // A plot narrower than the name on one line, wide enough for half of it.
        const QRectF plot(0, 0, 120, 300);
        const QList<PointNames::Point> points {{QPointF(60, 150), 4, true}};
        QList<int> asked;
        const PointNames::Layout layout
            = PointNames::place(points, {0}, {}, plot, [&](const QList<int> &, int wraps) {
                  asked << wraps;
                  return wraps == 0 ? QSizeF(160, 12) : QSizeF(80, 24);
              });
        QCOMPARE(layout.names.size(), 1);
        QCOMPARE(layout.names.first().wraps, 1);
        QCOMPARE(asked, (QList<int> {0, 1}));
        QCOMPARE(PointNames::wrapped(QStringLiteral("Ascend 910B 64G x8 (IB)")),
                 QStringLiteral("Ascend 910B\n64G x8 (IB)"));
        QCOMPARE(PointNames::wrapped(QStringLiteral("昇腾910B")), QStringLiteral("昇腾910B"));
    }
};

QTEST_APPLESS_MAIN(TestPointNames)
#include "tst_pointnames.moc"
