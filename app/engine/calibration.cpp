#include "calibration.h"

#include "layoutsearch.h"
#include "timemodel.h"
#include "workload.h"

#include <algorithm>
#include <cmath>

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
    r.flashAttention = false;
    r.sequenceParallel = sequenceParallel;
    r.overlapTensorParallel = false;
    r.overlapDataParallel = false;
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
    r.flashAttention = false;
    r.sequenceParallel = false;
    r.overlapTensorParallel = false;
    r.overlapDataParallel = false;
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

QList<CalibrationRun> Calibration::runs()
{
    QList<CalibrationRun> out;

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

    // NeMo with FP8 on H100, Megatron-Core and Transformer Engine.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("nemo-llama2-7b-fp8");
        r.label = QStringLiteral("NeMo Llama 2 7B FP8, dp8, seq 4096, 8 H100");
        r.source = kNemo;
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

    // Ascend: Megatron on CANN (ModelLink), tensor parallel over HCCS.
    {
        CalibrationRun r = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
        r.id = QStringLiteral("modellink-910b-llama2-7b");
        r.label = QStringLiteral("ModelLink Llama 2 7B tp8 seq-par, seq 4096, 8 Ascend 910B");
        r.source = kModelLink;
        r.sets = QStringLiteral("Ascend 910B compute efficiency");
        r.accelerator = QStringLiteral("ascend-910b-64g");
        r.seqLen = 4096;
        r.tp = 8;
        r.zero = 0;
        r.microBatch = 4;
        r.globalBatchSeqs = 16;
        r.overlapTensorParallel = false;
        r.metric = Metric::TokensPerSPerGpu;
        r.published = 2730;
        out << r;
    }

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

    // Fine-tuning on one card.
    const CalibrationRun llama31_8b = llama(8.03, 32, 4096, 32, 8, 14336, 128256);
    {
        CalibrationRun r = llama31_8b;
        r.id = QStringLiteral("torchtune-4090-8b-lora");
        r.label = QStringLiteral("torchtune Llama 3.1 8B LoRA r8, batch 2 x 2048, 1 RTX 4090");
        r.source = kTorchtune;
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

    // Serving: decode on one card, memory-bound.
    const CalibrationRun llama7b = llama(6.74, 32, 4096, 32, 32, 11008, 32000);
    {
        CalibrationRun r = llama7b;
        r.id = QStringLiteral("trtllm-a100-7b-fp16-b60");
        r.label = QStringLiteral("TensorRT-LLM LLaMA 7B FP16, batch 60, 128 in / 2048 out, 1 A100");
        r.source = kTrtLlm;
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
        r.accelerator = k4090;
        r.precision = Precision::FP16;
        r.batch = 1;
        r.promptTokens = 0;
        r.outputTokens = 128;
        r.published = 61.03;
        out << r;
    }
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
    w.flashAttention = run.flashAttention;
    w.sequenceParallel = run.sequenceParallel;
    w.overlapTensorParallel = run.overlapTensorParallel;
    w.overlapDataParallel = run.overlapDataParallel;
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

    if (run.metric == Metric::DecodeTokensPerS) {
        const Workload w = workloadOf(run, Method::Inference);
        SearchSpace space;
        space.workload = &w;
        space.accelerator = acc;
        space.fabric = fabric;
        space.rates = TimeModel::rates(w, *acc);
        r.predicted = LayoutSearch::replicaTokensPerS(space, 1, run.batch, run.promptTokens,
                                                      run.outputTokens);
        r.error = run.published / r.predicted - 1.0;
        return r;
    }

    const Workload w = workloadOf(run, run.method);
    const Layout l = layoutOf(run);
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
        r.predicted
            = w.totalTokens / tokensPerS / 3600.0 * gpus * TimeModel::wholeRunFactor(w, nodes);
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
    case Metric::DecodeTokensPerS:
        break;
    }
    return r;
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
            return QStringLiteral("tok/s");
        }
        return QString();
    };
    const auto number = [](double v) {
        const double a = std::abs(v);
        return QString::number(v, 'f', a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3);
    };
    QString out;
    out += QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
               .arg(QStringLiteral("run"), -64)
               .arg(QStringLiteral("unit"), -9)
               .arg(QStringLiteral("published"), 11)
               .arg(QStringLiteral("predicted"), 11)
               .arg(QStringLiteral("error"), 7)
               .arg(QStringLiteral("MFU"), 5)
               .arg(QStringLiteral("sets"));
    double sum = 0, largest = 0;
    int n = 0;
    for (const CalibrationResult &r : results) {
        if (!r.valid) {
            out += QStringLiteral("%1 (accelerator %2 not in the catalog)\n")
                       .arg(r.run.label, -64)
                       .arg(r.run.accelerator);
            continue;
        }
        out += QStringLiteral("%1 %2 %3 %4 %5% %6  %7\n")
                   .arg(r.run.label.left(64), -64)
                   .arg(unit(r.run.metric), -9)
                   .arg(number(r.run.published), 11)
                   .arg(number(r.predicted), 11)
                   .arg((r.error >= 0 ? QStringLiteral("+") : QString())
                            + QString::number(100.0 * r.error, 'f', 1),
                        6)
                   .arg(r.mfu > 0 ? QString::number(100.0 * r.mfu, 'f', 0) + u'%' : QString(), 5)
                   .arg(r.run.sets.isEmpty() ? QStringLiteral("check") : r.run.sets);
        sum += std::abs(r.error);
        largest = std::max(largest, std::abs(r.error));
        ++n;
    }
    out += QStringLiteral("%1 rows: mean |error| %2%, largest %3% (error: predicted time over "
                          "published time, minus one)\n")
               .arg(n)
               .arg(QString::number(n ? 100.0 * sum / n : 0.0, 'f', 1))
               .arg(QString::number(100.0 * largest, 'f', 1));
    return out;
}

} // namespace gp
