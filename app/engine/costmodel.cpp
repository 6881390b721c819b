#include "costmodel.h"

#include <cmath>
#include <limits>

namespace gp {

namespace {

// Durations are floating point; a job of 168.0000001 h must not bill a 169th hour.
constexpr double kEpsilon = 1e-6;

double periodsFor(double hours, double periodHours)
{
    return std::max(1.0, std::ceil(hours / periodHours - kEpsilon));
}

/// A count of billing periods as an int; an absurd job's count (10^20 hours) saturates rather
/// than overflow the conversion.
int periodCount(double periods)
{
    return periods < double(std::numeric_limits<int>::max()) ? int(periods)
                                                             : std::numeric_limits<int>::max();
}

} // namespace

const PriceSnapshot *CostModel::latest(const Offering &o, BillingUnit unit)
{
    return o.latest(unit);
}

int CostModel::multiplier(const PriceSnapshot &p, int gpus, int nodes)
{
    return p.scope == PriceScope::PerGpu ? std::max(1, gpus) : std::max(1, nodes);
}

double CostModel::hourlyFen(const PriceSnapshot &p, int gpus, int nodes)
{
    const double unitHours = p.unit == BillingUnit::Month ? kHoursPerMonth
        : p.unit == BillingUnit::Day                      ? kHoursPerDay
                                                          : 1.0;
    return double(p.priceFen) * multiplier(p, gpus, nodes) / unitHours;
}

double CostModel::hourlyFen(const Offering &o, int gpus, int nodes)
{
    double best = 0;
    for (const BillingUnit unit : {BillingUnit::Hour, BillingUnit::Day, BillingUnit::Month}) {
        if (const PriceSnapshot *p = latest(o, unit)) {
            const double fen = hourlyFen(*p, gpus, nodes);
            if (best <= 0 || fen < best)
                best = fen;
        }
    }
    return best;
}

Fen CostModel::prorated(const Offering &o, int gpus, int nodes, double hours)
{
    return roundFen(hourlyFen(o, gpus, nodes) * std::max(0.0, hours));
}

BilledCost CostModel::billed(const Offering &o, int gpus, int nodes, double hours)
{
    BilledCost best;
    double bestFen = std::numeric_limits<double>::max();
    const auto consider = [&](double fen, const PriceSnapshot &p, int periods, int days) {
        if (fen < bestFen) {
            bestFen = fen;
            best.unit = p.unit == BillingUnit::Month ? QStringLiteral("month")
                : p.unit == BillingUnit::Day         ? QStringLiteral("day")
                                                     : QStringLiteral("hour");
            best.periods = periods;
            best.extraDays = days;
            best.hourlyFen = hourlyFen(p, gpus, nodes);
        }
    };
    const double h = std::max(0.0, hours);
    const PriceSnapshot *hour = latest(o, BillingUnit::Hour);
    const PriceSnapshot *day = latest(o, BillingUnit::Day);
    const PriceSnapshot *month = latest(o, BillingUnit::Month);
    if (hour) {
        const double n = periodsFor(h, 1.0);
        consider(n * double(hour->priceFen) * multiplier(*hour, gpus, nodes), *hour, periodCount(n),
                 0);
    }
    if (day) {
        const double n = periodsFor(h, kHoursPerDay);
        consider(n * double(day->priceFen) * multiplier(*day, gpus, nodes), *day, periodCount(n),
                 0);
    }
    if (month) {
        const double monthFen = double(month->priceFen) * multiplier(*month, gpus, nodes);
        const double n = periodsFor(h, kHoursPerMonth);
        consider(n * monthFen, *month, periodCount(n), 0);
        if (day && h > kHoursPerMonth) {
            // Whole months, then the remainder in started days (never more than a month).
            const double full = std::floor(h / kHoursPerMonth + kEpsilon);
            const double rest = h - full * kHoursPerMonth;
            const double days = rest > kEpsilon ? std::ceil(rest / kHoursPerDay - kEpsilon) : 0;
            const double dayFen = double(day->priceFen) * multiplier(*day, gpus, nodes);
            consider(full * monthFen + days * dayFen, *month, periodCount(full), int(days));
        }
    }
    if (bestFen == std::numeric_limits<double>::max())
        return best;
    best.billedFen = roundFen(bestFen);
    best.idleFen = std::max<Fen>(0, best.billedFen - roundFen(best.hourlyFen * h));
    return best;
}

BilledCost CostModel::billedRecurring(const Offering &o, int gpus, int nodes, double hoursPerRun,
                                      double runsPerMonth)
{
    const double h = std::max(0.0, hoursPerRun);
    const double runs = std::max(1.0, runsPerMonth);
    // A run that cannot finish before the next starts keeps the allocation busy all month.
    if (h * runs >= kHoursPerMonth - kEpsilon)
        return billed(o, gpus, nodes, kHoursPerMonth);
    BilledCost best;
    double bestFen = std::numeric_limits<double>::max();
    const auto perRun = [&](const PriceSnapshot *p, double periodHours) {
        if (!p)
            return;
        const double n = periodsFor(h, periodHours);
        const double fen = runs * n * double(p->priceFen) * multiplier(*p, gpus, nodes);
        if (fen < bestFen) {
            bestFen = fen;
            best.unit = periodHours > 1.0 ? QStringLiteral("day") : QStringLiteral("hour");
            best.periods = periodCount(std::ceil(runs * n - kEpsilon));
            best.hourlyFen = hourlyFen(*p, gpus, nodes);
        }
    };
    perRun(latest(o, BillingUnit::Hour), 1.0);
    perRun(latest(o, BillingUnit::Day), kHoursPerDay);
    if (const PriceSnapshot *month = latest(o, BillingUnit::Month)) {
        const double fen = double(month->priceFen) * multiplier(*month, gpus, nodes);
        if (fen < bestFen) {
            bestFen = fen;
            best.unit = QStringLiteral("month");
            best.periods = 1;
            best.hourlyFen = hourlyFen(*month, gpus, nodes);
        }
    }
    if (bestFen == std::numeric_limits<double>::max())
        return best;
    best.billedFen = roundFen(bestFen);
    best.idleFen = std::max<Fen>(0, best.billedFen - roundFen(best.hourlyFen * h * runs));
    return best;
}

} // namespace gp
