#pragma once

#include "offering.h"

#include <QAbstractTableModel>

namespace gp::ui {

class CatalogStore;

/// The dated prices of one offering, newest first, for editing; edits are checked and written
/// through the store (and so undoable).
class PriceEditModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceEditModel)

public:
    /// Reads the prices again (after an edit, or to show them in another language).
    void refresh();
    /// A billing unit code ("hour", "day", "month") and a price scope ("gpu", "node") in the
    /// reader's words.
    [[nodiscard]] static QString unitName(const QString &code);
    [[nodiscard]] static QString scopeName(const QString &code);

    enum Column { ObservedOn, Unit, Per, Price, ListPrice, Currency, Source, Note, ColumnCount };

    explicit PriceEditModel(CatalogStore *store, QObject *parent = nullptr);

    /// Shows the prices of the offering with this id (none for an empty id).
    void setOfferingId(const QString &offeringId);
    [[nodiscard]] QString offeringId() const { return m_offeringId; }
    [[nodiscard]] const gp::PriceSnapshot *priceAt(int row) const;

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
    CatalogStore *m_store = nullptr;
    QString m_offeringId;
    QList<gp::PriceSnapshot> m_prices;
};

} // namespace gp::ui
