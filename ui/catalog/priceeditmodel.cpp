#include "priceeditmodel.h"

#include "catalogimport.h"
#include "catalogstore.h"
#include "moneyformat.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace gp::ui {

namespace {

QString unitCode(BillingUnit u)
{
    switch (u) {
    case BillingUnit::Hour:
        return QStringLiteral("hour");
    case BillingUnit::Day:
        return QStringLiteral("day");
    case BillingUnit::Month:
        break;
    }
    return QStringLiteral("month");
}

} // namespace

QString PriceEditModel::unitName(const QString &code)
{
    if (code == u"hour")
        return tr("hour");
    if (code == u"day")
        return tr("day");
    return tr("month");
}

QString PriceEditModel::scopeName(const QString &code)
{
    return code == u"gpu" ? tr("card") : tr("node");
}

PriceEditModel::PriceEditModel(CatalogStore *store, QObject *parent)
    : QAbstractTableModel(parent)
    , m_store(store)
{
    connect(m_store, &CatalogStore::changed, this, &PriceEditModel::refresh);
}

void PriceEditModel::setOfferingId(const QString &offeringId)
{
    m_offeringId = offeringId;
    refresh();
}

void PriceEditModel::refresh()
{
    beginResetModel();
    m_prices.clear();
    m_prices = m_store->priceHistory(m_offeringId);
    std::stable_sort(
        m_prices.begin(), m_prices.end(),
        [](const PriceSnapshot &a, const PriceSnapshot &b) { return a.observedOn > b.observedOn; });
    endResetModel();
}

const PriceSnapshot *PriceEditModel::priceAt(int row) const
{
    return row >= 0 && row < m_prices.size() ? &m_prices.at(row) : nullptr;
}

int PriceEditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_prices.size());
}

int PriceEditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PriceEditModel::data(const QModelIndex &index, int role) const
{
    const PriceSnapshot *p = index.isValid() ? priceAt(index.row()) : nullptr;
    if (!p || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    // Shown in the reader's words and date form; edited as the codes and ISO dates files use
    // (either is accepted back).
    const bool display = role == Qt::DisplayRole;
    switch (index.column()) {
    case ObservedOn:
        return display ? format::formatDate(p->observedOn, QLocale())
                       : p->observedOn.toString(Qt::ISODate);
    case Unit:
        return display ? unitName(unitCode(p->unit)) : unitCode(p->unit);
    case Per: {
        const QString code
            = p->scope == PriceScope::PerGpu ? QStringLiteral("gpu") : QStringLiteral("node");
        return display ? scopeName(code) : code;
    }
    case Price:
        return db::CatalogImport::moneyText(p->priceFen);
    case ListPrice:
        return p->listFen ? db::CatalogImport::moneyText(*p->listFen) : QString();
    case Currency:
        return p->currency;
    case Source:
        return p->source;
    case Note:
        return p->note;
    default:
        break;
    }
    return {};
}

bool PriceEditModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const PriceSnapshot *p = index.isValid() ? priceAt(index.row()) : nullptr;
    if (!p || role != Qt::EditRole)
        return false;
    const QString text = value.toString();
    const QString t = text.trimmed();
    PriceSnapshot after = *p;
    QString why;
    switch (index.column()) {
    case ObservedOn: {
        static const QRegularExpression re(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
        after.observedOn = QDate::fromString(t, Qt::ISODate);
        if (!re.match(t).hasMatch() || !after.observedOn.isValid())
            why = tr("must be a date written YYYY-MM-DD");
        break;
    }
    case Unit:
        if (t == u"hour" || t == unitName(QStringLiteral("hour")))
            after.unit = BillingUnit::Hour;
        else if (t == u"day" || t == unitName(QStringLiteral("day")))
            after.unit = BillingUnit::Day;
        else if (t == u"month" || t == unitName(QStringLiteral("month")))
            after.unit = BillingUnit::Month;
        else
            why = tr("must be hour, day or month");
        break;
    case Per:
        if (t == u"gpu" || t == scopeName(QStringLiteral("gpu")))
            after.scope = PriceScope::PerGpu;
        else if (t == u"node" || t == scopeName(QStringLiteral("node")))
            after.scope = PriceScope::PerNode;
        else
            why = tr("must be gpu or node");
        break;
    case Price:
        if (const auto fen = db::CatalogImport::parseMoney(t))
            after.priceFen = *fen;
        else
            why = tr("must be an amount of 0 or more with at most two decimals, like 86880.00");
        break;
    case ListPrice:
        if (t.isEmpty())
            after.listFen.reset();
        else if (const auto fen = db::CatalogImport::parseMoney(t))
            after.listFen = *fen;
        else
            why = tr("must be empty or an amount of 0 or more with at most two decimals");
        break;
    case Currency: {
        static const QRegularExpression re(QStringLiteral("^[A-Z]{3}$"));
        if (re.match(t).hasMatch())
            after.currency = t;
        else
            why = tr("must be a three-letter code such as CNY");
        break;
    }
    case Source:
        after.source = text;
        break;
    case Note:
        after.note = text;
        break;
    default:
        return false;
    }
    if (!why.isEmpty()) {
        emit editRejected(tr("%1 of the price of \"%2\" observed on %3: %4")
                              .arg(headerData(index.column(), Qt::Horizontal).toString(),
                                   m_offeringId, format::formatDate(p->observedOn, QLocale()),
                                   why));
        return false;
    }
    if (data(index, Qt::EditRole).toString() == text)
        return true;
    QString error;
    if (!m_store->editPrice(m_offeringId, *p, after, &error)) {
        emit editRejected(error);
        return false;
    }
    return true;
}

Qt::ItemFlags PriceEditModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_store->isWritable())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant PriceEditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ObservedOn:
        return tr("Observed on");
    case Unit:
        return tr("Unit");
    case Per:
        return tr("Per");
    case Price:
        return tr("Price (CNY)");
    case ListPrice:
        return tr("List price (CNY)");
    case Currency:
        return tr("Currency");
    case Source:
        return tr("Source");
    case Note:
        return tr("Note");
    default:
        break;
    }
    return {};
}

} // namespace gp::ui
