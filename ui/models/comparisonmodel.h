#pragma once

#include "catalogdata.h"
#include "plan.h"
#include "shortnames.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace gp::ui {

/// Every option of a Plan, one row each, in the plan's order (feasible first, then infeasible
/// with the blocker that rules them out). Text is for reading; SortRole gives the numbers behind
/// it so a proxy sorts costs as money, not as strings.
class ComparisonModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparisonModel)

public:
    // The verdict comes second: for an option that cannot run the job, its reason is the thing
    // to read, and it must not scroll out of sight behind the numbers.
    enum Column {
        Offering,
        Assessment,
        Cards,
        LayoutColumn,
        Memory,
        Hours,
        CostProrated,
        CostBilled,
        Deadline,
        Budget,
        ColumnCount
    };
    enum Role {
        OfferingIdRole = Qt::UserRole, ///< the option's offering id, on every column
        SortRole, ///< a number (or the label) to sort the column by
        FeasibleRole, ///< bool, on every column
        RecommendedRole, ///< bool, on every column
        /// For spreadsheets: the column's cells as a QStringList of plain values (numbers with
        /// a decimal point and no grouping or currency sign, empty when there is none); the
        /// header's ExportRole names each of them, with its unit.
        ExportRole,
    };

    explicit ComparisonModel(QObject *parent = nullptr);

    void setPlan(const gp::Plan &plan, const gp::CatalogData &catalog);
    /// The headers of a column's ExportRole cells.
    [[nodiscard]] QStringList exportHeaders(int column) const;
    [[nodiscard]] const gp::Plan &plan() const { return m_plan; }
    [[nodiscard]] const gp::PlanOption *optionAt(int row) const;
    /// The row of an offering, or -1.
    [[nodiscard]] int rowOf(const QString &offeringId) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    /// The label the UI shows for an option: the catalog's label in the locale's language.
    [[nodiscard]] static QString optionLabel(const gp::PlanOption &option,
                                             const gp::CatalogData &catalog, const QLocale &locale);
    /// "TP 8 · PP 2 · DP 1 · ZeRO-1 · full recompute · offload": the layout in one line.
    [[nodiscard]] static QString layoutText(const gp::PlanOption &option);
    /// How likely an option meets a deadline or budget: a sign (✓ ≈ ! ✗) with the percentage.
    [[nodiscard]] static QString likelihoodText(double likelihood, const QLocale &locale);
    /// The same in words: "likely (72%)".
    [[nodiscard]] static QString likelihoodWords(double likelihood, const QLocale &locale);
    /// True when the option has its own chances to show: it can run the job (it may still miss
    /// the deadline or the budget) and has a time estimate.
    [[nodiscard]] static bool hasLikelihood(const gp::PlanOption &option);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] QStringList exportCells(const gp::PlanOption &option, int column) const;
    /// Headers and cells in the language (and locale) now installed.
    void retranslate();
    [[nodiscard]] QVariant display(const gp::PlanOption &option, int column) const;
    [[nodiscard]] QVariant sortValue(const gp::PlanOption &option, int column) const;
    [[nodiscard]] QString assessment(const gp::PlanOption &option) const;
    [[nodiscard]] QString toolTip(const gp::PlanOption &option, int column) const;

    gp::Plan m_plan;
    gp::CatalogData m_catalog;
    QLocale m_locale;
    /// The Offering column's names, distinct at any width (the tooltip has the full label).
    format::ShortNames m_names;
};

} // namespace gp::ui
