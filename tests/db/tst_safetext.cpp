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
