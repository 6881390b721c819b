#!/bin/sh
# Regenerates docs/screenshots/: the UI test suites grab every wizard page, the main window on
# each results tab and each chart, and save the PNGs where GPUPLANNER_SCREENSHOT_DIR points.
#
#   tests/ui/screenshots.sh [BUILD_DIR]      (default BUILD_DIR: build-screenshots beside the source)
#
# Runs offscreen (no display needed); under xvfb-run when it is installed, so the fonts and the
# style are those of a real X session.
set -eu

src=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-"$src/../build-screenshots"}
out="$src/docs/screenshots"

if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" --target tst_trialloginwindow tst_smallscreen tst_charts tst_chartlabels tst_resultsworkspace tst_language tst_wizard tst_catalogeditor tst_settingsdialog

mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {
    if command -v xvfb-run >/dev/null 2>&1; then
        xvfb-run -a -s "-screen 0 1600x1000x24" "$@"
    else
        QT_QPA_PLATFORM=offscreen "$@"
    fi
}

for t in tst_charts tst_chartlabels tst_resultsworkspace tst_language tst_wizard tst_catalogeditor tst_settingsdialog; do
    (cd "$work" && GPUPLANNER_SCREENSHOT_DIR="$out" GPUPLANNER_SOURCE_DIR="$src" LC_ALL=C.UTF-8 \
        XDG_DATA_HOME="$work/xdg" run "$build/tests/ui/$t" -silent)
done
# The trial-log dialog, from the window's File menu tests.
(cd "$work" && GPUPLANNER_SCREENSHOT_DIR="$out" GPUPLANNER_SOURCE_DIR="$src" LC_ALL=C.UTF-8 \
    XDG_DATA_HOME="$work/xdg" run "$build/tests/scenarios/tst_trialloginwindow" -silent \
    aDroppedLogAsksForTheRunSuggestingItsCards)
# The window at a projector's 1280x720 and a laptop's 1440x900, both languages, normal and
# presentation mode (the test sets its own offscreen screen of that size).
for screen in 1280x720 1440x900; do
    (cd "$work" && GPUPLANNER_SCREENSHOT_DIR="$out" GPUPLANNER_SOURCE_DIR="$src" LC_ALL=C.UTF-8 \
        XDG_DATA_HOME="$work/xdg" GPUPLANNER_TEST_SCREEN=$screen \
        "$build/tests/ui/tst_smallscreen" -silent everyNameIsShownWholeAndTheWindowFits)
done
ls -1 "$out"
