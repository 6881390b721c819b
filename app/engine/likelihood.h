#pragma once

#include "plan.h"

namespace gp {

/// How likely a quantity with a low / expected / high band stays within a limit.
class Likelihood final {
public:
    /// P(x <= limit) for x triangular on [low, high] with mode expected: the band's ends are
    /// treated as the plausible extremes and the expected value as the most likely outcome.
    [[nodiscard]] static double atMost(double limit, const Band &band);
};

} // namespace gp
