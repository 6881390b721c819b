#include "resultsworkspace.h"

#include "catalog/priceagebanner.h"
#include "catalogtext.h"
#include "charts/breakevenchart.h"
#include "charts/costtimechart.h"
#include "charts/memorychart.h"
#include "charts/scalingchart.h"
#include "jobcontroller.h"
#include "jobinputspanel.h"
#include "models/comparisonmodel.h"
#include "models/comparisonsortmodel.h"
#include "optiondetailsview.h"
#include "recommendationsummary.h"
#include "recommendationview.h"
#include "textcelldelegate.h"

#include <QComboBox>
#include <QEvent>
#include <QFontMetrics>
#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gp::ui {

namespace {

/// A chart with a chooser above it ("Accelerator: [RTX 4090 ▾]"); \a caption is its label.
QWidget *withChooser(QWidget *chart, QComboBox *chooser, QLabel *&caption, QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    auto *row = new QHBoxLayout;
    caption = new QLabel(page);
    caption->setBuddy(chooser);
    row->addWidget(caption);
    row->addWidget(chooser);
    row->addStretch(1);
    layout->addLayout(row);
    chart->setParent(page);
    layout->addWidget(chart, 1);
    return page;
}

/// A chooser's entries: (shown text, id).
using ChooserItems = QList<std::pair<QString, QString>>;

/// Fills \a chooser with \a items, keeping the chosen id where it is still there, else
/// choosing \a fallbackId (else the first). A chooser that already holds these items is left as
/// it is: filling it again would lay out and repaint its page on every edit.
void fillChooser(QComboBox *chooser, const ChooserItems &items, const QString &fallbackId)
{
    const QSignalBlocker blocker(chooser);
    bool same = chooser->count() == items.size();
    for (int i = 0; same && i < items.size(); ++i) {
        same = chooser->itemText(i) == items.at(i).first
            && chooser->itemData(i).toString() == items.at(i).second;
    }
    if (!same) {
        const QString current = chooser->currentData().toString();
        chooser->clear();
        for (const auto &[text, id] : items)
            chooser->addItem(text, id);
        int index = chooser->findData(current);
        if (index < 0)
            index = chooser->findData(fallbackId);
        chooser->setCurrentIndex(qMax(0, index));
    } else if (chooser->currentIndex() < 0 && !items.isEmpty()) {
        chooser->setCurrentIndex(qMax(0, chooser->findData(fallbackId)));
    }
}

} // namespace

ResultsWorkspace::ResultsWorkspace(JobController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("resultsWorkspace"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // How old the prices are; a warning once they are older than the set age.
    auto *banner = new PriceAgeBanner(controller, this);
    banner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(banner);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(splitter, 1);

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
    connect(m_panel, &JobInputsPanel::invalidFieldsChanged, this,
            &ResultsWorkspace::showInputProblem);

    auto *rightPage = new QWidget(splitter);
    auto *rightLayout = new QVBoxLayout(rightPage);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(2);
    // While a field is invalid: the results are those of the last valid job, greyed, and this
    // line says which field to fix.
    m_inputProblem = new QLabel(rightPage);
    m_inputProblem->setObjectName(QStringLiteral("inputProblem"));
    m_inputProblem->setWordWrap(true);
    m_inputProblem->setStyleSheet(
        QStringLiteral("QLabel { background: #fff4d6; color: #5a4300; padding: 4px; }"));
    m_inputProblem->hide();
    rightLayout->addWidget(m_inputProblem);
    auto *right = new QSplitter(Qt::Vertical, rightPage);
    rightLayout->addWidget(right, 1);
    m_resultsArea = right;
    m_recommendation = new RecommendationView(right);
    right->addWidget(m_recommendation);

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
    m_table->setItemDelegate(new TextCellDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    // The verdict takes what the numbers leave: no horizontal scrolling at 1280 px.
    m_table->horizontalHeader()->setSectionResizeMode(ComparisonModel::Assessment,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(40);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Layout, memory and the pro-rated cost are in the details panel (and the CSV, which
    // exports the model's every column).
    for (const int hidden : detailColumns())
        m_table->setColumnHidden(hidden, true);
    m_details = new OptionDetailsView;
    auto *comparison = new QSplitter(Qt::Horizontal, m_tabs);
    comparison->setObjectName(QStringLiteral("comparisonPage"));
    comparison->addWidget(m_table);
    comparison->addWidget(m_details);
    comparison->setStretchFactor(0, 3);
    comparison->setStretchFactor(1, 1);
    comparison->setChildrenCollapsible(false);
    m_details->setMinimumWidth(200);
    comparison->setSizes({740, 230});
    m_tabs->addTab(comparison, QString());
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ResultsWorkspace::showSelectedDetails);

    m_costTime = new CostTimeChart(m_tabs);
    m_tabs->addTab(m_costTime, QString());
    m_memory = new MemoryChart(m_tabs);
    m_tabs->addTab(m_memory, QString());

    m_breakEven = new BreakEvenChart;
    m_breakEvenAccelerator = new QComboBox;
    m_breakEvenAccelerator->setObjectName(QStringLiteral("breakEvenAccelerator"));
    m_tabs->addTab(withChooser(m_breakEven, m_breakEvenAccelerator, m_breakEvenCaption, m_tabs),
                   QString());
    m_scaling = new ScalingChart;
    m_scalingOffering = new QComboBox;
    m_scalingOffering->setObjectName(QStringLiteral("scalingOffering"));
    m_tabs->addTab(withChooser(m_scaling, m_scalingOffering, m_scalingCaption, m_tabs), QString());
    // Under the chooser: why the time curve can run below "perfect scaling".
    m_scalingNote = new QLabel(m_scaling->parentWidget());
    m_scalingNote->setObjectName(QStringLiteral("scalingNote"));
    m_scalingNote->setWordWrap(true);
    m_scalingNote->hide();
    qobject_cast<QVBoxLayout *>(m_scaling->parentWidget()->layout())
        ->insertWidget(1, m_scalingNote);
    // The chart says its note again after each drawing, in a new language too (the chart hears
    // of the language after this workspace does).
    connect(m_scaling, &ScalingChart::redrawn, this, [this]() {
        const bool shown = !m_scaling->note().isEmpty();
        m_scalingNote->setText(m_scaling->note());
        if (m_scalingNote->isVisibleTo(m_scalingNote->parentWidget()) != shown) {
            m_scalingNote->setVisible(shown);
            // The chart's new height now, not at the posted layout request: the chart is then
            // laid out once, at that height.
            m_scaling->parentWidget()->layout()->activate();
        }
    });
    retranslate();
    right->addWidget(m_tabs);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 4);
    // Room for the recommendation and its reasons without scrolling on a laptop screen.
    right->setSizes({190, 560});
    splitter->addWidget(rightPage);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);

    connect(m_breakEvenAccelerator, &QComboBox::activated, this,
            &ResultsWorkspace::updateBreakEven);
    connect(m_scalingOffering, &QComboBox::activated, this, &ResultsWorkspace::updateScaling);
    // Only the tab in sight is drawn on each edit; the others when they come into sight.
    connect(m_tabs, &QTabWidget::currentChanged, this, &ResultsWorkspace::refresh);
    connect(m_tabs, &QTabWidget::currentChanged, this, &ResultsWorkspace::fitPresentation);
    connect(m_controller, &JobController::planChanged, this, &ResultsWorkspace::showPlan);
    showPlan(m_controller->plan());
}

void ResultsWorkspace::retranslate()
{
    const auto name = [this](QWidget *page, const QString &text) {
        const int index = m_tabs->indexOf(page);
        if (index >= 0)
            m_tabs->setTabText(index, text);
    };
    name(m_table->parentWidget(), tr("Compari&son"));
    name(m_costTime, tr("Cost vs &time"));
    name(m_memory, tr("Memor&y per GPU"));
    name(m_breakEven->parentWidget(), tr("Break-e&ven"));
    name(m_scaling->parentWidget(), tr("Scalin&g"));
    m_breakEvenCaption->setText(tr("&Accelerator:"));
    m_scalingCaption->setText(tr("&Offering:"));
}

void ResultsWorkspace::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // The charts, the table and the recommendation say their own words again; the choosers
        // hold offering labels, which have a Chinese and an English form.
        retranslate();
        showInputProblem(m_panel->invalidFields());
        fillSelectors(m_controller->plan());
        fitColumns();
        // Captions have another length in the other language: the panel keeps room for them.
        if (auto *scroll = findChild<QScrollArea *>(QStringLiteral("inputsScroll"))) {
            const int needed = m_panel->minimumSizeHint().width();
            scroll->setMaximumWidth(qMax(340, needed + 40));
            scroll->setMinimumWidth(needed + 24);
        }
    }
}

void ResultsWorkspace::showPlan(const gp::Plan &plan)
{
    const gp::CatalogData &catalog = m_controller->catalog();
    m_recommendation->setPlan(plan, catalog);
    if (m_summary)
        m_summary->setPlan(plan, catalog);
    // The model feeds the CSV export too: always current.
    const QString selected = m_details->offeringId();
    m_model->setPlan(plan, catalog);
    // The same option stays selected across edits while it is in the plan; else the
    // recommended one (or the first) is.
    QString show = plan.option(selected) ? selected : plan.recommendedId;
    if (show.isEmpty() && !plan.options.isEmpty())
        show = plan.options.first().offeringId;
    selectOffering(show);
    m_details->setOption(plan, catalog, show);
    fillSelectors(plan);
    m_stale.fill(true);
    refresh(m_tabs->currentIndex());
    emit updated();
}

void ResultsWorkspace::setPresentation(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    auto *right = qobject_cast<QSplitter *>(m_tabs->parentWidget());
    if (!right)
        return;
    if (auto *inputs = findChild<QWidget *>(QStringLiteral("inputsScroll")))
        inputs->setVisible(!on);
    if (!m_summary) {
        m_summaryScroll = new QScrollArea(right);
        m_summaryScroll->setObjectName(QStringLiteral("summaryScroll"));
        m_summaryScroll->setWidgetResizable(true);
        m_summaryScroll->setFrameShape(QFrame::NoFrame);
        m_summaryScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        m_summary = new RecommendationSummary(m_summaryScroll);
        m_summary->setPlan(m_controller->plan(), m_controller->catalog());
        m_summaryScroll->setWidget(m_summary);
        right->addWidget(m_summaryScroll);
    }
    // A projector: the chart beside the recommendation's key figures and its trade against the
    // runner-up, all on one screen; the full recommendation and the inputs wait for the desk.
    right->setOrientation(on ? Qt::Horizontal : Qt::Vertical);
    m_recommendation->setVisible(!on);
    if (on) {
        if (m_tabs->currentIndex() == ComparisonTab)
            m_tabs->setCurrentIndex(CostTimeTab);
    } else {
        right->setSizes({190, 560, 0});
    }
    fitPresentation();
    sizePresentation();
    // The charts take their type sizes from the application font when they are styled.
    showPlan(m_controller->plan());
}

void ResultsWorkspace::fitPresentation()
{
    if (!m_summary)
        return;
    // The comparison table takes the whole width: the summary and the details step aside.
    const bool table = m_tabs->currentIndex() == ComparisonTab;
    m_summaryScroll->setVisible(m_presentation && !table);
    m_details->setVisible(!m_presentation);
}

void ResultsWorkspace::sizePresentation()
{
    auto *right = qobject_cast<QSplitter *>(m_tabs->parentWidget());
    if (!m_presentation || !right || !m_summaryScroll)
        return;
    // A third of the width for the recommendation: its large type wraps into too many lines in
    // less; the chart keeps the rest.
    const int width = right->width() > 0 ? right->width() : 1280;
    const int summary = std::clamp(width / 3, 360, 680);
    right->setSizes({0, width - summary, summary});
}

void ResultsWorkspace::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizePresentation();
}

void ResultsWorkspace::showInputProblem(const QStringList &fields)
{
    m_invalidFields = fields;
    const bool stale = !fields.isEmpty();
    if (stale) {
        m_inputProblem->setText(
            tr("Not a valid value: %1. The results below are those of the last valid job.")
                .arg(fields.join(tr(", "))));
        auto *grey = new QGraphicsOpacityEffect(m_resultsArea);
        grey->setOpacity(0.4);
        m_resultsArea->setGraphicsEffect(grey);
    } else {
        m_resultsArea->setGraphicsEffect(nullptr);
    }
    m_inputProblem->setVisible(stale);
}

QList<int> ResultsWorkspace::detailColumns()
{
    return {ComparisonModel::LayoutColumn, ComparisonModel::Memory, ComparisonModel::CostProrated};
}

void ResultsWorkspace::fitColumns()
{
    // The numbers and the short names at their width (names are kept short enough to be read
    // whole; one past 28 em, a label typed long, is elided: the tooltip has it whole); the
    // verdict stretches over the rest and is elided first.
    for (int column = 0; column < ComparisonModel::ColumnCount; ++column) {
        if (column == ComparisonModel::Assessment || m_table->isColumnHidden(column))
            continue;
        m_table->resizeColumnToContents(column);
    }
    const int most = QFontMetrics(m_table->font()).horizontalAdvance(QLatin1Char('M')) * 28;
    if (m_table->columnWidth(ComparisonModel::Offering) > most)
        m_table->setColumnWidth(ComparisonModel::Offering, most);
}

void ResultsWorkspace::selectOffering(const QString &offeringId)
{
    const int row = m_model->rowOf(offeringId);
    if (row < 0)
        return;
    const QModelIndex index = m_sorted->mapFromSource(m_model->index(row, 0));
    const QSignalBlocker blocker(m_table->selectionModel());
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void ResultsWorkspace::showSelectedDetails(const QModelIndex &current)
{
    if (!current.isValid())
        return;
    const QString id = current.data(ComparisonModel::OfferingIdRole).toString();
    m_details->setOption(m_controller->plan(), m_controller->catalog(), id);
}

void ResultsWorkspace::fillSelectors(const gp::Plan &plan)
{
    const gp::CatalogData &catalog = m_controller->catalog();
    const QLocale locale;
    // Keep the user's choice; else show the recommended option's accelerator.
    const gp::PlanOption *best = plan.option(plan.recommendedId);
    ChooserItems accelerators;
    for (const QString &id : BreakEvenChart::accelerators(plan)) {
        const gp::Accelerator *a = catalog.accelerator(id);
        accelerators.append({a && !a->model.isEmpty() ? a->model : id, id});
    }
    fillChooser(m_breakEvenAccelerator, accelerators, best ? best->acceleratorId : QString());
    // In the catalog's order, not the plan's ranking: a list that reorders itself as the user
    // types is hard to pick from (and is filled and repainted again on every edit).
    QList<const gp::PlanOption *> options;
    for (const gp::PlanOption &option : plan.options)
        options << &option;
    const auto position = [&catalog](const gp::PlanOption *option) {
        const gp::Offering *offering = catalog.offering(option->offeringId);
        return offering ? offering - catalog.offerings.constData() : catalog.offerings.size();
    };
    std::stable_sort(options.begin(), options.end(),
                     [&](const auto *a, const auto *b) { return position(a) < position(b); });
    ChooserItems offerings;
    for (const gp::PlanOption *option : std::as_const(options))
        offerings.append(
            {ComparisonModel::optionLabel(*option, catalog, locale), option->offeringId});
    fillChooser(m_scalingOffering, offerings, plan.recommendedId);
}

void ResultsWorkspace::updateBreakEven()
{
    m_stale[BreakEvenTab] = false;
    m_breakEven->setPlan(m_controller->plan(), m_controller->catalog(),
                         m_breakEvenAccelerator->currentData().toString());
}

void ResultsWorkspace::updateScaling()
{
    // The scaling chart asks the engine once per card count.
    m_stale[ScalingTab] = false;
    m_scaling->setJob(m_controller->job(), m_controller->catalog(),
                      m_scalingOffering->currentData().toString());
}

void ResultsWorkspace::refresh(int tab)
{
    if (tab < 0 || tab >= int(m_stale.size()) || !m_stale.at(tab))
        return;
    m_stale[tab] = false;
    const gp::Plan &plan = m_controller->plan();
    const gp::CatalogData &catalog = m_controller->catalog();
    switch (Tab(tab)) {
    case ComparisonTab:
        fitColumns();
        break;
    case CostTimeTab:
        m_costTime->setPlan(plan, catalog);
        break;
    case MemoryTab:
        m_memory->setPlan(plan, catalog);
        break;
    case BreakEvenTab:
        updateBreakEven();
        break;
    case ScalingTab:
        updateScaling();
        break;
    }
}

} // namespace gp::ui
