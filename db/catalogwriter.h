#pragma once

#include "accelerator.h"
#include "offering.h"
#include "pricesnapshot.h"

#include <QString>

class QSqlDatabase;

namespace gp::db {

/// The row writes shared by the shipped-data upgrade and the catalog editor.
class CatalogWriter final {
public:
    /// Whether an existing row with the same id is replaced whatever its origin, or only when it
    /// is still a shipped row (the rule that keeps a user's edits through data upgrades).
    enum class Overwrite { ShippedRowsOnly, Always };
    /// Whether a price equal to an existing one on its natural key is an error or skipped.
    enum class OnDuplicate { Fail, Ignore };

    [[nodiscard]] static bool upsertAccelerator(QSqlDatabase &db, const Accelerator &a,
                                                RowOrigin origin, Overwrite overwrite,
                                                QString *error);
    /// Writes the offering's own columns; its prices are written with insertPrice().
    [[nodiscard]] static bool upsertOffering(QSqlDatabase &db, const Offering &o, RowOrigin origin,
                                             Overwrite overwrite, QString *error);
    [[nodiscard]] static bool insertPrice(QSqlDatabase &db, const QString &offeringId,
                                          const PriceSnapshot &p, RowOrigin origin,
                                          const QString &createdBy, OnDuplicate onDuplicate,
                                          QString *error);

    /// Now, as the portable ISO 8601 UTC text stored in updated_at / created_at.
    [[nodiscard]] static QString timestamp();
};

} // namespace gp::db
