#pragma once

#include "catalogdata.h"
#include "job.h"
#include "plan.h"

namespace gp {

/// Counters of one planning run, for benchmarks and tests of the search's pruning.
struct PlanStats {
    qint64 layoutsEvaluated = 0; ///< layouts whose memory (and, if they fit, time) was computed
    int searches = 0; ///< card counts searched
    int memoHits = 0; ///< card counts answered from an identical earlier search
};

/// Plans the job over the catalog's offerings (job.offerings filters them when non-empty).
[[nodiscard]] Plan makePlan(const Job &job, const CatalogData &catalog);
/// The same, counting the search's work into stats.
[[nodiscard]] Plan makePlan(const Job &job, const CatalogData &catalog, PlanStats *stats);
/// The same on \a threads threads: 0 lets the planner choose (one thread per 5,000 offerings,
/// up to the cores, so ordinary catalogs stay on the calling thread). Every count gives the
/// same plan; only the search counts in stats differ (each thread has its own memo).
[[nodiscard]] Plan makePlan(const Job &job, const CatalogData &catalog, PlanStats *stats,
                            int threads);

/// A plan made to answer a narrower question (one offering at a fixed card count, a trial step,
/// another framework): the options, their reasons and the recommendation, without the advice
/// that plans the job again (what would run, a leaner stack, the trial path). The options are
/// those makePlan gives.
[[nodiscard]] Plan makeSubPlan(const Job &job, const CatalogData &catalog);

} // namespace gp
