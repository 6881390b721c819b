#pragma once

#include "accelerator.h"
#include "offering.h"
#include "pricesnapshot.h"

#include <QString>

#include <optional>

/// The text codes the schema stores for the engine's enums (see migrations/0001_schema.sql).
namespace gp::db::sqlcodes {

[[nodiscard]] QString fromLink(LinkKind k);
[[nodiscard]] std::optional<LinkKind> toLink(const QString &code);

[[nodiscard]] QString fromForm(RentalForm f);
[[nodiscard]] std::optional<RentalForm> toForm(const QString &code);

[[nodiscard]] QString fromOrigin(RowOrigin o);
[[nodiscard]] std::optional<RowOrigin> toOrigin(const QString &code);

[[nodiscard]] QString fromUnit(BillingUnit u);
[[nodiscard]] std::optional<BillingUnit> toUnit(const QString &code);

[[nodiscard]] QString fromScope(PriceScope s);
[[nodiscard]] std::optional<PriceScope> toScope(const QString &code);

/// Column names of the dense peaks, in PeakPrecision order.
[[nodiscard]] QString peakColumn(PeakPrecision p);

/// 'YYYY-MM-DD', the portable date text of every date column.
[[nodiscard]] QString fromDate(const QDate &d);
[[nodiscard]] QDate toDate(const QString &text);

} // namespace gp::db::sqlcodes
