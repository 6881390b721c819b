#include "reasons.h"

#include <algorithm>

namespace gp {

Reason makeReason(const char *code, Reason::Severity severity,
                  std::initializer_list<std::pair<const char *, double>> numbers,
                  std::initializer_list<std::pair<const char *, QString>> texts)
{
    Reason r;
    r.code = QString::fromLatin1(code);
    r.severity = severity;
    r.numbers.reserve(qsizetype(numbers.size()));
    r.texts.reserve(qsizetype(texts.size()));
    for (const auto &[k, v] : numbers)
        r.numbers.append({QString::fromLatin1(k), v});
    for (const auto &[k, v] : texts)
        r.texts.append({QString::fromLatin1(k), v});
    return r;
}

void sortReasons(QList<Reason> &reasons)
{
    std::stable_sort(reasons.begin(), reasons.end(), [](const Reason &a, const Reason &b) {
        return static_cast<int>(a.severity) < static_cast<int>(b.severity);
    });
}

bool hasBlocker(const QList<Reason> &reasons)
{
    return std::any_of(reasons.cbegin(), reasons.cend(),
                       [](const Reason &r) { return r.severity == Reason::Severity::Blocker; });
}

} // namespace gp
