#include "recommendationsummary.h"

#include "chinesespacing.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "reasontext.h"
#include "rentalsteps.h"
#include "tradetext.h"

#include <QEvent>
#include <QLocale>

namespace gp::ui {

namespace {

QString figure(const QString &name, const QString &value)
{
    return QStringLiteral("<tr><td style=\"padding-right:12px\">%1</td><td><b>%2</b></td></tr>")
        .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
}

} // namespace

RecommendationSummary::RecommendationSummary(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("recommendationSummary"));
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setMargin(8);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void RecommendationSummary::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    m_plan = plan;
    m_catalog = catalog;
    m_hasPlan = true;
    setText(html(plan, catalog));
}

void RecommendationSummary::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_hasPlan)
        setText(html(m_plan, m_catalog));
}

QString RecommendationSummary::html(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    const QLocale locale;
    const gp::PlanOption *best = plan.option(plan.recommendedId);
    if (!best) {
        return QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("No candidate can run this job as specified.").toHtmlEscaped());
    }
    QString out = QStringLiteral("<p>%1<br><span style=\"font-size:x-large\"><b>%2</b></span></p>")
                      .arg(tr("Recommended").toHtmlEscaped(),
                           format::optionName(*best, catalog, locale).toHtmlEscaped());
    QString figures;
    const int nodes = qMax(1, best->nodes);
    figures += figure(
        tr("Cards"),
        tr("%n card(s) on %1", nullptr, best->totalGpus).arg(tr("%n machine(s)", nullptr, nodes)));
    if (best->hours.expected > 0) {
        figures
            += figure(tr("Time"),
                      tr("%1 (%2)").arg(format::formatHours(best->hours.expected, locale),
                                        format::formatDays(best->hours.expected / 24.0, locale)));
    }
    const gp::Fen need = gp::needBilled(*best);
    figures += figure(tr("Cost, billed"), format::formatMoneyForManagers(need, locale));
    if (best->portingFen > 0) {
        // The decision's cost: the bill and the porting the comparison counts.
        figures += figure(tr("With porting"),
                          format::formatMoneyForManagers(need + best->portingFen, locale));
    }
    const bool weekly = !best->serving && plan.job.iteration == gp::Iteration::Weekly
        && (!plan.job.deadlineDays || *plan.job.deadlineDays >= 7.0);
    if (weekly) {
        figures += figure(tr("Each run within the week"),
                          ComparisonModel::likelihoodWords(best->deadlineLikelihood, locale));
    } else if (plan.job.deadlineDays) {
        figures += figure(tr("Deadline"),
                          ComparisonModel::likelihoodWords(best->deadlineLikelihood, locale));
    }
    if (plan.job.budgetCny) {
        figures += figure(tr("Budget"),
                          ComparisonModel::likelihoodWords(best->budgetLikelihood, locale));
    }
    out += QStringLiteral("<table cellspacing=\"2\">%1</table>").arg(figures);
    const QString trade = format::tradeSentence(plan, catalog, locale);
    if (!trade.isEmpty()) {
        out += QStringLiteral("<p><b>%1</b><br>%2</p>")
                   .arg(tr("Against the runner-up").toHtmlEscaped(), trade.toHtmlEscaped());
    }
    // A much cheaper option that only misses the deadline: the trade a meeting decides.
    for (const gp::Reason &r : plan.recommendation) {
        if (r.code != u"cheaper_past_deadline")
            continue;
        out += QStringLiteral("<p><b>%1</b><br>%2</p>")
                   .arg(tr("If the date can move").toHtmlEscaped(),
                        format::nearMissLine(r, catalog, locale).toHtmlEscaped());
    }
    // How to rent it: the trial by the hour, when to order, a day rate to ask for.
    const QStringList steps = format::rentalStepLines(plan, catalog, locale);
    if (!steps.isEmpty()) {
        QStringList escaped;
        for (const QString &line : steps)
            escaped << line.toHtmlEscaped();
        out += QStringLiteral("<p><b>%1</b><br>%2</p>")
                   .arg(tr("Before signing").toHtmlEscaped(), escaped.join(QStringLiteral("<br>")));
    }
    return format::spacedForLocale(out, locale);
}

} // namespace gp::ui
