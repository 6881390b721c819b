#pragma once

#include <QByteArray>
#include <QDate>
#include <QString>

#include <optional>

namespace gp {

/// A training log format the trial-log readers understand.
enum class TrialLogFormat {
    Megatron, ///< Megatron-LM / Megatron-Core / MindSpeed / ModelLink text log
    NeMo, ///< NeMo's progress lines ("train_step_timing in s")
    DeepSpeed, ///< DeepSpeed's ThroughputTimer or pipeline-engine lines
    Torchtune, ///< torchtune's metric-logger lines ("Step N | ... tokens_per_second_per_gpu:...")
    HfTrainerState, ///< the Hugging Face Trainer's trainer_state.json (LLaMA-Factory, TRL, Axolotl)
    LlamaFactory, ///< LLaMA-Factory's trainer_log.jsonl
};

/// Where a reading's tokens per second come from.
enum class TokenRateSource {
    None, ///< unknown: the log gives no tokens and no batch, and the job no sequence length
    LoggedTokens, ///< tokens the log counts, over all cards
    LoggedPerCard, ///< a per-card rate the log gives, times the run's cards
    GlobalBatch, ///< the log's global batch x the job's sequence length, per second of step
    SamplesPerSecond, ///< the log's samples per second (all cards) x the job's sequence length
    JobGlobalBatch, ///< the job's tokens per step over the log's seconds per step
};

/// Which allocator peak a memory figure is.
enum class MemoryPeak {
    None, ///< the log has no memory figure
    Reserved, ///< the most the allocator held (what decides an out-of-memory)
    Allocated, ///< the most the tensors used (the log gives no reserved figure)
};

/// What the caller knows of the job that a log may not say.
struct TrialLogOptions {
    int sequenceLength = 0; ///< tokens per sample of the job; 0 when unknown
    int gpus = 0; ///< cards of the trial run (the measured entry); 0 when unknown
    double globalBatchTokens = 0; ///< the job's tokens per step, used when the log has no batch
};

/// The bytes of a log: whole, or its first and last parts when the middle was not read.
struct TrialLogText {
    QByteArray head; ///< the whole log, or its first bytes when tail is not empty
    QByteArray tail; ///< the last bytes of a log read from its end (its first line may be cut)
};

/// What a trial run's log says, steady state only.
struct TrialLogReading {
    TrialLogFormat format = TrialLogFormat::Megatron;
    int reports = 0; ///< step reports read (one log line or entry; it may cover several steps)
    int firstStep = 0; ///< first step the reports read cover
    int lastStep = 0; ///< last step the reports read cover
    int warmupReports = 0; ///< skipped as warm-up: each start's first, and any in its first 3 steps
    int outlierReports = 0; ///< reports dropped as slower than twice the median report
    double medianSecondsPerStep = 0; ///< the median the outliers are measured against; 0 unknown
    int steadyReports = 0; ///< reports the figures come from
    int steadySteps = 0; ///< steps those reports cover
    int firstSteadyStep = 0; ///< first step of the steady reports
    int lastSteadyStep = 0; ///< last step of the steady reports
    bool wholeRunAverage = false; ///< the log has only a whole-run average (warm-up included)
    bool readFromEnd = false; ///< 64 MB or more: only the log's first and last parts were read
    std::optional<double> secondsPerStep; ///< seconds per optimizer step, steady state
    std::optional<double> tokensPerSecond; ///< training tokens per second over all the cards
    TokenRateSource tokensFrom = TokenRateSource::None;
    std::optional<double> globalBatch; ///< samples per step the log gives
    std::optional<double> peakMemoryGb; ///< peak memory of the busiest card, GB (10^9 bytes)
    MemoryPeak memoryPeak = MemoryPeak::None;
    std::optional<int> suggestedGpus; ///< cards the log says the run had (a suggestion)
    std::optional<QDate> date; ///< day the run started, where the log says it
};

/// A reading, or why the log was refused.
struct TrialLogResult {
    std::optional<TrialLogReading> reading;
    QString error; ///< translated, names the file and what is missing; empty when read

    [[nodiscard]] bool ok() const { return reading.has_value(); }
};

/// Reads a log already in memory: recognises its format, skips warm-up and outliers, and gives
/// the steady figures, or refuses it (no timings, damaged, truncated) with a message naming
/// \a fileName. Touches no file.
[[nodiscard]] TrialLogResult parseTrialLog(const TrialLogText &text, const QString &fileName,
                                           const TrialLogOptions &options);

/// Reads the log at \a path (one of 64 MB or more from its first 1 MB and last 8 MB, never whole)
/// and parses it; an unreadable file is refused with a message naming \a path.
[[nodiscard]] TrialLogResult readTrialLog(const QString &path, const TrialLogOptions &options);

/// The tool a format comes from, as its authors spell it ("Megatron-LM", "torchtune").
[[nodiscard]] QString trialLogFormatName(TrialLogFormat format);

/// One translated paragraph: the format, the steps read, what was skipped and why, the figures.
[[nodiscard]] QString describeTrialLogReading(const TrialLogReading &reading);

} // namespace gp
