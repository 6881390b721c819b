#pragma once

#include "catalogdata.h"

#include <QWizardPage>

class QTableView;
class QTabWidget;

namespace gp::ui {

class ComparisonModel;
class CostTimeChart;
class RecommendationSummary;

/// Step 5: the plan for the job as entered: the recommendation, the comparison and the
/// cost-vs-time chart. Finish makes it the main window's job.
class ResultsPage final : public QWizardPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResultsPage)

public:
    explicit ResultsPage(const gp::CatalogData &catalog, QWidget *parent = nullptr);

    void initializePage() override;

    [[nodiscard]] ComparisonModel *comparisonModel() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    gp::CatalogData m_catalog;
    RecommendationSummary *m_recommendation = nullptr;
    QTabWidget *m_tabs = nullptr;
    ComparisonModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    CostTimeChart *m_chart = nullptr;
};

} // namespace gp::ui
