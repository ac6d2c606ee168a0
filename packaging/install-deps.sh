#!/usr/bin/env bash
# The system packages Trick Table needs to run and to be developed, on Debian/Ubuntu:
#   python3-venv   the virtual environment README's commands make (PEP 668 systems refuse pip
#                  outside one)
#   Qt 6 runtime   xcb/xkb/EGL/GL/fontconfig/D-Bus libraries and a font, for a real window and for
#                  the offscreen tests
#   xvfb           a virtual screen, for screenshots of the real window
# It says what it installs, does nothing when everything is there, and exits non-zero when it
# cannot install (not root and no sudo, or apt-get failing). On macOS and Windows the Qt wheels
# bring their own libraries, so there is nothing to install.
set -euo pipefail
say() { echo "install-deps: $*"; }
die() { echo "install-deps: ERROR: $*" >&2; exit 1; }

PKGS="python3-venv libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \
libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 \
libxkbcommon-x11-0 libxkbcommon0 libegl1 libgl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libx11-xcb1 \
libwayland-client0 libwayland-cursor0 libwayland-egl1 fonts-dejavu-core xvfb"

case "$(uname -s)" in
  Darwin|MINGW*|MSYS*|CYGWIN*) say "nothing to install on $(uname -s): the Qt wheels bring their libraries"; exit 0 ;;
esac
if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; then
  say "not a Debian-like system: install Python 3.11+ with venv and Qt 6's runtime libraries"
  say "(xcb, xkbcommon, EGL/GL, fontconfig, D-Bus) with your package manager"
  exit 0
fi

missing=""
for p in $PKGS; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -z "$missing" ]; then
  say "all system packages are present"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 \
    || die "these packages are missing and there is no root or sudo to install them:$missing"
  SUDO="sudo"
fi
say "installing with apt-get:$missing"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || die "apt-get update failed"
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing \
  || die "apt-get install failed for:$missing"
say "done"
