#pragma once

#include "plan.h"

namespace gp::ui {

/// How the charts read an option's reasons.
class PlanReading final {
public:
    /// True when the option can run the job: feasible, or blocked only by the team's deadline or
    /// budget. Such options belong on cost and time charts, which are there to weigh exactly that.
    [[nodiscard]] static bool runsTheJob(const gp::PlanOption &option);

    /// At most \a cap of \a candidates, in their order, for a chart to draw: the recommended
    /// option, the feasible Pareto front and the yardstick machines first, then the rest as they
    /// come. A chart of thousands of points reads as nothing; the table keeps them all.
    [[nodiscard]] static QList<gp::PlanOption> charted(const QList<gp::PlanOption> &candidates,
                                                       const QString &recommendedId, int cap);
};

} // namespace gp::ui
