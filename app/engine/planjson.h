#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QJsonObject>
#include <QJsonValue>

namespace gp {

/// Tag of the plan JSON contract, written as the plan's "format" key.
inline constexpr char kPlanFormatTag[] = "gpuplanner-plan/1";

/// A plan as the stable JSON contract of SPEC section 6 (`plan --format json`). Money is in yuan
/// with two decimals; other floats are rounded so the output is stable across runs and machines.
[[nodiscard]] QJsonObject planToJson(const Plan &plan, const CatalogData &catalog);

/// One reason as `{code, severity, <number keys>..., <text keys>...}`.
[[nodiscard]] QJsonObject reasonToJson(const Reason &reason);

/// Yuan with two decimals from fen, as the contract writes money.
[[nodiscard]] QJsonValue yuanJson(Fen fen);

/// A float rounded for stable output: 3 decimals from 1 up, 4 significant digits below 1;
/// null when it is not finite (JSON has no NaN or infinity).
[[nodiscard]] QJsonValue stableJson(double value);

/// "blocker", "warning" or "info".
[[nodiscard]] QString severityKey(Reason::Severity severity);

} // namespace gp
