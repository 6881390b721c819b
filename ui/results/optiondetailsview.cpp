#include "optiondetailsview.h"

#include "catalogtext.h"
#include "chinesespacing.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "reasontext.h"
#include "unshapedfont.h"

#include <QEvent>
#include <QLocale>

namespace gp::ui {

namespace {

QString row(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><td style=\"padding-right:10px\">%1</td><td>%2</td></tr>")
        .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
}

QString heading(const QString &text)
{
    return QStringLiteral("<p style=\"margin-top:8px;margin-bottom:2px\"><b>%1</b></p>")
        .arg(text.toHtmlEscaped());
}

} // namespace

OptionDetailsView::OptionDetailsView(QWidget *parent)
    : QTextBrowser(parent)
{
    setFont(unshaped()); // laid out again on every edit
    setObjectName(QStringLiteral("optionDetails"));
    setFrameShape(QFrame::NoFrame);
    setOpenLinks(false);
    // A scroll bar that comes and goes lays the text out twice on every edit (once with it, once
    // without): the details are usually longer than the pane, so it stays.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
}

void OptionDetailsView::setOption(const gp::Plan &plan, const gp::CatalogData &catalog,
                                  const QString &offeringId)
{
    m_plan = plan;
    m_catalog = catalog;
    m_offeringId = offeringId;
    render();
}

void OptionDetailsView::render()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const gp::PlanOption *option = m_plan.option(m_offeringId);
    const QString text = option ? html(m_plan, m_catalog, *option) : QString();
    // An edit that changes none of the option's figures leaves the text and its layout alone.
    if (text == m_html)
        return;
    m_html = text;
    setHtml(text);
}

void OptionDetailsView::showEvent(QShowEvent *event)
{
    if (m_stale)
        render();
    QTextBrowser::showEvent(event);
}

void OptionDetailsView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        render();
}

QString OptionDetailsView::html(const gp::Plan &plan, const gp::CatalogData &catalog,
                                const gp::PlanOption &option)
{
    const QLocale locale;
    QString out = QStringLiteral("<p style=\"margin-bottom:4px\"><b>%1</b></p>")
                      .arg(ComparisonModel::optionLabel(option, catalog, locale).toHtmlEscaped());

    if (!option.reasons.isEmpty()) {
        out += QStringLiteral("<ul style=\"margin-top:0px;margin-bottom:2px;margin-left:-20px\">");
        for (const gp::Reason &reason : option.reasons) {
            out += QStringLiteral("<li>")
                + format::reasonSentence(reason, catalog, locale).toHtmlEscaped()
                + QStringLiteral("</li>");
        }
        out += QStringLiteral("</ul>");
    }

    const bool timed = option.hours.expected > 0;
    QString table;
    if (option.totalGpus > 0) {
        const int nodes = qMax(1, option.nodes);
        table += row(tr("Cards"),
                     tr("%n card(s) on %1", nullptr, option.totalGpus)
                         .arg(tr("%n machine(s)", nullptr, nodes)));
        table += row(tr("Layout"), ComparisonModel::layoutText(option));
    }
    if (timed) {
        table += row(tr("Time"),
                     tr("%1, between %2 and %3")
                         .arg(format::formatHours(option.hours.expected, locale),
                              format::formatHours(option.hours.low, locale),
                              format::formatHours(option.hours.high, locale)));
        table += row(tr("Cost, billed"),
                     format::formatMoneyForManagers(option.costBilledFen, locale));
        // The figure the budget verdict weighs, when the need is more than one run.
        if (option.runsPerMonth > 0 && option.needBilledFen > 0) {
            table += row(tr("A month of weekly runs, billed"),
                         format::formatMoneyForManagers(option.needBilledFen, locale));
        } else if (option.serving && option.needBilledFen > 0) {
            table += row(tr("A month of serving, billed"),
                         format::formatMoneyForManagers(option.needBilledFen, locale));
        }
        table
            += row(tr("Cost, pro-rated"),
                   tr("%1, between %2 and %3")
                       .arg(format::formatMoneyForManagers(option.costProratedFen.expected, locale),
                            format::formatMoney(option.costProratedFen.low, locale),
                            format::formatMoney(option.costProratedFen.high, locale)));
        if (option.idleFen > 0)
            table += row(tr("Paid but unused"),
                         format::formatMoneyForManagers(option.idleFen, locale));
        if (plan.job.deadlineDays && ComparisonModel::hasLikelihood(option)) {
            table += row(tr("Deadline"),
                         ComparisonModel::likelihoodWords(option.deadlineLikelihood, locale));
        }
        if (plan.job.budgetCny && ComparisonModel::hasLikelihood(option)) {
            table += row(tr("Budget"),
                         ComparisonModel::likelihoodWords(option.budgetLikelihood, locale));
        }
    }
    if (!table.isEmpty())
        out += QStringLiteral("<table cellspacing=\"0\">%1</table>").arg(table);

    if (option.memoryCapacityGb > 0) {
        out += heading(tr("Memory per card"));
        const gp::MemoryBreakdown &m = option.memory;
        QString memory;
        const auto part = [&](const QString &name, double gb) {
            if (gb > 0)
                memory += row(name, format::formatGb(gb, locale));
        };
        part(tr("Weights"), m.weights);
        part(tr("Gradients"), m.gradients);
        part(tr("Optimizer states"), m.optimizer);
        part(tr("Activations"), m.activations);
        part(tr("KV cache"), m.kvCache);
        part(tr("Framework overhead"), m.overhead);
        memory += row(tr("Total"),
                      tr("%1 of %2 (%3)")
                          .arg(format::formatGb(option.memoryPerGpuGb, locale),
                               format::formatGb(option.memoryCapacityGb, locale),
                               format::formatPercent(
                                   option.memoryPerGpuGb / option.memoryCapacityGb, locale)));
        out += QStringLiteral("<table cellspacing=\"0\">%1</table>").arg(memory);
    }

    if (timed && option.mfu > 0) {
        out += heading(tr("Speed"));
        QString speed;
        speed += row(tr("MFU"), format::formatPercent(option.mfu, locale));
        if (option.hfu > 0)
            speed += row(tr("HFU (with recomputation)"), format::formatPercent(option.hfu, locale));
        speed += row(tr("Compute efficiency"),
                     format::formatPercent(option.computeEfficiency, locale));
        QString source;
        if (plan.efficiencySource == u"job_mfu")
            source = tr("the job's MFU, converted for this option");
        else if (plan.efficiencySource == u"measured")
            source = tr("fitted to the job's measured trial runs");
        else
            source = tr("the accelerator's calibrated figure in the catalog");
        speed += row(tr("Efficiency from"), source);
        out += QStringLiteral("<table cellspacing=\"0\">%1</table>").arg(speed);
    }

    if (option.hourlyFen > 0) {
        out += heading(tr("Price"));
        QString price;
        price += row(tr("Per hour, whole allocation"),
                     format::formatMoney(option.hourlyFen, locale, format::MoneyStyle::Precise));
        if (option.priceObservedOn.isValid())
            price += row(tr("Observed on"), format::formatDate(option.priceObservedOn, locale));
        if (!option.priceSource.isEmpty())
            price += row(tr("Source"), format::priceSourceText(option.priceSource));
        out += QStringLiteral("<table cellspacing=\"0\">%1</table>").arg(price);
    }
    return format::spacedForLocale(out, locale);
}

} // namespace gp::ui
