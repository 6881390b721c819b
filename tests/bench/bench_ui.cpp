// UI benchmark (not a test): time from a field edit in the results workspace to the repainted
// comparison table and charts, offscreen, with the built-in catalog and the default job. Each
// round changes the precision (bf16 <-> fp16) and waits until the plan is recomputed and the
// visible result tab has painted. Prints "name<TAB>median ms<TAB>max ms<TAB>median CPU ms" rows
// (CPU: this process, all threads; on a busy machine the wall clock also counts waiting for a
// core); asserts nothing.
//   bench_ui [rounds] [tab index]   (a tab index times that tab alone, for a profiler)

#include "catalog.h"
#include "jobcontroller.h"
#include "mainwindow.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace gp;

namespace {

/// Sets a flag when any watched widget paints after the plan changed.
class PaintWatch final : public QObject {
public:
    bool planChanged = false;
    bool painted = false;

    void watch(QWidget *root)
    {
        root->installEventFilter(this);
        for (QWidget *w : root->findChildren<QWidget *>())
            w->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && planChanged)
            painted = true;
        return QObject::eventFilter(watched, event);
    }
};

void settle(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 10);
}

[[noreturn]] void die(const char *what)
{
    std::fprintf(stderr, "bench_ui: %s\n", what);
    std::exit(1);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 40;

    QTemporaryDir dir;
    db::Catalog catalog;
    if (!catalog.open(dir.filePath(QStringLiteral("catalog.sqlite"))).ok)
        die("cannot open a catalog");
    ui::MainWindow window;
    window.setCatalog(catalog.load(), QStringLiteral("bench"));
    window.resize(1400, 900);
    window.show();
    settle(500);

    auto *controller = window.findChild<ui::JobController *>();
    auto *precision = window.findChild<QComboBox *>(QStringLiteral("precision"));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    if (!controller || !precision || !tabs || precision->count() < 2)
        die("the results workspace has no precision field or result tabs");

    std::printf("%-44s\t%s\t%s\t%s\n", "edit -> repainted results tab", "median ms", "max ms",
                "median cpu ms");
    std::fflush(stdout);
    const int only = argc > 2 ? QByteArray(argv[2]).toInt() : -1;
    for (int tab = 0; tab < tabs->count(); ++tab) {
        if (only >= 0 && tab != only)
            continue;
        tabs->setCurrentIndex(tab);
        settle(200);
        PaintWatch watch;
        watch.watch(tabs->currentWidget());
        QObject::connect(controller, &ui::JobController::planChanged, &watch,
                         [&watch]() { watch.planChanged = true; });
        QList<double> times;
        QList<double> cpu;
        for (int r = 0; r < rounds; ++r) {
            watch.planChanged = false;
            watch.painted = false;
            QElapsedTimer t;
            t.start();
            const std::clock_t cpuStart = std::clock();
            // What a user's pick in the list does: the index changes, then activated().
            const int next = (precision->currentIndex() + 1) % 2;
            precision->setCurrentIndex(next);
            emit precision->activated(next);
            while (!(watch.planChanged && watch.painted) && t.elapsed() < 10000)
                QApplication::processEvents(QEventLoop::AllEvents);
            times << double(t.nsecsElapsed()) / 1e6;
            cpu << double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
            settle(20);
        }
        std::sort(times.begin(), times.end());
        std::sort(cpu.begin(), cpu.end());
        const QString name = tabs->tabText(tab).remove(QLatin1Char('&'));
        std::printf("%-44s\t%.2f\t%.2f\t%.2f\n", qPrintable(name), times.at(times.size() / 2),
                    times.last(), cpu.at(cpu.size() / 2));
        std::fflush(stdout);
    }
    return 0;
}
