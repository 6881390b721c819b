#pragma once

#include "accelerator.h"
#include "workload.h"

#include <QString>

#include <functional>
#include <optional>

namespace gp {

/// The compute efficiency an accelerator is planned with (the share of the dense peak its
/// training kernels reach, MODEL.md), its band, and where it comes from.
struct EfficiencyEstimate {
    double expected = 0.6;
    double low = 0.5; ///< pessimistic: gives the high end of the time band
    double high = 0.7; ///< optimistic
    QString source; ///< "catalog", "job_mfu" or "measured"
    /// Measured scaling: efficiency(g) = 1 / (1 + c log2 g), fitted from 2/4-card runs.
    std::optional<double> scalingCoefficient;
    int measuredRuns = 0;
    int measuredMaxGpus = 0;
    double measuredMfu = 0; ///< end-to-end MFU of the smallest measured run

    /// Measured efficiency at gpus cards in one node, when runs were given.
    [[nodiscard]] std::optional<double> scalingAt(int gpus) const;
};

/// Compute efficiency from the catalog, and the conversions from what users know (an end-to-end
/// MFU, a trial run's tokens/s) into it.
class Efficiency final {
public:
    // A user's override or a fit from measured runs is known to within about +-10%.
    static constexpr double kNarrowBand = 0.10;
    // Efficiencies are searched within (kMin, 1]: below 0.5% of peak nothing trains.
    static constexpr double kMin = 0.005;
    // A trial run's memory scales the modelled activations and overhead within these bounds:
    // beyond them the run measured something else than the job (another batch or length).
    static constexpr double kMinMemoryFactor = 0.25;
    static constexpr double kMaxMemoryFactor = 4.0;

    /// The accelerator's calibrated efficiency for the workload's matrix format, with its band.
    [[nodiscard]] static EfficiencyEstimate catalog(const Workload &w, const Accelerator &acc);
    /// A fitted or converted efficiency with the narrow band around it.
    [[nodiscard]] static EfficiencyEstimate around(double efficiency, const QString &source);
    /// End-to-end MFU of a run: tokens/s x model FLOPs per token / (gpus x dense peak).
    [[nodiscard]] static double mfu(double tokensPerS, const Workload &w, const Accelerator &acc,
                                    int gpus);
    /// The efficiency at which secondsAt(efficiency), decreasing in efficiency, equals seconds.
    /// reachable is false when even efficiency 1 is too slow (the result is then 1).
    [[nodiscard]] static double solve(const std::function<double(double)> &secondsAt,
                                      double seconds, bool *reachable = nullptr);
};

} // namespace gp
