#include "safetext.h"

#include "csv.h"

#include <QFile>
#include <QRegularExpression>

#include <sys/stat.h>

namespace gp::db::safetext {

namespace {

bool isControl(char16_t c)
{
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
}

bool isBidiControl(char16_t c)
{
    return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e
        || c == 0x200f || c == 0x061c;
}

} // namespace

QString shortened(const QString &text, int maxChars)
{
    QString out;
    const qsizetype n = qMin<qsizetype>(text.size(), maxChars);
    out.reserve(n + 24);
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        out += isControl(c.unicode()) || isBidiControl(c.unicode()) ? QChar(0xfffd) : c;
    }
    if (text.size() > maxChars)
        out += QStringLiteral("... (%1 characters)").arg(text.size());
    return out;
}

QString withoutControls(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\t' || u == u'\n' || u == u'\r')
            out += u' ';
        else if (!isControl(u) && !isBidiControl(u))
            out += c;
    }
    return out;
}

bool hasControls(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (isControl(u) && u != u'\t' && u != u'\n' && u != u'\r')
            return true;
    }
    return false;
}

bool hasBidiControls(const QString &text)
{
    for (const QChar c : text) {
        if (isBidiControl(c.unicode()))
            return true;
    }
    return false;
}

qsizetype invisibleAt(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        switch (c.category()) {
        case QChar::Other_Format:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            return i;
        case QChar::Separator_Space:
            if (c != u' ')
                return i;
            break;
        default:
            break;
        }
    }
    return -1;
}

namespace {

bool startsFormula(QChar c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

qsizetype leadingApostrophes(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == u'\'')
        ++i;
    return i;
}

} // namespace

QString spreadsheetCell(const QString &text)
{
    const qsizetype quotes = leadingApostrophes(text);
    if (quotes == text.size() || !startsFormula(text.at(quotes)))
        return text;
    static const QRegularExpression number(QStringLiteral("^[-+]?\\d+(\\.\\d+)?$"));
    if (quotes == 0 && number.match(text).hasMatch())
        return text;
    // Texts that already begin with apostrophes get one more, so that fromSpreadsheetCell()
    // gives back exactly what was written.
    return u'\'' + text;
}

QString fromSpreadsheetCell(const QString &text)
{
    const qsizetype quotes = leadingApostrophes(text);
    if (quotes == 0 || quotes == text.size() || !startsFormula(text.at(quotes)))
        return text;
    return text.mid(1);
}

QString spreadsheetSafeCsv(const QString &csv)
{
    const Csv::ReadResult read = Csv::read(csv.toUtf8());
    if (!read.error.isEmpty())
        return csv;
    bool needed = false;
    for (const Csv::Record &r : read.records) {
        for (const QString &f : r.fields)
            needed = needed || spreadsheetCell(f) != f;
    }
    if (!needed)
        return csv;
    QString out;
    for (const Csv::Record &r : read.records) {
        QStringList fields;
        fields.reserve(r.fields.size());
        for (const QString &f : r.fields)
            fields.append(spreadsheetCell(f));
        out += Csv::line(fields);
    }
    return out;
}

bool isRegularFile(const QString &path)
{
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return true;
    return S_ISREG(st.st_mode) || S_ISDIR(st.st_mode);
}

qsizetype invalidUtf8At(const QByteArray &bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        char32_t cp = 0;
        char32_t min = 0;
        if ((c & 0xe0) == 0xc0) {
            extra = 1;
            cp = c & 0x1f;
            min = 0x80;
        } else if ((c & 0xf0) == 0xe0) {
            extra = 2;
            cp = c & 0x0f;
            min = 0x800;
        } else if ((c & 0xf8) == 0xf0) {
            extra = 3;
            cp = c & 0x07;
            min = 0x10000;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        for (int k = 1; k <= extra; ++k) {
            if ((p[i + k] & 0xc0) != 0x80)
                return i;
            cp = (cp << 6) | (p[i + k] & 0x3f);
        }
        // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
        if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
            return i;
        i += extra + 1;
    }
    return -1;
}

} // namespace gp::db::safetext
