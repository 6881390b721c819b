#include "moneyformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace Qt::Literals::StringLiterals;

namespace gp::format {

namespace {

const QString kYuan = u"¥"_s;

/// A unit word. The numbers' language follows the QLocale the caller passes, and Chinese units
/// are locale data like the digit grouping, so they do not wait for a translator to be loaded;
/// other languages go through Qt's translation system.
QString unit(const QLocale &locale, const char *english, const QString &chinese)
{
    if (isChinese(locale))
        return chinese;
    return QCoreApplication::translate("gp::Units", english);
}

QString withUnit(const QString &number, const QString &unitWord)
{
    return number + u' ' + unitWord;
}

/// Digits of |value| with at most \a decimals decimals, trailing zeros dropped.
QString trimmed(double value, int decimals, const QLocale &locale)
{
    QString s = locale.toString(value, 'f', decimals);
    const QString point = locale.decimalPoint();
    if (decimals > 0 && s.contains(point)) {
        while (s.endsWith(u'0'))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(point.size());
    }
    return s;
}

} // namespace

bool isChinese(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese;
}

QString formatMoney(Fen fen, const QLocale &locale, MoneyStyle style)
{
    const bool negative = fen < 0;
    const qint64 magnitude = negative ? -fen : fen;
    QString digits;
    if (style == MoneyStyle::Precise) {
        // Integer arithmetic, so 0.01 never shows as 0.009999.
        const qint64 yuan = magnitude / 100;
        const qint64 cents = magnitude % 100;
        digits = locale.toString(yuan) + locale.decimalPoint()
            + QString::number(cents).rightJustified(2, u'0');
    } else {
        const qint64 yuan = (magnitude + 50) / 100; // half away from zero
        digits = locale.toString(yuan);
    }
    return (negative ? locale.negativeSign() : QString()) + kYuan + digits;
}

QString formatMoneyWan(Fen fen, const QLocale &locale)
{
    const double yuan = std::fabs(static_cast<double>(fen) / 100.0);
    const QString sign = fen < 0 ? locale.negativeSign() : QString();
    if (yuan >= 1e8)
        return sign + kYuan + trimmed(yuan / 1e8, 2, locale) + u"亿"_s;
    return sign + kYuan + trimmed(yuan / 1e4, 2, locale) + u"万"_s;
}

QString formatMoneyForManagers(Fen fen, const QLocale &locale)
{
    const QString plain = formatMoney(fen, locale);
    if (!isChinese(locale) || std::llabs(fen) < 1000000)
        return plain;
    return plain + u" ("_s + formatMoneyWan(fen, locale) + u')';
}

QString formatHoursFigure(double hours, const QLocale &locale)
{
    // The band is an estimate, not a stopwatch: no more digits than the figure deserves.
    return locale.toString(hours, 'f', std::fabs(hours) < 10 ? 1 : 0);
}

QString formatHours(double hours, const QLocale &locale)
{
    const QString word = unit(locale, QT_TRANSLATE_NOOP("gp::Units", "h"), u"小时"_s);
    return withUnit(formatHoursFigure(hours, locale), word);
}

QString formatDuration(double hours, const QLocale &locale)
{
    if (std::fabs(hours) >= 1)
        return formatHours(hours, locale);
    const QString word = unit(locale, QT_TRANSLATE_NOOP("gp::Units", "min"), u"分钟"_s);
    // At least one minute: a non-zero duration never reads as "0 min".
    const double minutes = hours > 0 ? std::max(1.0, std::round(hours * 60)) : 0;
    return withUnit(locale.toString(minutes, 'f', 0), word);
}

QString formatDays(double days, const QLocale &locale)
{
    // A whole number of days as typed ("21 days", "1 day"); otherwise one decimal ("9.8 days").
    const double whole = std::round(days);
    if (std::fabs(days - whole) < 0.05) {
        const QString word = std::fabs(whole) == 1
            ? unit(locale, QT_TRANSLATE_NOOP("gp::Units", "day"), u"天"_s)
            : unit(locale, QT_TRANSLATE_NOOP("gp::Units", "days"), u"天"_s);
        return withUnit(locale.toString(whole, 'f', 0), word);
    }
    const QString word = unit(locale, QT_TRANSLATE_NOOP("gp::Units", "days"), u"天"_s);
    return withUnit(locale.toString(days, 'f', 1), word);
}

QString formatGb(double gb, const QLocale &locale)
{
    const int decimals = std::fabs(gb) < 10 ? 1 : 0;
    return locale.toString(gb, 'f', decimals) + u" GB"_s;
}

QString formatTflops(double tflops, const QLocale &locale)
{
    const int decimals = std::fabs(tflops) < 10 ? 1 : 0;
    return locale.toString(tflops, 'f', decimals) + u" TFLOPS"_s;
}

QString formatPercent(double fraction, const QLocale &locale)
{
    return locale.toString(std::round(fraction * 100.0), 'f', 0) + locale.percent();
}

QString formatDate(const QDate &date, const QLocale &locale)
{
    if (!date.isValid())
        return {};
    // Day, short month name and four-digit year: never the ambiguous "9/4/26".
    return isChinese(locale) ? locale.toString(date, u"yyyy年M月d日"_s)
                             : locale.toString(date, u"d MMM yyyy"_s);
}

QString formatChance(double likelihood, const QLocale &locale)
{
    const QString sign = likelihood >= 0.9 ? u"✓"_s
        : likelihood >= 0.5                ? u"≈"_s
        : likelihood >= 0.1                ? u"!"_s
                                           : u"✗"_s;
    // A no-break space: a narrow table column must not put the sign and the number on two lines.
    return sign + QChar(0x00a0) + formatPercent(likelihood, locale);
}

QString formatNumber(double value, const QLocale &locale)
{
    if (std::fabs(value) >= 100)
        return locale.toString(std::round(value), 'f', 0);
    return trimmed(value, 2, locale);
}

} // namespace gp::format
