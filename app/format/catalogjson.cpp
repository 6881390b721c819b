#include "catalogjson.h"

#include "money.h"

#include <QJsonDocument>

#include <functional>

namespace gp::format {

namespace {

QJsonValue yuan(std::optional<Fen> fen)
{
    if (!fen)
        return QJsonValue::Null;
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

QJsonObject offeringToJson(const Offering &o)
{
    QJsonArray prices;
    for (const auto &p : o.prices) {
        prices.append(QJsonObject {
            {QStringLiteral("observed_on"), p.observedOn.toString(Qt::ISODate)},
            {QStringLiteral("unit"), billingUnitKey(p.unit)},
            {QStringLiteral("per"),
             p.scope == PriceScope::PerGpu ? QStringLiteral("gpu") : QStringLiteral("node")},
            {QStringLiteral("list_cny"), yuan(p.listFen)},
            {QStringLiteral("price_cny"), yuanFromFen(p.priceFen)},
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
        {QStringLiteral("origin"),
         o.origin == RowOrigin::User ? QStringLiteral("user") : QStringLiteral("shipped")},
        {QStringLiteral("prices"), prices},
    };
}

QJsonArray offeringsToJson(const CatalogData &catalog)
{
    QJsonArray out;
    for (const auto &o : catalog.offerings)
        out.append(offeringToJson(o));
    return out;
}

QJsonObject catalogToJson(const CatalogData &catalog)
{
    QJsonArray accelerators;
    for (const auto &a : catalog.accelerators)
        accelerators.append(acceleratorToJson(a));
    return QJsonObject {
        {QStringLiteral("format"), QStringLiteral("gpuplanner-catalog/1")},
        {QStringLiteral("price_date"), catalog.priceDate().toString(Qt::ISODate)},
        {QStringLiteral("accelerators"), accelerators},
        {QStringLiteral("offerings"), offeringsToJson(catalog)},
    };
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

/// \a json with every amount written as two-decimal text. QJsonDocument writes a double in its
/// shortest form ("86880", "0.01"), which a reader converting through "%g" turns into "2e+05";
/// amounts are whole fen, so each is rewritten from its fen value exactly.
QByteArray withFixedAmounts(QJsonValue json)
{
    // Amounts are first written as tagged strings no catalog text can equal (a text with a
    // control character is never stored), then replaced by their decimal text.
    static const QString tag = QChar(0x01) + QStringLiteral("fen:");
    const std::function<void(QJsonValueRef)> tagAmounts = [&](QJsonValueRef v) {
        if (v.isArray()) {
            QJsonArray a = v.toArray();
            for (QJsonValueRef e : a)
                tagAmounts(e);
            v = a;
        } else if (v.isObject()) {
            QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if ((it.key() == u"price_cny" || it.key() == u"list_cny") && it->isDouble())
                    *it = tag + QString::number(fenFromYuan(it->toDouble()));
                else
                    tagAmounts(*it);
            }
            v = o;
        }
    };
    QJsonArray holder {json};
    tagAmounts(holder[0]);
    const QJsonValue tagged = holder.at(0);
    const QByteArray text = tagged.isArray()
        ? QJsonDocument(tagged.toArray()).toJson(QJsonDocument::Indented)
        : QJsonDocument(tagged.toObject()).toJson(QJsonDocument::Indented);
    // Each tagged string, quotes included, becomes the amount's decimal text.
    static const QByteArray marker("\"\\u0001fen:");
    QByteArray out;
    out.reserve(text.size());
    qsizetype at = 0;
    for (qsizetype hit = text.indexOf(marker); hit >= 0; hit = text.indexOf(marker, at)) {
        const qsizetype start = hit + marker.size();
        const qsizetype end = text.indexOf('"', start);
        out += text.mid(at, hit - at);
        out += yuanText(text.mid(start, end - start));
        at = end + 1;
    }
    out += text.mid(at);
    return out;
}

} // namespace

QByteArray catalogJsonBytes(const CatalogData &catalog)
{
    return withFixedAmounts(catalogToJson(catalog));
}

QByteArray offeringsJsonBytes(const CatalogData &catalog)
{
    return withFixedAmounts(offeringsToJson(catalog));
}

} // namespace gp::format
