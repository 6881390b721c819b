#pragma once

#include "catalogdata.h"
#include "job.h"

#include <QFont>
#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QMimeData;
class QTabWidget;
class QTableView;
class QWidget;

namespace gp::report {
struct ReportInput;
}

namespace gp::ui {

class CompareView;
class JobController;
class OfferingTableModel;
class PriceTableModel;
class ResultsWorkspace;

/// The main window: the current job's results (first tab), the scenarios compared side by side,
/// and the catalog's offerings with the price history of the selected one. The File menu saves
/// and opens the job as a `.gpuplan` file and exports the plan; View > Presentation mode is the
/// meeting-room view.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    enum Tab { ResultsTab, CompareTab, CatalogTab };

    explicit MainWindow(QWidget *parent = nullptr);

    /// Shows a catalog; \a sourceDescription says where it came from (path, read-only...).
    void setCatalog(const CatalogData &catalog, const QString &sourceDescription);
    /// Keeps the Compare tab's scenarios in \a path from one start to the next (restored now);
    /// a kept file that cannot be read is set aside and the status bar says where.
    void keepScenariosIn(const QString &path);

    [[nodiscard]] OfferingTableModel *offeringModel() const { return m_offerings; }
    [[nodiscard]] PriceTableModel *priceModel() const { return m_prices; }
    [[nodiscard]] JobController *controller() const { return m_controller; }
    [[nodiscard]] ResultsWorkspace *resultsWorkspace() const { return m_results; }
    [[nodiscard]] CompareView *compareView() const { return m_compare; }
    [[nodiscard]] QMenu *viewMenu() const { return m_viewMenu; }

    /// Opens the plan wizard on the current job; Finish makes its job the current one.
    void openWizard();

    /// The job file shown, or empty for a job not saved yet.
    [[nodiscard]] QString filePath() const { return m_filePath; }
    /// Opens a job file. A bad file is reported (naming the file and the field) and changes
    /// nothing: the current job stays. Does not ask about unsaved changes (the actions do).
    bool openFile(const QString &path);
    /// Makes the trial log at \a path the job's run of \a gpus cards of \a accelerator (replacing
    /// one of the same accelerator and count): its steady speed and peak memory become the run's
    /// figures. A log that cannot be read is reported naming the file; the job is not changed.
    bool addTrialLogFile(const QString &path, const QString &accelerator, int gpus);
    /// Saves the current job to \a path (atomically) and makes it the window's file.
    bool saveTo(const QString &path);
    /// The recently opened or saved job files, newest first.
    [[nodiscard]] QStringList recentFiles() const;

    /// What the PDF, the print-out and the preview show: the current plan.
    [[nodiscard]] gp::report::ReportInput reportInput() const;
    /// The chart the export actions write: the one on screen, else cost against time.
    [[nodiscard]] QWidget *currentChart() const;

    void setPresentationMode(bool on);
    [[nodiscard]] bool isPresentationMode() const { return m_presentation; }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    /// A dropped job file opens; any other file is taken as a trial log (askTrialLog).
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// \a wanted, no larger than the screen's available area.
    [[nodiscard]] QSize fittedSize(const QSize &wanted) const;
    void createActions();
    void retranslate();
    /// File > Settings: catalog location and the age past which prices are stale.
    void openSettings();
    void showPricesOf(int row);
    void updateCatalogInfo();

    /// Asks what to do with unsaved changes; false when the user cancels.
    bool maybeSave();
    void newPlan();
    void open();
    bool save();
    bool saveAs();
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    void fillRecentMenu();
    void showFileError(const QString &path, const QString &detail);
    [[nodiscard]] static QString droppedFile(const QMimeData *mime);
    void openDroppedFile(const QString &path);
    /// File > Add trial log: picks a file, then askTrialLog().
    void addTrialLog();
    /// Reads the log at \a path, asks which accelerator and cards ran it (TrialLogDialog,
    /// suggesting them) and adds it to the job.
    void askTrialLog(const QString &path);
    void showTrialLogError(const QString &path, const QString &detail);
    void updateModified();
    void updateTitle();
    [[nodiscard]] QString documentName() const;

    QString askSavePath(const QString &title, const QString &filter, const QString &suffix);
    void exportPdf();
    void exportDecisionPdf();
    void print();
    void printPreview();
    void exportChart(bool svg);
    void exportCsv();
    void exportJson();
    void reportExport(bool ok, const QString &path, const QString &error);

    OfferingTableModel *m_offerings = nullptr;
    PriceTableModel *m_prices = nullptr;
    JobController *m_controller = nullptr;
    ResultsWorkspace *m_results = nullptr;
    CompareView *m_compare = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_catalogPage = nullptr;
    QTableView *m_offeringView = nullptr;
    QTableView *m_priceView = nullptr;
    QLabel *m_catalogInfo = nullptr;
    QString m_catalogDescription;

    QString m_filePath;
    gp::Job m_savedJob; ///< the job as last saved or opened, to tell if it changed since

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportPdfAction = nullptr;
    QAction *m_exportDecisionAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_printPreviewAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QAction *m_exportCsvAction = nullptr;
    QAction *m_exportJsonAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_addTrialLogAction = nullptr;
    QAction *m_addScenarioAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_leavePresentationAction = nullptr;

    bool m_presentation = false;
    bool m_wasMaximized = false;
    QFont m_normalFont;
};

} // namespace gp::ui
