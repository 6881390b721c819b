#include "joblimits.h"

#include <QCoreApplication>

namespace gp::ui::joblimits {

namespace {

/// The hint in English: the field translates it when it shows it, in the language of that moment.
QString hint(const char *source)
{
    return QString::fromUtf8(source);
}

NumberRange range(double min, bool minExclusive, double max, bool integer, bool optional,
                  const QString &maxHint = {})
{
    return NumberRange {min, minExclusive, max, integer, optional, maxHint};
}

} // namespace

NumberRange paramsB()
{
    return range(0.001, false, 100000, false, false,
                 hint(QT_TRANSLATE_NOOP("gp::ui::JobLimits", "that is 100 trillion parameters")));
}

NumberRange activeParamsB()
{
    return range(0, true, 100000, false, true);
}

NumberRange layers()
{
    return range(1, false, 1000, true, true);
}

NumberRange hidden()
{
    return range(1, false, 1000000, true, true);
}

NumberRange heads()
{
    return range(1, false, 10000, true, true);
}

NumberRange seqLen()
{
    return range(1, false, 10000000, true, true);
}

NumberRange vocab()
{
    return range(1, false, 10000000, true, true);
}

NumberRange tokensB()
{
    return range(
        0.000001, false, 100000000, false, false,
        hint(QT_TRANSLATE_NOOP("gp::ui::JobLimits", "the amount is in billions of tokens")));
}

NumberRange samples()
{
    return range(1, false, 1e12, true, false);
}

NumberRange epochs()
{
    return range(0, true, 10000, false, false);
}

NumberRange loraRank()
{
    return range(1, false, 65536, true, false);
}

NumberRange deadlineDays()
{
    return range(0.001, false, 3650, false, true,
                 hint(QT_TRANSLATE_NOOP("gp::ui::JobLimits", "ten years")));
}

NumberRange budgetCny()
{
    return range(0.01, false, 100000000000, false, true,
                 hint(QT_TRANSLATE_NOOP("gp::ui::JobLimits", "the budget is in yuan")));
}

NumberRange monthlyHours()
{
    return range(0.01, false, 744, false, false,
                 hint(QT_TRANSLATE_NOOP("gp::ui::JobLimits", "a month has at most 744 hours")));
}

NumberRange gpuCount()
{
    return range(1, false, 100000, true, true);
}

NumberRange concurrentRequests()
{
    return range(1, false, 10000000, true, false);
}

NumberRange contextTokens()
{
    return range(1, false, 10000000, true, false);
}

NumberRange targetTokensPerS()
{
    return range(0.001, false, 1000000000, false, true);
}

NumberRange perRequestTokensPerS()
{
    return range(0.001, false, 1000000, false, false);
}

NumberRange valueOfTimeCnyPerDay()
{
    return range(0, false, 1000000000, false, true);
}

NumberRange engineerDayRateCny()
{
    return range(0, false, 10000000, false, false);
}

NumberRange measuredGpus()
{
    return range(1, false, 100000, true, false);
}

NumberRange measuredTokensPerS()
{
    return range(0, true, 10000000000, false, false);
}

NumberRange measuredMemoryGb()
{
    // As the job file allows: per card, optional (a trial may not have logged it).
    return range(0.01, false, 100000, false, true);
}

} // namespace gp::ui::joblimits
