// readTrialLog: the file side. A log over 64 MB is read from its ends only, never whole; files
// that cannot be read are refused with their path.

#include "logrecords.h"
#include "triallog.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

class TestTrialLogFile final : public QObject {
    Q_OBJECT

private slots:
    void readsASampleByPath();
    void largeLogIsReadFromItsEnds();
    void logUnderTheLimitIsReadWhole();
    void refusesWhatIsNotAReadableFile();
};

void TestTrialLogFile::readsASampleByPath()
{
    const QString path
        = QStringLiteral(GPUPLANNER_SOURCE_DIR "/tests/data/triallog/megatron-8cards.log");
    TrialLogOptions options;
    options.sequenceLength = 4096;
    const TrialLogResult result = readTrialLog(path, options);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.reading->steadyReports, 18);
    QVERIFY(!result.reading->readFromEnd);
}

void TestTrialLogFile::largeLogIsReadFromItsEnds()
{
    // A 100 MB log: 2 MB of text, a 90 MB hole of NUL bytes, 9 MB of reports. Reading it whole
    // would refuse it as binary, so a reading proves that only its ends were read.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"week.log"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("using world size: 64, data-parallel size: 8\n"
            "[before the start of training step] datetime: 2025-05-06 07:08:09\n");
    while (f.pos() < (qint64(2) << 20))
        f.write("> building dataset index, a setup line repeated to fill the first megabytes\n");
    const qint64 tailAt = qint64(92) << 20;
    QVERIFY(f.resize(tailAt));
    QVERIFY(f.seek(tailAt));
    int iteration = 100000;
    while (f.pos() < tailAt + (qint64(9) << 20)) {
        iteration += 10;
        f.write(
            " iteration " + QByteArray::number(iteration)
            + "/ 900000 | elapsed time per iteration (ms): 2500.0 | global batch size: 1024 |\n");
    }
    f.close();
    QVERIFY(QFileInfo(path).size() > (qint64(100) << 20));

    TrialLogOptions options;
    options.sequenceLength = 8192;
    const TrialLogResult result = readTrialLog(path, options);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const TrialLogReading &r = *result.reading;
    QVERIFY(r.readFromEnd);
    QCOMPARE(r.lastStep, iteration);
    QCOMPARE(r.warmupReports, 0);
    QCOMPARE(r.steadyReports, int(triallog::kMaxReports));
    QCOMPARE(r.suggestedGpus.value_or(0), 64);
    QCOMPARE(r.date.value_or(QDate()), QDate(2025, 5, 6));
    QCOMPARE(*r.tokensPerSecond, 1024.0 * 8192 / 2.5);
    QVERIFY(describeTrialLogReading(r).contains(u"only its first 1 MB and last 8 MB were read"));
}

void TestTrialLogFile::logUnderTheLimitIsReadWhole()
{
    // One byte under 64 MB is still read whole: a NUL byte in its middle is found and refused;
    // at 64 MB only the ends are read and the same hole is never seen.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"limit.log"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray report = " iteration 20/ 100 | elapsed time per iteration (ms): 10.0 |\n";
    QByteArray text;
    while (text.size() < (qint64(9) << 20))
        text += report;
    f.write(text);
    QVERIFY(f.resize((qint64(64) << 20) - 1 - text.size()));
    QVERIFY(f.seek(f.size()));
    f.write(text);
    f.close();
    QCOMPARE(QFileInfo(path).size(), (qint64(64) << 20) - 1);
    const TrialLogResult whole = readTrialLog(path, {});
    QVERIFY(!whole.ok());
    QVERIFY2(whole.error.startsWith(path + u": damaged: binary data"_s), qPrintable(whole.error));

    QVERIFY(f.open(QIODevice::Append));
    f.write(report);
    f.close();
    QVERIFY(QFileInfo(path).size() >= (qint64(64) << 20));
    const TrialLogResult ends = readTrialLog(path, {});
    QVERIFY2(ends.ok(), qPrintable(ends.error));
    QVERIFY(ends.reading->readFromEnd);
}

void TestTrialLogFile::refusesWhatIsNotAReadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(u"missing.log"_s);
    QCOMPARE(readTrialLog(missing, {}).error, missing + u": no such file"_s);
    QCOMPARE(readTrialLog(dir.path(), {}).error, dir.path() + u": a folder, not a log file"_s);
    const QString empty = dir.filePath(u"empty.log"_s);
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    QCOMPARE(readTrialLog(empty, {}).error, empty + u": the log is empty"_s);
}

QTEST_APPLESS_MAIN(TestTrialLogFile)
#include "tst_triallogfile.moc"
