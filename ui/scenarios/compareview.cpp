#include "compareview.h"

#include "charts/chartstyle.h"
#include "comparemodel.h"
#include "jobcontroller.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "scenariofile.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLegend>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace gp::ui {

namespace {

constexpr double kPointSize = 11;

} // namespace

CompareView::CompareView(JobController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_model(new CompareModel(this))
{
    setObjectName(QStringLiteral("compareView"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *buttons = new QHBoxLayout;
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_addCurrent = new QPushButton(this);
    m_addCurrent->setObjectName(QStringLiteral("addCurrentScenario"));
    m_addFile = new QPushButton(this);
    m_addFile->setObjectName(QStringLiteral("addScenarioFile"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeScenario"));
    buttons->addWidget(m_addCurrent);
    buttons->addWidget(m_addFile);
    buttons->addWidget(m_remove);
    m_openSet = new QPushButton(this);
    m_openSet->setObjectName(QStringLiteral("openScenarioSet"));
    m_saveSet = new QPushButton(this);
    m_saveSet->setObjectName(QStringLiteral("saveScenarioSet"));
    buttons->addWidget(m_openSet);
    buttons->addWidget(m_saveSet);
    buttons->addWidget(m_hint, 1);
    layout->addLayout(buttons);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_table = new QTableView(splitter);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_chart = new QChart;
    m_hoursAxis = new QValueAxis(m_chart);
    m_hoursAxis->setLabelFormat(QStringLiteral("%.0f"));
    m_costAxis = new QValueAxis(m_chart);
    m_costAxis->setLabelFormat(QStringLiteral("¥%.0f"));
    m_chart->addAxis(m_hoursAxis, Qt::AlignBottom);
    m_chart->addAxis(m_costAxis, Qt::AlignLeft);
    m_chartView = new QChartView(m_chart, splitter);
    m_chartView->setObjectName(QStringLiteral("compareChart"));
    ChartStyle::prepareView(m_chartView);
    m_chartView->setMinimumHeight(260);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chartView);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    // A few scenarios fit in the table's share; the chart is what the room looks at.
    splitter->setSizes({180, 620});
    layout->addWidget(splitter, 1);

    connect(m_addCurrent, &QPushButton::clicked, this, &CompareView::addCurrentAsScenario);
    connect(m_addFile, &QPushButton::clicked, this, &CompareView::addFromFileDialog);
    connect(m_remove, &QPushButton::clicked, this, &CompareView::removeSelected);
    connect(m_openSet, &QPushButton::clicked, this, &CompareView::openSetDialog);
    connect(m_saveSet, &QPushButton::clicked, this, &CompareView::saveSetDialog);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CompareView::updateButtons);

    // The current job's row changes on every edit: the chart is redrawn when the tab is in
    // sight, else when it is next shown.
    connect(m_model, &QAbstractItemModel::modelReset, this, &CompareView::chartChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CompareView::chartChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &CompareView::chartChanged);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CompareView::chartChanged);
    // A scenario added, removed or renamed: the kept file follows. The current job's row (0)
    // changes on every edit and is not in the file.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CompareView::writeKept);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &CompareView::writeKept);
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &, const QModelIndex &bottomRight) {
                if (bottomRight.row() >= 1)
                    writeKept();
            });

    connect(m_controller, &JobController::catalogChanged, m_model, &CompareModel::setCatalog);
    connect(m_controller, &JobController::planChanged, this, [this](const gp::Plan &plan) {
        m_model->setCurrent(m_currentName, m_controller->job(), plan);
    });
    m_model->setCatalog(m_controller->catalog());
    m_currentName = tr("Untitled");
    m_model->setCurrent(m_currentName, m_controller->job(), m_controller->plan());
    retranslate();
    updateButtons();
}

void CompareView::setCurrentName(const QString &name)
{
    m_currentName = name;
    m_model->setCurrent(m_currentName, m_controller->job(), m_controller->plan());
}

int CompareView::addCurrentAsScenario()
{
    m_controller->flush();
    const int row = m_model->addScenario(
        tr("%1 (copy %2)").arg(m_currentName).arg(m_model->scenarioCount()), m_controller->job());
    m_table->resizeColumnsToContents();
    return row;
}

bool CompareView::addScenarioFromFile(const QString &path, QString *error)
{
    const ScenarioFile::LoadResult loaded = ScenarioFile::load(path);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.detail();
        return false;
    }
    m_model->addScenario(QFileInfo(path).completeBaseName(), *loaded.job, path);
    m_table->resizeColumnsToContents();
    return true;
}

void CompareView::addFromFileDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add scenarios"), QString(),
                                                            ScenarioFile::dialogFilter());
    for (const QString &path : paths) {
        QString error;
        if (!addScenarioFromFile(path, &error))
            emit loadFailed(path, error);
    }
}

QList<ScenarioSet::Entry> CompareView::scenarioEntries() const
{
    QList<ScenarioSet::Entry> entries;
    for (int row = 1; row < m_model->scenarioCount(); ++row) {
        const CompareModel::Scenario &s = m_model->scenario(row);
        entries.append(ScenarioSet::Entry {s.name, s.job});
    }
    return entries;
}

bool CompareView::openScenarioSet(const QString &path, QString *error)
{
    const ScenarioSet::LoadResult loaded = ScenarioSet::load(path);
    if (!loaded.ok()) {
        if (error)
            *error = loaded.error;
        return false;
    }
    {
        // One write of the kept file for the whole set, not one per row.
        const QScopedValueRollback batch(m_batch, true);
        while (m_model->scenarioCount() > 1)
            m_model->removeScenario(m_model->scenarioCount() - 1);
        for (const ScenarioSet::Entry &e : loaded.entries)
            m_model->addScenario(e.name, e.job);
    }
    writeKept();
    m_table->resizeColumnsToContents();
    updateButtons();
    return true;
}

bool CompareView::saveScenarioSet(const QString &path, QString *error) const
{
    return ScenarioSet::save(scenarioEntries(), path, error);
}

void CompareView::keepIn(const QString &path)
{
    // Kept from here on; what is read now is already in the file.
    m_keptPath.clear();
    if (path.isEmpty())
        return;
    QString error;
    if (QFileInfo::exists(path) && !openScenarioSet(path, &error)) {
        // Never deleted: the user's scenarios may be recoverable by hand.
        const QString aside
            = QStringLiteral("%1.unreadable-%2")
                  .arg(path,
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
        if (!QFile::rename(path, aside))
            return; // neither read nor moved: leave it alone, keep nothing
        emit keptSetAside(aside, error);
    }
    m_keptPath = path;
}

void CompareView::writeKept()
{
    if (m_keptPath.isEmpty() || m_batch)
        return;
    QDir().mkpath(QFileInfo(m_keptPath).absolutePath());
    QString error;
    if (!ScenarioSet::save(scenarioEntries(), m_keptPath, &error))
        qWarning("%s", qPrintable(error));
}

void CompareView::openSetDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenarios"), QString(),
                                                      ScenarioSet::dialogFilter());
    if (path.isEmpty())
        return;
    QString error;
    if (!openScenarioSet(path, &error))
        emit loadFailed(path, error);
}

void CompareView::saveSetDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save scenarios"), QString(),
                                                ScenarioSet::dialogFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + ScenarioSet::suffix();
    QString error;
    if (!saveScenarioSet(path, &error))
        QMessageBox::warning(this, tr("Save scenarios"), error);
}

void CompareView::removeSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        m_model->removeScenario(rows.first().row());
    updateButtons();
}

void CompareView::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    m_remove->setEnabled(!rows.isEmpty() && rows.first().row() > 0);
}

void CompareView::rebuildChart()
{
    m_chart->removeAllSeries();
    // The theme first: it recolours series and restyles axes, so both come after it.
    ChartStyle::apply(m_chart,
                      tr("Cost against time, per scenario (named point: the option in the table)"));
    ChartStyle::styleAxis(m_hoursAxis, tr("Time (hours)"));
    ChartStyle::styleAxis(m_costAxis, tr("Cost, billed (¥)"));

    const QLocale locale;
    double maxHours = 0;
    double maxCost = 0;
    // Scenarios whose options land on the same spots (the same job saved twice) would hide
    // behind each other: they share one series, named after all of them.
    const auto spots = [](const gp::Plan &plan) {
        QStringList out;
        for (const gp::PlanOption &o : plan.options) {
            if (runsTheJob(o) && o.hours.expected > 0)
                out << QStringLiteral("%1@%2@%3")
                           .arg(o.offeringId)
                           .arg(o.hours.expected)
                           .arg(gp::needBilled(o));
        }
        return out.join(u';');
    };
    QList<QList<int>> groups;
    QStringList groupSpots;
    for (int row = 0; row < m_model->scenarioCount(); ++row) {
        const QString mine = spots(m_model->scenario(row).plan);
        const qsizetype at = groupSpots.indexOf(mine);
        if (at >= 0 && !mine.isEmpty()) {
            groups[at] << row;
        } else {
            groups << QList<int> {row};
            groupSpots << mine;
        }
    }
    for (const QList<int> &group : std::as_const(groups)) {
        const int row = group.first();
        const CompareModel::Scenario &s = m_model->scenario(row);
        QStringList names;
        for (const int r : group)
            names << m_model->scenario(r).name;
        const QString name = names.join(QStringLiteral(" = "));
        auto *points = new QScatterSeries;
        points->setObjectName(QStringLiteral("scenario%1").arg(row));
        points->setName(name);
        points->setMarkerSize(kPointSize);
        points->setColor(ChartStyle::series(row));
        points->setBorderColor(Qt::white);
        points->setPointLabelsFormat(QString(name).replace(QLatin1Char('@'), QLatin1Char(' ')));
        points->setPointLabelsFont(ChartStyle::pointLabelFont());
        points->setPointLabelsColor(ChartStyle::series(row).darker(160));
        points->setPointLabelsClipping(false);
        QStringList tips;
        const gp::PlanOption *key = CompareModel::keyOption(s.plan);
        for (const gp::PlanOption &o : s.plan.options) {
            // The options that could run the job, also those missing the deadline or budget:
            // the chart exists to weigh those against each other.
            if (!runsTheJob(o) || !(o.hours.expected > 0) || !std::isfinite(o.hours.expected))
                continue;
            const double yuan = double(gp::needBilled(o)) / 100.0;
            points->append(o.hours.expected, yuan);
            if (key && o.offeringId == key->offeringId) {
                // The option in the table carries the scenario's name beside it.
                points->setPointConfiguration(
                    int(points->count() - 1),
                    {{QXYSeries::PointConfiguration::LabelVisibility, true},
                     {QXYSeries::PointConfiguration::Color, ChartStyle::series(row).darker(160)}});
            }
            tips << tr("%1 · %2: %3, %4")
                        .arg(name, ComparisonModel::optionLabel(o, m_model->catalog(), locale),
                             format::formatHours(o.hours.expected, locale),
                             format::formatMoney(gp::needBilled(o), locale));
            maxHours = qMax(maxHours, o.hours.expected);
            maxCost = qMax(maxCost, yuan);
        }
        connect(points, &QScatterSeries::hovered, this,
                [this, points, tips](const QPointF &point, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    const QList<QPointF> all = points->points();
                    for (int i = 0; i < all.size() && i < tips.size(); ++i) {
                        if (all.at(i) == point) {
                            QToolTip::showText(QCursor::pos(), tips.at(i), m_chartView);
                            return;
                        }
                    }
                });
        m_chart->addSeries(points);
        points->attachAxis(m_hoursAxis);
        points->attachAxis(m_costAxis);
    }
    // setNiceRange sets the range before the tick interval: with the old, fine interval still
    // in force a much wider range would lay out a tick every few units first.
    m_hoursAxis->setTickType(QValueAxis::TicksFixed);
    m_costAxis->setTickType(QValueAxis::TicksFixed);
    ChartStyle::setNiceRange(m_hoursAxis, 0, qMax(1.0, maxHours * 1.05));
    ChartStyle::setNiceRange(m_costAxis, 0, qMax(1.0, maxCost * 1.08));
}

void CompareView::retranslate()
{
    m_addCurrent->setText(tr("Add &current as scenario"));
    m_addFile->setText(tr("Add from &file…"));
    m_remove->setText(tr("&Remove"));
    m_openSet->setText(tr("&Open scenarios…"));
    m_openSet->setToolTip(tr("Replace the scenarios with a saved set (.gpuplanset)"));
    m_saveSet->setText(tr("&Save scenarios…"));
    m_saveSet->setToolTip(tr("Save the scenarios as a set (.gpuplanset); they are also kept "
                             "from one start to the next"));
    m_hint->setText(tr("The first row follows the job being edited. Double-click a scenario's "
                       "name to rename it."));
    m_model->retranslate();
    rebuildChart();
}

void CompareView::chartChanged()
{
    if (isVisible())
        rebuildChart();
    else
        m_chartStale = true;
}

void CompareView::showEvent(QShowEvent *event)
{
    if (m_chartStale) {
        m_chartStale = false;
        rebuildChart();
    }
    QWidget::showEvent(event);
}

void CompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gp::ui
