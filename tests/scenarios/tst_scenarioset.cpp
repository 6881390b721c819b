// Compare scenarios on disk: a `.gpuplanset` file round-trips names and jobs, bad files are
// refused with the file and the field named, and the Compare tab keeps its scenarios from one
// start to the next, setting an unreadable kept file aside rather than deleting it.

#include "jobcontroller.h"
#include "jobparser.h"
#include "scenarios/comparemodel.h"
#include "scenarios/compareview.h"
#include "scenarios/scenarioset.h"
#include "scenariotestsupport.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <sys/stat.h>

using gp::ui::ScenarioSet;

namespace {

gp::Job readSample(const QString &name)
{
    QFile file(gp::scenariotest::sampleJob(name));
    if (!file.open(QIODevice::ReadOnly))
        return gp::defaultJob();
    return gp::parseJob(file.readAll()).job.value_or(gp::defaultJob());
}

QStringList sampleNames()
{
    return QDir(gp::scenariotest::jobsDir())
        .entryList({QStringLiteral("*.gpuplan")}, QDir::Files, QDir::Name);
}

} // namespace

class TestScenarioSet final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    gp::CatalogData m_catalog;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(bytes);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_catalog = gp::uitest::loadCatalog(m_dir);
        QVERIFY(sampleNames().size() >= 6);
    }

    void roundTripKeepsNamesAndJobs()
    {
        QList<ScenarioSet::Entry> entries;
        for (const QString &name : sampleNames())
            entries.append(
                {QFileInfo(name).completeBaseName() + QStringLiteral(" 方案"), readSample(name)});
        const QString path = m_dir.filePath(QStringLiteral("all.gpuplanset"));
        QString error;
        QVERIFY2(ScenarioSet::save(entries, path, &error), qPrintable(error));
        const ScenarioSet::LoadResult loaded = ScenarioSet::load(path);
        QVERIFY2(loaded.ok(), qPrintable(loaded.error));
        QCOMPARE(loaded.entries.size(), entries.size());
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QCOMPARE(loaded.entries.at(i).name, entries.at(i).name);
            QCOMPARE(gp::serializeJob(loaded.entries.at(i).job),
                     gp::serializeJob(entries.at(i).job));
        }
    }

    void badFilesAreRefusedByName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message"); // the end of the error, after the path
        const QByteArray job = gp::serializeJob(gp::defaultJob());
        QTest::newRow("not JSON") << write(QStringLiteral("a.gpuplanset"), "{ scenarios")
                                  << QStringLiteral(": not valid JSON");
        QTest::newRow("a job file, not a set")
            << write(QStringLiteral("b.gpuplanset"), job)
            << QStringLiteral(": format: must be \"gpuplanner-scenarios/1\"");
        QByteArray broken = job;
        broken.replace("\"params_b\": 70", "\"params_b\": -1");
        QTest::newRow("a broken job in the second scenario")
            << write(QStringLiteral("c.gpuplanset"),
                     "{\"format\": \"gpuplanner-scenarios/1\", \"scenarios\": [{\"name\": \"a\", "
                     "\"job\": "
                         + job + "}, {\"name\": \"b\", \"job\": " + broken + "}]}")
            << QStringLiteral(": scenarios[1].job.model.params_b:");
        QTest::newRow("a scenario without a name")
            << write(QStringLiteral("d.gpuplanset"),
                     "{\"format\": \"gpuplanner-scenarios/1\", \"scenarios\": [{\"job\": " + job
                         + "}]}")
            << QStringLiteral(": scenarios[0].name: must be a non-empty text");
        QTest::newRow("a folder") << m_dir.path()
                                  << QStringLiteral(": cannot read the file: not a "
                                                    "regular file");
        const QString fifo = m_dir.filePath(QStringLiteral("set.fifo"));
        if (!QFileInfo::exists(fifo))
            QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QTest::newRow("a FIFO, never waited on")
            << fifo << QStringLiteral(": cannot read the file: not a regular file");
        QTest::newRow("larger than any set")
            << write(QStringLiteral("e.gpuplanset"), QByteArray(ScenarioSet::kMaxBytes + 1, ' '))
            << QStringLiteral(": cannot read the file: it is larger than 16 MB");
    }

    void badFilesAreRefusedByName()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        QVERIFY(!file.isEmpty());
        const ScenarioSet::LoadResult loaded = ScenarioSet::load(file);
        QVERIFY(!loaded.ok());
        QVERIFY(loaded.entries.isEmpty());
        QVERIFY2(loaded.error.startsWith(file + message), qPrintable(loaded.error));
    }

    void scenariosAreKeptFromOneStartToTheNext()
    {
        const QString kept = m_dir.filePath(QStringLiteral("data/scenarios.gpuplanset"));
        QFile::remove(kept);
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        controller.setJob(gp::defaultJob());
        controller.flush();
        {
            gp::ui::CompareView view(&controller);
            view.keepIn(kept);
            QCOMPARE(view.model()->scenarioCount(), 1); // the current job only
            view.addCurrentAsScenario();
            gp::Job weekly = readSample(QStringLiteral("weekly-70b.gpuplan"));
            controller.setJob(weekly);
            controller.flush();
            view.addCurrentAsScenario();
            // Renamed for the meeting: the name is kept too.
            QVERIFY(view.model()->setData(view.model()->index(2, gp::ui::CompareModel::Name),
                                          QStringLiteral("每周 70B")));
            QVERIFY(QFileInfo::exists(kept));
        }
        // The next start: a new view over the same data folder.
        controller.setJob(gp::defaultJob());
        controller.flush();
        gp::ui::CompareView next(&controller);
        next.keepIn(kept);
        QCOMPARE(next.model()->scenarioCount(), 3);
        QCOMPARE(next.model()->scenario(2).name, QStringLiteral("每周 70B"));
        QCOMPARE(gp::serializeJob(next.model()->scenario(1).job),
                 gp::serializeJob(gp::defaultJob()));
        QCOMPARE(gp::serializeJob(next.model()->scenario(2).job),
                 gp::serializeJob(readSample(QStringLiteral("weekly-70b.gpuplan"))));
        // Removing one is kept as well.
        QVERIFY(next.model()->removeScenario(1));
        QCOMPARE(ScenarioSet::load(kept).entries.size(), 1);
    }

    void anUnreadableKeptFileIsSetAsideNotDeleted()
    {
        const QString folder = m_dir.filePath(QStringLiteral("aside"));
        QVERIFY(QDir().mkpath(folder));
        const QString kept = QDir(folder).filePath(QStringLiteral("scenarios.gpuplanset"));
        const QByteArray garbage = "{\"format\": \"gpuplanner-scenarios/1\", \"scenarios\": [";
        {
            QFile file(kept);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(garbage);
        }
        gp::ui::JobController controller;
        controller.setCatalog(m_catalog);
        controller.flush();
        gp::ui::CompareView view(&controller);
        QSignalSpy aside(&view, &gp::ui::CompareView::keptSetAside);
        view.keepIn(kept);
        QCOMPARE(aside.count(), 1);
        QCOMPARE(view.model()->scenarioCount(), 1);
        const QString movedTo = aside.first().at(0).toString();
        QVERIFY2(movedTo.startsWith(kept + QStringLiteral(".unreadable-")), qPrintable(movedTo));
        QFile moved(movedTo);
        QVERIFY(moved.open(QIODevice::ReadOnly));
        QCOMPARE(moved.readAll(), garbage);
        QVERIFY(aside.first().at(1).toString().contains(kept));
        // The next scenario starts a new kept file; the old one stays where it was put.
        view.addCurrentAsScenario();
        QCOMPARE(ScenarioSet::load(kept).entries.size(), 1);
        QVERIFY(QFileInfo::exists(movedTo));
    }
};

QTEST_MAIN(TestScenarioSet)
#include "tst_scenarioset.moc"
