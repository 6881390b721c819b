#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLocale>
#include <QString>

namespace gp::format {

/// The option a meeting weighs the recommendation against: the next feasible option in the
/// plan's order, else the first other option that can run the job; null when there is none.
[[nodiscard]] const PlanOption *runnerUp(const Plan &plan);

/// The trade of the recommendation against the runner-up in one sentence, e.g. "H100 80G x8
/// costs ¥12,400 more than A100 80G x8 and finishes 310 h sooner." Empty without a runner-up.
[[nodiscard]] QString tradeSentence(const Plan &plan, const CatalogData &catalog,
                                    const QLocale &locale);

/// The much cheaper option that only misses the deadline, in one short line for a meeting
/// ("Ascend 910B x8: ¥61,080 less, about 525 h against 504 h, 11% likely."), from \a nearMiss
/// (the plan's cheaper_past_deadline advice); the full sentence is reasonSentence's.
[[nodiscard]] QString nearMissLine(const Reason &nearMiss, const CatalogData &catalog,
                                   const QLocale &locale);

/// An option's name as the reader's language has it (the catalog's label).
[[nodiscard]] QString optionName(const PlanOption &option, const CatalogData &catalog,
                                 const QLocale &locale);

} // namespace gp::format
