// `gpuplanner catalog import FILE [--dry-run]` and `catalog export FILE.csv`: the real binary on a
// throw-away catalog.
#include "catalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

QByteArray sha256(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

const QString kHeader
    = u"offering_id,observed_on,unit,per,price_cny,list_cny,currency,source,note\r\n"_s;

} // namespace

class TestCliImport final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_home;

    Run run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
        env.insert(u"HOME"_s, m_home.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLANNER_BIN), args);
        if (!p.waitForFinished(120000))
            qWarning() << "gpuplanner did not finish:" << args;
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QString write(const QString &name, const QString &text)
    {
        const QString path = m_home.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
            qWarning() << "cannot write" << path;
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_home.isValid()); }

    void dryRunPreviewsAndChangesNothingThenApplyDoes()
    {
        const QString catalog = m_home.filePath(u"dry.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);
        const QByteArray before = sha256(catalog);
        const QString csv = write(
            u"prices.csv"_s,
            kHeader
                + u"jygpu-bm-h100-ningxia1,2026-10-01,month,node,88000.00,,CNY,price list,\r\n"_s);

        const Run dry
            = run({u"catalog"_s, u"import"_s, csv, u"--dry-run"_s, u"--catalog"_s, catalog});
        QCOMPARE(dry.exitCode, 0);
        QVERIFY2(dry.out.contains(u"Price changes: 1"_s), qPrintable(dry.out));
        QVERIFY2(dry.out.contains(u"jygpu-bm-h100-ningxia1"_s), qPrintable(dry.out));
        QVERIFY2(dry.out.contains(u"%)"_s), qPrintable(dry.out)); // the change in percent
        QVERIFY(dry.out.contains(u"Dry run"_s));
        QVERIFY2(dry.out.contains(u"1 Oct 2026"_s), qPrintable(dry.out));
        QCOMPARE(sha256(catalog), before);

        const Run apply = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(apply.exitCode, 0);
        QVERIFY2(apply.out.contains(u"Applied"_s), qPrintable(apply.out));
        const Run list = run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog});
        // Text for people carries the reader's date form; the CSV file had the ISO one.
        QVERIFY2(list.out.contains(u"1 Oct 2026"_s), qPrintable(list.out));
        QVERIFY2(!list.out.contains(u"2026-10-01"_s), qPrintable(list.out));

        const Run again = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.out.contains(u"Nothing to change"_s));
    }

    void badRowsExitTwoWithFileRowAndField()
    {
        const QString catalog = m_home.filePath(u"bad.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);
        const QByteArray before = sha256(catalog);
        const QString csv = write(
            u"bad.csv"_s,
            kHeader + u"jygpu-bm-h100-ningxia1,2026-10-01,month,node,88000.00,,CNY,ok,\r\n"_s
                + u"jygpu-bm-h100-ningxia1,2026-10-32,month,node,1.00,,CNY,x,\r\n"_s
                + u"jygpu-ct-4090,2026-10-01,fortnight,gpu,1.57,,CNY,x,\r\n"_s);
        const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(csv + u":3: observed_on: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(csv + u":4: unit: "_s), qPrintable(r.err));
        QVERIFY(r.err.contains(u"nothing was imported"_s));
        QCOMPARE(sha256(catalog), before);
    }

    void exportCsvImportsBackUnchanged()
    {
        const QString catalog = m_home.filePath(u"round.sqlite"_s);
        const QString csv = m_home.filePath(u"export.csv"_s);
        const Run exported = run({u"catalog"_s, u"export"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(exported.exitCode, 0);
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readLine().startsWith("offering_id,provider,label,"));
        f.close();
        const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(u"Nothing to change"_s), qPrintable(r.out));
    }

    void importRemovingMostOfTheCatalogNeedsConsent_data()
    {
        QTest::addColumn<int>("keep"); // offerings of the export left in the file
        QTest::addColumn<int>("removed");
        QTest::newRow("one offering left") << 1 << 13;
        QTest::newRow("header only (an export of an empty catalog)") << 0 << 14;
        QTest::newRow("six left: just more than half removed") << 6 << 8;
    }

    void importRemovingMostOfTheCatalogNeedsConsent()
    {
        QFETCH(int, keep);
        QFETCH(int, removed);
        const QString catalog = m_home.filePath(u"guard-%1.sqlite"_s.arg(keep));
        const QString full = m_home.filePath(u"guard-full-%1.csv"_s.arg(keep));
        QCOMPARE(run({u"catalog"_s, u"export"_s, full, u"--catalog"_s, catalog}).exitCode, 0);
        QFile in(full);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = in.readAll().split('\n');
        QByteArray kept = lines.takeFirst() + '\n';
        QStringList ids;
        for (const QByteArray &line : std::as_const(lines)) {
            const QString id = QString::fromUtf8(line.left(line.indexOf(',')));
            if (id.isEmpty())
                continue;
            if (!ids.contains(id) && ids.size() < keep)
                ids << id;
            if (ids.contains(id))
                kept += line + '\n';
        }
        const QString part = m_home.filePath(u"guard-part-%1.csv"_s.arg(keep));
        QFile out(part);
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(kept) == kept.size());
        out.close();
        const QByteArray before = sha256(catalog);
        const QString warning
            = u"Warning: this import removes %1 of the 14 offerings in the catalog.\n"_s.arg(
                removed);

        const Run dry
            = run({u"catalog"_s, u"import"_s, part, u"--dry-run"_s, u"--catalog"_s, catalog});
        QCOMPARE(dry.exitCode, 0);
        QVERIFY2(dry.out.startsWith(warning), qPrintable(dry.out));

        const Run refused = run({u"catalog"_s, u"import"_s, part, u"--catalog"_s, catalog});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.out.startsWith(warning), qPrintable(refused.out));
        QVERIFY2(refused.err.contains(u"nothing was changed"_s)
                     && refused.err.contains(u"--allow-removals"_s),
                 qPrintable(refused.err));
        QCOMPARE(sha256(catalog), before);

        const Run applied = run(
            {u"catalog"_s, u"import"_s, part, u"--allow-removals"_s, u"--catalog"_s, catalog});
        QCOMPARE(applied.exitCode, 0);
        QVERIFY2(applied.out.contains(u"The catalog as it was before is kept in "_s + catalog
                                      + u".before-import-"_s),
                 qPrintable(applied.out));
        const QStringList backups = gp::db::Catalog::importBackups(catalog);
        QCOMPARE(backups.size(), 1);
        QCOMPARE(sha256(backups.first()).isEmpty(), false);
        // The copy is a whole catalog: importing the full export back needs no consent.
        gp::db::Catalog copy;
        QVERIFY(copy.open(backups.first()).ok);
        QCOMPARE(copy.load().offerings.size(), 14);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--format"_s, u"json"_s, u"--catalog"_s, catalog})
                     .out.count(u"\"id\""_s),
                 keep);
    }

    void backupsArePrunedToTheNewest()
    {
        const QString catalog = m_home.filePath(u"pruned.sqlite"_s);
        QCOMPARE(run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog}).exitCode, 0);
        QStringList made;
        for (int round = 0; round < gp::db::Catalog::kBackupsKept + 2; ++round) {
            // A changed column overwrites a row: each of these imports is destructive.
            const QString csv
                = write(u"notes-%1.csv"_s.arg(round),
                        u"offering_id,notes\r\njygpu-bm-h100-ningxia1,round %1\r\n"_s.arg(round));
            const Run r = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QStringList now = gp::db::Catalog::importBackups(catalog);
            QVERIFY(!now.isEmpty());
            made << now.last();
        }
        const QStringList kept = gp::db::Catalog::importBackups(catalog);
        QCOMPARE(kept, made.mid(2));
        // An import that only adds keeps no copy.
        const QString add = write(
            u"add.csv"_s,
            kHeader + u"jygpu-bm-h100-ningxia1,2026-11-01,month,node,88000.00,,CNY,add,\r\n"_s);
        QCOMPARE(run({u"catalog"_s, u"import"_s, add, u"--catalog"_s, catalog}).exitCode, 0);
        QCOMPARE(gp::db::Catalog::importBackups(catalog), kept);
    }

    void missingFileExitsTwo()
    {
        const Run r = run({u"catalog"_s, u"import"_s, m_home.filePath(u"nope.csv"_s),
                           u"--catalog"_s, m_home.filePath(u"x.sqlite"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(u"nope.csv:0: "_s));
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cliimport.moc"
