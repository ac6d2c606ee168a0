"""A doubled Barbu player's plate did not say who doubled them: only the doublers' plates did
("Doubled East"), so the doubled player's own plate looked untouched while they decided whether
to redouble. It now says "Doubled by North and East" until they answer (a redouble is said by
"Redoubled …", the declarer's double back is its redouble). North (declarer) redoubled
East and You: the plates of those he redoubled did not say so; every plate now names both
directions of each bet riding on it ("Redoubled by North")."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.presentation import describe

NAMES = ["You", "Ada", "Bert", "Cleo"]


def _say(state, kind: str, **data) -> None:
    [action] = [a for a in state.legal_actions()
                if a.type == kind and all(a.get(k) == v for k, v in data.items())]
    state.apply(action)


def _notes(state, names: list[str] = NAMES) -> list[list[str]]:
    view = state.view(0)
    return [describe.plate_lines(view, p, FRENCH, names)[1] for p in range(4)]


def test_a_doubled_players_plate_names_who_doubled_them_until_they_answer() -> None:
    """Bert declares No Queens; Cleo doubles Ada and Bert, You double Ada, Ada doubles Bert,
    Bert doubles Cleo back; Ada redoubles Cleo only."""
    state = get_rules("barbu").new_game(seed=1)
    assert state.declarer == 2
    _say(state, "choose-contract", contract="no-queens")
    _say(state, "double", targets=(1, 2))  # Cleo
    notes = _notes(state)
    assert "Doubled by Cleo" in notes[1], notes
    assert "Doubled by Cleo" in notes[2], notes
    _say(state, "double", targets=(1,))  # You
    assert "Doubled by Cleo and you" in _notes(state)[1]
    _say(state, "double", targets=(2,))  # Ada
    assert "Doubled by Cleo and Ada" in _notes(state)[2]
    _say(state, "double", targets=(3,))  # Bert doubles Cleo back: his answer to her
    notes = _notes(state)
    assert notes[2] == ["No Queens", "Redoubled Cleo", "Doubled by Ada"], notes
    assert not any(n.startswith("Doubled by") for n in notes[3]), notes  # an answer, said so
    assert not any(n.startswith("Doubled by") for n in notes[0]), notes  # nobody doubled You
    assert state.turn == 1 and state.stage == "redouble"
    _say(state, "redouble", targets=(3,))  # Ada redoubles Cleo, not You
    notes = _notes(state)
    assert notes[1] == ["Doubled Bert", "Redoubled Cleo", "Doubled by you"], notes
    assert notes[3] == ["Doubled Ada and Bert", "Redoubled by Bert and Ada"], notes
    assert state.stage == "play"
    assert _notes(state)[2] == ["No Queens", "Redoubled Cleo", "Doubled by Ada"]


#: the seats of the redoubled cases, North declaring
SEATS = ["You", "West", "North", "East"]


def test_the_declarers_redoubles_show_on_the_plates_of_those_he_redoubled() -> None:
    state = get_rules("barbu").new_game(seed=1)
    assert state.declarer == 2  # North
    _say(state, "choose-contract", contract="no-queens")
    _say(state, "double", targets=(0, 2))  # East doubles You and North
    _say(state, "double", targets=(2, 3))  # You double North and East
    _say(state, "double", targets=())  # West doubles nobody
    _say(state, "double", targets=(0, 3))  # North doubles You and East back
    assert state.stage == "play"
    you, west, north, east = _notes(state, SEATS)
    assert north == ["No Queens", "Redoubled you and East"]
    assert you == ["Doubled North and East", "Doubled by East", "Redoubled by North"]
    assert east == ["Doubled you and North", "Doubled by you", "Redoubled by North"]
    assert west == []


def test_a_redouble_in_the_redouble_round_shows_beside_the_doubler() -> None:
    """East doubles West, who redoubles East: East's plate says West redoubled it."""
    state = get_rules("barbu").new_game(seed=1)
    _say(state, "choose-contract", contract="no-queens")
    _say(state, "double", targets=(1,))  # East doubles West
    _say(state, "double", targets=())  # You
    _say(state, "double", targets=())  # West
    _say(state, "redouble", targets=(3,))  # West redoubles East
    you, west, _north, east = _notes(state, SEATS)
    assert west == ["Redoubled East"]
    assert east == ["Doubled West", "Redoubled by West"]
    assert you == []


def test_a_forced_maximum_double_and_its_redouble_read_right() -> None:
    """In North's sixth hand everyone still owes both doubles: the double on North is forced.
    East doubles everyone, North doubles East back, You redouble East: the mark stays on North
    alone, and both answers are said beside East."""
    state = get_rules("barbu").new_game(seed=1)
    rng = random.Random(0)
    while not (state.deal_number == 6 and state.stage == "double"):
        legal = state.legal_actions()
        nothing = [a for a in legal if a.type in ("double", "redouble")
                   and not a.get("targets")]
        state.apply(nothing[0] if nothing else rng.choice(legal))
    assert state.declarer == 2 and state.turn == 3 and state.double_forced(3)
    _say(state, "double", targets=(0, 1, 2))  # East: the maximum, North's double forced
    _say(state, "double", targets=(2,))  # You: forced too
    _say(state, "double", targets=(2,))  # West: forced too
    _say(state, "double", targets=(3,))  # North doubles East back
    assert state.stage == "redouble"
    _say(state, "redouble", targets=(3,))  # You redouble East
    _say(state, "redouble", targets=())  # West does not
    you, west, north, east = _notes(state, SEATS)
    assert east == ["Doubled North (forced), you and West", "Redoubled by North and you"]
    assert north[1:] == ["Redoubled East", "Doubled by you and West"]
    assert you == ["Doubled North (forced)", "Redoubled East"]
    assert west == ["Doubled North (forced)", "Doubled by East"]
