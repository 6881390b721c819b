#include "calibration.h"

#include "layoutsearch.h"
#include "memorymodel.h"
#include "planner.h"
#include "timemodel.h"
#include "workload.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gp {

namespace {

using Metric = CalibrationRun::Metric;

const QString kA100 = QStringLiteral("a100-sxm-80g");
const QString kH100 = QStringLiteral("h100-sxm-80g");
const QString k4090 = QStringLiteral("rtx-4090-24g");

// --- Shapes ---

/// A GPT-style model of Megatron's papers: GeLU MLP of 4 hidden, vocabulary 51,200.
CalibrationRun gpt(int layers, int hidden, int heads)
{
    CalibrationRun r;
    r.layers = layers;
    r.hidden = hidden;
    r.heads = heads;
    r.kvHeads = heads;
    r.vocab = 51200;
    r.seqLen = 2048;
    return r;
}

/// MosaicML's MPT (llm-foundry): GeLU MLP of 4 hidden, vocabulary 50,368.
CalibrationRun mpt(int layers, int hidden, int heads, double params)
{
    CalibrationRun r = gpt(layers, hidden, heads);
    r.vocab = 50368;
    r.paramsB = params / 1e9;
    return r;
}

/// A Llama-style model: grouped-query attention and a gated (SwiGLU) MLP.
CalibrationRun llama(double paramsB, int layers, int hidden, int heads, int kvHeads, double ffn,
                     int vocab)
{
    CalibrationRun r;
    r.paramsB = paramsB;
    r.layers = layers;
    r.hidden = hidden;
    r.heads = heads;
    r.kvHeads = kvHeads;
    r.ffn = ffn;
    r.gatedMlp = true;
    r.vocab = vocab;
    return r;
}

// --- Sources ---

const QString kKorthikanti = QStringLiteral(
    "Korthikanti et al. 2022, Reducing Activation Recomputation in Large Transformer Models, "
    "tables 3-4 (A100 80GB, Selene); layouts as in Calculon's validation (Isaev et al. 2023)");
const QString kNarayanan = QStringLiteral(
    "Narayanan et al. 2021, Efficient Large-Scale Language Model Training on GPU Clusters Using "
    "Megatron-LM, table 1 (A100 80GB, Selene)");
const QString kFoundry = QStringLiteral(
    "MosaicML llm-foundry, scripts/train/benchmarking/README.md (MPT, FSDP FULL_SHARD, bf16, "
    "one 8-card node)");
const QString kNemo
    = QStringLiteral("NVIDIA NeMo performance summary, DGX-H100, FP8 (CALIBRATION.md)");
const QString kLlama3 = QStringLiteral(
    "Llama 3 paper (Dubey et al. 2024), table 4: H100, BF16; 400 Gb/s RoCE per GPU");
const QString kTorchtune = QStringLiteral(
    "torchtune README, memory and training speed (batch 2, packed to 2,048 tokens, torch.compile, "
    "activation checkpointing)");
const QString kQwen = QStringLiteral(
    "Qwen README, profiling of memory and speed: Qwen-7B on one A100 80GB, batch 1, "
    "gradient accumulation 8 (QLoRA / LoRA time)");
const QString kTrtLlm = QStringLiteral(
    "TensorRT-LLM docs/source/performance.md, v0.6.1 peak throughput (128 tokens in, 2,048 out)");
const QString kModelLink = QStringLiteral(
    "Ascend ModelLink examples/llama2 README, throughput table (8 x Ascend 910B, "
    "pretrain_llama2_7b_ptd.sh: tp8, sequence parallel, micro-batch 4, batch 16, FlashAttention)");
const QString kLlamaCpp
    = QStringLiteral("llama.cpp pull request 4766 (2024-01-10), llama-bench tg128, llama 7B F16");

/// Qwen's own modeling code inside the Transformers Trainer + PEFT: flash-attn's fused RMSNorm
/// and rotary kernels (modeling_qwen.py imports them when installed, as the README's profiling
/// had), its SwiGLU unfused, PEFT's adapters, and a loss on the 16-bit logits (a shifted
/// contiguous copy, log-softmax and its gradient: 8 bytes per entry).
TrainingStack qwenStack()
{
    TrainingStack k = Frameworks::training(Framework::Hf);
    k.fusedNorm = true;
    k.fusedRope = true;
    k.logitBytes = 8.0;
    return k;
}

CalibrationRun korthikanti(const char *id, CalibrationRun shape, int pp, int gpus, int batch,
                           int microBatch, int interleave, bool sequenceParallel, double seconds)
{
    CalibrationRun r = shape;
    r.id = QString::fromLatin1(id);
    r.source = kKorthikanti;
    r.sets = QStringLiteral("A100 compute efficiency");
    r.accelerator = kA100;
    r.precision = Precision::FP16;
    r.tp = 8;
    r.pp = pp;
    r.dp = gpus / (8 * pp);
    r.interleave = interleave;
    r.zero = 0;
    r.microBatch = microBatch;
    r.globalBatchSeqs = batch;
    r.recompute = sequenceParallel ? Recompute::Selective : Recompute::Full;
    // The 2022 Megatron-LM: no FlashAttention, no TP or DP overlap.
    r.framework = Framework::Megatron;
    r.stack = Frameworks::training(Framework::Megatron);
    r.stack.flashAttention = false;
    r.stack.sequenceParallel = sequenceParallel;
    r.stack.overlapTensorParallel = false;
    r.stack.overlapDataParallel = false;
    r.stack.overlapPipeline = false;
    r.interNodeGBs = 200; // 8 x HDR 200 Gb/s
    r.metric = Metric::StepSeconds;
    r.published = seconds;
    r.label = QStringLiteral("Megatron %1B tp8 pp%2%3, %4 A100, %5")
                  .arg(shape.paramsB)
                  .arg(pp)
                  .arg(interleave > 1 ? QStringLiteral(" v%1").arg(interleave) : QString())
                  .arg(gpus)
                  .arg(sequenceParallel ? QStringLiteral("seq-par + selective")
                                        : QStringLiteral("full recompute"));
    return r;
}

CalibrationRun narayanan(const char *id, double paramsB, int heads, int hidden, int layers, int tp,
                         int pp, int gpus, int batch, double tflops)
{
    CalibrationRun r = gpt(layers, hidden, heads);
    r.id = QString::fromLatin1(id);
    r.paramsB = paramsB;
    r.source = kNarayanan;
    r.accelerator = kA100;
    r.precision = Precision::FP16;
    r.tp = tp;
    r.pp = pp;
    r.dp = gpus / (tp * pp);
    r.zero = 0;
    r.microBatch = 1;
    r.globalBatchSeqs = batch;
    r.recompute = Recompute::Full;
    r.framework = Framework::Megatron;
    r.stack = Frameworks::training(Framework::Megatron);
    r.stack.flashAttention = false;
    r.stack.sequenceParallel = false;
    r.stack.overlapTensorParallel = false;
    r.stack.overlapDataParallel = false;
    r.stack.overlapPipeline = false;
    r.interNodeGBs = 200;
    r.metric = Metric::MegatronTflopsPerGpu;
    r.published = tflops;
    r.label
        = QStringLiteral("Megatron %1B tp%2 pp%3, %4 A100").arg(paramsB).arg(tp).arg(pp).arg(gpus);
    return r;
}

CalibrationRun foundry(const char *id, const QString &acc, CalibrationRun shape, int seqLen,
                       int microBatch, int accumulation, bool checkpointing, double tokensPerGpu)
{
    CalibrationRun r = shape;
    r.id = QString::fromLatin1(id);
    r.source = kFoundry;
    r.framework = Framework::Fsdp;
    r.stack = Frameworks::training(Framework::Fsdp);
    r.sets = acc == kH100 ? QStringLiteral("H100 compute efficiency")
                          : QStringLiteral("cost of overlapped communication");
    r.accelerator = acc;
    r.seqLen = seqLen;
    r.dp = 8;
    r.zero = 3;
    r.microBatch = microBatch;
    r.globalBatchSeqs = microBatch * accumulation * 8;
    r.recompute = checkpointing ? Recompute::Full : Recompute::None;
    r.metric = Metric::TokensPerSPerGpu;
    r.published = tokensPerGpu;
    r.label = QStringLiteral("MPT %1B FSDP, seq %2, mb %3%4, 8 %5")
                  .arg(std::round(shape.paramsB))
                  .arg(seqLen)
                  .arg(microBatch)
                  .arg(checkpointing ? QStringLiteral(", checkpointing") : QString())
                  .arg(acc == kH100 ? QStringLiteral("H100") : QStringLiteral("A100"));
    return r;
}

CalibrationRun llama3(const char *id, int gpus, int cp, int dp, int seqLen, double tflops)
{
    CalibrationRun r = llama(405, 126, 16384, 128, 8, 53248, 128256);
    r.id = QString::fromLatin1(id);
    r.source = kLlama3;
    r.framework = Framework::Megatron;
    r.stack = Frameworks::training(Framework::Megatron);
    r.accelerator = kH100;
    r.seqLen = seqLen;
    r.tp = 8;
    r.pp = 16;
    r.cp = cp;
    r.dp = dp;
    // The paper uses the interleaved schedule without giving the chunks: 126 layers over 16
    // stages is 8 per rank, taken one per chunk.
    r.interleave = 8;
    r.zero = 2;
    r.microBatch = 1;
    r.globalBatchSeqs = 16 * 1024 * 1024 / seqLen; // 16M tokens per step
    r.interNodeGBs = 400;
    r.metric = Metric::ModelTflopsPerGpu;
    r.published = tflops;
    r.label = QStringLiteral("Llama 3 405B tp8 pp16%1 dp%2, seq %3, %4 H100")
                  .arg(cp > 1 ? QStringLiteral(" cp%1").arg(cp) : QString())
                  .arg(dp)
                  .arg(seqLen)
                  .arg(gpus);
    return r;
}

} // namespace

namespace {

/// Megatron-LM at scale (Korthikanti et al., Narayanan et al.): A100, without FlashAttention.
void addMegatronRuns(QList<CalibrationRun> &out)
{
    // Megatron-LM at scale: tensor + pipeline parallel over InfiniBand, without FlashAttention.
    const auto k22 = [] {
        CalibrationRun s = gpt(48, 6144, 64);
        s.paramsB = 22;
        return s;
    }();
    const auto k175 = [] {
        CalibrationRun s = gpt(96, 12288, 96);
        s.paramsB = 175;
        return s;
    }();
    const auto k530 = [] {
        CalibrationRun s = gpt(105, 20480, 128);
        s.paramsB = 530;
        return s;
    }();
    const auto k1t = [] {
        CalibrationRun s = gpt(128, 25600, 160);
        s.paramsB = 1000;
        return s;
    }();
    out << korthikanti("korthikanti-22b-full", k22, 1, 8, 4, 4, 1, false, 1.42)
        << korthikanti("korthikanti-22b-seqsel", k22, 1, 8, 4, 4, 1, true, 1.10)
        << korthikanti("korthikanti-175b-full", k175, 8, 64, 64, 1, 3, false, 18.13)
        << korthikanti("korthikanti-175b-seqsel", k175, 8, 64, 64, 1, 3, true, 13.75)
        << korthikanti("korthikanti-530b-full", k530, 35, 280, 280, 1, 3, false, 49.05)
        << korthikanti("korthikanti-530b-seqsel", k530, 35, 280, 280, 1, 3, true, 37.83)
        << korthikanti("korthikanti-1t-full", k1t, 64, 512, 512, 1, 1, false, 94.42)
        << korthikanti("korthikanti-1t-seqsel", k1t, 64, 512, 512, 1, 1, true, 71.49);

    out << narayanan("narayanan-1.7b", 1.7, 24, 2304, 24, 1, 1, 32, 512, 137)
        << narayanan("narayanan-7.5b", 7.5, 32, 4096, 36, 4, 1, 128, 512, 142)
        << narayanan("narayanan-18.4b", 18.4, 48, 6144, 40, 8, 1, 256, 1024, 135)
        << narayanan("narayanan-76.1b", 76.1, 80, 10240, 60, 8, 4, 1024, 1792, 140)
        << narayanan("narayanan-145.6b", 145.6, 96, 12288, 80, 8, 8, 1536, 2304, 148)
        << narayanan("narayanan-1t", 1008, 160, 25600, 128, 8, 64, 3072, 3072, 163);
}

/// MosaicML llm-foundry: FSDP on one 8-card node, A100 and H100.
void addFoundryRuns(QList<CalibrationRun> &out)
{
    // One 8-card node with FSDP: the planner's everyday case.
    const CalibrationRun mpt7 = mpt(32, 4096, 32, 6658859008.0);
    const CalibrationRun mpt7s4k = mpt(32, 4096, 32, 6667247616.0);
    const CalibrationRun mpt13 = mpt(40, 5120, 40, 12853954560.0);
    const CalibrationRun mpt13s4k = mpt(40, 5120, 40, 12864440320.0);
    const CalibrationRun mpt30 = mpt(48, 7168, 64, 29975214080.0);
    const CalibrationRun mpt30s4k = mpt(48, 7168, 64, 29989894144.0);
    out << foundry("foundry-a100-7b-2k", kA100, mpt7, 2048, 6, 2, false, 4641)
        << foundry("foundry-a100-13b-2k", kA100, mpt13, 2048, 2, 3, false, 2262)
        << foundry("foundry-a100-30b-2k", kA100, mpt30, 2048, 3, 21, true, 916)
        << foundry("foundry-a100-7b-4k", kA100, mpt7s4k, 4096, 16, 2, true, 3684)
        << foundry("foundry-a100-13b-4k", kA100, mpt13s4k, 4096, 10, 3, true, 2060)
        << foundry("foundry-a100-30b-4k", kA100, mpt30s4k, 4096, 1, 21, true, 814)
        << foundry("foundry-h100-7b-2k", kH100, mpt7, 2048, 6, 1, false, 10643)
        << foundry("foundry-h100-13b-2k", kH100, mpt13, 2048, 2, 1, false, 4792)
        << foundry("foundry-h100-30b-2k", kH100, mpt30, 2048, 3, 21, true, 2002)
        << foundry("foundry-h100-7b-4k", kH100, mpt7s4k, 4096, 16, 2, true, 8611)
        << foundry("foundry-h100-13b-4k", kH100, mpt13s4k, 4096, 10, 3, true, 4717)
        << foundry("foundry-h100-30b-4k", kH100, mpt30s4k, 4096, 1, 21, true, 1802);
    // The same runs with the layout (ZeRO stage, micro-batch, recomputation) the planner
    // chooses for the model, batch and cards.
    for (auto r :
         {foundry("foundry-h100-13b-2k-chosen", kH100, mpt13, 2048, 2, 1, false, 4792),
          foundry("foundry-a100-30b-4k-chosen", kA100, mpt30s4k, 4096, 1, 21, true, 814)}) {
        r.chosenLayout = true;
        r.sets.clear();
        r.label += QStringLiteral(", layout chosen");
        r.label.replace(QStringLiteral(", checkpointing"), QString());
        out << r;
    }
}

/// NVIDIA NeMo: Megatron-Core with Transformer Engine, FP8 on H100.
void addNemoRuns(QList<CalibrationRun> &out)
{
    // NeMo with FP8 on H100, Megatron-Core and Transformer Engine.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("nemo-llama2-7b-fp8");
        r.label = QStringLiteral("NeMo Llama 2 7B FP8, dp8, seq 4096, 8 H100");
        r.source = kNemo;
        r.framework = Framework::Megatron;
        r.stack = Frameworks::training(Framework::Megatron);
        r.sets = QStringLiteral("H100 FP8 efficiency");
        r.accelerator = kH100;
        r.precision = Precision::FP8;
        r.seqLen = 4096;
        r.dp = 8;
        r.globalBatchSeqs = 128;
        r.metric = Metric::TokensPerSPerGpu;
        r.published = 16934;
        out << r;
    }
    {
        CalibrationRun r = llama(70.6, 80, 8192, 64, 8, 28672, 128256);
        r.id = QStringLiteral("nemo-llama3-70b-fp8");
        r.label = QStringLiteral("NeMo Llama 3 70B FP8, tp4 pp4 v5 cp2 dp2, seq 8192, 64 H100");
        r.source = kNemo;
        r.framework = Framework::Megatron;
        r.stack = Frameworks::training(Framework::Megatron);
        r.accelerator = kH100;
        r.precision = Precision::FP8;
        r.seqLen = 8192;
        r.tp = 4;
        r.pp = 4;
        r.interleave = 5;
        r.cp = 2;
        r.dp = 2;
        r.globalBatchSeqs = 128;
        r.interNodeGBs = 400;
        r.metric = Metric::TokensPerSPerGpu;
        r.published = 1524;
        out << r;
    }
    // NeMo 24.07 on DGX-H100 (FP8): more shapes and layouts, and LoRA on Megatron.
    const QString nemo2407 = QStringLiteral(
        "NVIDIA NeMo docs, performance summary, NeMo 24.07 on DGX-H100, FP8 pre-training");
    struct NemoRow {
        const char *id;
        const char *label;
        CalibrationRun shape;
        Method method;
        int seq, gbs, tp, pp, vp, cp, gpus;
        double published;
        bool chosen;
    };
    const CalibrationRun llama2_13b = llama(13.0, 40, 5120, 40, 40, 13824, 32000);
    const CalibrationRun llama2_70b = llama(68.98, 80, 8192, 64, 8, 28672, 32000);
    const CalibrationRun llama3_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    // (NeMo's fine-tuning rows pack short SQuAD samples into 4,096 tokens: their attention
    // spans each sample, which the engine does not model, so they are not rows here.)
    for (const NemoRow &n :
         {NemoRow {"nemo-llama2-13b-fp8", "NeMo Llama 2 13B FP8, pp4 v10 dp4, 16 H100", llama2_13b,
                   Method::Full, 4096, 128, 1, 4, 10, 1, 16, 8646, false},
          NemoRow {"nemo-llama2-70b-fp8", "NeMo Llama 2 70B FP8, tp4 pp4 v20 dp4, 64 H100",
                   llama2_70b, Method::Full, 4096, 128, 4, 4, 20, 1, 64, 1707, false},
          NemoRow {"nemo-llama3-8b-fp8", "NeMo Llama 3 8B FP8, cp2 dp4, seq 8192, 8 H100",
                   llama3_8b, Method::Full, 8192, 128, 1, 1, 1, 2, 8, 12036, false},
          NemoRow {"nemo-llama2-70b-fp8-chosen", "NeMo Llama 2 70B FP8, 64 H100, layout chosen",
                   llama2_70b, Method::Full, 4096, 128, 4, 4, 1, 1, 64, 1707, true},
          NemoRow {"nemo-llama2-13b-fp8-chosen", "NeMo Llama 2 13B FP8, 16 H100, layout chosen",
                   llama2_13b, Method::Full, 4096, 128, 1, 4, 1, 1, 16, 8646, true}}) {
        CalibrationRun r = n.shape;
        r.id = QString::fromLatin1(n.id);
        r.label = QString::fromLatin1(n.label);
        r.source = nemo2407;
        r.framework = Framework::Megatron;
        r.stack = Frameworks::training(Framework::Megatron);
        r.accelerator = kH100;
        r.method = n.method;
        r.precision = Precision::FP8;
        r.seqLen = n.seq;
        r.tp = n.tp;
        r.pp = n.pp;
        r.interleave = n.vp;
        r.cp = n.cp;
        r.dp = n.gpus / (n.tp * n.pp * n.cp);
        r.zero = 1;
        r.microBatch = 1;
        r.globalBatchSeqs = n.gbs;
        r.interNodeGBs = 400;
        r.chosenLayout = n.chosen;
        r.metric = Metric::TokensPerSPerGpu;
        r.published = n.published;
        out << r;
    }
}

/// Ascend 910B: Megatron on CANN (ModelLink / MindSpeed).
void addAscendRuns(QList<CalibrationRun> &out)
{
    // Ascend: Megatron on CANN (ModelLink), tensor parallel over HCCS.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("modellink-910b-llama2-7b");
        r.label = QStringLiteral("ModelLink Llama 2 7B tp8 seq-par, seq 4096, 8 Ascend 910B");
        r.source = kModelLink;
        r.framework = Framework::MindSpeed;
        r.stack = Frameworks::training(Framework::MindSpeed);
        r.sets = QStringLiteral("Ascend 910B compute efficiency");
        r.accelerator = QStringLiteral("ascend-910b-64g");
        r.seqLen = 4096;
        r.tp = 8;
        r.zero = 0;
        r.microBatch = 4;
        r.globalBatchSeqs = 16;
        r.stack.overlapTensorParallel = false;
        r.metric = Metric::TokensPerSPerGpu;
        r.published = 2730;
        out << r;
        r.id = QStringLiteral("modellink-910b-llama2-7b-chosen");
        r.label = QStringLiteral("ModelLink Llama 2 7B, seq 4096, 8 Ascend 910B, layout chosen");
        r.sets.clear();
        r.chosenLayout = true;
        out << r;
    }
}

/// Llama 3 405B pre-training and its whole run.
void addLlama3Runs(QList<CalibrationRun> &out)
{
    // Llama 3 405B pre-training, and the whole run's card-hours.
    out << llama3("llama3-405b-8k-gpus", 8192, 1, 64, 8192, 430)
        << llama3("llama3-405b-16k-gpus", 16384, 1, 128, 8192, 400)
        << llama3("llama3-405b-128k-context", 16384, 16, 8, 131072, 380);
    {
        CalibrationRun r = llama3("llama3.1-405b-whole-run", 16384, 1, 128, 8192, 0);
        r.label = QStringLiteral("Llama 3.1 405B whole run, 15.6T tokens, 16,384 H100");
        r.source = QStringLiteral(
            "Llama 3.1 model card: 30.84M H100 GPU-hours for 405B; 15.6T tokens (Llama 3 paper)");
        r.totalTokensB = 15600;
        r.metric = Metric::GpuHours;
        r.published = 30.84e6;
        out << r;
    }
}

/// Fine-tuning: torchtune on one card and on FSDP, and Qwen's QLoRA over LoRA ratio.
void addFineTuningRuns(QList<CalibrationRun> &out)
{
    // Fine-tuning on one card.
    const CalibrationRun llama31_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    {
        CalibrationRun r = llama31_8b;
        r.id = QStringLiteral("torchtune-4090-8b-lora");
        r.label = QStringLiteral("torchtune Llama 3.1 8B LoRA r8, batch 2 x 2048, 1 RTX 4090");
        r.source = kTorchtune;
        r.framework = Framework::Torchtune;
        r.stack = Frameworks::training(Framework::Torchtune);
        r.sets = QStringLiteral("RTX 4090 compute efficiency");
        r.accelerator = k4090;
        r.method = Method::LoRA;
        r.loraRank = 8;
        r.microBatch = 2;
        r.globalBatchSeqs = 2;
        r.zero = 0;
        r.recompute = Recompute::Full;
        r.metric = Metric::TokensPerS;
        r.published = 3083;
        out << r;
        r.id = QStringLiteral("torchtune-4090-8b-qlora");
        r.label = QStringLiteral("torchtune Llama 3.1 8B QLoRA r8, batch 2 x 2048, 1 RTX 4090");
        r.sets.clear();
        r.method = Method::QLoRA;
        r.published = 2413;
        out << r;
    }
    {
        CalibrationRun r = llama(70.6, 80, 8192, 64, 8, 28672, 128256);
        r.id = QStringLiteral("torchtune-a100-70b-lora");
        r.label = QStringLiteral("torchtune Llama 3.1 70B LoRA r16, FSDP, batch 2 x 2048, 8 A100");
        r.source = kTorchtune;
        r.framework = Framework::Torchtune;
        r.stack = Frameworks::training(Framework::Torchtune);
        r.accelerator = kA100;
        r.method = Method::LoRA;
        r.loraRank = 16;
        r.dp = 8;
        r.zero = 3;
        r.microBatch = 2;
        r.globalBatchSeqs = 16;
        r.recompute = Recompute::Full;
        r.metric = Metric::TokensPerS;
        r.published = 3497;
        out << r;
    }
    // QLoRA's dequantisation: its cost over LoRA on the same stack (Qwen-7B, all linear layers
    // adapted at rank 64, activation checkpointing), so the stack's own speed cancels out.
    for (const int seq : {2048, 4096}) {
        CalibrationRun r = llama(7.72, 32, 4096, 32, 32, 11008, 151936);
        r.id = QStringLiteral("qwen-a100-7b-qlora-over-lora-%1").arg(seq);
        r.label = QStringLiteral("Qwen-7B QLoRA / LoRA step time, seq %1, 1 A100").arg(seq);
        r.source = kQwen;
        r.framework = Framework::Hf;
        r.stack = qwenStack();
        r.sets = QStringLiteral("QLoRA dequantisation traffic");
        r.accelerator = kA100;
        r.method = Method::QLoRA;
        r.loraRank = 64;
        r.seqLen = seq;
        r.zero = 0;
        r.globalBatchSeqs = 8;
        r.recompute = Recompute::Full;
        r.metric = Metric::StepRatio;
        r.published = seq == 2048 ? 7.0 / 5.2 : 11.6 / 10.1;
        out << r;
    }
}

/// Serving: decode on one card, memory-bound.
void addServingRuns(QList<CalibrationRun> &out)
{
    // Serving: decode on one card, memory-bound.
    const CalibrationRun llama7b = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
    {
        CalibrationRun r = llama7b;
        r.id = QStringLiteral("trtllm-a100-7b-fp16-b60");
        r.label = QStringLiteral("TensorRT-LLM LLaMA 7B FP16, batch 60, 128 in / 2048 out, 1 A100");
        r.source = kTrtLlm;
        r.framework = Framework::TensorRtLlm;
        r.serving = Frameworks::serving(Framework::TensorRtLlm);
        // v0.6.1's static-batch benchmark (gptSessionBenchmark) keeps each sequence's cache
        // contiguous: read at the weights' streaming rate.
        r.serving.cacheBandwidthShare = r.serving.decodeBandwidthShare;
        r.sets = QStringLiteral("decode bandwidth share");
        r.accelerator = kA100;
        r.method = Method::Inference;
        r.precision = Precision::FP16;
        r.batch = 60;
        r.promptTokens = 128;
        r.outputTokens = 2048;
        r.metric = Metric::DecodeTokensPerS;
        r.published = 1928;
        out << r;
        r.id = QStringLiteral("trtllm-h100-7b-fp8-b112");
        r.label = QStringLiteral("TensorRT-LLM LLaMA 7B FP8, batch 112, 128 in / 2048 out, 1 H100");
        r.sets.clear();
        r.accelerator = kH100;
        r.precision = Precision::FP8;
        r.batch = 112;
        r.published = 6818;
        out << r;
        r.id = QStringLiteral("llamacpp-4090-7b-f16-b1");
        r.label = QStringLiteral("llama.cpp llama 7B F16, batch 1, 128 tokens out, 1 RTX 4090");
        r.source = kLlamaCpp;
        r.framework = Framework::LlamaCpp;
        r.serving = Frameworks::serving(Framework::LlamaCpp);
        r.accelerator = k4090;
        r.precision = Precision::FP16;
        r.batch = 1;
        r.promptTokens = 0;
        r.outputTokens = 128;
        r.published = 61.03;
        out << r;
    }
}

/// A fine-tuning row: one method and batch on data-parallel cards with gradient checkpointing.
CalibrationRun fineTune(CalibrationRun shape, const char *id, const QString &source, Framework f,
                        const QString &acc, Method method, int rank, int seqLen, int microBatch,
                        int accumulation, int dp, int zero)
{
    CalibrationRun r = shape;
    r.id = QString::fromLatin1(id);
    r.source = source;
    r.framework = f;
    r.stack = Frameworks::training(f);
    r.accelerator = acc;
    r.method = method;
    r.loraRank = rank;
    r.seqLen = seqLen;
    r.microBatch = microBatch;
    r.globalBatchSeqs = microBatch * accumulation * dp;
    r.dp = dp;
    r.zero = zero;
    r.recompute = Recompute::Full;
    return r;
}

/// A memory row of a fine-tuning run: the peak per card, GB (or GiB) as published.
CalibrationRun memoryRow(CalibrationRun r, const QString &label, double published, bool gib)
{
    r.id += QStringLiteral("-memory");
    r.label = label;
    r.metric = Metric::PeakMemoryGb;
    r.published = published;
    r.gib = gib;
    return r;
}

const QString kQwenProfile = QStringLiteral(
    "Qwen README, profiling of memory and speed (one A100-SXM4-80G, CUDA 11.8, PyTorch 2.0, "
    "flash-attn 2, batch 1, gradient accumulation 8, LoRA r64 on every linear layer, gradient "
    "checkpointing, every sample padded to the length; s/it is one optimizer step, G as printed)");
const QString kUnslothContext = QStringLiteral(
    "Unsloth README and docs, context length vs GPU VRAM: Llama 3.1 8B Instruct, 4-bit QLoRA on "
    "all linear layers, rank 32, batch 1, sequences padded to the length");
const QString kFactoryWiki = QStringLiteral(
    "LLaMA-Factory wiki, Performance comparison (2024-04): LLaMA2-7B on one A100, batch 4, "
    "gradient accumulation 2, LoRA rank 8 on all modules, max length 1024; TGS = tokens per GPU "
    "per second");
const QString kPeftFsdp = QStringLiteral(
    "PEFT docs, accelerate/fsdp.md: Llama-2-70B QLoRA with FSDP on two GPUs, sequence 2048 "
    "packed, micro-batch 2, gradient checkpointing, FlashAttention 2, without CPU offload");
const QString kPeftDeepSpeed = QStringLiteral(
    "PEFT docs, accelerate/deepspeed.md: Llama-2-70B with TRL's SFTTrainer on DeepSpeed ZeRO-3, "
    "sequence 2048 packed, gradient checkpointing, FlashAttention 2");
const QString kTorchtuneMemory = QStringLiteral(
    "torchtune README, memory and training speed (2024-09-25): batch 2, packed to 2,048 tokens, "
    "torch.compile; peak memory per GPU in GiB");
const QString kBloom = QStringLiteral(
    "BigScience tr11-176B chronicles: BLOOM-176B on Megatron-DeepSpeed, 384 A100 80GB, TP 4, PP "
    "12, DP 8, ZeRO-1, micro-batch 2, global batch 2048, sequence 2048 (elapsed time per "
    "iteration 105.22 s)");
const QString kSwiftNpu = QStringLiteral(
    "ms-swift docs, NPU best practice: Qwen2-7B-Instruct LoRA on one Ascend 910B3 64G "
    "(CANN 8.3, torch_npu 2.7.1), max length 2048, batch 1");

void addTransformersRuns(QList<CalibrationRun> &out)
{
    // Qwen's own code in the Transformers Trainer + PEFT (qwenStack): time and memory at six
    // lengths on one A100. The short rows set the host time per kernel (the card waits for
    // Python there); the long ones and the 14B rows check it. The memory rows at 256 tokens set
    // the allocator's fragmentation of eager stacks; the longer ones check the logits.
    const CalibrationRun qwen7 = llama(7.72, 32, 4096, 32, 32, 11008, 151936);
    const CalibrationRun qwen14 = llama(14.17, 40, 5120, 40, 40, 13696, 151936);
    struct Point {
        int seq;
        double seconds;
        double memory;
        const char *sets;
    };
    const auto add = [&](const CalibrationRun &shape, const char *name, double paramsB,
                         std::initializer_list<Point> points) {
        for (const Point &p : points) {
            CalibrationRun r = fineTune(shape, "qwen", kQwenProfile, Framework::Hf, kA100,
                                        Method::LoRA, 64, p.seq, 1, 8, 1, 0);
            r.id = QStringLiteral("qwen-%1-lora-%2").arg(QString::fromLatin1(name)).arg(p.seq);
            r.stack = qwenStack();
            r.label = QStringLiteral("Qwen-%1B LoRA r64, seq %2, 1 A100").arg(paramsB).arg(p.seq);
            r.sets = p.sets ? QString::fromLatin1(p.sets) : QString();
            r.metric = Metric::StepSeconds;
            r.published = p.seconds;
            if (p.seconds > 0)
                out << r;
            if (p.memory > 0) {
                CalibrationRun m
                    = memoryRow(r,
                                QStringLiteral("Qwen-%1B LoRA r64, seq %2, 1 A100: memory")
                                    .arg(paramsB)
                                    .arg(p.seq),
                                p.memory, false);
                m.sets = p.seq == 256 ? QStringLiteral("eager allocator fragmentation") : QString();
                out << m;
            }
        }
    };
    add(qwen7, "7b", 7,
        {{256, 1.2, 20.1, "eager host time per kernel"},
         {512, 1.5, 0, "eager host time per kernel"},
         {1024, 2.8, 0, nullptr},
         {2048, 5.2, 23.8, nullptr},
         {4096, 10.1, 0, nullptr},
         {8192, 21.3, 36.6, nullptr}});
    add(qwen14, "14b", 14,
        {{512, 2.4, 0, nullptr},
         {2048, 8.4, 0, nullptr},
         {8192, 36.0, 55.2, nullptr},
         {256, 0, 34.6, nullptr}});

    // Transformers + PEFT as it ships (FP32 logits in the loss, eager norms and rotary) at the
    // longest context that fits each card: the logits and checkpoints per token.
    const CalibrationRun llama31_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    for (const auto &[context, vram] : {std::pair {5789, 24.0}, std::pair {28454, 80.0}}) {
        CalibrationRun r = fineTune(llama31_8b, "unsloth-table-hf", kUnslothContext, Framework::Hf,
                                    kH100, Method::QLoRA, 32, context, 1, 1, 1, 0);
        r.id += QStringLiteral("-%1").arg(context);
        out << memoryRow(
            r,
            QStringLiteral("Transformers+FA2 Llama 3.1 8B QLoRA, %1 tokens fill %2 GiB")
                .arg(context)
                .arg(vram),
            vram, true);
    }
    {
        CalibrationRun r
            = fineTune(llama(68.98, 80, 8192, 64, 8, 28672, 32000), "peft-fsdp-qlora-70b",
                       kPeftFsdp, Framework::Hf, kA100, Method::QLoRA, 8, 2048, 2, 2, 2, 3);
        out << memoryRow(r, QStringLiteral("PEFT Llama 2 70B QLoRA, FSDP, 2 GPUs, mb 2 x 2048"),
                         35.6, false);
    }
    {
        CalibrationRun r
            = fineTune(llama(6.74, 32, 4096, 32, 32, 11008, 32000), "factory-hf-fa2", kFactoryWiki,
                       Framework::Hf, kA100, Method::LoRA, 8, 1024, 4, 2, 1, 0);
        r.label = QStringLiteral("LLaMA-Factory HF+FA2 Llama 2 7B LoRA r8, 4 x 1024, 1 A100");
        r.metric = Metric::TokensPerSPerGpu;
        r.published = 2954;
        out << r;
    }
    // Transformers + PEFT on the NPU (torch_npu): the longest sample sets the peak.
    {
        CalibrationRun r
            = fineTune(llama(7.62, 28, 3584, 28, 4, 18944, 152064), "swift-npu-7b", kSwiftNpu,
                       Framework::TorchNpu, QStringLiteral("ascend-910b-64g"), Method::LoRA, 8,
                       2048, 1, 16, 1, 0);
        out << memoryRow(r, QStringLiteral("ms-swift Qwen2 7B LoRA, 2048 tokens, 1 Ascend 910B"),
                         28.0, false);
    }
}

void addUnslothRuns(QList<CalibrationRun> &out)
{
    const CalibrationRun llama31_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    for (const auto &[context, vram] : {std::pair {78475, 24.0}, std::pair {342733, 80.0}}) {
        CalibrationRun r
            = fineTune(llama31_8b, "unsloth-table", kUnslothContext, Framework::Unsloth, kH100,
                       Method::QLoRA, 32, context, 1, 1, 1, 0);
        r.id += QStringLiteral("-%1").arg(context);
        out << memoryRow(r,
                         QStringLiteral("Unsloth Llama 3.1 8B QLoRA, %1 tokens fill %2 GiB")
                             .arg(context)
                             .arg(vram),
                         vram, true);
    }
    CalibrationRun r
        = fineTune(llama(6.74, 32, 4096, 32, 32, 11008, 32000), "factory-unsloth", kFactoryWiki,
                   Framework::Unsloth, kA100, Method::LoRA, 8, 1024, 4, 2, 1, 0);
    r.label = QStringLiteral("LLaMA-Factory Unsloth Llama 2 7B LoRA r8, 4 x 1024, 1 A100");
    r.metric = Metric::TokensPerSPerGpu;
    r.published = 4007;
    out << r;
    r.id = QStringLiteral("factory-unsloth-over-hf");
    r.label = QStringLiteral("LLaMA-Factory Unsloth over HF+FA2 speed, same run");
    r.metric = Metric::FrameworkSpeedup;
    r.over = Framework::Hf;
    r.published = 4007.0 / 2954.0;
    out << r;
}

void addTorchtuneMemoryRuns(QList<CalibrationRun> &out)
{
    const CalibrationRun llama31_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    CalibrationRun r = fineTune(llama31_8b, "torchtune-4090-8b-lora", kTorchtuneMemory,
                                Framework::Torchtune, k4090, Method::LoRA, 8, 2048, 2, 1, 1, 0);
    // torchtune logs the allocator's reserve (torch.cuda.max_memory_reserved).
    r.memoryKind = CalibrationRun::MemoryKind::Reserved;
    out << memoryRow(r, QStringLiteral("torchtune Llama 3.1 8B LoRA, 1 RTX 4090: memory"), 16.2,
                     true);
    r.method = Method::QLoRA;
    r.id = QStringLiteral("torchtune-4090-8b-qlora");
    out << memoryRow(r, QStringLiteral("torchtune Llama 3.1 8B QLoRA, 1 RTX 4090: memory"), 7.4,
                     true);
    CalibrationRun big = fineTune(llama(70.6, 80, 8192, 64, 8, 28672, 128256),
                                  "torchtune-a100-70b-lora", kTorchtuneMemory, Framework::Torchtune,
                                  kA100, Method::LoRA, 16, 2048, 2, 1, 8, 3);
    big.memoryKind = CalibrationRun::MemoryKind::Reserved;
    out << memoryRow(big, QStringLiteral("torchtune Llama 3.1 70B LoRA, FSDP, 8 A100: memory"),
                     27.6, true);
}

void addDeepSpeedRuns(QList<CalibrationRun> &out)
{
    // Megatron-DeepSpeed: Megatron's fused 2022 kernels (no FlashAttention) with DeepSpeed's
    // ZeRO-1 and pipeline engine.
    {
        CalibrationRun r = gpt(70, 14336, 112);
        r.vocab = 250880;
        r.paramsB = 176.2;
        r.id = QStringLiteral("bloom-176b");
        r.label = QStringLiteral("BLOOM 176B tp4 pp12 dp8 ZeRO-1, 384 A100");
        r.source = kBloom;
        r.framework = Framework::DeepSpeed;
        r.stack = Frameworks::training(Framework::Megatron);
        r.stack.flashAttention = false;
        r.stack.overlapTensorParallel = false;
        r.accelerator = kA100;
        r.tp = 4;
        r.pp = 12;
        r.dp = 8;
        r.zero = 1;
        r.microBatch = 2;
        r.globalBatchSeqs = 2048;
        r.recompute = Recompute::Full;
        r.interNodeGBs = 50; // 4 Omni-Path links of 100 Gb/s per node
        r.metric = Metric::StepSeconds;
        r.published = 105.22;
        out << r;
    }
    // The Transformers Trainer on DeepSpeed ZeRO-3: the 70B base sharded over the cards.
    const CalibrationRun llama2_70b = llama(68.98, 80, 8192, 64, 8, 28672, 32000);
    CalibrationRun q = fineTune(llama2_70b, "peft-zero3-qlora-70b", kPeftDeepSpeed,
                                Framework::DeepSpeed, kA100, Method::QLoRA, 8, 2048, 2, 2, 2, 3);
    out << memoryRow(q, QStringLiteral("PEFT Llama 2 70B QLoRA, ZeRO-3, 2 GPUs, mb 2 x 2048"), 36.6,
                     false);
    CalibrationRun l = fineTune(llama2_70b, "peft-zero3-lora-70b", kPeftDeepSpeed,
                                Framework::DeepSpeed, kH100, Method::LoRA, 8, 2048, 8, 4, 8, 3);
    out << memoryRow(l, QStringLiteral("PEFT Llama 2 70B LoRA, ZeRO-3, 8 H100, mb 8 x 2048"), 64.0,
                     false);
}

/// A serving deployment of many requests at once, batched as the stack batches them.
CalibrationRun serving(CalibrationRun shape, const char *id, const QString &label,
                       const QString &source, Framework f, const QString &acc, Precision p, int tp,
                       int requests, double prompt, double answer, double published)
{
    CalibrationRun r = shape;
    r.id = QString::fromLatin1(id);
    r.label = label;
    r.source = source;
    r.framework = f;
    r.serving = Frameworks::serving(f);
    r.accelerator = acc;
    r.method = Method::Inference;
    r.precision = p;
    r.tp = tp;
    r.batch = requests;
    r.promptTokens = prompt;
    r.outputTokens = answer;
    r.metric = Metric::ServingTokensPerS;
    r.published = published;
    return r;
}

void addServingStackRuns(QList<CalibrationRun> &out)
{
    const CalibrationRun llama3_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    const QString sglangIssue = QStringLiteral(
        "sglang issue 1639 (2024-10-17): Llama 3 8B BF16, TP 2 on 2 H100, 2,000 ShareGPT prompts "
        "sent at once (453,502 input and 376,493 output tokens), total tokens/s");
    // vLLM and SGLang on the same requests: prompts and answers of ShareGPT's average length.
    CalibrationRun v = serving(llama3_8b, "vllm-h100-8b-sharegpt",
                               QStringLiteral("vLLM 0.6.3 Llama 3 8B, TP2 2 H100, 2,000 requests"),
                               sglangIssue, Framework::Vllm, kH100, Precision::BF16, 2, 2000,
                               453502.0 / 2000, 376493.0 / 2000, 22116.03);
    v.countsInput = true;
    v.sets = QStringLiteral("vLLM host time per request");
    out << v;
    {
        CalibrationRun l = llama3_8b;
        l.id = QStringLiteral("vllm-h100-8b-light");
        l.label = QStringLiteral("vLLM 0.6 Llama 3 8B, light load, 1 H100");
        l.source = QStringLiteral(
            "vLLM blog, vLLM v0.6.0 performance update (2024-09-05): \"Llama3 8B can generate 1 "
            "token every 13 ms under light load\" on H100");
        l.framework = Framework::Vllm;
        l.serving = Frameworks::serving(Framework::Vllm);
        l.sets = QStringLiteral("vLLM host time per decode step");
        l.accelerator = kH100;
        l.method = Method::Inference;
        l.precision = Precision::BF16;
        l.batch = 1;
        l.promptTokens = 202;
        l.outputTokens = 179;
        l.metric = Metric::DecodeTokensPerS;
        l.published = 1000.0 / 13.0;
        out << l;
    }
    CalibrationRun g = v;
    g.id = QStringLiteral("sglang-h100-8b-sharegpt");
    g.label = QStringLiteral("SGLang Llama 3 8B, TP2 2 H100, 2,000 requests");
    g.framework = Framework::Sglang;
    g.serving = Frameworks::serving(Framework::Sglang);
    g.sets = QStringLiteral("SGLang host time per request");
    g.published = 24022.63;
    out << g;
    // TensorRT-LLM v0.13 with in-flight batching (trtllm-bench: every request at once, runtime
    // batch up to 4,096).
    const QString trt = QStringLiteral(
        "TensorRT-LLM docs perf-overview.md, v0.13.0, in-flight batching, output tokens/s");
    for (const auto &[id, label, acc, precision, tp, published] :
         {std::tuple {"trtllm-h100-8b-fp16-1k", "TensorRT-LLM Llama 3.1 8B FP16, 1000/1000, 1 H100",
                      kH100, Precision::FP16, 1, 7160.92},
          std::tuple {"trtllm-a100-8b-fp16-1k", "TensorRT-LLM Llama 3.1 8B FP16, 1000/1000, 1 A100",
                      kA100, Precision::FP16, 1, 3592.16}}) {
        CalibrationRun t
            = serving(llama3_8b, id, QString::fromLatin1(label), trt, Framework::TensorRtLlm, acc,
                      precision, tp, 3000, 1000, 1000, published);
        t.serving.maxBatch = 4096;
        out << t;
    }
    // llama.cpp, one stream of 8-bit weights.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("llamacpp-4090-7b-q8-b1");
        r.label = QStringLiteral("llama.cpp llama 7B Q8_0, batch 1, 128 tokens out, 1 RTX 4090");
        r.source = kLlamaCpp;
        r.framework = Framework::LlamaCpp;
        r.serving = Frameworks::serving(Framework::LlamaCpp);
        r.accelerator = k4090;
        r.method = Method::Inference;
        r.precision = Precision::INT8;
        r.batch = 1;
        r.outputTokens = 128;
        r.metric = Metric::DecodeTokensPerS;
        r.published = 98.13;
        out << r;
    }
    // Eager PyTorch decode, the way Transformers' generate() runs: gpt-fast's starting point.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("eager-a100-7b-b1");
        r.label = QStringLiteral("PyTorch eager Llama 2 7B BF16, batch 1, 1 A100");
        r.source = QStringLiteral(
            "PyTorch blog, Accelerating Generative AI with PyTorch II: GPT, Fast (2023-11): the "
            "eager starting point, 25.5 tokens/s on an A100 80GB at 330 W, batch 1");
        r.framework = Framework::Hf;
        r.serving = Frameworks::serving(Framework::Hf);
        r.sets = QStringLiteral("eager host time per decode step");
        r.accelerator = kA100;
        r.method = Method::Inference;
        r.precision = Precision::BF16;
        r.batch = 1;
        r.promptTokens = 5;
        r.outputTokens = 200;
        r.metric = Metric::DecodeTokensPerS;
        r.published = 25.5;
        out << r;
    }
}

} // namespace

QList<CalibrationRun> Calibration::runs()
{
    QList<CalibrationRun> out;
    addMegatronRuns(out);
    addFoundryRuns(out);
    addNemoRuns(out);
    addAscendRuns(out);
    addLlama3Runs(out);
    addFineTuningRuns(out);
    addTransformersRuns(out);
    addUnslothRuns(out);
    addTorchtuneMemoryRuns(out);
    addDeepSpeedRuns(out);
    addServingRuns(out);
    addServingStackRuns(out);
    return out;
}

namespace {

Workload workloadOf(const CalibrationRun &run, Method method)
{
    Job job;
    job.model.paramsB = run.paramsB;
    job.model.layers = run.layers;
    job.model.hidden = run.hidden;
    job.model.heads = run.heads;
    job.model.kvHeads = run.kvHeads > 0 ? run.kvHeads : run.heads;
    job.model.seqLen = run.seqLen;
    job.model.vocab = run.vocab;
    job.method = method;
    job.precision = run.precision;
    job.loraRank = run.loraRank;
    job.tokensB = run.totalTokensB;
    job.globalBatchTokens = double(run.globalBatchSeqs) * run.seqLen;
    Workload w = Workload::fromJob(job);
    ModelShape s = w.shape;
    s.gatedMlp = run.gatedMlp;
    s.ffn = run.ffn > 0 ? run.ffn : 4.0 * run.hidden;
    if (run.paramsB <= 0)
        s.params = s.activeParams = s.layers * s.layerWeights() + 2.0 * s.vocab * s.hidden;
    w.reshape(s, run.loraRank);
    w.stack = run.stack;
    w.serving = run.serving;
    return w;
}

Layout layoutOf(const CalibrationRun &run)
{
    Layout l;
    l.tp = run.tp;
    l.pp = run.pp;
    l.dp = run.dp;
    l.cp = run.cp;
    l.interleave = run.interleave;
    l.zero = run.zero;
    l.microBatch = run.microBatch;
    l.recompute = run.recompute;
    return l;
}

double megatronFlopsPerStep(const CalibrationRun &run)
{
    // Narayanan et al. 2021, with full recomputation: 96 B s l h^2 (1 + s / 6h + V / 16 l h).
    const double b = run.globalBatchSeqs, s = run.seqLen, l = run.layers, h = run.hidden,
                 v = run.vocab;
    return 96.0 * b * s * l * h * h * (1 + s / (6 * h) + v / (16 * l * h));
}

} // namespace

namespace {

/// A serving row: one replica's decode rate at a fixed batch (DecodeTokensPerS), or a
/// deployment of gpus cards in replicas of tp serving as many requests as were in flight,
/// batched as the stack batches them (ServingTokensPerS).
double predictServing(const CalibrationRun &run, const Accelerator &acc, const Fabric &fabric)
{
    const Workload w = workloadOf(run, Method::Inference);
    SearchSpace space;
    space.workload = &w;
    space.accelerator = &acc;
    space.fabric = fabric;
    space.rates = TimeModel::rates(w, acc);
    if (run.metric == Metric::DecodeTokensPerS)
        return LayoutSearch::replicaTokensPerS(space, 1, run.batch, run.promptTokens,
                                               run.outputTokens);
    LayoutPin pin;
    pin.tp = run.tp;
    space.pin = &pin;
    space.serving.concurrentRequests = run.batch;
    space.serving.contextTokens = int(std::lround(run.promptTokens + run.outputTokens));
    space.serving.targetTokensPerS = 1;
    space.outputTokens = run.outputTokens;
    const LayoutResult r = LayoutSearch::best(space, run.tp * run.dp);
    const double out = r.serving ? r.serving->tokensPerS : 0.0;
    return run.countsInput && run.outputTokens > 0
        ? out * (run.promptTokens + run.outputTokens) / run.outputTokens
        : out;
}

/// The layout the planner itself chooses for the run's model, batch, cards and software: a job
/// and a one-machine catalog of the run's card through makePlan.
PlanOption plannedFor(const CalibrationRun &run, const Accelerator &acc)
{
    Job job;
    job.model.paramsB = run.paramsB;
    job.model.layers = run.layers;
    job.model.hidden = run.hidden;
    job.model.heads = run.heads;
    job.model.kvHeads = run.kvHeads > 0 ? run.kvHeads : run.heads;
    job.model.seqLen = run.seqLen;
    job.model.vocab = run.vocab;
    job.method = run.method;
    job.precision = run.precision;
    job.loraRank = run.loraRank;
    job.tokensB = std::max(0.001, run.totalTokensB);
    job.globalBatchTokens = double(run.globalBatchSeqs) * run.seqLen;
    job.framework = run.framework;
    const int gpus = run.tp * run.pp * run.dp * run.cp;
    job.gpuCount = gpus;
    CatalogData catalog;
    catalog.accelerators.append(acc);
    Offering o;
    o.id = QStringLiteral("calibration");
    o.acceleratorId = acc.id;
    o.form = RentalForm::Cluster;
    o.gpusPerNode = run.gpusPerNode;
    o.maxNodes = std::max(1, (gpus + run.gpusPerNode - 1) / run.gpusPerNode);
    o.interNodeGBs = run.interNodeGBs;
    o.rdma = true;
    o.ramGb = 2048;
    PriceSnapshot price;
    price.observedOn = QDate(2026, 1, 1);
    price.unit = BillingUnit::Month;
    price.priceFen = 100000;
    o.prices.append(price);
    catalog.offerings.append(o);
    catalog.buildIndex();
    const Plan plan = makePlan(job, catalog);
    return plan.options.value(0);
}

} // namespace

CalibrationResult Calibration::predict(const CalibrationRun &run, const CatalogData &catalog)
{
    CalibrationResult r;
    r.run = run;
    const Accelerator *acc = catalog.accelerator(run.accelerator);
    if (!acc)
        return r;
    r.valid = true;
    const int gpus = run.tp * run.pp * run.dp * run.cp;
    const Fabric fabric {acc->intraLink, acc->allReduceBusGBs, run.interNodeGBs, run.gpusPerNode};

    if (run.metric == Metric::DecodeTokensPerS || run.metric == Metric::ServingTokensPerS) {
        r.predicted = predictServing(run, *acc, fabric);
        r.error = r.predicted > 0 ? run.published / r.predicted - 1.0 : 1.0;
        return r;
    }
    if (run.chosenLayout) {
        const PlanOption o = plannedFor(run, *acc);
        r.mfu = o.mfu;
        r.predicted = run.metric == Metric::TokensPerSPerGpu && o.totalGpus > 0
            ? o.tokensPerS / o.totalGpus
            : o.tokensPerS;
        r.error = r.predicted > 0 ? run.published / r.predicted - 1.0 : 1.0;
        return r;
    }

    const Workload w = workloadOf(run, run.method);
    const Layout l = layoutOf(run);
    if (run.metric == Metric::PeakMemoryGb) {
        // The engine counts GB of 10^9 bytes; a figure published in GiB is compared in GiB.
        constexpr double kGiB = 1.073741824;
        const MemoryBreakdown m = MemoryModel::training(w, l, run.gpusPerNode).gpu;
        double gb = m.total();
        if (run.memoryKind == CalibrationRun::MemoryKind::Reserved)
            gb -= w.stack.contextGb;
        else if (run.memoryKind == CalibrationRun::MemoryKind::Allocated)
            gb -= m.overhead;
        r.predicted = gb / (run.gib ? kGiB : 1.0);
        r.error = r.predicted / run.published - 1.0;
        return r;
    }
    const StepTime st = TimeModel::trainingStep(w, l, fabric, TimeModel::rates(w, *acc));
    const double tokensPerS = st.tokens / st.total;
    r.mfu = tokensPerS * w.modelFlopsPerToken() / (gpus * w.peakFlops(*acc));
    switch (run.metric) {
    case Metric::StepSeconds:
        r.predicted = st.total;
        r.error = r.predicted / run.published - 1.0;
        break;
    case Metric::TokensPerS:
        r.predicted = tokensPerS;
        r.error = run.published / r.predicted - 1.0;
        break;
    case Metric::TokensPerSPerGpu:
        r.predicted = tokensPerS / gpus;
        r.error = run.published / r.predicted - 1.0;
        break;
    case Metric::ModelTflopsPerGpu:
        r.predicted = tokensPerS / gpus * w.modelFlopsPerToken() / 1e12;
        r.error = run.published / r.predicted - 1.0;
        break;
    case Metric::MegatronTflopsPerGpu:
        r.predicted = megatronFlopsPerStep(run) / (st.total * gpus) / 1e12;
        r.error = run.published / r.predicted - 1.0;
        break;
    case Metric::GpuHours: {
        const int nodes = (gpus + run.gpusPerNode - 1) / run.gpusPerNode;
        const WholeRun whole
            = TimeModel::wholeRun(w, gpus, nodes, w.totalTokens / tokensPerS / 3600.0);
        r.predicted = whole.hours() * gpus;
        r.error = r.predicted / run.published - 1.0;
        break;
    }
    case Metric::StepRatio: {
        const Workload plain = workloadOf(run, Method::LoRA);
        const StepTime base
            = TimeModel::trainingStep(plain, l, fabric, TimeModel::rates(plain, *acc));
        r.predicted = st.total / base.total;
        r.error = r.predicted / run.published - 1.0;
        break;
    }
    case Metric::FrameworkSpeedup: {
        CalibrationRun base = run;
        base.framework = run.over;
        base.stack = Frameworks::training(run.over);
        const Workload wb = workloadOf(base, run.method);
        const StepTime sb = TimeModel::trainingStep(wb, l, fabric, TimeModel::rates(wb, *acc));
        r.predicted = sb.total / st.total;
        r.error = run.published / r.predicted - 1.0;
        break;
    }
    case Metric::DecodeTokensPerS:
    case Metric::ServingTokensPerS:
    case Metric::PeakMemoryGb:
        break;
    }
    return r;
}

namespace {

QList<AchievedRun> readAchievedRuns();

} // namespace

const QList<AchievedRun> &Calibration::achievedRuns()
{
    // The table is compiled in: read once per process (thread-safe), not once per plan and
    // follow-up plan as each edit in the window asks for several.
    static const QList<AchievedRun> runs = readAchievedRuns();
    return runs;
}

namespace {

QList<AchievedRun> readAchievedRuns()
{
    QList<AchievedRun> out;
    for (const CalibrationRun &run : Calibration::runs()) {
        // What a run achieved end to end: throughput rows of training at their published layout.
        if (run.method == Method::Inference || run.chosenLayout)
            continue;
        const Workload w = workloadOf(run, run.method);
        const int gpus = run.tp * run.pp * run.dp * run.cp;
        const double flops = w.modelFlopsPerToken();
        double tflops = 0;
        switch (run.metric) {
        case Metric::StepSeconds:
            tflops = double(run.globalBatchSeqs) * run.seqLen / run.published / gpus * flops / 1e12;
            break;
        case Metric::TokensPerS:
            tflops = run.published / gpus * flops / 1e12;
            break;
        case Metric::TokensPerSPerGpu:
            tflops = run.published * flops / 1e12;
            break;
        case Metric::ModelTflopsPerGpu:
            tflops = run.published;
            break;
        case Metric::MegatronTflopsPerGpu: {
            // The paper's count includes recomputation; in model FLOPs of the same step.
            const double tokens = double(run.globalBatchSeqs) * run.seqLen;
            tflops = run.published * tokens * flops / megatronFlopsPerStep(run);
            break;
        }
        case Metric::GpuHours:
        case Metric::StepRatio:
        case Metric::DecodeTokensPerS:
        case Metric::PeakMemoryGb:
        case Metric::ServingTokensPerS:
        case Metric::FrameworkSpeedup:
            continue;
        }
        AchievedRun a;
        a.label = run.label;
        a.accelerator = run.accelerator;
        a.paramsB = w.shape.params / 1e9;
        a.adapters = run.method == Method::LoRA || run.method == Method::QLoRA;
        a.fp8 = run.precision == Precision::FP8;
        a.modelTflopsPerGpu = tflops;
        out.append(a);
    }
    return out;
}

} // namespace

std::optional<AchievedRun> Calibration::ceiling(const QList<AchievedRun> &runs, const Workload &w,
                                                const Accelerator &acc, const CatalogData &catalog)
{
    const double peak = w.peakFlops(acc);
    if (peak <= 0 || !w.training)
        return std::nullopt;
    bool fp8Fallback = false;
    const bool fp8 = w.peakPrecision(acc, &fp8Fallback) == PeakPrecision::FP8;
    const bool adapters = w.frozenParams > 0;
    const double paramsB = w.shape.params / 1e9;
    const auto half = [](const Accelerator &a) {
        return a.peak(PeakPrecision::BF16).value_or(a.peak(PeakPrecision::FP16).value_or(0.0));
    };
    // The closest sizes published: within a factor of 2 of the job's parameters, else 4.
    std::optional<AchievedRun> best;
    for (const double ratio : {kCeilingSizeRatio / 2.0, kCeilingSizeRatio}) {
        for (const AchievedRun &run : runs) {
            // "That card": the same accelerator, or one of the same vendor and 16-bit peak (an
            // H200 computes as an H100 does).
            const Accelerator *ran = catalog.accelerator(run.accelerator);
            const bool sameCard = run.accelerator == acc.id
                || (ran && ran->vendor == acc.vendor && half(*ran) > 0 && half(*ran) == half(acc));
            if (!sameCard || run.fp8 != fp8 || run.adapters != adapters)
                continue;
            if (run.paramsB * ratio < paramsB || run.paramsB > paramsB * ratio)
                continue;
            if (!best || run.modelTflopsPerGpu > best->modelTflopsPerGpu)
                best = run;
        }
        if (best)
            break;
    }
    if (best)
        best->mfu = best->modelTflopsPerGpu * 1e12 / peak;
    return best;
}

QList<CalibrationResult> Calibration::predictAll(const CatalogData &catalog)
{
    QList<CalibrationResult> out;
    for (const CalibrationRun &run : runs())
        out.append(predict(run, catalog));
    return out;
}

QString Calibration::table(const QList<CalibrationResult> &results)
{
    const auto unit = [](Metric m) {
        switch (m) {
        case Metric::StepSeconds:
            return QStringLiteral("s/step");
        case Metric::TokensPerS:
            return QStringLiteral("tok/s");
        case Metric::TokensPerSPerGpu:
            return QStringLiteral("tok/s/GPU");
        case Metric::ModelTflopsPerGpu:
        case Metric::MegatronTflopsPerGpu:
            return QStringLiteral("TF/GPU");
        case Metric::GpuHours:
            return QStringLiteral("GPU-h");
        case Metric::StepRatio:
            return QStringLiteral("ratio");
        case Metric::DecodeTokensPerS:
        case Metric::ServingTokensPerS:
            return QStringLiteral("tok/s");
        case Metric::PeakMemoryGb:
            return QStringLiteral("GB");
        case Metric::FrameworkSpeedup:
            return QStringLiteral("speed-up");
        }
        return QString();
    };
    const auto number = [](double v) {
        const double a = std::abs(v);
        return QString::number(v, 'f', a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3);
    };
    QString out;
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7  %8\n")
               .arg(QStringLiteral("run"), -64)
               .arg(QStringLiteral("stack"), -12)
               .arg(QStringLiteral("unit"), -9)
               .arg(QStringLiteral("published"), 11)
               .arg(QStringLiteral("predicted"), 11)
               .arg(QStringLiteral("error"), 7)
               .arg(QStringLiteral("MFU"), 5)
               .arg(QStringLiteral("sets"));
    struct Sum {
        double sum = 0;
        double largest = 0;
        int n = 0;
        void add(double e)
        {
            sum += std::abs(e);
            largest = std::max(largest, std::abs(e));
            ++n;
        }
    };
    Sum all;
    std::map<int, Sum> byStack;
    for (const CalibrationResult &r : results) {
        if (!r.valid) {
            out += QStringLiteral("%1 (accelerator %2 not in the catalog)\n")
                       .arg(r.run.label, -64)
                       .arg(r.run.accelerator);
            continue;
        }
        out += QStringLiteral("%1 %2 %3 %4 %5 %6% %7  %8\n")
                   .arg(r.run.label.left(64), -64)
                   .arg(Frameworks::key(r.run.framework), -12)
                   .arg(r.run.metric == Metric::PeakMemoryGb && r.run.gib ? QStringLiteral("GiB")
                                                                          : unit(r.run.metric),
                        -9)
                   .arg(number(r.run.published), 11)
                   .arg(number(r.predicted), 11)
                   .arg((r.error >= 0 ? QStringLiteral("+") : QString())
                            + QString::number(100.0 * r.error, 'f', 1),
                        6)
                   .arg(r.mfu > 0 ? QString::number(100.0 * r.mfu, 'f', 0) + u'%' : QString(), 5)
                   .arg(r.run.sets.isEmpty() ? QStringLiteral("check") : r.run.sets);
        all.add(r.error);
        byStack[int(r.run.framework)].add(r.error);
    }
    const auto summary = [](const Sum &s) {
        return QStringLiteral("%1 rows: mean |error| %2%, largest %3%")
            .arg(s.n)
            .arg(QString::number(s.n ? 100.0 * s.sum / s.n : 0.0, 'f', 1))
            .arg(QString::number(100.0 * s.largest, 'f', 1));
    };
    for (const auto &[framework, s] : byStack) {
        out += QStringLiteral("  %1 %2\n")
                   .arg(Frameworks::key(static_cast<Framework>(framework)), -12)
                   .arg(summary(s));
    }
    out += summary(all)
        + QStringLiteral(" (error: predicted time over published time, minus one; memory rows: "
                         "predicted memory over published, minus one)\n");
    return out;
}

} // namespace gp
