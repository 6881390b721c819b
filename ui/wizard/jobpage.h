#pragma once

#include "job.h"

#include <QList>
#include <QWizardPage>

#include <functional>
#include <vector>

class QGridLayout;
class QLabel;

namespace gp::ui {

class NumberEdit;

/// A wizard page that edits part of a Job. It is complete when every enabled number field is
/// valid (Next stays disabled until then); subclasses add their own checks in pageProblem().
class JobPage : public QWizardPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobPage)

public:
    explicit JobPage(QWidget *parent = nullptr);

    /// Shows \a job's values in the page's fields.
    virtual void load(const gp::Job &job) = 0;
    /// Writes the page's fields into \a job.
    virtual void apply(gp::Job &job) const = 0;

    [[nodiscard]] bool isComplete() const override;
    /// Keeps what the user typed when going Back (QWizard would reset the fields to the values
    /// they had when registered, before the job was loaded).
    void cleanupPage() override { }

protected:
    /// Watches \a edit: its validity decides whether the page is complete.
    void track(NumberEdit *edit);
    void untrack(NumberEdit *edit);
    /// Adds "label | field | error" as a row of \a grid; the label's mnemonic focuses the field.
    /// \a label is the untranslated text (QT_TR_NOOP) in the page's context: it follows the
    /// language chosen at run time.
    QLabel *addRow(QGridLayout *grid, int row, const char *label, QWidget *field,
                   QLabel *error = nullptr);
    /// Sets \a property of \a target (a child of the page) to the translation of \a source, in
    /// the page's context, now and again whenever the language changes.
    void setTranslated(QObject *target, const char *property, const char *source);
    /// Runs \a apply now and again whenever the language changes (texts built from several
    /// parts, combo items).
    void whenTranslated(std::function<void()> apply);
    void changeEvent(QEvent *event) override;
    /// A problem beyond single fields, or empty.
    [[nodiscard]] virtual QString pageProblem() const { return {}; }
    /// Re-evaluates completeness (after a check box or combo changed what is valid).
    void refresh();

    QList<NumberEdit *> m_numbers;

private:
    std::vector<std::function<void()>> m_retranslate;
};

} // namespace gp::ui
