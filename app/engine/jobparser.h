#pragma once

#include "job.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace gp {

/// Outcome of parsing a job file: the job, or the first error with the field it names.
struct JobParseResult {
    std::optional<Job> job;
    QString
        field; ///< dotted path, e.g. "model.params_b", "measured[1].gpus"; empty for the document
    QString message; ///< e.g. "must be > 0"

    [[nodiscard]] bool ok() const { return job.has_value(); }
    /// One line for the user: "model.params_b: must be > 0", or just the message for the document.
    [[nodiscard]] QString errorLine() const;
};

/// The format tag every job file carries.
inline constexpr char kJobFormatTag[] = "gpuplanner-job/1";

/// Parses and validates a `.gpuplan` job (SPEC section 6). Unknown keys, wrong types, values out
/// of range and unknown presets are errors. A known `model.preset` is stored by its canonical id
/// and supplies `params_b` when the file omits it; the other architecture fields stay as written
/// (ModelPresets::complete fills them in the engine). Reads no files: callers pass the bytes.
[[nodiscard]] JobParseResult parseJob(const QByteArray &json);

/// Writes a job as canonical, indented JSON that parseJob reads back to an equal Job.
[[nodiscard]] QByteArray serializeJob(const Job &job);

/// The default job, equal to what parseJob makes of resources/jobs/default.gpuplan: 70B
/// full-parameter continued pre-training on 5B tokens, the seeds' H100 x8 vs 910B x8 comparison.
[[nodiscard]] Job defaultJob();

} // namespace gp
