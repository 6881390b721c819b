#include "planreading.h"

#include "optionlabels.h"

namespace gp::ui {

bool PlanReading::runsTheJob(const gp::PlanOption &option)
{
    return gp::runsTheJob(option);
}

QList<gp::PlanOption> PlanReading::charted(const QList<gp::PlanOption> &candidates,
                                           const QString &recommendedId, int cap)
{
    if (candidates.size() <= cap)
        return candidates;
    const QStringList yardsticks = OptionLabels::alwaysShown();
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
    take([&](const gp::PlanOption &o) { return o.offeringId == recommendedId; });
    take([](const gp::PlanOption &o) { return o.feasible && o.onParetoFront; });
    take([&](const gp::PlanOption &o) { return yardsticks.contains(o.offeringId); });
    take([](const gp::PlanOption &o) { return o.feasible; });
    take([](const gp::PlanOption &) { return true; });
    QList<gp::PlanOption> shown;
    shown.reserve(kept);
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        if (keep.at(i))
            shown.append(candidates.at(i));
    }
    return shown;
}

} // namespace gp::ui
