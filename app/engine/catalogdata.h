#pragma once

#include "accelerator.h"
#include "offering.h"

#include <QDate>
#include <QList>

namespace gp {

/// Everything the engine needs from a catalog: accelerators and the offerings built on them.
struct CatalogData {
    QList<Accelerator> accelerators;
    QList<Offering> offerings;

    [[nodiscard]] const Accelerator *accelerator(const QString &id) const
    {
        for (const auto &a : accelerators) {
            if (a.id == id)
                return &a;
        }
        return nullptr;
    }

    [[nodiscard]] const Offering *offering(const QString &id) const
    {
        for (const auto &o : offerings) {
            if (o.id == id)
                return &o;
        }
        return nullptr;
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
};

} // namespace gp
