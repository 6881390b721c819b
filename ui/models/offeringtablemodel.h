#pragma once

#include "catalogdata.h"

#include <QAbstractTableModel>

namespace gp::ui {

/// The catalog's offerings, one row each, with their current price.
class OfferingTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferingTableModel)

public:
    enum Column {
        Label,
        Accelerator,
        Form,
        Cards,
        Region,
        Network,
        Price,
        ObservedOn,
        ColumnCount
    };

    explicit OfferingTableModel(QObject *parent = nullptr);

    void setCatalog(const CatalogData &catalog);
    [[nodiscard]] const Offering *offeringAt(int row) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    CatalogData m_catalog;
};

} // namespace gp::ui
