"""Records for tests: a game's record as a record typed in elsewhere would give it."""

from __future__ import annotations

import copy

from tricktable.engine.record_write import make_record
from tricktable.games.registry import get_rules

#: what replay fills in from the hands and actions (RECORD.md)
DERIVED = ("tricks", "score", "totals")


def bare_record(doc: dict) -> dict:
    """A copy of ``doc`` with only what a record typed in elsewhere gives: hands, stock, dealer and
    actions (no tricks, scores, totals or result)."""
    bare = copy.deepcopy(doc)
    for deal in bare["deals"]:
        for key in DERIVED:
            del deal[key]
    bare["result"] = None
    return bare


def at_the_persons_window(seed: int) -> dict:
    """The record of a Sheepshead deal where the others passed the window to the person (seat
    0), who is to take it or pass."""
    st = get_rules("sheepshead").new_game(seed)
    while st.stage == "window" and st.to_act != 0:
        st.apply(next(a for a in st.legal_actions() if a.type == "pass"))
    assert st.stage == "window" and st.to_act == 0
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North")]
    return make_record(st, players)


def barbu_dominoes_from_a_doubles() -> dict:
    """Barbu game 5: East declares Dominoes from A; the person (South) decides on doubles."""
    state = get_rules("barbu").new_game(5)
    assert state.declarer == 3
    state.apply(next(a for a in state.legal_actions()
                     if a.get("contract") == "dominoes" and a.get("start_rank") == "A"))
    assert state.stage == "double" and state.to_act == 0
    players = [{"name": "You", "kind": "human"}] + [
        {"name": n, "kind": "computer", "level": "rule"} for n in ("West", "North", "East")]
    return make_record(state, players)
