#!/usr/bin/env bash
# The whole test run (README, CI): builds GPU Planner with warnings as errors and runs every test
# suite under ctest; then the same suites built with AddressSanitizer + UndefinedBehaviorSanitizer
# (installer/test-sanitizers.sh, ./build-asan); then each libFuzzer target for a bounded time
# (installer/test-fuzz.sh, ./build-fuzz). Stops at the first stage that fails.
#   GPUPLANNER_TEST_STAGES="normal asan fuzz"  the stages to run (default: all three)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_BUILD_DIR:-$root/build}"
stages="${GPUPLANNER_TEST_STAGES:-normal asan fuzz}"

for stage in $stages; do
  start=$SECONDS
  case "$stage" in
  normal)
    bash "$root/installer/build.sh"
    (cd "$build" && ctest --output-on-failure --parallel "$(nproc)" --timeout 900)
    ;;
  asan) bash "$root/installer/test-sanitizers.sh" ;;
  fuzz) bash "$root/installer/test-fuzz.sh" ;;
  *)
    echo "unknown stage \"$stage\" (normal, asan, fuzz)" >&2
    exit 2
    ;;
  esac
  echo "test.sh: stage $stage passed in $((SECONDS - start)) s" >&2
done
