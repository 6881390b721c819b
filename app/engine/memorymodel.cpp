#include "memorymodel.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// A cache allocated per request by the caching allocator fragments like training tensors (8%).
constexpr double kUnpagedFragmentation = 0.08;
// ZeRO-3 gathers the parameters of the layer being computed and prefetches the next one.
constexpr double kZero3WorkingLayers = 2.0;

// What eager kernels keep for the backward pass beyond Korthikanti's fused count, in units of
// s b h bytes per layer (counted from Transformers' modeling_llama.py and PEFT's lora/layer.py):
// - RMSNorm upcasts its input: the FP32 copy (4) and the 16-bit result the weight multiplies
//   (2) are saved where a fused norm saves its 16-bit input (2): +4 per norm, two per layer;
constexpr double kEagerNormExtra = 2 * 4.0;
// - SwiGLU as silu(gate) * up saves gate, silu(gate), up and their product (8 s b f) where a
//   fused kernel saves gate and up and the product (6 s b f): +2 s b f;
constexpr double kEagerGatedExtraPerFfn = 2.0;
// - PEFT's adapters cast their input and save the cast copy for lora_A's weight gradient: one
//   16-bit copy of each adapted matrix's input (q, k, v, o, gate and up read h, down reads f).
constexpr double kPeftInputCopy = 2.0;

/// Adapted matrices reading a hidden-size input (q, k, v, o, and gate + up or fc1).
double adaptedHiddenInputs(const ModelShape &s)
{
    return s.gatedMlp ? 6.0 : 5.0;
}

} // namespace

double MemoryModel::activationBytesPerLayer(const Workload &w, int microBatch, int tp, Recompute rc)
{
    const ModelShape &s = w.shape;
    const TrainingStack &k = w.stack;
    const double sbh = double(s.seqLen) * microBatch * s.hidden;
    const double t = std::max(1, tp);
    switch (rc) {
    case Recompute::Full:
        return 2.0 * sbh / t; // only each layer's input, sharded by sequence parallelism
    case Recompute::Selective:
        return 34.0 * sbh / t; // TP + SP + selective: the attention core is recomputed
    case Recompute::None:
        break;
    }
    // 5as/h: the attention score matrices that flash attention never stores.
    const double scores = k.flashAttention ? 0.0 : 5.0 * s.heads * double(s.seqLen) / s.hidden;
    const double ffnRatio = s.ffnHidden() / std::max(1, s.hidden);
    double eager = 0;
    if (!k.fusedNorm)
        eager += kEagerNormExtra;
    if (!k.fusedActivation && s.gatedMlp)
        eager += kEagerGatedExtraPerFfn * ffnRatio;
    const bool lora = w.frozenParams > 0;
    if (lora && !k.fusedLora)
        eager += kPeftInputCopy * (adaptedHiddenInputs(s) + ffnRatio);
    return sbh / t * (34.0 + scores + eager); // TP + SP (t = 1: no parallelism)
}

/// Gradients a layer's backward holds beside its activations: the gradient arriving from the
/// layer above (2 s b h) and, at the MLP, the gradients of its widest tensors (gate and up: 4 s b
/// f; one 2 s b f for a GeLU MLP). Checked by Unsloth's context-length table (about 212 KB a
/// token for Llama 3.1 8B, whose checkpoints live in host RAM).
double MemoryModel::backwardGradientBytes(const ModelShape &s, int microBatch, int tp)
{
    const double sb = double(s.seqLen) * microBatch;
    const double mlp = (s.gatedMlp ? 4.0 : 2.0) * s.ffnHidden();
    return sb * (2.0 * s.hidden + mlp) / std::max(1, tp);
}

double MemoryModel::logitBytesPerToken(const Workload &w)
{
    return w.stack.logitBytes * w.shape.vocab;
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
    const double frozen = w.frozenBytes() / mp / (z3 ? dp : 1);
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
        const double layerBytes = (w.trainedParams * w.weightBytes + w.frozenBytes())
            / std::max(1, s.layers) / std::max(1, l.tp);
        weights += kZero3WorkingLayers * layerBytes;
    }

    // Activations: with 1F1B the first stage holds pp micro-batches of L/pp layers: L layers'
    // worth (Korthikanti et al.), fewer when the step has fewer micro-batches than stages.
    const int seqsPerRank = std::max(1, w.globalBatchSeqs / std::max(1, l.dp));
    const int microBatches = std::max(1, seqsPerRank / std::max(1, l.microBatch));
    const double layersPerStage = double(s.layers) / std::max(1, l.pp);
    const double inFlight = std::min(l.pp, microBatches);
    const double kept = activationBytesPerLayer(w, l.microBatch, l.tp, l.recompute);
    double act = kept * layersPerStage * inFlight;
    // Interleaved 1F1B keeps more micro-batches in flight on the first stage: x (1 + (p-1)/(pv))
    // (Korthikanti et al. 2022, section 4.2.3).
    if (l.interleave > 1 && l.pp > 1)
        act *= 1.0 + double(l.pp - 1) / (double(l.pp) * l.interleave);
    double hostActivations = 0;
    if (w.stack.checkpointsOnHost && l.recompute == Recompute::Full) {
        // Unsloth moves each checkpoint to host RAM as the forward pass leaves its layer.
        hostActivations = act;
        act = kept;
    }
    // On top of what is kept, two peaks that never meet: the loss over the logits (the last
    // stage, after the forward pass) and, with full recomputation, the layer being recomputed
    // holding its whole activations while its backward runs (after the loss is freed). Where
    // the allocator cannot reuse the loss's blocks for the layer, both stay reserved.
    const double working = l.recompute == Recompute::Full
        ? activationBytesPerLayer(w, l.microBatch, l.tp, Recompute::None)
            + backwardGradientBytes(s, l.microBatch, l.tp)
        : 0.0;
    const double logits = l.pp == 1
        ? logitBytesPerToken(w) * s.seqLen * double(l.microBatch) / std::max(1, l.tp)
        : 0.0;
    act += w.stack.reusesLossBlocks ? std::max(working, logits) : working + logits;
    // Context parallelism splits every sequence over cp ranks.
    act /= std::max(1, l.cp);
    act *= w.activationFactor;

    e.gpu.weights = gb(weights);
    e.gpu.gradients = gb(grads);
    e.gpu.optimizer = gb(optim);
    e.gpu.activations = gb(act);
    e.gpu.overhead = w.stack.contextGb
        + w.stack.stateFragmentation * (e.gpu.weights + e.gpu.gradients + e.gpu.optimizer)
        + w.stack.activationFragmentation * e.gpu.activations;
    if (w.measuredMemoryScale != 1.0) {
        // A trial run's reported peak sets what the stack adds to the model states.
        e.gpu.activations *= w.measuredMemoryScale;
        e.gpu.overhead *= w.measuredMemoryScale;
    }
    host += hostActivations * w.activationFactor;
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

MemoryBreakdown MemoryModel::inference(const Workload &w, int tp, int batch, double cachedTokens)
{
    MemoryBreakdown m;
    const ModelShape &s = w.shape;
    const double t = std::max(1, tp);
    const double int8 = w.precision == Precision::INT8 ? w.serving.int8WeightBytes : 1.0;
    m.weights = gb(s.params * Workload::storageBytes(w.precision) * int8 / t);
    // KV heads split over tensor-parallel ranks; fewer KV heads than ranks are replicated.
    const double kvShards = std::min(t, double(std::max(1, s.kvHeads)));
    m.kvCache = gb(kvBytesPerToken(s, w.precision) * cachedTokens * batch / kvShards);
    if (w.serving.pagedCache) {
        // Pages: the weights are allocated once and the cache in fixed blocks, so the only
        // loss is the partly filled last page of each request.
        m.overhead = w.serving.contextGb + w.serving.cacheWaste * m.kvCache;
    } else {
        m.overhead = w.serving.contextGb + kUnpagedFragmentation * (m.weights + m.kvCache);
    }
    return m;
}

} // namespace gp
