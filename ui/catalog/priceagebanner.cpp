#include "priceagebanner.h"

#include "catalog.h"
#include "jobcontroller.h"
#include "moneyformat.h"

#include <QEvent>
#include <QLocale>

namespace gp::ui {

PriceAgeBanner::PriceAgeBanner(JobController *controller, QWidget *parent)
    : QLabel(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("priceAgeBanner"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_controller, &JobController::planChanged, this, &PriceAgeBanner::showAge);
    showAge(m_controller->plan());
}

void PriceAgeBanner::setToday(const QDate &today)
{
    m_today = today;
    showAge(m_controller->plan());
}

void PriceAgeBanner::refresh()
{
    showAge(m_controller->plan());
}

void PriceAgeBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showAge(m_controller->plan());
    QLabel::changeEvent(event);
}

void PriceAgeBanner::showAge(const Plan &plan)
{
    const QDate date
        = plan.catalogDate.isValid() ? plan.catalogDate : m_controller->catalog().priceDate();
    if (!date.isValid()) {
        m_warning = false;
        setText(tr("The catalog has no prices."));
        restyle(QString());
        return;
    }
    const QDate today = m_today.isValid() ? m_today : QDate::currentDate();
    const int age = int(date.daysTo(today));
    const int limit = db::Catalog::staleAfterDays();
    const QString when = format::formatDate(date, QLocale());
    m_warning = age > limit;
    if (m_warning) {
        setText(tr("Prices are %n day(s) old (observed up to %1), older than %2 days: check the "
                   "live prices before deciding, or update them in the Catalog tab.",
                   nullptr, age)
                    .arg(when)
                    .arg(limit));
        restyle(QStringLiteral("QLabel { background: #fdecea; color: #8c1d18; "
                               "border: 1px solid #e8a39d; padding: 4px; }"));
    } else {
        setText(tr("Prices observed up to %1 (%n day(s) ago).", nullptr, qMax(0, age)).arg(when));
        restyle(QStringLiteral("QLabel { color: palette(mid); padding: 2px 4px; }"));
    }
}

void PriceAgeBanner::restyle(const QString &sheet)
{
    // Setting a style sheet polishes the label again and lays out and repaints the window
    // around it: on every edit that would be most of an edit's paint, for the same sheet.
    if (styleSheet() != sheet)
        setStyleSheet(sheet);
}

} // namespace gp::ui
