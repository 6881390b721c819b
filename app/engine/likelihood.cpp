#include "likelihood.h"

#include <algorithm>

namespace gp {

double Likelihood::atMost(double limit, const Band &band)
{
    const double a = std::min(band.low, band.expected);
    const double c = std::max(band.high, band.expected);
    const double m = std::clamp(band.expected, a, c);
    if (limit >= c)
        return 1.0;
    if (limit < a)
        return 0.0;
    if (c - a <= 0)
        return limit >= m ? 1.0 : 0.0;
    if (limit <= m)
        return m > a ? (limit - a) * (limit - a) / ((c - a) * (m - a)) : 0.0;
    return c > m ? 1.0 - (c - limit) * (c - limit) / ((c - a) * (c - m)) : 1.0;
}

} // namespace gp
