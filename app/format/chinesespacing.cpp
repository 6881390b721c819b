#include "chinesespacing.h"

#include "moneyformat.h"

namespace gp::format {

namespace {

bool isHan(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x4e00 && u <= 0x9fff) || (u >= 0x3400 && u <= 0x4dbf);
}

/// Marks after which, and before which, Chinese sets no space.
bool isFullWidthMark(QChar c)
{
    switch (c.unicode()) {
    case u'。':
    case u'，':
    case u'、':
    case u'；':
    case u'：':
    case u'！':
    case u'？':
    case u'）':
        return true;
    default:
        return false;
    }
}

/// Whether the spaces between \a before and \a after go: after a full-width mark, before one,
/// and between two Chinese characters (or one and a full-width opening parenthesis).
bool dropsSpacesBetween(QChar before, QChar after)
{
    if (isFullWidthMark(before) || isFullWidthMark(after))
        return true;
    return isHan(before) && (isHan(after) || after == u'（');
}

/// The first character of the text at or after \a from, past any markup when \a html.
QChar nextTextChar(const QString &text, qsizetype from, bool html)
{
    for (qsizetype i = from; i < text.size(); ++i) {
        if (html && text.at(i) == u'<') {
            const qsizetype close = text.indexOf(u'>', i);
            if (close < 0)
                return {};
            i = close;
            continue;
        }
        return text.at(i);
    }
    return {};
}

QString tidy(const QString &text, bool html)
{
    QString out;
    out.reserve(text.size());
    QChar before; // the last character of the text, markup left out
    bool inTag = false;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        const QChar c = text.at(i);
        if (html && (inTag || c == u'<')) {
            inTag = c != u'>';
            out += c;
            ++i;
            continue;
        }
        if (c != u' ') {
            out += c;
            before = c;
            ++i;
            continue;
        }
        qsizetype end = i;
        while (end < n && text.at(end) == u' ')
            ++end;
        const QChar after = nextTextChar(text, end, html);
        if (before.isNull() || after.isNull() || !dropsSpacesBetween(before, after))
            out += QStringView(text).sliced(i, end - i);
        before = u' ';
        i = end;
    }
    return out;
}

} // namespace

QString tidyChineseSpacing(const QString &text)
{
    return tidy(text, false);
}

QString tidyChineseSpacingInHtml(const QString &html)
{
    return tidy(html, true);
}

QString spacedForLocale(const QString &html, const QLocale &locale)
{
    return isChinese(locale) ? tidy(html, true) : html;
}

} // namespace gp::format
