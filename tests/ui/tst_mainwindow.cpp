// The main window shows the catalog: offerings with their current price, and price history.

#include "catalog.h"
#include "catalog/catalogeditor.h"
#include "catalog/catalogstore.h"
#include "mainwindow.h"
#include "models/offeringtablemodel.h"
#include "models/pricetablemodel.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

class TestMainWindow final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    gp::CatalogData loadCatalog()
    {
        gp::db::Catalog catalog;
        const auto result = catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite")));
        if (!result.ok)
            qWarning() << result.message;
        return catalog.load();
    }

    /// Runs the app offscreen with --quit-after-start and \a arguments: its exit code, and in
    /// *err what it printed (the start-up times and the window's title).
    int startAndQuit(const QStringList &arguments, QByteArray *err)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLANNER_BIN),
                QStringList {QStringLiteral("--quit-after-start")} + arguments);
        if (!p.waitForFinished(60000))
            return -1;
        *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void modelsPassTheModelTester()
    {
        gp::ui::MainWindow window;
        new QAbstractItemModelTester(window.offeringModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     &window);
        new QAbstractItemModelTester(
            window.priceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest, &window);
        window.setCatalog(loadCatalog(), QStringLiteral("test"));
    }

    void showsEveryOfferingOfTheCatalog()
    {
        const gp::CatalogData catalog = loadCatalog();
        QVERIFY(catalog.offerings.size() >= 14);
        gp::ui::MainWindow window;
        window.setCatalog(catalog, QStringLiteral("test"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto *table = window.findChild<QTableView *>(QStringLiteral("offeringTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), catalog.offerings.size());
        QStringList ids;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            ids << table->model()->index(row, 0).data(Qt::UserRole).toString();
        QVERIFY(ids.contains(QStringLiteral("jygpu-bm-h100-ningxia1")));
        QVERIFY(ids.contains(QStringLiteral("jygpu-bm-910b-huawei")));
        QVERIFY(ids.contains(QStringLiteral("jygpu-bm-4090-sichuan2")));
    }

    void selectingAnOfferingShowsItsPriceHistory()
    {
        const gp::CatalogData catalog = loadCatalog();
        gp::ui::MainWindow window;
        window.setCatalog(catalog, QStringLiteral("test"));
        auto *table = window.findChild<QTableView *>(QStringLiteral("offeringTable"));
        auto *prices = window.findChild<QTableView *>(QStringLiteral("priceTable"));
        QVERIFY(table && prices);

        int h100Row = -1;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, 0).data(Qt::UserRole).toString()
                == u"jygpu-bm-h100-ningxia1")
                h100Row = row;
        }
        QVERIFY(h100Row >= 0);
        table->selectRow(h100Row);
        const gp::Offering *h100 = catalog.offering(QStringLiteral("jygpu-bm-h100-ningxia1"));
        QCOMPARE(prices->model()->rowCount(), h100->prices.size());
        QVERIFY(prices->model()->rowCount() >= 3); // July, 09-04 and 09-28 quotes
        // Newest first: the last row is the July 2026 quote of ¥84,480.
        const QString oldest
            = prices->model()
                  ->index(prices->model()->rowCount() - 1, gp::ui::PriceTableModel::Price)
                  .data()
                  .toString();
        QVERIFY2(oldest.contains(QStringLiteral("84,480")), qPrintable(oldest));
    }

    void priceHistoryIsReadFromTheCatalogWhenShown()
    {
        // As the app runs: the editor reads the catalog file, the plan gets the newest prices.
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(m_dir.filePath(QStringLiteral("history.sqlite"))).ok);
        gp::ui::MainWindow window;
        auto *editor = window.findChild<gp::ui::CatalogEditor *>();
        QVERIFY(editor);
        editor->setCatalog(&catalog);
        window.setCatalog(editor->store()->data(), QStringLiteral("test"));
        const QString h100 = QStringLiteral("jygpu-bm-h100-ningxia1");
        QCOMPARE(editor->store()->data().offering(h100)->prices.size(), 1);

        auto *table = window.findChild<QTableView *>(QStringLiteral("offeringTable"));
        auto *prices = window.findChild<QTableView *>(QStringLiteral("priceTable"));
        QVERIFY(table && prices);
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, 0).data(Qt::UserRole).toString() == h100)
                table->selectRow(row);
        }
        QCOMPARE(prices->model()->rowCount(), catalog.priceHistory(h100).size());
        QVERIFY(prices->model()->rowCount() >= 3);
    }

    void binaryOpensTheJobFileItIsGiven()
    {
        const QString job = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/jobs/lora-7b.gpuplan");
        QByteArray err;
        QCOMPARE(startAndQuit({job}, &err), 0);
        QVERIFY2(err.contains("job: lora-7b.gpuplan"), err.constData());
        QVERIFY2(err.contains("results painted after"), err.constData());
    }

    void binaryStartsOffscreenAndQuits()
    {
        QByteArray err;
        QCOMPARE(startAndQuit({}, &err), 0);
        QVERIFY2(err.contains("window shown after"), err.constData());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
