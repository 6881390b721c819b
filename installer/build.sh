#!/usr/bin/env bash
# Installs missing Debian packages, then configures and builds GPU Planner in ./build.
# Usage: installer/build.sh [ninja targets...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_BUILD_DIR:-$root/build}"

bash "$root/installer/deps.sh"

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGPUPLANNER_WERROR=ON >&2
fi
cmake --build "$build" --parallel "$(nproc)" ${1:+--target "$@"} >&2
