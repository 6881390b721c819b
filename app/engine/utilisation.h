#pragma once

#include "accelerator.h"
#include "job.h"
#include "plan.h"
#include "workload.h"

#include <QString>

#include <optional>

namespace gp {

/// The utilisation an accelerator is planned with, its band, and where it comes from.
struct UtilisationEstimate {
    double expected = 0.4;
    double low = 0.3; ///< pessimistic: gives the high end of the time band
    double high = 0.5; ///< optimistic
    QString source; ///< "default", "job" or "measured"
    /// Measured scaling: efficiency(g) = 1 / (1 + c log2 g), fitted from 2/4-card runs.
    std::optional<double> scalingCoefficient;
    int measuredRuns = 0;
    int measuredMaxGpus = 0;

    /// Measured efficiency at gpus cards in one node, when runs were given.
    [[nodiscard]] std::optional<double> scalingAt(int gpus) const;
};

/// Chooses utilisation: the job's override, else a fit of the measured trial runs, else the
/// accelerator's calibrated default with its low/high range.
class Utilisation final {
public:
    // A user's override or a fit from measured runs is known to within about +-10%.
    static constexpr double kNarrowBand = 0.10;

    [[nodiscard]] static UtilisationEstimate estimate(const Job &job, const Workload &w,
                                                      const Accelerator &acc);
    /// MFU of one measured run: tokens/s x FLOPs per token / (gpus x dense peak).
    [[nodiscard]] static double measuredMfu(const Measurement &m, const Workload &w,
                                            const Accelerator &acc);
};

} // namespace gp
