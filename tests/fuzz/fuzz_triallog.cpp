// Fuzz target: one trial-log reader, chosen by GP_FUZZ_TRIALLOG_FORMAT (a TrialLogFormat value).
// Any bytes must give a reading or a refusal naming the file, never a crash: read whole by that
// reader, read as the ends of a log over 64 MB (the bytes split in two), and through
// parseTrialLog's own format detection. A reading's figures must be finite and positive.

#include "logrecords.h"
#include "triallog.h"

#include <QByteArray>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr auto kFormat = gp::TrialLogFormat(GP_FUZZ_TRIALLOG_FORMAT);
const QString kFile = QStringLiteral("fuzz.log");

void fail(const char *what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

void checkFigure(const std::optional<double> &value, const char *what)
{
    if (value && !(std::isfinite(*value) && *value > 0))
        fail(what);
}

void checkReading(const gp::TrialLogReading &r)
{
    checkFigure(r.secondsPerStep, "seconds per step not finite and positive");
    checkFigure(r.tokensPerSecond, "tokens per second not finite and positive");
    checkFigure(r.peakMemoryGb, "peak memory not finite and positive");
    checkFigure(r.globalBatch, "global batch not finite and positive");
    if (r.steadyReports <= 0 || r.reports < 0 || r.warmupReports < 0 || r.outlierReports < 0)
        fail("report counts out of range");
    if (r.tokensPerSecond.has_value() != (r.tokensFrom != gp::TokenRateSource::None))
        fail("tokens per second and its source disagree");
    if (gp::describeTrialLogReading(r).isEmpty())
        fail("empty description");
}

void checkResult(const gp::TrialLogResult &result)
{
    if (result.ok())
        checkReading(*result.reading);
    else if (!result.error.startsWith(kFile))
        fail("a refusal that does not name the file");
}

/// The chosen reader alone, then steady state, as parseTrialLog runs them.
void readWith(const gp::triallog::LogParts &parts)
{
    const gp::triallog::ParsedLog log = gp::triallog::readFormat(kFormat, parts, kFile);
    if (log.problem)
        return;
    gp::TrialLogOptions options;
    options.sequenceLength = 4096;
    options.gpus = 8;
    const gp::triallog::SteadyResult steady = gp::triallog::steadyState(kFormat, log, options);
    if (steady.reading)
        checkReading(*steady.reading);
    else if (!steady.problem)
        fail("no reading and no problem");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    readWith({bytes, {}, false});
    const qsizetype half = bytes.size() / 2;
    readWith({QByteArrayView(bytes).first(half), QByteArrayView(bytes).sliced(half), true});

    gp::TrialLogOptions options;
    options.sequenceLength = 2048;
    checkResult(gp::parseTrialLog({bytes, {}}, kFile, options));
    checkResult(gp::parseTrialLog({bytes.first(half), bytes.sliced(half)}, kFile, options));
    return 0;
}
