#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer (the CMakePresets.json
# "asan" configuration) in ./build-asan and runs the whole ctest suite under it. Any sanitizer
# report stops the process that made it, so its test fails.
# Usage: installer/test-sanitizers.sh        (GPUPLANNER_ASAN_BUILD_DIR overrides the folder)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_ASAN_BUILD_DIR:-$root/build-asan}"

bash "$root/installer/deps.sh"

# Keep in step with the "asan" preset in CMakePresets.json.
flags="-fsanitize=address,undefined,float-cast-overflow -fno-sanitize-recover=all"
flags="$flags -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Debug \
    -DGPUPLANNER_WERROR=ON \
    -DCMAKE_CXX_FLAGS="$flags" >&2
fi
cmake --build "$build" --parallel "$(nproc)" >&2

# halt_on_error / abort_on_error: the first report ends the process with a failure, so ctest
# and tests that run the app as a child process see it. Leak checks run at exit.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$root/installer/lsan.supp:print_suppressions=0"
cd "$build"
ctest --output-on-failure --parallel "$(nproc)" --timeout 1800
