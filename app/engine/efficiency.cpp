#include "efficiency.h"

#include <algorithm>
#include <cmath>

namespace gp {

std::optional<double> EfficiencyEstimate::scalingAt(int gpus) const
{
    if (!scalingCoefficient)
        return std::nullopt;
    return 1.0 / (1.0 + *scalingCoefficient * std::log2(std::max(1, gpus)));
}

EfficiencyEstimate Efficiency::catalog(const Workload &w, const Accelerator &acc)
{
    EfficiencyEstimate e;
    bool fp8Fallback = false;
    const bool fp8 = w.peakPrecision(acc, &fp8Fallback) == PeakPrecision::FP8;
    const double base = std::clamp(acc.computeEfficiency, kMin, 1.0);
    const double expected = fp8 ? std::clamp(acc.fp8Efficiency.value_or(base), kMin, 1.0) : base;
    // The band is the 16-bit one, carried over to FP8 in proportion.
    const double scale = expected / base;
    e.expected = expected;
    e.low = std::clamp(std::min(acc.efficiencyLow, base) * scale, kMin, expected);
    e.high = std::clamp(std::max(acc.efficiencyHigh, base) * scale, expected, 1.0);
    e.source = QStringLiteral("catalog");
    return e;
}

EfficiencyEstimate Efficiency::around(double efficiency, const QString &source)
{
    EfficiencyEstimate e;
    e.expected = std::clamp(efficiency, kMin, 1.0);
    e.low = std::max(kMin, e.expected * (1 - kNarrowBand));
    e.high = std::min(1.0, e.expected * (1 + kNarrowBand));
    e.source = source;
    return e;
}

double Efficiency::mfu(double tokensPerS, const Workload &w, const Accelerator &acc, int gpus)
{
    const double peak = w.peakFlops(acc);
    if (peak <= 0 || gpus <= 0)
        return 0;
    return tokensPerS * w.modelFlopsPerToken() / (gpus * peak);
}

double Efficiency::solve(const std::function<double(double)> &secondsAt, double seconds,
                         bool *reachable)
{
    if (reachable)
        *reachable = true;
    if (secondsAt(1.0) > seconds) {
        if (reachable)
            *reachable = false;
        return 1.0;
    }
    double lo = kMin, hi = 1.0;
    if (secondsAt(lo) <= seconds)
        return lo;
    // Step time falls monotonically with efficiency: bisect on a log scale.
    for (int i = 0; i < 48; ++i) {
        const double mid = std::sqrt(lo * hi);
        if (secondsAt(mid) > seconds)
            lo = mid;
        else
            hi = mid;
    }
    return hi;
}

} // namespace gp
