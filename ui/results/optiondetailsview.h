#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QTextBrowser>

namespace gp::ui {

/// Everything about one option of the plan that the comparison table has no room for: all its
/// reasons, the layout, the memory per card by component, the MFU and where the efficiency it
/// rests on comes from, the time and cost bands, and the price with its date and source.
class OptionDetailsView final : public QTextBrowser {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionDetailsView)

public:
    explicit OptionDetailsView(QWidget *parent = nullptr);

    /// Shows option \a offeringId of \a plan (nothing when the plan has no such option).
    void setOption(const gp::Plan &plan, const gp::CatalogData &catalog, const QString &offeringId);
    [[nodiscard]] const QString &offeringId() const { return m_offeringId; }

    /// The details as HTML in the current language.
    [[nodiscard]] static QString html(const gp::Plan &plan, const gp::CatalogData &catalog,
                                      const gp::PlanOption &option);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// Lays the details out now when they are in sight, else when they are next shown: an edit
    /// with a chart tab in front must not pay for a text nobody sees.
    void render();

    bool m_stale = false;
    QString m_html; ///< what is shown
    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QString m_offeringId;
};

} // namespace gp::ui
