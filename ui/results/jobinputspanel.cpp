#include "jobinputspanel.h"

#include "jobcontroller.h"
#include "modelpresets.h"
#include "wizard/jobchoices.h"
#include "wizard/joblimits.h"
#include "wizard/numberedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

/// A field and its error message stacked, so the message sits right under what it is about.
QWidget *withError(NumberEdit *edit, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    edit->setParent(box);
    edit->errorLabel()->setParent(box);
    layout->addWidget(edit);
    layout->addWidget(edit->errorLabel());
    return box;
}

} // namespace

JobInputsPanel::JobInputsPanel(JobController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("jobInputsPanel"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);

    auto *model = new QGroupBox(this);
    auto *form = new QFormLayout(model);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_preset = new QComboBox(model);
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    JobChoices::fillPresets(m_preset);
    form->addRow(new QLabel(model), m_preset);
    m_params = new NumberEdit(QStringLiteral("paramsB"), joblimits::paramsB(), model);
    form->addRow(new QLabel(model), withError(m_params, model));
    m_method = new QComboBox(model);
    m_method->setObjectName(QStringLiteral("method"));
    JobChoices::fillMethods(m_method);
    form->addRow(new QLabel(model), m_method);
    m_precision = new QComboBox(model);
    m_precision->setObjectName(QStringLiteral("precision"));
    JobChoices::fillPrecisions(m_precision);
    form->addRow(new QLabel(model), m_precision);
    m_tokens = new NumberEdit(QStringLiteral("tokensB"), joblimits::tokensB(), model);
    form->addRow(new QLabel(model), withError(m_tokens, model));
    outer->addWidget(model);

    auto *limits = new QGroupBox(this);
    auto *limitForm = new QFormLayout(limits);
    limitForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_deadline = new NumberEdit(QStringLiteral("deadlineDays"), joblimits::deadlineDays(), limits);
    limitForm->addRow(new QLabel(limits), withError(m_deadline, limits));
    m_budget = new NumberEdit(QStringLiteral("budgetCny"), joblimits::budgetCny(), limits);
    limitForm->addRow(new QLabel(limits), withError(m_budget, limits));
    m_monthlyHours
        = new NumberEdit(QStringLiteral("monthlyHours"), joblimits::monthlyHours(), limits);
    limitForm->addRow(new QLabel(limits), withError(m_monthlyHours, limits));
    m_iteration = new QComboBox(limits);
    m_iteration->setObjectName(QStringLiteral("iteration"));
    JobChoices::fillIterations(m_iteration);
    limitForm->addRow(new QLabel(limits), m_iteration);
    m_expansion = new QComboBox(limits);
    m_expansion->setObjectName(QStringLiteral("expansion"));
    JobChoices::fillExpansions(m_expansion);
    limitForm->addRow(new QLabel(limits), m_expansion);
    m_isolation = new QCheckBox(limits);
    m_isolation->setObjectName(QStringLiteral("physicalIsolation"));
    limitForm->addRow(m_isolation);
    m_domestic = new QCheckBox(limits);
    m_domestic->setObjectName(QStringLiteral("domesticHardware"));
    limitForm->addRow(m_domestic);
    m_customKernels = new QCheckBox(limits);
    m_customKernels->setObjectName(QStringLiteral("customKernels"));
    limitForm->addRow(m_customKernels);
    outer->addWidget(limits);

    m_wizard = new QPushButton(this);
    m_wizard->setObjectName(QStringLiteral("openWizard"));
    auto *wizard = m_wizard;
    outer->addWidget(wizard);
    outer->addStretch(1);
    connect(wizard, &QPushButton::clicked, this, &JobInputsPanel::wizardRequested);

    // The panel sits beside the results: combos shrink to their shortest sensible width.
    for (QComboBox *combo : {m_preset, m_method, m_precision, m_iteration, m_expansion}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    for (NumberEdit *edit : {m_params, m_tokens, m_deadline, m_budget, m_monthlyHours}) {
        connect(edit, &NumberEdit::valueEdited, this, &JobInputsPanel::apply);
        connect(edit, &NumberEdit::validityChanged, this,
                [this]() { emit invalidFieldsChanged(invalidFields()); });
    }
    connect(m_preset, &QComboBox::activated, this, &JobInputsPanel::presetChosen);
    connect(m_method, &QComboBox::activated, this, &JobInputsPanel::methodChosen);
    for (QComboBox *combo : {m_precision, m_iteration, m_expansion})
        connect(combo, &QComboBox::activated, this, &JobInputsPanel::apply);
    for (QCheckBox *box : {m_isolation, m_domestic, m_customKernels})
        connect(box, &QCheckBox::toggled, this, &JobInputsPanel::apply);
    // Edits here also reach the controller; reloading then would move the cursor under the user.
    connect(m_controller, &JobController::jobChanged, this, [this](const gp::Job &job) {
        if (!m_loading)
            load(job);
    });
    load(m_controller->job());
    retranslate();
}

void JobInputsPanel::retranslate()
{
    // The row's label names the field; its mnemonic focuses the editor inside the row.
    const auto caption = [](QFormLayout *form, QWidget *field, const QString &text) {
        auto *label = qobject_cast<QLabel *>(form->labelForField(field));
        if (!label)
            return;
        label->setText(text);
        auto *edit = field->findChild<NumberEdit *>();
        label->setBuddy(edit ? edit : field);
    };
    const auto box = [](QWidget *field) {
        return qobject_cast<QGroupBox *>(field->parentWidget());
    };
    QGroupBox *model = box(m_preset);
    QGroupBox *limits = box(m_iteration);
    auto *form = qobject_cast<QFormLayout *>(model->layout());
    auto *limitForm = qobject_cast<QFormLayout *>(limits->layout());
    model->setTitle(tr("Job"));
    caption(form, m_preset, tr("&Model:"));
    caption(form, m_params->parentWidget(), tr("&Parameters (billions):"));
    caption(form, m_method, tr("M&ethod:"));
    caption(form, m_precision, tr("Precisio&n:"));
    caption(form, m_tokens->parentWidget(), tr("To&kens (billions):"));
    limits->setTitle(tr("Constraints"));
    m_deadline->setPlaceholderText(tr("none"));
    caption(limitForm, m_deadline->parentWidget(), tr("&Deadline (days):"));
    m_budget->setPlaceholderText(tr("none"));
    caption(limitForm, m_budget->parentWidget(), tr("&Budget (¥):"));
    caption(limitForm, m_monthlyHours->parentWidget(), tr("Monthly &usage (h):"));
    caption(limitForm, m_iteration, tr("&Iteration:"));
    caption(limitForm, m_expansion, tr("E&xpansion:"));
    m_isolation->setText(tr("Physical isolation re&quired"));
    m_domestic->setText(tr("Domestic (信创) &hardware required"));
    m_customKernels->setText(tr("Custom kerne&ls / root needed"));
    m_wizard->setText(tr("Open the &wizard…"));
    m_wizard->setToolTip(tr("Open the wizard with this job to change the model architecture, "
                            "candidates, trial runs and more."));
    JobChoices::retranslate(m_preset, &JobChoices::fillPresets);
    JobChoices::retranslate(m_method, &JobChoices::fillMethods);
    JobChoices::retranslate(m_precision, &JobChoices::fillPrecisions);
    JobChoices::retranslate(m_iteration, &JobChoices::fillIterations);
    JobChoices::retranslate(m_expansion, &JobChoices::fillExpansions);
}

void JobInputsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void JobInputsPanel::load(const gp::Job &job)
{
    m_loading = true;
    const QList<QObject *> widgets {
        m_preset,       m_params,    m_method,    m_precision, m_tokens,   m_deadline,     m_budget,
        m_monthlyHours, m_iteration, m_expansion, m_isolation, m_domestic, m_customKernels};
    for (QObject *w : widgets)
        w->blockSignals(true);
    JobChoices::select(m_preset, job.model.preset);
    if (!job.model.preset.isEmpty())
        m_lastPreset = job.model;
    m_params->setValue(job.model.paramsB);
    JobChoices::select(m_method, int(job.method));
    JobChoices::select(m_precision, int(job.precision));
    m_tokens->setValue(job.tokensB);
    m_tokens->setEnabled(job.method != gp::Method::Inference);
    m_deadline->setValue(job.deadlineDays);
    m_budget->setValue(job.budgetCny);
    m_monthlyHours->setValue(job.monthlyHours);
    JobChoices::select(m_iteration, int(job.iteration));
    JobChoices::select(m_expansion, int(job.expansion));
    m_isolation->setChecked(job.physicalIsolation);
    m_domestic->setChecked(job.domesticHardware);
    m_customKernels->setChecked(job.customKernels);
    for (QObject *w : widgets)
        w->blockSignals(false);
    // Blocked signals skipped the validity updates; rerun them on the loaded text.
    for (NumberEdit *edit : {m_params, m_tokens, m_deadline, m_budget, m_monthlyHours})
        edit->revalidate();
    m_loading = false;
}

bool JobInputsPanel::allValid() const
{
    for (const NumberEdit *edit : {m_params, m_tokens, m_deadline, m_budget, m_monthlyHours}) {
        if (!edit->isValid())
            return false;
    }
    return true;
}

QStringList JobInputsPanel::invalidFields() const
{
    QStringList out;
    for (NumberEdit *edit : {m_params, m_tokens, m_deadline, m_budget, m_monthlyHours}) {
        if (edit->isValid())
            continue;
        // The caption of the field's row, without its mnemonic and colon.
        QString caption = edit->objectName();
        for (const QLabel *label : findChildren<QLabel *>()) {
            if (label->buddy() == edit) {
                caption = label->text();
                break;
            }
        }
        caption.remove(QRegularExpression(QStringLiteral("\\(&.\\)|&")));
        caption.remove(QRegularExpression(QStringLiteral("[:：]\\s*$")));
        out << caption.trimmed();
    }
    return out;
}

void JobInputsPanel::presetChosen()
{
    const QString id = m_preset->currentData().toString();
    if (const auto spec = gp::ModelPresets::preset(id)) {
        m_lastPreset = *spec;
        const QSignalBlocker blocker(m_params);
        m_params->setValue(spec->paramsB);
        m_params->revalidate();
    }
    apply();
}

void JobInputsPanel::methodChosen()
{
    m_tokens->setEnabled(m_method->currentData().toInt() != int(gp::Method::Inference));
    apply();
}

void JobInputsPanel::apply()
{
    if (m_loading || !allValid())
        return;
    gp::Job job = m_controller->job();
    const QString preset = m_preset->currentData().toString();
    const double params = m_params->value().value_or(job.model.paramsB);
    if (preset != job.model.preset || params != job.model.paramsB) {
        auto spec = gp::ModelPresets::preset(preset);
        // Back at the size of the preset model last chosen or loaded: that model again, not a
        // guessed shape.
        if (!(spec && spec->paramsB == params) && !m_lastPreset.preset.isEmpty())
            spec = m_lastPreset;
        if (spec && spec->paramsB == params) {
            job.model = *spec;
            const QSignalBlocker blocker(m_preset);
            JobChoices::select(m_preset, spec->preset);
        } else {
            // Another size than the preset's: a custom model whose shape the engine estimates.
            job.model = gp::ModelSpec {};
            job.model.paramsB = params;
            const QSignalBlocker blocker(m_preset);
            JobChoices::select(m_preset, QString());
        }
    }
    job.method = gp::Method(m_method->currentData().toInt());
    job.precision = gp::Precision(m_precision->currentData().toInt());
    if (m_tokens->isEnabled())
        job.tokensB = m_tokens->value().value_or(job.tokensB);
    job.deadlineDays = m_deadline->value();
    job.budgetCny = m_budget->value();
    job.monthlyHours = m_monthlyHours->value().value_or(job.monthlyHours);
    job.iteration = gp::Iteration(m_iteration->currentData().toInt());
    job.expansion = gp::Expansion(m_expansion->currentData().toInt());
    job.physicalIsolation = m_isolation->isChecked();
    job.domesticHardware = m_domestic->isChecked();
    job.customKernels = m_customKernels->isChecked();
    m_loading = true;
    m_controller->setJob(job);
    m_loading = false;
}

} // namespace gp::ui
