#include "optionlabels.h"

#include "catalogtext.h"

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

QString OptionLabels::head(const gp::PlanOption &option, const gp::CatalogData &catalog,
                           const QLocale &locale)
{
    const gp::Offering *offering = catalog.offering(option.offeringId);
    QString label = offering ? format::offeringLabel(*offering, locale) : option.label;
    if (label.isEmpty())
        label = option.offeringId;
    // The catalog's labels end in the rental form; the chart says the form another way.
    static const QStringList cuts {QStringLiteral(" bare-metal"),  QStringLiteral(" 裸金属"),
                                   QStringLiteral(" container"),   QStringLiteral(" 容器"),
                                   QStringLiteral(" single-card"), QStringLiteral(" 单卡")};
    for (const QString &cut : cuts) {
        const auto at = label.indexOf(cut);
        if (at > 0)
            label.truncate(at);
    }
    if (option.form == gp::RentalForm::Container)
        return OptionLabelsText::tr("%1 container ×%2").arg(label).arg(option.totalGpus);
    if (option.nodes > 1)
        return OptionLabelsText::tr("%1 ×%2 machines").arg(label).arg(option.nodes);
    return label;
}

QString OptionLabels::shortLabel(const gp::PlanOption &option, const gp::CatalogData &catalog,
                                 const QList<gp::PlanOption> &among, const QLocale &locale)
{
    const QString mine = head(option, catalog, locale);
    bool clash = false;
    for (const gp::PlanOption &other : among) {
        if (other.offeringId != option.offeringId && head(other, catalog, locale) == mine)
            clash = true;
    }
    if (!clash)
        return mine;
    const gp::Offering *offering = catalog.offering(option.offeringId);
    const QString region = offering ? format::offeringRegion(*offering, locale) : QString();
    if (!region.isEmpty())
        return OptionLabelsText::tr("%1 (%2)").arg(mine, region);
    // No region to tell them apart: the catalog's full label does.
    return offering ? format::offeringLabel(*offering, locale) : option.offeringId;
}

} // namespace gp::ui
