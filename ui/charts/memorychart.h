#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QChartView>
#include <QList>
#include <QPair>
#include <QStringList>

class QGraphicsSimpleTextItem;
class QScatterSeries;

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
    [[nodiscard]] const QStringList &offerings() const { return m_offerings; }
    /// Options with a memory estimate left off for the chart's cap (the title counts them).
    [[nodiscard]] int leftOut() const { return m_leftOut; }

    /// Bars cut off at the axis end (index from the bottom, GB needed): a need far beyond any
    /// card's memory.
    [[nodiscard]] const QList<QPair<int, double>> &clipped() const { return m_clipped; }

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    void placeClipLabels();

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QStringList m_offerings;
    int m_leftOut = 0;
    QList<QPair<int, double>> m_clipped;
    QList<QGraphicsSimpleTextItem *> m_clipLabels;
    QScatterSeries *m_capacity = nullptr;
};

} // namespace gp::ui
