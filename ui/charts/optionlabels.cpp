#include "optionlabels.h"

#include <QCoreApplication>

namespace gp::ui {

namespace {

/// The translation context of the texts in this file (free functions have no class).
class OptionLabelsText final {
    Q_DECLARE_TR_FUNCTIONS(gp::ui::OptionLabels)
};

} // namespace

QStringList OptionLabels::alwaysShown()
{
    return {QStringLiteral("jygpu-bm-h100-ningxia1"), QStringLiteral("jygpu-bm-910b-huawei"),
            QStringLiteral("jygpu-bm-4090-sichuan2")};
}

QString OptionLabels::shortLabel(const gp::PlanOption &option, const format::ShortNames &names)
{
    const QString name = names.of(option.offeringId);
    if (option.form == gp::RentalForm::Container)
        return OptionLabelsText::tr("%1 ×%2").arg(name).arg(option.totalGpus);
    if (option.nodes > 1)
        return OptionLabelsText::tr("%1 ×%2 machines").arg(name).arg(option.nodes);
    return name;
}

} // namespace gp::ui
