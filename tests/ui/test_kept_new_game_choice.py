"""A new game chosen in the dialog, then "Keep playing" at "Your … game is not finished": the
next Ctrl+N opened on the running game again, every choice to be made anew. It opens on the
game chosen, with its options and seats as they were set."""

from __future__ import annotations

from PySide6.QtCore import Qt

from window_helpers import show_window, start_a_game_the_person_moved_in


def test_keep_playing_keeps_the_new_game_dialogs_choice_for_next_time(qtbot, worker, home):
    w = show_window(qtbot, worker)
    c = w.controller
    start_a_game_the_person_moved_in(qtbot, w)
    dlg = w.open_new_game_dialog()
    dlg.game.setCurrentIndex(dlg.game.findData("heart-hunter"))
    players = dlg.option_widget("players")
    players.setCurrentIndex(players.findData(3))
    qtbot.mouseClick(dlg.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Start
    box = w.replace_box
    keep = next(b for b in box.buttons() if b.text().replace("&", "") == "Keep playing")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert c.state.rules.id == "young-hunter"
    again = w.open_new_game_dialog()
    assert again.game_id == "heart-hunter"
    assert again.option_widget("players").currentData() == 3
    assert len(again.seat_rows()) == 3
    again.reject()
    c.shutdown()
