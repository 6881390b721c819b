#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gp::ui {

/// File > Settings: where the catalog is (a file, or a team catalog's postgresql:// address;
/// used from the next start) and the age past which prices are called stale (at once, in the
/// results banner and the PDF). A location that cannot work is named beside the field and OK
/// stays disabled; Cancel changes nothing.
class SettingsDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    /// Why \a location cannot be a catalog, or empty when it can (empty means the default).
    [[nodiscard]] static QString locationProblem(const QString &location);

    void accept() override;

private:
    void validate();
    void browse();

    QLineEdit *m_location = nullptr;
    QLabel *m_locationError = nullptr;
    QSpinBox *m_staleDays = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace gp::ui
