#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QList>

namespace gp {

/// Break-even of monthly bare metal against hourly containers, per accelerator (seed 003).
class BreakEvenCalculator final {
public:
    /// One entry per accelerator and distinct container hourly rate (list and charged price);
    /// the bare-metal side is the accelerator's cheapest monthly machine per card. Offerings not
    /// in ids are skipped unless ids is empty.
    [[nodiscard]] static QList<BreakEven> compute(const CatalogData &catalog,
                                                  const QList<QString> &ids = {});
    /// As compute(), over the given offerings of the catalog (what a plan evaluated).
    [[nodiscard]] static QList<BreakEven> computeFor(const CatalogData &catalog,
                                                     const QList<const Offering *> &candidates);
    /// Per-card monthly hours above which the machine is cheaper than the container rate.
    [[nodiscard]] static double hoursPerMonth(Fen bareMetalMonthlyFen, int gpusPerNode,
                                              Fen containerHourlyFen);
};

} // namespace gp
