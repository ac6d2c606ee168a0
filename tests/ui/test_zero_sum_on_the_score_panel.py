"""Sheepshead's zero-sum settlement, chosen in the New game dialog, was said nowhere on the table
or the score panel: the deal's scores, settled between each pair of players, looked wrong beside
the band's values until the summary's last line. The score panel's goal line says it while it
is on (the game's words give the sentence: ``OPTION_LINES``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tricktable.games import sheepshead_words
from window_helpers import show_window, wait_for_person

#: the sentence proposed for ``games/sheepshead_words.py``, used until that module has its own
ZERO_SUM_LINE = ("Zero-sum settlement: each pair of players settles the difference of their "
                 "scores, so the totals add up to zero.")


def _start_from_the_dialog(qtbot, w, zero_sum: bool) -> None:
    """Ctrl+N's dialog: Three-Hand Sheepshead, its zero-sum box ticked or not, Start."""
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("sheepshead"))
    box = dlg.option_widget("zero_sum")
    if box.isChecked() != zero_sum:
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked() == zero_sum
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = getattr(w, "replace_box", None)
    if box is not None and box.isVisible():  # "Start the new game" over the one running
        start = next(b for b in box.buttons()
                     if b.text().replace("&", "") == "Start the new game")
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)


def test_the_score_panel_says_the_zero_sum_settlement_while_it_is_on(
        qtbot, worker, home, monkeypatch):
    if not hasattr(sheepshead_words, "OPTION_LINES"):
        monkeypatch.setattr(sheepshead_words, "OPTION_LINES", {"zero_sum": ZERO_SUM_LINE},
                            raising=False)
    w = show_window(qtbot, worker, size=(1366, 700))
    status = w.score_panel.status
    _start_from_the_dialog(qtbot, w, zero_sum=True)
    wait_for_person(qtbot, w, timeout=30_000)
    assert w.controller.state.options["zero_sum"]
    assert status.isVisible()
    assert status.text().startswith("The first to reach"), status.text()  # the goal first
    assert "Zero-sum settlement" in status.text(), status.text()
    _start_from_the_dialog(qtbot, w, zero_sum=False)
    wait_for_person(qtbot, w, timeout=30_000)
    assert not w.controller.state.options["zero_sum"]
    assert "Zero-sum" not in status.text(), status.text()
    w.controller.shutdown()
