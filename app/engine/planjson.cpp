#include "planjson.h"

#include "framework.h"
#include "jobparser.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace gp {

namespace {

QString formKey(RentalForm form)
{
    switch (form) {
    case RentalForm::Container:
        return u"container"_s;
    case RentalForm::BareMetal:
        return u"bare_metal"_s;
    case RentalForm::Cluster:
        return u"cluster"_s;
    }
    return {};
}

QString recomputeKey(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return u"none"_s;
    case Recompute::Selective:
        return u"selective"_s;
    case Recompute::Full:
        return u"full"_s;
    }
    return {};
}

/// An id, or null when the engine left it empty (nothing feasible, no deadline...).
QJsonValue idOrNull(const QString &id)
{
    return id.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(id);
}

QJsonArray reasonsToJson(const QList<Reason> &reasons)
{
    QJsonArray out;
    for (const auto &r : reasons)
        out.append(reasonToJson(r));
    return out;
}

QJsonObject memoryToJson(const MemoryBreakdown &m)
{
    return QJsonObject {
        {u"weights"_s, stableJson(m.weights)},     {u"gradients"_s, stableJson(m.gradients)},
        {u"optimizer"_s, stableJson(m.optimizer)}, {u"activations"_s, stableJson(m.activations)},
        {u"kv_cache"_s, stableJson(m.kvCache)},    {u"overhead"_s, stableJson(m.overhead)},
    };
}

QJsonObject wholeRunToJson(const WholeRun &w)
{
    return QJsonObject {
        {u"steady_hours"_s, stableJson(w.steadyHours)},
        {u"startup_hours"_s, stableJson(w.startupHours)},
        {u"checkpoint_hours"_s, stableJson(w.checkpointHours)},
        {u"failure_hours"_s, stableJson(w.failureHours)},
        {u"evaluation_hours"_s, stableJson(w.evaluationHours)},
        {u"checkpoint_interval_hours"_s, stableJson(w.intervalHours)},
        {u"expected_failures"_s, stableJson(w.failures)},
    };
}

QJsonObject layoutToJson(const Layout &l)
{
    return QJsonObject {
        {u"dp"_s, l.dp},
        {u"tp"_s, l.tp},
        {u"pp"_s, l.pp},
        {u"zero"_s, l.zero},
        {u"micro_batch"_s, l.microBatch},
        {u"recompute"_s, recomputeKey(l.recompute)},
        {u"offload"_s, l.offload},
        {u"interleave"_s, l.interleave},
        {u"cp"_s, l.cp},
    };
}

QJsonObject servingToJson(const ServingEstimate &s)
{
    return QJsonObject {
        {u"replicas"_s, s.replicas},
        {u"tokens_per_s_per_gpu"_s, stableJson(s.tokensPerSPerGpu)},
        {u"tokens_per_s"_s, stableJson(s.tokensPerS)},
        {u"cost_per_month_cny"_s, yuanJson(s.costPerMonthFen)},
        {u"cost_per_million_tokens_cny"_s, yuanJson(s.costPerMillionTokensFen)},
    };
}

QJsonObject optionToJson(const PlanOption &o, const CatalogData &catalog)
{
    QJsonObject j;
    j.insert(u"offering"_s, o.offeringId);
    j.insert(u"label"_s, o.label);
    if (const Offering *off = catalog.offering(o.offeringId); off && !off->labelZh.isEmpty())
        j.insert(u"label_zh"_s, off->labelZh);
    j.insert(u"accelerator"_s, o.acceleratorId);
    j.insert(u"form"_s, formKey(o.form));
    // Days from the order to the machine, as the seller typically delivers; null: not stated.
    const Offering *offering = catalog.offering(o.offeringId);
    j.insert(u"lead_time_days"_s,
             offering && offering->leadTimeDays ? stableJson(*offering->leadTimeDays)
                                                : QJsonValue(QJsonValue::Null));
    j.insert(u"framework"_s, Frameworks::key(o.framework));
    j.insert(u"total_gpus"_s, o.totalGpus);
    j.insert(u"nodes"_s, o.nodes);
    j.insert(u"feasible"_s, o.feasible);
    j.insert(u"reasons"_s, reasonsToJson(o.reasons));
    j.insert(u"memory_per_gpu_gb"_s, stableJson(o.memoryPerGpuGb));
    j.insert(u"memory_capacity_gb"_s, stableJson(o.memoryCapacityGb));
    j.insert(u"memory_breakdown_gb"_s, memoryToJson(o.memory));
    j.insert(u"layout"_s, layoutToJson(o.layout));
    j.insert(u"step_seconds"_s, stableJson(o.stepSeconds));
    j.insert(u"mfu"_s, stableJson(o.mfu));
    j.insert(u"hfu"_s, stableJson(o.hfu));
    j.insert(u"compute_efficiency"_s, stableJson(o.computeEfficiency));
    j.insert(u"tokens_per_s"_s, stableJson(o.tokensPerS));
    j.insert(u"scaling_efficiency"_s, stableJson(o.scalingEfficiency));
    j.insert(u"hours"_s, stableJson(o.hours.expected));
    j.insert(u"hours_low"_s, stableJson(o.hours.low));
    j.insert(u"hours_high"_s, stableJson(o.hours.high));
    j.insert(u"steady_hours"_s, stableJson(o.steadyHours));
    if (o.wholeRun.steadyHours > 0)
        j.insert(u"whole_run"_s, wholeRunToJson(o.wholeRun));
    j.insert(u"gpu_hours"_s, stableJson(o.gpuHours));
    j.insert(u"hourly_cny"_s, yuanJson(o.hourlyFen));
    j.insert(u"cost_prorated_cny"_s, yuanJson(o.costProratedFen.expected));
    j.insert(u"cost_low_cny"_s, yuanJson(o.costProratedFen.low));
    j.insert(u"cost_high_cny"_s, yuanJson(o.costProratedFen.high));
    j.insert(u"cost_billed_cny"_s, yuanJson(o.costBilledFen));
    j.insert(u"idle_cny"_s, yuanJson(o.idleFen));
    j.insert(u"billing"_s, o.billing);
    // The whole need (one run, a month of weekly runs, a month of serving) and the decision cost.
    j.insert(u"need_billed_cny"_s, yuanJson(o.needBilledFen));
    j.insert(u"need_billing"_s, o.needBilling);
    if (o.runsPerMonth > 0)
        j.insert(u"runs_per_month"_s, o.runsPerMonth);
    j.insert(u"porting_cost_cny"_s, yuanJson(o.portingFen));
    j.insert(u"time_value_cny"_s, yuanJson(o.timeValueFen));
    j.insert(u"decision_cost_cny"_s, yuanJson(o.decisionCostFen));
    j.insert(u"deadline_likelihood"_s, stableJson(o.deadlineLikelihood));
    j.insert(u"budget_likelihood"_s, stableJson(o.budgetLikelihood));
    j.insert(u"pareto"_s, o.onParetoFront);
    j.insert(u"price_observed_on"_s,
             o.priceObservedOn.isValid() ? QJsonValue(o.priceObservedOn.toString(Qt::ISODate))
                                         : QJsonValue(QJsonValue::Null));
    j.insert(u"price_source"_s, o.priceSource);
    if (o.serving)
        j.insert(u"serving"_s, servingToJson(*o.serving));
    return j;
}

QJsonObject breakEvenToJson(const BreakEven &b)
{
    return QJsonObject {
        {u"accelerator"_s, b.acceleratorId},
        {u"container_hourly_cny"_s, yuanJson(b.containerHourlyFen)},
        {u"bare_metal_monthly_cny"_s, yuanJson(b.bareMetalMonthlyFen)},
        {u"hours_per_month"_s, stableJson(b.hoursPerMonth)},
        {u"gpus_per_node"_s, b.gpusPerNode},
        {u"container_offering"_s, b.containerOfferingId},
        {u"bare_metal_offering"_s, b.bareMetalOfferingId},
    };
}

} // namespace

QString severityKey(Reason::Severity severity)
{
    switch (severity) {
    case Reason::Severity::Blocker:
        return u"blocker"_s;
    case Reason::Severity::Warning:
        return u"warning"_s;
    case Reason::Severity::Info:
        return u"info"_s;
    }
    return {};
}

QJsonValue yuanJson(Fen fen)
{
    // Fen are exact integers; dividing by 100 gives the nearest double to the two-decimal yuan
    // amount, which QJsonDocument prints in its shortest form (12367.23, 86880).
    return QJsonValue(static_cast<double>(fen) / 100.0);
}

QJsonValue stableJson(double value)
{
    if (!std::isfinite(value))
        return QJsonValue(QJsonValue::Null);
    if (value == 0)
        return QJsonValue(0.0);
    const double magnitude = std::fabs(value);
    const int decimals = magnitude >= 1
        ? 3
        : 3 - static_cast<int>(std::floor(std::log10(magnitude))); // 4 significant digits
    const double scale = std::pow(10.0, decimals);
    return QJsonValue(std::round(value * scale) / scale);
}

QJsonObject reasonToJson(const Reason &reason)
{
    QJsonObject j;
    j.insert(u"code"_s, reason.code);
    j.insert(u"severity"_s, severityKey(reason.severity));
    for (const auto &[key, value] : reason.numbers)
        j.insert(key, stableJson(value));
    for (const auto &[key, value] : reason.texts)
        j.insert(key, value);
    return j;
}

QJsonObject planToJson(const Plan &plan, const CatalogData &catalog)
{
    QJsonObject j;
    j.insert(u"format"_s, QString::fromLatin1(kPlanFormatTag));
    const QDate date = plan.catalogDate.isValid() ? plan.catalogDate : catalog.priceDate();
    j.insert(u"catalog_date"_s,
             date.isValid() ? QJsonValue(date.toString(Qt::ISODate))
                            : QJsonValue(QJsonValue::Null));
    j.insert(u"currency"_s, u"CNY"_s);
    j.insert(u"recommended"_s, idOrNull(plan.recommendedId));
    j.insert(u"recommendation"_s, reasonsToJson(plan.recommendation));
    j.insert(u"cheapest_meeting_deadline"_s, idOrNull(plan.cheapestMeetingDeadlineId));
    j.insert(u"fastest_within_budget"_s, idOrNull(plan.fastestWithinBudgetId));
    j.insert(u"efficiency_source"_s, plan.efficiencySource);
    j.insert(u"framework"_s, Frameworks::key(plan.framework));
    j.insert(u"framework_defaulted"_s, plan.frameworkDefaulted);
    // What "mfu" counts: the method's model FLOPs (full training 6N + attention, LoRA / QLoRA
    // 4N + attention) over the dense peak; "hfu" adds recomputation.
    j.insert(u"mfu_counts"_s,
             plan.job.method == Method::LoRA || plan.job.method == Method::QLoRA ? u"4N+attention"_s
                 : plan.job.method == Method::Inference                          ? u"2N"_s
                                                        : u"6N+attention"_s);

    QJsonArray options;
    for (const auto &o : plan.options)
        options.append(optionToJson(o, catalog));
    j.insert(u"options"_s, options);

    QJsonArray breakeven;
    for (const auto &b : plan.breakeven)
        breakeven.append(breakEvenToJson(b));
    j.insert(u"breakeven"_s, breakeven);
    j.insert(u"advice"_s, reasonsToJson(plan.advice));
    j.insert(u"job"_s, QJsonDocument::fromJson(serializeJob(plan.job)).object());
    return j;
}

} // namespace gp
