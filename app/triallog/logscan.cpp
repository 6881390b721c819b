#include "logscan.h"

#include <QByteArrayMatcher>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>

namespace gp::triallog::scan {

namespace {

bool isBreak(char c)
{
    return c == '\n' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

qsizetype skipSpaces(QByteArrayView text, qsizetype pos)
{
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
        ++pos;
    return pos;
}

/// Past spaces and one ':' or '=' and the spaces after it.
qsizetype skipSeparator(QByteArrayView text, qsizetype pos)
{
    pos = skipSpaces(text, pos);
    if (pos < text.size() && (text[pos] == ':' || text[pos] == '='))
        pos = skipSpaces(text, pos + 1);
    return pos;
}

} // namespace

std::optional<qint64> wholeNumber(std::optional<double> value)
{
    if (!value || !(*value >= 0) || *value > 1e15 || std::floor(*value) != *value)
        return std::nullopt;
    return qint64(*value);
}

LineRef lineAround(QByteArrayView text, qsizetype pos)
{
    if (text.isEmpty())
        return {};
    // memrchr / memchr find the '\n' around; a '\r' (rarer) is then looked for between them only,
    // never through the rest of a large log.
    const char *data = text.data();
    const void *before = pos > 0 ? memrchr(data, '\n', size_t(pos)) : nullptr;
    qsizetype begin = before ? qsizetype(static_cast<const char *>(before) - data) + 1 : 0;
    const void *after = std::memchr(data + pos, '\n', size_t(text.size() - pos));
    qsizetype end = after ? qsizetype(static_cast<const char *>(after) - data) : text.size();
    if (const void *cr = pos > begin ? memrchr(data + begin, '\r', size_t(pos - begin)) : nullptr)
        begin = qsizetype(static_cast<const char *>(cr) - data) + 1;
    if (const void *cr = std::memchr(data + pos, '\r', size_t(end - pos)))
        end = qsizetype(static_cast<const char *>(cr) - data);
    return {begin, end};
}

std::vector<LineRef> linesContaining(QByteArrayView text, QByteArrayView marker)
{
    // One matcher for the whole search: QByteArrayView::indexOf would rebuild its skip table at
    // each of a long log's hundreds of thousands of reports.
    const QByteArrayMatcher matcher(marker.data(), marker.size());
    std::vector<LineRef> lines;
    qsizetype from = 0;
    while (from < text.size()) {
        const qsizetype hit = matcher.indexIn(text, from);
        if (hit < 0)
            break;
        const LineRef line = lineAround(text, hit);
        lines.push_back(line);
        from = line.end + 1;
    }
    return lines;
}

bool isUnterminated(QByteArrayView text, const LineRef &line)
{
    return line.end >= text.size();
}

qint64 lineNumber(QByteArrayView text, qsizetype pos)
{
    const QByteArrayView before = text.first(std::clamp<qsizetype>(pos, 0, text.size()));
    return qint64(std::count(before.begin(), before.end(), '\n')) + 1;
}

std::optional<double> leadingNumber(QByteArrayView text, qsizetype *end)
{
    qsizetype pos = skipSpaces(text, 0);
    if (pos < text.size() && text[pos] == '+')
        ++pos;
    // from_chars accepts "inf" and "nan", which no log means as a figure: a digit must come first
    // (or a sign or point before one).
    const qsizetype first = pos;
    qsizetype probe = pos;
    if (probe < text.size() && text[probe] == '-')
        ++probe;
    if (probe < text.size() && text[probe] == '.')
        ++probe;
    if (probe >= text.size() || !isDigit(text[probe]))
        return std::nullopt;
    double value = 0;
    const char *begin = text.data() + first;
    const auto [ptr, ec] = std::from_chars(begin, text.data() + text.size(), value);
    if (ec != std::errc() || !std::isfinite(value))
        return std::nullopt;
    if (end)
        *end = qsizetype(ptr - text.data());
    return value;
}

std::optional<double> numberAfter(QByteArrayView line, QByteArrayView key)
{
    const qsizetype at = line.indexOf(key);
    if (at < 0)
        return std::nullopt;
    return leadingNumber(line.sliced(skipSeparator(line, at + key.size())));
}

std::optional<qint64> integerAfter(QByteArrayView line, QByteArrayView key)
{
    return wholeNumber(numberAfter(line, key));
}

std::optional<qint64> counterAfter(QByteArrayView line, QByteArrayView key)
{
    qsizetype from = 0;
    while (from < line.size()) {
        const qsizetype at = line.indexOf(key, from);
        if (at < 0)
            return std::nullopt;
        from = at + key.size();
        const QByteArrayView rest = line.sliced(skipSpaces(line, from));
        qsizetype numberEnd = 0;
        const std::optional<qint64> n = wholeNumber(leadingNumber(rest, &numberEnd));
        if (!n)
            continue;
        const qsizetype slash = skipSpaces(rest, numberEnd);
        if (slash < rest.size() && rest[slash] == '/')
            return n;
    }
    return std::nullopt;
}

std::optional<double> settingValue(QByteArrayView text, QByteArrayView key)
{
    qsizetype from = 0;
    while (from < text.size()) {
        const qsizetype at = text.indexOf(key, from);
        if (at < 0)
            return std::nullopt;
        from = at + key.size();
        // The key must stand alone: "train_batch_size" is not "micro_train_batch_size".
        const bool startsWord = at == 0
            || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_');
        qsizetype pos = from;
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == '.' || text[pos] == '\t'))
            ++pos;
        pos = skipSeparator(text, pos);
        if (!startsWord || pos >= text.size() || isBreak(text[pos]))
            continue;
        const LineRef line = lineAround(text, pos);
        if (const auto value = leadingNumber(text.sliced(pos, line.end - pos)))
            return value;
    }
    return std::nullopt;
}

std::optional<int> worldSize(QByteArrayView text)
{
    std::optional<double> found;
    for (const QByteArrayView key : {QByteArrayView("world_size"), QByteArrayView("world size")}) {
        if (const auto value = settingValue(text, key)) {
            found = value;
            break;
        }
    }
    if (!found) {
        const qsizetype at = text.indexOf("MEMBER:");
        if (at >= 0) {
            const LineRef line = lineAround(text, at);
            const QByteArrayView rest = text.sliced(at, line.end - at);
            const qsizetype slash = rest.indexOf('/');
            if (slash > 0)
                found = leadingNumber(rest.sliced(slash + 1));
        }
    }
    const std::optional<qint64> cards = wholeNumber(found);
    if (!cards || *cards < 1 || *cards > 1000000)
        return std::nullopt;
    return int(*cards);
}

std::optional<QDate> firstDate(QByteArrayView text)
{
    // "2025-08-01 07:19:37" or "2025-08-01T07:19": find a '-' and check the pattern around it.
    const char *data = text.data();
    const qsizetype size = text.size();
    qsizetype pos = 4;
    while (pos + 12 <= size) {
        const void *dash = std::memchr(data + pos, '-', size_t(size - pos));
        if (!dash)
            return std::nullopt;
        pos = qsizetype(static_cast<const char *>(dash) - data);
        const char *p = data + pos - 4; // "YYYY-MM-DD HH:MM"
        if (pos + 12 <= size && isDigit(p[0]) && isDigit(p[1]) && isDigit(p[2]) && isDigit(p[3])
            && isDigit(p[5]) && isDigit(p[6]) && p[7] == '-' && isDigit(p[8]) && isDigit(p[9])
            && (p[10] == ' ' || p[10] == 'T') && isDigit(p[11]) && isDigit(p[12]) && p[13] == ':') {
            const QDate date((p[0] - '0') * 1000 + (p[1] - '0') * 100 + (p[2] - '0') * 10
                                 + (p[3] - '0'),
                             (p[5] - '0') * 10 + (p[6] - '0'), (p[8] - '0') * 10 + (p[9] - '0'));
            if (date.isValid() && date.year() >= 2000)
                return date;
        }
        ++pos;
    }
    return std::nullopt;
}

qsizetype binaryAt(QByteArrayView text)
{
    if (text.isEmpty())
        return -1; // memchr on an empty view's null pointer is undefined
    const void *nul = std::memchr(text.data(), '\0', size_t(text.size()));
    return nul ? qsizetype(static_cast<const char *>(nul) - text.data()) : -1;
}

} // namespace gp::triallog::scan
