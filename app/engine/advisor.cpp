#include "advisor.h"

#include "costmodel.h"
#include "likelihood.h"
#include "reasons.h"
#include "timemodel.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace gp {

namespace {

using Sev = Reason::Severity;

double cny(Fen fen)
{
    return yuanFromFen(fen);
}

/// The order of the decision rule: lower cost of the whole need (billed, plus porting and the
/// job's value of time), then faster, then fewer cards.
bool lessCost(const PlanOption &a, const PlanOption &b)
{
    if (a.decisionCostFen != b.decisionCostFen)
        return a.decisionCostFen < b.decisionCostFen;
    if (std::abs(a.hours.expected - b.hours.expected) > 1e-9 * std::max(1.0, a.hours.expected))
        return a.hours.expected < b.hours.expected;
    return a.totalGpus < b.totalGpus;
}

bool lessTime(const PlanOption &a, const PlanOption &b)
{
    if (std::abs(a.hours.expected - b.hours.expected) > 1e-9 * std::max(1.0, a.hours.expected))
        return a.hours.expected < b.hours.expected;
    if (a.totalGpus != b.totalGpus)
        return a.totalGpus < b.totalGpus;
    return a.needBilledFen < b.needBilledFen;
}

/// Rearranges \a items so that position k holds what was at order[k], following each cycle of
/// the permutation: no second copy of the list.
template<typename T>
void applyOrder(QList<T> &items, const QList<qsizetype> &order)
{
    QList<bool> done(items.size(), false);
    for (qsizetype start = 0; start < items.size(); ++start) {
        if (done.at(start) || order.at(start) == start)
            continue;
        T held = std::move(items[start]);
        qsizetype k = start;
        while (true) {
            done[k] = true;
            const qsizetype from = order.at(k);
            if (from == start) {
                items[k] = std::move(held);
                break;
            }
            items[k] = std::move(items[from]);
            k = from;
        }
    }
}

bool hasReason(const PlanOption &o, QLatin1StringView code)
{
    return std::any_of(o.reasons.cbegin(), o.reasons.cend(),
                       [code](const Reason &r) { return r.code == code; });
}

// Warnings the recommendation never carries when a feasible option avoids them (seed 003's
// mistakes 1 and 2, and a network that cannot carry the planned expansion).
constexpr QLatin1StringView kAvoidable[]
    = {QLatin1StringView("needs_ib_for_expansion"), QLatin1StringView("pcie_allreduce_bottleneck"),
       QLatin1StringView("over_provisioned")};

QString basisOf(const Job &job, const Workload &work)
{
    if (!work.training)
        return QStringLiteral("serving");
    return job.iteration == Iteration::Weekly ? QStringLiteral("weekly")
                                              : QStringLiteral("one_off");
}

QString tierName(int gpus)
{
    // Seed 000: one card; 2-4 cards "multi-card validation"; 8 cards one machine; beyond, several.
    return gpus <= 1 ? QStringLiteral("one_card")
        : gpus <= 4  ? QStringLiteral("two_to_four_cards")
        : gpus <= 8  ? QStringLiteral("eight_card_machine")
                     : QStringLiteral("multi_machine");
}

int tierNumber(int gpus)
{
    return gpus <= 1 ? 1 : gpus <= 4 ? 2 : gpus <= 8 ? 3 : 4;
}

const Reason *findReason(const PlanOption &o, const QString &code)
{
    for (const Reason &r : o.reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

Reason *findReason(PlanOption &o, const QString &code)
{
    // Looked up without writing: reasons shared with other options are copied only when found.
    const QList<Reason> &reasons = o.reasons;
    for (qsizetype i = 0; i < reasons.size(); ++i) {
        if (reasons.at(i).code == code)
            return &o.reasons[i];
    }
    return nullptr;
}

} // namespace

namespace {

using OptionContext = Advisor::OptionContext;

/// What the job requires of the offering and the card: a price, isolation, domestic hardware,
/// root for custom kernels, a trainable precision; FP8 falls back to BF16 where unsupported.
void addRequirements(PlanOption &opt, const OptionContext &c)
{
    const Job &job = c.job;
    const Offering &o = c.offering;
    const Accelerator &acc = c.accelerator;
    QList<Reason> &out = opt.reasons;
    if (!o.currentPrice())
        out.append(makeReason(u"no_price", Sev::Blocker));
    if (job.physicalIsolation && (o.form == RentalForm::Container || !o.physicalIsolation)) {
        out.append(
            makeReason(u"compliance_isolation", Sev::Blocker, {},
                       {{u"form",
                         o.form == RentalForm::Container ? QStringLiteral("container")
                                                         : QStringLiteral("shared_machine")}}));
    }
    if (job.domesticHardware && !acc.domestic) {
        out.append(makeReason(u"compliance_domestic", Sev::Blocker, {},
                              {{u"vendor", acc.vendor}, {u"accelerator", acc.id}}));
    }
    if (job.customKernels && !o.rootAccess)
        out.append(makeReason(u"custom_kernels_need_root", Sev::Blocker));
    if (job.method == Method::Full
        && (job.precision == Precision::INT8 || job.precision == Precision::INT4)) {
        out.append(makeReason(u"precision_not_trainable", Sev::Blocker, {},
                              {{u"suggested_method", QStringLiteral("qlora")}}));
    }
    bool fp8Fallback = false;
    static_cast<void>(c.work.peakPrecision(acc, &fp8Fallback));
    if (fp8Fallback) {
        out.append(makeReason(u"fp8_unsupported", Sev::Warning,
                              {{u"fallback_tflops", c.work.peakFlops(acc) / 1e12}},
                              {{u"fallback", QStringLiteral("bf16")}}));
    }
}

/// The job does not fit the cards (with offload where host RAM allows, or would, were the
/// machine's RAM stated).
void addMemory(PlanOption &opt, const OptionContext &c)
{
    const LayoutResult &r = c.result;
    if (!r.valid || r.fits)
        return;
    const Accelerator &acc = c.accelerator;
    Reason m = makeReason(u"memory_exceeded", Sev::Blocker,
                          {{u"needed_gb", r.minNoOffloadGb * opt.totalGpus},
                           {u"capacity_gb", acc.memoryGb * opt.totalGpus},
                           {u"needed_per_gpu_gb", r.minMemoryGb},
                           {u"capacity_per_gpu_gb", acc.memoryGb},
                           {u"gpus", double(opt.totalGpus)}});
    if (c.work.training && c.unknownRamNeededGb > 0) {
        // Offload would fit, given host RAM the catalog does not state.
        m.numbers.append({QStringLiteral("host_ram_unknown"), 1.0});
        m.numbers.append({QStringLiteral("host_needed_gb"), c.unknownRamNeededGb});
    } else if (c.work.training && r.minHostGb > 0 && c.space.hostRamGb) {
        m.numbers.append({QStringLiteral("host_needed_gb"), r.minHostGb});
        m.numbers.append(
            {QStringLiteral("host_capacity_gb"), *c.space.hostRamGb * MemoryModel::kHostUsable});
    }
    opt.reasons.append(m);
}

/// Serving: the cards fit the model but do not reach the target throughput.
void addServingTarget(PlanOption &opt, const OptionContext &c)
{
    const Job &job = c.job;
    if (c.work.training || !c.result.fits || c.result.servingTargetMet)
        return;
    opt.reasons.append(
        makeReason(u"serving_target_missed", Sev::Blocker,
                   {{u"tokens_per_s", opt.tokensPerS},
                    {u"target_tokens_per_s", job.inference.target()},
                    {u"per_request_tokens_per_s", job.inference.perRequestTokensPerS},
                    {u"target_stated", job.inference.targetTokensPerS ? 1.0 : 0.0},
                    {u"concurrent_requests", double(job.inference.concurrentRequests)},
                    {u"gpus", double(opt.totalGpus)}}));
}

/// Days from the order to the machine, where a one-off deadline counts them (seed 003: H100-class
/// machines are scheduled; ask a week ahead). 0 for weekly runs on a machine already rented, and
/// where the seller states nothing.
double leadHoursOf(const OptionContext &c)
{
    const bool oneOff = c.job.iteration == Iteration::OneOff;
    return oneOff && c.offering.leadTimeDays ? std::max(0.0, *c.offering.leadTimeDays) * 24.0 : 0.0;
}

/// The week of weekly iteration and the deadline: a run that cannot finish within the limit
/// is blocked; one that finishes with less than the headline's likelihood is at risk. A one-off
/// deadline counts from the order, so the machine's lead time comes first.
void addTimeLimits(PlanOption &opt, const OptionContext &c)
{
    const Job &job = c.job;
    if (!c.work.training || !c.result.valid)
        return;
    QList<Reason> &out = opt.reasons;
    const double week = CostModel::kHoursPerWeek;
    const bool weekly = job.iteration == Iteration::Weekly;
    const double deadline = job.deadlineDays ? *job.deadlineDays * 24.0 : 0.0;
    if (weekly && opt.hours.expected > week) {
        // Weekly iteration: a run that takes longer than a week cannot keep the cadence.
        out.append(makeReason(u"misses_weekly_cadence", Sev::Blocker,
                              {{u"hours", opt.hours.expected},
                               {u"week_hours", week},
                               {u"gpus", double(opt.totalGpus)}}));
    } else if (weekly && (deadline <= 0 || deadline >= week)
               && opt.deadlineLikelihood < Advisor::kAtRiskLikelihood) {
        // The week is a deadline every week (the deadline's own verdict covers a shorter one).
        out.append(makeReason(u"cadence_at_risk", Sev::Warning,
                              {{u"hours", opt.hours.expected},
                               {u"hours_high", opt.hours.high},
                               {u"week_hours", week},
                               {u"likelihood", opt.deadlineLikelihood}}));
    }
    if (deadline <= 0)
        return;
    const double lead = leadHoursOf(c);
    if (opt.hours.expected + lead > deadline) {
        Reason missed = makeReason(u"deadline_missed", Sev::Blocker,
                                   {{u"hours", opt.hours.expected},
                                    {u"deadline_hours", deadline},
                                    {u"likelihood", opt.deadlineLikelihood}});
        if (lead > 0) {
            missed.numbers.append({QStringLiteral("lead_hours"), lead});
            missed.numbers.append({QStringLiteral("lead_days"), lead / 24.0});
        }
        out.append(missed);
    } else if (opt.deadlineLikelihood < Advisor::kAtRiskLikelihood) {
        Reason risk = makeReason(u"deadline_at_risk", Sev::Warning,
                                 {{u"hours", opt.hours.expected},
                                  {u"hours_high", opt.hours.high},
                                  {u"deadline_hours", deadline},
                                  {u"likelihood", opt.deadlineLikelihood}});
        if (lead > 0) {
            risk.numbers.append({QStringLiteral("lead_hours"), lead});
            risk.numbers.append({QStringLiteral("lead_days"), lead / 24.0});
        }
        out.append(risk);
    }
}

/// Seed 003: moving a CUDA code base to CANN takes 2-5 person-days, custom operators more.
struct Porting {
    bool needed = false;
    double days = 0; ///< expected person-days
    double extraDays = 0; ///< for custom kernels
    Fen fen = 0; ///< days x the job's engineer day rate
    bool compared = false; ///< part of the cost compared (not when every option needs it)
};

Porting portingOf(const OptionContext &c)
{
    Porting p;
    p.needed = c.accelerator.softwareStack.compare(QLatin1String("CANN"), Qt::CaseInsensitive) == 0
        && !c.job.codeRunsOnCann;
    if (!p.needed)
        return p;
    p.extraDays = c.job.customKernels ? Advisor::kCannCustomKernelDays : 0.0;
    p.days = (Advisor::kCannDaysLow + Advisor::kCannDaysHigh) / 2.0 + p.extraDays;
    p.fen = roundFen(p.days * std::max(0.0, c.job.engineerDayRateCny) * 100.0);
    // Domestic hardware required: every option carries the porting, so it is said, not compared.
    p.compared = !c.job.domesticHardware;
    return p;
}

void addPorting(PlanOption &opt, const OptionContext &c, const Porting &p)
{
    if (!p.needed)
        return;
    opt.reasons.append(makeReason(u"cann_migration", c.job.customKernels ? Sev::Warning : Sev::Info,
                                  {{u"person_days_low", Advisor::kCannDaysLow + p.extraDays},
                                   {u"person_days_high", Advisor::kCannDaysHigh + p.extraDays},
                                   {u"person_days", p.days},
                                   {u"day_rate_cny", c.job.engineerDayRateCny},
                                   {u"porting_cost_cny", cny(p.fen)},
                                   {u"in_comparison", p.compared ? 1.0 : 0.0},
                                   {u"custom_kernels", c.job.customKernels ? 1.0 : 0.0}},
                                  {{u"tool", QStringLiteral("torch_npu")}}));
}

/// The budget is weighed against the cost of the decision: what finance pays for the whole need
/// (the run, or the month of weekly runs) plus the porting the comparison counts.
void addBudget(PlanOption &opt, const OptionContext &c)
{
    const Job &job = c.job;
    if (!job.budgetCny || !c.offering.currentPrice())
        return;
    const double budgetFen = *job.budgetCny * 100.0;
    opt.budgetLikelihood
        = Likelihood::atMost(budgetFen - double(opt.portingFen), opt.needBilledBandFen);
    const Fen cost = opt.needBilledFen + opt.portingFen;
    const bool over = double(cost) > budgetFen;
    if (!over && opt.budgetLikelihood >= Advisor::kAtRiskLikelihood)
        return;
    Reason b
        = makeReason(over ? u"over_budget" : u"budget_at_risk", over ? Sev::Blocker : Sev::Warning,
                     {{u"cost_cny", cny(cost)},
                      {u"budget_cny", *job.budgetCny},
                      {u"likelihood", opt.budgetLikelihood}});
    if (opt.portingFen > 0)
        b.numbers.append({QStringLiteral("porting_cost_cny"), cny(opt.portingFen)});
    if (opt.runsPerMonth > 0)
        b.numbers.append({QStringLiteral("runs_per_month"), opt.runsPerMonth});
    opt.reasons.append(b);
}

/// Links that slow the training: tensor parallel over PCIe, a shared or slow network between
/// machines, a PCIe all-reduce bottleneck (seed 003's mistake 2).
void addInterconnect(PlanOption &opt, const OptionContext &c)
{
    const Workload &w = c.work;
    if (!w.training)
        return;
    const Offering &o = c.offering;
    const Accelerator &acc = c.accelerator;
    const LayoutResult &r = c.result;
    QList<Reason> &out = opt.reasons;
    const double steps = w.totalTokens / std::max(1.0, r.step.tokens);
    const bool slowNetwork = o.sharedNetwork || o.interNodeGBs < 1.0;
    if (opt.nodes > 1 && slowNetwork) {
        out.append(makeReason(u"shared_network_cross_node", Sev::Blocker,
                              {{u"inter_node_gb_s", o.interNodeGBs},
                               {u"nodes", double(opt.nodes)},
                               {u"comm_hours", steps * (r.step.dpComm + r.step.ppComm) / 3600.0},
                               {u"hours", opt.hours.expected}},
                              {{u"network", o.network}}));
    }
    if (acc.intraLink != LinkKind::PCIe || opt.totalGpus <= 1 || !r.valid)
        return;
    const double gradientGb = w.trainedParams * w.gradBytes / 1e9;
    const double busy = r.step.compute + r.step.commTotal;
    const double fraction = busy > 0 ? r.step.commTotal / busy : 0;
    // A bottleneck is measured where a layout runs: a quarter of the step in communication,
    // or a large model's gradients (seed 003's mistake 2) taking a tenth of it. Where no
    // layout fits, the large gradients alone are the warning.
    if (fraction >= Advisor::kPcieCommFraction
        || (gradientGb >= Advisor::kPcieGradientGb
            && (fraction >= Advisor::kPcieLargeModelCommFraction || !r.fits))) {
        const int ranks = std::min(opt.totalGpus, std::max(1, o.gpusPerNode));
        out.append(
            makeReason(u"pcie_allreduce_bottleneck", Sev::Warning,
                       {{u"comm_fraction", fraction},
                        {u"gradient_gb", gradientGb},
                        {u"allreduce_s",
                         TimeModel::ringAllReduce(gradientGb * 1e9, ranks, acc.allReduceBusGBs)},
                        {u"bus_gb_s", acc.allReduceBusGBs}}));
    }
}

/// What the hours hold besides steady steps: offload to host RAM, and the whole run's startup,
/// checkpoints, failures and evaluation.
void addRunOverheads(PlanOption &opt, const OptionContext &c)
{
    const Workload &w = c.work;
    const LayoutResult &r = c.result;
    if (!w.training)
        return;
    const double steps = w.totalTokens / std::max(1.0, r.step.tokens);
    if (r.fits && opt.layout.offload) {
        opt.reasons.append(makeReason(u"offload_host_ram", Sev::Info,
                                      {{u"host_gb", r.memory.hostGb},
                                       {u"host_capacity_gb", c.space.hostRamGb.value_or(0.0)},
                                       {u"offload_hours", steps * r.step.offload / 3600.0}}));
    }
    if (!r.valid || opt.hours.expected <= 0)
        return;
    // The whole bill: startup, checkpoint writes, failures and evaluation are inside the
    // hours shown, beside the steady-state hours.
    const WholeRun &run = opt.wholeRun;
    opt.reasons.append(makeReason(u"checkpoint_restart_overhead", Sev::Info,
                                  {{u"checkpoint_gb", TimeModel::checkpointBytes(w) / 1e9},
                                   {u"steady_hours", run.steadyHours},
                                   {u"overhead_hours", run.hours() - run.steadyHours},
                                   {u"checkpoint_hours", run.checkpointHours},
                                   {u"restart_hours", run.failureHours},
                                   {u"failures", run.failures},
                                   {u"startup_hours", run.startupHours},
                                   {u"evaluation_hours", run.evaluationHours},
                                   {u"interval_hours", run.intervalHours}}));
}

/// The speed came from the team's trial runs: what they imply.
void addMeasuredFit(PlanOption &opt, const OptionContext &c)
{
    const EfficiencyEstimate &e = c.efficiency;
    if (e.source != QLatin1String("measured"))
        return;
    Reason m = makeReason(u"measured_fit", Sev::Info,
                          {{u"mfu", e.measuredMfu},
                           {u"compute_efficiency", e.expected},
                           {u"runs", double(e.measuredRuns)},
                           {u"max_measured_gpus", double(e.measuredMaxGpus)}});
    if (e.scalingCoefficient) {
        m.numbers.append({QStringLiteral("scaling_coefficient"), *e.scalingCoefficient});
        m.numbers.append(
            {QStringLiteral("scaling_efficiency"),
             e.scalingAt(std::min(opt.totalGpus, c.offering.gpusPerNode)).value_or(1.0)});
    }
    opt.reasons.append(m);
}

/// What the bill pays for beyond the run: idle time of a billed period and, for a one-off run
/// on a monthly machine that leaves much of its last month idle, the day rate under which
/// renting by the day beats the month (seed 003: bare metal rents by the day and by the month).
void addBilling(PlanOption &opt, const OptionContext &c)
{
    if (opt.idleFen > 0 && opt.billing != QLatin1String("hour") && opt.hourlyFen > 0) {
        opt.reasons.append(
            makeReason(u"idle_paid", Sev::Info,
                       {{u"idle_cny", cny(opt.idleFen)},
                        {u"idle_hours", double(opt.idleFen) / double(opt.hourlyFen)}}));
    }
    const bool oneOffRun = c.work.training && c.job.iteration == Iteration::OneOff;
    if (!oneOffRun || opt.needBilling != QLatin1String("month") || opt.hours.expected <= 0
        || c.offering.latest(BillingUnit::Day))
        return;
    const PriceSnapshot *month = c.offering.latest(BillingUnit::Month);
    if (!month)
        return;
    const double monthHours = CostModel::kHoursPerMonth;
    const double whole = std::floor(opt.hours.expected / monthHours);
    const double rest = opt.hours.expected - whole * monthHours;
    if (rest <= 0 || rest >= Advisor::kDayRentalMonthShare * monthHours)
        return;
    const double days = std::ceil(rest / CostModel::kHoursPerDay - 1e-6);
    const double monthFen
        = double(month->priceFen) * CostModel::multiplier(*month, opt.totalGpus, opt.nodes);
    opt.reasons.append(makeReason(u"day_rental", Sev::Info,
                                  {{u"days", days},
                                   {u"whole_months", whole},
                                   {u"month_share", rest / monthHours},
                                   {u"break_even_day_cny", cny(roundFen(monthFen / days))},
                                   {u"month_cny", cny(roundFen(monthFen))},
                                   {u"billed_cny", cny(opt.costBilledFen)},
                                   {u"prorated_cny", cny(roundFen(opt.costProratedFen.expected))},
                                   {u"machines", double(opt.nodes)}}));
}

/// Provisional: kept by addPlanAdvice only if a cheaper option fits. A container already rents
/// the fewest cards that do the job, so only a card count the job fixed can be too many.
void addOverProvisioning(PlanOption &opt, const OptionContext &c)
{
    const Accelerator &acc = c.accelerator;
    const bool countChosen = c.offering.form != RentalForm::Container || c.job.gpuCount;
    if (!c.result.fits || opt.totalGpus <= 1 || acc.memoryGb <= 0 || !countChosen)
        return;
    const double fraction = c.result.minNoOffloadGb / acc.memoryGb;
    if (fraction < Advisor::kOverProvisionedFraction) {
        opt.reasons.append(makeReason(u"over_provisioned", Sev::Warning,
                                      {{u"memory_fraction", fraction},
                                       {u"used_fraction", opt.memoryPerGpuGb / acc.memoryGb}}));
    }
}

} // namespace

void Advisor::addOptionReasons(PlanOption &opt, const OptionContext &c)
{
    // The porting counts in the budget's verdict, so it is priced first.
    const Porting porting = portingOf(c);
    if (porting.compared)
        opt.portingFen = porting.fen;
    addRequirements(opt, c);
    addMemory(opt, c);
    addServingTarget(opt, c);
    if (c.work.training && c.result.pcieTensorParallel) {
        opt.reasons.append(
            makeReason(u"tp_over_pcie", Sev::Warning, {{u"tp", double(opt.layout.tp)}}));
    }
    addTimeLimits(opt, c);
    addBudget(opt, c);
    addInterconnect(opt, c);
    addRunOverheads(opt, c);
    if (opt.nodes > 1 || c.offering.form == RentalForm::Cluster) {
        opt.reasons.append(
            makeReason(u"multi_node_quote", Sev::Info, {{u"nodes", double(opt.nodes)}}));
    }
    addPorting(opt, c, porting);
    addMeasuredFit(opt, c);
    addBilling(opt, c);
    addOverProvisioning(opt, c);
    opt.decisionCostFen = opt.needBilledFen + opt.portingFen + opt.timeValueFen;
}

namespace {

/// The cross-option part of the advice (Advisor::addPlanAdvice), one step per kind: networks
/// for expansion, over-provisioning, break-even, the order, the Pareto front, the decision rule,
/// the runner-up, a cheaper near miss, the hybrid plan and the card-count tiers.
class PlanAdvice {
public:
    PlanAdvice(Plan &plan, const CatalogData &catalog, const Workload &work)
        : m_plan(plan)
        , m_catalog(catalog)
        , m_work(work)
        , m_job(plan.job)
        , m_opts(plan.options)
        , m_weekly(work.training && plan.job.iteration == Iteration::Weekly)
    { }

    void run()
    {
        markExpansionNetworks();
        explainOverProvisioning();
        adviseBreakEven();
        settleAndSort();
        markParetoFront();
        if (!recommend())
            return;
        nameRunnerUp();
        nameCheaperPastDeadline();
        adviseDayRental();
        adviseLeadTime();
        adviseHybrid();
        adviseTiers();
    }

private:
    /// Offerings by id through the catalog's own index: plans over 200,000 must stay linear.
    [[nodiscard]] const Offering *byId(const QString &id) const { return m_catalog.offering(id); }
    /// The warning an option was set aside for by the decision rule, or empty.
    [[nodiscard]] QString avoidedBy(const PlanOption &o) const
    {
        for (const auto &[x, w] : m_setAside) {
            if (x == &o)
                return w;
        }
        return {};
    }
    /// A one-off comparison with a monthly bill in it is also shown pro-rated, as the seeds
    /// compute it (monthly / 720 x hours).
    [[nodiscard]] bool proratedDiffers(const PlanOption &other) const
    {
        const auto monthly = [](const PlanOption &o) {
            return o.needBilling == QLatin1String("month");
        };
        return m_work.training && !m_weekly && (monthly(other) || monthly(*m_pick));
    }
    [[nodiscard]] static Fen proratedDecisionFen(const PlanOption &o)
    {
        return roundFen(o.costProratedFen.expected) + o.portingFen + o.timeValueFen;
    }
    void markExpansionNetworks();
    void explainOverProvisioning();
    void adviseBreakEven();
    void settleAndSort();
    void markParetoFront();
    /// The decision rule; false when nothing is feasible.
    bool recommend();
    void nameRunnerUp();
    void nameCheaperPastDeadline();
    /// The recommendation's day rate under which renting by the day beats the month.
    void adviseDayRental();
    /// Delivery: the bridge on hourly containers for options the lead time makes late, and
    /// when to order the recommended machine.
    void adviseLeadTime();
    /// Hourly containers of the card until a machine arrives, then the machine: finish and cost.
    void addBridge(PlanOption &late, Reason &missed) const;
    void adviseHybrid();
    void adviseTiers();

    Plan &m_plan;
    const CatalogData &m_catalog;
    const Workload &m_work;
    const Job &m_job;
    QList<PlanOption> &m_opts;
    const bool m_weekly;
    QList<PlanOption *> m_feasible; ///< in order of hours
    const PlanOption *m_cheapest = nullptr;
    const PlanOption *m_fastest = nullptr;
    QList<const PlanOption *> m_candidates; ///< feasible and not set aside
    QList<QPair<const PlanOption *, QString>> m_setAside; ///< with the warning avoided
    const PlanOption *m_pick = nullptr;
    QString m_basis;
};

/// Expansion across machines needs RDMA between them.
void PlanAdvice::markExpansionNetworks()
{
    // Expansion across machines needs RDMA (seed 000: IB for cross-machine work). "now" rules
    // out machines without it; "within 6 months" keeps them with a warning that the
    // recommendation avoids when an option with IB does the job. The alternative is priced at
    // the same card count, so the sentence compares like with like (8 cards: ¥87,200 vs ¥86,880).
    if (m_job.expansion != Expansion::None) {
        const PlanOption *rdmaAny = nullptr;
        QHash<QString, const PlanOption *> rdmaByAccelerator;
        for (const auto &a : m_opts) {
            const Offering *ao = byId(a.offeringId);
            if (!ao || !ao->rdma || !runsTheJob(a))
                continue;
            const auto better = [&a](const PlanOption *cur) {
                return !cur || (a.feasible && !cur->feasible)
                    || (a.feasible == cur->feasible && lessCost(a, *cur));
            };
            if (better(rdmaAny))
                rdmaAny = &a;
            if (better(rdmaByAccelerator.value(a.acceleratorId, nullptr)))
                rdmaByAccelerator.insert(a.acceleratorId, &a);
        }
        const bool now = m_job.expansion == Expansion::Now;
        for (auto &o : m_opts) {
            const Offering *off = byId(o.offeringId);
            if (!off || off->rdma)
                continue;
            Reason r = makeReason(
                u"needs_ib_for_expansion", now ? Sev::Blocker : Sev::Warning,
                {{u"inter_node_gb_s", off->interNodeGBs}},
                {{u"network", off->network},
                 {u"expansion", now ? QStringLiteral("now") : QStringLiteral("within_6_months")}});
            const PlanOption *altOpt = rdmaByAccelerator.value(o.acceleratorId, rdmaAny);
            const Offering *altOff = altOpt ? byId(altOpt->offeringId) : nullptr;
            if (altOpt && altOff && o.needBilledFen > 0) {
                int gpus = altOpt->totalGpus;
                Fen altFen = altOpt->needBilledFen;
                if (altOpt->acceleratorId == o.acceleratorId && o.totalGpus > 0) {
                    // The same cards on the machine with IB, for the same time.
                    gpus = o.totalGpus;
                    const int perNode = std::max(1, altOff->gpusPerNode);
                    const int nodes = (gpus + perNode - 1) / perNode;
                    altFen = m_weekly
                        ? CostModel::billedRecurring(*altOff, gpus, nodes, o.hours.expected,
                                                     o.runsPerMonth)
                              .billedFen
                        : CostModel::billed(*altOff, gpus, nodes, o.hours.expected).billedFen;
                }
                r.texts.append({QStringLiteral("alternative"), altOpt->offeringId});
                r.numbers.append({QStringLiteral("extra_cost_cny"), cny(altFen - o.needBilledFen)});
                r.numbers.append({QStringLiteral("gpus"), double(gpus)});
            }
            o.reasons.append(r);
            if (now)
                o.feasible = false;
        }
    }
}

/// Over-provisioning, with the cheaper option that avoids it.
void PlanAdvice::explainOverProvisioning()
{
    // Over-provisioned: only when a cheaper feasible option runs the job, same rental form
    // first, and that option carries no network warning this one does not (a machine without IB
    // is no alternative when expansion is planned).
    const auto networkMask = [](const PlanOption &a) {
        return (hasReason(a, QLatin1StringView("needs_ib_for_expansion")) ? 1 : 0)
            | (hasReason(a, QLatin1StringView("pcie_allreduce_bottleneck")) ? 2 : 0);
    };
    QHash<int, const PlanOption *> cheapestBy; // key: form * 4 + mask
    for (const auto &a : m_opts) {
        if (!a.feasible || a.needBilledFen <= 0)
            continue;
        const PlanOption *&f = cheapestBy[static_cast<int>(a.form) * 4 + networkMask(a)];
        if (!f || a.needBilledFen < f->needBilledFen)
            f = &a;
    }
    const auto cheaperAlternative = [&](const PlanOption &o, bool sameForm) {
        const PlanOption *best = nullptr;
        const int mask = networkMask(o);
        for (int form = 0; form < 3; ++form) {
            if (sameForm && form != static_cast<int>(o.form))
                continue;
            for (int m = 0; m < 4; ++m) {
                if ((m & ~mask) != 0)
                    continue;
                const PlanOption *a = cheapestBy.value(form * 4 + m, nullptr);
                if (a && a != &o && a->needBilledFen < o.needBilledFen
                    && (!best || a->needBilledFen < best->needBilledFen))
                    best = a;
            }
        }
        return best;
    };
    for (auto &o : m_opts) {
        Reason *r = findReason(o, QStringLiteral("over_provisioned"));
        if (!r)
            continue;
        const PlanOption *alt = cheaperAlternative(o, true);
        if (!alt)
            alt = cheaperAlternative(o, false);
        if (!alt) {
            o.reasons.removeIf(
                [](const Reason &x) { return x.code == QLatin1String("over_provisioned"); });
            continue;
        }
        r->numbers.append(
            {QStringLiteral("cost_ratio"), double(o.needBilledFen) / double(alt->needBilledFen)});
        r->numbers.append({QStringLiteral("alternative_cost_cny"), cny(alt->needBilledFen)});
        r->numbers.append({QStringLiteral("cost_cny"), cny(o.needBilledFen)});
        r->texts.append({QStringLiteral("alternative"), alt->offeringId});
    }
}

/// Break-even lines of the cards that run the job, and when they favour the monthly machine.
void PlanAdvice::adviseBreakEven()
{
    // Break-even only for accelerators that can run the job.
    QSet<QString> runningAccelerators;
    for (const auto &o : m_opts) {
        if (runsTheJob(o))
            runningAccelerators.insert(o.acceleratorId);
    }
    m_plan.breakeven.removeIf([&runningAccelerators](const BreakEven &b) {
        return !runningAccelerators.contains(b.acceleratorId);
    });
    // Heavy monthly use of a whole machine's worth of container cards favours the monthly
    // machine; the line used is the container's cheapest rate (the monthly-paid one), so the
    // advice holds whichever way the container is paid.
    QHash<QString, const BreakEven *> cheapestLine; // per container offering
    for (const auto &b : std::as_const(m_plan.breakeven)) {
        const BreakEven *&line = cheapestLine[b.containerOfferingId];
        if (!line || b.containerHourlyFen < line->containerHourlyFen)
            line = &b;
    }
    bool breakEvenAdvised = false;
    for (auto &o : m_opts) {
        if (o.form != RentalForm::Container || !runsTheJob(o))
            continue;
        const Offering *off = byId(o.offeringId);
        if (!off || o.totalGpus < off->gpusPerNode)
            continue;
        const BreakEven *line = cheapestLine.value(o.offeringId, nullptr);
        if (!line || m_job.monthlyHours <= line->hoursPerMonth)
            continue;
        const Reason r = makeReason(u"breakeven_favours_monthly", Sev::Info,
                                    {{u"monthly_hours", m_job.monthlyHours},
                                     {u"breakeven_hours", line->hoursPerMonth},
                                     {u"container_hourly_cny", cny(line->containerHourlyFen)},
                                     {u"bare_metal_monthly_cny", cny(line->bareMetalMonthlyFen)}},
                                    {{u"alternative", line->bareMetalOfferingId}});
        o.reasons.append(r);
        if (!breakEvenAdvised) {
            m_plan.advice.append(r);
            breakEvenAdvised = true;
        }
    }
}

/// Feasibility from the blockers, then feasible first in the decision rule's order.
void PlanAdvice::settleAndSort()
{
    for (auto &o : m_opts) {
        sortReasons(o.reasons);
        o.feasible = !hasBlocker(o.reasons);
    }

    // Sort: feasible first, then by the decision rule's cost. The order is found on indices and
    // applied in place, about one move per option: options are large, a plan may hold 200,000,
    // and a sorted copy of them would be that much more memory to fill.
    QList<qsizetype> order(m_opts.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    std::stable_sort(order.begin(), order.end(), [this](qsizetype i, qsizetype j) {
        const PlanOption &a = m_opts.at(i);
        const PlanOption &b = m_opts.at(j);
        if (a.feasible != b.feasible)
            return a.feasible;
        return lessCost(a, b);
    });
    applyOrder(m_opts, order);
}

/// The cheapest and the fastest feasible options and the Pareto front of time and cost.
void PlanAdvice::markParetoFront()
{
    m_cheapest = nullptr;
    m_fastest = nullptr;
    for (const auto &o : m_opts) {
        if (!o.feasible)
            continue;
        if (!m_cheapest || o.needBilledFen < m_cheapest->needBilledFen
            || (o.needBilledFen == m_cheapest->needBilledFen && lessTime(o, *m_cheapest)))
            m_cheapest = &o;
        if (!m_fastest || lessTime(o, *m_fastest))
            m_fastest = &o;
    }
    // Pareto front on (expected hours, billed cost of the need) among feasible options: sweep by
    // hours; an option is on the front when it is cheaper than everything at least as fast.
    m_feasible.clear();
    for (auto &o : m_opts) {
        if (o.feasible)
            m_feasible.append(&o);
    }
    std::sort(m_feasible.begin(), m_feasible.end(), [](const PlanOption *a, const PlanOption *b) {
        if (a->hours.expected != b->hours.expected)
            return a->hours.expected < b->hours.expected;
        return a->needBilledFen < b->needBilledFen;
    });
    Fen bestCost = std::numeric_limits<Fen>::max();
    double bestHours = -1;
    for (PlanOption *o : std::as_const(m_feasible)) {
        const bool sameAsBest = o->hours.expected == bestHours && o->needBilledFen == bestCost;
        o->onParetoFront = o->needBilledFen < bestCost || sameAsBest;
        if (o->needBilledFen < bestCost) {
            bestCost = o->needBilledFen;
            bestHours = o->hours.expected;
        }
    }
    if (m_fastest)
        m_plan.fastestWithinBudgetId = m_fastest->offeringId;
}

/// The decision rule: set aside the avoidable warnings, then the lowest decision cost.
bool PlanAdvice::recommend()
{
    if (!m_cheapest) {
        m_plan.recommendation.append(
            makeReason(u"no_feasible_option", Sev::Warning, {{u"options", double(m_opts.size())}}));
        return false;
    }
    // The decision rule: among feasible options, set aside those carrying a warning another
    // feasible option avoids, the network warnings first; recommend the lowest cost of the whole
    // need among the rest.
    m_candidates.clear();
    for (const PlanOption *o : std::as_const(m_feasible))
        m_candidates.append(o);
    m_setAside.clear();
    const auto decisionCost = [](const PlanOption *x) {
        return x->decisionCostFen;
    };
    for (const QLatin1StringView w : kAvoidable) {
        Fen withCost = 0, withoutCost = 0;
        bool anyWith = false, anyWithout = false;
        for (const PlanOption *x : std::as_const(m_candidates)) {
            Fen &c = hasReason(*x, w) ? withCost : withoutCost;
            bool &any = hasReason(*x, w) ? anyWith : anyWithout;
            if (!any || decisionCost(x) < c)
                c = decisionCost(x);
            any = true;
        }
        if (!anyWith || !anyWithout)
            continue;
        // A slow all-reduce or idle memory costs time and money the plan already counts: it
        // sets an option aside only while avoiding it costs no more than a material saving.
        // A planned expansion without IB is a requirement, whatever the price.
        if (w != QLatin1StringView("needs_ib_for_expansion")
            && double(withoutCost) > double(withCost) * (1.0 + Advisor::kMaterialSaving))
            continue;
        m_candidates.removeIf([&](const PlanOption *x) {
            if (!hasReason(*x, w))
                return false;
            m_setAside.append({x, QString(w)});
            return true;
        });
    }
    const PlanOption *cheapestLeft = *std::min_element(
        m_candidates.cbegin(), m_candidates.cend(), [](const PlanOption *a, const PlanOption *b) {
            return a->needBilledFen + a->portingFen < b->needBilledFen + b->portingFen;
        });
    m_plan.cheapestMeetingDeadlineId = cheapestLeft->offeringId;
    m_pick = *std::min_element(
        m_candidates.cbegin(), m_candidates.cend(),
        [](const PlanOption *a, const PlanOption *b) { return lessCost(*a, *b); });
    m_plan.recommendedId = m_pick->offeringId;
    m_basis = basisOf(m_job, m_work);
    Reason rec = makeReason(u"recommended", Sev::Info,
                            {{u"hours", m_pick->hours.expected},
                             {u"cost_cny", cny(m_pick->needBilledFen)},
                             {u"gpus", double(m_pick->totalGpus)},
                             {u"candidates", double(m_candidates.size())}},
                            {{u"offering", m_pick->offeringId}, {u"basis", m_basis}});
    const double week = CostModel::kHoursPerWeek;
    if (m_job.deadlineDays && m_work.training && (!m_weekly || *m_job.deadlineDays * 24.0 < week)) {
        rec.numbers.append({QStringLiteral("deadline_hours"), *m_job.deadlineDays * 24.0});
        rec.numbers.append({QStringLiteral("deadline_likelihood"), m_pick->deadlineLikelihood});
    } else if (m_weekly) {
        // The week is the deadline of every run, said with the same likelihood.
        rec.numbers.append({QStringLiteral("week_hours"), week});
        rec.numbers.append({QStringLiteral("cadence_likelihood"), m_pick->deadlineLikelihood});
    }
    if (m_job.budgetCny) {
        rec.numbers.append({QStringLiteral("budget_cny"), *m_job.budgetCny});
        rec.numbers.append({QStringLiteral("budget_likelihood"), m_pick->budgetLikelihood});
    }
    if (m_pick->runsPerMonth > 0)
        rec.numbers.append({QStringLiteral("runs_per_month"), m_pick->runsPerMonth});
    if (m_pick->portingFen > 0) {
        rec.numbers.append({QStringLiteral("porting_cost_cny"), cny(m_pick->portingFen)});
        rec.numbers.append(
            {QStringLiteral("decision_cost_cny"), cny(m_pick->needBilledFen + m_pick->portingFen)});
    } else if (const Reason *cann = findReason(*m_pick, QStringLiteral("cann_migration"));
               cann && cann->number(QStringLiteral("in_comparison")) == 0) {
        // Every option needs the porting (domestic hardware): said, with its effort, not compared.
        rec.numbers.append({QStringLiteral("porting_days_uncompared"),
                            cann->number(QStringLiteral("person_days"))});
        rec.numbers.append({QStringLiteral("porting_cost_uncompared_cny"),
                            cann->number(QStringLiteral("porting_cost_cny"))});
    }
    if (m_job.valueOfTimeCnyPerDay)
        rec.numbers.append(
            {QStringLiteral("value_of_time_cny_per_day"), *m_job.valueOfTimeCnyPerDay});
    m_plan.recommendation.append(rec);
    return true;
}

/// The runner-up and the trade between them, in one sentence.
void PlanAdvice::nameRunnerUp()
{
    // The runner-up and the trade, in one sentence (seed 003: "H100 costs about ¥7,900 more and
    // saves about 10 days"): an option set aside although cheaper; else the cheapest faster
    // option on another card; else the next option by the rule (another card only where it
    // saves time).
    const PlanOption *runner = nullptr;
    QString setAsideFor;
    // Set aside although cheaper: the same card first (like for like), then any.
    for (const bool sameCard : {true, false}) {
        for (const auto &[o, w] : std::as_const(m_setAside)) {
            if ((o->acceleratorId == m_pick->acceleratorId || !sameCard) && lessCost(*o, *m_pick)
                && (!runner || lessCost(*o, *runner))) {
                runner = o;
                setAsideFor = w;
            }
        }
        if (runner)
            break;
    }
    const auto faster = [&](const PlanOption *o) {
        return o->hours.expected < m_pick->hours.expected * 0.95;
    };
    if (!runner) {
        for (const PlanOption *o : std::as_const(m_candidates)) {
            if (o != m_pick && o->acceleratorId != m_pick->acceleratorId && m_work.training
                && faster(o) && (!runner || lessCost(*o, *runner)))
                runner = o;
        }
    }
    if (!runner) {
        // Another card that costs more and is no faster is no alternative to weigh.
        for (const PlanOption *o : std::as_const(m_candidates)) {
            if (o != m_pick && o->acceleratorId != m_pick->acceleratorId
                && (!m_work.training || o->hours.expected < m_pick->hours.expected)
                && (!runner || lessCost(*o, *runner)))
                runner = o;
        }
    }
    if (!runner) {
        for (const PlanOption *o : std::as_const(m_candidates)) {
            if (o != m_pick && (!runner || lessCost(*o, *runner)))
                runner = o;
        }
    }
    if (runner) {
        Reason r = makeReason(
            u"runner_up", Sev::Info,
            {{u"extra_cost_cny", cny(runner->decisionCostFen - m_pick->decisionCostFen)},
             {u"extra_billed_cny", cny(runner->needBilledFen - m_pick->needBilledFen)},
             {u"hours_saved", m_pick->hours.expected - runner->hours.expected},
             {u"hours", runner->hours.expected},
             {u"gpus", double(runner->totalGpus)}},
            {{u"offering", runner->offeringId},
             {u"recommended", m_pick->offeringId},
             {u"basis", m_basis}});
        if (runner->portingFen != m_pick->portingFen)
            r.numbers.append({QStringLiteral("porting_delta_cny"),
                              cny(runner->portingFen - m_pick->portingFen)});
        if (proratedDiffers(*runner))
            r.numbers.append({QStringLiteral("extra_prorated_cny"),
                              cny(proratedDecisionFen(*runner) - proratedDecisionFen(*m_pick))});
        if (!setAsideFor.isEmpty())
            r.texts.append({QStringLiteral("set_aside_for"), setAsideFor});
        m_plan.recommendation.append(r);
    }
}

/// A much cheaper option that only misses the deadline.
void PlanAdvice::nameCheaperPastDeadline()
{
    // A much cheaper option that only misses the deadline: the manager may rather move the date
    // than pay the difference (70B one-off: 910B x8 a day late against H100 x8 at ¥68,000 more).
    // Only options that run the job and whose every blocker is the deadline; at least a fifth
    // cheaper by the rule's cost, so that a few yuan never reopen a settled date.
    if (m_work.training && m_job.deadlineDays) {
        const PlanOption *near = nullptr;
        for (const auto &o : m_opts) {
            if (o.feasible || !runsTheJob(o) || o.hours.expected <= 0
                || o.decisionCostFen > m_pick->decisionCostFen * (1.0 - Advisor::kMaterialSaving))
                continue;
            bool onlyDeadline = false;
            bool other = false;
            for (const Reason &r : o.reasons) {
                if (r.severity != Sev::Blocker)
                    continue;
                (r.code == u"deadline_missed" ? onlyDeadline : other) = true;
            }
            // A warning the recommendation was chosen to avoid would be set aside here too.
            const bool avoidable
                = std::any_of(std::begin(kAvoidable), std::end(kAvoidable),
                              [&](QLatin1StringView w) { return hasReason(o, w); });
            if (onlyDeadline && !other && !avoidable && (!near || lessCost(o, *near)))
                near = &o;
        }
        if (near) {
            // The deadline that its slow end still meets: a date it can be trusted with.
            Reason r
                = makeReason(u"cheaper_past_deadline", Sev::Info,
                             {{u"saving_cny", cny(m_pick->decisionCostFen - near->decisionCostFen)},
                              {u"hours", near->hours.expected},
                              {u"deadline_hours", *m_job.deadlineDays * 24.0},
                              {u"safe_days", std::ceil(near->hours.high / 24.0)},
                              {u"likelihood", near->deadlineLikelihood},
                              {u"gpus", double(near->totalGpus)}},
                             {{u"offering", near->offeringId}});
            if (near->portingFen != m_pick->portingFen)
                r.numbers.append({QStringLiteral("porting_delta_cny"),
                                  cny(near->portingFen - m_pick->portingFen)});
            if (proratedDiffers(*near))
                r.numbers.append({QStringLiteral("saving_prorated_cny"),
                                  cny(proratedDecisionFen(*m_pick) - proratedDecisionFen(*near))});
            m_plan.recommendation.append(r);
        }
    }
}

/// The recommendation's day rate (seed 003: bare metal rents by the day and by the month).
void PlanAdvice::adviseDayRental()
{
    if (const Reason *day = findReason(*m_pick, QStringLiteral("day_rental")))
        m_plan.recommendation.append(*day);
}

void PlanAdvice::addBridge(PlanOption &late, Reason &missed) const
{
    // Seed 003: book about a week ahead and bridge with hourly containers. The bridge runs on
    // the cheapest hourly container of the same card that runs the job, and the machine takes
    // over the rest when it arrives (moving the checkpoint is not counted).
    const double lead = missed.number(QStringLiteral("lead_hours"));
    const PlanOption *bridge = nullptr;
    for (const auto &b : std::as_const(m_opts)) {
        const Offering *bo = byId(b.offeringId);
        if (&b == &late || b.acceleratorId != late.acceleratorId || !bo
            || b.form != RentalForm::Container || !bo->latest(BillingUnit::Hour) || !runsTheJob(b)
            || b.hours.expected <= 0)
            continue;
        if (!bridge || b.hourlyFen < bridge->hourlyFen)
            bridge = &b;
    }
    const Offering *machine = byId(late.offeringId);
    if (!bridge || !machine) {
        missed.numbers.append({QStringLiteral("bridge_available"), 0.0});
        return;
    }
    const Offering &bo = *byId(bridge->offeringId);
    // A container that finishes before the machine arrives does the whole run.
    const bool alone = bridge->hours.expected <= lead;
    const double onBridge = alone ? bridge->hours.expected : lead;
    const double rest = alone ? 0.0 : late.hours.expected * (1.0 - lead / bridge->hours.expected);
    const Fen bridgeFen
        = CostModel::billed(bo, bridge->totalGpus, bridge->nodes, onBridge).billedFen;
    const Fen machineFen
        = alone ? 0 : CostModel::billed(*machine, late.totalGpus, late.nodes, rest).billedFen;
    missed.numbers.append({QStringLiteral("bridge_available"), 1.0});
    missed.numbers.append({QStringLiteral("container_alone"), alone ? 1.0 : 0.0});
    missed.numbers.append({QStringLiteral("bridge_gpus"), double(bridge->totalGpus)});
    missed.numbers.append({QStringLiteral("bridge_cost_cny"), cny(bridgeFen)});
    missed.numbers.append({QStringLiteral("bridge_finish_hours"), onBridge + rest});
    missed.numbers.append({QStringLiteral("bridge_total_cny"), cny(bridgeFen + machineFen)});
    missed.texts.append({QStringLiteral("bridge_offering"), bridge->offeringId});
}

/// Delivery (seed 003, Q5): H100-class machines are scheduled; ask a week ahead; bridge with
/// hourly containers.
void PlanAdvice::adviseLeadTime()
{
    if (!m_work.training)
        return;
    const double deadline = m_job.deadlineDays ? *m_job.deadlineDays * 24.0 : 0.0;
    // Options late only because of the delivery: the bridge, priced.
    PlanOption *bridged = nullptr;
    for (auto &o : m_opts) {
        Reason *missed = findReason(o, QStringLiteral("deadline_missed"));
        if (!missed || missed->number(QStringLiteral("lead_hours")) <= 0
            || o.hours.expected > deadline || !runsTheJob(o))
            continue;
        addBridge(o, *missed);
        const bool meets = missed->number(QStringLiteral("bridge_available")) > 0
            && missed->number(QStringLiteral("container_alone")) == 0
            && missed->number(QStringLiteral("bridge_finish_hours")) <= deadline;
        const Fen total = fenFromYuan(missed->number(QStringLiteral("bridge_total_cny")));
        if (meets && total + o.portingFen < m_pick->decisionCostFen
            && (!bridged || o.decisionCostFen < bridged->decisionCostFen))
            bridged = &o;
    }
    if (bridged) {
        // A cheaper machine that only its delivery makes late: start on its card by the hour.
        Reason r = *findReason(*bridged, QStringLiteral("deadline_missed"));
        r.code = QStringLiteral("lead_time");
        r.severity = Sev::Info;
        r.texts.append({QStringLiteral("offering"), bridged->offeringId});
        r.texts.append({QStringLiteral("kind"), QStringLiteral("bridge")});
        r.numbers.append({QStringLiteral("saving_cny"),
                          cny(m_pick->decisionCostFen - bridged->portingFen
                              - fenFromYuan(r.number(QStringLiteral("bridge_total_cny"))))});
        m_plan.recommendation.append(r);
    }
    const Offering *pick = byId(m_pick->offeringId);
    if (!pick || m_pick->form == RentalForm::Container)
        return;
    if (pick->leadTimeDays && *pick->leadTimeDays > 0) {
        Reason r = makeReason(
            u"lead_time", Sev::Info, {{u"lead_days", *pick->leadTimeDays}},
            {{u"offering", m_pick->offeringId}, {u"kind", QStringLiteral("order_ahead")}});
        if (deadline > 0 && !m_weekly)
            r.numbers.append({QStringLiteral("deadline_hours"), deadline});
        m_plan.recommendation.append(r);
    } else if (!pick->leadTimeDays && deadline > 0 && !m_weekly) {
        // Unknown is not zero: the deadline is only as safe as a delivery nobody stated.
        m_plan.recommendation.append(
            makeReason(u"lead_time", Sev::Info, {{u"deadline_hours", deadline}},
                       {{u"offering", m_pick->offeringId}, {u"kind", QStringLiteral("unknown")}}));
    }
}

/// Iterate on the cheap card, sprint on an hourly fast one (seed 003), for repeated work.
void PlanAdvice::adviseHybrid()
{
    // Hybrid (seed 003: iterate on 910B or 4090, sprint on hourly H100): only for repeated work,
    // and only sprinting on an offering rented by the hour, with no porting of its own.
    if (m_weekly) {
        const PlanOption *sprint = nullptr;
        for (const PlanOption *o : std::as_const(m_feasible)) {
            const Offering *off = byId(o->offeringId);
            if (!off || !CostModel::latest(*off, BillingUnit::Hour) || o == m_pick
                || o->portingFen > m_pick->portingFen || !avoidedBy(*o).isEmpty())
                continue;
            if (m_pick->hours.expected >= Advisor::kHybridSpeedup * o->hours.expected
                && (!sprint || lessTime(*o, *sprint)))
                sprint = o;
        }
        if (sprint) {
            m_plan.advice.append(
                makeReason(u"hybrid_plan", Sev::Info,
                           {{u"iterate_hours", m_pick->hours.expected},
                            {u"iterate_cost_cny", cny(m_pick->needBilledFen)},
                            {u"sprint_hours", sprint->hours.expected},
                            {u"sprint_cost_cny", cny(sprint->costBilledFen)}},
                           {{u"iterate", m_pick->offeringId}, {u"sprint", sprint->offeringId}}));
        }
    }
}

/// Seed 000's card-count tiers for the recommended card and the 24 GB reference card.
void PlanAdvice::adviseTiers()
{
    // Card-count tier (seed 000) for the recommended card, and for the 24 GB reference card
    // when an option on one runs the job.
    const auto tier = [&](const PlanOption &o) {
        const Accelerator *acc = m_catalog.accelerator(o.acceleratorId);
        return makeReason(u"tier", Sev::Info,
                          {{u"tier", double(tierNumber(o.totalGpus))},
                           {u"gpus", double(o.totalGpus)},
                           {u"card_gb", acc ? acc->memoryGb : o.memoryCapacityGb},
                           {u"memory_per_gpu_gb", o.memoryPerGpuGb}},
                          {{u"tier_name", tierName(o.totalGpus)},
                           {u"accelerator", o.acceleratorId},
                           {u"offering", o.offeringId}});
    };
    m_plan.advice.append(tier(*m_pick));
    if (std::abs(m_pick->memoryCapacityGb - Advisor::kTierCardGb) > 4.0) {
        const PlanOption *ref = nullptr;
        for (const auto &o : m_opts) {
            if (runsTheJob(o) && std::abs(o.memoryCapacityGb - Advisor::kTierCardGb) <= 4.0
                && (!ref || o.totalGpus < ref->totalGpus
                    || (o.totalGpus == ref->totalGpus && lessCost(o, *ref))))
                ref = &o;
        }
        if (ref)
            m_plan.advice.append(tier(*ref));
    }
}

} // namespace

void Advisor::addPlanAdvice(Plan &plan, const CatalogData &catalog, const Workload &work)
{
    PlanAdvice(plan, catalog, work).run();
}

} // namespace gp
