#pragma once

#include "pricesnapshot.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace gp::ui {

/// Asks for one dated price snapshot of an offering: date, unit, per card or node, price, list
/// price, currency, source and note. OK stays disabled until the entries make a valid price, and
/// a line under the form says what is missing.
class AddPriceDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddPriceDialog)

public:
    /// \a templatePrice (the offering's current price) presets unit, scope and currency.
    AddPriceDialog(const QString &offeringLabel, const gp::PriceSnapshot *templatePrice,
                   QWidget *parent = nullptr);

    /// The price entered, or nothing while an entry is invalid.
    [[nodiscard]] std::optional<gp::PriceSnapshot> price() const;
    /// Why the entries are not a price yet, or an empty string.
    [[nodiscard]] QString problem() const;

private:
    void check();

    QDateEdit *m_date = nullptr;
    QComboBox *m_unit = nullptr;
    QComboBox *m_per = nullptr;
    QLineEdit *m_price = nullptr;
    QLineEdit *m_list = nullptr;
    QLineEdit *m_currency = nullptr;
    QLineEdit *m_source = nullptr;
    QLineEdit *m_note = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace gp::ui
