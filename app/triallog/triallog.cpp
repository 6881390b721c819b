#include "triallog.h"

#include "logrecords.h"
#include "logscan.h"

#include <QLocale>
#include <QStringList>

namespace gp {

namespace triallog {

namespace {

/// Markers are first looked for in this much of the log's start and end, then everywhere.
constexpr qsizetype kSniffBytes = 1 << 20;

/// Whether \a marker is in the log: its start and end first (where every format shows itself),
/// then the rest.
bool has(const LogParts &parts, QByteArrayView marker)
{
    const QByteArrayView body = parts.body();
    if (scan::prefix(parts.head, kSniffBytes).contains(marker))
        return true;
    if (body.size() > kSniffBytes && body.last(kSniffBytes).contains(marker))
        return true;
    return parts.head.contains(marker) || (parts.cut && parts.tail.contains(marker));
}

/// The first byte that is not white space.
char firstSignificant(QByteArrayView text)
{
    for (const char c : scan::prefix(text, 4096)) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            return c;
    }
    return 0;
}

} // namespace

std::optional<TrialLogFormat> detectFormat(const LogParts &parts)
{
    if (firstSignificant(parts.head) == '{') {
        if (has(parts, "\"log_history\""))
            return TrialLogFormat::HfTrainerState;
        if (has(parts, "\"current_steps\""))
            return TrialLogFormat::LlamaFactory;
    }
    // Report markers, most specific first: a Megatron-DeepSpeed log also has DeepSpeed's lines,
    // and Megatron's report is the one with the iteration time and the global batch.
    if (has(parts, "elapsed time per iteration (ms)"))
        return TrialLogFormat::Megatron;
    if (has(parts, "train_step_timing in s"))
        return TrialLogFormat::NeMo;
    if (has(parts, "tokens_per_second_per_gpu"))
        return TrialLogFormat::Torchtune;
    if (has(parts, "SamplesPerSec=") || has(parts, "iter time (s):"))
        return TrialLogFormat::DeepSpeed;
    // Set-up lines of a run that stopped before its first report: the tool is known, the log is
    // refused for having no timings rather than for being unknown.
    const QByteArrayView start = scan::prefix(parts.head, kSniffBytes);
    if (start.contains("[before the start of training step]")
        || start.contains("setting number of micro-batches to constant")
        || start.contains("> building GPT model"))
        return TrialLogFormat::Megatron;
    if (start.contains("[NeMo I ") || start.contains("[NeMo W "))
        return TrialLogFormat::NeMo;
    if (start.contains("torchtune"))
        return TrialLogFormat::Torchtune;
    if (start.contains("DeepSpeed info: version=")
        || start.contains("DeepSpeedEngine configuration"))
        return TrialLogFormat::DeepSpeed;
    return std::nullopt;
}

ParsedLog readFormat(TrialLogFormat format, const LogParts &parts, const QString &fileName)
{
    switch (format) {
    case TrialLogFormat::Megatron:
        return readMegatron(parts);
    case TrialLogFormat::NeMo:
        return readNeMo(parts);
    case TrialLogFormat::DeepSpeed:
        return readDeepSpeed(parts);
    case TrialLogFormat::Torchtune:
        return readTorchtune(parts, fileName);
    case TrialLogFormat::HfTrainerState:
        return readTrainerState(parts);
    case TrialLogFormat::LlamaFactory:
        return readLlamaFactory(parts);
    }
    return {};
}

} // namespace triallog

namespace {

using triallog::LogProblem;

/// The refusal for a reader's problem, naming the file, the format and what is missing.
QString problemMessage(const QString &file, TrialLogFormat format, const LogProblem &p)
{
    const QString name = trialLogFormatName(format);
    switch (p.kind) {
    case LogProblem::Kind::NoTimings:
        return TrialLog::tr("%1: a %2 log with no step timings: %3").arg(file, name, p.detail);
    case LogProblem::Kind::Damaged:
        return p.line > 0 ? TrialLog::tr("%1: damaged %2 log at line %3: %4")
                                .arg(file, name, QString::number(p.line), p.detail)
                          : TrialLog::tr("%1: damaged %2 log: %3").arg(file, name, p.detail);
    case LogProblem::Kind::Truncated:
        return p.line > 0 ? TrialLog::tr("%1: truncated %2 log, cut at line %3: %4")
                                .arg(file, name, QString::number(p.line), p.detail)
                          : TrialLog::tr("%1: truncated %2 log: %3").arg(file, name, p.detail);
    case LogProblem::Kind::TooLarge:
        return TrialLog::tr("%1: 64 MB or more, and a %2 is one JSON document that cannot be "
                            "read from its end")
            .arg(file, name);
    }
    return {};
}

TrialLogResult refused(const QString &message)
{
    TrialLogResult r;
    r.error = message;
    return r;
}

/// The log's parts: a UTF-8 byte-order mark skipped, the tail's cut first line dropped.
triallog::LogParts partsOf(const TrialLogText &text)
{
    triallog::LogParts parts;
    parts.head = text.head;
    if (parts.head.startsWith("\xEF\xBB\xBF"))
        parts.head = parts.head.sliced(3);
    parts.cut = !text.tail.isEmpty();
    if (parts.cut) {
        const qsizetype newline = QByteArrayView(text.tail).indexOf('\n');
        parts.tail = newline < 0 ? QByteArrayView() : QByteArrayView(text.tail).sliced(newline + 1);
    }
    return parts;
}

bool blank(QByteArrayView text)
{
    return text.trimmed().isEmpty();
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

/// Decimals that show three significant digits of \a value, at most two.
int decimalsFor(double value)
{
    return value >= 100 ? 0 : value >= 10 ? 1 : 2;
}

QString stepRange(int first, int last)
{
    return first == last
        ? QLocale().toString(first)
        : TrialLog::tr("%1\u2013%2").arg(QLocale().toString(first), QLocale().toString(last));
}

QString tokenSource(TokenRateSource source)
{
    switch (source) {
    case TokenRateSource::None:
        return {};
    case TokenRateSource::LoggedTokens:
        return TrialLog::tr("tokens the log counts");
    case TokenRateSource::LoggedPerCard:
        return TrialLog::tr("the log's rate per card \u00d7 the cards");
    case TokenRateSource::GlobalBatch:
        return TrialLog::tr("the log's global batch \u00d7 the job's sequence length");
    case TokenRateSource::SamplesPerSecond:
        return TrialLog::tr("the log's samples per second \u00d7 the job's sequence length");
    case TokenRateSource::JobGlobalBatch:
        return TrialLog::tr("the job's tokens per step");
    }
    return {};
}

/// "Steady: 117 reports, steps 11–1,200: 2.45 s per step, 53,500 tokens/s over all cards (…)."
QString steadySentence(const TrialLogReading &r)
{
    QStringList figures;
    if (r.secondsPerStep)
        figures << TrialLog::tr("%1 s per step")
                       .arg(number(*r.secondsPerStep, decimalsFor(*r.secondsPerStep)));
    if (r.tokensPerSecond)
        figures << TrialLog::tr("%1 tokens/s over all cards (%2)")
                       .arg(number(*r.tokensPerSecond, 0), tokenSource(r.tokensFrom));
    else
        figures << TrialLog::tr("tokens/s unknown: the log gives no tokens or batch, and the "
                                "job no sequence length or tokens per step");
    return TrialLog::tr("Steady: %n report(s), steps %1: %2.", nullptr, r.steadyReports)
        .arg(stepRange(r.firstSteadyStep, r.lastSteadyStep),
             figures.join(TrialLog::tr(", ", "between the figures of a sentence")));
}

QString memorySentence(const TrialLogReading &r)
{
    if (!r.peakMemoryGb)
        return TrialLog::tr("Peak memory: not in the log.");
    const QString kind = r.memoryPeak == MemoryPeak::Reserved ? TrialLog::tr("reserved")
                                                              : TrialLog::tr("allocated");
    return TrialLog::tr("Peak memory: %1 GB per card (%2).")
        .arg(number(*r.peakMemoryGb, decimalsFor(*r.peakMemoryGb)), kind);
}

} // namespace

QString trialLogFormatName(TrialLogFormat format)
{
    switch (format) {
    case TrialLogFormat::Megatron:
        return QStringLiteral("Megatron-LM");
    case TrialLogFormat::NeMo:
        return QStringLiteral("NeMo");
    case TrialLogFormat::DeepSpeed:
        return QStringLiteral("DeepSpeed");
    case TrialLogFormat::Torchtune:
        return QStringLiteral("torchtune");
    case TrialLogFormat::HfTrainerState:
        return QStringLiteral("trainer_state.json");
    case TrialLogFormat::LlamaFactory:
        return QStringLiteral("LLaMA-Factory trainer_log.jsonl");
    }
    return {};
}

TrialLogResult parseTrialLog(const TrialLogText &text, const QString &fileName,
                             const TrialLogOptions &options)
{
    const triallog::LogParts parts = partsOf(text);
    if (blank(parts.head) && (!parts.cut || blank(parts.tail)))
        return refused(TrialLog::tr("%1: the log is empty").arg(fileName));
    for (const QByteArrayView part : {QByteArrayView(text.head), QByteArrayView(text.tail)}) {
        if (triallog::scan::binaryAt(part) >= 0)
            return refused(TrialLog::tr("%1: damaged: binary data (a NUL byte) where a text log "
                                        "was expected")
                               .arg(fileName));
    }
    const std::optional<TrialLogFormat> format = triallog::detectFormat(parts);
    if (!format)
        return refused(TrialLog::tr("%1: not a training log GPU Planner reads: expected a "
                                    "Megatron-LM, MindSpeed, NeMo, DeepSpeed or torchtune log, a "
                                    "trainer_state.json or a LLaMA-Factory trainer_log.jsonl")
                           .arg(fileName));
    const triallog::ParsedLog log = triallog::readFormat(*format, parts, fileName);
    if (log.problem)
        return refused(problemMessage(fileName, *format, *log.problem));
    triallog::SteadyResult steady = triallog::steadyState(*format, log, options);
    if (steady.problem)
        return refused(problemMessage(fileName, *format, *steady.problem));
    steady.reading->readFromEnd = parts.cut;
    TrialLogResult result;
    result.reading = steady.reading;
    return result;
}

QString describeTrialLogReading(const TrialLogReading &r)
{
    QStringList s;
    s << TrialLog::tr("%1 log: %n step report(s), steps %2.", nullptr, r.reports)
             .arg(trialLogFormatName(r.format), stepRange(r.firstStep, r.lastStep));
    if (r.readFromEnd)
        s << TrialLog::tr("64 MB or more: only its first 1 MB and last 8 MB were read.");
    if (r.wholeRunAverage)
        s << TrialLog::tr("The log gives only the whole run's average, warm-up included.");
    if (r.warmupReports > 0)
        s << TrialLog::tr("Skipped as warm-up: %n report(s), the first of each start and any "
                          "within its first 3 steps.",
                          nullptr, r.warmupReports);
    if (r.outlierReports > 0) {
        s << (r.medianSecondsPerStep > 0
                  ? TrialLog::tr("Dropped: %n report(s) slower than twice the median (%1 s per "
                                 "step).",
                                 nullptr, r.outlierReports)
                        .arg(number(r.medianSecondsPerStep, decimalsFor(r.medianSecondsPerStep)))
                  : TrialLog::tr("Dropped: %n report(s) slower than twice the median.", nullptr,
                                 r.outlierReports));
    }
    s << steadySentence(r) << memorySentence(r);
    if (r.suggestedGpus)
        s << TrialLog::tr("The log says %n card(s).", nullptr, *r.suggestedGpus);
    if (r.date)
        s << TrialLog::tr("Run started %1.").arg(r.date->toString(Qt::ISODate));
    QString text = s.takeFirst();
    for (const QString &sentence : std::as_const(s))
        text = TrialLog::tr("%1 %2", "a sentence after the one before").arg(text, sentence);
    return text;
}

} // namespace gp
