"""Asking the person where a game record is opened from or saved to: the file dialog starts in the
saves folder (created if need be) and the computers wait while it is open, so no move is made
behind a dialog; and a chosen record read and checked to replay before the person is asked to
leave their game for it. Apart from the window, which only loads or writes what the person chose.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from PySide6.QtWidgets import QWidget

from .. import settings as store
from ..engine.record import RecordError, load_file, replay
from ..games.registry import get_rules
from ..presentation import window_notes as wn
from .file_dialog import choose_file


def ask_record_path(parent: QWidget, controller, saving: bool, game_id: str = "") -> str:
    """The file the person chose ("" when they cancelled); ``game_id`` names a new save."""
    folder = store.paths()["saves_dir"]
    with contextlib.suppress(OSError):  # a missing folder would be pre-filled as a name
        folder.mkdir(parents=True, exist_ok=True)
    start = str(folder) if folder.is_dir() else ""
    controller.pause()
    try:
        if saving:
            return choose_file(parent, "Save the game record", start, "Game records (*.json)",
                               f"{game_id}-{time.strftime('%Y-%m-%d-%H%M')}.json")
        return choose_file(parent, "Open a game record", start,
                           "Game records (*.json);;All files (*)")
    finally:
        controller.resume()


def read_record(path: str | Path) -> tuple[dict | None, str]:
    """The record in ``path`` once it is known to replay, or None and why it cannot be opened.
    Read before the person is asked whether to leave their game for it: a damaged file was
    refused only after they had agreed."""
    try:
        doc = load_file(path)
        replay(doc, get_rules)
    except RecordError as exc:
        empty = False
        with contextlib.suppress(OSError):
            empty = not Path(path).read_bytes().strip()
        return None, wn.record_refusal(Path(path).name, str(exc).rstrip("."), empty)
    return doc, ""
