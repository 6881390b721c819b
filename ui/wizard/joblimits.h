#pragma once

#include "numberedit.h"

namespace gp::ui::joblimits {

// The ranges a typed job must respect: the job parser's limits (app/engine/jobparser.cpp), so a
// job the wizard accepts is one a .gpuplan file may hold. Upper bounds catch typos and unit
// mix-ups (a parameter count in units, a budget in fen), not ambitious plans.
[[nodiscard]] NumberRange paramsB();
[[nodiscard]] NumberRange activeParamsB();
[[nodiscard]] NumberRange layers();
[[nodiscard]] NumberRange hidden();
[[nodiscard]] NumberRange heads();
[[nodiscard]] NumberRange seqLen();
[[nodiscard]] NumberRange vocab();
[[nodiscard]] NumberRange tokensB();
[[nodiscard]] NumberRange samples();
[[nodiscard]] NumberRange epochs();
[[nodiscard]] NumberRange loraRank();
[[nodiscard]] NumberRange deadlineDays();
[[nodiscard]] NumberRange budgetCny();
[[nodiscard]] NumberRange monthlyHours();
[[nodiscard]] NumberRange gpuCount();
[[nodiscard]] NumberRange concurrentRequests();
[[nodiscard]] NumberRange contextTokens();
[[nodiscard]] NumberRange targetTokensPerS();
[[nodiscard]] NumberRange perRequestTokensPerS();
[[nodiscard]] NumberRange valueOfTimeCnyPerDay();
[[nodiscard]] NumberRange engineerDayRateCny();
[[nodiscard]] NumberRange measuredGpus();
[[nodiscard]] NumberRange measuredTokensPerS();
[[nodiscard]] NumberRange measuredMemoryGb();

} // namespace gp::ui::joblimits
