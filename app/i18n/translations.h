#pragma once

#include <QLocale>
#include <QString>

namespace gp::i18n {

/// The languages the app ships: Simplified Chinese and English.
enum class Language { Chinese, English };

/// The language the app speaks for \a locale: Chinese for every zh_* locale, else English.
[[nodiscard]] Language languageFor(const QLocale &locale);

/// The locale for a language code as the command line and the settings write it ("zh_CN",
/// "en", "en_US"); an empty code means the system locale. For an unknown code it sets \a ok
/// to false and returns the C locale.
[[nodiscard]] QLocale localeForCode(const QString &code, bool *ok = nullptr);

/// Makes \a locale the default QLocale and installs the app's translations and Qt's own
/// (qtbase: standard buttons, command-line help) for it, replacing any installed before.
/// Installing sends QEvent::LanguageChange to every widget. Needs a QCoreApplication.
/// Returns false when the app's own translation could not be loaded.
bool install(const QLocale &locale);

/// The resource path of the app's compiled translation for \a language.
[[nodiscard]] QString translationResource(Language language);

} // namespace gp::i18n
