#include "constraintspage.h"

#include "jobchoices.h"
#include "joblimits.h"
#include "numberedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QVBoxLayout>

namespace gp::ui {

ConstraintsPage::ConstraintsPage(QWidget *parent)
    : JobPage(parent)
{
    setObjectName(QStringLiteral("constraintsPage"));
    setTranslated(this, "title", QT_TR_NOOP("Constraints"));
    setTranslated(
        this, "subTitle",
        QT_TR_NOOP("What must the machine offer, by when must the job finish, and what may it "
                   "cost? Leave the deadline or the budget empty when there is none."));
    auto *outer = new QVBoxLayout(this);

    auto *rules = new QGroupBox(this);
    setTranslated(rules, "title", QT_TR_NOOP("Requirements"));
    auto *r = new QVBoxLayout(rules);
    m_isolation = new QCheckBox(rules);
    setTranslated(m_isolation, "text",
                  QT_TR_NOOP("Physical &isolation required (finance, medical, government "
                             "data): rules out containers"));
    m_isolation->setObjectName(QStringLiteral("physicalIsolation"));
    m_domestic = new QCheckBox(rules);
    setTranslated(m_domestic, "text",
                  QT_TR_NOOP("&Domestic (信创) hardware required: Ascend only"));
    m_domestic->setObjectName(QStringLiteral("domesticHardware"));
    m_customKernels = new QCheckBox(rules);
    setTranslated(m_customKernels, "text",
                  QT_TR_NOOP("Custom &kernels, drivers or root access needed"));
    m_customKernels->setObjectName(QStringLiteral("customKernels"));
    m_codeOnCann = new QCheckBox(rules);
    setTranslated(m_codeOnCann, "text",
                  QT_TR_NOOP("Our code already runs on Ascend CA&NN (no porting to count)"));
    m_codeOnCann->setObjectName(QStringLiteral("codeRunsOnCann"));
    r->addWidget(m_isolation);
    r->addWidget(m_domestic);
    r->addWidget(m_customKernels);
    r->addWidget(m_codeOnCann);
    outer->addWidget(rules);

    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_expansion = new QComboBox(this);
    m_expansion->setObjectName(QStringLiteral("expansion"));
    JobChoices::fillExpansions(m_expansion);
    whenTranslated([this] { JobChoices::retranslate(m_expansion, &JobChoices::fillExpansions); });
    addRow(grid, 0, QT_TR_NOOP("Cross-machine &expansion:"), m_expansion);
    m_deadline = new NumberEdit(QStringLiteral("deadlineDays"), joblimits::deadlineDays(), this);
    setTranslated(m_deadline, "placeholderText", QT_TR_NOOP("no deadline"));
    addRow(grid, 1, QT_TR_NOOP("Dead&line (days):"), m_deadline, m_deadline->errorLabel());
    m_budget = new NumberEdit(QStringLiteral("budgetCny"), joblimits::budgetCny(), this);
    setTranslated(m_budget, "placeholderText", QT_TR_NOOP("no budget"));
    addRow(grid, 2, QT_TR_NOOP("B&udget (¥):"), m_budget, m_budget->errorLabel());
    m_monthlyHours
        = new NumberEdit(QStringLiteral("monthlyHours"), joblimits::monthlyHours(), this);
    setTranslated(m_monthlyHours, "toolTip",
                  QT_TR_NOOP("Hours a month the team keeps the machine busy; above about "
                             "500 h monthly bare metal beats hourly containers."));
    addRow(grid, 3, QT_TR_NOOP("&Monthly usage (hours):"), m_monthlyHours,
           m_monthlyHours->errorLabel());
    m_iteration = new QComboBox(this);
    m_iteration->setObjectName(QStringLiteral("iteration"));
    JobChoices::fillIterations(m_iteration);
    whenTranslated([this] { JobChoices::retranslate(m_iteration, &JobChoices::fillIterations); });
    addRow(grid, 4, QT_TR_NOOP("&Cadence:"), m_iteration);
    m_valueOfTime = new NumberEdit(QStringLiteral("valueOfTimeCnyPerDay"),
                                   joblimits::valueOfTimeCnyPerDay(), this);
    setTranslated(m_valueOfTime, "placeholderText", QT_TR_NOOP("not counted"));
    setTranslated(m_valueOfTime, "toolTip",
                  QT_TR_NOOP("What finishing a day sooner is worth to the team. Left empty, the "
                             "cheaper option wins unless the faster one is needed for the "
                             "deadline or the weekly cadence."));
    addRow(grid, 5, QT_TR_NOOP("A day sa&ved is worth (¥):"), m_valueOfTime,
           m_valueOfTime->errorLabel());
    m_dayRate = new NumberEdit(QStringLiteral("engineerDayRateCny"),
                               joblimits::engineerDayRateCny(), this);
    setTranslated(m_dayRate, "toolTip",
                  QT_TR_NOOP("What a person-day of engineering costs; porting a CUDA code base "
                             "to Ascend CANN takes about 2-5 person-days."));
    addRow(grid, 6, QT_TR_NOOP("Engineer &day rate (¥):"), m_dayRate, m_dayRate->errorLabel());
    outer->addLayout(grid);
    outer->addStretch(1);

    for (NumberEdit *edit : {m_deadline, m_budget, m_monthlyHours, m_valueOfTime, m_dayRate})
        track(edit);

    registerField(QStringLiteral("physicalIsolation"), m_isolation);
    registerField(QStringLiteral("domesticHardware"), m_domestic);
    registerField(QStringLiteral("customKernels"), m_customKernels);
    registerField(QStringLiteral("codeRunsOnCann"), m_codeOnCann);
    registerField(QStringLiteral("valueOfTimeCnyPerDay"), m_valueOfTime);
    registerField(QStringLiteral("engineerDayRateCny"), m_dayRate);
    registerField(QStringLiteral("expansion"), m_expansion, "currentIndex",
                  SIGNAL(currentIndexChanged(int)));
    registerField(QStringLiteral("deadlineDays"), m_deadline);
    registerField(QStringLiteral("budgetCny"), m_budget);
    registerField(QStringLiteral("monthlyHours*"), m_monthlyHours);
    registerField(QStringLiteral("iteration"), m_iteration, "currentIndex",
                  SIGNAL(currentIndexChanged(int)));
}

void ConstraintsPage::load(const gp::Job &job)
{
    m_isolation->setChecked(job.physicalIsolation);
    m_domestic->setChecked(job.domesticHardware);
    m_customKernels->setChecked(job.customKernels);
    m_codeOnCann->setChecked(job.codeRunsOnCann);
    m_valueOfTime->setValue(job.valueOfTimeCnyPerDay);
    m_dayRate->setValue(job.engineerDayRateCny);
    JobChoices::select(m_expansion, int(job.expansion));
    m_deadline->setValue(job.deadlineDays);
    m_budget->setValue(job.budgetCny);
    m_monthlyHours->setValue(job.monthlyHours);
    JobChoices::select(m_iteration, int(job.iteration));
}

void ConstraintsPage::apply(gp::Job &job) const
{
    job.physicalIsolation = m_isolation->isChecked();
    job.domesticHardware = m_domestic->isChecked();
    job.customKernels = m_customKernels->isChecked();
    job.codeRunsOnCann = m_codeOnCann->isChecked();
    job.valueOfTimeCnyPerDay = m_valueOfTime->value();
    job.engineerDayRateCny = m_dayRate->value().value_or(job.engineerDayRateCny);
    job.expansion = gp::Expansion(m_expansion->currentData().toInt());
    job.deadlineDays = m_deadline->value();
    job.budgetCny = m_budget->value();
    job.monthlyHours = m_monthlyHours->value().value_or(job.monthlyHours);
    job.iteration = gp::Iteration(m_iteration->currentData().toInt());
}

} // namespace gp::ui
