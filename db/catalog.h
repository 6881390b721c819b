#pragma once

#include "catalogdata.h"
#include "catalogimport.h"
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
    /// A "postgresql://user[:password]@host[:port]/database" path opens a team catalog on a
    /// PostgreSQL server (migrated on first use); when the server cannot be reached the last
    /// local copy is opened read-only instead and notice() says so.
    [[nodiscard]] OpenResult open(const QString &path, const OpenOptions &opts = {});
    void close();

    [[nodiscard]] bool isOpen() const { return m_open; }
    /// True when the file could not be written but was up to date, so it opened read-only.
    [[nodiscard]] bool isReadOnly() const { return m_readOnly; }
    [[nodiscard]] QString path() const { return m_path; }
    /// True for a team catalog on a PostgreSQL server (reached, or its offline copy).
    [[nodiscard]] bool isServer() const { return m_server; }
    /// True when the server could not be reached and its last local copy is open instead.
    [[nodiscard]] bool isOffline() const { return m_offline; }
    /// One sentence for the user about how the catalog was opened (the offline copy), or empty.
    [[nodiscard]] QString notice() const { return m_notice; }
    /// The local copy of a server catalog, refreshed after each successful load.
    [[nodiscard]] QString cachePath() const { return m_cachePath; }
    /// True when \a path names a PostgreSQL server rather than a file (the scheme in any case).
    [[nodiscard]] static bool isServerUrl(const QString &path);
    /// Why \a address is not a PostgreSQL address libpq would take (one translated sentence,
    /// password hidden), or an empty string when it is.
    [[nodiscard]] static QString serverAddressProblem(const QString &address);
    /// \a location with any password replaced by "***": the only form of an address that is
    /// shown anywhere.
    [[nodiscard]] static QString redacted(const QString &location);
    /// Keeps the password of \a address in memory for this process, so that the address
    /// stored without it (setConfiguredPath()) still opens this session.
    static void rememberPassword(const QString &address);
    [[nodiscard]] int schemaVersion() const { return m_schemaVersion; }
    [[nodiscard]] int shippedDataVersion() const { return m_shippedDataVersion; }
    /// The Qt Sql connection, for model/view classes of the catalog editor.
    [[nodiscard]] QString connectionName() const { return m_connection; }

    /// Accelerators and offerings (ordered by id), each offering with all its prices oldest first.
    [[nodiscard]] CatalogData load(QString *error = nullptr) const;
    /// As load(), but each offering carries only its newest price per billing unit: everything a
    /// plan reads, fast however long the price history is.
    [[nodiscard]] CatalogData loadCurrent(QString *error = nullptr) const;
    /// As loadCurrent(), but the offerings \a withHistory carry every price they have: what an
    /// import preview compares a file with. Many of them at once make it a full load().
    [[nodiscard]] CatalogData loadWithHistoryOf(const QStringList &withHistory,
                                                QString *error = nullptr) const;
    /// All prices of one offering, oldest first.
    [[nodiscard]] QList<PriceSnapshot> priceHistory(const QString &offeringId,
                                                    QString *error = nullptr) const;
    /// The newest of \a prices per billing unit (the last of equal dates), in the order of \a
    /// prices (a history: by date, then as recorded).
    [[nodiscard]] static QList<PriceSnapshot> currentPrices(const QList<PriceSnapshot> &prices);

    /// Adds a dated price snapshot of the user's (origin 'user': kept through data upgrades).
    [[nodiscard]] bool addPrice(const QString &offeringId, const PriceSnapshot &price,
                                QString *error);
    /// Inserts or replaces an offering's own columns and marks it the user's; its prices are
    /// not touched (add them with addPrice()).
    [[nodiscard]] bool upsertOffering(const Offering &offering, QString *error);

    /// Removes an offering with all its prices, in one transaction; a shipped one stays removed
    /// through later built-in data versions.
    [[nodiscard]] bool removeOffering(const QString &offeringId, QString *error);
    /// Writes an offering (the user's) with the prices it carries, in one transaction: a new
    /// offering, or one removed before coming back.
    [[nodiscard]] bool restoreOffering(const Offering &offering, QString *error);

    /// Inserts or replaces an accelerator and marks it the user's.
    [[nodiscard]] bool upsertAccelerator(const Accelerator &accelerator, QString *error);
    /// Replaces the price \a before of an offering (found by date, unit, per, amount and
    /// source) with \a after, in one transaction.
    [[nodiscard]] bool updatePrice(const QString &offeringId, const PriceSnapshot &before,
                                   const PriceSnapshot &after, QString *error);
    /// Removes one price (found by date, unit, per, amount and source).
    [[nodiscard]] bool removePrice(const QString &offeringId, const PriceSnapshot &price,
                                   QString *error);
    /// Writes everything a preview lists in one transaction: all of it, or nothing. Before an
    /// import that overwrites or removes rows (ImportPreview::isDestructive()), a catalog file
    /// is first copied whole to "<file>.before-import-YYYYMMDD-HHMMSSZ-NNN" (UTC) beside it (its
    /// path in *backup); only the newest kBackupsKept such copies are kept, the new one always.
    [[nodiscard]] bool applyImport(const ImportPreview &preview, QString *error,
                                   QString *backup = nullptr);
    static constexpr int kBackupsKept = 5;
    /// The copies applyImport() kept of \a path (names that begin with its file name exactly,
    /// case and all), oldest first by the UTC time in their names.
    [[nodiscard]] static QStringList importBackups(const QString &path);

    /// The catalog chosen in the settings (key "catalog/location": a file or a postgresql://
    /// address), else defaultPath(). A file location goes through resolvedLocation().
    [[nodiscard]] static QString configuredPath();
    /// A file location of the settings as a path that does not depend on the folder a command
    /// runs from: "~" and "~/..." in the home folder, a relative path in the data folder (where
    /// defaultPath() lies).
    [[nodiscard]] static QString resolvedLocation(const QString &location);
    /// Sets (or, empty, clears) the "catalog/location" setting; used from the next start on. A
    /// server address is stored without its password (kept in memory for this session only).
    static void setConfiguredPath(const QString &location);
    /// The age in days above which prices are called stale (setting "catalog/staleAfterDays",
    /// kDefaultStaleAfterDays unless set): the window's banner and the PDF warn past it.
    [[nodiscard]] static int staleAfterDays();
    static void setStaleAfterDays(int days);
    static constexpr int kDefaultStaleAfterDays = 30;
    /// <AppDataLocation>/catalog.sqlite: where the app keeps its catalog by default.
    [[nodiscard]] static QString defaultPath();
    /// Renames a bad file to "<path>.broken-YYYYMMDD-HHMMSS" (never deletes); the new path, or
    /// an empty string with *error.
    [[nodiscard]] static QString setAside(const QString &path, QString *error);
    /// Routes the SQL drivers' own warnings (QSqlQuery::..., QPSQLDriver::..., the server's
    /// notices libpq passes on) away from standard error: a failed read or write is reported
    /// once, in the catalog's words, not with the driver's lines around it. Other messages go
    /// to the handler installed before.
    static void quietDriverMessages();
    /// The newest schema version (PRAGMA user_version) this build reads and writes.
    [[nodiscard]] static int knownSchemaVersion();

private:
    enum class PriceRows { All, Current };
    [[nodiscard]] CatalogData loadData(PriceRows rows, QString *error) const;
    [[nodiscard]] bool openConnection(bool readOnly, QString *error, int busyTimeoutMs = 5000);
    /// Creates a new catalog at \a path: schema and shipped data written to a file of its own,
    /// then linked into place whole.
    [[nodiscard]] bool createFile(const QString &path, const ShippedData &shipped, QString *error);
    /// "<file name>.creating-": the name a catalog is built under before it is published.
    [[nodiscard]] static QString creationPrefix(const QString &path);
    /// Removes what creations killed before publishing left beside \a path.
    static void removeStaleCreations(const QString &path);
    [[nodiscard]] bool bringUpToDate(const ShippedData &shipped, bool needSchema, bool needData,
                                     QString *error);
    [[nodiscard]] bool checkWritable(QString *error) const;
    /// Copies the open catalog file whole (VACUUM INTO) beside it and prunes older copies.
    [[nodiscard]] QString keepBackup(QString *error);
    [[nodiscard]] OpenResult openServer(const QString &url, const ShippedData &shipped,
                                        const OpenOptions &opts);
    /// Checks the schema of the connected server with reads only (no lock, nothing written);
    /// only a role that may write migrates it or brings its shipped data up to date, and a role
    /// that may only read opens it read-only.
    [[nodiscard]] OpenResult openConnectedServer(const ShippedData &shipped);
    /// Where the local copy of the team catalog shown as \a shown is kept.
    [[nodiscard]] static QString cacheFileOf(const QString &shown, const OpenOptions &opts);
    [[nodiscard]] bool writeCache(const CatalogData &data, QString *error) const;
    /// Writes \a data into a new catalog file at \a fresh, in one transaction.
    [[nodiscard]] static bool fillCache(const QString &fresh, const CatalogData &data,
                                        QString *error);
    /// Who writes: the server's user name, or the login name for a file.
    [[nodiscard]] QString author() const;
    /// Runs \a work in one transaction: commits when it returns true, rolls back otherwise.
    template<typename Work>
    [[nodiscard]] bool inTransaction(Work work, QString *error);

    QString m_connection;
    QString m_path;
    bool m_open = false;
    bool m_readOnly = false;
    int m_schemaVersion = 0;
    int m_shippedDataVersion = 0;
    bool m_server = false;
    bool m_offline = false;
    QString m_notice;
    QString m_cachePath;
    QString m_user;
    QString m_role; ///< the server's name for the connected role
};

} // namespace gp::db
