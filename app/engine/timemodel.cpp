#include "timemodel.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// Megatron tensor parallelism: two all-reduces per layer forward and two backward (with
// sequence parallelism: all-gather + reduce-scatter of the same volume).
constexpr double kTpCollectivesPerLayer = 4.0;
constexpr double kTpCollectivesRecompute = 2.0;
constexpr double kActivationBytes = 2.0; // 16-bit activations on the wire

} // namespace

double TimeModel::checkpointBytes(const Workload &w)
{
    return w.trainedParams * (w.weightBytes + w.optimizerBytes);
}

double TimeModel::wholeRunFactor(const Workload &w, int nodes)
{
    if (!w.training)
        return 1.0;
    const double writeS = checkpointBytes(w) / (std::max(1, nodes) * kCheckpointWriteGBs * 1e9);
    return 1.0 + kRestartOverhead + writeS / (kCheckpointIntervalH * 3600.0);
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

StepTime TimeModel::trainingStep(const Workload &w, const Layout &l, const Fabric &f,
                                 double peakFlops, double utilisation,
                                 std::optional<double> fittedScaling)
{
    StepTime st;
    const ModelShape &s = w.shape;
    const int tp = std::max(1, l.tp), pp = std::max(1, l.pp), dp = std::max(1, l.dp);
    const int gpus = tp * pp * dp;
    const int g = std::max(1, f.gpusPerNode);
    const int nodes = (gpus + g - 1) / g;
    const int seqsPerRank = std::max(1, w.globalBatchSeqs / dp);
    const int m = std::max(1, seqsPerRank / std::max(1, l.microBatch));
    st.microBatches = m;
    st.tokens = double(m) * l.microBatch * dp * s.seqLen;

    const double rate = std::max(1.0, peakFlops * std::max(1e-3, utilisation));
    st.compute = st.tokens * flopsPerToken(w, l.recompute) / gpus / rate;
    if (fittedScaling && *fittedScaling > 0)
        st.compute /= *fittedScaling;
    const double perMicro = st.compute / m;
    st.bubble = perMicro * (pp - 1); // 1F1B: (pp - 1) micro-batch slots idle per step

    const double inter = f.interNodeGBs * kInterNodeEfficiency;
    const bool measuredIntra = fittedScaling.has_value();

    // Data-parallel gradient traffic, hierarchical: inside the node over the bus, then
    // across nodes where every card of the node shares the node's network.
    const double trainedShard = w.trainedParams / (double(tp) * pp);
    const double gradBytes = trainedShard * w.gradBytes;
    const int perNode = std::max(1, std::min(dp, g / std::min(g, tp)));
    const int dpNodes = (dp + perNode - 1) / perNode;
    double dpTime = measuredIntra ? 0 : ringAllReduce(gradBytes, perNode, f.intraBusGBs);
    if (dpNodes > 1) {
        const double cardsSharingNic = std::min(g, gpus);
        dpTime += cardsSharingNic * ringAllReduce(gradBytes / perNode, dpNodes, inter);
    }
    double gatherTime = 0;
    if (l.zero >= 3 && dp > 1) {
        // Stage 3 re-gathers the (frozen and trained) weights every micro-batch.
        const double weightBytes
            = (w.trainedParams * w.weightBytes + w.frozenParams * w.frozenBytesPerParam)
            / (double(tp) * pp);
        double per = measuredIntra ? 0 : ringAllReduce(weightBytes, perNode, f.intraBusGBs);
        if (dpNodes > 1) {
            per += std::min(g, gpus) * ringAllReduce(weightBytes / perNode, dpNodes, inter);
        }
        gatherTime = per * kZero3TrafficFactor * m;
    }
    const double backwardLast = perMicro * (w.passes - 1) / w.passes;
    const double dpExposed = dpTime - std::min(kDpOverlap * dpTime, backwardLast);
    const double gatherExposed = gatherTime - std::min(kZero3Overlap * gatherTime, st.compute);
    st.dpComm = dpExposed + gatherExposed;

    // Tensor parallel: inside the node only; exposed in full.
    if (tp > 1 && !measuredIntra) {
        const double bytes = kActivationBytes * s.seqLen * double(l.microBatch) * s.hidden;
        const double perLayer = kTpCollectivesPerLayer
            + (l.recompute == Recompute::Full ? kTpCollectivesRecompute : 0);
        st.tpComm
            = m * (double(s.layers) / pp) * perLayer * ringAllReduce(bytes, tp, f.intraBusGBs);
    }

    // Pipeline: activations forward and gradients backward at each stage boundary, half hidden.
    if (pp > 1) {
        const double bytes = kActivationBytes * s.seqLen * double(l.microBatch) * s.hidden / tp;
        const double bw = nodes > 1 ? inter / std::max(1, std::min(g, gpus) / pp)
                                    : std::max(f.intraBusGBs, 1e-3);
        st.ppComm = 0.5 * m * 2.0 * bytes / (std::max(bw, 1e-6) * 1e9);
    }

    // Offload: gradients down and updated weights up the host link, then CPU Adam.
    if (l.offload) {
        const double shard = w.trainedParams / (double(tp) * pp * dp);
        double host = shard * (w.gradBytes + w.weightBytes) / (kHostLinkGBs * 1e9);
        host += shard * std::min(g, gpus) / kCpuAdamParamsPerS;
        if (l.zero >= 3) {
            const double paramBytes
                = (w.trainedParams * w.weightBytes + w.frozenParams * w.frozenBytesPerParam)
                / (double(tp) * pp * dp);
            const double passes = l.recompute == Recompute::Full ? 3.0 : 2.0;
            const double fetch = m * passes * paramBytes / (kHostLinkGBs * 1e9);
            host += fetch - std::min(kOffloadOverlap * fetch, st.compute);
        }
        st.offload = host;
    }

    st.commTotal = dpTime + gatherTime + st.tpComm + st.ppComm;
    st.total = st.compute + st.bubble + st.dpComm + st.tpComm + st.ppComm + st.offload;
    return st;
}

} // namespace gp
