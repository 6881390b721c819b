#pragma once

#include "catalogdata.h"

#include <QString>

#include <optional>

class QSqlDatabase;

namespace gp::db {

/// The default catalog shipped inside the binary (or a replacement handed to Catalog::open()).
class ShippedData final {
public:
    /// Reads and validates the JSON at path (a resource or a file); nullopt with *error if bad.
    [[nodiscard]] static std::optional<ShippedData> read(const QString &path, QString *error);

    [[nodiscard]] int version() const { return m_version; }
    [[nodiscard]] const CatalogData &data() const { return m_data; }

    /// Brings the shipped rows of db to this data: inserts or updates shipped accelerators and
    /// offerings, replaces the shipped price rows, records the version. Rows of origin 'user' are
    /// never touched. Runs inside the caller's transaction.
    [[nodiscard]] bool apply(QSqlDatabase &db, QString *error) const;

private:
    int m_version = 0;
    CatalogData m_data;
};

} // namespace gp::db
