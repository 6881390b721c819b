#include "tradetext.h"

#include "catalogtext.h"
#include "moneyformat.h"
#include "reasontext.h"
#include "shortnames.h"

#include <QCoreApplication>

#include <cmath>

namespace gp::format {

namespace {

class TradeText final {
    Q_DECLARE_TR_FUNCTIONS(gp::TradeText)
};

} // namespace

QString optionName(const PlanOption &option, const CatalogData &catalog, const QLocale &locale)
{
    if (const Offering *offering = catalog.offering(option.offeringId))
        return offeringLabel(*offering, locale);
    return option.label.isEmpty() ? option.offeringId : option.label;
}

const PlanOption *runnerUp(const Plan &plan)
{
    for (const PlanOption &option : plan.options) {
        if (option.feasible && option.offeringId != plan.recommendedId)
            return &option;
    }
    for (const PlanOption &option : plan.options) {
        if (option.offeringId != plan.recommendedId && runsTheJob(option)
            && option.hours.expected > 0)
            return &option;
    }
    return nullptr;
}

QString tradeSentence(const Plan &plan, const CatalogData &catalog, const QLocale &locale)
{
    const PlanOption *best = plan.option(plan.recommendedId);
    const PlanOption *other = runnerUp(plan);
    if (!best || !other)
        return {};
    // Short names: the two are often one machine in two versions, told apart by a region or
    // a network the full labels bury. The cost is the decision's: the bill and the porting the
    // comparison counts.
    const ShortNames names = ShortNames::forCatalog(catalog, locale);
    const QString mine = names.of(best->offeringId);
    const QString theirs = names.of(other->offeringId);
    const Fen costDiff
        = needBilled(*best) + best->portingFen - needBilled(*other) - other->portingFen;
    const double hourDiff = best->hours.expected - other->hours.expected;
    const QString money = formatMoney(std::llabs(costDiff), locale);
    const QString time = formatHours(std::fabs(hourDiff), locale);
    const bool cheaper = costDiff <= 0;
    const bool faster = hourDiff <= 0;
    // Under half an hour apart reads as the same time.
    const bool sameTime = std::fabs(hourDiff) < 0.5;
    QString sentence;
    if (sameTime) {
        sentence = cheaper
            ? TradeText::tr("%1 costs %3 less than %2 for the same time.").arg(mine, theirs, money)
            : TradeText::tr("%1 costs %3 more than %2 for the same time.").arg(mine, theirs, money);
    } else if (cheaper && faster) {
        sentence = TradeText::tr("%1 is both cheaper than %2 (by %3) and faster (by %4).")
                       .arg(mine, theirs, money, time);
    } else if (cheaper) {
        sentence = TradeText::tr("%1 saves %3 against %2 and takes %4 longer.")
                       .arg(mine, theirs, money, time);
    } else if (faster) {
        sentence = TradeText::tr("%1 costs %3 more than %2 and finishes %4 sooner.")
                       .arg(mine, theirs, money, time);
    } else {
        sentence = TradeText::tr("%1 costs %3 more than %2 and takes %4 longer.")
                       .arg(mine, theirs, money, time);
    }
    // Why the runner-up is not the answer, when the engine says so: what rules it out, or the
    // deadline or budget it puts at risk.
    for (const Reason &reason : other->reasons) {
        const bool limit = reason.code.startsWith(u"deadline") || reason.code.startsWith(u"budget");
        if (reason.severity != Reason::Severity::Blocker && !limit)
            continue;
        sentence += QLatin1Char(' ')
            + TradeText::tr("%1: %2").arg(theirs, reasonSentence(reason, catalog, locale));
        break;
    }
    return sentence;
}

QString nearMissLine(const Reason &nearMiss, const CatalogData &catalog, const QLocale &locale)
{
    const QString id = nearMiss.text(QStringLiteral("offering"));
    const Offering *offering = catalog.offering(id);
    return TradeText::tr("%1: %2 less, about %3 against the deadline of %4 (%5 likely).")
        .arg(offering ? ShortNames::forCatalog(catalog, locale).of(id) : id,
             formatMoney(fenFromYuan(nearMiss.number(QStringLiteral("saving_cny"))), locale),
             formatHours(nearMiss.number(QStringLiteral("hours")), locale),
             formatHours(nearMiss.number(QStringLiteral("deadline_hours")), locale),
             formatPercent(nearMiss.number(QStringLiteral("likelihood")), locale));
}

} // namespace gp::format
