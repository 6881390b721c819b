#include "comparisonsortmodel.h"

#include "comparisonmodel.h"

namespace gp::ui {

ComparisonSortModel::ComparisonSortModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(ComparisonModel::SortRole);
    setSortLocaleAware(true);
}

bool ComparisonSortModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftFeasible = left.data(ComparisonModel::FeasibleRole).toBool();
    const bool rightFeasible = right.data(ComparisonModel::FeasibleRole).toBool();
    if (leftFeasible != rightFeasible) {
        // The view reverses lessThan for a descending sort; answer so that feasible rows still
        // come first after the reversal.
        const bool feasibleFirst = sortOrder() == Qt::AscendingOrder;
        return feasibleFirst ? leftFeasible : rightFeasible;
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace gp::ui
