#pragma once

#include "catalogdata.h"
#include "job.h"
#include "plan.h"
#include "triallog.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

namespace gp::ui {

/// File > Add trial log (or a log dropped on the window): what the log says, and the two things
/// a log does not always say, which accelerator ran it and on how many cards. The card count is
/// suggested from the log where it gives one; the accelerator from the caller (the job's earlier
/// trial runs, else the card the plan suggests trying first).
class TrialLogDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TrialLogDialog)

public:
    TrialLogDialog(const QString &path, const gp::TrialLogReading &reading,
                   const gp::CatalogData &catalog, const QString &suggestedAccelerator,
                   QWidget *parent = nullptr);

    /// The run as chosen: accelerator, cards and the log's whole path (figures not read yet).
    [[nodiscard]] gp::Measurement measurement() const;

    /// The accelerator to suggest for a new log of \a job: its last trial run's, else the one the
    /// plan suggests a trial on, else the recommended option's; empty when none is known.
    [[nodiscard]] static QString suggestAccelerator(const gp::Job &job, const gp::Plan &plan,
                                                    const gp::CatalogData &catalog);

private:
    QString m_path;
    QComboBox *m_accelerator = nullptr;
    QSpinBox *m_gpus = nullptr;
};

} // namespace gp::ui
