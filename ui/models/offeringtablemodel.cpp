#include "offeringtablemodel.h"

#include "catalogtext.h"
#include "moneyformat.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

namespace gp::ui {

using format::offeringLabel;
using format::offeringRegion;
using format::priceText;
using format::rentalFormName;

OfferingTableModel::OfferingTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // Headers, form names and dates follow the language chosen at run time.
    QCoreApplication::instance()->installEventFilter(this);
}

bool OfferingTableModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    return QAbstractTableModel::eventFilter(watched, event);
}

void OfferingTableModel::setCatalog(const CatalogData &catalog)
{
    beginResetModel();
    m_catalog = catalog;
    endResetModel();
}

const Offering *OfferingTableModel::offeringAt(int row) const
{
    if (row < 0 || row >= m_catalog.offerings.size())
        return nullptr;
    return &m_catalog.offerings.at(row);
}

int OfferingTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_catalog.offerings.size());
}

int OfferingTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OfferingTableModel::data(const QModelIndex &index, int role) const
{
    const Offering *o = offeringAt(index.row());
    if (!o || !index.isValid() || index.column() >= ColumnCount)
        return {};
    const QLocale locale;
    const PriceSnapshot *price = o->currentPrice();

    if (role == Qt::UserRole)
        return o->id;
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == Cards || index.column() == Price)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role == Qt::ToolTipRole)
        return o->notes.isEmpty() ? o->id : o->id + QLatin1Char('\n') + o->notes;
    if (role != Qt::DisplayRole)
        return {};

    switch (static_cast<Column>(index.column())) {
    case Label:
        return offeringLabel(*o, locale);
    case Accelerator: {
        const auto *a = m_catalog.accelerator(o->acceleratorId);
        return a ? a->model : o->acceleratorId;
    }
    case Form:
        return rentalFormName(o->form);
    case Cards:
        return o->form == RentalForm::Container
            ? QStringLiteral("%1–%2").arg(o->minGpus).arg(o->gpusPerNode)
            : locale.toString(o->gpusPerNode);
    case Region:
        return offeringRegion(*o, locale);
    case Network:
        return o->network;
    case Price:
        return price ? priceText(*price, locale) : QString();
    case ObservedOn:
        return price ? format::formatDate(price->observedOn, locale) : QString();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant OfferingTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case Label:
        return tr("Offering");
    case Accelerator:
        return tr("Accelerator");
    case Form:
        return tr("Rental form");
    case Cards:
        return tr("Cards");
    case Region:
        return tr("Region");
    case Network:
        return tr("Network");
    case Price:
        return tr("Current price");
    case ObservedOn:
        return tr("Observed on");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace gp::ui
