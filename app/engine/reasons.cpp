#include "reasons.h"

#include <algorithm>
#include <bit>
#include <string>

namespace gp {

namespace {

/// A string literal as a QString without copying it (static storage: it outlives the reason).
QString literal(const char16_t *text)
{
    return QString::fromRawData(reinterpret_cast<const QChar *>(text),
                                qsizetype(std::char_traits<char16_t>::length(text)));
}

} // namespace

Reason makeReason(const char16_t *code, Reason::Severity severity,
                  std::initializer_list<std::pair<const char16_t *, double>> numbers,
                  std::initializer_list<std::pair<const char16_t *, QString>> texts)
{
    Reason r;
    r.code = literal(code);
    r.severity = severity;
    // An empty list stays unallocated (reserve(0) would allocate).
    if (numbers.size() > 0)
        r.numbers.reserve(qsizetype(numbers.size()));
    if (texts.size() > 0)
        r.texts.reserve(qsizetype(texts.size()));
    for (const auto &[k, v] : numbers)
        r.numbers.append({literal(k), v});
    for (const auto &[k, v] : texts)
        r.texts.append({literal(k), v});
    return r;
}

void sortReasons(QList<Reason> &reasons)
{
    // An option carries a handful of reasons: an insertion sort, stable and without the buffer
    // std::stable_sort allocates (once per option, 200,000 times in a large plan).
    for (qsizetype i = 1; i < reasons.size(); ++i) {
        for (qsizetype j = i; j > 0 && reasons.at(j).severity < reasons.at(j - 1).severity; --j)
            std::swap(reasons[j], reasons[j - 1]);
    }
}

namespace {

bool sameBits(double a, double b)
{
    return std::bit_cast<quint64>(a) == std::bit_cast<quint64>(b);
}

bool sameReason(const Reason &a, const Reason &b)
{
    if (a.code != b.code || a.severity != b.severity || a.numbers.size() != b.numbers.size()
        || a.texts != b.texts)
        return false;
    for (qsizetype i = 0; i < a.numbers.size(); ++i) {
        if (a.numbers.at(i).first != b.numbers.at(i).first
            || !sameBits(a.numbers.at(i).second, b.numbers.at(i).second))
            return false;
    }
    return true;
}

size_t hashReason(const Reason &r, size_t seed)
{
    // The keys follow from the code; the values tell reasons of one code apart. Each step
    // hashes with the running seed, so equal values in other places hash apart.
    seed = qHash(r.code, seed);
    seed = qHash(int(r.severity), seed);
    for (const auto &number : r.numbers)
        seed = qHash(std::bit_cast<quint64>(number.second), seed);
    for (const auto &text : r.texts)
        seed = qHash(text.second, seed);
    return seed;
}

} // namespace

namespace detail {

bool operator==(const PooledReason &a, const PooledReason &b)
{
    return sameReason(a.reason, b.reason);
}

size_t qHash(const PooledReason &key, size_t seed)
{
    return hashReason(key.reason, seed);
}

} // namespace detail

void ReasonPool::share(QList<Reason> &reasons)
{
    for (qsizetype i = 0; i < reasons.size(); ++i) {
        const auto found = m_reasons.constFind(detail::PooledReason {reasons.at(i)});
        if (found != m_reasons.constEnd())
            reasons[i] = found->reason;
        else if (m_reasons.size() < kLimit)
            m_reasons.insert(detail::PooledReason {reasons.at(i)});
    }
}

bool hasBlocker(const QList<Reason> &reasons)
{
    return std::any_of(reasons.cbegin(), reasons.cend(),
                       [](const Reason &r) { return r.severity == Reason::Severity::Blocker; });
}

} // namespace gp
