#pragma once

#include "catalogdata.h"

#include <QAbstractTableModel>

namespace gp::ui {

class CatalogStore;

/// The catalog's offerings for editing: one row each, every cell but the id and the current
/// price editable. An edit is checked, then written through the store (and so undoable); a bad
/// value is refused with editRejected() saying why.
class OfferingEditModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingEditModel)

public:
    enum Column {
        Id,
        Provider,
        Label,
        LabelZh,
        Accelerator,
        Form,
        GpusPerNode,
        MinGpus,
        MaxNodes,
        Region,
        RegionZh,
        Network,
        InterNodeGBs,
        Rdma,
        LeadTimeDays, ///< typical delivery, days; empty: not stated
        Notes,
        CurrentPrice,
        ObservedOn,
        ColumnCount
    };

    explicit OfferingEditModel(CatalogStore *store, QObject *parent = nullptr);

    [[nodiscard]] const gp::Offering *offeringAt(int row) const;
    [[nodiscard]] int rowOf(const QString &offeringId) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    /// The import/export column an editable column stands for ("provider", "gpus_per_node"...).
    [[nodiscard]] static QString fieldName(int column);

signals:
    void editRejected(const QString &message);

private:
    void refresh(const gp::CatalogData &data);

    CatalogStore *m_store = nullptr;
    QList<gp::Offering> m_offerings;
};

} // namespace gp::ui
