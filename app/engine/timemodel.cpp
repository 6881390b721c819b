#include "timemodel.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

constexpr double kWireBytes = 2.0; // 16-bit activations and gradients on the wire

/// Time of one collective of all-reduce volume on ranks, with its launch latency.
double collective(double bytes, int ranks, double busGBs)
{
    if (ranks <= 1 || bytes <= 0)
        return 0;
    return TimeModel::kCollectiveLatencyS + TimeModel::ringAllReduce(bytes, ranks, busGBs);
}

/// Exposed time of communication c that may hide behind compute window: what does not fit in
/// the window, plus the cost of overlapping the rest.
double exposedBehind(double c, double window)
{
    const double hidden = std::min(c, std::max(0.0, window));
    return c - hidden + TimeModel::kOverlapCost * hidden;
}

/// Memory-bound element accesses per token per layer in the forward pass, in 16-bit elements:
/// per element of a hidden-size vector, per element of the MLP width, and the adapters' total.
struct ElementAccesses {
    double hidden = 0;
    double ffn = 0;
    double adapters = 0; ///< already multiplied by the widths they touch
};

ElementAccesses elementAccesses(const Workload &w)
{
    const ModelShape &s = w.shape;
    const TrainingStack &k = w.stack;
    ElementAccesses a;
    a.hidden = TimeModel::kHiddenAccesses;
    if (!k.fusedNorm)
        a.hidden += 2.0 * TimeModel::kEagerNormExtraAccesses;
    if (!k.fusedRope) {
        // Rotary on q (hidden wide) and k (kv wide), and the attention output's copy back.
        const double kvRatio = double(s.kvHeads) * s.headDim() / std::max(1, s.hidden);
        a.hidden += TimeModel::kEagerRopeExtraAccesses * (1.0 + kvRatio)
            + TimeModel::kEagerAttentionCopyAccesses;
    }
    a.ffn = s.gatedMlp
        ? (k.fusedActivation ? TimeModel::kGatedFfnAccesses : TimeModel::kEagerGatedFfnAccesses)
        : TimeModel::kPlainFfnAccesses;
    if (w.frozenParams > 0 && (!k.fusedLora || k.separateLoraMatmuls)) {
        // PEFT: every adapted matrix casts its input twice and scales and adds its output in
        // kernels of its own; Unsloth reads the input again and adds in place; a compiled
        // adapter's traffic hides inside the base layer's.
        const double h = s.hidden, f = s.ffnHidden();
        const double kv = double(s.kvHeads) * s.headDim();
        const double in = s.gatedMlp ? 6.0 * h + f : 5.0 * h + f;
        const double out = s.gatedMlp ? 3.0 * h + 2.0 * kv + 2.0 * f : 3.0 * h + 2.0 * kv + f;
        a.adapters = k.fusedLora
            ? TimeModel::kFusedLoraInputAccesses * in + TimeModel::kFusedLoraOutputAccesses * out
            : TimeModel::kPeftInputAccesses * in + TimeModel::kPeftOutputAccesses * out;
    }
    return a;
}

/// Kernels one micro-batch launches: per layer forward, again when recomputed, twice in
/// backward; plus the embedding, output layer and loss.
double kernelsPerMicroBatch(const Workload &w, double layers, double forwards)
{
    if (w.stack.launchSeconds <= 0)
        return 0;
    const ModelShape &s = w.shape;
    const TrainingStack &k = w.stack;
    double perLayer
        = s.gatedMlp ? TimeModel::kFusedGatedKernels : TimeModel::kFusedGatedKernels - 1;
    if (!k.fusedNorm)
        perLayer += 2.0 * TimeModel::kEagerNormExtraKernels;
    if (!k.fusedRope)
        perLayer += TimeModel::kEagerRopeExtraKernels + (s.kvHeads < s.heads ? 2.0 : 0.0);
    if (!k.fusedActivation && s.gatedMlp)
        perLayer += 1.0;
    if (w.frozenParams > 0) {
        const double adapted = s.gatedMlp ? 7.0 : 6.0;
        perLayer
            += adapted * (k.fusedLora ? TimeModel::kFusedLoraKernels : TimeModel::kPeftKernels);
    }
    return layers * perLayer * (forwards + 2.0) + TimeModel::kModelEdgeKernels;
}

} // namespace

double TimeModel::checkpointBytes(const Workload &w)
{
    return w.trainedParams * (w.weightBytes + w.optimizerBytes);
}

WholeRun TimeModel::wholeRun(const Workload &w, int gpus, int nodes, double steadyHours)
{
    WholeRun r;
    r.steadyHours = std::max(0.0, steadyHours);
    if (!w.training || r.steadyHours <= 0)
        return r;
    const double rate = std::max(1, nodes) * kCheckpointWriteGBs * 1e9 * 3600.0; // bytes/h
    const double writeH = checkpointBytes(w) / rate;
    const double loadH = (checkpointBytes(w) + w.frozenBytes()) / rate;
    const double betweenFailuresH = kCardHoursBetweenFailures / std::max(1, gpus);
    r.intervalHours = std::clamp(std::sqrt(2.0 * writeH * betweenFailuresH),
                                 kMinCheckpointIntervalH, kMaxCheckpointIntervalH);
    r.startupHours = kStartupHours + loadH;
    r.checkpointHours = r.steadyHours / r.intervalHours * writeH;
    r.evaluationHours = r.steadyHours * kEvaluationShare;
    r.failures = r.steadyHours / betweenFailuresH;
    r.failureHours = r.failures * (kRestartHours + loadH + r.intervalHours / 2.0);
    return r;
}

double TimeModel::ringAllReduce(double bytes, int ranks, double busGBs)
{
    if (ranks <= 1 || bytes <= 0)
        return 0;
    if (busGBs <= 0)
        return 1e12;
    return bytes * 2.0 * (ranks - 1) / ranks / (busGBs * 1e9);
}

double TimeModel::flopsPerToken(const Workload &w, Recompute rc)
{
    double passes = w.passes;
    if (rc == Recompute::Full)
        passes += 1.0; // the forward pass runs again during backward
    double flops = passes * w.forwardFlopsPerToken;
    if (rc == Recompute::Selective)
        flops += w.attentionFlopsPerToken; // only the attention core is recomputed
    return flops;
}

DeviceRates TimeModel::rates(const Workload &w, const Accelerator &acc,
                             std::optional<double> efficiency)
{
    DeviceRates d;
    bool fp8Fallback = false;
    const PeakPrecision p = w.peakPrecision(acc, &fp8Fallback);
    d.gemmPeak = w.peakFlops(acc);
    const auto half = acc.peak(PeakPrecision::BF16) ? acc.peak(PeakPrecision::BF16)
                                                    : acc.peak(PeakPrecision::FP16);
    d.halfPeak = half ? *half * 1e12 : d.gemmPeak;
    d.memoryBytesPerS = acc.memoryBandwidthGBs * 1e9;
    const double catalogGemm = p == PeakPrecision::FP8
        ? acc.fp8Efficiency.value_or(acc.computeEfficiency)
        : acc.computeEfficiency;
    d.gemmEfficiency = efficiency.value_or(catalogGemm);
    // Attention stays in 16 bits; it moves with the efficiency asked for in proportion.
    d.halfEfficiency = catalogGemm > 0
        ? std::min(1.0, acc.computeEfficiency * d.gemmEfficiency / catalogGemm)
        : d.gemmEfficiency;
    return d;
}

StepTime TimeModel::trainingStep(const Workload &w, const Layout &l, const Fabric &f,
                                 const DeviceRates &d, std::optional<double> fittedScaling)
{
    StepTime st;
    const ModelShape &s = w.shape;
    const int tp = std::max(1, l.tp), pp = std::max(1, l.pp), dp = std::max(1, l.dp);
    const int cp = std::max(1, l.cp), v = std::max(1, l.interleave);
    const int mb = std::max(1, l.microBatch);
    const int gpus = tp * pp * dp * cp;
    const int g = std::max(1, f.gpusPerNode);
    const int nodes = (gpus + g - 1) / g;
    const int seqsPerRank = std::max(1, w.globalBatchSeqs / dp);
    const int m = std::max(1, seqsPerRank / mb);
    st.microBatches = m;
    st.tokens = double(m) * mb * dp * s.seqLen;

    const bool lora = w.frozenParams > 0;
    const bool full = l.recompute == Recompute::Full;
    const bool attnRecomputed = full || l.recompute == Recompute::Selective;
    const bool sp = w.stack.sequenceParallel && tp > 1;
    const bool measuredIntra = fittedScaling.has_value();
    const double t = tp;
    const double seq = s.seqLen;
    const double tok = mb * seq / cp; // tokens of one micro-batch on one rank
    const double hidden = s.hidden;
    const double ffn = s.ffnHidden();

    // Rates. Narrow matrices (hidden / tp, or few tokens per micro-batch) run below the large-
    // matrix efficiency; attention without FlashAttention is batched GEMMs of head width.
    const auto shape = [](double dim) {
        return dim / (dim + kGemmRolloffDim);
    };
    const double gemmDim = std::min(hidden / t, tok);
    const double gemmRate = std::max(1.0, d.gemmPeak * d.gemmEfficiency * shape(gemmDim));
    const double attnRate = w.stack.flashAttention
        ? std::max(1.0, d.halfPeak * d.halfEfficiency * shape(gemmDim) * kFlashAttentionShare)
        : std::max(1.0, d.halfPeak * d.halfEfficiency * shape(s.headDim()));
    const double memRate = std::max(1.0, d.memoryBytesPerS * kStreamingBandwidth);

    // One layer, one micro-batch, one card.
    const double forwards = full ? 2.0 : 1.0; // forward, and again when fully recomputed
    // Backward: input and weight gradients (2 forwards' worth); a frozen base only needs the
    // input gradients.
    const double gemmFwd = 2.0 * tok * w.layerWeightParams / t;
    double gemm = gemmFwd * (forwards + (lora ? 1.0 : 2.0));
    gemm += 2.0 * tok * w.adapterParamsPerLayer / t * (forwards + 2.0);
    double attn = 4.0 * mb * (seq / cp) * seq * hidden / t; // QK^T and scores x V, forward
    if (w.stack.flashAttention)
        attn *= kCausalShare * (forwards + kFlashBackwardFactor);
    else
        attn *= (attnRecomputed ? 2.0 : 1.0) + 2.0;
    const double bytes = kWireBytes * w.activationFactor;
    const ElementAccesses acc = elementAccesses(w);
    const double elemFwd = (acc.hidden * tok * hidden / (sp || tp == 1 ? t : 1.0)
                            + (acc.ffn * ffn + acc.adapters) * tok / t)
        * bytes;
    double elem = elemFwd * (forwards + 2.0);
    if (!w.stack.flashAttention) {
        const double scores = kScoreBytes * mb * (double(s.heads) / t) * (seq / cp) * seq;
        elem += scores * ((attnRecomputed ? 2.0 : 1.0) + 2.0);
    }
    if (w.dequantBytesPerParam > 0) // QLoRA: every pass dequantises the frozen base
        elem += w.dequantBytesPerParam * w.layerWeightParams / t * (forwards + 1.0);

    const double layerGemm = gemm / gemmRate;
    const double layerAttn = attn / attnRate;
    const double layerMem = elem / memRate;

    // Tensor parallel: two collectives forward and two backward per layer (all-reduces, or with
    // sequence parallelism all-gather + reduce-scatter of the same volume); full recomputation
    // repeats the forward two; sequence parallelism with selective recomputation gathers the
    // layer input again in backward (one all-reduce's worth).
    double tpLayer = 0;
    if (tp > 1 && !measuredIntra) {
        const double msg = kWireBytes * tok * hidden;
        const double n = 4.0 + (full ? 2.0 : 0.0) + (sp && !full && attnRecomputed ? 1.0 : 0.0);
        tpLayer = n * collective(msg, tp, f.intraBusGBs);
        if (w.stack.overlapTensorParallel)
            tpLayer *= 1.0 - kTpOverlap;
    }

    // Context parallel: each rank passes its keys and values around the ring (forward) and
    // their gradients back (backward), hidden behind the attention it overlaps with.
    double cpLayer = 0;
    if (cp > 1) {
        const double kvBytes = 2.0 * kWireBytes * tok * s.kvHeads * double(s.headDim())
            / std::min(t, double(std::max(1, s.kvHeads)));
        const double link
            = cp * tp <= g ? f.intraBusGBs : f.interNodeGBs * kInterNodeEfficiency / g;
        const double traffic = 3.0 * (cp - 1) * kvBytes / (std::max(link, 1e-6) * 1e9);
        cpLayer = exposedBehind(traffic, layerAttn);
    }

    // The output layer and the loss sit on the last stage (the slowest one sets the pace).
    const double vocab = s.vocab;
    const double logitGemm = 2.0 * tok * hidden * vocab / t * (lora ? 2.0 : 3.0);
    const double logitMem
        = (w.stack.fusedLoss ? kLossBytesPerVocab : kEagerLossBytesPerVocab) * tok * vocab / t;

    const double layers = double(s.layers) / pp;
    const double microGemm = layers * layerGemm + logitGemm / gemmRate;
    const double microAttn = layers * layerAttn;
    const double microMem = layers * layerMem + logitMem / memRate;
    double microCompute = microGemm + microAttn + microMem;
    const double scale = measuredIntra && *fittedScaling > 0 ? 1.0 / *fittedScaling : 1.0;
    microCompute *= scale;
    // Eager stacks launch every kernel from Python; the part the card does not hide behind the
    // kernels before adds to the micro-batch.
    const double launchWait = w.stack.launchSeconds * kernelsPerMicroBatch(w, layers, forwards);
    microCompute += launchWait;
    // Checkpoints offloaded to host RAM (Unsloth) go down in forward and up in backward over
    // the host link, behind the compute they overlap with.
    if (w.stack.checkpointsOnHost && full) {
        const double bytesDownUp = 2.0 * kWireBytes * tok * hidden * layers;
        microCompute += exposedBehind(bytesDownUp / (kHostLinkGBs * 1e9), microCompute);
    }
    const double micro = microCompute + layers * (tpLayer + cpLayer);

    st.gemm = m * microGemm * scale;
    st.attention = m * microAttn * scale;
    st.memory = m * microMem * scale;
    st.compute = m * microCompute;
    st.launch = m * launchWait;
    st.tpComm = m * layers * tpLayer;
    st.cpComm = m * layers * cpLayer;
    // 1F1B idles (pp - 1) micro-batch slots per step; interleaving v chunks per rank cuts the
    // bubble to (pp - 1) / v slots (Narayanan et al. 2021).
    st.bubble = micro * (pp - 1) / v;

    const double inter = f.interNodeGBs * kInterNodeEfficiency;

    // Pipeline: activations forward and gradients backward at each of the v chunk boundaries;
    // Megatron sends 1/tp of the tensor per rank (scatter-gather).
    if (pp > 1) {
        const double msg = kWireBytes * tok * hidden / t;
        const double bw = nodes > 1 ? inter / g : std::max(f.intraBusGBs, 1e-3);
        const double sends = 2.0 * v * msg / (std::max(bw, 1e-6) * 1e9);
        // Megatron-Core overlaps the interleaved schedule's sends with the next chunk's compute
        // (--overlap-p2p-communication); the 2021-22 runs waited for them.
        st.ppComm = m * (w.stack.overlapPipeline ? exposedBehind(sends, micro) : sends);
    }

    // Data parallel (over dp x cp ranks), hierarchical: inside the node over the bus, then
    // across nodes where every card of the node shares the node's network.
    const int dpRanks = dp * cp;
    const int perNode = std::max(1, std::min(dpRanks, g / std::min(g, tp)));
    const int dpNodes = (dpRanks + perNode - 1) / perNode;
    const double cardsSharingNic = std::min(g, gpus);
    const auto dpCollective = [&](double allReduceBytes) {
        double x = measuredIntra ? 0 : collective(allReduceBytes, perNode, f.intraBusGBs);
        if (dpNodes > 1) {
            x += kCollectiveLatencyS
                + cardsSharingNic * ringAllReduce(allReduceBytes / perNode, dpNodes, inter);
        }
        return x;
    };
    const double trainedShard = w.trainedParams / (double(tp) * pp);
    double dpTraffic = 0;
    if (dpRanks > 1) {
        if (l.zero >= 3) {
            // ZeRO-3 / FSDP: every micro-batch gathers the weights (frozen base included) and
            // reduce-scatters the gradients, prefetched behind the micro-batch's compute.
            const double weightBytes
                = (w.trainedParams * w.weightBytes + w.frozenBytes()) / (double(tp) * pp);
            const double perMicro = kZero3TrafficFactor * dpCollective(weightBytes);
            dpTraffic = m * perMicro;
            st.dpComm = w.stack.overlapDataParallel
                ? m * exposedBehind(perMicro, micro) + perMicro / std::max(1, s.layers)
                : dpTraffic;
        } else {
            // Gradient all-reduce (ZeRO-1/2 and Megatron's distributed optimizer: reduce-
            // scatter + all-gather, the same volume), bucketed behind the last backward.
            dpTraffic = dpCollective(trainedShard * w.gradBytes);
            st.dpComm = w.stack.overlapDataParallel ? exposedBehind(dpTraffic, micro * 2.0 / 3.0)
                                                    : dpTraffic;
        }
    }

    // Offload: gradients down and updated weights up the host link, then CPU Adam.
    if (l.offload) {
        const double shard = trainedShard / dpRanks;
        double host = shard * (w.gradBytes + w.weightBytes) / (kHostLinkGBs * 1e9);
        host += shard * std::min(g, gpus) / kCpuAdamParamsPerS;
        if (l.zero >= 3) {
            const double paramBytes
                = (w.trainedParams * w.weightBytes + w.frozenBytes()) / (double(tp) * pp * dpRanks);
            const double passes = full ? 3.0 : 2.0;
            const double fetch = m * passes * paramBytes / (kHostLinkGBs * 1e9);
            host += fetch - std::min(kOffloadOverlap * fetch, st.compute);
        }
        st.offload = host;
    } else {
        const double shard = trainedShard / (l.zero >= 1 ? dpRanks : 1);
        st.optimizer = shard * kOptimizerBytesPerParam / memRate;
    }

    st.commTotal = dpTraffic + st.tpComm + st.cpComm + st.ppComm;
    st.total = st.compute + st.tpComm + st.cpComm + st.bubble + st.ppComm + st.dpComm + st.optimizer
        + st.offload;
    return st;
}

} // namespace gp
