#!/usr/bin/env bash
# Builds GPU Planner with warnings as errors and runs every test suite under ctest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_BUILD_DIR:-$root/build}"

bash "$root/installer/build.sh"
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" --timeout 900
