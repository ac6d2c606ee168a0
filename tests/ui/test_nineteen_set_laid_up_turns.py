"""Nineteen's set laid face up turns over as its declarer says so. A computer declarer's "Lays
set 1 face up and looks at set 2" stood beside both sets still face down: the table turned the
set only at the end of the batch, after the words' pause, and the bubble, placed while the set
lay face down, covered it. Watched in the window as a person sees it, from the defender's seat:
the set's cards are drawn face up within moments of the words, the bubble lies over none of
them, and no card of the set the declarer only looks at is ever known to the table."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QRectF, QTimer

from tricktable.ai.registry import make_agent
from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules
from window_helpers import open_past_its_summary, show_window

LAYS = "Lays set\u00a01 face up and looks at set\u00a02"
#: the words' pause at the slow speed is 400 ms: the set turned only after it
SOON_S = 0.3


def _before_a_set_laid_up(players: int) -> tuple[dict, set[int], set[int]]:
    """A record of a Preferred Three whose computer declarer (a rule player) is about to lay
    set 1 face up and look at set 2, the person (player 0) a defender; and the two sets'
    cards."""
    for seed in range(1, 80):
        state = get_rules("nineteen").new_game(seed, players=players)
        rng = random.Random(seed)
        for _ in range(300):
            if state.game_over:
                break
            legal = state.legal_actions()
            if state.stage == "preference":
                chosen = {make_agent("rule", "nineteen", seed=s).choose(
                    state.view(state.to_act), legal).type for s in range(3)}
                if state.to_act == 0 or state.set_k != 1 or chosen != {"next-set"}:
                    break
                names = [{"name": "You", "kind": "human"}] + [
                    {"name": f"Bot {p}", "kind": "computer", "level": "rule"}
                    for p in range(1, players)]
                k = state.set_size
                return (make_record(state, names), set(state.stock[:k]),
                        set(state.stock[k:2 * k]))
            kept = [a for a in legal if a.type != "bid" or a.get("bid") == "preferred-3"]
            state.apply(rng.choice(kept or legal))
    raise AssertionError("no such position came up")


def _face(item) -> QRectF:
    """Where a card's face is drawn in the scene (its bounding box holds its shadow too)."""
    return item.mapToScene(item.shape().boundingRect()).boundingRect()


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 600)])
@pytest.mark.parametrize("players", [4, 3])
def test_a_set_laid_face_up_turns_as_its_declarer_says_so(qtbot, worker, home, players, size):
    doc, set1, set2 = _before_a_set_laid_up(players)
    w = show_window(qtbot, worker, speed="slow", size=size)
    model, felt = w.table.model, w.table.felt
    seen: dict = {"said": None, "up": None, "covered": set(), "known": set(), "taken": False}

    def watch() -> None:
        items = list(model.stock.items)
        if seen["said"] is not None and len(items) < 6:
            seen["taken"] = True  # the declarer took a set: the judging is over
        if seen["taken"]:
            return
        seen["known"] |= {i.card for i in items if i.card is not None}
        bubble = next((b for b in felt.bubbles.values()
                       if b.isVisible() and b.text == LAYS), None)
        if bubble is None:
            return
        now = time.perf_counter()
        if seen["said"] is None:
            seen["said"] = now
        up = [i for i in items if i.face_up]
        if seen["up"] is None and {i.card for i in up} >= set1:
            seen["up"] = now
        said = bubble.sceneBoundingRect()
        seen["covered"] |= {i.accessible_name() for i in up if said.intersects(_face(i))}

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(5)
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: seen["taken"], timeout=20_000)
    timer.stop()
    assert seen["said"] is not None, "the declarer laid set 1 face up"
    assert seen["up"] is not None, "set 1 drawn face up beside the words"
    assert seen["up"] - seen["said"] < SOON_S, seen["up"] - seen["said"]
    assert not seen["covered"], seen["covered"]
    assert not seen["known"] & set2, "a card of the set the declarer only looks at"
    assert seen["known"] <= set1
    w.controller.shutdown()
