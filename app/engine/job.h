#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace gp {

/// What the job does with the model.
enum class Method { Full, LoRA, QLoRA, Inference };

/// Numeric format of the model's weights and arithmetic.
enum class Precision { FP32, BF16, FP16, FP8, INT8, INT4 };

/// Whether the team expects to span several machines.
enum class Expansion { None, Within6Months, Now };

/// One-off training, or a job repeated every week.
enum class Iteration { OneOff, Weekly };

/// The training or serving software the job runs with (MODEL.md "Frameworks"). Hf is the
/// Hugging Face Transformers stack: the Trainer with PEFT for training, generate() for serving.
enum class Framework {
    Megatron,
    Fsdp,
    DeepSpeed,
    Torchtune,
    Hf,
    Unsloth,
    MindSpeed,
    TorchNpu,
    Vllm,
    Sglang,
    TensorRtLlm,
    LlamaCpp,
    MindIE,
};

/// Activation recomputation policy (Korthikanti et al. 2022).
enum class Recompute { None, Selective, Full };

/// The model being trained or served. Architecture fields are optional; presets fill them.
struct ModelSpec {
    QString preset; ///< e.g. "llama-3.1-70b"; empty for custom
    double paramsB = 0; ///< total parameters, billions
    std::optional<double> activeParamsB; ///< MoE: parameters active per token, billions
    std::optional<int> layers;
    std::optional<int> hidden;
    std::optional<int> heads;
    std::optional<int> kvHeads;
    std::optional<int> seqLen;
    std::optional<int> vocab;
    friend bool operator==(const ModelSpec &, const ModelSpec &) = default;
};

/// Serving targets for an inference job.
struct InferenceSpec {
    /// An interactive stream: output tokens per second one request reads comfortably (reading
    /// speed is 5-10 tokens/s; hosted chat APIs stream 20-100). The default target when the job
    /// states no aggregate one.
    static constexpr double kInteractiveTokensPerS = 20;

    int concurrentRequests = 16;
    int contextTokens = 4096;
    std::optional<double> targetTokensPerS; ///< aggregate output tokens/s to sustain, if stated
    double perRequestTokensPerS = kInteractiveTokensPerS; ///< per stream, when no target is stated

    /// The aggregate rate to sustain: the stated target, else every request at its own rate.
    [[nodiscard]] double target() const
    {
        return targetTokensPerS.value_or(concurrentRequests * perRequestTokensPerS);
    }
    friend bool operator==(const InferenceSpec &, const InferenceSpec &) = default;
};

/// Throughput the team measured on a trial run (the seeds' four-step path).
struct Measurement {
    QString accelerator; ///< accelerator id, e.g. "rtx-4090-24g"
    int gpus = 1;
    double tokensPerS = 0; ///< training tokens per second over all the cards of the run
    std::optional<double> peakMemoryGb; ///< peak memory per card the run reported, GB
    friend bool operator==(const Measurement &, const Measurement &) = default;
};

/// A parallel layout the team pins; every field optional.
struct LayoutPin {
    std::optional<int> tp;
    std::optional<int> pp;
    std::optional<int> dp;
    std::optional<int> zero;
    std::optional<int> microBatch;
    std::optional<Recompute> recompute;
    std::optional<bool> offload;
    std::optional<int> interleave; ///< virtual pipeline stages per rank (interleaved 1F1B)
    std::optional<int> cp; ///< context-parallel ranks per sequence
    friend bool operator==(const LayoutPin &, const LayoutPin &) = default;
};

/// A person-day of an ML engineer: a ¥40,000-a-month salary over 20 working days (the job can
/// state its own).
inline constexpr double kDefaultEngineerDayRateCny = 2000;

/// A planning job: the model, the method, the amount of work and the constraints (SPEC section 4).
struct Job {
    ModelSpec model;
    Method method = Method::Full;
    Precision precision = Precision::BF16;
    double tokensB = 0; ///< training tokens, billions
    int loraRank = 16;
    bool physicalIsolation = false;
    bool domesticHardware = false;
    bool customKernels = false;
    /// The team's code already runs on Ascend CANN (torch_npu): no porting effort for Ascend.
    bool codeRunsOnCann = false;
    /// What a person-day of engineering costs the team, for porting effort (¥).
    double engineerDayRateCny = kDefaultEngineerDayRateCny;
    /// What finishing a day sooner is worth to the team (¥ per day); unset = nothing.
    std::optional<double> valueOfTimeCnyPerDay;
    Expansion expansion = Expansion::None;
    std::optional<double> deadlineDays;
    std::optional<double> budgetCny;
    double monthlyHours = 720; ///< hours a month the team expects to keep the machine busy
    Iteration iteration = Iteration::OneOff;
    /// The software the team runs; unset: the one a team running this job most likely uses.
    std::optional<Framework> framework;
    QList<QString> offerings; ///< offering ids to consider; empty = all
    std::optional<int> gpuCount;
    std::optional<double> mfu;
    InferenceSpec inference;
    QList<Measurement> measured;
    std::optional<double> globalBatchTokens;
    std::optional<LayoutPin> layout;
    friend bool operator==(const Job &, const Job &) = default;
};

} // namespace gp
