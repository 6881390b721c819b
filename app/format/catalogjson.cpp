#include "catalogjson.h"

#include "money.h"

#include <QByteArrayView>
#include <QJsonDocument>

namespace gp::format {

namespace {

/// How amounts go into the JSON objects: as numbers (the QJsonObject API), or as tagged strings
/// that the text functions below turn into two-decimal numbers.
enum class Amounts { Numbers, Tagged };

// A string no catalog text can equal (a text with a control character is never stored).
QString amountTag()
{
    return QChar(0x01) + QStringLiteral("fen:");
}

QJsonValue yuan(std::optional<Fen> fen, Amounts amounts)
{
    if (!fen)
        return QJsonValue::Null;
    if (amounts == Amounts::Tagged)
        return amountTag() + QString::number(*fen);
    return yuanFromFen(*fen);
}

QString linkKey(LinkKind kind)
{
    switch (kind) {
    case LinkKind::NVLink:
        return QStringLiteral("nvlink");
    case LinkKind::HCCS:
        return QStringLiteral("hccs");
    case LinkKind::PCIe:
        break;
    }
    return QStringLiteral("pcie");
}

QJsonValue optionalNumber(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject acceleratorToJson(const Accelerator &a)
{
    static const char *const precisionKeys[kPeakPrecisionCount]
        = {"fp32", "tf32", "bf16", "fp16", "fp8", "int8"};
    QJsonObject peaks;
    for (int i = 0; i < kPeakPrecisionCount; ++i)
        peaks.insert(QLatin1StringView(precisionKeys[i]),
                     optionalNumber(a.peak(static_cast<PeakPrecision>(i))));
    return QJsonObject {
        {QStringLiteral("id"), a.id},
        {QStringLiteral("vendor"), a.vendor},
        {QStringLiteral("model"), a.model},
        {QStringLiteral("memory_gb"), a.memoryGb},
        {QStringLiteral("memory_bandwidth_gbs"), a.memoryBandwidthGBs},
        {QStringLiteral("dense_tflops"), peaks},
        {QStringLiteral("intra_link"), linkKey(a.intraLink)},
        {QStringLiteral("intra_link_gbs"), a.intraLinkGBs},
        {QStringLiteral("allreduce_bus_gbs"), a.allReduceBusGBs},
        {QStringLiteral("software_stack"), a.softwareStack},
        {QStringLiteral("domestic"), a.domestic},
        {QStringLiteral("compute_efficiency"), a.computeEfficiency},
        {QStringLiteral("efficiency_low"), a.efficiencyLow},
        {QStringLiteral("efficiency_high"), a.efficiencyHigh},
        {QStringLiteral("fp8_efficiency"), optionalNumber(a.fp8Efficiency)},
        {QStringLiteral("listed_figure"), a.listedFigure},
        {QStringLiteral("listed_tflops"), optionalNumber(a.listedTflops)},
        {QStringLiteral("source"), a.source},
    };
}

} // namespace

QString rentalFormKey(RentalForm form)
{
    switch (form) {
    case RentalForm::Container:
        return QStringLiteral("container");
    case RentalForm::Cluster:
        return QStringLiteral("cluster");
    case RentalForm::BareMetal:
        break;
    }
    return QStringLiteral("bare_metal");
}

QString billingUnitKey(BillingUnit unit)
{
    switch (unit) {
    case BillingUnit::Hour:
        return QStringLiteral("hour");
    case BillingUnit::Day:
        return QStringLiteral("day");
    case BillingUnit::Month:
        break;
    }
    return QStringLiteral("month");
}

namespace {

QJsonObject offeringObject(const Offering &o, Amounts amounts)
{
    QJsonArray prices;
    for (const auto &p : o.prices) {
        prices.append(QJsonObject {
            {QStringLiteral("observed_on"), p.observedOn.toString(Qt::ISODate)},
            {QStringLiteral("unit"), billingUnitKey(p.unit)},
            {QStringLiteral("per"),
             p.scope == PriceScope::PerGpu ? QStringLiteral("gpu") : QStringLiteral("node")},
            {QStringLiteral("list_cny"), yuan(p.listFen, amounts)},
            {QStringLiteral("price_cny"), yuan(p.priceFen, amounts)},
            {QStringLiteral("currency"), p.currency},
            {QStringLiteral("source"), p.source},
            {QStringLiteral("note"), p.note},
        });
    }
    return QJsonObject {
        {QStringLiteral("id"), o.id},
        {QStringLiteral("provider"), o.provider},
        {QStringLiteral("label"), o.labelEn},
        {QStringLiteral("label_zh"), o.labelZh},
        {QStringLiteral("accelerator"), o.acceleratorId},
        {QStringLiteral("form"), rentalFormKey(o.form)},
        {QStringLiteral("gpus_per_node"), o.gpusPerNode},
        {QStringLiteral("min_gpus"), o.minGpus},
        {QStringLiteral("max_nodes"), o.maxNodes},
        {QStringLiteral("region"), o.regionEn},
        {QStringLiteral("region_zh"), o.regionZh},
        {QStringLiteral("cpu"), o.cpu},
        {QStringLiteral("ram_gb"), o.ramGb ? QJsonValue(*o.ramGb) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("storage"), o.storage},
        {QStringLiteral("network"), o.network},
        {QStringLiteral("inter_node_gbs"), o.interNodeGBs},
        {QStringLiteral("rdma"), o.rdma},
        {QStringLiteral("shared_network"), o.sharedNetwork},
        {QStringLiteral("physical_isolation"), o.physicalIsolation},
        {QStringLiteral("root_access"), o.rootAccess},
        {QStringLiteral("notes"), o.notes},
        {QStringLiteral("lead_time_days"),
         o.leadTimeDays ? QJsonValue(*o.leadTimeDays) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("lead_time_source"), o.leadTimeSource},
        {QStringLiteral("origin"),
         o.origin == RowOrigin::User ? QStringLiteral("user") : QStringLiteral("shipped")},
        {QStringLiteral("prices"), prices},
    };
}

QJsonArray offeringsArray(const CatalogData &catalog, Amounts amounts)
{
    QJsonArray out;
    for (const auto &o : catalog.offerings)
        out.append(offeringObject(o, amounts));
    return out;
}

QJsonObject catalogObject(const CatalogData &catalog, Amounts amounts)
{
    QJsonArray accelerators;
    for (const auto &a : catalog.accelerators)
        accelerators.append(acceleratorToJson(a));
    return QJsonObject {
        {QStringLiteral("format"), QStringLiteral("gpuplanner-catalog/1")},
        {QStringLiteral("price_date"), catalog.priceDate().toString(Qt::ISODate)},
        {QStringLiteral("accelerators"), accelerators},
        {QStringLiteral("offerings"), offeringsArray(catalog, amounts)},
    };
}

} // namespace

QJsonObject offeringToJson(const Offering &o)
{
    return offeringObject(o, Amounts::Numbers);
}

QJsonArray offeringsToJson(const CatalogData &catalog)
{
    return offeringsArray(catalog, Amounts::Numbers);
}

QJsonObject catalogToJson(const CatalogData &catalog)
{
    return catalogObject(catalog, Amounts::Numbers);
}

namespace {

/// Amounts in fen as fixed-point yuan text: "8688000" -> "86880.00".
QByteArray yuanText(const QByteArray &fen)
{
    const bool negative = fen.startsWith('-');
    QByteArray digits = negative ? fen.mid(1) : fen;
    digits = digits.rightJustified(3, '0');
    return (negative ? QByteArray("-") : QByteArray()) + digits.left(digits.size() - 2) + '.'
        + digits.right(2);
}

/// \a text (JSON with tagged amounts) with each tagged string, quotes included, replaced by the
/// amount's two-decimal text. QJsonDocument writes a double in its shortest form ("86880",
/// "0.01"), which a reader converting through "%g" turns into "2e+05"; amounts are whole fen,
/// so each is written from its fen value exactly.
QByteArray withFixedAmounts(const QByteArray &text)
{
    const QByteArray marker = "\""
        + QJsonDocument(QJsonArray {amountTag()}).toJson(QJsonDocument::Compact).mid(2).chopped(2);
    QByteArray out;
    out.reserve(text.size());
    qsizetype at = 0;
    for (qsizetype hit = text.indexOf(marker); hit >= 0; hit = text.indexOf(marker, at)) {
        const qsizetype start = hit + marker.size();
        const qsizetype end = text.indexOf('"', start);
        out += QByteArrayView(text).sliced(at, hit - at);
        out += yuanText(text.mid(start, end - start));
        at = end + 1;
    }
    out += QByteArrayView(text).sliced(at);
    return out;
}

} // namespace

QByteArray catalogJsonBytes(const CatalogData &catalog)
{
    return withFixedAmounts(
        QJsonDocument(catalogObject(catalog, Amounts::Tagged)).toJson(QJsonDocument::Indented));
}

QByteArray offeringsJsonBytes(const CatalogData &catalog)
{
    return withFixedAmounts(
        QJsonDocument(offeringsArray(catalog, Amounts::Tagged)).toJson(QJsonDocument::Indented));
}

} // namespace gp::format
