#pragma once

#include "reason.h"

#include <QList>
#include <QSet>
#include <QString>

#include <initializer_list>
#include <utility>

namespace gp {

/// Builds a Reason from a code, a severity and its named numbers and texts. Code and keys are
/// string literals (u"memory_exceeded"), referred to rather than copied: a plan over 200,000
/// offerings builds millions of keys.
[[nodiscard]] Reason
makeReason(const char16_t *code, Reason::Severity severity,
           std::initializer_list<std::pair<const char16_t *, double>> numbers = {},
           std::initializer_list<std::pair<const char16_t *, QString>> texts = {});

/// Orders reasons blockers first, then warnings, then advice; stable within a severity.
void sortReasons(QList<Reason> &reasons);

/// True when any reason is a blocker.
[[nodiscard]] bool hasBlocker(const QList<Reason> &reasons);

namespace detail {
/// A reason as ReasonPool keys it: numbers equal only bit for bit.
struct PooledReason {
    Reason reason;
};
[[nodiscard]] bool operator==(const PooledReason &a, const PooledReason &b);
[[nodiscard]] size_t qHash(const PooledReason &key, size_t seed = 0);
} // namespace detail

/// Stores equal reasons once. Offerings of the same hardware get the same memory, time and
/// checkpoint reasons, so a plan over 200,000 of them would otherwise hold hundreds of thousands
/// of equal copies (about 100 MB); here they share one (Qt's implicit sharing: changing an
/// option's reason later copies it first).
class ReasonPool final {
public:
    /// Replaces each reason of \a reasons by the pooled equal one where there is one; pools it
    /// otherwise, up to kLimit distinct reasons (the price-dependent ones rarely repeat).
    void share(QList<Reason> &reasons);

    static constexpr qsizetype kLimit = 1 << 15;

private:
    QSet<detail::PooledReason> m_reasons;
};

} // namespace gp
