#include "languagemenu.h"

#include "appsettings.h"
#include "translations.h"

#include <QActionGroup>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>

namespace gp::ui {

namespace {

const QString kChinese = QStringLiteral("zh_CN");
const QString kEnglish = QStringLiteral("en");

/// The user's settings file, ~/.config/gpuplanner/gpuplanner.conf, shared with the main window.
} // namespace

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    group->setExclusive(true);
    // Each language is named in itself, so a reader finds theirs whatever is shown now.
    m_chinese = addAction(QStringLiteral("中文"));
    m_chinese->setObjectName(QStringLiteral("languageChinese"));
    m_english = addAction(QStringLiteral("English"));
    m_english->setObjectName(QStringLiteral("languageEnglish"));
    for (QAction *action : {m_chinese, m_english}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    connect(m_chinese, &QAction::triggered, this, [] { choose(kChinese); });
    connect(m_english, &QAction::triggered, this, [] { choose(kEnglish); });
    retranslate();
}

LanguageMenu *LanguageMenu::install(QMainWindow *window)
{
    QMenuBar *bar = window->menuBar();
    auto *view = bar->findChild<QMenu *>(QStringLiteral("viewMenu"), Qt::FindDirectChildrenOnly);
    QMenu *owned = nullptr;
    if (!view) {
        view = bar->addMenu(QString());
        view->setObjectName(QStringLiteral("viewMenu"));
        owned = view;
    }
    auto *menu = new LanguageMenu(view);
    menu->m_ownedViewMenu = owned;
    view->addMenu(menu);
    menu->retranslate();
    return menu;
}

QLocale LanguageMenu::savedLocale()
{
    const QString code = gp::appSettings().value(QLatin1String(settingsKey)).toString();
    bool known = false;
    const QLocale locale = i18n::localeForCode(code, &known);
    return known ? locale : QLocale::system();
}

void LanguageMenu::applySaved()
{
    i18n::install(savedLocale());
}

void LanguageMenu::choose(const QString &code)
{
    bool known = false;
    const QLocale locale = i18n::localeForCode(code, &known);
    if (!known)
        return;
    gp::appSettings().setValue(QLatin1String(settingsKey), code);
    i18n::install(locale);
}

void LanguageMenu::changeEvent(QEvent *event)
{
    QMenu::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
    if (m_ownedViewMenu)
        m_ownedViewMenu->setTitle(tr("&View"));
    showCurrent();
}

void LanguageMenu::showCurrent()
{
    const bool chinese = i18n::languageFor(QLocale()) == i18n::Language::Chinese;
    m_chinese->setChecked(chinese);
    m_english->setChecked(!chinese);
}

} // namespace gp::ui
