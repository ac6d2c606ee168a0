"""Barbu's doubling panel calls a double of all three others the "maximum", as its rules and the
deal log do ("You double everyone (maximum)."); the button said "Double · 3 doubles"."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.games.barbu import choose_action
from tricktable.presentation import panel_state as ps
from tricktable.presentation.describe import decision_for

NAMES = ["You", "Ada", "Bert", "Cleo"]


def doubling(contract: str, trump: str | None = None, start_rank: str | None = None):
    """The state and the panel of the first player to decide on doubles."""
    state = get_rules("barbu").new_game(seed=9)
    state.apply(choose_action(contract, trump, start_rank))
    pos = state.to_act
    legal = state.legal_actions()
    return state, decision_for(state.view(pos), legal, state.describe, FRENCH, NAMES)


def line(decision, keys) -> str:
    return ps.PanelState(decision, checked=frozenset(keys)).confirm().line


def test_doubling_all_three_others_reads_maximum_as_in_the_deal_log():
    state, d = doubling("no-queens")
    keys = [c.key for c in d.choices]
    assert len(keys) == 3 and d.confirm == "Double"
    assert line(d, keys) == "maximum"
    everyone = next(a for a in state.legal_actions() if len(a.get("targets") or ()) == 3)
    assert "(maximum)" in str(state.describe(everyone))


def test_fewer_doubles_are_counted():
    _state, d = doubling("no-hearts")
    keys = [c.key for c in d.choices]
    assert line(d, keys[:1]) == "1 double"
    assert line(d, keys[:2]) == "2 doubles"


def test_the_declarer_alone_doubled_in_trump_or_dominoes_is_no_maximum():
    for contract, trump, rank in (("trump", "H", None), ("dominoes", None, "A")):
        _state, d = doubling(contract, trump, rank)
        keys = [c.key for c in d.choices]
        assert len(keys) == 1
        assert line(d, keys) == "1 double"


def test_a_unit_dict_names_every_toggle_picked_and_counts_kinds_of_one_word_together():
    from dataclasses import replace

    from tricktable.engine.panel import Choice, Decision

    d = Decision("toggles", "Double whom?", "", [Choice(n, key=k) for k, n in enumerate("ABC")],
                 confirm="Double", unit={0: "double", 1: "double", 2: "double",
                                         ps.EVERY: "maximum"})
    assert line(d, {0, 1, 2}) == "maximum"
    assert line(d, {0, 2}) == "2 doubles"
    assert line(replace(d, unit={0: "double", 1: "double", 2: "double"}), {0, 1, 2}) == \
        "3 doubles"
