#include "decisionwriter.h"

#include "catalogtext.h"
#include "moneyformat.h"
#include "pdfflow.h"
#include "reasontext.h"
#include "rentalsteps.h"
#include "reportcharts.h"
#include "tradetext.h"

#include <QFont>
#include <QPagedPaintDevice>
#include <QPainter>

#include <algorithm>
#include <optional>

namespace gp::report {

namespace {

/// The chart's height on the page, in points: as tall as the full report's when there is room,
/// never so short that its legend and axes stop being readable.
constexpr double kChartMaxPoints = 300;
constexpr double kChartMinPoints = 170;
/// Body text sizes tried, largest first, when the chart alone cannot make room.
constexpr double kFontPoints[] = {9, 8.5, 8, 7.5, 7};
/// Space between the blocks, in points.
constexpr double kGapPoints = 8;
/// Options whose blocker is listed when none can run the job.
constexpr int kWhyNotRows = 8;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

const Reason *findReason(const QList<Reason> &reasons, QStringView code)
{
    for (const Reason &r : reasons) {
        if (r.code == code)
            return &r;
    }
    return nullptr;
}

/// "¥86,880 (¥80,000–¥95,000)": what the whole need is billed, with its band when it has one.
QString billedWithBand(const PlanOption &o, const QLocale &loc)
{
    const Fen need = needBilled(o);
    const Fen low = o.needBilledBandFen.low > 0 ? Fen(o.needBilledBandFen.low) : need;
    const Fen high = o.needBilledBandFen.high > 0 ? Fen(o.needBilledBandFen.high) : need;
    const QString amount = format::formatMoney(need, loc);
    if (low == need && high == need)
        return amount;
    return DecisionWriter::tr("%1 (%2–%3)", "amount (low–high)")
        .arg(amount, format::formatMoney(low, loc), format::formatMoney(high, loc));
}

/// What the billed figure covers: one run, a month of weekly runs or a month of serving.
QString needBasis(const PlanOption &o)
{
    if (o.serving)
        return DecisionWriter::tr("a month of serving");
    if (o.runsPerMonth > 0)
        return DecisionWriter::tr("a month of weekly runs");
    return DecisionWriter::tr("one run");
}

QString timeWithBand(const PlanOption &o, const QLocale &loc)
{
    if (o.serving) {
        return DecisionWriter::tr("%1 output tokens/s")
            .arg(format::formatNumber(o.serving->tokensPerS, loc));
    }
    // The band at the precision of the expected figure: "43 h (42–55)", not "(42.28–55.27)".
    return DecisionWriter::tr("%1 (%2–%3)", "hours (low–high)")
        .arg(format::formatHours(o.hours.expected, loc),
             format::formatHoursFigure(o.hours.low, loc),
             format::formatHoursFigure(o.hours.high, loc));
}

QString cardsText(const PlanOption &o)
{
    if (o.nodes > 1)
        return ReportWriter::tr("%1 × %2 nodes").arg(o.totalGpus / o.nodes).arg(o.nodes);
    return ReportWriter::tr("%n card(s)", nullptr, o.totalGpus);
}

QString formText(const PlanOption &o)
{
    const QString form = format::rentalFormName(o.form);
    if (o.billing == u"hour")
        return DecisionWriter::tr("%1, billed by the hour").arg(form);
    if (o.billing == u"day")
        return DecisionWriter::tr("%1, billed by the day").arg(form);
    if (o.billing == u"month")
        return DecisionWriter::tr("%1, billed by the month").arg(form);
    return form;
}

/// The deadline's chance, or a dash when the job sets none (or serves, with no end to meet).
QString deadlineChance(const PlanOption &o, const Plan &plan, const QLocale &loc)
{
    if (!plan.job.deadlineDays || o.serving)
        return QStringLiteral("—");
    return format::formatChance(o.deadlineLikelihood, loc);
}

QString budgetChance(const PlanOption &o, const Plan &plan, const QLocale &loc)
{
    if (!plan.job.budgetCny)
        return QStringLiteral("—");
    return format::formatChance(o.budgetLikelihood, loc);
}

/// Where the team's own trial logs decided the recommended card's speed: "Speed from your trial
/// run of DATE on N cards (FILE)." for each; empty when none did.
QString trialRunText(const PlanOption &rec, const ReportInput &in)
{
    // A deep path is cut from its start: the file's own name is what the team knows.
    const auto shortPath = [](const QString &path) {
        constexpr qsizetype kMost = 60;
        return path.size() <= kMost ? path : QStringLiteral("…") + path.right(kMost - 1);
    };
    QStringList lines;
    for (const Measurement &m : in.plan.job.measured) {
        if (!m.fromLog || m.tokensPerS <= 0 || m.accelerator != rec.acceleratorId)
            continue;
        lines << (m.fromLog->date
                      ? DecisionWriter::tr("Speed from your trial run of %1 on %n card(s) (%3).",
                                           nullptr, m.gpus)
                            .arg(format::formatDate(*m.fromLog->date, in.locale), shortPath(m.log))
                      : DecisionWriter::tr("Speed from your trial run on %n card(s) (%2).", nullptr,
                                           m.gpus)
                            .arg(shortPath(m.log)));
    }
    return lines.join(u' ');
}

/// The recommendation in two lines: the option, then its cards, form, time and billed need,
/// then the chances of meeting the deadline and the budget.
QString recommendationHtml(const PlanOption &rec, const ReportInput &in)
{
    const QLocale &loc = in.locale;
    QString html = QStringLiteral("<p style='margin-bottom:2pt'><span style='font-size:large'>"
                                  "<b>%1</b></span></p>")
                       .arg(esc(DecisionWriter::tr("Rent %1").arg(
                           format::offeringLabel(rec.offeringId, in.catalog, loc))));
    const QString sep = QStringLiteral(" · ");
    QStringList facts {cardsText(rec), formText(rec)};
    if (rec.serving) {
        facts << timeWithBand(rec, loc);
    } else {
        facts << DecisionWriter::tr("about %1").arg(timeWithBand(rec, loc));
    }
    facts << DecisionWriter::tr("billed %1 for %2").arg(billedWithBand(rec, loc), needBasis(rec));
    html += QStringLiteral("<p style='margin-top:0; margin-bottom:2pt'>%1</p>")
                .arg(esc(facts.join(sep)));
    QStringList chances;
    const bool weekly = !rec.serving && in.plan.job.iteration == Iteration::Weekly;
    const bool weekShorter = !in.plan.job.deadlineDays || *in.plan.job.deadlineDays >= 7.0;
    if (weekly && weekShorter) {
        chances << DecisionWriter::tr("Each run within the week: %1")
                       .arg(format::formatChance(rec.deadlineLikelihood, loc));
    } else if (in.plan.job.deadlineDays && !rec.serving) {
        chances << DecisionWriter::tr("Meets the deadline of %1: %2")
                       .arg(format::formatDays(*in.plan.job.deadlineDays, loc),
                            format::formatChance(rec.deadlineLikelihood, loc));
    }
    if (in.plan.job.budgetCny) {
        chances << DecisionWriter::tr("Stays within the budget of %1: %2")
                       .arg(
                           format::formatMoneyForManagers(fenFromYuan(*in.plan.job.budgetCny), loc),
                           format::formatChance(rec.budgetLikelihood, loc));
    }
    if (!chances.isEmpty()) {
        html += QStringLiteral("<p style='margin-top:0'>%1</p>").arg(esc(chances.join(sep)));
    }
    // Porting every option needs (domestic hardware) is not in the comparison: said here.
    const Reason *cann = findReason(rec.reasons, u"cann_migration");
    if (cann && cann->number(QStringLiteral("in_comparison")) == 0) {
        html += QStringLiteral("<p style='margin-top:0'>%1</p>")
                    .arg(esc(
                        DecisionWriter::tr("Porting to CANN, about %1 person-days (%2), is "
                                           "needed on every option and comes on top of the "
                                           "bill.")
                            .arg(format::formatNumber(cann->number(QStringLiteral("person_days")),
                                                      loc),
                                 format::formatMoneyForManagers(
                                     fenFromYuan(cann->number(QStringLiteral("porting_cost_cny"))),
                                     loc))));
    }
    const QString trials = trialRunText(rec, in);
    if (!trials.isEmpty())
        html += QStringLiteral("<p style='margin-top:0'>%1</p>").arg(esc(trials));
    return html;
}

/// The recommended option against the runner-up, one row per figure.
QString tradeTable(const PlanOption &rec, const PlanOption *runner, const ReportInput &in)
{
    const QLocale &loc = in.locale;
    QList<const PlanOption *> columns {&rec};
    if (runner)
        columns << runner;
    QString html
        = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='3' border='0.5' "
                         "style='border-collapse:collapse; border-color:#999'>");
    html += QStringLiteral("<tr style='background:#e8eef8'><th align='left' width='26%'></th>");
    const QString width = runner ? QStringLiteral("37%") : QStringLiteral("74%");
    html += QStringLiteral("<th align='left' width='%1' style='background:#eaf5e4'>%2</th>")
                .arg(width, esc(DecisionWriter::tr("Recommended")));
    if (runner) {
        html += QStringLiteral("<th align='left' width='%1'>%2</th>")
                    .arg(width, esc(DecisionWriter::tr("Runner-up")));
    }
    html += QStringLiteral("</tr>");

    const auto row = [&](const QString &name, const auto &value, bool bold = false) {
        html += QStringLiteral("<tr><td style='color:#444'>%1</td>").arg(esc(name));
        for (const PlanOption *o : std::as_const(columns)) {
            const QString text = esc(value(*o));
            html += QStringLiteral("<td>%1</td>")
                        .arg(bold ? QStringLiteral("<b>%1</b>").arg(text) : text);
        }
        html += QStringLiteral("</tr>");
    };
    row(
        DecisionWriter::tr("Option"),
        [&](const PlanOption &o) { return format::offeringLabel(o.offeringId, in.catalog, loc); },
        true);
    row(DecisionWriter::tr("Cards, rental form"), [](const PlanOption &o) {
        return DecisionWriter::tr("%1 · %2").arg(cardsText(o), formText(o));
    });
    if (rec.serving) {
        row(DecisionWriter::tr("Output tokens/s"),
            [&](const PlanOption &o) { return timeWithBand(o, loc); });
    } else {
        row(DecisionWriter::tr("Hours (low–high)"),
            [&](const PlanOption &o) { return timeWithBand(o, loc); });
    }
    row(DecisionWriter::tr("Billed for %1 (low–high)").arg(needBasis(rec)),
        [&](const PlanOption &o) { return billedWithBand(o, loc); });
    // One run billed in whole periods: what the hours cost (the seeds' monthly / 720 x hours)
    // and what is paid for nothing, beside the bill.
    bool idle = false;
    for (const PlanOption *o : std::as_const(columns))
        idle = idle || (!o->serving && o->runsPerMonth <= 0 && o->idleFen > 0);
    if (idle) {
        row(DecisionWriter::tr("Pro-rated by the hour (idle)"), [&](const PlanOption &o) {
            const QString prorated = format::formatMoney(o.costProratedFen.expected, loc);
            return o.idleFen > 0 ? DecisionWriter::tr("%1 (%2 paid for idle time)")
                                       .arg(prorated, format::formatMoney(o.idleFen, loc))
                                 : prorated;
        });
    }
    bool porting = false;
    for (const PlanOption *o : std::as_const(columns))
        porting = porting || o->portingFen > 0;
    if (porting) {
        row(DecisionWriter::tr("Porting to the card's software"),
            [&](const PlanOption &o) { return format::formatMoney(o.portingFen, loc); });
    }
    // The chances in one row: the deadline (or the week of weekly runs), then the budget.
    const bool week = !rec.serving && in.plan.job.iteration == Iteration::Weekly
        && (!in.plan.job.deadlineDays || *in.plan.job.deadlineDays >= 7.0);
    const bool deadline = !week && in.plan.job.deadlineDays && !rec.serving;
    const bool budget = in.plan.job.budgetCny.has_value();
    const QString timeName
        = week ? DecisionWriter::tr("a run fits the week") : DecisionWriter::tr("deadline");
    if ((week || deadline) || budget) {
        const QString name = (week || deadline) && budget
            ? DecisionWriter::tr("Chance: %1 · budget").arg(timeName)
            : budget ? DecisionWriter::tr("Chance: budget")
                     : DecisionWriter::tr("Chance: %1").arg(timeName);
        row(name, [&](const PlanOption &o) {
            QStringList chances;
            if (week)
                chances << format::formatChance(o.deadlineLikelihood, loc);
            else if (deadline)
                chances << deadlineChance(o, in.plan, loc);
            if (budget)
                chances << budgetChance(o, in.plan, loc);
            return chances.join(QStringLiteral(" · "));
        });
    }
    return html + QStringLiteral("</table>");
}

/// How to rent the recommendation (the trial by the hour, when to order, a day rate to ask
/// for), one short line each; the full report and the window give the whole sentences.
QString beforeSigningHtml(const ReportInput &in)
{
    QString items;
    for (const QString &line : format::rentalStepLines(in.plan, in.catalog, in.locale))
        items += QStringLiteral("<li>%1</li>").arg(esc(line));
    if (items.isEmpty())
        return items;
    return ReportWriter::headingHtml(DecisionWriter::tr("Before signing"))
        + QStringLiteral("<ul>%1</ul>").arg(items);
}

/// Every block of text on the page, built once for a body text size.
struct Blocks {
    QString head; ///< title, job, recommendation, table and trade
    QString chartHeading;
    QString tail; ///< checks and price sources
};

Blocks buildBlocks(const ReportInput &in, DecisionLayout &out)
{
    const QLocale &loc = in.locale;
    Blocks b;
    QString &head = b.head;
    head += QStringLiteral("<h2 style='color:#1d4aa8; margin-bottom:0'>%1</h2>")
                .arg(esc(DecisionWriter::tr("GPU rental: the decision")));
    head += QStringLiteral("<p style='color:#555; margin-top:2pt'>%1</p>")
                .arg(esc(ReportWriter::tr("Prepared %1 · catalog prices observed up to %2")
                             .arg(format::formatDate(in.today, loc),
                                  format::formatDate(in.plan.catalogDate, loc))));
    const qint64 age = in.plan.catalogDate.isValid() ? in.plan.catalogDate.daysTo(in.today) : 0;
    if (age > in.staleAfterDays) {
        head += QStringLiteral("<p style='color:#b03a2e'><b>%1</b></p>")
                    .arg(esc(ReportWriter::tr("The prices are %n day(s) old: verify the live "
                                              "prices before relying on these figures.",
                                              nullptr, int(age))));
    }
    // Chinese runs on after its full-width colon; English takes a space.
    head += QStringLiteral("<p><b>%1</b>%2%3</p>")
                .arg(esc(DecisionWriter::tr("The job:")),
                     format::isChinese(loc) ? QString() : QStringLiteral(" "),
                     esc(ReportWriter::jobInWords(in.plan.job, loc)));

    head += ReportWriter::headingHtml(ReportWriter::tr("Recommendation"));
    const PlanOption *rec = in.plan.option(in.plan.recommendedId);
    const Reason *runnerReason = findReason(in.plan.recommendation, u"runner_up");
    const PlanOption *runner
        = runnerReason ? in.plan.option(runnerReason->text(QStringLiteral("offering"))) : nullptr;
    if (rec) {
        out.recommended = format::offeringLabel(rec->offeringId, in.catalog, loc);
        head += recommendationHtml(*rec, in);
        head += ReportWriter::headingHtml(runner ? DecisionWriter::tr("Against the runner-up")
                                                 : DecisionWriter::tr("The recommended option"));
        head += tradeTable(*rec, runner, in);
        if (runner) {
            out.runnerUp = format::offeringLabel(runner->offeringId, in.catalog, loc);
            // The table has the figures: the trade in one short sentence under it.
            head += QStringLiteral("<p>%1</p>")
                        .arg(esc(format::tradeSentence(in.plan, in.catalog, loc)));
        } else {
            head += QStringLiteral("<p>%1</p>")
                        .arg(esc(DecisionWriter::tr(
                            "No runner-up: no other option meets every requirement.")));
        }
        // A much cheaper option that only misses the deadline: the trade the meeting decides.
        if (const Reason *near = findReason(in.plan.recommendation, u"cheaper_past_deadline")) {
            head += QStringLiteral("<p><b>%1</b> %2</p>")
                        .arg(esc(DecisionWriter::tr("If the date can move:")),
                             esc(format::nearMissLine(*near, in.catalog, loc)));
        }
        head += beforeSigningHtml(in);
    } else {
        head += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(ReportWriter::tr(
                        "No offering of the catalog can run this job as specified.")));
        for (const Reason &r : in.plan.recommendation)
            head
                += QStringLiteral("<p>%1</p>").arg(esc(format::reasonSentence(r, in.catalog, loc)));
        // What stops the first options, in place of a chart with nothing to show.
        QString why;
        int listed = 0;
        for (const PlanOption &o : in.plan.options) {
            const auto blocker
                = std::find_if(o.reasons.cbegin(), o.reasons.cend(), [](const Reason &r) {
                      return r.severity == Reason::Severity::Blocker;
                  });
            if (blocker == o.reasons.cend())
                continue;
            if (listed == kWhyNotRows)
                break;
            ++listed;
            why += QStringLiteral("<li>%1</li>")
                       .arg(esc(DecisionWriter::tr("%1: %2").arg(
                           format::offeringLabel(o.offeringId, in.catalog, loc),
                           format::reasonSentence(*blocker, in.catalog, loc))));
        }
        if (!why.isEmpty())
            head += QStringLiteral("<ul>%1</ul>").arg(why);
        const int more = int(in.plan.options.size()) - listed;
        if (listed > 0 && more > 0) {
            head += QStringLiteral("<p>%1</p>")
                        .arg(esc(DecisionWriter::tr("%n more option(s) in the full report.",
                                                    nullptr, more)));
        }
    }

    // A chart only where some option that runs the job can be plotted (the yardsticks alone,
    // none of which runs it, say nothing the reasons do not).
    const QList<chart::CostPoint> points
        = ReportCharts(in.plan, in.catalog, loc, 1).content().points;
    if (std::any_of(points.cbegin(), points.cend(),
                    [](const chart::CostPoint &p) { return p.runnable; }))
        b.chartHeading = ReportWriter::headingHtml(ReportCharts::costChartTitle(in.plan));

    QString &tail = b.tail;
    tail += ReportWriter::checksBeforeOrderingHtml(
        ReportWriter::checksBeforeOrdering(rec, in.catalog), true);
    QStringList sources;
    for (const PlanOption *o : {rec, runner}) {
        if (!o)
            continue;
        const QString line = ReportWriter::priceSourceLine(*o, in.catalog, loc);
        if (!line.isEmpty())
            sources << esc(line);
    }
    QString prices
        = QStringLiteral("<b>%1</b><br/>").arg(esc(ReportWriter::tr("Prices: dates and sources")));
    if (!sources.isEmpty())
        prices += sources.join(QStringLiteral("<br/>")) + QStringLiteral("<br/>");
    QStringList notes;
    notes << ReportWriter::tr("Prices are estimates that move with the market: verify the live "
                              "price before signing.");
    if (!in.catalogDescription.isEmpty())
        notes << ReportWriter::withoutFolders(in.catalogDescription);
    notes << DecisionWriter::tr("Every option, its reasons and its assumptions are in the full "
                                "report.");
    for (QString &n : notes)
        n = esc(n);
    prices += notes.join(QStringLiteral("<br/>"));
    tail += QStringLiteral("<p style='color:#444; font-size:small'>%1</p>").arg(prices);
    return b;
}

} // namespace

QString DecisionWriter::documentTitle()
{
    return tr("GPU Planner: decision");
}

bool DecisionWriter::writePdf(const ReportInput &input, const QString &path, QString *error,
                              DecisionLayout *layout)
{
    return ReportWriter::writeAtomically(
        path, documentTitle(), error,
        [&](QPagedPaintDevice &device) { return render(input, device, layout); });
}

bool DecisionWriter::render(const ReportInput &in, QPagedPaintDevice &device,
                            DecisionLayout *layout)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    DecisionLayout out;
    const Blocks blocks = buildBlocks(in, out);
    const QString footer = ReportWriter::tr("GPU Planner · %1 · prices as of %2")
                               .arg(format::formatDate(in.today, in.locale),
                                    format::formatDate(in.plan.catalogDate, in.locale));
    {
        // The largest type with which the text and a readable chart share the page; the chart
        // takes what the text leaves, up to the full report's size.
        QFont font;
        font.setFamilies(ReportWriter::fontFamilies());
        std::optional<PdfFlow> flow;
        double chart = 0;
        for (const double size : kFontPoints) {
            font.setPointSizeF(size);
            painter.setFont(font);
            flow.emplace(device, painter, font, footer);
            flow->setChinese(format::isChinese(in.locale));
            const bool charted = !blocks.chartHeading.isEmpty();
            const double text = flow->heightOf(blocks.head)
                + (charted ? flow->heightOf(blocks.chartHeading) : 0) + flow->heightOf(blocks.tail)
                + 2 * kGapPoints * flow->unitsPerPoint();
            chart = qMin(kChartMaxPoints * flow->unitsPerPoint(), flow->remaining() - text);
            if (!charted && chart >= 0)
                chart = 0;
            if (!charted ? chart == 0 : chart >= kChartMinPoints * flow->unitsPerPoint())
                break;
        }
        chart = qMax(0.0, chart - flow->unitsPerPoint()); // a point of slack for rounding
        out.fontPoints = font.pointSizeF();
        out.chartPoints = chart / flow->unitsPerPoint();

        flow->setKeepText(true);
        flow->addHtml(blocks.head);
        flow->addSpace(kGapPoints);
        if (!blocks.chartHeading.isEmpty())
            flow->addHtml(blocks.chartHeading);
        const ReportCharts charts(in.plan, in.catalog, in.locale, flow->unitsPerPoint());
        QFont chartFont = font;
        chartFont.setPointSizeF(font.pointSizeF() * 7.5 / 9);
        if (chart > 0 && !blocks.chartHeading.isEmpty()) {
            flow->addDrawing(chart, [&](QPainter &p, const QRectF &area) {
                p.setFont(chartFont);
                charts.drawCostVsTime(p, area, ReportCharts::MoreOptionsIn::FullReport);
            });
        }
        flow->addSpace(kGapPoints);
        flow->addHtml(blocks.tail);
        flow->finish();
        out.pages = flow->pageNumber();
        out.text = flow->laidOutText();
    }
    if (layout)
        *layout = out;
    return painter.end();
}

} // namespace gp::report
