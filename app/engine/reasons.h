#pragma once

#include "reason.h"

#include <QString>

#include <initializer_list>
#include <utility>

namespace gp {

/// Builds a Reason from a code, a severity and its named numbers and texts.
[[nodiscard]] Reason makeReason(const char *code, Reason::Severity severity,
                                std::initializer_list<std::pair<const char *, double>> numbers = {},
                                std::initializer_list<std::pair<const char *, QString>> texts = {});

/// Orders reasons blockers first, then warnings, then advice; stable within a severity.
void sortReasons(QList<Reason> &reasons);

/// True when any reason is a blocker.
[[nodiscard]] bool hasBlocker(const QList<Reason> &reasons);

} // namespace gp
