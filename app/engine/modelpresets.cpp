#include "modelpresets.h"

#include <algorithm>
#include <cmath>

namespace gp {

namespace {

struct PresetRow {
    const char *id;
    double paramsB;
    double activeB; // 0 = dense
    int layers;
    int hidden;
    int heads;
    int kvHeads;
    int vocab;
    int seqLen;
};

// CALIBRATION.md "Model shapes"; sequence lengths are the pre-training context of each family.
// DeepSeek-V3 uses MLA (compressed KV); 128 KV heads over-estimates its cache, so we take the
// MLA latent (512 + 64 per token per layer) as an equivalent of 4.5 heads of 128: we round to 4.
constexpr PresetRow kPresets[] = {
    {"llama-2-7b", 6.74, 0, 32, 4096, 32, 32, 32000, 4096},
    {"llama-2-13b", 13.0, 0, 40, 5120, 40, 40, 32000, 4096},
    {"llama-2-70b", 69.0, 0, 80, 8192, 64, 8, 32000, 4096},
    {"llama-3.1-8b", 8.03, 0, 32, 4096, 32, 8, 128256, 8192},
    {"llama-3.1-70b", 70.6, 0, 80, 8192, 64, 8, 128256, 8192},
    {"llama-3.1-405b", 405.0, 0, 126, 16384, 128, 8, 128256, 8192},
    {"qwen2.5-7b", 7.6, 0, 28, 3584, 28, 4, 152064, 4096},
    {"qwen2.5-14b", 14.7, 0, 48, 5120, 40, 8, 152064, 4096},
    {"qwen2.5-32b", 32.5, 0, 64, 5120, 40, 8, 152064, 4096},
    {"qwen2.5-72b", 72.7, 0, 80, 8192, 64, 8, 152064, 4096},
    {"deepseek-v3", 671.0, 37.0, 61, 7168, 128, 4, 129280, 4096},
};

// Custom models: width grows with depth at about hidden = 128 x layers (Llama-2-7B: 4096 / 32),
// and a decoder block holds about 12 hidden^2 parameters (Kaplan et al. 2020).
constexpr double kAspect = 128.0;
constexpr double kParamsPerLayerPerHidden2 = 12.0;
constexpr int kHeadDim = 128;

ModelSpec fromRow(const PresetRow &r)
{
    ModelSpec s;
    s.preset = QString::fromLatin1(r.id);
    s.paramsB = r.paramsB;
    if (r.activeB > 0)
        s.activeParamsB = r.activeB;
    s.layers = r.layers;
    s.hidden = r.hidden;
    s.heads = r.heads;
    s.kvHeads = r.kvHeads;
    s.seqLen = r.seqLen;
    s.vocab = r.vocab;
    return s;
}

} // namespace

double ModelShape::ffnHidden() const
{
    if (ffn > 0)
        return ffn;
    if (layers <= 0 || hidden <= 0)
        return 0;
    const double h = hidden;
    const double kvDim = static_cast<double>(kvHeads) * headDim();
    const double embed = 2.0 * vocab * h;
    const double perLayer = std::max(0.0, (activeParams - embed) / layers);
    const double attn = 2.0 * h * h + 2.0 * h * kvDim;
    const double width = (perLayer - attn) / ((gatedMlp ? 3.0 : 2.0) * h);
    return width > 0 ? width : 4.0 * h;
}

double ModelShape::layerWeights() const
{
    const double h = hidden;
    const double kvDim = static_cast<double>(kvHeads) * headDim();
    // q and o are hidden x hidden, k and v hidden x kv_dim (grouped-query attention).
    const double attn = 2.0 * h * h + 2.0 * h * kvDim;
    return attn + (gatedMlp ? 3.0 : 2.0) * h * ffnHidden();
}

QList<QString> ModelPresets::ids()
{
    QList<QString> out;
    for (const auto &r : kPresets)
        out.append(QString::fromLatin1(r.id));
    return out;
}

std::optional<ModelSpec> ModelPresets::preset(const QString &id)
{
    for (const auto &r : kPresets) {
        if (id.compare(QLatin1String(r.id), Qt::CaseInsensitive) == 0)
            return fromRow(r);
    }
    return std::nullopt;
}

ModelSpec ModelPresets::complete(const ModelSpec &spec)
{
    ModelSpec out = spec;
    if (const auto p = preset(spec.preset)) {
        if (out.paramsB <= 0)
            out.paramsB = p->paramsB;
        if (!out.activeParamsB && p->activeParamsB)
            out.activeParamsB = p->activeParamsB;
        if (!out.layers)
            out.layers = p->layers;
        if (!out.hidden)
            out.hidden = p->hidden;
        if (!out.heads)
            out.heads = p->heads;
        if (!out.kvHeads)
            out.kvHeads = p->kvHeads;
        if (!out.seqLen)
            out.seqLen = p->seqLen;
        if (!out.vocab)
            out.vocab = p->vocab;
        return out;
    }
    const double n = std::max(out.paramsB, 0.01) * 1e9;
    if (!out.layers) {
        const int hiddenGiven = out.hidden.value_or(0);
        const double l = hiddenGiven > 0
            ? n / (kParamsPerLayerPerHidden2 * double(hiddenGiven) * hiddenGiven)
            : std::cbrt(n / (kParamsPerLayerPerHidden2 * kAspect * kAspect));
        out.layers = std::max(2, static_cast<int>(std::lround(l)));
    }
    if (!out.hidden) {
        const double h = std::sqrt(n / (kParamsPerLayerPerHidden2 * *out.layers));
        // Round to whole groups of 8 heads so tensor parallelism up to 8 divides the heads, as
        // in every published model of this size; small models round to single heads.
        const int step = h >= 8.0 * kHeadDim * 4 ? 8 * kHeadDim : kHeadDim;
        out.hidden = std::max(kHeadDim, static_cast<int>(std::lround(h / step)) * step);
        if (!spec.layers) {
            // Keep the parameter count after rounding the width.
            const double l = n / (kParamsPerLayerPerHidden2 * double(*out.hidden) * *out.hidden);
            out.layers = std::max(2, static_cast<int>(std::lround(l)));
        }
    }
    if (!out.heads)
        out.heads = std::max(1, *out.hidden / kHeadDim);
    if (!out.kvHeads)
        out.kvHeads = *out.heads; // no grouped-query attention assumed: the larger KV cache
    if (!out.seqLen)
        out.seqLen = 4096;
    if (!out.vocab)
        out.vocab = 32000;
    return out;
}

ModelShape ModelPresets::shape(const ModelSpec &spec)
{
    const ModelSpec c = complete(spec);
    ModelShape s;
    s.params = c.paramsB * 1e9;
    s.activeParams = c.activeParamsB ? *c.activeParamsB * 1e9 : s.params;
    s.layers = c.layers.value_or(32);
    s.hidden = c.hidden.value_or(4096);
    s.heads = c.heads.value_or(32);
    s.kvHeads = c.kvHeads.value_or(s.heads);
    s.seqLen = c.seqLen.value_or(4096);
    s.vocab = c.vocab.value_or(32000);
    s.estimated = !preset(spec.preset) && (!spec.layers || !spec.hidden);
    return s;
}

} // namespace gp
