"""Render every installer icon from the one master drawing, resources/icons/tricktable.svg.

    python packaging/make_icons.py OUT_DIR

writes ``OUT_DIR/hicolor/<N>x<N>/apps/tricktable.png`` for the freedesktop icon theme (plus
``hicolor/scalable/apps/tricktable.svg``), ``OUT_DIR/tricktable.ico`` (Windows) and
``OUT_DIR/tricktable.icns`` (macOS). Qt's SVG renderer draws each size straight from the vector
drawing (sharper small sizes than scaling one bitmap down); pillow writes the .ico and .icns.
Nothing here is drawn by hand, so a change to the master is a change to every icon.
"""

from __future__ import annotations

import io
import os
import shutil
import sys
from pathlib import Path

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZE = 1024  # pillow derives the smaller .icns members from the largest image
MASTER = Path(__file__).resolve().parent.parent / "resources" / "icons" / "tricktable.svg"


def render_png(svg: Path, size: int) -> bytes:
    """The master drawn at size x size pixels, as PNG bytes (transparent outside the drawing)."""
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: {svg} is not a valid SVG drawing")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(painter)
    painter.end()
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    return bytes(buf.data())


def make_icons(out: Path, svg: Path = MASTER) -> list[Path]:
    """Write the whole icon set under ``out``; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])  # QImage text/SVG needs an app
    written: list[Path] = []
    for size in HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / "tricktable.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(render_png(svg, size))
        written.append(path)
    scalable = out / "hicolor" / "scalable" / "apps" / "tricktable.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)

    images = {s: Image.open(io.BytesIO(render_png(svg, s))).convert("RGBA")
              for s in (*ICO_SIZES, ICNS_SIZE)}
    ico = out / "tricktable.ico"
    biggest = images[max(ICO_SIZES)]
    biggest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    written.append(ico)
    icns = out / "tricktable.icns"
    images[ICNS_SIZE].save(icns, format="ICNS")
    written.append(icns)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for path in make_icons(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
