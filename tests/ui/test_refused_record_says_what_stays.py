"""Ctrl+O on a record that cannot be opened: the box names the record's players as the table
does, and says what becomes of the game on the table.

Why: an edited record's box said "deal 1, action 5: it is player 1's turn, not player 3's"
(players counted from 0, while the action counts from 1, and no name the person sees), and
every refusal ended "Your game goes on." though the game was over, or there was none.
"""

from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from tricktable.presentation import record_words as rw
from window_helpers import (
    in_file_dialog,
    key_to_window,
    record_where,
    show_window,
    type_file_name,
)

SEATS = ["You", "West", "North", "East"]


def refusal_after_ctrl_o(qtbot, w, path) -> str:
    """Ctrl+O, the file's path typed and Return, as a person opens a record: the box's words."""
    in_file_dialog(lambda dialog: type_file_name(qtbot, dialog, str(path)))
    key_to_window(qtbot, w, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(w, "last_message", None) is not None
                    and w.last_message.isVisible(), timeout=5_000)
    text = w.last_message.text()
    w.last_message.close()
    return text


def edited_record(tmp_path):
    """A Heart Hunter record whose West's play is written as East's: the path and its text."""
    doc = record_where("heart-hunter", {}, 13, 0, lambda st: len(st.deal_log.actions) >= 8)
    for seat, name in zip(doc["players"], SEATS, strict=True):
        seat["name"] = name
    actions = doc["deals"][0]["actions"]
    index = next(i for i, a in enumerate(actions) if a["player"] == 1)
    actions[index]["player"] = 3
    for key in ("tricks", "score", "totals"):
        doc["deals"][0].pop(key, None)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(doc))
    return path, index + 1


def test_an_edited_records_box_names_the_players_as_the_record_does(
        qtbot, worker, home, tmp_path):
    """West's play written as East's: "it is West's turn, not East's", not player numbers
    counted from 0; its headline one sentence with one colon (it read "…since it was saved:
    it does not play back"); and with no game at all, the box says how to start one."""
    path, number = edited_record(tmp_path)
    w = show_window(qtbot, worker)
    said = refusal_after_ctrl_o(qtbot, w, path)
    assert f"deal 1, action {number}: it is West's turn, not East's." in said, said
    assert "player " not in said, said
    headline = said.split("\n")[0]
    assert headline.startswith("edited.json cannot be opened: it was damaged or changed")
    assert headline.count(":") == 1, headline
    assert said.endswith(rw.NO_GAME) and rw.GOES_ON not in said, said
    assert w.controller.state is None


def test_a_refusal_after_the_game_is_over_does_not_say_it_goes_on(
        qtbot, worker, home, tmp_path):
    """A finished game on the table: the box says it stays, not "Your game goes on."."""
    rules = get_rules("heart-hunter")
    state = rules.new_game(5, quick=True)
    rng = random.Random(5)
    while not state.game_over:
        state.apply(rng.choice(state.legal_actions()))
    players = [{"name": n, "kind": "human" if n == "You" else "computer"} for n in SEATS]
    w = show_window(qtbot, worker)
    w.controller.load_record(json.loads(json.dumps(make_record(state, players))))
    qtbot.waitUntil(lambda: w.controller.facts().over and w.table.animations_idle(),
                    timeout=10_000)
    assert QApplication.activeModalWidget() is None  # the end on the table, no box over it
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tricktable-record", "deals": [')
    said = refusal_after_ctrl_o(qtbot, w, broken)
    assert said.endswith(rw.FINISHED_STAYS) and rw.GOES_ON not in said, said
    assert QApplication.activeModalWidget() is None
    assert w.controller.facts().over
