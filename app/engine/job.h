#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>
#include <utility>

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
/// What a trial run's log gave a measurement: which steps, what was skipped, the run's day.
struct TrialLogFacts {
    QString format; ///< the tool that wrote it, e.g. "Megatron-LM", "LLaMA-Factory"
    int firstStep = 0; ///< first steady step the figures come from
    int lastStep = 0; ///< last steady step
    int steadyReports = 0; ///< step reports the figures come from
    int warmupReports = 0; ///< reports skipped as warm-up
    int outlierReports = 0; ///< reports dropped as slower than twice the median
    bool readFromEnd = false; ///< a log of 64 MB or more, read from its first and last parts
    bool memoryFromLog = false; ///< the peak memory is the log's (not the job's own figure)
    std::optional<QDate> date; ///< the day the run started, where the log says it
    friend bool operator==(const TrialLogFacts &, const TrialLogFacts &) = default;
};

/// A trial run the team made: its speed and memory, typed in or read from its log.
struct Measurement {
    Measurement() = default;
    /// A run whose figures were typed in.
    Measurement(QString acceleratorId, int cards, double tokensPerSecond,
                std::optional<double> peakGb = std::nullopt)
        : accelerator(std::move(acceleratorId))
        , gpus(cards)
        , tokensPerS(tokensPerSecond)
        , peakMemoryGb(peakGb)
    { }

    QString accelerator; ///< accelerator id, e.g. "rtx-4090-24g"
    int gpus = 1;
    double tokensPerS = 0; ///< training tokens per second over all the cards of the run
    std::optional<double> peakMemoryGb; ///< peak memory per card the run reported, GB
    /// The run's log as the job names it (relative to the job file); empty when the figures were
    /// typed in. Until the log is read (trials::readJobLogs) tokensPerS is 0 and the planner
    /// leaves the entry out.
    QString log;
    std::optional<TrialLogFacts> fromLog; ///< set once the log was read
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
