#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz) with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in ./build-fuzz and runs each for a bounded time over the committed
# corpus (tests/fuzz/corpus/<target>). A crash, a hang (-timeout), running out of memory
# (-rss_limit_mb) or any sanitizer report fails the run; the input is kept in
# build-fuzz/artifacts/ to turn into a regression test.
# Usage: installer/test-fuzz.sh [target...]
#   GPUPLANNER_FUZZ_SECONDS  time per target (default 60)
#   GPUPLANNER_FUZZ_BUILD_DIR  build folder (default ./build-fuzz)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_FUZZ_BUILD_DIR:-$root/build-fuzz}"
seconds="${GPUPLANNER_FUZZ_SECONDS:-60}"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(jobparser plan catalog import_json import_csv import_csv_cut triallog_megatron
    triallog_nemo triallog_deepspeed triallog_torchtune triallog_trainerstate triallog_llamafactory)
fi

bash "$root/installer/deps.sh"

if [ ! -f "$build/build.ninja" ]; then
  # Clang's own warnings differ from GCC's; the GCC builds keep warnings as errors.
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGPUPLANNER_WERROR=OFF -DGPUPLANNER_FUZZ=ON \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" >&2
fi
fuzzers=()
for t in "${targets[@]}"; do
  fuzzers+=("fuzz_$t")
done
cmake --build "$build" --parallel "$(nproc)" --target "${fuzzers[@]}" >&2

export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$root/installer/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
mkdir -p "$build/artifacts"
failed=0
for t in "${targets[@]}"; do
  dict="$root/tests/fuzz/job.dict"
  case "$t" in
  catalog | import_json) dict="$root/tests/fuzz/catalog.dict" ;;
  import_csv | import_csv_cut) dict="$root/tests/fuzz/csv.dict" ;;
  triallog_*) dict="$root/tests/fuzz/triallog.dict" ;;
  esac
  # The cut target reads each input once per byte, so its inputs stay short.
  max_len=65536
  if [ "$t" = import_csv_cut ]; then
    max_len=2048
  fi
  work="$build/corpus/$t"
  mkdir -p "$work"
  echo "fuzz_$t: ${seconds} s over tests/fuzz/corpus/$t" >&2
  # New inputs go to the work folder; the committed corpus is only read.
  if "$build/tests/fuzz/fuzz_$t" "$work" "$root/tests/fuzz/corpus/$t" \
      -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len="$max_len" -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$t-" >"$build/fuzz_$t.log" 2>&1; then
    echo "fuzz_$t: $(grep -E '^stat::number_of_executed_units' "$build/fuzz_$t.log" | awk '{print $2}') runs, no finding" >&2
  else
    echo "fuzz_$t: FAILED; the input is in $build/artifacts/; log:" >&2
    tail -n 60 "$build/fuzz_$t.log" >&2
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then
  exit 1
fi
echo "fuzz: ${#targets[@]} passed, 0 failed"
