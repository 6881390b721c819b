#pragma once

#include "accelerator.h"
#include "job.h"
#include "modelpresets.h"

namespace gp {

/// A job reduced to the numbers the memory and time models use; computed once per plan.
struct Workload {
    ModelShape shape;
    Method method = Method::Full;
    Precision precision = Precision::BF16;
    bool training = true;

    double trainedParams = 0; ///< parameters with gradients and optimizer state
    double frozenParams = 0; ///< LoRA/QLoRA frozen base (0 for full training)
    double frozenBytesPerParam = 0;
    double weightBytes = 2; ///< bytes per trained parameter for the working weights
    double gradBytes = 2;
    double optimizerBytes = 12;
    double activationFactor = 1; ///< 2 for FP32 activations, 1 for 16-bit (Korthikanti: 16-bit)
    bool flashAttention = true;

    double totalTokens = 0; ///< training tokens of the whole job
    double globalBatchTokens = 0;
    int globalBatchSeqs = 1;

    double forwardFlopsPerToken = 0; ///< 2 N_active + attention (Megatron: 4 L h s per token)
    double attentionFlopsPerToken = 0;
    /// Forward passes' worth of work per token for the method, without recomputation
    /// (full training: forward + backward = 3; LoRA: no weight gradients = 2).
    double passes = 3;

    [[nodiscard]] static Workload fromJob(const Job &job);
    /// The dense-peak format this workload computes in on this accelerator, and whether the
    /// job's FP8 had to fall back to BF16.
    [[nodiscard]] PeakPrecision peakPrecision(const Accelerator &acc, bool *fp8Fallback) const;
    /// Dense peak in FLOP/s for this workload on the accelerator (0 when it has none).
    [[nodiscard]] double peakFlops(const Accelerator &acc) const;
    /// Bytes per element of the stored weights for inference and frozen bases.
    [[nodiscard]] static double storageBytes(Precision p);
};

} // namespace gp
