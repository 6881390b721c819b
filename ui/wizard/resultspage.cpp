#include "resultspage.h"

#include "charts/costtimechart.h"
#include "models/comparisonmodel.h"
#include "models/comparisonsortmodel.h"
#include "planner.h"
#include "planwizard.h"
#include "results/recommendationsummary.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gp::ui {

ResultsPage::ResultsPage(const gp::CatalogData &catalog, QWidget *parent)
    : QWizardPage(parent)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("resultsPage"));
    setFinalPage(true);
    auto *layout = new QVBoxLayout(this);
    // The recommendation's key figures, its trade and the steps before signing; the whole
    // sentences wait in the main window. In a scroll area, so that the page never grows past a
    // 720-pixel screen and its Finish button stays in sight.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("wizardRecommendationScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_recommendation = new RecommendationSummary(scroll);
    m_recommendation->setObjectName(QStringLiteral("wizardRecommendation"));
    scroll->setWidget(m_recommendation);
    layout->addWidget(scroll, 1);
    m_tabs = new QTabWidget(this);
    m_model = new ComparisonModel(this);
    auto *sorted = new ComparisonSortModel(this);
    sorted->setSourceModel(m_model);
    m_table = new QTableView(m_tabs);
    m_table->setObjectName(QStringLiteral("wizardComparisonTable"));
    m_table->setModel(sorted);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tabs->addTab(m_table, QString());
    m_chart = new CostTimeChart(m_tabs);
    m_chart->setObjectName(QStringLiteral("wizardCostTimeChart"));
    m_tabs->addTab(m_chart, QString());
    layout->addWidget(m_tabs, 2);
    retranslate();
}

void ResultsPage::retranslate()
{
    setTitle(tr("Results"));
    setSubTitle(tr("Finish shows these results in the main window, where every input stays "
                   "editable."));
    m_tabs->setTabText(m_tabs->indexOf(m_table), tr("Co&mparison"));
    m_tabs->setTabText(m_tabs->indexOf(m_chart), tr("Cost vs &time"));
}

void ResultsPage::changeEvent(QEvent *event)
{
    QWizardPage::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void ResultsPage::initializePage()
{
    auto *planWizard = qobject_cast<PlanWizard *>(wizard());
    if (!planWizard)
        return;
    const gp::Plan plan = gp::makePlan(planWizard->job(), m_catalog);
    m_recommendation->setPlan(plan, m_catalog);
    m_model->setPlan(plan, m_catalog);
    m_table->resizeColumnsToContents();
    // Reasons are long sentences: the start says enough, the tooltip has the rest.
    const int cap = m_table->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 22;
    for (const int column : {int(ComparisonModel::Offering), int(ComparisonModel::Assessment)}) {
        if (m_table->columnWidth(column) > cap)
            m_table->setColumnWidth(column, cap);
    }
    m_chart->setPlan(plan, m_catalog);
}

} // namespace gp::ui
