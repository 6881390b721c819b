// The catalog's content and life cycle: every seed offering and price, history, migrations,
// shipped-data upgrades that keep the user's rows, and the editor's writes.
#include "catalog.h"
#include "schemamigrator.h"
#include "testcatalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using gp::db::Catalog;
using gp::db::OpenError;
using gp::db::OpenOptions;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

const gp::PriceSnapshot *findPrice(const gp::Offering &o, const QDate &date, gp::BillingUnit unit,
                                   qint64 priceFen)
{
    for (const auto &p : o.prices) {
        if (p.observedOn == date && p.unit == unit && p.priceFen == priceFen)
            return &p;
    }
    return nullptr;
}

// Runs one statement on a separate connection, as another process would see the file.
QVariant rawQuery(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("tst-raw-%1").arg(++counter);
    QVariant result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                result = q.value(0);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

QJsonObject readDefaultData()
{
    QFile f(QStringLiteral(":/db/data/default_catalog.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// The built-in data's version: upgrade tests ship a newer one than this.
int shippedVersion()
{
    return readDefaultData().value(QStringLiteral("data_version")).toInt();
}

bool writeJson(const QString &path, const QJsonObject &root)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(root).toJson()) > 0;
}

// Replaces one field of the offering with the given id inside the data JSON.
void setOfferingField(QJsonObject &root, const QString &id, const QString &key,
                      const QJsonValue &value)
{
    QJsonArray offerings = root.value(QStringLiteral("offerings")).toArray();
    for (qsizetype i = 0; i < offerings.size(); ++i) {
        QJsonObject o = offerings.at(i).toObject();
        if (o.value(QStringLiteral("id")).toString() == id) {
            o.insert(key, value);
            offerings.replace(i, o);
        }
    }
    root.insert(QStringLiteral("offerings"), offerings);
}

} // namespace

class TestCatalog final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void freshCatalogShape();
    void offerings_data();
    void offerings();
    void shippedLeadTimesFollowSeed003();
    void leadTimeOfAUserRowSurvivesReopening();
    void seedPrices_data();
    void seedPrices();
    void everyPriceHasDateAndSource();
    void accelerators_data();
    void accelerators();
    void h100NingxiaHistory();
    void pragmasAndIndex();
    void reopenChangesNothing();
    void migrationStatements();
    void upgradeKeepsUserRows();
    void removedOfferingStaysRemovedThroughUpgrades();
    void addPriceValidates();
    void upsertOfferingAddsUserRow();
    void badShippedData();
    void rejectedShippedDataHealsOnNextOpen();
    void defaultPath();

private:
    QString freshPath(const QString &name = QStringLiteral("catalog.sqlite"));
    QTemporaryDir m_dir;
    int m_files = 0;
};

void TestCatalog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(Catalog::knownSchemaVersion() >= 1);
}

QString TestCatalog::freshPath(const QString &name)
{
    return m_dir.filePath(QStringLiteral("t%1/%2").arg(++m_files).arg(name));
}

void TestCatalog::freshCatalogShape()
{
    const QString path = freshPath();
    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY2(result.ok, qPrintable(result.message));
    QVERIFY(result.message.isEmpty());
    QVERIFY(QFileInfo::exists(path)); // the folder was created too
    QVERIFY(!catalog.isReadOnly());
    QCOMPARE(catalog.path(), path);
    QCOMPARE(catalog.schemaVersion(), Catalog::knownSchemaVersion());
    QCOMPARE(catalog.shippedDataVersion(), shippedVersion());

    QString error;
    const gp::CatalogData data = catalog.load(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(data.accelerators.size(), 8);
    QCOMPARE(data.offerings.size(), 14);
    qsizetype prices = 0;
    for (const auto &o : data.offerings) {
        QVERIFY2(data.accelerator(o.acceleratorId), qPrintable(o.id));
        QCOMPARE(o.origin, gp::RowOrigin::Shipped);
        prices += o.prices.size();
    }
    QCOMPARE(prices, 21);
    QCOMPARE(data.priceDate(), QDate(2026, 9, 28));
}

void TestCatalog::offerings_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("accelerator");
    QTest::addColumn<int>("form");
    QTest::addColumn<int>("gpusPerNode");
    QTest::addColumn<int>("minGpus");
    QTest::addColumn<int>("maxNodes");
    QTest::addColumn<int>("ramGb"); // -1: not stated
    QTest::addColumn<double>("interNodeGBs");
    QTest::addColumn<bool>("rdma");
    QTest::addColumn<bool>("isolated");
    QTest::addColumn<QString>("regionEn");
    QTest::addColumn<QString>("network");

    const int ct = static_cast<int>(gp::RentalForm::Container);
    const int bm = static_cast<int>(gp::RentalForm::BareMetal);
    const QString pcie = QStringLiteral("PCIe inside one host, no IB");
    QTest::newRow("4090 container")
        << "jygpu-ct-4090"
        << "rtx-4090-24g" << ct << 8 << 1 << 1 << -1 << 0.0 << false << false << "" << pcie;
    QTest::newRow("910B container")
        << "jygpu-ct-910b"
        << "ascend-910b-64g" << ct << 8 << 1 << 1 << -1 << 0.0 << false << false << "" << pcie;
    QTest::newRow("910B 17%-off node")
        << "jygpu-ct-910b-discount"
        << "ascend-910b-64g" << ct << 1 << 1 << 1 << -1 << 0.0 << false << false << "" << pcie;
    QTest::newRow("4090 x8 Sichuan 2")
        << "jygpu-bm-4090-sichuan2"
        << "rtx-4090-24g" << bm << 8 << 8 << 1 << 512 << 6.25 << false << true << "Sichuan zone 2"
        << "Ethernet 25G x2";
    QTest::newRow("5090 x8 Anhui 1")
        << "jygpu-bm-5090-anhui1"
        << "rtx-5090-32g" << bm << 8 << 8 << 1 << 1024 << 0.0 << false << true << "Anhui zone 1"
        << "";
    QTest::newRow("910B x8 Huawei zone")
        << "jygpu-bm-910b-huawei"
        << "ascend-910b-64g" << bm << 8 << 8 << 1 << 2048 << 0.0 << false << true << "Huawei zone"
        << "";
    QTest::newRow("910B x8 Sichuan 1") << "jygpu-bm-910b-sichuan1"
                                       << "ascend-910b-64g" << bm << 8 << 8 << 1 << 1024 << 0.0
                                       << false << true << "Sichuan zone 1"
                                       << "";
    QTest::newRow("910B x8 from-price")
        << "jygpu-bm-910b"
        << "ascend-910b-64g" << bm << 8 << 8 << 1 << -1 << 0.0 << false << true << ""
        << "";
    QTest::newRow("A100 80G x8") << "jygpu-bm-a100-80g"
                                 << "a100-sxm-80g" << bm << 8 << 8 << 1 << -1 << 0.0 << false
                                 << true << ""
                                 << "NVLink";
    QTest::newRow("H20 96G x8 IB")
        << "jygpu-bm-h20-96g"
        << "h20-96g" << bm << 8 << 8 << 8 << -1 << 200.0 << true << true << ""
        << "IB 400G x4";
    QTest::newRow("H100 x8 Ningxia 1")
        << "jygpu-bm-h100-ningxia1"
        << "h100-sxm-80g" << bm << 8 << 8 << 1 << 2048 << 0.125 << false << true << "Ningxia zone 1"
        << "shared 1000M";
    QTest::newRow("H100 x8 Jilin 1")
        << "jygpu-bm-h100-jilin1"
        << "h100-sxm-80g" << bm << 8 << 8 << 16 << -1 << 200.0 << true << true << "Jilin zone 1"
        << "IB 400G x4";
    QTest::newRow("H200 x8") << "jygpu-bm-h200"
                             << "h200-141g" << bm << 8 << 8 << 1 << -1 << 0.0 << false << true << ""
                             << "";
    QTest::newRow("B300 x8") << "jygpu-bm-b300"
                             << "b300-288g" << bm << 8 << 8 << 1 << -1 << 0.0 << false << true << ""
                             << "";
}

void TestCatalog::offerings()
{
    QFETCH(QString, id);
    QFETCH(QString, accelerator);
    QFETCH(int, form);
    QFETCH(int, gpusPerNode);
    QFETCH(int, minGpus);
    QFETCH(int, maxNodes);
    QFETCH(int, ramGb);
    QFETCH(double, interNodeGBs);
    QFETCH(bool, rdma);
    QFETCH(bool, isolated);
    QFETCH(QString, regionEn);
    QFETCH(QString, network);

    Catalog catalog;
    const auto result = catalog.open(freshPath());
    QVERIFY2(result.ok, qPrintable(result.message));
    const gp::CatalogData data = catalog.load();
    const gp::Offering *o = data.offering(id);
    QVERIFY2(o, qPrintable(id));
    QCOMPARE(o->provider, QStringLiteral("极智算 jygpu.com"));
    QVERIFY(!o->labelZh.isEmpty());
    QVERIFY(!o->labelEn.isEmpty());
    QCOMPARE(o->acceleratorId, accelerator);
    QCOMPARE(static_cast<int>(o->form), form);
    QCOMPARE(o->gpusPerNode, gpusPerNode);
    QCOMPARE(o->minGpus, minGpus);
    QCOMPARE(o->maxNodes, maxNodes);
    QCOMPARE(o->ramGb.value_or(-1), ramGb);
    QCOMPARE(o->interNodeGBs, interNodeGBs);
    QCOMPARE(o->rdma, rdma);
    QCOMPARE(o->physicalIsolation, isolated);
    QCOMPARE(o->rootAccess, isolated); // bare metal gives root, containers give neither
    QCOMPARE(o->regionEn, regionEn);
    QVERIFY2(o->network.contains(network), qPrintable(o->network));
    QVERIFY(!o->notes.isEmpty());
    // Cross-machine clusters only where the seed states IB.
    QCOMPARE(o->maxNodes > 1, rdma);
}

void TestCatalog::seedPrices_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QDate>("observedOn");
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("scope");
    QTest::addColumn<qint64>("listFen"); // -1: no list price given
    QTest::addColumn<qint64>("priceFen");

    const int hour = static_cast<int>(gp::BillingUnit::Hour);
    const int month = static_cast<int>(gp::BillingUnit::Month);
    const int gpu = static_cast<int>(gp::PriceScope::PerGpu);
    const int node = static_cast<int>(gp::PriceScope::PerNode);
    const QDate jul(2026, 7, 1);
    const QDate sep04(2026, 9, 4);
    const QDate sep28(2026, 9, 28);
    const auto row = [](const char *name) -> QTestData & {
        return QTest::newRow(name);
    };

    // Seed 003: pay-as-you-go ¥1.96 a card-hour; paid by the month ¥1.57 a card-hour, held as
    // a card-month (x 720).
    row("4090 container 09-04 pay-as-you-go 1.96")
        << "jygpu-ct-4090" << sep04 << hour << gpu << qint64(-1) << qint64(196);
    row("4090 container 09-04 paid by the month 1.57 x 720")
        << "jygpu-ct-4090" << sep04 << month << gpu << qint64(196 * 720) << qint64(157 * 720);
    row("4090 container 09-28 paid by the month 1.57 x 720")
        << "jygpu-ct-4090" << sep28 << month << gpu << qint64(-1) << qint64(157 * 720);
    row("910B container 09-28 3.58")
        << "jygpu-ct-910b" << sep28 << hour << gpu << qint64(-1) << qint64(358);
    row("910B 17%-off 09-28 2.97")
        << "jygpu-ct-910b-discount" << sep28 << hour << gpu << qint64(358) << qint64(297);
    row("4090x8 July 7,920") << "jygpu-bm-4090-sichuan2" << jul << month << node << qint64(-1)
                             << qint64(792000);
    row("4090x8 09-04 9,900 -> 7,920")
        << "jygpu-bm-4090-sichuan2" << sep04 << month << node << qint64(990000) << qint64(792000);
    row("4090x8 09-28 7,920") << "jygpu-bm-4090-sichuan2" << sep28 << month << node << qint64(-1)
                              << qint64(792000);
    row("5090x8 09-04 19,888 -> 15,910")
        << "jygpu-bm-5090-anhui1" << sep04 << month << node << qint64(1988800) << qint64(1591000);
    row("910Bx8 Huawei July 15,600")
        << "jygpu-bm-910b-huawei" << jul << month << node << qint64(-1) << qint64(1560000);
    row("910Bx8 Huawei 09-04 26,500 -> 21,200")
        << "jygpu-bm-910b-huawei" << sep04 << month << node << qint64(2650000) << qint64(2120000);
    row("910Bx8 Sichuan 1 09-04 27,201 -> 21,760")
        << "jygpu-bm-910b-sichuan1" << sep04 << month << node << qint64(2720100) << qint64(2176000);
    row("910Bx8 09-28 from 18,800")
        << "jygpu-bm-910b" << sep28 << month << node << qint64(-1) << qint64(1880000);
    row("A100x8 09-28 40,000") << "jygpu-bm-a100-80g" << sep28 << month << node << qint64(-1)
                               << qint64(4000000);
    row("H20x8 09-28 45,600") << "jygpu-bm-h20-96g" << sep28 << month << node << qint64(-1)
                              << qint64(4560000);
    row("H100x8 Ningxia July 84,480")
        << "jygpu-bm-h100-ningxia1" << jul << month << node << qint64(-1) << qint64(8448000);
    row("H100x8 Ningxia 09-04 108,600 -> 86,880") << "jygpu-bm-h100-ningxia1" << sep04 << month
                                                  << node << qint64(10860000) << qint64(8688000);
    row("H100x8 Ningxia 09-28 86,880")
        << "jygpu-bm-h100-ningxia1" << sep28 << month << node << qint64(-1) << qint64(8688000);
    row("H100x8 Jilin 09-28 87,200")
        << "jygpu-bm-h100-jilin1" << sep28 << month << node << qint64(-1) << qint64(8720000);
    row("H200x8 09-28 151,920") << "jygpu-bm-h200" << sep28 << month << node << qint64(-1)
                                << qint64(15192000);
    row("B300x8 09-28 378,400") << "jygpu-bm-b300" << sep28 << month << node << qint64(-1)
                                << qint64(37840000);
}

void TestCatalog::seedPrices()
{
    QFETCH(QString, id);
    QFETCH(QDate, observedOn);
    QFETCH(int, unit);
    QFETCH(int, scope);
    QFETCH(qint64, listFen);
    QFETCH(qint64, priceFen);

    Catalog catalog;
    const auto result = catalog.open(freshPath());
    QVERIFY2(result.ok, qPrintable(result.message));
    const gp::CatalogData data = catalog.load();
    const gp::Offering *o = data.offering(id);
    QVERIFY2(o, qPrintable(id));
    const gp::PriceSnapshot *p
        = findPrice(*o, observedOn, static_cast<gp::BillingUnit>(unit), priceFen);
    QVERIFY2(p, qPrintable(QStringLiteral("%1 on %2").arg(id, observedOn.toString(Qt::ISODate))));
    QCOMPARE(static_cast<int>(p->scope), scope);
    QCOMPARE(p->listFen.value_or(-1), listFen);
    QCOMPARE(p->currency, QStringLiteral("CNY"));
    // Seed 000 read the site on 28 Sep, seed 003 on 4 Sep (quoting July): each row cites the
    // article it came from by its subject, as a reader would search for it.
    const QString article = observedOn == QDate(2026, 9, 28) ? QStringLiteral("多卡GPU服务器租用")
                                                             : QStringLiteral("裸金属与容器实例");
    QVERIFY2(p->source.contains(article), qPrintable(p->source));
}

void TestCatalog::everyPriceHasDateAndSource()
{
    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    const gp::CatalogData data = catalog.load();
    for (const auto &o : data.offerings) {
        QVERIFY2(!o.prices.isEmpty(), qPrintable(o.id));
        for (qsizetype i = 0; i < o.prices.size(); ++i) {
            const auto &p = o.prices.at(i);
            QVERIFY(p.observedOn.isValid());
            QVERIFY(!p.source.isEmpty());
            // A citation a reader of the PDF can follow: the site and page or the quote, and the
            // article that quoted it; the date is the row's own, never repeated in another form.
            QVERIFY2(p.source.contains(QStringLiteral("jygpu.com"))
                         || p.source.contains(QStringLiteral("quote")),
                     qPrintable(p.source));
            QVERIFY2(p.source.contains(QStringLiteral("article")), qPrintable(p.source));
            static const QRegularExpression isoDate(QStringLiteral("\\d{4}-\\d{2}-\\d{2}"));
            QVERIFY2(!p.source.contains(isoDate), qPrintable(p.source));
            QVERIFY2(!p.source.contains(QStringLiteral("seed")), qPrintable(p.source));
            QVERIFY(p.priceFen > 0);
            if (p.listFen)
                QVERIFY(*p.listFen >= p.priceFen);
            if (i > 0)
                QVERIFY(o.prices.at(i - 1).observedOn <= p.observedOn); // oldest first
            // Containers are priced per card (by the hour, or by the month when paid monthly),
            // machines per node-month.
            const bool container = o.form == gp::RentalForm::Container;
            QCOMPARE(p.scope == gp::PriceScope::PerGpu, container);
            if (!container)
                QCOMPARE(p.unit, gp::BillingUnit::Month);
        }
    }
}

void TestCatalog::accelerators_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<double>("fp16");
    QTest::addColumn<double>("fp8"); // -1: unsupported
    QTest::addColumn<double>("fp32"); // -1: not stated
    QTest::addColumn<int>("link");
    QTest::addColumn<double>("allReduce");
    QTest::addColumn<bool>("domestic");
    QTest::addColumn<QString>("listed");

    const int nv = static_cast<int>(gp::LinkKind::NVLink);
    const int pcie = static_cast<int>(gp::LinkKind::PCIe);
    const int hccs = static_cast<int>(gp::LinkKind::HCCS);
    QTest::newRow("H100") << "h100-sxm-80g" << 80.0 << 989.0 << 1979.0 << 67.0 << nv << 370.0
                          << false << "1979T";
    QTest::newRow("H200") << "h200-141g" << 141.0 << 989.0 << 1979.0 << 67.0 << nv << 370.0 << false
                          << "";
    QTest::newRow("H20") << "h20-96g" << 96.0 << 148.0 << 296.0 << 44.0 << nv << 370.0 << false
                         << "";
    QTest::newRow("A100") << "a100-sxm-80g" << 80.0 << 312.0 << -1.0 << 19.5 << nv << 215.0 << false
                          << "";
    QTest::newRow("4090 (FP32 accumulate)")
        << "rtx-4090-24g" << 24.0 << 165.2 << 330.3 << 82.6 << pcie << 20.0 << false << "330T";
    QTest::newRow("5090 (FP32 accumulate)")
        << "rtx-5090-32g" << 32.0 << 209.5 << 419.0 << 104.8 << pcie << 28.0 << false << "210T";
    QTest::newRow("B300") << "b300-288g" << 288.0 << 2250.0 << 4500.0 << 75.0 << nv << 740.0
                          << false << "";
    QTest::newRow("910B") << "ascend-910b-64g" << 64.0 << 313.0 << -1.0 << -1.0 << hccs << 100.0
                          << true << "320T";
}

void TestCatalog::accelerators()
{
    QFETCH(QString, id);
    QFETCH(double, memoryGb);
    QFETCH(double, fp16);
    QFETCH(double, fp8);
    QFETCH(double, fp32);
    QFETCH(int, link);
    QFETCH(double, allReduce);
    QFETCH(bool, domestic);
    QFETCH(QString, listed);

    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    const gp::CatalogData data = catalog.load();
    const gp::Accelerator *a = data.accelerator(id);
    QVERIFY2(a, qPrintable(id));
    QCOMPARE(a->memoryGb, memoryGb);
    QCOMPARE(a->peak(gp::PeakPrecision::FP16).value_or(-1), fp16);
    QCOMPARE(a->peak(gp::PeakPrecision::BF16).value_or(-1), fp16);
    QCOMPARE(a->peak(gp::PeakPrecision::FP8).value_or(-1), fp8);
    QCOMPARE(a->peak(gp::PeakPrecision::FP32).value_or(-1), fp32);
    QCOMPARE(static_cast<int>(a->intraLink), link);
    QCOMPARE(a->allReduceBusGBs, allReduce);
    // Compute efficiency: inside its band, a share of the peak; the engine tests plan with the
    // same figures (tests/engine/testcatalog.h), and tst_calibration checks them against runs.
    QVERIFY(a->efficiencyLow < a->computeEfficiency && a->computeEfficiency < a->efficiencyHigh);
    QVERIFY(a->efficiencyHigh <= 1.0);
    const gp::CatalogData engineTests = gp::test::seedCatalog();
    if (const gp::Accelerator *t = engineTests.accelerator(id)) {
        QCOMPARE(t->computeEfficiency, a->computeEfficiency);
        QCOMPARE(t->efficiencyLow, a->efficiencyLow);
        QCOMPARE(t->efficiencyHigh, a->efficiencyHigh);
        QCOMPARE(t->fp8Efficiency, a->fp8Efficiency);
    }
    QCOMPARE(a->domestic, domestic);
    QCOMPARE(a->softwareStack, domestic ? QStringLiteral("CANN") : QStringLiteral("CUDA"));
    QCOMPARE(a->listedFigure, listed);
    // The listed figure is kept apart and is never the planning figure for FP16.
    if (a->listedTflops)
        QVERIFY(*a->listedTflops != fp16);
    QVERIFY(!a->source.isEmpty());
}

void TestCatalog::h100NingxiaHistory()
{
    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    const gp::CatalogData data = catalog.load();
    const gp::Offering *o = data.offering(QStringLiteral("jygpu-bm-h100-ningxia1"));
    QVERIFY(o);
    QCOMPARE(o->prices.size(), 3);
    QCOMPARE(o->prices.at(0).observedOn, QDate(2026, 7, 1));
    QCOMPARE(o->prices.at(0).priceFen, 8448000);
    QCOMPARE(o->prices.at(1).observedOn, QDate(2026, 9, 4));
    QCOMPARE(o->prices.at(1).priceFen, 8688000);
    QCOMPARE(o->prices.at(1).listFen.value_or(0), 10860000);
    // +2.84% from July to 2026-09-04, as seed 003 states.
    const double rise = 100.0 * double(o->prices.at(1).priceFen - o->prices.at(0).priceFen)
        / double(o->prices.at(0).priceFen);
    QCOMPARE(qRound(rise * 100), 284);
    QVERIFY(o->currentPrice());
    QCOMPARE(o->currentPrice()->observedOn, QDate(2026, 9, 28));
    QCOMPARE(o->currentPrice()->priceFen, 8688000);
}

void TestCatalog::pragmasAndIndex()
{
    const QString path = freshPath();
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
    }
    QCOMPARE(rawQuery(path, QStringLiteral("PRAGMA application_id")).toInt(),
             gp::db::SchemaMigrator::kApplicationId);
    QCOMPARE(rawQuery(path, QStringLiteral("PRAGMA user_version")).toInt(),
             Catalog::knownSchemaVersion());
    QCOMPARE(rawQuery(path,
                      QStringLiteral("SELECT value FROM meta WHERE key = "
                                     "'shipped_data_version'"))
                 .toString(),
             QString::number(shippedVersion()));
    QCOMPARE(rawQuery(path,
                      QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = "
                                     "'index' AND name = 'prices_offering_unit_date'"))
                 .toInt(),
             1);
    // Money is stored as whole fen.
    QCOMPARE(
        rawQuery(path, QStringLiteral("SELECT typeof(price_fen) FROM prices LIMIT 1")).toString(),
        QStringLiteral("integer"));
}

void TestCatalog::reopenChangesNothing()
{
    const QString path = freshPath();
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
    }
    const QByteArray before = fileHash(path);
    for (int i = 0; i < 2; ++i) {
        Catalog catalog;
        const auto result = catalog.open(path);
        QVERIFY2(result.ok, qPrintable(result.message));
        QCOMPARE(catalog.schemaVersion(), Catalog::knownSchemaVersion());
        QCOMPARE(catalog.shippedDataVersion(), shippedVersion());
        const gp::CatalogData data = catalog.load();
        QCOMPARE(data.offerings.size(), 14);
        QCOMPARE(data.offering(QStringLiteral("jygpu-bm-4090-sichuan2"))->prices.size(), 3);
    }
    // An up-to-date catalog is only read: not one byte changes.
    QCOMPARE(fileHash(path), before);

    // Re-applying the same data (as after a lost meta row) duplicates nothing.
    QVERIFY(rawQuery(path,
                     QStringLiteral("UPDATE meta SET value = '0' WHERE key = "
                                    "'shipped_data_version'"))
                .isNull());
    Catalog catalog;
    QVERIFY(catalog.open(path).ok);
    QCOMPARE(catalog.shippedDataVersion(), shippedVersion());
    qsizetype prices = 0;
    for (const auto &o : catalog.load().offerings)
        prices += o.prices.size();
    QCOMPARE(prices, 21);
}

void TestCatalog::migrationStatements()
{
    const QStringList s = gp::db::SchemaMigrator::statements(
        QStringLiteral("-- heading; with a semicolon\nCREATE TABLE a (x INTEGER); -- tail\n\n"
                       "CREATE TABLE b (y TEXT);\n"));
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0), QStringLiteral("CREATE TABLE a (x INTEGER)"));
    QCOMPARE(s.at(1), QStringLiteral("CREATE TABLE b (y TEXT)"));
}

void TestCatalog::shippedLeadTimesFollowSeed003()
{
    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    const gp::CatalogData data = catalog.load();
    const auto lead = [&](const char *id) {
        const gp::Offering *o = data.offering(QString::fromLatin1(id));
        if (!o)
            qFatal("no offering %s", id);
        return o->leadTimeDays;
    };
    // Hourly containers bridge the wait: they start at once.
    for (const char *id : {"jygpu-ct-4090", "jygpu-ct-910b", "jygpu-ct-910b-discount"})
        QCOMPARE(lead(id).value_or(-1), 0.0);
    // H100-class machines are scheduled: ask about a week ahead; western regions take longer.
    QCOMPARE(lead("jygpu-bm-h100-jilin1").value_or(-1), 7.0);
    QVERIFY(lead("jygpu-bm-h100-ningxia1").value_or(0) > *lead("jygpu-bm-h100-jilin1"));
    for (const char *id : {"jygpu-bm-h200", "jygpu-bm-b300", "jygpu-bm-h20-96g"})
        QVERIFY(lead(id).value_or(0) >= 7.0);
    // Standard consumer machines are quick.
    QVERIFY(lead("jygpu-bm-5090-anhui1").value_or(99) < 7.0);
    QVERIFY(lead("jygpu-bm-4090-sichuan2").value_or(99) < 7.0);
    // The seeds say nothing of the 910B machines' delivery: unknown, not zero.
    for (const char *id : {"jygpu-bm-910b", "jygpu-bm-910b-huawei", "jygpu-bm-910b-sichuan1"})
        QVERIFY(!lead(id));
    // Every stated figure says where it comes from.
    for (const gp::Offering &o : data.offerings) {
        if (o.leadTimeDays)
            QVERIFY2(o.leadTimeSource.contains(QStringLiteral("seed 003")), qPrintable(o.id));
        else
            QVERIFY(o.leadTimeSource.isEmpty());
    }
}

void TestCatalog::leadTimeOfAUserRowSurvivesReopening()
{
    const QString path = freshPath();
    const QString id = QStringLiteral("jygpu-bm-910b-huawei");
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::Offering edited = *catalog.load().offering(id);
        edited.leadTimeDays = 4.5;
        edited.leadTimeSource = QStringLiteral("sales, phone call of 2026-12-01");
        QString error;
        QVERIFY2(catalog.upsertOffering(edited, &error), qPrintable(error));
        // And back to unknown on another offering: NULL, not 0.
        gp::Offering cleared = *catalog.load().offering(QStringLiteral("jygpu-bm-h200"));
        cleared.leadTimeDays.reset();
        cleared.leadTimeSource.clear();
        QVERIFY2(catalog.upsertOffering(cleared, &error), qPrintable(error));
    }
    Catalog catalog;
    QVERIFY(catalog.open(path).ok);
    const gp::CatalogData data = catalog.load();
    QCOMPARE(data.offering(id)->leadTimeDays.value_or(-1), 4.5);
    QCOMPARE(data.offering(id)->leadTimeSource, QStringLiteral("sales, phone call of 2026-12-01"));
    QVERIFY(!data.offering(QStringLiteral("jygpu-bm-h200"))->leadTimeDays);
}

void TestCatalog::upgradeKeepsUserRows()
{
    const QString path = freshPath();
    const QString userOfferingId = QStringLiteral("jygpu-bm-4090-sichuan2");
    const QString shippedOfferingId = QStringLiteral("jygpu-bm-h100-ningxia1");
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        gp::CatalogData data = catalog.load();
        gp::Offering edited = *data.offering(userOfferingId);
        edited.notes = QStringLiteral("Our own note: ask sales about the 25G uplink.");
        edited.ramGb = 768;
        QString error;
        QVERIFY2(catalog.upsertOffering(edited, &error), qPrintable(error));

        gp::PriceSnapshot mine;
        mine.observedOn = QDate(2026, 10, 15);
        mine.unit = gp::BillingUnit::Month;
        mine.scope = gp::PriceScope::PerNode;
        mine.priceFen = 8500000;
        mine.source = QStringLiteral("sales quote by e-mail");
        QVERIFY2(catalog.addPrice(shippedOfferingId, mine, &error), qPrintable(error));
    }

    // Data version 2 changes both offerings, corrects a shipped price and adds a new one.
    QJsonObject v2 = readDefaultData();
    QVERIFY(!v2.isEmpty());
    v2.insert(QStringLiteral("data_version"), shippedVersion() + 1);
    setOfferingField(v2, userOfferingId, QStringLiteral("notes"),
                     QStringLiteral("Shipped v2 note."));
    setOfferingField(v2, shippedOfferingId, QStringLiteral("notes"),
                     QStringLiteral("Shipped v2 note for Ningxia."));
    QJsonArray offerings = v2.value(QStringLiteral("offerings")).toArray();
    for (qsizetype i = 0; i < offerings.size(); ++i) {
        QJsonObject o = offerings.at(i).toObject();
        if (o.value(QStringLiteral("id")).toString() != shippedOfferingId)
            continue;
        QJsonArray prices = o.value(QStringLiteral("prices")).toArray();
        QJsonObject last = prices.last().toObject();
        last.insert(QStringLiteral("price_fen"), 8700000); // a corrected 09-28 figure
        prices.replace(prices.size() - 1, last);
        QJsonObject added = last;
        added.insert(QStringLiteral("observed_on"), QStringLiteral("2026-11-01"));
        added.insert(QStringLiteral("price_fen"), 9000000);
        prices.append(added);
        o.insert(QStringLiteral("prices"), prices);
        offerings.replace(i, o);
    }
    v2.insert(QStringLiteral("offerings"), offerings);
    const QString v2Path = freshPath(QStringLiteral("catalog-v2.json"));
    QVERIFY(QDir().mkpath(QFileInfo(v2Path).absolutePath()));
    QVERIFY(writeJson(v2Path, v2));

    OpenOptions options;
    options.shippedDataPath = v2Path;
    Catalog catalog;
    const auto result = catalog.open(path, options);
    QVERIFY2(result.ok, qPrintable(result.message));
    QCOMPARE(catalog.shippedDataVersion(), shippedVersion() + 1);
    const gp::CatalogData data = catalog.load();

    const gp::Offering *user = data.offering(userOfferingId);
    QVERIFY(user);
    QCOMPARE(user->origin, gp::RowOrigin::User);
    QCOMPARE(user->notes, QStringLiteral("Our own note: ask sales about the 25G uplink."));
    QCOMPARE(user->ramGb.value_or(0), 768);
    QCOMPARE(user->prices.size(), 3); // its shipped prices are still there

    const gp::Offering *shipped = data.offering(shippedOfferingId);
    QVERIFY(shipped);
    QCOMPARE(shipped->origin, gp::RowOrigin::Shipped);
    QCOMPARE(shipped->notes, QStringLiteral("Shipped v2 note for Ningxia."));
    const auto dates = [&] {
        QStringList list;
        for (const auto &p : shipped->prices)
            list << QStringLiteral("%1=%2").arg(p.observedOn.toString(Qt::ISODate)).arg(p.priceFen);
        return list.join(u' ');
    }();
    QCOMPARE(dates,
             QStringLiteral("2026-07-01=8448000 2026-09-04=8688000 2026-09-28=8700000 "
                            "2026-10-15=8500000 2026-11-01=9000000"));
    const gp::PriceSnapshot *mine
        = findPrice(*shipped, QDate(2026, 10, 15), gp::BillingUnit::Month, 8500000);
    QVERIFY(mine);
    QCOMPARE(mine->source, QStringLiteral("sales quote by e-mail"));

    // Opening again with the older built-in data does not downgrade anything.
    catalog.close();
    Catalog again;
    QVERIFY(again.open(path).ok);
    QCOMPARE(again.shippedDataVersion(), shippedVersion() + 1);
    QCOMPARE(again.load().offering(shippedOfferingId)->prices.size(), 5);
}

void TestCatalog::removedOfferingStaysRemovedThroughUpgrades()
{
    const QString path = freshPath();
    const QString gone = QStringLiteral("jygpu-bm-910b-huawei");
    gp::Offering before;
    {
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        before = *catalog.load().offering(gone);
        QVERIFY(!before.prices.isEmpty());
        QString error;
        QVERIFY2(catalog.removeOffering(gone, &error), qPrintable(error));
        QVERIFY(!catalog.load().offering(gone));
        QVERIFY(catalog.priceHistory(gone).isEmpty());
    }
    // A newer built-in data version still lists it: it does not come back.
    QJsonObject v2 = readDefaultData();
    v2.insert(QStringLiteral("data_version"), shippedVersion() + 1);
    const QString v2Path = freshPath(QStringLiteral("removed-v2.json"));
    QVERIFY(QDir().mkpath(QFileInfo(v2Path).absolutePath()));
    QVERIFY(writeJson(v2Path, v2));
    OpenOptions options;
    options.shippedDataPath = v2Path;
    {
        Catalog catalog;
        QVERIFY(catalog.open(path, options).ok);
        QCOMPARE(catalog.shippedDataVersion(), shippedVersion() + 1);
        QVERIFY(!catalog.load().offering(gone));
        QCOMPARE(rawQuery(path,
                          QStringLiteral("SELECT count(*) FROM prices WHERE offering_id = "
                                         "'jygpu-bm-910b-huawei'"))
                     .toInt(),
                 0);
        // Put back by the user (undo in the editor): whole again, and the user's from now on.
        QString error;
        QVERIFY2(catalog.restoreOffering(before, &error), qPrintable(error));
        const gp::CatalogData after = catalog.load();
        const gp::Offering *back = after.offering(gone);
        QVERIFY(back);
        QCOMPARE(back->origin, gp::RowOrigin::User);
        QCOMPARE(back->prices, before.prices);
    }
    v2.insert(QStringLiteral("data_version"), shippedVersion() + 2);
    QVERIFY(writeJson(v2Path, v2));
    Catalog catalog;
    QVERIFY(catalog.open(path, options).ok);
    QCOMPARE(catalog.shippedDataVersion(), shippedVersion() + 2);
    QVERIFY(catalog.load().offering(gone));
}

void TestCatalog::addPriceValidates()
{
    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    gp::PriceSnapshot p;
    p.observedOn = QDate(2026, 10, 1);
    p.priceFen = 100;
    p.source = QStringLiteral("test");
    QString error;
    QVERIFY(!catalog.addPrice(QStringLiteral("no-such-offering"), p, &error));
    QVERIFY(error.contains(QStringLiteral("no-such-offering")));

    // Input goes through bound values: quotes in text are data, not SQL.
    p.source = QStringLiteral("x'); DROP TABLE prices; --");
    QVERIFY2(catalog.addPrice(QStringLiteral("jygpu-bm-b300"), p, &error), qPrintable(error));
    QCOMPARE(catalog.load().offering(QStringLiteral("jygpu-bm-b300"))->prices.size(), 2);

    error.clear();
    QVERIFY(!catalog.addPrice(QStringLiteral("jygpu-bm-b300"), p, &error)); // same natural key
    QVERIFY(!error.isEmpty());

    gp::PriceSnapshot bad = p;
    bad.priceFen = -1;
    QVERIFY(!catalog.addPrice(QStringLiteral("jygpu-bm-b300"), bad, &error));
    bad = p;
    bad.observedOn = QDate();
    QVERIFY(!catalog.addPrice(QStringLiteral("jygpu-bm-b300"), bad, &error));

    Catalog closed;
    QVERIFY(!closed.addPrice(QStringLiteral("jygpu-bm-b300"), p, &error));
}

void TestCatalog::upsertOfferingAddsUserRow()
{
    Catalog catalog;
    QVERIFY(catalog.open(freshPath()).ok);
    gp::Offering o;
    o.id = QStringLiteral("acme-bm-h100");
    o.provider = QStringLiteral("Acme");
    o.labelZh = QStringLiteral("H100 ×8");
    o.labelEn = QStringLiteral("H100 x8");
    o.acceleratorId = QStringLiteral("h100-sxm-80g");
    o.network = QStringLiteral("RoCE 200G x8");
    o.interNodeGBs = 200;
    o.rdma = true;
    o.maxNodes = 4;
    o.minGpus = 8;
    QString error;
    QVERIFY2(catalog.upsertOffering(o, &error), qPrintable(error));
    const gp::CatalogData data = catalog.load();
    const gp::Offering *stored = data.offering(o.id);
    QVERIFY(stored);
    QCOMPARE(stored->origin, gp::RowOrigin::User);
    QCOMPARE(stored->network, o.network);
    QCOMPARE(stored->maxNodes, 4);
    QVERIFY(!stored->ramGb);
    QCOMPARE(data.offerings.size(), 15);

    o.acceleratorId = QStringLiteral("no-such-chip");
    QVERIFY(!catalog.upsertOffering(o, &error));
    QVERIFY(error.contains(QStringLiteral("no-such-chip")));
    o.acceleratorId = QStringLiteral("h100-sxm-80g");
    o.gpusPerNode = 0; // the schema's CHECK refuses it
    QVERIFY(!catalog.upsertOffering(o, &error));
}

void TestCatalog::badShippedData()
{
    const QString dataPath = freshPath(QStringLiteral("bad.json"));
    QVERIFY(QDir().mkpath(QFileInfo(dataPath).absolutePath()));
    QJsonObject data = readDefaultData();
    setOfferingField(data, QStringLiteral("jygpu-bm-b300"), QStringLiteral("form"),
                     QStringLiteral("rack"));
    QVERIFY(writeJson(dataPath, data));
    OpenOptions options;
    options.shippedDataPath = dataPath;
    const QString path = freshPath();
    Catalog catalog;
    const auto result = catalog.open(path, options);
    QVERIFY(!result.ok);
    QCOMPARE(result.error, OpenError::BadShippedData);
    QVERIFY2(result.message.contains(QStringLiteral("form")), qPrintable(result.message));
    QVERIFY(!QFileInfo::exists(path)); // nothing half-made is left behind
}

void TestCatalog::rejectedShippedDataHealsOnNextOpen()
{
    // Valid JSON that the schema's CHECKs refuse: the data transaction rolls back as a whole.
    const QString dataPath = freshPath(QStringLiteral("bad-efficiency.json"));
    QVERIFY(QDir().mkpath(QFileInfo(dataPath).absolutePath()));
    QJsonObject data = readDefaultData();
    QJsonArray accelerators = data.value(QStringLiteral("accelerators")).toArray();
    QJsonObject last = accelerators.last().toObject();
    last.insert(QStringLiteral("efficiency_low"), 0.99); // above compute_efficiency
    accelerators.replace(accelerators.size() - 1, last);
    data.insert(QStringLiteral("accelerators"), accelerators);
    QVERIFY(writeJson(dataPath, data));

    const QString path = freshPath();
    OpenOptions options;
    options.shippedDataPath = dataPath;
    {
        Catalog catalog;
        const auto result = catalog.open(path, options);
        QVERIFY(!result.ok);
        QCOMPARE(result.error, OpenError::IoError);
        QVERIFY2(result.message.contains(path), qPrintable(result.message));
    }
    // No half-filled catalog: either nothing, or an empty schema that the next open fills.
    Catalog catalog;
    const auto result = catalog.open(path);
    QVERIFY2(result.ok, qPrintable(result.message));
    QCOMPARE(catalog.shippedDataVersion(), shippedVersion());
    QCOMPARE(catalog.load().offerings.size(), 14);
}

void TestCatalog::defaultPath()
{
    QStandardPaths::setTestModeEnabled(true);
    const QString path = Catalog::defaultPath();
    QVERIFY(path.endsWith(QStringLiteral("/catalog.sqlite")));
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
