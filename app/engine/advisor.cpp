#include "advisor.h"

#include "costmodel.h"
#include "reasons.h"
#include "timemodel.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {

namespace {

using Sev = Reason::Severity;

double cny(Fen fen)
{
    return yuanFromFen(fen);
}

bool lessCost(const PlanOption &a, const PlanOption &b)
{
    if (a.costBilledFen != b.costBilledFen)
        return a.costBilledFen < b.costBilledFen;
    if (a.totalGpus != b.totalGpus)
        return a.totalGpus < b.totalGpus;
    return a.hours.expected < b.hours.expected;
}

bool lessTime(const PlanOption &a, const PlanOption &b)
{
    if (std::abs(a.hours.expected - b.hours.expected) > 1e-9 * std::max(1.0, a.hours.expected))
        return a.hours.expected < b.hours.expected;
    if (a.totalGpus != b.totalGpus)
        return a.totalGpus < b.totalGpus;
    return a.costBilledFen < b.costBilledFen;
}

Reason *findReason(PlanOption &o, const QString &code)
{
    for (auto &r : o.reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

} // namespace

void Advisor::addOptionReasons(PlanOption &opt, const OptionContext &c)
{
    const Job &job = c.job;
    const Workload &w = c.work;
    const Offering &o = c.offering;
    const Accelerator &acc = c.accelerator;
    const LayoutResult &r = c.result;
    QList<Reason> &out = opt.reasons;

    if (!o.currentPrice())
        out.append(makeReason("no_price", Sev::Blocker));
    if (job.physicalIsolation && (o.form == RentalForm::Container || !o.physicalIsolation)) {
        out.append(
            makeReason("compliance_isolation", Sev::Blocker, {},
                       {{"form",
                         o.form == RentalForm::Container ? QStringLiteral("container")
                                                         : QStringLiteral("shared_machine")}}));
    }
    if (job.domesticHardware && !acc.domestic) {
        out.append(makeReason("compliance_domestic", Sev::Blocker, {},
                              {{"vendor", acc.vendor}, {"accelerator", acc.id}}));
    }
    if (job.customKernels && !o.rootAccess)
        out.append(makeReason("custom_kernels_need_root", Sev::Blocker));
    if (job.method == Method::Full
        && (job.precision == Precision::INT8 || job.precision == Precision::INT4)) {
        out.append(makeReason("precision_not_trainable", Sev::Blocker, {},
                              {{"suggested_method", QStringLiteral("qlora")}}));
    }
    bool fp8Fallback = false;
    static_cast<void>(w.peakPrecision(acc, &fp8Fallback));
    if (fp8Fallback) {
        out.append(makeReason("fp8_unsupported", Sev::Warning,
                              {{"fallback_tflops", w.peakFlops(acc) / 1e12}},
                              {{"fallback", QStringLiteral("bf16")}}));
    }
    if (r.valid && !r.fits) {
        Reason m = makeReason("memory_exceeded", Sev::Blocker,
                              {{"needed_gb", r.minNoOffloadGb * opt.totalGpus},
                               {"capacity_gb", acc.memoryGb * opt.totalGpus},
                               {"needed_per_gpu_gb", r.minMemoryGb},
                               {"capacity_per_gpu_gb", acc.memoryGb},
                               {"gpus", double(opt.totalGpus)}});
        if (w.training && r.minHostGb > 0) {
            m.numbers.append({QStringLiteral("host_needed_gb"), r.minHostGb});
            m.numbers.append({QStringLiteral("host_capacity_gb"),
                              c.space.hostRamGb.value_or(0.0) * MemoryModel::kHostUsable});
        }
        out.append(m);
    }
    if (!w.training && r.fits && !r.servingTargetMet) {
        out.append(makeReason("serving_target_missed", Sev::Blocker,
                              {{"tokens_per_s", opt.tokensPerS},
                               {"target_tokens_per_s", job.inference.targetTokensPerS},
                               {"concurrent_requests", double(job.inference.concurrentRequests)},
                               {"gpus", double(opt.totalGpus)}}));
    }
    if (w.training && r.pcieTensorParallel) {
        out.append(makeReason("tp_over_pcie", Sev::Warning, {{"tp", double(opt.layout.tp)}}));
    }
    const double steps = w.totalTokens / std::max(1.0, r.step.tokens);
    if (w.training && job.deadlineDays && r.valid) {
        const double deadline = *job.deadlineDays * 24.0;
        if (opt.hours.expected > deadline) {
            out.append(makeReason("deadline_missed", Sev::Blocker,
                                  {{"hours", opt.hours.expected},
                                   {"deadline_hours", deadline},
                                   {"likelihood", opt.deadlineLikelihood}}));
        } else if (opt.deadlineLikelihood < kAtRiskLikelihood) {
            out.append(makeReason("deadline_at_risk", Sev::Warning,
                                  {{"hours", opt.hours.expected},
                                   {"hours_high", opt.hours.high},
                                   {"deadline_hours", deadline},
                                   {"likelihood", opt.deadlineLikelihood}}));
        }
    }
    if (job.budgetCny && o.currentPrice()) {
        const double cost = cny(opt.costBilledFen);
        if (cost > *job.budgetCny) {
            out.append(makeReason("over_budget", Sev::Blocker,
                                  {{"cost_cny", cost},
                                   {"budget_cny", *job.budgetCny},
                                   {"likelihood", opt.budgetLikelihood}}));
        } else if (opt.budgetLikelihood < kAtRiskLikelihood) {
            out.append(makeReason("budget_at_risk", Sev::Warning,
                                  {{"cost_cny", cost},
                                   {"budget_cny", *job.budgetCny},
                                   {"likelihood", opt.budgetLikelihood}}));
        }
    }
    const bool slowNetwork = o.sharedNetwork || o.interNodeGBs < 1.0;
    if (w.training && opt.nodes > 1 && slowNetwork) {
        out.append(makeReason("shared_network_cross_node", Sev::Blocker,
                              {{"inter_node_gb_s", o.interNodeGBs},
                               {"nodes", double(opt.nodes)},
                               {"comm_hours", steps * (r.step.dpComm + r.step.ppComm) / 3600.0},
                               {"hours", opt.hours.expected}},
                              {{"network", o.network}}));
    }
    if (w.training && acc.intraLink == LinkKind::PCIe && opt.totalGpus > 1 && r.valid) {
        const double gradientGb = w.trainedParams * w.gradBytes / 1e9;
        const double busy = r.step.compute + r.step.commTotal;
        const double fraction = busy > 0 ? r.step.commTotal / busy : 0;
        if (gradientGb >= kPcieGradientGb || fraction >= kPcieCommFraction) {
            const int ranks = std::min(opt.totalGpus, std::max(1, o.gpusPerNode));
            out.append(makeReason(
                "pcie_allreduce_bottleneck", Sev::Warning,
                {{"comm_fraction", fraction},
                 {"gradient_gb", gradientGb},
                 {"allreduce_s",
                  TimeModel::ringAllReduce(gradientGb * 1e9, ranks, acc.allReduceBusGBs)},
                 {"bus_gb_s", acc.allReduceBusGBs}}));
        }
    }
    if (w.training && r.fits && opt.layout.offload) {
        out.append(makeReason("offload_host_ram", Sev::Info,
                              {{"host_gb", r.memory.hostGb},
                               {"host_capacity_gb", c.space.hostRamGb.value_or(0.0)},
                               {"offload_hours", steps * r.step.offload / 3600.0}}));
    }
    if (w.training && r.valid && opt.hours.expected > 0) {
        // The whole bill: checkpoint writes and restarts are inside the hours shown.
        const double factor = TimeModel::wholeRunFactor(w, opt.nodes);
        const double steady = opt.hours.expected / factor;
        const double restart = steady * TimeModel::kRestartOverhead;
        out.append(makeReason("checkpoint_restart_overhead", Sev::Info,
                              {{"checkpoint_gb", TimeModel::checkpointBytes(w) / 1e9},
                               {"checkpoint_hours", opt.hours.expected - steady - restart},
                               {"restart_hours", restart},
                               {"interval_hours", TimeModel::kCheckpointIntervalH}}));
    }
    if (opt.nodes > 1 || o.form == RentalForm::Cluster) {
        out.append(makeReason("multi_node_quote", Sev::Info, {{"nodes", double(opt.nodes)}}));
    }
    if (acc.softwareStack.compare(QLatin1String("CANN"), Qt::CaseInsensitive) == 0) {
        const double extra = job.customKernels ? kCannCustomKernelDays : 0.0;
        out.append(makeReason("cann_migration", job.customKernels ? Sev::Warning : Sev::Info,
                              {{"person_days_low", kCannDaysLow + extra},
                               {"person_days_high", kCannDaysHigh + extra},
                               {"custom_kernels", job.customKernels ? 1.0 : 0.0}},
                              {{"tool", QStringLiteral("torch_npu")}}));
    }
    if (c.efficiency.source == QLatin1String("measured")) {
        Reason m = makeReason("measured_fit", Sev::Info,
                              {{"mfu", c.efficiency.measuredMfu},
                               {"compute_efficiency", c.efficiency.expected},
                               {"runs", double(c.efficiency.measuredRuns)},
                               {"max_measured_gpus", double(c.efficiency.measuredMaxGpus)}});
        if (c.efficiency.scalingCoefficient) {
            m.numbers.append(
                {QStringLiteral("scaling_coefficient"), *c.efficiency.scalingCoefficient});
            m.numbers.append(
                {QStringLiteral("scaling_efficiency"),
                 c.efficiency.scalingAt(std::min(opt.totalGpus, o.gpusPerNode)).value_or(1.0)});
        }
        out.append(m);
    }
    if (opt.idleFen > 0 && opt.billing != QLatin1String("hour") && opt.hourlyFen > 0) {
        out.append(makeReason("idle_paid", Sev::Info,
                              {{"idle_cny", cny(opt.idleFen)},
                               {"idle_hours", double(opt.idleFen) / double(opt.hourlyFen)}}));
    }
    // Provisional: kept by addPlanAdvice only if a cheaper option fits.
    if (r.fits && opt.totalGpus > 1 && acc.memoryGb > 0) {
        const double fraction = r.minNoOffloadGb / acc.memoryGb;
        if (fraction < kOverProvisionedFraction) {
            out.append(makeReason("over_provisioned", Sev::Warning,
                                  {{"memory_fraction", fraction},
                                   {"used_fraction", opt.memoryPerGpuGb / acc.memoryGb}}));
        }
    }
}

void Advisor::addPlanAdvice(Plan &plan, const CatalogData &catalog, const Workload &work)
{
    const Job &job = plan.job;
    QList<PlanOption> &opts = plan.options;

    // Index once: plans over 10,000 offerings must stay linear.
    QHash<QString, const Offering *> byId;
    byId.reserve(catalog.offerings.size());
    for (const auto &o : catalog.offerings)
        byId.insert(o.id, &o);
    const PlanOption *cheapestAny = nullptr;
    QHash<int, const PlanOption *> cheapestByForm;
    for (const auto &a : opts) {
        if (!a.feasible || a.costBilledFen <= 0)
            continue;
        if (!cheapestAny || lessCost(a, *cheapestAny))
            cheapestAny = &a;
        const PlanOption *&f = cheapestByForm[static_cast<int>(a.form)];
        if (!f || lessCost(a, *f))
            f = &a;
    }

    // Over-provisioned: only when a cheaper option (same rental form first) runs the job.
    for (auto &o : opts) {
        Reason *r = findReason(o, QStringLiteral("over_provisioned"));
        if (!r)
            continue;
        const PlanOption *alt = cheapestByForm.value(static_cast<int>(o.form), nullptr);
        if (!alt || alt->costBilledFen >= o.costBilledFen)
            alt = cheapestAny;
        if (!alt || alt->costBilledFen >= o.costBilledFen || alt->offeringId == o.offeringId) {
            o.reasons.removeIf(
                [](const Reason &x) { return x.code == QLatin1String("over_provisioned"); });
            continue;
        }
        r->numbers.append(
            {QStringLiteral("cost_ratio"), double(o.costBilledFen) / double(alt->costBilledFen)});
        r->numbers.append({QStringLiteral("alternative_cost_cny"), cny(alt->costBilledFen)});
        r->numbers.append({QStringLiteral("cost_cny"), cny(o.costBilledFen)});
        r->texts.append({QStringLiteral("alternative"), alt->offeringId});
    }

    // Expansion needs IB/RDMA: name the cheapest RDMA offering, same accelerator first.
    if (job.expansion != Expansion::None) {
        const PlanOption *rdmaAny = nullptr;
        QHash<QString, const PlanOption *> rdmaByAccelerator;
        for (const auto &a : opts) {
            const Offering *ao = byId.value(a.offeringId, nullptr);
            if (!ao || !ao->rdma)
                continue;
            const auto better = [&a](const PlanOption *cur) {
                return !cur || (a.feasible && !cur->feasible)
                    || (a.feasible == cur->feasible && lessCost(a, *cur));
            };
            if (better(rdmaAny))
                rdmaAny = &a;
            const PlanOption *cur = rdmaByAccelerator.value(a.acceleratorId, nullptr);
            if (better(cur))
                rdmaByAccelerator.insert(a.acceleratorId, &a);
        }
        for (auto &o : opts) {
            const Offering *off = byId.value(o.offeringId, nullptr);
            if (!off || off->rdma)
                continue;
            const PlanOption *altOpt = rdmaByAccelerator.value(o.acceleratorId, rdmaAny);
            Reason r = makeReason(
                "needs_ib_for_expansion", Sev::Warning, {{"inter_node_gb_s", off->interNodeGBs}},
                {{"network", off->network},
                 {"expansion",
                  job.expansion == Expansion::Now ? QStringLiteral("now")
                                                  : QStringLiteral("within_6_months")}});
            if (altOpt) {
                r.texts.append({QStringLiteral("alternative"), altOpt->offeringId});
                r.numbers.append({QStringLiteral("extra_cost_cny"),
                                  cny(altOpt->costBilledFen - o.costBilledFen)});
            }
            o.reasons.append(r);
        }
    }

    // Break-even: heavy monthly use of a container favours the monthly machine.
    bool breakEvenAdvised = false;
    for (auto &o : opts) {
        if (o.form != RentalForm::Container)
            continue;
        const Offering *off = byId.value(o.offeringId, nullptr);
        const PriceSnapshot *p = off ? CostModel::latest(*off, BillingUnit::Hour) : nullptr;
        if (!p)
            continue;
        for (const auto &b : plan.breakeven) {
            if (b.acceleratorId != o.acceleratorId || b.containerHourlyFen != p->priceFen)
                continue;
            if (job.monthlyHours > b.hoursPerMonth) {
                Reason r = makeReason("breakeven_favours_monthly", Sev::Info,
                                      {{"monthly_hours", job.monthlyHours},
                                       {"breakeven_hours", b.hoursPerMonth},
                                       {"container_hourly_cny", cny(b.containerHourlyFen)},
                                       {"bare_metal_monthly_cny", cny(b.bareMetalMonthlyFen)}},
                                      {{"alternative", b.bareMetalOfferingId}});
                o.reasons.append(r);
                if (!breakEvenAdvised) {
                    plan.advice.append(r);
                    breakEvenAdvised = true;
                }
            }
        }
    }

    for (auto &o : opts)
        sortReasons(o.reasons);

    // Sort: feasible first, then by billed cost (ties: fewer cards, then faster).
    std::stable_sort(opts.begin(), opts.end(), [](const PlanOption &a, const PlanOption &b) {
        if (a.feasible != b.feasible)
            return a.feasible;
        return lessCost(a, b);
    });

    const PlanOption *cheapest = nullptr;
    const PlanOption *fastest = nullptr;
    for (const auto &o : opts) {
        if (!o.feasible)
            continue;
        if (!cheapest || lessCost(o, *cheapest))
            cheapest = &o;
        if (!fastest || lessTime(o, *fastest))
            fastest = &o;
    }
    // Pareto front on (expected hours, billed cost) among feasible options: sweep by hours,
    // an option is on the front when it is cheaper than everything at least as fast.
    QList<PlanOption *> feasible;
    for (auto &o : opts) {
        if (o.feasible)
            feasible.append(&o);
    }
    std::sort(feasible.begin(), feasible.end(), [](const PlanOption *a, const PlanOption *b) {
        if (a->hours.expected != b->hours.expected)
            return a->hours.expected < b->hours.expected;
        return a->costBilledFen < b->costBilledFen;
    });
    Fen bestCost = std::numeric_limits<Fen>::max();
    double bestHours = -1;
    for (PlanOption *o : feasible) {
        const bool sameAsBest = o->hours.expected == bestHours && o->costBilledFen == bestCost;
        o->onParetoFront = o->costBilledFen < bestCost || sameAsBest;
        if (o->costBilledFen < bestCost) {
            bestCost = o->costBilledFen;
            bestHours = o->hours.expected;
        }
    }
    if (cheapest)
        plan.cheapestMeetingDeadlineId = cheapest->offeringId;
    if (fastest)
        plan.fastestWithinBudgetId = fastest->offeringId;

    if (!cheapest) {
        plan.recommendation.append(
            makeReason("no_feasible_option", Sev::Warning, {{"options", double(opts.size())}}));
        return;
    }
    const bool weekly = work.training && job.iteration == Iteration::Weekly;
    const PlanOption *pick = weekly ? fastest : cheapest;
    plan.recommendedId = pick->offeringId;
    if (weekly) {
        plan.recommendation.append(makeReason("recommended_fastest", Sev::Info,
                                              {{"hours", pick->hours.expected},
                                               {"cost_cny", cny(pick->costBilledFen)},
                                               {"gpus", double(pick->totalGpus)}},
                                              {{"offering", pick->offeringId}}));
    } else {
        Reason r = makeReason("recommended_cheapest", Sev::Info,
                              {{"hours", pick->hours.expected},
                               {"cost_cny", cny(pick->costBilledFen)},
                               {"gpus", double(pick->totalGpus)}},
                              {{"offering", pick->offeringId}});
        if (job.deadlineDays)
            r.numbers.append({QStringLiteral("deadline_hours"), *job.deadlineDays * 24.0});
        plan.recommendation.append(r);
    }

    if (work.training && fastest != cheapest) {
        const double saved = cheapest->hours.expected - fastest->hours.expected;
        const double extra = cny(fastest->costBilledFen - cheapest->costBilledFen);
        if (weekly) {
            const Reason r
                = makeReason("weekly_iteration_favours_faster", Sev::Info,
                             {{"hours_saved", saved},
                              {"extra_cost_cny", extra},
                              {"fast_hours", fastest->hours.expected},
                              {"slow_hours", cheapest->hours.expected}},
                             {{"faster", fastest->offeringId}, {"cheaper", cheapest->offeringId}});
            plan.recommendation.append(r);
            plan.advice.append(r);
        }
        if (cheapest->hours.expected >= kHybridSpeedup * fastest->hours.expected) {
            // Prorated: the sprint is paid by the hour (monthly / 720 or a container).
            plan.advice.append(
                makeReason("hybrid_plan", Sev::Info,
                           {{"iterate_hours", cheapest->hours.expected},
                            {"iterate_cost_cny", cny(cheapest->costBilledFen)},
                            {"sprint_hours", fastest->hours.expected},
                            {"sprint_cost_cny", cny(roundFen(fastest->costProratedFen.expected))}},
                           {{"iterate", cheapest->offeringId}, {"sprint", fastest->offeringId}}));
        }
    }
}

} // namespace gp
