#pragma once

#include "offering.h"

#include <QAbstractTableModel>

namespace gp::ui {

/// The price history of one offering, newest first.
class PriceTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceTableModel)

public:
    enum Column { ObservedOn, Price, ListPrice, Source, Note, ColumnCount };

    explicit PriceTableModel(QObject *parent = nullptr);

    void setOffering(const Offering *offering);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index,
                                int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QList<PriceSnapshot> m_prices;
};

} // namespace gp::ui
