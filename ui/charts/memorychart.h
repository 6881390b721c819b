#pragma once

#include "catalogdata.h"
#include "flowlegend.h"
#include "plan.h"

#include <QChartView>
#include <QFont>
#include <QList>
#include <QPair>
#include <QStringList>

class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;
class QBarCategoryAxis;
class QScatterSeries;
class QValueAxis;

namespace gp::ui {

/// Memory one card needs for each option, stacked by component (weights, gradients, optimizer
/// states, activations, KV cache, overhead), against the card's capacity: shows at a glance why
/// 70B does not fit 24 GB cards and how little of an H100 a 7B LoRA uses.
class MemoryChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryChart)

public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);

    /// The offering ids of the bars, bottom to top.
    [[nodiscard]] const QStringList &offerings() const { return m_shown.offerings; }
    /// Options with a memory estimate left off for the chart's cap (the title counts them).
    [[nodiscard]] int leftOut() const { return m_shown.leftOut; }

    /// Bars cut off at the axis end (index from the bottom, GB needed): a need far beyond any
    /// card's memory.
    [[nodiscard]] const QList<QPair<int, double>> &clipped() const { return m_clipped; }

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    /// What the chart shows of a plan, before it is drawn.
    struct Bars {
        struct Component {
            int index = 0; ///< its colour and object name
            QString name;
            QList<double> values; ///< GB per bar, bottom to top
        };
        QString title;
        QString axisTitle;
        QString capacityName; ///< the capacity mark's name in the legend
        QStringList categories; ///< the bars' names, bottom to top
        QStringList offerings;
        QList<double> capacity; ///< each bar's card memory, GB
        QList<double> need; ///< each bar's total, GB
        QList<Component> components;
        double top = 0; ///< the value axis' end before rounding
        int leftOut = 0;
        QFont labelFont;
        QFont titleFont;
    };
    [[nodiscard]] static Bars barsOf(const gp::Plan &plan, const gp::CatalogData &catalog,
                                     int maxBars);
    /// How many bars the plot area's height gives a row that holds a name of the label font.
    [[nodiscard]] int barsThatFit() const;
    /// Draws the plan again when a new size holds more or fewer bars.
    void fitBarsToHeight();
    /// True when \a a and \a b draw the same items (as many bars, the same legend, axis title
    /// and fonts), whatever their values and the bars' names and order.
    [[nodiscard]] static bool sameItems(const Bars &a, const Bars &b);
    void rebuild(const Bars &bars);
    void updateValues(const Bars &bars);
    void placeClipLabels();
    /// The legend's rows at the chart's width, and the room for them under the plot.
    void layoutLegend();
    /// \a font, made smaller (to no less than 12 pt) where the widest of \a texts passes
    /// \a share of the chart's width less \a margin pixels; as it is while the chart is hidden.
    [[nodiscard]] QFont fitted(QFont font, const QStringList &texts, double share,
                               double margin) const;
    /// Sets the names' and the title's type to what the chart's width holds whole.
    void fitNames();
    /// The legend and the type of the names and title for the chart's width (each resize).
    void fitToWidth();

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QList<QPair<int, double>> m_clipped;
    QList<QGraphicsSimpleTextItem *> m_clipLabels;
    Bars m_shown; ///< what the drawn items show now
    FlowLegend *m_legend = nullptr; ///< wraps its entries: none is cut on a narrow chart
    QFont m_namesFont; ///< the bar names' type, as last set
    QFont m_titleFont; ///< the title's type, as last set
    int m_maxBars = 0; ///< the cap m_shown was built under
    bool m_hasPlan = false;
    QScatterSeries *m_capacity = nullptr;
    QHorizontalStackedBarSeries *m_bars = nullptr;
    QValueAxis *m_valueAxis = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
};

} // namespace gp::ui
