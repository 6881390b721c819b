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
    double hourlyFen = 0; ///< the billed unit's rate per hour of the allocation (month / 720)
};

/// Prices an allocation: the seeds' hourly = monthly / 720, pro-rated and billed cost.
class CostModel final {
public:
    // The seeds' method: a month is 720 hours (30 days x 24 h) when turning monthly into hourly.
    static constexpr double kHoursPerMonth = 720.0;
    static constexpr double kHoursPerDay = 24.0;
    // Weekly iteration: a run starts every week.
    static constexpr double kHoursPerWeek = 168.0;

    /// The newest price with this billing unit, or nullptr.
    [[nodiscard]] static const PriceSnapshot *latest(const Offering &o, BillingUnit unit);
    /// How many priced units an allocation of gpus cards on nodes machines takes.
    [[nodiscard]] static int multiplier(const PriceSnapshot &p, int gpus, int nodes);
    /// Fen per hour of a price row for the allocation (monthly / 720, daily / 24).
    [[nodiscard]] static double hourlyFen(const PriceSnapshot &p, int gpus, int nodes);
    /// Fen per hour at the offering's cheapest current rate (each billing unit's newest price,
    /// monthly / 720, daily / 24); 0 without a price. A container sold both by the hour and
    /// paid by the month has two rates: this is the lower, the one a whole month of use pays.
    [[nodiscard]] static double hourlyFen(const Offering &o, int gpus, int nodes);
    /// Pro-rated cost: hours x the cheapest hourly rate, rounded to the fen.
    [[nodiscard]] static Fen prorated(const Offering &o, int gpus, int nodes, double hours);
    /// The cheapest bill the offering's prices allow: containers by started hour, machines by
    /// whole months, or months plus started days where a day price exists.
    [[nodiscard]] static BilledCost billed(const Offering &o, int gpus, int nodes, double hours);
    /// The cheapest bill for a month of runs repeated every week (weekly iteration): each run
    /// of \a hoursPerRun hours paid by the started hour or day, or the allocation kept for the
    /// month. \a runsPerMonth is 720 / 168.
    [[nodiscard]] static BilledCost billedRecurring(const Offering &o, int gpus, int nodes,
                                                    double hoursPerRun, double runsPerMonth);
};

} // namespace gp
