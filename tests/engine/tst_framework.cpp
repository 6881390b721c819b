// The training and serving software a job can name (MODEL.md "Frameworks"): names, the default
// a team running the job most likely uses, the counterpart on another vendor's stack, and the
// layouts and kernels each stack has.

#include "framework.h"

#include <QTest>

using namespace gp;
using namespace Qt::Literals::StringLiterals;

namespace {

Accelerator card(const QString &stack)
{
    Accelerator a;
    a.id = stack == u"CANN" ? u"ascend-910b-64g"_s : u"h100-sxm-80g"_s;
    a.softwareStack = stack;
    return a;
}

} // namespace

class TestFramework final : public QObject {
    Q_OBJECT

private slots:
    void keysRoundTrip();
    void trainingAndServingKeys();
    void defaultForTheJob_data();
    void defaultForTheJob();
    void counterpartOnTheCard_data();
    void counterpartOnTheCard();
    void layoutsEachStackRuns_data();
    void layoutsEachStackRuns();
    void eagerStacksKeepMoreThanFusedOnes();
};

void TestFramework::keysRoundTrip()
{
    QCOMPARE(Frameworks::keys().size(), int(Framework::MindIE) + 1);
    for (const QString &key : Frameworks::keys()) {
        const auto f = Frameworks::fromKey(key);
        QVERIFY2(f, qPrintable(key));
        QCOMPARE(Frameworks::key(*f), key);
    }
    QVERIFY(!Frameworks::fromKey(u"pytorch"));
    QVERIFY(!Frameworks::fromKey(u""));
}

void TestFramework::trainingAndServingKeys()
{
    const QStringList training = Frameworks::trainingKeys();
    const QStringList serving = Frameworks::servingKeys();
    for (const char *k :
         {"megatron", "fsdp", "deepspeed", "torchtune", "hf", "unsloth", "mindspeed", "torch_npu"})
        QVERIFY2(training.contains(QLatin1String(k)), k);
    for (const char *k : {"vllm", "sglang", "tensorrt_llm", "llama_cpp", "hf", "mindie"})
        QVERIFY2(serving.contains(QLatin1String(k)), k);
    // Transformers trains (Trainer + PEFT) and serves (generate); the rest do one or the other.
    QVERIFY(!training.contains(u"vllm"_s));
    QVERIFY(!serving.contains(u"megatron"_s));
}

void TestFramework::defaultForTheJob_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("paramsB");
    QTest::addColumn<double>("tokensB");
    QTest::addColumn<QString>("expected");
    QTest::newRow("LoRA: Transformers + PEFT") << int(Method::LoRA) << 7.0 << 0.2 << u"hf"_s;
    QTest::newRow("QLoRA of 70B: Transformers + PEFT")
        << int(Method::QLoRA) << 70.0 << 1.0 << u"hf"_s;
    QTest::newRow("full 70B: Megatron") << int(Method::Full) << 70.0 << 5.0 << u"megatron"_s;
    QTest::newRow("full 7B on 20B tokens: Megatron")
        << int(Method::Full) << 7.0 << 20.0 << u"megatron"_s;
    QTest::newRow("full 7B fine-tune: DeepSpeed ZeRO")
        << int(Method::Full) << 7.0 << 0.5 << u"deepspeed"_s;
    QTest::newRow("serving: vLLM") << int(Method::Inference) << 13.0 << 0.0 << u"vllm"_s;
}

void TestFramework::defaultForTheJob()
{
    QFETCH(int, method);
    QFETCH(double, paramsB);
    QFETCH(double, tokensB);
    QFETCH(QString, expected);
    Job job;
    job.method = static_cast<Method>(method);
    job.model.paramsB = paramsB;
    job.tokensB = tokensB;
    QCOMPARE(Frameworks::key(Frameworks::defaultFor(job)), expected);
    QCOMPARE(Frameworks::key(Frameworks::chosen(job)), expected);
    // The job's own choice wins over the default.
    job.framework = job.method == Method::Inference ? Framework::LlamaCpp : Framework::Unsloth;
    QCOMPARE(Frameworks::chosen(job), *job.framework);
}

void TestFramework::counterpartOnTheCard_data()
{
    QTest::addColumn<QString>("chosen");
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("used");
    QTest::newRow("Megatron on Ascend: MindSpeed") << u"megatron"_s << u"CANN"_s << u"mindspeed"_s;
    QTest::newRow("Transformers on Ascend: torch_npu") << u"hf"_s << u"CANN"_s << u"torch_npu"_s;
    QTest::newRow("Unsloth on Ascend: torch_npu") << u"unsloth"_s << u"CANN"_s << u"torch_npu"_s;
    QTest::newRow("DeepSpeed runs on both") << u"deepspeed"_s << u"CANN"_s << u"deepspeed"_s;
    QTest::newRow("vLLM on Ascend: MindIE") << u"vllm"_s << u"CANN"_s << u"mindie"_s;
    QTest::newRow("TensorRT-LLM on Ascend: MindIE")
        << u"tensorrt_llm"_s << u"CANN"_s << u"mindie"_s;
    QTest::newRow("MindSpeed on NVIDIA: Megatron") << u"mindspeed"_s << u"CUDA"_s << u"megatron"_s;
    QTest::newRow("torch_npu on NVIDIA: Transformers") << u"torch_npu"_s << u"CUDA"_s << u"hf"_s;
    QTest::newRow("MindIE on NVIDIA: vLLM") << u"mindie"_s << u"CUDA"_s << u"vllm"_s;
    QTest::newRow("Unsloth on NVIDIA: itself") << u"unsloth"_s << u"CUDA"_s << u"unsloth"_s;
}

void TestFramework::counterpartOnTheCard()
{
    QFETCH(QString, chosen);
    QFETCH(QString, stack);
    QFETCH(QString, used);
    const Accelerator acc = card(stack);
    const Framework f = Frameworks::onAccelerator(*Frameworks::fromKey(chosen), acc);
    QCOMPARE(Frameworks::key(f), used);
    QVERIFY(Frameworks::runsOn(f, acc));
}

void TestFramework::layoutsEachStackRuns_data()
{
    QTest::addColumn<QString>("framework");
    QTest::addColumn<int>("maxTp");
    QTest::addColumn<bool>("pipeline");
    QTest::addColumn<QList<int>>("zero");
    QTest::addColumn<bool>("alwaysRecompute");
    QTest::newRow("Megatron: TP, PP, distributed optimizer")
        << u"megatron"_s << 8 << true << QList<int> {0, 1} << false;
    QTest::newRow("FSDP: every layout")
        << u"fsdp"_s << 8 << true << QList<int> {0, 1, 2, 3} << false;
    QTest::newRow("Transformers + PEFT: DDP or ZeRO-3, checkpointing")
        << u"hf"_s << 1 << false << QList<int> {0, 3} << true;
    QTest::newRow("DeepSpeed: ZeRO 0-3")
        << u"deepspeed"_s << 1 << false << QList<int> {0, 1, 2, 3} << true;
    QTest::newRow("torchtune: DDP or FSDP2")
        << u"torchtune"_s << 1 << false << QList<int> {0, 3} << true;
    QTest::newRow("Unsloth: one process per card")
        << u"unsloth"_s << 1 << false << QList<int> {0} << true;
}

void TestFramework::layoutsEachStackRuns()
{
    QFETCH(QString, framework);
    QFETCH(int, maxTp);
    QFETCH(bool, pipeline);
    QFETCH(QList<int>, zero);
    QFETCH(bool, alwaysRecompute);
    const TrainingStack k = Frameworks::training(*Frameworks::fromKey(framework));
    QCOMPARE(k.maxTp, maxTp);
    QCOMPARE(k.pipeline, pipeline);
    for (int stage = 0; stage <= 3; ++stage)
        QCOMPARE(k.offersZero(stage), zero.contains(stage));
    QCOMPARE(k.alwaysRecompute, alwaysRecompute);
}

void TestFramework::eagerStacksKeepMoreThanFusedOnes()
{
    const TrainingStack hf = Frameworks::training(Framework::Hf);
    const TrainingStack fsdp = Frameworks::training(Framework::Fsdp);
    const TrainingStack unsloth = Frameworks::training(Framework::Unsloth);
    // Transformers' loss holds FP32 logits; torchtune and Unsloth never do.
    QVERIFY(hf.logitBytes > fsdp.logitBytes);
    QVERIFY(unsloth.logitBytes < Frameworks::training(Framework::Torchtune).logitBytes);
    QVERIFY(hf.activationFragmentation > fsdp.activationFragmentation);
    QVERIFY(hf.launchSeconds > 0 && fsdp.launchSeconds == 0);
    QVERIFY(!hf.fusedNorm && !hf.fusedLora && unsloth.fusedLora && unsloth.checkpointsOnHost);
    // Ascend's stacks carry CANN's larger context.
    QVERIFY(Frameworks::training(Framework::TorchNpu).contextGb > hf.contextGb);
    QVERIFY(Frameworks::training(Framework::MindSpeed).contextGb
            > Frameworks::training(Framework::Megatron).contextGb);
    // Serving: paged stacks hold what requests use; generate() reserves whole contexts.
    QVERIFY(Frameworks::serving(Framework::Vllm).pagedCache);
    QVERIFY(!Frameworks::serving(Framework::Hf).pagedCache);
    QVERIFY(Frameworks::serving(Framework::Hf).layerOverheadS > 0);
}

QTEST_APPLESS_MAIN(TestFramework)
#include "tst_framework.moc"
