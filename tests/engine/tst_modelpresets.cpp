// Model presets (CALIBRATION.md shapes) and the estimate for custom models. This suite also
// links the whole engine archive with Qt Core and Qt Test only: the engine must not need
// Widgets, Sql or Gui (STYLE.md link guard).

#include "modelpresets.h"
#include "workload.h"

#include <QTest>

using namespace gp;

class TestModelPresets final : public QObject {
    Q_OBJECT

private slots:
    void presets_data();
    void presets();
    void explicitFieldsWin();
    void customEstimate_data();
    void customEstimate();
    void moeUsesActiveParamsForFlops();
};

void TestModelPresets::presets_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("vocab");
    QTest::newRow("Llama-2-7B") << QStringLiteral("llama-2-7b") << 6.74 << 32 << 4096 << 32 << 32
                                << 32000;
    QTest::newRow("Llama-2-70B") << QStringLiteral("llama-2-70b") << 69.0 << 80 << 8192 << 64 << 8
                                 << 32000;
    QTest::newRow("Llama-3.1-405B")
        << QStringLiteral("llama-3.1-405b") << 405.0 << 126 << 16384 << 128 << 8 << 128256;
    QTest::newRow("Qwen2.5-32B") << QStringLiteral("qwen2.5-32b") << 32.5 << 64 << 5120 << 40 << 8
                                 << 152064;
    QTest::newRow("Qwen2.5-72B, case-insensitive id")
        << QStringLiteral("Qwen2.5-72B") << 72.7 << 80 << 8192 << 64 << 8 << 152064;
    QTest::newRow("DeepSeek-V3") << QStringLiteral("deepseek-v3") << 671.0 << 61 << 7168 << 128 << 4
                                 << 129280;
}

void TestModelPresets::presets()
{
    QFETCH(QString, id);
    QFETCH(double, paramsB);
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, vocab);
    const auto p = ModelPresets::preset(id);
    QVERIFY(p);
    QCOMPARE(p->paramsB, paramsB);
    QCOMPARE(*p->layers, layers);
    QCOMPARE(*p->hidden, hidden);
    QCOMPARE(*p->heads, heads);
    QCOMPARE(*p->kvHeads, kvHeads);
    QCOMPARE(*p->vocab, vocab);
    QCOMPARE(ModelPresets::ids().size(), 11);
}

void TestModelPresets::explicitFieldsWin()
{
    ModelSpec s;
    s.preset = QStringLiteral("llama-3.1-8b");
    s.seqLen = 2048;
    const ModelShape shape = ModelPresets::shape(s);
    QCOMPARE(shape.seqLen, 2048);
    QCOMPARE(shape.params, 8.03e9);
    QCOMPARE(shape.kvHeads, 8);
    QVERIFY(!shape.estimated);
}

void TestModelPresets::customEstimate_data()
{
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<int>("minLayers");
    QTest::addColumn<int>("maxLayers");
    QTest::addColumn<int>("minHidden");
    QTest::addColumn<int>("maxHidden");
    // Published models of these sizes: 7B 32 x 4096, 13B 40 x 5120, 70B 80 x 8192.
    QTest::newRow("7B") << 7.0 << 28 << 40 << 3584 << 4608;
    QTest::newRow("13B") << 13.0 << 36 << 48 << 4608 << 5632;
    QTest::newRow("70B") << 70.0 << 60 << 84 << 8192 << 10240;
}

void TestModelPresets::customEstimate()
{
    QFETCH(double, paramsB);
    QFETCH(int, minLayers);
    QFETCH(int, maxLayers);
    QFETCH(int, minHidden);
    QFETCH(int, maxHidden);
    ModelSpec s;
    s.paramsB = paramsB;
    const ModelShape shape = ModelPresets::shape(s);
    QVERIFY(shape.estimated);
    QVERIFY2(shape.layers >= minLayers && shape.layers <= maxLayers,
             qPrintable(QString::number(shape.layers)));
    QVERIFY2(shape.hidden >= minHidden && shape.hidden <= maxHidden,
             qPrintable(QString::number(shape.hidden)));
    QCOMPARE(shape.hidden % 128, 0);
    QCOMPARE(shape.heads % 8, 0); // tensor parallel 8 divides the heads
    // 12 L h^2 stays within 15% of the stated size.
    const double implied = 12.0 * shape.layers * double(shape.hidden) * shape.hidden;
    QVERIFY(std::abs(implied / (paramsB * 1e9) - 1.0) < 0.15);
}

void TestModelPresets::moeUsesActiveParamsForFlops()
{
    Job j;
    j.model.preset = QStringLiteral("deepseek-v3");
    const Workload w = Workload::fromJob(j);
    QCOMPARE(w.trainedParams, 671e9); // memory: every expert is trained
    QCOMPARE(w.shape.activeParams, 37e9); // FLOPs: only the routed experts run
    QCOMPARE(w.forwardFlopsPerToken, 2 * 37e9 + 4.0 * 61 * 7168 * 4096);
}

QTEST_APPLESS_MAIN(TestModelPresets)
#include "tst_modelpresets.moc"
