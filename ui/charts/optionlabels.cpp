#include "optionlabels.h"

#include "costtimecontent.h"

namespace gp::ui {

QStringList OptionLabels::alwaysShown()
{
    return gp::chart::yardsticks();
}

QString OptionLabels::shortLabel(const gp::PlanOption &option, const format::ShortNames &names)
{
    return gp::chart::chartLabel(option, names);
}

} // namespace gp::ui
