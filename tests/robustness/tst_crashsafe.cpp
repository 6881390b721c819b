// Crash-safe catalog writes: a child process adds prices in transactions and is killed with
// SIGKILL at varying moments, again and again. After every kill the file must pass
// PRAGMA integrity_check, hold only whole transactions (the rows of the last transaction the
// child reported committed, or of the one after it, never part of one), and open as a catalog
// with the app before anything else touches it.

#include "catalog.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/types.h>

namespace {

constexpr int kBatch = 5; // rows per transaction in catalogwriter_child
const QString kOffering = QStringLiteral("jygpu-bm-h100-ningxia1");

/// The user price rows of the test offering, as price_fen values in insertion order.
QList<qint64> userPrices(const QString &path, QString *integrity)
{
    QList<qint64> prices;
    const QString name = QStringLiteral("crashsafe-check");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            *integrity = db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
                *integrity = q.value(0).toString();
            QSqlQuery rows(db);
            rows.prepare(QStringLiteral("SELECT price_fen FROM prices WHERE origin = 'user' AND "
                                        "offering_id = ? ORDER BY id"));
            rows.addBindValue(kOffering);
            if (rows.exec()) {
                while (rows.next())
                    prices << rows.value(0).toLongLong();
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return prices;
}

/// The last "committed N" the child printed, or -1.
qint64 lastCommitted(const QByteArray &out)
{
    qint64 last = -1;
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith("committed "))
            last = line.mid(10).toLongLong();
    }
    return last;
}

} // namespace

class TestCrashSafe final : public QObject {
    Q_OBJECT

private slots:
    void killedWriterLeavesWholeTransactions()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            gp::db::Catalog catalog;
            const auto opened = catalog.open(path);
            QVERIFY2(opened.ok, qPrintable(opened.message));
        }

        // Moments after "ready" in ms: 0 kills during the first transaction, the others later.
        const QList<int> delays = {0, 1, 2, 3, 5, 7, 10, 15, 20, 30, 45, 60, 80, 110, 150};
        qint64 next = 0; // first row the next child writes
        int killsMidRun = 0;
        for (int round = 0; round < 2 * delays.size(); ++round) {
            QProcess child;
            child.setProcessChannelMode(QProcess::SeparateChannels);
            child.start(QStringLiteral(CATALOGWRITER_CHILD),
                        {path, kOffering, QString::number(next)});
            QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
            if (round % 2 == 0) {
                // Even rounds: kill while the child opens the catalog or soon after.
                QThread::msleep(static_cast<unsigned long>(delays.at(round / 2)));
            } else {
                QByteArray seen;
                while (!seen.contains("ready\n") && child.waitForReadyRead(60000))
                    seen = child.peek(1 << 16);
                QVERIFY2(seen.contains("ready\n"), child.readAllStandardError().constData());
                QThread::msleep(static_cast<unsigned long>(delays.at(round / 2)));
            }
            const bool running = child.state() == QProcess::Running;
            if (running) {
                ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
                ++killsMidRun;
            }
            QVERIFY(child.waitForFinished(60000));
            const QByteArray out = child.readAllStandardOutput();
            if (running)
                QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            else
                QFAIL(child.readAllStandardError().constData());

            // The app opens what the kill left first: it, not a later plain connection, must
            // let SQLite roll back the journal.
            {
                gp::db::Catalog reopened;
                const auto again = reopened.open(path);
                QVERIFY2(again.ok, qPrintable(again.message));
                QString error;
                const gp::CatalogData data = reopened.load(&error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(data.offering(kOffering));
            }
            QString integrity;
            const QList<qint64> prices = userPrices(path, &integrity);
            QCOMPARE(integrity, QStringLiteral("ok"));
            // Every row written so far, in order, with nothing missing and nothing torn.
            QCOMPARE(prices.size() % kBatch, 0);
            for (int i = 0; i < prices.size(); ++i)
                QCOMPARE(prices.at(i), qint64(i));
            const qint64 committed = lastCommitted(out);
            const qint64 have = prices.size();
            if (committed >= 0) {
                // The reported commit is durable; at most one more finished after the report.
                QVERIFY2(have == committed || have == committed + kBatch,
                         qPrintable(QStringLiteral("round %1: %2 rows, child reported %3")
                                        .arg(round)
                                        .arg(have)
                                        .arg(committed)));
            } else {
                QVERIFY(have == next || have == next + kBatch);
            }
            next = have;
        }
        QVERIFY(killsMidRun > 0);
        QVERIFY2(next > 0, "no transaction ever committed: the kills came too early to test");
    }

    void killedWhileCreatingLeavesNoBrokenCatalog()
    {
        // A first start killed while it writes the new catalog must not leave a file that the
        // next start calls broken: the catalog is there whole, or not at all.
        const QList<int> delays = {0, 2, 4, 6, 8, 10, 12, 15, 18, 22, 26, 30, 35, 40, 50, 60};
        int killedMidCreation = 0;
        for (int round = 0; round < 2 * delays.size(); ++round) {
            QTemporaryDir dir;
            QVERIFY(dir.isValid());
            QProcess child;
            child.start(QStringLiteral(CATALOGWRITER_CHILD),
                        {QStringLiteral("--create"), dir.path(), QStringLiteral("1000")});
            QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
            if (round % 2 == 1) {
                // Odd rounds count from "ready", so that the kill comes while it creates
                // however slowly the process starts (a sanitizer build takes long).
                QByteArray seen;
                while (!seen.contains("ready\n") && child.waitForReadyRead(60000))
                    seen = child.peek(1 << 16);
                QVERIFY2(seen.contains("ready\n"), child.readAllStandardError().constData());
            }
            QThread::msleep(static_cast<unsigned long>(delays.at(round / 2)));
            QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());
            ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished(60000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            const QByteArray out = child.readAllStandardOutput();
            const int created = int(out.count("created "));
            // A catalog half-written when the kill came leaves its working file behind.
            const QStringList building
                = QDir(dir.path())
                      .entryList({QStringLiteral("*.creating-*")}, QDir::Files | QDir::Hidden);
            if (!building.isEmpty())
                ++killedMidCreation;

            // Every catalog reported created opens whole; the one being created when the kill
            // came is either whole or absent, and the next start creates or opens it.
            for (int k = 0; k <= created; ++k) {
                const QString path = dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(k));
                const bool existed = QFileInfo::exists(path);
                if (k < created)
                    QVERIFY2(existed, qPrintable(path));
                gp::db::Catalog catalog;
                const auto opened = catalog.open(path);
                QVERIFY2(opened.ok,
                         qPrintable(QStringLiteral("round %1 (%2 ms): %3")
                                        .arg(round)
                                        .arg(delays.at(round / 2))
                                        .arg(opened.message)));
                QString error;
                const gp::CatalogData data = catalog.load(&error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(data.offering(kOffering));
                QVERIFY(data.offerings.size() >= 14);
            }
            // What a killed creation left beside the catalogs is cleared by the next start.
            const QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
            for (const QString &name : left)
                QVERIFY2(name.endsWith(QStringLiteral(".sqlite")), qPrintable(name));
        }
        qInfo("%d of %d kills came while a catalog file was being written", killedMidCreation,
              int(2 * delays.size()));
        QVERIFY2(killedMidCreation > 0, "no kill came during a creation: nothing was tested");
    }
};

QTEST_GUILESS_MAIN(TestCrashSafe)
#include "tst_crashsafe.moc"
