#pragma once

#include <QLocale>
#include <QMenu>

class QAction;
class QMainWindow;

namespace gp::ui {

/// View > Language: 中文 / English. Switching installs the other translation at once (every
/// window retranslates on QEvent::LanguageChange, no restart) and is remembered in QSettings;
/// until the user picks one, the app follows the system locale.
class LanguageMenu final : public QMenu {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LanguageMenu)

public:
    /// The settings key holding the chosen language code ("zh_CN", "en"); absent: the system's.
    static constexpr const char *settingsKey = "ui/language";

    explicit LanguageMenu(QWidget *parent = nullptr);

    /// Adds the menu under View in \a window's menu bar (creating View if there is none yet).
    static LanguageMenu *install(QMainWindow *window);

    /// The language saved in the settings, else the system locale.
    [[nodiscard]] static QLocale savedLocale();
    /// Installs the saved language; called once at start-up, before the first window.
    static void applySaved();

    /// Switches to \a code ("zh_CN" or "en") now and remembers it.
    static void choose(const QString &code);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showCurrent();

    QAction *m_chinese = nullptr;
    QAction *m_english = nullptr;
    QMenu *m_ownedViewMenu = nullptr; ///< the View menu, when this menu created it
};

} // namespace gp::ui
