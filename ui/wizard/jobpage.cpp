#include "jobpage.h"

#include "numberedit.h"

#include <QGridLayout>
#include <QLabel>

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

void JobPage::addRow(QGridLayout *grid, int row, const QString &label, QWidget *field,
                     QLabel *error)
{
    auto *caption = new QLabel(label, this);
    caption->setBuddy(field);
    grid->addWidget(caption, row, 0);
    grid->addWidget(field, row, 1);
    if (error) {
        error->setParent(this);
        error->setMinimumWidth(220);
        grid->addWidget(error, row, 2);
    }
}

void JobPage::refresh()
{
    emit completeChanged();
}

} // namespace gp::ui
