"""The Settings dialog tries its choices on the table as they are made; only OK keeps them.
Closed unanswered (the program killed politely, the window closed under it), it counts as
Cancel: the settings file keeps what it had."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tricktable import settings as store
from tricktable.settings import Seat
from window_helpers import open_settings, show_window, wait_for_person


def test_a_window_closed_under_the_settings_keeps_the_settings_it_had(qtbot, worker, home):
    w = show_window(qtbot, worker)
    w.start_game("heart-hunter", {}, [Seat("You", "human"), *(Seat(n, "computer")
                                                            for n in ("W", "N", "E"))], 3)
    wait_for_person(qtbot, w)
    w.save_settings()
    assert not store.load_settings()[0].four_colour
    dlg = open_settings(qtbot, w)
    box = dlg.switches["four_colour"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().bottomLeft() / 2)
    assert box.isChecked() and w.table.art.four_colour, "tried on the table at once"
    w.close()  # what a polite kill does, the dialog still open and unanswered
    assert not store.load_settings()[0].four_colour, "a choice never confirmed was kept"
