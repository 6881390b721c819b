#include "jobparser.h"

#include "framework.h"
#include "modelpresets.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <cmath>
#include <initializer_list>

using namespace Qt::Literals::StringLiterals;

namespace gp {
/// Translation context of these messages ("gp::JobParser" in the .ts files).
class JobParser {
    Q_DECLARE_TR_FUNCTIONS(gp::JobParser)
};
} // namespace gp

namespace gp {

namespace {

/// An allowed numeric range. The lower bound is exclusive where zero makes no sense (a model of
/// 0 parameters) and inclusive for counts that start at 1.
struct Limit {
    double min = 0;
    bool minExclusive = true;
    double max = 0;
};

// Allowed ranges, in one place. The upper bounds reject typos and unit mix-ups (a parameter count
// typed in units instead of billions, a budget in fen), not ambitious plans: each sits one to two
// orders of magnitude above the largest real job of its kind.
namespace limits {
// Lower bounds stop where a figure stops meaning a job (and before a denormal such as 5e-324
// turns hours into infinity): a million parameters, a thousand tokens, 1% MFU.
constexpr Limit paramsB {0.001, false, 100000}; // 10^14 parameters; the largest models ~2*10^12
constexpr Limit layers {1, false, 1000}; // Llama 3.1 405B has 126
constexpr Limit hidden {1, false, 1000000}; // 405B: 16384
constexpr Limit heads {1, false, 10000}; // 405B: 128
constexpr Limit seqLen {1, false, 10000000}; // 10M tokens of context
constexpr Limit vocab {1, false, 10000000}; // Qwen2.5: 152064
constexpr Limit tokensB {0.000001, false, 100000000}; // 10^17 tokens; Llama 3 used 1.5*10^13
constexpr Limit loraRank {1, false, 65536};
constexpr Limit deadlineDays {0.001, false, 3650}; // ten years; from 90 seconds
constexpr Limit budgetCny {0.01, false, 100000000000}; // ¥100 billion; from one fen
constexpr Limit monthlyHours {0.01, false, 744}; // a 31-day month
constexpr Limit gpuCount {1, false, 100000};
constexpr Limit mfu {0.01, false, 1}; // a fraction of the dense peak; published runs 0.2-0.6
constexpr Limit concurrentRequests {1, false, 10000000};
constexpr Limit contextTokens {1, false, 10000000};
constexpr Limit targetTokensPerS {0.001, false, 1000000000};
constexpr Limit perRequestTokensPerS {0.001, false, 1000000}; // one stream
constexpr Limit valueOfTime {0, false, 1000000000}; // ¥ per day saved
constexpr Limit engineerDayRate {0, false, 10000000}; // ¥ per person-day
constexpr Limit measuredGpus {1, false, 100000};
constexpr Limit measuredTokensPerS {0.001, false, 10000000000};
constexpr Limit measuredMemoryGb {0.01, false, 100000}; // per card; the largest cards hold 288 GB
constexpr Limit globalBatchTokens {1, false, 10000000000}; // Llama 3 405B: 16M tokens per step
constexpr Limit parallelDegree {1, false, 100000};
constexpr Limit zeroStage {0, false, 3};
constexpr Limit microBatch {1, false, 65536};
constexpr Limit interleave {1, false, 1000}; // at most one layer per virtual stage
} // namespace limits

QString numberText(double v)
{
    return QString::number(v, 'g', 15);
}

/// A key as the error line shows it: plain names as they are; anything else (a typo with
/// spaces, a control character, a huge key) quoted, escaped and shortened, so the message stays
/// one readable line.
QString keyText(const QString &key)
{
    static const QRegularExpression plain(
        QRegularExpression::anchoredPattern(u"[A-Za-z0-9_]{1,40}"_s));
    if (plain.match(key).hasMatch())
        return key;
    QString out = u"\""_s;
    const QString shown = key.size() > 40 ? key.left(40) : key;
    for (const QChar c : shown) {
        if (c == u'"' || c == u'\\')
            out += u'\\' + QString(c);
        else if (c == u'\n')
            out += u"\\n"_s;
        else if (c.unicode() < 0x20 || c.unicode() == 0x7F || c.isSurrogate())
            out += u"\\u"_s + QString::number(c.unicode(), 16).rightJustified(4, u'0');
        else
            out += c;
    }
    if (key.size() > 40)
        out += u"..."_s;
    return out + u'"';
}

QString joinPath(const QString &prefix, const QString &key)
{
    return prefix.isEmpty() ? keyText(key) : prefix + u'.' + keyText(key);
}

QString indexPath(const QString &prefix, qsizetype index)
{
    return prefix + u'[' + QString::number(index) + u']';
}

/// Reads a JSON tree into a Job, keeping only the first error (the one the user fixes first).
class Reader {
public:
    [[nodiscard]] bool failed() const { return m_failed; }
    [[nodiscard]] const QString &field() const { return m_field; }
    [[nodiscard]] const QString &message() const { return m_message; }

    void fail(const QString &field, const QString &message)
    {
        if (m_failed)
            return;
        m_failed = true;
        m_field = field;
        m_message = message;
    }

    /// Rejects any key of \a object not in \a allowed, naming it by its full path.
    bool onlyKeys(const QJsonObject &object, const QString &prefix,
                  std::initializer_list<QStringView> allowed)
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool known = false;
            for (const QStringView k : allowed)
                known = known || it.key() == k;
            if (!known) {
                fail(joinPath(prefix, it.key()), JobParser::tr("unknown key"));
                return false;
            }
        }
        return true;
    }

    /// A number within \a limit, or nullopt (absent, null, or an error recorded).
    std::optional<double> number(const QJsonObject &object, const QString &prefix,
                                 const QString &key, const Limit &limit)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        const QString path = joinPath(prefix, key);
        return checkNumber(v, path, limit);
    }

    std::optional<double> checkNumber(const QJsonValue &v, const QString &path, const Limit &limit)
    {
        if (!v.isDouble()) {
            fail(path, JobParser::tr("must be a number"));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d)) {
            fail(path, JobParser::tr("must be a finite number"));
            return std::nullopt;
        }
        if (!inRange(d, path, limit))
            return std::nullopt;
        return d;
    }

    std::optional<int> integer(const QJsonObject &object, const QString &prefix, const QString &key,
                               const Limit &limit)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        const QString path = joinPath(prefix, key);
        if (!v.isDouble()) {
            fail(path, JobParser::tr("must be a whole number"));
            return std::nullopt;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || d != std::floor(d)) {
            fail(path, JobParser::tr("must be a whole number"));
            return std::nullopt;
        }
        if (!inRange(d, path, limit))
            return std::nullopt;
        return static_cast<int>(d);
    }

    std::optional<bool> boolean(const QJsonObject &object, const QString &prefix,
                                const QString &key)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isBool()) {
            fail(joinPath(prefix, key), JobParser::tr("must be true or false"));
            return std::nullopt;
        }
        return v.toBool();
    }

    std::optional<QString> string(const QJsonObject &object, const QString &prefix,
                                  const QString &key)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isString()) {
            fail(joinPath(prefix, key), JobParser::tr("must be a string"));
            return std::nullopt;
        }
        if (v.toString().trimmed().isEmpty()) {
            fail(joinPath(prefix, key), JobParser::tr("must not be empty"));
            return std::nullopt;
        }
        return v.toString();
    }

    /// One of \a names; returns its index.
    std::optional<int> choice(const QJsonObject &object, const QString &prefix, const QString &key,
                              const QStringList &names)
    {
        const QJsonValue v = object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        const QString path = joinPath(prefix, key);
        const auto idx = v.isString() ? names.indexOf(v.toString()) : -1;
        if (idx < 0) {
            fail(path, JobParser::tr("must be one of: %1").arg(names.join(u", "_s)));
            return std::nullopt;
        }
        return static_cast<int>(idx);
    }

    std::optional<QJsonObject> object(const QJsonObject &parent, const QString &prefix,
                                      const QString &key)
    {
        const QJsonValue v = parent.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isObject()) {
            fail(joinPath(prefix, key), JobParser::tr("must be an object"));
            return std::nullopt;
        }
        return v.toObject();
    }

    std::optional<QJsonArray> array(const QJsonObject &parent, const QString &prefix,
                                    const QString &key)
    {
        const QJsonValue v = parent.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isArray()) {
            fail(joinPath(prefix, key), JobParser::tr("must be a list"));
            return std::nullopt;
        }
        return v.toArray();
    }

private:
    bool inRange(double d, const QString &path, const Limit &limit)
    {
        const bool low = limit.minExclusive ? d <= limit.min : d < limit.min;
        if (low) {
            fail(path,
                 limit.minExclusive ? JobParser::tr("must be > %1").arg(numberText(limit.min))
                                    : JobParser::tr("must be >= %1").arg(numberText(limit.min)));
            return false;
        }
        if (d > limit.max) {
            const QString range = limit.minExclusive
                ? JobParser::tr("more than %1 and at most %2")
                      .arg(numberText(limit.min), numberText(limit.max))
                : JobParser::tr("%1 to %2").arg(numberText(limit.min), numberText(limit.max));
            fail(path,
                 JobParser::tr("must be <= %1 (allowed: %2)").arg(numberText(limit.max), range));
            return false;
        }
        return true;
    }

    bool m_failed = false;
    QString m_field;
    QString m_message;
};

const QStringList &methodNames()
{
    static const QStringList names {u"full"_s, u"lora"_s, u"qlora"_s, u"inference"_s};
    return names;
}

const QStringList &precisionNames()
{
    static const QStringList names {u"fp32"_s, u"bf16"_s, u"fp16"_s,
                                    u"fp8"_s,  u"int8"_s, u"int4"_s};
    return names;
}

const QStringList &expansionNames()
{
    static const QStringList names {u"none"_s, u"within_6_months"_s, u"now"_s};
    return names;
}

const QStringList &iterationNames()
{
    static const QStringList names {u"one_off"_s, u"weekly"_s};
    return names;
}

const QStringList &recomputeNames()
{
    static const QStringList names {u"none"_s, u"selective"_s, u"full"_s};
    return names;
}

void readModel(Reader &r, const QJsonObject &m, Job &job)
{
    const QString p = u"model"_s;
    if (!r.onlyKeys(m, p,
                    {u"preset", u"params_b", u"active_params_b", u"layers", u"hidden", u"heads",
                     u"kv_heads", u"seq_len", u"vocab"}))
        return;

    ModelSpec &spec = job.model;
    std::optional<ModelSpec> preset;
    if (const auto name = r.string(m, p, u"preset"_s)) {
        preset = ModelPresets::preset(*name);
        if (!preset) {
            r.fail(joinPath(p, u"preset"_s),
                   JobParser::tr("unknown preset; known presets: %1")
                       .arg(ModelPresets::ids().join(u", "_s)));
            return;
        }
        spec.preset = preset->preset; // canonical spelling
    }

    const auto params = r.number(m, p, u"params_b"_s, limits::paramsB);
    if (r.failed())
        return;
    if (params)
        spec.paramsB = *params;
    else if (preset)
        spec.paramsB = preset->paramsB; // so every reader of a Job sees its size
    else {
        r.fail(joinPath(p, u"params_b"_s), JobParser::tr("is required (or give model.preset)"));
        return;
    }

    spec.activeParamsB = r.number(m, p, u"active_params_b"_s, limits::paramsB);
    spec.layers = r.integer(m, p, u"layers"_s, limits::layers);
    spec.hidden = r.integer(m, p, u"hidden"_s, limits::hidden);
    spec.heads = r.integer(m, p, u"heads"_s, limits::heads);
    spec.kvHeads = r.integer(m, p, u"kv_heads"_s, limits::heads);
    spec.seqLen = r.integer(m, p, u"seq_len"_s, limits::seqLen);
    spec.vocab = r.integer(m, p, u"vocab"_s, limits::vocab);
    if (r.failed())
        return;

    if (spec.activeParamsB && *spec.activeParamsB > spec.paramsB) {
        r.fail(joinPath(p, u"active_params_b"_s),
               JobParser::tr("must be <= model.params_b (%1)").arg(numberText(spec.paramsB)));
        return;
    }
    // Grouped-query attention shares each KV head among a whole number of query heads. Checked
    // against the preset's heads too, when the file overrides only one of the two.
    if (spec.kvHeads || spec.heads) {
        const int heads = spec.heads.value_or(preset && preset->heads ? *preset->heads : 0);
        const int kv = spec.kvHeads.value_or(preset && preset->kvHeads ? *preset->kvHeads : 0);
        if (heads > 0 && kv > 0 && (kv > heads || heads % kv != 0)) {
            r.fail(joinPath(p, spec.kvHeads ? u"kv_heads"_s : u"heads"_s),
                   spec.kvHeads
                       ? JobParser::tr("must divide model.heads (%1)").arg(heads)
                       : JobParser::tr("must be a multiple of model.kv_heads (%1)").arg(kv));
            return;
        }
    }
}

void readInference(Reader &r, const QJsonObject &o, Job &job)
{
    const QString p = u"inference"_s;
    if (!r.onlyKeys(o, p,
                    {u"concurrent_requests", u"context_tokens", u"target_tokens_per_s",
                     u"tokens_per_s_per_request"}))
        return;
    if (const auto v = r.integer(o, p, u"concurrent_requests"_s, limits::concurrentRequests))
        job.inference.concurrentRequests = *v;
    if (const auto v = r.integer(o, p, u"context_tokens"_s, limits::contextTokens))
        job.inference.contextTokens = *v;
    if (const auto v = r.number(o, p, u"target_tokens_per_s"_s, limits::targetTokensPerS))
        job.inference.targetTokensPerS = *v;
    if (const auto v = r.number(o, p, u"tokens_per_s_per_request"_s, limits::perRequestTokensPerS))
        job.inference.perRequestTokensPerS = *v;
}

void readLayout(Reader &r, const QJsonObject &o, Job &job)
{
    const QString p = u"layout"_s;
    if (!r.onlyKeys(o, p,
                    {u"tp", u"pp", u"dp", u"zero", u"micro_batch", u"recompute", u"offload",
                     u"interleave", u"cp"}))
        return;
    LayoutPin pin;
    pin.tp = r.integer(o, p, u"tp"_s, limits::parallelDegree);
    pin.pp = r.integer(o, p, u"pp"_s, limits::parallelDegree);
    pin.dp = r.integer(o, p, u"dp"_s, limits::parallelDegree);
    pin.zero = r.integer(o, p, u"zero"_s, limits::zeroStage);
    pin.microBatch = r.integer(o, p, u"micro_batch"_s, limits::microBatch);
    if (const auto v = r.choice(o, p, u"recompute"_s, recomputeNames()))
        pin.recompute = static_cast<Recompute>(*v);
    pin.offload = r.boolean(o, p, u"offload"_s);
    pin.interleave = r.integer(o, p, u"interleave"_s, limits::interleave);
    pin.cp = r.integer(o, p, u"cp"_s, limits::parallelDegree);
    if (r.failed())
        return;
    if (pin.tp && pin.pp && pin.dp && job.gpuCount) {
        const qint64 product = qint64(*pin.tp) * *pin.pp * *pin.dp * pin.cp.value_or(1);
        if (product != *job.gpuCount) {
            r.fail(p,
                   JobParser::tr("tp x pp x dp x cp = %1 does not match gpu_count %2")
                       .arg(product)
                       .arg(*job.gpuCount));
            return;
        }
    }
    job.layout = pin;
}

/// The software the job runs with: a training stack for training, a serving stack for serving.
void readFramework(Reader &r, const QJsonObject &root, Job &job)
{
    const auto v = r.choice(root, {}, u"framework"_s, Frameworks::keys());
    if (!v)
        return;
    const auto f = static_cast<Framework>(*v);
    const bool serving = job.method == Method::Inference;
    if (serving && !Frameworks::serves(f)) {
        r.fail(u"framework"_s,
               JobParser::tr("%1 trains models; to serve one use one of: %2")
                   .arg(Frameworks::key(f), Frameworks::servingKeys().join(u", "_s)));
        return;
    }
    if (!serving && !Frameworks::trains(f)) {
        r.fail(u"framework"_s,
               JobParser::tr("%1 serves models; to train one use one of: %2")
                   .arg(Frameworks::key(f), Frameworks::trainingKeys().join(u", "_s)));
        return;
    }
    job.framework = f;
}

void readMeasured(Reader &r, const QJsonArray &list, Job &job)
{
    for (qsizetype i = 0; i < list.size() && !r.failed(); ++i) {
        const QString p = indexPath(u"measured"_s, i);
        if (!list.at(i).isObject()) {
            r.fail(p,
                   JobParser::tr("must be an object {accelerator, gpus, tokens_per_s, "
                                 "peak_memory_gb} or {accelerator, gpus, log}"));
            return;
        }
        const QJsonObject o = list.at(i).toObject();
        if (!r.onlyKeys(o, p,
                        {u"accelerator", u"gpus", u"tokens_per_s", u"peak_memory_gb", u"log"}))
            return;
        Measurement m;
        const auto acc = r.string(o, p, u"accelerator"_s);
        const auto gpus = r.integer(o, p, u"gpus"_s, limits::measuredGpus);
        const auto tps = r.number(o, p, u"tokens_per_s"_s, limits::measuredTokensPerS);
        const auto log = r.string(o, p, u"log"_s);
        m.peakMemoryGb = r.number(o, p, u"peak_memory_gb"_s, limits::measuredMemoryGb);
        if (r.failed())
            return;
        if (!acc) {
            r.fail(joinPath(p, u"accelerator"_s), JobParser::tr("is required"));
            return;
        }
        if (!gpus) {
            r.fail(joinPath(p, u"gpus"_s), JobParser::tr("is required"));
            return;
        }
        // A run's speed comes from one place: the figure typed in, or the log it printed.
        if (tps && log) {
            r.fail(joinPath(p, u"log"_s),
                   JobParser::tr("give tokens_per_s or log, not both (the log gives the speed)"));
            return;
        }
        if (!tps && !log) {
            r.fail(joinPath(p, u"tokens_per_s"_s),
                   JobParser::tr("is required (or log: the trial run's log file)"));
            return;
        }
        m.accelerator = *acc;
        m.gpus = *gpus;
        m.tokensPerS = tps.value_or(0);
        m.log = log.value_or(QString());
        job.measured.append(m);
    }
}

void readOfferings(Reader &r, const QJsonArray &list, Job &job)
{
    // Duplicates are dropped, the first kept: a hash, since a job may name 100,000 ids.
    QSet<QString> seen;
    seen.reserve(list.size());
    job.offerings.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonValue v = list.at(i);
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            r.fail(indexPath(u"offerings"_s, i),
                   JobParser::tr("must be an offering id (a non-empty string)"));
            return;
        }
        const QString id = v.toString();
        if (!seen.contains(id)) {
            seen.insert(id);
            job.offerings.append(id);
        }
    }
}

void readJob(Reader &r, const QJsonObject &root, Job &job)
{
    const QJsonValue tag = root.value(u"format"_s);
    const QString expected = QString::fromLatin1(kJobFormatTag);
    if (tag.isUndefined()) {
        r.fail(u"format"_s, JobParser::tr("is required and must be \"%1\"").arg(expected));
        return;
    }
    if (!tag.isString() || tag.toString() != expected) {
        r.fail(u"format"_s, JobParser::tr("must be \"%1\"").arg(expected));
        return;
    }
    if (!r.onlyKeys(root, {},
                    {u"format",
                     u"model",
                     u"method",
                     u"precision",
                     u"tokens_b",
                     u"lora_rank",
                     u"compliance",
                     u"custom_kernels",
                     u"code_runs_on_cann",
                     u"engineer_day_rate_cny",
                     u"value_of_time_cny_per_day",
                     u"expansion",
                     u"deadline_days",
                     u"budget_cny",
                     u"monthly_hours",
                     u"iteration",
                     u"framework",
                     u"offerings",
                     u"gpu_count",
                     u"mfu",
                     u"inference",
                     u"measured",
                     u"global_batch_tokens",
                     u"layout"}))
        return;

    const auto model = r.object(root, {}, u"model"_s);
    if (r.failed())
        return;
    if (!model) {
        r.fail(u"model"_s, JobParser::tr("is required"));
        return;
    }
    readModel(r, *model, job);
    if (r.failed())
        return;

    const auto method = r.choice(root, {}, u"method"_s, methodNames());
    if (r.failed())
        return;
    if (!method) {
        r.fail(u"method"_s,
               JobParser::tr("is required (one of: %1)").arg(methodNames().join(u", "_s)));
        return;
    }
    job.method = static_cast<Method>(*method);

    if (const auto v = r.choice(root, {}, u"precision"_s, precisionNames()))
        job.precision = static_cast<Precision>(*v);

    const auto tokens = r.number(root, {}, u"tokens_b"_s, limits::tokensB);
    if (r.failed())
        return;
    if (tokens)
        job.tokensB = *tokens;
    else if (job.method != Method::Inference) {
        r.fail(u"tokens_b"_s,
               JobParser::tr("is required for training (billions of training tokens)"));
        return;
    }

    if (const auto v = r.integer(root, {}, u"lora_rank"_s, limits::loraRank))
        job.loraRank = *v;

    if (const auto c = r.object(root, {}, u"compliance"_s)) {
        const QString p = u"compliance"_s;
        if (r.onlyKeys(*c, p, {u"physical_isolation", u"domestic_hardware"})) {
            job.physicalIsolation = r.boolean(*c, p, u"physical_isolation"_s).value_or(false);
            job.domesticHardware = r.boolean(*c, p, u"domestic_hardware"_s).value_or(false);
        }
    }
    if (const auto v = r.boolean(root, {}, u"custom_kernels"_s))
        job.customKernels = *v;
    if (const auto v = r.boolean(root, {}, u"code_runs_on_cann"_s))
        job.codeRunsOnCann = *v;
    if (const auto v = r.number(root, {}, u"engineer_day_rate_cny"_s, limits::engineerDayRate))
        job.engineerDayRateCny = *v;
    job.valueOfTimeCnyPerDay
        = r.number(root, {}, u"value_of_time_cny_per_day"_s, limits::valueOfTime);
    if (const auto v = r.choice(root, {}, u"expansion"_s, expansionNames()))
        job.expansion = static_cast<Expansion>(*v);
    job.deadlineDays = r.number(root, {}, u"deadline_days"_s, limits::deadlineDays);
    job.budgetCny = r.number(root, {}, u"budget_cny"_s, limits::budgetCny);
    if (const auto v = r.number(root, {}, u"monthly_hours"_s, limits::monthlyHours))
        job.monthlyHours = *v;
    if (const auto v = r.choice(root, {}, u"iteration"_s, iterationNames()))
        job.iteration = static_cast<Iteration>(*v);
    if (r.failed())
        return;
    readFramework(r, root, job);
    if (r.failed())
        return;

    if (const auto list = r.array(root, {}, u"offerings"_s))
        readOfferings(r, *list, job);
    job.gpuCount = r.integer(root, {}, u"gpu_count"_s, limits::gpuCount);
    job.mfu = r.number(root, {}, u"mfu"_s, limits::mfu);
    if (r.failed())
        return;

    if (const auto o = r.object(root, {}, u"inference"_s))
        readInference(r, *o, job);
    if (const auto list = r.array(root, {}, u"measured"_s))
        readMeasured(r, *list, job);
    job.globalBatchTokens = r.number(root, {}, u"global_batch_tokens"_s, limits::globalBatchTokens);
    if (r.failed())
        return;
    if (const auto o = r.object(root, {}, u"layout"_s))
        readLayout(r, *o, job);
}

/// 1-based line and column of a byte offset, for JSON syntax errors.
QString position(const QByteArray &json, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < json.size(); ++i) {
        if (json.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return JobParser::tr("line %1, column %2").arg(line).arg(column);
}

template<typename E>
QString enumName(const QStringList &names, E value)
{
    return names.value(static_cast<int>(value));
}

} // namespace

QString JobParseResult::errorLine() const
{
    if (job)
        return {};
    return field.isEmpty() ? message : field + u": "_s + message;
}

JobParseResult parseJob(const QByteArray &json)
{
    JobParseResult result;
    if (json.trimmed().isEmpty()) {
        result.message = JobParser::tr("the job file is empty");
        return result;
    }
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        result.message = JobParser::tr("not valid JSON: %1 at %2")
                             .arg(error.errorString(), position(json, error.offset));
        return result;
    }
    if (!doc.isObject()) {
        result.message = JobParser::tr("a job file must be a JSON object");
        return result;
    }

    Reader reader;
    Job job;
    readJob(reader, doc.object(), job);
    if (reader.failed()) {
        result.field = reader.field();
        result.message = reader.message();
        return result;
    }
    result.job = job;
    return result;
}

QByteArray serializeJob(const Job &job)
{
    QJsonObject root;
    root.insert(u"format"_s, QString::fromLatin1(kJobFormatTag));

    QJsonObject model;
    if (!job.model.preset.isEmpty())
        model.insert(u"preset"_s, job.model.preset);
    model.insert(u"params_b"_s, job.model.paramsB);
    auto putInt = [](QJsonObject &o, const QString &key, const std::optional<int> &v) {
        if (v)
            o.insert(key, *v);
    };
    auto putDouble = [](QJsonObject &o, const QString &key, const std::optional<double> &v) {
        if (v)
            o.insert(key, *v);
    };
    putDouble(model, u"active_params_b"_s, job.model.activeParamsB);
    putInt(model, u"layers"_s, job.model.layers);
    putInt(model, u"hidden"_s, job.model.hidden);
    putInt(model, u"heads"_s, job.model.heads);
    putInt(model, u"kv_heads"_s, job.model.kvHeads);
    putInt(model, u"seq_len"_s, job.model.seqLen);
    putInt(model, u"vocab"_s, job.model.vocab);
    root.insert(u"model"_s, model);

    root.insert(u"method"_s, enumName(methodNames(), job.method));
    root.insert(u"precision"_s, enumName(precisionNames(), job.precision));
    // Fields that do not apply to the method are written only when they differ from the
    // default, so saved files stay short and still read back to the same Job.
    if (job.method != Method::Inference || job.tokensB != 0)
        root.insert(u"tokens_b"_s, job.tokensB);
    const bool lora = job.method == Method::LoRA || job.method == Method::QLoRA;
    if (lora || job.loraRank != Job {}.loraRank)
        root.insert(u"lora_rank"_s, job.loraRank);

    QJsonObject compliance;
    compliance.insert(u"physical_isolation"_s, job.physicalIsolation);
    compliance.insert(u"domestic_hardware"_s, job.domesticHardware);
    root.insert(u"compliance"_s, compliance);
    root.insert(u"custom_kernels"_s, job.customKernels);
    if (job.codeRunsOnCann)
        root.insert(u"code_runs_on_cann"_s, true);
    if (job.engineerDayRateCny != kDefaultEngineerDayRateCny)
        root.insert(u"engineer_day_rate_cny"_s, job.engineerDayRateCny);
    putDouble(root, u"value_of_time_cny_per_day"_s, job.valueOfTimeCnyPerDay);
    root.insert(u"expansion"_s, enumName(expansionNames(), job.expansion));
    putDouble(root, u"deadline_days"_s, job.deadlineDays);
    putDouble(root, u"budget_cny"_s, job.budgetCny);
    root.insert(u"monthly_hours"_s, job.monthlyHours);
    root.insert(u"iteration"_s, enumName(iterationNames(), job.iteration));
    if (job.framework)
        root.insert(u"framework"_s, Frameworks::key(*job.framework));
    if (!job.offerings.isEmpty())
        root.insert(u"offerings"_s, QJsonArray::fromStringList(job.offerings));
    putInt(root, u"gpu_count"_s, job.gpuCount);
    putDouble(root, u"mfu"_s, job.mfu);

    const InferenceSpec defaults;
    const bool inferenceDefault = job.inference.concurrentRequests == defaults.concurrentRequests
        && job.inference.contextTokens == defaults.contextTokens
        && job.inference.targetTokensPerS == defaults.targetTokensPerS
        && job.inference.perRequestTokensPerS == defaults.perRequestTokensPerS;
    if (job.method == Method::Inference || !inferenceDefault) {
        QJsonObject inf;
        inf.insert(u"concurrent_requests"_s, job.inference.concurrentRequests);
        inf.insert(u"context_tokens"_s, job.inference.contextTokens);
        putDouble(inf, u"target_tokens_per_s"_s, job.inference.targetTokensPerS);
        inf.insert(u"tokens_per_s_per_request"_s, job.inference.perRequestTokensPerS);
        root.insert(u"inference"_s, inf);
    }
    if (!job.measured.isEmpty()) {
        QJsonArray list;
        for (const auto &m : job.measured) {
            QJsonObject o;
            o.insert(u"accelerator"_s, m.accelerator);
            o.insert(u"gpus"_s, m.gpus);
            // A run read from its log is written as the log: its figures are read again.
            if (m.log.isEmpty())
                o.insert(u"tokens_per_s"_s, m.tokensPerS);
            else
                o.insert(u"log"_s, m.log);
            if (!m.fromLog || !m.fromLog->memoryFromLog)
                putDouble(o, u"peak_memory_gb"_s, m.peakMemoryGb);
            list.append(o);
        }
        root.insert(u"measured"_s, list);
    }
    putDouble(root, u"global_batch_tokens"_s, job.globalBatchTokens);
    if (job.layout) {
        const LayoutPin &pin = *job.layout;
        QJsonObject o;
        putInt(o, u"tp"_s, pin.tp);
        putInt(o, u"pp"_s, pin.pp);
        putInt(o, u"dp"_s, pin.dp);
        putInt(o, u"zero"_s, pin.zero);
        putInt(o, u"micro_batch"_s, pin.microBatch);
        if (pin.recompute)
            o.insert(u"recompute"_s, enumName(recomputeNames(), *pin.recompute));
        if (pin.offload)
            o.insert(u"offload"_s, *pin.offload);
        putInt(o, u"interleave"_s, pin.interleave);
        putInt(o, u"cp"_s, pin.cp);
        root.insert(u"layout"_s, o);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Job defaultJob()
{
    Job job;
    // The seeds speak of "70B"; the Llama 3.1 70B preset gives the architecture.
    job.model = ModelPresets::preset(u"llama-3.1-70b"_s).value_or(ModelSpec {});
    job.model.paramsB = 70;
    job.method = Method::Full;
    job.precision = Precision::BF16;
    job.tokensB = 5;
    job.deadlineDays = 21;
    job.budgetCny = 100000;
    job.monthlyHours = 720;
    job.iteration = Iteration::OneOff;
    job.expansion = Expansion::None;
    // A 70B continued pre-training runs on a Megatron-class stack (the default for it, stated).
    job.framework = Framework::Megatron;
    return job;
}

} // namespace gp
