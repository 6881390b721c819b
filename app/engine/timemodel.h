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

/// What one card computes with: peaks, memory bandwidth and the share of the peak its kernels
/// reach (compute efficiency, MODEL.md).
struct DeviceRates {
    double gemmPeak = 0; ///< FLOP/s of the job's matrix-multiply format (FP8 jobs: FP8)
    double halfPeak = 0; ///< FLOP/s of 16-bit math: attention runs in it whatever the format
    double memoryBytesPerS = 0; ///< HBM / GDDR bandwidth
    double gemmEfficiency = 0.6; ///< share of gemmPeak that large matrix multiplies reach
    double halfEfficiency = 0.6; ///< share of halfPeak (the accelerator's 16-bit efficiency)
};

/// One optimizer step on one card, split into the work and the parts not hidden behind it.
struct StepTime {
    double gemm = 0; ///< matrix multiplies (layers, adapters, output layer)
    double attention = 0; ///< attention scores and weighted sums
    double memory = 0; ///< memory-bound work: norms, activations, residuals, loss, dequant
    double compute = 0; ///< gemm + attention + memory
    double bubble = 0; ///< pipeline warm-up and drain (1F1B, interleaved)
    double tpComm = 0; ///< exposed tensor-parallel collectives
    double cpComm = 0; ///< exposed context-parallel key/value exchange
    double ppComm = 0; ///< pipeline sends between stages
    double dpComm = 0; ///< exposed gradient reduction and ZeRO-3 / FSDP gathers
    double optimizer = 0; ///< optimizer step on the card (memory-bound)
    double offload = 0; ///< exposed host-link and CPU optimizer time
    double total = 0;
    double tokens = 0; ///< tokens processed per step
    double commTotal = 0; ///< all communication before overlap (for the PCIe warning)
    int microBatches = 1; ///< per data-parallel rank
};

/// Step time of a training layout from its work on one card, computed kernel family by kernel
/// family, plus the communication and pipeline idling that is not hidden behind it. End-to-end
/// MFU is an output of this model (PlanOption::mfu), never an input.
class TimeModel final {
public:
    // --- Compute (MODEL.md "Time"; each constant's source and range is there) ---
    // GEMM efficiency falls for narrow matrices: x d / (d + 64), d the narrowest of hidden / tp
    // and the micro-batch's tokens (cuBLAS tile quantisation; Megatron-LM Table 1's 18.4B run,
    // hidden / tp = 768, reaches less than its neighbours).
    static constexpr double kGemmRolloffDim = 64.0;
    // FlashAttention kernels reach about three quarters of the GEMM rate (FlashAttention-2:
    // 50-73% of A100 peak forward and backward against ~80% for cuBLAS GEMMs).
    static constexpr double kFlashAttentionShare = 0.75;
    // Causal attention: FlashAttention skips the masked half of the score tiles.
    static constexpr double kCausalShare = 0.5;
    // FlashAttention's backward recomputes the scores: 2.5x the forward FLOPs (FA2 paper).
    static constexpr double kFlashBackwardFactor = 2.5;
    // Streaming kernels (norms, activations, residual adds, optimizer) reach ~80% of HBM
    // bandwidth (STREAM-style copies on A100/H100: 80-90%).
    static constexpr double kStreamingBandwidth = 0.8;
    // Memory traffic per token per layer in the forward pass, in tensor elements: hidden-size
    // vectors read or written by the two norms, two residual adds, rotary and bias/dropout
    // (10), and the MLP activation per ffn element (gated: read two, write one; GeLU: read one,
    // write one). Backward moves twice the forward traffic.
    static constexpr double kHiddenAccesses = 10.0;
    static constexpr double kGatedFfnAccesses = 3.0;
    static constexpr double kPlainFfnAccesses = 2.0;
    // Cross-entropy over the vocabulary: 16-bit logits, their FP32 copy, softmax and its
    // gradient: about 16 bytes per vocabulary entry per token.
    static constexpr double kLossBytesPerVocab = 16.0;
    // Attention without FlashAttention (Megatron 2021-22): scale-mask-softmax and dropout read
    // and write every score: 9 bytes per score forward (Korthikanti et al. count 5 stored).
    static constexpr double kScoreBytes = 9.0;
    // Adam on the card: FP32 master weight, momentum and variance read and written, gradient
    // read, 16-bit weight written: ~30 bytes per trained parameter of the card's shard.
    static constexpr double kOptimizerBytesPerParam = 30.0;

    // --- Communication ---
    // NCCL launch and synchronisation latency per collective (NVLink ring, small messages).
    static constexpr double kCollectiveLatencyS = 10e-6;
    // Share of tensor-parallel collectives hidden behind the GEMMs by current stacks
    // (Transformer Engine / Megatron-Core --tp-comm-overlap); 0 for stacks without it.
    static constexpr double kTpOverlap = 0.5;
    // Communication overlapped with compute still costs this share of its time: NCCL kernels
    // take SMs and HBM bandwidth from the GEMMs, and the first gather and the last reduce of a
    // pass cannot overlap. Set by MosaicML's FSDP rows on 8x A100 (MODEL.md), range 0.4-0.8.
    static constexpr double kOverlapCost = 0.7;
    // ZeRO paper: stage 3 moves 1.5x the bytes of plain data parallel (all-gather forward,
    // all-gather backward, reduce-scatter of gradients).
    static constexpr double kZero3TrafficFactor = 1.5;
    // CALIBRATION.md: expect about 80% of line rate across nodes.
    static constexpr double kInterNodeEfficiency = 0.8;

    // --- Offload ---
    // Offloaded parameter fetches are prefetched like ZeRO-3 gathers.
    static constexpr double kOffloadOverlap = 0.5;
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
    /// Total card FLOPs per token of the layout's work, recomputation included (the FLOPs
    /// hardware utilisation counts; FlashAttention's own recomputation is not counted).
    [[nodiscard]] static double flopsPerToken(const Workload &w, Recompute rc);
    /// The device rates of an accelerator for this workload at a compute efficiency (the
    /// accelerator's 16-bit figure when efficiency is not given).
    [[nodiscard]] static DeviceRates rates(const Workload &w, const Accelerator &acc,
                                           std::optional<double> efficiency = {});
    /// One optimizer step. fittedScaling, when measured runs give it, replaces the modelled
    /// intra-node communication by the measured efficiency at this card count.
    [[nodiscard]] static StepTime trainingStep(const Workload &w, const Layout &l, const Fabric &f,
                                               const DeviceRates &d,
                                               std::optional<double> fittedScaling = {});
};

} // namespace gp
