#pragma once

#include "catalogdata.h"

#include <QMainWindow>

class QLabel;
class QTableView;

namespace gp::ui {

class JobController;
class OfferingTableModel;
class PriceTableModel;
class ResultsWorkspace;

/// The main window: the current job's results (first tab) and the catalog's offerings with the
/// price history of the selected one.
class MainWindow final : public QMainWindow {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);

    /// Shows a catalog; \a sourceDescription says where it came from (path, read-only...).
    void setCatalog(const CatalogData &catalog, const QString &sourceDescription);

    [[nodiscard]] OfferingTableModel *offeringModel() const { return m_offerings; }
    [[nodiscard]] PriceTableModel *priceModel() const { return m_prices; }
    [[nodiscard]] JobController *controller() const { return m_controller; }
    [[nodiscard]] ResultsWorkspace *resultsWorkspace() const { return m_results; }

    /// Opens the plan wizard on the current job; Finish makes its job the current one.
    void openWizard();

private:
    void showPricesOf(int row);

    OfferingTableModel *m_offerings = nullptr;
    PriceTableModel *m_prices = nullptr;
    JobController *m_controller = nullptr;
    ResultsWorkspace *m_results = nullptr;
    QTableView *m_offeringView = nullptr;
    QTableView *m_priceView = nullptr;
    QLabel *m_catalogInfo = nullptr;
};

} // namespace gp::ui
