// `gpuplanner catalog import FILE [--dry-run]` and `catalog export FILE.csv`: the real binary on a
// throw-away catalog.
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
        QCOMPARE(sha256(catalog), before);

        const Run apply = run({u"catalog"_s, u"import"_s, csv, u"--catalog"_s, catalog});
        QCOMPARE(apply.exitCode, 0);
        QVERIFY2(apply.out.contains(u"Applied"_s), qPrintable(apply.out));
        const Run list = run({u"catalog"_s, u"list"_s, u"--catalog"_s, catalog});
        QVERIFY2(list.out.contains(u"2026-10-01"_s), qPrintable(list.out));

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
