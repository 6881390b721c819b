#include "comparisonmodel.h"

#include "catalogtext.h"
#include "money.h"
#include "moneyformat.h"
#include "reasontext.h"

#include <QBrush>
#include <QCoreApplication>
#include <QEvent>
#include <QFont>
#include <QGuiApplication>

namespace gp::ui {

namespace {

const QString kDash = QStringLiteral("—");

bool hasTime(const gp::PlanOption &option)
{
    return option.hours.expected > 0;
}

QString recomputeName(gp::Recompute recompute)
{
    switch (recompute) {
    case gp::Recompute::Selective:
        return ComparisonModel::tr("selective recompute");
    case gp::Recompute::Full:
        return ComparisonModel::tr("full recompute");
    case gp::Recompute::None:
        break;
    }
    return {};
}

QString billingName(const QString &billing)
{
    if (billing == u"hour")
        return ComparisonModel::tr("hour");
    if (billing == u"day")
        return ComparisonModel::tr("day");
    return ComparisonModel::tr("month");
}

} // namespace

ComparisonModel::ComparisonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // The language can change while a table shows the model; the application hears of it
    // first, whatever the model's parent is.
    QCoreApplication::instance()->installEventFilter(this);
}

bool ComparisonModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
        retranslate();
    return QAbstractTableModel::eventFilter(watched, event);
}

void ComparisonModel::retranslate()
{
    m_locale = QLocale();
    m_names = format::ShortNames::forCatalog(m_catalog, m_locale);
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void ComparisonModel::setPlan(const gp::Plan &plan, const gp::CatalogData &catalog)
{
    // The option list changes length and order with every edit: a reset is the honest signal.
    beginResetModel();
    m_plan = plan;
    m_catalog = catalog;
    m_locale = QLocale();
    m_names = format::ShortNames::forCatalog(m_catalog, m_locale);
    endResetModel();
}

const gp::PlanOption *ComparisonModel::optionAt(int row) const
{
    if (row < 0 || row >= m_plan.options.size())
        return nullptr;
    return &m_plan.options.at(row);
}

int ComparisonModel::rowOf(const QString &offeringId) const
{
    for (int row = 0; row < m_plan.options.size(); ++row) {
        if (m_plan.options.at(row).offeringId == offeringId)
            return row;
    }
    return -1;
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_plan.options.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const gp::PlanOption &option = m_plan.options.at(index.row());
    const bool recommended = option.offeringId == m_plan.recommendedId;
    switch (role) {
    case Qt::DisplayRole:
        return display(option, index.column());
    case Qt::ToolTipRole:
        return toolTip(option, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == Offering || index.column() == LayoutColumn
            || index.column() == Assessment)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::FontRole:
        if (recommended) {
            QFont font = QGuiApplication::font();
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        // Dimmed but readable on a projector: these rows carry the reason to read.
        if (!option.feasible)
            return QBrush(QColor(0x6a, 0x6a, 0x6a));
        return {};
    case OfferingIdRole:
        return option.offeringId;
    case SortRole:
        return sortValue(option, index.column());
    case FeasibleRole:
        return option.feasible;
    case RecommendedRole:
        return recommended;
    case ExportRole:
        return exportCells(option, index.column());
    default:
        return {};
    }
}

QStringList ComparisonModel::exportHeaders(int column) const
{
    const QString name = headerData(column, Qt::Horizontal).toString();
    switch (column) {
    case Cards:
        return {tr("Cards"), tr("Nodes")};
    case Memory:
        return {tr("Memory per GPU (GB)"), tr("Memory per GPU, capacity (GB)")};
    case Hours:
        return {tr("Time (h)"), tr("Time, low (h)"), tr("Time, high (h)")};
    case CostProrated:
        return {tr("Cost, pro-rated (CNY)"), tr("Cost, pro-rated, low (CNY)"),
                tr("Cost, pro-rated, high (CNY)")};
    case CostBilled:
        return {tr("Cost, billed (CNY)")};
    case Deadline:
        return {tr("Deadline met (probability)")};
    case Budget:
        return {tr("Within budget (probability)")};
    default:
        return {name};
    }
}

QStringList ComparisonModel::exportCells(const gp::PlanOption &option, int column) const
{
    const auto number = [](double value, int decimals) {
        return QString::number(value, 'f', decimals);
    };
    const auto yuan = [&](gp::Fen fen) {
        return number(gp::yuanFromFen(fen), 2);
    };
    const bool timed = hasTime(option);
    switch (column) {
    case Offering:
        // A spreadsheet has room for the catalog's whole label.
        return {optionLabel(option, m_catalog, m_locale)};
    case Cards:
        return {QString::number(option.totalGpus), QString::number(qMax(1, option.nodes))};
    case LayoutColumn:
        return {option.totalGpus > 0 ? layoutText(option) : QString()};
    case Memory:
        if (option.memoryCapacityGb <= 0)
            return {QString(), QString()};
        return {number(option.memoryPerGpuGb, 1), number(option.memoryCapacityGb, 1)};
    case Hours:
        if (!timed)
            return {QString(), QString(), QString()};
        return {number(option.hours.expected, 1), number(option.hours.low, 1),
                number(option.hours.high, 1)};
    case CostProrated:
        if (!timed)
            return {QString(), QString(), QString()};
        return {yuan(option.costProratedFen.expected), yuan(option.costProratedFen.low),
                yuan(option.costProratedFen.high)};
    case CostBilled:
        return {timed ? yuan(gp::needBilled(option)) : QString()};
    case Deadline:
        return {m_plan.job.deadlineDays && hasLikelihood(option)
                    ? number(option.deadlineLikelihood, 2)
                    : QString()};
    case Budget:
        return {m_plan.job.budgetCny && hasLikelihood(option) ? number(option.budgetLikelihood, 2)
                                                              : QString()};
    default:
        return {display(option, column).toString()};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == ExportRole)
        return exportHeaders(section);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Offering:
        return tr("Offering");
    case Cards:
        return tr("Cards");
    case LayoutColumn:
        return tr("Layout");
    case Memory:
        return tr("Memory per GPU");
    case Hours:
        return tr("Time");
    case CostProrated:
        return tr("Cost, pro-rated");
    case CostBilled:
        return tr("Cost, billed");
    case Deadline:
        return tr("Deadline");
    case Budget:
        return tr("Budget");
    case Assessment:
        return tr("Assessment");
    default:
        return {};
    }
}

QString ComparisonModel::optionLabel(const gp::PlanOption &option, const gp::CatalogData &catalog,
                                     const QLocale &locale)
{
    if (const gp::Offering *offering = catalog.offering(option.offeringId))
        return format::offeringLabel(*offering, locale);
    return option.label.isEmpty() ? option.offeringId : option.label;
}

QString ComparisonModel::layoutText(const gp::PlanOption &option)
{
    const gp::Layout &l = option.layout;
    QStringList parts;
    parts << tr("TP %1").arg(l.tp) << tr("PP %1").arg(l.pp) << tr("DP %1").arg(l.dp);
    if (l.zero > 0)
        parts << tr("ZeRO-%1").arg(l.zero);
    const QString recompute = recomputeName(l.recompute);
    if (!recompute.isEmpty())
        parts << recompute;
    if (l.offload)
        parts << tr("offload");
    if (option.serving && option.serving->replicas > 1)
        parts << tr("%n replica(s)", nullptr, option.serving->replicas);
    return parts.join(QStringLiteral(" · "));
}

QString ComparisonModel::likelihoodText(double likelihood, const QLocale &locale)
{
    // A sign and the chance: narrow enough for the table to keep every row's verdict on screen
    // at 1280 px; likelihoodWords says the same in words (tooltips, legends). The PDF uses the
    // same form.
    return format::formatChance(likelihood, locale);
}

QString ComparisonModel::likelihoodWords(double likelihood, const QLocale &locale)
{
    const QString percent = format::formatPercent(likelihood, locale);
    if (likelihood >= 0.9)
        return tr("meets (%1)").arg(percent);
    if (likelihood >= 0.5)
        return tr("likely (%1)").arg(percent);
    if (likelihood >= 0.1)
        return tr("at risk (%1)").arg(percent);
    return tr("misses (%1)").arg(percent);
}

bool ComparisonModel::hasLikelihood(const gp::PlanOption &option)
{
    // Every row that can run the job has its own chances, also one that misses a limit; a row
    // that cannot run it at all has none.
    return hasTime(option) && gp::runsTheJob(option);
}

QVariant ComparisonModel::display(const gp::PlanOption &option, int column) const
{
    switch (column) {
    case Offering:
        return m_names.of(option.offeringId);
    case Cards: {
        const int nodes = qMax(1, option.nodes);
        return tr("%1 × %2").arg(option.totalGpus / nodes).arg(nodes);
    }
    case LayoutColumn:
        return option.totalGpus > 0 ? layoutText(option) : kDash;
    case Memory:
        if (option.memoryCapacityGb <= 0)
            return kDash;
        return tr("%1 / %2").arg(format::formatNumber(option.memoryPerGpuGb, m_locale),
                                 format::formatGb(option.memoryCapacityGb, m_locale));
    case Hours:
        if (!hasTime(option))
            return kDash;
        // The band is in the tooltip and the details panel: the table keeps to what fits.
        return format::formatHours(option.hours.expected, m_locale);
    case CostProrated:
        if (!hasTime(option))
            return kDash;
        return format::formatMoney(option.costProratedFen.expected, m_locale);
    case CostBilled:
        if (!hasTime(option))
            return kDash;
        return format::formatMoney(gp::needBilled(option), m_locale);
    case Deadline:
        if (!m_plan.job.deadlineDays || !hasLikelihood(option))
            return kDash;
        return likelihoodText(option.deadlineLikelihood, m_locale);
    case Budget:
        if (!m_plan.job.budgetCny || !hasLikelihood(option))
            return kDash;
        return likelihoodText(option.budgetLikelihood, m_locale);
    case Assessment:
        return assessment(option);
    default:
        return {};
    }
}

QVariant ComparisonModel::sortValue(const gp::PlanOption &option, int column) const
{
    switch (column) {
    case Offering:
        return optionLabel(option, m_catalog, m_locale);
    case Cards:
        return option.totalGpus;
    case LayoutColumn:
        return layoutText(option);
    case Memory:
        return option.memoryCapacityGb > 0 ? option.memoryPerGpuGb / option.memoryCapacityGb : 0.0;
    case Hours:
        return option.hours.expected;
    case CostProrated:
        return double(option.costProratedFen.expected);
    case CostBilled:
        return double(gp::needBilled(option));
    case Deadline:
        return option.deadlineLikelihood;
    case Budget:
        return option.budgetLikelihood;
    case Assessment:
        return assessment(option);
    default:
        return {};
    }
}

QString ComparisonModel::assessment(const gp::PlanOption &option) const
{
    if (!option.feasible) {
        // The first blocker is the one to fix first; the others are in the tooltip.
        for (const gp::Reason &reason : option.reasons) {
            if (reason.severity == gp::Reason::Severity::Blocker)
                return format::reasonSentence(reason, m_catalog, m_locale);
        }
        return tr("Not feasible");
    }
    if (option.offeringId == m_plan.recommendedId)
        return tr("Recommended");
    for (const gp::Reason &reason : option.reasons) {
        if (reason.severity == gp::Reason::Severity::Warning)
            return format::reasonSentence(reason, m_catalog, m_locale);
    }
    return tr("Feasible");
}

QString ComparisonModel::toolTip(const gp::PlanOption &option, int column) const
{
    switch (column) {
    case Hours:
        if (!hasTime(option))
            return {};
        return tr("Expected %1; between %2 and %3 depending on compute efficiency (%4 planned, "
                  "end-to-end MFU %5).")
            .arg(format::formatHours(option.hours.expected, m_locale),
                 format::formatHours(option.hours.low, m_locale),
                 format::formatHours(option.hours.high, m_locale),
                 format::formatPercent(option.computeEfficiency, m_locale),
                 format::formatPercent(option.mfu, m_locale));
    case CostProrated:
        if (!hasTime(option))
            return {};
        return tr("Hours × %1 per hour: expected %2, between %3 and %4.")
            .arg(format::formatMoney(option.hourlyFen, m_locale, format::MoneyStyle::Precise),
                 format::formatMoney(option.costProratedFen.expected, m_locale),
                 format::formatMoney(option.costProratedFen.low, m_locale),
                 format::formatMoney(option.costProratedFen.high, m_locale));
    case Deadline:
        if (!m_plan.job.deadlineDays || !hasLikelihood(option))
            return {};
        return tr("Deadline: %1").arg(likelihoodWords(option.deadlineLikelihood, m_locale));
    case Budget:
        if (!m_plan.job.budgetCny || !hasLikelihood(option))
            return {};
        return tr("Budget: %1").arg(likelihoodWords(option.budgetLikelihood, m_locale));
    case CostBilled:
        if (!hasTime(option))
            return {};
        if (option.runsPerMonth > 0 && option.needBilledFen > 0) {
            return tr("A month of weekly runs as billed; one run alone is billed %1 by the %2.")
                .arg(format::formatMoney(option.costBilledFen, m_locale),
                     billingName(option.billing));
        }
        if (option.serving && option.needBilledFen > 0)
            return tr("A month of serving as billed.");
        return tr("What is actually paid, billed by the %1; of it %2 is paid but unused.")
            .arg(billingName(option.billing), format::formatMoney(option.idleFen, m_locale));
    default:
        break;
    }
    QStringList sentences;
    // The name column shows a short name: its tooltip starts with the catalog's whole label.
    if (column == Offering)
        sentences << optionLabel(option, m_catalog, m_locale);
    for (const gp::Reason &reason : option.reasons)
        sentences << format::reasonSentence(reason, m_catalog, m_locale);
    return sentences.join(QLatin1Char('\n'));
}

} // namespace gp::ui
