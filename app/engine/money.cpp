#include "money.h"

#include <algorithm>

namespace gp {

Fen roundFen(double fen)
{
    // An absurd but valid job (10^14 parameters on 10^17 tokens) costs more fen than a qint64
    // holds; llround would then give an unspecified value, typically a negative one. Saturate
    // well inside the range instead, so the amount stays positive and sums of a few never wrap.
    constexpr double kMaxFen = 1e18; // ¥10^16: no offering bills that much
    if (std::isnan(fen))
        return 0;
    return static_cast<Fen>(std::llround(std::clamp(fen, -kMaxFen, kMaxFen)));
}

} // namespace gp
