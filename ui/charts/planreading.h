#pragma once

#include "plan.h"

namespace gp::ui {

/// How the charts read an option's reasons.
class PlanReading final {
public:
    /// True when the option can run the job: feasible, or blocked only by the team's deadline or
    /// budget. Such options belong on cost and time charts, which are there to weigh exactly that.
    [[nodiscard]] static bool runsTheJob(const gp::PlanOption &option);
};

} // namespace gp::ui
