#include "breakeven.h"

#include "costmodel.h"

#include <QHash>
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
    QList<const Offering *> candidates;
    candidates.reserve(catalog.offerings.size());
    const QSet<QString> idSet(ids.cbegin(), ids.cend());
    for (const auto &o : catalog.offerings) {
        if (idSet.isEmpty() || idSet.contains(o.id))
            candidates.append(&o);
    }
    return computeFor(catalog, candidates);
}

QList<BreakEven> BreakEvenCalculator::computeFor(const CatalogData &catalog,
                                                 const QList<const Offering *> &candidates)
{
    // One pass over the candidates, grouped by accelerator: a catalog of 200,000 offerings is
    // read once, not once per accelerator.
    struct Group {
        const Offering *machine = nullptr; ///< the cheapest monthly machine per card
        const PriceSnapshot *machinePrice = nullptr;
        double bestPerCard = 0;
        QList<const Offering *> containers; ///< in catalog order
    };
    QHash<QString, Group> groups;
    for (const Offering *o : candidates) {
        Group &g = groups[o->acceleratorId];
        if (o->form == RentalForm::Container) {
            g.containers.append(o);
            continue;
        }
        const PriceSnapshot *p = CostModel::latest(*o, BillingUnit::Month);
        if (!p || p->scope != PriceScope::PerNode || o->gpusPerNode <= 0)
            continue;
        const double perCard = double(p->priceFen) / o->gpusPerNode;
        if (!g.machine || perCard < g.bestPerCard) {
            g.machine = o;
            g.machinePrice = p;
            g.bestPerCard = perCard;
        }
    }
    QList<BreakEven> out;
    for (const auto &acc : catalog.accelerators) {
        const auto found = groups.constFind(acc.id);
        if (found == groups.constEnd() || !found->machine)
            continue;
        const Group &g = *found;
        QList<BreakEven> rows;
        for (const Offering *o : g.containers) {
            // Seed 003's two lines: the pay-as-you-go hourly rate, and the container paid by the
            // month (its card-month price / 720); one line where the two rates are equal.
            QList<Fen> rates;
            const PriceSnapshot *hour = CostModel::latest(*o, BillingUnit::Hour);
            if (hour && hour->scope == PriceScope::PerGpu)
                rates.append(hour->priceFen);
            const PriceSnapshot *month = CostModel::latest(*o, BillingUnit::Month);
            if (month && month->scope == PriceScope::PerGpu)
                rates.append(roundFen(double(month->priceFen) / CostModel::kHoursPerMonth));
            for (qsizetype i = 0; i < rates.size(); ++i) {
                const Fen rate = rates.at(i);
                if (rate <= 0 || (i > 0 && rate == rates.first()))
                    continue;
                BreakEven b;
                b.acceleratorId = acc.id;
                b.containerOfferingId = o->id;
                b.bareMetalOfferingId = g.machine->id;
                b.containerHourlyFen = rate;
                b.bareMetalMonthlyFen = g.machinePrice->priceFen;
                b.gpusPerNode = g.machine->gpusPerNode;
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
