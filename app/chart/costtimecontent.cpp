#include "costtimecontent.h"

#include <QCoreApplication>

#include <algorithm>

namespace gp::chart {

namespace {

/// The translation context of the texts in this file (free functions have no class).
class ChartLabels final {
    Q_DECLARE_TR_FUNCTIONS(gp::chart::ChartLabels)
};

} // namespace

QStringList yardsticks()
{
    return {QStringLiteral("jygpu-bm-h100-ningxia1"), QStringLiteral("jygpu-bm-910b-huawei"),
            QStringLiteral("jygpu-bm-4090-sichuan2")};
}

QString chartLabel(const PlanOption &option, const format::ShortNames &names)
{
    const QString name = names.of(option.offeringId);
    if (option.form == RentalForm::Container)
        return ChartLabels::tr("%1 ×%2").arg(name).arg(option.totalGpus);
    if (option.nodes > 1)
        return ChartLabels::tr("%1 ×%2 machines").arg(name).arg(option.nodes);
    return name;
}

QList<PlanOption> charted(const QList<PlanOption> &candidates, const QString &recommendedId,
                          int cap)
{
    if (candidates.size() <= cap)
        return candidates;
    const QStringList always = yardsticks();
    QList<bool> keep(candidates.size(), false);
    qsizetype kept = 0;
    const auto take = [&](auto wanted) {
        for (qsizetype i = 0; i < candidates.size() && kept < cap; ++i) {
            if (!keep.at(i) && wanted(candidates.at(i))) {
                keep[i] = true;
                ++kept;
            }
        }
    };
    take([&](const PlanOption &o) { return o.offeringId == recommendedId; });
    take([](const PlanOption &o) { return o.feasible && o.onParetoFront; });
    take([&](const PlanOption &o) { return always.contains(o.offeringId); });
    take([](const PlanOption &o) { return o.feasible; });
    take([](const PlanOption &) { return true; });
    QList<PlanOption> shown;
    shown.reserve(kept);
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (keep.at(i))
            shown.append(candidates.at(i));
    }
    return shown;
}

CostPoint::Kind CostPoint::kind() const
{
    if (recommended)
        return Kind::Recommended;
    if (feasible)
        return Kind::Feasible;
    return runnable ? Kind::MissesLimit : Kind::CannotRun;
}

double CostPoint::cost() const
{
    return yuanFromFen(needFen + portingFen);
}

double CostPoint::costAt(Fen proratedEnd) const
{
    // The engine's own band when it has one (low end with the low hours).
    if (needBandFen.low > 0 && needBandFen.high > 0)
        return yuanFromFen((proratedEnd <= costFen.expected ? needBandFen.low : needBandFen.high)
                           + portingFen);
    // Else an hourly bill moves with the hours, a monthly or daily one stays at its whole
    // periods until the job runs into the next one.
    const double shift = yuanFromFen(proratedEnd - costFen.expected);
    if (needFen <= costFen.expected)
        return std::max(0.0, cost() + shift);
    return std::max(cost(), yuanFromFen(proratedEnd + portingFen));
}

double CostPoint::costLow() const
{
    return costAt(costFen.low);
}

double CostPoint::costHigh() const
{
    return costAt(costFen.high);
}

bool CostPoint::hasProratedMark() const
{
    return needFen == billedFen && billedFen > costFen.expected;
}

bool CostPoint::mustBeNamed() const
{
    return recommended || yardstick || pareto;
}

CostTimeContent CostTimeContent::of(const Plan &plan, const CatalogData &catalog,
                                    const QLocale &locale, int cap)
{
    CostTimeContent content;
    content.throughput = plan.job.method == Method::Inference;
    // Options that cannot run the job at all (do not fit, excluded) only clutter the picture;
    // the seeds' three machines stay as the yardstick.
    const QStringList always = yardsticks();
    QList<PlanOption> candidates;
    for (const PlanOption &option : plan.options) {
        if (option.feasible || runsTheJob(option) || always.contains(option.offeringId))
            candidates << option;
    }
    content.shown = charted(candidates, plan.recommendedId, cap);
    content.leftOut = int(candidates.size() - content.shown.size());
    const format::ShortNames names = format::ShortNames::forCatalog(catalog, locale);
    for (const PlanOption &option : std::as_const(content.shown)) {
        const QString label = chartLabel(option, names);
        content.labels << label;
        const double rate = option.serving ? option.serving->tokensPerS : 0;
        const bool noX = content.throughput ? rate <= 0 : option.hours.expected <= 0;
        if (noX || option.costProratedFen.expected <= 0) {
            // No estimate to place (the engine stops before timing a job that cannot load).
            content.unplotted << label;
            continue;
        }
        CostPoint p;
        p.offeringId = option.offeringId;
        p.label = label;
        // Serving runs all month: what separates the options is the load they carry.
        p.hours = content.throughput ? Band {rate, rate, rate} : option.hours;
        p.costFen = option.costProratedFen;
        p.billedFen = option.costBilledFen;
        p.needFen = needBilled(option);
        p.needBandFen = option.needBilledBandFen;
        p.portingFen = option.portingFen;
        p.feasible = option.feasible;
        p.runnable = option.feasible || runsTheJob(option);
        p.recommended = option.offeringId == plan.recommendedId;
        p.pareto = option.feasible && option.onParetoFront;
        p.yardstick = always.contains(option.offeringId);
        content.withPorting = content.withPorting || p.portingFen > 0;
        content.points << p;
    }
    if (!content.throughput)
        content.deadlineHours = plan.job.deadlineDays.value_or(0) * 24;
    content.budgetYuan = plan.job.budgetCny.value_or(0);
    return content;
}

QList<int> claimOrder(const QList<CostPoint> &points)
{
    const auto rank = [&points](int i) {
        const CostPoint &p = points.at(i);
        if (p.recommended)
            return 0;
        if (p.yardstick)
            return 1;
        if (p.pareto)
            return 2;
        return p.feasible ? 3 : 4;
    };
    QList<int> order;
    for (int i = 0; i < points.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return rank(a) < rank(b); });
    return order;
}

} // namespace gp::chart
