#include "comparemodel.h"

#include "catalogtext.h"
#include "models/comparisonmodel.h"
#include "moneyformat.h"
#include "planner.h"

namespace gp::ui {

namespace {

const QString kDash = QStringLiteral("–");

} // namespace

CompareModel::CompareModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // Row 0 exists from the start, so the view never has to special-case "no current job".
    m_scenarios.append(Scenario {});
}

void CompareModel::setCatalog(const gp::CatalogData &catalog)
{
    beginResetModel();
    m_catalog = catalog;
    m_locale = QLocale();
    // The current job's plan comes from its controller with the new catalog; the others are
    // planned here.
    for (int row = 1; row < m_scenarios.size(); ++row)
        m_scenarios[row].plan = gp::makePlan(m_scenarios[row].job, m_catalog);
    endResetModel();
}

void CompareModel::setCurrent(const QString &name, const gp::Job &job, const gp::Plan &plan)
{
    Scenario &current = m_scenarios.first();
    current.name = name;
    current.job = job;
    current.plan = plan;
    m_locale = QLocale();
    emit dataChanged(index(0, 0), index(0, ColumnCount - 1));
}

int CompareModel::addScenario(const QString &name, const gp::Job &job, const QString &path)
{
    const int row = int(m_scenarios.size());
    beginInsertRows({}, row, row);
    m_scenarios.append(Scenario {name, path, job, gp::makePlan(job, m_catalog)});
    endInsertRows();
    return row;
}

bool CompareModel::removeScenario(int row)
{
    if (row <= 0 || row >= m_scenarios.size())
        return false;
    beginRemoveRows({}, row, row);
    m_scenarios.removeAt(row);
    endRemoveRows();
    return true;
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scenarios.size());
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const gp::PlanOption *CompareModel::keyOption(const gp::Plan &plan)
{
    if (const gp::PlanOption *recommended = plan.option(plan.recommendedId))
        return recommended;
    for (const gp::PlanOption &o : plan.options) {
        if (runsTheJob(o))
            return &o;
    }
    return nullptr;
}

QStringList CompareModel::differingInputs(const gp::Job &reference, const gp::Job &job)
{
    QStringList out;
    const auto differs = [&out](bool different, const QString &name) {
        if (different)
            out << name;
    };
    differs(!(reference.model == job.model), tr("model"));
    differs(reference.method != job.method, tr("method"));
    differs(reference.precision != job.precision, tr("precision"));
    differs(reference.tokensB != job.tokensB, tr("tokens"));
    differs(reference.loraRank != job.loraRank, tr("LoRA rank"));
    differs(!(reference.inference == job.inference), tr("serving load"));
    differs(reference.deadlineDays != job.deadlineDays, tr("deadline"));
    differs(reference.budgetCny != job.budgetCny, tr("budget"));
    differs(reference.monthlyHours != job.monthlyHours, tr("monthly use"));
    differs(reference.iteration != job.iteration, tr("iteration"));
    differs(reference.expansion != job.expansion, tr("expansion"));
    differs(reference.physicalIsolation != job.physicalIsolation
                || reference.domesticHardware != job.domesticHardware
                || reference.customKernels != job.customKernels
                || reference.codeRunsOnCann != job.codeRunsOnCann,
            tr("requirements"));
    differs(reference.offerings != job.offerings, tr("candidates"));
    differs(reference.gpuCount != job.gpuCount || !(reference.layout == job.layout),
            tr("cards or layout"));
    differs(reference.mfu != job.mfu || !(reference.measured == job.measured), tr("efficiency"));
    // Whatever else a job file can set (engineer rates, batch size) still counts as a change.
    if (out.isEmpty() && !(reference == job))
        out << tr("other settings");
    return out;
}

QString CompareModel::display(const Scenario &scenario, int column) const
{
    const gp::Plan &plan = scenario.plan;
    const gp::PlanOption *best = keyOption(plan);
    if (column == Name)
        return scenario.name;
    if (column == Differs) {
        if (&scenario == &m_scenarios.first())
            return kDash; // the reference: the job being edited
        const QStringList names = differingInputs(m_scenarios.first().job, scenario.job);
        return names.isEmpty() ? tr("same inputs") : names.join(tr(", "));
    }
    if (!best)
        return column == Recommended ? tr("nothing can run this job") : kDash;
    switch (column) {
    case Recommended:
        if (best->offeringId != plan.recommendedId)
            return tr("%1 (misses a limit)")
                .arg(ComparisonModel::optionLabel(*best, m_catalog, m_locale));
        return ComparisonModel::optionLabel(*best, m_catalog, m_locale);
    case Cards: {
        const int nodes = qMax(1, best->nodes);
        return tr("%1 × %2").arg(best->totalGpus / nodes).arg(nodes);
    }
    case Hours:
        return format::formatHours(best->hours.expected, m_locale);
    case BilledCost:
        return format::formatMoney(gp::needBilled(*best), m_locale);
    case Deadline:
        return plan.job.deadlineDays
            ? ComparisonModel::likelihoodText(best->deadlineLikelihood, m_locale)
            : kDash;
    case Budget:
        return plan.job.budgetCny
            ? ComparisonModel::likelihoodText(best->budgetLikelihood, m_locale)
            : kDash;
    default:
        return {};
    }
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Scenario &s = m_scenarios.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(s, index.column());
    case Qt::EditRole:
        return index.column() == Name ? QVariant(s.name) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == Name)
            return s.path.isEmpty() ? s.name : s.path;
        return display(s, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Hours || index.column() == BilledCost)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case OfferingIdRole: {
        const gp::PlanOption *best = keyOption(s.plan);
        return best ? best->offeringId : QString();
    }
    case PathRole:
        return s.path;
    default:
        return {};
    }
}

bool CompareModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != Name || index.row() == 0
        || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    m_scenarios[index.row()].name = name;
    emit dataChanged(index, index);
    return true;
}

Qt::ItemFlags CompareModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    // Scenarios can be renamed for the meeting; the current job is named after its file.
    if (index.isValid() && index.column() == Name && index.row() > 0)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Scenario");
    case Recommended:
        return tr("Recommended offering");
    case Cards:
        return tr("Cards × nodes");
    case Hours:
        return tr("Time");
    case BilledCost:
        return tr("Cost, billed");
    case Deadline:
        return tr("Deadline");
    case Budget:
        return tr("Budget");
    case Differs:
        return tr("Inputs that differ");
    default:
        return {};
    }
}

void CompareModel::retranslate()
{
    m_locale = QLocale();
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_scenarios.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace gp::ui
