// Planning reads only the newest price of each offering per billing unit (loadCurrent); the
// editor reads one offering's whole history on demand (priceHistory). These tests hold both
// to what a full load() gives, and check the index that keeps them fast.

#include "catalog.h"
#include "catalogimport.h"
#include "costmodel.h"
#include "jobparser.h"
#include "planjson.h"
#include "planner.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using gp::BillingUnit;
using gp::PriceScope;
using gp::PriceSnapshot;
using gp::db::Catalog;

namespace {

const QString kH100 = QStringLiteral("jygpu-bm-h100-ningxia1");

/// Every row of a one-column query on a separate connection, as another process sees the file.
QStringList rawColumn(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("tst-current-%1").arg(++counter);
    QStringList rows;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql)) {
                while (q.next())
                    rows.append(q.value(q.record().count() - 1).toString());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return rows;
}

PriceSnapshot price(const QDate &on, BillingUnit unit, qint64 fen, const QString &source)
{
    PriceSnapshot p;
    p.observedOn = on;
    p.unit = unit;
    p.scope = unit == BillingUnit::Month ? PriceScope::PerNode : PriceScope::PerGpu;
    p.priceFen = fen;
    p.source = source;
    return p;
}

QByteArray planJson(const gp::CatalogData &catalog)
{
    const gp::Plan plan = gp::makePlan(gp::defaultJob(), catalog);
    return QJsonDocument(gp::planToJson(plan, catalog)).toJson();
}

} // namespace

class TestCurrentPrices final : public QObject {
    Q_OBJECT

private slots:
    void init();
    void currentRowsAreTheNewestPerUnit();
    void planFromCurrentRowsEqualsPlanFromAll();
    void historyOfOneOfferingEqualsFullLoad();
    void sameDateKeepsTheLastRecorded_data();
    void sameDateKeepsTheLastRecorded();
    void longHistoryStillGivesTheNewest();
    void bothPairSourcesGiveWhatTheFullHistoryGives_data();
    void bothPairSourcesGiveWhatTheFullHistoryGives();
    void importPreviewSeesTheHistoryOfTheOfferingsItNames();
    void currentPriceLookupUsesTheIndex();
    void versionOneCatalogGetsTheIndex();

private:
    QTemporaryDir m_dir;
    QString m_path;
    int m_files = 0;
};

void TestCurrentPrices::init()
{
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(++m_files));
}

void TestCurrentPrices::currentRowsAreTheNewestPerUnit()
{
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    QString error;
    const gp::CatalogData all = catalog.load(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const gp::CatalogData current = catalog.loadCurrent(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QCOMPARE(current.offerings.size(), all.offerings.size());
    QCOMPARE(current.accelerators.size(), all.accelerators.size());
    QCOMPARE(current.priceDate(), all.priceDate());
    bool someHistoryDropped = false;
    for (qsizetype i = 0; i < all.offerings.size(); ++i) {
        const gp::Offering &full = all.offerings.at(i);
        const gp::Offering &now = current.offerings.at(i);
        QCOMPARE(now.id, full.id);
        QCOMPARE(now.prices, Catalog::currentPrices(full.prices));
        // What the engine prices with is the same row either way.
        for (const BillingUnit unit : {BillingUnit::Hour, BillingUnit::Day, BillingUnit::Month}) {
            const PriceSnapshot *a = gp::CostModel::latest(full, unit);
            const PriceSnapshot *b = gp::CostModel::latest(now, unit);
            QCOMPARE(bool(a), bool(b));
            if (a)
                QCOMPARE(*b, *a);
        }
        QVERIFY(now.currentPrice() && full.currentPrice());
        QCOMPARE(*now.currentPrice(), *full.currentPrice());
        someHistoryDropped = someHistoryDropped || now.prices.size() < full.prices.size();
    }
    // The shipped catalog has history (the July quotes of the H100 in Ningxia): it is left out.
    QVERIFY(someHistoryDropped);
    QCOMPARE(current.offering(kH100)->prices.size(), 1);
    QVERIFY(all.offering(kH100)->prices.size() > 1);
}

void TestCurrentPrices::planFromCurrentRowsEqualsPlanFromAll()
{
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    QCOMPARE(planJson(catalog.loadCurrent()), planJson(catalog.load()));
}

void TestCurrentPrices::historyOfOneOfferingEqualsFullLoad()
{
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    const gp::CatalogData all = catalog.load();
    for (const gp::Offering &o : all.offerings) {
        QString error;
        QCOMPARE(catalog.priceHistory(o.id, &error), o.prices);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QVERIFY(catalog.priceHistory(QStringLiteral("no-such-offering")).isEmpty());
}

void TestCurrentPrices::sameDateKeepsTheLastRecorded_data()
{
    QTest::addColumn<BillingUnit>("unit");
    QTest::newRow("month") << BillingUnit::Month;
    QTest::newRow("day") << BillingUnit::Day;
    QTest::newRow("hour") << BillingUnit::Hour;
}

void TestCurrentPrices::sameDateKeepsTheLastRecorded()
{
    QFETCH(BillingUnit, unit);
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    const QDate day(2026, 11, 30);
    QString error;
    QVERIFY2(
        catalog.addPrice(kH100, price(day, unit, 7000000, QStringLiteral("first quote")), &error),
        qPrintable(error));
    QVERIFY2(
        catalog.addPrice(kH100, price(day, unit, 6900000, QStringLiteral("second quote")), &error),
        qPrintable(error));

    const gp::Offering full = *catalog.load().offering(kH100);
    const gp::Offering now = *catalog.loadCurrent().offering(kH100);
    const PriceSnapshot *fromAll = gp::CostModel::latest(full, unit);
    const PriceSnapshot *fromCurrent = gp::CostModel::latest(now, unit);
    QVERIFY(fromAll && fromCurrent);
    QCOMPARE(fromCurrent->source, QStringLiteral("second quote"));
    QCOMPARE(*fromCurrent, *fromAll);
}

void TestCurrentPrices::longHistoryStillGivesTheNewest()
{
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    // Two years of daily quotes, alternating units, written out of date order.
    QList<PriceSnapshot> added;
    const QDate start(2025, 1, 1);
    for (int i = 0; i < 730; i += 7) {
        const int day = (i * 37) % 730;
        const BillingUnit unit = day % 2 ? BillingUnit::Day : BillingUnit::Month;
        added.append(price(start.addDays(day), unit, 5000000 + day, QStringLiteral("daily feed")));
    }
    QString error;
    for (const PriceSnapshot &p : added)
        QVERIFY2(catalog.addPrice(kH100, p, &error), qPrintable(error));

    const gp::Offering full = *catalog.load().offering(kH100);
    QVERIFY(full.prices.size() > added.size());
    const QList<PriceSnapshot> current = catalog.loadCurrent().offering(kH100)->prices;
    QCOMPARE(current, Catalog::currentPrices(full.prices));
    QCOMPARE(current.size(), 2);
    for (const PriceSnapshot &p : current) {
        QDate newest;
        for (const PriceSnapshot &a : added) {
            if (a.unit == p.unit && (!newest.isValid() || a.observedOn > newest))
                newest = a.observedOn;
        }
        QCOMPARE(p.observedOn, newest);
        QCOMPARE(p.priceFen, 5000000 + start.daysTo(newest));
    }
    QCOMPARE(catalog.priceHistory(kH100), full.prices);
}

void TestCurrentPrices::bothPairSourcesGiveWhatTheFullHistoryGives_data()
{
    // loadCurrent() takes the (offering, unit) pairs from the price index when histories are
    // short and from the offerings when they are long (over 4 rows per offering); each
    // offering's rows are then put in date order, ties by the order recorded.
    QTest::addColumn<int>("added");
    QTest::addColumn<bool>("longHistories");
    QTest::newRow("short histories: pairs from the index") << 1 << false;
    QTest::newRow("long histories: pairs from the offerings") << 6 << true;
}

void TestCurrentPrices::bothPairSourcesGiveWhatTheFullHistoryGives()
{
    QFETCH(int, added);
    QFETCH(bool, longHistories);
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    const QList<gp::Offering> offerings = catalog.load().offerings;
    QString error;
    int n = 0;
    for (const gp::Offering &o : offerings) {
        for (int k = 0; k < added; ++k) {
            // Dates out of order; every third quote shares its day with the one before, in
            // another unit, so the order within a day decides which is newest.
            const int day = (k % 3 == 2) ? (k - 1) * 5 % 17 : k * 5 % 17;
            const BillingUnit unit = k % 2 ? BillingUnit::Hour : BillingUnit::Month;
            ++n;
            const PriceSnapshot quote = price(QDate(2026, 11, 1).addDays(day), unit, 1000000 + n,
                                              QStringLiteral("quote %1").arg(n));
            QVERIFY2(catalog.addPrice(o.id, quote, &error), qPrintable(error));
        }
    }
    // Two offerings get a month and then an hour quote on a later day: the newest of the two is
    // the one recorded last, whatever its unit.
    for (qsizetype i = 0; i < 2; ++i) {
        for (const BillingUnit unit : {BillingUnit::Month, BillingUnit::Hour}) {
            ++n;
            const PriceSnapshot quote
                = price(QDate(2026, 12, 1), unit, 1000000 + n, QStringLiteral("tie %1").arg(n));
            QVERIFY2(catalog.addPrice(offerings.at(i).id, quote, &error), qPrintable(error));
        }
    }
    const qint64 highestId
        = rawColumn(m_path, QStringLiteral("SELECT max(id) FROM prices")).value(0).toLongLong();
    QCOMPARE(highestId > 4 * offerings.size(), longHistories);

    const gp::CatalogData all = catalog.load(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const gp::CatalogData current = catalog.loadCurrent(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(current.offerings.size(), all.offerings.size());
    for (qsizetype i = 0; i < all.offerings.size(); ++i) {
        const gp::Offering &full = all.offerings.at(i);
        const gp::Offering &now = current.offerings.at(i);
        QCOMPARE(now.id, full.id);
        QCOMPARE(now.prices, Catalog::currentPrices(full.prices));
        QVERIFY(now.currentPrice());
        QCOMPARE(*now.currentPrice(), *full.currentPrice());
    }
    for (qsizetype i = 0; i < 2; ++i) {
        const gp::Offering &tied = current.offerings.at(i);
        QCOMPARE(tied.currentPrice()->unit, BillingUnit::Hour);
        QVERIFY(tied.currentPrice()->source.startsWith(u"tie "_s));
    }
    QCOMPARE(planJson(current), planJson(all));
}

void TestCurrentPrices::importPreviewSeesTheHistoryOfTheOfferingsItNames()
{
    Catalog catalog;
    QVERIFY(catalog.open(m_path).ok);
    const gp::CatalogData all = catalog.load();
    // A price list that repeats every quote of the H100 in Ningxia, the July ones included.
    gp::CatalogData h100;
    h100.accelerators = all.accelerators;
    h100.offerings = {*all.offering(kH100)};
    QVERIFY(h100.offerings.first().prices.size() > 1);
    const gp::db::ImportFile file = gp::db::CatalogImport::read(
        gp::db::CatalogImport::toCsv(h100), gp::db::CatalogImport::Format::Csv, u"h100.csv"_s);
    QVERIFY(file.problems.isEmpty());
    QCOMPARE(file.offeringIds(), QStringList {kH100});

    QString error;
    const gp::CatalogData compared = catalog.loadWithHistoryOf(file.offeringIds(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(compared.offering(kH100)->prices, all.offering(kH100)->prices);
    QCOMPARE(compared.offerings.size(), all.offerings.size());
    const gp::db::ImportPreview preview = gp::db::CatalogImport::preview(compared, file);
    QVERIFY(preview.ok());
    QCOMPARE(preview.newPriceRows, 0);
    QCOMPARE(preview.unchangedOfferings, QStringList {kH100});
    // The same verdict as against every row; against the newest prices alone the July quotes
    // would look new.
    const gp::db::ImportPreview full = gp::db::CatalogImport::preview(all, file);
    QCOMPARE(full.newPriceRows, preview.newPriceRows);
    QVERIFY(gp::db::CatalogImport::preview(catalog.loadCurrent(), file).newPriceRows > 0);
}

void TestCurrentPrices::currentPriceLookupUsesTheIndex()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok);
    }
    // The lookup planning makes per offering and unit: one index search, no sort.
    const QStringList plan
        = rawColumn(m_path,
                    QStringLiteral("EXPLAIN QUERY PLAN SELECT id FROM prices WHERE "
                                   "offering_id = 'x' AND unit = 'month' ORDER BY "
                                   "observed_on DESC, id DESC LIMIT 1"));
    const QString text = plan.join(u'\n');
    QVERIFY2(text.contains(QStringLiteral("prices_offering_unit_date")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("TEMP B-TREE")), qPrintable(text));
}

void TestCurrentPrices::versionOneCatalogGetsTheIndex()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(m_path).ok);
    }
    // Turn the file back into what the first release wrote.
    for (const QString &sql :
         {QStringLiteral("DROP TABLE removed_offerings"),
          QStringLiteral("DROP INDEX prices_offering_unit_date"),
          QStringLiteral("CREATE INDEX prices_offering_date ON prices (offering_id, observed_on)"),
          QStringLiteral("ALTER TABLE offerings DROP COLUMN lead_time_days"),
          QStringLiteral("ALTER TABLE offerings DROP COLUMN lead_time_source"),
          QStringLiteral("ALTER TABLE accelerators DROP COLUMN fp8_efficiency"),
          QStringLiteral(
              "ALTER TABLE accelerators RENAME COLUMN compute_efficiency TO mfu_default"),
          QStringLiteral("ALTER TABLE accelerators RENAME COLUMN efficiency_low TO mfu_low"),
          QStringLiteral("ALTER TABLE accelerators RENAME COLUMN efficiency_high TO mfu_high"),
          QStringLiteral("PRAGMA user_version = 1")})
        rawColumn(m_path, sql);
    QCOMPARE(rawColumn(m_path, QStringLiteral("PRAGMA user_version")),
             QStringList {QStringLiteral("1")});

    Catalog catalog;
    const auto opened = catalog.open(m_path);
    QVERIFY2(opened.ok, qPrintable(opened.message));
    QCOMPARE(catalog.schemaVersion(), Catalog::knownSchemaVersion());
    QCOMPARE(rawColumn(m_path,
                       QStringLiteral("SELECT name FROM sqlite_master WHERE type = "
                                      "'index' AND tbl_name = 'prices' AND sql IS NOT "
                                      "NULL ORDER BY name")),
             QStringList {QStringLiteral("prices_offering_unit_date")});
    QCOMPARE(planJson(catalog.loadCurrent()), planJson(catalog.load()));
}

QTEST_GUILESS_MAIN(TestCurrentPrices)
#include "tst_currentprices.moc"
