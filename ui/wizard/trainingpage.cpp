#include "trainingpage.h"

#include "framework.h"
#include "frameworktext.h"
#include "jobchoices.h"
#include "joblimits.h"
#include "moneyformat.h"
#include "numberedit.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <cmath>

namespace gp::ui {

TrainingPage::TrainingPage(QWidget *parent)
    : JobPage(parent)
{
    setObjectName(QStringLiteral("trainingPage"));
    setTranslated(this, "title", QT_TR_NOOP("Training"));
    setTranslated(this, "subTitle",
                  QT_TR_NOOP("How is the model trained (or served), and how much work is it?"));
    auto *outer = new QVBoxLayout(this);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("method"));
    JobChoices::fillMethods(m_method);
    whenTranslated([this] { JobChoices::retranslate(m_method, &JobChoices::fillMethods); });
    addRow(grid, 0, QT_TR_NOOP("&Method:"), m_method);
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precision"));
    JobChoices::fillPrecisions(m_precision);
    whenTranslated([this] { JobChoices::retranslate(m_precision, &JobChoices::fillPrecisions); });
    addRow(grid, 1, QT_TR_NOOP("&Precision:"), m_precision);
    m_framework = new QComboBox(this);
    m_framework->setObjectName(QStringLiteral("framework"));
    m_frameworkCaption = new QLabel(this);
    m_frameworkCaption->setBuddy(m_framework);
    grid->addWidget(m_frameworkCaption, 2, 0);
    grid->addWidget(m_framework, 2, 1);
    m_frameworkHelp = new QLabel(this);
    m_frameworkHelp->setObjectName(QStringLiteral("frameworkExplanation"));
    m_frameworkHelp->setWordWrap(true);
    grid->addWidget(m_frameworkHelp, 3, 1, 1, 2);
    connect(m_framework, &QComboBox::activated, this, [this] {
        const int chosen = m_framework->currentData().toInt();
        m_chosenFramework
            = chosen < 0 ? std::nullopt : std::optional<gp::Framework>(gp::Framework(chosen));
        updateFrameworkHelp();
    });
    outer->addLayout(grid);

    m_training = new QGroupBox(this);
    setTranslated(m_training, "title", QT_TR_NOOP("Amount of training"));
    auto *t = new QGridLayout(m_training);
    t->setColumnStretch(1, 1);
    t->setColumnStretch(2, 1);
    m_byTokens = new QRadioButton(m_training);
    setTranslated(m_byTokens, "text", QT_TR_NOOP("&Tokens (billions):"));
    m_byTokens->setObjectName(QStringLiteral("byTokens"));
    m_tokens = new NumberEdit(QStringLiteral("tokensB"), joblimits::tokensB(), m_training);
    setTranslated(m_tokens, "placeholderText", QT_TR_NOOP("e.g. 5"));
    t->addWidget(m_byTokens, 0, 0);
    t->addWidget(m_tokens, 0, 1);
    t->addWidget(m_tokens->errorLabel(), 0, 2);
    m_bySamples = new QRadioButton(m_training);
    setTranslated(m_bySamples, "text", QT_TR_NOOP("&Samples × length × epochs:"));
    m_bySamples->setObjectName(QStringLiteral("bySamples"));
    t->addWidget(m_bySamples, 1, 0, 1, 3);
    m_samples = new NumberEdit(QStringLiteral("samples"), joblimits::samples(), m_training);
    m_sampleLength
        = new NumberEdit(QStringLiteral("sampleLength"), joblimits::seqLen(), m_training);
    m_sampleLength->setRange([] {
        NumberRange r = joblimits::seqLen();
        r.optional = false;
        return r;
    }());
    m_epochs = new NumberEdit(QStringLiteral("epochs"), joblimits::epochs(), m_training);
    const QList<QPair<const char *, NumberEdit *>> rows {
        {QT_TR_NOOP("    N&umber of samples:"), m_samples},
        {QT_TR_NOOP("    Tokens per samp&le:"), m_sampleLength},
        {QT_TR_NOOP("    Epoc&hs:"), m_epochs}};
    int row = 2;
    for (const auto &[label, edit] : rows) {
        auto *caption = new QLabel(m_training);
        setTranslated(caption, "text", label);
        caption->setBuddy(edit);
        t->addWidget(caption, row, 0);
        t->addWidget(edit, row, 1);
        t->addWidget(edit->errorLabel(), row, 2);
        ++row;
    }
    m_total = new QLabel(m_training);
    m_total->setObjectName(QStringLiteral("tokensTotal"));
    t->addWidget(m_total, row++, 1, 1, 2);
    m_loraRank = new NumberEdit(QStringLiteral("loraRank"), joblimits::loraRank(), m_training);
    auto *rankCaption = new QLabel(m_training);
    setTranslated(rankCaption, "text", QT_TR_NOOP("LoRA &rank:"));
    rankCaption->setBuddy(m_loraRank);
    t->addWidget(rankCaption, row, 0);
    t->addWidget(m_loraRank, row, 1);
    t->addWidget(m_loraRank->errorLabel(), row, 2);
    outer->addWidget(m_training);

    m_inference = new QGroupBox(this);
    setTranslated(m_inference, "title", QT_TR_NOOP("Serving load"));
    auto *i = new QGridLayout(m_inference);
    i->setColumnStretch(1, 1);
    i->setColumnStretch(2, 1);
    m_requests = new NumberEdit(QStringLiteral("concurrentRequests"),
                                joblimits::concurrentRequests(), m_inference);
    m_context
        = new NumberEdit(QStringLiteral("contextTokens"), joblimits::contextTokens(), m_inference);
    m_perRequest = new NumberEdit(QStringLiteral("perRequestTokensPerS"),
                                  joblimits::perRequestTokensPerS(), m_inference);
    m_targetRate = new NumberEdit(QStringLiteral("targetTokensPerS"), joblimits::targetTokensPerS(),
                                  m_inference);
    const QList<QPair<const char *, NumberEdit *>> serving {
        {QT_TR_NOOP("&Concurrent requests:"), m_requests},
        {QT_TR_NOOP("Conte&xt (tokens):"), m_context},
        {QT_TR_NOOP("Output per re&quest (tokens/s):"), m_perRequest},
        {QT_TR_NOOP("Tar&get output in all (tokens/s, optional):"), m_targetRate}};
    row = 0;
    for (const auto &[label, edit] : serving) {
        auto *caption = new QLabel(m_inference);
        setTranslated(caption, "text", label);
        caption->setBuddy(edit);
        i->addWidget(caption, row, 0);
        i->addWidget(edit, row, 1);
        i->addWidget(edit->errorLabel(), row, 2);
        ++row;
    }
    outer->addWidget(m_inference);
    outer->addStretch(1);

    for (NumberEdit *edit : {m_tokens, m_samples, m_sampleLength, m_epochs, m_loraRank, m_requests,
                             m_context, m_perRequest, m_targetRate})
        track(edit);
    for (NumberEdit *edit : {m_samples, m_sampleLength, m_epochs})
        connect(edit, &QLineEdit::textChanged, this, &TrainingPage::updateTotal);
    connect(m_sampleLength, &QLineEdit::textEdited, this, [this]() { m_lengthTyped = true; });
    whenTranslated([this] { updateTotal(); });
    connect(m_method, &QComboBox::currentIndexChanged, this, &TrainingPage::updateEnabled);
    connect(m_method, &QComboBox::currentIndexChanged, this, &TrainingPage::fillFrameworks);
    whenTranslated([this] { fillFrameworks(); });
    connect(m_byTokens, &QRadioButton::toggled, this, &TrainingPage::updateEnabled);

    registerField(QStringLiteral("method"), m_method, "currentIndex",
                  SIGNAL(currentIndexChanged(int)));
    registerField(QStringLiteral("precision"), m_precision, "currentIndex",
                  SIGNAL(currentIndexChanged(int)));
    registerField(QStringLiteral("tokensB"), m_tokens);
    registerField(QStringLiteral("samples"), m_samples);
    registerField(QStringLiteral("sampleLength"), m_sampleLength);
    registerField(QStringLiteral("epochs"), m_epochs);
    registerField(QStringLiteral("loraRank"), m_loraRank);
    registerField(QStringLiteral("concurrentRequests"), m_requests);
    registerField(QStringLiteral("contextTokens"), m_context);
    registerField(QStringLiteral("perRequestTokensPerS"), m_perRequest);
    registerField(QStringLiteral("targetTokensPerS"), m_targetRate);
}

void TrainingPage::fillFrameworks()
{
    const auto method = gp::Method(m_method->currentData().toInt());
    const bool serving = method == gp::Method::Inference;
    m_frameworkCaption->setText(serving ? tr("Serving so&ftware:") : tr("Training so&ftware:"));
    // The default is what a team running this job most likely uses (MODEL.md): named, so the
    // user sees what the plan assumes before choosing.
    gp::Job probe;
    probe.method = method;
    const QString params = wizard() ? field(QStringLiteral("paramsB")).toString() : QString();
    probe.model.paramsB = params.isEmpty() ? 7 : QLocale().toDouble(params);
    probe.tokensB = tokensB().value_or(0);
    const gp::Framework usual = gp::Frameworks::defaultFor(probe);
    const QSignalBlocker block(m_framework);
    m_framework->clear();
    m_framework->addItem(
        tr("Most likely for this job: %1").arg(format::frameworkName(usual, serving)), -1);
    const QStringList keys
        = serving ? gp::Frameworks::servingKeys() : gp::Frameworks::trainingKeys();
    for (const QString &key : keys) {
        const gp::Framework f = *gp::Frameworks::fromKey(key);
        m_framework->addItem(format::frameworkName(f, serving), int(f));
    }
    const int index = m_chosenFramework ? m_framework->findData(int(*m_chosenFramework)) : 0;
    m_framework->setCurrentIndex(index >= 0 ? index : 0);
    updateFrameworkHelp();
}

void TrainingPage::updateFrameworkHelp()
{
    const bool serving = gp::Method(m_method->currentData().toInt()) == gp::Method::Inference;
    const int chosen = m_framework->currentData().toInt();
    if (chosen < 0) {
        m_frameworkHelp->setText(tr("The plan states this choice; pick your own stack to plan "
                                    "with its speed and memory."));
        return;
    }
    m_frameworkHelp->setText(format::frameworkExplanation(gp::Framework(chosen), serving));
}

void TrainingPage::load(const gp::Job &job)
{
    // A job that names the usual software for it follows the usual one when its method changes
    // here; only a different choice is kept as the user's own.
    const bool usual = job.framework && *job.framework == gp::Frameworks::defaultFor(job);
    m_chosenFramework = usual ? std::nullopt : job.framework;
    m_loadedUsual = usual ? job.framework : std::nullopt;
    m_loadedMethod = job.method;
    JobChoices::select(m_method, int(job.method));
    JobChoices::select(m_precision, int(job.precision));
    m_byTokens->setChecked(true);
    m_tokens->setValue(job.tokensB > 0 ? std::optional<double>(job.tokensB) : std::nullopt);
    // A starting point for the samples form that multiplies out to the same tokens.
    const double seqLen = job.model.seqLen.value_or(4096);
    m_sampleLength->setValue(seqLen);
    m_epochs->setValue(1);
    m_samples->setValue(job.tokensB > 0 ? std::optional<double>(
                            std::max(1.0, std::round(job.tokensB * 1e9 / seqLen)))
                                        : std::nullopt);
    m_loraRank->setValue(job.loraRank);
    m_requests->setValue(job.inference.concurrentRequests);
    m_context->setValue(job.inference.contextTokens);
    m_perRequest->setValue(job.inference.perRequestTokensPerS);
    m_targetRate->setValue(job.inference.targetTokensPerS);
    updateEnabled();
    updateTotal();
    fillFrameworks();
}

void TrainingPage::initializePage()
{
    if (m_lengthTyped)
        return;
    // The model page's sequence length: the preset's, or the one typed there.
    bool ok = false;
    const double modelLength = QLocale().toDouble(field(QStringLiteral("seqLen")).toString(), &ok);
    if (!ok || modelLength <= 0 || m_sampleLength->value() == modelLength)
        return;
    const std::optional<double> tokens = m_tokens->value();
    m_sampleLength->setValue(modelLength);
    // The samples form stays a starting point that multiplies out to the same tokens.
    if (m_byTokens->isChecked() && tokens && *tokens > 0) {
        const double epochs = m_epochs->value().value_or(1);
        m_samples->setValue(std::max(1.0, std::round(*tokens * 1e9 / modelLength / epochs)));
    }
}

std::optional<double> TrainingPage::tokensB() const
{
    if (m_byTokens->isChecked())
        return m_tokens->value();
    const auto samples = m_samples->value();
    const auto length = m_sampleLength->value();
    const auto epochs = m_epochs->value();
    if (!samples || !length || !epochs)
        return std::nullopt;
    return *samples * *length * *epochs / 1e9;
}

void TrainingPage::apply(gp::Job &job) const
{
    job.method = gp::Method(m_method->currentData().toInt());
    job.precision = gp::Precision(m_precision->currentData().toInt());
    const int framework = m_framework->currentData().toInt();
    job.framework
        = framework < 0 ? std::nullopt : std::optional<gp::Framework>(gp::Framework(framework));
    // A job that named its usual software keeps naming it while its method is unchanged.
    if (framework < 0 && m_loadedUsual && job.method == m_loadedMethod)
        job.framework = m_loadedUsual;
    if (job.method != gp::Method::Inference) {
        if (const auto tokens = tokensB())
            job.tokensB = *tokens;
    }
    if (job.method == gp::Method::LoRA || job.method == gp::Method::QLoRA)
        job.loraRank = int(m_loraRank->value().value_or(job.loraRank));
    if (job.method == gp::Method::Inference) {
        job.inference.concurrentRequests
            = int(m_requests->value().value_or(job.inference.concurrentRequests));
        job.inference.contextTokens = int(m_context->value().value_or(job.inference.contextTokens));
        job.inference.perRequestTokensPerS
            = m_perRequest->value().value_or(job.inference.perRequestTokensPerS);
        // Empty: every request at its own rate (InferenceSpec::target).
        job.inference.targetTokensPerS = m_targetRate->value();
    }
}

QString TrainingPage::pageProblem() const
{
    if (!m_training->isEnabled() || m_byTokens->isChecked())
        return {};
    const auto tokens = tokensB();
    if (tokens && *tokens > joblimits::tokensB().max)
        return tr("Too many tokens.");
    return {};
}

void TrainingPage::updateEnabled()
{
    const auto method = gp::Method(m_method->currentData().toInt());
    const bool inference = method == gp::Method::Inference;
    m_training->setEnabled(!inference);
    m_inference->setEnabled(inference);
    const bool byTokens = m_byTokens->isChecked();
    m_tokens->setEnabled(byTokens);
    for (NumberEdit *edit : {m_samples, m_sampleLength, m_epochs})
        edit->setEnabled(!byTokens);
    m_loraRank->setEnabled(method == gp::Method::LoRA || method == gp::Method::QLoRA);
    refresh();
}

void TrainingPage::updateTotal()
{
    const auto samples = m_samples->value();
    const auto length = m_sampleLength->value();
    const auto epochs = m_epochs->value();
    if (!samples || !length || !epochs) {
        m_total->clear();
        return;
    }
    const double tokens = *samples * *length * *epochs / 1e9;
    refresh();
    const double max = joblimits::tokensB().max;
    m_total->setText(
        tokens > max
            ? tr("= %1 billion tokens: too many").arg(format::formatNumber(tokens, QLocale()))
            : tr("= %1 billion tokens").arg(format::formatNumber(tokens, QLocale())));
}

} // namespace gp::ui
