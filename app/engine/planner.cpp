#include "planner.h"

#include "advisor.h"
#include "breakeven.h"
#include "calibration.h"
#include "costmodel.h"
#include "efficiency.h"
#include "framework.h"
#include "largebuffer.h"
#include "layoutsearch.h"
#include "likelihood.h"
#include "reasons.h"
#include "timemodel.h"
#include "workload.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <thread>
#include <tuple>
#include <vector>

namespace gp {

namespace {

using Sev = Reason::Severity;

// Seed 000: a 2-4 card job is the "multi-card validation" tier, 8 cards one machine.
constexpr int kTierMachineCards = 8;
// Seed 000's trial steps run "a fixed number of steps": we price each at two hours, enough for
// an environment check and a few hundred steady steps of a 7B-70B job (a stated assumption).
constexpr double kTrialStepHours = 2.0;
// The most cards any allocation is searched with (the job format's gpu_count limit).
constexpr int kMaxCards = 100000;
// Reasons an option usually carries (the sample jobs: 3 to 6).
constexpr qsizetype kUsualReasons = 4;
// Offerings below which a plan stays on one thread (about 25 ms of work), and the most threads.
constexpr qsizetype kOfferingsPerThread = 5000;
constexpr qsizetype kMaxThreads = 8;

/// Search results shared by offerings with the same hardware, network and card count.
using SearchKey = std::tuple<const Accelerator *, int, double, double, int, int>;

/// What the plan knows about one accelerator: the job as the software that runs on that card
/// computes it, the efficiency it is planned with, and the best published run like it.
struct AcceleratorPlan {
    Workload work;
    EfficiencyEstimate efficiency;
    Framework framework = Framework::Fsdp;
    bool substituted = false; ///< the job's software does not run here: its counterpart does
    std::optional<AchievedRun> ceiling; ///< the best published MFU of a run of that size here
    /// A trial run's peak memory: what it reported and what the model gave for that run.
    double measuredMemoryGb = 0;
    double modelMemoryGb = 0;
    int measuredMemoryGpus = 0;
};

class PlanBuilder {
public:
    PlanBuilder(const Job &job, const CatalogData &catalog, PlanStats *stats, int threads = 0)
        : m_job(job)
        , m_catalog(catalog)
        , m_stats(stats)
        , m_threads(threads)
        , m_work(Workload::fromJob(job))
        , m_framework(Frameworks::chosen(job))
    { }

    Plan build();
    /// A plan made to answer another plan's question (a trial step, a leaner stack): the
    /// options and the recommendation, without the advice that would plan further.
    [[nodiscard]] static Plan subPlan(const Job &job, const CatalogData &catalog)
    {
        PlanBuilder builder(job, catalog, nullptr, 1);
        builder.m_followUps = false;
        return builder.build();
    }

private:
    /// Each offering's option, in order; a large catalog is shared among threads.
    QList<PlanOption> evaluateAll(const QList<const Offering *> &offerings);
    PlanOption evaluate(const Offering &o);
    /// The workload, efficiency and published ceiling of an accelerator, computed once.
    const AcceleratorPlan &acceleratorPlan(const Accelerator &acc);
    /// Fits the compute efficiency, the scaling over card counts and the memory factor to the
    /// job's trial runs on this accelerator.
    void fitMeasured(AcceleratorPlan &p, const Accelerator &acc, QList<Measurement> runs);
    /// The factor on activations and overhead that reproduces the smallest trial run's
    /// reported peak memory on the layout the engine plans for that run.
    void fitMeasuredMemory(AcceleratorPlan &p, const Accelerator &acc,
                           const QList<Measurement> &runs);
    /// One machine of the accelerator holding gpus cards, as a trial run uses it.
    SearchSpace trialSpace(const Workload &w, const Accelerator &acc, int gpus) const;
    /// The allocation's search space: hardware, network, host RAM and rates.
    SearchSpace spaceFor(const Offering &o, const Accelerator &acc, const AcceleratorPlan &ap,
                         const Offering **ramFrom);
    /// The card counts to search, or a fixed one; adds gpu_count_unavailable when the job's
    /// count cannot be rented here.
    QList<int> countsFor(const Offering &o, PlanOption &opt) const;
    /// The allocation the option plans with: the smallest count that fits and meets the
    /// deadline (or the serving target), else the fastest that fits, else the last searched.
    struct Choice {
        LayoutResult result;
        int gpus = 0;
        EfficiencyEstimate efficiency;
        bool reachable = true;
    };
    Choice chooseCount(SearchSpace &space, const Offering &o, const AcceleratorPlan &ap,
                       const QList<int> &counts);
    /// Holds a searched layout's MFU to the best published run of its size on this card: the
    /// efficiency that gives exactly that MFU, r's step recomputed with it. False when the
    /// layout stays below the ceiling.
    bool capToPublished(const SearchSpace &space, const AcceleratorPlan &ap, LayoutResult &r,
                        int gpus, EfficiencyEstimate &u) const;
    /// Whole-run hours of a layout's steady-state seconds per token.
    [[nodiscard]] WholeRun wholeRunAt(const Workload &w, double secondsPerToken, int gpus,
                                      int nodes) const;
    LayoutResult search(const SearchSpace &space, const Offering &o, int gpus);
    /// The job's end-to-end MFU, converted into the compute efficiency that gives it on this
    /// layout; r's step is recomputed with it.
    EfficiencyEstimate convertMfu(const SearchSpace &space, LayoutResult &r, int gpus,
                                  bool *reachable) const;
    QList<int> cardCounts(const Offering &o) const;
    /// The machine of the same card and size whose stated RAM is smallest, or nullptr.
    const Offering *ramSibling(const Offering &o);
    void fillTime(PlanOption &opt, const LayoutResult &r, const SearchSpace &space,
                  const EfficiencyEstimate &u) const;
    /// The reasons about the software: its counterpart where it does not run, the job's MFU
    /// converted, a trial run's memory, the published ceiling.
    void addFrameworkReasons(PlanOption &opt, const AcceleratorPlan &ap,
                             const EfficiencyEstimate &u, bool reachable) const;
    void fillCost(PlanOption &opt, const Offering &o) const;
    /// When nothing is feasible: for the best few options, the smallest change that would make
    /// each feasible (a budget, a deadline, LoRA or a lower precision, more cards).
    void addWhatWouldRun(Plan &plan) const;
    /// An eager stack's plan: where a leaner stack (Unsloth, torchtune; MindSpeed on Ascend)
    /// runs the recommended offering, or the cheapest one held back only by memory, on fewer
    /// cards, at all, or much sooner, the advice says so with its figures.
    void addLeanerFramework(Plan &plan) const;
    /// Seed 000's path before a monthly machine: one card, then 2-4 cards, by the hour, priced,
    /// with what each step measures and how the plan's card count depends on it.
    void addTrialFirst(Plan &plan) const;
    /// For each trial run read from its log: which log and steps, the figures it gave and what
    /// the model planned for the same run before it (trial_log).
    void addTrialLogs(Plan &plan);
    /// The model's own figures for a trial run of \p gpus cards of one machine of \p acc, at the
    /// catalog's efficiency: tokens per second and memory per card; nullopt when no layout fits.
    std::optional<std::pair<double, double>> modelledTrial(const Accelerator &acc, int gpus);
    /// The hourly container a trial runs on: the recommended card's own, else the one of the same
    /// software stack nearest in memory; nullptr when none.
    /// The hourly container to try the job on before a machine of \p acc: the same card where
    /// the catalog has one, preferring one that takes \p speedUpCards cards.
    [[nodiscard]] const Offering *trialOffering(const Accelerator &acc, int speedUpCards) const;
    [[nodiscard]] double deadlineHours() const
    {
        return m_job.deadlineDays ? *m_job.deadlineDays * 24.0 : 0.0;
    }
    /// Hours from the order to a machine in hand, where a one-off deadline counts them.
    [[nodiscard]] double leadHours(const Offering &o) const
    {
        const bool oneOff = m_job.iteration == Iteration::OneOff;
        return oneOff && o.leadTimeDays ? std::max(0.0, *o.leadTimeDays) * 24.0 : 0.0;
    }
    /// The time one run must fit in: the deadline, and for weekly iteration the week.
    [[nodiscard]] double runLimitHours() const
    {
        double limit = deadlineHours();
        if (m_work.training && m_job.iteration == Iteration::Weekly)
            limit
                = limit > 0 ? std::min(limit, CostModel::kHoursPerWeek) : CostModel::kHoursPerWeek;
        return limit;
    }

    const Job &m_job;
    const CatalogData &m_catalog;
    PlanStats *m_stats = nullptr;
    bool m_followUps = true; ///< what would run, leaner software and the trial path: planned again
    int m_threads = 0; ///< 0: chosen from the catalog's size and the cores
    Workload m_work;
    Framework m_framework = Framework::Fsdp; ///< the job's software (its own, or the default)
    std::map<const Accelerator *, AcceleratorPlan> m_accelerators;
    std::map<SearchKey, LayoutResult> m_memo;
    ReasonPool m_reasonPool;
    std::map<std::pair<QString, int>, const Offering *> m_ramSiblings;
    bool m_ramSiblingsBuilt = false;
    qint64 m_evaluated = 0;
};

const AcceleratorPlan &PlanBuilder::acceleratorPlan(const Accelerator &acc)
{
    auto it = m_accelerators.find(&acc);
    if (it != m_accelerators.end())
        return it->second;
    AcceleratorPlan p;
    p.framework = Frameworks::onAccelerator(m_framework, acc);
    p.substituted = p.framework != m_framework;
    p.work = m_work.withFramework(p.framework);
    QList<Measurement> runs;
    for (const auto &m : m_job.measured) {
        if (m.accelerator == acc.id && m.gpus > 0 && m.tokensPerS > 0)
            runs.append(m);
    }
    if (runs.isEmpty())
        p.efficiency = Efficiency::catalog(p.work, acc);
    else
        fitMeasured(p, acc, std::move(runs));
    if (p.efficiency.source == QLatin1String("catalog") && !m_job.mfu && m_work.training) {
        p.ceiling = Calibration::ceiling(Calibration::achievedRuns(), p.work, acc, m_catalog);
    }
    return m_accelerators.emplace(&acc, std::move(p)).first->second;
}

void PlanBuilder::fitMeasured(AcceleratorPlan &p, const Accelerator &acc, QList<Measurement> runs)
{
    std::sort(runs.begin(), runs.end(),
              [](const Measurement &a, const Measurement &b) { return a.gpus < b.gpus; });
    const Measurement &base = runs.first();
    const Workload &w = p.work;
    const double baseMfu = Efficiency::mfu(base.tokensPerS, w, acc, base.gpus);
    // Scaling over card counts: per-card speed s(g) = s1 / (1 + c log2 g). Two runs at g1 < g2
    // with per-card speeds in ratio r = s(g2) / s(g1) give 1 - r = c (r log2 g2 - log2 g1); more
    // runs, the least-squares c through the origin.
    std::optional<double> coefficient;
    if (baseMfu > 0) {
        double num = 0, den = 0;
        for (const auto &m : std::as_const(runs)) {
            if (m.gpus <= base.gpus)
                continue;
            const double r = Efficiency::mfu(m.tokensPerS, w, acc, m.gpus) / baseMfu;
            const double x = r * std::log2(m.gpus) - std::log2(base.gpus);
            num += x * (1.0 - r);
            den += x * x;
        }
        if (den > 0)
            coefficient = std::max(0.0, num / den);
    }
    // The trial run's layout: what the engine itself would run on that many cards of one
    // machine of this accelerator; then the efficiency that reproduces its tokens/s.
    SearchSpace space = trialSpace(w, acc, base.gpus);
    EfficiencyEstimate probe;
    probe.scalingCoefficient = coefficient;
    space.fittedScaling = probe.scalingAt(base.gpus);
    const LayoutResult r = LayoutSearch::best(space, base.gpus, &m_evaluated);
    double fitted = Efficiency::catalog(w, acc).expected;
    if (r.valid && r.step.tokens > 0 && w.training) {
        const double seconds = r.step.tokens / base.tokensPerS;
        fitted = Efficiency::solve(
            [&](double e) {
                return TimeModel::trainingStep(w, r.layout, space.fabric,
                                               TimeModel::rates(w, acc, e), space.fittedScaling)
                    .total;
            },
            seconds);
    } else {
        // No layout to invert (serving, or it does not fit): scale by the FLOPs alone.
        fitted = std::clamp(baseMfu, Efficiency::kMin, 1.0);
    }
    p.efficiency = Efficiency::around(fitted, QStringLiteral("measured"));
    p.efficiency.measuredRuns = int(runs.size());
    p.efficiency.measuredMaxGpus = runs.last().gpus;
    p.efficiency.measuredMfu = baseMfu;
    p.efficiency.scalingCoefficient = coefficient;
    fitMeasuredMemory(p, acc, runs);
}

SearchSpace PlanBuilder::trialSpace(const Workload &w, const Accelerator &acc, int gpus) const
{
    SearchSpace space;
    space.workload = &w;
    space.accelerator = &acc;
    space.fabric
        = Fabric {acc.intraLink, acc.allReduceBusGBs, 0.0, std::max(kTierMachineCards, gpus)};
    space.rates = TimeModel::rates(w, acc);
    space.serving = m_job.inference;
    return space;
}

void PlanBuilder::fitMeasuredMemory(AcceleratorPlan &p, const Accelerator &acc,
                                    const QList<Measurement> &runs)
{
    if (!m_work.training)
        return;
    const auto it = std::find_if(runs.cbegin(), runs.cend(),
                                 [](const Measurement &m) { return m.peakMemoryGb.has_value(); });
    if (it == runs.cend())
        return;
    const SearchSpace space = trialSpace(p.work, acc, it->gpus);
    const LayoutResult r = LayoutSearch::best(space, it->gpus, &m_evaluated);
    if (!r.valid)
        return;
    // Weights, gradients and optimizer states are what they are; what a stack's allocator and
    // kernels add (activations, workspaces, fragmentation) is what differs from the model.
    const MemoryBreakdown &b = r.memory.gpu;
    const double states = b.weights + b.gradients + b.optimizer;
    const double rest = b.activations + b.overhead;
    if (rest <= 0)
        return;
    p.work.measuredMemoryScale
        = std::clamp((*it->peakMemoryGb - states) / rest, Efficiency::kMinMemoryFactor,
                     Efficiency::kMaxMemoryFactor);
    p.measuredMemoryGb = *it->peakMemoryGb;
    p.modelMemoryGb = b.total();
    p.measuredMemoryGpus = it->gpus;
}

EfficiencyEstimate PlanBuilder::convertMfu(const SearchSpace &space, LayoutResult &r, int gpus,
                                           bool *reachable) const
{
    const Workload &w = *space.workload;
    const double target = std::clamp(*m_job.mfu, Efficiency::kMin, 1.0);
    double e = target;
    if (w.training && r.valid && r.step.tokens > 0 && space.rates.gemmPeak > 0) {
        // MFU = model FLOPs of a step / (step seconds x cards x peak): the step time it asks for.
        const double seconds
            = r.step.tokens * w.modelFlopsPerToken() / (target * gpus * space.rates.gemmPeak);
        const Accelerator &acc = *space.accelerator;
        e = Efficiency::solve(
            [&](double x) {
                return TimeModel::trainingStep(w, r.layout, space.fabric,
                                               TimeModel::rates(w, acc, x), space.fittedScaling)
                    .total;
            },
            seconds, reachable);
        r.step = TimeModel::trainingStep(w, r.layout, space.fabric, TimeModel::rates(w, acc, e),
                                         space.fittedScaling);
        r.secondsPerToken = r.step.total / std::max(1.0, r.step.tokens);
    }
    return Efficiency::around(e, QStringLiteral("job_mfu"));
}

LayoutResult PlanBuilder::search(const SearchSpace &space, const Offering &o, int gpus)
{
    // Offerings differing only in price, region or labels share the answer.
    const SearchKey key {space.accelerator,
                         o.gpusPerNode,
                         o.interNodeGBs,
                         space.hostRamGb.value_or(-1.0),
                         gpus,
                         space.fittedScaling ? 1 : 0};
    if (!space.pin) {
        const auto it = m_memo.find(key);
        if (it != m_memo.end()) {
            if (m_stats)
                ++m_stats->memoHits;
            return it->second;
        }
    }
    if (m_stats)
        ++m_stats->searches;
    LayoutResult r = LayoutSearch::best(space, gpus, &m_evaluated);
    if (!space.pin)
        m_memo.emplace(key, r);
    return r;
}

const Offering *PlanBuilder::ramSibling(const Offering &o)
{
    if (!m_ramSiblingsBuilt) {
        m_ramSiblingsBuilt = true;
        for (const auto &x : m_catalog.offerings) {
            if (!x.ramGb || *x.ramGb <= 0 || x.form == RentalForm::Container)
                continue;
            const Offering *&best = m_ramSiblings[{x.acceleratorId, x.gpusPerNode}];
            if (!best || *x.ramGb < *best->ramGb)
                best = &x;
        }
    }
    if (o.form == RentalForm::Container)
        return nullptr;
    const auto it = m_ramSiblings.find({o.acceleratorId, o.gpusPerNode});
    return it == m_ramSiblings.end() ? nullptr : it->second;
}

QList<int> PlanBuilder::cardCounts(const Offering &o) const
{
    QList<int> counts;
    // The engine's own bounds, whatever a catalog row says: no allocation is searched beyond
    // kMaxCards cards (the job format's gpu_count limit), so the loops stay finite and small.
    const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
    if (o.form == RentalForm::Container) {
        for (int g = std::clamp(o.minGpus, 1, perNode); g <= perNode; ++g)
            counts.append(g);
    } else {
        // Bare metal and clusters rent whole machines: use every card of them. Training spans
        // machines only over RDMA (seed 000 choice order: cross-machine needs IB); a fixed
        // gpu_count still evaluates other networks and says why they are slow.
        const bool crossNode = !m_work.training || o.rdma;
        const int maxNodes = crossNode ? std::clamp(o.maxNodes, 1, kMaxCards / perNode) : 1;
        for (int n = 1; n <= maxNodes; ++n)
            counts.append(n * perNode);
    }
    return counts;
}

WholeRun PlanBuilder::wholeRunAt(const Workload &w, double secondsPerToken, int gpus,
                                 int nodes) const
{
    return TimeModel::wholeRun(w, gpus, nodes, w.totalTokens * secondsPerToken / 3600.0);
}

void PlanBuilder::fillTime(PlanOption &opt, const LayoutResult &r, const SearchSpace &space,
                           const EfficiencyEstimate &u) const
{
    const Workload &w = *space.workload;
    opt.layout = r.layout;
    opt.memory = r.memory.gpu;
    opt.memoryPerGpuGb = r.memory.gpu.total();
    opt.computeEfficiency = u.expected;
    const double peak = space.rates.gemmPeak;
    if (!w.training) {
        opt.serving = r.serving;
        opt.stepSeconds = r.step.total;
        opt.tokensPerS = r.serving ? r.serving->tokensPerS : 0;
        // Serving: 2 N FLOPs per output token over what the cards could compute.
        if (peak > 0 && opt.totalGpus > 0) {
            opt.mfu = opt.tokensPerS * 2.0 * w.shape.activeParams / (opt.totalGpus * peak);
            opt.hfu = opt.mfu;
        }
        const double h = std::max(0.0, m_job.monthlyHours);
        opt.hours = Band {h, h, h};
        opt.steadyHours = h;
        opt.gpuHours = h * opt.totalGpus;
        opt.scalingEfficiency = 1;
        return;
    }
    const StepTime &st = r.step;
    opt.stepSeconds = st.total;
    opt.tokensPerS = st.total > 0 ? st.tokens / st.total : 0;
    if (peak > 0 && opt.totalGpus > 0) {
        opt.mfu = opt.tokensPerS * w.modelFlopsPerToken() / (opt.totalGpus * peak);
        opt.hfu = opt.tokensPerS * TimeModel::flopsPerToken(w, r.layout.recompute)
            / (opt.totalGpus * peak);
    }
    // The band: the same layout at the low and high ends of the efficiency band.
    const Accelerator &acc = *space.accelerator;
    const auto secondsPerTokenAt = [&](double efficiency) {
        const StepTime at = TimeModel::trainingStep(
            w, r.layout, space.fabric, TimeModel::rates(w, acc, efficiency), space.fittedScaling);
        return at.total / std::max(1.0, at.tokens);
    };
    const WholeRun whole = wholeRunAt(w, r.secondsPerToken, opt.totalGpus, opt.nodes);
    opt.wholeRun = whole;
    opt.steadyHours = whole.steadyHours;
    opt.hours = Band {wholeRunAt(w, secondsPerTokenAt(u.high), opt.totalGpus, opt.nodes).hours(),
                      whole.hours(),
                      wholeRunAt(w, secondsPerTokenAt(u.low), opt.totalGpus, opt.nodes).hours()};
    opt.gpuHours = opt.hours.expected * opt.totalGpus;
    // Achieved speed over cards x the speed of one card doing the same work alone.
    const double ideal = st.compute * (u.scalingAt(opt.totalGpus).value_or(1.0));
    opt.scalingEfficiency = st.total > 0 ? std::min(1.0, ideal / st.total) : 1.0;
}

void PlanBuilder::fillCost(PlanOption &opt, const Offering &o) const
{
    const PriceSnapshot *price = o.currentPrice();
    if (!price)
        return;
    opt.priceObservedOn = price->observedOn;
    opt.priceSource = price->source;
    const int gpus = opt.totalGpus;
    const int nodes = opt.nodes;
    // One run, billed the cheapest way the offering's prices allow; pro-rated at that unit's rate.
    const BilledCost billed = CostModel::billed(o, gpus, nodes, opt.hours.expected);
    const double hourly = billed.hourlyFen;
    opt.hourlyFen = roundFen(hourly);
    opt.costProratedFen = Band {double(roundFen(hourly * opt.hours.low)),
                                double(roundFen(hourly * opt.hours.expected)),
                                double(roundFen(hourly * opt.hours.high))};
    opt.costBilledFen = billed.billedFen;
    opt.idleFen = billed.idleFen;
    opt.billing = billed.unit;

    // The whole need: a month of weekly runs, or the one run (serving: the month it serves).
    const bool weekly = m_work.training && m_job.iteration == Iteration::Weekly;
    opt.runsPerMonth = weekly ? CostModel::kHoursPerMonth / CostModel::kHoursPerWeek : 0.0;
    const auto need = [&](double hours) {
        return weekly ? CostModel::billedRecurring(o, gpus, nodes, hours, opt.runsPerMonth)
                      : CostModel::billed(o, gpus, nodes, hours);
    };
    const BilledCost whole = weekly ? need(opt.hours.expected) : billed;
    opt.needBilledFen = whole.billedFen;
    opt.needBilling = whole.unit;
    opt.needBilledBandFen = Band {double(need(opt.hours.low).billedFen), double(whole.billedFen),
                                  double(need(opt.hours.high).billedFen)};
    if (m_job.valueOfTimeCnyPerDay && m_work.training) {
        const double runs = weekly ? opt.runsPerMonth : 1.0;
        opt.timeValueFen
            = roundFen(*m_job.valueOfTimeCnyPerDay * 100.0 * runs * opt.hours.expected / 24.0);
    }
    if (opt.serving && opt.tokensPerS > 0) {
        const double served = std::min(opt.tokensPerS, m_job.inference.target());
        opt.serving->costPerMonthFen = roundFen(hourly * CostModel::kHoursPerMonth);
        opt.serving->costPerMillionTokensFen = roundFen(hourly / (served * 3600.0) * 1e6);
    }
    // Deadline (or the week of weekly iteration): how likely, from the low..high band
    // (Likelihood: triangular); a one-off deadline counts from the order, so a machine's lead
    // time comes first. The budget's likelihood counts porting too (Advisor).
    if (m_work.training && runLimitHours() > 0)
        opt.deadlineLikelihood = Likelihood::atMost(runLimitHours() - leadHours(o), opt.hours);
}

QList<PlanOption> PlanBuilder::evaluateAll(const QList<const Offering *> &offerings)
{
    QList<PlanOption> options;
    options.reserve(offerings.size());
    prepareLargeBuffer(options.data(), std::size_t(offerings.size()) * sizeof(PlanOption));
    options.resize(offerings.size());
    PlanOption *out = options.data();
    const qsizetype n = offerings.size();
    const qsizetype hardware = qsizetype(std::max(1U, std::thread::hardware_concurrency()));
    const int workers = m_threads > 0
        ? int(std::min<qsizetype>(m_threads, std::max<qsizetype>(n, 1)))
        : int(std::clamp<qsizetype>(n / kOfferingsPerThread, 1,
                                    std::min<qsizetype>(hardware, kMaxThreads)));
    if (workers == 1) {
        for (qsizetype i = 0; i < n; ++i)
            out[i] = evaluate(*offerings.at(i));
        return options;
    }
    // Each thread plans a contiguous share with its own search memo and reason pool: the same
    // options as one thread gives (a search is a pure function of its key), sooner.
    std::vector<PlanStats> stats(static_cast<std::size_t>(workers));
    std::vector<std::unique_ptr<PlanBuilder>> builders;
    for (auto &s : stats)
        builders.push_back(std::make_unique<PlanBuilder>(m_job, m_catalog, &s));
    const qsizetype share = (n + workers - 1) / workers;
    std::vector<std::thread> threads;
    for (int w = 0; w < workers; ++w) {
        threads.emplace_back([&, w] {
            const qsizetype end = std::min(n, (w + 1) * share);
            for (qsizetype i = w * share; i < end; ++i)
                out[i] = builders[std::size_t(w)]->evaluate(*offerings.at(i));
        });
    }
    for (auto &t : threads)
        t.join();
    for (int w = 0; w < workers; ++w) {
        m_evaluated += builders[std::size_t(w)]->m_evaluated;
        if (m_stats) {
            m_stats->searches += stats[std::size_t(w)].searches;
            m_stats->memoHits += stats[std::size_t(w)].memoHits;
        }
    }
    return options;
}

SearchSpace PlanBuilder::spaceFor(const Offering &o, const Accelerator &acc,
                                  const AcceleratorPlan &ap, const Offering **ramFrom)
{
    const Workload &w = ap.work;
    SearchSpace space;
    space.workload = &w;
    space.accelerator = &acc;
    space.fabric = Fabric {acc.intraLink, acc.allReduceBusGBs, o.interNodeGBs,
                           std::clamp(o.gpusPerNode, 1, kMaxCards)};
    // Host RAM decides whether offload can make a job fit. Where the catalog does not state a
    // machine's RAM, the smallest RAM stated for the same card in the same machine size stands
    // in for it, and the option says so (ram_assumed) when the layout relies on it.
    *ramFrom = nullptr;
    if (o.ramGb && *o.ramGb > 0 && w.training) {
        space.hostRamGb = double(*o.ramGb);
    } else if (w.training) {
        *ramFrom = ramSibling(o);
        if (*ramFrom)
            space.hostRamGb = double(*(*ramFrom)->ramGb);
    }
    // Serving has no end-to-end MFU to convert: the job's figure is the efficiency of its math.
    space.rates
        = TimeModel::rates(w, acc, !w.training && m_job.mfu ? *m_job.mfu : ap.efficiency.expected);
    space.pin = m_job.layout ? &*m_job.layout : nullptr;
    space.serving = m_job.inference;
    return space;
}

QList<int> PlanBuilder::countsFor(const Offering &o, PlanOption &opt) const
{
    QList<int> counts = cardCounts(o);
    if (!m_job.gpuCount)
        return counts;
    const int want = *m_job.gpuCount;
    const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
    const int nodes = (want + perNode - 1) / perNode;
    const int maxGpus = o.form == RentalForm::Container
        ? perNode
        : int(std::min<qint64>(qint64(perNode) * std::clamp(o.maxNodes, 1, kMaxCards), kMaxCards));
    const bool ok = o.form == RentalForm::Container
        ? want >= std::max(1, o.minGpus) && want <= perNode
        : nodes <= std::max(1, o.maxNodes);
    if (!ok) {
        opt.reasons.append(makeReason(u"gpu_count_unavailable", Sev::Blocker,
                                      {{u"gpus", double(want)}, {u"max_gpus", double(maxGpus)}}));
    }
    return {std::clamp(want, 1, maxGpus)};
}

bool PlanBuilder::capToPublished(const SearchSpace &space, const AcceleratorPlan &ap,
                                 LayoutResult &r, int gpus, EfficiencyEstimate &u) const
{
    const Workload &w = *space.workload;
    if (!ap.ceiling || space.pin || !w.training || !r.valid || r.step.total <= 0
        || space.rates.gemmPeak <= 0)
        return false;
    const double tokensPerS = r.step.tokens / r.step.total;
    const double mfu = tokensPerS * w.modelFlopsPerToken() / (gpus * space.rates.gemmPeak);
    if (mfu <= ap.ceiling->mfu)
        return false;
    const Accelerator &acc = *space.accelerator;
    const double seconds
        = r.step.tokens * w.modelFlopsPerToken() / (ap.ceiling->mfu * gpus * space.rates.gemmPeak);
    const double e = Efficiency::solve(
        [&](double x) {
            return TimeModel::trainingStep(w, r.layout, space.fabric, TimeModel::rates(w, acc, x),
                                           space.fittedScaling)
                .total;
        },
        seconds);
    // The band moves with the expected figure.
    const double k = e / std::max(Efficiency::kMin, u.expected);
    u.low = std::max(Efficiency::kMin, u.low * k);
    u.high = std::min(1.0, std::max(e, u.high * k));
    u.expected = e;
    r.step = TimeModel::trainingStep(w, r.layout, space.fabric, TimeModel::rates(w, acc, e),
                                     space.fittedScaling);
    r.secondsPerToken = r.step.total / std::max(1.0, r.step.tokens);
    return true;
}

PlanBuilder::Choice PlanBuilder::chooseCount(SearchSpace &space, const Offering &o,
                                             const AcceleratorPlan &ap, const QList<int> &counts)
{
    const Workload &w = ap.work;
    const double deadline = runLimitHours();
    const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
    Choice chosen, fastest, last;
    double fastestScore = 0;
    for (const int g : counts) {
        space.fittedScaling = ap.efficiency.scalingAt(std::min(g, std::max(1, o.gpusPerNode)));
        LayoutResult r = search(space, o, g);
        if (!r.valid)
            continue;
        last = Choice {r, g, ap.efficiency, true};
        if (!r.fits)
            continue;
        // The efficiency each count is planned with: the catalog's (held to the best published
        // run of its size) or the trial runs', or the job's end-to-end MFU converted on that
        // count's layout.
        Choice c {r, g, ap.efficiency, true};
        if (m_job.mfu)
            c.efficiency = convertMfu(space, c.result, g, &c.reachable);
        else
            capToPublished(space, ap, c.result, g, c.efficiency);
        const int nodes = (g + perNode - 1) / perNode;
        const double hours
            = w.training ? wholeRunAt(w, c.result.secondsPerToken, g, nodes).hours() : 0;
        const bool meets = w.training ? (deadline <= 0 || hours + leadHours(o) <= deadline)
                                      : c.result.servingTargetMet;
        if (meets)
            return c;
        const double score
            = w.training ? hours : -c.result.serving.value_or(ServingEstimate {}).tokensPerS;
        if (fastest.gpus == 0 || score < fastestScore) {
            fastest = c;
            fastestScore = score;
        }
    }
    return fastest.gpus > 0 ? fastest : last;
}

void PlanBuilder::addFrameworkReasons(PlanOption &opt, const AcceleratorPlan &ap,
                                      const EfficiencyEstimate &u, bool reachable) const
{
    if (ap.substituted) {
        opt.reasons.append(makeReason(u"framework_substituted", Sev::Info,
                                      {{u"serving", ap.work.training ? 0.0 : 1.0}},
                                      {{u"framework", Frameworks::key(m_framework)},
                                       {u"used", Frameworks::key(ap.framework)}}));
    }
    const Workload &w = ap.work;
    if (m_job.mfu && w.training) {
        // The job's end-to-end MFU becomes the compute efficiency that gives it on this layout;
        // when even efficiency 1 cannot, communication alone is too slow for it.
        Reason r = reachable ? makeReason(u"mfu_converted", Sev::Info)
                             : makeReason(u"mfu_unreachable", Sev::Warning);
        r.numbers = {{QStringLiteral("mfu"), *m_job.mfu},
                     {QStringLiteral("compute_efficiency"), u.expected},
                     {QStringLiteral("achieved_mfu"), opt.mfu},
                     {QStringLiteral("catalog_efficiency"), ap.efficiency.expected}};
        opt.reasons.append(r);
    }
    if (ap.ceiling && u.expected < ap.efficiency.expected * (1 - 1e-9)) {
        opt.reasons.append(makeReason(u"mfu_capped", Sev::Info,
                                      {{u"mfu", opt.mfu},
                                       {u"compute_efficiency", u.expected},
                                       {u"catalog_efficiency", ap.efficiency.expected}},
                                      {{u"run", ap.ceiling->label}}));
    }
    if (ap.measuredMemoryGb > 0 && w.training) {
        opt.reasons.append(makeReason(u"measured_memory", Sev::Info,
                                      {{u"measured_gb", ap.measuredMemoryGb},
                                       {u"model_gb", ap.modelMemoryGb},
                                       {u"gpus", double(ap.measuredMemoryGpus)},
                                       {u"factor", w.measuredMemoryScale}}));
    }
}

PlanOption PlanBuilder::evaluate(const Offering &o)
{
    PlanOption opt;
    // Room for the reasons an option usually collects: one allocation rather than one per
    // growth, 200,000 times in a large plan.
    opt.reasons.reserve(kUsualReasons);
    opt.offeringId = o.id;
    opt.label = o.labelEn.isEmpty() ? o.labelZh : o.labelEn;
    opt.acceleratorId = o.acceleratorId;
    opt.form = o.form;
    const Accelerator *acc = m_catalog.accelerator(o.acceleratorId);
    if (!acc) {
        opt.reasons.append(makeReason(u"unknown_accelerator", Sev::Blocker, {},
                                      {{u"accelerator", o.acceleratorId}}));
        return opt;
    }
    opt.memoryCapacityGb = acc->memoryGb;
    const AcceleratorPlan &ap = acceleratorPlan(*acc);
    opt.framework = ap.framework;
    const Workload &w = ap.work;
    const Offering *ramFrom = nullptr;
    SearchSpace space = spaceFor(o, *acc, ap, &ramFrom);
    const QList<int> counts = countsFor(o, opt);
    const Choice chosen = chooseCount(space, o, ap, counts);

    const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
    opt.totalGpus = chosen.gpus > 0 ? chosen.gpus : counts.value(0, perNode);
    opt.nodes = (opt.totalGpus + perNode - 1) / perNode;
    if (chosen.gpus == 0 || !chosen.result.valid) {
        opt.reasons.append(makeReason(u"layout_invalid", Sev::Blocker,
                                      {{u"gpus", double(opt.totalGpus)},
                                       {u"heads", double(w.shape.heads)},
                                       {u"layers", double(w.shape.layers)}}));
    } else {
        space.fittedScaling = chosen.efficiency.scalingAt(std::min(opt.totalGpus, perNode));
        space.rates = TimeModel::rates(w, *acc, chosen.efficiency.expected);
        fillTime(opt, chosen.result, space, chosen.efficiency);
    }
    addFrameworkReasons(opt, ap, chosen.efficiency, chosen.reachable);
    fillCost(opt, o);
    if (ramFrom && chosen.result.valid && chosen.result.fits && opt.layout.offload) {
        opt.reasons.append(makeReason(
            u"ram_assumed", Sev::Warning,
            {{u"ram_gb", double(*ramFrom->ramGb)}, {u"host_gb", chosen.result.memory.hostGb}},
            {{u"from", ramFrom->id}}));
    }
    double unknownRamNeededGb = 0;
    if (w.training && !space.hostRamGb && chosen.result.valid && !chosen.result.fits) {
        // RAM unknown and no machine to assume it from: what offload would need, so the verdict
        // says the RAM is unknown instead of "does not fit".
        SearchSpace unbounded = space;
        unbounded.hostRamGb = 1e9;
        const LayoutResult withRam = search(unbounded, o, opt.totalGpus);
        if (withRam.valid && withRam.fits)
            unknownRamNeededGb = withRam.memory.hostGb;
    }

    Advisor::OptionContext ctx {
        m_job, w, o, *acc, chosen.efficiency, chosen.result, space, unknownRamNeededGb};
    Advisor::addOptionReasons(opt, ctx);
    sortReasons(opt.reasons);
    opt.feasible = !hasBlocker(opt.reasons);
    m_reasonPool.share(opt.reasons);
    return opt;
}

void PlanBuilder::addWhatWouldRun(Plan &plan) const
{
    constexpr int kShown = 3;
    QList<Reason> found;
    QSet<QString> accelerators;
    const auto add = [&](const PlanOption &o, const char *change,
                         std::initializer_list<std::pair<const char16_t *, double>> numbers) {
        if (found.size() >= kShown || accelerators.contains(o.acceleratorId))
            return;
        accelerators.insert(o.acceleratorId);
        Reason r
            = makeReason(u"would_run_with", Sev::Info, numbers,
                         {{u"change", QString::fromLatin1(change)}, {u"offering", o.offeringId}});
        r.numbers.append({QStringLiteral("hours"), o.hours.expected});
        r.numbers.append({QStringLiteral("cost_cny"), yuanFromFen(o.needBilledFen)});
        found.append(r);
    };
    // Options held back only by the team's own deadline or budget: the figure that admits them.
    QList<const PlanOption *> near;
    for (const auto &o : plan.options) {
        if (runsTheJob(o) && o.needBilledFen > 0)
            near.append(&o);
    }
    std::sort(near.begin(), near.end(), [](const PlanOption *a, const PlanOption *b) {
        return a->decisionCostFen < b->decisionCostFen;
    });
    for (const PlanOption *o : std::as_const(near)) {
        const bool overBudget = m_job.budgetCny && yuanFromFen(o->needBilledFen) > *m_job.budgetCny;
        const bool late
            = m_work.training && runLimitHours() > 0 && o->hours.expected > runLimitHours();
        if (overBudget && late)
            add(*o, "budget_and_deadline",
                {{u"budget_cny", std::ceil(yuanFromFen(o->needBilledFen))},
                 {u"deadline_days", std::ceil(o->hours.expected / 24.0)}});
        else if (overBudget)
            add(*o, "budget", {{u"budget_cny", std::ceil(yuanFromFen(o->needBilledFen))}});
        else if (late)
            add(*o, "deadline", {{u"deadline_days", std::ceil(o->hours.expected / 24.0)}});
    }
    // Changes to the job itself, smallest first: more cards, LoRA then QLoRA instead of full
    // training, INT8 then INT4 serving. Each is planned whole; compliance is never relaxed.
    QList<QPair<const char *, Job>> variants;
    if (m_job.gpuCount) {
        Job j = m_job;
        j.gpuCount.reset();
        variants.append({"gpus", j});
    }
    if (m_job.method == Method::Full) {
        Job j = m_job;
        j.method = Method::LoRA;
        variants.append({"lora", j});
        j.method = Method::QLoRA;
        j.precision = Precision::INT4;
        variants.append({"qlora", j});
    }
    if (m_job.method == Method::Inference) {
        for (const Precision p : {Precision::INT8, Precision::INT4}) {
            if (int(p) <= int(m_job.precision))
                continue;
            Job j = m_job;
            j.precision = p;
            variants.append({p == Precision::INT8 ? "int8" : "int4", j});
        }
    }
    for (const auto &[change, job] : std::as_const(variants)) {
        if (found.size() >= kShown)
            break;
        const Plan alt = makePlan(job, m_catalog);
        for (const auto &o : alt.options) {
            if (!o.feasible)
                break; // feasible options come first, in the decision rule's order
            add(o, change, {{u"gpus", double(o.totalGpus)}});
        }
    }
    plan.advice.append(found);
}

void PlanBuilder::addLeanerFramework(Plan &plan) const
{
    // A leaner stack is worth naming when it saves a card, makes the job fit, or saves a
    // quarter of the time.
    constexpr double kMuchSooner = 0.75;
    QList<const PlanOption *> candidates;
    if (const PlanOption *rec = plan.option(plan.recommendedId))
        candidates.append(rec);
    const PlanOption *cheapestShort = nullptr;
    for (const PlanOption &o : plan.options) {
        if (o.feasible || o.needBilledFen <= 0)
            continue;
        bool onlyMemory = false;
        for (const Reason &r : o.reasons) {
            if (r.severity != Sev::Blocker)
                continue;
            if (r.code != u"memory_exceeded") {
                onlyMemory = false;
                break;
            }
            onlyMemory = true;
        }
        if (onlyMemory && (!cheapestShort || o.decisionCostFen < cheapestShort->decisionCostFen))
            cheapestShort = &o;
    }
    if (cheapestShort
        && (candidates.isEmpty()
            || cheapestShort->decisionCostFen < candidates.first()->decisionCostFen))
        candidates.append(cheapestShort);
    for (const PlanOption *o : std::as_const(candidates)) {
        const Accelerator *acc = m_catalog.accelerator(o->acceleratorId);
        if (!acc)
            continue;
        const bool cann = !Frameworks::runsOn(Framework::Unsloth, *acc);
        const QList<Framework> leaner = cann
            ? QList<Framework> {Framework::MindSpeed}
            : (m_job.method == Method::Full
                   ? QList<Framework> {Framework::Fsdp}
                   : QList<Framework> {Framework::Unsloth, Framework::Torchtune});
        for (const Framework f : leaner) {
            Job job = m_job;
            job.framework = f;
            job.offerings = {o->offeringId};
            job.measured.clear();
            const Plan alt = subPlan(job, m_catalog);
            const PlanOption *a = alt.options.isEmpty() ? nullptr : &alt.options.first();
            if (!a || !runsTheJob(*a) || a->hours.expected <= 0)
                continue;
            const bool fits = !runsTheJob(*o);
            const bool fewer = runsTheJob(*o) && a->totalGpus < o->totalGpus;
            const bool sooner
                = runsTheJob(*o) && a->hours.expected < kMuchSooner * o->hours.expected;
            if (!fits && !fewer && !sooner)
                continue;
            plan.advice.append(
                makeReason(u"leaner_framework", Sev::Info,
                           {{u"gpus", double(a->totalGpus)},
                            {u"hours", a->hours.expected},
                            {u"memory_gb", a->memoryPerGpuGb},
                            {u"current_gpus", double(o->totalGpus)},
                            {u"current_hours", runsTheJob(*o) ? o->hours.expected : 0.0},
                            {u"current_memory_gb", o->memoryPerGpuGb},
                            {u"capacity_gb", o->memoryCapacityGb}},
                           {{u"framework", Frameworks::key(f)},
                            {u"current", Frameworks::key(o->framework)},
                            {u"offering", o->offeringId}}));
            break;
        }
    }
}

const Offering *PlanBuilder::trialOffering(const Accelerator &acc, int speedUpCards) const
{
    const Offering *best = nullptr;
    std::tuple<bool, bool, double, double> bestKey;
    for (const Offering &o : m_catalog.offerings) {
        const PriceSnapshot *hour = o.latest(BillingUnit::Hour);
        const Accelerator *a = m_catalog.accelerator(o.acceleratorId);
        if (o.form != RentalForm::Container || !hour || !a
            || a->softwareStack.compare(acc.softwareStack, Qt::CaseInsensitive) != 0
            || (m_job.domesticHardware && !a->domestic))
            continue;
        // The same card first, then one that takes the speed-up step's cards, then the nearest
        // memory, then the lower price.
        const std::tuple<bool, bool, double, double> key {
            a != &acc && a->id != acc.id, o.gpusPerNode < speedUpCards,
            std::abs(a->memoryGb - acc.memoryGb), CostModel::hourlyFen(*hour, 1, 1)};
        if (!best || key < bestKey) {
            best = &o;
            bestKey = key;
        }
    }
    return best;
}

std::optional<std::pair<double, double>> PlanBuilder::modelledTrial(const Accelerator &acc,
                                                                    int gpus)
{
    if (!m_work.training)
        return std::nullopt;
    const Workload w = m_work.withFramework(Frameworks::onAccelerator(m_framework, acc));
    SearchSpace space = trialSpace(w, acc, gpus);
    space.rates = TimeModel::rates(w, acc, Efficiency::catalog(w, acc).expected);
    const LayoutResult r = LayoutSearch::best(space, gpus, &m_evaluated);
    if (!r.valid || r.secondsPerToken <= 0)
        return std::nullopt;
    return std::make_pair(1.0 / r.secondsPerToken, r.memory.gpu.total());
}

void PlanBuilder::addTrialLogs(Plan &plan)
{
    for (const Measurement &m : m_job.measured) {
        if (!m.fromLog || m.tokensPerS <= 0)
            continue;
        const TrialLogFacts &f = *m.fromLog;
        Reason r = makeReason(
            u"trial_log", Sev::Info,
            {{u"gpus", double(m.gpus)},
             {u"first_step", double(f.firstStep)},
             {u"last_step", double(f.lastStep)},
             {u"steady_reports", double(f.steadyReports)},
             {u"warmup_reports", double(f.warmupReports)},
             {u"outlier_reports", double(f.outlierReports)},
             {u"tokens_per_s", m.tokensPerS}},
            {{u"file", m.log}, {u"format", f.format}, {u"accelerator", m.accelerator}});
        if (f.date)
            r.texts.append({QStringLiteral("date"), f.date->toString(Qt::ISODate)});
        if (m.peakMemoryGb)
            r.numbers.append({QStringLiteral("peak_memory_gb"), *m.peakMemoryGb});
        if (f.readFromEnd)
            r.numbers.append({QStringLiteral("read_from_end"), 1.0});
        if (const Accelerator *acc = m_catalog.accelerator(m.accelerator)) {
            if (const auto model = modelledTrial(*acc, m.gpus)) {
                r.numbers.append({QStringLiteral("model_tokens_per_s"), model->first});
                r.numbers.append({QStringLiteral("model_memory_gb"), model->second});
            }
        }
        plan.advice.append(r);
    }
}

void PlanBuilder::addTrialFirst(Plan &plan) const
{
    const PlanOption *rec = plan.option(plan.recommendedId);
    // Before a monthly machine only; a job that needs physical isolation cannot use containers.
    if (!m_work.training || !rec || rec->form == RentalForm::Container
        || rec->needBilling != QLatin1String("month") || m_job.physicalIsolation)
        return;
    const Accelerator *acc = m_catalog.accelerator(rec->acceleratorId);
    // One card, then 2 or 4 (seed 000): 4 before a machine of 8 or more.
    const int speedUpCards = rec->totalGpus >= kTierMachineCards ? 4 : 2;
    const Offering *trial = acc ? trialOffering(*acc, speedUpCards) : nullptr;
    if (!trial)
        return;
    const int perNode = std::max(1, trial->gpusPerNode);
    const QList<int> counts {1, std::min(perNode, speedUpCards)};
    const auto measured = [&](int gpus) {
        return std::any_of(m_job.measured.cbegin(), m_job.measured.cend(),
                           [&](const Measurement &m) {
                               return m.accelerator == trial->acceleratorId && m.gpus == gpus;
                           });
    };
    Reason r = makeReason(u"trial_first", Sev::Info,
                          {{u"same_card", trial->acceleratorId == rec->acceleratorId ? 1.0 : 0.0},
                           {u"gpus", double(rec->totalGpus)},
                           {u"scaling_efficiency", rec->scalingEfficiency},
                           {u"step_hours", kTrialStepHours}},
                          {{u"offering", trial->id}, {u"recommended", rec->offeringId}});
    Fen total = 0;
    int step = 0;
    for (const int gpus : counts) {
        if ((step > 0 && gpus <= counts.first()) || measured(gpus))
            continue;
        ++step;
        // The step as a plan of its own: the job on this many cards of the container.
        Job j = m_job;
        j.offerings = {trial->id};
        j.gpuCount = gpus;
        j.deadlineDays.reset();
        j.budgetCny.reset();
        j.iteration = Iteration::OneOff;
        j.expansion = Expansion::None;
        const Plan sub = subPlan(j, m_catalog);
        const PlanOption *o = sub.options.isEmpty() ? nullptr : &sub.options.first();
        const bool fits = o && runsTheJob(*o);
        const Fen cost = CostModel::billed(*trial, gpus, 1, kTrialStepHours).billedFen;
        total += cost;
        const QString prefix = QStringLiteral("step%1_").arg(step);
        r.numbers.append({prefix + QStringLiteral("gpus"), double(gpus)});
        r.numbers.append({prefix + QStringLiteral("cost_cny"), yuanFromFen(cost)});
        r.numbers.append({prefix + QStringLiteral("fits"), fits ? 1.0 : 0.0});
        if (fits) {
            r.numbers.append({prefix + QStringLiteral("tokens_per_s"), o->tokensPerS});
            r.numbers.append({prefix + QStringLiteral("scaling_efficiency"), o->scalingEfficiency});
        }
    }
    if (step == 0)
        return; // the job's trial runs already measured both
    r.numbers.append({QStringLiteral("steps"), double(step)});
    r.numbers.append({QStringLiteral("total_cost_cny"), yuanFromFen(total)});
    const Offering *machine = m_catalog.offering(rec->offeringId);
    const double available = runLimitHours() - (machine ? leadHours(*machine) : 0.0);
    if (available > 0 && rec->hours.expected > 0) {
        // The run's hours go as one over the speed-up: the lowest scaling that still fits.
        r.numbers.append({QStringLiteral("min_scaling_efficiency"),
                          rec->scalingEfficiency * rec->hours.expected / available});
        if (m_job.iteration == Iteration::Weekly && runLimitHours() < deadlineHours() + 1e-9)
            r.numbers.append({QStringLiteral("weekly"), 1.0});
    }
    plan.recommendation.append(r);
}

Plan PlanBuilder::build()
{
    Plan plan;
    plan.job = m_job;
    QList<const Offering *> evaluated;
    evaluated.reserve(m_catalog.offerings.size());
    // A job may name thousands of offerings: look them up in a set, not a list.
    const QSet<QString> wanted(m_job.offerings.cbegin(), m_job.offerings.cend());
    for (const auto &o : m_catalog.offerings) {
        if (!wanted.isEmpty() && !wanted.contains(o.id))
            continue;
        evaluated.append(&o);
        const PriceSnapshot *p = o.currentPrice();
        if (p && (!plan.catalogDate.isValid() || p->observedOn > plan.catalogDate))
            plan.catalogDate = p->observedOn;
    }
    plan.options = evaluateAll(evaluated);
    plan.breakeven = BreakEvenCalculator::computeFor(m_catalog, evaluated);
    plan.framework = m_framework;
    plan.frameworkDefaulted = !m_job.framework.has_value();
    // An entry whose log was never read has no figure and decides nothing.
    const bool measured = std::any_of(m_job.measured.cbegin(), m_job.measured.cend(),
                                      [](const Measurement &m) { return m.tokensPerS > 0; });
    plan.efficiencySource = m_job.mfu ? QStringLiteral("job_mfu")
        : measured                    ? QStringLiteral("measured")
                                      : QStringLiteral("catalog");
    addTrialLogs(plan);
    if (m_work.shape.estimated) {
        plan.advice.append(makeReason(u"architecture_estimated", Sev::Info,
                                      {{u"layers", double(m_work.shape.layers)},
                                       {u"hidden", double(m_work.shape.hidden)},
                                       {u"heads", double(m_work.shape.heads)}}));
    }
    Advisor::addPlanAdvice(plan, m_catalog, m_work);
    if (m_followUps && plan.recommendedId.isEmpty() && !plan.options.isEmpty())
        addWhatWouldRun(plan);
    const bool transformers = m_framework == Framework::Hf || m_framework == Framework::DeepSpeed
        || m_framework == Framework::TorchNpu;
    if (m_followUps && m_work.training && transformers && !m_job.layout)
        addLeanerFramework(plan);
    if (m_followUps)
        addTrialFirst(plan);
    if (m_stats)
        m_stats->layoutsEvaluated += m_evaluated;
    return plan;
}

} // namespace

Plan makeSubPlan(const Job &job, const CatalogData &catalog)
{
    return PlanBuilder::subPlan(job, catalog);
}

Plan makePlan(const Job &job, const CatalogData &catalog)
{
    return makePlan(job, catalog, nullptr);
}

Plan makePlan(const Job &job, const CatalogData &catalog, PlanStats *stats)
{
    return makePlan(job, catalog, stats, 0);
}

Plan makePlan(const Job &job, const CatalogData &catalog, PlanStats *stats, int threads)
{
    PlanBuilder builder(job, catalog, stats, threads);
    return builder.build();
}

} // namespace gp
