#pragma once

#include "memorymodel.h"
#include "plan.h"
#include "timemodel.h"
#include "workload.h"

#include <optional>

namespace gp {

/// What the layout search needs to know about one allocation's hardware and the job.
struct SearchSpace {
    const Workload *workload = nullptr;
    const Accelerator *accelerator = nullptr;
    Fabric fabric;
    std::optional<double> hostRamGb; ///< per node; no offload when unknown
    DeviceRates rates; ///< peaks, bandwidth and compute efficiency for the expected time
    std::optional<double> fittedScaling; ///< measured efficiency at this card count
    const LayoutPin *pin = nullptr; ///< evaluate only layouts matching the pin
    InferenceSpec serving; ///< inference targets
    double outputTokens = 0; ///< answer tokens per request (0: kOutputTokensPerRequest)
};

/// The best layout the search found for one card count.
struct LayoutResult {
    bool valid = true; ///< false when no layout exists for the count (or the pin)
    bool fits = false; ///< the layout fits in GPU memory and host RAM
    Layout layout;
    MemoryEstimate memory;
    StepTime step;
    double secondsPerToken = 0; ///< training: step seconds / tokens per step
    double minMemoryGb = 0; ///< smallest per-card memory of any layout, offload allowed
    double minNoOffloadGb = 0; ///< smallest per-card memory without offload
    double minHostGb = 0; ///< host RAM the smallest layout needs per node
    bool pcieTensorParallel = false; ///< pinned TP over PCIe for training
    std::optional<ServingEstimate> serving; ///< inference: replicas and throughput (no prices)
    bool servingTargetMet = true;
};

/// Searches data/tensor/pipeline degrees, ZeRO stage, micro-batch, recomputation and offload for
/// the fastest layout that fits a card count.
class LayoutSearch final {
public:
    // Output tokens per request, to share each prompt's prefill over its answer.
    static constexpr double kOutputTokensPerRequest = 512;
    // NCCL all-reduce latency for the small per-token TP messages of decode.
    static constexpr double kNvlinkLatencyS = 10e-6;
    static constexpr double kPcieLatencyS = 30e-6;

    /// The fastest fitting layout on exactly gpus cards, or (fits = false) the layout needing
    /// the least memory. evaluated counts the layouts whose memory or time was computed.
    [[nodiscard]] static LayoutResult best(const SearchSpace &space, int gpus,
                                           qint64 *evaluated = nullptr);
    /// Output tokens/s of one replica over tp cards serving batch sequences whose requests have
    /// promptTokens of prompt and outputTokens of answer (the key/value cache read by each decode
    /// step grows from the prompt to prompt + answer: on average prompt + answer / 2).
    [[nodiscard]] static double replicaTokensPerS(const SearchSpace &space, int tp, int batch,
                                                  double promptTokens, double outputTokens);

private:
    [[nodiscard]] static LayoutResult bestTraining(const SearchSpace &space, int gpus,
                                                   qint64 *evaluated);
    [[nodiscard]] static LayoutResult bestInference(const SearchSpace &space, int gpus,
                                                    qint64 *evaluated);
};

} // namespace gp
