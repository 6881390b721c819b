#include "planreading.h"

namespace gp::ui {

bool PlanReading::runsTheJob(const gp::PlanOption &option)
{
    return gp::runsTheJob(option);
}

} // namespace gp::ui
