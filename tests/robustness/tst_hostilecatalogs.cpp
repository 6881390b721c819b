// The catalog under crashes, corruption and concurrent writers, through the real binary: a
// killed import leaves the old catalog or the new one, whole, and the app (not the sqlite3
// shell) opens it; a damaged file is refused by every verb with exit 3 and nothing written.

#include "catalog.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    bool finished = false;
    QByteArray out;
    QByteArray err;
};

const char kJob[] = R"({"format": "gpuplanner-job/1", "model": {"params_b": 70}, )"
                    R"("method": "full", "tokens_b": 5})";
const QString kOffering = u"jygpu-bm-h100-ningxia1"_s;
const QString kSource = u"kill test"_s;

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Overwrites every page after the schema page but the last: a disk fault or a stray write.
bool tearPages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || f.size() <= 4 * 4096 || !f.seek(2 * 4096))
        return false;
    const qint64 n = f.size() - 3 * 4096;
    return f.write(QByteArray(n, '\x5a')) == n;
}

/// The price rows of the kill test in the catalog, as the app reads it; -1 when it cannot.
int killTestRows(const QString &path, QString *why)
{
    gp::db::Catalog catalog;
    const auto opened = catalog.open(path);
    if (!opened.ok) {
        *why = opened.message;
        return -1;
    }
    const QList<gp::PriceSnapshot> prices = catalog.priceHistory(kOffering, why);
    if (!why->isEmpty())
        return -1;
    if (catalog.load(why).offerings.size() < 14)
        return -1;
    int rows = 0;
    for (const gp::PriceSnapshot &p : prices)
        rows += p.source == kSource ? 1 : 0;
    return rows;
}

} // namespace

class TestHostileCatalogs final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

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

    Run run(const QStringList &args) const
    {
        QProcess p;
        p.setProcessEnvironment(environment());
        p.start(QStringLiteral(GPUPLANNER_BIN), args);
        Run r;
        r.finished = p.waitForFinished(120000);
        if (!r.finished)
            p.kill();
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    /// A CSV adding \a rows prices to one offering, dated from \a first on.
    QString pricesFile(const QString &name, int first, int rows) const
    {
        QByteArray csv = "offering_id,observed_on,unit,per,price_cny,source\r\n";
        // History rows, all before today (a price dated after today is refused) and before
        // the current prices: 31 files of 3000 days end in 2004.
        const QDate epoch(1750, 1, 1);
        for (int i = 0; i < rows; ++i) {
            csv += kOffering.toUtf8() + ','
                + epoch.addDays(first + i).toString(Qt::ISODate).toUtf8() + ",month,node,"
                + QByteArray::number(80000 + i) + ".00," + kSource.toUtf8() + "\r\n";
        }
        const QString file = path(name);
        return writeBytes(file, csv) ? file : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir(m_dir.path()).mkdir(u"runtime"_s));
        QVERIFY(QFile::setPermissions(path(u"runtime"_s),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                          | QFileDevice::ExeOwner));
        QVERIFY(writeBytes(path(u"job.gpuplan"_s), kJob));
    }

    void killedImportLeavesOldOrNewCatalog()
    {
        constexpr int kRows = 3000;
        constexpr int kKills = 30;
        const QString catalog = path(u"killed.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);

        // How long one import takes here, so that the kills spread over all of it.
        QElapsedTimer timer;
        timer.start();
        const QString first = pricesFile(u"kill-0.csv"_s, 0, kRows);
        const Run whole = run({u"catalog"_s, u"import"_s, first, u"--catalog"_s, catalog});
        QVERIFY2(whole.exitCode == 0, whole.err.constData());
        const int importMs = int(qMax<qint64>(timer.elapsed(), 20));
        int expected = kRows;

        int killedMidRun = 0;
        int oldKept = 0;
        int newWhole = 0;
        int journals = 0; // kills inside the write transaction
        for (int round = 1; round <= kKills; ++round) {
            const QString file = pricesFile(u"kill-%1.csv"_s.arg(round), round * kRows, kRows);
            QProcess child;
            child.setProcessEnvironment(environment());
            child.start(QStringLiteral(GPUPLANNER_BIN),
                        {u"catalog"_s, u"import"_s, file, u"--catalog"_s, catalog});
            QVERIFY(child.waitForStarted());
            // Most kills land late, where the transaction is written; some early ones too.
            QThread::msleep(QRandomGenerator::global()->bounded(importMs / 4, importMs * 5 / 4));
            if (child.state() == QProcess::Running) {
                ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
                ++killedMidRun;
            }
            QVERIFY(child.waitForFinished(60000));

            // The app itself opens what the kill left: SQLite's journal is replayed by it.
            if (QFileInfo::exists(catalog + u"-journal"_s))
                ++journals;
            QString why;
            const int rows = killTestRows(catalog, &why);
            QVERIFY2(rows >= 0, qPrintable(u"round %1: %2"_s.arg(round).arg(why)));
            QVERIFY2(rows == expected || rows == expected + kRows,
                     qPrintable(u"round %1: %2 rows, expected %3 or %4"_s.arg(round)
                                    .arg(rows)
                                    .arg(expected)
                                    .arg(expected + kRows)));
            (rows == expected ? oldKept : newWhole) += 1;
            expected = rows;
        }
        QVERIFY(killedMidRun > 0);
        qInfo("%d kills mid-run, %d inside the write: %d left the old catalog, %d the new one",
              killedMidRun, journals, oldKept, newWhole);
    }

    void damagedCatalogIsRefusedByEveryVerb_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("output"); // a file the verb must not write
        const QString job = path(u"job.gpuplan"_s);
        const QString csv = pricesFile(u"damaged-import.csv"_s, 0, 1);
        QTest::newRow("catalog list") << QStringList {u"catalog"_s, u"list"_s} << QString();
        QTest::newRow("catalog list --format json")
            << QStringList {u"catalog"_s, u"list"_s, u"--format"_s, u"json"_s} << QString();
        QTest::newRow("catalog export JSON")
            << QStringList {u"catalog"_s, u"export"_s, path(u"export.json"_s)}
            << path(u"export.json"_s);
        QTest::newRow("catalog export CSV")
            << QStringList {u"catalog"_s, u"export"_s, path(u"export.csv"_s)}
            << path(u"export.csv"_s);
        QTest::newRow("catalog import")
            << QStringList {u"catalog"_s, u"import"_s, csv} << QString();
        QTest::newRow("catalog import --dry-run")
            << QStringList {u"catalog"_s, u"import"_s, csv, u"--dry-run"_s} << QString();
        QTest::newRow("plan") << QStringList {u"plan"_s, job} << QString();
        QTest::newRow("plan --format csv")
            << QStringList {u"plan"_s, job, u"--format"_s, u"csv"_s} << QString();
        QTest::newRow("report") << QStringList {u"report"_s, job, u"-o"_s, path(u"damaged.pdf"_s)}
                                << path(u"damaged.pdf"_s);
        QTest::newRow("calibration") << QStringList {u"calibration"_s} << QString();
    }

    void damagedCatalogIsRefusedByEveryVerb()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, output);
        const QString catalog = path(u"damaged.sqlite"_s);
        if (!QFileInfo::exists(catalog)) {
            gp::db::Catalog made;
            QVERIFY(made.open(catalog).ok);
            made.close();
            QVERIFY(tearPages(catalog));
        }
        const QByteArray before = readBytes(catalog);
        const Run r = run(args + QStringList {u"--catalog"_s, catalog});
        QVERIFY(r.finished);
        QVERIFY2(r.exitCode == 3, r.err.constData());
        QVERIFY2(r.err.contains("is damaged: SQLite's integrity check fails"), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        if (!output.isEmpty())
            QVERIFY(!QFileInfo::exists(output));
        QCOMPARE(readBytes(catalog), before);
    }

    void exportsCannotRunInASpreadsheet()
    {
        const QString catalog = path(u"formulas.sqlite"_s);
        const QString formula = u"=HYPERLINK(\"http://x.example/\",\"H100\")"_s;
        {
            gp::db::Catalog made;
            QVERIFY(made.open(catalog).ok);
            gp::Offering o = made.load().offerings.first();
            o.labelEn = formula;
            o.notes = u"@SUM(1+1)*cmd|' /C calc'!A0"_s;
            QString error;
            QVERIFY2(made.upsertOffering(o, &error), qPrintable(error));
        }
        const QString csv = path(u"formulas.csv"_s);
        QCOMPARE(run({u"catalog"_s, u"export"_s, csv, u"--catalog"_s, catalog}).exitCode, 0);
        const QByteArray exported = readBytes(csv);
        QVERIFY(exported.contains(",\"'=HYPERLINK("));
        QVERIFY(exported.contains(",'@SUM(1+1)"));
        QVERIFY(!exported.contains(",=") && !exported.contains(",\"="));
        QVERIFY(!exported.contains(",@"));

        // Read back, the cells are what was written: the export stays lossless.
        const Run back = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QVERIFY2(back.out.contains("Nothing to change"), back.out.constData());

        const Run plan = run(
            {u"plan"_s, path(u"job.gpuplan"_s), u"--format"_s, u"csv"_s, u"--catalog"_s, catalog});
        QVERIFY2(plan.exitCode == 0, plan.err.constData());
        QVERIFY(plan.out.contains("'=HYPERLINK("));
        for (const QByteArray &line : plan.out.split('\n')) {
            for (const char *bad : {",=", ",\"=", ",+", ",@"})
                QVERIFY2(!line.contains(bad), line.constData());
        }

        // A label with escape sequences (the import refuses them; another program may not).
        {
            gp::db::Catalog made;
            QVERIFY(made.open(catalog).ok);
            gp::Offering o = made.load().offerings.first();
            o.regionEn = u"\x1b]0;owned\x07" u"Evil\x1b[2J"_s;
            QString error;
            QVERIFY2(made.upsertOffering(o, &error), qPrintable(error));
        }
        const Run list = run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog});
        QCOMPARE(list.exitCode, 0);
        QVERIFY(list.out.contains("=HYPERLINK"));
        QVERIFY2(list.out.contains("]0;ownedEvil[2J"), list.out.constData());
        QVERIFY2(!list.out.contains('\x1b') && !list.out.contains('\x07'), list.out.constData());
    }

    void catalogHeldByAWriterIsInUse()
    {
        const QString catalog = path(u"locked.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);
        const QString name = u"writer"_s;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
            db.setDatabaseName(catalog);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"BEGIN EXCLUSIVE"_s));
            const Run r = run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog});
            QVERIFY(q.exec(u"ROLLBACK"_s));
            q.finish();
            db.close();
            QVERIFY(r.finished);
            QVERIFY2(r.exitCode == 3, r.err.constData());
            QVERIFY2(r.err.contains("is in use by another writer; try again in a moment"),
                     r.err.constData());
            QVERIFY(!r.err.contains("damaged"));
        }
        QSqlDatabase::removeDatabase(name);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestHostileCatalogs)
#include "tst_hostilecatalogs.moc"
