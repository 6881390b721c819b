#pragma once

#include "catalogdata.h"

#include <QAbstractTableModel>

namespace gp::ui {

class CatalogStore;

/// The catalog's accelerators for editing: the figures the engine plans with. Edits are checked
/// (memory and bandwidth above zero, compute efficiency between the low and high bounds) and
/// written through the store (and so undoable).
class AcceleratorEditModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AcceleratorEditModel)

public:
    enum Column {
        Id,
        Vendor,
        Model,
        MemoryGb,
        BandwidthGBs,
        Bf16Tflops,
        Fp16Tflops,
        Fp8Tflops,
        ComputeEfficiency,
        SoftwareStack,
        Domestic,
        ColumnCount
    };

    explicit AcceleratorEditModel(CatalogStore *store, QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

signals:
    void editRejected(const QString &message);

private:
    void refresh(const gp::CatalogData &data);

    CatalogStore *m_store = nullptr;
    QList<gp::Accelerator> m_accelerators;
};

} // namespace gp::ui
