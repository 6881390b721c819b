#include "jobparser.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;

namespace {

QString jobsDir()
{
    return QFINDTESTDATA("../../resources/jobs");
}

QByteArray readJobFile(const QString &name)
{
    QFile f(jobsDir() + u'/' + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/// A valid minimal job with \a extra spliced into the top-level object.
QByteArray job(const char *extra = "")
{
    QByteArray base = R"({"format": "gpuplanner-job/1", "model": {"params_b": 7}, )"
                      R"("method": "lora", "tokens_b": 0.2)";
    if (*extra)
        base += ", " + QByteArray(extra);
    return base + '}';
}

/// A job with every optional field set, to prove the round trip covers them all.
gp::Job fullJob()
{
    gp::Job j;
    j.model.preset = u"qwen2.5-72b"_s;
    j.model.paramsB = 72.7;
    j.model.activeParamsB = 72.7;
    j.model.layers = 80;
    j.model.hidden = 8192;
    j.model.heads = 64;
    j.model.kvHeads = 8;
    j.model.seqLen = 4096;
    j.model.vocab = 152064;
    j.method = gp::Method::QLoRA;
    j.precision = gp::Precision::INT4;
    j.tokensB = 0.35;
    j.loraRank = 64;
    j.physicalIsolation = true;
    j.domesticHardware = true;
    j.customKernels = true;
    j.expansion = gp::Expansion::Within6Months;
    j.deadlineDays = 2.5;
    j.budgetCny = 12345.67;
    j.monthlyHours = 505;
    j.iteration = gp::Iteration::Weekly;
    j.framework = gp::Framework::Unsloth;
    j.offerings = {u"jygpu-bm-h100-ningxia1"_s, u"jygpu-bm-910b-huawei"_s};
    j.gpuCount = 8;
    j.mfu = 0.38;
    j.inference.concurrentRequests = 64;
    j.inference.contextTokens = 8192;
    j.inference.targetTokensPerS = 2500.5;
    j.inference.perRequestTokensPerS = 30;
    j.codeRunsOnCann = true;
    j.engineerDayRateCny = 3500;
    j.valueOfTimeCnyPerDay = 8000;
    j.measured = {{u"rtx-4090-24g"_s, 1, 1800, 21.5}, {u"rtx-4090-24g"_s, 4, 6100.5, {}}};
    j.globalBatchTokens = 4194304;
    gp::LayoutPin pin;
    pin.tp = 2;
    pin.pp = 1;
    pin.dp = 4;
    pin.zero = 3;
    pin.microBatch = 2;
    pin.recompute = gp::Recompute::Selective;
    pin.offload = true;
    j.layout = pin;
    return j;
}

} // namespace

class TestJobParser final : public QObject {
    Q_OBJECT

private slots:
    void sampleJobsParse_data();
    void sampleJobsParse();
    void defaultJobMatchesFile();
    void presetFillsShape();
    void roundTrip_data();
    void roundTrip();
    void acceptsOptionalFields();
    void badInput_data();
    void badInput();
    void errorLineForDocument();
    void repeatedOfferingIdsKeepTheFirst();
    void measuredRunMayNameItsLog();
};

void TestJobParser::sampleJobsParse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("method");
    QTest::addColumn<double>("paramsB");

    QTest::newRow("default 70B full") << u"default.gpuplan"_s << int(gp::Method::Full) << 70.0;
    QTest::newRow("7B LoRA") << u"lora-7b.gpuplan"_s << int(gp::Method::LoRA) << 7.6;
    QTest::newRow("13B inference")
        << u"inference-13b.gpuplan"_s << int(gp::Method::Inference) << 13.0;
    QTest::newRow("32B domestic") << u"domestic-32b.gpuplan"_s << int(gp::Method::Full) << 32.5;
    QTest::newRow("budget 10k") << u"budget-10k.gpuplan"_s << int(gp::Method::LoRA) << 13.0;
    QTest::newRow("weekly 70B") << u"weekly-70b.gpuplan"_s << int(gp::Method::Full) << 70.0;
    QTest::newRow("expansion 70B") << u"expansion-70b.gpuplan"_s << int(gp::Method::Full) << 70.0;
    QTest::newRow("chat 7B, no target")
        << u"chat-7b.gpuplan"_s << int(gp::Method::Inference) << 7.6;
}

void TestJobParser::sampleJobsParse()
{
    QFETCH(QString, file);
    QFETCH(int, method);
    QFETCH(double, paramsB);

    const QByteArray bytes = readJobFile(file);
    QVERIFY2(!bytes.isEmpty(), qPrintable(file));
    const gp::JobParseResult r = gp::parseJob(bytes);
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    QCOMPARE(int(r.job->method), method);
    QCOMPARE(r.job->model.paramsB, paramsB);

    // Every sample survives its own round trip too.
    const gp::JobParseResult again = gp::parseJob(gp::serializeJob(*r.job));
    QVERIFY2(again.ok(), qPrintable(again.errorLine()));
    QVERIFY(*r.job == *again.job);
}

void TestJobParser::defaultJobMatchesFile()
{
    const gp::JobParseResult r = gp::parseJob(readJobFile(u"default.gpuplan"_s));
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    const gp::Job d = gp::defaultJob();
    QVERIFY(*r.job == d);
    QCOMPARE(d.model.paramsB, 70.0);
    QCOMPARE(d.tokensB, 5.0);
    QCOMPARE(d.method, gp::Method::Full);
    QCOMPARE(d.precision, gp::Precision::BF16);
    QCOMPARE(d.deadlineDays, std::optional<double>(21));
    QCOMPARE(d.budgetCny, std::optional<double>(100000));
    QVERIFY(d.offerings.isEmpty());
}

void TestJobParser::presetFillsShape()
{
    const auto r = gp::parseJob(
        R"({"format":"gpuplanner-job/1","model":{"preset":"Llama-3.1-70B","seq_len":4096},)"
        R"("method":"full","tokens_b":1})");
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    QCOMPARE(r.job->model.preset, u"llama-3.1-70b"_s); // canonical spelling
    QCOMPARE(r.job->model.paramsB, 70.6); // from the preset
    QCOMPARE(r.job->model.seqLen, std::optional<int>(4096));
    // The rest of the shape is the engine's to fill (ModelPresets::complete), not written back.
    QVERIFY(!r.job->model.layers.has_value());
    QVERIFY(!gp::serializeJob(*r.job).contains("\"layers\""));

    const auto moe = gp::parseJob(
        R"({"format":"gpuplanner-job/1","model":{"preset":"deepseek-v3"},"method":"inference"})");
    QVERIFY2(moe.ok(), qPrintable(moe.errorLine()));
    QCOMPARE(moe.job->model.paramsB, 671.0);

    const auto kv = gp::parseJob(
        R"({"format":"gpuplanner-job/1","model":{"preset":"llama-3.1-8b","kv_heads":3},)"
        R"("method":"inference"})");
    QCOMPARE(kv.errorLine(), u"model.kv_heads: must divide model.heads (32)"_s);
}

void TestJobParser::roundTrip_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("default job") << 0;
    QTest::newRow("every field set") << 1;
    QTest::newRow("bare inference job") << 2;
}

void TestJobParser::roundTrip()
{
    QFETCH(int, which);
    gp::Job j;
    if (which == 0) {
        j = gp::defaultJob();
    } else if (which == 1) {
        j = fullJob();
    } else {
        j.model.paramsB = 13;
        j.method = gp::Method::Inference;
        j.precision = gp::Precision::FP16;
    }
    const QByteArray bytes = gp::serializeJob(j);
    const gp::JobParseResult r = gp::parseJob(bytes);
    QVERIFY2(r.ok(), qPrintable(r.errorLine() + u'\n' + QString::fromUtf8(bytes)));
    QVERIFY(j == *r.job);
    // Canonical: a second pass writes the same bytes.
    QCOMPARE(gp::serializeJob(*r.job), bytes);
    QVERIFY(bytes.contains("\"format\": \"gpuplanner-job/1\""));
}

void TestJobParser::acceptsOptionalFields()
{
    const auto r = gp::parseJob(job(R"("gpu_count": 4, "mfu": 0.35, "expansion": "now",)"
                                    R"("layout": {"tp": 2, "dp": 2, "pp": 1, "recompute": "full"},)"
                                    R"("measured": [{"accelerator": "rtx-4090-24g", "gpus": 2,)"
                                    R"("tokens_per_s": 3000}], "deadline_days": null)"));
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    QCOMPARE(r.job->gpuCount, std::optional<int>(4));
    QCOMPARE(r.job->expansion, gp::Expansion::Now);
    QVERIFY(r.job->layout.has_value());
    QCOMPARE(r.job->layout->recompute, std::optional<gp::Recompute>(gp::Recompute::Full));
    QVERIFY(!r.job->layout->zero.has_value());
    QCOMPARE(r.job->measured.size(), 1);
    QCOMPARE(r.job->measured[0].tokensPerS, 3000.0);
    QVERIFY(!r.job->deadlineDays.has_value()); // null means "not set"
}

void TestJobParser::badInput_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty bytes") << QByteArray() << u"the job file is empty"_s;
    QTest::newRow("whitespace only") << QByteArray("  \n ") << u"the job file is empty"_s;
    QTest::newRow("truncated JSON")
        << QByteArray(R"({"format": "gpuplanner-job/1", "model": {"params_b": 7)")
        << u"not valid JSON: invalid termination by number at line 1, column 55"_s;
    QTest::newRow("number overflows double")
        << QByteArray(R"({"format": "gpuplanner-job/1", "tokens_b": 1e400})")
        << u"not valid JSON: illegal number at line 1, column 49"_s;
    QTest::newRow("bare NaN literal")
        << QByteArray("{\"format\": \"gpuplanner-job/1\",\n \"mfu\": NaN}")
        << u"not valid JSON: illegal number at line 2, column 9"_s;
    QTest::newRow("truncated after a key")
        << QByteArray("{\"format\": \"gpuplanner-job/1\",\n \"model\": {")
        << u"not valid JSON: unterminated object at line 2, column 12"_s;
    QTest::newRow("not an object") << QByteArray("[1, 2]") << u"a job file must be a JSON object"_s;
    QTest::newRow("missing format")
        << QByteArray(R"({"model": {"params_b": 7}, "method": "lora", "tokens_b": 1})")
        << u"format: is required and must be \"gpuplanner-job/1\""_s;
    QTest::newRow("wrong format tag")
        << QByteArray(R"({"format": "gpuplanner-job/2", "model": {"params_b": 7}})")
        << u"format: must be \"gpuplanner-job/1\""_s;
    QTest::newRow("format not a string")
        << QByteArray(R"({"format": 1})") << u"format: must be \"gpuplanner-job/1\""_s;
    QTest::newRow("unknown top-level key") << job(R"("budget": 100)") << u"budget: unknown key"_s;
    QTest::newRow("unknown key with a newline stays one line")
        << QByteArray("{\"format\": \"gpuplanner-job/1\", \"a\\nb \\\"c\\\"\": 1}")
        << u"\"a\\nb \\\"c\\\"\": unknown key"_s;
    QTest::newRow("unknown long key is shortened")
        << job(R"("xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx": 1)")
        << u"\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...\": unknown key"_s;
    QTest::newRow("unknown nested key")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7,"param_count":7}})")
        << u"model.param_count: unknown key"_s;
    QTest::newRow("unknown key in measured")
        << job(R"("measured": [{"accelerator":"a","gpus":1,"tokens_per_s":1},)"
               R"({"accelerator":"a","gpus":2,"tokens_per_s":2,"tflops":3}])")
        << u"measured[1].tflops: unknown key"_s;
    QTest::newRow("missing model")
        << QByteArray(R"({"format":"gpuplanner-job/1","method":"full","tokens_b":1})")
        << u"model: is required"_s;
    QTest::newRow("model not an object")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":70})")
        << u"model: must be an object"_s;
    QTest::newRow("missing params_b")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"layers":32}})")
        << u"model.params_b: is required (or give model.preset)"_s;
    QTest::newRow("unknown preset")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"preset":"gpt-5"}})")
        << u"model.preset: unknown preset; known presets: llama-2-7b, llama-2-13b, llama-2-70b, "
           u"llama-3.1-8b, llama-3.1-70b, llama-3.1-405b, qwen2.5-7b, qwen2.5-14b, qwen2.5-32b, "
           u"qwen2.5-72b, deepseek-v3"_s;
    QTest::newRow("params_b zero")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":0}})")
        << u"model.params_b: must be >= 0.001"_s;
    QTest::newRow("params_b negative")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":-7}})")
        << u"model.params_b: must be >= 0.001"_s;
    QTest::newRow("params_b absurd")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7e9}})")
        << u"model.params_b: must be <= 100000 (allowed: 0.001 to 100000)"_s;
    QTest::newRow("params_b string NaN")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":"NaN"}})")
        << u"model.params_b: must be a number"_s;
    QTest::newRow("params_b string Infinity")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":"Infinity"}})")
        << u"model.params_b: must be a number"_s;
    QTest::newRow("params_b as string number")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":"70"}})")
        << u"model.params_b: must be a number"_s;
    QTest::newRow("layers non-integer")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7,"layers":32.5}})")
        << u"model.layers: must be a whole number"_s;
    QTest::newRow("layers zero") << QByteArray(
        R"({"format":"gpuplanner-job/1","model":{"params_b":7,"layers":0}})")
                                 << u"model.layers: must be >= 1"_s;
    QTest::newRow("kv_heads does not divide heads")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7,"heads":32,)"
                      R"("kv_heads":5}})")
        << u"model.kv_heads: must divide model.heads (32)"_s;
    QTest::newRow("active above total")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7,)"
                      R"("active_params_b":8}})")
        << u"model.active_params_b: must be <= model.params_b (7)"_s;
    QTest::newRow("missing method")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7}})")
        << u"method: is required (one of: full, lora, qlora, inference)"_s;
    QTest::newRow("bad method enum")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7},"method":"sft"})")
        << u"method: must be one of: full, lora, qlora, inference"_s;
    QTest::newRow("bad precision enum") << job(R"("precision": "FP16")")
                                        << u"precision: must be one of: fp32, bf16, fp16, fp8, "
                                           u"int8, int4"_s;
    QTest::newRow("bad expansion enum") << job(R"("expansion": "soon")")
                                        << u"expansion: must be one of: none, within_6_months, "
                                           u"now"_s;
    QTest::newRow("bad iteration enum")
        << job(R"("iteration": 7)") << u"iteration: must be one of: one_off, weekly"_s;
    QTest::newRow("unknown framework")
        << job(R"("framework": "pytorch")")
        << u"framework: must be one of: megatron, fsdp, deepspeed, torchtune, hf, unsloth, "
           u"mindspeed, torch_npu, vllm, sglang, tensorrt_llm, llama_cpp, mindie"_s;
    QTest::newRow("serving software for training")
        << job(R"("framework": "vllm")")
        << u"framework: vllm serves models; to train one use one of: megatron, fsdp, deepspeed, "
           u"torchtune, hf, unsloth, mindspeed, torch_npu"_s;
    QTest::newRow("training software for serving")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7},)"
                      R"("method":"inference","framework":"megatron"})")
        << u"framework: megatron trains models; to serve one use one of: hf, torch_npu, vllm, "
           u"sglang, tensorrt_llm, llama_cpp, mindie"_s;
    QTest::newRow("trial memory of zero")
        << job(R"("measured": [{"accelerator": "rtx-4090-24g", "gpus": 1, "tokens_per_s": 2000,)"
               R"( "peak_memory_gb": 0}])")
        << u"measured[0].peak_memory_gb: must be >= 0.01"_s;
    QTest::newRow("trial memory not a number")
        << job(R"("measured": [{"accelerator": "rtx-4090-24g", "gpus": 1, "tokens_per_s": 2000,)"
               R"( "peak_memory_gb": "21 GB"}])")
        << u"measured[0].peak_memory_gb: must be a number"_s;
    QTest::newRow("bad recompute enum") << job(R"("layout": {"recompute": "some"})")
                                        << u"layout.recompute: must be one of: none, selective, "
                                           u"full"_s;
    QTest::newRow("training without tokens")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7},"method":"full"})")
        << u"tokens_b: is required for training (billions of training tokens)"_s;
    QTest::newRow("tokens_b absurd")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7},"method":"full",)"
                      R"("tokens_b":2e8})")
        << u"tokens_b: must be <= 100000000 (allowed: 1e-06 to 100000000)"_s;
    QTest::newRow("deadline zero")
        << job(R"("deadline_days": 0)") << u"deadline_days: must be >= 0.001"_s;
    QTest::newRow("deadline absurd") << job(R"("deadline_days": 4000)")
                                     << u"deadline_days: must be <= 3650 (allowed: 0.001 to "
                                        u"3650)"_s;
    QTest::newRow("budget negative")
        << job(R"("budget_cny": -100)") << u"budget_cny: must be >= 0.01"_s;
    QTest::newRow("budget wrong type")
        << job(R"("budget_cny": "¥100,000")") << u"budget_cny: must be a number"_s;
    QTest::newRow("monthly hours above a month") << job(R"("monthly_hours": 800)")
                                                 << u"monthly_hours: must be <= 744 (allowed: "
                                                    u"0.01 to 744)"_s;
    QTest::newRow("gpu_count non-integer")
        << job(R"("gpu_count": 1.5)") << u"gpu_count: must be a whole number"_s;
    QTest::newRow("gpu_count absurd") << job(R"("gpu_count": 200000)")
                                      << u"gpu_count: must be <= 100000 (allowed: 1 to 100000)"_s;
    QTest::newRow("mfu above one")
        << job(R"("mfu": 1.2)") << u"mfu: must be <= 1 (allowed: 0.01 to 1)"_s;
    // Tiny figures would plan absurd hours (an MFU of 10^-6) or divide into infinity (5e-324).
    QTest::newRow("mfu below one percent")
        << job(R"("mfu": 0.000001)") << u"mfu: must be >= 0.01"_s;
    QTest::newRow("params_b denormal")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":5e-324}})")
        << u"model.params_b: must be >= 0.001"_s;
    QTest::newRow("tokens_b denormal")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":7},"method":"full",)"
                      R"("tokens_b":5e-324})")
        << u"tokens_b: must be >= 1e-06"_s;
    QTest::newRow("per-request rate zero")
        << job(R"("inference": {"tokens_per_s_per_request": 0})")
        << u"inference.tokens_per_s_per_request: must be >= 0.001"_s;
    QTest::newRow("value of time negative") << job(R"("value_of_time_cny_per_day": -1)")
                                            << u"value_of_time_cny_per_day: must be >= 0"_s;
    QTest::newRow("code_runs_on_cann not bool")
        << job(R"("code_runs_on_cann": 1)") << u"code_runs_on_cann: must be true or false"_s;
    QTest::newRow("lora_rank zero") << job(R"("lora_rank": 0)") << u"lora_rank: must be >= 1"_s;
    QTest::newRow("custom_kernels not bool")
        << job(R"("custom_kernels": "yes")") << u"custom_kernels: must be true or false"_s;
    QTest::newRow("compliance unknown key")
        << job(R"("compliance": {"gdpr": true})") << u"compliance.gdpr: unknown key"_s;
    QTest::newRow("compliance flag wrong type")
        << job(R"("compliance": {"domestic_hardware": 1})")
        << u"compliance.domestic_hardware: must be true or false"_s;
    QTest::newRow("offerings not a list")
        << job(R"("offerings": "jygpu-bm-h100-ningxia1")") << u"offerings: must be a list"_s;
    QTest::newRow("offering id empty") << job(R"("offerings": ["a", ""])")
                                       << u"offerings[1]: must be an offering id (a non-empty "
                                          u"string)"_s;
    QTest::newRow("measured entry not object") << job(R"("measured": [3])")
                                               << u"measured[0]: must be an object {accelerator, "
                                                  u"gpus, tokens_per_s, peak_memory_gb} or "
                                                  u"{accelerator, gpus, log}"_s;
    QTest::newRow("measured gpus zero")
        << job(R"("measured": [{"accelerator":"a","gpus":0,"tokens_per_s":10}])")
        << u"measured[0].gpus: must be >= 1"_s;
    QTest::newRow("measured missing tokens") << job(R"("measured": [{"accelerator":"a","gpus":1}])")
                                             << u"measured[0].tokens_per_s: is required (or "
                                                u"log: the trial run's log file)"_s;
    QTest::newRow("measured log and tokens")
        << job(R"("measured": [{"accelerator":"a","gpus":1,"tokens_per_s":10,"log":"x.log"}])")
        << u"measured[0].log: give tokens_per_s or log, not both (the log gives the speed)"_s;
    QTest::newRow("measured log blank")
        << job(R"("measured": [{"accelerator":"a","gpus":1,"log":" "}])")
        << u"measured[0].log: must not be empty"_s;
    QTest::newRow("measured log not text")
        << job(R"("measured": [{"accelerator":"a","gpus":1,"log":3}])")
        << u"measured[0].log: must be a string"_s;
    QTest::newRow("inference unknown key")
        << job(R"("inference": {"qps": 3})") << u"inference.qps: unknown key"_s;
    QTest::newRow("inference concurrency zero") << job(R"("inference": {"concurrent_requests": 0})")
                                                << u"inference.concurrent_requests: must be >= 1"_s;
    QTest::newRow("layout zero stage 4")
        << job(R"("layout": {"zero": 4})") << u"layout.zero: must be <= 3 (allowed: 0 to 3)"_s;
    QTest::newRow("layout offload not bool")
        << job(R"("layout": {"offload": "cpu"})") << u"layout.offload: must be true or false"_s;
    QTest::newRow("layout against gpu_count")
        << job(R"("gpu_count": 8, "layout": {"tp": 2, "pp": 2, "dp": 4})")
        << u"layout: tp x pp x dp x cp = 16 does not match gpu_count 8"_s;
    QTest::newRow("layout not object") << job(R"("layout": [1])") << u"layout: must be an object"_s;
    // Every other message the parser can give (SPEC: every error path is tested).
    QTest::newRow("preset not a string")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"preset":7}})")
        << u"model.preset: must be a string"_s;
    QTest::newRow("preset blank") << QByteArray(
        R"({"format":"gpuplanner-job/1","model":{"preset":"  "}})")
                                  << u"model.preset: must not be empty"_s;
    QTest::newRow("heads not a multiple of the preset's kv_heads")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"preset":"llama-3.1-70b",)"
                      R"("heads":60}})")
        << u"model.heads: must be a multiple of model.kv_heads (8)"_s;
    QTest::newRow("measured accelerator blank")
        << job(R"("measured": [{"accelerator":" ","gpus":1,"tokens_per_s":10}])")
        << u"measured[0].accelerator: must not be empty"_s;
    QTest::newRow("measured missing accelerator")
        << job(R"("measured": [{"gpus":1,"tokens_per_s":10}])")
        << u"measured[0].accelerator: is required"_s;
    QTest::newRow("measured missing gpus")
        << job(R"("measured": [{"accelerator":"a","tokens_per_s":10}])")
        << u"measured[0].gpus: is required"_s;
    // Absurd sizes end in a message naming the limit (issue 8): 10^15 parameters, 10^20 tokens.
    QTest::newRow("10^15 parameters")
        << QByteArray(R"({"format":"gpuplanner-job/1","model":{"params_b":1e6}})")
        << u"model.params_b: must be <= 100000 (allowed: 0.001 to 100000)"_s;
    QTest::newRow("10^20 tokens") << QByteArray(
        R"({"format":"gpuplanner-job/1","model":{"params_b":7},"method":"full",)"
        R"("tokens_b":1e11})") << u"tokens_b: must be <= 100000000 (allowed: 1e-06 to 100000000)"_s;
}

void TestJobParser::badInput()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);

    const gp::JobParseResult r = gp::parseJob(json);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorLine(), expected);
}

void TestJobParser::errorLineForDocument()
{
    const auto r = gp::parseJob(job(R"("gpu_count": -1)"));
    QCOMPARE(r.field, u"gpu_count"_s);
    QCOMPARE(r.message, u"must be >= 1"_s);
    QVERIFY(!r.errorLine().contains(u'\n'));

    const auto ok = gp::parseJob(job());
    QVERIFY(ok.ok());
    QVERIFY(ok.errorLine().isEmpty());
}

void TestJobParser::repeatedOfferingIdsKeepTheFirst()
{
    // A long list, in order, each id named twice: read once each, in the order first named.
    QStringList ids;
    for (int i = 0; i < 5000; ++i)
        ids << u"o%1"_s.arg(i);
    QStringList named = ids;
    for (int i = ids.size() - 1; i >= 0; --i)
        named << ids.at(i);
    const QString list = u"\""_s + named.join(u"\", \""_s) + u"\""_s;
    const gp::JobParseResult r
        = gp::parseJob(job(QStringLiteral("\"offerings\": [%1]").arg(list).toUtf8().constData()));
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    QCOMPARE(r.job->offerings, ids);
}

QTEST_APPLESS_MAIN(TestJobParser)
void TestJobParser::measuredRunMayNameItsLog()
{
    const auto r = gp::parseJob(job(R"("measured": [{"accelerator": "rtx-4090-24g", "gpus": 2,)"
                                    R"("log": "runs/2cards/trainer_state.json"}])"));
    QVERIFY2(r.ok(), qPrintable(r.errorLine()));
    QCOMPARE(r.job->measured.size(), 1);
    const gp::Measurement &m = r.job->measured.constFirst();
    QCOMPARE(m.log, u"runs/2cards/trainer_state.json"_s);
    QCOMPARE(m.tokensPerS, 0.0); // unread until the job's logs are read
    QVERIFY(!m.fromLog);
    // Written back as the log, not as figures: the log is read again next time.
    gp::Job read = *r.job;
    read.measured[0].tokensPerS = 2500;
    read.measured[0].peakMemoryGb = 21.0;
    read.measured[0].fromLog = gp::TrialLogFacts {};
    read.measured[0].fromLog->memoryFromLog = true;
    const QByteArray bytes = gp::serializeJob(read);
    QVERIFY(bytes.contains("\"log\": \"runs/2cards/trainer_state.json\""));
    QVERIFY(!bytes.contains("tokens_per_s"));
    QVERIFY(!bytes.contains("peak_memory_gb"));
    const auto again = gp::parseJob(bytes);
    QVERIFY2(again.ok(), qPrintable(again.errorLine()));
    QCOMPARE(again.job->measured, r.job->measured);
}

#include "tst_jobparser.moc"
