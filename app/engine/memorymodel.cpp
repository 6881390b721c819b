#include "memorymodel.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// ZeRO-3 gathers the parameters of the layer being computed and prefetches the next one.
constexpr double kZero3WorkingLayers = 2.0;
// Cross-entropy over the vocabulary keeps fp32 logits: 4 bytes x s x b x V (last stage only).
constexpr double kLogitBytes = 4.0;

double withOverhead(MemoryBreakdown &m)
{
    const double tensors = m.weights + m.gradients + m.optimizer + m.activations + m.kvCache;
    m.overhead = MemoryModel::kContextGb + MemoryModel::kFragmentation * tensors;
    return m.total();
}

} // namespace

double MemoryModel::activationBytesPerLayer(const ModelShape &s, int microBatch, int tp,
                                            Recompute rc, bool flash)
{
    const double sbh = double(s.seqLen) * microBatch * s.hidden;
    const double t = std::max(1, tp);
    // 5as/h: the attention score matrices that flash attention never stores.
    const double scores = flash ? 0.0 : 5.0 * s.heads * double(s.seqLen) / s.hidden;
    switch (rc) {
    case Recompute::Full:
        return 2.0 * sbh / t; // only each layer's input, sharded by sequence parallelism
    case Recompute::Selective:
        return 34.0 * sbh / t; // TP + SP + selective: the attention core is recomputed
    case Recompute::None:
        break;
    }
    return sbh / t * (34.0 + scores); // TP + SP (t = 1: no parallelism)
}

MemoryEstimate MemoryModel::training(const Workload &w, const Layout &l, int gpusPerNode)
{
    MemoryEstimate e;
    const ModelShape &s = w.shape;
    const double mp = double(std::max(1, l.tp)) * std::max(1, l.pp);
    // ZeRO shards over every data-parallel rank, context-parallel ones included.
    const double dp = double(std::max(1, l.dp)) * std::max(1, l.cp);
    const bool z1 = l.zero >= 1, z2 = l.zero >= 2, z3 = l.zero >= 3;

    // Model states (ZeRO paper): trained parameters keep weights, gradients and optimizer
    // states; ZeRO-1 shards the optimizer, ZeRO-2 also gradients, ZeRO-3 also weights.
    const double trained = w.trainedParams / mp;
    double weights = trained * w.weightBytes / (z3 ? dp : 1);
    double grads = trained * w.gradBytes / (z2 ? dp : 1);
    double optim = trained * w.optimizerBytes / (z1 ? dp : 1);
    // LoRA/QLoRA: the frozen base in its storage format, sharded only by ZeRO-3 (FSDP).
    const double frozen = w.frozenParams / mp * w.frozenBytesPerParam / (z3 ? dp : 1);
    weights += frozen;

    double host = 0;
    if (l.offload) {
        // ZeRO-Offload: the optimizer step runs on the CPU, so optimizer states live in host RAM.
        host += optim;
        optim = 0;
        if (z3) {
            // ZeRO-Infinity: with stage 3, parameters and gradients move to host RAM too.
            host += weights + grads;
            weights = 0;
            grads = 0;
        }
    }
    if (z3 && dp > 1) {
        // Gathered working set: the full (TP-sharded) parameters of the current layers.
        const double layerBytes
            = (w.trainedParams * w.weightBytes + w.frozenParams * w.frozenBytesPerParam)
            / std::max(1, s.layers) / std::max(1, l.tp);
        weights += kZero3WorkingLayers * layerBytes;
    }

    // Activations: with 1F1B the first stage holds pp micro-batches of L/pp layers: L layers'
    // worth (Korthikanti et al.), fewer when the step has fewer micro-batches than stages.
    const int seqsPerRank = std::max(1, w.globalBatchSeqs / std::max(1, l.dp));
    const int microBatches = std::max(1, seqsPerRank / std::max(1, l.microBatch));
    const double layersPerStage = double(s.layers) / std::max(1, l.pp);
    const double inFlight = std::min(l.pp, microBatches);
    double act = activationBytesPerLayer(s, l.microBatch, l.tp, l.recompute, w.flashAttention)
        * layersPerStage * inFlight;
    // Interleaved 1F1B keeps more micro-batches in flight on the first stage: x (1 + (p-1)/(pv))
    // (Korthikanti et al. 2022, section 4.2.3).
    if (l.interleave > 1 && l.pp > 1)
        act *= 1.0 + double(l.pp - 1) / (double(l.pp) * l.interleave);
    if (l.pp == 1)
        act += kLogitBytes * s.seqLen * double(l.microBatch) * s.vocab / std::max(1, l.tp);
    // Context parallelism splits every sequence over cp ranks.
    act /= std::max(1, l.cp);
    act *= w.activationFactor;

    e.gpu.weights = gb(weights);
    e.gpu.gradients = gb(grads);
    e.gpu.optimizer = gb(optim);
    e.gpu.activations = gb(act);
    withOverhead(e.gpu);
    e.hostGb
        = gb(host) * std::max(1, std::min(gpusPerNode, l.dp * l.tp * l.pp * std::max(1, l.cp)));
    return e;
}

double MemoryModel::kvBytesPerToken(const ModelShape &s, Precision p)
{
    // KV cache stays 16-bit for weight-quantised serving (INT4/INT8 weights, FP16 cache);
    // FP8 serving stores an FP8 cache; FP32 models keep FP32.
    const double bytes = p == Precision::FP32 ? 4.0 : p == Precision::FP8 ? 1.0 : 2.0;
    return 2.0 * s.layers * double(s.kvHeads) * s.headDim() * bytes;
}

MemoryBreakdown MemoryModel::inference(const Workload &w, int tp, int batch, int contextTokens)
{
    MemoryBreakdown m;
    const ModelShape &s = w.shape;
    const double t = std::max(1, tp);
    m.weights = gb(s.params * Workload::storageBytes(w.precision) / t);
    // KV heads split over tensor-parallel ranks; fewer KV heads than ranks are replicated.
    const double kvShards = std::min(t, double(std::max(1, s.kvHeads)));
    m.kvCache = gb(kvBytesPerToken(s, w.precision) * contextTokens * batch / kvShards);
    withOverhead(m);
    return m;
}

} // namespace gp
