#!/usr/bin/env bash
# Installs a menu entry and icon for the current user (Linux, freedesktop menus), pointing at the
# `tricktable` command that `pip install` put on PATH.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/scalable/apps"
mkdir -p "$apps" "$icons"
cp "$here/../resources/tricktable.desktop" "$apps/tricktable.desktop"
cp "$here/../resources/icons/tricktable.svg" "$icons/tricktable.svg"
echo "Installed Trick Table in your applications menu."
