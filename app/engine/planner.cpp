#include "planner.h"

#include "advisor.h"
#include "breakeven.h"
#include "costmodel.h"
#include "efficiency.h"
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
// The most cards any allocation is searched with (the job format's gpu_count limit).
constexpr int kMaxCards = 100000;
// Reasons an option usually carries (the sample jobs: 3 to 6).
constexpr qsizetype kUsualReasons = 4;
// Offerings below which a plan stays on one thread (about 25 ms of work), and the most threads.
constexpr qsizetype kOfferingsPerThread = 5000;
constexpr qsizetype kMaxThreads = 8;

/// Search results shared by offerings with the same hardware, network and card count.
using SearchKey = std::tuple<const Accelerator *, int, double, double, int, int>;

class PlanBuilder {
public:
    PlanBuilder(const Job &job, const CatalogData &catalog, PlanStats *stats, int threads = 0)
        : m_job(job)
        , m_catalog(catalog)
        , m_stats(stats)
        , m_threads(threads)
        , m_work(Workload::fromJob(job))
    { }

    Plan build();

private:
    /// Each offering's option, in order; a large catalog is shared among threads.
    QList<PlanOption> evaluateAll(const QList<const Offering *> &offerings);
    PlanOption evaluate(const Offering &o);
    const EfficiencyEstimate &efficiencyFor(const Accelerator &acc);
    EfficiencyEstimate fitMeasured(const Accelerator &acc, QList<Measurement> runs);
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
    void fillCost(PlanOption &opt, const Offering &o) const;
    /// When nothing is feasible: for the best few options, the smallest change that would make
    /// each feasible (a budget, a deadline, LoRA or a lower precision, more cards).
    void addWhatWouldRun(Plan &plan) const;
    [[nodiscard]] double deadlineHours() const
    {
        return m_job.deadlineDays ? *m_job.deadlineDays * 24.0 : 0.0;
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
    int m_threads = 0; ///< 0: chosen from the catalog's size and the cores
    Workload m_work;
    std::map<const Accelerator *, EfficiencyEstimate> m_efficiency;
    std::map<SearchKey, LayoutResult> m_memo;
    ReasonPool m_reasonPool;
    std::map<std::pair<QString, int>, const Offering *> m_ramSiblings;
    bool m_ramSiblingsBuilt = false;
    qint64 m_evaluated = 0;
};

const EfficiencyEstimate &PlanBuilder::efficiencyFor(const Accelerator &acc)
{
    auto it = m_efficiency.find(&acc);
    if (it != m_efficiency.end())
        return it->second;
    QList<Measurement> runs;
    for (const auto &m : m_job.measured) {
        if (m.accelerator == acc.id && m.gpus > 0 && m.tokensPerS > 0)
            runs.append(m);
    }
    EfficiencyEstimate e
        = runs.isEmpty() ? Efficiency::catalog(m_work, acc) : fitMeasured(acc, std::move(runs));
    return m_efficiency.emplace(&acc, e).first->second;
}

EfficiencyEstimate PlanBuilder::fitMeasured(const Accelerator &acc, QList<Measurement> runs)
{
    std::sort(runs.begin(), runs.end(),
              [](const Measurement &a, const Measurement &b) { return a.gpus < b.gpus; });
    const Measurement &base = runs.first();
    // The trial run's layout: what the engine itself would run on that many cards of one
    // machine of this accelerator; then the efficiency that reproduces its tokens/s.
    SearchSpace space;
    space.workload = &m_work;
    space.accelerator = &acc;
    space.fabric
        = Fabric {acc.intraLink, acc.allReduceBusGBs, 0.0, std::max(kTierMachineCards, base.gpus)};
    space.rates = TimeModel::rates(m_work, acc);
    space.serving = m_job.inference;
    const LayoutResult r = LayoutSearch::best(space, base.gpus, &m_evaluated);
    const EfficiencyEstimate catalog = Efficiency::catalog(m_work, acc);
    double fitted = catalog.expected;
    if (r.valid && r.step.tokens > 0 && m_work.training) {
        const double seconds = r.step.tokens / base.tokensPerS;
        fitted = Efficiency::solve(
            [&](double e) {
                return TimeModel::trainingStep(m_work, r.layout, space.fabric,
                                               TimeModel::rates(m_work, acc, e))
                    .total;
            },
            seconds);
    } else {
        // No layout to invert (serving, or it does not fit): scale by the FLOPs alone.
        const double predicted = Efficiency::mfu(base.tokensPerS, m_work, acc, base.gpus);
        fitted = std::clamp(predicted, Efficiency::kMin, 1.0);
    }
    EfficiencyEstimate e = Efficiency::around(fitted, QStringLiteral("measured"));
    e.measuredRuns = int(runs.size());
    e.measuredMaxGpus = runs.last().gpus;
    e.measuredMfu = Efficiency::mfu(base.tokensPerS, m_work, acc, base.gpus);
    if (base.gpus == 1 && runs.size() > 1 && e.measuredMfu > 0) {
        // Least squares through the origin of 1/eff - 1 = c log2 g, eff the measured MFU at g
        // cards over the one-card MFU.
        double num = 0, den = 0;
        for (const auto &m : runs) {
            if (m.gpus <= 1)
                continue;
            const double eff = Efficiency::mfu(m.tokensPerS, m_work, acc, m.gpus) / e.measuredMfu;
            const double x = std::log2(m.gpus);
            num += x * (1.0 / std::max(eff, 1e-3) - 1.0);
            den += x * x;
        }
        if (den > 0)
            e.scalingCoefficient = std::max(0.0, num / den);
    }
    return e;
}

EfficiencyEstimate PlanBuilder::convertMfu(const SearchSpace &space, LayoutResult &r, int gpus,
                                           bool *reachable) const
{
    const double target = std::clamp(*m_job.mfu, Efficiency::kMin, 1.0);
    double e = target;
    if (m_work.training && r.valid && r.step.tokens > 0 && space.rates.gemmPeak > 0) {
        // MFU = model FLOPs of a step / (step seconds x cards x peak): the step time it asks for.
        const double seconds
            = r.step.tokens * m_work.modelFlopsPerToken() / (target * gpus * space.rates.gemmPeak);
        const Accelerator &acc = *space.accelerator;
        e = Efficiency::solve(
            [&](double x) {
                return TimeModel::trainingStep(m_work, r.layout, space.fabric,
                                               TimeModel::rates(m_work, acc, x),
                                               space.fittedScaling)
                    .total;
            },
            seconds, reachable);
        r.step = TimeModel::trainingStep(m_work, r.layout, space.fabric,
                                         TimeModel::rates(m_work, acc, e), space.fittedScaling);
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

void PlanBuilder::fillTime(PlanOption &opt, const LayoutResult &r, const SearchSpace &space,
                           const EfficiencyEstimate &u) const
{
    opt.layout = r.layout;
    opt.memory = r.memory.gpu;
    opt.memoryPerGpuGb = r.memory.gpu.total();
    opt.computeEfficiency = u.expected;
    const double peak = space.rates.gemmPeak;
    if (!m_work.training) {
        opt.serving = r.serving;
        opt.stepSeconds = r.step.total;
        opt.tokensPerS = r.serving ? r.serving->tokensPerS : 0;
        // Serving: 2 N FLOPs per output token over what the cards could compute.
        if (peak > 0 && opt.totalGpus > 0) {
            opt.mfu = opt.tokensPerS * 2.0 * m_work.shape.activeParams / (opt.totalGpus * peak);
            opt.hfu = opt.mfu;
        }
        const double h = std::max(0.0, m_job.monthlyHours);
        opt.hours = Band {h, h, h};
        opt.gpuHours = h * opt.totalGpus;
        opt.scalingEfficiency = 1;
        return;
    }
    const StepTime &st = r.step;
    opt.stepSeconds = st.total;
    opt.tokensPerS = st.total > 0 ? st.tokens / st.total : 0;
    if (peak > 0 && opt.totalGpus > 0) {
        opt.mfu = opt.tokensPerS * m_work.modelFlopsPerToken() / (opt.totalGpus * peak);
        opt.hfu = opt.tokensPerS * TimeModel::flopsPerToken(m_work, r.layout.recompute)
            / (opt.totalGpus * peak);
    }
    const double steps = m_work.totalTokens / std::max(1.0, st.tokens);
    const double whole = TimeModel::wholeRunFactor(m_work, opt.nodes);
    // The band: the same layout at the low and high ends of the efficiency band.
    const Accelerator &acc = *space.accelerator;
    const auto hoursAt = [&](double efficiency) {
        const StepTime at = TimeModel::trainingStep(m_work, r.layout, space.fabric,
                                                    TimeModel::rates(m_work, acc, efficiency),
                                                    space.fittedScaling);
        return whole * steps * at.total / 3600.0;
    };
    opt.hours = Band {hoursAt(u.high), whole * steps * st.total / 3600.0, hoursAt(u.low)};
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
    // Deadline and budget: how likely, from the low..high band (Likelihood: triangular).
    if (m_job.deadlineDays && m_work.training)
        opt.deadlineLikelihood = Likelihood::atMost(deadlineHours(), opt.hours);
    if (m_job.budgetCny)
        opt.budgetLikelihood = Likelihood::atMost(*m_job.budgetCny * 100.0, opt.needBilledBandFen);
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
    const EfficiencyEstimate &catalogEfficiency = efficiencyFor(*acc);

    SearchSpace space;
    space.workload = &m_work;
    space.accelerator = acc;
    space.fabric = Fabric {acc->intraLink, acc->allReduceBusGBs, o.interNodeGBs,
                           std::clamp(o.gpusPerNode, 1, kMaxCards)};
    // Host RAM decides whether offload can make a job fit. Where the catalog does not state a
    // machine's RAM, the smallest RAM stated for the same card in the same machine size stands
    // in for it, and the option says so (ram_assumed) when the layout relies on it.
    const Offering *ramFrom = nullptr;
    if (o.ramGb && *o.ramGb > 0 && m_work.training) {
        space.hostRamGb = double(*o.ramGb);
    } else if (m_work.training) {
        ramFrom = ramSibling(o);
        if (ramFrom)
            space.hostRamGb = double(*ramFrom->ramGb);
    }
    // Serving has no end-to-end MFU to convert: the job's figure is the efficiency of its math.
    space.rates = TimeModel::rates(
        m_work, *acc, !m_work.training && m_job.mfu ? *m_job.mfu : catalogEfficiency.expected);
    space.pin = m_job.layout ? &*m_job.layout : nullptr;
    space.serving = m_job.inference;

    QList<int> counts = cardCounts(o);
    if (m_job.gpuCount) {
        const int want = *m_job.gpuCount;
        const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
        const int nodes = (want + perNode - 1) / perNode;
        const int maxGpus = o.form == RentalForm::Container
            ? perNode
            : int(std::min<qint64>(qint64(perNode) * std::clamp(o.maxNodes, 1, kMaxCards),
                                   kMaxCards));
        const bool ok = o.form == RentalForm::Container
            ? want >= std::max(1, o.minGpus) && want <= perNode
            : nodes <= std::max(1, o.maxNodes);
        if (!ok) {
            opt.reasons.append(
                makeReason(u"gpu_count_unavailable", Sev::Blocker,
                           {{u"gpus", double(want)}, {u"max_gpus", double(maxGpus)}}));
        }
        counts = {std::clamp(want, 1, maxGpus)};
    }

    const double deadline = runLimitHours();
    LayoutResult chosen;
    int chosenGpus = 0;
    bool haveChosen = false;
    LayoutResult fastestFit;
    int fastestGpus = 0;
    double fastestHours = 0;
    LayoutResult last;
    int lastGpus = 0;
    // The efficiency each count is planned with: the catalog's (or the trial runs'), or the
    // job's end-to-end MFU converted on that count's layout.
    EfficiencyEstimate chosenU = catalogEfficiency, fastestU = catalogEfficiency;
    bool chosenReachable = true, fastestReachable = true;
    for (const int g : counts) {
        space.fittedScaling = catalogEfficiency.scalingAt(std::min(g, std::max(1, o.gpusPerNode)));
        LayoutResult r = search(space, o, g);
        if (!r.valid)
            continue;
        last = r;
        lastGpus = g;
        if (!r.fits)
            continue;
        EfficiencyEstimate u = catalogEfficiency;
        bool reachable = true;
        if (m_job.mfu)
            u = convertMfu(space, r, g, &reachable);
        const int nodes = (g + std::clamp(o.gpusPerNode, 1, kMaxCards) - 1)
            / std::clamp(o.gpusPerNode, 1, kMaxCards);
        const double hours = m_work.training ? m_work.totalTokens * r.secondsPerToken / 3600.0
                * TimeModel::wholeRunFactor(m_work, nodes)
                                             : 0;
        const bool meets
            = m_work.training ? (deadline <= 0 || hours <= deadline) : r.servingTargetMet;
        if (meets) {
            chosen = r;
            chosenGpus = g;
            chosenU = u;
            chosenReachable = reachable;
            haveChosen = true;
            break;
        }
        const double score
            = m_work.training ? hours : -r.serving.value_or(ServingEstimate {}).tokensPerS;
        if (fastestGpus == 0 || score < fastestHours) {
            fastestFit = r;
            fastestGpus = g;
            fastestHours = score;
            fastestU = u;
            fastestReachable = reachable;
        }
    }
    if (!haveChosen) {
        if (fastestGpus > 0) {
            chosen = fastestFit;
            chosenGpus = fastestGpus;
            chosenU = fastestU;
            chosenReachable = fastestReachable;
        } else {
            chosen = last;
            chosenGpus = lastGpus;
        }
    }
    const int perNode = std::clamp(o.gpusPerNode, 1, kMaxCards);
    opt.totalGpus = chosenGpus > 0 ? chosenGpus : counts.value(0, perNode);
    opt.nodes = (opt.totalGpus + perNode - 1) / perNode;

    if (chosenGpus == 0 || !chosen.valid) {
        opt.reasons.append(makeReason(u"layout_invalid", Sev::Blocker,
                                      {{u"gpus", double(opt.totalGpus)},
                                       {u"heads", double(m_work.shape.heads)},
                                       {u"layers", double(m_work.shape.layers)}}));
    } else {
        space.fittedScaling = chosenU.scalingAt(std::min(opt.totalGpus, perNode));
        space.rates = TimeModel::rates(m_work, *acc, chosenU.expected);
        fillTime(opt, chosen, space, chosenU);
        if (m_job.mfu && m_work.training) {
            const QList<QPair<QString, double>> numbers {
                {QStringLiteral("mfu"), *m_job.mfu},
                {QStringLiteral("compute_efficiency"), chosenU.expected},
                {QStringLiteral("achieved_mfu"), opt.mfu},
                {QStringLiteral("catalog_efficiency"), Efficiency::catalog(m_work, *acc).expected}};
            // The job's end-to-end MFU becomes the compute efficiency that gives it on this
            // layout; when even efficiency 1 cannot, communication alone is too slow for it.
            Reason r = chosenReachable ? makeReason(u"mfu_converted", Sev::Info)
                                       : makeReason(u"mfu_unreachable", Sev::Warning);
            r.numbers = numbers;
            opt.reasons.append(r);
        }
    }
    fillCost(opt, o);
    if (ramFrom && chosen.valid && chosen.fits && opt.layout.offload) {
        opt.reasons.append(
            makeReason(u"ram_assumed", Sev::Warning,
                       {{u"ram_gb", double(*ramFrom->ramGb)}, {u"host_gb", chosen.memory.hostGb}},
                       {{u"from", ramFrom->id}}));
    }
    double unknownRamNeededGb = 0;
    if (m_work.training && !space.hostRamGb && chosen.valid && !chosen.fits) {
        // RAM unknown and no machine to assume it from: what offload would need, so the verdict
        // says the RAM is unknown instead of "does not fit".
        SearchSpace unbounded = space;
        unbounded.hostRamGb = 1e9;
        const LayoutResult withRam = search(unbounded, o, opt.totalGpus);
        if (withRam.valid && withRam.fits)
            unknownRamNeededGb = withRam.memory.hostGb;
    }

    Advisor::OptionContext ctx {m_job, m_work, o, *acc, chosenU, chosen, space, unknownRamNeededGb};
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
    plan.efficiencySource = m_job.mfu ? QStringLiteral("job_mfu")
        : m_job.measured.isEmpty()    ? QStringLiteral("catalog")
                                      : QStringLiteral("measured");
    if (m_work.shape.estimated) {
        plan.advice.append(makeReason(u"architecture_estimated", Sev::Info,
                                      {{u"layers", double(m_work.shape.layers)},
                                       {u"hidden", double(m_work.shape.hidden)},
                                       {u"heads", double(m_work.shape.heads)}}));
    }
    Advisor::addPlanAdvice(plan, m_catalog, m_work);
    if (plan.recommendedId.isEmpty() && !plan.options.isEmpty())
        addWhatWouldRun(plan);
    if (m_stats)
        m_stats->layoutsEvaluated += m_evaluated;
    return plan;
}

} // namespace

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
