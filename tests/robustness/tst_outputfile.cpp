// The one output policy of every writer (app/output): what it refuses before writing, and how it
// replaces a file: whole or not at all, permissions kept, links followed, nothing left beside it.

#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using gp::output::OutputFile;
using gp::output::Target;
using namespace Qt::StringLiterals;

namespace {

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

mode_t modeOf(const QString &path)
{
    struct stat st { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & 07777 : 0;
}

} // namespace

class TestOutputFile final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusedTargets_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty") << QString() << u"the file name is empty"_s;
        QTest::newRow("blank") << u"  "_s << u"the file name is empty"_s;
        QTest::newRow("folder") << u"FOLDER"_s << u"it is a folder"_s;
        QTest::newRow("device") << u"/dev/zero"_s
                                << u"it is not a regular file (a device, a FIFO or a socket)"_s;
        QTest::newRow("FIFO") << u"FIFO"_s
                              << u"it is not a regular file (a device, a FIFO or a socket)"_s;
        QTest::newRow("read-only") << u"READONLY"_s << u"it is read-only"_s;
        QTest::newRow("link to nothing") << u"DANGLING"_s << u"which does not exist"_s;
    }

    void refusedTargets()
    {
        QFETCH(QString, target);
        QFETCH(QString, why);
        const QString fifo = path(u"fifo"_s);
        if (!QFileInfo::exists(fifo))
            QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0666) == 0);
        const QString readOnly = path(u"read-only"_s);
        if (!QFileInfo::exists(readOnly)) {
            QVERIFY(writeBytes(readOnly, "keep"));
            QVERIFY(::chmod(QFile::encodeName(readOnly).constData(), 0444) == 0);
        }
        const QString dangling = path(u"dangling"_s);
        if (!QFileInfo(dangling).isSymLink())
            QVERIFY(QFile::link(path(u"missing/file"_s), dangling));
        target.replace(u"FOLDER"_s, m_dir.path())
            .replace(u"FIFO"_s, fifo)
            .replace(u"READONLY"_s, readOnly)
            .replace(u"DANGLING"_s, dangling);
        const Target t = OutputFile::target(target);
        QVERIFY(!t.ok());
        QVERIFY2(t.refusal.contains(why), qPrintable(t.refusal));
        QString error;
        QVERIFY(!OutputFile::write(t, "bytes", &error));
        QCOMPARE(error, t.refusal);
        QCOMPARE(readBytes(readOnly), QByteArray("keep"));
        QVERIFY(!QFileInfo::exists(path(u"missing"_s)));
    }

    void inputsAreRefusedByInodeAndByName()
    {
        const QString input = path(u"input.sqlite"_s);
        QVERIFY(writeBytes(input, "catalog"));
        const QString hard = path(u"hard-link.pdf"_s);
        const QString symbolic = path(u"symbolic-link.pdf"_s);
        QVERIFY(::link(QFile::encodeName(input).constData(), QFile::encodeName(hard).constData())
                == 0);
        QVERIFY(QFile::link(input, symbolic));
        const QString dotted = m_dir.path() + u"/./input.sqlite"_s;
        for (const QString &target : {input, hard, symbolic, dotted}) {
            const Target t = OutputFile::target(target, {QString(), input});
            QVERIFY2(!t.ok(), qPrintable(target));
            QVERIFY2(t.refusal.contains(u"which this command reads"_s), qPrintable(t.refusal));
        }
        // A name the command will create (a catalog not made yet) is matched by its place.
        const QString later = path(u"later.sqlite"_s);
        QVERIFY(!OutputFile::target(m_dir.path() + u"/../"_s + QDir(m_dir.path()).dirName()
                                        + u"/later.sqlite"_s,
                                    {later})
                     .ok());
        QVERIFY(OutputFile::target(path(u"other.pdf"_s), {input, later}).ok());
        QCOMPARE(readBytes(input), QByteArray("catalog"));
    }

    void standardOutputIsWrittenDirectly()
    {
        QCOMPARE(OutputFile::target(u"-"_s).kind, Target::Kind::StandardOutput);
        // /dev/stdout names whatever this process's standard output is.
        const Target t = OutputFile::target(u"/dev/stdout"_s);
        struct stat out { };
        QVERIFY(::fstat(STDOUT_FILENO, &out) == 0);
        if (S_ISREG(out.st_mode))
            QCOMPARE(t.kind, Target::Kind::File);
        else
            QCOMPARE(t.kind, Target::Kind::StandardOutput);
    }

    void replacesWholeKeepingPermissionsAndLinks()
    {
        const QString file = path(u"kept-mode.json"_s);
        QVERIFY(writeBytes(file, "old"));
        QVERIFY(::chmod(QFile::encodeName(file).constData(), 0640) == 0);
        const QString link = path(u"kept-mode-link.json"_s);
        QVERIFY(QFile::link(file, link));
        QString error;
        QVERIFY2(OutputFile::writeFile(link, "new", {}, &error), qPrintable(error));
        QCOMPARE(readBytes(file), QByteArray("new"));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(modeOf(file), mode_t(0640));

        // A new file gets what the umask gives any file.
        const mode_t mask = ::umask(022);
        const QString fresh = path(u"fresh.json"_s);
        QVERIFY2(OutputFile::writeFile(fresh, "fresh", {}, &error), qPrintable(error));
        ::umask(mask);
        QCOMPARE(modeOf(fresh), mode_t(0644));
        QCOMPARE(readBytes(fresh), QByteArray("fresh"));
    }

    void failedWriteLeavesTheOldFileAndNothingBeside()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(u"report.pdf"_s);
        QVERIFY(writeBytes(file, "old report"));
        QString error;
        // The content could not be made (a page that could not be drawn).
        QVERIFY(!OutputFile::write(
            OutputFile::target(file),
            [](QIODevice &device) {
                device.write("half");
                return false;
            },
            &error));
        QCOMPARE(readBytes(file), QByteArray("old report"));
        QCOMPARE(entries(folder.path()), QStringList {u"report.pdf"_s});

        // A file size limit (ulimit -f) fails the write with the system's words, not a kill.
        rlimit old {};
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &old) == 0);
        rlimit small = old;
        small.rlim_cur = 4096;
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        const bool written = OutputFile::writeFile(file, QByteArray(64 * 1024, 'x'), {}, &error);
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &old) == 0);
        QVERIFY(!written);
        QVERIFY2(error.contains(u"File too large"_s), qPrintable(error));
        QCOMPARE(readBytes(file), QByteArray("old report"));
        QCOMPARE(entries(folder.path()), QStringList {u"report.pdf"_s});

        // A folder that does not exist: the system's reason, nothing made.
        QVERIFY(!OutputFile::writeFile(folder.filePath(u"no/such.pdf"_s), "x", {}, &error));
        QVERIFY2(error.contains(u"No such file or directory"_s), qPrintable(error));
    }

    void leftoversOfKilledWritersAreRemoved()
    {
        QTemporaryDir folder;
        const QString file = folder.filePath(u"export.csv"_s);
        // A named temporary file of a process that no longer runs (pid 2^22 + 1 is above
        // Linux's largest pid), and one of a running process (this one's parent), kept.
        const QString stale = folder.filePath(u".export.csv.gp-4194305-AbC123"_s);
        const QString running
            = folder.filePath(u".export.csv.gp-%1-XyZ789"_s.arg(qint64(::getppid())));
        QVERIFY(writeBytes(stale, "partial"));
        QVERIFY(writeBytes(running, "partial"));
        QString error;
        QVERIFY2(OutputFile::writeFile(file, "whole", {}, &error), qPrintable(error));
        QCOMPARE(entries(folder.path()),
                 (QStringList {QFileInfo(running).fileName(), u"export.csv"_s}));
    }

    void sameFile()
    {
        const QString a = path(u"same-a"_s);
        QVERIFY(writeBytes(a, "a"));
        QVERIFY(OutputFile::sameFile(a, m_dir.path() + u"/./same-a"_s));
        QVERIFY(!OutputFile::sameFile(a, path(u"same-b"_s)));
        QVERIFY(OutputFile::sameFile(path(u"same-c"_s), m_dir.path() + u"/./same-c"_s));
        QVERIFY(!OutputFile::sameFile(QString(), QString()));
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
