// Nothing lost, through the real binary: every writer refuses its own inputs, devices, FIFOs and
// read-only files; backups belong to their catalog exactly and are ordered by UTC; amounts,
// future dates, large changes and hostile import files are caught before a write; output that
// cannot be written is a failure. Each case compares the bytes of the files at stake before and
// after.

#include "catalog.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    bool finished = false;
    QByteArray out;
    QByteArray err;
};

const QByteArray kJob = R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                        R"("method": "full", "tokens_b": 5})";
const QString kH100 = u"jygpu-bm-h100-ningxia1"_s;
const QByteArray kPriceHeader = "offering_id,observed_on,unit,per,price_cny,source\r\n";

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

/// Every name in \a folder, hidden ones too.
QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

/// Copies offering kH100 \a count times (ids synthetic-NNNNNN) with its prices, in SQL: a large
/// catalog in a second. \a note, when given, replaces each copied price's note.
bool grow(const QString &catalog, int count, const QString &note = {})
{
    const QString name = u"tst-grow"_s;
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(catalog);
        if (db.open()) {
            QSqlQuery q(db);
            const auto columns = [&q](const QString &table) {
                QStringList list;
                if (q.exec(u"PRAGMA table_info(%1)"_s.arg(table))) {
                    while (q.next())
                        list << q.value(1).toString();
                }
                return list;
            };
            const QString id = u"'synthetic-' || printf('%06d', n.i)"_s;
            QStringList offeringColumns = columns(u"offerings"_s);
            QStringList offeringValues;
            for (const QString &c : offeringColumns)
                offeringValues << (c == u"id" ? id : u"o."_s + c);
            QStringList priceColumns = columns(u"prices"_s);
            priceColumns.removeAll(u"id"_s);
            QStringList priceValues;
            for (const QString &c : priceColumns)
                priceValues << (c == u"offering_id"                   ? id
                                    : c == u"note" && !note.isEmpty() ? u"'%1'"_s.arg(note)
                                                                      : u"p."_s + c);
            const QString numbers = u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 "
                                    "FROM n WHERE i < %1) "_s.arg(count);
            ok = db.transaction()
                && q.exec(numbers
                          + u"INSERT INTO offerings (%1) SELECT %2 FROM n, offerings o WHERE "
                            "o.id = '%3'"_s.arg(offeringColumns.join(u", "_s),
                                                offeringValues.join(u", "_s), kH100))
                && q.exec(numbers
                          + u"INSERT INTO prices (%1) SELECT %2 FROM n, prices p WHERE "
                            "p.offering_id = '%3'"_s.arg(priceColumns.join(u", "_s),
                                                         priceValues.join(u", "_s), kH100))
                && db.commit();
            if (!ok)
                qWarning() << q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestNothingLost final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_catalog;
    QString m_job;

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, path(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, path(u"config"_s));
        env.insert(u"HOME"_s, m_dir.path());
        env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        env.insert(u"XDG_RUNTIME_DIR"_s, path(u"runtime"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        return env;
    }

    Run run(const QStringList &args, const QProcessEnvironment &env = {},
            const QString &stdoutFile = {}, const QString &folder = {}) const
    {
        QProcess p;
        p.setProcessEnvironment(env.isEmpty() ? environment() : env);
        if (!stdoutFile.isEmpty())
            p.setStandardOutputFile(stdoutFile);
        if (!folder.isEmpty())
            p.setWorkingDirectory(folder);
        p.start(QStringLiteral(GPUPLANNER_BIN), args);
        Run r;
        r.finished = p.waitForFinished(300000);
        if (!r.finished)
            p.kill();
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    /// A fresh copy of the test catalog at \a name.
    QString catalogCopy(const QString &name) const
    {
        const QString copy = path(name);
        QFile::remove(copy);
        if (!QFile::copy(m_catalog, copy))
            qFatal("cannot copy the catalog to %s", qPrintable(copy));
        QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        return copy;
    }

    QString file(const QString &name, const QByteArray &bytes) const
    {
        const QString p = path(name);
        if (!writeBytes(p, bytes))
            qFatal("cannot write %s", qPrintable(p));
        return p;
    }

    /// Runs \a args, which must be refused with exit 2 and a message holding \a words, with
    /// every file of \a watched byte for byte as before.
    void refusedWithNothingChanged(const QStringList &args, const QStringList &watched,
                                   const QString &words)
    {
        QList<QByteArray> before;
        for (const QString &w : watched)
            before << readBytes(w);
        const Run r = run(args);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(words), r.err.constData());
        for (qsizetype i = 0; i < watched.size(); ++i) {
            QVERIFY2(readBytes(watched.at(i)) == before.at(i), qPrintable(watched.at(i)));
            QVERIFY2(!before.at(i).isEmpty(), qPrintable(watched.at(i)));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(u"runtime"_s));
        QVERIFY(QFile::setPermissions(path(u"runtime"_s),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                          | QFileDevice::ExeOwner));
        m_catalog = path(u"catalog.sqlite"_s);
        gp::db::Catalog catalog;
        const auto opened = catalog.open(m_catalog);
        QVERIFY2(opened.ok, qPrintable(opened.message));
        m_job = file(u"default.gpuplan"_s, kJob);
    }

    // Data loss: outputs over inputs.

    void reportOverItsCatalogIsRefused()
    {
        const QString c = catalogCopy(u"report-over.sqlite"_s);
        refusedWithNothingChanged({u"report"_s, m_job, u"-o"_s, c, u"--catalog"_s, c}, {c},
                                  u"which this command reads"_s);
    }

    void exportOverItsCatalogIsRefused()
    {
        const QString c = catalogCopy(u"export-over.sqlite"_s);
        refusedWithNothingChanged({u"catalog"_s, u"export"_s, c, u"--catalog"_s, c}, {c},
                                  u"which this command reads"_s);
    }

    void exportOverThePerUserCatalogIsRefused()
    {
        const QString perUser = path(u"data/gpuplanner/catalog.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s}).exitCode, 0); // creates it
        QVERIFY(QFileInfo::exists(perUser));
        refusedWithNothingChanged({u"catalog"_s, u"export"_s, perUser}, {perUser},
                                  u"which this command reads"_s);
        refusedWithNothingChanged({u"report"_s, m_job, u"-o"_s, perUser}, {perUser},
                                  u"which this command reads"_s);
    }

    void reportOverItsJobIsRefused()
    {
        const QString job = file(u"over.gpuplan"_s, kJob);
        refusedWithNothingChanged({u"report"_s, job, u"-o"_s, job, u"--catalog"_s, m_catalog},
                                  {job, m_catalog}, u"which this command reads"_s);
    }

    void outputsOverInputsThroughLinksAreRefused()
    {
        const QString c = catalogCopy(u"linked.sqlite"_s);
        const QString symbolic = path(u"linked-symbolic.pdf"_s);
        const QString hard = path(u"linked-hard.pdf"_s);
        QFile::remove(symbolic);
        QFile::remove(hard);
        QVERIFY(QFile::link(c, symbolic));
        QVERIFY(::link(QFile::encodeName(c).constData(), QFile::encodeName(hard).constData()) == 0);
        for (const QString &target : {symbolic, hard}) {
            refusedWithNothingChanged({u"report"_s, m_job, u"-o"_s, target, u"--catalog"_s, c}, {c},
                                      u"which this command reads"_s);
            refusedWithNothingChanged({u"catalog"_s, u"export"_s, target, u"--catalog"_s, c}, {c},
                                      u"which this command reads"_s);
        }
        QVERIFY(QFileInfo(symbolic).isSymLink());
    }

    void devicesAndFifosAreNeverReplaced()
    {
        const QString fifo = path(u"out.fifo"_s);
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0666) == 0);
        QStringList targets {fifo, u"/dev/full"_s};
        // As root, a device node in a writable folder (the probe replaced /dev/null this way).
        const QString node = path(u"null-copy"_s);
        if (::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0)
            targets << node;
        for (const QString &target : targets) {
            for (const QStringList &args :
                 {QStringList {u"report"_s, m_job, u"-o"_s, target, u"--catalog"_s, m_catalog},
                  QStringList {u"catalog"_s, u"export"_s, target, u"--catalog"_s, m_catalog}}) {
                const Run r = run(args);
                QVERIFY(r.finished);
                QVERIFY2(r.exitCode == 2, r.err.constData());
                QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
                struct stat st { };
                QVERIFY(::stat(QFile::encodeName(target).constData(), &st) == 0);
                QVERIFY2(!S_ISREG(st.st_mode), qPrintable(target));
            }
        }
    }

    // Data loss: backups of another file, and in local time.

    void backupsBelongToTheirCatalogExactly()
    {
        const QString lower = catalogCopy(u"team.sqlite"_s);
        const QString upper = catalogCopy(u"Team.sqlite"_s);
        // Team.sqlite's own copies, made before.
        QStringList theirs;
        for (int i = 1; i <= 3; ++i)
            theirs << file(u"Team.sqlite.before-import-20260101-00000%1Z-001"_s.arg(i),
                           "copy " + QByteArray::number(i));
        const QByteArray upperBytes = readBytes(upper);
        QStringList made;
        for (int round = 0; round < gp::db::Catalog::kBackupsKept + 2; ++round) {
            const QString csv
                = file(u"case-%1.csv"_s.arg(round),
                       u"offering_id,notes\r\n%1,round %2\r\n"_s.arg(kH100).arg(round).toUtf8());
            // The catalog named as a script in its folder names it: a relative path.
            const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, u"team.sqlite"_s},
                              {}, {}, m_dir.path());
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QString kept = QString::fromUtf8(r.out).section(u"is kept in "_s, 1).trimmed();
            made << kept.chopped(1);
        }
        QCOMPARE(gp::db::Catalog::importBackups(lower), made.mid(2));
        for (int i = 0; i < theirs.size(); ++i)
            QCOMPARE(readBytes(theirs.at(i)), "copy " + QByteArray::number(i + 1));
        QCOMPARE(readBytes(upper), upperBytes);
        QCOMPARE(gp::db::Catalog::importBackups(upper), theirs);
    }

    void backupJustMadeIsKeptAcrossTimeZones()
    {
        const QString c = catalogCopy(u"zones.sqlite"_s);
        // Five imports at UTC+14, then one at UTC-11: in local time the last one's name sorted
        // a day before the others and it was pruned at once.
        QStringList kept;
        for (int round = 0; round < gp::db::Catalog::kBackupsKept + 1; ++round) {
            QProcessEnvironment env = environment();
            env.insert(u"TZ"_s,
                       round < gp::db::Catalog::kBackupsKept ? u"EAST-14"_s : u"WEST+11"_s);
            const QString csv
                = file(u"zone-%1.csv"_s.arg(round),
                       u"offering_id,notes\r\n%1,zone %2\r\n"_s.arg(kH100).arg(round).toUtf8());
            const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c}, env);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QString said = QString::fromUtf8(r.out).section(u"is kept in "_s, 1).trimmed();
            QVERIFY2(said.endsWith(u'.'), r.out.constData());
            kept << said.chopped(1);
            QVERIFY2(QFileInfo::exists(kept.last()), qPrintable(kept.last()));
            QVERIFY2(kept.last().contains(u"Z-"_s), qPrintable(kept.last())); // UTC in the name
        }
        QCOMPARE(gp::db::Catalog::importBackups(c), kept.mid(1));
        // A copy named in the future (a clock set back since) never pushes the new one out.
        const QString future = file(u"zones.sqlite.before-import-20991231-235959Z-001"_s, "x");
        const QString csv
            = file(u"zone-last.csv"_s, u"offering_id,notes\r\n%1,last\r\n"_s.arg(kH100).toUtf8());
        const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString newest = QString::fromUtf8(r.out).section(u"is kept in "_s, 1).trimmed();
        QVERIFY2(QFileInfo::exists(newest.chopped(1)), r.out.constData());
        QCOMPARE(readBytes(future), QByteArray("x"));
    }

    // Data loss: amounts, dates and cut files.

    void jsonExportOfLargeAmountsImportsBack()
    {
        const QString c = catalogCopy(u"amounts.sqlite"_s);
        const QString prices
            = file(u"amounts.csv"_s,
                   kPriceHeader + kH100.toUtf8() + ",2026-11-01,month,node,100000,a\r\n"
                       + kH100.toUtf8() + ",2026-11-02,month,node,200000,b\r\n" + kH100.toUtf8()
                       + ",2026-11-03,month,node,1000000,c\r\n" + kH100.toUtf8()
                       + ",2026-11-04,hour,gpu,0.01,d\r\n");
        QCOMPARE(
            run({u"catalog"_s, u"import"_s, prices, u"--catalog"_s, c, u"--allow-large-changes"_s})
                .exitCode,
            0);
        const QString json = path(u"amounts.json"_s);
        QCOMPARE(run({u"catalog"_s, u"export"_s, json, u"--catalog"_s, c}).exitCode, 0);
        const QByteArray exported = readBytes(json);
        QVERIFY2(exported.contains("\"price_cny\": 200000.00"), exported.left(400).constData());
        QVERIFY(!exported.contains("e+0"));
        const QByteArray before = readBytes(c);
        const Run again = run({u"catalog"_s, u"import"_s, json, u"--catalog"_s, c});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QVERIFY2(again.out.contains("Nothing to change"), again.out.constData());
        QCOMPARE(readBytes(c), before);
    }

    void pricesFromTheFutureAreRefused_data()
    {
        QTest::addColumn<QString>("date");
        QTest::newRow("2062") << u"2062-01-01"_s;
        QTest::newRow("9999-12-31") << u"9999-12-31"_s;
        QTest::newRow("tomorrow") << QDate::currentDate().addDays(1).toString(Qt::ISODate);
    }

    void pricesFromTheFutureAreRefused()
    {
        QFETCH(QString, date);
        const QString c = catalogCopy(u"future.sqlite"_s);
        const QString csv = file(u"future.csv"_s,
                                 kPriceHeader + kH100.toUtf8() + ',' + date.toUtf8()
                                     + ",month,node,86000,planned\r\n");
        refusedWithNothingChanged({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c}, {c},
                                  u"is after today"_s);
        const Run planned
            = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c, u"--planned-prices"_s});
        QVERIFY2(planned.exitCode == 0, planned.err.constData());
    }

    void priceListCutMidNumberNeedsConsent()
    {
        const QString c = catalogCopy(u"cut.sqlite"_s);
        // A price list whose last line was cut off in the middle of 86880.
        const QString csv = file(u"cut.csv"_s,
                                 "offering_id,observed_on,unit,per,price_cny\r\n" + kH100.toUtf8()
                                     + ",2026-12-01,month,node,86");
        refusedWithNothingChanged({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c}, {c},
                                  u"--allow-large-changes"_s);
        const Run preview
            = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c, u"--dry-run"_s});
        QCOMPARE(preview.exitCode, 0);
        QVERIFY2(preview.out.startsWith("Warning: this import changes 1 current price by more "
                                        "than 50%:\n  "
                                        + kH100.toUtf8()),
                 preview.out.constData());
        QVERIFY2(preview.out.contains("(-99.90%)"), preview.out.constData());
        const Run allowed
            = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, c, u"--allow-large-changes"_s});
        QVERIFY2(allowed.exitCode == 0, allowed.err.constData());
    }

    void emptyCatalogOptionIsAnError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("--catalog \"\"")
            << QStringList {u"catalog"_s, u"list"_s, u"--catalog"_s, QString()}
            << u"--catalog: must not be empty or blank"_s;
        QTest::newRow("--catalog=\" \"") << QStringList {u"catalog"_s, u"list"_s, u"--catalog= "_s}
                                         << u"--catalog: must not be empty or blank"_s;
        QTest::newRow("-o \"\"") << QStringList {u"report"_s, u"JOB"_s, u"-o"_s, QString()}
                                 << u"-o: must not be empty or blank"_s;
        QTest::newRow("--format \"\"") << QStringList {u"plan"_s, u"JOB"_s, u"--format"_s, u"  "_s}
                                       << u"--format: must not be empty or blank"_s;
        QTest::newRow("empty job")
            << QStringList {u"plan"_s, QString()} << u"an argument is empty or blank"_s;
    }

    void emptyCatalogOptionIsAnError()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(u"JOB"_s, m_job);
        const QString perUser = path(u"empty-option/gpuplanner/catalog.sqlite"_s);
        QProcessEnvironment env = environment();
        env.insert(u"XDG_DATA_HOME"_s, path(u"empty-option"_s));
        const Run r = run(args, env);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 2, r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(u"gpuplanner: "_s + message),
                 r.err.constData());
        // The per-user catalog was neither made nor written.
        QVERIFY(!QFileInfo::exists(perUser));
        QVERIFY(r.out.isEmpty());
    }

    void outputThatCannotBeWrittenFails_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("plan --format csv")
            << QStringList {u"plan"_s, u"JOB"_s, u"--format"_s, u"csv"_s};
        QTest::newRow("plan --format json")
            << QStringList {u"plan"_s, u"JOB"_s, u"--format"_s, u"json"_s};
        QTest::newRow("plan") << QStringList {u"plan"_s, u"JOB"_s};
        QTest::newRow("catalog list") << QStringList {u"catalog"_s, u"list"_s};
        QTest::newRow("catalog list --format json")
            << QStringList {u"catalog"_s, u"list"_s, u"--format"_s, u"json"_s};
        QTest::newRow("calibration") << QStringList {u"calibration"_s};
        QTest::newRow("--help") << QStringList {u"--help"_s};
        QTest::newRow("report -o -") << QStringList {u"report"_s, u"JOB"_s, u"-o"_s, u"-"_s};
    }

    void outputThatCannotBeWrittenFails()
    {
        QFETCH(QStringList, args);
        args.replaceInStrings(u"JOB"_s, m_job);
        if (!args.contains(u"--help"_s))
            args << u"--catalog"_s << m_catalog;
        const QByteArray before = readBytes(m_catalog);
        const Run r = run(args, {}, u"/dev/full"_s);
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 1, r.err.constData());
        QVERIFY2(r.err.contains("No space left on device"), r.err.constData());
        QCOMPARE(readBytes(m_catalog), before);
    }

    // The smaller items.

    void interruptedExportLeavesNoPartialCopy()
    {
        const QString folder = path(u"interrupted"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString c = folder + u"/big.sqlite"_s;
        QVERIFY(QFile::copy(m_catalog, c));
        QVERIFY(QFile::setPermissions(c, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY(grow(c, 20000));
        const QString target = folder + u"/export.json"_s;
        const QByteArray old = "the export before\n";
        QVERIFY(writeBytes(target, old));
        const QStringList alone {u"big.sqlite"_s, u"export.json"_s};
        for (const int signal : {SIGTERM, SIGINT, SIGKILL}) {
            for (const int ms : {30, 100, 250, 500, 900, 1500}) {
                QProcess p;
                p.setProcessEnvironment(environment());
                p.start(QStringLiteral(GPUPLANNER_BIN),
                        {u"catalog"_s, u"export"_s, target, u"--catalog"_s, c});
                QVERIFY(p.waitForStarted());
                QThread::msleep(ms);
                ::kill(pid_t(p.processId()), signal);
                QVERIFY(p.waitForFinished(120000));
                const QByteArray now = readBytes(target);
                // The old export, or a whole new one: never a part.
                QVERIFY2(now == old || !QJsonDocument::fromJson(now).isNull(),
                         qPrintable(u"signal %1 after %2 ms"_s.arg(signal).arg(ms)));
                if (signal != SIGKILL)
                    QCOMPARE(entries(folder), alone);
                if (now != old)
                    QVERIFY(writeBytes(target, old));
            }
        }
        // What a killed writer could not remove, the next write does.
        const Run r = run({u"catalog"_s, u"export"_s, target, u"--catalog"_s, c});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(entries(folder), alone);
    }

    void linksAndReadOnlyTargetsAreTreatedAlikeByEveryWriter()
    {
        const QString real = file(u"real-target.json"_s, "before");
        const QString link = path(u"link-target.json"_s);
        QFile::remove(link);
        QVERIFY(QFile::link(real, link));
        // Through the link: the file it names is replaced, the link stays.
        QCOMPARE(run({u"catalog"_s, u"export"_s, link, u"--catalog"_s, m_catalog}).exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(!QJsonDocument::fromJson(readBytes(real)).isNull());
        const QString realPdf = file(u"real-target.pdf"_s, "before");
        const QString linkPdf = path(u"link-target.pdf"_s);
        QFile::remove(linkPdf);
        QVERIFY(QFile::link(realPdf, linkPdf));
        QCOMPARE(run({u"report"_s, m_job, u"-o"_s, linkPdf, u"--catalog"_s, m_catalog}).exitCode,
                 0);
        QVERIFY(QFileInfo(linkPdf).isSymLink());
        QVERIFY(readBytes(realPdf).startsWith("%PDF-"));
        // A read-only file is refused by both, root or not.
        for (const QString &name : {u"read-only.json"_s, u"read-only.pdf"_s}) {
            const QString target = file(name, "keep me");
            QVERIFY(QFile::setPermissions(
                target, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
            const QStringList args = name.endsWith(u".pdf"_s)
                ? QStringList {u"report"_s, m_job, u"-o"_s, target, u"--catalog"_s, m_catalog}
                : QStringList {u"catalog"_s, u"export"_s, target, u"--catalog"_s, m_catalog};
            refusedWithNothingChanged(args, {target}, u"it is read-only"_s);
        }
        // A link to nothing is refused, and nothing is made where it points.
        const QString dangling = path(u"dangling.json"_s);
        QFile::remove(dangling);
        QVERIFY(QFile::link(path(u"nowhere/x.json"_s), dangling));
        const Run r = run({u"catalog"_s, u"export"_s, dangling, u"--catalog"_s, m_catalog});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("which does not exist"), r.err.constData());
    }

    void hostileImportFilesAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const QByteArray price = R"({"observed_on": "2026-11-01", "unit": "month", "per": )"
                                 R"("node", "price_cny": 86880, "price_cny": 1})";
        QTest::newRow("duplicate JSON key")
            << u"twice.json"_s
            << QByteArray(R"({"offerings": [{"id": "jygpu-bm-h100-ningxia1", "prices": [)" + price
                          + "]}]}")
            << u"offerings[1].prices[1].price_cny: appears twice"_s;
        QTest::newRow("U+202E in an id")
            << u"rlo.csv"_s
            << kPriceHeader + "jygpu-bm-h100-ningxia1\xE2\x80\xAE,2026-11-01,month,node,1,x\r\n"
            << u"offering_id: must not hold"_s;
        QTest::newRow("U+200B in an id")
            << u"zwsp.csv"_s
            << kPriceHeader + "jygpu-bm-h100-ningxia1\xE2\x80\x8B,2026-11-01,month,node,1,x\r\n"
            << u"offering_id: must not hold an invisible character"_s;
        QTest::newRow("U+202E in a source")
            << u"rlo-source.csv"_s
            << kPriceHeader + "jygpu-bm-h100-ningxia1,2026-11-01,month,node,86000,\xE2\x80\xAEx\r\n"
            << u"source: must not hold characters that reverse"_s;
        QTest::newRow("gpuplanner-catalog/2")
            << u"v2.json"_s << QByteArray(R"({"format": "gpuplanner-catalog/2", "offerings": []})")
            << u"format: is \"gpuplanner-catalog/2\""_s;
    }

    void hostileImportFilesAreRefused()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const QString c = catalogCopy(u"hostile.sqlite"_s);
        const QString source = file(name, bytes);
        refusedWithNothingChanged({u"catalog"_s, u"import"_s, source, u"--catalog"_s, c},
                                  {c, source}, message);
    }

    void importOfTheCatalogItselfIsRefused()
    {
        const QString c = catalogCopy(u"itself.sqlite"_s);
        refusedWithNothingChanged({u"catalog"_s, u"import"_s, c, u"--catalog"_s, c}, {c},
                                  u"is the catalog itself"_s);
    }

    void exportTooLargeToImportSaysSo()
    {
        const QString folder = path(u"large"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString c = folder + u"/large.sqlite"_s;
        QVERIFY(QFile::copy(m_catalog, c));
        QVERIFY(QFile::setPermissions(c, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QVERIFY(grow(c, 18000, QString(1000, u'n')));
        const QByteArray before = readBytes(c);
        const QString csv = folder + u"/large.csv"_s;
        const Run r = run({u"catalog"_s, u"export"_s, csv, u"--catalog"_s, c});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(QFileInfo(csv).size() > 64 * 1024 * 1024,
                 qPrintable(QString::number(QFileInfo(csv).size())));
        QVERIFY2(r.err.contains("more than the 64 MB catalog import reads: it cannot be imported "
                                "back"),
                 r.err.constData());
        QCOMPARE(readBytes(c), before);
        QFile::remove(csv);
    }

    void reportToStandardOutput_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("/dev/stdout") << u"/dev/stdout"_s;
        QTest::newRow("-") << u"-"_s;
    }

    void reportToStandardOutput()
    {
        QFETCH(QString, target);
        const QByteArray before = readBytes(m_catalog);
        const Run r = run({u"report"_s, m_job, u"-o"_s, target, u"--catalog"_s, m_catalog});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.startsWith("%PDF-"), r.out.left(40).constData());
        QVERIFY(r.out.trimmed().endsWith("%%EOF"));
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QCOMPARE(readBytes(m_catalog), before);
        // An export too: the whole catalog and nothing else.
        const Run exported = run({u"catalog"_s, u"export"_s, target, u"--catalog"_s, m_catalog});
        QCOMPARE(exported.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(exported.out).isNull());
    }

    void settingsLocationDoesNotDependOnTheCurrentFolder()
    {
        const QString config = path(u"settings-config"_s);
        QVERIFY(QDir().mkpath(config + u"/gpuplanner"_s));
        QProcessEnvironment env = environment();
        env.insert(u"XDG_CONFIG_HOME"_s, config);
        env.insert(u"XDG_DATA_HOME"_s, path(u"settings-data"_s));
        const QString somewhere = path(u"somewhere"_s);
        QVERIFY(QDir().mkpath(somewhere));
        for (const QString &location : {u"relative.sqlite"_s, u"~/tilde.sqlite"_s}) {
            QVERIFY(writeBytes(config + u"/gpuplanner/gpuplanner.conf"_s,
                               "[catalog]\nlocation=" + location.toUtf8() + "\n"));
            const Run r = run({u"catalog"_s, u"list"_s}, env, {}, somewhere);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QCOMPARE(entries(somewhere), QStringList());
        }
        QVERIFY(QFileInfo::exists(path(u"settings-data/gpuplanner/relative.sqlite"_s)));
        QVERIFY(QFileInfo::exists(path(u"tilde.sqlite"_s)));
    }
};

QTEST_GUILESS_MAIN(TestNothingLost)
#include "tst_nothinglost.moc"
