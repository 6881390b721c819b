#pragma once

#include <QSettings>

namespace gp {

/// The settings of GPU Planner, in ~/.config/gpuplanner/gpuplanner.conf (XDG_CONFIG_HOME
/// honoured) for the window and the command line alike: the catalog location and stale age, the
/// language, recent files.
[[nodiscard]] inline QSettings appSettings()
{
    return QSettings(QStringLiteral("gpuplanner"), QStringLiteral("gpuplanner"));
}

} // namespace gp
