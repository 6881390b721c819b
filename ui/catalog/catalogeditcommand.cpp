#include "catalogeditcommand.h"

#include <utility>

namespace gp::ui {

CatalogEditCommand::CatalogEditCommand(const QString &text, Step redo, Step undo, Report report)
    : QUndoCommand(text)
    , m_redo(std::move(redo))
    , m_undo(std::move(undo))
    , m_report(std::move(report))
{ }

void CatalogEditCommand::redo()
{
    if (m_done)
        return;
    QString error;
    const bool ok = m_redo(&error);
    m_done = ok;
    m_report(ok, error);
}

void CatalogEditCommand::undo()
{
    QString error;
    const bool ok = m_undo(&error);
    // A failed undo leaves the edit in place; the next redo must not write it twice.
    m_done = !ok;
    m_report(ok, error);
}

} // namespace gp::ui
