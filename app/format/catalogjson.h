#pragma once

#include "catalogdata.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

namespace gp::format {

/// Stable string of a rental form as the job and plan contracts spell it.
[[nodiscard]] QString rentalFormKey(RentalForm form);

/// Stable string of a billing unit: "hour", "day" or "month".
[[nodiscard]] QString billingUnitKey(BillingUnit unit);

/// One offering with its price history, as `catalog list --format json` prints it.
[[nodiscard]] QJsonObject offeringToJson(const Offering &offering);

/// The offerings of a catalog, as `catalog list --format json` prints them.
[[nodiscard]] QJsonArray offeringsToJson(const CatalogData &catalog);

/// The whole catalog (accelerators, offerings, prices) as `catalog export` writes it.
[[nodiscard]] QJsonObject catalogToJson(const CatalogData &catalog);

/// catalogToJson() as the text of a file: indented, every amount (price_cny, list_cny) written
/// with two decimals ("200000.00", "0.01"), never in exponent form.
[[nodiscard]] QByteArray catalogJsonBytes(const CatalogData &catalog);
/// offeringsToJson() as text, amounts as in catalogJsonBytes(): `catalog list --format json`.
[[nodiscard]] QByteArray offeringsJsonBytes(const CatalogData &catalog);

} // namespace gp::format
