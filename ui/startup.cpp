#include "startup.h"

#include "catalog.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace gp::ui {

namespace {

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

    QCommandLineParser parser;
    const QCommandLineOption catalogOption(
        QStringLiteral("catalog"),
        QApplication::translate("gp::ui::Startup", "Use the catalog in FILE."),
        QStringLiteral("FILE"));
    const QCommandLineOption quitOption(
        QStringLiteral("quit-after-start"),
        QApplication::translate("gp::ui::Startup",
                                "Quit once the window is shown and print the start-up time."));
    parser.addOption(catalogOption);
    parser.addOption(quitOption);
    parser.process(app);

    QString path = parser.value(catalogOption);
    if (path.isEmpty())
        path = db::Catalog::defaultPath();

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
    if (catalog->isReadOnly())
        description += QApplication::translate("gp::ui::Startup", " (read-only)");

    MainWindow window;
    window.setCatalog(catalog->load(), description);
    window.show();

    if (parser.isSet(quitOption)) {
        QTimer::singleShot(0, &app, [&]() {
            QTextStream(stderr) << "window shown after " << sinceStart.elapsed() << " ms\n";
            QApplication::quit();
        });
    }
    return app.exec();
}

} // namespace gp::ui
