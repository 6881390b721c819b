// RFC 4180 reading and writing: quotes, commas and line breaks in fields, Chinese text, a UTF-8
// byte order mark and CRLF line ends.
#include "csv.h"

#include <QTest>

using gp::db::Csv;
using namespace Qt::StringLiterals;

using Table = QList<QStringList>;

class TestCsv final : public QObject {
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Table>("expected");
        QTest::addColumn<QList<int>>("lines");

        QTest::newRow("plain LF") << QByteArray("a,b\n1,2\n")
                                  << Table {{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}}
                                  << QList<int> {1, 2};
        QTest::newRow("CRLF and no final line end")
            << QByteArray("a,b\r\n1,2") << Table {{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}}
            << QList<int> {1, 2};
        QTest::newRow("byte order mark")
            << QByteArray("\xEF\xBB\xBFid,x\r\n1,2\r\n")
            << Table {{u"id"_s, u"x"_s}, {u"1"_s, u"2"_s}} << QList<int> {1, 2};
        QTest::newRow("comma inside quotes")
            << QByteArray("a,b\n\"1,5\",2\n") << Table {{u"a"_s, u"b"_s}, {u"1,5"_s, u"2"_s}}
            << QList<int> {1, 2};
        QTest::newRow("doubled quote") << QByteArray("a\n\"say \"\"hi\"\"\"\n")
                                       << Table {{u"a"_s}, {u"say \"hi\""_s}} << QList<int> {1, 2};
        QTest::newRow("line break inside quotes, next record on line 4")
            << QByteArray("a,b\r\n\"x\r\ny\",2\r\n3,4\r\n")
            << Table {{u"a"_s, u"b"_s}, {u"x\r\ny"_s, u"2"_s}, {u"3"_s, u"4"_s}}
            << QList<int> {1, 2, 4};
        QTest::newRow("Chinese text")
            << QString::fromUtf8("名称,地区\n裸金属,宁夏一区\n").toUtf8()
            << Table {{u"名称"_s, u"地区"_s}, {u"裸金属"_s, u"宁夏一区"_s}} << QList<int> {1, 2};
        QTest::newRow("empty fields")
            << QByteArray("a,b,c\n,,\n") << Table {{u"a"_s, u"b"_s, u"c"_s}, {u""_s, u""_s, u""_s}}
            << QList<int> {1, 2};
        QTest::newRow("blank lines skipped")
            << QByteArray("a\n\n1\n\n") << Table {{u"a"_s}, {u"1"_s}} << QList<int> {1, 3};
    }

    void reads()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(Table, expected);
        QFETCH(QList<int>, lines);
        const Csv::ReadResult r = Csv::read(bytes);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(r.records.at(i).fields, expected.at(i));
            QCOMPARE(r.records.at(i).line, lines.at(i));
        }
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::newRow("unclosed quote") << QByteArray("a\n\"open\n") << 2;
        QTest::newRow("quote inside an unquoted field") << QByteArray("a\nx\"y\n") << 2;
        QTest::newRow("text after closing quote") << QByteArray("a\n1\n\"x\"y\n") << 3;
    }

    void rejects()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        const Csv::ReadResult r = Csv::read(bytes);
        QVERIFY(!r.error.isEmpty());
        QCOMPARE(r.errorLine, line);
    }

    void writesAndReadsBack_data()
    {
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("plain") << QStringList {u"a"_s, u"b"_s};
        QTest::newRow("comma, quote, newline")
            << QStringList {u"1,5"_s, u"say \"hi\""_s, u"two\nlines"_s, u"crlf\r\nkept"_s};
        QTest::newRow("spaces kept") << QStringList {u" lead"_s, u"trail "_s, u""_s};
        QTest::newRow("Chinese") << QStringList {u"华为 昇腾910B，8卡"_s, u"x"_s};
    }

    void writesAndReadsBack()
    {
        QFETCH(QStringList, fields);
        const QString text = Csv::line(QStringList {u"h"_s}) + Csv::line(fields);
        QVERIFY(text.endsWith(QStringLiteral("\r\n")));
        const Csv::ReadResult r = Csv::read(text.toUtf8());
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), 2);
        QCOMPARE(r.records.at(1).fields, fields);
    }

    void quotesOnlyWhenNeeded()
    {
        QCOMPARE(Csv::quote(QStringLiteral("abc")), QStringLiteral("abc"));
        QCOMPARE(Csv::quote(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
        QCOMPARE(Csv::quote(QStringLiteral("a\"b")), QStringLiteral("\"a\"\"b\""));
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
