"""What Undo says it took back (presentation/undo_words): Ctrl+Z left only "Your turn" in the
status bar. The words come from the game before the undo and after it."""

from __future__ import annotations

from tricktable.games.registry import get_rules
from tricktable.presentation.undo_words import undone_line


def test_a_card_undone_is_named_and_so_are_the_cards_played_after_it():
    state = get_rules("heart-hunter").new_game(5)
    while state.to_act != 0:
        state.apply(state.legal_actions()[0])
    kept = state.copy()  # the undo point, before the person's card
    card = state.legal_actions()[0].card
    state.apply(state.legal_actions()[0])
    alone = state.copy()
    assert undone_line(alone, kept) == f"Undone: your {state.rules.codec.short(card)}."
    state.apply(state.legal_actions()[0])
    assert undone_line(state, kept) == (
        f"Undone: your {state.rules.codec.short(card)} and the cards played after it.")
    assert undone_line(kept, kept) == "Undone."


def test_a_decision_without_a_card_is_named_by_its_kind():
    state = get_rules("nineteen").new_game(1)
    kept = state.copy()
    bid = next(a for a in state.legal_actions() if a.type == "bid")
    state.apply(bid)
    assert undone_line(state, kept) == "Undone: your bid."
    state.apply(next(a for a in state.legal_actions() if a.type == "pass"))
    assert undone_line(state, kept) == "Undone: your bid and what the other players did after it."


def test_a_dummys_card_undone_is_named_as_the_dummys():
    """"Undone: your 11★" was said of a card the person had played from their dummy."""
    import random

    state = get_rules("nineteen").new_game(4, players=2)
    rng = random.Random(4)
    while not (state.stage == "play" and state.seat_player[state.turn] is None):
        state.apply(rng.choice(state.legal_actions()))
    kept = state.copy()
    card = state.legal_actions()[0].card
    state.apply(state.legal_actions()[0])
    assert undone_line(state, kept).startswith(
        f"Undone: your dummy's {state.rules.codec.short(card)}")


def _barbu_at_the_declarers_answer(seed: int):
    """A Barbu hand at the declarer's answer to the doubles (someone doubled them), or None."""
    state = get_rules("barbu").new_game(seed)
    state.apply(state.legal_actions()[0])  # the contract
    while state.stage == "double" and state.to_act != state.declarer:
        legal = state.legal_actions()
        state.apply(max(legal, key=lambda a: len(a.get("targets") or ())))  # everyone doubled
    return state if state.stage == "double" and state.to_act == state.declarer else None


def test_the_declarers_answer_to_the_doubles_is_undone_as_a_redouble():
    """After "You redouble West." in the deal log, Ctrl+Z said "Undone: your double and what
    the other players did after it.": the declarer's double is a redouble in the game's words
    (its button, its bubble, its log line), and the undo says so too."""
    state = next(s for s in map(_barbu_at_the_declarers_answer, range(1, 30)) if s is not None)
    kept = state.copy()
    back = next(a for a in state.legal_actions() if a.get("targets"))
    state.apply(back)
    assert undone_line(state, kept).startswith("Undone: your redouble")
    state = kept.copy()
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert undone_line(state, kept).startswith("Undone: your choice not to redouble")


def test_a_double_and_a_double_not_made_are_named_as_such():
    state = get_rules("barbu").new_game(3)
    state.apply(state.legal_actions()[0])  # the contract: the doubling round follows
    kept = state.copy()
    state.apply(next(a for a in state.legal_actions() if a.get("targets")))
    assert undone_line(state, kept) == "Undone: your double."
    state = kept.copy()
    state.apply(next(a for a in state.legal_actions() if not a.get("targets")))
    assert undone_line(state, kept) == "Undone: your choice not to double."


def test_a_sheepshead_burial_is_undone_as_a_burial():
    """"Undone: your discard…" was said of the two cards the Player buried."""
    state = get_rules("sheepshead").new_game(2)
    while state.stage == "window" and state.to_act != 0:
        state.apply(next(a for a in state.legal_actions() if a.type == "pass"))
    state.apply(next(a for a in state.legal_actions() if a.type != "pass"))  # takes it
    assert state.stage == "discard" and state.to_act == 0
    kept = state.copy()
    state.apply(state.legal_actions()[0])
    assert undone_line(state, kept).startswith("Undone: your burial")
