#include "catalogtext.h"

#include "moneyformat.h"

#include <QCoreApplication>

namespace gp::format {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gp::format::CatalogText", text);
}

} // namespace

QString offeringLabel(const Offering &offering, const QLocale &locale)
{
    if (isChinese(locale) && !offering.labelZh.isEmpty())
        return offering.labelZh;
    return offering.labelEn.isEmpty() ? offering.id : offering.labelEn;
}

QString offeringRegion(const Offering &offering, const QLocale &locale)
{
    if (isChinese(locale) && !offering.regionZh.isEmpty())
        return offering.regionZh;
    return offering.regionEn;
}

QString rentalFormName(RentalForm form)
{
    switch (form) {
    case RentalForm::Container:
        return tr("Container");
    case RentalForm::Cluster:
        return tr("Multi-machine cluster");
    case RentalForm::BareMetal:
        break;
    }
    return tr("Bare metal");
}

QString priceText(const PriceSnapshot &price, const QLocale &locale)
{
    const QString amount
        = formatMoney(price.priceFen, locale,
                      price.priceFen % 100 == 0 ? MoneyStyle::Whole : MoneyStyle::Precise);
    const bool perGpu = price.scope == PriceScope::PerGpu;
    switch (price.unit) {
    case BillingUnit::Hour:
        return perGpu ? tr("%1/card-hour").arg(amount) : tr("%1/hour").arg(amount);
    case BillingUnit::Day:
        return perGpu ? tr("%1/card-day").arg(amount) : tr("%1/day").arg(amount);
    case BillingUnit::Month:
        break;
    }
    return perGpu ? tr("%1/card-month").arg(amount) : tr("%1/month").arg(amount);
}

} // namespace gp::format
