"""Where a file chooser opens, and the name it offers for a new game record. Qt-free: the
window passes in the folders it knows (the saves folder, the person's Pictures and home
folders) and opens the chooser where this says; only whether a folder exists is looked at.

Why: a chooser that opened wherever the program was started from (its own folder) made the
person hunt for their files, and a missing folder was pre-filled as a file name.
"""

from __future__ import annotations

import time
from pathlib import Path


def record_folder(saves: Path, tried: str, home: Path, last: str = "") -> str:
    """Where the record chooser opens: the folder of ``tried`` (a file that could not be
    written: the person picks another place from there), else ``last``, the folder a record
    was last opened from or saved to (the chooser went back to the saves folder each time),
    else the saves folder, else home (a saves folder that could not be made). A folder gone
    since is passed over."""
    if tried and Path(tried).parent.is_dir():
        return str(Path(tried).parent)
    if last and Path(last).is_absolute() and Path(last).is_dir():
        return last
    return str(saves) if saves.is_dir() else str(home)


def folder_of(chosen: str) -> str:
    """The folder to remember of a record the person chose (``chosen``, a file's path)."""
    return str(Path(chosen).absolute().parent) if chosen else ""


def record_name(game_id: str, tried: str, when: time.struct_time | None = None) -> str:
    """The name offered for a new record: that of ``tried``, a file that could not be written
    (the person's typing was lost), else the game and the time ("barbu-2026-03-01-1402.json")."""
    if tried:
        return Path(tried).name
    return f"{game_id}-{time.strftime('%Y-%m-%d-%H%M', when or time.localtime())}.json"


def picture_folder(current: str, pictures: str, home: Path) -> str:
    """Where the card back's picture chooser opens: beside the picture in use (``current``),
    else the person's Pictures folder, else their home."""
    if current and Path(current).parent.is_dir():
        return str(Path(current).parent)
    return pictures if pictures and Path(pictures).is_dir() else str(home)
