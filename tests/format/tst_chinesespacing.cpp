// Chinese spacing: text joined from parts loses the spaces Chinese sets nowhere (after and before
// a full-width mark, between two Chinese characters) and keeps those between Chinese and Latin
// letters or digits; HTML markup stays as it is and the text on its two sides are neighbours.

#include "chinesespacing.h"

#include <QLocale>
#include <QTest>

using namespace gp::format;
using namespace Qt::Literals::StringLiterals;

class TestChineseSpacing final : public QObject {
    Q_OBJECT

private slots:
    void textLosesOnlyTheSpacesChineseSetsNowhere_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("sentences joined")
            << u"能完成。 使用 Megatron。"_s << u"能完成。使用 Megatron。"_s;
        QTest::newRow("colon then a list")
            << u"先试跑： 1 卡跑 2 小时"_s << u"先试跑：1 卡跑 2 小时"_s;
        QTest::newRow("semicolon") << u"超出期限； 超出预算"_s << u"超出期限；超出预算"_s;
        QTest::newRow("name before its word")
            << u"签约 H100 80G ×8 裸金属整机 之前"_s << u"签约 H100 80G ×8 裸金属整机之前"_s;
        QTest::newRow("duration before its word")
            << u"一周 168 小时 内完成"_s << u"一周 168 小时内完成"_s;
        QTest::newRow("after a closing parenthesis")
            << u"容器（1-8 卡） 上按小时试跑"_s << u"容器（1-8 卡）上按小时试跑"_s;
        QTest::newRow("before a full-width mark") << u"整机 ，便宜"_s << u"整机，便宜"_s;
        QTest::newRow("Chinese then an opening parenthesis") << u"整机 （IB）"_s << u"整机（IB）"_s;
        QTest::newRow("spaces beside Latin and digits stay")
            << u"约 234 小时，8 张卡，RTX 4090 24G 容器"_s
            << u"约 234 小时，8 张卡，RTX 4090 24G 容器"_s;
        QTest::newRow("English stays")
            << u"It fits. Then: 8 cards (IB) ; done"_s << u"It fits. Then: 8 cards (IB) ; done"_s;
        QTest::newRow("leading and trailing spaces stay") << u" 整机 "_s << u" 整机 "_s;
        QTest::newRow("a run of spaces") << u"完成。   使用"_s << u"完成。使用"_s;
        QTest::newRow("line breaks stay") << u"完成。\n使用"_s << u"完成。\n使用"_s;
    }

    void textLosesOnlyTheSpacesChineseSetsNowhere()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(tidyChineseSpacing(in), out);
    }

    void htmlKeepsItsMarkup_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("a heading's colon") << u"<p><b>如果期限可以放宽：</b> 910B ×8</p>"_s
                                           << u"<p><b>如果期限可以放宽：</b>910B ×8</p>"_s;
        QTest::newRow("attributes keep their spaces")
            << u"<p style='margin-top:0; color:#555'>完成。 使用</p>"_s
            << u"<p style='margin-top:0; color:#555'>完成。使用</p>"_s;
        QTest::newRow("between cells")
            << u"<td>整机</td> <td>之前</td>"_s << u"<td>整机</td><td>之前</td>"_s;
        QTest::newRow("English markup stays") << u"<p class='a b'>It fits. <b>Then</b> go</p>"_s
                                              << u"<p class='a b'>It fits. <b>Then</b> go</p>"_s;
    }

    void htmlKeepsItsMarkup()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(tidyChineseSpacingInHtml(in), out);
    }

    void onlyChineseIsSpacedForItsLocale()
    {
        const QString html = u"<p>完成。 使用</p>"_s;
        QCOMPARE(spacedForLocale(html, QLocale(QLocale::Chinese, QLocale::China)),
                 u"<p>完成。使用</p>"_s);
        QCOMPARE(spacedForLocale(html, QLocale(QLocale::English)), html);
    }
};

QTEST_GUILESS_MAIN(TestChineseSpacing)
#include "tst_chinesespacing.moc"
