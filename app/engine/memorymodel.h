#pragma once

#include "plan.h"
#include "workload.h"

namespace gp {

/// GPU memory of one card (and host RAM of one node when offloading) for a layout.
struct MemoryEstimate {
    MemoryBreakdown gpu; ///< per card, GB
    double hostGb = 0; ///< host RAM one node needs for offloaded states, GB
};

/// Memory per GPU by component: ZeRO paper for model states, Korthikanti et al. 2022 for
/// activations, the KV-cache formula for serving.
class MemoryModel final {
public:
    // The context and the allocator's fragmentation are the stack's (TrainingStack,
    // ServingStack: framework.cpp). Host RAM the offloaded states may use: the OS, data loaders and
    // pinned buffers keep 15%.
    static constexpr double kHostUsable = 0.85;
    // Host RAM taken for granted where the catalog states none: 16 GB, less than any GPU
    // machine or container rents with.
    static constexpr double kUnstatedHostRamGb = 16.0;

    /// Activation bytes of one transformer layer for one micro-batch on one card (16-bit; FP32
    /// doubles them in training()) as the workload's stack keeps them for the backward pass:
    /// Korthikanti et al. 2022 Table 2 for fused kernels, sequence parallel on when tp > 1, plus
    /// what eager kernels keep (FP32 norm inputs, unfused SwiGLU, PEFT's cast adapter inputs).
    [[nodiscard]] static double activationBytesPerLayer(const Workload &w, int microBatch, int tp,
                                                        Recompute rc);
    /// Gradients a layer's backward holds beside its activations (the recomputed layer's peak).
    [[nodiscard]] static double backwardGradientBytes(const ModelShape &s, int microBatch, int tp);
    /// Bytes per token of the logits and the loss at their peak, as the stack computes them.
    [[nodiscard]] static double logitBytesPerToken(const Workload &w);
    /// Training memory per card for the layout; gpusPerNode sizes the host RAM of offload.
    [[nodiscard]] static MemoryEstimate training(const Workload &w, const Layout &l,
                                                 int gpusPerNode);
    /// KV-cache bytes per token of context (2 x layers x kv_heads x head_dim x bytes).
    [[nodiscard]] static double kvBytesPerToken(const ModelShape &s, Precision p);
    /// Serving memory per card: one replica over tp cards holding batch sequences of
    /// cachedTokens each in its key/value cache, as the workload's serving stack allocates it.
    [[nodiscard]] static MemoryBreakdown inference(const Workload &w, int tp, int batch,
                                                   double cachedTokens);
    /// GB from bytes (10^9, as card capacities are quoted).
    [[nodiscard]] static constexpr double gb(double bytes) { return bytes / 1e9; }
};

} // namespace gp
