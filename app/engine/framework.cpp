#include "framework.h"

#include <QLatin1StringView>

#include <array>

using namespace Qt::Literals::StringLiterals;

namespace gp {

namespace {

constexpr int kFrameworkCount = int(Framework::MindIE) + 1;

bool isCann(const Accelerator &acc)
{
    return acc.softwareStack.compare(QLatin1StringView("CANN"), Qt::CaseInsensitive) == 0;
}

// Full training from this size, or of this many tokens, is a pre-training-scale run that teams
// run on Megatron-class stacks (NeMo, Megatron-LM, MindSpeed); below it, the full fine-tuning
// of a smaller model on the Transformers Trainer with DeepSpeed ZeRO, as LLaMA-Factory does.
constexpr double kMegatronParamsB = 30;
constexpr double kMegatronTokensB = 10;

// --- Training stacks (MODEL.md "Frameworks": each figure's source and range) ---
// Fused stacks plan with a 1 GB CUDA context and workspaces (CALIBRATION.md: 0.5-1 GB per
// GPU; PyTorch's lazy-loaded context takes 0.27-0.43 GB, NCCL's buffers 0.5-0.7 GB per process
// group) and 8% allocator fragmentation of the activations; FP32 logits (4 bytes per entry)
// before a fused loss. Model states are allocated once when the model is built and do not
// fragment (the Qwen README's memory at 256 tokens leaves no room for it).
constexpr double kFusedContextGb = 1.0;
constexpr double kFusedFragmentation = 0.08;
constexpr double kFp32LogitBytes = 4.0;
// Transformers' causal-LM loss upcasts the 16-bit logits to FP32 and takes log-softmax: the
// 16-bit logits (2), the FP32 copy (4), log-softmax's output (4) and in backward its gradient
// (4) less what is freed: 12 bytes per entry at the peak (transformers' ForCausalLMLoss).
constexpr double kEagerLogitBytes = 12.0;
// torchtune's CEWithChunkedOutputLoss keeps the 16-bit logits and upcasts one chunk of eight at
// a time: about 2.5 bytes per entry.
constexpr double kChunkedLogitBytes = 2.5;
// Unsloth's cut cross-entropy (Apple's CCE) computes the loss from the hidden states block by
// block and never holds the logits.
constexpr double kCutLossLogitBytes = 0.0;
// Eager PyTorch issues each kernel from Python: dispatch, autograd recording and module hooks.
// The card hides most of it behind the kernels before; what it does not hide, about 6 us a
// kernel, adds to every micro-batch (set by the Qwen README's LoRA rows at 256 and 512
// tokens, checked by its longer rows; MODEL.md), range 3-12 us.
constexpr double kEagerLaunchS = 6e-6;
// Eager stacks allocate their model states once, and their activations in sizes that change
// with every batch: 20% of the activations lost to the caching allocator (set by the Qwen
// README's memory rows at 256 tokens and their growth to 8,192; 10-30%).
constexpr double kEagerActivationFragmentation = 0.20;
// An Ascend card shows 3.2-3.4 GB in use before any process runs (npu-smi on 910B2/910B3);
// the device context adds 0.2 GB and HCCL 2 x 200 MB per communicator: 4 GB a card.
constexpr double kCannContextGb = 4.0;

// --- Serving stacks ---
// Decode streams the weights at 80% of the memory bandwidth (set by TensorRT-LLM's LLaMA 7B
// row on one A100, MODEL.md). Paged attention reads the cache 20-26% slower than contiguous
// kernels (vLLM paper, Kwon et al. 2023, section 7.1): 0.8 / 1.23 = 0.65 of the bandwidth.
constexpr double kPagedCacheShare = 0.65;
// vLLM (0.6): host time per decode step and per request in the batch.
constexpr double kVllmStepS = 7e-3;
constexpr double kVllmRequestS = 37e-6;
// SGLang: the same with its overlapped scheduler.
constexpr double kSglangStepS = 1e-3;
constexpr double kSglangRequestS = 46e-6;
// llama.cpp's server runs a few parallel slots (-np); planned with 16.
constexpr int kLlamaCppSlots = 16;
// GGUF Q8_0 blocks: 32 int8 weights and one FP16 scale (ggml's block_q8_0).
constexpr double kGgufQ8BytesPerWeight = 34.0 / 32.0;
// Eager generate(): every layer's modules launched from Python each step (set by the eager
// starting point of PyTorch's gpt-fast post: 25.5 tokens/s for Llama 2 7B on an A100, batch 1).
constexpr double kEagerDecodeLayerS = 0.9e-3;
// generate() pads a static batch and waits for its longest answer: planned with 32 requests.
constexpr int kEagerDecodeBatch = 32;

TrainingStack fusedStack(Framework f)
{
    TrainingStack k;
    k.framework = f;
    k.logitBytes = kFp32LogitBytes;
    k.stateFragmentation = 0;
    k.activationFragmentation = kFusedFragmentation;
    k.contextGb = kFusedContextGb;
    return k;
}

/// Transformers model code as the Trainer runs it: SDPA (flash backend) attention, every norm,
/// rotary embedding and activation in separate PyTorch kernels, PEFT adapters as modules, the
/// loss on FP32 logits, gradient checkpointing on.
TrainingStack eagerStack(Framework f)
{
    TrainingStack k = fusedStack(f);
    k.fusedNorm = false;
    k.fusedRope = false;
    k.fusedActivation = false;
    k.fusedLora = false;
    k.fusedLoss = false;
    k.logitBytes = kEagerLogitBytes;
    k.activationFragmentation = kEagerActivationFragmentation;
    k.reusesLossBlocks = false;
    k.launchSeconds = kEagerLaunchS;
    k.maxTp = 1;
    k.pipeline = false;
    k.alwaysRecompute = true;
    return k;
}

} // namespace

const QStringList &Frameworks::keys()
{
    static const QStringList names {u"megatron"_s, u"fsdp"_s,    u"deepspeed"_s,    u"torchtune"_s,
                                    u"hf"_s,       u"unsloth"_s, u"mindspeed"_s,    u"torch_npu"_s,
                                    u"vllm"_s,     u"sglang"_s,  u"tensorrt_llm"_s, u"llama_cpp"_s,
                                    u"mindie"_s};
    return names;
}

QString Frameworks::key(Framework f)
{
    return keys().value(int(f));
}

std::optional<Framework> Frameworks::fromKey(QStringView key)
{
    const qsizetype i = keys().indexOf(key);
    if (i < 0 || i >= kFrameworkCount)
        return std::nullopt;
    return static_cast<Framework>(i);
}

bool Frameworks::trains(Framework f)
{
    switch (f) {
    case Framework::Megatron:
    case Framework::Fsdp:
    case Framework::DeepSpeed:
    case Framework::Torchtune:
    case Framework::Hf:
    case Framework::Unsloth:
    case Framework::MindSpeed:
    case Framework::TorchNpu:
        return true;
    case Framework::Vllm:
    case Framework::Sglang:
    case Framework::TensorRtLlm:
    case Framework::LlamaCpp:
    case Framework::MindIE:
        return false;
    }
    return false;
}

bool Frameworks::serves(Framework f)
{
    // Transformers' generate() serves as well as it trains.
    return !trains(f) || f == Framework::Hf || f == Framework::TorchNpu;
}

QStringList Frameworks::trainingKeys()
{
    QStringList out;
    for (int i = 0; i < kFrameworkCount; ++i) {
        if (trains(static_cast<Framework>(i)))
            out.append(keys().at(i));
    }
    return out;
}

QStringList Frameworks::servingKeys()
{
    QStringList out;
    for (int i = 0; i < kFrameworkCount; ++i) {
        if (serves(static_cast<Framework>(i)))
            out.append(keys().at(i));
    }
    return out;
}

bool Frameworks::runsOn(Framework f, const Accelerator &acc)
{
    const bool cann = isCann(acc);
    switch (f) {
    case Framework::MindSpeed:
    case Framework::TorchNpu:
    case Framework::MindIE:
        return cann;
    case Framework::Megatron:
    case Framework::Fsdp:
    case Framework::Torchtune:
    case Framework::Hf:
    case Framework::Unsloth:
    case Framework::Vllm:
    case Framework::Sglang:
    case Framework::TensorRtLlm:
    case Framework::LlamaCpp:
        return !cann;
    case Framework::DeepSpeed:
        // DeepSpeed runs on Ascend through its accelerator abstraction (torch_npu).
        return true;
    }
    return false;
}

Framework Frameworks::defaultFor(const Job &job)
{
    switch (job.method) {
    case Method::LoRA:
    case Method::QLoRA:
        return Framework::Hf;
    case Method::Full:
        return job.model.paramsB >= kMegatronParamsB || job.tokensB >= kMegatronTokensB
            ? Framework::Megatron
            : Framework::DeepSpeed;
    case Method::Inference:
        return Framework::Vllm;
    }
    return Framework::Fsdp;
}

Framework Frameworks::chosen(const Job &job)
{
    return job.framework.value_or(defaultFor(job));
}

Framework Frameworks::onAccelerator(Framework f, const Accelerator &acc)
{
    if (runsOn(f, acc))
        return f;
    if (isCann(acc)) {
        switch (f) {
        case Framework::Megatron:
            return Framework::MindSpeed;
        case Framework::Vllm:
        case Framework::Sglang:
        case Framework::TensorRtLlm:
        case Framework::LlamaCpp:
            return Framework::MindIE;
        default:
            // Transformers + PEFT on the NPU: what a team has after porting its CUDA code.
            return Framework::TorchNpu;
        }
    }
    switch (f) {
    case Framework::MindSpeed:
        return Framework::Megatron;
    case Framework::MindIE:
        return Framework::Vllm;
    default:
        return Framework::Hf;
    }
}

TrainingStack Frameworks::training(Framework f)
{
    switch (f) {
    case Framework::Megatron:
    case Framework::MindSpeed: {
        // Megatron-Core (NeMo, MindSpeed on Ascend): fused kernels, TP/PP/CP, the distributed
        // optimizer (ZeRO-1) and its optimizer CPU offload (--optimizer-cpu-offload).
        TrainingStack k = fusedStack(f);
        k.zeroStages = 0b0011;
        if (f == Framework::MindSpeed)
            k.contextGb = kCannContextGb;
        return k;
    }
    case Framework::Fsdp:
        // PyTorch FSDP with FlashAttention (LLM Foundry, torchtitan): every layout.
        return fusedStack(f);
    case Framework::Torchtune: {
        // torchtune: torch.compile fuses the elementwise work, the chunked loss keeps 16-bit
        // logits, FSDP2 shards across cards, activation checkpointing on.
        TrainingStack k = fusedStack(f);
        k.logitBytes = kChunkedLogitBytes;
        k.maxTp = 1;
        k.pipeline = false;
        k.zeroStages = 0b1001;
        k.offload = false;
        k.alwaysRecompute = true;
        return k;
    }
    case Framework::Hf: {
        // Transformers Trainer + PEFT (LLaMA-Factory, TRL, Axolotl): DDP, or ZeRO-3 / FSDP
        // when the base does not fit one card, with its offload.
        TrainingStack k = eagerStack(f);
        k.zeroStages = 0b1001;
        return k;
    }
    case Framework::DeepSpeed: {
        // The Transformers Trainer on DeepSpeed: the same model code, ZeRO 0-3 and offload.
        TrainingStack k = eagerStack(f);
        k.zeroStages = 0b1111;
        return k;
    }
    case Framework::Unsloth: {
        // Unsloth: Triton kernels for RMSNorm, rotary, SwiGLU and the loss, LoRA inside its own
        // autograd functions, checkpoints offloaded to host RAM; one process per card (DDP).
        TrainingStack k = eagerStack(f);
        k.fusedNorm = true;
        k.fusedRope = true;
        k.fusedActivation = true;
        k.fusedLora = true;
        k.separateLoraMatmuls = true;
        k.fusedLoss = true;
        k.logitBytes = kCutLossLogitBytes;
        k.checkpointsOnHost = true;
        k.reusesLossBlocks = true;
        k.zeroStages = 0b0001;
        k.offload = false;
        return k;
    }
    case Framework::TorchNpu: {
        // Transformers + PEFT on the NPU through torch_npu: the eager stack, each operator
        // launched through CANN.
        TrainingStack k = eagerStack(f);
        k.zeroStages = 0b1001;
        k.contextGb = kCannContextGb;
        return k;
    }
    case Framework::Vllm:
    case Framework::Sglang:
    case Framework::TensorRtLlm:
    case Framework::LlamaCpp:
    case Framework::MindIE:
        break;
    }
    return fusedStack(Framework::Fsdp);
}

ServingStack Frameworks::serving(Framework f)
{
    ServingStack k;
    k.framework = f;
    k.cacheBandwidthShare = kPagedCacheShare;
    switch (f) {
    case Framework::TensorRtLlm:
        // The C++ runtime: in-flight batching, a paged cache in 90% of the memory
        // (kv_cache_free_gpu_mem_fraction), no host time worth counting per step.
        return k;
    case Framework::Vllm:
    case Framework::MindIE:
        // vLLM's scheduler runs in Python every step: a fixed part and a part per request
        // (set by vLLM's own light-load figure and a 2,000-request ShareGPT run; MODEL.md).
        // MindIE: no published figures found; planned as vLLM's paged engine on the NPU.
        k.stepOverheadS = kVllmStepS;
        k.requestOverheadS = kVllmRequestS;
        if (f == Framework::MindIE)
            k.contextGb = kCannContextGb;
        return k;
    case Framework::Sglang:
        // SGLang overlaps its scheduler with the card's work: a smaller part per request.
        k.stepOverheadS = kSglangStepS;
        k.requestOverheadS = kSglangRequestS;
        return k;
    case Framework::LlamaCpp:
        // llama.cpp: a slot per request with its whole context reserved, contiguous, few slots.
        k.pagedCache = false;
        k.cacheBandwidthShare = k.decodeBandwidthShare;
        k.memoryShare = 1.0;
        k.maxBatch = kLlamaCppSlots;
        k.int8WeightBytes = kGgufQ8BytesPerWeight;
        return k;
    case Framework::Hf:
    case Framework::TorchNpu:
        // Transformers' generate(): a static batch, each request's cache reserved whole, every
        // module of every decode step launched from Python.
        k.pagedCache = false;
        k.cacheBandwidthShare = k.decodeBandwidthShare;
        k.memoryShare = 1.0;
        k.layerOverheadS = kEagerDecodeLayerS;
        k.maxBatch = kEagerDecodeBatch;
        if (f == Framework::TorchNpu)
            k.contextGb = kCannContextGb;
        return k;
    case Framework::Megatron:
    case Framework::Fsdp:
    case Framework::DeepSpeed:
    case Framework::Torchtune:
    case Framework::Unsloth:
    case Framework::MindSpeed:
        break;
    }
    return k;
}

} // namespace gp
