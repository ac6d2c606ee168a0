"""Asking the person where a game record is opened from or saved to: the file dialog starts in the
folder a record was last opened from or saved to (kept in the settings), else the saves folder
(created if need be), and the computers wait while it is open, so no move is made
behind a dialog; a chosen record read and checked to replay before the person is asked to leave
their game for it; a record that could not be written asked for again, in another folder; and the
question before the window closes on moves saved nowhere. Apart from the window, which only loads
or writes what the person chose.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget
from shiboken6 import isValid

from .. import settings as store
from ..engine.record import RecordError, load_file, replay
from ..games.registry import get_rules
from ..presentation import record_words as rw
from ..presentation import saving_words as sw
from ..presentation.chooser_places import folder_of, record_folder, record_name
from ..presentation.game_facts import GameFacts
from .dialogs import open_dialog
from .file_dialog import choose_file


def ask_record_path(parent: QWidget, controller, saving: bool, game_id: str = "",
                    tried: str = "") -> str:
    """The file the person chose ("" when they cancelled); ``game_id`` names a new save;
    ``tried``, a file that could not be written: the dialog comes back on its folder and name
    (it came back on the saves folder and a new name, the person's typing lost)."""
    folder = store.paths()["saves_dir"]
    with contextlib.suppress(OSError):  # a missing folder would be pre-filled as a name
        folder.mkdir(parents=True, exist_ok=True)
    last = getattr(getattr(parent, "settings", None), "record_folder", "")
    start = record_folder(folder, tried, Path.home(), last)
    controller.pause()
    try:
        if saving:
            return choose_file(parent, "Save the game record", start, "Game records (*.json)",
                               record_name(game_id, tried))
        chosen = choose_file(parent, "Open a game record", start,
                             "Game records (*.json);;All files (*)")
        remember_folder(parent, chosen)
        return chosen
    finally:
        controller.resume()


def remember_folder(window, chosen: str) -> None:
    """The folder of a record the person opened or saved (``chosen``), kept in the settings so
    the next chooser opens there, after a restart too."""
    settings = getattr(window, "settings", None)
    folder = folder_of(chosen)
    if settings is None or not folder or settings.record_folder == folder:
        return
    settings.record_folder = folder
    window.save_settings()


def read_record(path: str | Path, table: GameFacts | str | None = rw.GOES_ON
                ) -> tuple[dict | None, str]:
    """The record in ``path`` once it is known to replay, or None and why it cannot be opened.
    Read before the person is asked whether to leave their game for it: a damaged file was
    refused only after they had agreed. ``table``: the facts of the game on the table (None:
    there is none), for what its refusal says becomes of it."""
    try:
        doc = load_file(path)
        replay(doc, get_rules)
    except RecordError as exc:
        empty = False
        with contextlib.suppress(OSError):
            # an ordinary small file only: /dev/zero was read here without end
            p = Path(path)
            empty = p.is_file() and p.stat().st_size < 4096 and not p.read_bytes().strip()
        return None, rw.record_refusal(Path(path).name, str(exc).rstrip("."), empty, table)
    return doc, ""


def save_record_dialog(window, then: Callable[[], object] | None = None,
                       tried: str = "") -> None:
    """Game → Save record as…: the file chosen, then written, then ``then``. A file that could
    not be written (a read-only folder) is told, and once that message is closed the dialog
    opens again, for another folder (the person was left with the message alone); Cancel in
    the dialog ends it. It comes again on the folder and name tried (``tried``)."""
    controller = window.controller
    if controller.facts() is None or window._closing:
        return
    path = ask_record_path(window, controller, saving=True, game_id=window._game_id(),
                           tried=tried)
    if not path:
        return
    if window.save_record_to(path):
        remember_folder(window, path)  # written: a folder that took no file is not kept
        if then is not None:
            then()
        return
    told = window.last_message
    told.setText(f"{told.text()}\n\n{sw.SAVE_ELSEWHERE}")
    told.finished.connect(  # once the message's OK has been handled
        lambda _r: QTimer.singleShot(0, lambda: save_record_dialog(window, then, path)))


def ask_before_closing(window) -> QMessageBox:
    """The window is being closed while its game's latest moves are saved nowhere: "Save record
    as…" (the window closes once it is written), "Close anyway", or "Cancel" (Esc, the title
    bar's close: the game goes on). The computers wait while it is asked. It takes the place
    of the "Not saved" warning still up (it says the same, and more): left under it, with the
    same title, the warning lost the keyboard after Cancel and Enter made a move on the table."""
    earlier = window.not_saved_box
    if earlier is not None and isValid(earlier) and earlier.isVisible():
        earlier.close()
    window.not_saved_box = None
    box = QMessageBox(QMessageBox.Icon.Warning, sw.UNSAVED_TITLE,
                      sw.unsaved_question(window.controller.facts()),
                      QMessageBox.StandardButton.NoButton, window)
    save = box.addButton(sw.SAVE_FIRST, QMessageBox.ButtonRole.AcceptRole)
    close = box.addButton(sw.CLOSE_ANYWAY, QMessageBox.ButtonRole.DestructiveRole)
    box.setEscapeButton(box.addButton(sw.KEEP_OPEN, QMessageBox.ButtonRole.RejectRole))
    box.setDefaultButton(save)

    def close_now() -> None:
        window._close_agreed = True
        window.close()

    def answered(_result: int) -> None:
        window.closing_box = None
        if window._closing:  # closed meanwhile without a question (a polite kill)
            return
        # after the box has gone: its button's click is still being handled
        if box.clickedButton() is close:
            QTimer.singleShot(0, close_now)
        elif box.clickedButton() is save:
            QTimer.singleShot(0, lambda: save_record_dialog(window, then=close_now))

    open_dialog(box, window._pause_for_dialog, window._back_from_dialog)
    box.finished.connect(answered)  # after the computers were let go: closing stops them
    return box
