#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLocale>
#include <QStringList>

namespace gp::format {

/// How to rent the recommendation, one short line per step a manager signs off before the
/// order: the trial by the hour (seed 000's four steps), a day rate to ask for, when to order or
/// how to bridge the delivery (seed 003). The window's summary and the decision sheet show these
/// lines; the text plan and the full report give the whole sentences. Empty when the plan has
/// none of that advice.
[[nodiscard]] QStringList rentalStepLines(const Plan &plan, const CatalogData &catalog,
                                          const QLocale &locale);

} // namespace gp::format
