#pragma once

#include "catalogdata.h"
#include "catalogimport.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTreeWidget;

namespace gp::ui {

/// Shows what an import would change before anything is written: new offerings, price changes
/// with their percentage, removed and unchanged offerings; or the bad rows, with Apply disabled.
class ImportPreviewDialog final : public QDialog {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ImportPreviewDialog)

public:
    ImportPreviewDialog(const gp::CatalogData &current, const db::ImportPreview &preview,
                        QWidget *parent = nullptr);

    [[nodiscard]] QTreeWidget *tree() const { return m_tree; }
    [[nodiscard]] bool canApply() const;

private:
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_canApply = false;
};

} // namespace gp::ui
