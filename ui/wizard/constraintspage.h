#pragma once

#include "jobpage.h"

class QCheckBox;
class QComboBox;

namespace gp::ui {

/// Step 3: what rules options out or in: compliance, root, cross-machine plans, the deadline,
/// the budget, how many hours a month the machine is busy, and how often the job runs.
class ConstraintsPage final : public JobPage {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConstraintsPage)

public:
    explicit ConstraintsPage(QWidget *parent = nullptr);

    void load(const gp::Job &job) override;
    void apply(gp::Job &job) const override;

private:
    QCheckBox *m_isolation = nullptr;
    QCheckBox *m_domestic = nullptr;
    QCheckBox *m_customKernels = nullptr;
    QCheckBox *m_codeOnCann = nullptr;
    NumberEdit *m_valueOfTime = nullptr;
    NumberEdit *m_dayRate = nullptr;
    QComboBox *m_expansion = nullptr;
    NumberEdit *m_deadline = nullptr;
    NumberEdit *m_budget = nullptr;
    NumberEdit *m_monthlyHours = nullptr;
    QComboBox *m_iteration = nullptr;
};

} // namespace gp::ui
