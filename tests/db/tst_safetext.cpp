// Text from files made safe to show: cut for messages, stripped for terminals, guarded for
// spreadsheets, and checked as UTF-8.
#include "safetext.h"

#include <QTest>

using namespace gp::db::safetext;
using namespace Qt::StringLiterals;

class TestSafeText final : public QObject {
    Q_OBJECT

private slots:
    void spreadsheetCellIsNeverAFormula_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        QTest::newRow("formula") << u"=HYPERLINK(\"http://x\",\"y\")"_s
                                 << u"'=HYPERLINK(\"http://x\",\"y\")"_s;
        QTest::newRow("DDE command") << u"=cmd|' /C calc'!A0"_s << u"'=cmd|' /C calc'!A0"_s;
        QTest::newRow("plus") << u"+1+cmd"_s << u"'+1+cmd"_s;
        QTest::newRow("minus formula") << u"-2+3"_s << u"'-2+3"_s;
        QTest::newRow("at") << u"@SUM(A1)"_s << u"'@SUM(A1)"_s;
        QTest::newRow("tab") << u"\t=1"_s << u"'\t=1"_s;
        QTest::newRow("carriage return") << u"\r=1"_s << u"'\r=1"_s;
        QTest::newRow("apostrophe then formula") << u"'=1"_s << u"''=1"_s;
        QTest::newRow("negative number stays a number") << u"-5"_s << u"-5"_s;
        QTest::newRow("negative decimal stays a number") << u"-0.25"_s << u"-0.25"_s;
        QTest::newRow("plain text") << u"H100 x8"_s << u"H100 x8"_s;
        QTest::newRow("apostrophe text") << u"'quoted'"_s << u"'quoted'"_s;
        QTest::newRow("empty") << QString() << QString();
    }

    void spreadsheetCellIsNeverAFormula()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(spreadsheetCell(text), written);
        QCOMPARE(fromSpreadsheetCell(spreadsheetCell(text)), text); // lossless both ways
    }

    void spreadsheetSafeCsvGuardsEveryCell()
    {
        const QString csv = u"offering,label\r\nx,=1+1\r\ny,\"-3,5\"\r\nz,-7\r\n"_s;
        QCOMPARE(spreadsheetSafeCsv(csv),
                 u"offering,label\r\nx,'=1+1\r\ny,\"'-3,5\"\r\nz,-7\r\n"_s);
        const QString plain = u"a,b\r\n1,-2\r\n"_s;
        QCOMPARE(spreadsheetSafeCsv(plain), plain);
    }

    void withoutControlsStripsTerminalEscapes()
    {
        QCOMPARE(withoutControls(u"H100\x1b]0;owned\x07 x8\x1b[2J"_s), u"H100]0;owned x8[2J"_s);
        QCOMPARE(withoutControls(u"a\tb\nc\u0085d\u007fe"_s), u"a b cde"_s);
        QVERIFY(hasControls(u"x\x1b"_s));
        QVERIFY(!hasControls(u"line\nbreak\ttab 中文"_s));
    }

    void invisibleCharactersAreFound_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("at");
        QTest::newRow("plain id") << u"jygpu-bm-h100-ningxia1"_s << -1;
        QTest::newRow("plain space") << u"H100 x8"_s << -1;
        QTest::newRow("Chinese") << u"裸金属 H100"_s << -1;
        QTest::newRow("U+200B") << u"h100\u200b"_s << 4;
        QTest::newRow("U+202E") << u"\u202eh100"_s << 0;
        QTest::newRow("U+FEFF") << u"a\ufeffb"_s << 1;
        QTest::newRow("U+00AD") << u"ab\u00ad"_s << 2;
        QTest::newRow("U+00A0") << u"a\u00a0b"_s << 1;
        QTest::newRow("U+3000") << u"a\u3000b"_s << 1;
        QTest::newRow("U+2028") << u"a\u2028b"_s << 1;
    }

    void invisibleCharactersAreFound()
    {
        QFETCH(QString, text);
        QFETCH(int, at);
        QCOMPARE(invisibleAt(text), qsizetype(at));
    }

    void bidiControlsAreFoundAndStripped()
    {
        QVERIFY(hasBidiControls(u"\u202e1 \u00a5"_s));
        QVERIFY(hasBidiControls(u"a\u2066b\u2069"_s));
        QVERIFY(!hasBidiControls(u"a\u200bb"_s));
        QVERIFY(!hasBidiControls(u"裸金属"_s));
        QCOMPARE(withoutControls(u"h100\u202e ¥1"_s), u"h100 ¥1"_s);
        QCOMPARE(shortened(u"a\u202eb"_s), u"a\ufffdb"_s);
    }

    void shortenedCutsLongValues()
    {
        QCOMPARE(shortened(u"short"_s), u"short"_s);
        QCOMPARE(shortened(QString(100, u'a'), 10), u"aaaaaaaaaa... (100 characters)"_s);
        QCOMPARE(shortened(u"a\x1b"_s), u"a\ufffd"_s);
    }

    void invalidUtf8IsFound_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qsizetype>("at");
        QTest::newRow("ASCII") << QByteArray("abc") << qsizetype(-1);
        QTest::newRow("Chinese") << QByteArray("\xe4\xb8\xad\xe6\x96\x87") << qsizetype(-1);
        QTest::newRow("emoji") << QByteArray("a\xf0\x9f\x98\x80") << qsizetype(-1);
        QTest::newRow("Latin-1 e acute") << QByteArray("caf\xe9") << qsizetype(3);
        QTest::newRow("cut sequence") << QByteArray("ab\xe4\xb8") << qsizetype(2);
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << qsizetype(0);
        QTest::newRow("surrogate") << QByteArray("x\xed\xa0\x80") << qsizetype(1);
        QTest::newRow("stray continuation") << QByteArray("\x80") << qsizetype(0);
    }

    void invalidUtf8IsFound()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qsizetype, at);
        QCOMPARE(invalidUtf8At(bytes), at);
    }
};

QTEST_GUILESS_MAIN(TestSafeText)
#include "tst_safetext.moc"
