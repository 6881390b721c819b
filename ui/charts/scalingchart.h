#pragma once

#include "catalogdata.h"
#include "job.h"
#include "plan.h"

#include <QChartView>
#include <QFont>
#include <QList>
#include <QPointF>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace gp::ui {

/// Time and cost of the job on one offering against the number of cards (and machines): the
/// seeds' "4 cards are not 4x". Each point is the engine's plan with the card count fixed; the
/// chart only asks and draws.
class ScalingChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScalingChart)

public:
    /// The engine's answer at one card count.
    struct Point {
        int gpus = 0;
        int nodes = 0;
        bool feasible = false;
        double hours = 0;
        gp::Fen costFen = 0; ///< pro-rated, expected
        gp::Fen billedFen = 0;
        double scalingEfficiency = 1;
        bool operator==(const Point &) const = default;
    };

    explicit ScalingChart(QWidget *parent = nullptr);

    /// Plans \a job on \a offeringId at each sensible card count and draws the results.
    void setJob(const gp::Job &job, const gp::CatalogData &catalog, const QString &offeringId);

    [[nodiscard]] const QList<Point> &points() const { return m_points; }
    [[nodiscard]] const QString &offering() const { return m_offering; }
    /// Why the time curve runs below "perfect scaling", when it does; else empty. Shown under
    /// the chart's title.
    [[nodiscard]] const QString &note() const { return m_note; }

    /// Card counts worth asking about: 1, 2, 4 ... up to a machine, then whole machines.
    [[nodiscard]] static QList<int> counts(const gp::Offering &offering);

signals:
    /// The chart was drawn again (a new job, offering or language): note() may have changed.
    void redrawn();

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    /// What the chart shows: the words, ranges and points, computed from m_points and m_job.
    struct Content {
        QString title;
        QPointF x; ///< the cards axis' range
        double hoursMax = 1;
        double costMax = 1;
        QList<QPointF> ideal; ///< empty: no feasible count
        QList<QPointF> deadline; ///< empty: no deadline on the chart
        QString deadlineName;
        QList<QPointF> time;
        QList<QPointF> cost;
        QString cannotName; ///< empty: every count runs the job
        QString note;
        QFont labelFont;
        QFont titleFont;
    };
    /// Which series exist, in which type: what only new items can change.
    struct Shape {
        bool ideal = false;
        bool deadline = false;
        bool cannot = false;
        QFont labelFont;
        QFont titleFont;
        bool operator==(const Shape &) const = default;
    };

    [[nodiscard]] Content contentOf(const gp::CatalogData &catalog) const;
    /// Creates the items when the shape changed, then sets the words, ranges and points.
    void draw(const gp::CatalogData &catalog);
    /// The axes and series of m_shape, without values.
    void createItems();
    void showTip(const QPointF &point, bool state);

    gp::CatalogData m_catalog;
    QString m_offering;
    gp::Job m_job;
    QList<Point> m_points;
    QString m_note;
    Shape m_shape;
    QPointF m_tops {-1, -1}; ///< the time and cost axes' ends asked for
    QLogValueAxis *m_xAxis = nullptr;
    QValueAxis *m_hoursAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    QLineSeries *m_ideal = nullptr;
    QLineSeries *m_deadline = nullptr;
    QLineSeries *m_time = nullptr; ///< null: no items yet, or the words must be made again
    QLineSeries *m_cost = nullptr;
    QScatterSeries *m_cannot = nullptr;
    bool m_drawn = false; ///< the chart shows m_points (false: a new language or nothing yet)
};

} // namespace gp::ui
