#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QTextBrowser>

namespace gp::ui {

/// The plan's answer in plain sentences: which option, why, and what else to know. A text
/// browser, not a word-wrapped label in a scroll area: that label is laid out again for each size
/// its scroll area asks about (minimum, height for the width, with and without a scroll bar),
/// five times per edit; the browser lays the text out once, at its width.
class RecommendationView final : public QTextBrowser {
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
    /// Shows \a text unless it is already shown.
    void showHtml(const QString &text);

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QString m_html;
    bool m_hasPlan = false;
};

} // namespace gp::ui
