#!/usr/bin/env bash
# Writes the default job's PDF summary and its one-page decision in Chinese and English and
# renders every page to PNG, so both can be looked at (and reviewed in a diff) without opening a
# PDF viewer.
#
# Usage: bash docs/report/render.sh [path/to/gpuplanner]
#   The binary defaults to $GPUPLANNER_BIN, else build/app/gpuplanner (bash installer/build.sh
#   builds it). Needs pdftoppm (poppler-utils, installed by installer/deps.sh).
# Output, next to this script: gpuplanner-default-job-{zh_CN,en}.pdf and
#   report-{zh_CN,en}-<page>.png (110 dpi); decision-{zh_CN,en}.pdf and decision-{zh_CN,en}.png
#   (60 dpi: the whole page at a glance).
# The built-in catalog is used (a temporary data folder), so a user's own prices never end up
# in the docs; the "prepared on" date is today's.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${1:-${GPUPLANNER_BIN:-$root/build/app/gpuplanner}}"
if [ ! -x "$bin" ]; then
  echo "render.sh: no gpuplanner binary at $bin; build it with: bash installer/build.sh" >&2
  exit 1
fi
command -v pdftoppm >/dev/null || { echo "render.sh: pdftoppm is missing (poppler-utils)" >&2; exit 1; }

data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
for lang in zh_CN en; do
  pdf="$here/gpuplanner-default-job-$lang.pdf"
  XDG_DATA_HOME="$data" QT_QPA_PLATFORM=offscreen \
    "$bin" report "$root/resources/jobs/default.gpuplan" -o "$pdf" --lang "$lang"
  rm -f "$here"/report-"$lang"-*.png
  pdftoppm -png -r 110 "$pdf" "$here/report-$lang"

  decision="$here/decision-$lang.pdf"
  XDG_DATA_HOME="$data" QT_QPA_PLATFORM=offscreen \
    "$bin" report "$root/resources/jobs/default.gpuplan" -o "$decision" --decision --lang "$lang"
  pdftoppm -png -r 60 -singlefile "$decision" "$here/decision-$lang"
done
ls -1 "$here"/*.png
