#!/usr/bin/env bash
# Builds and runs GPU Planner. With a display it opens the main window; without one it runs
# the headless main job and prints its result. Extra arguments go to the app (try --help).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_BUILD_DIR:-$root/build}"

bash "$root/installer/build.sh" gpuplanner
exec "$build/app/gpuplanner" "$@"
