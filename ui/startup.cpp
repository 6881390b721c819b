#include "startup.h"

#include "catalog.h"
#include "catalog/catalogeditor.h"
#include "catalog/catalogstore.h"
#include "languagemenu.h"
#include "mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <memory>

namespace gp::ui {

namespace {

/// Peak resident memory of this process in MiB (VmHWM), or -1 where /proc is missing.
qint64 peakResidentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() / 1024;
    }
    return -1;
}

/// For --quit-after-start: waits for the first paint of the comparison table holding the plan's
/// rows (the results a user sees), then prints the start-up times and peak memory and quits.
class StartupProbe final : public QObject {
public:
    StartupProbe(QWidget *window, const QElapsedTimer &sinceStart)
        : m_sinceStart(sinceStart)
        , m_window(window)
    {
        m_table = window->findChild<QAbstractItemView *>(QStringLiteral("comparisonTable"));
        if (m_table)
            m_table->viewport()->installEventFilter(this);
        QTimer::singleShot(0, this, [this]() { m_shownMs = m_sinceStart.elapsed(); });
        // A window without results (an empty catalog) still quits.
        QTimer::singleShot(m_table ? 30000 : 0, this, &StartupProbe::report);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!m_painted && event->type() == QEvent::Paint && m_table->model()
            && m_table->model()->rowCount() > 0) {
            m_painted = true;
            // The paint runs after this filter; report once it has reached the window.
            QTimer::singleShot(0, this, &StartupProbe::report);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void report()
    {
        if (m_reported)
            return;
        m_reported = true;
        QTextStream err(stderr);
        err << "window shown after " << m_shownMs << " ms\n";
        err << "job: " << m_window->windowTitle() << "\n";
        // CPU time of the process since it started (all threads): on a busy machine the wall
        // clock above also counts time spent waiting for a core.
        const qint64 cpuMs = qint64(std::clock()) * 1000 / CLOCKS_PER_SEC;
        if (m_painted)
            err << "results painted after " << m_sinceStart.elapsed() << " ms (cpu " << cpuMs
                << " ms)\n";
        else
            err << "results not painted after " << m_sinceStart.elapsed() << " ms\n";
        err << "peak resident memory " << peakResidentMiB() << " MiB\n";
        err.flush();
        QApplication::quit();
    }

    const QElapsedTimer &m_sinceStart;
    QWidget *m_window = nullptr;
    QAbstractItemView *m_table = nullptr;
    qint64 m_shownMs = -1;
    bool m_painted = false;
    bool m_reported = false;
};

/// What the user chose when the catalog could not be opened.
enum class BadCatalogChoice { SetAside, UseBuiltIn, Quit };

BadCatalogChoice askAboutBadCatalog(const db::OpenResult &result)
{
    QMessageBox box(QMessageBox::Warning,
                    QApplication::translate("gp::ui::Startup", "Catalog problem"), result.message);
    box.setObjectName(QStringLiteral("badCatalogDialog"));
    const bool canSetAside = result.error == db::OpenError::NotADatabase
        || result.error == db::OpenError::EmptyFile
        || result.error == db::OpenError::ForeignDatabase
        || result.error == db::OpenError::NewerSchema;
    QPushButton *setAside = nullptr;
    if (canSetAside) {
        box.setInformativeText(QApplication::translate(
            "gp::ui::Startup",
            "You can set the file aside (it is renamed, never deleted) and start from the "
            "default catalog, or use the built-in catalog for this session only."));
        setAside = box.addButton(
            QApplication::translate("gp::ui::Startup", "&Set aside and start fresh"),
            QMessageBox::AcceptRole);
    } else {
        box.setInformativeText(QApplication::translate(
            "gp::ui::Startup",
            "The file was not changed. You can use the built-in catalog for "
            "this session only."));
    }
    QPushButton *builtIn
        = box.addButton(QApplication::translate("gp::ui::Startup", "Use the &built-in catalog"),
                        QMessageBox::ActionRole);
    QPushButton *quit = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(builtIn);
    box.setEscapeButton(quit);
    box.exec();
    if (setAside && box.clickedButton() == setAside)
        return BadCatalogChoice::SetAside;
    if (box.clickedButton() == builtIn)
        return BadCatalogChoice::UseBuiltIn;
    return BadCatalogChoice::Quit;
}

} // namespace

int runWindow(QApplication &app)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    LanguageMenu::applySaved();

    QCommandLineParser parser;
    const QCommandLineOption catalogOption(
        QStringLiteral("catalog"),
        QApplication::translate("gp::ui::Startup", "Use the catalog in FILE."),
        QStringLiteral("FILE"));
    const QCommandLineOption quitOption(
        QStringLiteral("quit-after-start"),
        QApplication::translate(
            "gp::ui::Startup",
            "Quit once the window shows the results; print the start-up time and peak "
            "memory."));
    parser.addOption(catalogOption);
    parser.addOption(quitOption);
    parser.addPositionalArgument(
        QStringLiteral("job"),
        QApplication::translate("gp::ui::Startup", "A job file (.gpuplan) to open."),
        QStringLiteral("[job.gpuplan]"));
    parser.process(app);

    QString path = parser.value(catalogOption);
    if (path.isEmpty())
        path = db::Catalog::configuredPath();

    auto catalog = std::make_unique<db::Catalog>();
    std::unique_ptr<QTemporaryDir> sessionDir;
    db::OpenResult result = catalog->open(path);
    QString description = QApplication::translate("gp::ui::Startup", "Catalog: %1").arg(path);
    if (!result.ok) {
        switch (askAboutBadCatalog(result)) {
        case BadCatalogChoice::SetAside: {
            QString error;
            const QString aside = db::Catalog::setAside(path, &error);
            if (aside.isEmpty()) {
                QMessageBox::critical(
                    nullptr, QApplication::translate("gp::ui::Startup", "Catalog problem"), error);
                return 3;
            }
            catalog = std::make_unique<db::Catalog>();
            result = catalog->open(path);
            description = QApplication::translate("gp::ui::Startup",
                                                  "Catalog: %1 (the old file was kept as %2)")
                              .arg(path, aside);
            break;
        }
        case BadCatalogChoice::UseBuiltIn:
            sessionDir = std::make_unique<QTemporaryDir>();
            catalog = std::make_unique<db::Catalog>();
            result = catalog->open(sessionDir->filePath(QStringLiteral("catalog.sqlite")));
            description = QApplication::translate(
                              "gp::ui::Startup",
                              "Built-in catalog for this session only (%1 was not changed)")
                              .arg(path);
            break;
        case BadCatalogChoice::Quit:
            return 3;
        }
        if (!result.ok) {
            QMessageBox::critical(nullptr,
                                  QApplication::translate("gp::ui::Startup", "Catalog problem"),
                                  result.message);
            return 3;
        }
    }
    if (!catalog->notice().isEmpty())
        description = catalog->notice();
    else if (catalog->isReadOnly())
        description += QApplication::translate("gp::ui::Startup", " (read-only)");

    MainWindow window;
    if (auto *editor = window.findChild<CatalogEditor *>()) {
        // The editor reads the catalog once; the plan works on the same data.
        editor->setCatalog(catalog.get());
        window.setCatalog(editor->store()->data(), description);
        // Edits, undos and imports are written at once; the plan follows the new prices.
        QObject::connect(editor, &CatalogEditor::catalogEdited, &window,
                         [&window, description](const CatalogData &edited) {
                             window.setCatalog(edited, description);
                         });
    } else {
        window.setCatalog(catalog->loadCurrent(), description);
    }
    // Compare scenarios survive a restart, beside the catalog in the data folder.
    window.keepScenariosIn(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                               .filePath(QStringLiteral("scenarios.gpuplanset")));
    window.show();
    // A file opened from the file manager (Exec=gpuplanner %f) or given on the command line; a
    // bad one is reported over the window, which keeps the default job.
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());

    std::unique_ptr<StartupProbe> probe;
    if (parser.isSet(quitOption))
        probe = std::make_unique<StartupProbe>(&window, sinceStart);
    return app.exec();
}

} // namespace gp::ui
