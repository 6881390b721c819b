#!/usr/bin/env bash
# Benchmarks: builds the app and tests/bench, runs each measurement and prints one table with
# the target of each row. Nothing here is a test: it never fails on a slow figure.
# Usage: bash installer/bench.sh   (GPUPLANNER_BUILD_DIR picks the build folder, default ./build;
#        GPUPLANNER_BENCH_QUICK=1 shrinks the catalog benchmark to 1,000 offerings x 10 prices)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${GPUPLANNER_BUILD_DIR:-$root/build}"
export GPUPLANNER_BUILD_DIR="$build"

bash "$root/installer/build.sh" gpuplanner bench_engine bench_ui bench_catalog bench_triallog

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" XDG_RUNTIME_DIR="$work/run"
export HOME="$work" LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
app="$build/app/gpuplanner"
job="$root/resources/jobs/default.gpuplan"
rows="$work/rows"
: >"$rows"

# row NAME FIGURE CPU UNIT TARGET(number or -) NOTE: CPU is the process's own CPU time (user +
# system, all threads), the figure to read on a machine busy with other work; "-" where none.
row() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "${6:-}" >>"$rows"; }
median() { sort -n | awk '{a[NR]=$1} END {if (NR == 0) print "n/a"; else print a[int((NR + 1) / 2)]}'; }
# time_runs N COMMAND...: "WALL<TAB>CPU", the medians in ms of N runs
time_runs() {
  local n=$1
  shift
  local TIMEFORMAT='%R %U %S'
  for _ in $(seq "$n"); do
    { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{printf "%.1f %.1f\n", $1 * 1000, ($2 + $3) * 1000}'
  done >"$work/times"
  printf '%s\t%s\n' "$(awk '{print $1}' "$work/times" | median)" "$(awk '{print $2}' "$work/times" | median)"
}
# process_row NAME TARGET NOTE N COMMAND...
process_row() {
  local name=$1 target=$2 note=$3 wall cpu
  shift 3
  IFS=$'\t' read -r wall cpu < <(time_runs "$@")
  row "$name" "$wall" "$cpu" ms "$target" "$note"
}

echo "== engine (tests/bench/bench_engine)" >&2
"$build/tests/bench/bench_engine" | tee "$work/engine.txt" >&2
engine_field() { awk -v name="$1" -v col="$2" 'index($0, name) == 1 {print $(NF - col)}' "$work/engine.txt"; }
row "engine: plan of the default job" "$(engine_field 'default job (70B' 3)" - ms 5
row "engine: layout search throughput" "$(engine_field 'layout search only' 0)" - layouts/s - "70B on 8 H100"
row "engine: default job over 10,000 offerings" "$(engine_field 'default job, 10,000' 3)" - ms -

echo "== whole process" >&2
"$app" catalog list >/dev/null # first run writes the per-user catalog
process_row "process: gpuplanner plan (default job)" 50 "median of 20" 20 "$app" plan "$job"
process_row "process: gpuplanner report to PDF" 500 "median of 5" 5 "$app" report "$job" -o "$work/r.pdf"
painted="$work/painted" paintedcpu="$work/paintedcpu" rss="$work/rss"
: >"$painted"
: >"$paintedcpu"
: >"$rss"
for _ in 1 2 3 4 5; do
  "$app" --quit-after-start 2>"$work/start.txt" >/dev/null
  awk '/results painted after/ {print $4}' "$work/start.txt" >>"$painted"
  awk '/results painted after/ {print $7}' "$work/start.txt" >>"$paintedcpu"
  awk '/peak resident memory/ {print $4}' "$work/start.txt" >>"$rss"
done
row "GUI: start to painted results" "$(median <"$painted")" "$(median <"$paintedcpu")" ms 500 \
  "--quit-after-start, offscreen, median of 5"
row "GUI: peak resident memory, default job" "$(median <"$rss")" - MiB 150 "VmHWM"

echo "== UI edit to update (tests/bench/bench_ui)" >&2
"$build/tests/bench/bench_ui" 40 | tee "$work/ui.txt" >&2
while IFS=$'\t' read -r tab wall _ cpu; do
  row "UI: edit to repainted tab, $(echo "$tab" | sed 's/ *$//')" "$wall" "$cpu" ms 16 "median of 40 edits"
done < <(tail -n +2 "$work/ui.txt")

echo "== catalog (tests/bench/bench_catalog)" >&2
if [ "${GPUPLANNER_BENCH_QUICK:-0}" = 1 ]; then
  catalog_args=(--offerings 1000 --prices-per-offering 10)
else
  catalog_args=(--offerings 10000 --prices-per-offering 100)
fi
"$build/tests/bench/bench_catalog" "${catalog_args[@]}" --keep "$work/big.sqlite" |
  tee "$work/catalog.txt" >&2
while IFS=$'\t' read -r name ms note; do
  row "catalog: $name" "$ms" - ms - "$note"
done <"$work/catalog.txt"
process_row "process: plan with the grown catalog" - "median of 3" 3 \
  "$app" plan "$job" --catalog "$work/big.sqlite"
process_row "process: catalog list of the grown catalog" - "median of 3" 3 \
  "$app" catalog list --catalog "$work/big.sqlite"
: >"$painted"
for _ in 1 2 3; do
  "$app" --catalog "$work/big.sqlite" --quit-after-start 2>"$work/start.txt" >/dev/null
  awk '/results painted after/ {print $4}' "$work/start.txt" >>"$painted"
done
row "GUI: start to painted results, grown catalog" "$(median <"$painted")" - ms - "median of 3"

echo "== trial logs (tests/bench/bench_triallog)" >&2
"$build/tests/bench/bench_triallog" | tee "$work/triallog.txt" >&2
while IFS=$'\t' read -r name ms cpu note; do
  row "trial log: $name" "$ms" "$cpu" ms 500 "$note"
done <"$work/triallog.txt"

echo "== large reports and imports" >&2
# A report lists every option: its pages grow with the catalog, and pagination must stay linear.
for n in 4000 10000 200000; do
  "$build/tests/bench/bench_catalog" --offerings "$n" --prices-per-offering 2 \
    --keep "$work/report-$n.sqlite" >/dev/null 2>&1
  if [ "$n" = 200000 ]; then
    # Planning as many offerings, and a job that names half of them (a 2 MB job file).
    process_row "process: plan over $n offerings" 2000 "median of 3" 3 \
      "$app" plan "$job" --catalog "$work/report-$n.sqlite"
    sqlite3 "$work/report-$n.sqlite" "SELECT id FROM offerings ORDER BY id LIMIT 100000" |
      awk -v job="$job" 'BEGIN { while ((getline line < job) > 0) if (line !~ /^}/) head = head line "\n"
        sub(/\n$/, "", head); printf "%s,\n    \"offerings\": [", head }
        { printf "%s\"%s\"", (NR > 1 ? ", " : ""), $0 } END { print "]\n}" }' >"$work/named.gpuplan"
    process_row "process: plan of a job naming 100,000 offerings" 2000 "median of 3" 3 \
      "$app" plan "$work/named.gpuplan" --catalog "$work/report-$n.sqlite"
  fi
  # Ten minutes at most: a row that runs out says so rather than holding the table back.
  IFS=$'\t' read -r wall cpu < <(time_runs 1 timeout 600 "$app" report "$job" \
    -o "$work/report-$n.pdf" --catalog "$work/report-$n.sqlite")
  [ -s "$work/report-$n.pdf" ] || wall="n/a (not done in 600 s)"
  row "process: report to PDF, $n offerings" "$wall" "$cpu" ms - "one run"
  rm -f "$work/report-$n.pdf" "$work/report-$n.sqlite"
done
# One offering's price list of 200,000 rows: preview and apply.
prices="$work/price-list.csv"
awk 'BEGIN { print "offering_id,observed_on,unit,per,price_cny,source";
  for (i = 0; i < 200000; i++) {
    t = 946684800 + (i % 9000) * 86400
    printf "jygpu-bm-h100-ningxia1,%s,month,node,%d.00,bench\n", strftime("%Y-%m-%d", t, 1), 80000 + i
  } }' >"$prices"
"$app" catalog list --catalog "$work/price-list.sqlite" >/dev/null
process_row "process: import --dry-run of 200,000 prices of one offering" 2000 "median of 3" 3 \
  "$app" catalog import "$prices" --dry-run --catalog "$work/price-list.sqlite"
process_row "process: import of 200,000 prices of one offering" - "one run" 1 \
  "$app" catalog import "$prices" --catalog "$work/price-list.sqlite"

echo
echo "GPU Planner benchmarks, $(date -u +%Y-%m-%d), $(nproc) cores, $(uname -m)"
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (wall-clock figures count waiting for a core)"
echo
printf '| %s | %s | %s | %s | %s |\n' "measurement" "wall" "CPU" "target" "note"
printf '|---|---:|---:|---|---|\n'
while IFS=$'\t' read -r name figure cpu unit target note; do
  if [ "$target" != "-" ] && [ "$figure" != "n/a" ] && [ -n "$figure" ]; then
    target="< $target $unit: $(awk -v f="$figure" -v c="$cpu" -v t="$target" 'BEGIN {
      if (f < t) print "met"; else if (c != "-" && c < t) print "met in CPU time"; else print "MISSED" }')"
  else
    target=""
  fi
  [ "$cpu" = "-" ] && cpu="" || cpu="$cpu $unit"
  printf '| %s | %s %s | %s | %s | %s |\n' "$name" "$figure" "$unit" "$cpu" "$target" "$note"
done <"$rows"
