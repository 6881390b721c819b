// What the advice may never say, over every sample job and a sweep of generated jobs on the
// shipped catalog: no advice about an offering or accelerator that cannot run the job, no hourly
// sprint on an offering rented only by the month, no hybrid plan for one-off work, no
// recommendation carrying a warning another feasible option avoids or a cost over the budget,
// and no sentence calling a deadline met that the likelihood does not support.

#include "advisor.h"
#include "framework.h"
#include "jobparser.h"
#include "modelpresets.h"
#include "planner.h"
#include "reasontext.h"
#include "shippeddata.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

const CatalogData &shipped()
{
    static const CatalogData data = [] {
        QString error;
        const auto d = db::ShippedData::read(u":/db/data/default_catalog.json"_s, &error);
        if (!d)
            qFatal("shipped catalog: %s", qPrintable(error));
        return d->data();
    }();
    return data;
}

QList<QPair<QString, Job>> sampleJobs()
{
    QList<QPair<QString, Job>> jobs;
    const QDir dir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR") + u"/resources/jobs"_s);
    for (const QString &name : dir.entryList({u"*.gpuplan"_s}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(f.fileName()));
        const JobParseResult r = parseJob(f.readAll());
        if (!r.ok())
            qFatal("%s: %s", qPrintable(name), qPrintable(r.errorLine()));
        jobs.append({name, *r.job});
    }
    return jobs;
}

/// Models x methods x cadence x constraints: about four hundred everyday jobs.
QList<QPair<QString, Job>> sweepJobs()
{
    QList<QPair<QString, Job>> jobs;
    const char *models[] = {"qwen2.5-7b", "llama-2-13b", "qwen2.5-32b", "llama-3.1-70b"};
    struct Kind {
        const char *name;
        Method method;
        Precision precision;
        double tokensB;
    };
    const Kind kinds[] = {{"full", Method::Full, Precision::BF16, 1},
                          {"lora", Method::LoRA, Precision::BF16, 0.5},
                          {"qlora", Method::QLoRA, Precision::INT4, 0.5},
                          {"serve-fp16", Method::Inference, Precision::FP16, 0},
                          {"serve-int4", Method::Inference, Precision::INT4, 0}};
    for (const char *model : models) {
        for (const Kind &k : kinds) {
            for (int variant = 0; variant < 20; ++variant) {
                Job j;
                j.model = ModelPresets::preset(QString::fromLatin1(model)).value_or(ModelSpec {});
                j.method = k.method;
                j.precision = k.precision;
                j.tokensB = k.tokensB;
                j.iteration = variant % 2 ? Iteration::Weekly : Iteration::OneOff;
                if (variant % 4 >= 2)
                    j.deadlineDays = variant % 8 >= 4 ? 3.0 : 14.0;
                if (variant % 5 == 1)
                    j.budgetCny = 10000;
                if (variant % 5 == 3)
                    j.budgetCny = 100000;
                j.domesticHardware = variant % 7 == 3;
                j.physicalIsolation = variant % 9 == 4;
                j.expansion = variant % 6 == 5 ? Expansion::Within6Months
                    : variant % 6 == 2         ? Expansion::Now
                                               : Expansion::None;
                j.inference.concurrentRequests = variant % 3 == 0 ? 1 : 16 * (variant % 3);
                if (variant % 10 == 7)
                    j.valueOfTimeCnyPerDay = 5000;
                jobs.append(
                    {u"%1 %2 #%3"_s.arg(QString::fromLatin1(model), QString::fromLatin1(k.name))
                         .arg(variant),
                     j});
            }
        }
    }
    return jobs;
}

bool runsOn(const Plan &plan, const QString &offeringId)
{
    const PlanOption *o = plan.option(offeringId);
    return o && runsTheJob(*o);
}

bool acceleratorRuns(const Plan &plan, const QString &acceleratorId)
{
    for (const PlanOption &o : plan.options) {
        if (o.acceleratorId == acceleratorId && runsTheJob(o))
            return true;
    }
    return false;
}

/// Every offering a reason names, except where the reason is about another job (would_run_with)
/// or names a machine only as the source of a catalog figure (ram_assumed).
QList<QString> namedOfferings(const Reason &r)
{
    QList<QString> ids;
    if (r.code == u"would_run_with" || r.code == u"ram_assumed")
        return ids;
    // A trial names a container to try the code on, whether or not the whole job fits there
    // (the sentence says so); the machine it prepares must run the job.
    if (r.code == u"trial_first")
        return {r.text(u"recommended"_s)};
    for (const auto &[key, value] : r.texts) {
        if (key == u"offering" || key == u"alternative" || key == u"sprint" || key == u"iterate"
            || key == u"recommended")
            ids << value;
    }
    return ids;
}

} // namespace

class TestAdviceInvariants final : public QObject {
    Q_OBJECT

private slots:
    void adviceOnlyAboutWhatRunsTheJob_data();
    void adviceOnlyAboutWhatRunsTheJob();
};

void TestAdviceInvariants::adviceOnlyAboutWhatRunsTheJob_data()
{
    QTest::addColumn<Job>("job");
    for (const auto &[name, job] : sampleJobs())
        QTest::newRow(qPrintable(name)) << job;
    for (const auto &[name, job] : sweepJobs())
        QTest::newRow(qPrintable(name)) << job;
}

void TestAdviceInvariants::adviceOnlyAboutWhatRunsTheJob()
{
    QFETCH(Job, job);
    const Plan plan = makePlan(job, shipped());
    const bool training = job.method != Method::Inference;

    // Plan-level advice and the recommendation.
    for (const QList<Reason> *list : {&plan.advice, &plan.recommendation}) {
        for (const Reason &r : *list) {
            if (r.code == u"leaner_framework") {
                // It names an offering that runs the job with the leaner software it names.
                Job leaner = job;
                leaner.framework = Frameworks::fromKey(r.text(u"framework"_s));
                QVERIFY(leaner.framework);
                leaner.offerings = {r.text(u"offering"_s)};
                const Plan alt = makePlan(leaner, shipped());
                QVERIFY2(!alt.options.isEmpty() && runsTheJob(alt.options.first()),
                         qPrintable(r.text(u"offering"_s)));
                continue;
            }
            for (const QString &id : namedOfferings(r))
                QVERIFY2(runsOn(plan, id), qPrintable(r.code + u" names "_s + id));
            if (r.code == u"tier") {
                QVERIFY2(acceleratorRuns(plan, r.text(u"accelerator"_s)),
                         qPrintable(r.text(u"accelerator"_s)));
            }
            if (r.code == u"cheaper_past_deadline") {
                // Named only when the deadline is all that stands in its way, and it saves money.
                const PlanOption *near = plan.option(r.text(u"offering"_s));
                const PlanOption *pick = plan.option(plan.recommendedId);
                QVERIFY(near && pick && !near->feasible);
                for (const Reason &b : near->reasons) {
                    if (b.severity == Reason::Severity::Blocker)
                        QCOMPARE(b.code, u"deadline_missed"_s);
                }
                QVERIFY(near->decisionCostFen < pick->decisionCostFen);
            }
            if (r.code == u"hybrid_plan") {
                QVERIFY2(training && job.iteration == Iteration::Weekly, "hybrid for one-off work");
                const Offering *sprint = shipped().offering(r.text(u"sprint"_s));
                QVERIFY(sprint);
                QVERIFY2(sprint->latest(BillingUnit::Hour),
                         qPrintable(u"hourly sprint on a monthly-only offering "_s + sprint->id));
            }
        }
    }
    // Break-even lines only for accelerators that run the job.
    for (const BreakEven &b : plan.breakeven)
        QVERIFY2(acceleratorRuns(plan, b.acceleratorId), qPrintable(b.acceleratorId));
    // Advice that cites a break-even cites one of the lines the plan lists (and the reports
    // print): its monthly machine and hours.
    const auto citesListedLine = [&plan](const Reason &r) {
        return std::any_of(plan.breakeven.cbegin(), plan.breakeven.cend(),
                           [&r](const BreakEven &b) {
                               return b.bareMetalOfferingId == r.text(u"alternative"_s)
                                   && b.hoursPerMonth == r.number(u"breakeven_hours"_s, -1);
                           });
    };
    QList<Reason> cited = plan.advice;
    for (const PlanOption &o : plan.options)
        cited += o.reasons;
    for (const Reason &r : std::as_const(cited)) {
        if (r.code == u"breakeven_favours_monthly"_s)
            QVERIFY2(citesListedLine(r), qPrintable(r.text(u"alternative"_s)));
    }
    // Each option's own advice names only offerings that run the job.
    for (const PlanOption &o : plan.options) {
        for (const Reason &r : o.reasons) {
            if (r.severity == Reason::Severity::Blocker)
                continue;
            for (const QString &id : namedOfferings(r))
                QVERIFY2(runsOn(plan, id),
                         qPrintable(o.offeringId + u": "_s + r.code + u" names "_s + id));
        }
    }

    const PlanOption *rec = plan.option(plan.recommendedId);
    if (!rec)
        return;
    QVERIFY(rec->feasible);
    // Never a warning that another feasible option avoids, unless that option carries a warning
    // the rule weighs first (a machine without IB for a planned expansion, then a PCIe
    // bottleneck, then over-provisioning) which the recommended one does not, or, for the
    // warnings whose cost the plan already counts (PCIe, over-provisioning), unless avoiding it
    // costs more than a material saving.
    const QStringList order {u"needs_ib_for_expansion"_s, u"pcie_allreduce_bottleneck"_s,
                             u"over_provisioned"_s};
    const auto carries = [](const PlanOption &o, const QString &code) {
        return std::any_of(o.reasons.cbegin(), o.reasons.cend(),
                           [&code](const Reason &r) { return r.code == code; });
    };
    for (qsizetype i = 0; i < order.size(); ++i) {
        if (!carries(*rec, order.at(i)))
            continue;
        for (const PlanOption &o : plan.options) {
            if (!o.feasible || carries(o, order.at(i)))
                continue;
            bool worse = false;
            for (qsizetype j = 0; j < i; ++j)
                worse = worse || (carries(o, order.at(j)) && !carries(*rec, order.at(j)));
            const Fen decision = o.decisionCostFen;
            const Fen picked = rec->decisionCostFen;
            worse = worse
                || (i > 0 && double(decision) > double(picked) * (1.0 + Advisor::kMaterialSaving));
            QVERIFY2(worse, qPrintable(order.at(i) + u" avoided by "_s + o.offeringId));
        }
    }
    // Every budget verdict uses the decision's cost: the need billed plus the porting counted.
    if (job.budgetCny) {
        const Fen budget = fenFromYuan(*job.budgetCny);
        for (const PlanOption &o : plan.options) {
            if (o.needBilledFen <= 0)
                continue;
            const Fen cost = o.needBilledFen + o.portingFen;
            bool over = false;
            for (const Reason &r : o.reasons) {
                if (r.code == u"over_budget" || r.code == u"budget_at_risk")
                    QCOMPARE(fenFromYuan(r.number(u"cost_cny"_s)), cost);
                over = over || r.code == u"over_budget";
            }
            QVERIFY2(over == (cost > budget), qPrintable(o.offeringId));
        }
        QVERIFY(rec->needBilledFen + rec->portingFen <= budget);
        const PlanOption *fastest = plan.option(plan.fastestWithinBudgetId);
        QVERIFY(fastest && fastest->needBilledFen + fastest->portingFen <= budget);
    }
    // The headline never claims a deadline the likelihood does not support.
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    for (const Reason &r : plan.recommendation) {
        const QString s = format::reasonSentence(r, shipped(), en);
        if (s.contains(u"finishes within the deadline"_s))
            QVERIFY2(rec->deadlineLikelihood >= 0.8, qPrintable(s));
    }
}

QTEST_GUILESS_MAIN(TestAdviceInvariants)
#include "tst_adviceinvariants.moc"
