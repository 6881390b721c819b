#pragma once

#include "accelerator.h"
#include "offering.h"

#include <QDate>
#include <QHash>
#include <QList>

namespace gp {

/// Everything the engine needs from a catalog: accelerators and the offerings built on them.
struct CatalogData {
    QList<Accelerator> accelerators;
    QList<Offering> offerings;

    /// Builds the id lookups behind accelerator() and offering(); loaders call it once the lists
    /// are filled. A lookup after later changes to the lists is still right, only slower.
    void buildIndex()
    {
        m_acceleratorIndex.clear();
        m_offeringIndex.clear();
        m_acceleratorIndex.reserve(accelerators.size());
        m_offeringIndex.reserve(offerings.size());
        for (qsizetype i = 0; i < accelerators.size(); ++i)
            m_acceleratorIndex.insert(accelerators.at(i).id, i);
        for (qsizetype i = 0; i < offerings.size(); ++i)
            m_offeringIndex.insert(offerings.at(i).id, i);
    }

    [[nodiscard]] const Accelerator *accelerator(const QString &id) const
    {
        return find(accelerators, m_acceleratorIndex, id);
    }

    [[nodiscard]] const Offering *offering(const QString &id) const
    {
        return find(offerings, m_offeringIndex, id);
    }

    /// The newest observed date of any price: how current the catalog is.
    [[nodiscard]] QDate priceDate() const
    {
        QDate newest;
        for (const auto &o : offerings) {
            for (const auto &p : o.prices) {
                if (!newest.isValid() || p.observedOn > newest)
                    newest = p.observedOn;
            }
        }
        return newest;
    }

private:
    /// The indexed position when it still holds \a id, else a scan: never a stale answer.
    template<typename T>
    [[nodiscard]] static const T *find(const QList<T> &list, const QHash<QString, qsizetype> &index,
                                       const QString &id)
    {
        const auto hit = index.constFind(id);
        if (hit != index.constEnd() && *hit < list.size() && list.at(*hit).id == id)
            return &list.at(*hit);
        for (const T &item : list) {
            if (item.id == id)
                return &item;
        }
        return nullptr;
    }

    QHash<QString, qsizetype> m_acceleratorIndex;
    QHash<QString, qsizetype> m_offeringIndex;
};

} // namespace gp
