#pragma once

#include "catalogdata.h"
#include "reason.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace gp::format {

/// A plain, translated sentence for one engine reason, with its numbers formatted for \a locale
/// (e.g. memory_exceeded: "Does not fit: needs 1,120 GB per card, has 192 GB."). Offering and
/// accelerator ids in the reason are shown by their catalog labels. A code this version does not
/// know, or one missing the numbers its sentence needs, falls back to "code (key=value, ...)" so
/// nothing is ever blank.
[[nodiscard]] QString reasonSentence(const Reason &reason, const CatalogData &catalog,
                                     const QLocale &locale);

/// The generic form "code (key=value, ...)", values formatted by their key's unit suffix.
[[nodiscard]] QString reasonFallback(const Reason &reason, const QLocale &locale);

/// The codes reasonSentence has a sentence for (tests check every engine code is among them).
[[nodiscard]] QStringList knownReasonCodes();

/// An offering's label in the locale's language, or the id when the catalog does not know it.
[[nodiscard]] QString offeringLabel(const QString &offeringId, const CatalogData &catalog,
                                    const QLocale &locale);

/// An accelerator's model name ("H100 SXM 80GB"), or the id when the catalog does not know it.
[[nodiscard]] QString acceleratorLabel(const QString &acceleratorId, const CatalogData &catalog);

} // namespace gp::format
