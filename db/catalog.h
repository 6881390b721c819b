#pragma once

#include "catalogdata.h"
#include "openoptions.h"
#include "openresult.h"

#include <QString>
#include <QtGlobal>

namespace gp::db {

class ShippedData;

/// The SQLite catalog file: validated, created or migrated on open, read into engine values.
class Catalog final {
    Q_DISABLE_COPY_MOVE(Catalog)

public:
    Catalog();
    ~Catalog();

    /// Opens path, creating it (and its folders) with the shipped data when it does not exist.
    /// An existing file is checked read-only first: a bad one is reported and left untouched.
    [[nodiscard]] OpenResult open(const QString &path, const OpenOptions &opts = {});
    void close();

    [[nodiscard]] bool isOpen() const { return m_open; }
    /// True when the file could not be written but was up to date, so it opened read-only.
    [[nodiscard]] bool isReadOnly() const { return m_readOnly; }
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] int schemaVersion() const { return m_schemaVersion; }
    [[nodiscard]] int shippedDataVersion() const { return m_shippedDataVersion; }
    /// The Qt Sql connection, for model/view classes of the catalog editor.
    [[nodiscard]] QString connectionName() const { return m_connection; }

    /// Accelerators and offerings (ordered by id), each offering with all its prices oldest first.
    [[nodiscard]] CatalogData load(QString *error = nullptr) const;

    /// Adds a dated price snapshot of the user's (origin 'user': kept through data upgrades).
    [[nodiscard]] bool addPrice(const QString &offeringId, const PriceSnapshot &price,
                                QString *error);
    /// Inserts or replaces an offering's own columns and marks it the user's; its prices are
    /// not touched (add them with addPrice()).
    [[nodiscard]] bool upsertOffering(const Offering &offering, QString *error);

    /// <AppDataLocation>/catalog.sqlite: where the app keeps its catalog by default.
    [[nodiscard]] static QString defaultPath();
    /// Renames a bad file to "<path>.broken-YYYYMMDD-HHMMSS" (never deletes); the new path, or
    /// an empty string with *error.
    [[nodiscard]] static QString setAside(const QString &path, QString *error);
    /// The newest schema version (PRAGMA user_version) this build reads and writes.
    [[nodiscard]] static int knownSchemaVersion();

private:
    [[nodiscard]] bool openConnection(bool readOnly, QString *error);
    [[nodiscard]] bool bringUpToDate(const ShippedData &shipped, bool needSchema, bool needData,
                                     QString *error);
    [[nodiscard]] bool checkWritable(QString *error) const;

    QString m_connection;
    QString m_path;
    bool m_open = false;
    bool m_readOnly = false;
    int m_schemaVersion = 0;
    int m_shippedDataVersion = 0;
};

} // namespace gp::db
