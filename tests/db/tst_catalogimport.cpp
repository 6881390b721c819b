// Import of offerings and prices from CSV and JSON: the preview, bad rows with their row and
// field, all-or-nothing writes, and a lossless export -> import round trip.
#include "catalog.h"
#include "catalogimport.h"
#include "catalogjson.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using gp::db::Catalog;
using gp::db::CatalogImport;
using gp::db::ImportFile;
using gp::db::ImportPreview;
using namespace Qt::StringLiterals;

namespace {

const QString kH100 = u"jygpu-bm-h100-ningxia1"_s;

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

QByteArray catalogJson(const gp::CatalogData &data)
{
    return QJsonDocument(gp::format::catalogToJson(data)).toJson();
}

// An offering of the user's with text that CSV must quote: commas, quotes, line breaks, Chinese.
gp::Offering awkwardOffering()
{
    gp::Offering o;
    o.id = u"team-910b-zhongwei"_s;
    o.provider = u"某云, \"华北\""_s;
    o.labelZh = u"昇腾 910B ×8，裸金属"_s;
    o.labelEn = u"Ascend 910B x8, bare metal"_s;
    o.regionZh = u"中卫"_s;
    o.regionEn = u"Zhongwei"_s;
    o.form = gp::RentalForm::BareMetal;
    o.acceleratorId = u"ascend-910b-64g"_s;
    o.gpusPerNode = 8;
    o.minGpus = 8;
    o.cpu = u"2x Kunpeng 920, 64-core"_s;
    o.ramGb = 1024;
    o.network = u"RoCE 200G x8"_s;
    o.interNodeGBs = 200.5;
    o.rdma = true;
    o.notes = u"line one\nline two, with a comma"_s;
    o.leadTimeDays = 12.5;
    o.leadTimeSource = u"sales, \"about two weeks\""_s;
    return o;
}

gp::PriceSnapshot price(const QDate &date, qint64 fen, const QString &source)
{
    gp::PriceSnapshot p;
    p.observedOn = date;
    p.unit = gp::BillingUnit::Month;
    p.scope = gp::PriceScope::PerNode;
    p.priceFen = fen;
    p.listFen = fen + 12345;
    p.source = source;
    p.note = u"月付 8 折, \"promo\""_s;
    return p;
}

} // namespace

class TestCatalogImport final : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_counter = 0;

    QString freshPath() { return m_dir.filePath(u"catalog-%1.sqlite"_s.arg(++m_counter)); }

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qWarning() << "cannot write" << path;
        return path;
    }

    // The offering's own columns, then a price, as one CSV line per price.
    static QByteArray priceCsv(const QString &rows)
    {
        return (u"offering_id,observed_on,unit,per,price_cny,list_cny,currency,source,note\r\n"_s
                + rows)
            .toUtf8();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void priceCsvPreviewsTheChangeWithItsPercentage()
    {
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const gp::CatalogData before = catalog.load();
        const gp::PriceSnapshot *current = before.offering(kH100)->currentPrice();
        QVERIFY(current);
        const qint64 newFen = current->priceFen + current->priceFen / 10; // +10%
        const QString fileText = u"%1,2026-10-01,month,node,%2,,CNY,price list October,\r\n"_s.arg(
            kH100, CatalogImport::moneyText(newFen));
        const ImportFile file
            = CatalogImport::read(priceCsv(fileText), CatalogImport::Format::Csv, u"p.csv"_s);
        QVERIFY(file.problems.isEmpty());
        QVERIFY(!file.complete);
        const ImportPreview preview = CatalogImport::preview(before, file);
        QVERIFY(preview.ok());
        QCOMPARE(preview.priceChanges.size(), 1);
        QCOMPARE(preview.priceChanges.first().offeringId, kH100);
        QVERIFY(preview.priceChanges.first().before);
        QCOMPARE(preview.priceChanges.first().before->priceFen, current->priceFen);
        QVERIFY(preview.priceChanges.first().percent);
        QVERIFY(qAbs(*preview.priceChanges.first().percent - 10.0) < 0.01);
        QCOMPARE(preview.newPriceRows, 1);
        QVERIFY(preview.removedOfferings.isEmpty()); // a price list removes nothing
        QVERIFY(preview.newOfferings.isEmpty());

        QString error;
        QVERIFY2(catalog.applyImport(preview, &error), qPrintable(error));
        const gp::CatalogData after = catalog.load();
        const gp::PriceSnapshot *now = after.offering(kH100)->currentPrice();
        QCOMPARE(now->priceFen, newFen);
        QCOMPARE(now->observedOn, QDate(2026, 10, 1));
        QCOMPARE(after.offering(kH100)->prices.size(), before.offering(kH100)->prices.size() + 1);

        // Applying the same file again changes nothing.
        const ImportPreview again = CatalogImport::preview(after, file);
        QVERIFY(again.ok());
        QVERIFY(again.changesNothing());
        QCOMPARE(again.unchangedOfferings, QStringList {kH100});
    }

    void completeFileListsNewAndRemovedOfferings()
    {
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::CatalogData data = catalog.load();
        const QString removed = data.offerings.first().id;
        data.offerings.removeFirst();
        gp::Offering added = awkwardOffering();
        added.prices.append(price(QDate(2026, 10, 2), 2100000, u"team quote"_s));
        data.offerings.append(added);
        const ImportFile file = CatalogImport::read(CatalogImport::toCsv(data),
                                                    CatalogImport::Format::Csv, u"all.csv"_s);
        QVERIFY(file.problems.isEmpty());
        QVERIFY(file.complete);
        const ImportPreview preview = CatalogImport::preview(catalog.load(), file);
        QVERIFY(preview.ok());
        QCOMPARE(preview.newOfferings, QStringList {added.id});
        QCOMPARE(preview.removedOfferings, QStringList {removed});
        QCOMPARE(preview.unchangedOfferings.size(), data.offerings.size() - 1);
        QCOMPARE(preview.priceChanges.size(), 1);
        QVERIFY(!preview.priceChanges.first().before);

        QString error;
        QVERIFY2(catalog.applyImport(preview, &error), qPrintable(error));
        const gp::CatalogData after = catalog.load();
        QVERIFY(!after.offering(removed));
        QVERIFY(after.offering(added.id));
        QCOMPARE(after.offering(added.id)->origin, gp::RowOrigin::User);
    }

    void badRowsAreListedAndNothingIsApplied_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("field");

        const QString ok = u"%1,2026-10-01,month,node,90000.00,,CNY,ok,\r\n"_s.arg(kH100);
        QTest::newRow("bad date on line 3")
            << priceCsv(ok + u"%1,2026-13-01,month,node,1.00,,CNY,x,\r\n"_s.arg(kH100)) << "csv"
            << 3 << "observed_on";
        QTest::newRow("bad unit") << priceCsv(u"%1,2026-10-01,week,node,1.00,,CNY,x,\r\n"_s.arg(
            kH100)) << "csv" << 2 << "unit";
        QTest::newRow("negative price")
            << priceCsv(ok + u"%1,2026-10-02,month,node,-5,,CNY,x,\r\n"_s.arg(kH100)) << "csv" << 3
            << "price_cny";
        QTest::newRow("three decimals")
            << priceCsv(u"%1,2026-10-02,month,node,1.005,,CNY,x,\r\n"_s.arg(kH100)) << "csv" << 2
            << "price_cny";
        QTest::newRow("amount with a thousands comma")
            << priceCsv(u"%1,2026-10-02,month,node,\"86,880\",,CNY,x,\r\n"_s.arg(kH100)) << "csv"
            << 2 << "price_cny";
        QTest::newRow("bad currency")
            << priceCsv(u"%1,2026-10-02,month,node,1.00,,yuan,x,\r\n"_s.arg(kH100)) << "csv" << 2
            << "currency";
        QTest::newRow("too few fields")
            << priceCsv(ok + u"%1,2026-10-02\r\n"_s.arg(kH100)) << "csv" << 3 << "";
        QTest::newRow("new offering without its columns")
            << priceCsv(ok + u"nobody-knows,2026-10-02,month,node,1.00,,CNY,x,\r\n"_s) << "csv" << 3
            << "provider";
        QTest::newRow("same price twice") << priceCsv(ok + ok) << "csv" << 3 << "observed_on";
        QTest::newRow("unknown column")
            << QByteArray("offering_id,colour\r\nx,red\r\n") << "csv" << 1 << "colour";
        QTest::newRow("unclosed quote")
            << priceCsv(ok + u"%1,2026-10-02,month,node,1.00,,CNY,\"open,\r\n"_s.arg(kH100))
            << "csv" << 3 << "";
        QTest::newRow("unknown accelerator")
            << QByteArray("offering_id,provider,label,accelerator,form,gpus_per_node,min_gpus\r\n"
                          "new-one,P,L,tpu-v9,bare_metal,8,8\r\n")
            << "csv" << 2 << "accelerator";
        QTest::newRow("offering columns differ between its rows")
            << QByteArray("offering_id,gpus_per_node,observed_on,unit,per,price_cny\r\n"
                          "jygpu-bm-h100-ningxia1,8,2026-10-01,month,node,1.00\r\n"
                          "jygpu-bm-h100-ningxia1,4,2026-10-02,month,node,1.00\r\n")
            << "csv" << 3 << "gpus_per_node";
        QTest::newRow("JSON price of the second offering") << QByteArray(
            R"({"offerings":[{"id":"jygpu-bm-h100-ningxia1","prices":[]},)"
            R"({"id":"jygpu-ct-4090","prices":[{"observed_on":"2026-10-01","unit":"hour",)"
            R"("per":"gpu","price_cny":-1}]}]})") << "json" << 2
                                                           << "prices[1].price_cny";
        QTest::newRow("JSON not JSON")
            << QByteArray("{\"offerings\": [") << "json" << 1 << "offerings";
    }

    void badRowsAreListedAndNothingIsApplied()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        QFETCH(int, row);
        QFETCH(QString, field);

        const QString path = freshPath();
        {
            Catalog catalog;
            QVERIFY(catalog.open(path).ok);
        }
        const QByteArray hashBefore = fileHash(path);
        Catalog catalog;
        QVERIFY(catalog.open(path).ok);
        const ImportFile file = CatalogImport::read(
            bytes, format == u"csv" ? CatalogImport::Format::Csv : CatalogImport::Format::Json,
            u"bad"_s);
        const ImportPreview preview = CatalogImport::preview(catalog.load(), file);
        QVERIFY(!preview.ok());
        bool found = false;
        for (const auto &p : preview.problems) {
            QVERIFY(!p.message.isEmpty());
            found = found || (p.row == row && p.field == field);
        }
        if (!found) {
            for (const auto &p : preview.problems)
                qWarning() << p.row << p.field << p.message;
        }
        QVERIFY(found);
        QString error;
        QVERIFY(!catalog.applyImport(preview, &error));
        QVERIFY(!error.isEmpty());
        catalog.close();
        QCOMPARE(fileHash(path), hashBefore);
    }

    void valueOutOfBoundsIsRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");

        const auto column = [](const char *name, const QString &value) {
            return (u"offering_id,%1\r\n%2,%3\r\n"_s)
                .arg(QLatin1String(name), kH100, value)
                .toUtf8();
        };
        QTest::newRow("2^31-1 cards per node")
            << column("gpus_per_node", u"2147483647"_s) << "csv" << 2 << "gpus_per_node"
            << "must be a whole number from 1 to 64, not \"2147483647\"";
        QTest::newRow("65 cards per node")
            << column("gpus_per_node", u"65"_s) << "csv" << 2 << "gpus_per_node"
            << "from 1 to 64";
        QTest::newRow("2^31-1 nodes")
            << column("max_nodes", u"2147483647"_s) << "csv" << 2 << "max_nodes"
            << "from 1 to 100000";
        QTest::newRow("100,001 nodes")
            << column("max_nodes", u"100001"_s) << "csv" << 2 << "max_nodes"
            << "from 1 to 100000";
        QTest::newRow("minimum of 10^9 cards")
            << column("min_gpus", u"1000000000"_s) << "csv" << 2 << "min_gpus"
            << "from 1 to 6400000";
        QTest::newRow("a petabyte of RAM")
            << column("ram_gb", u"1000000"_s) << "csv" << 2 << "ram_gb"
            << "from 1 to 65536";
        QTest::newRow("a lead time of two years")
            << column("lead_time_days", u"730"_s) << "csv" << 2 << "lead_time_days"
            << "from 0 to 365";
        QTest::newRow("a lead time in words")
            << column("lead_time_days", u"a week"_s) << "csv" << 2 << "lead_time_days"
            << "not \"a week\"";
        QTest::newRow("a negative lead time")
            << column("lead_time_days", u"-1"_s) << "csv" << 2 << "lead_time_days"
            << "empty (not stated)";
        QTest::newRow("NaN network")
            << column("inter_node_gbs", u"nan"_s) << "csv" << 2 << "inter_node_gbs"
            << "must be a number from 0 to 10000";
        QTest::newRow("1e300 network")
            << column("inter_node_gbs", u"1e300"_s) << "csv" << 2 << "inter_node_gbs"
            << "from 0 to 10000";
        QTest::newRow("non-numeric cards")
            << column("gpus_per_node", u"eight"_s) << "csv" << 2 << "gpus_per_node"
            << "not \"eight\"";
        QTest::newRow("escape sequence in a label")
            << column("label", u"H100\x1b]0;owned\x07"_s) << "csv" << 2 << "label"
            << "must not hold control characters";
        QTest::newRow("10,000-character id")
            << (u"offering_id,notes\r\n%1,x\r\n"_s.arg(QString(10000, u'a'))).toUtf8() << "csv" << 2
            << "offering_id"
            << "must be at most 128 characters, not 10000";
        QTest::newRow("ten billion yuan")
            << priceCsv(u"%1,2026-10-01,month,node,10000000000.00,,CNY,x,\r\n"_s.arg(kH100))
            << "csv" << 2 << "price_cny"
            << "must be at most 1000000000 yuan";
        QTest::newRow("amounts in dollars")
            << priceCsv(u"%1,2026-10-01,month,node,1000.00,,USD,x,\r\n"_s.arg(kH100)) << "csv" << 2
            << "currency"
            << "must be CNY (amounts in other currencies are not converted)";
        QTest::newRow("JSON 2^31-1 cards per node")
            << QByteArray(R"({"offerings":[{"id":"jygpu-bm-h100-ningxia1",)"
                          R"("gpus_per_node":2147483647}]})")
            << "json" << 1 << "gpus_per_node"
            << "from 1 to 64";
        QTest::newRow("JSON 1e309 names its field")
            << QByteArray("{\"offerings\":[{\"id\":\"jygpu-bm-h100-ningxia1\",\n"
                          "\"prices\":[{\"observed_on\":\"2026-10-01\",\"unit\":\"hour\",\n"
                          "\"per\":\"gpu\",\"price_cny\":1e309}]}]}")
            << "json" << 3 << "price_cny"
            << "not valid JSON";
        // An echoed value is cut short, however long it was.
        QTest::newRow("10 MB value echoed in 40 characters")
            << column("form", QString(10'000'000, u'x')) << "csv" << 2 << "form"
            << "not \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... (10000000 characters)\"";
    }

    void valueOutOfBoundsIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, format);
        QFETCH(int, row);
        QFETCH(QString, field);
        QFETCH(QString, words);
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const ImportFile file = CatalogImport::read(
            bytes, format == u"csv" ? CatalogImport::Format::Csv : CatalogImport::Format::Json,
            u"bounds"_s);
        const ImportPreview preview = CatalogImport::preview(catalog.load(), file);
        QVERIFY(!preview.ok());
        bool found = false;
        for (const auto &p : preview.problems) {
            QVERIFY2(p.message.size() < 200, qPrintable(p.message.left(200)));
            found = found || (p.row == row && p.field == field && p.message.contains(words));
        }
        if (!found) {
            for (const auto &p : preview.problems)
                qWarning() << p.row << p.field << p.message;
        }
        QVERIFY(found);
    }

    void acceleratorFigureOutOfBoundsIsRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");
        QTest::newRow("peaks given as text")
            << u"dense_tflops"_s << QJsonValue(u"x"_s) << u"accelerators[1].dense_tflops"_s
            << u"must be an object of peaks"_s;
        QTest::newRow("10^12 TFLOPS")
            << u"dense_tflops"_s << QJsonValue(QJsonObject {{u"bf16"_s, 1e12}})
            << u"accelerators[1].dense_tflops.bf16"_s << u"from 0 to 1000000"_s;
        QTest::newRow("TFLOPS as text")
            << u"dense_tflops"_s << QJsonValue(QJsonObject {{u"bf16"_s, u"x"_s}})
            << u"accelerators[1].dense_tflops.bf16"_s << u"number from 0"_s;
        QTest::newRow("unknown precision")
            << u"dense_tflops"_s << QJsonValue(QJsonObject {{u"bf61"_s, 5}})
            << u"accelerators[1].dense_tflops.bf61"_s << u"unknown precision"_s;
        QTest::newRow("10^12 GB of memory")
            << u"memory_gb"_s << QJsonValue(1e12) << u"accelerators[1].memory_gb"_s << u"at most"_s;
    }

    void acceleratorFigureOutOfBoundsIsRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, field);
        QFETCH(QString, words);
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const gp::CatalogData data = catalog.load();
        QJsonObject root = gp::format::catalogToJson(data);
        QJsonArray accelerators = root.value(u"accelerators"_s).toArray();
        QJsonObject first = accelerators.at(0).toObject();
        first.insert(key, value);
        accelerators.replace(0, first);
        root.insert(u"accelerators"_s, accelerators);
        root.remove(u"format"_s); // a partial file: nothing else is compared
        const ImportFile file = CatalogImport::read(QJsonDocument(root).toJson(),
                                                    CatalogImport::Format::Json, u"figures"_s);
        bool found = false;
        for (const auto &p : file.problems)
            found = found || (p.field == field && p.message.contains(words));
        if (!found) {
            for (const auto &p : file.problems)
                qWarning() << p.row << p.field << p.message;
        }
        QVERIFY(found);
    }

    void unreadableFileIsRefusedBeforeReading_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("words");
        QTest::newRow("invalid UTF-8 in CSV") << writeFile(
            u"latin1.csv"_s,
            priceCsv(u"%1,2026-10-01,month,node,1.00,,CNY,"_s.arg(kH100)) + "caf\xe9\r\n")
                                              << 2 << u"is not valid UTF-8 (byte"_s;
        QTest::newRow("invalid UTF-8 in JSON")
            << writeFile(u"latin1.json"_s, "{\"offerings\": [{\"id\": \"caf\xe9\"}]}") << 1
            << u"is not valid UTF-8"_s;
        QTest::newRow("/dev/zero") << u"/dev/zero"_s << 0 << u"is not a regular file"_s;
        const QString fifo = m_dir.filePath(u"import.fifo"_s);
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QTest::newRow("FIFO") << fifo << 0 << u"is not a regular file"_s;
        const QString huge = m_dir.filePath(u"huge.csv"_s);
        QFile f(huge);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(CatalogImport::kMaxFileBytes + 1));
        QTest::newRow("over 64 MB") << huge << 0 << u"files over 64 MB are not imported"_s;
    }

    void unreadableFileIsRefusedBeforeReading()
    {
        QFETCH(QString, path);
        QFETCH(int, row);
        QFETCH(QString, words);
        const ImportFile file = CatalogImport::readFile(path);
        QCOMPARE(file.problems.size(), 1);
        QCOMPARE(file.problems.first().row, row);
        QVERIFY2(file.problems.first().message.contains(words),
                 qPrintable(file.problems.first().message));
        QVERIFY(file.offerings.isEmpty());
    }

    void failureHalfwayRollsEverythingBack()
    {
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const QByteArray before = catalogJson(catalog.load());
        // A preview whose last write must fail (a price of an offering that does not exist):
        // the writes before it are undone too.
        ImportPreview preview;
        gp::Offering o = awkwardOffering();
        preview.offeringsToWrite.append(o);
        preview.pricesToAdd.append({kH100, price(QDate(2026, 10, 3), 100, u"a"_s)});
        preview.pricesToAdd.append({u"no-such-offering"_s, price(QDate(2026, 10, 3), 100, u"b"_s)});
        QString error;
        QVERIFY(!catalog.applyImport(preview, &error));
        QVERIFY2(error.contains(catalog.path()), qPrintable(error));
        QCOMPARE(catalogJson(catalog.load()), before);
    }

    void roundTripIsLossless_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::newRow("csv") << u"export.csv"_s;
        QTest::newRow("json") << u"export.json"_s;
    }

    void roundTripIsLossless()
    {
        QFETCH(QString, fileName);
        Catalog source;
        QVERIFY(source.open(freshPath()).ok);
        QString error;
        const gp::Offering o = awkwardOffering();
        QVERIFY2(source.upsertOffering(o, &error), qPrintable(error));
        QVERIFY(source.addPrice(o.id, price(QDate(2026, 9, 30), 1234567, u"quote, v1"_s), &error));
        gp::PriceSnapshot hourly = price(QDate(2026, 10, 1), 157, u""_s);
        hourly.unit = gp::BillingUnit::Hour;
        hourly.scope = gp::PriceScope::PerGpu;
        hourly.listFen.reset();
        hourly.note = u"crlf\r\nin a note"_s;
        QVERIFY(source.addPrice(o.id, hourly, &error));
        gp::Offering bare = o;
        bare.id = u"team-no-prices"_s;
        bare.ramGb.reset();
        bare.leadTimeDays.reset(); // not stated: it stays unknown, not 0
        bare.leadTimeSource.clear();
        QVERIFY(source.upsertOffering(bare, &error));
        const gp::CatalogData data = source.load();

        const QByteArray bytes = CatalogImport::isCsvPath(fileName)
            ? CatalogImport::toCsv(data)
            : gp::format::catalogJsonBytes(data);
        const QString path = writeFile(fileName, bytes);

        Catalog target;
        QVERIFY(target.open(freshPath()).ok);
        const ImportFile file = CatalogImport::readFile(path);
        QVERIFY(file.problems.isEmpty());
        QVERIFY(file.complete);
        const ImportPreview preview = CatalogImport::preview(target.load(), file);
        QVERIFY(preview.ok());
        QCOMPARE(preview.newOfferings.size(), 2);
        QVERIFY(preview.removedOfferings.isEmpty());
        QVERIFY2(target.applyImport(preview, &error), qPrintable(error));
        QCOMPARE(catalogJson(target.load()), catalogJson(data));
        const gp::CatalogData imported = target.load();
        QCOMPARE(imported.offering(o.id)->leadTimeDays.value_or(-1), 12.5);
        QCOMPARE(imported.offering(o.id)->leadTimeSource, o.leadTimeSource);
        QVERIFY(!imported.offering(bare.id)->leadTimeDays);

        // And importing its own export into the source changes nothing.
        const ImportPreview self = CatalogImport::preview(data, file);
        QVERIFY(self.ok());
        QVERIFY(self.changesNothing());
    }

    void csvWithBomAndCrlfAndChinese()
    {
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const QByteArray bytes
            = QByteArray("\xEF\xBB\xBF")
            + priceCsv(
                  u"%1,2026-10-05,month,node,88000,90000,CNY,\"官网, 价格表\",\"月付\r\n8 折\"\r\n"_s
                      .arg(kH100));
        const QString path = writeFile(u"prices-bom.csv"_s, bytes);
        const ImportFile file = CatalogImport::readFile(path);
        QVERIFY(file.problems.isEmpty());
        const ImportPreview preview = CatalogImport::preview(catalog.load(), file);
        QVERIFY(preview.ok());
        QCOMPARE(preview.pricesToAdd.size(), 1);
        const gp::PriceSnapshot &p = preview.pricesToAdd.first().second;
        QCOMPARE(p.source, u"官网, 价格表"_s);
        QCOMPARE(p.note, u"月付\r\n8 折"_s);
        QCOMPARE(p.priceFen, 8800000);
        QCOMPARE(p.listFen, std::optional<qint64>(9000000));
    }

    void everyPriceRoundTripsThroughEveryExportFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<qint64>("fen");
        const QList<QPair<const char *, qint64>> amounts {{"0.01", 1},
                                                          {"86880.00", 8688000},
                                                          {"86880.50", 8688050},
                                                          {"100000", 10000000},
                                                          {"200000", 20000000},
                                                          {"1000000", 100000000},
                                                          {"0", 0},
                                                          {"999999999.99", 99999999999}};
        for (const char *format : {"csv", "json", "list-json"}) {
            for (const auto &[name, fen] : amounts)
                QTest::addRow("%s %s", format, name) << QString::fromLatin1(format) << fen;
        }
    }

    void everyPriceRoundTripsThroughEveryExportFormat()
    {
        QFETCH(QString, format);
        QFETCH(qint64, fen);
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        gp::CatalogData data = catalog.load();
        gp::Offering *o = nullptr;
        for (gp::Offering &candidate : data.offerings)
            o = candidate.id == kH100 ? &candidate : o;
        QVERIFY(o);
        gp::PriceSnapshot amount = price(QDate(2026, 11, 1), fen, u"round trip"_s);
        amount.listFen = fen; // both amounts of a row
        o->prices.append(amount);
        const QByteArray bytes = format == u"csv" ? CatalogImport::toCsv(data)
            : format == u"json"                   ? gp::format::catalogJsonBytes(data)
                                                  : gp::format::offeringsJsonBytes(data);
        // Decimal text with two decimals, never an exponent.
        const QByteArray text = CatalogImport::moneyText(fen).toLatin1();
        const QByteArray written
            = format == u"csv" ? QByteArray(",") + text + ',' : QByteArray(": ") + text + ',';
        QVERIFY2(bytes.contains(written), written.constData());
        QVERIFY(!bytes.contains("e+0"));
        const ImportFile file = CatalogImport::read(
            bytes, format == u"csv" ? CatalogImport::Format::Csv : CatalogImport::Format::Json,
            u"export"_s);
        QVERIFY2(file.problems.isEmpty(),
                 qPrintable(file.problems.isEmpty() ? QString() : file.problems.first().message));
        // Every price of every offering comes back as it was.
        for (const gp::db::ImportedOffering &imported : file.offerings) {
            const gp::Offering *was = data.offering(imported.id);
            QVERIFY(was);
            QCOMPARE(imported.prices.size(), was->prices.size());
            for (qsizetype i = 0; i < was->prices.size(); ++i) {
                QCOMPARE(imported.prices.at(i).priceFen, was->prices.at(i).priceFen);
                QCOMPARE(imported.prices.at(i).listFen, was->prices.at(i).listFen);
            }
        }
        QVERIFY(CatalogImport::preview(data, file).changesNothing());
    }

    void jsonNumbersAreReadAsTheDecimalsWritten_data()
    {
        QTest::addColumn<QByteArray>("number");
        QTest::addColumn<qint64>("fen");
        QTest::newRow("200000") << QByteArray("200000") << qint64(20000000);
        QTest::newRow("2e5") << QByteArray("2e5") << qint64(20000000);
        QTest::newRow("1000000.00") << QByteArray("1000000.00") << qint64(100000000);
        QTest::newRow("0.01") << QByteArray("0.01") << qint64(1);
        QTest::newRow("86880.1") << QByteArray("86880.1") << qint64(8688010);
        QTest::newRow("text") << QByteArray("\"200000.00\"") << qint64(20000000);
        QTest::newRow("three decimals") << QByteArray("86880.123") << qint64(-1);
        QTest::newRow("1e-7") << QByteArray("1e-7") << qint64(-1);
    }

    void jsonNumbersAreReadAsTheDecimalsWritten()
    {
        QFETCH(QByteArray, number);
        QFETCH(qint64, fen);
        const QByteArray json = R"({"offerings": [{"id": "jygpu-bm-h100-ningxia1", "prices": [)"
                                R"({"observed_on": "2026-11-01", "unit": "month", "per": "node", )"
                                R"("price_cny": )"
            + number + "}]}]}";
        const ImportFile file = CatalogImport::read(json, CatalogImport::Format::Json, u"j"_s);
        if (fen < 0) {
            QCOMPARE(file.problems.size(), 1);
            QCOMPARE(file.problems.first().field, u"prices[1].price_cny"_s);
            return;
        }
        QVERIFY2(file.problems.isEmpty(), qPrintable(file.problems.value(0).message));
        QCOMPARE(file.offerings.first().prices.first().priceFen, fen);
    }

    void duplicateJsonKeysAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        QTest::newRow("a price key")
            << QByteArray(R"({"offerings": [{"id": "a", "prices": [{"price_cny": 86880,)"
                          "\n"
                          R"("price_cny": 1}]}]})")
            << u"offerings[1].prices[1].price_cny"_s << 2;
        QTest::newRow("an escaped twin")
            << QByteArray(R"({"offerings": [{"id": "a", "\u0069d": "b"}]})") << u"offerings[1].id"_s
            << 1;
        QTest::newRow("the root") << QByteArray(R"({"offerings": [], "offerings": []})")
                                  << u"offerings"_s << 1;
        QTest::newRow("the second accelerator")
            << QByteArray(R"({"accelerators": [{"id": "x"}, {"id": "y", "vendor": "a", )"
                          R"("vendor": "b"}], "offerings": []})")
            << u"accelerators[2].vendor"_s << 1;
    }

    void duplicateJsonKeysAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        QFETCH(int, line);
        const ImportFile file = CatalogImport::read(json, CatalogImport::Format::Json, u"j"_s);
        QCOMPARE(file.problems.size(), 1);
        QCOMPARE(file.problems.first().field, field);
        QCOMPARE(file.problems.first().row, line);
        QVERIFY2(file.problems.first().message.contains(u"appears twice"_s),
                 qPrintable(file.problems.first().message));
        QVERIFY(file.offerings.isEmpty());
        // The same key in two objects is no duplicate.
        const ImportFile apart = CatalogImport::read(
            R"({"offerings": [{"id": "a", "prices": []}, {"id": "b", "prices": []}]})",
            CatalogImport::Format::Json, u"j"_s);
        QVERIFY(apart.problems.isEmpty());
        QCOMPARE(apart.offerings.size(), 2);
    }

    void catalogFormatTagIsChecked_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("read");
        QTest::addColumn<bool>("complete");
        QTest::newRow("gpuplanner-catalog/1")
            << QByteArray(R"("gpuplanner-catalog/1")") << true << true;
        QTest::newRow("no tag: a partial file") << QByteArray() << true << false;
        QTest::newRow("gpuplanner-catalog/2")
            << QByteArray(R"("gpuplanner-catalog/2")") << false << false;
        QTest::newRow("another format") << QByteArray(R"("gpuplanner-job/1")") << false << false;
        QTest::newRow("a number") << QByteArray("1") << false << false;
    }

    void catalogFormatTagIsChecked()
    {
        QFETCH(QByteArray, format);
        QFETCH(bool, read);
        QFETCH(bool, complete);
        const QByteArray json
            = (format.isEmpty() ? QByteArray("{") : R"({"format": )" + format + ",")
            + R"("offerings": [{"id": "jygpu-bm-h100-ningxia1"}]})";
        const ImportFile file = CatalogImport::read(json, CatalogImport::Format::Json, u"j"_s);
        QCOMPARE(file.problems.isEmpty(), read);
        QCOMPARE(file.complete, complete);
        if (!read) {
            QCOMPARE(file.problems.first().field, u"format"_s);
            QVERIFY(file.offerings.isEmpty());
        }
    }

    void invisibleCharactersInIdsAreRefused_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("words");
        QTest::newRow("U+200B zero width space")
            << kH100 + QChar(0x200b) << u"U+200B at character 23"_s;
        QTest::newRow("U+202E right-to-left override")
            << QChar(0x202e) + kH100 << u"reverse the order"_s;
        QTest::newRow("U+FEFF") << kH100 + QChar(0xfeff) << u"U+FEFF"_s;
        QTest::newRow("U+00AD soft hyphen") << u"jygpu-bm-h100\u00adningxia1"_s << u"U+00AD"_s;
        QTest::newRow("U+00A0 no-break space") << u"jygpu bm\u00a0h100"_s << u"U+00A0"_s;
        QTest::newRow("U+3000 ideographic space") << u"jygpu\u3000h100"_s << u"U+3000"_s;
    }

    void invisibleCharactersInIdsAreRefused()
    {
        QFETCH(QString, id);
        QFETCH(QString, words);
        const QByteArray csv = priceCsv(u"%1,2026-11-01,month,node,1.00,,CNY,x,\r\n"_s.arg(id));
        const ImportFile file = CatalogImport::read(csv, CatalogImport::Format::Csv, u"c"_s);
        QCOMPARE(file.problems.size(), 1);
        QCOMPARE(file.problems.first().field, u"offering_id"_s);
        QVERIFY2(file.problems.first().message.contains(words),
                 qPrintable(file.problems.first().message));
        // In a text (a label, a source) only what reorders the text is refused.
        const ImportFile label = CatalogImport::read(
            priceCsv(u"%1,2026-11-01,month,node,1.00,,CNY,a\u200bb,\r\n"_s.arg(kH100)),
            CatalogImport::Format::Csv, u"c"_s);
        QVERIFY(label.problems.isEmpty());
        const ImportFile reversed = CatalogImport::read(
            priceCsv(u"%1,2026-11-01,month,node,1.00,,CNY,a\u202eb,\r\n"_s.arg(kH100)),
            CatalogImport::Format::Csv, u"c"_s);
        QCOMPARE(reversed.problems.value(0).field, u"source"_s);
    }

    void pricesAfterTodayNeedThePlannedPricesOption_data()
    {
        QTest::addColumn<QDate>("date");
        QTest::addColumn<bool>("refused");
        QTest::newRow("today") << QDate(2026, 12, 4) << false;
        QTest::newRow("yesterday") << QDate(2026, 12, 3) << false;
        QTest::newRow("tomorrow") << QDate(2026, 12, 5) << true;
        QTest::newRow("2062") << QDate(2062, 1, 1) << true;
        QTest::newRow("9999-12-31") << QDate(9999, 12, 31) << true;
    }

    void pricesAfterTodayNeedThePlannedPricesOption()
    {
        QFETCH(QDate, date);
        QFETCH(bool, refused);
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const ImportFile file
            = CatalogImport::read(priceCsv(u"%1,%2,month,node,86000,,CNY,x,\r\n"_s.arg(
                                      kH100, date.toString(Qt::ISODate))),
                                  CatalogImport::Format::Csv, u"c"_s);
        QVERIFY(file.problems.isEmpty());
        gp::db::ImportOptions options;
        options.today = QDate(2026, 12, 4);
        const ImportPreview preview = CatalogImport::preview(catalog.load(), file, options);
        QCOMPARE(!preview.ok(), refused);
        if (refused) {
            QCOMPARE(preview.problems.first().field, u"observed_on"_s);
            QCOMPARE(preview.problems.first().row, 2);
            QVERIFY(preview.problems.first().message.contains(u"--planned-prices"_s));
        }
        options.plannedPrices = true;
        QVERIFY(CatalogImport::preview(catalog.load(), file, options).ok());
    }

    void largeChangesToCurrentPricesAreListed_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addColumn<bool>("large");
        QTest::addColumn<double>("percent");
        // The current monthly price of the H100 machine is 86880 (2026-09-28).
        QTest::newRow("cut to 86") << u"2026-12-01,month,node,86"_s << true << -99.901;
        QTest::newRow("halved exactly") << u"2026-12-01,month,node,43440"_s << false << 0.0;
        QTest::newRow("just under half") << u"2026-12-01,month,node,43439.99"_s << true << -50.0;
        QTest::newRow("+50% exactly") << u"2026-12-01,month,node,130320"_s << false << 0.0;
        QTest::newRow("just over +50%") << u"2026-12-01,month,node,130320.01"_s << true << 50.0;
        QTest::newRow("to zero") << u"2026-12-01,month,node,0"_s << true << -100.0;
        QTest::newRow("older than the current price")
            << u"2026-08-01,month,node,86"_s << false << 0.0;
        QTest::newRow("another unit, none before") << u"2026-12-01,day,node,86"_s << false << 0.0;
    }

    void largeChangesToCurrentPricesAreListed()
    {
        QFETCH(QString, row);
        QFETCH(bool, large);
        QFETCH(double, percent);
        Catalog catalog;
        QVERIFY(catalog.open(freshPath()).ok);
        const gp::CatalogData data = catalog.load();
        QCOMPARE(data.offering(kH100)->currentPrice()->priceFen, qint64(8688000));
        const ImportFile file = CatalogImport::read(
            priceCsv(u"%1,%2,,CNY,x,\r\n"_s.arg(kH100, row)), CatalogImport::Format::Csv, u"c"_s);
        QVERIFY(file.problems.isEmpty());
        gp::db::ImportOptions options;
        options.plannedPrices = true; // whatever the date the suite runs on
        const ImportPreview preview = CatalogImport::preview(data, file, options);
        QVERIFY(preview.ok());
        QCOMPARE(preview.changesPricesALot(), large);
        if (large) {
            QCOMPARE(preview.largeChanges.size(), 1);
            const gp::db::PriceChange &c = preview.largeChanges.first();
            QCOMPARE(c.offeringId, kH100);
            QCOMPARE(c.before->priceFen, qint64(8688000));
            QVERIFY2(qAbs(*c.percent - percent) < 0.01, qPrintable(QString::number(*c.percent)));
        }
    }

    void moneyText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("fen");
        QTest::newRow("whole") << u"86880"_s << qint64(8688000);
        QTest::newRow("one decimal") << u"1.5"_s << qint64(150);
        QTest::newRow("two decimals") << u"1.57"_s << qint64(157);
        QTest::newRow("zero") << u"0"_s << qint64(0);
        QTest::newRow("spaces") << u" 3.58 "_s << qint64(358);
    }

    void moneyText()
    {
        QFETCH(QString, text);
        QFETCH(qint64, fen);
        QCOMPARE(CatalogImport::parseMoney(text), std::optional<qint64>(fen));
        QCOMPARE(CatalogImport::parseMoney(CatalogImport::moneyText(fen)),
                 std::optional<qint64>(fen));
    }
};

QTEST_GUILESS_MAIN(TestCatalogImport)
#include "tst_catalogimport.moc"
