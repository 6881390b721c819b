#include "planreading.h"

#include "costtimecontent.h"

namespace gp::ui {

bool PlanReading::runsTheJob(const gp::PlanOption &option)
{
    return gp::runsTheJob(option);
}

QList<gp::PlanOption> PlanReading::charted(const QList<gp::PlanOption> &candidates,
                                           const QString &recommendedId, int cap)
{
    return gp::chart::charted(candidates, recommendedId, cap);
}

} // namespace gp::ui
