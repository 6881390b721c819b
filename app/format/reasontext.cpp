#include "reasontext.h"

#include "chinesespacing.h"
#include "framework.h"
#include "frameworktext.h"
#include "moneyformat.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace Qt::Literals::StringLiterals;

namespace gp {
/// Translation context of these messages ("gp::ReasonText" in the .ts files).
class ReasonText {
    Q_DECLARE_TR_FUNCTIONS(gp::ReasonText)
};
} // namespace gp

namespace gp::format {

namespace {

/// The catalog writes some free texts in both languages, "中文 / English": show the locale's half.
QString inLanguage(const QString &text, const QLocale &locale)
{
    const qsizetype split = text.indexOf(u" / "_s);
    if (split < 0)
        return text;
    const QString first = text.left(split).trimmed();
    const QString second = text.mid(split + 3).trimmed();
    bool firstIsChinese = false;
    for (const QChar c : first)
        firstIsChinese = firstIsChinese || (c.unicode() >= 0x3000 && c.unicode() <= 0x9FFF);
    if (!firstIsChinese)
        return text;
    return isChinese(locale) ? first : second;
}

/// A reason's values, formatted for the locale. Every getter records a key it did not find, so
/// a sentence built from a reason that lacks its numbers is replaced by the generic form rather
/// than printed with a misleading zero.
class Args {
public:
    Args(const Reason &r, const CatalogData &c, const QLocale &l)
        : m_r(r)
        , m_c(c)
        , m_l(l)
    { }

    [[nodiscard]] bool complete() const { return m_complete; }
    [[nodiscard]] bool has(const char *key) const
    {
        const QString k = QString::fromLatin1(key);
        for (const auto &n : m_r.numbers) {
            if (n.first == k)
                return true;
        }
        for (const auto &t : m_r.texts) {
            if (t.first == k)
                return true;
        }
        return false;
    }

    double value(const char *key)
    {
        if (!has(key))
            m_complete = false;
        return m_r.number(QString::fromLatin1(key));
    }
    QString number(const char *key) { return formatNumber(value(key), m_l); }
    QString integer(const char *key) { return m_l.toString(std::llround(value(key))); }
    QString gb(const char *key) { return formatGb(value(key), m_l); }
    QString money(const char *key) { return formatMoney(fenFromYuan(value(key)), m_l); }
    QString hours(const char *key) { return formatHours(value(key), m_l); }
    QString duration(const char *key) { return formatDuration(value(key), m_l); }
    QString days(const char *key) { return formatDays(value(key), m_l); }
    QString percent(const char *key) { return formatPercent(value(key), m_l); }
    QString tflops(const char *key) { return formatTflops(value(key), m_l); }
    QString text(const char *key)
    {
        if (!has(key))
            m_complete = false;
        return m_r.text(QString::fromLatin1(key));
    }
    QString offering(const char *key) { return offeringLabel(text(key), m_c, m_l); }
    QString localText(const char *key) { return inLanguage(text(key), m_l); }
    QString ratio(const char *key) { return m_l.toString(value(key), 'f', 1); }
    QString accelerator(const char *key) { return acceleratorLabel(text(key), m_c); }
    [[nodiscard]] const QLocale &locale() const { return m_l; }

private:
    const Reason &m_r;
    const CatalogData &m_c;
    const QLocale &m_l;
    bool m_complete = true;
};

using Sentence = std::function<QString(Args &)>;

// A deadline or budget is "met" in a sentence only from this likelihood on (the advisor's
// at-risk line).
constexpr double kLikelyEnough = 0.8;

/// Names of the job's expansion plan as the advisor's "expansion" text gives them.
QString expansionText(const QString &key)
{
    return key == u"now" ? ReasonText::tr("now") : ReasonText::tr("within 6 months");
}

/// A one-off comparison pro-rated by the hour (monthly / 720 x hours), as the seeds compute it:
/// \a yuan is what the other option costs more (or, for a saving, less).
QString proratedDifference(double yuan, const QLocale &l, bool saving)
{
    const QString amount = formatMoney(fenFromYuan(std::abs(yuan)), l);
    if (std::abs(yuan) < 0.5)
        return ReasonText::tr("Pro-rated by the hour (the monthly price / 720 x hours), the two "
                              "cost about the same.");
    const bool more = saving ? yuan < 0 : yuan > 0;
    return more
        ? ReasonText::tr("Pro-rated by the hour (the monthly price / 720 x hours): %1 more.")
              .arg(amount)
        : ReasonText::tr("Pro-rated by the hour (the monthly price / 720 x hours): %1 less.")
              .arg(amount);
}

/// A trial run read from its log: which log and steps, what was left out, the speed and memory
/// it gave against what the model planned for the same run.
QString trialLogSentence(Args &a)
{
    const int gpus = int(a.value("gpus"));
    const QString run = a.has("date")
        ? ReasonText::tr("%1, %n card(s) of %3, run of %4", nullptr, gpus)
              .arg(a.text("format"), a.accelerator("accelerator"),
                   formatDate(QDate::fromString(a.text("date"), Qt::ISODate), a.locale()))
        : ReasonText::tr("%1, %n card(s) of %3", nullptr, gpus)
              .arg(a.text("format"), a.accelerator("accelerator"));
    const QString tokens = a.number("tokens_per_s");
    QString s = a.has("model_tokens_per_s")
        ? ReasonText::tr("Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5, where "
                         "the model planned %6 tokens/s (the run reaches %7 of it).")
              .arg(a.text("file"), run, tokens, a.integer("first_step"), a.integer("last_step"),
                   a.number("model_tokens_per_s"),
                   formatPercent(a.value("tokens_per_s")
                                     / std::max(1e-9, a.value("model_tokens_per_s")),
                                 a.locale()))
        : ReasonText::tr("Speed from your trial log %1 (%2): %3 tokens/s over steps %4-%5.")
              .arg(a.text("file"), run, tokens, a.integer("first_step"), a.integer("last_step"));
    QStringList left;
    if (a.value("warmup_reports") > 0)
        left << ReasonText::tr("%n warm-up report(s)", nullptr, int(a.value("warmup_reports")));
    if (a.value("outlier_reports") > 0) {
        left << ReasonText::tr("%n report(s) slower than twice the median", nullptr,
                               int(a.value("outlier_reports")));
    }
    if (!left.isEmpty())
        s += u' ' + ReasonText::tr("Left out: %1.").arg(a.locale().createSeparatedList(left));
    if (!a.has("peak_memory_gb")) {
        s += u' ' + ReasonText::tr("The log gives no memory figure, so memory stays the model's.");
    } else if (a.has("model_memory_gb")) {
        s += u' '
            + ReasonText::tr("Peak memory %1 per card, where the model planned %2.")
                  .arg(a.gb("peak_memory_gb"), a.gb("model_memory_gb"));
    } else {
        s += u' ' + ReasonText::tr("Peak memory %1 per card.").arg(a.gb("peak_memory_gb"));
    }
    if (a.has("read_from_end")) {
        s += u' '
            + ReasonText::tr("The log is 64 MB or more: its first megabyte and last 8 MB were "
                             "read.");
    }
    return s;
}

/// Seed 000's path before a monthly machine: the trial steps by the hour and what they decide.
QString trialSentence(Args &a)
{
    const QLocale &l = a.locale();
    const QString hours = formatDuration(a.value("step_hours"), l);
    QString s = ReasonText::tr("Before signing for %1, try the job by the hour on %2:")
                    .arg(a.offering("recommended"), a.offering("offering"));
    const int steps = int(a.value("steps"));
    int fitting = 0;
    for (int i = 1; i <= steps; ++i) {
        const auto key = [i](const char *name) {
            return "step" + QByteArray::number(i) + '_' + name;
        };
        const int gpus = int(a.value(key("gpus").constData()));
        const QString cost = formatMoney(fenFromYuan(a.value(key("cost_cny").constData())), l);
        QString step = gpus == 1
            ? ReasonText::tr("1 card for %1 (%2) checks the environment and the baseline speed")
                  .arg(hours, cost)
            : ReasonText::tr("%1 cards for %2 (%3) measure the real speed-up")
                  .arg(l.toString(gpus), hours, cost);
        if (a.value(key("fits").constData()) > 0) {
            ++fitting;
            step += u' '
                + ReasonText::tr("(about %1 tokens/s expected)")
                      .arg(formatNumber(a.value(key("tokens_per_s").constData()), l));
        }
        s += u' ' + step
            + (i < steps ? ReasonText::tr(";", "between two trial steps")
                         : ReasonText::tr(".", "after the last trial step"));
    }
    if (fitting < steps) {
        // Said once: the trial cards hold less than the machine's, not a failed step.
        s += u' '
            + (fitting == 0 ? ReasonText::tr("The whole model does not fit on these cards: run it "
                                             "with fewer layers.")
                            : ReasonText::tr("Where the whole model does not fit, run it with "
                                             "fewer layers."));
    }
    s += u' '
        + ReasonText::tr("Together %1. Enter the measured tokens/s as the job's trial runs and "
                         "the plan is made again from them.")
              .arg(a.money("total_cost_cny"));
    if (a.value("same_card") == 0) {
        s += u' '
            + ReasonText::tr("The catalog has no hourly container of the recommended card: this "
                             "trial checks the code, the software and its speed-up, not the "
                             "machine's own speed; measure that in its first hours.");
    }
    if (a.has("min_scaling_efficiency") && a.value("min_scaling_efficiency") <= 1.0) {
        const bool weekly = a.has("weekly") && a.value("weekly") > 0;
        s += u' '
            + (weekly ? ReasonText::tr("The plan's %1 cards assume %2 scaling efficiency; below %3 "
                                       "a run no longer fits the week: then plan more cards or "
                                       "fewer tokens a run.")
                      : ReasonText::tr("The plan's %1 cards assume %2 scaling efficiency; below %3 "
                                       "they miss the deadline: then plan more cards or more "
                                       "time."))
                  .arg(a.integer("gpus"), a.percent("scaling_efficiency"),
                       a.percent("min_scaling_efficiency"));
    } else {
        s += u' '
            + ReasonText::tr("The plan's %1 cards assume %2 scaling efficiency: a lower "
                             "measured speed-up lengthens the run in proportion.")
                  .arg(a.integer("gpus"), a.percent("scaling_efficiency"));
    }
    return s;
}

/// The sentence of each code the engine emits (app/engine/advisor.cpp, planner.cpp), with the
/// number and text keys it attaches. Optional keys are tested with has(); the rest are required.
const QList<QPair<QString, Sentence>> &sentences()
{
    static const QList<QPair<QString, Sentence>> table {
        // Blockers of one option.
        {u"no_price"_s,
         [](Args &) {
             return ReasonText::tr("The catalog has no price for this offering.");
         }},
        {u"unknown_accelerator"_s,
         [](Args &a) {
             return ReasonText::tr("The catalog does not describe the accelerator %1.")
                 .arg(a.text("accelerator"));
         }},
        {u"compliance_isolation"_s,
         [](Args &a) {
             if (a.has("form") && a.text("form") == u"container")
                 return ReasonText::tr("Excluded: the job requires physical isolation, which a "
                                       "container cannot give.");
             return ReasonText::tr("Excluded: the job requires physical isolation, and this "
                                   "machine is not physically isolated.");
         }},
        {u"compliance_domestic"_s,
         [](Args &a) {
             if (a.has("vendor") && a.has("accelerator"))
                 return ReasonText::tr("Excluded: the job requires domestic (Xinchuang) hardware "
                                       "such as Ascend; %1 is from %2.")
                     .arg(a.accelerator("accelerator"), a.text("vendor"));
             return ReasonText::tr("Excluded: the job requires domestic (Xinchuang) hardware "
                                   "such as Ascend.");
         }},
        {u"custom_kernels_need_root"_s,
         [](Args &) {
             return ReasonText::tr("Custom kernels need root access, which this offering does "
                                   "not give.");
         }},
        {u"precision_not_trainable"_s,
         [](Args &a) {
             const QString m = a.has("suggested_method") ? a.text("suggested_method") : QString();
             return ReasonText::tr("Full-parameter training cannot run on INT8/INT4 weights; "
                                   "train in BF16, or use %1 for a quantised base.")
                 .arg(m == u"qlora" || m.isEmpty() ? u"QLoRA"_s : m);
         }},
        {u"memory_exceeded"_s,
         [](Args &a) {
             // Lead with the binding limit: the card itself, or (when the per-card need is met
             // only by offloading) the whole machine's cards and host RAM.
             QString s;
             const bool totals = a.has("needed_gb") && a.has("capacity_gb") && a.has("gpus")
                 && a.value("gpus") > 1;
             if (a.value("needed_per_gpu_gb") > a.value("capacity_per_gpu_gb") || !totals) {
                 s = ReasonText::tr("Does not fit: needs %1 per card, has %2.")
                         .arg(a.gb("needed_per_gpu_gb"), a.gb("capacity_per_gpu_gb"));
             } else {
                 s = ReasonText::tr("Does not fit: needs %1 over %2 cards, which have %3.")
                         .arg(a.gb("needed_gb"), a.integer("gpus"), a.gb("capacity_gb"));
             }
             if (a.has("host_ram_unknown") && a.has("host_needed_gb")) {
                 s += u' '
                     + ReasonText::tr("The catalog does not state this machine's RAM: with "
                                      "offload it would fit given %1 of host RAM; ask the seller.")
                           .arg(a.gb("host_needed_gb"));
             } else if (a.has("host_needed_gb") && a.has("host_capacity_gb")
                        && a.value("host_needed_gb") > a.value("host_capacity_gb")) {
                 s += u' '
                     + ReasonText::tr("Offloading to host RAM would need %1; the machine has %2 "
                                      "usable.")
                           .arg(a.gb("host_needed_gb"), a.gb("host_capacity_gb"));
             }
             return s;
         }},
        {u"gpu_count_unavailable"_s,
         [](Args &a) {
             return ReasonText::tr("Cannot rent %n card(s) here: at most %2.", nullptr,
                                   int(a.value("gpus")))
                 .arg(a.integer("max_gpus"));
         }},
        {u"layout_invalid"_s,
         [](Args &a) {
             return ReasonText::tr("No parallel layout splits the model over %n card(s) (it has "
                                   "%2 attention heads and %3 layers).",
                                   nullptr, int(a.value("gpus")))
                 .arg(a.integer("heads"), a.integer("layers"));
         }},
        {u"serving_target_missed"_s,
         [](Args &a) {
             if (a.has("target_stated") && a.value("target_stated") == 0) {
                 return ReasonText::tr("Misses the serving target: %1 tokens/s on %n card(s); %3 "
                                       "concurrent requests at %4 tokens/s each need %5 tokens/s.",
                                       nullptr, int(a.value("gpus")))
                     .arg(a.number("tokens_per_s"), a.integer("concurrent_requests"),
                          a.number("per_request_tokens_per_s"), a.number("target_tokens_per_s"));
             }
             return ReasonText::tr("Misses the serving target: %1 tokens/s on %n card(s), the "
                                   "target is %3 tokens/s.",
                                   nullptr, int(a.value("gpus")))
                 .arg(a.number("tokens_per_s"), a.number("target_tokens_per_s"));
         }},
        {u"deadline_missed"_s,
         [](Args &a) {
             if (!a.has("lead_hours")) {
                 return ReasonText::tr("Misses the deadline: takes about %1, the deadline is %2 "
                                       "(%3 likely to make it).")
                     .arg(a.hours("hours"), a.hours("deadline_hours"), a.percent("likelihood"));
             }
             QString s = ReasonText::tr("Misses the deadline of %1 counted from the order: the "
                                        "machine is delivered in about %2 and the run takes "
                                        "about %3 more.")
                             .arg(a.hours("deadline_hours"), a.days("lead_days"), a.hours("hours"));
             if (a.has("container_alone") && a.value("container_alone") > 0) {
                 s += u' '
                     + ReasonText::tr("%n card(s) of %2 by the hour finish the run alone in about "
                                      "%3 (%4), before the machine would arrive.",
                                      nullptr, int(a.value("bridge_gpus")))
                           .arg(a.offering("bridge_offering"), a.hours("bridge_finish_hours"),
                                a.money("bridge_cost_cny"));
             } else if (a.has("bridge_available") && a.value("bridge_available") > 0) {
                 s += u' '
                     + ReasonText::tr("Bridge: start now on %n card(s) of %2 (%3 until the "
                                      "machine arrives), then move the run to it: done in about "
                                      "%4, %5 in all.",
                                      nullptr, int(a.value("bridge_gpus")))
                           .arg(a.offering("bridge_offering"), a.money("bridge_cost_cny"),
                                a.hours("bridge_finish_hours"), a.money("bridge_total_cny"));
             } else if (a.has("bridge_available")) {
                 s += u' '
                     + ReasonText::tr("The catalog has no hourly container of this card to "
                                      "bridge the wait with.");
             }
             return s;
         }},
        {u"misses_weekly_cadence"_s,
         [](Args &a) {
             return ReasonText::tr("Cannot keep the weekly cadence: one run takes about %1 on %n "
                                   "card(s), longer than a week (%3).",
                                   nullptr, int(a.value("gpus")))
                 .arg(a.hours("hours"), a.hours("week_hours"));
         }},
        {u"over_budget"_s,
         [](Args &a) {
             QString s;
             if (a.has("runs_per_month")) {
                 s = ReasonText::tr("Over budget: a month of weekly runs is billed %1, the "
                                    "budget is %2.")
                         .arg(a.money("cost_cny"), a.money("budget_cny"));
             } else {
                 s = ReasonText::tr("Over budget: costs %1, the budget is %2.")
                         .arg(a.money("cost_cny"), a.money("budget_cny"));
             }
             if (a.has("porting_cost_cny"))
                 s += u' '
                     + ReasonText::tr("The cost counts %1 of porting to CANN.")
                           .arg(a.money("porting_cost_cny"));
             return s;
         }},
        {u"shared_network_cross_node"_s,
         [](Args &a) {
             const QString network = a.has("network") && !a.text("network").isEmpty()
                 ? a.localText("network")
                 : ReasonText::tr("its network");
             return ReasonText::tr("Cannot train across %1 machines over %2 (%3 GB/s per "
                                   "machine): communication alone would take %4.")
                 .arg(a.integer("nodes"), network, a.number("inter_node_gb_s"),
                      a.hours("comm_hours"));
         }},
        // Warnings.
        {u"deadline_at_risk"_s,
         [](Args &a) {
             if (a.has("lead_hours")) {
                 return ReasonText::tr("Deadline at risk: delivery in about %1, then about %2 "
                                       "expected, up to %3, against %4 from the order (%5 "
                                       "likely to make it).")
                     .arg(a.days("lead_days"), a.hours("hours"), a.hours("hours_high"),
                          a.hours("deadline_hours"), a.percent("likelihood"));
             }
             return ReasonText::tr("Deadline at risk: about %1 expected, up to %2, against %3 "
                                   "(%4 likely to make it).")
                 .arg(a.hours("hours"), a.hours("hours_high"), a.hours("deadline_hours"),
                      a.percent("likelihood"));
         }},
        {u"cadence_at_risk"_s,
         [](Args &a) {
             return ReasonText::tr("Weekly cadence at risk: a run takes about %1, up to %2, "
                                   "against a week of %3 (%4 likely to finish within it).")
                 .arg(a.hours("hours"), a.hours("hours_high"), a.hours("week_hours"),
                      a.percent("likelihood"));
         }},
        {u"budget_at_risk"_s,
         [](Args &a) {
             QString s
                 = ReasonText::tr("Budget at risk: about %1 against %2 (%3 likely to stay "
                                  "within it).")
                       .arg(a.money("cost_cny"), a.money("budget_cny"), a.percent("likelihood"));
             if (a.has("porting_cost_cny"))
                 s += u' '
                     + ReasonText::tr("The cost counts %1 of porting to CANN.")
                           .arg(a.money("porting_cost_cny"));
             return s;
         }},
        {u"ram_assumed"_s,
         [](Args &a) {
             return ReasonText::tr("The catalog does not state this machine's RAM: planned with "
                                   "%1 as on %2, since the layout offloads %3 to host RAM; "
                                   "confirm the RAM with the seller.")
                 .arg(a.gb("ram_gb"), a.offering("from"), a.gb("host_gb"));
         }},
        {u"fp8_unsupported"_s,
         [](Args &a) {
             return ReasonText::tr("No FP8 on this accelerator: planned at %1 (%2) instead.")
                 .arg(a.has("fallback") ? a.text("fallback").toUpper() : u"BF16"_s,
                      a.tflops("fallback_tflops"));
         }},
        {u"tp_over_pcie"_s,
         [](Args &a) {
             return ReasonText::tr("Tensor parallelism of %1 over PCIe: every layer exchanges "
                                   "activations over a slow link.")
                 .arg(a.integer("tp"));
         }},
        {u"pcie_allreduce_bottleneck"_s,
         [](Args &a) {
             return ReasonText::tr("PCIe all-reduce bottleneck: communication takes %1 of each "
                                   "step (%2 of gradients at %3 GB/s).")
                 .arg(a.percent("comm_fraction"), a.gb("gradient_gb"), a.number("bus_gb_s"));
         }},
        {u"over_provisioned"_s,
         [](Args &a) {
             if (a.has("alternative") && a.has("cost_ratio")) {
                 return ReasonText::tr("Over-provisioned: the job needs only %1 of each card's "
                                       "memory; %2 runs it for %3, %4 times cheaper.")
                     .arg(a.percent("memory_fraction"), a.offering("alternative"),
                          a.money("alternative_cost_cny"), a.ratio("cost_ratio"));
             }
             return ReasonText::tr("Over-provisioned: the job needs only %1 of each card's "
                                   "memory.")
                 .arg(a.percent("memory_fraction"));
         }},
        {u"needs_ib_for_expansion"_s,
         [](Args &a) {
             const QString network = a.has("network") ? a.localText("network") : QString();
             QString s = network.isEmpty()
                 ? ReasonText::tr("Expanding across machines (%1) needs InfiniBand/RDMA, which "
                                  "this machine does not have.")
                       .arg(expansionText(a.text("expansion")))
                 : ReasonText::tr("Expanding across machines (%1) needs InfiniBand/RDMA; this "
                                  "machine has %2.")
                       .arg(expansionText(a.text("expansion")), network);
             if (a.has("alternative")) {
                 const double extra = a.has("extra_cost_cny") ? a.value("extra_cost_cny") : 0;
                 const QString alt = a.offering("alternative");
                 if (a.has("gpus")) {
                     const QString amount = formatMoney(fenFromYuan(std::abs(extra)), a.locale());
                     s += u' '
                         + (extra > 0
                                ? ReasonText::tr("%1 has it: the same %n card(s) cost %2 more.",
                                                 nullptr, int(a.value("gpus")))
                                      .arg(alt, amount)
                                : extra < 0
                                ? ReasonText::tr("%1 has it: the same %n card(s) cost %2 less.",
                                                 nullptr, int(a.value("gpus")))
                                      .arg(alt, amount)
                                : ReasonText::tr("%1 has it, at no extra cost.").arg(alt));
                 } else {
                     s += u' '
                         + (extra > 0 ? ReasonText::tr("%1 has it, for %2 more.")
                                            .arg(alt, a.money("extra_cost_cny"))
                                      : ReasonText::tr("%1 has it, at no extra cost.").arg(alt));
                 }
             }
             return s;
         }},
        {u"cann_migration"_s,
         [](Args &a) {
             const QString tool = a.has("tool") ? a.text("tool") : u"torch_npu"_s;
             const bool custom = a.has("custom_kernels") && a.value("custom_kernels") > 0;
             return (custom ? ReasonText::tr("Ascend needs the code ported to CANN (%3): about "
                                             "%1 to %2 person-days, including the custom CUDA "
                                             "kernels.")
                            : ReasonText::tr("Ascend needs the code ported to CANN (%3): about "
                                             "%1 to %2 person-days; custom CUDA kernels would "
                                             "add more."))
                        .arg(a.number("person_days_low"), a.number("person_days_high"), tool)
                 + (!a.has("porting_cost_cny")                                   ? QString()
                        : a.has("in_comparison") && a.value("in_comparison") > 0 ? u' '
                            + ReasonText::tr("Counted in the comparison as %1 (%2 person-days at "
                                             "%3 a day).")
                                  .arg(a.money("porting_cost_cny"), a.number("person_days"),
                                       a.money("day_rate_cny"))
                                                                                 : u' '
                            + ReasonText::tr("Not counted against Ascend: the job requires "
                                             "domestic hardware."));
         }},
        // Information on one option.
        {u"offload_host_ram"_s,
         [](Args &a) {
             return ReasonText::tr("Keeps %1 of optimizer state in host RAM (the machine has "
                                   "%2), adding about %3 of transfers.")
                 .arg(a.gb("host_gb"), a.gb("host_capacity_gb"), a.hours("offload_hours"));
         }},
        {u"checkpoint_restart_overhead"_s,
         [](Args &a) {
             // Failures per card-day as the Llama 3 run saw them: a handful for thousands of
             // cards, rarely one for a machine.
             const QString failures = a.value("failures") >= 0.1
                 ? ReasonText::tr("restarts after about %1 expected failures (%2)")
                       .arg(a.ratio("failures"), a.duration("restart_hours"))
                 : ReasonText::tr("restarts after a failure (%1; fewer than one run in ten has "
                                  "one)")
                       .arg(a.duration("restart_hours"));
             return ReasonText::tr("The whole run adds %1 to %2 of steady training: starting "
                                   "(%3), checkpoints (%4 every %5, %6 in all), %7 and "
                                   "evaluation (%8).")
                 .arg(a.duration("overhead_hours"), a.duration("steady_hours"),
                      a.duration("startup_hours"), a.gb("checkpoint_gb"),
                      a.duration("interval_hours"), a.duration("checkpoint_hours"), failures,
                      a.duration("evaluation_hours"));
         }},
        {u"framework_substituted"_s,
         [](Args &a) {
             const bool serving = a.value("serving") > 0;
             const auto name = [&](const char *key) {
                 const auto f = Frameworks::fromKey(a.text(key));
                 return f ? frameworkName(*f, serving) : a.text(key);
             };
             return ReasonText::tr("%1 does not run on this card: planned with %2, its "
                                   "counterpart here.")
                 .arg(name("framework"), name("used"));
         }},
        {u"leaner_framework"_s,
         [](Args &a) {
             const auto name = [&](const char *key) {
                 const auto f = Frameworks::fromKey(a.text(key));
                 return f ? frameworkName(*f, false) : a.text(key);
             };
             const QString current = a.value("current_hours") > 0
                 ? ReasonText::tr("%1 needs %n card(s), %3 each, and about %4", nullptr,
                                  int(a.value("current_gpus")))
                       .arg(name("current"), a.gb("current_memory_gb"), a.hours("current_hours"))
                 : ReasonText::tr("%1 needs %2 a card, more than its %3")
                       .arg(name("current"), a.gb("current_memory_gb"), a.gb("capacity_gb"));
             return ReasonText::tr("On %1, %2 runs this job on %n card(s) with %4 each in about "
                                   "%5, where %6: worth a trial if your code can move to it.",
                                   nullptr, int(a.value("gpus")))
                 .arg(a.offering("offering"), name("framework"), a.gb("memory_gb"),
                      a.hours("hours"), current);
         }},
        {u"mfu_capped"_s,
         [](Args &a) {
             return ReasonText::tr("Planned at %1 MFU, the best published run of this size on "
                                   "this card (%2): the layout alone would promise more.")
                 .arg(a.percent("mfu"), a.text("run"));
         }},
        {u"measured_memory"_s,
         [](Args &a) {
             return ReasonText::tr("Memory follows your trial run: %1 per card reported on %n "
                                   "card(s) where the model gave %3; activations and overhead are "
                                   "scaled by %4.",
                                   nullptr, int(a.value("gpus")))
                 .arg(a.gb("measured_gb"), a.gb("model_gb"), a.ratio("factor"));
         }},
        {u"multi_node_quote"_s,
         [](Args &a) {
             return ReasonText::tr("Needs %1 machines: a multi-machine cluster is quoted by "
                                   "sales, not rented self-service.")
                 .arg(a.integer("nodes"));
         }},
        {u"mfu_converted"_s,
         [](Args &a) {
             return ReasonText::tr("The job's end-to-end MFU of %1 is planned as a compute "
                                   "efficiency of %2 on this layout (the catalog's figure is %3).")
                 .arg(a.percent("mfu"), a.percent("compute_efficiency"),
                      a.percent("catalog_efficiency"));
         }},
        {u"mfu_unreachable"_s,
         [](Args &a) {
             return ReasonText::tr("The job's end-to-end MFU of %1 cannot be reached on this "
                                   "layout: communication and pipeline idling alone leave at most "
                                   "%2, which is what is planned.")
                 .arg(a.percent("mfu"), a.percent("achieved_mfu"));
         }},
        {u"measured_fit"_s,
         [](Args &a) {
             QString s
                 = ReasonText::tr("Compute efficiency fitted from your %1 on up to %n card(s): "
                                  "%3 MFU measured, %4 of the dense peak for the kernels.",
                                  nullptr, int(a.value("max_measured_gpus")))
                       .arg(ReasonText::tr("%n trial run(s)", nullptr, int(a.value("runs"))),
                            a.percent("mfu"), a.percent("compute_efficiency"));
             if (a.has("scaling_efficiency")) {
                 s += u' '
                     + ReasonText::tr("Scaling efficiency at this size: %1.")
                           .arg(a.percent("scaling_efficiency"));
             }
             return s;
         }},
        {u"trial_log"_s, trialLogSentence},
        {u"idle_paid"_s,
         [](Args &a) {
             return ReasonText::tr("The billing period leaves %1 paid but unused (%2 of idle "
                                   "machine time).")
                 .arg(a.money("idle_cny"), a.hours("idle_hours"));
         }},
        {u"day_rental"_s,
         [](Args &a) {
             const QString billed = a.value("whole_months") > 0
                 ? ReasonText::tr("The run's last month is billed whole for %n day(s) of use",
                                  nullptr, int(a.value("days")))
                 : ReasonText::tr("The month is billed whole for %n day(s) of use", nullptr,
                                  int(a.value("days")));
             return ReasonText::tr("%1 (%2; pro-rated by the hour, the run costs %3). The catalog "
                                   "has no day price for this machine: renting by the day beats "
                                   "the month below %4 a day, so ask the seller for one.")
                 .arg(billed, a.money("billed_cny"), a.money("prorated_cny"),
                      a.money("break_even_day_cny"));
         }},
        {u"breakeven_favours_monthly"_s,
         [](Args &a) {
             return ReasonText::tr("At %1 of use a month, above the break-even of %2, monthly "
                                   "bare metal (%3) is cheaper than hourly containers.")
                 .arg(a.hours("monthly_hours"), a.hours("breakeven_hours"),
                      a.offering("alternative"));
         }},
        // The recommendation and plan-level advice.
        {u"no_feasible_option"_s,
         [](Args &a) {
             return ReasonText::tr("None of the %1 options can run this job as it stands; see "
                                   "each option's reasons.")
                 .arg(a.integer("options"));
         }},
        {u"recommended"_s,
         [](Args &a) {
             const QString basis = a.has("basis") ? a.text("basis") : u"one_off"_s;
             QString s;
             // One candidate is not "the lowest of 1": it is the only one.
             const bool only = a.has("candidates") && a.value("candidates") <= 1;
             if (basis == u"weekly" && only) {
                 s = ReasonText::tr("Recommended: %1 on %n card(s). Each weekly run takes about "
                                    "%3; a month of runs is billed %4. It is the only option "
                                    "that keeps the cadence and meets every requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.hours("hours"), a.money("cost_cny"));
             } else if (basis == u"serving" && only) {
                 s = ReasonText::tr("Recommended: %1 on %n card(s), billed %3 a month, the only "
                                    "option that meets the serving target and every "
                                    "requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.money("cost_cny"));
             } else if (only) {
                 s = ReasonText::tr("Recommended: %1 on %n card(s), about %3, billed %4, the "
                                    "only option that meets every requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.hours("hours"), a.money("cost_cny"));
             } else if (basis == u"weekly") {
                 s = ReasonText::tr("Recommended: %1 on %n card(s). Each weekly run takes about "
                                    "%3; a month of runs is billed %4, the lowest of the %5 "
                                    "options that keep the cadence and meet every requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.hours("hours"), a.money("cost_cny"),
                              a.integer("candidates"));
             } else if (basis == u"serving") {
                 s = ReasonText::tr("Recommended: %1 on %n card(s), billed %3 a month, the "
                                    "lowest of the %4 options that meet the serving target "
                                    "and every requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.money("cost_cny"), a.integer("candidates"));
             } else {
                 s = ReasonText::tr("Recommended: %1 on %n card(s), about %3, billed %4, the "
                                    "lowest cost of the %5 options that meet every "
                                    "requirement.",
                                    nullptr, int(a.value("gpus")))
                         .arg(a.offering("offering"), a.hours("hours"), a.money("cost_cny"),
                              a.integer("candidates"));
             }
             if (a.has("deadline_hours") && a.has("deadline_likelihood")) {
                 // Only a likely finish is called one; otherwise the likelihood is the message.
                 s += u' '
                     + (a.value("deadline_likelihood") >= kLikelyEnough
                            ? ReasonText::tr("It finishes within the deadline of %1 (%2 likely).")
                                  .arg(a.hours("deadline_hours"), a.percent("deadline_likelihood"))
                            : ReasonText::tr("It is expected within the deadline of %1, but only "
                                             "%2 likely: allow more time or more cards.")
                                  .arg(a.hours("deadline_hours"),
                                       a.percent("deadline_likelihood")));
             }
             if (a.has("week_hours") && a.has("cadence_likelihood")) {
                 s += u' '
                     + (a.value("cadence_likelihood") >= kLikelyEnough
                            ? ReasonText::tr("A run finishes within the week of %1 (%2 likely).")
                                  .arg(a.hours("week_hours"), a.percent("cadence_likelihood"))
                            : ReasonText::tr("A run is expected within the week of %1, but only "
                                             "%2 likely: some weeks the next run starts late; "
                                             "allow more cards or fewer tokens a run.")
                                  .arg(a.hours("week_hours"), a.percent("cadence_likelihood")));
             }
             if (a.has("budget_likelihood") && a.value("budget_likelihood") < kLikelyEnough) {
                 s += u' '
                     + ReasonText::tr("Only %1 likely to stay within the budget of %2.")
                           .arg(a.percent("budget_likelihood"), a.money("budget_cny"));
             }
             if (a.has("porting_cost_cny") && a.has("decision_cost_cny")) {
                 s += u' '
                     + ReasonText::tr("The comparison counts %1 of porting to CANN: %2 in all.")
                           .arg(a.money("porting_cost_cny"), a.money("decision_cost_cny"));
             } else if (a.has("porting_cost_cny")) {
                 s += u' '
                     + ReasonText::tr("The comparison counts %1 of porting to CANN.")
                           .arg(a.money("porting_cost_cny"));
             }
             if (a.has("porting_days_uncompared")) {
                 s += u' '
                     + ReasonText::tr("Porting the code to CANN (about %1 person-days, %2) is "
                                      "needed on every option, so it is not compared; budget "
                                      "for it beside the bill.")
                           .arg(a.number("porting_days_uncompared"),
                                a.money("porting_cost_uncompared_cny"));
             }
             if (a.has("value_of_time_cny_per_day")) {
                 s += u' '
                     + ReasonText::tr("Each day the runs take is counted at %1, as the job "
                                      "states.")
                           .arg(a.money("value_of_time_cny_per_day"));
             }
             return s;
         }},
        {u"cheaper_past_deadline"_s,
         [](Args &a) {
             const QString saving = a.has("porting_delta_cny")
                 ? ReasonText::tr("%1 less (counting porting)").arg(a.money("saving_cny"))
                 : ReasonText::tr("%1 less").arg(a.money("saving_cny"));
             QString s = ReasonText::tr("%1 would cost %2 but is expected to take about %3, past "
                                        "the deadline of %4 (%5 likely to make it); a deadline "
                                        "of %6 would make it a safe choice.")
                             .arg(a.offering("offering"), saving, a.hours("hours"),
                                  a.hours("deadline_hours"), a.percent("likelihood"),
                                  a.days("safe_days"));
             if (a.has("saving_prorated_cny"))
                 s += u' ' + proratedDifference(a.value("saving_prorated_cny"), a.locale(), true);
             return s;
         }},
        {u"runner_up"_s,
         [](Args &a) {
             const QString other = a.offering("offering");
             const double extra = a.value("extra_cost_cny");
             const double saved = a.value("hours_saved");
             const QString amount = formatMoney(fenFromYuan(std::abs(extra)), a.locale());
             if (a.has("set_aside_for")) {
                 const QString why = a.text("set_aside_for");
                 const QString because = why == u"over_provisioned"
                     ? ReasonText::tr("it is over-provisioned for this job")
                     : why == u"pcie_allreduce_bottleneck"
                     ? ReasonText::tr("its PCIe all-reduce would bottleneck the training")
                     : ReasonText::tr("it has no InfiniBand for the planned expansion");
                 return ReasonText::tr("%1 would cost %2 less, but is set aside: %3.")
                     .arg(other, amount, because);
             }
             const QString porting
                 = a.has("porting_delta_cny") ? ReasonText::tr(", counting porting,") : QString();
             const QString basis = a.has("basis") ? a.text("basis") : QString();
             if (basis == u"serving") {
                 return ReasonText::tr("Runner-up: %1, %2 more a month.").arg(other, amount);
             }
             const QString cost = extra >= 0
                 ? ReasonText::tr("Runner-up: %1 costs %2 more%3").arg(other, amount, porting)
                 : ReasonText::tr("Runner-up: %1 costs %2 less%3").arg(other, amount, porting);
             const QString perRun = basis == u"weekly" ? ReasonText::tr(" a run") : QString();
             // Seed 003 speaks of days saved; a difference under two days is given in hours.
             const auto span = [&a](double hours) {
                 return hours >= 48 ? formatDays(hours / 24.0, a.locale())
                                    : formatDuration(hours, a.locale());
             };
             QString s;
             if (saved > 0.05 * std::max(1.0, a.value("hours")))
                 s = ReasonText::tr("%1 and saves about %2%3.").arg(cost, span(saved), perRun);
             else if (saved < -0.05 * std::max(1.0, a.value("hours")))
                 s = ReasonText::tr("%1 and takes about %2 longer%3.")
                         .arg(cost, span(-saved), perRun);
             else
                 s = ReasonText::tr("%1 for about the same time.").arg(cost);
             if (a.has("extra_prorated_cny"))
                 s += u' ' + proratedDifference(a.value("extra_prorated_cny"), a.locale(), false);
             return s;
         }},
        {u"would_run_with"_s,
         [](Args &a) {
             const QString o = a.offering("offering");
             const QString change = a.text("change");
             const QString result
                 = ReasonText::tr("about %1, %2").arg(a.hours("hours"), a.money("cost_cny"));
             if (change == u"budget")
                 return ReasonText::tr("%1 would run it with a budget of %2 (%3).")
                     .arg(o, a.money("budget_cny"), result);
             if (change == u"deadline")
                 return ReasonText::tr("%1 would run it with a deadline of %2 (%3).")
                     .arg(o, a.days("deadline_days"), result);
             if (change == u"budget_and_deadline")
                 return ReasonText::tr("%1 would run it with a budget of %2 and a deadline of %3 "
                                       "(%4).")
                     .arg(o, a.money("budget_cny"), a.days("deadline_days"), result);
             if (change == u"gpus")
                 return ReasonText::tr("%1 would run it on %n card(s) (%3).", nullptr,
                                       int(a.value("gpus")))
                     .arg(o, result);
             if (change == u"lora")
                 return ReasonText::tr("%1 would run it as a LoRA fine-tune instead of full "
                                       "training, on %n card(s) (%3).",
                                       nullptr, int(a.value("gpus")))
                     .arg(o, result);
             if (change == u"qlora")
                 return ReasonText::tr("%1 would run it as QLoRA on a 4-bit base, on %n card(s) "
                                       "(%3).",
                                       nullptr, int(a.value("gpus")))
                     .arg(o, result);
             if (change == u"int8" || change == u"int4")
                 return ReasonText::tr("%1 would serve it in %2, on %n card(s) (%4).", nullptr,
                                       int(a.value("gpus")))
                     .arg(o, change.toUpper(), result);
             a.value("unknown_change"); // forces the generic form
             return QString();
         }},
        {u"lead_time"_s,
         [](Args &a) {
             const QString kind = a.text("kind");
             if (kind == u"bridge") {
                 return ReasonText::tr("%1 would cost %2 less, but is delivered in about %3, too "
                                       "late for the deadline of %4 with its run. Bridge: start "
                                       "now on %n card(s) of %6 (%7 until the machine arrives), "
                                       "then move the run to it: done in about %8, %9 in all.",
                                       nullptr, int(a.value("bridge_gpus")))
                     .arg(a.offering("offering"), a.money("saving_cny"), a.days("lead_days"),
                          a.hours("deadline_hours"), a.offering("bridge_offering"),
                          a.money("bridge_cost_cny"), a.hours("bridge_finish_hours"),
                          a.money("bridge_total_cny"));
             }
             if (kind == u"unknown") {
                 return ReasonText::tr("The catalog states no delivery time for %1: ask the "
                                       "seller when it can be in hand before counting on the "
                                       "deadline of %2.")
                     .arg(a.offering("offering"), a.hours("deadline_hours"));
             }
             if (a.has("deadline_hours")) {
                 return ReasonText::tr("Order %1 about %2 ahead: the seller typically delivers "
                                       "it in that time, and the deadline of %3 counts it.")
                     .arg(a.offering("offering"), a.days("lead_days"), a.hours("deadline_hours"));
             }
             return ReasonText::tr("Order %1 about %2 ahead: the seller typically delivers it in "
                                   "that time.")
                 .arg(a.offering("offering"), a.days("lead_days"));
         }},
        {u"trial_first"_s,
         [](Args &a) {
             return trialSentence(a);
         }},
        {u"hybrid_plan"_s,
         [](Args &a) {
             return ReasonText::tr("Hybrid plan: iterate on %1 (%2 a run, %3 a month), and "
                                   "sprint by the hour on %4 (%5, %6 a run).")
                 .arg(a.offering("iterate"), a.hours("iterate_hours"), a.money("iterate_cost_cny"),
                      a.offering("sprint"), a.hours("sprint_hours"), a.money("sprint_cost_cny"));
         }},
        {u"tier"_s,
         [](Args &a) {
             const QString card = a.has("card_gb") ? a.gb("card_gb") : u"24 GB"_s;
             switch (std::llround(a.value("tier"))) {
             case 1:
                 return ReasonText::tr("Card-count tier on %1 cards: one card is enough; do not "
                                       "pay for more.")
                     .arg(card);
             case 2:
                 return ReasonText::tr("Card-count tier on %1 cards: 2 to 4 cards, the model "
                                       "must be split.")
                     .arg(card);
             case 3:
                 return ReasonText::tr("Card-count tier on %1 cards: one 8-card machine.")
                     .arg(card);
             case 4:
                 return ReasonText::tr("Card-count tier on %1 cards: a multi-machine cluster, "
                                       "planned separately with sales.")
                     .arg(card);
             default:
                 a.value("unknown_tier"); // forces the generic form
                 return QString();
             }
         }},
        {u"architecture_estimated"_s,
         [](Args &a) {
             return ReasonText::tr("Architecture estimated from the parameter count: %1 layers, "
                                   "hidden size %2, %3 heads; give them in the job for a sharper "
                                   "plan.")
                 .arg(a.integer("layers"), a.integer("hidden"), a.integer("heads"));
         }},
    };
    return table;
}

QString valueText(const QString &key, double v, const QLocale &locale)
{
    if (key.endsWith(u"_gb"))
        return formatGb(v, locale);
    if (key.endsWith(u"_cny"))
        return formatMoney(fenFromYuan(v), locale);
    if (key.endsWith(u"_fen"))
        return formatMoney(roundFen(v), locale);
    if (key.endsWith(u"_hours") || key == u"hours")
        return formatHours(v, locale);
    if (key.endsWith(u"_days") || key == u"days")
        return formatDays(v, locale);
    if (key.endsWith(u"_fraction") || key.endsWith(u"likelihood"))
        return formatPercent(v, locale);
    return formatNumber(v, locale);
}

} // namespace

QString reasonFallback(const Reason &reason, const QLocale &locale)
{
    QStringList parts;
    for (const auto &[key, value] : reason.numbers)
        parts << key + u'=' + valueText(key, value, locale);
    for (const auto &[key, value] : reason.texts)
        parts << key + u'=' + value;
    const QString code = reason.code.isEmpty() ? u"reason"_s : reason.code;
    return parts.isEmpty() ? code : code + u" ("_s + parts.join(u", "_s) + u')';
}

QString reasonSentence(const Reason &reason, const CatalogData &catalog, const QLocale &locale)
{
    for (const auto &[code, sentence] : sentences()) {
        if (code != reason.code)
            continue;
        Args args(reason, catalog, locale);
        QString s = sentence(args);
        // Chinese sentences end in "。" and follow each other without a space.
        if (isChinese(locale))
            s = tidyChineseSpacing(s);
        return args.complete() && !s.isEmpty() ? s : reasonFallback(reason, locale);
    }
    return reasonFallback(reason, locale);
}

QStringList knownReasonCodes()
{
    QStringList codes;
    for (const auto &entry : sentences())
        codes << entry.first;
    return codes;
}

QString offeringLabel(const QString &offeringId, const CatalogData &catalog, const QLocale &locale)
{
    const Offering *o = catalog.offering(offeringId);
    if (!o)
        return offeringId;
    if (isChinese(locale) && !o->labelZh.isEmpty())
        return o->labelZh;
    return o->labelEn.isEmpty() ? offeringId : o->labelEn;
}

QString acceleratorLabel(const QString &acceleratorId, const CatalogData &catalog)
{
    const Accelerator *a = catalog.accelerator(acceleratorId);
    return a && !a->model.isEmpty() ? a->model : acceleratorId;
}

} // namespace gp::format
