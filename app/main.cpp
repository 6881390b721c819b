#include "cli.h"
#include "startup.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <memory>

namespace {

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("gpuplanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLANNER_VERSION));
    QCoreApplication::setOrganizationName(QString());
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    const bool cli = gp::cli::Cli::wantsCli(arguments);
    if (cli || !hasDisplay()) {
        // Drawing a PDF needs fonts and a paint engine (QGuiApplication); plain verbs start
        // faster on QCoreApplication.
        const bool paints = !cli || gp::cli::Cli::needsPainting(arguments);
        if (paints && !hasDisplay())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        std::unique_ptr<QCoreApplication> app = paints
            ? std::make_unique<QGuiApplication>(argc, argv)
            : std::make_unique<QCoreApplication>(argc, argv);
        describeApplication();
        QTextStream out(stdout);
        QTextStream err(stderr);
        gp::cli::Cli runner(out, err);
        return cli ? runner.run(QCoreApplication::arguments())
                   : runner.runHeadless(QCoreApplication::arguments());
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    return gp::ui::runWindow(app);
}
