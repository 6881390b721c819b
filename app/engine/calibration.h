#pragma once

#include "catalogdata.h"
#include "framework.h"
#include "job.h"

#include <QList>
#include <QString>

#include <optional>

namespace gp {

struct Workload;

/// One published measurement the time model is compared with, pinned as it was measured: the
/// model's shape, the precision, the layout, the batch and sequence length, the training stack's
/// features and the network.
struct CalibrationRun {
    /// What the published figure is, and so how the engine's prediction is compared.
    enum class Metric {
        StepSeconds, ///< seconds per optimizer step
        TokensPerS, ///< training tokens/s of the whole run
        TokensPerSPerGpu, ///< training tokens/s per card
        ModelTflopsPerGpu, ///< model FLOPs (6N + attention) per second per card, TFLOPS
        MegatronTflopsPerGpu, ///< Narayanan et al.'s 96 B s l h^2 (...) count per card, TFLOPS
        GpuHours, ///< card-hours of a whole training run (checkpoints and restarts included)
        StepRatio, ///< step time of the run over step time of the same run as plain LoRA
        DecodeTokensPerS, ///< output tokens/s of one serving card
        PeakMemoryGb, ///< peak memory per card of a training run, GB
        ServingTokensPerS, ///< output tokens/s of a serving deployment at a batch
        /// The step time of the same run on the `over` stack over this stack's (a speed-up)
        FrameworkSpeedup,
    };

    QString id; ///< stable short name, e.g. "korthikanti-175b-full"
    QString label; ///< what was run, in English (the table is for engineers)
    QString source; ///< where the figure was published
    QString sets; ///< the constant this row sets (empty: the row only checks)
    QString accelerator; ///< accelerator id of the catalog

    // The model.
    double paramsB = 0;
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; ///< 0: as heads
    double ffn = 0; ///< 0: 4 x hidden
    bool gatedMlp = false;
    int vocab = 51200;
    int seqLen = 2048;
    Method method = Method::Full;
    Precision precision = Precision::BF16;
    int loraRank = 16;

    // The layout and the batch.
    int tp = 1;
    int pp = 1;
    int dp = 1;
    int cp = 1;
    int interleave = 1;
    int zero = 1;
    int microBatch = 1;
    Recompute recompute = Recompute::None;
    int globalBatchSeqs = 1;

    // The software, as it ran: the framework's figures, with what the measured run did
    // differently pinned on top (a 2022 Megatron without FlashAttention, a model's own fused
    // kernels inside an otherwise eager stack).
    Framework framework = Framework::Fsdp;
    TrainingStack stack = Frameworks::training(Framework::Fsdp);
    ServingStack serving = Frameworks::serving(Framework::TensorRtLlm);
    /// The planner chooses the layout (and micro-batch) for the run's card count, model, batch
    /// and software, as it would for a job, instead of evaluating the published layout.
    bool chosenLayout = false;
    /// FrameworkSpeedup rows: the stack the published speed-up is measured against.
    Framework over = Framework::Hf;
    /// PeakMemoryGb rows published in GiB (2^30 bytes); the prediction is shown in GiB too.
    bool gib = false;
    /// What a memory row's figure counts: the card's whole use (nvidia-smi, a card's size), the
    /// caching allocator's reserve (torch.cuda.max_memory_reserved: no context), or the tensors.
    enum class MemoryKind { Device, Reserved, Allocated };
    MemoryKind memoryKind = MemoryKind::Device;

    // The machines.
    int gpusPerNode = 8;
    double interNodeGBs = 200; ///< per node line rate

    // Serving rows: one card, a batch of requests with prompt and answer lengths.
    int batch = 1;
    double promptTokens = 0;
    double outputTokens = 0;
    bool countsInput = false; ///< the published rate counts prompt tokens as well as output

    double totalTokensB = 0; ///< GpuHours rows: the tokens of the whole run, billions

    Metric metric = Metric::StepSeconds;
    double published = 0;
};

/// A published training run's achieved model FLOPs per card (the method's FLOPs, attention
/// included): a plan of a run like it on that card never counts on more.
struct AchievedRun {
    QString label;
    QString accelerator;
    double paramsB = 0;
    bool adapters = false; ///< LoRA or QLoRA
    bool fp8 = false;
    double modelTflopsPerGpu = 0;
    double mfu = 0; ///< over the planned card's peak (Calibration::ceiling)
};

/// The engine's prediction for one run and its error.
struct CalibrationResult {
    CalibrationRun run;
    double predicted = 0; ///< in the run's metric
    /// Time error: predicted time over published time, minus one (+10%: the engine is 10% slow).
    double error = 0;
    double mfu = 0; ///< the prediction's end-to-end MFU (training rows)
    bool valid = false; ///< false when the catalog lacks the accelerator
};

/// Published measurements and the engine's predictions for them (MODEL.md, tst_calibration,
/// `gpuplanner calibration`).
class Calibration final {
public:
    // A published run is "of that size" within a factor of 2 of the job's parameters, or where
    // none is, within a factor of 4.
    static constexpr double kCeilingSizeRatio = 4.0;

    [[nodiscard]] static QList<CalibrationRun> runs();
    /// The training rows' published throughput as achieved model TFLOPS per card.
    [[nodiscard]] static const QList<AchievedRun> &achievedRuns();
    /// The best published run like the workload on the accelerator (the same card, or one of
    /// the same vendor and 16-bit peak; the same precision class and method class; the closest
    /// sizes published), with its MFU over the accelerator's peak; nothing when none is.
    [[nodiscard]] static std::optional<AchievedRun> ceiling(const QList<AchievedRun> &runs,
                                                            const Workload &w,
                                                            const Accelerator &acc,
                                                            const CatalogData &catalog);
    /// The engine's figure for a run with the catalog's accelerator constants.
    [[nodiscard]] static CalibrationResult predict(const CalibrationRun &run,
                                                   const CatalogData &catalog);
    [[nodiscard]] static QList<CalibrationResult> predictAll(const CatalogData &catalog);
    /// The table as fixed-width text: one row per run, then the mean and largest error.
    [[nodiscard]] static QString table(const QList<CalibrationResult> &results);
};

} // namespace gp
