#include "candidatespage.h"

#include "catalogtext.h"
#include "costtimecontent.h"
#include "joblimits.h"
#include "numberedit.h"
#include "planner.h"
#include "planwizard.h"
#include "reasontext.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace gp::ui {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kBaseTextRole = Qt::UserRole + 1; ///< the label and price, before the verdict

} // namespace

CandidatesPage::CandidatesPage(const gp::CatalogData &catalog, QWidget *parent)
    : JobPage(parent)
    , m_catalog(catalog)
{
    setObjectName(QStringLiteral("candidatesPage"));
    setTranslated(this, "title", QT_TR_NOOP("Candidates"));
    setTranslated(
        this, "subTitle",
        QT_TR_NOOP("Which offerings may run the job? All are considered by default; H100 x8, "
                   "910B x8 and 4090 x8 always stay in the comparison."));
    auto *outer = new QVBoxLayout(this);

    auto *listCaption = new QLabel(this);
    setTranslated(listCaption, "text", QT_TR_NOOP("&Offerings:"));
    outer->addWidget(listCaption);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("candidateList"));
    listCaption->setBuddy(m_list);
    const QStringList always = gp::chart::yardsticks();
    for (const gp::Offering &offering : m_catalog.offerings) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(kIdRole, offering.id);
        Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
        // The seeds' three machines are the yardstick every plan is read against.
        if (!always.contains(offering.id))
            flags |= Qt::ItemIsUserCheckable;
        item->setFlags(flags);
        item->setCheckState(Qt::Checked);
    }
    outer->addWidget(m_list, 1);
    m_listError = new QLabel(this);
    m_listError->setObjectName(QStringLiteral("candidateListError"));
    QPalette palette = m_listError->palette();
    palette.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_listError->setPalette(palette);
    outer->addWidget(m_listError);
    whenTranslated([this] { updateItemTexts(); });

    auto *buttons = new QHBoxLayout;
    auto *all = new QPushButton(this);
    setTranslated(all, "text", QT_TR_NOOP("Check &all"));
    all->setObjectName(QStringLiteral("checkAll"));
    auto *feasible = new QPushButton(this);
    setTranslated(feasible, "text", QT_TR_NOOP("Only those that can &run the job"));
    feasible->setObjectName(QStringLiteral("checkFeasible"));
    buttons->addWidget(all);
    buttons->addWidget(feasible);
    buttons->addStretch(1);
    outer->addLayout(buttons);
    connect(all, &QPushButton::clicked, this, [this]() { setAllChecked(true); });
    connect(feasible, &QPushButton::clicked, this, &CandidatesPage::checkFeasibleOnly);
    connect(m_list, &QListWidget::itemChanged, this, &CandidatesPage::updateListProblem);

    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_gpuCount = new NumberEdit(QStringLiteral("gpuCount"), joblimits::gpuCount(), this);
    setTranslated(m_gpuCount, "placeholderText", QT_TR_NOOP("the engine chooses"));
    addRow(grid, 0, QT_TR_NOOP("Fix the number of &cards:"), m_gpuCount, m_gpuCount->errorLabel());
    outer->addLayout(grid);
    track(m_gpuCount);

    auto *measured = new QGroupBox(this);
    setTranslated(measured, "title",
                  QT_TR_NOOP("Measured trial runs (optional: narrow the estimates)"));
    auto *m = new QVBoxLayout(measured);
    m_measuredGrid = new QGridLayout;
    m_measuredGrid->setColumnStretch(1, 1);
    m_measuredGrid->setColumnStretch(2, 1);
    // What the trial printed: its tokens/s and, where it logged it, its peak memory per card.
    const char *headings[] = {QT_TR_NOOP("Accelerator"), QT_TR_NOOP("Cards"),
                              QT_TR_NOOP("Training tokens/s (all cards)"),
                              QT_TR_NOOP("Peak memory per card (GB, optional)")};
    for (int column = 0; column < 4; ++column) {
        auto *heading = new QLabel(measured);
        setTranslated(heading, "text", headings[column]);
        m_measuredGrid->addWidget(heading, 0, column);
    }
    m->addLayout(m_measuredGrid);
    auto *add = new QPushButton(measured);
    setTranslated(add, "text", QT_TR_NOOP("Add a &trial run"));
    add->setObjectName(QStringLiteral("addMeasurement"));
    m->addWidget(add, 0, Qt::AlignLeft);
    connect(add, &QPushButton::clicked, this, [this]() { addMeasurement(); });
    outer->addWidget(measured);

    registerField(QStringLiteral("gpuCount"), m_gpuCount);
}

void CandidatesPage::load(const gp::Job &job)
{
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const QString id = item->data(kIdRole).toString();
        const bool always = !(item->flags() & Qt::ItemIsUserCheckable);
        const bool on = always || job.offerings.isEmpty() || job.offerings.contains(id);
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    m_gpuCount->setValue(job.gpuCount ? std::optional<double>(*job.gpuCount) : std::nullopt);
    for (int i = 0; i < m_measured.size(); ++i)
        removeMeasurement(i);
    for (int i = 0; i < m_logRuns.size(); ++i)
        removeLogRow(i);
    // Runs read from a log keep their log and figures (shown, not edited); the editable rows
    // are for figures typed in.
    for (const gp::Measurement &measurement : job.measured) {
        if (measurement.log.isEmpty())
            addMeasurement(measurement);
        else
            addLogRow(measurement);
    }
    updateListProblem();
}

void CandidatesPage::apply(gp::Job &job) const
{
    QStringList checked;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            checked << m_list->item(i)->data(kIdRole).toString();
    }
    // Every offering checked means "the whole catalog", which also takes in offerings added to
    // the catalog later; an explicit list would freeze today's.
    job.offerings = checked.size() == m_list->count() ? QStringList() : checked;
    job.gpuCount
        = m_gpuCount->value() ? std::optional<int>(int(*m_gpuCount->value())) : std::nullopt;
    // Log runs stay where they were in the list unless their row was removed.
    job.measured.removeIf([this](const gp::Measurement &m) {
        if (m.log.isEmpty())
            return true;
        return std::none_of(m_logRuns.cbegin(), m_logRuns.cend(), [&m](const LogRow &row) {
            return !row.widgets.isEmpty() && row.measurement == m;
        });
    });
    for (const MeasurementRow &row : m_measured) {
        if (!row.gpus)
            continue;
        gp::Measurement measurement;
        measurement.accelerator = row.accelerator->currentData().toString();
        measurement.gpus = int(row.gpus->value().value_or(1));
        measurement.tokensPerS = row.tokensPerS->value().value_or(0);
        measurement.peakMemoryGb = row.peakMemoryGb->value();
        job.measured << measurement;
    }
}

void CandidatesPage::initializePage()
{
    // Say which offerings can run the job as specified so far, with the reason when not.
    auto *planWizard = qobject_cast<PlanWizard *>(wizard());
    if (!planWizard)
        return;
    m_verdictsShown = true;
    gp::Job job = planWizard->job();
    job.offerings.clear();
    const gp::Plan plan = gp::makePlan(job, m_catalog);
    const QLocale locale;
    m_feasible.clear();
    const QSignalBlocker blocker(m_list);
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const gp::PlanOption *option = plan.option(item->data(kIdRole).toString());
        QString verdict;
        if (option && option->feasible) {
            m_feasible << option->offeringId;
            verdict = tr("✓ can run the job");
        } else if (option) {
            verdict = tr("✗ cannot run it as specified");
            for (const gp::Reason &reason : option->reasons) {
                if (reason.severity == gp::Reason::Severity::Blocker) {
                    const QString why = format::reasonSentence(reason, m_catalog, locale);
                    verdict = QStringLiteral("✗ ") + why;
                    break;
                }
            }
        }
        const QString base = item->data(kBaseTextRole).toString();
        item->setText(verdict.isEmpty() ? base : base + QStringLiteral(" — ") + verdict);
        const QString tip = verdict;
        item->setToolTip(tip);
    }
}

int CandidatesPage::addMeasurement(const gp::Measurement &measurement)
{
    const int index = int(m_measured.size());
    const int gridRow = m_nextRow++;
    QWidget *parent = m_measuredGrid->parentWidget();
    MeasurementRow row;
    auto *accelerator = new QComboBox(parent);
    accelerator->setObjectName(QStringLiteral("measuredAccelerator%1").arg(index));
    for (const gp::Accelerator &a : m_catalog.accelerators)
        accelerator->addItem(a.model.isEmpty() ? a.id : a.model, a.id);
    const int selected = accelerator->findData(measurement.accelerator);
    accelerator->setCurrentIndex(qMax(0, selected));
    row.accelerator = accelerator;
    row.gpus = new NumberEdit(QStringLiteral("measuredGpus%1").arg(index),
                              joblimits::measuredGpus(), parent);
    row.gpus->setValue(measurement.gpus);
    row.tokensPerS = new NumberEdit(QStringLiteral("measuredTokensPerS%1").arg(index),
                                    joblimits::measuredTokensPerS(), parent);
    if (measurement.tokensPerS > 0)
        row.tokensPerS->setValue(measurement.tokensPerS);
    row.peakMemoryGb = new NumberEdit(QStringLiteral("measuredPeakMemoryGb%1").arg(index),
                                      joblimits::measuredMemoryGb(), parent);
    row.peakMemoryGb->setValue(measurement.peakMemoryGb);
    auto *remove = new QToolButton(parent);
    remove->setObjectName(QStringLiteral("removeMeasurement%1").arg(index));
    setTranslated(remove, "text", QT_TR_NOOP("Remove"));
    setTranslated(remove, "accessibleName", QT_TR_NOOP("Remove this trial run"));
    m_measuredGrid->addWidget(accelerator, gridRow, 0);
    m_measuredGrid->addWidget(row.gpus, gridRow, 1);
    m_measuredGrid->addWidget(row.tokensPerS, gridRow, 2);
    m_measuredGrid->addWidget(row.peakMemoryGb, gridRow, 3);
    m_measuredGrid->addWidget(remove, gridRow, 4);
    // One error line under the row names what is wrong with either number.
    auto *errors = new QWidget(parent);
    auto *errorLayout = new QHBoxLayout(errors);
    errorLayout->setContentsMargins(0, 0, 0, 0);
    row.gpus->errorLabel()->setParent(errors);
    row.tokensPerS->errorLabel()->setParent(errors);
    row.peakMemoryGb->errorLabel()->setParent(errors);
    errorLayout->addWidget(row.gpus->errorLabel());
    errorLayout->addWidget(row.tokensPerS->errorLabel());
    errorLayout->addWidget(row.peakMemoryGb->errorLabel());
    m_measuredGrid->addWidget(errors, m_nextRow++, 1, 1, 3);
    row.widgets = {accelerator, row.gpus, row.tokensPerS, row.peakMemoryGb, remove, errors};
    m_measured << row;
    track(row.gpus);
    track(row.tokensPerS);
    track(row.peakMemoryGb);
    connect(remove, &QToolButton::clicked, this, [this, index]() { removeMeasurement(index); });
    row.gpus->setFocus();
    refresh(); // the new empty tokens/s field makes the page incomplete
    return index;
}

void CandidatesPage::addLogRow(const gp::Measurement &measurement)
{
    const int index = int(m_logRuns.size());
    const int gridRow = m_nextRow++;
    QWidget *parent = m_measuredGrid->parentWidget();
    LogRow row;
    row.measurement = measurement;
    const gp::Accelerator *acc = m_catalog.accelerator(measurement.accelerator);
    auto *accelerator
        = new QLabel(acc && !acc->model.isEmpty() ? acc->model : measurement.accelerator, parent);
    auto *gpus = new QLabel(QLocale().toString(measurement.gpus), parent);
    row.figures = new QLabel(parent);
    row.figures->setObjectName(QStringLiteral("logRun%1").arg(index));
    row.figures->setWordWrap(true);
    row.figures->setToolTip(QDir::toNativeSeparators(measurement.log));
    auto *remove = new QToolButton(parent);
    remove->setObjectName(QStringLiteral("removeLogRun%1").arg(index));
    setTranslated(remove, "text", QT_TR_NOOP("Remove"));
    setTranslated(remove, "accessibleName", QT_TR_NOOP("Remove this trial run and its log"));
    m_measuredGrid->addWidget(accelerator, gridRow, 0);
    m_measuredGrid->addWidget(gpus, gridRow, 1);
    m_measuredGrid->addWidget(row.figures, gridRow, 2, 1, 2);
    m_measuredGrid->addWidget(remove, gridRow, 4);
    row.widgets = {accelerator, gpus, row.figures, remove};
    m_logRuns << row;
    connect(remove, &QToolButton::clicked, this, [this, index]() { removeLogRow(index); });
    updateLogRowTexts();
}

void CandidatesPage::removeLogRow(int index)
{
    if (index < 0 || index >= m_logRuns.size() || m_logRuns.at(index).widgets.isEmpty())
        return;
    LogRow &row = m_logRuns[index];
    for (QWidget *w : std::as_const(row.widgets))
        w->deleteLater();
    row.widgets.clear();
    row.figures = nullptr;
    refresh();
}

void CandidatesPage::updateLogRowTexts()
{
    const QLocale locale;
    for (const LogRow &row : std::as_const(m_logRuns)) {
        if (!row.figures)
            continue;
        const gp::Measurement &m = row.measurement;
        const QString file = QFileInfo(m.log).fileName();
        QString text = m.tokensPerS > 0
            ? tr("%1 tokens/s from its log %2").arg(locale.toString(m.tokensPerS, 'f', 0), file)
            : tr("from its log %1 (not read)").arg(file);
        if (m.peakMemoryGb)
            text += tr(", peak %1 GB per card").arg(locale.toString(*m.peakMemoryGb, 'f', 1));
        row.figures->setText(text);
    }
}

void CandidatesPage::removeMeasurement(int index)
{
    if (index < 0 || index >= m_measured.size() || !m_measured.at(index).gpus)
        return;
    MeasurementRow &row = m_measured[index];
    untrack(row.gpus);
    untrack(row.tokensPerS);
    untrack(row.peakMemoryGb);
    for (QWidget *w : std::as_const(row.widgets))
        w->deleteLater();
    row = MeasurementRow {};
    refresh();
}

QString CandidatesPage::pageProblem() const
{
    return m_listError->text();
}

void CandidatesPage::setAllChecked(bool checked)
{
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        if (item->flags() & Qt::ItemIsUserCheckable)
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void CandidatesPage::checkFeasibleOnly()
{
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        if (!(item->flags() & Qt::ItemIsUserCheckable))
            continue;
        const bool feasible = m_feasible.contains(item->data(kIdRole).toString());
        item->setCheckState(feasible ? Qt::Checked : Qt::Unchecked);
    }
}

void CandidatesPage::updateItemTexts()
{
    const QLocale locale;
    const QStringList always = gp::chart::yardsticks();
    const QSignalBlocker blocker(m_list);
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem *item = m_list->item(i);
        const gp::Offering *offering = m_catalog.offering(item->data(kIdRole).toString());
        if (!offering)
            continue;
        QString text = format::offeringLabel(*offering, locale);
        if (const gp::PriceSnapshot *price = offering->currentPrice())
            text += QStringLiteral(" — ") + format::priceText(*price, locale);
        if (always.contains(offering->id))
            text += tr(" (always compared)");
        item->setText(text);
        item->setData(kBaseTextRole, text);
    }
    updateLogRowTexts();
    // The verdicts are sentences too: say them again in the new language.
    if (m_verdictsShown)
        initializePage();
    updateListProblem();
}

void CandidatesPage::updateListProblem()
{
    bool any = false;
    for (int i = 0; i < m_list->count(); ++i)
        any = any || m_list->item(i)->checkState() == Qt::Checked;
    m_listError->setText(any ? QString() : tr("Check at least one offering."));
    refresh();
}

} // namespace gp::ui
