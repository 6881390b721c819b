// The translations: every source string has a finished Simplified Chinese translation that keeps
// its placeholders, the English file gives the plural forms, and the compiled translations load
// from the binary's resources and change what the presenters say.

#include "catalogtext.h"
#include "moneyformat.h"
#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

/// One <message> of a .ts file.
struct Message {
    QString context;
    QString source;
    QString type; ///< "unfinished", "obsolete", "vanished" or empty when finished
    QStringList translations; ///< one, or the numerus forms
    bool numerus = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            current = Message {};
            current.context = context;
            current.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"translation") {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

/// The placeholders a text must keep: %1 ... %99 and %n.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    return found;
}

QString tsPath(const QString &language)
{
    return QDir(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"))
        .filePath(QStringLiteral("resources/translations/gpuplanner_%1.ts").arg(language));
}

QString describe(const Message &m)
{
    return m.context + QStringLiteral(" / \"") + m.source + u'"';
}

/// Checks that every message is finished, non-empty and keeps its placeholders.
void verifyFinished(const QList<Message> &messages)
{
    QVERIFY(!messages.isEmpty());
    QStringList problems;
    for (const Message &m : messages) {
        if (!m.type.isEmpty()) {
            problems << m.type + QStringLiteral(": ") + describe(m);
            continue;
        }
        if (m.translations.isEmpty()) {
            problems << QStringLiteral("no translation: ") + describe(m);
            continue;
        }
        for (const QString &t : m.translations) {
            if (t.trimmed().isEmpty())
                problems << QStringLiteral("empty: ") + describe(m);
            else if (placeholders(t) != placeholders(m.source))
                problems << QStringLiteral("placeholders differ: ") + describe(m) + u' ' + t;
        }
    }
    if (!problems.isEmpty())
        QFAIL(qPrintable(problems.join(u'\n')));
}

} // namespace

class TestTranslations final : public QObject {
    Q_OBJECT

private slots:
    void chineseIsComplete()
    {
        QString error;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        verifyFinished(messages);
        // One plural form in Chinese.
        for (const Message &m : messages) {
            if (m.numerus)
                QVERIFY2(m.translations.size() == 1, qPrintable(describe(m)));
        }
    }

    void chineseUsesTheSeedTerms_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("term");
        QTest::newRow("bare metal") << QStringLiteral("Bare metal") << QStringLiteral("裸金属");
        QTest::newRow("container") << QStringLiteral("Container") << QStringLiteral("容器实例");
        QTest::newRow("domestic") << QStringLiteral(
            "&Domestic (信创) hardware required: Ascend only")
                                  << QStringLiteral("信创");
        QTest::newRow("per hour") << QStringLiteral("%1/hour") << QStringLiteral("小时");
        QTest::newRow("per day") << QStringLiteral("%1/day") << QStringLiteral("天");
        QTest::newRow("memory") << QStringLiteral("Memory per GPU") << QStringLiteral("显存");
        QTest::newRow("8-card machine")
            << QStringLiteral("Card-count tier on %1 cards: one 8-card machine.")
            << QStringLiteral("整机");
        QTest::newRow("monthly vs hourly")
            << QStringLiteral("Break-even: monthly bare metal against hourly containers")
            << QStringLiteral("包月");
    }

    void chineseUsesTheSeedTerms()
    {
        QFETCH(QString, source);
        QFETCH(QString, term);
        QString error;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &error);
        bool seen = false;
        for (const Message &m : messages) {
            if (m.source != source)
                continue;
            seen = true;
            QVERIFY2(m.translations.value(0).contains(term),
                     qPrintable(describe(m) + QStringLiteral(" -> ") + m.translations.value(0)));
        }
        QVERIFY2(seen, qPrintable(source));
    }

    void englishHasThePluralForms()
    {
        QString error;
        const QList<Message> messages = readTs(tsPath(QStringLiteral("en")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // English is the source language: a text without plural forms reads as written, so
        // only the plural forms must be given.
        QList<Message> plurals;
        for (const Message &m : messages) {
            if (m.numerus)
                plurals << m;
        }
        QVERIFY(!plurals.isEmpty());
        verifyFinished(plurals);
        for (const Message &m : std::as_const(plurals)) {
            QVERIFY2(m.translations.size() == 2, qPrintable(describe(m)));
            QVERIFY2(m.translations.at(0) != m.translations.at(1), qPrintable(describe(m)));
        }
    }

    void everySourceStringIsInTheTranslations()
    {
        // A tr() string added to the sources but not to the .ts files would show in English.
        if (!QFileInfo::exists(QStringLiteral(GPUPLANNER_LUPDATE)))
            QSKIP("lupdate is not installed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QStringLiteral("gpuplanner_zh_CN.ts"));
        QVERIFY(QFile::copy(tsPath(QStringLiteral("zh_CN")), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        const QDir source(qEnvironmentVariable("GPUPLANNER_SOURCE_DIR"));
        QStringList args {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                          QStringLiteral("none"), QStringLiteral("-silent")};
        for (const char *path :
             {"app/format", "app/report", "app/cli", "app/engine/jobparser.cpp", "db", "ui"})
            args << source.filePath(QString::fromLatin1(path));
        args << QStringLiteral("-ts") << copy;
        QProcess lupdate;
        lupdate.start(QStringLiteral(GPUPLANNER_LUPDATE), args);
        QVERIFY(lupdate.waitForFinished(300000));
        QCOMPARE(lupdate.exitCode(), 0);
        QString error;
        const QList<Message> messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        verifyFinished(messages);
    }

    void compiledTranslationsLoadFromTheResources()
    {
        for (const auto language : {gp::i18n::Language::Chinese, gp::i18n::Language::English}) {
            QTranslator translator;
            QVERIFY2(translator.load(gp::i18n::translationResource(language)),
                     qPrintable(gp::i18n::translationResource(language)));
            QVERIFY(!translator.isEmpty());
        }
        QTranslator chinese;
        QVERIFY(chinese.load(gp::i18n::translationResource(gp::i18n::Language::Chinese)));
        QCOMPARE(chinese.translate("gp::format::CatalogText", "Bare metal"),
                 QStringLiteral("裸金属"));
    }

    void installSwitchesTheLanguage()
    {
        const QLocale chinese = gp::i18n::localeForCode(QStringLiteral("zh_CN"));
        QVERIFY(gp::i18n::install(chinese));
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(gp::format::rentalFormName(gp::RentalForm::BareMetal), QStringLiteral("裸金属"));
        QCOMPARE(gp::format::rentalFormName(gp::RentalForm::Container), QStringLiteral("容器实例"));
        QCOMPARE(gp::format::formatHours(168, QLocale()), QStringLiteral("168 小时"));
        QCOMPARE(gp::format::formatDays(7.5, QLocale()), QStringLiteral("7.5 天"));
        QCOMPARE(gp::format::formatMoneyForManagers(8688000, QLocale()),
                 QStringLiteral("¥86,880 (¥8.69万)"));
        QCOMPARE(
            QCoreApplication::translate("gp::ui::ComparisonModel", "%n replica(s)", nullptr, 3),
            QStringLiteral("3 个副本"));

        const QLocale english = gp::i18n::localeForCode(QStringLiteral("en"));
        QVERIFY(gp::i18n::install(english));
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(gp::format::rentalFormName(gp::RentalForm::BareMetal),
                 QStringLiteral("Bare metal"));
        QCOMPARE(gp::format::formatHours(168, QLocale()), QStringLiteral("168 h"));
        QCOMPARE(gp::format::formatDays(7.5, QLocale()), QStringLiteral("7.5 days"));
        QCOMPARE(gp::format::formatMoneyForManagers(8688000, QLocale()), QStringLiteral("¥86,880"));
        QCOMPARE(
            QCoreApplication::translate("gp::ui::ComparisonModel", "%n replica(s)", nullptr, 1),
            QStringLiteral("1 replica"));
        QCOMPARE(
            QCoreApplication::translate("gp::ui::ComparisonModel", "%n replica(s)", nullptr, 3),
            QStringLiteral("3 replicas"));
    }

    void shippedPriceSourcesReadInTheLanguage()
    {
        QFile file(QFINDTESTDATA("../../db/data/default_catalog.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QSet<QString> sources;
        const QJsonArray offerings
            = QJsonDocument::fromJson(file.readAll()).object().value(u"offerings").toArray();
        for (const auto &o : offerings) {
            for (const auto &p : o.toObject().value(u"prices").toArray())
                sources.insert(p.toObject().value(u"source").toString());
        }
        QVERIFY(!sources.isEmpty());
        for (const QString &source : std::as_const(sources)) {
            QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("zh_CN"))));
            const QString chinese = gp::format::priceSourceText(source);
            // Every shipped source is known word for word, so a changed row cannot fall back
            // to English in a Chinese PDF unnoticed.
            QVERIFY2(chinese != source, qPrintable(source));
            QVERIFY2(chinese.contains(QStringLiteral("极智算")), qPrintable(chinese));
            QVERIFY2(!chinese.contains(QStringLiteral("quoted")), qPrintable(chinese));
            QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
            QCOMPARE(gp::format::priceSourceText(source), source);
        }
        // A source a user typed is shown as typed.
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("zh_CN"))));
        QCOMPARE(gp::format::priceSourceText(QStringLiteral("quote from our vendor")),
                 QStringLiteral("quote from our vendor"));
        QVERIFY(gp::i18n::install(gp::i18n::localeForCode(QStringLiteral("en"))));
    }

    void languageCodes_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("known");
        QTest::addColumn<bool>("chinese");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << true << true;
        QTest::newRow("en") << QStringLiteral("en") << true << false;
        QTest::newRow("en_US") << QStringLiteral("en_US") << true << false;
        QTest::newRow("fr") << QStringLiteral("fr") << false << false;
    }

    void languageCodes()
    {
        QFETCH(QString, code);
        QFETCH(bool, known);
        QFETCH(bool, chinese);
        bool ok = !known;
        const QLocale locale = gp::i18n::localeForCode(code, &ok);
        QCOMPARE(ok, known);
        QCOMPARE(gp::i18n::languageFor(locale) == gp::i18n::Language::Chinese, chinese);
        // Every Chinese locale reads Chinese.
        QVERIFY(gp::i18n::languageFor(QLocale(QLocale::Chinese, QLocale::Taiwan))
                == gp::i18n::Language::Chinese);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
