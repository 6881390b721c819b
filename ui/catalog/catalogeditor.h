#pragma once

#include "catalogdata.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace gp::db {
class Catalog;
struct ImportPreview;
} // namespace gp::db

namespace gp::ui {

class AcceleratorEditModel;
class CatalogStore;
class OfferingEditModel;
class PriceEditModel;
class PriceHistoryChart;

/// The Catalog tab: browse, filter and edit offerings, their prices and the accelerators; add a
/// dated price; import (with a preview) and export JSON or CSV; the price history of the
/// selected offerings. Every edit is written to the catalog at once, can be undone, and is
/// announced with catalogEdited() so the plan follows the new prices.
class CatalogEditor final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogEditor)

public:
    /// \a overviewPage, if given, becomes the first tab (the read-only overview).
    explicit CatalogEditor(QWidget *overviewPage = nullptr, QWidget *parent = nullptr);

    /// Edits \a catalog (not owned). nullptr leaves the editor read-only and empty.
    void setCatalog(db::Catalog *catalog);

    [[nodiscard]] CatalogStore *store() const { return m_store; }
    [[nodiscard]] OfferingEditModel *offeringModel() const { return m_offerings; }
    [[nodiscard]] PriceEditModel *priceModel() const { return m_prices; }
    [[nodiscard]] AcceleratorEditModel *acceleratorModel() const { return m_accelerators; }
    [[nodiscard]] PriceHistoryChart *historyChart() const { return m_chart; }
    [[nodiscard]] QTableView *offeringView() const { return m_offeringView; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }

    /// Selects the offerings with these ids (the chart then shows them all).
    void selectOfferings(const QStringList &ids);

    /// Adds offering \a newId as a copy of \a sourceId (the user's from then on), with the
    /// source's current prices marked as copied; false with a sentence in *error otherwise.
    bool copyOffering(const QString &sourceId, const QString &newId, QString *error);
    /// Why \a id cannot name a new offering, or empty.
    [[nodiscard]] QString newIdProblem(const QString &id) const;
    /// Removes the offerings \a ids with their prices (each one step on the undo stack).
    bool removeOfferings(const QStringList &ids, QString *error);

    /// Reads \a path and compares it with the catalog (nothing is written).
    [[nodiscard]] db::ImportPreview previewImport(const QString &path) const;
    /// Shows the preview of \a path and applies it when the user chooses Apply.
    void importFile(const QString &path);
    /// Writes the catalog to \a path: CSV for a .csv name, JSON otherwise.
    bool exportFile(const QString &path, QString *error) const;

signals:
    /// The catalog changed (an edit, an undo, an import): the plan should be recomputed.
    void catalogEdited(const gp::CatalogData &catalog);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Buttons, tabs and the info line in the language now installed.
    void retranslate();
    void showMessage(const QString &message, bool problem);
    void updateSelection();
    void updateInfo(const gp::CatalogData &data);
    void addPrice();
    /// Asks for the new id, then copies the selected offering.
    void newOffering();
    /// Asks, then removes the selected offerings.
    void removeSelected();
    void chooseImport();
    void chooseExport();
    [[nodiscard]] QStringList selectedIds() const;

    CatalogStore *m_store = nullptr;
    OfferingEditModel *m_offerings = nullptr;
    PriceEditModel *m_prices = nullptr;
    AcceleratorEditModel *m_accelerators = nullptr;
    QSortFilterProxyModel *m_filtered = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_offeringView = nullptr;
    QTableView *m_priceView = nullptr;
    QTableView *m_acceleratorView = nullptr;
    QWidget *m_offeringsPage = nullptr;
    QWidget *m_overviewPage = nullptr;
    PriceHistoryChart *m_chart = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace gp::ui
