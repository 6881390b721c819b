// The text-log readers: Megatron-LM (and the frameworks that print its training_log), NeMo,
// DeepSpeed and torchtune. Each finds its report lines by a marker searched through the whole
// buffer, parses the last kMaxReports of them, and reads the facts (batch, cards, date, memory)
// from the log's first megabyte, where the tools print their settings.

#include "logrecords.h"
#include "logscan.h"

#include <QDateTime>
#include <QRegularExpression>

#include <algorithm>
#include <functional>

namespace gp::triallog {

namespace {

/// Settings, dates and card counts are printed at the start: this much of the head is searched.
constexpr qsizetype kSettingsBytes = 1 << 20;
constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// A parsed report line: a report, a reason it is damaged, or neither (a line to pass over).
struct LineResult {
    std::optional<StepReport> report;
    QString damage;
};

using LineParser = std::function<LineResult(QByteArrayView line)>;
/// Whether a line is (the start of) a report, even one cut before its marker.
using ReportShape = std::function<bool(QByteArrayView line)>;

/// A log whose last line is a report cut off before its line break: the file was cut (a full
/// disk, an interrupted copy), and the number at the cut may be cut too.
std::optional<LogProblem> cutReport(const LogParts &parts, const ReportShape &isReport)
{
    const QByteArrayView body = parts.body();
    if (body.isEmpty() || body.back() == '\n' || body.back() == '\r')
        return std::nullopt;
    const scan::LineRef last = scan::lineAround(body, body.size() - 1);
    if (!isReport(body.sliced(last.begin, last.end - last.begin)))
        return std::nullopt;
    return LogProblem {LogProblem::Kind::Truncated,
                       parts.cut ? 0 : scan::lineNumber(body, last.begin),
                       TrialLog::tr("its last report is cut off before the end of its line")};
}

/// Parses the report lines (the first for the step range, then the last kMaxReports), flags
/// restarts and drops repeats of the same step; a damaged line stops the read.
ParsedLog readReports(const LogParts &parts, const std::vector<scan::LineRef> &lines,
                      const LineParser &parse, const ReportShape &isReport)
{
    ParsedLog log;
    const QByteArrayView body = parts.body();
    if (auto cut = cutReport(parts, isReport)) {
        log.problem = cut;
        return log;
    }
    log.reportsSeen = qint64(lines.size());
    const qsizetype window
        = qsizetype(lines.size()) > kMaxReports ? qsizetype(lines.size()) - kMaxReports : 0;
    const auto lineText = [&](const scan::LineRef &l) {
        return body.sliced(l.begin, l.end - l.begin);
    };
    if (window > 0) {
        if (const LineResult first = parse(lineText(lines.front())); first.report)
            log.firstStepSeen = first.report->step;
    }
    for (qsizetype i = window; i < qsizetype(lines.size()); ++i) {
        const scan::LineRef &l = lines[size_t(i)];
        LineResult r = parse(lineText(l));
        if (!r.damage.isEmpty()) {
            log.problem = LogProblem {LogProblem::Kind::Damaged,
                                      parts.cut ? 0 : scan::lineNumber(body, l.begin), r.damage};
            return log;
        }
        if (!r.report)
            continue;
        StepReport &report = *r.report;
        if (log.reports.empty()) {
            report.start = !parts.cut && window == 0;
        } else if (report.step == log.reports.back().step) {
            continue; // the same step printed again (another rank, a progress bar's refresh)
        } else if (report.step < log.reports.back().step) {
            report.start = true; // training restarted, from a checkpoint or from scratch
        }
        log.reports.push_back(report);
    }
    if (log.firstStepSeen == 0 && !log.reports.empty())
        log.firstStepSeen = log.reports.front().step;
    return log;
}

/// Cards and start date from the settings printed at the top, else from the first report read.
void readCommonFacts(const LogParts &parts, const std::vector<scan::LineRef> &lines,
                     LogFacts &facts)
{
    const QByteArrayView settings = scan::prefix(parts.head, kSettingsBytes);
    facts.gpus = scan::worldSize(settings);
    facts.date = scan::firstDate(settings);
    if (!facts.date && !lines.empty()) {
        const scan::LineRef &l = lines.front();
        facts.date = scan::firstDate(parts.body().sliced(l.begin, l.end - l.begin));
    }
}

/// The largest value after \a key over the last kMaxReports of \a lines, in the units the log
/// writes.
std::optional<double> peakOver(QByteArrayView body, const std::vector<scan::LineRef> &lines,
                               QByteArrayView key)
{
    std::optional<double> peak;
    const size_t from = lines.size() > size_t(kMaxReports) ? lines.size() - size_t(kMaxReports) : 0;
    for (size_t i = from; i < lines.size(); ++i) {
        const scan::LineRef &l = lines[i];
        const auto value = scan::numberAfter(body.sliced(l.begin, l.end - l.begin), key);
        if (value && *value > 0 && (!peak || *value > *peak))
            peak = value;
    }
    return peak;
}

void setPeak(LogFacts &facts, std::optional<double> reservedGb, std::optional<double> allocatedGb)
{
    if (reservedGb) {
        facts.peakMemoryGb = reservedGb;
        facts.memoryPeak = MemoryPeak::Reserved;
    } else if (allocatedGb) {
        facts.peakMemoryGb = allocatedGb;
        facts.memoryPeak = MemoryPeak::Allocated;
    }
}

std::optional<double> positive(std::optional<double> value)
{
    return value && *value > 0 ? value : std::nullopt;
}

// --- Megatron-LM ------------------------------------------------------------------------------
// The report line is built by training_log() in NVIDIA/Megatron-LM
// megatron/training/training.py (commit 001b00c), the lines that build log_string:
//   log_string = f" [{datetime.now().strftime('%Y-%m-%d %H:%M:%S')}]"
//   log_string += ' iteration {:8d}/{:8d} |'.format(iteration, args.train_iters)
//   log_string += ' consumed samples: {:12d} |'.format(args.consumed_train_samples)
//   log_string += ' elapsed time per iteration (ms): {:.1f} |'.format(
//       elapsed_time_per_iteration * 1000.0)
//   log_string += ' global batch size: {:5d} |'.format(batch_size)
// The time is the average over the iterations since the previous report (log_interval); eval
// time is excluded (the interval timer stops around evaluation). MindSpeed-LLM and ModelLink
// call the same training_log (Ascend/MindSpeed-LLM mindspeed_llm/training/training.py, train()),
// Megatron-DeepSpeed adds ' consumed tokens: {:12d} |'.
// The memory report is report_memory() in megatron/training/utils.py (commit 00caa53):
//   string = name + ' memory (MB)'
//   string += f" | allocated: ..." | max allocated: ... | reserved: ... | max reserved: ..."
//   print("[Rank {}] {}".format(torch.distributed.get_rank(), string))
// in MiB (bytes / 1024^2); older versions say "cached" / "max cached" for reserved. Ranks print
// it concurrently, so two reports can share a line: each is read from its own marker.

LineResult parseMegatronLine(QByteArrayView line)
{
    LineResult r;
    const auto iteration = scan::counterAfter(line, "iteration");
    const auto ms = scan::numberAfter(line, "elapsed time per iteration (ms)");
    if (!iteration) {
        r.damage = TrialLog::tr("a report line without its iteration number (\"iteration N/M\")");
        return r;
    }
    if (!ms || *ms <= 0) {
        r.damage = TrialLog::tr("a report line without a readable elapsed time per iteration");
        return r;
    }
    StepReport s;
    s.step = *iteration;
    s.secondsPerStep = *ms / 1000.0;
    s.globalBatch = positive(scan::numberAfter(line, "global batch size"));
    s.consumedSamples = scan::numberAfter(line, "consumed samples");
    s.consumedTokens = scan::numberAfter(line, "consumed tokens");
    r.report = s;
    return r;
}

/// The busiest card's peak from every "memory (MB)" report: max reserved (or cached), else max
/// allocated; DeepSpeed's MaxMemAllocated where a Megatron-DeepSpeed log has no such report.
void readMegatronMemory(const LogParts &parts, LogFacts &facts)
{
    std::optional<double> reservedMb;
    std::optional<double> allocatedMb;
    const auto scanPart = [&](QByteArrayView text) {
        qsizetype from = 0;
        while (from < text.size()) {
            const qsizetype at = text.indexOf("memory (MB)", from);
            if (at < 0)
                break;
            const scan::LineRef line = scan::lineAround(text, at);
            qsizetype end = text.sliced(at, line.end - at).indexOf("[Rank", 1);
            end = end < 0 ? line.end : at + end;
            const QByteArrayView report = text.sliced(at, end - at);
            auto reserved = positive(scan::numberAfter(report, "max reserved"));
            if (!reserved)
                reserved = positive(scan::numberAfter(report, "max cached"));
            const auto allocated = positive(scan::numberAfter(report, "max allocated"));
            if (reserved && (!reservedMb || *reserved > *reservedMb))
                reservedMb = reserved;
            if (allocated && (!allocatedMb || *allocated > *allocatedMb))
                allocatedMb = allocated;
            from = at + 1;
        }
    };
    scanPart(parts.head);
    if (parts.cut)
        scanPart(parts.tail);
    const auto gb = [](std::optional<double> mb) {
        return mb ? std::optional<double>(*mb * kMiB / 1e9) : std::nullopt;
    };
    setPeak(facts, gb(reservedMb), gb(allocatedMb));
    if (!facts.peakMemoryGb) {
        const QByteArrayView body = parts.body();
        const auto lines = scan::linesContaining(body, "MaxMemAllocated=");
        if (const auto gib = peakOver(body, lines, "MaxMemAllocated"))
            setPeak(facts, std::nullopt, *gib * kGiB / 1e9);
    }
}

// --- NeMo -------------------------------------------------------------------------------------
// NeMo 2 prints one line per log_interval from ProgressPrinter in NVIDIA/NeMo
// nemo/lightning/pytorch/callbacks/progress_printer.py (commit 01f7dbc), lines 41-49 and
// 132-135:
//   prefix = self.train_description + f" epoch {trainer.current_epoch}, iteration {n}/{self.total}"
//   log_string += f' | {metric}: {val}'      (or f' | {metric}: {val:.4}')
// e.g. "Training epoch 0, iteration 1/249 | lr: 3.922e-06 | global_batch_size: 8 |
// global_step: 1 | reduced_train_loss: 1.653 | train_step_timing in s: 2.505 |
// consumed_samples: 16"; the metrics are averaged over the interval, global_step is the latest.
// NeMo 1 writes the same metrics in its progress bar: "..., global_step=99.00,
// consumed_samples=25600.0, train_step_timing in s=3.130]".

LineResult parseNeMoLine(QByteArrayView line)
{
    LineResult r;
    const auto seconds = scan::numberAfter(line, "train_step_timing in s");
    auto step = scan::integerAfter(line, "global_step");
    if (!step)
        step = scan::counterAfter(line, "iteration");
    if (!step) {
        r.damage = TrialLog::tr("a report line without its step (\"global_step\")");
        return r;
    }
    if (!seconds || *seconds <= 0) {
        r.damage = TrialLog::tr("a report line without a readable train_step_timing");
        return r;
    }
    StepReport s;
    s.step = *step;
    s.secondsPerStep = seconds;
    s.globalBatch = positive(scan::numberAfter(line, "global_batch_size"));
    s.consumedSamples = scan::numberAfter(line, "consumed_samples");
    r.report = s;
    return r;
}

// --- DeepSpeed --------------------------------------------------------------------------------
// ThroughputTimer.stop() in deepspeedai/DeepSpeed deepspeed/utils/timer.py (commit cb00352):
//   "epoch={}/micro_step={}/global_step={}, RunningAvgSamplesPerSec={}, CurrSamplesPerSec={}, "
//   "MemAllocated={}GB, MaxMemAllocated={}GB"
// every steps_per_print global steps; CurrSamplesPerSec is train_batch_size (all cards) over the
// last global step's time; memory in GiB (bytes / 1024^3) of the printing rank. Older versions
// print "{epoch}/{step}, SamplesPerSec={}". The pipeline engine (deepspeed/runtime/pipe/
// engine.py, train_batch()) prints instead
//   f'steps: {self.global_steps} loss: {...:0.4f} iter time (s): {iter_time:0.3f} '
//   f'samples/sec: {tput:0.3f}'
// averaged over steps_per_print steps. The global batch and the data-parallel world size come
// from the engine's settings printout (DeepSpeedConfig.print, config.py):
//   "train_batch_size ............. 128" and "world_size ................... 4".

LineResult parseThroughputLine(QByteArrayView line)
{
    LineResult r;
    const bool current = line.contains("CurrSamplesPerSec=");
    const auto rate = scan::numberAfter(line, current ? "CurrSamplesPerSec" : "SamplesPerSec");
    std::optional<qint64> step = scan::integerAfter(line, "global_step");
    if (!step) {
        // "{epoch}/{step}, SamplesPerSec=": the number after the '/' before the rate.
        const qsizetype rateAt = line.indexOf("SamplesPerSec=");
        const qsizetype slash = rateAt > 0 ? line.first(rateAt).lastIndexOf('/') : -1;
        if (slash >= 0) {
            step = scan::wholeNumber(scan::leadingNumber(line.sliced(slash + 1)));
        }
    }
    if (!step) {
        r.damage = TrialLog::tr("a throughput line without its step (\"global_step=\")");
        return r;
    }
    if (!rate || *rate <= 0) {
        r.damage = TrialLog::tr("a throughput line without a readable samples per second");
        return r;
    }
    StepReport s;
    s.step = *step;
    s.steps = current ? 1 : 0; // CurrSamplesPerSec times the one global step that printed it
    s.samplesPerSecond = rate;
    r.report = s;
    return r;
}

LineResult parsePipelineLine(QByteArrayView line)
{
    LineResult r;
    auto step = scan::integerAfter(line, "steps:");
    if (!step)
        step = scan::integerAfter(line, "step:");
    const auto seconds = scan::numberAfter(line, "iter time (s)");
    if (!step) {
        r.damage = TrialLog::tr("a pipeline line without its step (\"steps: N\")");
        return r;
    }
    if (!seconds || *seconds <= 0) {
        r.damage = TrialLog::tr("a pipeline line without a readable iter time");
        return r;
    }
    StepReport s;
    s.step = *step;
    s.secondsPerStep = seconds;
    s.samplesPerSecond = positive(scan::numberAfter(line, "samples/sec"));
    r.report = s;
    return r;
}

// --- torchtune --------------------------------------------------------------------------------
// DiskLogger.log_dict() / StdoutLogger.log_dict() in pytorch/torchtune
// torchtune/training/metric_logging.py (commit 0019629):
//   self._file.write(f"Step {step} | ")
//   for name, data in payload.items(): self._file.write(f"{name}:{data} ")
// DiskLogger names its file log_{unix timestamp}.txt. The recipes (recipes/
// full_finetune_distributed.py and the others) log "tokens_per_second_per_gpu":
// num_tokens / (time_per_step * world_size), for the one step timed since the last, and
// training.get_memory_stats(): "peak_memory_active", "peak_memory_alloc", "peak_memory_reserved"
// in GB (bytes / 1e9; GiB in older releases), peaks since the previous report.

LineResult parseTorchtuneLine(QByteArrayView line)
{
    LineResult r;
    const auto step = scan::integerAfter(line, "Step");
    const auto perCard = scan::numberAfter(line, "tokens_per_second_per_gpu");
    if (!step) {
        r.damage = TrialLog::tr("a metrics line without its step (\"Step N |\")");
        return r;
    }
    if (!perCard || *perCard <= 0) {
        r.damage = TrialLog::tr("a metrics line without a readable tokens_per_second_per_gpu");
        return r;
    }
    StepReport s;
    s.step = *step;
    s.steps = 1;
    s.tokensPerSecondPerCard = perCard;
    r.report = s;
    return r;
}

/// The day a torchtune DiskLogger file was opened, from its name "log_<unix time>.txt".
std::optional<QDate> torchtuneFileDate(const QString &fileName)
{
    static const QRegularExpression name(QStringLiteral("log_(\\d{9,11})\\.txt$"));
    const QRegularExpressionMatch m = name.match(fileName);
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date = QDateTime::fromSecsSinceEpoch(m.captured(1).toLongLong(), Qt::UTC).date();
    return date.isValid() ? std::optional<QDate>(date) : std::nullopt;
}

} // namespace

ParsedLog readMegatron(const LogParts &parts)
{
    const auto lines = scan::linesContaining(parts.body(), "elapsed time per iteration (ms)");
    ParsedLog log = readReports(parts, lines, parseMegatronLine, [](QByteArrayView line) {
        return scan::counterAfter(line, "iteration").has_value();
    });
    if (log.problem)
        return log;
    if (log.reports.empty()) {
        log.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                  TrialLog::tr("no line with \"elapsed time per iteration (ms)\": "
                                               "the run stopped before its first report")};
        return log;
    }
    readCommonFacts(parts, lines, log.facts);
    readMegatronMemory(parts, log.facts);
    return log;
}

ParsedLog readNeMo(const LogParts &parts)
{
    const auto lines = scan::linesContaining(parts.body(), "train_step_timing in s");
    ParsedLog log = readReports(parts, lines, parseNeMoLine, [](QByteArrayView line) {
        return line.contains("global_step") || line.contains("train_step_timing");
    });
    if (log.problem)
        return log;
    if (log.reports.empty()) {
        log.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                  TrialLog::tr("no line with \"train_step_timing in s\": the run "
                                               "stopped before its first report")};
        return log;
    }
    readCommonFacts(parts, lines, log.facts);
    return log;
}

ParsedLog readDeepSpeed(const LogParts &parts)
{
    const QByteArrayView body = parts.body();
    auto lines = scan::linesContaining(body, "iter time (s):");
    const bool pipeline = !lines.empty();
    const auto throughputLines = scan::linesContaining(body, "SamplesPerSec=");
    if (!pipeline)
        lines = throughputLines;
    ParsedLog log = readReports(
        parts, lines, pipeline ? LineParser(parsePipelineLine) : LineParser(parseThroughputLine),
        [](QByteArrayView line) {
            return line.contains("global_step=") || line.contains("SamplesPerSec")
                || line.trimmed().startsWith("steps:");
        });
    if (log.problem)
        return log;
    if (log.reports.empty()) {
        log.problem = LogProblem {
            LogProblem::Kind::NoTimings, 0,
            TrialLog::tr("no throughput line (\"CurrSamplesPerSec=\" or \"iter time (s):\"): "
                         "steps_per_print may be larger than the steps run")};
        return log;
    }
    readCommonFacts(parts, lines, log.facts);
    const QByteArrayView settings = scan::prefix(parts.head, kSettingsBytes);
    log.facts.globalBatch = positive(scan::settingValue(settings, "train_batch_size"));
    if (const auto gib = peakOver(body, throughputLines, "MaxMemAllocated"))
        setPeak(log.facts, std::nullopt, *gib * kGiB / 1e9);
    return log;
}

ParsedLog readTorchtune(const LogParts &parts, const QString &fileName)
{
    const QByteArrayView body = parts.body();
    const auto lines = scan::linesContaining(body, "tokens_per_second_per_gpu");
    ParsedLog log = readReports(parts, lines, parseTorchtuneLine, [](QByteArrayView line) {
        return line.trimmed().startsWith("Step ");
    });
    if (log.problem)
        return log;
    if (log.reports.empty()) {
        log.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                  TrialLog::tr("no metrics line with "
                                               "\"tokens_per_second_per_gpu\"")};
        return log;
    }
    readCommonFacts(parts, lines, log.facts);
    if (!log.facts.date)
        log.facts.date = torchtuneFileDate(fileName);
    setPeak(log.facts, peakOver(body, lines, "peak_memory_reserved"),
            peakOver(body, lines, "peak_memory_alloc"));
    return log;
}

} // namespace gp::triallog
