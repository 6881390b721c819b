#pragma once

#include "catalogdata.h"
#include "job.h"
#include "plan.h"

#include <QAbstractTableModel>
#include <QList>
#include <QLocale>

namespace gp::ui {

/// Scenarios side by side, one row each with its key figures: the recommended offering (or, when
/// nothing meets every limit, the cheapest that can run the job), its cards, hours, billed cost
/// and the deadline and budget verdicts. Row 0 is the job being
/// edited (it follows every change); the other rows are scenarios added from files or copied
/// from the current job, each planned by the engine against the same catalog.
class CompareModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareModel)

public:
    enum Column {
        Name,
        Recommended,
        Cards,
        Hours,
        BilledCost,
        Deadline,
        Budget,
        Differs, ///< the inputs in which the scenario differs from the first row's job
        ColumnCount
    };
    enum Role {
        OfferingIdRole = Qt::UserRole, ///< the id of the offering the row shows, on every column
        PathRole, ///< the file the scenario came from; empty when none
    };

    /// One compared job and its plan.
    struct Scenario {
        QString name;
        QString path;
        gp::Job job;
        gp::Plan plan;
    };

    explicit CompareModel(QObject *parent = nullptr);

    /// Replans every scenario against \a catalog.
    void setCatalog(const gp::CatalogData &catalog);
    [[nodiscard]] const gp::CatalogData &catalog() const { return m_catalog; }

    /// The first row: the current job, with the plan its controller computed.
    void setCurrent(const QString &name, const gp::Job &job, const gp::Plan &plan);
    /// Adds a scenario after the others and plans it; returns its row.
    int addScenario(const QString &name, const gp::Job &job, const QString &path = {});
    /// Removes a scenario; the current job (row 0) stays.
    bool removeScenario(int row);

    [[nodiscard]] int scenarioCount() const { return int(m_scenarios.size()); }
    /// The inputs of \a job that differ from \a reference, named as the reader knows them
    /// ("tokens", "iteration", "candidates"), in the job's order.
    [[nodiscard]] static QStringList differingInputs(const gp::Job &reference, const gp::Job &job);
    [[nodiscard]] const Scenario &scenario(int row) const { return m_scenarios.at(row); }
    [[nodiscard]] const QList<Scenario> &scenarios() const { return m_scenarios; }

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] bool setData(const QModelIndex &index, const QVariant &value,
                               int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    /// The option a scenario's row shows: the recommended one, else the first (cheapest) that
    /// can run the job but misses the deadline or the budget; null when nothing can run it.
    [[nodiscard]] static const gp::PlanOption *keyOption(const gp::Plan &plan);

    /// Header texts follow a change of the application's language.
    void retranslate();

private:
    [[nodiscard]] QString display(const Scenario &scenario, int column) const;

    gp::CatalogData m_catalog;
    QList<Scenario> m_scenarios;
    QLocale m_locale;
};

} // namespace gp::ui
