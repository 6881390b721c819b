#include "catalogjson.h"

#include "money.h"

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

} // namespace gp::format
