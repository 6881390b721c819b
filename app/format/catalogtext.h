#pragma once

#include "catalogdata.h"

#include <QLocale>
#include <QString>

namespace gp::format {

/// The offering's label in the locale's language (the Chinese label in zh, else English).
[[nodiscard]] QString offeringLabel(const Offering &offering, const QLocale &locale);

/// The offering's region in the locale's language.
[[nodiscard]] QString offeringRegion(const Offering &offering, const QLocale &locale);

/// Translated name of a rental form: 容器实例 / container, 裸金属 / bare metal, 多机集群 / cluster.
[[nodiscard]] QString rentalFormName(RentalForm form);

/// A price with its unit and scope, e.g. "¥86,880/month" or "¥1.57/card-hour".
[[nodiscard]] QString priceText(const PriceSnapshot &price, const QLocale &locale);

/// Where a price was read, in the reader's language where the catalog shipped it (the page and
/// the article that quoted it); a source a user typed is returned as typed.
[[nodiscard]] QString priceSourceText(const QString &source);

/// A model preset as its makers write it: "llama-3.1-70b" reads "Llama 3.1 70B", "qwen2.5-7b"
/// "Qwen2.5 7B", "deepseek-v3" "DeepSeek-V3"; an id of no known family stays as it is.
[[nodiscard]] QString modelName(const QString &presetId);

} // namespace gp::format
