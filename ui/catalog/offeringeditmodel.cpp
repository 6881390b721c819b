#include "offeringeditmodel.h"

#include "catalogimport.h"
#include "catalogstore.h"
#include "catalogtext.h"
#include "moneyformat.h"

#include <QLocale>

namespace gp::ui {

OfferingEditModel::OfferingEditModel(CatalogStore *store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{
    connect(m_store, &CatalogStore::changed, this, &OfferingEditModel::refresh);
    refresh(m_store->data());
}

void OfferingEditModel::refresh(const CatalogData &data)
{
    // Same ids in the same order (an edit of one offering): update in place so the views keep
    // their selection; otherwise reset.
    bool sameRows = data.offerings.size() == m_offerings.size();
    for (qsizetype i = 0; sameRows && i < m_offerings.size(); ++i)
        sameRows = data.offerings.at(i).id == m_offerings.at(i).id;
    if (sameRows) {
        m_offerings = data.offerings;
        if (!m_offerings.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_offerings = data.offerings;
    endResetModel();
}

const Offering *OfferingEditModel::offeringAt(int row) const
{
    return row >= 0 && row < m_offerings.size() ? &m_offerings.at(row) : nullptr;
}

int OfferingEditModel::rowOf(const QString &offeringId) const
{
    for (qsizetype i = 0; i < m_offerings.size(); ++i) {
        if (m_offerings.at(i).id == offeringId)
            return int(i);
    }
    return -1;
}

int OfferingEditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_offerings.size());
}

int OfferingEditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OfferingEditModel::fieldName(int column)
{
    switch (column) {
    case Provider:
        return QStringLiteral("provider");
    case Label:
        return QStringLiteral("label");
    case LabelZh:
        return QStringLiteral("label_zh");
    case Accelerator:
        return QStringLiteral("accelerator");
    case Form:
        return QStringLiteral("form");
    case GpusPerNode:
        return QStringLiteral("gpus_per_node");
    case MinGpus:
        return QStringLiteral("min_gpus");
    case MaxNodes:
        return QStringLiteral("max_nodes");
    case Region:
        return QStringLiteral("region");
    case RegionZh:
        return QStringLiteral("region_zh");
    case Network:
        return QStringLiteral("network");
    case InterNodeGBs:
        return QStringLiteral("inter_node_gbs");
    case Rdma:
        return QStringLiteral("rdma");
    case LeadTimeDays:
        return QStringLiteral("lead_time_days");
    case Notes:
        return QStringLiteral("notes");
    default:
        break;
    }
    return {};
}

QVariant OfferingEditModel::data(const QModelIndex &index, int role) const
{
    const Offering *o = index.isValid() ? offeringAt(index.row()) : nullptr;
    if (!o)
        return {};
    const QLocale locale;
    const int column = index.column();
    if (role == Qt::CheckStateRole && column == Rdma)
        return o->rdma ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole && column == LeadTimeDays) {
        if (!o->leadTimeDays)
            return tr("Not stated by the seller: the plan does not count a delivery time, and "
                      "says so where a deadline depends on it.");
        return o->leadTimeSource.isEmpty() ? QVariant() : tr("Source: %1").arg(o->leadTimeSource);
    }
    if (role == Qt::ToolTipRole && o->origin == RowOrigin::User)
        return tr("Edited or imported by a user: kept through upgrades of the shipped data.");
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (column) {
    case Id:
        return o->id;
    case Form:
        return role == Qt::EditRole ? db::CatalogImport::offeringField(*o, fieldName(column))
                                    : format::rentalFormName(o->form);
    case GpusPerNode:
        return o->gpusPerNode;
    case MinGpus:
        return o->minGpus;
    case MaxNodes:
        return o->maxNodes;
    case InterNodeGBs:
        return o->interNodeGBs;
    case Rdma:
        return role == Qt::EditRole ? QVariant(o->rdma) : QVariant();
    case CurrentPrice: {
        const PriceSnapshot *p = o->currentPrice();
        return p ? format::priceText(*p, locale) : tr("no price");
    }
    case ObservedOn: {
        const PriceSnapshot *p = o->currentPrice();
        if (!p)
            return QString();
        return role == Qt::DisplayRole ? format::formatDate(p->observedOn, locale)
                                       : p->observedOn.toString(Qt::ISODate);
    }
    default:
        break;
    }
    return db::CatalogImport::offeringField(*o, fieldName(column));
}

bool OfferingEditModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Offering *o = index.isValid() ? offeringAt(index.row()) : nullptr;
    const QString field = fieldName(index.column());
    if (!o || field.isEmpty())
        return false;
    QString text;
    if (role == Qt::CheckStateRole && index.column() == Rdma)
        text = value.toInt() == Qt::Checked ? QStringLiteral("true") : QStringLiteral("false");
    else if (role == Qt::EditRole)
        text = value.typeId() == QMetaType::Bool
            ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
            : value.toString();
    else
        return false;

    QString why = db::CatalogImport::checkOfferingField(field, text);
    if (why.isEmpty() && field == u"accelerator" && !m_store->data().accelerator(text.trimmed()))
        why = tr("no accelerator has the id \"%1\"").arg(text.trimmed());
    if (why.isEmpty() && (field == u"label" || field == u"provider") && text.trimmed().isEmpty())
        why = tr("must not be empty");
    if (!why.isEmpty()) {
        emit editRejected(
            tr("%1 of \"%2\": %3")
                .arg(headerData(index.column(), Qt::Horizontal).toString(), o->id, why));
        return false;
    }
    Offering after = db::CatalogImport::applyFields(*o, {{field, text}});
    after.prices.clear();
    if (db::CatalogImport::offeringField(after, field)
        == db::CatalogImport::offeringField(*o, field))
        return true; // unchanged: nothing to write or undo
    QString error;
    if (!m_store->editOffering(after, &error)) {
        emit editRejected(error);
        return false;
    }
    return true;
}

Qt::ItemFlags OfferingEditModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (!m_store->isWritable() || fieldName(index.column()).isEmpty())
        return f;
    if (index.column() == Rdma)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

QVariant OfferingEditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Provider:
        return tr("Provider");
    case Label:
        return tr("Label");
    case LabelZh:
        return tr("Label (Chinese)");
    case Accelerator:
        return tr("Accelerator");
    case Form:
        return tr("Form");
    case GpusPerNode:
        return tr("Cards per node");
    case MinGpus:
        return tr("Min. cards");
    case MaxNodes:
        return tr("Max. nodes");
    case Region:
        return tr("Region");
    case RegionZh:
        return tr("Region (Chinese)");
    case Network:
        return tr("Network");
    case InterNodeGBs:
        return tr("Inter-node GB/s");
    case Rdma:
        return tr("RDMA");
    case LeadTimeDays:
        return tr("Delivery (days)");
    case Notes:
        return tr("Notes");
    case CurrentPrice:
        return tr("Current price");
    case ObservedOn:
        return tr("Observed on");
    default:
        break;
    }
    return {};
}

} // namespace gp::ui
