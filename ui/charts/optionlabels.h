#pragma once

#include "catalogdata.h"
#include "plan.h"
#include "shortnames.h"

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

    /// The option's short name (format::ShortNames, the comparison table's) with what the chart
    /// must add: the cards a container rents ("RTX 4090 24G container ×2"), the machines of a
    /// multi-machine option.
    [[nodiscard]] static QString shortLabel(const gp::PlanOption &option,
                                            const format::ShortNames &names);
};

} // namespace gp::ui
