#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLabel>

namespace gp::ui {

/// The plan's answer in plain sentences: which option, why, and what else to know.
class RecommendationView final : public QLabel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecommendationView)

public:
    explicit RecommendationView(QWidget *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);

    /// The same text as HTML, for other views (the wizard's last page, reports).
    [[nodiscard]] static QString html(const gp::Plan &plan, const gp::CatalogData &catalog);

protected:
    /// The sentences again, in the language chosen at run time.
    void changeEvent(QEvent *event) override;

private:
    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    bool m_hasPlan = false;
};

} // namespace gp::ui
