#pragma once

// Shared by the ui test suites: the shipped catalog in a temporary file, and chart/page grabs
// kept as test artifacts (and, for tests/ui/screenshots.sh, as the docs' screenshots).

#include "catalog.h"
#include "catalogdata.h"

#include <QApplication>
#include <QDir>
#include <QPixmap>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>

namespace gp::uitest {

/// Opens a fresh catalog (the shipped data, materialised by the catalog layer) in \a dir.
inline gp::CatalogData loadCatalog(const QTemporaryDir &dir)
{
    gp::db::Catalog catalog;
    const auto result = catalog.open(dir.filePath(QStringLiteral("catalog.sqlite")));
    if (!result.ok)
        qWarning() << result.message;
    return catalog.load();
}

/// Saves a grab of \a widget as <name>.png under "artifacts" in the working directory, and
/// under $GPUPLANNER_SCREENSHOT_DIR when set (the screenshot script sets it to docs/screenshots).
inline bool saveShot(QWidget *widget, const QString &name)
{
    const QPixmap pixmap = widget->grab();
    if (pixmap.isNull())
        return false;
    QStringList dirs {QDir::current().filePath(QStringLiteral("artifacts"))};
    const QString docs = qEnvironmentVariable("GPUPLANNER_SCREENSHOT_DIR");
    if (!docs.isEmpty())
        dirs << docs;
    bool ok = true;
    for (const QString &d : dirs) {
        QDir().mkpath(d);
        ok = pixmap.save(QDir(d).filePath(name + QStringLiteral(".png"))) && ok;
    }
    return ok;
}

/// Runs \a handle on the next modal dialog the event loop shows, then lets the caller go on.
inline void onNextModal(const std::function<void(QWidget *)> &handle)
{
    QTimer::singleShot(0, qApp, [handle]() {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal) {
            // Not up yet: try again from the dialog's own event loop.
            onNextModal(handle);
            return;
        }
        handle(modal);
    });
}

} // namespace gp::uitest
