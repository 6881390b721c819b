// Break-even of monthly bare metal against hourly containers (seed 003, criterion 2).

#include "breakeven.h"
#include "testcatalog.h"

#include <QTest>

using namespace gp;
using namespace gp::test;

class TestBreakEven final : public QObject {
    Q_OBJECT

private slots:
    void hoursPerMonth_data();
    void hoursPerMonth();
    void fromCatalog();
    void filteredOut();
};

void TestBreakEven::hoursPerMonth_data()
{
    QTest::addColumn<double>("monthlyYuan");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("hourlyYuan");
    QTest::addColumn<int>("hours");
    // ¥7,920 / 8 = ¥990 per card-month.
    QTest::newRow("4090 at list ¥1.96/h: 505 h") << 7920.0 << 8 << 1.96 << 505;
    QTest::newRow("4090 at charged ¥1.57/h: 630 h") << 7920.0 << 8 << 1.57 << 630;
    // ¥21,200 / 8 = ¥2,650 per card-month.
    QTest::newRow("910B at ¥3.58/h: 740 h") << 21200.0 << 8 << 3.58 << 740;
}

void TestBreakEven::hoursPerMonth()
{
    QFETCH(double, monthlyYuan);
    QFETCH(int, gpus);
    QFETCH(double, hourlyYuan);
    QFETCH(int, hours);
    QCOMPARE(int(BreakEvenCalculator::hoursPerMonth(fenFromYuan(monthlyYuan), gpus,
                                                    fenFromYuan(hourlyYuan))),
             hours);
}

void TestBreakEven::fromCatalog()
{
    const QList<BreakEven> rows = BreakEvenCalculator::compute(seedCatalog());
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(0).acceleratorId, QStringLiteral("rtx-4090-24g"));
    QCOMPARE(rows.at(0).containerHourlyFen, fenFromYuan(1.96));
    QCOMPARE(int(rows.at(0).hoursPerMonth), 505);
    QCOMPARE(rows.at(1).containerHourlyFen, fenFromYuan(1.57));
    QCOMPARE(int(rows.at(1).hoursPerMonth), 630);
    QCOMPARE(rows.at(1).bareMetalOfferingId, k4090Machine);
    QCOMPARE(rows.at(1).containerOfferingId, k4090Container);
    QCOMPARE(rows.at(1).bareMetalMonthlyFen, fenFromYuan(7920));
    // The 910B side takes the cheaper machine per card: Huawei zone ¥21,200.
    QCOMPARE(rows.at(2).bareMetalOfferingId, k910bHuawei);
}

void TestBreakEven::filteredOut()
{
    const QList<BreakEven> rows
        = BreakEvenCalculator::compute(seedCatalog(), {kH100Ningxia, k4090Machine});
    QVERIFY(rows.isEmpty()); // no container among the candidates
}

QTEST_APPLESS_MAIN(TestBreakEven)
#include "tst_breakeven.moc"
