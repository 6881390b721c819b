#pragma once

#include "job.h"

#include <QString>

namespace gp::format {

/// The software's name as a reader knows it, e.g. "Transformers + PEFT" (translated).
[[nodiscard]] QString frameworkName(Framework f, bool serving);
/// One line on what the choice means and who uses it (the wizard's explanation).
[[nodiscard]] QString frameworkExplanation(Framework f, bool serving);
/// The sentence the assumptions give: which software the plan is for, and whether the job
/// chose it or it is the default for such a job.
[[nodiscard]] QString frameworkAssumption(Framework f, bool serving, bool defaulted);
/// What the MFU column counts (the method's model FLOPs, recomputation excluded).
[[nodiscard]] QString mfuDefinition();

} // namespace gp::format
