#include "shippeddata.h"

#include "catalogwriter.h"
#include "sqlcodes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

namespace gp::db {

namespace {

const QString kFormat = QStringLiteral("gpuplanner-catalog/1");

// Reads fields of one JSON object and keeps the first problem, named by its JSON path, so that a
// bad edit of the data file fails the build's tests with a message that points at the row.
class FieldReader final {
public:
    FieldReader(const QJsonObject &object, QString where, QString *error)
        : m_object(object)
        , m_where(std::move(where))
        , m_error(error)
    { }

    bool ok() const { return m_ok; }

    QString text(const char *key, bool required = true)
    {
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isString())
            return v.toString();
        if (!required && v.isUndefined())
            return {};
        fail(key, "a string");
        return {};
    }

    double number(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isDouble() && std::isfinite(v.toDouble()))
            return v.toDouble();
        fail(key, "a number");
        return 0;
    }

    std::optional<double> optionalNumber(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isNull() || v.isUndefined())
            return std::nullopt;
        return number(key);
    }

    qint64 integer(const char *key)
    {
        const double d = number(key);
        if (d != std::floor(d) || std::fabs(d) > 9.0e15) {
            fail(key, "a whole number");
            return 0;
        }
        return static_cast<qint64>(d);
    }

    std::optional<qint64> optionalInteger(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isNull() || v.isUndefined())
            return std::nullopt;
        return integer(key);
    }

    bool boolean(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1StringView(key));
        if (v.isBool())
            return v.toBool();
        fail(key, "true or false");
        return false;
    }

    template<typename T>
    T code(const char *key, std::optional<T> (*parse)(const QString &))
    {
        const QString s = text(key);
        if (const std::optional<T> value = parse(s))
            return *value;
        fail(key, "a known code");
        return T {};
    }

    QDate date(const char *key)
    {
        const QDate d = sqlcodes::toDate(text(key));
        if (!d.isValid())
            fail(key, "a date YYYY-MM-DD");
        return d;
    }

    void fail(const char *key, const char *expected)
    {
        if (m_ok && m_error) {
            *m_error = QStringLiteral("%1.%2 must be %3")
                           .arg(m_where, QLatin1StringView(key), QLatin1StringView(expected));
        }
        m_ok = false;
    }

private:
    QJsonObject m_object;
    QString m_where;
    QString *m_error = nullptr;
    bool m_ok = true;
};

std::optional<Accelerator> readAccelerator(const QJsonObject &o, const QString &where,
                                           QString *error)
{
    FieldReader r(o, where, error);
    Accelerator a;
    a.id = r.text("id");
    a.vendor = r.text("vendor");
    a.model = r.text("model");
    a.memoryGb = r.number("memory_gb");
    a.memoryBandwidthGBs = r.number("memory_bandwidth_gbs");
    for (int i = 0; i < kPeakPrecisionCount; ++i) {
        const QByteArray column = sqlcodes::peakColumn(static_cast<PeakPrecision>(i)).toLatin1();
        a.denseTflops.at(static_cast<std::size_t>(i)) = r.optionalNumber(column.constData());
    }
    a.intraLink = r.code<LinkKind>("intra_link", &sqlcodes::toLink);
    a.intraLinkGBs = r.number("intra_link_gbs");
    a.allReduceBusGBs = r.number("allreduce_bus_gbs");
    a.softwareStack = r.text("software_stack");
    a.domestic = r.boolean("domestic");
    a.computeEfficiency = r.number("compute_efficiency");
    a.efficiencyLow = r.number("efficiency_low");
    a.efficiencyHigh = r.number("efficiency_high");
    a.fp8Efficiency = r.optionalNumber("fp8_efficiency");
    a.listedFigure = r.text("listed_figure");
    a.listedTflops = r.optionalNumber("listed_tflops");
    a.source = r.text("source");
    if (r.ok() && a.id.isEmpty())
        r.fail("id", "not empty");
    return r.ok() ? std::optional<Accelerator>(a) : std::nullopt;
}

std::optional<PriceSnapshot> readPrice(const QJsonObject &o, const QString &where, QString *error)
{
    FieldReader r(o, where, error);
    PriceSnapshot p;
    p.observedOn = r.date("observed_on");
    p.unit = r.code<BillingUnit>("unit", &sqlcodes::toUnit);
    p.scope = r.code<PriceScope>("scope", &sqlcodes::toScope);
    p.listFen = r.optionalInteger("list_fen");
    p.priceFen = r.integer("price_fen");
    p.currency = r.text("currency");
    p.source = r.text("source");
    p.note = r.text("note", false);
    if (r.ok() && p.source.isEmpty())
        r.fail("source", "not empty: every shipped price names where it was read");
    return r.ok() ? std::optional<PriceSnapshot>(p) : std::nullopt;
}

std::optional<Offering> readOffering(const QJsonObject &o, const QString &where, QString *error)
{
    FieldReader r(o, where, error);
    Offering off;
    off.id = r.text("id");
    off.provider = r.text("provider");
    off.labelZh = r.text("label_zh");
    off.labelEn = r.text("label_en");
    off.regionZh = r.text("region_zh");
    off.regionEn = r.text("region_en");
    off.form = r.code<RentalForm>("form", &sqlcodes::toForm);
    off.acceleratorId = r.text("accelerator_id");
    off.gpusPerNode = static_cast<int>(r.integer("gpus_per_node"));
    off.minGpus = static_cast<int>(r.integer("min_gpus"));
    off.maxNodes = static_cast<int>(r.integer("max_nodes"));
    off.cpu = r.text("cpu");
    if (const std::optional<qint64> ram = r.optionalInteger("ram_gb"))
        off.ramGb = static_cast<int>(*ram);
    off.storage = r.text("storage");
    off.network = r.text("network");
    off.interNodeGBs = r.number("inter_node_gbs");
    off.rdma = r.boolean("rdma");
    off.sharedNetwork = r.boolean("shared_network");
    off.physicalIsolation = r.boolean("physical_isolation");
    off.rootAccess = r.boolean("root_access");
    off.notes = r.text("notes");
    off.leadTimeDays = r.optionalNumber("lead_time_days");
    off.leadTimeSource = r.text("lead_time_source", false);
    off.origin = RowOrigin::Shipped;
    if (!r.ok())
        return std::nullopt;
    if (off.id.isEmpty()) {
        r.fail("id", "not empty");
        return std::nullopt;
    }
    const QJsonArray prices = o.value(QLatin1StringView("prices")).toArray();
    for (qsizetype i = 0; i < prices.size(); ++i) {
        const std::optional<PriceSnapshot> p = readPrice(
            prices.at(i).toObject(), QStringLiteral("%1.prices[%2]").arg(where).arg(i), error);
        if (!p)
            return std::nullopt;
        off.prices.append(*p);
    }
    std::stable_sort(
        off.prices.begin(), off.prices.end(),
        [](const PriceSnapshot &a, const PriceSnapshot &b) { return a.observedOn < b.observedOn; });
    return off;
}

} // namespace

std::optional<ShippedData> ShippedData::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error
                = QStringLiteral("%1 is not a JSON object: %2").arg(path, parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1StringView("format")).toString() != kFormat) {
        if (error)
            *error = QStringLiteral("%1: format must be \"%2\"").arg(path, kFormat);
        return std::nullopt;
    }
    ShippedData shipped;
    shipped.m_version = root.value(QLatin1StringView("data_version")).toInt(0);
    if (shipped.m_version < 1) {
        if (error)
            *error = QStringLiteral("%1: data_version must be a whole number from 1").arg(path);
        return std::nullopt;
    }
    const QJsonArray accelerators = root.value(QLatin1StringView("accelerators")).toArray();
    for (qsizetype i = 0; i < accelerators.size(); ++i) {
        const std::optional<Accelerator> a = readAccelerator(
            accelerators.at(i).toObject(), QStringLiteral("accelerators[%1]").arg(i), error);
        if (!a)
            return std::nullopt;
        shipped.m_data.accelerators.append(*a);
    }
    const QJsonArray offerings = root.value(QLatin1StringView("offerings")).toArray();
    for (qsizetype i = 0; i < offerings.size(); ++i) {
        const std::optional<Offering> o = readOffering(
            offerings.at(i).toObject(), QStringLiteral("offerings[%1]").arg(i), error);
        if (!o)
            return std::nullopt;
        if (!shipped.m_data.accelerator(o->acceleratorId)) {
            if (error) {
                *error
                    = QStringLiteral("offerings[%1].accelerator_id \"%2\" is not in accelerators")
                          .arg(i)
                          .arg(o->acceleratorId);
            }
            return std::nullopt;
        }
        shipped.m_data.offerings.append(*o);
    }
    shipped.m_data.buildIndex();
    return shipped;
}

bool ShippedData::apply(QSqlDatabase &db, QString *error) const
{
    for (const Accelerator &a : m_data.accelerators) {
        if (!CatalogWriter::upsertAccelerator(db, a, RowOrigin::Shipped,
                                              CatalogWriter::Overwrite::ShippedRowsOnly, error))
            return false;
    }
    // Offerings the user removed stay removed, prices and all.
    QSet<QString> removed;
    {
        QSqlQuery r(db);
        if (!r.exec(QStringLiteral("SELECT id FROM removed_offerings"))) {
            if (error)
                *error = r.lastError().text();
            return false;
        }
        while (r.next())
            removed.insert(r.value(0).toString());
    }
    for (const Offering &o : m_data.offerings) {
        if (removed.contains(o.id))
            continue;
        if (!CatalogWriter::upsertOffering(db, o, RowOrigin::Shipped,
                                           CatalogWriter::Overwrite::ShippedRowsOnly, error))
            return false;
    }
    // The shipped data is the whole truth about shipped prices: a corrected or withdrawn row
    // must not linger beside its replacement. User price rows are not shipped and stay.
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("DELETE FROM prices WHERE origin = 'shipped'"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    for (const Offering &o : m_data.offerings) {
        if (removed.contains(o.id))
            continue;
        for (const PriceSnapshot &p : o.prices) {
            // A user row equal on the natural key already says the same: keep it, skip ours.
            if (!CatalogWriter::insertPrice(db, o.id, p, RowOrigin::Shipped, QString(),
                                            CatalogWriter::OnDuplicate::Ignore, error))
                return false;
        }
    }
    if (!q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) "
                                  "ON CONFLICT (key) DO UPDATE SET value = excluded.value"))) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    q.addBindValue(QStringLiteral("shipped_data_version"));
    q.addBindValue(QString::number(m_version));
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    return true;
}

} // namespace gp::db
