// Test-only child process for tst_scenariofile: saves a large job to one file over and over
// (alternating two versions) until it is killed, announcing each save on stdout first.
// Usage: scenario_save_loop FILE [COUNT]

#include "jobparser.h"
#include "scenarios/scenariofile.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 2)
        return 2;
    const QString path = args.at(1);
    const int count = args.size() > 2 ? args.at(2).toInt() : -1;

    gp::Job job = gp::defaultJob();
    // A few megabytes, so a kill lands in the middle of writing often.
    for (int i = 0; i < 20000; ++i)
        job.measured.append({QStringLiteral("rtx-4090-24g"), 1 + i % 8, 1000.0 + i, {}});

    QTextStream out(stdout);
    for (int i = 0; count < 0 || i < count; ++i) {
        job.tokensB = 2 + i % 2; // the new versions: 2 and 3 (the old file has 1)
        out << "saving " << i << Qt::endl;
        QString error;
        if (!gp::ui::ScenarioFile::save(job, path, &error)) {
            QTextStream(stderr) << error << Qt::endl;
            return 1;
        }
    }
    return 0;
}
