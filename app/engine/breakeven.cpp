#include "breakeven.h"

#include "costmodel.h"

#include <QSet>

#include <algorithm>

namespace gp {

double BreakEvenCalculator::hoursPerMonth(Fen bareMetalMonthlyFen, int gpusPerNode,
                                          Fen containerHourlyFen)
{
    if (containerHourlyFen <= 0 || gpusPerNode <= 0)
        return 0;
    // Seed 003: ¥7,920 / 8 = ¥990 per card-month; at ¥1.96/h that is 505 hours.
    return double(bareMetalMonthlyFen) / gpusPerNode / double(containerHourlyFen);
}

QList<BreakEven> BreakEvenCalculator::compute(const CatalogData &catalog, const QList<QString> &ids)
{
    QList<BreakEven> out;
    const QSet<QString> idSet(ids.cbegin(), ids.cend());
    const auto wanted = [&idSet](const Offering &o) {
        return idSet.isEmpty() || idSet.contains(o.id);
    };
    for (const auto &acc : catalog.accelerators) {
        // The cheapest monthly machine per card for this accelerator.
        const Offering *machine = nullptr;
        const PriceSnapshot *machinePrice = nullptr;
        double bestPerCard = 0;
        for (const auto &o : catalog.offerings) {
            if (o.acceleratorId != acc.id || o.form == RentalForm::Container || !wanted(o))
                continue;
            const PriceSnapshot *p = CostModel::latest(o, BillingUnit::Month);
            if (!p || p->scope != PriceScope::PerNode || o.gpusPerNode <= 0)
                continue;
            const double perCard = double(p->priceFen) / o.gpusPerNode;
            if (!machine || perCard < bestPerCard) {
                machine = &o;
                machinePrice = p;
                bestPerCard = perCard;
            }
        }
        if (!machine)
            continue;
        QList<BreakEven> rows;
        for (const auto &o : catalog.offerings) {
            if (o.acceleratorId != acc.id || o.form != RentalForm::Container || !wanted(o))
                continue;
            // Seed 003's two lines: the pay-as-you-go hourly rate, and the container paid by the
            // month (its card-month price / 720).
            QList<Fen> rates;
            const PriceSnapshot *hour = CostModel::latest(o, BillingUnit::Hour);
            if (hour && hour->scope == PriceScope::PerGpu)
                rates.append(hour->priceFen);
            const PriceSnapshot *month = CostModel::latest(o, BillingUnit::Month);
            if (month && month->scope == PriceScope::PerGpu)
                rates.append(roundFen(double(month->priceFen) / CostModel::kHoursPerMonth));
            for (const Fen rate : rates) {
                const bool seen = std::any_of(rows.cbegin(), rows.cend(), [&](const auto &r) {
                    return r.containerHourlyFen == rate && r.containerOfferingId == o.id;
                });
                if (seen || rate <= 0)
                    continue;
                BreakEven b;
                b.acceleratorId = acc.id;
                b.containerOfferingId = o.id;
                b.bareMetalOfferingId = machine->id;
                b.containerHourlyFen = rate;
                b.bareMetalMonthlyFen = machinePrice->priceFen;
                b.gpusPerNode = machine->gpusPerNode;
                b.hoursPerMonth = hoursPerMonth(b.bareMetalMonthlyFen, b.gpusPerNode, rate);
                rows.append(b);
            }
        }
        // Highest rate first: the pay-as-you-go line, then the monthly-paid line.
        std::sort(rows.begin(), rows.end(), [](const BreakEven &a, const BreakEven &b) {
            return a.containerHourlyFen > b.containerHourlyFen;
        });
        out.append(rows);
    }
    return out;
}

} // namespace gp
