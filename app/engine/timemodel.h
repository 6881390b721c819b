#pragma once

#include "plan.h"
#include "workload.h"

#include <optional>

namespace gp {

/// The links a layout's traffic crosses: inside a node and between nodes.
struct Fabric {
    LinkKind intraLink = LinkKind::PCIe;
    double intraBusGBs = 0; ///< achieved all-reduce bus bandwidth inside a node
    double interNodeGBs = 0; ///< per-node cross-machine line rate
    int gpusPerNode = 8;
};

/// One optimizer step, split into compute and the parts that are not hidden behind it.
struct StepTime {
    double compute = 0; ///< FLOPs / (peak x utilisation), per card
    double bubble = 0; ///< pipeline warm-up and drain (1F1B)
    double dpComm = 0; ///< exposed gradient all-reduce / ZeRO gathers
    double tpComm = 0; ///< tensor-parallel all-reduces (not overlapped)
    double ppComm = 0; ///< exposed pipeline sends
    double offload = 0; ///< exposed host-link and CPU optimizer time
    double total = 0;
    double tokens = 0; ///< tokens processed per step
    double commTotal = 0; ///< all communication before overlap (for the PCIe warning)
    int microBatches = 1; ///< per data-parallel rank
};

/// Step time of a training layout: FLOPs over dense peak x utilisation plus exposed traffic.
class TimeModel final {
public:
    // Ring all-reduce of gradients overlaps with the backward pass; PyTorch DDP and Megatron
    // bucket gradients so that about half of it hides behind backward compute (assumption).
    static constexpr double kDpOverlap = 0.5;
    // ZeRO-3 prefetches the next layer's parameters during compute; same assumed share.
    static constexpr double kZero3Overlap = 0.5;
    // Offloaded parameter fetches are prefetched like ZeRO-3 gathers.
    static constexpr double kOffloadOverlap = 0.5;
    // ZeRO paper: stage 3 moves 1.5x the bytes of plain data parallel (all-gather forward,
    // all-gather backward, reduce-scatter of gradients).
    static constexpr double kZero3TrafficFactor = 1.5;
    // CALIBRATION.md: expect about 80% of line rate across nodes.
    static constexpr double kInterNodeEfficiency = 0.8;
    // PCIe 4.0 x16 carries ~32 GB/s per direction; ~25 GB/s achieved for pinned copies.
    static constexpr double kHostLinkGBs = 25.0;
    // DeepSpeed CPU-Adam on a two-socket server: about 2 billion parameters per second.
    static constexpr double kCpuAdamParamsPerS = 2e9;

    // Whole bill (SPEC 4.7): a checkpoint of the trained state every 3 hours, written to the
    // nodes' local NVMe at 2 GB/s each (seed 003 check 4: measure it with fio) ...
    static constexpr double kCheckpointIntervalH = 3.0;
    static constexpr double kCheckpointWriteGBs = 2.0;
    // ... and 3% of the run lost to failures and restarts (Llama 3 paper: ~90% effective time
    // at 16K GPUs; an 8-card job fails far less often).
    static constexpr double kRestartOverhead = 0.03;

    /// Bytes of one checkpoint: trained weights and optimizer states (adapters only for LoRA).
    [[nodiscard]] static double checkpointBytes(const Workload &w);
    /// Factor from steady-state training hours to wall-clock hours with checkpoints and restarts.
    [[nodiscard]] static double wholeRunFactor(const Workload &w, int nodes);

    /// Seconds of a ring all-reduce of bytes over ranks at the given bus bandwidth
    /// (nccl-tests: busbw = algbw x 2(n-1)/n).
    [[nodiscard]] static double ringAllReduce(double bytes, int ranks, double busGBs);
    /// Total card FLOPs per token of the layout's work (recomputation included).
    [[nodiscard]] static double flopsPerToken(const Workload &w, Recompute rc);
    /// One optimizer step. fittedScaling, when measured runs give it, replaces the modelled
    /// intra-node communication by the measured efficiency at this card count.
    [[nodiscard]] static StepTime trainingStep(const Workload &w, const Layout &l, const Fabric &f,
                                               double peakFlops, double utilisation,
                                               std::optional<double> fittedScaling = {});
};

} // namespace gp
