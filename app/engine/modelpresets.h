#pragma once

#include "job.h"

#include <QList>
#include <QString>

#include <optional>

namespace gp {

/// A model's shape with every architecture field known: what the memory and time models use.
struct ModelShape {
    double params = 0; ///< total parameters (not billions)
    double activeParams = 0; ///< parameters active per token (MoE), = params for dense models
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int seqLen = 4096;
    int vocab = 32000;
    bool estimated = false; ///< architecture guessed from the parameter count
    /// Gated MLP (SwiGLU: gate, up and down matrices, as in Llama and Qwen) or the two-matrix
    /// GeLU MLP of GPT-style models.
    bool gatedMlp = true;
    double ffn = 0; ///< MLP width when known; 0: implied by the parameter count

    [[nodiscard]] int headDim() const { return heads > 0 ? hidden / heads : hidden; }
    /// MLP width: the stated one, else the one the parameter count implies.
    [[nodiscard]] double ffnHidden() const;
    /// Weight parameters of one transformer layer (attention and MLP matrices).
    [[nodiscard]] double layerWeights() const;
};

/// The model shapes table of CALIBRATION.md: common open models by preset id.
class ModelPresets final {
public:
    /// Preset ids, e.g. "llama-3.1-70b", in table order.
    [[nodiscard]] static QList<QString> ids();
    /// The preset's spec with every field filled, or nothing for an unknown id.
    [[nodiscard]] static std::optional<ModelSpec> preset(const QString &id);
    /// Fills the spec's missing fields from its preset, or estimates them from params_b.
    [[nodiscard]] static ModelSpec complete(const ModelSpec &spec);
    /// The fully known shape the engine computes with.
    [[nodiscard]] static ModelShape shape(const ModelSpec &spec);
};

} // namespace gp
