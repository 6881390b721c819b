#pragma once

#include "catalogdata.h"

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

} // namespace gp::format
