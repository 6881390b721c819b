#pragma once

class QApplication;

namespace gp::ui {

/// Opens the catalog (asking what to do when it is bad), shows the main window and runs the
/// event loop. Returns the process exit code.
int runWindow(QApplication &app);

} // namespace gp::ui
