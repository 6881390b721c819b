#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>

namespace gp::ui {

/// One catalog edit on the undo stack: a write and the write that takes it back. The first
/// redo() is skipped because the store has already written the edit when it pushes the command.
class CatalogEditCommand final : public QUndoCommand {
public:
    using Step = std::function<bool(QString *)>;
    using Report = std::function<void(bool ok, const QString &error)>;

    CatalogEditCommand(const QString &text, Step redo, Step undo, Report report);

    void redo() override;
    void undo() override;

private:
    Step m_redo;
    Step m_undo;
    Report m_report;
    bool m_done = true;
};

} // namespace gp::ui
