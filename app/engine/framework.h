#pragma once

#include "accelerator.h"
#include "job.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gp {

/// How a training stack runs a transformer layer: which kernels it fuses, what it keeps for the
/// backward pass, what its eager execution costs and which layouts it can run (MODEL.md
/// "Frameworks"; every figure's source is there and in framework.cpp).
struct TrainingStack {
    Framework framework = Framework::Fsdp;

    // --- Kernels (time) ---
    bool flashAttention = true; ///< FlashAttention (or SDPA's flash backend): scores never stored
    bool sequenceParallel = true; ///< with tensor parallelism (Korthikanti et al. 2022)
    bool overlapTensorParallel = true; ///< TP collectives partly hidden behind the GEMMs
    bool overlapDataParallel = true; ///< gradient reduce / ZeRO gathers hidden behind compute
    bool overlapPipeline = true; ///< pipeline sends hidden behind the next chunk's compute
    bool fusedNorm = true; ///< RMSNorm in one kernel (eager: upcast, square, mean, rsqrt, scale)
    bool fusedRope = true; ///< rotary embedding in one kernel (eager: mul, rotate, cat, add)
    bool fusedActivation = true; ///< SwiGLU in one kernel (eager: silu, then a multiply)
    /// LoRA adapters inside the base layer's kernels (Unsloth); false: PEFT's separate modules,
    /// each casting its input, two small GEMMs, a scale and an add.
    bool fusedLora = true;
    /// A fused adapter still run as its own matrix multiplies (Unsloth's fast LoRA: X @ A, then
    /// addmm into the output): the input read once more, the output read and written once.
    bool separateLoraMatmuls = false;
    /// Cross-entropy without a full FP32 copy of the logits (chunked or fused loss).
    bool fusedLoss = true;

    // --- Memory ---
    /// Bytes per vocabulary entry per token of the logits and the loss at their peak.
    double logitBytes = 4.0;
    /// Caching-allocator fragmentation: a share of the model states (allocated once) and of
    /// the activations (allocated and freed every step in changing sizes).
    double stateFragmentation = 0.08;
    double activationFragmentation = 0.08;
    /// CUDA / CANN context, library workspaces and communicator buffers per card, GB.
    double contextGb = 1.0;
    /// Activation checkpoints kept in host RAM while the forward pass runs (Unsloth).
    bool checkpointsOnHost = false;
    /// The allocator reuses the loss's freed blocks for the recomputed layer's tensors (fixed
    /// shapes, chunked loss); false: both peaks stay reserved (eager stacks' large, changing
    /// logits: torchtune issue 1185 measured 16.39 GiB reserved, 10.83 GiB with expandable
    /// segments, on the same run).
    bool reusesLossBlocks = true;

    // --- Eager execution ---
    /// Host time per kernel launched from Python (dispatch, autograd recording, module hooks);
    /// 0 where the stack runs ahead of the GPU (compiled graphs, fused layers).
    double launchSeconds = 0;

    // --- Layouts the stack can run ---
    int maxTp = 8; ///< tensor parallelism inside a node (1: none)
    bool pipeline = true; ///< pipeline parallelism
    /// ZeRO stages the stack offers (bit i: stage i). Megatron's distributed optimizer is ZeRO-1;
    /// FSDP FULL_SHARD is ZeRO-3, SHARD_GRAD_OP ZeRO-2.
    unsigned zeroStages = 0b1111;
    bool offload = true; ///< optimizer states (ZeRO-3: and weights) in host RAM
    /// Every layer recomputed in backward, as the stack's recipe does by default (LLaMA-Factory,
    /// Unsloth and torchtune turn gradient checkpointing on).
    bool alwaysRecompute = false;

    [[nodiscard]] bool offersZero(int stage) const
    {
        return stage >= 0 && stage < 4 && (zeroStages >> stage & 1U) != 0;
    }
};

/// How a serving stack runs decode: what share of the memory bandwidth its kernels reach, what a
/// decode step costs on the host, how it holds the key/value cache and how many requests it
/// batches.
struct ServingStack {
    Framework framework = Framework::Vllm;
    /// Share of the card's memory bandwidth the decode kernels reach on the weights and cache.
    double decodeBandwidthShare = 0.8;
    /// Host time per decode step not hidden behind the GPU (scheduling, sampling, Python): a
    /// fixed part, one per request in the batch, and one per layer (eager generate()).
    double stepOverheadS = 0;
    double requestOverheadS = 0;
    double layerOverheadS = 0;
    /// Share of the memory bandwidth the attention kernels reach reading the cache (paged
    /// caches are read in blocks, below the streaming rate of the weights).
    double cacheBandwidthShare = 0.8;
    /// The cache in pages: a request holds what it has used (prompt and answer so far), plus a
    /// few percent of waste; false: every request reserves its whole context at admission.
    bool pagedCache = true;
    /// Share of the card's memory the stack lets itself use (vLLM gpu_memory_utilization).
    double memoryShare = 0.9;
    /// The most requests one replica decodes together (vLLM max_num_seqs).
    int maxBatch = 256;
    /// Share of the cache a paged allocator loses to partly filled pages.
    double cacheWaste = 0.04;
    /// CUDA / CANN context and workspaces per card, GB.
    double contextGb = 1.0;
    /// Bytes per 8-bit weight with the format's block scales (GGUF Q8_0: 34 per 32 weights).
    double int8WeightBytes = 1.0;
};

/// The training and serving software a job can name, their defaults and what each runs on.
class Frameworks final {
public:
    /// The job file's names, in enum order: "megatron", "fsdp", ...
    [[nodiscard]] static const QStringList &keys();
    [[nodiscard]] static QString key(Framework f);
    [[nodiscard]] static std::optional<Framework> fromKey(QStringView key);
    /// The names a training job may use, and those a serving job may use ("hf" is both).
    [[nodiscard]] static QStringList trainingKeys();
    [[nodiscard]] static QStringList servingKeys();
    [[nodiscard]] static bool trains(Framework f);
    [[nodiscard]] static bool serves(Framework f);
    /// Whether the software runs on this accelerator's software stack (CUDA or CANN).
    [[nodiscard]] static bool runsOn(Framework f, const Accelerator &acc);
    /// What a team running this job most likely uses when it names nothing (MODEL.md:
    /// Transformers + PEFT for LoRA and QLoRA, Megatron for large or long full training,
    /// DeepSpeed ZeRO for the full fine-tuning of smaller models, vLLM for serving).
    [[nodiscard]] static Framework defaultFor(const Job &job);
    /// The software the job runs with: its own choice, else the default.
    [[nodiscard]] static Framework chosen(const Job &job);
    /// The software one option runs with: the chosen one where it runs on the accelerator, else
    /// its counterpart on that stack (Megatron <-> MindSpeed, Transformers <-> torch_npu,
    /// TensorRT-LLM -> MindIE, ...).
    [[nodiscard]] static Framework onAccelerator(Framework f, const Accelerator &acc);
    [[nodiscard]] static TrainingStack training(Framework f);
    [[nodiscard]] static ServingStack serving(Framework f);
};

} // namespace gp
