#pragma once

#include "catalogdata.h"

#include <QObject>

#include <functional>

class QUndoStack;

namespace gp::db {
class Catalog;
struct ImportPreview;
} // namespace gp::db

namespace gp::ui {

/// The catalog the editor changes: every edit is written to the catalog file (or server) at once,
/// read back, and kept on an undo stack; after each change the new catalog is announced so the
/// plan follows it.
class CatalogStore final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogStore)

public:
    explicit CatalogStore(QObject *parent = nullptr);

    /// Works on \a catalog (not owned; it must outlive the store or be detached with nullptr).
    void attach(db::Catalog *catalog);
    [[nodiscard]] db::Catalog *catalog() const { return m_catalog; }
    [[nodiscard]] bool isWritable() const;

    /// The catalog as plans read it: every offering with its newest price per billing unit.
    [[nodiscard]] const gp::CatalogData &data() const { return m_data; }
    /// All prices of one offering, oldest first, read from the catalog when asked: a long
    /// history is never held in memory for the plan's sake.
    [[nodiscard]] QList<gp::PriceSnapshot> priceHistory(const QString &offeringId) const;
    /// The offerings \a offeringIds (in that order) with their whole price history.
    [[nodiscard]] gp::CatalogData withHistory(const QStringList &offeringIds) const;
    /// The whole catalog with every price ever recorded (exports).
    [[nodiscard]] gp::CatalogData withHistory() const;
    /// Every offering, those named in \a offeringIds with their whole price history (what an
    /// import preview compares its file with).
    [[nodiscard]] gp::CatalogData withHistoryOf(const QStringList &offeringIds) const;
    [[nodiscard]] QUndoStack *undoStack() const { return m_undo; }

    /// Each of these writes, or returns false with one sentence in *error and changes nothing.
    bool editOffering(const gp::Offering &after, QString *error);
    bool editAccelerator(const gp::Accelerator &after, QString *error);
    bool addPrice(const QString &offeringId, const gp::PriceSnapshot &price, QString *error);
    /// Adds \a offering (a new id) with the prices it carries.
    bool addOffering(const gp::Offering &offering, QString *error);
    /// Removes an offering with its whole price history; undo puts both back.
    bool removeOffering(const QString &offeringId, QString *error);
    bool editPrice(const QString &offeringId, const gp::PriceSnapshot &before,
                   const gp::PriceSnapshot &after, QString *error);
    /// Applies an import in one transaction. Imports are not on the undo stack: it is cleared.
    bool applyImport(const db::ImportPreview &preview, QString *error);

    /// Reads the catalog again (after a change made elsewhere).
    void reload();

signals:
    void changed(const gp::CatalogData &data);
    /// An undo or redo could not be written (the file went read-only, a server went away).
    void failed(const QString &message);

private:
    using Step = std::function<bool(QString *)>;
    /// Runs \a redo now; when it succeeds, puts it on the undo stack with \a undo.
    bool record(const QString &text, const Step &redo, const Step &undo, QString *error);

    db::Catalog *m_catalog = nullptr;
    gp::CatalogData m_data;
    QUndoStack *m_undo = nullptr;
};

} // namespace gp::ui
