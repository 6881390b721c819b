// Job files: every sample job survives a save and an open unchanged; bad files are reported
// with the file and the field; a save killed half-way leaves the old file whole.

#include "jobparser.h"
#include "jobtriallogs.h"
#include "scenarios/scenariofile.h"
#include "scenariotestsupport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>

using gp::ui::ScenarioFile;

namespace {

constexpr int kMeasurements = 20000; // as the save helper writes

gp::Job largeJob(double tokensB)
{
    gp::Job job = gp::defaultJob();
    for (int i = 0; i < kMeasurements; ++i)
        job.measured.append({QStringLiteral("rtx-4090-24g"), 1 + i % 8, 1000.0 + i, {}});
    job.tokensB = tokensB;
    return job;
}

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

} // namespace

class TestScenarioFile final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void everySampleJobSurvivesSaveAndOpen_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(gp::scenariotest::jobsDir())
                                      .entryList({QStringLiteral("*.gpuplan")}, QDir::Files);
        QVERIFY(files.size() >= 6);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f;
    }

    void everySampleJobSurvivesSaveAndOpen()
    {
        QFETCH(QString, name);
        const ScenarioFile::LoadResult before
            = ScenarioFile::load(gp::scenariotest::sampleJob(name));
        QVERIFY2(before.ok(), qPrintable(before.errorLine()));
        // The sample as the engine's parser reads it: loading adds or loses nothing.
        const gp::JobParseResult direct = gp::parseJob(sampleBytes(name));
        QVERIFY(direct.ok());
        // Its trial logs read, by their whole paths, as the window keeps them.
        gp::Job expected = *direct.job;
        const QDir jobs(gp::scenariotest::jobsDir());
        for (gp::Measurement &m : expected.measured) {
            if (!m.log.isEmpty())
                m.log = QDir::cleanPath(jobs.absoluteFilePath(m.log));
        }
        QString read;
        QVERIFY2(gp::trials::readJobLogs(expected, jobs.absolutePath(), &read), qPrintable(read));
        QVERIFY(*before.job == expected);

        const QString copy = m_dir.filePath(QStringLiteral("copy-") + name);
        QString error;
        QVERIFY2(ScenarioFile::save(*before.job, copy, &error), qPrintable(error));
        const ScenarioFile::LoadResult after = ScenarioFile::load(copy);
        QVERIFY2(after.ok(), qPrintable(after.errorLine()));
        QVERIFY(*before.job == *after.job);

        // Saving again over the copy writes the same bytes: saves are stable.
        QFile first(copy);
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray bytes = first.readAll();
        first.close();
        QVERIFY(ScenarioFile::save(*after.job, copy, &error));
        QFile second(copy);
        QVERIFY(second.open(QIODevice::ReadOnly));
        QCOMPARE(second.readAll(), bytes);
    }

    void badFilesNameTheFileAndTheField_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("messagePart");

        const QByteArray good = sampleBytes(QStringLiteral("default.gpuplan"));
        QVERIFY(!good.isEmpty());
        QTest::newRow("truncated JSON")
            << good.left(good.size() / 2) << QString() << QStringLiteral("line");
        QByteArray tag = good;
        tag.replace("gpuplanner-job/1", "gpuplanner-job/9");
        QTest::newRow("wrong format tag") << tag << QStringLiteral("format") << QString();
        QByteArray unknown = good;
        unknown.replace("\"method\"", "\"colour\": \"blue\", \"method\"");
        QTest::newRow("unknown key") << unknown << QStringLiteral("colour") << QString();
        QByteArray wrongType = good;
        wrongType.replace("\"tokens_b\": 5", "\"tokens_b\": \"five\"");
        QTest::newRow("wrong type") << wrongType << QStringLiteral("tokens_b") << QString();
        QByteArray nested = good;
        nested.replace("\"layers\": 80", "\"layers\": true");
        QTest::newRow("wrong type in model")
            << nested << QStringLiteral("model.layers") << QString();
        QTest::newRow("empty file") << QByteArray() << QString() << QString();
        QTest::newRow("larger than any job")
            << QByteArray(9 * 1024 * 1024, ' ') << QString() << QStringLiteral("larger than 8 MB");
    }

    void badFilesNameTheFileAndTheField()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, field);
        QFETCH(QString, messagePart);
        const QString path = m_dir.filePath(
            QStringLiteral("bad %1.gpuplan").arg(QLatin1String(QTest::currentDataTag())));
        QVERIFY(writeBytes(path, bytes));
        const ScenarioFile::LoadResult r = ScenarioFile::load(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.field, field);
        QVERIFY(!r.message.isEmpty());
        QVERIFY2(r.errorLine().startsWith(path + QStringLiteral(": ")), qPrintable(r.errorLine()));
        if (!field.isEmpty())
            QVERIFY2(r.detail().startsWith(field + QStringLiteral(": ")), qPrintable(r.detail()));
        if (!messagePart.isEmpty())
            QVERIFY2(r.message.contains(messagePart), qPrintable(r.message));
    }

    void aFolderOrAFifoIsNotRead()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("job.fifo"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        for (const QString &path : {m_dir.path(), fifo}) {
            const ScenarioFile::LoadResult r = ScenarioFile::load(path);
            QVERIFY(!r.ok());
            QCOMPARE(r.message, QStringLiteral("cannot read the file: not a regular file"));
        }
    }

    void missingFileIsReportedWithItsPath()
    {
        const QString path = m_dir.filePath(QStringLiteral("no-such.gpuplan"));
        const ScenarioFile::LoadResult r = ScenarioFile::load(path);
        QVERIFY(!r.ok());
        QVERIFY(r.errorLine().contains(path));
    }

    void aSaveThatCannotWriteSaysWhereAndWritesNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("missing-folder/job.gpuplan"));
        QString error;
        QVERIFY(!ScenarioFile::save(gp::defaultJob(), path, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }

    void theSaveHelperWritesTheNewVersion()
    {
        // The control for the test below: left to finish, the child does replace the file.
        const QString path = m_dir.filePath(QStringLiteral("control.gpuplan"));
        QString error;
        QVERIFY(ScenarioFile::save(largeJob(1), path, &error));
        QProcess child;
        child.start(QStringLiteral(SAVE_LOOP_BIN), {path, QStringLiteral("1")});
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitCode(), 0);
        const ScenarioFile::LoadResult r = ScenarioFile::load(path);
        QVERIFY2(r.ok(), qPrintable(r.errorLine()));
        QCOMPARE(r.job->tokensB, 2.0);
        QCOMPARE(r.job->measured.size(), kMeasurements);
    }

    void aSaveKilledHalfWayLeavesTheOldOrTheNewFile_data()
    {
        QTest::addColumn<int>("saves"); // announced saves to wait for before the kill
        QTest::addColumn<int>("pauseUs"); // then this long
        QTest::newRow("at the first save") << 1 << 0;
        QTest::newRow("first save, 2 ms in") << 1 << 2000;
        QTest::newRow("first save, 10 ms in") << 1 << 10000;
        QTest::newRow("second save") << 2 << 0;
        QTest::newRow("second save, 5 ms in") << 2 << 5000;
        QTest::newRow("third save, 1 ms in") << 3 << 1000;
        QTest::newRow("fifth save, 20 ms in") << 5 << 20000;
    }

    void aSaveKilledHalfWayLeavesTheOldOrTheNewFile()
    {
        QFETCH(int, saves);
        QFETCH(int, pauseUs);
        const QString path
            = m_dir.filePath(QStringLiteral("killed-%1-%2.gpuplan").arg(saves).arg(pauseUs));
        QString error;
        QVERIFY(ScenarioFile::save(largeJob(1), path, &error));

        QProcess child;
        child.start(QStringLiteral(SAVE_LOOP_BIN), {path});
        QVERIFY(child.waitForStarted(30000));
        int announced = 0;
        while (announced < saves) {
            QVERIFY2(child.waitForReadyRead(60000), "the save helper said nothing");
            while (child.canReadLine()) {
                if (child.readLine().startsWith("saving"))
                    ++announced;
            }
        }
        if (pauseUs > 0)
            QThread::usleep(pauseUs);
        child.kill(); // SIGKILL: no cleanup runs in the child
        QVERIFY(child.waitForFinished(30000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        const ScenarioFile::LoadResult r = ScenarioFile::load(path);
        QVERIFY2(r.ok(), qPrintable(r.errorLine()));
        QVERIFY2(r.job->tokensB == 1 || r.job->tokensB == 2 || r.job->tokensB == 3,
                 qPrintable(QString::number(r.job->tokensB)));
        QCOMPARE(r.job->measured.size(), kMeasurements);
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
