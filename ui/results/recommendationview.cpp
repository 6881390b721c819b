#include "recommendationview.h"

#include "chinesespacing.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "reasontext.h"
#include "unshapedfont.h"

#include <QEvent>
#include <QLocale>

namespace gp::ui {

namespace {

QString listOf(const QList<gp::Reason> &reasons, const gp::CatalogData &catalog,
               const QLocale &locale)
{
    if (reasons.isEmpty())
        return {};
    QString out = QStringLiteral("<ul style=\"margin-top:2px;margin-bottom:2px\">");
    for (const gp::Reason &reason : reasons) {
        out += QStringLiteral("<li>")
            + format::reasonSentence(reason, catalog, locale).toHtmlEscaped()
            + QStringLiteral("</li>");
    }
    return out + QStringLiteral("</ul>");
}

} // namespace

RecommendationView::RecommendationView(QWidget *parent)
    : QTextBrowser(parent)
{
    setFont(unshaped()); // laid out again on every edit
    setObjectName(QStringLiteral("recommendationText"));
    setFrameShape(QFrame::NoFrame);
    setOpenLinks(false);
    document()->setDocumentMargin(6);
    // The pane is short and the text usually longer: a scroll bar that came and went would lay
    // the text out twice on an edit.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

void RecommendationView::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
    m_hasPlan = true;
    showHtml(html(plan, catalog));
}

void RecommendationView::showHtml(const QString &text)
{
    // An edit that changes no sentence leaves the text, its layout and the reader's scroll alone.
    if (text == m_html)
        return;
    m_html = text;
    setHtml(text);
}

void RecommendationView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_hasPlan)
        showHtml(html(m_plan, m_catalog));
}

QString RecommendationView::html(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    const QLocale locale;
    QString out;
    const gp::PlanOption *best = plan.option(plan.recommendedId);
    if (!best) {
        out += QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>")
                   .arg(tr("No candidate can run this job as specified.").toHtmlEscaped());
        // The seeds' three machines say the most about why: show their blockers.
        for (const gp::PlanOption &option : plan.options) {
            for (const gp::Reason &reason : option.reasons) {
                if (reason.severity != gp::Reason::Severity::Blocker)
                    continue;
                out += QStringLiteral("<p>%1</p>")
                           .arg(tr("%1: %2", "an option and why it cannot run the job")
                                    .arg(ComparisonModel::optionLabel(option, catalog, locale),
                                         format::reasonSentence(reason, catalog, locale))
                                    .toHtmlEscaped());
                break;
            }
            if (out.size() > 1200)
                break;
        }
        return format::spacedForLocale(out, locale);
    }

    const QString label = ComparisonModel::optionLabel(*best, catalog, locale);
    out += QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>")
               .arg(tr("Recommended: %1").arg(label).toHtmlEscaped());
    // Lead with what finance pays for the whole need, the figure the budget is checked against;
    // in Chinese with its 万 beside it, as the summary, the presentation and the PDF write it.
    QString figures;
    if (best->serving) {
        figures = tr("%n card(s), %1; billed %2 a month.", nullptr, best->totalGpus)
                      .arg(ComparisonModel::layoutText(*best),
                           format::formatMoneyForManagers(best->needBilledFen, locale));
    } else if (best->runsPerMonth > 0) {
        figures = tr("%n card(s), %1; about %2 (%3) a run; a month of weekly runs is billed %4.",
                     nullptr, best->totalGpus)
                      .arg(ComparisonModel::layoutText(*best),
                           format::formatHours(best->hours.expected, locale),
                           format::formatDays(best->hours.expected / 24.0, locale),
                           format::formatMoneyForManagers(best->needBilledFen, locale));
    } else {
        figures = tr("%n card(s), %1; about %2 (%3); billed %4 (%5 pro-rated).", nullptr,
                     best->totalGpus)
                      .arg(ComparisonModel::layoutText(*best),
                           format::formatHours(best->hours.expected, locale),
                           format::formatDays(best->hours.expected / 24.0, locale),
                           format::formatMoneyForManagers(best->needBilledFen, locale),
                           format::formatMoneyForManagers(best->costProratedFen.expected, locale));
    }
    out += QStringLiteral("<p>%1</p>").arg(figures.toHtmlEscaped());
    out += listOf(plan.recommendation, catalog, locale);
    if (!plan.advice.isEmpty()) {
        out += QStringLiteral("<p><b>%1</b></p>").arg(tr("Also consider").toHtmlEscaped());
        out += listOf(plan.advice, catalog, locale);
    }
    if (plan.catalogDate.isValid()) {
        out += QStringLiteral("<p><i>%1</i></p>")
                   .arg(tr("Prices as observed up to %1; they move with the market: verify the "
                           "live price before signing.")
                            .arg(format::formatDate(plan.catalogDate, locale))
                            .toHtmlEscaped());
    }
    return format::spacedForLocale(out, locale);
}

} // namespace gp::ui
