#include "triallogdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gp::ui {

namespace {

/// The most cards a trial run may name, as on the command line.
constexpr int kMaxTrialGpus = 100000;

QString acceleratorOfOffering(const gp::CatalogData &catalog, const QString &offeringId)
{
    const gp::Offering *o = catalog.offering(offeringId);
    return o ? o->acceleratorId : QString();
}

} // namespace

TrialLogDialog::TrialLogDialog(const QString &path, const gp::TrialLogReading &reading,
                               const gp::CatalogData &catalog, const QString &suggestedAccelerator,
                               QWidget *parent)
    : QDialog(parent)
    , m_path(QFileInfo(path).absoluteFilePath())
{
    setObjectName(QStringLiteral("trialLogDialog"));
    setWindowTitle(tr("Add a trial log"));

    auto *file = new QLabel(QDir::toNativeSeparators(m_path), this);
    file->setObjectName(QStringLiteral("trialLogFile"));
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    auto *reads = new QLabel(gp::describeTrialLogReading(reading), this);
    reads->setObjectName(QStringLiteral("trialLogReading"));
    reads->setWordWrap(true);

    m_accelerator = new QComboBox(this);
    m_accelerator->setObjectName(QStringLiteral("trialLogAccelerator"));
    for (const gp::Accelerator &a : catalog.accelerators)
        m_accelerator->addItem(a.model.isEmpty() ? a.id : a.model, a.id);
    m_accelerator->setCurrentIndex(qMax(0, m_accelerator->findData(suggestedAccelerator)));

    m_gpus = new QSpinBox(this);
    m_gpus->setObjectName(QStringLiteral("trialLogGpus"));
    m_gpus->setRange(1, kMaxTrialGpus);
    m_gpus->setValue(reading.suggestedGpus.value_or(1));
    auto *gpusHelp = new QLabel(
        reading.suggestedGpus
            ? tr("The log says the run had %n card(s).", nullptr, *reading.suggestedGpus)
            : tr("The log does not say how many cards the run had: give them."),
        this);
    gpusHelp->setObjectName(QStringLiteral("trialLogGpusHelp"));
    gpusHelp->setWordWrap(true);

    auto *form = new QFormLayout;
    auto *acceleratorLabel = new QLabel(tr("&Accelerator of the run:"), this);
    acceleratorLabel->setBuddy(m_accelerator);
    form->addRow(acceleratorLabel, m_accelerator);
    auto *gpusLabel = new QLabel(tr("&Cards of the run:"), this);
    gpusLabel->setBuddy(m_gpus);
    form->addRow(gpusLabel, m_gpus);
    form->addRow(QString(), gpusHelp);

    auto *note = new QLabel(tr("Its steady speed and peak memory replace the model's figures for "
                               "this accelerator and card count; the job keeps the log's path."),
                            this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(file);
    layout->addWidget(reads);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addStretch();
    layout->addWidget(buttons);
    setMinimumWidth(520);
    // A catalog without accelerators has nothing the run could have been on.
    buttons->button(QDialogButtonBox::Ok)->setEnabled(m_accelerator->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

gp::Measurement TrialLogDialog::measurement() const
{
    gp::Measurement m;
    m.accelerator = m_accelerator->currentData().toString();
    m.gpus = m_gpus->value();
    m.log = m_path;
    return m;
}

QString TrialLogDialog::suggestAccelerator(const gp::Job &job, const gp::Plan &plan,
                                           const gp::CatalogData &catalog)
{
    if (!job.measured.isEmpty())
        return job.measured.constLast().accelerator;
    for (const gp::Reason &r : plan.recommendation) {
        if (r.code == QLatin1String("trial_first"))
            return acceleratorOfOffering(catalog, r.text(QStringLiteral("offering")));
    }
    return acceleratorOfOffering(catalog, plan.recommendedId);
}

} // namespace gp::ui
