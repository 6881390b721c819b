#pragma once

#include "job.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QPushButton;

namespace gp::ui {

class JobController;
class NumberEdit;

/// The job's key inputs beside the results, editable in place: every valid edit goes straight to
/// the controller and the results follow. The wizard edits everything else.
class JobInputsPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobInputsPanel)

public:
    /// Captions of the fields that are not valid now.
    [[nodiscard]] QStringList invalidFields() const;
    explicit JobInputsPanel(JobController *controller, QWidget *parent = nullptr);

signals:
    /// The user asked for the full wizard.
    void wizardRequested();
    /// The fields that are not valid now, by their captions ("Budget (¥)"); empty when every
    /// field is valid. While any is invalid the results belong to the last valid job.
    void invalidFieldsChanged(const QStringList &captions);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Every caption, placeholder and choice in the current language.
    void retranslate();
    void load(const gp::Job &job);
    void apply();
    void presetChosen();
    void methodChosen();
    [[nodiscard]] bool allValid() const;

    JobController *m_controller = nullptr;
    bool m_loading = false;
    /// The preset last chosen or loaded: retyping its size (70 -> 0 -> 70) brings it back
    /// instead of turning it into a custom model with an estimated shape.
    gp::ModelSpec m_lastPreset;
    QComboBox *m_preset = nullptr;
    NumberEdit *m_params = nullptr;
    QComboBox *m_method = nullptr;
    QComboBox *m_precision = nullptr;
    NumberEdit *m_tokens = nullptr;
    NumberEdit *m_deadline = nullptr;
    NumberEdit *m_budget = nullptr;
    NumberEdit *m_monthlyHours = nullptr;
    QComboBox *m_iteration = nullptr;
    QComboBox *m_expansion = nullptr;
    QCheckBox *m_isolation = nullptr;
    QCheckBox *m_domestic = nullptr;
    QCheckBox *m_customKernels = nullptr;
    QPushButton *m_wizard = nullptr;
};

} // namespace gp::ui
