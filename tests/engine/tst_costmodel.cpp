// Cost model: the seeds' hourly = monthly / 720 figures, pro-rated and billed cost.

#include "costmodel.h"
#include "testcatalog.h"

#include <QTest>

using namespace gp;
using namespace gp::test;

class TestCostModel final : public QObject {
    Q_OBJECT

private slots:
    void seedHourlyAndJobCost_data();
    void seedHourlyAndJobCost();
    void billedCost_data();
    void billedCost();
    void currentPriceIsNewest();
    void weeklyRunsBilledForTheMonth_data();
    void weeklyRunsBilledForTheMonth();
};

void TestCostModel::seedHourlyAndJobCost_data()
{
    QTest::addColumn<QString>("offering");
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("hourlyYuan");
    QTest::addColumn<qint64>("jobYuan");
    // Seed 003 table: hourly = monthly after discount / 720.
    QTest::newRow("H100 x8 Ningxia, 168 h: ¥120.7/h, ¥20,272")
        << kH100Ningxia << 168.0 << 120.7 << qint64(20272);
    QTest::newRow("910B x8 Huawei zone, 420 h: ¥29.4/h, ¥12,367")
        << k910bHuawei << 420.0 << 29.4 << qint64(12367);
    QTest::newRow("4090 x8, 720 h: ¥11/h, ¥7,920") << k4090Machine << 720.0 << 11.0 << qint64(7920);
}

void TestCostModel::seedHourlyAndJobCost()
{
    QFETCH(QString, offering);
    QFETCH(double, hours);
    QFETCH(double, hourlyYuan);
    QFETCH(qint64, jobYuan);
    const CatalogData cat = seedCatalog();
    const Offering *o = cat.offering(offering);
    QVERIFY(o);
    const double hourlyFen = CostModel::hourlyFen(*o, 8, 1);
    QCOMPARE(qRound(hourlyFen / 10.0), qRound(hourlyYuan * 10));
    const Fen cost = CostModel::prorated(*o, 8, 1, hours);
    QCOMPARE(qRound64(yuanFromFen(cost)), jobYuan);
}

void TestCostModel::billedCost_data()
{
    QTest::addColumn<QString>("offering");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("billedYuan");
    QTest::addColumn<double>("idleYuan");
    QTest::addColumn<QString>("unit");

    // 168 h on a monthly machine: a whole month is paid, 552 h of it idle.
    QTest::newRow("H100 168 h: one month") << kH100Ningxia << 8 << 1 << 168.0 << 86880.0
                                           << 86880.0 - 20272.0 << QStringLiteral("month");
    QTest::newRow("910B 721 h: two months")
        << k910bHuawei << 8 << 1 << 721.0 << 42400.0 << 42400.0 - 721 * 21200.0 / 720
        << QStringLiteral("month");
    QTest::newRow("two H100 machines 100 h")
        << kH100Jilin << 16 << 2 << 100.0 << 174400.0 << 174400.0 - 100 * 174400.0 / 720
        << QStringLiteral("month");
    // Containers bill started hours per card at the pay-as-you-go rate: 10.2 h on 4 cards at
    // ¥1.96 = 11 x 4 x 1.96.
    QTest::newRow("4090 container 4 cards 10.2 h")
        << k4090Container << 4 << 1 << 10.2 << 86.24 << 86.24 - 10.2 * 4 * 1.96
        << QStringLiteral("hour");
    // Seed 003: above 1,130.40 / 1.96 = 576.7 h, the container paid by the month (¥1.57 a
    // card-hour) costs less than the pay-as-you-go hours.
    QTest::newRow("4090 container 1 card 600 h: paid by the month")
        << k4090Container << 1 << 1 << 600.0 << 1130.40 << 1130.40 - 600 * 1.57
        << QStringLiteral("month");
    QTest::newRow("4090 container 1 card 570 h: by the hour")
        << k4090Container << 1 << 1 << 570.0 << 570 * 1.96 << 0.0 << QStringLiteral("hour");
    QTest::newRow("910B container 1 card 3 h")
        << k910bContainer << 1 << 1 << 3.0 << 10.74 << 0.0 << QStringLiteral("hour");
}

void TestCostModel::billedCost()
{
    QFETCH(QString, offering);
    QFETCH(int, gpus);
    QFETCH(int, nodes);
    QFETCH(double, hours);
    QFETCH(double, billedYuan);
    QFETCH(double, idleYuan);
    QFETCH(QString, unit);
    const CatalogData cat = seedCatalog();
    const BilledCost b = CostModel::billed(*cat.offering(offering), gpus, nodes, hours);
    QCOMPARE(b.billedFen, fenFromYuan(billedYuan));
    QCOMPARE(b.idleFen, fenFromYuan(idleYuan));
    QCOMPARE(b.unit, unit);
}

void TestCostModel::currentPriceIsNewest()
{
    // H100 Ningxia: July ¥84,480, 2026-09-04 ¥86,880 (+2.84%); plan with the newest.
    const CatalogData cat = seedCatalog();
    const Offering *o = cat.offering(kH100Ningxia);
    QCOMPARE(o->currentPrice()->priceFen, fenFromYuan(86880));
    // A day price makes the remainder after whole months bill in days.
    Offering withDays = *o;
    withDays.prices.append(price(kSep04, BillingUnit::Day, PriceScope::PerNode, 3500));
    const BilledCost b = CostModel::billed(withDays, 8, 1, 720 + 30);
    QCOMPARE(b.billedFen, fenFromYuan(86880 + 2 * 3500));
    QCOMPARE(b.periods, 1);
    QCOMPARE(b.extraDays, 2);
    const BilledCost shortJob = CostModel::billed(withDays, 8, 1, 100);
    QCOMPARE(shortJob.billedFen, fenFromYuan(5 * 3500));
    QCOMPARE(shortJob.unit, QStringLiteral("day"));
}

void TestCostModel::weeklyRunsBilledForTheMonth_data()
{
    QTest::addColumn<QString>("offering");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("hoursPerRun");
    QTest::addColumn<double>("billedYuan");
    QTest::addColumn<QString>("unit");

    const double runs = CostModel::kHoursPerMonth / CostModel::kHoursPerWeek;
    // A machine rented by the month is paid once, however many runs the month holds.
    QTest::newRow("H100 x8, 161 h a run")
        << kH100Ningxia << 8 << 161.0 << 86880.0 << QStringLiteral("month");
    // Short runs on a container: each run's started hours, 720 / 168 runs a month.
    QTest::newRow("4090 container 1 card, 10 h a run")
        << k4090Container << 1 << 10.0 << runs * 10 * 1.96 << QStringLiteral("hour");
    // Long runs: the container paid by the month is cheaper than 4.3 x 150 h by the hour.
    QTest::newRow("4090 container 1 card, 150 h a run")
        << k4090Container << 1 << 150.0 << 1130.40 << QStringLiteral("month");
}

void TestCostModel::weeklyRunsBilledForTheMonth()
{
    QFETCH(QString, offering);
    QFETCH(int, gpus);
    QFETCH(double, hoursPerRun);
    QFETCH(double, billedYuan);
    QFETCH(QString, unit);
    const CatalogData cat = seedCatalog();
    const BilledCost b
        = CostModel::billedRecurring(*cat.offering(offering), gpus, 1, hoursPerRun,
                                     CostModel::kHoursPerMonth / CostModel::kHoursPerWeek);
    QCOMPARE(b.billedFen, fenFromYuan(billedYuan));
    QCOMPARE(b.unit, unit);
}

QTEST_APPLESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
