#include "jobpage.h"

#include "numberedit.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPointer>

namespace gp::ui {

JobPage::JobPage(QWidget *parent)
    : QWizardPage(parent)
{ }

bool JobPage::isComplete() const
{
    for (const NumberEdit *edit : m_numbers) {
        if (edit->isEnabled() && !edit->isValid())
            return false;
    }
    return pageProblem().isEmpty();
}

void JobPage::track(NumberEdit *edit)
{
    m_numbers << edit;
    connect(edit, &NumberEdit::validityChanged, this, &JobPage::refresh);
}

void JobPage::untrack(NumberEdit *edit)
{
    m_numbers.removeAll(edit);
    disconnect(edit, nullptr, this, nullptr);
    refresh();
}

QLabel *JobPage::addRow(QGridLayout *grid, int row, const char *label, QWidget *field,
                        QLabel *error)
{
    auto *caption = new QLabel(this);
    setTranslated(caption, "text", label);
    caption->setBuddy(field);
    grid->addWidget(caption, row, 0);
    grid->addWidget(field, row, 1);
    if (error) {
        error->setParent(this);
        error->setMinimumWidth(220);
        grid->addWidget(error, row, 2);
    }
    return caption;
}

void JobPage::setTranslated(QObject *target, const char *property, const char *source)
{
    // The subclass's class name is the context its QT_TR_NOOP texts were extracted under.
    const char *context = metaObject()->className();
    whenTranslated([target = QPointer<QObject>(target), property, context, source] {
        if (target)
            target->setProperty(property, QCoreApplication::translate(context, source));
    });
}

void JobPage::whenTranslated(std::function<void()> apply)
{
    apply();
    m_retranslate.push_back(std::move(apply));
}

void JobPage::changeEvent(QEvent *event)
{
    QWizardPage::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        for (const auto &apply : m_retranslate)
            apply();
    }
}

void JobPage::refresh()
{
    emit completeChanged();
}

} // namespace gp::ui
