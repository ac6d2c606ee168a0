"""Every installer icon is rendered from the one master drawing, at every size a platform wants."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _make_icons_module():
    path = REPO / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_icon_script_renders_the_hicolor_set_ico_and_icns_from_the_master(tmp_path):
    pytest.importorskip("PySide6.QtSvg")
    from PIL import Image

    mk = _make_icons_module()
    # in a process of its own, as the packaging scripts run it: the script makes a
    # QGuiApplication, and in the tests' process one left behind aborted the next window made
    # there (a QWidget needs a QApplication: "Fatal Python error: Aborted")
    done = subprocess.run([sys.executable, str(REPO / "packaging" / "make_icons.py"),
                           str(tmp_path)], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    written = [Path(line) for line in done.stdout.splitlines()]
    for size in mk.HICOLOR_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "tricktable.png"
        assert png in written
        with Image.open(png) as im:
            assert im.size == (size, size)
            rgba = im.convert("RGBA")
            assert rgba.getpixel((0, 0))[3] == 0  # the corner is outside the round table
            assert rgba.getpixel((size // 2, size // 2))[3] == 255  # the middle is drawn
    assert (tmp_path / "hicolor" / "scalable" / "apps" / "tricktable.svg").read_bytes() == \
        (REPO / "resources" / "icons" / "tricktable.svg").read_bytes()
    with Image.open(tmp_path / "tricktable.ico") as ico:
        assert ico.info["sizes"] >= {(s, s) for s in mk.ICO_SIZES}
    with Image.open(tmp_path / "tricktable.icns") as icns:
        assert (512, 512, 2) in icns.info["sizes"] and (16, 16, 2) in icns.info["sizes"]
