#include "pricetablemodel.h"

#include "catalogtext.h"
#include "moneyformat.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>

#include <algorithm>

namespace gp::ui {

PriceTableModel::PriceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    // Headers, form names and dates follow the language chosen at run time.
    QCoreApplication::instance()->installEventFilter(this);
}

bool PriceTableModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange) {
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }
    return QAbstractTableModel::eventFilter(watched, event);
}

void PriceTableModel::setOffering(const Offering *offering)
{
    beginResetModel();
    m_prices = offering ? offering->prices : QList<PriceSnapshot> {};
    std::stable_sort(
        m_prices.begin(), m_prices.end(),
        [](const PriceSnapshot &a, const PriceSnapshot &b) { return a.observedOn > b.observedOn; });
    endResetModel();
}

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_prices.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_prices.size() || index.column() >= ColumnCount)
        return {};
    const PriceSnapshot &p = m_prices.at(index.row());
    if (role == Qt::TextAlignmentRole && (index.column() == Price || index.column() == ListPrice))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};

    const QLocale locale;
    switch (static_cast<Column>(index.column())) {
    case ObservedOn:
        return format::formatDate(p.observedOn, locale);
    case Price:
        return format::priceText(p, locale);
    case ListPrice: {
        if (!p.listFen)
            return QString();
        PriceSnapshot list = p;
        list.priceFen = *p.listFen;
        return format::priceText(list, locale);
    }
    case Source:
        return format::priceSourceText(p.source);
    case Note:
        return p.note;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (static_cast<Column>(section)) {
    case ObservedOn:
        return tr("Observed on");
    case Price:
        return tr("Price");
    case ListPrice:
        return tr("List price");
    case Source:
        return tr("Source");
    case Note:
        return tr("Note");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace gp::ui
