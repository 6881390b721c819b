#pragma once

#include "money.h"

#include <QDate>
#include <QLocale>
#include <QString>

namespace gp::format {

/// How many digits of a money amount to show.
enum class MoneyStyle {
    Whole, ///< rounded to the yuan: "¥86,880"
    Precise, ///< with fen: "¥120.67"
};

/// CNY with the locale's digit grouping: "¥86,880", or "¥120.67" when \a style is Precise.
/// The symbol is always "¥" (not the "CN¥" an en_US QLocale would give): every price is CNY.
[[nodiscard]] QString formatMoney(Fen fen, const QLocale &locale,
                                  MoneyStyle style = MoneyStyle::Whole);

/// The amount in 万 (10^4 yuan), or 亿 (10^8 yuan) from there up, as Chinese readers say large
/// sums: "¥8.69万", "¥1.2亿". At most two decimals, trailing zeros dropped.
[[nodiscard]] QString formatMoneyWan(Fen fen, const QLocale &locale);

/// What a manager reads: in Chinese "¥86,880 (¥8.69万)" from ¥10,000 up, else formatMoney.
[[nodiscard]] QString formatMoneyForManagers(Fen fen, const QLocale &locale);

/// Hours: "168 h" / "168 小时"; one decimal under 10 h ("2.5 h").
[[nodiscard]] QString formatHours(double hours, const QLocale &locale);
/// The number formatHours writes, without its unit: whole hours from 10 h up, one decimal below.
/// Every view writes an estimate's band with it, so "35 h (31–48)" reads alike everywhere.
[[nodiscard]] QString formatHoursFigure(double hours, const QLocale &locale);

/// A duration that may be short: minutes under an hour ("27 min" / "27 分钟"), else formatHours.
[[nodiscard]] QString formatDuration(double hours, const QLocale &locale);

/// Days with one decimal: "7.0 days" / "7.0 天".
[[nodiscard]] QString formatDays(double days, const QLocale &locale);

/// Memory: "80 GB", "1,120 GB"; one decimal under 10 GB ("7.5 GB").
[[nodiscard]] QString formatGb(double gb, const QLocale &locale);

/// Compute: "989 TFLOPS"; one decimal under 10.
[[nodiscard]] QString formatTflops(double tflops, const QLocale &locale);

/// A fraction as a whole percentage: 0.4 -> "40%".
[[nodiscard]] QString formatPercent(double fraction, const QLocale &locale);

/// A calendar date as a reader of the language writes it, one form per language everywhere
/// text is read (window, CLI text, PDF, CSV text columns): "2026年9月28日" / "28 Sep 2026".
/// Files meant for programs keep ISO dates. An invalid date gives an empty string.
[[nodiscard]] QString formatDate(const QDate &date, const QLocale &locale);

/// A chance of meeting a deadline or budget as a sign and the percentage, the same in every
/// language, joined by a no-break space: "✓ 97%" (0.9 and up), "≈ 72%" (0.5 and up), "! 30%" (0.1
/// and up), "✗ 4%".
[[nodiscard]] QString formatChance(double likelihood, const QLocale &locale);

/// A count or rate with grouping and no decimals from 100 up, else up to two: "8,267", "1.96".
[[nodiscard]] QString formatNumber(double value, const QLocale &locale);

/// True for the locales that read Chinese units and 万 (zh_CN, zh_TW, ...).
[[nodiscard]] bool isChinese(const QLocale &locale);

} // namespace gp::format
