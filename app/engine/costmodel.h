#pragma once

#include "money.h"
#include "offering.h"

#include <QString>

namespace gp {

/// What a job costs on an allocation as actually billed.
struct BilledCost {
    Fen billedFen = 0;
    Fen idleFen = 0; ///< paid but unused remainder (billed - prorated, never negative)
    QString unit; ///< "hour", "day" or "month": the period the bill is counted in
    int periods = 0; ///< how many of them (for month+day bills: months)
    int extraDays = 0; ///< days added after whole months
};

/// Prices an allocation: the seeds' hourly = monthly / 720, pro-rated and billed cost.
class CostModel final {
public:
    // The seeds' method: a month is 720 hours (30 days x 24 h) when turning monthly into hourly.
    static constexpr double kHoursPerMonth = 720.0;
    static constexpr double kHoursPerDay = 24.0;

    /// The newest price with this billing unit, or nullptr.
    [[nodiscard]] static const PriceSnapshot *latest(const Offering &o, BillingUnit unit);
    /// How many priced units an allocation of gpus cards on nodes machines takes.
    [[nodiscard]] static int multiplier(const PriceSnapshot &p, int gpus, int nodes);
    /// Fen per hour of a price row for the allocation (monthly / 720, daily / 24).
    [[nodiscard]] static double hourlyFen(const PriceSnapshot &p, int gpus, int nodes);
    /// Fen per hour from the offering's current price (Offering::currentPrice); 0 without one.
    [[nodiscard]] static double hourlyFen(const Offering &o, int gpus, int nodes);
    /// Pro-rated cost: hours x hourly, rounded to the fen.
    [[nodiscard]] static Fen prorated(const Offering &o, int gpus, int nodes, double hours);
    /// The cheapest bill the offering's prices allow: containers by started hour, machines by
    /// whole months, or months plus started days where a day price exists.
    [[nodiscard]] static BilledCost billed(const Offering &o, int gpus, int nodes, double hours);
};

} // namespace gp
