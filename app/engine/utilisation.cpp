#include "utilisation.h"

#include "timemodel.h"

#include <algorithm>
#include <cmath>

namespace gp {

std::optional<double> UtilisationEstimate::scalingAt(int gpus) const
{
    if (!scalingCoefficient)
        return std::nullopt;
    return 1.0 / (1.0 + *scalingCoefficient * std::log2(std::max(1, gpus)));
}

double Utilisation::measuredMfu(const Measurement &m, const Workload &w, const Accelerator &acc)
{
    const double peak = w.peakFlops(acc);
    if (peak <= 0 || m.gpus <= 0)
        return 0;
    // Trial runs are short and fit without recomputation: model FLOPs only.
    return m.tokensPerS * TimeModel::flopsPerToken(w, Recompute::None) / (m.gpus * peak);
}

UtilisationEstimate Utilisation::estimate(const Job &job, const Workload &w, const Accelerator &acc)
{
    UtilisationEstimate e;
    if (job.mfu && *job.mfu > 0) {
        e.expected = *job.mfu;
        e.low = e.expected * (1 - kNarrowBand);
        e.high = std::min(1.0, e.expected * (1 + kNarrowBand));
        e.source = QStringLiteral("job");
        return e;
    }
    QList<Measurement> runs;
    for (const auto &m : job.measured) {
        if (m.accelerator == acc.id && m.gpus > 0 && m.tokensPerS > 0)
            runs.append(m);
    }
    if (runs.isEmpty()) {
        e.expected = acc.mfuDefault;
        e.low = std::min(acc.mfuLow, acc.mfuDefault);
        e.high = std::max(acc.mfuHigh, acc.mfuDefault);
        e.source = QStringLiteral("default");
        return e;
    }
    std::sort(runs.begin(), runs.end(),
              [](const Measurement &a, const Measurement &b) { return a.gpus < b.gpus; });
    const double base = measuredMfu(runs.first(), w, acc);
    e.expected = std::clamp(base, 0.01, 1.0);
    e.low = e.expected * (1 - kNarrowBand);
    e.high = std::min(1.0, e.expected * (1 + kNarrowBand));
    e.source = QStringLiteral("measured");
    e.measuredRuns = int(runs.size());
    e.measuredMaxGpus = runs.last().gpus;
    if (runs.first().gpus == 1 && runs.size() > 1) {
        // Least squares through the origin of 1/eff - 1 = c log2 g.
        double num = 0, den = 0;
        for (const auto &m : runs) {
            if (m.gpus <= 1)
                continue;
            const double eff = measuredMfu(m, w, acc) / base;
            const double x = std::log2(m.gpus);
            num += x * (1.0 / std::max(eff, 1e-3) - 1.0);
            den += x * x;
        }
        if (den > 0)
            e.scalingCoefficient = std::max(0.0, num / den);
    }
    return e;
}

} // namespace gp
