#include "rentalsteps.h"

#include "moneyformat.h"
#include "shortnames.h"

#include <QCoreApplication>

namespace gp::format {

namespace {

class RentalSteps final {
    Q_DECLARE_TR_FUNCTIONS(gp::RentalSteps)
};

QString money(const Reason &r, const QString &key, const QLocale &locale)
{
    return formatMoney(fenFromYuan(r.number(key)), locale);
}

QString trialLine(const Reason &r, const ShortNames &names, const QLocale &l)
{
    QStringList steps;
    const int count = int(r.number(QStringLiteral("steps")));
    for (int i = 1; i <= count; ++i) {
        steps << RentalSteps::tr("%n card(s)", nullptr,
                                 int(r.number(QStringLiteral("step%1_gpus").arg(i))));
    }
    QString line = RentalSteps::tr("Try it by the hour on %1: %2, %3 each, %4.")
                       .arg(names.of(r.text(QStringLiteral("offering"))),
                            steps.join(RentalSteps::tr(", then ")),
                            formatDuration(r.number(QStringLiteral("step_hours")), l),
                            money(r, QStringLiteral("total_cost_cny"), l));
    const double least = r.number(QStringLiteral("min_scaling_efficiency"), 2.0);
    if (least <= 1.0) {
        const bool weekly = r.number(QStringLiteral("weekly")) > 0;
        const QString planned = formatPercent(r.number(QStringLiteral("scaling_efficiency")), l);
        line += u' '
            + (weekly ? RentalSteps::tr("Scaling measured under %1 (planned %2) no longer fits "
                                        "the week.")
                      : RentalSteps::tr("Scaling measured under %1 (planned %2) misses the date."))
                  .arg(formatPercent(least, l), planned);
    }
    return line;
}

QString dayRentalLine(const Reason &r, const QLocale &l)
{
    return RentalSteps::tr("Ask for a day rate: under %1 a day beats the month.")
        .arg(money(r, QStringLiteral("break_even_day_cny"), l));
}

QString leadTimeLine(const Reason &r, const ShortNames &names, const QLocale &l)
{
    const QString kind = r.text(QStringLiteral("kind"));
    const QString offering = names.of(r.text(QStringLiteral("offering")));
    if (kind == u"bridge") {
        return RentalSteps::tr("%1 is %2 cheaper but arrives too late: bridge on %3 by the hour "
                               "until it does (%4 in all, done in about %5).")
            .arg(offering, money(r, QStringLiteral("saving_cny"), l),
                 names.of(r.text(QStringLiteral("bridge_offering"))),
                 money(r, QStringLiteral("bridge_total_cny"), l),
                 formatHours(r.number(QStringLiteral("bridge_finish_hours")), l));
    }
    if (kind == u"unknown") {
        return RentalSteps::tr("Delivery time not stated: ask the seller for the date.");
    }
    return RentalSteps::tr("Order about %1 ahead (typical delivery).")
        .arg(formatDays(r.number(QStringLiteral("lead_days")), l));
}

} // namespace

QStringList rentalStepLines(const Plan &plan, const CatalogData &catalog, const QLocale &locale)
{
    QStringList lines;
    const ShortNames names = ShortNames::forCatalog(catalog, locale);
    // In the order a team acts: try, then order (in time), then the bill.
    for (const QStringView code : {u"trial_first", u"lead_time", u"day_rental"}) {
        for (const Reason &r : plan.recommendation) {
            if (r.code != code)
                continue;
            if (code == u"trial_first")
                lines << trialLine(r, names, locale);
            else if (code == u"lead_time")
                lines << leadTimeLine(r, names, locale);
            else
                lines << dayRentalLine(r, locale);
        }
    }
    return lines;
}

} // namespace gp::format
