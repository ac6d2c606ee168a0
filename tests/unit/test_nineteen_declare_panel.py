"""Nineteen's declarations panel (Qt-free): each toggle says what its declaration brings, and
the Declare button asks for a pick before one is made."""

from __future__ import annotations

from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import Action
from tricktable.games.nineteen_words import decision
from tricktable.presentation import panel_state as ps


def declare(*names: str) -> Action:
    return Action("declare", -1, (("declarations", tuple(names)), ("contras", ())))


def test_each_toggle_says_what_it_brings_not_that_a_click_declares():
    """The toggles read "declare it now", though a click only picks (the Declare button
    declares): the holdings say what each other player pays, the promises what they need."""
    legal = [declare(), declare("eight-trumps"), declare("slam"), declare("sparrow"),
             declare("eight-trumps", "slam")]
    d = decision(None, legal, TAROT, ["You", "West", "North"])
    lines = {c.label: c.line for c in d.choices}
    nbsp = "\u00a0"  # a promise's worth stays with its last words where a toggle wraps
    assert lines == {"Eight Trumps": "4 from each other player",
                     "The Sparrow":
                         f"promise: the Juggler (1★) takes the last trick{nbsp}·{nbsp}10",
                     "Slam": f"promise: your side takes every trick{nbsp}·{nbsp}20"}
    assert not any("now" in line for line in lines.values())
    state = ps.PanelState(d)
    assert state.confirm() == ps.Confirm("pick one first", False)
