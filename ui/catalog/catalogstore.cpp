#include "catalogstore.h"

#include "catalog.h"
#include "catalogeditcommand.h"
#include "catalogimport.h"

#include <QUndoStack>

namespace gp::ui {

CatalogStore::CatalogStore(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    m_undo->setUndoLimit(100);
}

void CatalogStore::attach(db::Catalog *catalog)
{
    m_catalog = catalog;
    m_undo->clear();
    reload();
}

bool CatalogStore::isWritable() const
{
    return m_catalog && m_catalog->isOpen() && !m_catalog->isReadOnly();
}

void CatalogStore::reload()
{
    if (!m_catalog || !m_catalog->isOpen()) {
        m_data = {};
    } else {
        QString error;
        CatalogData data = m_catalog->loadCurrent(&error);
        if (!error.isEmpty()) {
            emit failed(error);
            return;
        }
        m_data = std::move(data);
    }
    emit changed(m_data);
}

QList<PriceSnapshot> CatalogStore::priceHistory(const QString &offeringId) const
{
    const Offering *o = m_data.offering(offeringId);
    if (!o)
        return {};
    if (!m_catalog || !m_catalog->isOpen())
        return o->prices;
    QString error;
    QList<PriceSnapshot> prices = m_catalog->priceHistory(offeringId, &error);
    // A read that fails (a server gone away) still shows the prices the plan uses.
    return error.isEmpty() ? prices : o->prices;
}

CatalogData CatalogStore::withHistory(const QStringList &offeringIds) const
{
    CatalogData subset;
    subset.accelerators = m_data.accelerators;
    for (const QString &id : offeringIds) {
        if (const Offering *o = m_data.offering(id)) {
            subset.offerings.append(*o);
            subset.offerings.last().prices = priceHistory(id);
        }
    }
    return subset;
}

CatalogData CatalogStore::withHistory() const
{
    if (!m_catalog || !m_catalog->isOpen())
        return m_data;
    QString error;
    CatalogData all = m_catalog->load(&error);
    return error.isEmpty() ? all : m_data;
}

CatalogData CatalogStore::withHistoryOf(const QStringList &offeringIds) const
{
    if (!m_catalog || !m_catalog->isOpen())
        return m_data;
    QString error;
    CatalogData data = m_catalog->loadWithHistoryOf(offeringIds, &error);
    return error.isEmpty() ? data : withHistory();
}

bool CatalogStore::record(const QString &text, const Step &redo, const Step &undo, QString *error)
{
    if (!m_catalog) {
        if (error)
            *error = tr("No catalog is open.");
        return false;
    }
    if (!redo(error))
        return false;
    m_undo->push(new CatalogEditCommand(text, redo, undo, [this](bool ok, const QString &why) {
        if (!ok)
            emit failed(why);
        reload();
    }));
    reload();
    return true;
}

bool CatalogStore::editOffering(const Offering &after, QString *error)
{
    const Offering *current = m_data.offering(after.id);
    if (!current) {
        if (error)
            *error = tr("Offering \"%1\" is not in the catalog.").arg(after.id);
        return false;
    }
    const Offering before = *current;
    return record(
        tr("Edit offering %1").arg(after.id),
        [this, after](QString *e) { return m_catalog->upsertOffering(after, e); },
        [this, before](QString *e) { return m_catalog->upsertOffering(before, e); }, error);
}

bool CatalogStore::editAccelerator(const Accelerator &after, QString *error)
{
    const Accelerator *current = m_data.accelerator(after.id);
    if (!current) {
        if (error)
            *error = tr("Accelerator \"%1\" is not in the catalog.").arg(after.id);
        return false;
    }
    const Accelerator before = *current;
    return record(
        tr("Edit accelerator %1").arg(after.id),
        [this, after](QString *e) { return m_catalog->upsertAccelerator(after, e); },
        [this, before](QString *e) { return m_catalog->upsertAccelerator(before, e); }, error);
}

bool CatalogStore::addPrice(const QString &offeringId, const PriceSnapshot &price, QString *error)
{
    return record(
        tr("Add price of %1").arg(offeringId),
        [this, offeringId, price](QString *e) { return m_catalog->addPrice(offeringId, price, e); },
        [this, offeringId, price](QString *e) {
            return m_catalog->removePrice(offeringId, price, e);
        },
        error);
}

bool CatalogStore::addOffering(const Offering &offering, QString *error)
{
    if (m_data.offering(offering.id)) {
        if (error)
            *error = tr("Offering \"%1\" is already in the catalog.").arg(offering.id);
        return false;
    }
    return record(
        tr("Add offering %1").arg(offering.id),
        [this, offering](QString *e) { return m_catalog->restoreOffering(offering, e); },
        [this, id = offering.id](QString *e) { return m_catalog->removeOffering(id, e); }, error);
}

bool CatalogStore::removeOffering(const QString &offeringId, QString *error)
{
    const Offering *current = m_data.offering(offeringId);
    if (!current) {
        if (error)
            *error = tr("Offering \"%1\" is not in the catalog.").arg(offeringId);
        return false;
    }
    Offering before = *current;
    before.prices = priceHistory(offeringId);
    return record(
        tr("Remove offering %1").arg(offeringId),
        [this, offeringId](QString *e) { return m_catalog->removeOffering(offeringId, e); },
        [this, before](QString *e) { return m_catalog->restoreOffering(before, e); }, error);
}

bool CatalogStore::editPrice(const QString &offeringId, const PriceSnapshot &before,
                             const PriceSnapshot &after, QString *error)
{
    return record(
        tr("Edit price of %1").arg(offeringId),
        [this, offeringId, before, after](QString *e) {
            return m_catalog->updatePrice(offeringId, before, after, e);
        },
        [this, offeringId, before, after](QString *e) {
            return m_catalog->updatePrice(offeringId, after, before, e);
        },
        error);
}

bool CatalogStore::applyImport(const db::ImportPreview &preview, QString *error)
{
    if (!m_catalog) {
        if (error)
            *error = tr("No catalog is open.");
        return false;
    }
    if (!m_catalog->applyImport(preview, error))
        return false;
    m_undo->clear();
    reload();
    return true;
}

} // namespace gp::ui
