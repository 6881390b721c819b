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
    // CALIBRATION.md: CUDA context and workspace take 0.5-1 GB per GPU; we plan with 1 GB.
    static constexpr double kContextGb = 1.0;
    // Caching-allocator fragmentation: plan with 8% on top of what tensors need.
    static constexpr double kFragmentation = 0.08;
    // Host RAM the offloaded states may use: the OS, data loaders and pinned buffers keep 15%.
    static constexpr double kHostUsable = 0.85;

    /// Activation bytes of one transformer layer for one micro-batch on one card (16-bit, or
    /// twice that for FP32), Korthikanti et al. 2022 Table 2, sequence parallel on when tp > 1.
    [[nodiscard]] static double activationBytesPerLayer(const ModelShape &s, int microBatch, int tp,
                                                        Recompute rc, bool flash);
    /// Training memory per card for the layout; gpusPerNode sizes the host RAM of offload.
    [[nodiscard]] static MemoryEstimate training(const Workload &w, const Layout &l,
                                                 int gpusPerNode);
    /// KV-cache bytes per token of context (2 x layers x kv_heads x head_dim x bytes).
    [[nodiscard]] static double kvBytesPerToken(const ModelShape &s, Precision p);
    /// Serving memory per card: one replica over tp cards holding batch sequences of context.
    [[nodiscard]] static MemoryBreakdown inference(const Workload &w, int tp, int batch,
                                                   int contextTokens);
    /// GB from bytes (10^9, as card capacities are quoted).
    [[nodiscard]] static constexpr double gb(double bytes) { return bytes / 1e9; }
};

} // namespace gp
