#include "money.h"

namespace gp {

Fen roundFen(double fen)
{
    return static_cast<Fen>(std::llround(fen));
}

} // namespace gp
