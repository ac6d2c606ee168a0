#!/usr/bin/env bash
# Build Trick Table for macOS: dist/Trick Table.app inside dist/TrickTable-<version>.dmg
#   bash packaging/build-macos.sh
# Needs Python 3.11+ (python3 on PATH) and the Xcode command-line tools (hdiutil, codesign come
# with macOS). Steps: a virtual environment with PyInstaller and the app's dependencies, the icons
# from resources/icons/tricktable.svg (the .icns among them), the PyInstaller bundle with its
# Info.plist (packaging/tricktable.spec makes the .app on macOS), a quick offscreen self-test of
# the app's executable, then a compressed disk image holding the app and a link to /Applications.
# The app is signed ad hoc (PyInstaller's default), not notarised: on first start a person opens
# it with right-click > Open.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
die() { echo "build-macos: ERROR: $*" >&2; exit 1; }
[ "$(uname -s)" = Darwin ] || die "run this on macOS"
command -v hdiutil >/dev/null || die "hdiutil not found"

VERSION=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
VENV=$ROOT/build/mac-venv
[ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "pyinstaller>=6.10,<7" \
  "PySide6-Essentials>=6.6,<6.12" "pillow>=10" "appdirs>=1.4.4"

QT_QPA_PLATFORM=offscreen "$VENV/bin/python" packaging/make_icons.py "$ROOT/build/icons" >/dev/null
[ -f "$ROOT/build/icons/tricktable.icns" ] || die "no .icns was made"

rm -rf "dist/Trick Table.app" dist/tricktable
TRICKTABLE_ICONS="$ROOT/build/icons" PYTHONPATH="$ROOT/app" "$VENV/bin/python" -m PyInstaller \
  --noconfirm --distpath dist --workpath build/pyi-work packaging/tricktable.spec
APP="dist/Trick Table.app"
[ -x "$APP/Contents/MacOS/tricktable" ] || die "PyInstaller made no app bundle"
/usr/libexec/PlistBuddy -c "Print :CFBundleIdentifier" "$APP/Contents/Info.plist" \
  | grep -qx org.tricktable.TrickTable || die "Info.plist lacks the bundle identifier"

# the app must start and play before it is packed
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/tricktable" self-test --game heart-hunter \
  || die "the app's self-test failed"

STAGE=build/dmg
rm -rf "$STAGE"; mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="dist/TrickTable-$VERSION.dmg"
rm -f "$DMG"
hdiutil create -volname "Trick Table" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
hdiutil verify "$DMG"
echo "build-macos: made $DMG"
