"""Where the shipped files that are not Python live: rule pages, icons, desktop entry, metainfo.

They sit in ``resources/`` at the top of the repository, and the program runs from three layouts:

- a source checkout (``app/tricktable/`` beside ``resources/``; an editable install too);
- an installed wheel (pip, pipx): the build copies ``resources/`` into the package as
  ``tricktable/_resources`` (see setup.py);
- a PyInstaller bundle: the spec puts ``resources/`` at ``<bundle>/resources``, and PyInstaller
  sets ``sys._MEIPASS`` to the bundle's data folder.

``resource_dir()`` is the one place that knows these layouts; everything else asks it.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_MARKER = Path("rules")  # a folder every layout has: tells a real resources folder from a stray one


def candidate_dirs() -> list[Path]:
    """The folders that may hold the resources, in the order they are tried."""
    out: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        out.append(Path(meipass) / "resources")
    out.append(_PACKAGE / "_resources")  # installed wheel
    out.append(_PACKAGE.parent.parent / "resources")  # source checkout: app/tricktable -> repo
    return out


def resource_dir() -> Path:
    """The folder holding the shipped resources; FileNotFoundError names every place looked at."""
    tried = candidate_dirs()
    for folder in tried:
        if (folder / _MARKER).is_dir():
            return folder
    raise FileNotFoundError(
        "Trick Table's resources (rule pages, icons) are missing; looked in: "
        + ", ".join(str(p) for p in tried))


def resource_path(*parts: str) -> Path:
    """The path of one shipped file, e.g. ``resource_path("rules", "barbu.html")``."""
    return resource_dir().joinpath(*parts)
