#pragma once

#include <QSortFilterProxyModel>

namespace gp::ui {

/// Sorts a ComparisonModel by any column while keeping feasible options above infeasible ones:
/// an option that cannot run the job is never "cheapest".
class ComparisonSortModel final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonSortModel)

public:
    explicit ComparisonSortModel(QObject *parent = nullptr);

protected:
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};

} // namespace gp::ui
