#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLabel>

namespace gp::ui {

/// The recommendation for a projector: the option, its key figures (cards, time, billed cost,
/// the chances of the deadline and the budget) and the trade against the runner-up, short
/// enough to read whole beside a chart without scrolling.
class RecommendationSummary final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationSummary)

public:
    explicit RecommendationSummary(QWidget *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);

    [[nodiscard]] static QString html(const gp::Plan &plan, const gp::CatalogData &catalog);

protected:
    void changeEvent(QEvent *event) override;

private:
    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    bool m_hasPlan = false;
};

} // namespace gp::ui
