#pragma once

// The readers' shared vocabulary, inside the library: what each format's reader extracts from a
// log (step reports and facts) before steadystate.cpp turns it into a TrialLogReading. Tests and
// fuzzers call the readers directly through this header; callers use triallog.h.

#include "triallog.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <optional>
#include <vector>

namespace gp {
/// Translation context of the trial-log messages ("gp::TrialLog" in the .ts files).
class TrialLog {
    Q_DECLARE_TR_FUNCTIONS(gp::TrialLog)
};
} // namespace gp

namespace gp::triallog {

/// One report of the log: a line or entry that times one step or the average of several.
struct StepReport {
    qint64 step = 0; ///< last step the report covers
    qint64 steps = 0; ///< steps it covers; 0 when the log does not say (the analysis infers it)
    bool start = false; ///< the first report of a (re)start of training the log shows
    std::optional<double> secondsPerStep;
    std::optional<double> tokensPerSecond; ///< over all cards
    std::optional<double> tokensPerSecondPerCard;
    std::optional<double> samplesPerSecond; ///< over all cards
    std::optional<double> globalBatch; ///< samples per step
    std::optional<double> consumedSamples; ///< samples trained so far, as the log counts them
    std::optional<double> consumedTokens; ///< tokens trained so far (all cards)
};

/// Facts a log states once (or whose peak is wanted), apart from its step reports.
struct LogFacts {
    std::optional<double> globalBatch;
    std::optional<double> peakMemoryGb;
    MemoryPeak memoryPeak = MemoryPeak::None;
    std::optional<int> gpus;
    std::optional<QDate> date;
    bool wholeRunAverage = false;
};

/// Why a reader refused a log.
struct LogProblem {
    enum class Kind {
        NoTimings, ///< no step report with a timing
        Damaged, ///< a report or the document cannot be read
        Truncated, ///< the log ends in the middle of a report or document
        TooLarge, ///< a JSON document over the whole-read limit
    };
    Kind kind = Kind::NoTimings;
    qint64 line = 0; ///< 1-based line of a damaged or cut report; 0 when none applies
    QString detail; ///< what is missing or wrong, translated
};

/// A reader's result: reports in log order and facts, or the problem.
struct ParsedLog {
    std::vector<StepReport> reports;
    qint64 reportsSeen = 0; ///< reports in the log, including those before the ones parsed
    qint64 firstStepSeen = 0; ///< first step of the first report in the log
    LogFacts facts;
    std::optional<LogProblem> problem;
};

/// The parts of a log a reader scans: whole, or head and tail (the tail's cut first line
/// dropped) when the middle was not read.
struct LogParts {
    QByteArrayView head;
    QByteArrayView tail; ///< meaningful only when cut
    bool cut = false; ///< the middle of the log was not read
    /// The part the step reports are read from: the tail when the log was cut.
    [[nodiscard]] QByteArrayView body() const { return cut ? tail : head; }
};

/// The most reports a reader parses, from the end of the log: only the last few thousand matter,
/// and parsing them all would make a 64 MB log slow to read.
inline constexpr qsizetype kMaxReports = 4096;

/// The format a log is in, from the markers its tool writes; none when it is not a known log.
[[nodiscard]] std::optional<TrialLogFormat> detectFormat(const LogParts &parts);

[[nodiscard]] ParsedLog readMegatron(const LogParts &parts);
[[nodiscard]] ParsedLog readNeMo(const LogParts &parts);
[[nodiscard]] ParsedLog readDeepSpeed(const LogParts &parts);
[[nodiscard]] ParsedLog readTorchtune(const LogParts &parts, const QString &fileName);
[[nodiscard]] ParsedLog readTrainerState(const LogParts &parts);
[[nodiscard]] ParsedLog readLlamaFactory(const LogParts &parts);

/// The reader of \a format.
[[nodiscard]] ParsedLog readFormat(TrialLogFormat format, const LogParts &parts,
                                   const QString &fileName);

/// Steady state of the reports: warm-up and outliers skipped, the figures computed. Refuses (a
/// problem) when no report is left.
struct SteadyResult {
    std::optional<TrialLogReading> reading;
    std::optional<LogProblem> problem;
};
[[nodiscard]] SteadyResult steadyState(TrialLogFormat format, const ParsedLog &log,
                                       const TrialLogOptions &options);

} // namespace gp::triallog
