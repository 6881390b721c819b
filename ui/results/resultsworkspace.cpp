#include "resultsworkspace.h"

#include "catalogtext.h"
#include "charts/breakevenchart.h"
#include "charts/costtimechart.h"
#include "charts/memorychart.h"
#include "charts/scalingchart.h"
#include "jobcontroller.h"
#include "jobinputspanel.h"
#include "models/comparisonmodel.h"
#include "models/comparisonsortmodel.h"
#include "recommendationview.h"

#include <QComboBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

/// A chart with a chooser above it ("Accelerator: [RTX 4090 ▾]").
QWidget *withChooser(QWidget *chart, QComboBox *chooser, const QString &label, QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    auto *row = new QHBoxLayout;
    auto *caption = new QLabel(label, page);
    caption->setBuddy(chooser);
    row->addWidget(caption);
    row->addWidget(chooser);
    row->addStretch(1);
    layout->addLayout(row);
    chart->setParent(page);
    layout->addWidget(chart, 1);
    return page;
}

} // namespace

ResultsWorkspace::ResultsWorkspace(JobController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("resultsWorkspace"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter);

    m_panel = new JobInputsPanel(controller, this);
    auto *panelScroll = new QScrollArea(splitter);
    panelScroll->setObjectName(QStringLiteral("inputsScroll"));
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    panelScroll->setMinimumWidth(m_panel->minimumSizeHint().width() + 24);
    panelScroll->setMaximumWidth(qMax(340, m_panel->minimumSizeHint().width() + 40));
    splitter->addWidget(panelScroll);
    connect(m_panel, &JobInputsPanel::wizardRequested, this, &ResultsWorkspace::wizardRequested);

    auto *right = new QSplitter(Qt::Vertical, splitter);
    m_recommendation = new RecommendationView(right);
    auto *recommendationScroll = new QScrollArea(right);
    recommendationScroll->setWidget(m_recommendation);
    recommendationScroll->setWidgetResizable(true);
    recommendationScroll->setFrameShape(QFrame::NoFrame);
    right->addWidget(recommendationScroll);

    m_tabs = new QTabWidget(right);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_model = new ComparisonModel(this);
    m_sorted = new ComparisonSortModel(this);
    m_sorted->setSourceModel(m_model);
    m_table = new QTableView(m_tabs);
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    // The plan's own order (feasible, then by cost) until the user clicks a header.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_tabs->addTab(m_table, tr("Compari&son"));

    m_costTime = new CostTimeChart(m_tabs);
    m_tabs->addTab(m_costTime, tr("Cost vs &time"));
    m_memory = new MemoryChart(m_tabs);
    m_tabs->addTab(m_memory, tr("Memor&y per GPU"));

    m_breakEven = new BreakEvenChart;
    m_breakEvenAccelerator = new QComboBox;
    m_breakEvenAccelerator->setObjectName(QStringLiteral("breakEvenAccelerator"));
    m_tabs->addTab(withChooser(m_breakEven, m_breakEvenAccelerator, tr("&Accelerator:"), m_tabs),
                   tr("Break-e&ven"));
    m_scaling = new ScalingChart;
    m_scalingOffering = new QComboBox;
    m_scalingOffering->setObjectName(QStringLiteral("scalingOffering"));
    m_tabs->addTab(withChooser(m_scaling, m_scalingOffering, tr("&Offering:"), m_tabs),
                   tr("Scalin&g"));
    right->addWidget(m_tabs);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 4);
    // Room for the recommendation and its reasons without scrolling on a laptop screen.
    right->setSizes({190, 560});
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);

    connect(m_breakEvenAccelerator, &QComboBox::activated, this,
            &ResultsWorkspace::updateBreakEven);
    connect(m_scalingOffering, &QComboBox::activated, this, [this]() {
        m_scalingStale = true;
        updateScaling();
    });
    // The scaling chart asks the engine once per card count: only worth it when it is seen.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == ScalingTab)
            updateScaling();
    });
    connect(m_controller, &JobController::planChanged, this, &ResultsWorkspace::showPlan);
    showPlan(m_controller->plan());
}

void ResultsWorkspace::showPlan(const gp::Plan &plan)
{
    const gp::CatalogData &catalog = m_controller->catalog();
    m_recommendation->setPlan(plan, catalog);
    m_model->setPlan(plan, catalog);
    fitColumns();
    m_costTime->setPlan(plan, catalog);
    m_memory->setPlan(plan, catalog);
    fillSelectors(plan);
    updateBreakEven();
    m_scalingStale = true;
    if (m_tabs->currentIndex() == ScalingTab)
        updateScaling();
    emit updated();
}

void ResultsWorkspace::fitColumns()
{
    m_table->resizeColumnsToContents();
    // Long labels and layouts are elided (the tooltip has them whole) so the numbers and the
    // verdicts stay on screen.
    const QFontMetrics metrics(m_table->font());
    const int offering = metrics.horizontalAdvance(QLatin1Char('M')) * 18;
    const int layout = metrics.horizontalAdvance(QLatin1Char('M')) * 13;
    const int assessment = metrics.horizontalAdvance(QLatin1Char('M')) * 24;
    if (m_table->columnWidth(ComparisonModel::Assessment) > assessment)
        m_table->setColumnWidth(ComparisonModel::Assessment, assessment);
    if (m_table->columnWidth(ComparisonModel::Offering) > offering)
        m_table->setColumnWidth(ComparisonModel::Offering, offering);
    if (m_table->columnWidth(ComparisonModel::LayoutColumn) > layout)
        m_table->setColumnWidth(ComparisonModel::LayoutColumn, layout);
}

void ResultsWorkspace::fillSelectors(const gp::Plan &plan)
{
    const gp::CatalogData &catalog = m_controller->catalog();
    const QLocale locale;
    {
        const QSignalBlocker blocker(m_breakEvenAccelerator);
        const QString current = m_breakEvenAccelerator->currentData().toString();
        m_breakEvenAccelerator->clear();
        for (const QString &id : BreakEvenChart::accelerators(plan)) {
            const gp::Accelerator *a = catalog.accelerator(id);
            m_breakEvenAccelerator->addItem(a && !a->model.isEmpty() ? a->model : id, id);
        }
        // Keep the user's choice; else show the recommended option's accelerator.
        const gp::PlanOption *best = plan.option(plan.recommendedId);
        int index = m_breakEvenAccelerator->findData(current);
        if (index < 0 && best)
            index = m_breakEvenAccelerator->findData(best->acceleratorId);
        m_breakEvenAccelerator->setCurrentIndex(qMax(0, index));
    }
    {
        const QSignalBlocker blocker(m_scalingOffering);
        const QString current = m_scalingOffering->currentData().toString();
        m_scalingOffering->clear();
        for (const gp::PlanOption &option : plan.options) {
            m_scalingOffering->addItem(ComparisonModel::optionLabel(option, catalog, locale),
                                       option.offeringId);
        }
        int index = m_scalingOffering->findData(current);
        if (index < 0)
            index = m_scalingOffering->findData(plan.recommendedId);
        m_scalingOffering->setCurrentIndex(qMax(0, index));
    }
}

void ResultsWorkspace::updateBreakEven()
{
    m_breakEven->setPlan(m_controller->plan(), m_controller->catalog(),
                         m_breakEvenAccelerator->currentData().toString());
}

void ResultsWorkspace::updateScaling()
{
    if (!m_scalingStale)
        return;
    m_scalingStale = false;
    m_scaling->setJob(m_controller->job(), m_controller->catalog(),
                      m_scalingOffering->currentData().toString());
}

} // namespace gp::ui
