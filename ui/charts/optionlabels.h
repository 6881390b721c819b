#pragma once

#include "catalogdata.h"
#include "plan.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace gp::ui {

/// Short names for options on charts, where a full catalog label ("Ascend 910B 64G x8
/// bare-metal machine (Kunpeng 96-core)") would crowd the plot.
class OptionLabels final {
public:
    /// The offerings every cost-vs-time chart shows, feasible or not: the seeds' comparison.
    [[nodiscard]] static QStringList alwaysShown();

    /// "H100 80G x8", "RTX 4090 24G container ×2", with the region added when \a among holds
    /// another option with the same short name.
    [[nodiscard]] static QString shortLabel(const gp::PlanOption &option,
                                            const gp::CatalogData &catalog,
                                            const QList<gp::PlanOption> &among,
                                            const QLocale &locale);

private:
    [[nodiscard]] static QString head(const gp::PlanOption &option, const gp::CatalogData &catalog,
                                      const QLocale &locale);
};

} // namespace gp::ui
