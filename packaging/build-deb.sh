#!/usr/bin/env bash
# Build dist/tricktable_<version>_<arch>.deb on Debian/Ubuntu from a clean checkout:
#   bash packaging/build-deb.sh
# 1. installs the build tools it lacks (apt-get: dpkg-dev, lintian, python3-venv...; pip in a
#    virtual environment under build/: PyInstaller and the app's own dependencies);
# 2. renders the icons from resources/icons/tricktable.svg (packaging/make_icons.py);
# 3. builds the PyInstaller one-folder bundle (packaging/tricktable.spec: only QtCore, QtGui,
#    QtWidgets and the plugins a desktop needs; system libraries are left to Depends);
# 4. lays out the package (/opt/tricktable, /usr/bin/tricktable, desktop entry, icons, metainfo),
#    works out Depends with dpkg-shlibdeps from the bundle's ELF files, builds it with dpkg-deb
#    and runs lintian, which must report no error.
# Needs root or sudo for apt-get only when a build tool is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
say() { echo "build-deb: $*"; }
die() { echo "build-deb: ERROR: $*" >&2; exit 1; }

command -v dpkg >/dev/null 2>&1 || die "not a Debian-like system (no dpkg)"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
fi

# --- 1. build tools -------------------------------------------------------------------------
TOOLS="dpkg-dev lintian desktop-file-utils appstream binutils file patchelf"
PY=python3
PY_REAL=$(readlink -f "$(command -v $PY)" || true)
if dpkg -S "$PY_REAL" >/dev/null 2>&1; then
  # Debian's own Python: venv comes separately, and PyInstaller needs the shared libpython
  PYVER=$($PY -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
  TOOLS="$TOOLS python3-venv python3-dev libpython${PYVER}"
fi
# the Qt runtime libraries, so the bundle can be run and dpkg-shlibdeps can see where they come from
TOOLS="$TOOLS libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
libxcb-shape0 libxcb-randr0 libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 libgl1 \
libfontconfig1 libdbus-1-3 libwayland-client0 libwayland-cursor0 libwayland-egl1"
missing=""
for p in $TOOLS; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
if [ -n "$missing" ]; then
  if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
    die "these packages are needed and there is no root or sudo to install them:$missing"
  fi
  say "installing with apt-get:$missing"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq || die "apt-get update failed"
  # shellcheck disable=SC2086
  $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null \
    || die "apt-get install failed for:$missing"
fi

VERSION=$($PY -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(dpkg --print-architecture)
BUILD=$ROOT/build/deb
VENV=$ROOT/build/deb-venv
mkdir -p "$BUILD" dist

if [ ! -x "$VENV/bin/python" ]; then
  say "making the build environment $VENV"
  # system site-packages: reuse a PySide6 that is already installed rather than download it again
  $PY -m venv --system-site-packages "$VENV" || die "python3 -m venv failed"
fi
say "installing PyInstaller and the app's dependencies with pip"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "pyinstaller>=6.10,<7" \
  "PySide6-Essentials>=6.6,<6.12" "pillow>=10" "appdirs>=1.4.4" || die "pip install failed"

# --- 2. icons ---------------------------------------------------------------------------------
say "rendering the icons"
rm -rf "$BUILD/icons"
QT_QPA_PLATFORM=offscreen "$VENV/bin/python" packaging/make_icons.py "$BUILD/icons" >/dev/null

# --- 3. the bundle ------------------------------------------------------------------------------
say "building the PyInstaller bundle"
rm -rf "$BUILD/pyi-dist" "$BUILD/pyi-work"
TRICKTABLE_ICONS="$BUILD/icons" PYTHONPATH="$ROOT/app" "$VENV/bin/python" -m PyInstaller \
  --noconfirm --log-level WARN --distpath "$BUILD/pyi-dist" --workpath "$BUILD/pyi-work" \
  packaging/tricktable.spec
BUNDLE=$BUILD/pyi-dist/tricktable
[ -x "$BUNDLE/tricktable" ] || die "PyInstaller made no executable"

# --- 4. the package -------------------------------------------------------------------------------
PKG=$BUILD/root
rm -rf "$PKG"
mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
  "$PKG/usr/share/metainfo" "$PKG/usr/share/icons" "$PKG/usr/share/doc/tricktable" \
  "$PKG/usr/share/lintian/overrides"
cp -a "$BUNDLE" "$PKG/opt/tricktable"
ln -s /opt/tricktable/tricktable "$PKG/usr/bin/tricktable"
install -m 644 resources/tricktable.desktop "$PKG/usr/share/applications/tricktable.desktop"
install -m 644 resources/org.tricktable.TrickTable.metainfo.xml "$PKG/usr/share/metainfo/"
cp -a "$BUILD/icons/hicolor" "$PKG/usr/share/icons/hicolor"
install -m 644 packaging/debian/copyright "$PKG/usr/share/doc/tricktable/copyright"
install -m 644 packaging/debian/lintian-overrides "$PKG/usr/share/lintian/overrides/tricktable"
{
  echo "tricktable ($VERSION) unstable; urgency=medium"
  echo
  echo "  * Release $VERSION."
  echo
  echo " -- Trick Table developers <tricktable@example.org>  $(date -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")"
} | gzip -9n > "$PKG/usr/share/doc/tricktable/changelog.gz"
# files 644 and folders/executables 755, whatever the umask of the build machine; shared
# libraries are not executables
find "$PKG" -type d -exec chmod 755 {} +
find "$PKG" -type f -exec chmod go-w {} +
find "$PKG/opt/tricktable" -type f -name '*.so*' -exec chmod 644 {} +
# a library search path into the build machine (a Python built in a home folder) means nothing on
# the installed system: keep only the bundle-relative ($ORIGIN) entries
while IFS= read -r -d '' f; do
  rp=$(patchelf --print-rpath "$f" 2>/dev/null) || continue
  [ -n "$rp" ] || continue
  keep=$(tr ':' '\n' <<<"$rp" | { grep '^\$ORIGIN' || true; } | paste -sd: -)
  if [ "$keep" != "$rp" ]; then
    if [ -n "$keep" ]; then patchelf --set-rpath "$keep" "$f"; else patchelf --remove-rpath "$f"; fi
  fi
done < <(find "$PKG/opt/tricktable" -type f \( -name '*.so*' -o -name tricktable \) -print0)

say "working out Depends with dpkg-shlibdeps"
SHL=$BUILD/shlibdeps
rm -rf "$SHL"; mkdir -p "$SHL/debian"
printf 'Source: tricktable\n\nPackage: tricktable\nArchitecture: any\n' > "$SHL/debian/control"
mapfile -t elves < <(find "$PKG/opt/tricktable" -type f \( -name '*.so*' -o -perm -u+x \) \
  -exec sh -c 'file -b "$1" | grep -q "^ELF" && echo "$1"' _ {} \;)
libdirs=$(find "$PKG/opt/tricktable" -type f -name '*.so*' -printf '%h\n' | sort -u | sed 's/^/-l/')
# shellcheck disable=SC2086
DEPENDS=$(cd "$SHL" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 $libdirs "${elves[@]}" \
  2>"$BUILD/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p') \
  || { cat "$BUILD/shlibdeps.log" >&2; die "dpkg-shlibdeps failed"; }
[ -n "$DEPENDS" ] || { cat "$BUILD/shlibdeps.log" >&2; die "dpkg-shlibdeps found no Depends"; }
# not a linked library, but needed for any text to show: a font
DEPENDS="$DEPENDS, fonts-dejavu-core | fonts-liberation2"
SIZE_KB=$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)
cat > "$PKG/DEBIAN/control" <<CONTROL
Package: tricktable
Version: $VERSION
Architecture: $ARCH
Maintainer: Trick Table developers <tricktable@example.org>
Installed-Size: $SIZE_KB
Depends: $DEPENDS
Section: x11
Priority: optional
Homepage: https://example.org/tricktable
Description: card table for five trick-taking games against the computer
 Trick Table is a desktop card table for one person and computer opponents.
 It plays Young Hunter, Heart Hunter, Three-Hand Sheepshead with The Least,
 Barbu and Nineteen by their real rules, with computer players from beginner
 to expert, hints that explain a club player's choice, the rules of every game,
 undo, saved games and statistics.
CONTROL

DEB="dist/tricktable_${VERSION}_${ARCH}.deb"
rm -f "$DEB"
say "building $DEB"
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$DEB" >/dev/null
say "lintian"
lintian --fail-on error --suppress-tags-from-file /dev/null "$DEB" | tee "$BUILD/lintian.log" \
  || die "lintian reports errors (see above)"
say "made $DEB ($(du -h "$DEB" | cut -f1)); Depends: $DEPENDS"
