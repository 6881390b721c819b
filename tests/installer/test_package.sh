#!/usr/bin/env bash
# Builds the .deb with cpack, unpacks it with dpkg-deb into a temporary root and checks it:
# the binary's --version, a headless Chinese plan, the desktop entry, the AppStream metainfo,
# and lintian. Usage: test_package.sh BUILD_DIR SOURCE_DIR. Exit 77 (skipped) without cpack or
# dpkg-deb; a missing validator skips only its own check.
set -euo pipefail
build="$1"
source="$2"

for tool in cpack dpkg-deb; do
  if ! command -v "$tool" >/dev/null; then
    echo "SKIP: $tool is not installed (installer/deps.sh installs it)"
    exit 77
  fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# The packages go to the temporary folder, not the build folder's own.
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/pkg" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL: cpack -G DEB"
  exit 1
fi
deb="$(ls "$work"/pkg/gpuplanner_*.deb)"
echo "package: $(basename "$deb")"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

root="$work/root"
dpkg-deb -x "$deb" "$root"
bin="$root/usr/bin/gpuplanner"
[ -x "$bin" ] || fail "the package has no executable usr/bin/gpuplanner"

version="$(dpkg-deb -f "$deb" Version)"
got="$("$bin" --version)" || fail "gpuplanner --version exited $?"
[ "$got" = "gpuplanner $version" ] || fail "--version printed '$got', the package is $version"

# A headless plan in Chinese, in a throw-away home (the catalog is written there on first run).
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
mkdir -p "$HOME"
job="$source/resources/jobs/default.gpuplan"
if ! env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$bin" plan "$job" --lang zh_CN \
    >"$work/plan.txt" 2>"$work/plan.err"; then
  cat "$work/plan.err"
  fail "plan --lang zh_CN failed"
fi
for word in 推荐 裸金属 小时 显存不足 盈亏平衡 假设; do
  grep -q "$word" "$work/plan.txt" || fail "the Chinese plan does not say $word"
done
for phrase in "Recommended:" "Break-even" "does not fit" "Assumptions" "Cheapest" "cards"; do
  ! grep -q "$phrase" "$work/plan.txt" || fail "the Chinese plan still says '$phrase'"
done
echo "plan --lang zh_CN:"
head -5 "$work/plan.txt"

desktop="$(ls "$root"/usr/share/applications/*.desktop)"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$desktop" || fail "desktop-file-validate $(basename "$desktop")"
  grep -q '^Name\[zh_CN\]=' "$desktop" || fail "the desktop entry has no Chinese name"
else
  echo "SKIP: desktop-file-validate is not installed"
fi
icon="$(sed -n 's/^Icon=//p' "$desktop")"
[ -f "$root/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon $icon"
[ -f "$root/usr/share/icons/hicolor/48x48/apps/$icon.png" ] || fail "no 48x48 icon $icon"

if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml \
    || fail "appstreamcli validate"
else
  echo "SKIP: appstreamcli is not installed"
fi

if command -v lintian >/dev/null; then
  # Errors fail the test; warnings are printed for the record.
  lintian --fail-on error "$deb" \
    | tee "$work/lintian.txt" || fail "lintian reports errors"
else
  echo "SKIP: lintian is not installed"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "package checks passed"
