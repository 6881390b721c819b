#pragma once

#include <QFont>

namespace gp::ui {

/// `font` laid out without OpenType shaping (QFont::PreferNoShaping). The app's words are Latin
/// and Chinese, which need none (Qt still shapes a script that does), and shaping was most of
/// the cost of the texts laid out again on every edit: the recommendation, the option details
/// and the charts' labels. A default font sets only this, so a widget given it keeps following
/// the application's font (presentation mode's larger one included).
[[nodiscard]] inline QFont unshaped(QFont font = QFont())
{
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

} // namespace gp::ui
