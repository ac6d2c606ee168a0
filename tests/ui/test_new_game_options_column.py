"""The New game dialog's options: Sheepshead's lone "Zero-sum settlement" check box sat beside an
empty column as wide as other games' labels ("Hands in a game:"), as if something were missing
there. The options are one column now: a list's name over it, a check box with its own words,
the help under each, all at the group's left edge, in every game."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel

from tricktable import settings as store
from tricktable.ui.dialog_new_game import NewGameDialog
from window_helpers import each_game_in


def _lefts(dlg: NewGameDialog) -> dict[str, int]:
    """Where each thing in the options group starts, from the group's left edge."""
    box = dlg.options_box
    out = {}
    for name in dlg._option_widgets:
        w = dlg.option_widget(name)
        out[name] = w.mapTo(box, QPoint(0, 0)).x()
        label = next((lab for lab in box.findChildren(QLabel) if lab.buddy() is w), None)
        if label is not None and label.isVisible():
            out[f"{name} (name)"] = label.mapTo(box, QPoint(0, 0)).x()
        help_label = dlg._help_labels.get(name)
        if help_label is not None:
            out[f"{name} (help)"] = help_label.mapTo(box, QPoint(0, 0)).x()
    return out


def test_a_lone_check_box_starts_at_the_options_edge_not_beside_an_empty_column(qtbot, home):
    dlg = NewGameDialog(store.Settings(), "sheepshead")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    edge = dlg.options_box.layout().contentsRect().left()
    box = dlg.option_widget("zero_sum")
    assert box.isVisible() and box.text().replace("&", "") == "Zero-sum settlement"
    assert box.mapTo(dlg.options_box, QPoint(0, 0)).x() == edge, _lefts(dlg)
    dlg.reject()


def test_every_game_s_options_names_and_help_start_at_one_left_edge(qtbot, home):
    """Chosen one after another with the keyboard in the game box, as a person looks through
    the games: no game's options leave a column empty, and none moves with another's labels."""
    dlg = NewGameDialog(store.Settings(), "sheepshead")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    for _i in each_game_in(qtbot, dlg):
        lefts = _lefts(dlg)
        edge = dlg.options_box.layout().contentsRect().left()
        assert lefts and set(lefts.values()) == {edge}, (dlg.game_id, edge, lefts)
    dlg.reject()
