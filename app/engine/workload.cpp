#include "workload.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

// Global batch when the job gives none: Llama 2/3 pre-training used 4M tokens per step; LoRA
// fine-tuning recipes use a few dozen sequences per step.
constexpr double kFullBatchTokens = 4.0 * 1024 * 1024;
constexpr double kLoraBatchTokens = 128.0 * 1024;
// QLoRA paper (Dettmers et al. 2023): NF4 is 4 bits per parameter, double-quantised block
// constants add 0.127 bits per parameter.
constexpr double kNf4BytesPerParam = (4.0 + 0.127) / 8.0;
// LoRA on every linear layer (QLoRA paper recommends all of them), adapter weights kept with
// mixed-precision Adam like any trained parameter: ZeRO paper 2 + 2 + 12 bytes.
constexpr double kMixedWeightBytes = 2;
constexpr double kMixedGradBytes = 2;
constexpr double kMixedOptimizerBytes = 12; // fp32 master copy, momentum and variance
// QLoRA's dequantisation of the NF4 base before each matrix multiply, as memory traffic per
// frozen parameter and pass. bitsandbytes and torchao unpack, look up and rescale in separate
// kernels and write a 16-bit copy: the 0.5 byte read and 2 byte write alone are 2.5 bytes, the
// measured cost is several times that. Set by the Qwen README's QLoRA / LoRA step times on one
// A100 (1.35x at 2K tokens, 1.15x at 4K: 12 bytes); torchtune's QLoRA row on an RTX 4090 checks
// it (MODEL.md). Range 10-16.
constexpr double kQloraDequantBytes = 12.0;

double loraAdapterParamsPerLayer(const ModelShape &s, int rank)
{
    const double h = s.hidden;
    const double kv = static_cast<double>(s.kvHeads) * s.headDim();
    const double f = s.ffnHidden();
    // Each adapted matrix of in x out gains rank x (in + out) parameters.
    const double mlp = s.gatedMlp ? 2 * (h + f) + (f + h) : (h + f) + (f + h);
    return rank * ((h + h) + (h + kv) + (h + kv) + (h + h) + mlp); // q, k, v, o + MLP
}

} // namespace

double Workload::storageBytes(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return 4;
    case Precision::BF16:
    case Precision::FP16:
        return 2;
    case Precision::FP8:
    case Precision::INT8:
        return 1;
    case Precision::INT4:
        return kNf4BytesPerParam;
    }
    return 2;
}

Workload Workload::fromJob(const Job &job)
{
    Workload w;
    w.shape = ModelPresets::shape(job.model);
    w.method = job.method;
    w.precision = job.precision;
    w.training = job.method != Method::Inference;
    const bool fp32 = job.precision == Precision::FP32;
    w.activationFactor = fp32 ? 2.0 : 1.0;
    w.weightBytes = fp32 ? 4 : kMixedWeightBytes;
    w.gradBytes = fp32 ? 4 : kMixedGradBytes;
    // Pure FP32 Adam keeps no master copy: momentum and variance only.
    w.optimizerBytes = fp32 ? 8 : kMixedOptimizerBytes;

    switch (job.method) {
    case Method::Full:
        w.trainedParams = w.shape.params;
        w.passes = 3;
        break;
    case Method::LoRA:
    case Method::QLoRA:
        w.trainedParams
            = loraAdapterParamsPerLayer(w.shape, std::max(1, job.loraRank)) * w.shape.layers;
        w.frozenParams = w.shape.params;
        w.frozenBytesPerParam
            = job.method == Method::QLoRA ? kNf4BytesPerParam : storageBytes(job.precision);
        if (job.method == Method::QLoRA)
            w.dequantBytesPerParam = kQloraDequantBytes;
        if (!fp32) {
            w.weightBytes = kMixedWeightBytes;
            w.gradBytes = kMixedGradBytes;
            w.optimizerBytes = kMixedOptimizerBytes;
        }
        w.passes = 2;
        break;
    case Method::Inference:
        w.trainedParams = 0;
        w.passes = 1;
        break;
    }

    w.reshape(w.shape, job.loraRank);
    const Framework f = Frameworks::chosen(job);
    if (w.training)
        w.stack = Frameworks::training(f);
    else
        w.serving = Frameworks::serving(f);
    w.totalTokens = std::max(0.0, job.tokensB) * 1e9;
    const double defaultBatch = job.method == Method::Full ? kFullBatchTokens : kLoraBatchTokens;
    w.globalBatchTokens = job.globalBatchTokens.value_or(defaultBatch);
    w.globalBatchSeqs = std::max(
        1, static_cast<int>(std::lround(w.globalBatchTokens / std::max(1, w.shape.seqLen))));
    w.globalBatchTokens = double(w.globalBatchSeqs) * w.shape.seqLen;
    return w;
}

void Workload::reshape(const ModelShape &s, int loraRank)
{
    shape = s;
    layerWeightParams = s.layerWeights();
    const bool lora = method == Method::LoRA || method == Method::QLoRA;
    adapterParamsPerLayer = lora ? loraAdapterParamsPerLayer(s, std::max(1, loraRank)) : 0.0;
    if (lora) {
        trainedParams = adapterParamsPerLayer * s.layers;
        frozenParams = s.params;
        // The embedding and the output layer are not linear layers of the blocks: QLoRA leaves
        // them in 16 bits (bitsandbytes skips lm_head and nn.Embedding; torchao's NF4 covers the
        // blocks' linear layers only).
        frozenHalfParams = method == Method::QLoRA
            ? std::min(s.params, std::max(0.0, s.params - s.layers * s.layerWeights()))
            : 0.0;
    } else if (training) {
        trainedParams = s.params;
    }
    attentionFlopsPerToken = 4.0 * s.layers * s.hidden * double(s.seqLen);
    forwardFlopsPerToken = 2.0 * s.activeParams + attentionFlopsPerToken;
}

double Workload::frozenBytes() const
{
    if (frozenHalfParams <= 0)
        return frozenParams * frozenBytesPerParam;
    return (frozenParams - frozenHalfParams) * frozenBytesPerParam
        + frozenHalfParams * storageBytes(Precision::BF16);
}

Workload Workload::withFramework(Framework f) const
{
    Workload w = *this;
    if (training)
        w.stack = Frameworks::training(f);
    else
        w.serving = Frameworks::serving(f);
    return w;
}

PeakPrecision Workload::peakPrecision(const Accelerator &acc, bool *fp8Fallback) const
{
    if (fp8Fallback)
        *fp8Fallback = false;
    const auto has = [&acc](PeakPrecision p) {
        return acc.peak(p).has_value();
    };
    const auto half = [&]() {
        if (precision == Precision::FP16)
            return has(PeakPrecision::FP16) ? PeakPrecision::FP16 : PeakPrecision::BF16;
        return has(PeakPrecision::BF16) ? PeakPrecision::BF16 : PeakPrecision::FP16;
    };
    switch (precision) {
    case Precision::FP32:
        // PyTorch keeps FP32 matmuls in full FP32 by default (allow_tf32 = False since 1.12),
        // so FP32 jobs are planned on the FP32 peak, not TF32.
        return PeakPrecision::FP32;
    case Precision::BF16:
    case Precision::FP16:
        return half();
    case Precision::FP8:
        if (has(PeakPrecision::FP8))
            return PeakPrecision::FP8;
        if (fp8Fallback)
            *fp8Fallback = true;
        return half();
    case Precision::INT8:
        // INT8 serving runs INT8 GEMMs (W8A8); training an INT8 base dequantises to 16 bits.
        if (!training && has(PeakPrecision::INT8))
            return PeakPrecision::INT8;
        return half();
    case Precision::INT4:
        // INT4 is weight-only: weights are dequantised and the matmuls run in FP16.
        return half();
    }
    return half();
}

double Workload::peakFlops(const Accelerator &acc) const
{
    const PeakPrecision p = peakPrecision(acc, nullptr);
    auto v = acc.peak(p);
    if (!v && p != PeakPrecision::FP16)
        v = acc.peak(PeakPrecision::FP16);
    return v.value_or(0.0) * 1e12;
}

} // namespace gp
