#include "layoutsearch.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace gp {

namespace {

constexpr std::array<int, 4> kTensorDegrees {1, 2, 4, 8}; // within one 8-card node
constexpr std::array<int, 7> kPipelineDegrees {1, 2, 4, 8, 16, 32, 64};
constexpr std::array<int, 4> kMicroBatches {1, 2, 4, 8};
// Interleaved 1F1B: model chunks per pipeline rank (Megatron's virtual pipeline stages).
constexpr std::array<int, 4> kInterleaves {1, 2, 4, 8};

/// The searched degrees, or only the pinned value (which may lie outside the searched set).
template<std::size_t N>
QList<int> degrees(const std::array<int, N> &searched, const std::optional<int> &pin)
{
    if (pin)
        return {*pin};
    return QList<int>(searched.cbegin(), searched.cend());
}

bool accepts(const std::optional<int> &pin, int value)
{
    return !pin || *pin == value;
}

bool fitsIn(const MemoryEstimate &m, double capacityGb, const std::optional<double> &hostRamGb)
{
    if (m.gpu.total() > capacityGb)
        return false;
    if (m.hostGb > 0) {
        // Where the catalog does not state the RAM, a few GB of checkpoints still fit: every
        // GPU machine has that much (offload layouts are not searched without a stated RAM).
        return hostRamGb ? m.hostGb <= *hostRamGb * MemoryModel::kHostUsable
                         : m.hostGb <= MemoryModel::kUnstatedHostRamGb;
    }
    return true;
}

/// Bytes per weight as the serving stack stores it (8-bit formats carry block scales).
double servedWeightBytes(const Workload &w)
{
    const double bytes = Workload::storageBytes(w.precision);
    return w.precision == Precision::INT8 ? bytes * w.serving.int8WeightBytes : bytes;
}

} // namespace

LayoutResult LayoutSearch::best(const SearchSpace &space, int gpus, qint64 *evaluated)
{
    if (space.workload->training)
        return bestTraining(space, gpus, evaluated);
    return bestInference(space, gpus, evaluated);
}

LayoutResult LayoutSearch::bestTraining(const SearchSpace &space, int gpus, qint64 *evaluated)
{
    const Workload &w = *space.workload;
    const Accelerator &acc = *space.accelerator;
    const LayoutPin *pin = space.pin;
    const ModelShape &s = w.shape;
    const double capacity = acc.memoryGb;
    const int node = std::max(1, space.fabric.gpusPerNode);
    const bool pcie = acc.intraLink == LinkKind::PCIe;
    const bool canOffload = space.hostRamGb.has_value() && *space.hostRamGb > 0;

    LayoutResult r;
    r.valid = false;
    double bestTime = std::numeric_limits<double>::max();
    double bestMem = std::numeric_limits<double>::max();
    double minMem = std::numeric_limits<double>::max();
    double minNoOffload = std::numeric_limits<double>::max();
    LayoutResult smallest; // least memory, for the report when nothing fits
    LayoutResult smallestOnCard; // least memory without offload: what the cards would need
    bool anyOnCard = false;
    qint64 count = 0;

    const QList<int> tensorDegrees = degrees(kTensorDegrees, pin ? pin->tp : std::nullopt);
    const QList<int> pipelineDegrees = degrees(kPipelineDegrees, pin ? pin->pp : std::nullopt);
    const QList<int> microBatches = degrees(kMicroBatches, pin ? pin->microBatch : std::nullopt);
    const QList<int> interleaves = degrees(kInterleaves, pin ? pin->interleave : std::nullopt);
    // Context parallelism only when pinned: it pays off for sequences beyond what jobs plan.
    const int cp = pin && pin->cp ? std::max(1, *pin->cp) : 1;
    const TrainingStack &stack = w.stack;
    for (const int tp : tensorDegrees) {
        if (tp < 1 || tp > std::min(gpus, node) || gpus % (tp * cp) != 0 || s.heads % tp != 0)
            continue;
        // The software runs only the parallelism it has (a pin asks for it anyway: the
        // option then says it does not fit the stack).
        if (tp > stack.maxTp && !(pin && pin->tp))
            continue;
        // Tensor parallelism talks every layer: never over PCIe for training (seed 000).
        if (tp > 1 && pcie && !(pin && pin->tp))
            continue;
        for (const int pp : pipelineDegrees) {
            if (pp < 1 || (gpus / (tp * cp)) % pp != 0 || pp > s.layers
                || !accepts(pin ? pin->pp : std::nullopt, pp))
                continue;
            if (pp > 1 && !stack.pipeline && !(pin && pin->pp))
                continue;
            const int dp = gpus / (tp * cp * pp);
            if (!accepts(pin ? pin->dp : std::nullopt, dp) || dp > w.globalBatchSeqs)
                continue;
            for (const int v : interleaves) {
                // Chunks need whole layers each, and a pipeline to interleave.
                if (v < 1 || (v > 1 && (pp == 1 || s.layers < pp * v)))
                    continue;
                for (int zero = 0; zero <= 3; ++zero) {
                    if (!accepts(pin ? pin->zero : std::nullopt, zero))
                        continue;
                    if (!stack.offersZero(zero) && !(pin && pin->zero))
                        continue;
                    for (int off = 0; off <= 1; ++off) {
                        const bool offload = off == 1;
                        if (pin && pin->offload && *pin->offload != offload)
                            continue;
                        if (offload && !canOffload)
                            continue;
                        if (offload && !stack.offload && !(pin && pin->offload))
                            continue;
                        // With one data-parallel rank, ZeRO stages only matter for offload.
                        if (dp == 1 && zero > 0 && !(offload && zero == 3) && !(pin && pin->zero))
                            continue;
                        for (const Recompute rc :
                             {Recompute::None, Recompute::Selective, Recompute::Full}) {
                            // Flash attention already drops what selective recomputation saves.
                            if (rc == Recompute::Selective && stack.flashAttention
                                && !(pin && pin->recompute))
                                continue;
                            if (pin && pin->recompute && *pin->recompute != rc)
                                continue;
                            // Stacks that checkpoint every layer by default (LLaMA-Factory,
                            // Unsloth, torchtune recipes) are planned as they run.
                            if (stack.alwaysRecompute && rc != Recompute::Full
                                && !(pin && pin->recompute))
                                continue;
                            for (const int mb : microBatches) {
                                if (mb < 1 || mb > std::max(1, w.globalBatchSeqs / dp))
                                    break;
                                const Layout l {dp, tp, pp, zero, mb, rc, offload, v, cp};
                                const MemoryEstimate m = MemoryModel::training(w, l, node);
                                ++count;
                                r.valid = true;
                                const double mem = m.gpu.total();
                                if (mem < minMem) {
                                    minMem = mem;
                                    smallest.layout = l;
                                    smallest.memory = m;
                                }
                                if (!offload && mem < minNoOffload) {
                                    minNoOffload = mem;
                                    smallestOnCard.layout = l;
                                    smallestOnCard.memory = m;
                                    anyOnCard = true;
                                }
                                if (!fitsIn(m, capacity, space.hostRamGb))
                                    break; // larger micro-batches need more memory still
                                const StepTime st = TimeModel::trainingStep(
                                    w, l, space.fabric, space.rates, space.fittedScaling);
                                const double spt = st.total / std::max(1.0, st.tokens);
                                const bool better = spt < bestTime * (1 - 1e-9)
                                    || (spt <= bestTime * (1 + 1e-9) && mem < bestMem);
                                if (better) {
                                    bestTime = spt;
                                    bestMem = mem;
                                    r.fits = true;
                                    r.layout = l;
                                    r.memory = m;
                                    r.step = st;
                                    r.secondsPerToken = spt;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    if (evaluated)
        *evaluated += count;
    if (!r.valid)
        return r;
    if (!r.fits) {
        // Show what the cards would have to hold: an offload layout that fails on host RAM has a
        // small on-card figure that would read as if it fitted.
        const LayoutResult &shown = anyOnCard ? smallestOnCard : smallest;
        r.layout = shown.layout;
        r.memory = shown.memory;
        r.step
            = TimeModel::trainingStep(w, r.layout, space.fabric, space.rates, space.fittedScaling);
        r.secondsPerToken = r.step.total / std::max(1.0, r.step.tokens);
    }
    r.minMemoryGb = minMem;
    r.minNoOffloadGb = minNoOffload < std::numeric_limits<double>::max() ? minNoOffload : minMem;
    r.minHostGb = smallest.memory.hostGb;
    r.pcieTensorParallel = pcie && r.layout.tp > 1;
    return r;
}

double LayoutSearch::replicaTokensPerS(const SearchSpace &space, int tp, int batch,
                                       double promptTokens, double outputTokens)
{
    const Workload &w = *space.workload;
    const Accelerator &acc = *space.accelerator;
    const ModelShape &s = w.shape;
    const double prompt = std::max(0.0, promptTokens);
    const double answer = std::max(1.0, outputTokens);
    const double kvShards = std::min(double(tp), double(std::max(1, s.kvHeads)));
    // Decode: every step reads the card's weights and the batch's KV cache once; the cache
    // holds the prompt and the answer so far.
    const ServingStack &k = w.serving;
    const double kvTokens = prompt + answer / 2.0;
    const double weightBytes = s.params * servedWeightBytes(w) / tp;
    const double cacheBytes
        = MemoryModel::kvBytesPerToken(s, w.precision) * kvTokens * batch / kvShards;
    const double bandwidth = acc.memoryBandwidthGBs * 1e9;
    const double memTime = weightBytes / (bandwidth * std::max(0.01, k.decodeBandwidthShare))
        + cacheBytes / (bandwidth * std::max(0.01, k.cacheBandwidthShare));
    const double rate = std::max(1.0, space.rates.gemmPeak * space.rates.gemmEfficiency) * tp;
    const double computeTime = 2.0 * s.activeParams * batch / rate;
    const double latency = acc.intraLink == LinkKind::PCIe ? kPcieLatencyS : kNvlinkLatencyS;
    const double tpTime = tp > 1 ? 2.0 * s.layers * latency : 0.0;
    // The stack's host work per decode step (scheduling, sampling, Python) that the card waits on.
    const double host = k.stepOverheadS + k.requestOverheadS * batch + k.layerOverheadS * s.layers;
    const double step = std::max(memTime, computeTime) + tpTime + host;
    // Prefill: 2 N FLOPs per prompt token, shared over the request's answer tokens.
    const double prefillPerToken = 2.0 * s.activeParams * prompt / rate / answer;
    return 1.0 / (step / batch + prefillPerToken);
}

LayoutResult LayoutSearch::bestInference(const SearchSpace &space, int gpus, qint64 *evaluated)
{
    const Workload &w = *space.workload;
    const Accelerator &acc = *space.accelerator;
    const ModelShape &s = w.shape;
    const int node = std::max(1, space.fabric.gpusPerNode);
    const int ctx = std::max(1, space.serving.contextTokens);
    const int requests = std::max(1, space.serving.concurrentRequests);
    const ServingStack &stack = w.serving;
    const double answer = std::min(
        double(ctx), space.outputTokens > 0 ? space.outputTokens : kOutputTokensPerRequest);
    // A paged cache holds what each request has used so far: on average its prompt and half
    // its answer; otherwise every request reserves its whole context when admitted.
    const double cached = stack.pagedCache ? (ctx - answer) + answer / 2.0 : double(ctx);
    // The share of the card the stack lets itself use (vLLM's gpu_memory_utilization).
    const double usable = acc.memoryGb * std::clamp(stack.memoryShare, 0.1, 1.0);
    LayoutResult r;
    r.valid = false;
    double bestRate = -1;
    double minMem = std::numeric_limits<double>::max();
    qint64 count = 0;
    for (const int tp : kTensorDegrees) {
        if (tp > std::min(gpus, node) || gpus % tp != 0 || s.heads % tp != 0
            || (space.pin && !accepts(space.pin->tp, tp)))
            continue;
        ++count;
        r.valid = true;
        const int replicas = gpus / tp;
        const MemoryBreakdown one = MemoryModel::inference(w, tp, 1, cached);
        const MemoryBreakdown none = MemoryModel::inference(w, tp, 0, cached);
        const double perSeq = one.total() - none.total();
        const int maxBatch = std::min(
            std::max(1, stack.maxBatch),
            perSeq > 0 ? static_cast<int>(std::floor((usable - none.total()) / perSeq)) : requests);
        const int batch
            = std::clamp((requests + replicas - 1) / replicas, 1, std::max(1, maxBatch));
        const MemoryBreakdown mem = MemoryModel::inference(w, tp, batch, cached);
        if (mem.total() < minMem && !r.fits) {
            minMem = mem.total();
            r.layout = Layout {replicas, tp, 1, 0, batch, Recompute::None, false};
            r.memory.gpu = mem;
        }
        if (maxBatch < 1 || none.total() > usable)
            continue;
        const double perReplica = replicaTokensPerS(space, tp, batch, ctx - answer, answer);
        const double total = perReplica * replicas;
        const bool met
            = replicas * batch >= requests && total >= space.serving.target() * (1 - 1e-9);
        const bool better = !r.fits || (met && !r.servingTargetMet)
            || (met == r.servingTargetMet && total > bestRate);
        if (better) {
            r.fits = true;
            r.servingTargetMet = met;
            bestRate = total;
            r.layout = Layout {replicas, tp, 1, 0, batch, Recompute::None, false};
            r.memory.gpu = mem;
            ServingEstimate se;
            se.replicas = replicas;
            se.tokensPerS = total;
            se.tokensPerSPerGpu = total / gpus;
            r.serving = se;
            r.step.total = batch / perReplica; // one decode step of the replica
            r.step.tokens = batch;
            r.step.compute = r.step.total;
        }
    }
    if (!r.fits)
        r.servingTargetMet = false;
    r.minMemoryGb = minMem;
    r.minNoOffloadGb = minMem;
    if (evaluated)
        *evaluated += count;
    return r;
}

} // namespace gp
