// The main window's File and View menus: save and open with the file in the title, the modified
// marker and recent files; bad files reported by file and field with the current job kept; the
// unsaved-changes prompt; print preview; presentation mode; retranslation at run time.

#include "jobcontroller.h"
#include "jobparser.h"
#include "mainwindow.h"
#include "results/recommendationsummary.h"
#include "results/resultsworkspace.h"
#include "scenarios/compareview.h"
#include "scenariotestsupport.h"
#include "uitestsupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QFileDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <functional>

using gp::uitest::onNextModal;

namespace {

/// Marks every string of the main window, so a test sees which texts were retranslated.
class MarkingTranslator final : public QTranslator {
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "gp::ui::MainWindow") != 0)
            return {};
        return QStringLiteral("«%1»").arg(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray sampleBytes(const QString &name)
{
    QFile f(gp::scenariotest::sampleJob(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QAction *action(const QWidget &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestScenariosWindow final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Recent files go to the settings: keep them in the test's own folder.
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(!m_catalog.offerings.isEmpty());
    }

    void saveAndOpenShowTheFileInTheTitle()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral("Untitled")));

        gp::Job job = gp::defaultJob();
        job.tokensB = 3;
        window.controller()->setJob(job);
        QVERIFY(window.isWindowModified());

        const QString file = path(QStringLiteral("three billion.gpuplan"));
        QVERIFY(window.saveTo(file));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.filePath(), file);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("three billion.gpuplan[*]")));
        QCOMPARE(window.recentFiles().value(0), file);

        // Editing back to the saved job clears the marker again.
        job.tokensB = 4;
        window.controller()->setJob(job);
        QVERIFY(window.isWindowModified());
        job.tokensB = 3;
        window.controller()->setJob(job);
        QVERIFY(!window.isWindowModified());

        gp::ui::MainWindow other;
        other.setCatalog(m_catalog, QStringLiteral("test"));
        QVERIFY(other.openFile(file));
        QVERIFY(other.controller()->job() == job);
        QVERIFY(!other.isWindowModified());
        QVERIFY(other.windowTitle().contains(QStringLiteral("three billion.gpuplan")));
        other.controller()->flush();
        QCOMPARE(other.controller()->plan().job.tokensB, 3.0);
    }

    void recentFilesKeepTheNewestEight()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        QStringList saved;
        for (int i = 0; i < 10; ++i) {
            saved.prepend(path(QStringLiteral("recent-%1.gpuplan").arg(i)));
            QVERIFY(window.saveTo(saved.first()));
        }
        QCOMPARE(window.recentFiles(), saved.mid(0, 8));
        // Opening an older one brings it to the top, once.
        QVERIFY(window.openFile(saved.at(5)));
        QCOMPARE(window.recentFiles().first(), saved.at(5));
        QCOMPARE(window.recentFiles().count(saved.at(5)), 1);
        auto *menu = window.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(menu);
        QVERIFY(menu->actions().size() >= 8);
        QVERIFY(menu->actions().first()->text().contains(QStringLiteral("recent-4.gpuplan")));
    }

    void aBadFileIsReportedAndTheJobStays_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("field");
        const QByteArray good = sampleBytes(QStringLiteral("default.gpuplan"));
        QVERIFY(!good.isEmpty());
        QTest::newRow("truncated JSON") << good.left(good.size() - 40) << QStringLiteral("line");
        QByteArray tag = good;
        tag.replace("gpuplanner-job/1", "gpuplanner-plan/1");
        QTest::newRow("wrong format tag") << tag << QStringLiteral("format");
        QByteArray unknown = good;
        unknown.replace("\"tokens_b\"", "\"token_b\": 1, \"tokens_b\"");
        QTest::newRow("unknown key") << unknown << QStringLiteral("token_b");
        QByteArray wrongType = good;
        wrongType.replace("\"deadline_days\": 21", "\"deadline_days\": [21]");
        QTest::newRow("wrong type") << wrongType << QStringLiteral("deadline_days");
    }

    void aBadFileIsReportedAndTheJobStays()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, field);
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString goodFile = path(QStringLiteral("kept.gpuplan"));
        gp::Job kept = gp::defaultJob();
        kept.tokensB = 2.5;
        kept.iteration = gp::Iteration::Weekly;
        window.controller()->setJob(kept);
        QVERIFY(window.saveTo(goodFile));
        // An unsaved edit on top: it must survive the failed open too.
        kept.monthlyHours = 500;
        window.controller()->setJob(kept);

        const QString badFile
            = path(QStringLiteral("broken %1.gpuplan").arg(QLatin1String(QTest::currentDataTag())));
        QVERIFY(writeBytes(badFile, bytes));
        QString shown;
        QString objectName;
        onNextModal([&](QWidget *modal) {
            objectName = modal->objectName();
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                shown = box->text() + QLatin1Char('\n') + box->informativeText();
                box->accept();
            } else {
                modal->close();
            }
        });
        QVERIFY(!window.openFile(badFile));
        QCOMPARE(objectName, QStringLiteral("fileErrorDialog"));
        QVERIFY2(shown.contains(QFileInfo(badFile).fileName()), qPrintable(shown));
        QVERIFY2(shown.contains(field), qPrintable(shown));

        QVERIFY(window.controller()->job() == kept);
        QCOMPARE(window.filePath(), goodFile);
        QVERIFY(window.isWindowModified());
        QVERIFY(window.recentFiles().value(0) != badFile);
    }

    void closingAsksAboutUnsavedChanges()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        gp::Job job = gp::defaultJob();
        job.tokensB = 7;
        window.controller()->setJob(job);
        QVERIFY(window.isWindowModified());

        QString asked;
        onNextModal([&](QWidget *modal) {
            asked = modal->objectName();
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!window.close());
        QCOMPARE(asked, QStringLiteral("unsavedChangesDialog"));
        QVERIFY(window.isVisible());
        QCOMPARE(window.controller()->job().tokensB, 7.0);

        onNextModal([&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Discard)->click();
        });
        QVERIFY(window.close());
        QVERIFY(!window.isVisible());
    }

    void openingAnotherJobAsksFirstAndCancelKeepsTheJob()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString file = path(QStringLiteral("recent-target.gpuplan"));
        QVERIFY(window.saveTo(file));
        gp::Job job = gp::defaultJob();
        job.tokensB = 8;
        window.controller()->setJob(job);
        auto *menu = window.findChild<QMenu *>(QStringLiteral("recentMenu"));
        QVERIFY(menu);
        QAction *entry = menu->actions().value(0);
        QVERIFY(entry && entry->text().contains(QStringLiteral("recent-target.gpuplan")));
        QString asked;
        onNextModal([&](QWidget *modal) {
            asked = modal->objectName();
            if (auto *box = qobject_cast<QMessageBox *>(modal))
                box->button(QMessageBox::Cancel)->click();
        });
        entry->trigger();
        QCOMPARE(asked, QStringLiteral("unsavedChangesDialog"));
        QCOMPARE(window.controller()->job().tokensB, 8.0);
    }

    void printPreviewShowsTheReportsPages()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        int pages = -1;
        onNextModal([&](QWidget *modal) {
            if (auto *preview = modal->findChild<QPrintPreviewWidget *>())
                pages = preview->pageCount();
            modal->close();
        });
        QAction *preview = action(window, "printPreviewAction");
        QVERIFY(preview);
        preview->trigger();
        QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    }

    void fileMenuExportsTheOnePageDecision()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("Catalog: the shipped default"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction *decision = action(window, "exportDecisionAction");
        QVERIFY(decision);
        // Beside the full report's export in the File menu.
        auto *file = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
        QVERIFY(file);
        const QList<QAction *> actions = file->actions();
        const qsizetype summary = actions.indexOf(action(window, "exportPdfAction"));
        QVERIFY(summary >= 0);
        QCOMPARE(actions.indexOf(decision), summary + 1);

        const QString pdf = path(QStringLiteral("decision.pdf"));
        QFile::remove(pdf);
        QString asked;
        onNextModal([&](QWidget *modal) {
            asked = modal->windowTitle();
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            dialog->selectFile(pdf);
            static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept is protected
        });
        decision->trigger();
        QCOMPARE(asked, QStringLiteral("Export one-page decision PDF"));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString bytes = QString::fromLatin1(f.readAll());
        QVERIFY(bytes.startsWith(QStringLiteral("%PDF-")));
        static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![A-Za-z])"));
        QCOMPARE(bytes.count(page), 1);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("decision.pdf")));
    }

    void presentationModeIsFullScreenWithChartsFirst()
    {
        const QFont normal = QApplication::font();
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.isFullScreen());

        QTest::keyClick(&window, Qt::Key_F11);
        QVERIFY(window.isPresentationMode());
        QVERIFY(window.isFullScreen());
        QVERIFY(!window.menuBar()->isVisible());
        QVERIFY(QApplication::font().pointSizeF() > normal.pointSizeF() * 1.4);
        gp::ui::ResultsWorkspace *results = window.resultsWorkspace();
        QVERIFY(results->isPresentation());
        QCOMPARE(results->tabs()->currentIndex(), int(gp::ui::ResultsWorkspace::CostTimeTab));
        // The compact recommendation beside the charts.
        QVERIFY(results->summary() && results->summary()->isVisible());
        QVERIFY(results->tabs()->mapTo(results, QPoint(0, 0)).x()
                < results->summary()->mapTo(results, QPoint(0, 0)).x());
        // The comparison tab: the table at full width.
        results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::ComparisonTab);
        QVERIFY(!results->summary()->isVisible());
        QTRY_VERIFY(results->comparisonView()->width() > results->width() * 8 / 10);
        results->tabs()->setCurrentIndex(gp::ui::ResultsWorkspace::CostTimeTab);
        QCoreApplication::processEvents();
        gp::uitest::saveShot(&window, QStringLiteral("presentation-mode"));

        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!window.isPresentationMode());
        QVERIFY(!window.isFullScreen());
        QVERIFY(window.menuBar()->isVisible());
        QCOMPARE(QApplication::font(), normal);
        QVERIFY(!results->summary()->isVisible());

        QTest::keyClick(&window, Qt::Key_F11);
        QVERIFY(window.isFullScreen());
        QTest::keyClick(&window, Qt::Key_F11);
        QVERIFY(!window.isFullScreen());
        QVERIFY(!action(window, "presentationAction")->isChecked());
    }

    void retranslatesWhenTheLanguageChanges()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(gp::ui::MainWindow::CompareTab), QStringLiteral("Co&mpare"));
        QCOMPARE(action(window, "exportPdfAction")->text(), QStringLiteral("Export &PDF summary…"));

        MarkingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator));
        // Widgets get QEvent::LanguageChange posted.
        QTRY_COMPARE(tabs->tabText(gp::ui::MainWindow::CompareTab), QStringLiteral("«Co&mpare»"));
        QCOMPARE(action(window, "exportPdfAction")->text(),
                 QStringLiteral("«Export &PDF summary…»"));
        QCOMPARE(action(window, "presentationAction")->text(),
                 QStringLiteral("«&Presentation mode»"));
        auto *file = window.findChild<QMenu *>(QStringLiteral("fileMenu"));
        QVERIFY(file);
        QCOMPARE(file->title(), QStringLiteral("«&File»"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("«")));

        QVERIFY(QCoreApplication::removeTranslator(&translator));
        QTRY_COMPARE(file->title(), QStringLiteral("&File"));
        QCOMPARE(tabs->tabText(gp::ui::MainWindow::CompareTab), QStringLiteral("Co&mpare"));
    }

    void addCurrentAsScenarioFillsTheCompareTab()
    {
        gp::ui::MainWindow window;
        window.setCatalog(m_catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.saveTo(path(QStringLiteral("h100.gpuplan"))));
        action(window, "addScenarioAction")->trigger();
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("mainTabs"));
        QCOMPARE(tabs->currentWidget(), window.compareView());
        QCOMPARE(window.compareView()->table()->model()->rowCount(), 2);
        QCOMPARE(window.compareView()->table()->model()->index(0, 0).data().toString(),
                 QStringLiteral("h100.gpuplan"));
        // The chart export follows the tab on screen.
        QCOMPARE(window.currentChart(), window.compareView()->chartView());
        QCoreApplication::processEvents();
        gp::uitest::saveShot(&window, QStringLiteral("main-window-compare"));
    }
};

QTEST_MAIN(TestScenariosWindow)
#include "tst_scenarioswindow.moc"
