// The time model against published runs (MODEL.md "Calibration"): every figure of
// CALIBRATION.md and the other public measurements in Calibration::runs(), each pinned to the
// layout, precision, batch, sequence length and stack that was measured, predicted with the
// shipped catalog's accelerator constants. A row fails beyond 25% off; the table fails when the
// mean error is above 10%.

#include "calibration.h"
#include "shippeddata.h"

#include <QTest>

#include <cmath>

using namespace gp;

namespace {

CatalogData shipped()
{
    QString error;
    const auto data
        = db::ShippedData::read(QStringLiteral(":/db/data/default_catalog.json"), &error);
    if (!data)
        qFatal("shipped catalog: %s", qPrintable(error));
    return data->data();
}

} // namespace

class TestCalibration final : public QObject {
    Q_OBJECT

private slots:
    void publishedRun_data();
    void publishedRun();
    void wholeTable();
    void everyRowHasASource();
};

void TestCalibration::publishedRun_data()
{
    QTest::addColumn<QString>("id");
    for (const CalibrationRun &run : Calibration::runs())
        QTest::newRow(qPrintable(run.id)) << run.id;
}

void TestCalibration::publishedRun()
{
    QFETCH(QString, id);
    const CatalogData catalog = shipped();
    for (const CalibrationRun &run : Calibration::runs()) {
        if (run.id != id)
            continue;
        const CalibrationResult r = Calibration::predict(run, catalog);
        QVERIFY2(r.valid, qPrintable(run.accelerator));
        QVERIFY(std::isfinite(r.predicted) && r.predicted > 0);
        const QString line = QStringLiteral("%1: published %2, predicted %3, error %4%")
                                 .arg(run.label)
                                 .arg(run.published)
                                 .arg(r.predicted)
                                 .arg(100.0 * r.error, 0, 'f', 1);
        qInfo("%s", qPrintable(line));
        QVERIFY2(std::abs(r.error) <= 0.25, qPrintable(line));
        return;
    }
    QFAIL("unknown run");
}

void TestCalibration::wholeTable()
{
    const QList<CalibrationResult> results = Calibration::predictAll(shipped());
    std::printf("\n%s\n", qPrintable(Calibration::table(results)));
    double sum = 0;
    for (const CalibrationResult &r : results)
        sum += std::abs(r.error);
    const double mean = sum / results.size();
    QVERIFY2(mean <= 0.10, qPrintable(QString::number(100.0 * mean, 'f', 1) + u'%'));
}

void TestCalibration::everyRowHasASource()
{
    QSet<QString> ids;
    for (const CalibrationRun &run : Calibration::runs()) {
        QVERIFY2(!run.source.isEmpty() && !run.label.isEmpty(), qPrintable(run.id));
        QVERIFY2(run.published > 0, qPrintable(run.id));
        QVERIFY2(!ids.contains(run.id), qPrintable(run.id));
        ids.insert(run.id);
    }
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
