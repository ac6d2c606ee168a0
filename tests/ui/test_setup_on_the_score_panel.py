"""The game's set-up on the score panel: once a game began, nothing at the table said that
contra or the direct deal of jacks was on, or that North played as an Expert; the only way to
look was New game, where one Enter started another game. The panel says the options chosen
away from their defaults and each computer's level, under the game number, where they are
not the usual ones."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from tricktable.presentation.table_setup import levels_words, options_words
from tricktable.settings import Seat
from window_helpers import show_window, wait_for_person


def _start(qtbot, w, ticked: set[str], extra: str, north: str) -> None:
    """Ctrl+N's dialog: Young Hunter, the boxes in ``ticked`` ticked (the others not), its
    extra game at ``extra``, North at level ``north``, then Start (over a game running)."""
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("young-hunter"))
    for name in ("contra", "direct_jacks"):
        box = dlg.option_widget(name)
        assert isinstance(box, QCheckBox)
        if box.isChecked() != (name in ticked):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    combo = dlg.option_widget("extra_game")
    combo.setCurrentIndex(combo.findData(extra))
    _name, _kind, level = dlg.seat_rows()[2]
    level.setCurrentIndex(level.findData(north))
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = getattr(w, "replace_box", None)
    if box is not None and box.isVisible():
        start = next(b for b in box.buttons()
                     if b.text().replace("&", "") == "Start the new game")
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)


def test_the_score_panel_says_the_options_chosen_and_the_computers_levels(qtbot, worker, home):
    w = show_window(qtbot, worker, size=(1440, 900))
    setup = w.score_panel.setup
    _start(qtbot, w, {"contra", "direct_jacks"}, "after-4", "expert")
    wait_for_person(qtbot, w, timeout=30_000)
    assert setup.isVisible()
    north = w.controller.names()[2]
    assert setup.text() == ("Options: Direct deal of jacks · Contra · Extra game: "
                            "after deal\u00a04."
                            f"\nComputers: Club player ({w.controller.names()[1]}, "
                            f"{w.controller.names()[3]}), Expert ({north})."), setup.text()
    # whole in the panel, under the game number
    panel = w.score_panel
    assert setup.geometry().bottom() <= panel.height()
    assert setup.geometry().top() >= panel.seed.geometry().bottom()
    _start(qtbot, w, set(), "off", "rule")
    wait_for_person(qtbot, w, timeout=30_000)
    # the usual game (defaults, club players) says nothing: the room is the scores'
    assert setup.text() == "" and not setup.isVisible(), setup.text()
    w.controller.shutdown()


def test_options_the_panel_explains_or_the_table_shows_are_not_named_again():
    """Sheepshead's zero-sum line is the phase line's already; the number of players shows."""
    assert options_words("sheepshead", {"zero_sum": True}) == ""
    assert options_words("heart-hunter", {"players": 3}) == ""
    assert options_words("nineteen", {"level_multiplier": False}) == \
        "Options: Multiply by the level: off."
    assert levels_words(["You", "Bob"], [Seat("You", "human"), Seat("Bob", "human")]) == ""
