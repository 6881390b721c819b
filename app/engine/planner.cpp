#include "planner.h"

#include "advisor.h"
#include "breakeven.h"
#include "costmodel.h"
#include "efficiency.h"
#include "layoutsearch.h"
#include "likelihood.h"
#include "reasons.h"
#include "timemodel.h"
#include "workload.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace gp {

namespace {

using Sev = Reason::Severity;

// Seed 000: a 2-4 card job is the "multi-card validation" tier, 8 cards one machine.
constexpr int kTierMachineCards = 8;
// The tier's reference card: 24 GB (RTX 4090 class), eight to a machine joined over IB.
constexpr double kTierCardGb = 24.0;
constexpr double kTierInterNodeGBs = 200.0; // IB 400G x4 (CALIBRATION.md)
constexpr int kTierMaxCards = 4096;

/// Search results shared by offerings with the same hardware, network and card count.
using SearchKey = std::tuple<const Accelerator *, int, double, double, int, int>;

class PlanBuilder {
public:
    PlanBuilder(const Job &job, const CatalogData &catalog, PlanStats *stats)
        : m_job(job)
        , m_catalog(catalog)
        , m_stats(stats)
        , m_work(Workload::fromJob(job))
    { }

    Plan build();

private:
    PlanOption evaluate(const Offering &o);
    const EfficiencyEstimate &efficiencyFor(const Accelerator &acc);
    EfficiencyEstimate fitMeasured(const Accelerator &acc, QList<Measurement> runs);
    LayoutResult search(const SearchSpace &space, const Offering &o, int gpus);
    /// The job's end-to-end MFU, converted into the compute efficiency that gives it on this
    /// layout; r's step is recomputed with it.
    EfficiencyEstimate convertMfu(const SearchSpace &space, LayoutResult &r, int gpus,
                                  bool *reachable) const;
    QList<int> cardCounts(const Offering &o) const;
    void fillTime(PlanOption &opt, const LayoutResult &r, const SearchSpace &space,
                  const EfficiencyEstimate &u) const;
    void fillCost(PlanOption &opt, const Offering &o) const;
    void addTier(Plan &plan);
    [[nodiscard]] double deadlineHours() const
    {
        return m_job.deadlineDays ? *m_job.deadlineDays * 24.0 : 0.0;
    }

    const Job &m_job;
    const CatalogData &m_catalog;
    PlanStats *m_stats = nullptr;
    Workload m_work;
    std::map<const Accelerator *, EfficiencyEstimate> m_efficiency;
    std::map<SearchKey, LayoutResult> m_memo;
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

QList<int> PlanBuilder::cardCounts(const Offering &o) const
{
    QList<int> counts;
    const int perNode = std::max(1, o.gpusPerNode);
    if (o.form == RentalForm::Container) {
        for (int g = std::max(1, o.minGpus); g <= perNode; ++g)
            counts.append(g);
    } else {
        // Bare metal and clusters rent whole machines: use every card of them. Training spans
        // machines only over RDMA (seed 000 choice order: cross-machine needs IB); a fixed
        // gpu_count still evaluates other networks and says why they are slow.
        const bool crossNode = !m_work.training || o.rdma;
        const int maxNodes = crossNode ? std::max(1, o.maxNodes) : 1;
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
    const double hourly = CostModel::hourlyFen(o, opt.totalGpus, opt.nodes);
    opt.hourlyFen = roundFen(hourly);
    opt.costProratedFen = Band {double(roundFen(hourly * opt.hours.low)),
                                double(roundFen(hourly * opt.hours.expected)),
                                double(roundFen(hourly * opt.hours.high))};
    const BilledCost billed = CostModel::billed(o, opt.totalGpus, opt.nodes, opt.hours.expected);
    opt.costBilledFen = billed.billedFen;
    opt.idleFen = billed.idleFen;
    opt.billing = billed.unit;
    if (opt.serving && opt.tokensPerS > 0) {
        const double served = std::min(opt.tokensPerS, m_job.inference.targetTokensPerS);
        opt.serving->costPerMonthFen = roundFen(hourly * CostModel::kHoursPerMonth);
        opt.serving->costPerMillionTokensFen = roundFen(hourly / (served * 3600.0) * 1e6);
    }
    // Deadline and budget: how likely, from the low..high band (Likelihood: triangular).
    if (m_job.deadlineDays && m_work.training)
        opt.deadlineLikelihood = Likelihood::atMost(deadlineHours(), opt.hours);
    if (m_job.budgetCny) {
        const double lowFen
            = double(CostModel::billed(o, opt.totalGpus, opt.nodes, opt.hours.low).billedFen);
        const double highFen
            = double(CostModel::billed(o, opt.totalGpus, opt.nodes, opt.hours.high).billedFen);
        opt.budgetLikelihood = Likelihood::atMost(
            *m_job.budgetCny * 100.0, Band {lowFen, double(opt.costBilledFen), highFen});
    }
}

PlanOption PlanBuilder::evaluate(const Offering &o)
{
    PlanOption opt;
    opt.offeringId = o.id;
    opt.label = o.labelEn.isEmpty() ? o.labelZh : o.labelEn;
    opt.acceleratorId = o.acceleratorId;
    opt.form = o.form;
    const Accelerator *acc = m_catalog.accelerator(o.acceleratorId);
    if (!acc) {
        opt.reasons.append(makeReason("unknown_accelerator", Sev::Blocker, {},
                                      {{"accelerator", o.acceleratorId}}));
        return opt;
    }
    opt.memoryCapacityGb = acc->memoryGb;
    const EfficiencyEstimate &catalogEfficiency = efficiencyFor(*acc);

    SearchSpace space;
    space.workload = &m_work;
    space.accelerator = acc;
    space.fabric
        = Fabric {acc->intraLink, acc->allReduceBusGBs, o.interNodeGBs, std::max(1, o.gpusPerNode)};
    if (o.ramGb && *o.ramGb > 0 && m_work.training)
        space.hostRamGb = double(*o.ramGb);
    // Serving has no end-to-end MFU to convert: the job's figure is the efficiency of its math.
    space.rates = TimeModel::rates(
        m_work, *acc, !m_work.training && m_job.mfu ? *m_job.mfu : catalogEfficiency.expected);
    space.pin = m_job.layout ? &*m_job.layout : nullptr;
    space.serving = m_job.inference;

    QList<int> counts = cardCounts(o);
    if (m_job.gpuCount) {
        const int want = *m_job.gpuCount;
        const int perNode = std::max(1, o.gpusPerNode);
        const int nodes = (want + perNode - 1) / perNode;
        const bool ok = o.form == RentalForm::Container
            ? want >= std::max(1, o.minGpus) && want <= perNode
            : nodes <= std::max(1, o.maxNodes);
        if (!ok) {
            opt.reasons.append(makeReason(
                "gpu_count_unavailable", Sev::Blocker,
                {{"gpus", double(want)},
                 {"max_gpus",
                  double(o.form == RentalForm::Container ? perNode
                                                         : perNode * std::max(1, o.maxNodes))}}));
        }
        counts = {std::clamp(want, 1,
                             o.form == RentalForm::Container ? perNode
                                                             : perNode * std::max(1, o.maxNodes))};
    }

    const double deadline = deadlineHours();
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
        const int nodes = (g + std::max(1, o.gpusPerNode) - 1) / std::max(1, o.gpusPerNode);
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
    const int perNode = std::max(1, o.gpusPerNode);
    opt.totalGpus = chosenGpus > 0 ? chosenGpus : counts.value(0, perNode);
    opt.nodes = (opt.totalGpus + perNode - 1) / perNode;

    if (chosenGpus == 0 || !chosen.valid) {
        opt.reasons.append(makeReason("layout_invalid", Sev::Blocker,
                                      {{"gpus", double(opt.totalGpus)},
                                       {"heads", double(m_work.shape.heads)},
                                       {"layers", double(m_work.shape.layers)}}));
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
            Reason r = chosenReachable ? makeReason("mfu_converted", Sev::Info)
                                       : makeReason("mfu_unreachable", Sev::Warning);
            r.numbers = numbers;
            opt.reasons.append(r);
        }
    }
    fillCost(opt, o);

    Advisor::OptionContext ctx {m_job, m_work, o, *acc, chosenU, chosen, space};
    Advisor::addOptionReasons(opt, ctx);
    sortReasons(opt.reasons);
    opt.feasible = !hasBlocker(opt.reasons);
    return opt;
}

void PlanBuilder::addTier(Plan &plan)
{
    // The reference card: the catalog's accelerator closest to 24 GB (4090 class).
    const Accelerator *ref = nullptr;
    for (const auto &a : m_catalog.accelerators) {
        if (std::abs(a.memoryGb - kTierCardGb) <= 4.0
            && (!ref || std::abs(a.memoryGb - kTierCardGb) < std::abs(ref->memoryGb - kTierCardGb)))
            ref = &a;
    }
    if (!ref)
        return;
    const EfficiencyEstimate &u = efficiencyFor(*ref);
    SearchSpace space;
    space.workload = &m_work;
    space.accelerator = ref;
    space.fabric
        = Fabric {ref->intraLink, ref->allReduceBusGBs, kTierInterNodeGBs, kTierMachineCards};
    space.rates = TimeModel::rates(m_work, *ref, u.expected);
    space.serving = m_job.inference;
    const double deadline = deadlineHours();
    for (int g = 1; g <= kTierMaxCards; g *= 2) {
        const LayoutResult r = LayoutSearch::best(space, g, &m_evaluated);
        if (!r.valid || !r.fits)
            continue;
        const bool meets = m_work.training
            ? (deadline <= 0
               || m_work.totalTokens * r.secondsPerToken / 3600.0
                       * TimeModel::wholeRunFactor(m_work,
                                                   (g + kTierMachineCards - 1) / kTierMachineCards)
                   <= deadline)
            : r.servingTargetMet;
        if (!meets)
            continue;
        const int tier = g == 1 ? 1 : g <= 4 ? 2 : g <= kTierMachineCards ? 3 : 4;
        static const char *const names[]
            = {"one_card", "two_to_four_cards", "eight_card_machine", "multi_machine"};
        plan.advice.append(makeReason(
            "tier", Sev::Info,
            {{"tier", double(tier)},
             {"gpus", double(g)},
             {"card_gb", ref->memoryGb},
             {"memory_per_gpu_gb", r.memory.gpu.total()}},
            {{"tier_name", QString::fromLatin1(names[tier - 1])}, {"accelerator", ref->id}}));
        return;
    }
    plan.advice.append(
        makeReason("tier", Sev::Info,
                   {{"tier", 4.0}, {"gpus", double(kTierMaxCards)}, {"card_gb", ref->memoryGb}},
                   {{"tier_name", QStringLiteral("multi_machine")}, {"accelerator", ref->id}}));
}

Plan PlanBuilder::build()
{
    Plan plan;
    plan.job = m_job;
    QList<QString> ids;
    ids.reserve(m_catalog.offerings.size());
    plan.options.reserve(m_catalog.offerings.size());
    for (const auto &o : m_catalog.offerings) {
        if (!m_job.offerings.isEmpty() && !m_job.offerings.contains(o.id))
            continue;
        ids.append(o.id);
        plan.options.append(evaluate(o));
        const PriceSnapshot *p = o.currentPrice();
        if (p && (!plan.catalogDate.isValid() || p->observedOn > plan.catalogDate))
            plan.catalogDate = p->observedOn;
    }
    plan.breakeven = BreakEvenCalculator::compute(m_catalog, ids);
    plan.efficiencySource = m_job.mfu ? QStringLiteral("job_mfu")
        : m_job.measured.isEmpty()    ? QStringLiteral("catalog")
                                      : QStringLiteral("measured");
    if (m_work.shape.estimated) {
        plan.advice.append(makeReason("architecture_estimated", Sev::Info,
                                      {{"layers", double(m_work.shape.layers)},
                                       {"hidden", double(m_work.shape.hidden)},
                                       {"heads", double(m_work.shape.heads)}}));
    }
    addTier(plan);
    Advisor::addPlanAdvice(plan, m_catalog, m_work);
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
    PlanBuilder builder(job, catalog, stats);
    return builder.build();
}

} // namespace gp
