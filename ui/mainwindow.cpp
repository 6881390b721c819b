#include "mainwindow.h"

#include "jobcontroller.h"
#include "models/offeringtablemodel.h"
#include "models/pricetablemodel.h"
#include "results/resultsworkspace.h"
#include "wizard/planwizard.h"

#include <QApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_offerings(new OfferingTableModel(this))
    , m_prices(new PriceTableModel(this))
    , m_controller(new JobController(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Planner"));

    auto *catalogPage = new QWidget(this);
    auto *layout = new QVBoxLayout(catalogPage);
    m_catalogInfo = new QLabel(catalogPage);
    m_catalogInfo->setObjectName(QStringLiteral("catalogInfo"));
    m_catalogInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_catalogInfo->setWordWrap(true);
    layout->addWidget(m_catalogInfo);

    auto *splitter = new QSplitter(Qt::Vertical, catalogPage);
    m_offeringView = makeTable(m_offerings, QStringLiteral("offeringTable"), splitter);
    m_offeringView->setSortingEnabled(false);
    m_priceView = makeTable(m_prices, QStringLiteral("priceTable"), splitter);
    splitter->addWidget(m_offeringView);
    splitter->addWidget(m_priceView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);

    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("mainTabs"));
    m_results = new ResultsWorkspace(m_controller, tabs);
    tabs->addTab(m_results, tr("&Results"));
    tabs->addTab(catalogPage, tr("&Catalog"));
    setCentralWidget(tabs);
    connect(m_results, &ResultsWorkspace::wizardRequested, this, &MainWindow::openWizard);

    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *newPlan
        = fileMenu->addAction(tr("&New plan…"), QKeySequence::New, this, &MainWindow::openWizard);
    newPlan->setObjectName(QStringLiteral("newPlanAction"));
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);

    connect(m_offeringView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showPricesOf(current.row()); });
    // Room for the inputs, the table's numbers and a chart a room can read.
    resize(1440, 900);
}

void MainWindow::openWizard()
{
    PlanWizard wizard(m_controller->catalog(), m_controller->job(), this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    m_controller->setJob(wizard.job());
    // The wizard ends on the comparison; the main window continues with the picture.
    if (auto *tabs = qobject_cast<QTabWidget *>(centralWidget()))
        tabs->setCurrentWidget(m_results);
    m_results->tabs()->setCurrentIndex(ResultsWorkspace::CostTimeTab);
}

void MainWindow::setCatalog(const CatalogData &catalog, const QString &sourceDescription)
{
    m_offerings->setCatalog(catalog);
    // The results follow the catalog: prices changed, so every option's cost did.
    m_controller->setCatalog(catalog);
    m_offeringView->resizeColumnsToContents();
    const QLocale locale;
    m_catalogInfo->setText(
        tr("%n offering(s), prices observed up to %1. Prices move with the market: verify the "
           "live price before signing.",
           nullptr, int(catalog.offerings.size()))
            .arg(locale.toString(catalog.priceDate(), QLocale::LongFormat)));
    statusBar()->showMessage(sourceDescription);
    if (m_offerings->rowCount() > 0)
        m_offeringView->selectRow(0);
    showPricesOf(m_offeringView->currentIndex().row());
}

void MainWindow::showPricesOf(int row)
{
    m_prices->setOffering(m_offerings->offeringAt(row));
    m_priceView->resizeColumnsToContents();
}

} // namespace gp::ui
