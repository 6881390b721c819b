// The time and memory models against published runs (MODEL.md "Calibration"): every figure of
// CALIBRATION.md and the other public measurements in Calibration::runs(), each pinned to the
// layout, precision, batch, sequence length and software that was measured, predicted with the
// shipped catalog's accelerator constants. A row fails beyond 15% off (the one row whose
// published count of attention FLOPs is unstated, beyond 25%); the table fails when the mean
// error is above 8%; every training and serving stack a job can name has rows, but MindIE, for
// which no published figure was found (MODEL.md).

#include "calibration.h"
#include "framework.h"
#include "shippeddata.h"
#include "workload.h"

#include <QSet>
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
    void everyFrameworkHasRows_data();
    void everyFrameworkHasRows();
    void chosenLayoutsAreChecked();
    void ceilingIsTheBestPublishedRunOfThatSize();
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
        // Llama 3's 128K-context row: at 128K, attention is 57% of the FLOPs and the paper does not
        // say whether it counts causal attention whole or half (MODEL.md).
        const double bar = run.id == u"llama3-405b-128k-context" ? 0.25 : 0.15;
        QVERIFY2(std::abs(r.error) <= bar, qPrintable(line));
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
    QVERIFY2(mean <= 0.08, qPrintable(QString::number(100.0 * mean, 'f', 1) + u'%'));
}

void TestCalibration::everyFrameworkHasRows_data()
{
    QTest::addColumn<QString>("framework");
    for (const QString &key : Frameworks::keys()) {
        if (key != u"mindie")
            QTest::newRow(qPrintable(key)) << key;
    }
}

void TestCalibration::everyFrameworkHasRows()
{
    QFETCH(QString, framework);
    const Framework f = *Frameworks::fromKey(framework);
    int rows = 0, memoryRows = 0;
    for (const CalibrationRun &run : Calibration::runs()) {
        if (run.framework != f)
            continue;
        ++rows;
        if (run.metric == CalibrationRun::Metric::PeakMemoryGb)
            ++memoryRows;
    }
    QVERIFY2(rows > 0, qPrintable(framework));
    // The Transformers stacks (the planner's default for LoRA) have their memory checked too.
    if (f == Framework::Hf || f == Framework::Unsloth || f == Framework::Torchtune
        || f == Framework::DeepSpeed || f == Framework::TorchNpu)
        QVERIFY2(memoryRows > 0, qPrintable(framework));
}

void TestCalibration::chosenLayoutsAreChecked()
{
    // The planner's own layout choice is checked against published runs, not only pinned ones.
    int chosen = 0;
    for (const CalibrationResult &r : Calibration::predictAll(shipped())) {
        if (!r.run.chosenLayout)
            continue;
        ++chosen;
        QVERIFY2(std::abs(r.error) <= 0.15, qPrintable(r.run.label));
    }
    QVERIFY(chosen >= 3);
}

void TestCalibration::ceilingIsTheBestPublishedRunOfThatSize()
{
    const CatalogData catalog = shipped();
    const QList<AchievedRun> runs = Calibration::achievedRuns();
    Job job;
    job.model.preset = QStringLiteral("llama-3.1-70b");
    job.method = Method::Full;
    job.tokensB = 1;
    job.framework = Framework::Megatron;
    const Workload w = Workload::fromJob(job);
    const Accelerator *h100 = catalog.accelerator(QStringLiteral("h100-sxm-80g"));
    QVERIFY(h100);
    const auto ceiling = Calibration::ceiling(runs, w, *h100, catalog);
    QVERIFY(ceiling);
    // Every 16-bit full-training run on an H100 class card of a size within 4x of 70B stays at
    // or below the ceiling, and the ceiling is one of them.
    bool found = false;
    for (const AchievedRun &r : runs) {
        if (r.accelerator != h100->id || r.fp8 || r.adapters || r.paramsB * 4 < 70.6
            || r.paramsB > 70.6 * 4)
            continue;
        QVERIFY(r.modelTflopsPerGpu <= ceiling->modelTflopsPerGpu + 1e-9);
        found = found || r.label == ceiling->label;
    }
    QVERIFY(found);
    QVERIFY(ceiling->mfu > 0.2 && ceiling->mfu < 0.6);
    // No published run like a 70B one on an RTX 4090: no ceiling to hold it to.
    const Accelerator *rtx = catalog.accelerator(QStringLiteral("rtx-4090-24g"));
    QVERIFY(rtx);
    QVERIFY(!Calibration::ceiling(runs, w, *rtx, catalog));
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
