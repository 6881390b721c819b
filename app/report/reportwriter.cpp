#include "reportwriter.h"

#include "catalogtext.h"
#include "chinesespacing.h"
#include "framework.h"
#include "frameworktext.h"
#include "moneyformat.h"
#include "outputfile.h"
#include "pdfflow.h"
#include "plantext.h"
#include "reasontext.h"
#include "reportcharts.h"

#include <QFont>
#include <QFontDatabase>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>

#include <climits>

namespace gp::report {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString methodText(Method method)
{
    switch (method) {
    case Method::Full:
        return ReportWriter::tr("full-parameter training");
    case Method::LoRA:
        return ReportWriter::tr("LoRA fine-tuning");
    case Method::QLoRA:
        return ReportWriter::tr("QLoRA fine-tuning");
    case Method::Inference:
        break;
    }
    return ReportWriter::tr("inference serving");
}

QString precisionText(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return QStringLiteral("FP32");
    case Precision::BF16:
        return QStringLiteral("BF16");
    case Precision::FP16:
        return QStringLiteral("FP16");
    case Precision::FP8:
        return QStringLiteral("FP8");
    case Precision::INT8:
        return QStringLiteral("INT8");
    case Precision::INT4:
        break;
    }
    return QStringLiteral("INT4");
}

QString recomputeText(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return {};
    case Recompute::Selective:
        return ReportWriter::tr(", selective recompute");
    case Recompute::Full:
        break;
    }
    return ReportWriter::tr(", full recompute");
}

QString layoutText(const Layout &l)
{
    QString text = QStringLiteral("DP%1 TP%2 PP%3").arg(l.dp).arg(l.tp).arg(l.pp);
    if (l.zero > 0)
        text += QStringLiteral(" ZeRO-%1").arg(l.zero);
    text += recomputeText(l.recompute);
    if (l.offload)
        text += ReportWriter::tr(", offload");
    return text;
}

/// What the recommendation's whole need is billed, in words: one run, a month of weekly runs or
/// a month of serving (the figure the budget verdict uses).
QString billedNeedText(const PlanOption &option, const QLocale &locale)
{
    const Fen need = needBilled(option);
    const QString money = format::formatMoneyForManagers(need, locale);
    if (option.runsPerMonth > 0 && option.needBilledFen > 0)
        return ReportWriter::tr("billed %1 a month for the weekly runs").arg(money);
    if (option.serving && option.needBilledFen > 0)
        return ReportWriter::tr("billed %1 a month of serving").arg(money);
    return ReportWriter::tr("billed %1").arg(money);
}

/// What one run billed in whole periods would cost by the hour, and the part of the bill paid
/// for idle time, where the bill exceeds the use; empty otherwise (weekly runs and serving are
/// billed for what they use each month).
QString idleText(const PlanOption &option, const QLocale &locale)
{
    if (option.serving || option.runsPerMonth > 0 || option.idleFen <= 0)
        return {};
    return ReportWriter::tr("Pro-rated by the hour it would cost %1; %2 of the bill pays for "
                            "idle time.")
        .arg(format::formatMoneyForManagers(option.costProratedFen.expected, locale),
             format::formatMoneyForManagers(option.idleFen, locale));
}

} // namespace

QString ReportWriter::jobInWords(const Job &job, const QLocale &locale)
{
    const QString model = job.model.preset.isEmpty()
        ? ReportWriter::tr("a %1B-parameter model").arg(locale.toString(job.model.paramsB, 'g', 4))
        : ReportWriter::tr("%1 (%2B parameters)")
              .arg(format::modelName(job.model.preset), locale.toString(job.model.paramsB, 'g', 4));
    QString text;
    if (job.method == Method::Inference) {
        text = ReportWriter::tr("Serve %1 in %2 for %3 concurrent requests of %4 tokens of "
                                "context at %5 output tokens/s.")
                   .arg(model, precisionText(job.precision))
                   .arg(job.inference.concurrentRequests)
                   .arg(locale.toString(job.inference.contextTokens))
                   .arg(format::formatNumber(job.inference.target(), locale));
    } else {
        text = ReportWriter::tr("%1 of %2 in %3 on %4 billion tokens.")
                   .arg(methodText(job.method), model, precisionText(job.precision),
                        locale.toString(job.tokensB, 'g', 4));
    }
    const bool serving = job.method == Method::Inference;
    text += u' '
        + (serving ? ReportWriter::tr("Served with %1.") : ReportWriter::tr("Trained with %1."))
              .arg(format::frameworkName(Frameworks::chosen(job), serving));
    QStringList limits;
    if (job.deadlineDays)
        limits
            << ReportWriter::tr("deadline %1").arg(format::formatDays(*job.deadlineDays, locale));
    if (job.budgetCny)
        limits << ReportWriter::tr("budget %1")
                      .arg(format::formatMoneyForManagers(fenFromYuan(*job.budgetCny), locale));
    if (job.physicalIsolation)
        limits << ReportWriter::tr("physical isolation required");
    if (job.domesticHardware)
        limits << ReportWriter::tr("domestic (信创) hardware required");
    if (job.iteration == Iteration::Weekly)
        limits << ReportWriter::tr("repeated every week");
    if (!limits.isEmpty())
        text += u' '
            + ReportWriter::tr("Constraints: %1.")
                  .arg(limits.join(ReportWriter::tr(", ", "between the items of a list")));
    // Chinese sentences follow each other without a space.
    return format::isChinese(locale) ? format::tidyChineseSpacing(text) : text;
}

namespace {

QString firstBlocker(const PlanOption &o, const CatalogData &catalog, const QLocale &locale)
{
    for (const Reason &r : o.reasons) {
        if (r.severity == Reason::Severity::Blocker)
            return format::reasonSentence(r, catalog, locale);
    }
    return {};
}

/// What the table says of a row in a few words: recommended, feasible, or what rules it out
/// (deadline, budget, or the blocker's sentence when it cannot run the job at all).
QString verdict(const PlanOption &o, const ReportInput &in)
{
    if (o.offeringId == in.plan.recommendedId)
        return ReportWriter::tr("Recommended");
    if (o.feasible)
        return ReportWriter::tr("Feasible");
    QStringList limits;
    for (const Reason &r : o.reasons) {
        if (r.code == u"deadline_missed")
            limits << ReportWriter::tr("Misses the deadline");
        else if (r.code == u"over_budget")
            limits << ReportWriter::tr("Over budget");
    }
    if (runsTheJob(o) && !limits.isEmpty())
        return limits.join(ReportWriter::tr("; ", "between the limits an option misses"));
    return firstBlocker(o, in.catalog, in.locale);
}

/// The comparison table's opening and header row; each page's part of the table starts with it.
/// Fixed column widths, so the parts on every page line up and no header breaks mid-word.
QString comparisonHead()
{
    QString html
        = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='2' border='0.5' "
                         "style='border-collapse:collapse; border-color:#999; font-size:7pt'>");
    html += QStringLiteral("<tr style='background:#e8eef8'>");
    const std::pair<QString, int> columns[] = {{ReportWriter::tr("Offering"), 19},
                                               {ReportWriter::tr("Verdict"), 23},
                                               {ReportWriter::tr("Cards"), 6},
                                               {ReportWriter::tr("Layout"), 14},
                                               {ReportWriter::tr("Hours (low–high)"), 11},
                                               {ReportWriter::tr("MFU"), 5},
                                               {ReportWriter::tr("Cost billed"), 8},
                                               {ReportWriter::tr("Deadline"), 7},
                                               {ReportWriter::tr("Budget"), 7}};
    for (const auto &[title, percent] : columns)
        html += QStringLiteral("<th align='left' width='%1%'>%2</th>").arg(percent).arg(esc(title));
    return html + QStringLiteral("</tr>");
}

/// One table row per listed option; *\a unlisted the options left out.
QStringList comparisonRows(const ReportInput &in, qsizetype *unlisted)
{
    const QLocale &loc = in.locale;
    QStringList rows;
    for (const PlanOption *option :
         format::listedOptions(in.plan, format::kListedOptions, unlisted)) {
        const PlanOption &o = *option;
        const bool recommended = o.offeringId == in.plan.recommendedId;
        QString html = recommended ? QStringLiteral("<tr style='background:#eaf5e4'>")
                                   : QStringLiteral("<tr>");
        QString label = esc(format::offeringLabel(o.offeringId, in.catalog, loc));
        if (recommended)
            label = QStringLiteral("<b>%1 ★</b>").arg(label);
        html += QStringLiteral("<td>%1</td>").arg(label);
        const bool runs = runsTheJob(o) && o.hours.expected > 0;
        if (!runs) {
            // Cannot run the job: its numbers would describe a machine that is not an option,
            // so the reason takes their room.
            rows << html
                    + QStringLiteral("<td colspan='4' style='color:#b03a2e'>%1</td>"
                                     "<td colspan='4' align='center'>—</td></tr>")
                          .arg(esc(verdict(o, in)));
            continue;
        }
        html += QStringLiteral("<td%1>%2</td>")
                    .arg(o.feasible ? QString() : QStringLiteral(" style='color:#b03a2e'"),
                         esc(verdict(o, in)));
        const QString cards = o.nodes > 1
            ? ReportWriter::tr("%1 × %2 nodes").arg(o.totalGpus / o.nodes).arg(o.nodes)
            : loc.toString(o.totalGpus);
        html += QStringLiteral("<td>%1</td>").arg(esc(cards));
        html += QStringLiteral("<td>%1</td>").arg(esc(layoutText(o.layout)));
        html += QStringLiteral("<td>%1 (%2–%3)</td>")
                    .arg(esc(format::formatHours(o.hours.expected, loc)),
                         esc(format::formatHoursFigure(o.hours.low, loc)),
                         esc(format::formatHoursFigure(o.hours.high, loc)));
        html += QStringLiteral("<td align='right'>%1</td>")
                    .arg(esc(format::formatPercent(o.mfu, loc)));
        html += QStringLiteral("<td align='right'>%1</td>")
                    .arg(esc(format::formatMoney(needBilled(o), loc)));
        html += QStringLiteral("<td>%1</td>")
                    .arg(in.plan.job.deadlineDays
                             ? esc(format::formatChance(o.deadlineLikelihood, loc))
                             : QStringLiteral("—"));
        html += QStringLiteral("<td>%1</td>")
                    .arg(in.plan.job.budgetCny ? esc(format::formatChance(o.budgetLikelihood, loc))
                                               : QStringLiteral("—"));
        rows << html + QStringLiteral("</tr>");
    }
    return rows;
}

/// The comparison table, as many rows on each page as fit under its header row, which every
/// page repeats; then how many options were left out.
void addComparisonTable(PdfFlow &flow, const ReportInput &in)
{
    qsizetype unlisted = 0;
    const QStringList rows = comparisonRows(in, &unlisted);
    const QString head = comparisonHead();
    const QString end = QStringLiteral("</table>");
    const double headHeight = flow.heightOf(head + end);
    // Each row's height under the header, measured once: a page's part is then summed.
    QList<double> heights;
    heights.reserve(rows.size());
    for (const QString &row : rows)
        heights << flow.heightOf(head + row + end) - headHeight;
    const double slack = 2 * flow.unitsPerPoint(); // borders drawn between parts
    qsizetype i = 0;
    while (i < rows.size()) {
        const double room = flow.remaining() - headHeight - slack;
        qsizetype j = i;
        double used = 0;
        while (j < rows.size() && used + heights.at(j) <= room)
            used += heights.at(j++);
        if (j == i) {
            if (!flow.atPageTop()) {
                flow.newPage();
                continue;
            }
            j = i + 1; // a row taller than a page: the flow splits it between lines
        }
        flow.addHtml(head + rows.mid(i, j - i).join(QString()) + end);
        i = j;
        if (i < rows.size())
            flow.newPage();
    }
    if (unlisted > 0) {
        flow.addHtml(
            QStringLiteral("<p>%1</p>")
                .arg(esc(ReportWriter::tr("%n more option(s) not listed: the CSV export "
                                          "(gpuplanner plan JOB --format csv) gives every one.",
                                          nullptr, int(qMin<qsizetype>(unlisted, INT_MAX))))));
    }
}

QString reasonList(const QList<Reason> &reasons, const ReportInput &in)
{
    if (reasons.isEmpty())
        return {};
    QString html = QStringLiteral("<ul style='margin-top:0'>");
    for (const Reason &r : reasons)
        html += QStringLiteral("<li>%1</li>")
                    .arg(esc(format::reasonSentence(r, in.catalog, in.locale)));
    return html + QStringLiteral("</ul>");
}

QString h2(const QString &text)
{
    return ReportWriter::headingHtml(text);
}

} // namespace

QString ReportWriter::headingHtml(const QString &text)
{
    return QStringLiteral("<h3 style='color:#1d4aa8; margin-bottom:2pt'>%1</h3>").arg(esc(text));
}

QStringList ReportWriter::checksBeforeOrdering(const PlanOption *option, const CatalogData &catalog)
{
    const Accelerator *acc = option ? catalog.accelerator(option->acceleratorId) : nullptr;
    const bool ascend
        = acc && acc->softwareStack.compare(QLatin1String("CANN"), Qt::CaseInsensitive) == 0;
    if (option && option->form == RentalForm::Container) {
        // A container shows its cards and its software, not the machine under it.
        return {
            ascend ? tr("Cards: npu-smi info in it lists the NPUs you pay for")
                   : tr("Cards: nvidia-smi in it lists the cards you pay for"),
            ascend ? tr("Software: the image's CANN and driver run torch_npu")
                   : tr("Software: the image's CUDA and driver run your stack"),
            tr("Data: what survives a stop or release; IO with fio"),
            tr("Network: PCIe or virtual between the cards, no IB"),
            tr("Billing: by the started hour; cards back after a stop?"),
            tr("No root, no isolation: the job needs neither"),
        };
    }
    QStringList checks;
    if (ascend) {
        checks << tr("Passthrough: npu-smi info lists 8 NPUs, full memory")
               << tr("Topology: HCCS (npu-smi info -t topo), NICs (hccn_tool)")
               << tr("Software: CANN, driver, firmware for your torch_npu");
    } else {
        checks << tr("Passthrough: nvidia-smi lists 8 cards, full memory")
               << tr("Topology: nvidia-smi topo -m (NVLink, PCIe, sockets)");
    }
    checks << tr("Network: exclusive or shared, rates, cross-machine")
           << tr("Storage: IO measured with fio (checkpoints)")
           << tr("SLA: replacement time, spares, ticket response")
           << tr("Reinstall and snapshots: policy, cost, time");
    return checks;
}

QString ReportWriter::checksBeforeOrderingHtml(const QStringList &checks, bool twoColumns)
{
    QString html = headingHtml(tr("Checks before ordering"));
    if (!twoColumns) {
        html += QStringLiteral("<p>");
        for (const QString &c : checks)
            html += QStringLiteral("☐ %1<br/>").arg(esc(c));
        return html + QStringLiteral("</p>");
    }
    html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='1'>");
    const qsizetype rows = (checks.size() + 1) / 2;
    for (qsizetype r = 0; r < rows; ++r) {
        html += QStringLiteral("<tr>");
        for (const qsizetype i : {r, r + rows}) {
            html += QStringLiteral("<td width='50%'>%1</td>")
                        .arg(i < checks.size() ? QStringLiteral("☐ ") + esc(checks.at(i))
                                               : QString());
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString ReportWriter::priceSourceLine(const PlanOption &option, const CatalogData &catalog,
                                      const QLocale &locale)
{
    const Offering *off = catalog.offering(option.offeringId);
    const PriceSnapshot *price = off ? off->currentPrice() : nullptr;
    if (!price)
        return {};
    const QString region = format::offeringRegion(*off, locale);
    const QString name = region.isEmpty()
        ? format::offeringLabel(*off, locale)
        : tr("%1, %2").arg(format::offeringLabel(*off, locale), region);
    return tr("%1: %2, observed %3, %4")
        .arg(name, format::priceText(*price, locale), format::formatDate(price->observedOn, locale),
             format::priceSourceText(price->source));
}

QStringList ReportWriter::fontFamilies()
{
    // WenQuanYi Micro Hei first: Qt's PDF engine writes each glyph's text as the lowest code point
    // that maps to it, and the Noto CJK faces share glyphs between ideographs and the Kangxi
    // radicals (月 would extract as U+2F49) and lose Latin digits. WenQuanYi has neither problem.
    const QStringList installed = QFontDatabase::families();
    QStringList families;
    for (const char *name : {"WenQuanYi Micro Hei", "DejaVu Sans", "Noto Sans CJK SC"}) {
        const QString family = QLatin1String(name);
        if (installed.contains(family))
            families << family;
    }
    if (families.isEmpty())
        families << QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
    return families;
}

QPageLayout ReportWriter::pageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(18, 16, 18, 14),
                       QPageLayout::Millimeter);
}

QString ReportWriter::documentTitle()
{
    return tr("GPU Planner: plan summary");
}

QString ReportWriter::withoutFolders(const QString &text)
{
    // A circulated document names the catalog file, never the folders of the machine that
    // wrote it (a home folder, a temporary folder).
    static const QRegularExpression path(QStringLiteral("(?:[A-Za-z]:)?[/\\\\][^\\s()\"',;]+"));
    QString out;
    qsizetype at = 0;
    auto it = path.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        QString name = m.captured();
        name = name.mid(std::max(name.lastIndexOf(u'/'), name.lastIndexOf(u'\\')) + 1);
        out += name;
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

bool ReportWriter::writePdf(const ReportInput &in, const QString &path, QString *error)
{
    return writeAtomically(path, documentTitle(), error,
                           [&in](QPagedPaintDevice &device) { return render(in, device); });
}

bool ReportWriter::writeAtomically(const QString &path, const QString &title, QString *error,
                                   const std::function<bool(QPagedPaintDevice &)> &draw)
{
    // Every writer's output policy: never a device, a folder or a read-only file; a link is
    // written through; the old file survives a failed write.
    bool painted = true;
    QString why;
    const bool written = output::OutputFile::write(
        output::OutputFile::target(path),
        [&](QIODevice &file) {
            QPdfWriter writer(&file);
            writer.setResolution(kResolution);
            writer.setPageLayout(pageLayout());
            writer.setTitle(title);
            writer.setCreator(QStringLiteral("GPU Planner"));
            painted = draw(writer);
            return painted;
        },
        &why);
    if (!written && error) {
        *error = painted ? tr("%1: cannot write the report: %2").arg(path, why)
                         : tr("%1: cannot write the report: the page could not be drawn").arg(path);
    }
    return written;
}

bool ReportWriter::render(const ReportInput &in, QPagedPaintDevice &device)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    const QLocale &loc = in.locale;
    {
        QFont font;
        font.setFamilies(fontFamilies());
        font.setPointSizeF(9);
        painter.setFont(font);
        PdfFlow flow(device, painter, font,
                     tr("GPU Planner · %1 · prices as of %2")
                         .arg(format::formatDate(in.today, loc),
                              format::formatDate(in.plan.catalogDate, loc)));
        flow.setChinese(format::isChinese(loc));

        // Page 1: the question and the answer.
        QString head
            = QStringLiteral("<h1 style='color:#1d4aa8'>%1</h1>").arg(esc(tr("GPU rental plan")));
        head += QStringLiteral("<p style='color:#555'>%1</p>")
                    .arg(esc(tr("Prepared %1 · catalog prices observed up to %2")
                                 .arg(format::formatDate(in.today, loc),
                                      format::formatDate(in.plan.catalogDate, loc))));
        const qint64 age = in.plan.catalogDate.isValid() ? in.plan.catalogDate.daysTo(in.today) : 0;
        if (age > in.staleAfterDays) {
            head += QStringLiteral("<p style='color:#b03a2e'><b>%1</b></p>")
                        .arg(esc(tr("The prices are %n day(s) old: verify the live prices before "
                                    "relying on these figures.",
                                    nullptr, int(age))));
        }
        head += h2(tr("The job"));
        head += QStringLiteral("<p>%1</p>").arg(esc(jobInWords(in.plan.job, loc)));
        head += h2(tr("Recommendation"));
        const PlanOption *rec = in.plan.option(in.plan.recommendedId);
        if (rec) {
            // The punctuation is the language's: "：" and "，" in Chinese.
            head += QStringLiteral("<p>%1</p>")
                        .arg(tr("%1: %2, %3, %4.", "offering: cards, hours, billed cost")
                                 .arg(QStringLiteral("<b>%1</b>")
                                          .arg(esc(format::offeringLabel(rec->offeringId,
                                                                         in.catalog, loc))),
                                      esc(tr("%n card(s)", nullptr, rec->totalGpus)),
                                      esc(format::formatHours(rec->hours.expected, loc)),
                                      esc(billedNeedText(*rec, loc))));
            const QString idle = idleText(*rec, loc);
            if (!idle.isEmpty())
                head += QStringLiteral("<p>%1</p>").arg(esc(idle));
        } else {
            head += QStringLiteral("<p><b>%1</b></p>")
                        .arg(esc(tr("No offering of the catalog can run this job as specified.")));
        }
        head += reasonList(in.plan.recommendation, in);
        if (!in.plan.advice.isEmpty()) {
            head += h2(tr("Advice"));
            head += reasonList(in.plan.advice, in);
        }
        flow.addHtml(head);
        // The heading with at least the table's header and first rows under it.
        flow.keepWithNext(h2(tr("Comparison of every offering")), flow.unitsPerPoint() * 60);
        addComparisonTable(flow, in);

        // Charts: under the table's last rows where the first chart fits, else on a new page.
        const ReportCharts charts(in.plan, in.catalog, loc, flow.unitsPerPoint());
        QFont chartFont = font;
        chartFont.setPointSizeF(7.5);
        const double costHeight = flow.unitsPerPoint() * 300;
        flow.addSpace(10);
        flow.keepWithNext(h2(ReportCharts::costChartTitle(in.plan)), costHeight);
        flow.addDrawing(costHeight, [&](QPainter &p, const QRectF &area) {
            p.setFont(chartFont);
            charts.drawCostVsTime(p, area);
        });
        QStringList notCharted;
        QStringList charted;
        for (const PlanOption *o : charts.chartedOptions())
            charted << o->offeringId;
        const QList<const PlanOption *> listed
            = format::listedOptions(in.plan, format::kListedOptions, nullptr);
        for (const PlanOption *o : listed) {
            if (!runsTheJob(*o) && o->form == RentalForm::BareMetal
                && !charted.contains(o->offeringId))
                notCharted << format::offeringLabel(o->offeringId, in.catalog, loc);
        }
        if (!notCharted.isEmpty()) {
            flow.addHtml(QStringLiteral("<p style='color:#555'>%1</p>")
                             .arg(esc(tr("Not charted, as they cannot run this job (the comparison "
                                         "table says why): %1.")
                                          .arg(notCharted.join(ReportWriter::tr(
                                              ", ", "between the items of a list"))))));
        }
        flow.addSpace(10);
        const double memoryHeight
            = flow.unitsPerPoint() * (40 + 22 * charts.chartedOptions().size());
        flow.keepWithNext(h2(tr("Memory per GPU")), memoryHeight);
        flow.addDrawing(memoryHeight, [&](QPainter &p, const QRectF &area) {
            p.setFont(chartFont);
            charts.drawMemory(p, area);
        });

        // Break-even, assumptions, prices, checklist.
        QString tail = h2(tr("Monthly bare metal against hourly containers"));
        if (in.plan.breakeven.isEmpty()) {
            tail += QStringLiteral("<p>%1</p>")
                        .arg(esc(tr("No accelerator has both forms in the catalog.")));
        } else {
            tail += QStringLiteral("<ul>");
            const QStringList lines = format::breakEvenLines(in.plan, in.catalog, loc);
            qsizetype more = 0;
            for (const QString &line :
                 format::distinctLines(lines, format::kListedBreakEvens, &more))
                tail += QStringLiteral("<li>%1</li>").arg(esc(line));
            if (more > 0) {
                tail += QStringLiteral("<li>%1</li>")
                            .arg(esc(tr("%n more machine(s) with other prices: the plan's JSON "
                                        "(gpuplanner plan JOB --format json) gives every one.",
                                        nullptr, int(qMin<qsizetype>(more, INT_MAX)))));
            }
            tail += QStringLiteral("</ul>");
        }

        tail += h2(tr("Assumptions"));
        tail += QStringLiteral("<ul>");
        const bool serving = in.plan.job.method == Method::Inference;
        tail += QStringLiteral("<li>%1</li>")
                    .arg(esc(format::frameworkAssumption(in.plan.framework, serving,
                                                         in.plan.frameworkDefaulted)));
        if (!serving)
            tail += QStringLiteral("<li>%1</li>").arg(esc(format::mfuDefinition()));
        QSet<QString> seenAccelerators;
        for (const PlanOption &o : in.plan.options) {
            if (!o.feasible || seenAccelerators.contains(o.acceleratorId))
                continue;
            seenAccelerators.insert(o.acceleratorId);
            const Accelerator *a = in.catalog.accelerator(o.acceleratorId);
            if (!a)
                continue;
            tail += QStringLiteral("<li>%1</li>")
                        .arg(esc(format::efficiencyAssumption(o, *a, in.plan, loc)));
        }
        tail += QStringLiteral("<li>%1</li>")
                    .arg(esc(tr(
                        "Monthly prices are pro-rated at 720 hours a month (monthly price ÷ 720); "
                        "the billed cost counts whole months for monthly machines and whole "
                        "hours for containers, and shows the paid but idle remainder.")));
        tail += QStringLiteral("<li>%1</li>")
                    .arg(esc(tr(
                        "Training compute is about 6 × parameters × tokens for full training and "
                        "about 4 × for LoRA; communication that cannot overlap with compute is "
                        "added, and the hours are the whole run: starting, checkpoints, "
                        "restarts after failures and evaluation on top of steady training.")));
        tail += QStringLiteral("</ul>");

        tail += h2(tr("Prices: dates and sources"));
        tail += QStringLiteral("<ul>");
        for (const PlanOption *o : listed) {
            const QString line = priceSourceLine(*o, in.catalog, loc);
            if (!line.isEmpty())
                tail += QStringLiteral("<li>%1</li>").arg(esc(line));
        }
        tail += QStringLiteral("</ul>");
        tail += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(
                        tr("Prices are estimates that move with the market: verify the live price "
                           "before signing.")));
        if (!in.catalogDescription.isEmpty()) {
            tail += QStringLiteral("<p style='color:#555'>%1</p>")
                        .arg(esc(ReportWriter::withoutFolders(in.catalogDescription)));
        }

        tail += checksBeforeOrderingHtml(checksBeforeOrdering(rec, in.catalog));
        flow.addSpace(6);
        flow.addHtml(tail);
        flow.finish();
    }
    return painter.end();
}

} // namespace gp::report
