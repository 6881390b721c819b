#include "catalogtext.h"

#include "moneyformat.h"

#include <QCoreApplication>

namespace gp::format {

namespace {

/// The translation context of the texts in this file (free functions have no class).
class CatalogText final {
    Q_DECLARE_TR_FUNCTIONS(gp::format::CatalogText)
};

/// The sources of the shipped price rows (db/data/default_catalog.json), word for word: shown
/// in the reader's language. Sources typed by users are shown as typed.
constexpr const char *kShippedSources[] = {
    QT_TRANSLATE_NOOP("gp::format::PriceSource",
                      "jygpu.com/markets (极智算 GPU market page), quoted in jygpu.com's article "
                      "on renting multi-card GPU servers (多卡GPU服务器租用)"),
    QT_TRANSLATE_NOOP("gp::format::PriceSource",
                      "jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com's "
                      "article on renting multi-card GPU servers (多卡GPU服务器租用)"),
    QT_TRANSLATE_NOOP("gp::format::PriceSource",
                      "jygpu.com/markets/bms (极智算 bare-metal page), quoted in jygpu.com's "
                      "article on 8-card bare metal vs container instances (裸金属与容器实例)"),
    QT_TRANSLATE_NOOP("gp::format::PriceSource",
                      "jygpu.com (极智算) container price, quoted in jygpu.com's article on "
                      "8-card bare metal vs container instances (裸金属与容器实例)"),
    QT_TRANSLATE_NOOP("gp::format::PriceSource",
                      "public price quote of July 2026, cited in jygpu.com's article on 8-card "
                      "bare metal vs container instances (裸金属与容器实例)"),
};

} // namespace

QString priceSourceText(const QString &source)
{
    for (const char *shipped : kShippedSources) {
        if (source == QString::fromUtf8(shipped))
            return QCoreApplication::translate("gp::format::PriceSource", shipped);
    }
    return source;
}

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
        return CatalogText::tr("Container");
    case RentalForm::Cluster:
        return CatalogText::tr("Multi-machine cluster");
    case RentalForm::BareMetal:
        break;
    }
    return CatalogText::tr("Bare metal");
}

QString priceText(const PriceSnapshot &price, const QLocale &locale)
{
    const QString amount
        = formatMoney(price.priceFen, locale,
                      price.priceFen % 100 == 0 ? MoneyStyle::Whole : MoneyStyle::Precise);
    const bool perGpu = price.scope == PriceScope::PerGpu;
    switch (price.unit) {
    case BillingUnit::Hour:
        return perGpu ? CatalogText::tr("%1/card-hour").arg(amount)
                      : CatalogText::tr("%1/hour").arg(amount);
    case BillingUnit::Day:
        return perGpu ? CatalogText::tr("%1/card-day").arg(amount)
                      : CatalogText::tr("%1/day").arg(amount);
    case BillingUnit::Month:
        break;
    }
    return perGpu ? CatalogText::tr("%1/card-month").arg(amount)
                  : CatalogText::tr("%1/month").arg(amount);
}

QString modelName(const QString &presetId)
{
    QStringList words = presetId.split(u'-');
    const QString family = words.takeFirst();
    // Families whose names the makers write with a hyphen, and those written with spaces.
    if (family == u"deepseek")
        return QStringLiteral("DeepSeek-") + words.join(u'-').toUpper();
    QString name;
    if (family == u"llama")
        name = QStringLiteral("Llama");
    else if (family.startsWith(u"qwen"))
        name = QStringLiteral("Qwen") + family.mid(4);
    else
        return presetId;
    for (const QString &w : std::as_const(words))
        name += u' ' + (w.endsWith(u'b') ? w.toUpper() : w);
    return name;
}

} // namespace gp::format
