#pragma once

#include <QtGlobal>

#include <cmath>

namespace gp {

/// Whole fen (0.01 CNY): every amount of money the engine stores or returns.
using Fen = qint64;

/// Rounds a fractional fen amount half away from zero.
[[nodiscard]] Fen roundFen(double fen);

/// Converts yuan to fen, rounding to the nearest fen.
[[nodiscard]] inline Fen fenFromYuan(double yuan)
{
    return roundFen(yuan * 100.0);
}

/// Converts fen to yuan for presentation and for arithmetic that needs fractions.
[[nodiscard]] inline double yuanFromFen(Fen fen)
{
    return static_cast<double>(fen) / 100.0;
}

} // namespace gp
