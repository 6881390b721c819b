#include "mainwindow.h"

#include "appsettings.h"
#include "catalog.h"
#include "catalog/catalogeditor.h"
#include "catalog/catalogstore.h"
#include "catalog/priceagebanner.h"
#include "charts/costtimechart.h"
#include "decisionwriter.h"
#include "export/planexport.h"
#include "jobcontroller.h"
#include "jobparser.h"
#include "jobtriallogs.h"
#include "languagemenu.h"
#include "models/comparisonmodel.h"
#include "models/offeringtablemodel.h"
#include "models/pricetablemodel.h"
#include "moneyformat.h"
#include "reportwriter.h"
#include "results/resultsworkspace.h"
#include "scenarios/compareview.h"
#include "scenarios/scenariofile.h"
#include "settings/settingsdialog.h"
#include "triallog/triallogdialog.h"
#include "wizard/planwizard.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

constexpr int kMaxRecentFiles = 8;
constexpr double kPresentationFontScale = 1.6;
const QString kRecentKey = QStringLiteral("recentFiles");

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

/// The user's settings: ~/.config/gpuplanner/gpuplanner.conf. Named explicitly, since the
/// application sets no organisation name.
QAction *namedAction(const QString &objectName, QObject *parent)
{
    auto *action = new QAction(parent);
    action->setObjectName(objectName);
    return action;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_offerings(new OfferingTableModel(this))
    , m_prices(new PriceTableModel(this))
    , m_controller(new JobController(this))
    , m_savedJob(m_controller->job())
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);

    m_catalogPage = new QWidget(this);
    auto *layout = new QVBoxLayout(m_catalogPage);
    m_catalogInfo = new QLabel(m_catalogPage);
    m_catalogInfo->setObjectName(QStringLiteral("catalogInfo"));
    m_catalogInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_catalogInfo->setWordWrap(true);
    layout->addWidget(m_catalogInfo);

    auto *splitter = new QSplitter(Qt::Vertical, m_catalogPage);
    m_offeringView = makeTable(m_offerings, QStringLiteral("offeringTable"), splitter);
    m_offeringView->setSortingEnabled(false);
    m_priceView = makeTable(m_prices, QStringLiteral("priceTable"), splitter);
    splitter->addWidget(m_offeringView);
    splitter->addWidget(m_priceView);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_results = new ResultsWorkspace(m_controller, m_tabs);
    m_compare = new CompareView(m_controller, m_tabs);
    m_tabs->addTab(m_results, QString());
    m_tabs->addTab(m_compare, QString());
    // The catalog editor holds the overview as its first tab and stands for the page from here on.
    m_catalogPage = new CatalogEditor(m_catalogPage, m_tabs);
    m_tabs->addTab(m_catalogPage, QString());
    setCentralWidget(m_tabs);
    connect(m_results, &ResultsWorkspace::wizardRequested, this, &MainWindow::openWizard);
    connect(m_compare, &CompareView::loadFailed, this, &MainWindow::showFileError);
    connect(m_controller, &JobController::jobChanged, this, &MainWindow::updateModified);

    createActions();

    connect(m_offeringView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showPricesOf(current.row()); });
    retranslate();
    // Room for the inputs, the table's numbers and a chart a room can read, on a screen that has
    // it; a 1280x720 projector gets the whole screen and no more.
    resize(fittedSize(QSize(1440, 900)));
}

QSize MainWindow::fittedSize(const QSize &wanted) const
{
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!s)
        return wanted;
    // The frame the window manager adds is not known before the window is shown: keep a margin.
    const QSize available = s->availableGeometry().size() - QSize(16, 48);
    return wanted.boundedTo(available.expandedTo(minimumSizeHint()));
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_newAction = namedAction(QStringLiteral("newPlanAction"), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newPlan);
    m_editAction = namedAction(QStringLiteral("editPlanAction"), this);
    connect(m_editAction, &QAction::triggered, this, &MainWindow::openWizard);
    m_openAction = namedAction(QStringLiteral("openAction"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_recentMenu = new QMenu(this);
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    m_clearRecentAction = namedAction(QStringLiteral("clearRecentAction"), this);
    connect(m_clearRecentAction, &QAction::triggered, this, [this]() {
        QSettings s = gp::appSettings();
        s.remove(kRecentKey);
        fillRecentMenu();
    });
    m_saveAction = namedAction(QStringLiteral("saveAction"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = namedAction(QStringLiteral("saveAsAction"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_exportPdfAction = namedAction(QStringLiteral("exportPdfAction"), this);
    connect(m_exportPdfAction, &QAction::triggered, this, &MainWindow::exportPdf);
    m_exportDecisionAction = namedAction(QStringLiteral("exportDecisionAction"), this);
    connect(m_exportDecisionAction, &QAction::triggered, this, &MainWindow::exportDecisionPdf);
    m_printAction = namedAction(QStringLiteral("printAction"), this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &MainWindow::print);
    m_printPreviewAction = namedAction(QStringLiteral("printPreviewAction"), this);
    connect(m_printPreviewAction, &QAction::triggered, this, &MainWindow::printPreview);
    m_exportPngAction = namedAction(QStringLiteral("exportPngAction"), this);
    connect(m_exportPngAction, &QAction::triggered, this, [this]() { exportChart(false); });
    m_exportSvgAction = namedAction(QStringLiteral("exportSvgAction"), this);
    connect(m_exportSvgAction, &QAction::triggered, this, [this]() { exportChart(true); });
    m_exportCsvAction = namedAction(QStringLiteral("exportCsvAction"), this);
    connect(m_exportCsvAction, &QAction::triggered, this, &MainWindow::exportCsv);
    m_exportJsonAction = namedAction(QStringLiteral("exportJsonAction"), this);
    connect(m_exportJsonAction, &QAction::triggered, this, &MainWindow::exportJson);
    m_addTrialLogAction = namedAction(QStringLiteral("addTrialLogAction"), this);
    connect(m_addTrialLogAction, &QAction::triggered, this, &MainWindow::addTrialLog);
    m_addScenarioAction = namedAction(QStringLiteral("addScenarioAction"), this);
    connect(m_addScenarioAction, &QAction::triggered, this, [this]() {
        m_compare->addCurrentAsScenario();
        m_tabs->setCurrentWidget(m_compare);
    });
    m_settingsAction = namedAction(QStringLiteral("settingsAction"), this);
    m_settingsAction->setShortcut(QKeySequence::Preferences);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::openSettings);
    m_quitAction = namedAction(QStringLiteral("quitAction"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    // close() asks about unsaved changes; the application quits with its last window.
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);

    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_editAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addMenu(m_recentMenu);
    m_fileMenu->addAction(m_addTrialLogAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportPdfAction);
    m_fileMenu->addAction(m_exportDecisionAction);
    m_fileMenu->addAction(m_printPreviewAction);
    m_fileMenu->addAction(m_printAction);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->setObjectName(QStringLiteral("exportMenu"));
    m_exportMenu->addAction(m_exportPngAction);
    m_exportMenu->addAction(m_exportSvgAction);
    m_exportMenu->addAction(m_exportCsvAction);
    m_exportMenu->addAction(m_exportJsonAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_addScenarioAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_settingsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_presentationAction = namedAction(QStringLiteral("presentationAction"), this);
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    m_viewMenu->addAction(m_presentationAction);
    LanguageMenu::install(this);
    // Presentation mode hides the menu bar: the window itself carries the shortcuts in and out.
    addAction(m_presentationAction);
    m_leavePresentationAction = namedAction(QStringLiteral("leavePresentationAction"), this);
    m_leavePresentationAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leavePresentationAction->setEnabled(false);
    connect(m_leavePresentationAction, &QAction::triggered, this,
            [this]() { setPresentationMode(false); });
    addAction(m_leavePresentationAction);
}

void MainWindow::retranslate()
{
    m_tabs->setTabText(ResultsTab, tr("&Results"));
    m_tabs->setTabText(CompareTab, tr("Co&mpare"));
    m_tabs->setTabText(CatalogTab, tr("&Catalog"));

    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New plan…"));
    m_newAction->setStatusTip(tr("Start a new job from the default in the plan wizard"));
    m_editAction->setText(tr("&Edit plan in the wizard…"));
    m_openAction->setText(tr("&Open…"));
    m_addTrialLogAction->setText(tr("Add &trial log…"));
    m_addTrialLogAction->setStatusTip(
        tr("Plan from a trial run's log (Megatron, NeMo, DeepSpeed, torchtune, Hugging Face "
           "Trainer, LLaMA-Factory); a log can also be dropped on the window"));
    m_recentMenu->setTitle(tr("Open &recent"));
    m_clearRecentAction->setText(tr("&Clear the list"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_exportPdfAction->setText(tr("Export &PDF summary…"));
    m_exportDecisionAction->setText(tr("Export one-page &decision PDF…"));
    m_exportDecisionAction->setStatusTip(
        tr("The recommendation, the trade against the runner-up, the chart and the checks "
           "before ordering, on one page for the meeting"));
    m_printPreviewAction->setText(tr("Print pre&view…"));
    m_printAction->setText(tr("P&rint…"));
    m_exportMenu->setTitle(tr("E&xport"));
    m_exportPngAction->setText(tr("Chart as P&NG…"));
    m_exportSvgAction->setText(tr("Chart as &SVG…"));
    m_exportCsvAction->setText(tr("Comparison as &CSV…"));
    m_exportJsonAction->setText(tr("Plan as &JSON…"));
    m_addScenarioAction->setText(tr("Add current job as &scenario"));
    m_settingsAction->setText(tr("Se&ttings…"));
    m_settingsAction->setStatusTip(tr("Where the catalog is, and when prices count as stale"));
    m_quitAction->setText(tr("&Quit"));

    m_viewMenu->setTitle(tr("&View"));
    m_presentationAction->setText(tr("&Presentation mode"));
    m_presentationAction->setStatusTip(
        tr("Full screen with large type and the charts first; F11 or Escape leaves"));
    m_leavePresentationAction->setText(tr("Leave presentation mode"));

    updateTitle();
    updateCatalogInfo();
    fillRecentMenu();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    // Dialogs do not run inside the drop: the source application waits for it to end.
    QTimer::singleShot(0, this, [this, path]() { openDroppedFile(path); });
}

QString MainWindow::droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            return url.toLocalFile();
    }
    return {};
}

void MainWindow::openDroppedFile(const QString &path)
{
    if (QFileInfo(path).suffix() == ScenarioFile::suffix()) {
        if (maybeSave())
            openFile(path);
        return;
    }
    askTrialLog(path);
}

void MainWindow::addTrialLog()
{
    const QString start = m_filePath.isEmpty() ? QDir::homePath() : QFileInfo(m_filePath).path();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Add trial log"), start,
        tr("Training logs (*.log *.txt *.json *.jsonl);;All files (*)"));
    if (!path.isEmpty())
        askTrialLog(path);
}

void MainWindow::askTrialLog(const QString &path)
{
    const gp::Job &job = m_controller->job();
    const gp::TrialLogResult look = gp::readTrialLog(path, gp::trials::trialLogOptions(job, 0));
    if (!look.ok()) {
        showTrialLogError(path, look.error);
        return;
    }
    m_controller->flush();
    TrialLogDialog dialog(
        path, *look.reading, m_controller->catalog(),
        TrialLogDialog::suggestAccelerator(job, m_controller->plan(), m_controller->catalog()),
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const gp::Measurement m = dialog.measurement();
    addTrialLogFile(path, m.accelerator, m.gpus);
}

bool MainWindow::addTrialLogFile(const QString &path, const QString &accelerator, int gpus)
{
    gp::Job job = m_controller->job();
    gp::Measurement m;
    m.accelerator = accelerator;
    m.gpus = gpus;
    m.log = QFileInfo(path).absoluteFilePath();
    QString error;
    if (!gp::trials::readMeasurementLog(m, m.log, job, &error)) {
        showTrialLogError(path, error);
        return false;
    }
    // A second log of the same run replaces the first: one figure per accelerator and count.
    job.measured.removeIf([&m](const gp::Measurement &old) {
        return old.accelerator == m.accelerator && old.gpus == m.gpus;
    });
    job.measured << m;
    m_controller->setJob(job);
    statusBar()->showMessage(
        tr("Read %1: %2 tokens/s on %n card(s)", nullptr, gpus)
            .arg(QDir::toNativeSeparators(m.log), QLocale().toString(m.tokensPerS, 'f', 0)),
        8000);
    return true;
}

void MainWindow::showTrialLogError(const QString &path, const QString &detail)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot read the trial log"),
                    tr("The log %1 could not be read; the job was not changed.")
                        .arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("trialLogErrorDialog"));
    box.setInformativeText(detail);
    box.exec();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::openWizard()
{
    PlanWizard wizard(m_controller->catalog(), m_controller->job(), this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    m_controller->setJob(wizard.job());
    // The wizard ends on the comparison; the main window continues with the picture.
    m_tabs->setCurrentWidget(m_results);
    m_results->tabs()->setCurrentIndex(ResultsWorkspace::CostTimeTab);
}

void MainWindow::newPlan()
{
    if (!maybeSave())
        return;
    PlanWizard wizard(m_controller->catalog(), gp::defaultJob(), this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    // A new, untitled job: it counts as changed until saved unless it is the default as it is.
    m_filePath.clear();
    m_savedJob = gp::defaultJob();
    m_controller->setJob(wizard.job());
    updateModified();
    updateTitle();
    m_tabs->setCurrentWidget(m_results);
    m_results->tabs()->setCurrentIndex(ResultsWorkspace::CostTimeTab);
}

void MainWindow::keepScenariosIn(const QString &path)
{
    connect(m_compare, &CompareView::keptSetAside, this,
            [this](const QString &movedTo, const QString &detail) {
                statusBar()->showMessage(
                    tr("The scenarios kept from the last session could not be read (%1); the "
                       "file was set aside as %2.")
                        .arg(detail, QDir::toNativeSeparators(movedTo)));
            });
    m_compare->keepIn(path);
}

void MainWindow::setCatalog(const CatalogData &catalog, const QString &sourceDescription)
{
    m_offerings->setCatalog(catalog);
    // The results follow the catalog: prices changed, so every option's cost did.
    m_controller->setCatalog(catalog);
    m_catalogDescription = sourceDescription;
    m_offeringView->resizeColumnsToContents();
    updateCatalogInfo();
    statusBar()->showMessage(sourceDescription);
    if (m_offerings->rowCount() > 0)
        m_offeringView->selectRow(0);
    showPricesOf(m_offeringView->currentIndex().row());
}

void MainWindow::updateCatalogInfo()
{
    const gp::CatalogData &catalog = m_controller->catalog();
    if (catalog.offerings.isEmpty()) {
        m_catalogInfo->clear();
        return;
    }
    const QLocale locale;
    m_catalogInfo->setText(
        tr("%n offering(s), prices observed up to %1. Prices move with the market: verify the "
           "live price before signing.",
           nullptr, int(catalog.offerings.size()))
            .arg(format::formatDate(catalog.priceDate(), locale)));
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(this);
    const QString locationBefore = db::Catalog::configuredPath();
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The stale age counts at once; a new catalog location from the next start.
    for (auto *banner : findChildren<PriceAgeBanner *>())
        banner->refresh();
    if (db::Catalog::configuredPath() != locationBefore)
        statusBar()->showMessage(tr("The catalog at %1 is used from the next start.")
                                     .arg(QDir::toNativeSeparators(db::Catalog::configuredPath())),
                                 10000);
}

void MainWindow::showPricesOf(int row)
{
    const Offering *offering = m_offerings->offeringAt(row);
    // The plan's catalog holds each offering's newest prices; the history is read when shown.
    const CatalogStore *store = static_cast<CatalogEditor *>(m_catalogPage)->store();
    if (offering && store->catalog()) {
        Offering withHistory = *offering;
        withHistory.prices = store->priceHistory(offering->id);
        m_prices->setOffering(&withHistory);
    } else {
        m_prices->setOffering(offering);
    }
    m_priceView->resizeColumnsToContents();
}

// --- Job files -------------------------------------------------------------------------------

QString MainWindow::documentName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

void MainWindow::updateTitle()
{
    // The platform appends the application's display name when the title does not end with it.
    setWindowTitle(tr("%1[*] — GPU Planner").arg(documentName()));
    m_compare->setCurrentName(documentName());
}

void MainWindow::updateModified()
{
    setWindowModified(m_controller->job() != m_savedJob);
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The job “%1” has changes that are not saved.").arg(documentName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesDialog"));
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString start = m_filePath.isEmpty() ? recentFiles().value(0) : m_filePath;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open job"), QFileInfo(start).absolutePath(), ScenarioFile::dialogFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    const ScenarioFile::LoadResult loaded = ScenarioFile::load(path);
    if (!loaded.ok()) {
        showFileError(path, loaded.detail());
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_savedJob = *loaded.job;
    m_controller->setJob(*loaded.job);
    updateModified();
    updateTitle();
    addRecentFile(m_filePath);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(m_filePath)), 5000);
    return true;
}

void MainWindow::showFileError(const QString &path, const QString &detail)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot open the job"),
                    tr("The job file %1 could not be opened; nothing was changed.")
                        .arg(QDir::toNativeSeparators(path)),
                    QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("fileErrorDialog"));
    box.setInformativeText(detail);
    box.exec();
}

bool MainWindow::save()
{
    if (m_filePath.isEmpty())
        return saveAs();
    return saveTo(m_filePath);
}

bool MainWindow::saveAs()
{
    const QString path
        = askSavePath(tr("Save job as"), ScenarioFile::dialogFilter(), ScenarioFile::suffix());
    return !path.isEmpty() && saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    m_controller->flush();
    QString error;
    if (!ScenarioFile::save(m_controller->job(), path, &error)) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot save the job"), error, QMessageBox::Ok,
                        this);
        box.setObjectName(QStringLiteral("saveErrorDialog"));
        box.setInformativeText(tr("The file on disk was not changed."));
        box.exec();
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_savedJob = m_controller->job();
    updateModified();
    updateTitle();
    addRecentFile(m_filePath);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_filePath)), 5000);
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return gp::appSettings().value(kRecentKey).toStringList();
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings s = gp::appSettings();
    s.setValue(kRecentKey, files);
    fillRecentMenu();
}

void MainWindow::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    QSettings s = gp::appSettings();
    s.setValue(kRecentKey, files);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files.at(i);
        // &1 ... &8: the keyboard reaches every entry.
        QAction *action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path]() {
            if (!maybeSave())
                return;
            if (!openFile(path) && !QFileInfo::exists(path))
                removeRecentFile(path);
        });
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(true);
}

// --- Exports ---------------------------------------------------------------------------------

QString MainWindow::askSavePath(const QString &title, const QString &filter, const QString &suffix)
{
    const QString base = m_filePath.isEmpty()
        ? QDir::home().filePath(QStringLiteral("gpu-plan"))
        : QFileInfo(m_filePath).absoluteDir().filePath(QFileInfo(m_filePath).completeBaseName());
    QFileDialog dialog(this, title, base + QLatin1Char('.') + suffix, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().first();
}

void MainWindow::reportExport(bool ok, const QString &path, const QString &error)
{
    if (ok) {
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 8000);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Export failed"), error, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("exportErrorDialog"));
    box.exec();
}

gp::report::ReportInput MainWindow::reportInput() const
{
    m_controller->flush();
    gp::report::ReportInput input {m_controller->plan(), m_controller->catalog(), QLocale(),
                                   m_catalogDescription};
    input.staleAfterDays = db::Catalog::staleAfterDays();
    return input;
}

void MainWindow::exportPdf()
{
    const QString path
        = askSavePath(tr("Export PDF summary"), tr("PDF files (*.pdf)"), QStringLiteral("pdf"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = gp::report::ReportWriter::writePdf(reportInput(), path, &error);
    reportExport(ok, path, error);
}

void MainWindow::exportDecisionPdf()
{
    const QString path = askSavePath(tr("Export one-page decision PDF"), tr("PDF files (*.pdf)"),
                                     QStringLiteral("pdf"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = gp::report::DecisionWriter::writePdf(reportInput(), path, &error);
    reportExport(ok, path, error);
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    PlanExport::preparePrinter(printer);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!gp::report::ReportWriter::render(reportInput(), printer))
        reportExport(false, {}, tr("The printer could not be used."));
}

void MainWindow::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    PlanExport::preparePrinter(printer);
    QPrintPreviewDialog preview(&printer, this);
    preview.setObjectName(QStringLiteral("printPreviewDialog"));
    preview.setWindowTitle(tr("Print preview"));
    const gp::report::ReportInput input = reportInput();
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&input](QPrinter *target) { (void)gp::report::ReportWriter::render(input, *target); });
    preview.resize(size() * 0.8);
    preview.exec();
}

QWidget *MainWindow::currentChart() const
{
    if (m_tabs->currentWidget() == m_compare)
        return m_compare->chartView();
    QWidget *page = m_results->tabs()->currentWidget();
    if (auto *view = qobject_cast<QChartView *>(page))
        return view;
    if (page) {
        if (auto *view = page->findChild<QChartView *>())
            return view;
    }
    return m_results->costTimeChart();
}

void MainWindow::exportChart(bool svg)
{
    QWidget *chart = currentChart();
    QString title;
    if (auto *view = qobject_cast<QChartView *>(chart))
        title = view->chart()->title();
    const QString path = svg
        ? askSavePath(tr("Export chart as SVG"), tr("SVG drawings (*.svg)"), QStringLiteral("svg"))
        : askSavePath(tr("Export chart as PNG"), tr("PNG images (*.png)"), QStringLiteral("png"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = svg ? PlanExport::writeSvg(*chart, title, path, &error)
                        : PlanExport::writePng(*chart, path, &error);
    reportExport(ok, path, error);
}

void MainWindow::exportCsv()
{
    const QString path = askSavePath(tr("Export comparison as CSV"), tr("CSV files (*.csv)"),
                                     QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    m_controller->flush();
    QString error;
    // The table as the user sorted it.
    const bool ok = PlanExport::writeCsv(*m_results->comparisonView()->model(), path, &error,
                                         ComparisonModel::ExportRole);
    reportExport(ok, path, error);
}

void MainWindow::exportJson()
{
    const QString path
        = askSavePath(tr("Export plan as JSON"), tr("JSON files (*.json)"), QStringLiteral("json"));
    if (path.isEmpty())
        return;
    m_controller->flush();
    QString error;
    const bool ok
        = PlanExport::writePlanJson(m_controller->plan(), m_controller->catalog(), path, &error);
    reportExport(ok, path, error);
}

// --- Presentation mode -----------------------------------------------------------------------

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    m_leavePresentationAction->setEnabled(on);
    if (on) {
        m_wasMaximized = isMaximized();
        m_normalFont = QApplication::font();
        QFont large = m_normalFont;
        if (large.pointSizeF() > 0)
            large.setPointSizeF(large.pointSizeF() * kPresentationFontScale);
        else
            large.setPixelSize(qRound(large.pixelSize() * kPresentationFontScale));
        QApplication::setFont(large);
        if (m_tabs->currentWidget() == m_catalogPage)
            m_tabs->setCurrentWidget(m_results);
    } else {
        QApplication::setFont(m_normalFont);
    }
    // A tab widget lays its bar out again on a style change, not on a font change: without
    // this the larger type leaves the tab bars scrolling at their old width.
    QTimer::singleShot(0, this, [this]() {
        for (QTabWidget *tabs : findChildren<QTabWidget *>()) {
            QEvent style(QEvent::StyleChange);
            QCoreApplication::sendEvent(tabs, &style);
        }
    });
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
    m_results->setPresentation(on);
    m_compare->rebuildChart();
    if (on)
        showFullScreen();
    else if (m_wasMaximized)
        showMaximized();
    else
        showNormal();
}

} // namespace gp::ui
