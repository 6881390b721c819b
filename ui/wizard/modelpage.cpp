#include "modelpage.h"

#include "jobchoices.h"
#include "joblimits.h"
#include "modelpresets.h"
#include "numberedit.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace gp::ui {

namespace {

std::optional<double> fromInt(const std::optional<int> &v)
{
    return v ? std::optional<double>(*v) : std::nullopt;
}

std::optional<int> toInt(const std::optional<double> &v)
{
    return v ? std::optional<int>(int(std::lround(*v))) : std::nullopt;
}

} // namespace

ModelPage::ModelPage(QWidget *parent)
    : JobPage(parent)
{
    setObjectName(QStringLiteral("modelPage"));
    setTranslated(this, "title", QT_TR_NOOP("Model"));
    setTranslated(
        this, "subTitle",
        QT_TR_NOOP("Which model is trained or served? Pick a preset, or enter the parameter "
                   "count of your own."));
    auto *outer = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("modelPreset"));
    JobChoices::fillPresets(m_preset);
    whenTranslated([this] { JobChoices::retranslate(m_preset, &JobChoices::fillPresets); });
    addRow(grid, 0, QT_TR_NOOP("&Preset:"), m_preset);
    m_params = new NumberEdit(QStringLiteral("paramsB"), joblimits::paramsB(), this);
    setTranslated(m_params, "placeholderText", QT_TR_NOOP("e.g. 70"));
    addRow(grid, 1, QT_TR_NOOP("P&arameters (billions):"), m_params, m_params->errorLabel());
    m_active = new NumberEdit(QStringLiteral("activeParamsB"), joblimits::activeParamsB(), this);
    setTranslated(m_active, "placeholderText", QT_TR_NOOP("dense model"));
    addRow(grid, 2, QT_TR_NOOP("Acti&ve parameters (MoE, billions):"), m_active,
           m_active->errorLabel());
    outer->addLayout(grid);

    auto *arch = new QGroupBox(this);
    setTranslated(arch, "title",
                  QT_TR_NOOP("Architecture (optional: estimated from the size when empty)"));
    auto *archGrid = new QGridLayout(arch);
    archGrid->setColumnStretch(1, 1);
    archGrid->setColumnStretch(2, 1);
    m_layers = new NumberEdit(QStringLiteral("layers"), joblimits::layers(), arch);
    m_hidden = new NumberEdit(QStringLiteral("hidden"), joblimits::hidden(), arch);
    m_heads = new NumberEdit(QStringLiteral("heads"), joblimits::heads(), arch);
    m_kvHeads = new NumberEdit(QStringLiteral("kvHeads"), joblimits::heads(), arch);
    m_seqLen = new NumberEdit(QStringLiteral("seqLen"), joblimits::seqLen(), arch);
    m_vocab = new NumberEdit(QStringLiteral("vocab"), joblimits::vocab(), arch);
    const QList<QPair<const char *, NumberEdit *>> rows {
        {QT_TR_NOOP("&Layers:"), m_layers},          {QT_TR_NOOP("&Hidden size:"), m_hidden},
        {QT_TR_NOOP("Attention h&eads:"), m_heads},  {QT_TR_NOOP("&KV heads:"), m_kvHeads},
        {QT_TR_NOOP("&Sequence length:"), m_seqLen}, {QT_TR_NOOP("Vo&cabulary:"), m_vocab}};
    int row = 0;
    for (const auto &[label, edit] : rows) {
        auto *caption = new QLabel(arch);
        setTranslated(caption, "text", label);
        caption->setBuddy(edit);
        archGrid->addWidget(caption, row, 0);
        archGrid->addWidget(edit, row, 1);
        edit->errorLabel()->setParent(arch);
        archGrid->addWidget(edit->errorLabel(), row, 2);
        ++row;
    }
    outer->addWidget(arch);
    outer->addStretch(1);

    // Cross-field rules: a MoE activates part of the model; grouped-query attention shares
    // each KV head among several query heads.
    m_active->setExtraCheck([this](double v) {
        const auto total = m_params->value();
        return total && v > *total ? tr("Cannot exceed the total parameters.") : QString();
    });
    m_kvHeads->setExtraCheck([this](double v) {
        const auto heads = m_heads->value();
        if (heads && v > *heads)
            return tr("Cannot exceed the attention heads.");
        if (heads && std::fmod(*heads, v) != 0)
            return tr("Attention heads must be a multiple of KV heads.");
        return QString();
    });
    m_heads->setExtraCheck([this](double v) {
        const auto hidden = m_hidden->value();
        return hidden && std::fmod(*hidden, v) != 0 ? tr("Must divide the hidden size.")
                                                    : QString();
    });
    connect(m_params, &QLineEdit::textChanged, m_active, &NumberEdit::revalidate);
    connect(m_heads, &QLineEdit::textChanged, m_kvHeads, &NumberEdit::revalidate);
    connect(m_hidden, &QLineEdit::textChanged, m_heads, &NumberEdit::revalidate);

    for (NumberEdit *edit :
         {m_params, m_active, m_layers, m_hidden, m_heads, m_kvHeads, m_seqLen, m_vocab}) {
        track(edit);
        connect(edit, &QLineEdit::textEdited, this, &ModelPage::fieldEdited);
    }
    connect(m_preset, &QComboBox::activated, this, &ModelPage::presetChosen);

    registerField(QStringLiteral("modelPreset"), m_preset, "currentIndex",
                  SIGNAL(currentIndexChanged(int)));
    registerField(QStringLiteral("paramsB*"), m_params);
    registerField(QStringLiteral("activeParamsB"), m_active);
    registerField(QStringLiteral("layers"), m_layers);
    registerField(QStringLiteral("hidden"), m_hidden);
    registerField(QStringLiteral("heads"), m_heads);
    registerField(QStringLiteral("kvHeads"), m_kvHeads);
    registerField(QStringLiteral("seqLen"), m_seqLen);
    registerField(QStringLiteral("vocab"), m_vocab);
}

void ModelPage::load(const gp::Job &job)
{
    m_loading = true;
    const gp::ModelSpec &m = job.model;
    JobChoices::select(m_preset, m.preset);
    m_params->setValue(m.paramsB > 0 ? std::optional<double>(m.paramsB) : std::nullopt);
    m_active->setValue(m.activeParamsB);
    // A preset's missing fields are shown as the preset has them, so the user sees the shape.
    const gp::ModelSpec shown = m.preset.isEmpty() ? m : gp::ModelPresets::complete(m);
    m_layers->setValue(fromInt(shown.layers));
    m_hidden->setValue(fromInt(shown.hidden));
    m_heads->setValue(fromInt(shown.heads));
    m_kvHeads->setValue(fromInt(shown.kvHeads));
    m_seqLen->setValue(fromInt(shown.seqLen));
    m_vocab->setValue(fromInt(shown.vocab));
    m_loading = false;
}

void ModelPage::apply(gp::Job &job) const
{
    gp::ModelSpec m;
    m.preset = m_preset->currentData().toString();
    m.paramsB = m_params->value().value_or(0);
    m.activeParamsB = m_active->value();
    m.layers = toInt(m_layers->value());
    m.hidden = toInt(m_hidden->value());
    m.heads = toInt(m_heads->value());
    m.kvHeads = toInt(m_kvHeads->value());
    m.seqLen = toInt(m_seqLen->value());
    m.vocab = toInt(m_vocab->value());
    job.model = m;
}

void ModelPage::presetChosen()
{
    const QString id = m_preset->currentData().toString();
    if (id.isEmpty())
        return; // "Custom": keep what is typed, it is the starting point of the custom model
    gp::Job job;
    job.model = gp::ModelPresets::preset(id).value_or(gp::ModelSpec {});
    load(job);
}

void ModelPage::fieldEdited()
{
    // Typing over a preset's figure makes it a custom model; the other fields stay as typed.
    if (!m_loading && !m_preset->currentData().toString().isEmpty())
        m_preset->setCurrentIndex(0);
}

} // namespace gp::ui
