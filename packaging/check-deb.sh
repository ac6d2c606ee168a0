#!/usr/bin/env bash
# The Linux packaging check (CI runs it after the tests; needs root, as CI has):
#   bash packaging/check-deb.sh [path/to/tricktable_X_arch.deb]
# Without an argument it builds the .deb first (packaging/build-deb.sh). Then it installs the
# package with apt-get, validates the installed desktop entry and metainfo, runs the installed
# `tricktable self-test` offscreen, times the installed program from start to an interactive
# table, starts it under Xvfb for a screenshot, checks that its settings and saves went to the
# appdirs folders of the user and nothing was written under /opt, removes the package and checks
# that none of its files is left. Everything it makes goes to build/check/.
# TRICKTABLE_CHECK_DISPLAY=:NN picks the Xvfb display (default: the first free one);
# TRICKTABLE_CHECK_GAMES="game ..." limits the self-test to those games (default: all).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/build/check
say() { echo "check-deb: $*"; }
die() { echo "check-deb: FAILED: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || die "needs root (apt-get install/remove of the package)"

T_START=$(date +%s)
if [ $# -ge 1 ]; then DEB=$1; else
  bash packaging/build-deb.sh
  DEB=$(ls -t dist/tricktable_*.deb | head -1)
fi
[ -f "$DEB" ] || die "no .deb at $DEB"
T_BUILT=$(date +%s)
rm -rf "$OUT"; mkdir -p "$OUT"

need=""
for p in xvfb xdotool openbox imagemagick desktop-file-utils appstream x11-utils; do
  dpkg -s "$p" >/dev/null 2>&1 || need="$need $p"
done
export DEBIAN_FRONTEND=noninteractive
if [ -n "$need" ]; then
  say "installing the check's tools:$need"
  apt-get update -qq || die "apt-get update failed"
  # shellcheck disable=SC2086
  apt-get install -y -qq --no-install-recommends $need >/dev/null || die "cannot install:$need"
fi

# --- install -------------------------------------------------------------------------------------
if dpkg -s tricktable >/dev/null 2>&1; then apt-get remove -y -qq tricktable >/dev/null; fi
say "apt-get install ./$DEB"
if ! apt-get install -y -qq "./${DEB#./}" >"$OUT/apt-install.log" 2>&1; then
  apt-get update -qq && apt-get install -y -qq "./${DEB#./}" >"$OUT/apt-install.log" 2>&1 \
    || { cat "$OUT/apt-install.log" >&2; die "apt-get install of the .deb failed"; }
fi
dpkg -L tricktable | sort > "$OUT/files.txt"
for f in /usr/bin/tricktable /opt/tricktable/tricktable /usr/share/applications/tricktable.desktop \
         /usr/share/metainfo/org.tricktable.TrickTable.metainfo.xml \
         /usr/share/icons/hicolor/48x48/apps/tricktable.png \
         /usr/share/icons/hicolor/scalable/apps/tricktable.svg; do
  [ -e "$f" ] || die "the package did not install $f"
done
[ "$(env -i PATH=/usr/local/bin:/usr/bin:/bin sh -c 'command -v tricktable')" = /usr/bin/tricktable ] \
  || die "tricktable on a plain PATH is not the installed command"

say "desktop-file-validate and appstreamcli validate"
desktop-file-validate /usr/share/applications/tricktable.desktop || die "desktop entry invalid"
appstreamcli validate --no-net /usr/share/metainfo/org.tricktable.TrickTable.metainfo.xml \
  || die "metainfo invalid"

# a new user with nothing of Trick Table yet; no TRICKTABLE_HOME, so appdirs' folders are used
USER_HOME=$(mktemp -d)
run_as_user() {
  env -i PATH=/usr/bin:/bin HOME="$USER_HOME" LANG=C.UTF-8 "$@"
}
touch "$OUT/marker"; sleep 1

# --- self-test, offscreen -----------------------------------------------------------------------------
say "installed tricktable self-test (offscreen)"
games=()  # TRICKTABLE_CHECK_GAMES="heart-hunter barbu" limits the self-test (default: every game)
for g in ${TRICKTABLE_CHECK_GAMES:-}; do games+=(--game "$g"); done
run_as_user QT_QPA_PLATFORM=offscreen timeout 1200 tricktable self-test "${games[@]}" \
  | tee "$OUT/self-test.log" \
  || die "the installed self-test failed"

# --- a virtual screen (Xvfb) with a window manager, for the launch time and the screenshot ------------------------------------------------------------------------
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
DISP=${TRICKTABLE_CHECK_DISPLAY:-}
if [ -z "$DISP" ]; then
  for n in $(seq 90 150); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then DISP=":$n"; break; fi
  done
fi
Xvfb "$DISP" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 & PIDS+=($!)
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${DISP#:}" ] && break; sleep 0.1; done
DISPLAY=$DISP openbox >/dev/null 2>&1 & PIDS+=($!)

# --- time from start to an interactive table ------------------------------------------------------
say "time from start to an interactive table on $DISP (TRICKTABLE_BENCH_LAUNCH=1: the program quits once a new game is dealt and painted)"
for i in 1 2 3; do
  line="" t1=""
  t0=$(date +%s.%N)
  while IFS= read -r out; do  # the clock stops when "ready" is printed, not when the program exits
    case $out in ready*) t1=$(date +%s.%N); line=$out ;; esac
  done < <(run_as_user DISPLAY="$DISP" TRICKTABLE_HOME="$USER_HOME/bench" \
           TRICKTABLE_BENCH_LAUNCH=1 timeout 60 tricktable 2>/dev/null)
  [ -n "$line" ] || die "the installed program never reported an interactive table"
  printf 'launch %d: %.2f s from exec to the painted table (in-app figure: %s s)\n' \
    "$i" "$(awk "BEGIN { print $t1 - $t0 }")" "${line#ready }" | tee -a "$OUT/launch.txt"
done
rm -rf "$USER_HOME/bench"

say "the installed program in a real window (Xvfb $DISP), screenshot in $OUT/screenshot.png"
# env execs the program, so $! is the program itself (a backgrounded shell function would be a
# subshell, and SIGTERM would reach only that)
env -i PATH=/usr/bin:/bin HOME="$USER_HOME" LANG=C.UTF-8 DISPLAY="$DISP" tricktable \
  >"$OUT/window.log" 2>&1 & APP=$!; PIDS+=("$APP")
wid=$(DISPLAY=$DISP timeout 30 xdotool search --sync --onlyvisible --name "Trick Table" | head -1) \
  || die "no Trick Table window appeared"
sleep 2
# a first start asks which game to play: Enter takes the offered game; then the deal animates in
dlg=$(DISPLAY=$DISP xdotool search --onlyvisible --name "^New game" | head -1 || true)
if [ -n "$dlg" ]; then
  DISPLAY=$DISP xdotool windowfocus --sync "$dlg" key --clearmodifiers Return || true
fi
sleep 4
DISPLAY=$DISP import -window root "$OUT/screenshot.png" || die "screenshot failed"
kill -TERM "$APP"  # the program closes its window on SIGTERM: settings and autosave are written
for _ in $(seq 50); do kill -0 "$APP" 2>/dev/null || break; sleep 0.2; done
kill -0 "$APP" 2>/dev/null && die "the program did not exit on SIGTERM"
wait "$APP" || true
t_exit=$(date +%s)
for _ in $(seq 150); do  # its AI worker and resource tracker follow it within seconds
  pgrep -f '^(/opt/tricktable/)?tricktable( |$)' >/dev/null || break; sleep 0.2
done
say "the program's helper processes ended $(( $(date +%s) - t_exit )) s after it"
pgrep -af '^(/opt/tricktable/)?tricktable( |$)' && die "a tricktable process is left running"
say "window $wid shown and closed"

# --- where the program wrote ---------------------------------------------------------------------------
say "settings and saves go to the user's appdirs folders, nothing into /opt"
( cd "$USER_HOME" && find . -type f | sort ) > "$OUT/user-files.txt"
cat "$OUT/user-files.txt"
grep -q '^./.config/tricktable/' "$OUT/user-files.txt" \
  || die "no settings under ~/.config/tricktable (appdirs' user_config_dir)"
grep -q '^./.local/share/tricktable/' "$OUT/user-files.txt" \
  || die "nothing under ~/.local/share/tricktable (appdirs' user_data_dir)"
written=$(find /opt/tricktable -newer "$OUT/marker" | head -5)
[ -z "$written" ] || die "the program wrote into /opt: $written"
rm -rf "$USER_HOME"

# --- remove ---------------------------------------------------------------------------------------------
say "apt-get remove --purge tricktable"
apt-get remove --purge -y -qq tricktable >/dev/null || die "removing the package failed"
left=""
while read -r f; do
  # folders shared with other packages (/usr/share/icons/...) stay; every file and link must go
  if [ -L "$f" ] || { [ -e "$f" ] && [ ! -d "$f" ]; }; then left="$left $f"; fi
done < "$OUT/files.txt"
[ -e /opt/tricktable ] && left="$left /opt/tricktable"
[ -z "$left" ] || die "left behind after removal:$left"

T_END=$(date +%s)
say "PASSED: $(basename "$DEB") $(du -h "$DEB" | cut -f1) ($(stat -c %s "$DEB") bytes); build $((T_BUILT - T_START)) s, check $((T_END - T_BUILT)) s"
cat "$OUT/launch.txt"
