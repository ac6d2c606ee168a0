"""What the game's end must show, checked in a live window: by the person robot
(``person_plays``) and by the installed program's self-test (``commands.self_test``). Apart
from the robot, whose clicks need Qt's test module: the installed program is built without it,
and its self-test failed to start ("No module named 'PySide6.QtTest'").
"""

from __future__ import annotations

import time
from typing import Any


def game_end_problems(window: Any) -> list[str]:
    """What the game's end lacks: the last deal's summary card on the table is the game's end,
    saying who won, every place and "Play again", with no box opened beside it (one did, and
    covered a player's plate)."""
    from PySide6.QtWidgets import QApplication, QDialog

    from ..presentation.standings import FINAL_STANDINGS

    felt = window.table.felt
    deadline = time.perf_counter() + 5.0
    while not felt.summary_proxy.isVisible() and time.perf_counter() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    summary = felt.summary
    if summary is None or not felt.summary_proxy.isVisible() or not summary.game_over:
        return ["the table showed no summary of the game's end"]
    problems = []
    if "the game" not in summary.title:
        problems.append(f"the game's end is titled {summary.title!r}, not who won")
    if not any(note.startswith(FINAL_STANDINGS) for note in summary.notes):
        problems.append("the game's end gave no final standings")
    if felt.summary_card.button is None or felt.summary_card.button.label != "Play again":
        problems.append("the game's end offered no Play again")
    boxes = [w.windowTitle() for w in QApplication.topLevelWidgets()
             if isinstance(w, QDialog) and w.isVisible()]
    if boxes:
        problems.append(f"a box opened at the game's end: {', '.join(boxes)}")
    return problems
