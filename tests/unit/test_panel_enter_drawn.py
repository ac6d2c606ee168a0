"""Enter on the decision panel, with no button focused, acts only on a choice the panel draws as
picked, in every game: Barbu's "Choose the contract" draws none as the default (its contracts are
equal choices), yet Enter took "No Queens", the first, unseen. Checked on every panel met in
random games of each game, second steps (a suit, a starting rank) included."""

from __future__ import annotations

import pytest

from panels import decisions
from tricktable.engine.panel import Decision
from tricktable.presentation.panel_state import PanelState

GAMES = [("barbu", {}), ("nineteen", {"players": 4}), ("nineteen", {"players": 3}),
         ("nineteen", {"players": 2}), ("sheepshead", {}), ("young-hunter", {"contra": True}),
         ("heart-hunter", {})]


def panels(game: str, options: dict, seeds: range, deals: int = 3):
    """Every panel met in random games: each decision, and each second step it opens."""
    for _view, _legal, decision in decisions(game, options, seeds, deals):
        yield decision
        yield from (c.then for c in decision.choices if c.then is not None)


def drawn_as_picked(decision: Decision) -> list:
    """What the panel draws as Enter's choice: a plain choice marked the default, or the
    confirm or skip button beside toggles (``ActionPanel._show_confirm``)."""
    if decision.kind == "buttons":
        return [c for c in decision.choices if c.default]
    return ["toggles", "discard", decision.skip]


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_enter_with_no_button_focused_acts_only_on_a_choice_drawn_as_picked(game, options):
    seen = 0
    for decision in panels(game, options, range(8)):
        what = PanelState(decision).default()
        assert what is None or what in drawn_as_picked(decision), (decision.title, what)
        if what is None:  # Enter then says how to pick, instead of picking
            assert PanelState(decision).unpicked_words()
        seen += 1
    assert seen or game == "heart-hunter"
