// UI benchmark (not a test): time from a field edit in the results workspace to the repainted
// comparison table and charts, offscreen, with the built-in catalog and the default job. Each
// round makes one edit back and forth and waits until the plan is recomputed and the visible
// result tab has painted (or, where the edit leaves its picture as it was, until the events the
// edit posted are handled without a paint). Three edits: the precision (bf16 <-> fp16: the default
// job's figures stay the same, only the job changes), the tokens (5 <-> 6 billion: every time and
// cost moves, memory stays) and the method (full <-> LoRA: every figure moves, options come and
// go). Prints "edit / tab<TAB>median ms<TAB>max ms<TAB>median CPU ms" rows (CPU: this process, all
// threads; on a busy machine the wall clock also counts waiting for a core); asserts nothing.
//   bench_ui [rounds] [tab index] [edit index]   (-1 for all; one tab alone, for a profiler)

#include "catalog.h"
#include "jobcontroller.h"
#include "mainwindow.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTabWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>

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
    auto *method = window.findChild<QComboBox *>(QStringLiteral("method"));
    auto *tokens = window.findChild<QLineEdit *>(QStringLiteral("tokensB"));
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    if (!controller || !precision || !method || !tokens || !tabs || precision->count() < 2)
        die("the results workspace has no precision, method or tokens field or no result tabs");

    // What a user's pick in a list does: the index changes, then activated().
    const auto flip = [](QComboBox *box, int a, int b) {
        const int next = box->currentIndex() == a ? b : a;
        box->setCurrentIndex(next);
        emit box->activated(next);
    };
    const int full = method->currentIndex();
    const int lora = method->findText(QStringLiteral("LoRA"), Qt::MatchStartsWith);
    if (lora < 0 || lora == full)
        die("the method list has no LoRA");
    const struct {
        const char *name;
        std::function<void()> step;
    } edits[] = {
        {"precision",
         [&] {
             flip(precision, 0, 1);
         }},
        {"tokens",
         [&] {
             // What typing does: the text changes, then textEdited().
             const QString next = tokens->text() == QStringLiteral("5") ? QStringLiteral("6")
                                                                        : QStringLiteral("5");
             tokens->setText(next);
             emit tokens->textEdited(next);
         }},
        {"method",
         [&] {
             flip(method, full, lora);
         }},
    };
    tokens->setText(QStringLiteral("5"));
    emit tokens->textEdited(tokens->text());
    settle(200);

    std::printf("%-44s\t%s\t%s\t%s\n", "edit / repainted results tab", "median ms", "max ms",
                "median cpu ms");
    std::fflush(stdout);
    const int onlyTab = argc > 2 ? QByteArray(argv[2]).toInt() : -1;
    const int onlyEdit = argc > 3 ? QByteArray(argv[3]).toInt() : -1;
    for (int e = 0; e < int(std::size(edits)); ++e) {
        if (onlyEdit >= 0 && e != onlyEdit)
            continue;
        for (int tab = 0; tab < tabs->count(); ++tab) {
            if (onlyTab >= 0 && tab != onlyTab)
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
                edits[e].step();
                while (!watch.planChanged && t.elapsed() < 10000)
                    QApplication::processEvents(QEventLoop::AllEvents);
                // A tab whose picture does not change with the edit paints nothing: ten
                // passes over the posted events without a paint end the round.
                for (int idle = 0; !watch.painted && idle < 10; ++idle)
                    QApplication::processEvents(QEventLoop::AllEvents);
                times << double(t.nsecsElapsed()) / 1e6;
                cpu << double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC;
                settle(20);
            }
            std::sort(times.begin(), times.end());
            std::sort(cpu.begin(), cpu.end());
            const QString name = QString::fromLatin1(edits[e].name) + QStringLiteral(" / ")
                + tabs->tabText(tab).remove(QLatin1Char('&'));
            std::printf("%-44s\t%.2f\t%.2f\t%.2f\n", qPrintable(name), times.at(times.size() / 2),
                        times.last(), cpu.at(cpu.size() / 2));
            std::fflush(stdout);
        }
    }
    return 0;
}
