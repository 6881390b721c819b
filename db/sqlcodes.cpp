#include "sqlcodes.h"

#include <QDate>

namespace gp::db::sqlcodes {

QString fromLink(LinkKind k)
{
    switch (k) {
    case LinkKind::NVLink:
        return QStringLiteral("nvlink");
    case LinkKind::HCCS:
        return QStringLiteral("hccs");
    case LinkKind::PCIe:
        break;
    }
    return QStringLiteral("pcie");
}

std::optional<LinkKind> toLink(const QString &code)
{
    if (code == u"nvlink")
        return LinkKind::NVLink;
    if (code == u"hccs")
        return LinkKind::HCCS;
    if (code == u"pcie")
        return LinkKind::PCIe;
    return std::nullopt;
}

QString fromForm(RentalForm f)
{
    switch (f) {
    case RentalForm::Container:
        return QStringLiteral("container");
    case RentalForm::Cluster:
        return QStringLiteral("cluster");
    case RentalForm::BareMetal:
        break;
    }
    return QStringLiteral("bare_metal");
}

std::optional<RentalForm> toForm(const QString &code)
{
    if (code == u"container")
        return RentalForm::Container;
    if (code == u"bare_metal")
        return RentalForm::BareMetal;
    if (code == u"cluster")
        return RentalForm::Cluster;
    return std::nullopt;
}

QString fromOrigin(RowOrigin o)
{
    return o == RowOrigin::User ? QStringLiteral("user") : QStringLiteral("shipped");
}

std::optional<RowOrigin> toOrigin(const QString &code)
{
    if (code == u"shipped")
        return RowOrigin::Shipped;
    if (code == u"user")
        return RowOrigin::User;
    return std::nullopt;
}

QString fromUnit(BillingUnit u)
{
    switch (u) {
    case BillingUnit::Hour:
        return QStringLiteral("hour");
    case BillingUnit::Day:
        return QStringLiteral("day");
    case BillingUnit::Month:
        break;
    }
    return QStringLiteral("month");
}

std::optional<BillingUnit> toUnit(const QString &code)
{
    if (code == u"hour")
        return BillingUnit::Hour;
    if (code == u"day")
        return BillingUnit::Day;
    if (code == u"month")
        return BillingUnit::Month;
    return std::nullopt;
}

QString fromScope(PriceScope s)
{
    return s == PriceScope::PerGpu ? QStringLiteral("gpu") : QStringLiteral("node");
}

std::optional<PriceScope> toScope(const QString &code)
{
    if (code == u"gpu")
        return PriceScope::PerGpu;
    if (code == u"node")
        return PriceScope::PerNode;
    return std::nullopt;
}

QString peakColumn(PeakPrecision p)
{
    switch (p) {
    case PeakPrecision::FP32:
        return QStringLiteral("fp32_tflops");
    case PeakPrecision::TF32:
        return QStringLiteral("tf32_tflops");
    case PeakPrecision::BF16:
        return QStringLiteral("bf16_tflops");
    case PeakPrecision::FP16:
        return QStringLiteral("fp16_tflops");
    case PeakPrecision::FP8:
        return QStringLiteral("fp8_tflops");
    case PeakPrecision::INT8:
        break;
    }
    return QStringLiteral("int8_tops");
}

QString fromDate(const QDate &d)
{
    return d.toString(Qt::ISODate);
}

QDate toDate(const QString &text)
{
    return QDate::fromString(text, Qt::ISODate);
}

} // namespace gp::db::sqlcodes
