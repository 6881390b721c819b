#pragma once

#include "job.h"
#include "money.h"
#include "offering.h"
#include "reason.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

/// A parallel layout: how the cards share the work.
struct Layout {
    int dp = 1;
    int tp = 1;
    int pp = 1;
    int zero = 0; ///< ZeRO stage 0-3
    int microBatch = 1; ///< sequences per micro-batch
    Recompute recompute = Recompute::None;
    bool offload = false; ///< optimizer states (and, if needed, parameters) in host RAM
    /// Interleaved 1F1B: model chunks (virtual stages) per pipeline rank; 1 = plain 1F1B.
    int interleave = 1;
    int cp = 1; ///< context parallel: ranks sharing one sequence (only when pinned)
};

/// Memory one card needs, by component, in GB.
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double kvCache = 0;
    double overhead = 0;

    [[nodiscard]] double total() const
    {
        return weights + gradients + optimizer + activations + kvCache + overhead;
    }
};

/// A low / expected / high band.
struct Band {
    double low = 0;
    double expected = 0;
    double high = 0;
};

/// What a whole training run adds to its steady-state hours, part by part (TimeModel::wholeRun).
struct WholeRun {
    double steadyHours = 0; ///< steps x step time
    double startupHours = 0; ///< starting the job and reading the model once
    double checkpointHours = 0; ///< synchronous checkpoint writes
    double failureHours = 0; ///< restarts after failures and the work redone
    double evaluationHours = 0;
    double intervalHours = 0; ///< the checkpoint interval planned
    double failures = 0; ///< expected failures over the run
    [[nodiscard]] double hours() const
    {
        return steadyHours + startupHours + checkpointHours + failureHours + evaluationHours;
    }
};

/// Inference serving outputs.
struct ServingEstimate {
    int replicas = 1; ///< model copies needed for the target load
    double tokensPerSPerGpu = 0; ///< output tokens/s one card sustains
    double tokensPerS = 0; ///< output tokens/s of the whole deployment
    Fen costPerMonthFen = 0;
    Fen costPerMillionTokensFen = 0;
};

/// The engine's verdict on one offering for one job.
struct PlanOption {
    QString offeringId;
    QString label; ///< offering label (English); presenters may use the catalog's zh label
    QString acceleratorId;
    RentalForm form = RentalForm::BareMetal;
    /// The software the option is planned with (the job's, or its counterpart on this card).
    Framework framework = Framework::Fsdp;
    int totalGpus = 0;
    int nodes = 0;
    bool feasible = false;
    QList<Reason> reasons; ///< blockers first, then warnings, then advice

    double memoryPerGpuGb = 0;
    double memoryCapacityGb = 0;
    MemoryBreakdown memory;
    Layout layout;

    double stepSeconds = 0; ///< one optimizer step
    double mfu = 0; ///< achieved model FLOPs utilisation: model FLOPs / (time x cards x peak)
    double hfu = 0; ///< hardware FLOPs utilisation: as mfu, counting recomputation
    double computeEfficiency = 0; ///< share of the peak the kernels are planned to reach
    double tokensPerS = 0; ///< training tokens/s over all cards (inference: output tokens/s)
    double scalingEfficiency = 1; ///< achieved speed over (cards x one-card speed)
    Band hours; ///< wall-clock hours of the job: the whole run
    double steadyHours = 0; ///< the expected hours of steady-state steps alone
    WholeRun wholeRun; ///< what the whole run adds to the steady hours (training)
    double gpuHours = 0;
    Fen hourlyFen = 0; ///< the billed unit's price of the whole allocation per hour (month / 720)
    Band costProratedFen; ///< hours x hourly
    Fen costBilledFen = 0; ///< one run as actually paid: whole months / days / hours
    Fen idleFen = 0; ///< paid but unused remainder of a billed period
    QString billing; ///< "hour", "day" or "month": the unit the billed cost uses
    /// What finance pays for the user's whole need: one run (one-off), a month of weekly runs
    /// (weekly iteration) or a month of serving. Budgets and the recommendation use it.
    Fen needBilledFen = 0;
    Band needBilledBandFen; ///< the same at the low / high ends of the time band
    double runsPerMonth = 0; ///< weekly iteration: runs a month (720 / 168); 0 otherwise
    QString needBilling; ///< the unit needBilledFen is billed in
    Fen portingFen = 0; ///< engineering to move a CUDA code base to this stack (person-days x rate)
    Fen timeValueFen = 0; ///< the job's value of time x days the runs take
    Fen decisionCostFen = 0; ///< needBilled + porting + time value: what the decision weighs
    double deadlineLikelihood = 1; ///< 0..1 chance of meeting the deadline (1 when none set)
    double budgetLikelihood = 1; ///< 0..1 chance of staying within budget (1 when none set)
    bool onParetoFront = false;
    std::optional<ServingEstimate> serving;
    QDate priceObservedOn;
    QString priceSource;
};

} // namespace gp

// Qt containers and plain values only: lists of it grow by moving bytes.
Q_DECLARE_TYPEINFO(gp::PlanOption, Q_RELOCATABLE_TYPE);

namespace gp {

/// What the option's whole need is billed (a run, a month of weekly runs, a month of serving):
/// the figure the budget verdict, the charts, the tables and the PDF use; one run's bill where
/// the need was not priced.
[[nodiscard]] inline Fen needBilled(const PlanOption &option)
{
    return option.needBilledFen > 0 ? option.needBilledFen : option.costBilledFen;
}

/// True when the option can run the job: feasible, or blocked only by the team's deadline or
/// budget. Cost and time charts show exactly these options, since they exist to weigh that.
[[nodiscard]] inline bool runsTheJob(const PlanOption &option)
{
    if (option.feasible)
        return true;
    for (const Reason &reason : option.reasons) {
        if (reason.severity == Reason::Severity::Blocker && reason.code != u"deadline_missed"
            && reason.code != u"over_budget")
            return false;
    }
    return true;
}

/// Monthly bare metal against hourly containers for one accelerator.
struct BreakEven {
    QString acceleratorId;
    QString containerOfferingId;
    QString bareMetalOfferingId;
    Fen containerHourlyFen = 0; ///< per card-hour
    Fen bareMetalMonthlyFen = 0; ///< whole machine per month
    int gpusPerNode = 8;
    double hoursPerMonth = 0; ///< per-card monthly hours above which bare metal is cheaper

    bool operator==(const BreakEven &) const = default;
};

} // namespace gp

// Qt containers and plain values only: lists of it grow by moving bytes.
Q_DECLARE_TYPEINFO(gp::BreakEven, Q_RELOCATABLE_TYPE);

namespace gp {

/// The engine's answer for a job: every candidate option, a recommendation and a ranking.
struct Plan {
    Job job;
    QDate catalogDate; ///< newest price date among the candidates
    QString recommendedId; ///< empty when nothing is feasible
    QList<Reason> recommendation; ///< why the recommended option was chosen
    QList<Reason> advice; ///< job-level advice: hybrid plan, weekly iteration, tiers
    QList<PlanOption> options; ///< feasible first, then infeasible; each group by expected cost
    QString cheapestMeetingDeadlineId;
    QString fastestWithinBudgetId;
    QList<BreakEven> breakeven;
    /// The software the job runs with, and whether the job left it to the default.
    Framework framework = Framework::Fsdp;
    bool frameworkDefaulted = true;
    /// Where compute efficiency comes from: "catalog" (the accelerator's calibrated figure),
    /// "job_mfu" (the job's end-to-end MFU, converted per option) or "measured" (trial runs).
    QString efficiencySource;

    [[nodiscard]] const PlanOption *option(const QString &offeringId) const
    {
        for (const auto &o : options) {
            if (o.offeringId == offeringId)
                return &o;
        }
        return nullptr;
    }
};

} // namespace gp
