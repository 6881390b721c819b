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
    double launch = 0; ///< the card waiting for an eager stack's kernel launches (in compute)
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

    // --- Eager kernels (Transformers' modeling_llama.py, PEFT's lora/layer.py; MODEL.md) ---
    // RMSNorm as to(float32), pow, mean, rsqrt, multiply, to(bf16), weight multiply moves 36
    // bytes per element (18 16-bit accesses) where a fused norm reads and writes once (2).
    static constexpr double kEagerNormExtraAccesses = 16.0;
    // Rotary as q * cos + rotate_half(q) * sin: two multiplies, a negation, a concatenation and
    // an add move 10 accesses per element of q and of k where a fused kernel moves 2.
    static constexpr double kEagerRopeExtraAccesses = 8.0;
    // The attention output transposed back and made contiguous before o_proj: one copy.
    static constexpr double kEagerAttentionCopyAccesses = 2.0;
    // SwiGLU as silu(gate) * up: silu reads and writes (2), the multiply reads two and writes
    // one (3), where a fused kernel reads gate and up and writes once (3).
    static constexpr double kEagerGatedFfnAccesses = 5.0;
    // PEFT's LoRA layer: the input cast to the adapter's FP32 and back to 16 bits by autocast
    // (3 + 3 accesses per input element), lora_B's output written, scaled and added to the
    // base output (1 + 2 + 3 per output element).
    static constexpr double kPeftInputAccesses = 6.0;
    static constexpr double kPeftOutputAccesses = 6.0;
    // Unsloth's adapter (fast_lora.py): X @ A reads the input once more, addmm adds B's product
    // into the output in place (read and write).
    static constexpr double kFusedLoraInputAccesses = 1.0;
    static constexpr double kFusedLoraOutputAccesses = 2.0;
    // Cross-entropy on a full FP32 copy of the logits (Transformers' loss upcasts them): the
    // copy, log-softmax, its gradient and the cast back: about 32 bytes per entry per token.
    static constexpr double kEagerLossBytesPerVocab = 32.0;
    // Kernels per layer forward of a fused stack: two norms, rotary, attention, seven matrix
    // multiplies (six for a GeLU MLP), two residual adds and the activation.
    static constexpr double kFusedGatedKernels = 14.0;
    // What eager code launches instead: eight kernels per RMSNorm, ten for rotary plus the
    // transposes, silu and a multiply for SwiGLU; PEFT eight per adapted matrix (casts, two
    // GEMMs, scale, add); a fused LoRA two (its GEMMs).
    static constexpr double kEagerNormExtraKernels = 7.0;
    static constexpr double kEagerRopeExtraKernels = 11.0;
    static constexpr double kPeftKernels = 8.0;
    static constexpr double kFusedLoraKernels = 2.0;
    // Embedding, output layer, loss and their backward.
    static constexpr double kModelEdgeKernels = 20.0;
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

    // --- Whole run (SPEC 4.7; MODEL.md "Whole run") ---
    // Checkpoints of the trained state are written synchronously to the nodes' local NVMe at
    // 2 GB/s each (seed 003 check 4: measure it with fio), at the interval that loses least
    // (Young 1974, Daly 2006: sqrt(2 x write time x time between failures)), within 15 minutes
    // and 3 hours (no team checkpoints a multi-day run less often than that).
    static constexpr double kCheckpointWriteGBs = 2.0;
    static constexpr double kMinCheckpointIntervalH = 0.25;
    static constexpr double kMaxCheckpointIntervalH = 3.0;
    // Llama 3 paper (Dubey et al. 2024, section 3.3.4): 419 unexpected interruptions in a 54-day
    // snapshot on 16,384 H100s: one failure per 50,700 card-hours, whatever the job's size.
    static constexpr double kCardHoursBetweenFailures = 16384.0 * 54 * 24 / 419;
    // Each failure costs the time to notice it, replace or drain the machine and restart (15
    // minutes: Llama 3 kept over 90% effective time with 7.8 interruptions a day, under 18
    // minutes each all included; range 0.1-1 h), the model's reload, and on average half a
    // checkpoint interval of work redone.
    static constexpr double kRestartHours = 0.25;
    // Evaluation: Megatron-LM's pre-training scripts run 10 evaluation iterations every 1,000
    // (--eval-interval 1000 --eval-iters 10), forward only: a third of a training step each.
    static constexpr double kEvaluationShare = 10.0 / 1000.0 / 3.0;
    // Starting the job once: processes, communicators and data loaders (5 minutes; MegaScale,
    // Jiang et al. 2024, section 4.4: stock initialisation took minutes before their work),
    // plus reading the model at the checkpoint rate.
    static constexpr double kStartupHours = 5.0 / 60.0;

    /// Bytes of one checkpoint: trained weights and optimizer states (adapters only for LoRA).
    [[nodiscard]] static double checkpointBytes(const Workload &w);
    /// Wall-clock hours of a whole run of steadyHours of steady-state training on gpus cards in
    /// nodes machines: startup, checkpoints, failures and restarts, evaluation.
    [[nodiscard]] static WholeRun wholeRun(const Workload &w, int gpus, int nodes,
                                           double steadyHours);

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
