#pragma once

#include "catalogdata.h"
#include "job.h"

#include <QWizard>

namespace gp::ui {

class CandidatesPage;
class ConstraintsPage;
class ModelPage;
class ResultsPage;
class TrainingPage;

/// The form-driven way in: model -> training -> constraints -> candidates -> results. Starts
/// from a job (the current one, or the default) and gives back the edited job.
class PlanWizard final : public QWizard {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanWizard)

public:
    enum PageId { ModelPageId, TrainingPageId, ConstraintsPageId, CandidatesPageId, ResultsPageId };

    PlanWizard(const gp::CatalogData &catalog, const gp::Job &job, QWidget *parent = nullptr);

    /// The job as the pages now say; fields no page edits (a pinned layout, an MFU override)
    /// are kept from the starting job.
    [[nodiscard]] gp::Job job() const;

    [[nodiscard]] ResultsPage *resultsPage() const { return m_results; }
    [[nodiscard]] CandidatesPage *candidatesPage() const { return m_candidates; }

protected:
    void changeEvent(QEvent *event) override;

private:
    gp::Job m_start;
    ModelPage *m_model = nullptr;
    TrainingPage *m_training = nullptr;
    ConstraintsPage *m_constraints = nullptr;
    CandidatesPage *m_candidates = nullptr;
    ResultsPage *m_results = nullptr;
};

} // namespace gp::ui
