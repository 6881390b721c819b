#pragma once

#include "catalogdata.h"
#include "efficiency.h"
#include "layoutsearch.h"
#include "plan.h"
#include "workload.h"

namespace gp {

/// Feasibility and advice as structured reasons (SPEC 4.5), the ranking and the recommendation.
class Advisor final {
public:
    // Seed 003 mistake 1: a 7B job on H100 x8 "uses under 30% of memory".
    static constexpr double kOverProvisionedFraction = 0.30;
    // Seed 003 mistake 2: PCIe all-reduce of a large model's gradients. We warn from 10 GB of
    // gradients per step (a 5B model in 16 bits) that take a tenth of the step, or from a quarter
    // of the step in communication whatever the model.
    static constexpr double kPcieGradientGb = 10.0;
    static constexpr double kPcieCommFraction = 0.25;
    static constexpr double kPcieLargeModelCommFraction = 0.10;
    // Seed 003: torch_npu migration to CANN takes 2-5 person-days; custom CUDA operators must
    // be rewritten (we assume another 10 person-days).
    static constexpr double kCannDaysLow = 2, kCannDaysHigh = 5, kCannCustomKernelDays = 10;
    // Below this chance of meeting a deadline or budget the option is flagged as at risk.
    static constexpr double kAtRiskLikelihood = 0.8;
    // A one-off run on a monthly machine that uses less of its (last) month than this share is
    // told the day rate under which renting by the day beats the month (seed 003: bare metal
    // rents by the day and by the month; a product threshold, see MODEL.md).
    static constexpr double kDayRentalMonthShare = 0.8;
    // The hybrid plan pays off when the fast machine is at least 1.5x faster.
    static constexpr double kHybridSpeedup = 1.5;
    // An option that only misses the deadline is named beside the recommendation when it saves
    // at least this share of the recommendation's cost: a choice between money and a date that a
    // manager makes, not the planner (a product decision; see MODEL.md, Recommendation).
    static constexpr double kMaterialSaving = 0.20;
    // The card-count tier's reference: a 24 GB card (RTX 4090 class), seed 000's tiers.
    static constexpr double kTierCardGb = 24.0;

    /// What addOptionReasons needs about one evaluated offering.
    struct OptionContext {
        const Job &job;
        const Workload &work;
        const Offering &offering;
        const Accelerator &accelerator;
        const EfficiencyEstimate &efficiency;
        const LayoutResult &result;
        const SearchSpace &space;
        /// Host RAM per machine an offload layout would need where the machine's RAM is unknown
        /// (0: RAM known, or offload would not help).
        double unknownRamNeededGb = 0;
    };

    /// Reasons that depend on one option only (memory, deadline, budget, compliance, ...).
    static void addOptionReasons(PlanOption &opt, const OptionContext &ctx);
    /// Reasons comparing options (over-provisioning, IB alternative, break-even), the sort,
    /// the ranking, the Pareto front and the recommendation.
    static void addPlanAdvice(Plan &plan, const CatalogData &catalog, const Workload &work);
};

} // namespace gp
