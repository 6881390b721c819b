#include "moneyformat.h"

#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using namespace gp::format;

class TestMoneyFormat final : public QObject {
    Q_OBJECT

private slots:
    void money_data();
    void money();
    void wan_data();
    void wan();
    void managers_data();
    void managers();
    void units_data();
    void units();
};

namespace {
const QLocale en(QLocale::English, QLocale::UnitedStates);
const QLocale zh(QLocale::Chinese, QLocale::China);
} // namespace

void TestMoneyFormat::money_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<qint64>("fen");
    QTest::addColumn<bool>("precise");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en H100 x8 month") << en << qint64(8688000) << false << u"¥86,880"_s;
    QTest::newRow("zh H100 x8 month") << zh << qint64(8688000) << false << u"¥86,880"_s;
    QTest::newRow("en H100 x8 hour precise") << en << qint64(12067) << true << u"¥120.67"_s;
    QTest::newRow("zh H100 x8 hour precise") << zh << qint64(12067) << true << u"¥120.67"_s;
    QTest::newRow("en 168 h job") << en << qint64(2027200) << false << u"¥20,272"_s;
    QTest::newRow("en 910B 420 h job") << en << qint64(1236720) << false << u"¥12,367"_s;
    QTest::newRow("en rounds half up") << en << qint64(12050) << false << u"¥121"_s;
    QTest::newRow("en rounds down") << en << qint64(12049) << false << u"¥120"_s;
    QTest::newRow("en one fen precise") << en << qint64(1) << true << u"¥0.01"_s;
    QTest::newRow("en 4090 card-hour") << en << qint64(196) << true << u"¥1.96"_s;
    QTest::newRow("en zero") << en << qint64(0) << false << u"¥0"_s;
    QTest::newRow("en negative") << en << qint64(-790000) << false << u"-¥7,900"_s;
    QTest::newRow("en million precise") << en << qint64(123456789) << true << u"¥1,234,567.89"_s;
    QTest::newRow("zh B300 month") << zh << qint64(37840000) << false << u"¥378,400"_s;
}

void TestMoneyFormat::money()
{
    QFETCH(QLocale, locale);
    QFETCH(qint64, fen);
    QFETCH(bool, precise);
    QFETCH(QString, expected);
    QCOMPARE(formatMoney(fen, locale, precise ? MoneyStyle::Precise : MoneyStyle::Whole), expected);
}

void TestMoneyFormat::wan_data()
{
    QTest::addColumn<qint64>("fen");
    QTest::addColumn<QString>("expected");
    QTest::newRow("H100 x8 month") << qint64(8688000) << u"¥8.69万"_s;
    QTest::newRow("910B x8 month") << qint64(2120000) << u"¥2.12万"_s;
    QTest::newRow("exactly ten thousand") << qint64(1000000) << u"¥1万"_s;
    QTest::newRow("one decimal kept") << qint64(1200000) << u"¥1.2万"_s;
    QTest::newRow("B300 month") << qint64(37840000) << u"¥37.84万"_s;
    QTest::newRow("hundred million") << qint64(12000000000) << u"¥1.2亿"_s;
    QTest::newRow("negative") << qint64(-790000) << u"-¥0.79万"_s;
}

void TestMoneyFormat::wan()
{
    QFETCH(qint64, fen);
    QFETCH(QString, expected);
    QCOMPARE(formatMoneyWan(fen, zh), expected);
}

void TestMoneyFormat::managers_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<qint64>("fen");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zh large") << zh << qint64(8688000) << u"¥86,880 (¥8.69万)"_s;
    QTest::newRow("en large") << en << qint64(8688000) << u"¥86,880"_s;
    QTest::newRow("zh small stays plain") << zh << qint64(792000) << u"¥7,920"_s;
    QTest::newRow("zh at ten thousand") << zh << qint64(1000000) << u"¥10,000 (¥1万)"_s;
}

void TestMoneyFormat::managers()
{
    QFETCH(QLocale, locale);
    QFETCH(qint64, fen);
    QFETCH(QString, expected);
    QCOMPARE(formatMoneyForManagers(fen, locale), expected);
}

void TestMoneyFormat::units_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");

    QTest::newRow("en hours") << en << u"h"_s << 168.0 << u"168 h"_s;
    QTest::newRow("zh hours") << zh << u"h"_s << 168.0 << u"168 小时"_s;
    QTest::newRow("en hours grouped") << en << u"h"_s << 1344.4 << u"1,344 h"_s;
    QTest::newRow("en short hours") << en << u"h"_s << 2.45 << u"2.5 h"_s;
    QTest::newRow("en days") << en << u"d"_s << 7.0 << u"7 days"_s;
    QTest::newRow("en one day") << en << u"d"_s << 1.0 << u"1 day"_s;
    QTest::newRow("en days with a fraction") << en << u"d"_s << 9.75 << u"9.8 days"_s;
    QTest::newRow("zh whole days") << zh << u"d"_s << 21.0 << u"21 天"_s;
    QTest::newRow("zh days") << zh << u"d"_s << 17.5 << u"17.5 天"_s;
    QTest::newRow("en duration minutes") << en << u"dur"_s << 0.45 << u"27 min"_s;
    QTest::newRow("zh duration minutes") << zh << u"dur"_s << 0.45 << u"27 分钟"_s;
    QTest::newRow("en duration tiny") << en << u"dur"_s << 0.0004 << u"1 min"_s;
    QTest::newRow("en duration hours") << en << u"dur"_s << 3.0 << u"3.0 h"_s;
    QTest::newRow("en GB") << en << u"gb"_s << 1120.0 << u"1,120 GB"_s;
    QTest::newRow("zh GB small") << zh << u"gb"_s << 7.54 << u"7.5 GB"_s;
    QTest::newRow("en TFLOPS") << en << u"tf"_s << 989.0 << u"989 TFLOPS"_s;
    QTest::newRow("en percent") << en << u"pct"_s << 0.4 << u"40%"_s;
    QTest::newRow("zh percent") << zh << u"pct"_s << 0.284 << u"28%"_s;
    QTest::newRow("en number large") << en << u"n"_s << 8267.4 << u"8,267"_s;
    QTest::newRow("en number small") << en << u"n"_s << 1.960 << u"1.96"_s;
    // A band's ends at the precision of its hours: "35 h (31–48)", not "(30.75–47.88)".
    QTest::newRow("hours figure whole") << en << u"hfig"_s << 30.75 << u"31"_s;
    QTest::newRow("hours figure grouped") << en << u"hfig"_s << 1344.4 << u"1,344"_s;
    QTest::newRow("hours figure short") << zh << u"hfig"_s << 2.45 << u"2.5"_s;
}

void TestMoneyFormat::units()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, kind);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QString actual;
    if (kind == u"h")
        actual = formatHours(value, locale);
    else if (kind == u"hfig")
        actual = formatHoursFigure(value, locale);
    else if (kind == u"dur")
        actual = formatDuration(value, locale);
    else if (kind == u"d")
        actual = formatDays(value, locale);
    else if (kind == u"gb")
        actual = formatGb(value, locale);
    else if (kind == u"tf")
        actual = formatTflops(value, locale);
    else if (kind == u"pct")
        actual = formatPercent(value, locale);
    else
        actual = formatNumber(value, locale);
    QCOMPARE(actual, expected);
}

QTEST_APPLESS_MAIN(TestMoneyFormat)
#include "tst_moneyformat.moc"
