#include "plantext.h"

#include "catalogtext.h"
#include "costmodel.h"
#include "framework.h"
#include "frameworktext.h"
#include "moneyformat.h"
#include "reasontext.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <climits>
#include <cmath>
#include <set>
#include <tuple>

using namespace Qt::Literals::StringLiterals;

namespace gp {
/// Translation context of the plan report ("gp::PlanText" in the .ts files).
class PlanText {
    Q_DECLARE_TR_FUNCTIONS(gp::PlanText)
};
} // namespace gp

namespace gp::format {

namespace {

bool isWide(char32_t c)
{
    // East Asian Wide and Fullwidth blocks (UAX #11), the ones CJK text and its punctuation use.
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E)
        || (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF)
        || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
        || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
        || (c >= 0x20000 && c <= 0x3FFFD);
}

bool isZeroWidth(char32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || c == 0x200B || c == 0x200D || c == 0xFE0F;
}

enum class Align { Left, Right };

QString pad(const QString &text, int width, Align align)
{
    const int fill = std::max(0, width - displayWidth(text));
    return align == Align::Left ? text + QString(fill, u' ') : QString(fill, u' ') + text;
}

/// A fixed-width table: column widths from the widest cell, two spaces between columns.
class TextTable {
public:
    TextTable(QStringList headers, QList<Align> aligns)
        : m_headers(std::move(headers))
        , m_aligns(std::move(aligns))
    { }

    void addRow(const QStringList &cells) { m_rows.append(cells); }

    [[nodiscard]] QString render() const
    {
        QList<int> widths;
        for (const auto &h : m_headers)
            widths.append(displayWidth(h));
        for (const auto &row : m_rows) {
            for (qsizetype i = 0; i < row.size() && i < widths.size(); ++i)
                widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
        QString out = line(m_headers, widths);
        int total = 0;
        for (int w : widths)
            total += w;
        total += 2 * int(std::max<qsizetype>(0, widths.size() - 1));
        out += QString(total, u'-') + u'\n';
        for (const auto &row : m_rows)
            out += line(row, widths);
        return out;
    }

private:
    QString line(const QStringList &cells, const QList<int> &widths) const
    {
        QString s;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QString cell = cells.value(i);
            const bool last = i + 1 == widths.size();
            const Align a = m_aligns.value(i, Align::Left);
            // The last left-aligned column is not padded: no trailing blanks in the output.
            s += (last && a == Align::Left) ? cell : pad(cell, widths[i], a);
            if (!last)
                s += u"  "_s;
        }
        return s + u'\n';
    }

    QStringList m_headers;
    QList<Align> m_aligns;
    QList<QStringList> m_rows;
};

QString methodText(Method m)
{
    switch (m) {
    case Method::Full:
        return PlanText::tr("full-parameter training");
    case Method::LoRA:
        return PlanText::tr("LoRA fine-tuning");
    case Method::QLoRA:
        return PlanText::tr("QLoRA fine-tuning");
    case Method::Inference:
        return PlanText::tr("inference serving");
    }
    return {};
}

QString precisionText(Precision p)
{
    static const char *const names[] = {"FP32", "BF16", "FP16", "FP8", "INT8", "INT4"};
    return QString::fromLatin1(names[static_cast<int>(p)]);
}

QString dateText(const QDate &date, const QLocale &locale)
{
    if (!date.isValid())
        return PlanText::tr("unknown date");
    return isChinese(locale) ? locale.toString(date, u"yyyy年M月d日"_s)
                             : locale.toString(date, u"d MMM yyyy"_s);
}

QString billionsText(double b, const QLocale &locale)
{
    return formatNumber(b, locale) + u'B';
}

QString jobLine(const Job &job, const QLocale &locale)
{
    QStringList parts;
    const QString model = job.model.preset.isEmpty()
        ? PlanText::tr("%1 model").arg(billionsText(job.model.paramsB, locale))
        : PlanText::tr("%1 (%2)").arg(modelName(job.model.preset),
                                      billionsText(job.model.paramsB, locale));
    parts << model << methodText(job.method) << precisionText(job.precision);
    parts << PlanText::tr("on %1").arg(
        frameworkName(Frameworks::chosen(job), job.method == Method::Inference));
    if (job.method == Method::Inference) {
        if (job.inference.targetTokensPerS) {
            parts << PlanText::tr("%1 concurrent requests, %2-token context, target %3 tokens/s")
                         .arg(locale.toString(job.inference.concurrentRequests),
                              locale.toString(job.inference.contextTokens),
                              formatNumber(*job.inference.targetTokensPerS, locale));
        } else {
            parts << PlanText::tr("%1 concurrent requests at %2 tokens/s each (%3 tokens/s in "
                                  "all), %4-token context")
                         .arg(locale.toString(job.inference.concurrentRequests),
                              formatNumber(job.inference.perRequestTokensPerS, locale),
                              formatNumber(job.inference.target(), locale),
                              locale.toString(job.inference.contextTokens));
        }
    } else {
        parts << PlanText::tr("%1 tokens").arg(billionsText(job.tokensB, locale));
        if (job.method != Method::Full)
            parts << PlanText::tr("rank %1").arg(job.loraRank);
    }
    if (job.deadlineDays)
        parts << PlanText::tr("deadline %1").arg(formatDays(*job.deadlineDays, locale));
    if (job.budgetCny)
        parts << PlanText::tr("budget %1").arg(formatMoney(fenFromYuan(*job.budgetCny), locale));
    if (job.iteration == Iteration::Weekly)
        parts << PlanText::tr("repeated weekly");
    if (job.physicalIsolation)
        parts << PlanText::tr("physical isolation required");
    if (job.domesticHardware)
        parts << PlanText::tr("domestic hardware required");
    if (job.customKernels)
        parts << PlanText::tr("custom kernels");
    if (job.codeRunsOnCann)
        parts << PlanText::tr("code already runs on CANN");
    if (job.engineerDayRateCny != kDefaultEngineerDayRateCny)
        parts << PlanText::tr("engineering %1 a person-day")
                     .arg(formatMoney(fenFromYuan(job.engineerDayRateCny), locale));
    if (job.valueOfTimeCnyPerDay)
        parts << PlanText::tr("a day saved is worth %1")
                     .arg(formatMoney(fenFromYuan(*job.valueOfTimeCnyPerDay), locale));
    if (job.expansion == Expansion::Within6Months)
        parts << PlanText::tr("cross-machine expansion within 6 months");
    else if (job.expansion == Expansion::Now)
        parts << PlanText::tr("cross-machine now");
    if (job.gpuCount)
        parts << PlanText::tr("%n card(s) fixed", nullptr, *job.gpuCount);
    return parts.join(PlanText::tr(", ", "between the items of a list"));
}

QString layoutText(const Layout &l)
{
    // Compact, for engineers: dp8 tp1 pp1 z3 mb1 rc-sel +offload
    QString s
        = u"dp%1 tp%2 pp%3 z%4 mb%5"_s.arg(l.dp).arg(l.tp).arg(l.pp).arg(l.zero).arg(l.microBatch);
    if (l.interleave > 1)
        s += u" v%1"_s.arg(l.interleave);
    if (l.cp > 1)
        s += u" cp%1"_s.arg(l.cp);
    if (l.recompute == Recompute::Selective)
        s += u" rc-sel"_s;
    else if (l.recompute == Recompute::Full)
        s += u" rc-full"_s;
    if (l.offload)
        s += u" +offload"_s;
    return s;
}

QString cardsText(const PlanOption &o, const QLocale &locale)
{
    if (o.nodes > 1 && o.totalGpus % o.nodes == 0)
        return u"%1 x %2"_s.arg(locale.toString(o.totalGpus / o.nodes), locale.toString(o.nodes));
    return locale.toString(o.totalGpus);
}

/// The blocker that explains an infeasible option: the first blocker, else the first reason.
const Reason *firstBlocker(const PlanOption &o)
{
    for (const auto &r : o.reasons) {
        if (r.severity == Reason::Severity::Blocker)
            return &r;
    }
    return o.reasons.isEmpty() ? nullptr : &o.reasons.first();
}

/// A few words for the verdict column; the full sentence follows the table under "Why not".
QString blockerShort(const QString &code)
{
    if (code == u"memory_exceeded")
        return PlanText::tr("does not fit");
    if (code == u"deadline_missed")
        return PlanText::tr("misses deadline");
    if (code == u"over_budget")
        return PlanText::tr("over budget");
    if (code == u"compliance_isolation" || code == u"compliance_domestic")
        return PlanText::tr("excluded (compliance)");
    if (code == u"serving_target_missed")
        return PlanText::tr("too slow for the load");
    if (code == u"shared_network_cross_node")
        return PlanText::tr("network too slow");
    if (code == u"custom_kernels_need_root")
        return PlanText::tr("no root access");
    return PlanText::tr("not feasible");
}

QString verdictText(const PlanOption &o, const Plan &plan, const QLocale &locale)
{
    if (!o.feasible) {
        const Reason *r = firstBlocker(o);
        return r ? blockerShort(r->code) : PlanText::tr("not feasible");
    }
    QStringList parts;
    parts << (o.offeringId == plan.recommendedId ? PlanText::tr("recommended")
                                                 : PlanText::tr("feasible"));
    // Likelihoods below certainty are what a planner weighs; 100% is the quiet default.
    if (plan.job.deadlineDays && o.deadlineLikelihood < 0.995)
        parts << PlanText::tr("deadline %1").arg(formatPercent(o.deadlineLikelihood, locale));
    if (plan.job.budgetCny && o.budgetLikelihood < 0.995)
        parts << PlanText::tr("budget %1").arg(formatPercent(o.budgetLikelihood, locale));
    if (o.onParetoFront)
        parts << PlanText::tr("Pareto");
    return parts.join(PlanText::tr(", ", "between the items of a list"));
}

QString steadyText(const PlanOption &o, const QLocale &locale)
{
    if (o.steadyHours <= 0)
        return u"-"_s;
    return formatHoursFigure(o.steadyHours, locale);
}

QString hoursText(const PlanOption &o, const QLocale &locale)
{
    if (o.hours.expected <= 0)
        return u"-"_s;
    QString s = formatHoursFigure(o.hours.expected, locale);
    if (o.hours.high > o.hours.low)
        s += u" ("_s + formatHoursFigure(o.hours.low, locale) + u"\u2013"_s
            + formatHoursFigure(o.hours.high, locale) + u')';
    return s;
}

QString memoryText(const PlanOption &o, const QLocale &locale)
{
    if (o.memoryPerGpuGb <= 0 && o.memoryCapacityGb <= 0)
        return u"-"_s;
    return formatNumber(std::round(o.memoryPerGpuGb), locale) + u'/'
        + formatNumber(std::round(o.memoryCapacityGb), locale);
}

QString moneyOrDash(Fen fen, const QLocale &locale)
{
    return fen > 0 ? formatMoney(fen, locale) : u"-"_s;
}

QString bullet(const QString &text)
{
    return u"  - "_s + text + u'\n';
}

const Accelerator *acceleratorOf(const PlanOption &o, const CatalogData &catalog)
{
    return catalog.accelerator(o.acceleratorId);
}

QString assumptions(const Plan &plan, const CatalogData &catalog, const QLocale &locale)
{
    QString out;
    // Compute efficiency of the recommended option (else the first), with where it comes from.
    const PlanOption *ref = plan.option(plan.recommendedId);
    if (!ref && !plan.options.isEmpty())
        ref = &plan.options.first();
    if (ref && ref->computeEfficiency > 0) {
        if (const Accelerator *acc = acceleratorOf(*ref, catalog))
            out += bullet(efficiencyAssumption(*ref, *acc, plan, locale));
    }
    const bool serving = plan.job.method == Method::Inference;
    out += bullet(frameworkAssumption(plan.framework, serving, plan.frameworkDefaulted));
    out += bullet(PlanText::tr("Time is computed kernel by kernel on the dense peak of the chosen "
                               "precision (never the sparse or marketing figure): matrix "
                               "multiplies at the compute efficiency, attention and memory-bound "
                               "work at their own rates, the kernels and launches of the "
                               "software above, plus the communication that does not overlap "
                               "with compute (gradient reduction, tensor-parallel exchanges, "
                               "pipeline bubble, offload traffic). A trial run's tokens/s and "
                               "peak memory (\"measured\") replace the model's figures."));
    if (!serving) {
        out += bullet(mfuDefinition());
        out += bullet(PlanText::tr("Hours are the whole run: steady training plus starting, "
                                   "checkpoints, restarts after failures and evaluation (the "
                                   "\"Steady h\" column is the training alone)."));
    }
    out += bullet(PlanText::tr("Monthly prices are pro-rated over 720 h a month (monthly / 720) "
                               "for the pro-rated cost; the billed cost counts whole billing "
                               "periods (months, days where a day price exists, hours for "
                               "containers), and the unused rest of a paid period is shown as "
                               "idle."));
    out += bullet(PlanText::tr("Prices are estimates from the catalog and move with the market; "
                               "check stock and the current price before ordering."));
    return out;
}

QString yuanCsv(Fen fen)
{
    const bool negative = fen < 0;
    const qint64 m = negative ? -fen : fen;
    return (negative ? u"-"_s : QString()) + QString::number(m / 100) + u'.'
        + QString::number(m % 100).rightJustified(2, u'0');
}

QString numberCsv(double v)
{
    if (!std::isfinite(v))
        return {};
    // Same rounding as the JSON contract: 3 decimals from 1 up, 4 significant digits below.
    double r = 0;
    if (v != 0) {
        const int decimals
            = std::fabs(v) >= 1 ? 3 : 3 - static_cast<int>(std::floor(std::log10(std::fabs(v))));
        const double scale = std::pow(10.0, decimals);
        r = std::round(v * scale) / scale;
    }
    return QString::number(r, 'g', QLocale::FloatingPointShortest);
}

QString boolCsv(bool b)
{
    return b ? u"true"_s : u"false"_s;
}

QString formCsv(RentalForm f)
{
    switch (f) {
    case RentalForm::Container:
        return u"container"_s;
    case RentalForm::BareMetal:
        return u"bare_metal"_s;
    case RentalForm::Cluster:
        return u"cluster"_s;
    }
    return {};
}

QString recomputeCsv(Recompute r)
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

} // namespace

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        if (isZeroWidth(c))
            continue;
        width += isWide(c) ? 2 : 1;
    }
    return width;
}

QString csvField(const QString &field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n')
        && !field.contains(u'\r'))
        return field;
    QString quoted = field;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u'"' + quoted + u'"';
}

QStringList distinctLines(const QStringList &lines, qsizetype cap, qsizetype *more)
{
    QSet<QString> seen;
    QStringList out;
    qsizetype extra = 0;
    for (const QString &line : lines) {
        if (seen.contains(line))
            continue;
        seen.insert(line);
        if (out.size() < cap)
            out << line;
        else
            ++extra;
    }
    if (more)
        *more = extra;
    return out;
}

QString breakEvenLine(const BreakEven &b, const CatalogData &catalog, const QLocale &locale)
{
    const int gpus = std::max(1, b.gpusPerNode);
    const QString head
        = PlanText::tr("%1: %2 a month for %3 cards is %4 per card-month")
              .arg(acceleratorLabel(b.acceleratorId, catalog),
                   formatMoney(b.bareMetalMonthlyFen, locale), locale.toString(gpus),
                   formatMoney(roundFen(double(b.bareMetalMonthlyFen) / gpus), locale));
    const QString hourly = formatMoney(b.containerHourlyFen, locale, MoneyStyle::Precise);
    // A crossing past the month's hours is no use to anyone: no card is used more than all month.
    if (b.hoursPerMonth > CostModel::kHoursPerMonth) {
        return PlanText::tr("%1; at %2 per card-hour, the hourly container is cheaper even used "
                            "all month (%3).")
            .arg(head, hourly, formatHours(CostModel::kHoursPerMonth, locale));
    }
    return PlanText::tr("%1; at %2 per card-hour, bare metal is cheaper above %3 a month.")
        .arg(head, hourly, formatHours(b.hoursPerMonth, locale));
}

QStringList breakEvenLines(const Plan &plan, const CatalogData &catalog, const QLocale &locale)
{
    QStringList lines;
    // Rows of equal figures read the same: each is worded once (a large catalog has a row per
    // container offering).
    std::set<std::tuple<QString, Fen, int, Fen, double>> worded;
    for (const auto &b : plan.breakeven) {
        if (worded
                .emplace(b.acceleratorId, b.bareMetalMonthlyFen, b.gpusPerNode,
                         b.containerHourlyFen, b.hoursPerMonth)
                .second)
            lines << breakEvenLine(b, catalog, locale);
    }
    return lines;
}

QList<const PlanOption *> listedOptions(const Plan &plan, qsizetype cap, qsizetype *unlisted)
{
    QList<const PlanOption *> ordered;
    ordered.reserve(plan.options.size());
    for (const auto &o : plan.options) {
        if (o.feasible)
            ordered.append(&o);
    }
    for (const auto &o : plan.options) {
        if (!o.feasible)
            ordered.append(&o);
    }
    cap = qMax<qsizetype>(cap, 1);
    const qsizetype left = qMax<qsizetype>(0, ordered.size() - cap);
    if (left > 0) {
        const PlanOption *recommended = plan.option(plan.recommendedId);
        const bool listed = recommended
            && std::find(ordered.cbegin(), ordered.cbegin() + cap, recommended)
                != ordered.cbegin() + cap;
        ordered.resize(cap);
        if (recommended && !listed)
            ordered.last() = recommended;
    }
    if (unlisted)
        *unlisted = left;
    return ordered;
}

QString planToText(const Plan &plan, const CatalogData &catalog, const QLocale &locale)
{
    QString out;
    const QDate date = plan.catalogDate.isValid() ? plan.catalogDate : catalog.priceDate();
    // Each different source once, the first few named: 200,000 offerings may quote thousands.
    QStringList raw;
    QSet<QString> seen;
    for (const auto &o : plan.options) {
        if (!o.priceSource.isEmpty() && !seen.contains(o.priceSource)) {
            seen.insert(o.priceSource);
            raw << o.priceSource;
        }
    }
    QStringList translated;
    translated.reserve(raw.size());
    for (const QString &source : std::as_const(raw))
        translated << priceSourceText(source);
    qsizetype moreSources = 0;
    QStringList sources = distinctLines(translated, kListedSources, &moreSources);
    if (moreSources > 0) {
        sources << PlanText::tr("%n other source(s)", nullptr,
                                int(qMin<qsizetype>(moreSources, INT_MAX)));
    }
    out += PlanText::tr("GPU Planner: which machine to rent for this job") + u'\n';
    out += sources.isEmpty()
        ? PlanText::tr("Prices as of %1.").arg(dateText(date, locale))
        : PlanText::tr("Prices as of %1 (sources: %2).")
              .arg(dateText(date, locale), sources.join(isChinese(locale) ? u"；"_s : u"; "_s));
    out += u'\n';
    out += PlanText::tr("Job: %1.").arg(jobLine(plan.job, locale)) + u"\n\n"_s;

    // The recommendation and why.
    if (const PlanOption *rec = plan.option(plan.recommendedId)) {
        const QString label = offeringLabel(rec->offeringId, catalog, locale);
        QString summary;
        if (rec->serving) {
            summary
                = PlanText::tr("Recommended: %1, %n card(s), %3 a month.", nullptr,
                               int(rec->totalGpus))
                      .arg(label, formatMoneyForManagers(rec->serving->costPerMonthFen, locale));
        } else {
            // Lead with what finance pays, the figure the budget and the decision use.
            summary = rec->runsPerMonth > 0
                ? PlanText::tr("Recommended: %1, %n card(s), about %3 a run; a month of weekly "
                               "runs is billed %4.",
                               nullptr, int(rec->totalGpus))
                      .arg(label, formatHours(rec->hours.expected, locale),
                           formatMoneyForManagers(rec->needBilledFen, locale))
                : PlanText::tr("Recommended: %1, %n card(s), about %3; billed %4 (%5 pro-rated).",
                               nullptr, int(rec->totalGpus))
                      .arg(label, formatHours(rec->hours.expected, locale),
                           formatMoneyForManagers(rec->needBilledFen, locale),
                           formatMoneyForManagers(rec->costProratedFen.expected, locale));
        }
        out += summary + u'\n';
        for (const auto &r : plan.recommendation)
            out += bullet(reasonSentence(r, catalog, locale));
    } else {
        out += PlanText::tr("No option can run this job as it stands; see the reasons below.")
            + u'\n';
    }
    // The ranking, worded by what the job actually constrains.
    if (!plan.cheapestMeetingDeadlineId.isEmpty()) {
        const QString label = offeringLabel(plan.cheapestMeetingDeadlineId, catalog, locale);
        out += (plan.job.deadlineDays ? PlanText::tr("Cheapest meeting the deadline: %1.")
                                      : PlanText::tr("Cheapest: %1."))
                   .arg(label)
            + u'\n';
    }
    if (!plan.fastestWithinBudgetId.isEmpty()) {
        const QString label = offeringLabel(plan.fastestWithinBudgetId, catalog, locale);
        out += (plan.job.budgetCny ? PlanText::tr("Fastest within the budget: %1.")
                                   : PlanText::tr("Fastest: %1."))
                   .arg(label)
            + u'\n';
    }
    out += u'\n';

    // The comparison: feasible options first, as the engine ranks them. A catalog of thousands
    // of offerings would print a table nobody reads: the first ones are listed, the rest counted.
    qsizetype unlisted = 0;
    const QList<const PlanOption *> ordered = listedOptions(plan, kListedOptions, &unlisted);
    // Serving is judged per month and per token, training per job: different columns.
    const bool inference = plan.job.method == Method::Inference;
    TextTable table = inference
        ? TextTable({PlanText::tr("Offering"), PlanText::tr("Cards"), PlanText::tr("Layout"),
                     PlanText::tr("GB need/has"), PlanText::tr("Tokens/s"),
                     PlanText::tr("Per month"), PlanText::tr("Per M tokens"),
                     PlanText::tr("Verdict")},
                    {Align::Left, Align::Right, Align::Left, Align::Right, Align::Right,
                     Align::Right, Align::Right, Align::Left})
        : TextTable({PlanText::tr("Offering"), PlanText::tr("Cards"), PlanText::tr("Layout"),
                     PlanText::tr("GB need/has"), PlanText::tr("Hours (low\u2013high)"),
                     PlanText::tr("Steady h"), PlanText::tr("MFU"), PlanText::tr("Pro-rated"),
                     plan.job.iteration == Iteration::Weekly ? PlanText::tr("Billed a month")
                                                             : PlanText::tr("Billed"),
                     PlanText::tr("Verdict")},
                    {Align::Left, Align::Right, Align::Left, Align::Right, Align::Right,
                     Align::Right, Align::Right, Align::Right, Align::Right, Align::Left});
    for (const PlanOption *o : ordered) {
        const QString layout = o->feasible ? layoutText(o->layout) : u"-"_s;
        if (inference) {
            const double tps = o->serving ? o->serving->tokensPerS : o->tokensPerS;
            const Fen month = o->serving ? o->serving->costPerMonthFen : o->costBilledFen;
            const QString perMillion = o->serving && o->serving->costPerMillionTokensFen > 0
                ? formatMoney(o->serving->costPerMillionTokensFen, locale, MoneyStyle::Precise)
                : u"-"_s;
            table.addRow({offeringLabel(o->offeringId, catalog, locale), cardsText(*o, locale),
                          layout, memoryText(*o, locale),
                          tps > 0 ? formatNumber(tps, locale) : u"-"_s, moneyOrDash(month, locale),
                          perMillion, verdictText(*o, plan, locale)});
        } else {
            table.addRow({offeringLabel(o->offeringId, catalog, locale), cardsText(*o, locale),
                          layout, memoryText(*o, locale), hoursText(*o, locale),
                          steadyText(*o, locale),
                          o->feasible && o->mfu > 0 ? formatPercent(o->mfu, locale) : u"-"_s,
                          moneyOrDash(o->costProratedFen.expected, locale),
                          moneyOrDash(o->needBilledFen, locale), verdictText(*o, plan, locale)});
        }
    }
    out += PlanText::tr("Options") + u'\n' + table.render();
    if (unlisted > 0) {
        out += PlanText::tr("%n more option(s) not listed: --format csv or json gives every one.",
                            nullptr, int(qMin<qsizetype>(unlisted, INT_MAX)))
            + u'\n';
    }

    bool anyBlocked = false;
    for (const PlanOption *o : ordered) {
        if (o->feasible)
            continue;
        if (!anyBlocked)
            out += u'\n' + PlanText::tr("Why not") + u'\n';
        anyBlocked = true;
        const Reason *r = firstBlocker(*o);
        out += bullet(PlanText::tr("%1: %2").arg(offeringLabel(o->offeringId, catalog, locale),
                                                 r ? reasonSentence(*r, catalog, locale)
                                                   : PlanText::tr("not feasible")));
    }

    // Warnings and advice on feasible options (the non-blocking reasons).
    QStringList notes;
    for (const PlanOption *o : ordered) {
        if (!o->feasible)
            continue;
        for (const auto &r : o->reasons) {
            if (r.severity == Reason::Severity::Warning) {
                notes << PlanText::tr("%1: %2").arg(offeringLabel(o->offeringId, catalog, locale),
                                                    reasonSentence(r, catalog, locale));
            }
        }
    }
    if (!notes.isEmpty()) {
        out += u'\n' + PlanText::tr("Warnings") + u'\n';
        for (const auto &n : notes)
            out += bullet(n);
    }

    // Inference: what each feasible option sustains and costs.
    QStringList serving;
    for (const PlanOption *o : ordered) {
        if (!o->feasible || !o->serving)
            continue;
        const ServingEstimate &s = *o->serving;
        serving << PlanText::tr("%1: %n replica(s), %3 tokens/s per card, %4 tokens/s in all, %5 "
                                "a month, %6 per million tokens",
                                nullptr, int(s.replicas))
                       .arg(offeringLabel(o->offeringId, catalog, locale),
                            formatNumber(s.tokensPerSPerGpu, locale),
                            formatNumber(s.tokensPerS, locale),
                            formatMoney(s.costPerMonthFen, locale),
                            formatMoney(s.costPerMillionTokensFen, locale, MoneyStyle::Precise));
    }
    if (!serving.isEmpty()) {
        out += u'\n' + PlanText::tr("Serving") + u'\n';
        for (const auto &s : serving)
            out += bullet(s);
    }

    if (!plan.breakeven.isEmpty()) {
        out += u'\n' + PlanText::tr("Break-even: monthly bare metal against hourly containers")
            + u'\n';
        const QStringList lines = breakEvenLines(plan, catalog, locale);
        qsizetype more = 0;
        for (const QString &line : distinctLines(lines, kListedBreakEvens, &more))
            out += bullet(line);
        if (more > 0) {
            out += bullet(PlanText::tr("%n more machine(s) with other prices: --format json "
                                       "gives every one.",
                                       nullptr, int(qMin<qsizetype>(more, INT_MAX))));
        }
    }

    if (!plan.advice.isEmpty()) {
        out += u'\n' + PlanText::tr("Advice") + u'\n';
        for (const auto &r : plan.advice)
            out += bullet(reasonSentence(r, catalog, locale));
    }

    out += u'\n' + PlanText::tr("Assumptions") + u'\n' + assumptions(plan, catalog, locale);
    return out;
}

QString planToCsv(const Plan &plan, const CatalogData &catalog)
{
    static const QStringList header {
        u"offering"_s,
        u"label"_s,
        u"accelerator"_s,
        u"form"_s,
        u"framework"_s,
        u"total_gpus"_s,
        u"nodes"_s,
        u"feasible"_s,
        u"recommended"_s,
        u"blocker"_s,
        u"reasons"_s,
        u"memory_per_gpu_gb"_s,
        u"memory_capacity_gb"_s,
        u"weights_gb"_s,
        u"gradients_gb"_s,
        u"optimizer_gb"_s,
        u"activations_gb"_s,
        u"kv_cache_gb"_s,
        u"overhead_gb"_s,
        u"dp"_s,
        u"tp"_s,
        u"pp"_s,
        u"zero"_s,
        u"micro_batch"_s,
        u"recompute"_s,
        u"offload"_s,
        u"interleave"_s,
        u"cp"_s,
        u"step_seconds"_s,
        u"mfu"_s,
        u"hfu"_s,
        u"compute_efficiency"_s,
        u"tokens_per_s"_s,
        u"scaling_efficiency"_s,
        u"hours"_s,
        u"hours_low"_s,
        u"hours_high"_s,
        u"steady_hours"_s,
        u"gpu_hours"_s,
        u"hourly_cny"_s,
        u"cost_prorated_cny"_s,
        u"cost_low_cny"_s,
        u"cost_high_cny"_s,
        u"cost_billed_cny"_s,
        u"idle_cny"_s,
        u"billing"_s,
        u"need_billed_cny"_s,
        u"need_billing"_s,
        u"runs_per_month"_s,
        u"porting_cost_cny"_s,
        u"time_value_cny"_s,
        u"decision_cost_cny"_s,
        u"deadline_likelihood"_s,
        u"budget_likelihood"_s,
        u"pareto"_s,
        u"price_observed_on"_s,
        u"price_source"_s,
    };
    const QString crlf = u"\r\n"_s;
    QString out = header.join(u',') + crlf;
    for (const auto &o : plan.options) {
        QString blocker;
        QStringList codes;
        for (const auto &r : o.reasons) {
            codes << r.code;
            if (blocker.isEmpty() && r.severity == Reason::Severity::Blocker)
                blocker = r.code;
        }
        QString label = o.label;
        if (label.isEmpty()) {
            if (const Offering *off = catalog.offering(o.offeringId))
                label = off->labelEn;
        }
        const QStringList row {
            o.offeringId,
            label,
            o.acceleratorId,
            formCsv(o.form),
            Frameworks::key(o.framework),
            QString::number(o.totalGpus),
            QString::number(o.nodes),
            boolCsv(o.feasible),
            boolCsv(!plan.recommendedId.isEmpty() && o.offeringId == plan.recommendedId),
            blocker,
            codes.join(u' '),
            numberCsv(o.memoryPerGpuGb),
            numberCsv(o.memoryCapacityGb),
            numberCsv(o.memory.weights),
            numberCsv(o.memory.gradients),
            numberCsv(o.memory.optimizer),
            numberCsv(o.memory.activations),
            numberCsv(o.memory.kvCache),
            numberCsv(o.memory.overhead),
            QString::number(o.layout.dp),
            QString::number(o.layout.tp),
            QString::number(o.layout.pp),
            QString::number(o.layout.zero),
            QString::number(o.layout.microBatch),
            recomputeCsv(o.layout.recompute),
            boolCsv(o.layout.offload),
            QString::number(o.layout.interleave),
            QString::number(o.layout.cp),
            numberCsv(o.stepSeconds),
            numberCsv(o.mfu),
            numberCsv(o.hfu),
            numberCsv(o.computeEfficiency),
            numberCsv(o.tokensPerS),
            numberCsv(o.scalingEfficiency),
            numberCsv(o.hours.expected),
            numberCsv(o.hours.low),
            numberCsv(o.hours.high),
            numberCsv(o.steadyHours),
            numberCsv(o.gpuHours),
            yuanCsv(o.hourlyFen),
            yuanCsv(o.costProratedFen.expected),
            yuanCsv(o.costProratedFen.low),
            yuanCsv(o.costProratedFen.high),
            yuanCsv(o.costBilledFen),
            yuanCsv(o.idleFen),
            o.billing,
            yuanCsv(o.needBilledFen),
            o.needBilling,
            numberCsv(o.runsPerMonth),
            yuanCsv(o.portingFen),
            yuanCsv(o.timeValueFen),
            yuanCsv(o.decisionCostFen),
            numberCsv(o.deadlineLikelihood),
            numberCsv(o.budgetLikelihood),
            boolCsv(o.onParetoFront),
            o.priceObservedOn.isValid() ? o.priceObservedOn.toString(Qt::ISODate) : QString(),
            o.priceSource,
        };
        QStringList fields;
        for (const auto &f : row)
            fields << csvField(f);
        out += fields.join(u',') + crlf;
    }
    return out;
}

QString efficiencyAssumption(const PlanOption &option, const Accelerator &acc, const Plan &plan,
                             const QLocale &locale)
{
    const QString name = acc.model.isEmpty() ? acc.id : acc.model;
    const QString planned = formatPercent(option.computeEfficiency, locale);
    const QString mfu = formatPercent(option.mfu, locale);
    if (plan.efficiencySource == u"job_mfu") {
        return PlanText::tr("Compute efficiency on %1: %2 of the dense peak, converted from the "
                            "job's end-to-end MFU of %3 on this layout (the catalog's figure is "
                            "%4); end-to-end MFU of the plan %5.")
            .arg(name, planned, formatPercent(plan.job.mfu.value_or(0), locale),
                 formatPercent(acc.computeEfficiency, locale), mfu);
    }
    if (plan.efficiencySource == u"measured") {
        return PlanText::tr("Compute efficiency on %1: %2 of the dense peak, fitted from your "
                            "trial runs (the catalog's figure is %3); end-to-end MFU of the plan "
                            "%4.")
            .arg(name, planned, formatPercent(acc.computeEfficiency, locale), mfu);
    }
    return PlanText::tr("Compute efficiency on %1: %2 of the dense peak expected, %3\u2013%4 for "
                        "the low/high band (calibrated on published runs, MODEL.md); end-to-end "
                        "MFU of the plan %5.")
        .arg(name, planned, formatPercent(acc.efficiencyLow, locale),
             formatPercent(acc.efficiencyHigh, locale), mfu);
}

} // namespace gp::format
