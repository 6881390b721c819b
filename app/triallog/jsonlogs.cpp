// The JSON-log readers: the Hugging Face Trainer's trainer_state.json and LLaMA-Factory's
// trainer_log.jsonl.

#include "logrecords.h"
#include "logscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <cmath>

namespace gp::triallog {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// LLaMA-Factory writes elapsed time in whole seconds: an interval is measured once it spans this
/// much, so the rounding stays under a fifth of it.
constexpr double kMinIntervalSeconds = 5;

std::optional<double> numberIn(const QJsonObject &o, QLatin1StringView key)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        return std::nullopt;
    return v.toDouble();
}

std::optional<double> positiveIn(const QJsonObject &o, QLatin1StringView key)
{
    const auto v = numberIn(o, key);
    return v && *v > 0 ? v : std::nullopt;
}

std::optional<qint64> stepIn(const QJsonObject &o, QLatin1StringView key)
{
    return scan::wholeNumber(numberIn(o, key));
}

/// A JSON parse failure as a problem: a document that stops early is truncated, any other damaged.
LogProblem jsonProblem(QByteArrayView text, const QJsonParseError &error, bool lastLine = true)
{
    // The parser stops where the text does when the document was cut; an error before that is
    // damage, whatever the parser calls it.
    qsizetype end = text.size();
    while (end > 0 && QChar::isSpace(uchar(text[end - 1])))
        --end;
    const bool atEnd = error.offset >= end - 1;
    if (atEnd && lastLine)
        return {LogProblem::Kind::Truncated, scan::lineNumber(text, error.offset),
                TrialLog::tr("the JSON ends before it closes")};
    return {LogProblem::Kind::Damaged, scan::lineNumber(text, error.offset),
            TrialLog::tr("not valid JSON (%1)").arg(error.errorString())};
}

// --- Hugging Face Trainer: trainer_state.json -----------------------------------------------
// TrainerState.save_to_json() in huggingface/transformers src/transformers/trainer_callback.py
// writes the state with "global_step", "max_steps", "logging_steps" and "log_history".
// Trainer.log() (src/transformers/trainer.py) appends each log as
//   output = {**logs, "step": self.state.global_step}; self.state.log_history.append(output)
// and, with include_num_input_tokens_seen, adds "num_input_tokens_seen" (gathered over all
// processes) and speed_metrics("train", start_time, num_tokens=...): a cumulative
// "train_runtime" per entry. At the end of training the last entry carries speed_metrics()
// (src/transformers/trainer_utils.py):
//   result = {f"{split}_runtime": round(runtime, 4)}
//   result[f"{split}_samples_per_second"] = round(samples_per_second, 3)
//   result[f"{split}_steps_per_second"] = round(steps_per_second, 3)
//   result[f"{split}_tokens_per_second"] = round(tokens_per_second, 3)
// where samples are all processes' and the tokens per second per device
// (TrainingArguments.include_tokens_per_second). Evaluation entries carry "eval_runtime".

/// Interval reports from entries with a cumulative train_runtime, evaluation time taken out.
std::vector<StepReport> trainerStateIntervals(const QJsonArray &history)
{
    std::vector<StepReport> reports;
    std::optional<qint64> prevStep;
    double prevRuntime = 0;
    double evalSeconds = 0;
    bool startPending = true;
    for (const QJsonValue &v : history) {
        const QJsonObject e = v.toObject();
        if (const auto eval = positiveIn(e, QLatin1StringView("eval_runtime"))) {
            evalSeconds += *eval;
            continue;
        }
        const auto step = stepIn(e, QLatin1StringView("step"));
        const auto runtime = positiveIn(e, QLatin1StringView("train_runtime"));
        if (!step || !runtime || !e.contains(QLatin1StringView("loss")))
            continue;
        if (prevStep && (*step <= *prevStep || *runtime <= prevRuntime)) {
            startPending = true; // a resumed run: its runtime counts from the resume
        } else if (!prevStep || *step > *prevStep) {
            const qint64 steps = prevStep ? *step - *prevStep : *step;
            double seconds = *runtime - (prevStep ? prevRuntime : 0) - evalSeconds;
            if (seconds <= 0)
                seconds = *runtime - (prevStep ? prevRuntime : 0);
            if (steps > 0 && (prevStep || startPending)) {
                StepReport r;
                r.step = *step;
                r.steps = steps;
                r.start = startPending;
                r.secondsPerStep = seconds / double(steps);
                r.consumedTokens = numberIn(e, QLatin1StringView("num_input_tokens_seen"));
                reports.push_back(r);
                startPending = false;
            }
        }
        prevStep = step;
        prevRuntime = *runtime;
        evalSeconds = 0;
    }
    return reports;
}

/// One report from the end-of-training figures: the whole run's average.
std::optional<StepReport> trainerStateSummary(const QJsonObject &root, const QJsonArray &history)
{
    for (qsizetype i = history.size() - 1; i >= 0; --i) {
        const QJsonObject e = history.at(i).toObject();
        if (!e.contains(QLatin1StringView("train_samples_per_second"))
            && !e.contains(QLatin1StringView("train_loss")))
            continue;
        auto steps = stepIn(e, QLatin1StringView("step"));
        if (!steps || *steps == 0)
            steps = stepIn(root, QLatin1StringView("global_step"));
        const auto runtime = positiveIn(e, QLatin1StringView("train_runtime"));
        const auto stepsPerSecond = positiveIn(e, QLatin1StringView("train_steps_per_second"));
        if (!steps || *steps == 0 || (!runtime && !stepsPerSecond))
            return std::nullopt;
        StepReport r;
        r.step = *steps;
        r.steps = *steps;
        r.secondsPerStep = runtime ? *runtime / double(*steps) : 1.0 / *stepsPerSecond;
        r.samplesPerSecond = positiveIn(e, QLatin1StringView("train_samples_per_second"));
        r.tokensPerSecondPerCard = positiveIn(e, QLatin1StringView("train_tokens_per_second"));
        return r;
    }
    return std::nullopt;
}

// --- LLaMA-Factory: trainer_log.jsonl ---------------------------------------------------------
// LogCallback.on_log() in hiyouga/LlamaFactory src/llamafactory/train/callbacks.py (commit
// 9174a7a) appends one JSON object a line (_write_log: f.write(json.dumps(logs) + "\n")):
//   current_steps, total_steps, loss, eval_loss, predict_loss, reward, accuracy, lr, epoch,
//   percentage, elapsed_time, remaining_time,
//   throughput = round(state.num_input_tokens_seen / (time.time() - self.start_time), 2),
//   total_tokens = state.num_input_tokens_seen          (when tokens are counted)
//   vram_allocated, vram_reserved = round(peak / (1024**3), 2)   (with RECORD_VRAM)
// elapsed_time is str(timedelta(seconds=int(elapsed))): "0:03:29", "1 day, 2:03:04"; older
// releases write "learning_rate" for "lr". Null fields are dropped in current releases.

/// Seconds of a Python timedelta string: "H:MM:SS", "D day, H:MM:SS" or "D days, H:MM:SS".
std::optional<double> timedeltaSeconds(const QString &text)
{
    QString rest = text.trimmed();
    double days = 0;
    const qsizetype comma = rest.indexOf(u',');
    if (comma >= 0) {
        const QString dayPart = rest.first(comma).trimmed();
        const qsizetype space = dayPart.indexOf(u' ');
        bool ok = false;
        days = dayPart.first(space < 0 ? dayPart.size() : space).toDouble(&ok);
        if (!ok || !dayPart.contains(QLatin1StringView("day")) || days < 0)
            return std::nullopt;
        rest = rest.sliced(comma + 1).trimmed();
    }
    const QStringList hms = rest.split(u':');
    if (hms.size() != 3)
        return std::nullopt;
    double seconds = 0;
    for (const QString &part : hms) {
        bool ok = false;
        const double value = part.toDouble(&ok);
        if (!ok || value < 0)
            return std::nullopt;
        seconds = seconds * 60 + value;
    }
    return days * 86400 + seconds;
}

/// A point of the run the log marks: its step, elapsed seconds and tokens so far.
struct Mark {
    qint64 step = 0;
    double elapsed = 0;
    std::optional<double> tokens;
};

/// Turns the entries into interval reports: time spent without steps advancing (evaluation) is
/// taken out, intervals shorter than kMinIntervalSeconds are merged with the next.
class LlamaFactoryIntervals {
public:
    explicit LlamaFactoryIntervals(bool startVisible)
        : m_startPending(startVisible)
        , m_firstIsStart(startVisible)
    { }

    void add(const Mark &mark, std::vector<StepReport> &reports)
    {
        if (m_started && (mark.step < m_last.step || mark.elapsed < m_last.elapsed)) {
            m_ref = m_last = mark; // the run restarted: its clock starts again
            m_evalSeconds = 0;
            m_startPending = true;
            return;
        }
        if (!m_started) {
            if (m_firstIsStart && mark.step > 0) {
                // The first entry covers the run's start, warm-up included.
                reports.push_back(report(mark, mark.step, mark.elapsed));
                m_startPending = false;
            }
            m_ref = m_last = mark;
            m_started = true;
            return;
        }
        if (mark.step == m_last.step) {
            m_evalSeconds += mark.elapsed - m_last.elapsed;
            m_last = mark;
            return;
        }
        m_last = mark;
        const double seconds = mark.elapsed - m_ref.elapsed - m_evalSeconds;
        if (seconds < kMinIntervalSeconds)
            return;
        reports.push_back(report(mark, mark.step - m_ref.step, seconds));
        m_startPending = false;
        m_ref = mark;
        m_evalSeconds = 0;
    }

private:
    StepReport report(const Mark &mark, qint64 steps, double seconds) const
    {
        StepReport r;
        r.step = mark.step;
        r.steps = steps;
        r.start = m_startPending;
        r.secondsPerStep = seconds / double(steps);
        r.consumedTokens = mark.tokens;
        return r;
    }

    bool m_started = false; ///< an entry of this read has been seen
    Mark m_ref; ///< where the interval being measured starts
    Mark m_last; ///< the last entry seen
    double m_evalSeconds = 0;
    bool m_startPending = false;
    bool m_firstIsStart = false;
};

/// The non-empty lines of \a text.
std::vector<scan::LineRef> nonEmptyLines(QByteArrayView text)
{
    std::vector<scan::LineRef> lines;
    qsizetype begin = 0;
    while (begin < text.size()) {
        qsizetype end = text.indexOf('\n', begin);
        if (end < 0)
            end = text.size();
        if (!text.sliced(begin, end - begin).trimmed().isEmpty())
            lines.push_back({begin, end});
        begin = end + 1;
    }
    return lines;
}

/// One line of trainer_log.jsonl: its point of the run and VRAM peaks, or why it is unreadable.
struct LlamaFactoryEntry {
    Mark mark;
    std::optional<double> vramReserved; ///< GiB
    std::optional<double> vramAllocated; ///< GiB
    std::optional<LogProblem> problem;
};

LlamaFactoryEntry readEntry(QByteArrayView body, const scan::LineRef &line, bool cut)
{
    LlamaFactoryEntry entry;
    const QByteArrayView text = body.sliced(line.begin, line.end - line.begin);
    // Counted only for a problem: counting for every line reads the file once per line.
    const auto lineNumber = [&] {
        return cut ? 0 : scan::lineNumber(body, line.begin);
    };
    QJsonParseError error;
    const QJsonDocument doc
        = QJsonDocument::fromJson(QByteArray::fromRawData(text.data(), text.size()), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        entry.problem = error.error != QJsonParseError::NoError
            ? jsonProblem(text, error, scan::isUnterminated(body, line))
            : LogProblem {LogProblem::Kind::Damaged, 0,
                          TrialLog::tr("a line that is not a JSON object")};
        entry.problem->line = lineNumber();
        return entry;
    }
    const QJsonObject e = doc.object();
    const auto step = stepIn(e, QLatin1StringView("current_steps"));
    const QJsonValue elapsedValue = e.value(QLatin1StringView("elapsed_time"));
    const auto elapsed = timedeltaSeconds(elapsedValue.toString());
    if (!step || !elapsedValue.isString() || !elapsed) {
        entry.problem = LogProblem {
            LogProblem::Kind::Damaged, lineNumber(),
            TrialLog::tr("an entry without a readable \"current_steps\" and \"elapsed_time\"")};
        return entry;
    }
    entry.mark = Mark {*step, *elapsed, numberIn(e, QLatin1StringView("total_tokens"))};
    entry.vramReserved = positiveIn(e, QLatin1StringView("vram_reserved"));
    entry.vramAllocated = positiveIn(e, QLatin1StringView("vram_allocated"));
    return entry;
}

void keepPeak(std::optional<double> &peak, std::optional<double> value)
{
    if (value && (!peak || *value > *peak))
        peak = value;
}

} // namespace

ParsedLog readTrainerState(const LogParts &parts)
{
    ParsedLog log;
    if (parts.cut) {
        log.problem = LogProblem {LogProblem::Kind::TooLarge, 0, {}};
        return log;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray::fromRawData(parts.head.data(), parts.head.size()), &error);
    if (error.error != QJsonParseError::NoError) {
        log.problem = jsonProblem(parts.head, error);
        return log;
    }
    const QJsonObject root = doc.object();
    const QJsonValue history = root.value(QLatin1StringView("log_history"));
    if (!doc.isObject() || !history.isArray()) {
        log.problem
            = LogProblem {LogProblem::Kind::Damaged, 0, TrialLog::tr("no \"log_history\" list")};
        return log;
    }
    const QJsonArray entries = history.toArray();
    for (const QJsonValue &v : entries) {
        const QJsonObject e = v.toObject();
        if (!e.contains(QLatin1StringView("loss")))
            continue;
        ++log.reportsSeen;
        if (log.firstStepSeen == 0)
            log.firstStepSeen = stepIn(e, QLatin1StringView("step")).value_or(0);
    }
    log.reports = trainerStateIntervals(entries);
    if (log.reports.empty()) {
        if (auto summary = trainerStateSummary(root, entries)) {
            log.reports.push_back(*summary);
            log.facts.wholeRunAverage = true;
            log.reportsSeen = std::max<qint64>(log.reportsSeen, 1);
            if (log.firstStepSeen == 0)
                log.firstStepSeen = 1;
        }
    }
    if (log.reports.empty())
        log.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                  TrialLog::tr("its log_history has no \"train_runtime\": the "
                                               "run has not finished, or logged no timing")};
    return log;
}

ParsedLog readLlamaFactory(const LogParts &parts)
{
    ParsedLog log;
    const QByteArrayView body = parts.body();
    const std::vector<scan::LineRef> lines = nonEmptyLines(body);
    const qsizetype window
        = qsizetype(lines.size()) > kMaxReports ? qsizetype(lines.size()) - kMaxReports : 0;
    LlamaFactoryIntervals intervals(!parts.cut && window == 0);
    log.reportsSeen = qint64(lines.size());
    if (window > 0) {
        const scan::LineRef &first = lines.front();
        const QJsonDocument doc = QJsonDocument::fromJson(
            QByteArray::fromRawData(body.data() + first.begin, first.end - first.begin));
        log.firstStepSeen = stepIn(doc.object(), QLatin1StringView("current_steps")).value_or(0);
    }
    std::optional<double> reservedGib;
    std::optional<double> allocatedGib;
    for (qsizetype i = window; i < qsizetype(lines.size()); ++i) {
        const LlamaFactoryEntry entry = readEntry(body, lines[size_t(i)], parts.cut);
        if (entry.problem) {
            log.problem = entry.problem;
            return log;
        }
        if (log.firstStepSeen == 0 && entry.mark.step > 0)
            log.firstStepSeen = entry.mark.step;
        intervals.add(entry.mark, log.reports);
        keepPeak(reservedGib, entry.vramReserved);
        keepPeak(allocatedGib, entry.vramAllocated);
    }
    const auto gb = [](std::optional<double> gib) {
        return gib ? std::optional<double>(*gib * kGiB / 1e9) : std::nullopt;
    };
    log.facts.peakMemoryGb = reservedGib ? gb(reservedGib) : gb(allocatedGib);
    log.facts.memoryPeak = reservedGib ? MemoryPeak::Reserved
        : allocatedGib                 ? MemoryPeak::Allocated
                                       : MemoryPeak::None;
    if (log.reports.empty())
        log.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                  TrialLog::tr("no two training entries %1 s or more apart in "
                                               "\"elapsed_time\"")
                                      .arg(kMinIntervalSeconds)};
    return log;
}

} // namespace gp::triallog
