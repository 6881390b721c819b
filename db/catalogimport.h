#pragma once

#include "catalogdata.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gp::db {

/// One bad field of an import file: where it is and what is wrong, in one sentence.
struct ImportProblem {
    int row = 0; ///< CSV: the line the record starts on (the header is line 1); JSON: the
                 ///< offering's position in "offerings" (1-based); 0 for the file as a whole
    QString field; ///< the column or JSON key, e.g. "price_cny" or "prices[2].observed_on"
    QString message;
};

/// One offering as an import file gives it: the columns it sets (as text) and its prices.
struct ImportedOffering {
    QString id;
    int row = 0; ///< where it first appears
    QHash<QString, QString> fields; ///< offering columns the file gives, by column name
    QList<PriceSnapshot> prices;
    QList<int> priceRows; ///< the row of each price, for messages
};

/// An import file read and checked on its own, before it is compared with a catalog.
struct ImportFile {
    QString path;
    QList<Accelerator> accelerators; ///< JSON only
    QList<ImportedOffering> offerings;
    /// The file lists the whole catalog (a JSON export, or a CSV with every offering column):
    /// offerings of the catalog missing from it are removed.
    bool complete = false;
    QList<ImportProblem> problems;

    /// The ids of the offerings the file lists, in its order.
    [[nodiscard]] QStringList offeringIds() const
    {
        QStringList ids;
        ids.reserve(offerings.size());
        for (const ImportedOffering &o : offerings)
            ids.append(o.id);
        return ids;
    }
};

/// A price that changes the current price of an offering, with the change in percent.
struct PriceChange {
    QString offeringId;
    std::optional<PriceSnapshot> before; ///< the catalog's newest price, if any
    PriceSnapshot after; ///< the newest price the import adds
    std::optional<double> percent; ///< (after - before) / before, in percent, same unit and scope
};

/// How an import treats what it is given.
struct ImportOptions {
    /// Prices dated after today are planned prices: imported only when asked for, since the
    /// newest price is the current one (`catalog import --planned-prices`).
    bool plannedPrices = false;
    QDate today = QDate::currentDate();
};

/// What an import would change, computed without writing; Catalog::applyImport() writes it all
/// in one transaction.
struct ImportPreview {
    QString path;
    QStringList newAccelerators;
    QStringList changedAccelerators;
    QStringList newOfferings;
    QStringList changedOfferings; ///< own columns differ (prices aside)
    QStringList removedOfferings;
    QStringList unchangedOfferings; ///< in the file, and nothing about them changes
    QList<PriceChange> priceChanges;
    /// Current prices (per billing unit and per gpu or node) that move by more than
    /// kLargeChangePercent: a typo or a file cut off mid-number (86880 read as 86) looks like
    /// this, so applying it needs an explicit consent, as removals do.
    QList<PriceChange> largeChanges;
    static constexpr double kLargeChangePercent = 50;
    int newPriceRows = 0;
    int updatedPriceRows = 0;
    int catalogOfferings = 0; ///< offerings in the catalog the file was compared with
    QList<ImportProblem> problems; ///< non-empty: the import must not be applied

    // What Catalog::applyImport() writes.
    QList<Accelerator> acceleratorsToWrite;
    QList<Offering> offeringsToWrite; ///< own columns only
    QList<QPair<QString, PriceSnapshot>> pricesToAdd;
    QList<QPair<QString, PriceSnapshot>> pricesToUpdate; ///< same natural key, other columns differ

    [[nodiscard]] bool ok() const { return problems.isEmpty(); }
    /// True when the import removes more than half of the catalog's offerings, or all of them:
    /// likely a wrong or truncated file (an export of a damaged catalog), so applying it needs
    /// an explicit consent (--allow-removals, or a confirmation in the window).
    [[nodiscard]] bool removesMostOfCatalog() const
    {
        return !removedOfferings.isEmpty()
            && (2 * removedOfferings.size() > catalogOfferings
                || removedOfferings.size() >= catalogOfferings);
    }
    /// True when a current price changes by more than kLargeChangePercent
    /// (--allow-large-changes, or a confirmation in the window).
    [[nodiscard]] bool changesPricesALot() const { return !largeChanges.isEmpty(); }
    /// True when applying overwrites or deletes rows the catalog has (not only adds).
    [[nodiscard]] bool isDestructive() const
    {
        return !removedOfferings.isEmpty() || !pricesToUpdate.isEmpty()
            || !changedOfferings.isEmpty() || !changedAccelerators.isEmpty();
    }
    [[nodiscard]] bool changesNothing() const
    {
        return acceleratorsToWrite.isEmpty() && offeringsToWrite.isEmpty() && pricesToAdd.isEmpty()
            && pricesToUpdate.isEmpty() && removedOfferings.isEmpty();
    }
};

/// Import of offerings and prices from JSON (the `catalog export` format, see
/// format::catalogToJson) and CSV (one row per price, the offering's columns repeated on each of
/// its rows; see the README), and the CSV export.
class CatalogImport final {
public:
    enum class Format { Json, Csv };

    /// The largest file readFile() reads (a 200,000-row price list is about 20 MB).
    static constexpr qint64 kMaxFileBytes = qint64(64) * 1024 * 1024;

    /// The CSV columns in the order export writes them.
    [[nodiscard]] static QStringList csvColumns();
    /// The offering columns among them (everything but offering_id and the price columns).
    [[nodiscard]] static QStringList offeringColumns();
    [[nodiscard]] static QStringList priceColumns();

    /// The catalog's offerings and prices as CSV text (UTF-8, CRLF, header first).
    [[nodiscard]] static QByteArray toCsv(const CatalogData &catalog);
    /// True when \a path names a CSV file (by its extension); JSON otherwise.
    [[nodiscard]] static bool isCsvPath(const QString &path);

    /// Reads a file: .csv as CSV, .json as JSON, otherwise by its first character.
    [[nodiscard]] static ImportFile readFile(const QString &path);
    [[nodiscard]] static ImportFile read(const QByteArray &bytes, Format format,
                                         const QString &path);

    /// Compares a read file with the catalog: what would be added, changed and removed.
    [[nodiscard]] static ImportPreview preview(const CatalogData &current, const ImportFile &file,
                                               const ImportOptions &options = {});

    /// The offering \a base with the columns of \a fields set (texts already checked by read()).
    [[nodiscard]] static Offering applyFields(Offering base, const QHash<QString, QString> &fields);
    /// Why \a text cannot be the value of an offering column, or an empty string when it can.
    [[nodiscard]] static QString checkOfferingField(const QString &column, const QString &text);
    /// One column of an offering as CSV text.
    [[nodiscard]] static QString offeringField(const Offering &o, const QString &column);

    /// Amounts as CSV text: "84480.00".
    [[nodiscard]] static QString moneyText(qint64 fen);
    /// "84480", "84480.5", "84480.00": fen, or nothing when the text is not such an amount.
    [[nodiscard]] static std::optional<qint64> parseMoney(const QString &text);
};

} // namespace gp::db
