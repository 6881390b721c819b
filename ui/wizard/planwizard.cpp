#include "planwizard.h"

#include "candidatespage.h"
#include "constraintspage.h"
#include "modelpage.h"
#include "resultspage.h"
#include "trainingpage.h"

#include <QCoreApplication>
#include <QEvent>

namespace gp::ui {

PlanWizard::PlanWizard(const gp::CatalogData &catalog, const gp::Job &job, QWidget *parent)
    : QWizard(parent)
    , m_start(job)
    , m_model(new ModelPage(this))
    , m_training(new TrainingPage(this))
    , m_constraints(new ConstraintsPage(this))
    , m_candidates(new CandidatesPage(catalog, this))
    , m_results(new ResultsPage(catalog, this))
{
    setObjectName(QStringLiteral("planWizard"));
    setWindowTitle(tr("New plan"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::HaveHelpButton, false);
    setPage(ModelPageId, m_model);
    setPage(TrainingPageId, m_training);
    setPage(ConstraintsPageId, m_constraints);
    setPage(CandidatesPageId, m_candidates);
    setPage(ResultsPageId, m_results);
    setStartId(ModelPageId);
    for (JobPage *page :
         std::initializer_list<JobPage *> {m_model, m_training, m_constraints, m_candidates})
        page->load(job);
    resize(960, 680);
}

void PlanWizard::changeEvent(QEvent *event)
{
    QWizard::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("New plan"));
        // QWizard names its buttons once; Qt's own translations (qtbase) have these texts.
        const QList<QPair<WizardButton, const char *>> buttons {
            {BackButton, "< &Back"},   {NextButton, "&Next >"},  {CommitButton, "Commit"},
            {FinishButton, "&Finish"}, {CancelButton, "Cancel"}, {HelpButton, "&Help"}};
        for (const auto &[button, text] : buttons)
            setButtonText(button, QCoreApplication::translate("QWizard", text));
    }
}

gp::Job PlanWizard::job() const
{
    gp::Job job = m_start;
    for (const JobPage *page :
         std::initializer_list<const JobPage *> {m_model, m_training, m_constraints, m_candidates})
        page->apply(job);
    return job;
}

} // namespace gp::ui
