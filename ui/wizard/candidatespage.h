#pragma once

#include "catalogdata.h"
#include "jobpage.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;

namespace gp::ui {

/// Step 4: which offerings to consider (all by default; the seeds' H100 x8, 910B x8 and 4090 x8
/// are always kept for comparison), an optional fixed card count, and measured trial runs.
class CandidatesPage final : public JobPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CandidatesPage)

public:
    explicit CandidatesPage(const gp::CatalogData &catalog, QWidget *parent = nullptr);

    void load(const gp::Job &job) override;
    void apply(gp::Job &job) const override;
    void initializePage() override;

    /// Adds an empty trial-run row; returns its index (the suffix of its fields' names).
    int addMeasurement(const gp::Measurement &measurement = {});

protected:
    [[nodiscard]] QString pageProblem() const override;

private:
    struct MeasurementRow {
        QComboBox *accelerator = nullptr;
        NumberEdit *gpus = nullptr;
        NumberEdit *tokensPerS = nullptr;
        NumberEdit *peakMemoryGb = nullptr;
        QList<QWidget *> widgets;
    };

    /// A run read from a log: shown with its figures, kept as it is unless removed.
    struct LogRow {
        gp::Measurement measurement;
        QLabel *figures = nullptr;
        QList<QWidget *> widgets;
    };
    void addLogRow(const gp::Measurement &measurement);
    void removeLogRow(int index);
    void updateLogRowTexts();
    void setAllChecked(bool checked);
    void checkFeasibleOnly();
    void removeMeasurement(int index);
    void updateListProblem();
    /// The offerings' labels and prices in the current language, with the verdicts if shown.
    void updateItemTexts();

    gp::CatalogData m_catalog;
    QListWidget *m_list = nullptr;
    QLabel *m_listError = nullptr;
    NumberEdit *m_gpuCount = nullptr;
    QGridLayout *m_measuredGrid = nullptr;
    QList<MeasurementRow> m_measured; ///< removed rows stay as empty entries, keeping indices
    QList<LogRow> m_logRuns; ///< likewise: a removed row keeps its index with no widgets
    QStringList m_feasible;
    int m_nextRow = 1;
    bool m_verdictsShown = false;
};

} // namespace gp::ui
