#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace gp::i18n {

namespace {

/// The translators currently installed; owned by the application object.
QPointer<QTranslator> s_app;
QPointer<QTranslator> s_qt;

void remove(QPointer<QTranslator> &translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
}

/// Qt's own translations: the Qt installation's folder, else Debian's.
QString qtTranslationsDir()
{
    const QString dir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (QDir(dir).exists())
        return dir;
    return QStringLiteral("/usr/share/qt6/translations");
}

} // namespace

Language languageFor(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese ? Language::Chinese : Language::English;
}

QLocale localeForCode(const QString &code, bool *ok)
{
    if (ok)
        *ok = true;
    if (code.isEmpty())
        return QLocale::system();
    if (code == u"zh_CN" || code == u"zh")
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    if (code == u"en" || code == u"en_US")
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (ok)
        *ok = false;
    return QLocale::c();
}

QString translationResource(Language language)
{
    return language == Language::Chinese ? QStringLiteral(":/i18n/gpuplanner_zh_CN.qm")
                                         : QStringLiteral(":/i18n/gpuplanner_en.qm");
}

bool install(const QLocale &locale)
{
    QLocale::setDefault(locale);
    remove(s_app);
    remove(s_qt);

    QCoreApplication *app = QCoreApplication::instance();
    const Language language = languageFor(locale);

    auto *qt = new QTranslator(app);
    const QLocale qtLocale = language == Language::Chinese
        ? QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)
        : QLocale(QLocale::English, QLocale::UnitedStates);
    if (qt->load(qtLocale, QStringLiteral("qtbase"), QStringLiteral("_"), qtTranslationsDir())) {
        QCoreApplication::installTranslator(qt);
        s_qt = qt;
    } else {
        delete qt;
    }

    // Installed last, so it is asked first.
    auto *own = new QTranslator(app);
    if (!own->load(translationResource(language))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    s_app = own;
    return true;
}

} // namespace gp::i18n
