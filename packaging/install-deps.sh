#!/usr/bin/env bash
# System libraries Qt needs on Debian/Ubuntu (the xcb platform for a real window, EGL/GL, fonts),
# and Xvfb for screenshots of a real window. Safe to run again; on other systems it only advises.
set -u
PKGS="libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 \
libxcb-xinerama0 libxcb-randr0 libxcb-xfixes0 libxcb-cursor0 libxkbcommon-x11-0 libxkbcommon0 \
libegl1 libgl1 libfontconfig1 libdbus-1-3 fonts-dejavu-core xvfb"
if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: not a Debian-like system; install Qt 6's runtime libraries yourself." >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "install-deps: not root and no sudo; skipping system packages." >&2; exit 0; fi
fi
missing=""
for p in $PKGS; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  # shellcheck disable=SC2086
  $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null 2>&1 \
    || echo "install-deps: could not install:$missing (the offscreen tests do not need them)" >&2
fi
exit 0
