// Steady state of a log's step reports: the reports in each start's first steps are warm-up, a
// report slower than twice the median is an outlier (a checkpoint save, an evaluation, a stall),
// and the figures come from what is left.

#include "logrecords.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace gp::triallog {

namespace {

/// Steps of a start counted as warm-up (compilation, allocator growth, communicator setup): a
/// report covering any of them is skipped.
constexpr qint64 kWarmupSteps = 3;
/// A report slower than this many times the median is dropped.
constexpr double kOutlierFactor = 2.0;

/// Fills in what the readers leave to the sequence of reports: steps covered, rates from the
/// cumulative counts, seconds from samples per second and the batch.
std::vector<StepReport> completeReports(const ParsedLog &log)
{
    std::vector<StepReport> reports = log.reports;
    for (size_t i = 0; i < reports.size(); ++i) {
        StepReport &r = reports[i];
        const StepReport *prev = i > 0 && !r.start ? &reports[i - 1] : nullptr;
        if (r.steps <= 0) {
            if (prev) {
                r.steps = r.step - prev->step;
            } else {
                // A start's first report: as long as the next interval, and no longer than the
                // steps counted so far.
                const bool next = i + 1 < reports.size() && !reports[i + 1].start;
                const qint64 interval = next ? reports[i + 1].step - r.step : 1;
                r.steps = std::clamp<qint64>(interval, 1, std::max<qint64>(1, r.step));
            }
            r.steps = std::max<qint64>(1, r.steps);
        }
        if (!r.globalBatch && prev && r.consumedSamples && prev->consumedSamples) {
            const double batch = (*r.consumedSamples - *prev->consumedSamples) / double(r.steps);
            if (batch > 0)
                r.globalBatch = batch;
        }
        if (!r.globalBatch)
            r.globalBatch = log.facts.globalBatch;
        if (!r.secondsPerStep && r.samplesPerSecond && r.globalBatch)
            r.secondsPerStep = *r.globalBatch / *r.samplesPerSecond;
        if (!r.tokensPerSecond && prev && r.consumedTokens && prev->consumedTokens
            && r.secondsPerStep) {
            const double tokens = *r.consumedTokens - *prev->consumedTokens;
            if (tokens > 0)
                r.tokensPerSecond = tokens / (double(r.steps) * *r.secondsPerStep);
        }
    }
    return reports;
}

/// Marks each start's first report (it holds or follows the set-up) and the reports within the
/// start's first kWarmupSteps steps.
std::vector<bool> warmupMask(const std::vector<StepReport> &reports, bool wholeRunAverage)
{
    std::vector<bool> warmup(reports.size(), false);
    if (wholeRunAverage)
        return warmup;
    std::optional<qint64> startStep;
    for (size_t i = 0; i < reports.size(); ++i) {
        const StepReport &r = reports[i];
        const qint64 firstCovered = r.step - r.steps + 1;
        if (r.start)
            startStep = firstCovered;
        if (startStep && firstCovered < *startStep + kWarmupSteps)
            warmup[i] = true;
        else
            startStep.reset(); // past the warm-up: later reports of this start are kept
    }
    return warmup;
}

/// What a report costs per unit of work, slower is larger: seconds per step when every candidate
/// has them, else the inverse of the rate every candidate has.
std::optional<std::vector<double>> costs(const std::vector<const StepReport *> &candidates,
                                         bool *isSeconds)
{
    using Field = std::optional<double> StepReport::*;
    const auto all = [&](Field f) {
        return std::all_of(candidates.begin(), candidates.end(),
                           [f](const StepReport *r) { return (r->*f).has_value(); });
    };
    *isSeconds = all(&StepReport::secondsPerStep);
    Field field = nullptr;
    if (*isSeconds)
        field = &StepReport::secondsPerStep;
    else if (all(&StepReport::tokensPerSecond))
        field = &StepReport::tokensPerSecond;
    else if (all(&StepReport::tokensPerSecondPerCard))
        field = &StepReport::tokensPerSecondPerCard;
    else if (all(&StepReport::samplesPerSecond))
        field = &StepReport::samplesPerSecond;
    if (!field)
        return std::nullopt;
    std::vector<double> c;
    c.reserve(candidates.size());
    for (const StepReport *r : candidates)
        c.push_back(*isSeconds ? *(r->*field) : 1.0 / *(r->*field));
    return c;
}

double median(std::vector<double> values)
{
    const size_t mid = values.size() / 2;
    std::nth_element(values.begin(), values.begin() + qsizetype(mid), values.end());
    const double upper = values[mid];
    if (values.size() % 2 == 1)
        return upper;
    return (*std::max_element(values.begin(), values.begin() + qsizetype(mid)) + upper) / 2;
}

/// The steady rate of \a field over the kept reports that have it: total over time when the
/// reports' seconds are known, else the step-weighted harmonic mean (equal work per step).
std::optional<double> steadyRate(const std::vector<const StepReport *> &kept,
                                 std::optional<double> StepReport::*field)
{
    double work = 0;
    double time = 0;
    double steps = 0;
    double inverse = 0;
    bool timed = true;
    for (const StepReport *r : kept) {
        if (!(r->*field))
            continue;
        const double rate = *(r->*field);
        steps += double(r->steps);
        inverse += double(r->steps) / rate;
        if (r->secondsPerStep) {
            const double t = *r->secondsPerStep * double(r->steps);
            work += rate * t;
            time += t;
        } else {
            timed = false;
        }
    }
    if (steps <= 0)
        return std::nullopt;
    if (timed && time > 0)
        return work / time;
    return steps / inverse;
}

/// Tokens per second over all cards, from the best source the log and the job give.
void tokenRate(TrialLogReading &reading, const std::vector<const StepReport *> &kept,
               const LogFacts &facts, const TrialLogOptions &options)
{
    if (const auto tokens = steadyRate(kept, &StepReport::tokensPerSecond)) {
        reading.tokensPerSecond = tokens;
        reading.tokensFrom = TokenRateSource::LoggedTokens;
        return;
    }
    const int cards = options.gpus > 0 ? options.gpus : facts.gpus.value_or(0);
    if (cards > 0) {
        if (const auto perCard = steadyRate(kept, &StepReport::tokensPerSecondPerCard)) {
            reading.tokensPerSecond = *perCard * cards;
            reading.tokensFrom = TokenRateSource::LoggedPerCard;
            return;
        }
    }
    if (options.sequenceLength > 0) {
        double samples = 0;
        double time = 0;
        bool all = true;
        for (const StepReport *r : kept) {
            if (!r->globalBatch || !r->secondsPerStep) {
                all = false;
                break;
            }
            samples += *r->globalBatch * double(r->steps);
            time += *r->secondsPerStep * double(r->steps);
        }
        if (all && time > 0) {
            reading.tokensPerSecond = samples * options.sequenceLength / time;
            reading.tokensFrom = TokenRateSource::GlobalBatch;
            return;
        }
        if (const auto sps = steadyRate(kept, &StepReport::samplesPerSecond)) {
            reading.tokensPerSecond = *sps * options.sequenceLength;
            reading.tokensFrom = TokenRateSource::SamplesPerSecond;
            return;
        }
    }
    if (options.globalBatchTokens > 0 && reading.secondsPerStep) {
        reading.tokensPerSecond = options.globalBatchTokens / *reading.secondsPerStep;
        reading.tokensFrom = TokenRateSource::JobGlobalBatch;
    }
}

/// The step range of the reports read, and the log's facts.
void describeLog(TrialLogReading &reading, const ParsedLog &log,
                 const std::vector<StepReport> &reports)
{
    reading.reports = int(std::min<qint64>(log.reportsSeen, INT_MAX));
    const StepReport &first = reports.front();
    reading.firstStep = int(std::clamp<qint64>(first.step - first.steps + 1, 0, INT_MAX));
    if (log.firstStepSeen > 0 && log.firstStepSeen < first.step - first.steps + 1)
        reading.firstStep = int(std::min<qint64>(log.firstStepSeen, INT_MAX));
    qint64 last = 0;
    for (const StepReport &r : reports)
        last = std::max(last, r.step);
    reading.lastStep = int(std::min<qint64>(last, INT_MAX));
    reading.wholeRunAverage = log.facts.wholeRunAverage;
    reading.peakMemoryGb = log.facts.peakMemoryGb;
    reading.memoryPeak = log.facts.peakMemoryGb ? log.facts.memoryPeak : MemoryPeak::None;
    reading.suggestedGpus = log.facts.gpus;
    reading.date = log.facts.date;
}

/// The reports left once warm-up is skipped; the skipped ones are counted in \a reading.
std::vector<const StepReport *> skipWarmup(const std::vector<StepReport> &reports,
                                           bool wholeRunAverage, TrialLogReading &reading)
{
    const std::vector<bool> warmup = warmupMask(reports, wholeRunAverage);
    std::vector<const StepReport *> left;
    for (size_t i = 0; i < reports.size(); ++i) {
        if (warmup[i])
            ++reading.warmupReports;
        else
            left.push_back(&reports[i]);
    }
    return left;
}

/// The reports no slower than twice the median; the dropped ones and the median are recorded in
/// \a reading. None when the reports have nothing to compare them by.
std::optional<std::vector<const StepReport *>>
dropOutliers(const std::vector<const StepReport *> &candidates, TrialLogReading &reading)
{
    bool isSeconds = false;
    const auto cost = costs(candidates, &isSeconds);
    if (!cost)
        return std::nullopt;
    const double mid = median(*cost);
    if (isSeconds)
        reading.medianSecondsPerStep = mid;
    std::vector<const StepReport *> kept;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if ((*cost)[i] > kOutlierFactor * mid)
            ++reading.outlierReports;
        else
            kept.push_back(candidates[i]);
    }
    return kept;
}

/// Steps, range, seconds per step and batch of the steady reports.
void steadyFigures(const std::vector<const StepReport *> &kept, TrialLogReading &reading)
{
    reading.steadyReports = int(kept.size());
    qint64 steps = 0;
    double time = 0;
    bool timed = true;
    for (const StepReport *r : kept) {
        steps += r->steps;
        if (r->secondsPerStep)
            time += *r->secondsPerStep * double(r->steps);
        else
            timed = false;
    }
    reading.steadySteps = int(std::min<qint64>(steps, INT_MAX));
    reading.firstSteadyStep
        = int(std::clamp<qint64>(kept.front()->step - kept.front()->steps + 1, 0, INT_MAX));
    reading.lastSteadyStep = int(std::min<qint64>(kept.back()->step, INT_MAX));
    if (timed && steps > 0)
        reading.secondsPerStep = time / double(steps);
    for (auto it = kept.rbegin(); it != kept.rend() && !reading.globalBatch; ++it)
        reading.globalBatch = (*it)->globalBatch;
}

/// A figure out of any range a run can have (numbers near the double's limit in a damaged or
/// hostile log) is unknown rather than infinite.
void dropAbsurd(TrialLogReading &reading)
{
    const auto sane = [](std::optional<double> &value) {
        if (value && !(std::isfinite(*value) && *value > 0 && *value < 1e15))
            value.reset();
    };
    sane(reading.secondsPerStep);
    sane(reading.tokensPerSecond);
    sane(reading.globalBatch);
    sane(reading.peakMemoryGb);
    if (!reading.tokensPerSecond)
        reading.tokensFrom = TokenRateSource::None;
    if (!reading.peakMemoryGb)
        reading.memoryPeak = MemoryPeak::None;
    if (!std::isfinite(reading.medianSecondsPerStep))
        reading.medianSecondsPerStep = 0;
}

} // namespace

SteadyResult steadyState(TrialLogFormat format, const ParsedLog &log,
                         const TrialLogOptions &options)
{
    SteadyResult result;
    if (log.reports.empty()) {
        result.problem = LogProblem {LogProblem::Kind::NoTimings, 0, {}};
        return result;
    }
    const std::vector<StepReport> reports = completeReports(log);
    TrialLogReading reading;
    reading.format = format;
    describeLog(reading, log, reports);
    const std::vector<const StepReport *> candidates
        = skipWarmup(reports, log.facts.wholeRunAverage, reading);
    if (candidates.empty()) {
        result.problem = LogProblem {
            LogProblem::Kind::NoTimings, 0,
            TrialLog::tr("only warm-up: %n report(s), each the first of a start or within its "
                         "first %1 steps",
                         nullptr, reading.warmupReports)
                .arg(kWarmupSteps)};
        return result;
    }
    const auto kept = dropOutliers(candidates, reading);
    if (!kept) {
        result.problem = LogProblem {LogProblem::Kind::NoTimings, 0,
                                     TrialLog::tr("its reports give neither the time of a step "
                                                  "nor a rate")};
        return result;
    }
    steadyFigures(*kept, reading);
    tokenRate(reading, *kept, log.facts, options);
    dropAbsurd(reading);
    result.reading = reading;
    return result;
}

} // namespace gp::triallog
