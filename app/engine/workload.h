#pragma once

#include "accelerator.h"
#include "framework.h"
#include "job.h"
#include "modelpresets.h"

namespace gp {

/// A job reduced to the numbers the memory and time models use; computed once per plan.
struct Workload {
    ModelShape shape;
    Method method = Method::Full;
    Precision precision = Precision::BF16;
    bool training = true;

    double trainedParams = 0; ///< parameters with gradients and optimizer state
    double frozenParams = 0; ///< LoRA/QLoRA frozen base (0 for full training)
    double frozenBytesPerParam = 0;
    /// QLoRA: frozen parameters kept in 16 bits (the embedding and the output layer, which
    /// bitsandbytes and torchao leave unquantised); counted inside frozenParams.
    double frozenHalfParams = 0;
    double weightBytes = 2; ///< bytes per trained parameter for the working weights
    double gradBytes = 2;
    double optimizerBytes = 12;
    double activationFactor = 1; ///< 2 for FP32 activations, 1 for 16-bit (Korthikanti: 16-bit)

    /// How the training software runs the layers (kernels, memory, layouts); the planner sets
    /// the one each option runs with, calibration rows pin what the measured runs used.
    TrainingStack stack;
    /// How the serving software decodes (serving jobs).
    ServingStack serving;
    /// A trial run's reported peak memory over the model's: the factor on activations and
    /// overhead (1 without a measured run).
    double measuredMemoryScale = 1.0;

    double layerWeightParams = 0; ///< weight parameters of one transformer layer
    double adapterParamsPerLayer = 0; ///< LoRA/QLoRA: adapter parameters of one layer
    /// QLoRA: memory traffic of turning the NF4 base into 16-bit weights, bytes per frozen
    /// parameter per pass (forward, recomputed forward, backward).
    double dequantBytesPerParam = 0;

    double totalTokens = 0; ///< training tokens of the whole job
    double globalBatchTokens = 0;
    int globalBatchSeqs = 1;

    double forwardFlopsPerToken = 0; ///< 2 N_active + attention (Megatron: 4 L h s per token)
    double attentionFlopsPerToken = 0;
    /// Forward passes' worth of work per token for the method, without recomputation
    /// (full training: forward + backward = 3; LoRA: no weight gradients = 2).
    double passes = 3;

    [[nodiscard]] static Workload fromJob(const Job &job);
    /// Recomputes the per-layer figures after the shape was changed by hand (calibration rows
    /// describing GPT-style models).
    void reshape(const ModelShape &s, int loraRank);
    /// Model FLOPs per token without recomputation: what MFU counts.
    [[nodiscard]] double modelFlopsPerToken() const { return passes * forwardFlopsPerToken; }
    /// The dense-peak format this workload computes in on this accelerator, and whether the
    /// job's FP8 had to fall back to BF16.
    [[nodiscard]] PeakPrecision peakPrecision(const Accelerator &acc, bool *fp8Fallback) const;
    /// Dense peak in FLOP/s for this workload on the accelerator (0 when it has none).
    [[nodiscard]] double peakFlops(const Accelerator &acc) const;
    /// Bytes per element of the stored weights for inference and frozen bases.
    [[nodiscard]] static double storageBytes(Precision p);
    /// Bytes of the frozen base (LoRA, QLoRA): quantised layers plus the 16-bit embedding and
    /// output layer.
    [[nodiscard]] double frozenBytes() const;
    /// This workload as the given software runs it.
    [[nodiscard]] Workload withFramework(Framework f) const;
};

} // namespace gp
