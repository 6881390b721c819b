#pragma once

#include <QString>

namespace gp::db {

/// How Catalog::open() treats a file: which shipped data it brings the file up to.
struct OpenOptions {
    /// The default catalog JSON (a resource or a file). Tests pass a newer data version here to
    /// exercise the upgrade path without rebuilding the resources.
    QString shippedDataPath = QStringLiteral(":/db/data/default_catalog.json");
    /// Where the local copy of a team catalog (PostgreSQL) is kept for working offline; empty
    /// means <AppDataLocation>/team-catalogs.
    QString cacheDir;
    /// How long a read or write waits for another process's lock on the file before it reports
    /// the catalog in use.
    int busyTimeoutMs = 5000;
};

} // namespace gp::db
