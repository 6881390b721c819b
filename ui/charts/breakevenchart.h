#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QChartView>
#include <QFont>

#include <optional>

namespace gp::ui {

/// Monthly bare metal against hourly containers for one accelerator: cost per card per month
/// against the hours a card is used in the month. The container line rises with use, the bare
/// metal line is flat; where they cross (the seeds' 505 h and 630 h for the 4090) monthly rental
/// starts to pay. The job's own monthly hours are drawn for comparison.
class BreakEvenChart final : public QChartView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakEvenChart)

public:
    explicit BreakEvenChart(QWidget *parent = nullptr);

    /// Shows the plan's break-evens of \a acceleratorId (all of them when empty: the first
    /// accelerator's).
    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog,
                 const QString &acceleratorId = {});

    /// The accelerators the plan has a break-even for, in the plan's order.
    [[nodiscard]] static QStringList accelerators(const gp::Plan &plan);
    [[nodiscard]] const QString &accelerator() const { return m_accelerator; }

protected:
    /// Titles, axes and legends in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    /// What the chart draws: an edit that leaves it as it was (most do: the lines are prices)
    /// leaves the chart alone.
    struct Drawn {
        QString accelerator;
        QList<gp::BreakEven> entries;
        double monthlyHours = 0;
        QString title;
        QFont font;
        bool operator==(const Drawn &) const = default;
    };
    std::optional<Drawn> m_drawn;
    QString m_accelerator;
    gp::Plan m_plan;
    gp::CatalogData m_catalog;
};

} // namespace gp::ui
