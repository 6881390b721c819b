// The catalog editor: edits through the models are validated, written to the catalog file at
// once, undoable, and announced so the plan follows; the import preview; the price history.
#include "appsettings.h"
#include "catalog.h"
#include "catalog/acceleratoreditmodel.h"
#include "catalog/catalogeditor.h"
#include "catalog/catalogstore.h"
#include "catalog/importpreviewdialog.h"
#include "catalog/offeringeditmodel.h"
#include "catalog/priceagebanner.h"
#include "catalog/priceeditmodel.h"
#include "catalog/pricehistorychart.h"
#include "catalogimport.h"
#include "jobcontroller.h"
#include "uitestsupport.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;
using gp::ui::OfferingEditModel;
using gp::ui::PriceEditModel;

namespace {

const QString kH100 = u"jygpu-bm-h100-ningxia1"_s;

} // namespace

class TestCatalogEditor final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString freshPath() { return m_dir.filePath(u"editor-%1.sqlite"_s.arg(++m_counter)); }

    static gp::CatalogData reopen(const QString &path)
    {
        gp::db::Catalog other;
        if (!other.open(path).ok)
            return {};
        return other.load();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Settings of this test only, not the user's.
        QCoreApplication::setOrganizationName(u"gpuplanner-tests"_s);
        QCoreApplication::setApplicationName(u"tst_catalogeditor"_s);
        gp::appSettings().clear();
    }

    void stalePricesWarnInTheResults_data()
    {
        QTest::addColumn<int>("ageDays");
        QTest::addColumn<int>("limit");
        QTest::addColumn<bool>("warning");
        QTest::newRow("10 days, limit 30") << 10 << 30 << false;
        QTest::newRow("30 days, limit 30") << 30 << 30 << false;
        QTest::newRow("31 days, limit 30") << 31 << 30 << true;
        QTest::newRow("65 days, limit 90") << 65 << 90 << false;
        QTest::newRow("8 days, limit 7") << 8 << 7 << true;
    }

    void stalePricesWarnInTheResults()
    {
        QFETCH(int, ageDays);
        QFETCH(int, limit);
        QFETCH(bool, warning);
        gp::db::Catalog::setStaleAfterDays(limit);
        QCOMPARE(gp::db::Catalog::staleAfterDays(), limit);
        gp::ui::JobController controller;
        controller.setCatalog(gp::uitest::loadCatalog(m_dir));
        controller.flush();
        gp::ui::PriceAgeBanner banner(&controller);
        const QDate newest = controller.plan().catalogDate.isValid()
            ? controller.plan().catalogDate
            : controller.catalog().priceDate();
        QVERIFY(newest.isValid());
        banner.setToday(newest.addDays(ageDays));
        QCOMPARE(banner.isWarning(), warning);
        QVERIFY2(banner.text().contains(QString::number(ageDays)), qPrintable(banner.text()));
        gp::appSettings().clear();
        QCOMPARE(gp::db::Catalog::staleAfterDays(), 30);
    }

    void modelsPassTheTester()
    {
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::ui::CatalogEditor editor;
        new QAbstractItemModelTester(editor.offeringModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     &editor);
        new QAbstractItemModelTester(
            editor.priceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest, &editor);
        new QAbstractItemModelTester(editor.acceleratorModel(),
                                     QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     &editor);
        editor.setCatalog(&catalog);
        QVERIFY(editor.offeringModel()->rowCount() >= 14);
        QVERIFY(editor.acceleratorModel()->rowCount() >= 8);
        editor.selectOfferings({kH100});
        QVERIFY(editor.priceModel()->rowCount() >= 3);
        // The plan's copy holds the newest price only; the editor shows the whole history.
        QCOMPARE(editor.priceModel()->rowCount(), catalog.priceHistory(kH100).size());
        QCOMPARE(editor.store()->data().offering(kH100)->prices.size(), 1);
        QVERIFY(editor.offeringModel()->setData(
            editor.offeringModel()->index(editor.offeringModel()->rowOf(kH100),
                                          OfferingEditModel::Network),
            u"IB 400G x8"_s));
    }

    void offeringEditPersistsAndUndoes_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("field");
        QTest::newRow("network") << int(OfferingEditModel::Network) << u"IB 400G x8, 新"_s
                                 << u"network"_s;
        QTest::newRow("cards per node")
            << int(OfferingEditModel::GpusPerNode) << u"4"_s << u"gpus_per_node"_s;
        QTest::newRow("form") << int(OfferingEditModel::Form) << u"cluster"_s << u"form"_s;
        QTest::newRow("notes with a comma")
            << int(OfferingEditModel::Notes) << u"a, b"_s << u"notes"_s;
    }

    void offeringEditPersistsAndUndoes()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        QFETCH(QString, field);
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        QSignalSpy edited(&editor, &gp::ui::CatalogEditor::catalogEdited);
        QVERIFY(edited.isValid());
        OfferingEditModel *model = editor.offeringModel();
        const int row = model->rowOf(kH100);
        const QString before
            = gp::db::CatalogImport::offeringField(*reopen(path).offering(kH100), field);

        QVERIFY(model->setData(model->index(row, column), value));
        QCOMPARE(edited.count(), 1);
        // Another connection to the file sees the edit: it was written, not just shown.
        const gp::CatalogData saved = reopen(path);
        QCOMPARE(gp::db::CatalogImport::offeringField(*saved.offering(kH100), field), value);
        QCOMPARE(saved.offering(kH100)->origin, gp::RowOrigin::User);

        editor.store()->undoStack()->undo();
        QCOMPARE(gp::db::CatalogImport::offeringField(*reopen(path).offering(kH100), field),
                 before);
        editor.store()->undoStack()->redo();
        QCOMPARE(gp::db::CatalogImport::offeringField(*reopen(path).offering(kH100), field), value);
    }

    void badEditsAreRefusedWithAMessage_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("value");
        QTest::newRow("zero cards") << int(OfferingEditModel::GpusPerNode) << u"0"_s;
        QTest::newRow("text for cards") << int(OfferingEditModel::GpusPerNode) << u"eight"_s;
        QTest::newRow("unknown form") << int(OfferingEditModel::Form) << u"rental"_s;
        QTest::newRow("unknown accelerator") << int(OfferingEditModel::Accelerator) << u"tpu"_s;
        QTest::newRow("empty label") << int(OfferingEditModel::Label) << u"  "_s;
        QTest::newRow("negative bandwidth") << int(OfferingEditModel::InterNodeGBs) << u"-1"_s;
    }

    void badEditsAreRefusedWithAMessage()
    {
        QFETCH(int, column);
        QFETCH(QString, value);
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        const QByteArray before = QFile(path).exists() ? QByteArray("x") : QByteArray();
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        OfferingEditModel *model = editor.offeringModel();
        QSignalSpy rejected(model, &OfferingEditModel::editRejected);
        QVERIFY(rejected.isValid());
        const gp::Offering original = *reopen(path).offering(kH100);
        QVERIFY(!model->setData(model->index(model->rowOf(kH100), column), value));
        QCOMPARE(rejected.count(), 1);
        const QString message = rejected.first().first().toString();
        QVERIFY2(message.contains(kH100), qPrintable(message));
        QVERIFY(!editor.store()->undoStack()->canUndo());
        const gp::Offering now = *reopen(path).offering(kH100);
        for (const QString &c : gp::db::CatalogImport::offeringColumns())
            QCOMPARE(gp::db::CatalogImport::offeringField(now, c),
                     gp::db::CatalogImport::offeringField(original, c));
        QVERIFY(!before.isEmpty());
    }

    void priceEditAndAddPersist()
    {
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        editor.selectOfferings({kH100});
        PriceEditModel *prices = editor.priceModel();
        QCOMPARE(prices->offeringId(), kH100);
        const int count = prices->rowCount();

        // Newest first: row 0 is the current price.
        QVERIFY(prices->setData(prices->index(0, PriceEditModel::Price), u"90000.50"_s));
        QCOMPARE(reopen(path).offering(kH100)->currentPrice()->priceFen, qint64(9000050));
        QSignalSpy rejected(prices, &PriceEditModel::editRejected);
        QVERIFY(!prices->setData(prices->index(0, PriceEditModel::Price), u"9.999"_s));
        QVERIFY(!prices->setData(prices->index(0, PriceEditModel::ObservedOn), u"2026-02-30"_s));
        QCOMPARE(rejected.count(), 2);

        gp::PriceSnapshot p;
        p.observedOn = QDate(2026, 10, 15);
        p.unit = gp::BillingUnit::Month;
        p.scope = gp::PriceScope::PerNode;
        p.priceFen = 8800000;
        p.source = u"官网 price page"_s;
        QString error;
        QVERIFY2(editor.store()->addPrice(kH100, p, &error), qPrintable(error));
        QCOMPARE(prices->rowCount(), count + 1);
        QCOMPARE(reopen(path).offering(kH100)->currentPrice()->observedOn, QDate(2026, 10, 15));
        editor.store()->undoStack()->undo();
        QCOMPARE(reopen(path).offering(kH100)->prices.size(), count);
    }

    void acceleratorEditPersists()
    {
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        gp::ui::AcceleratorEditModel *model = editor.acceleratorModel();
        const QModelIndex memory = model->index(0, gp::ui::AcceleratorEditModel::MemoryGb);
        const QString id = model->index(0, gp::ui::AcceleratorEditModel::Id).data().toString();
        QVERIFY(model->setData(memory, 123.5));
        QCOMPARE(reopen(path).accelerator(id)->memoryGb, 123.5);
        QVERIFY(!model->setData(memory, -1));
        QVERIFY(
            !model->setData(model->index(0, gp::ui::AcceleratorEditModel::ComputeEfficiency), 1.5));
    }

    void filterNarrowsTheOfferings()
    {
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        auto *filter = editor.findChild<QLineEdit *>(u"catalogFilter"_s);
        QVERIFY(filter);
        const int all = editor.offeringView()->model()->rowCount();
        QTest::keyClicks(filter, u"910b"_s);
        const int some = editor.offeringView()->model()->rowCount();
        QVERIFY(some > 0);
        QVERIFY(some < all);
    }

    void historyChartShowsSeveralOfferings()
    {
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::ui::CatalogEditor editor;
        editor.resize(1300, 850);
        editor.setCatalog(&catalog);
        const QStringList ids {kH100, u"jygpu-bm-910b-huawei"_s, u"jygpu-bm-4090-sichuan2"_s};
        editor.selectOfferings(ids);
        QCOMPARE(editor.historyChart()->shownIds(), ids);
        // Every seed quote of the three is a point on its date.
        const gp::CatalogData data = catalog.load();
        int quotes = 0;
        for (const QString &id : ids)
            quotes += int(data.offering(id)->prices.size());
        QCOMPARE(editor.historyChart()->pointCount(), quotes);
        // After an edit the chart still draws every quote (the plan's copy has the newest only).
        gp::PriceSnapshot november = data.offering(kH100)->prices.last();
        november.observedOn = QDate(2026, 11, 20);
        november.source = u"sales call"_s;
        QString error;
        QVERIFY2(editor.store()->addPrice(kH100, november, &error), qPrintable(error));
        QCOMPARE(editor.historyChart()->pointCount(), quotes + 1);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(gp::uitest::saveShot(&editor, u"catalog-editor"_s));
    }

    void newOfferingIdIsChecked_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fine") << u"our-h100-quote"_s << QString();
        QTest::newRow("empty") << QString() << u"needs an id"_s;
        QTest::newRow("space") << u"our h100"_s << u"no spaces"_s;
        QTest::newRow("taken") << kH100 << u"already in the catalog"_s;
    }

    void newOfferingIdIsChecked()
    {
        QFETCH(QString, id);
        QFETCH(QString, problem);
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        const QString said = editor.newIdProblem(id);
        QVERIFY2(problem.isEmpty() ? said.isEmpty() : said.contains(problem), qPrintable(said));
    }

    void offeringsAreAddedAndRemovedWithUndo()
    {
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        QSignalSpy edited(&editor, &gp::ui::CatalogEditor::catalogEdited);
        const QList<gp::PriceSnapshot> h100History = catalog.priceHistory(kH100);
        const int before = int(catalog.load().offerings.size());

        QString error;
        QVERIFY2(editor.copyOffering(kH100, u"our-h100"_s, &error), qPrintable(error));
        const gp::CatalogData afterCopy = catalog.load();
        QCOMPARE(int(afterCopy.offerings.size()), before + 1);
        const gp::Offering *copy = afterCopy.offering(u"our-h100"_s);
        QVERIFY(copy);
        QCOMPARE(copy->origin, gp::RowOrigin::User);
        QCOMPARE(copy->labelZh, afterCopy.offering(kH100)->labelZh);
        // The source's current price, marked as copied, so the plan can use it at once.
        QCOMPARE(copy->prices.size(), 1);
        QCOMPARE(copy->prices.first().priceFen,
                 afterCopy.offering(kH100)->currentPrice()->priceFen);
        QVERIFY(copy->prices.first().note.contains(u"Copied from"_s));
        QVERIFY(!edited.isEmpty());
        QVERIFY(edited.last().first().value<gp::CatalogData>().offering(u"our-h100"_s));
        QVERIFY(!editor.copyOffering(kH100, u"our-h100"_s, &error));
        QVERIFY2(error.contains(u"already"_s), qPrintable(error));

        QVERIFY2(editor.removeOfferings({u"our-h100"_s, kH100}, &error), qPrintable(error));
        QVERIFY(!catalog.load().offering(kH100));
        QVERIFY(!editor.store()->data().offering(u"our-h100"_s));
        QVERIFY(catalog.priceHistory(kH100).isEmpty());

        // Undo puts the H100 back with its whole price history, then the copy.
        QUndoStack *undo = editor.store()->undoStack();
        undo->undo();
        QCOMPARE(catalog.priceHistory(kH100), h100History);
        QVERIFY(editor.store()->data().offering(kH100));
        undo->undo();
        QVERIFY(catalog.load().offering(u"our-h100"_s));
        undo->undo();
        QVERIFY(!catalog.load().offering(u"our-h100"_s));
        QCOMPARE(int(catalog.load().offerings.size()), before);
        undo->redo();
        QVERIFY(catalog.load().offering(u"our-h100"_s));
    }

    void importPreviewDialogShowsChangesOrBadRows()
    {
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        const QString csv = m_dir.filePath(u"prices.csv"_s);
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("offering_id,observed_on,unit,per,price_cny,source\r\n"
                    "jygpu-bm-h100-ningxia1,2026-10-01,month,node,88000,October list\r\n"
                    "jygpu-bm-910b-huawei,2026-10-01,month,node,21000,October list\r\n");
        }
        const gp::db::ImportPreview preview = editor.previewImport(csv);
        QVERIFY(preview.ok());
        gp::ui::ImportPreviewDialog dialog(editor.store()->data(), preview);
        QVERIFY(dialog.canApply());
        QVERIFY(dialog.tree()->topLevelItemCount() >= 4);
        dialog.resize(900, 480);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(gp::uitest::saveShot(&dialog, u"catalog-import-preview"_s));

        const QString bad = m_dir.filePath(u"bad.csv"_s);
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("offering_id,observed_on,unit,per,price_cny\r\n"
                    "jygpu-bm-h100-ningxia1,2026-10-01,month,node,-3\r\n");
        }
        const gp::db::ImportPreview badPreview = editor.previewImport(bad);
        gp::ui::ImportPreviewDialog badDialog(editor.store()->data(), badPreview);
        QVERIFY(!badDialog.canApply());
        QCOMPARE(badDialog.tree()->topLevelItemCount(), 1);
        QCOMPARE(badDialog.tree()->topLevelItem(0)->text(1), u"price_cny"_s);

        QSignalSpy edited(&editor, &gp::ui::CatalogEditor::catalogEdited);
        QString error;
        QVERIFY(editor.store()->applyImport(preview, &error));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(reopen(path).offering(kH100)->currentPrice()->priceFen, qint64(8800000));
    }

    void previewOfAnImportRemovingMostSaysSoFirst()
    {
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        // A whole-catalog file with one offering left: an export cut short.
        const QString csv = m_dir.filePath(u"one-left.csv"_s);
        const QByteArray full = gp::db::CatalogImport::toCsv(catalog.load());
        QByteArray kept;
        for (const QByteArray &line : full.split('\n')) {
            if (kept.isEmpty() || line.startsWith("jygpu-bm-h100-ningxia1,"))
                kept += line + '\n';
        }
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(kept) == kept.size());
        }
        const gp::db::ImportPreview preview = editor.previewImport(csv);
        QVERIFY(preview.ok());
        QCOMPARE(preview.removedOfferings.size(), 13);
        gp::ui::ImportPreviewDialog dialog(editor.store()->data(), preview);
        auto *warning = dialog.findChild<QLabel *>(u"importRemovalWarning"_s);
        QVERIFY(warning);
        QCOMPARE(warning->text(),
                 u"Warning: this import removes 13 of the 14 offerings in the catalog."_s);
        auto *layout = qobject_cast<QVBoxLayout *>(dialog.layout());
        QVERIFY(layout);
        QCOMPARE(layout->itemAt(0)->widget(), warning); // the first line
    }

    void previewOfAnImportChangingAPriceALotNamesIt()
    {
        const QString path = freshPath();
        gp::db::Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::ui::CatalogEditor editor;
        editor.setCatalog(&catalog);
        // A price list cut off in the middle of 86880.
        const QString csv = m_dir.filePath(u"cut.csv"_s);
        {
            QFile f(csv);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("offering_id,observed_on,unit,per,price_cny\r\n"
                    "jygpu-bm-h100-ningxia1,2026-11-01,month,node,86");
        }
        const gp::db::ImportPreview preview = editor.previewImport(csv);
        QVERIFY(preview.ok());
        gp::ui::ImportPreviewDialog dialog(editor.store()->data(), preview);
        auto *warning = dialog.findChild<QLabel *>(u"importLargeChangeWarning"_s);
        QVERIFY(warning);
        QVERIFY2(
            warning->text().startsWith(u"Warning: this import changes 1 current price"_s)
                && warning->text().contains(
                    u"by more than 50%:\njygpu-bm-h100-ningxia1: ¥86,880/month -> ¥86/month"_s),
            qPrintable(warning->text()));
        QVERIFY2(warning->text().contains(u"(-99.90%)"_s), qPrintable(warning->text()));
        auto *layout = qobject_cast<QVBoxLayout *>(dialog.layout());
        QVERIFY(layout);
        QCOMPARE(layout->itemAt(0)->widget(), warning);
    }
};

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalogeditor.moc"
