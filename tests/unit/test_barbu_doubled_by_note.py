"""A doubled Barbu player's plate did not say who doubled them: only the doublers' plates did
("Doubled East"), so the doubled player's own plate looked untouched while they decided whether
to redouble. It now says "Doubled by North and East" until they answer (a redouble is said by
"Redoubled …", the declarer's double back is its redouble)."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.presentation import describe

NAMES = ["You", "Ada", "Bert", "Cleo"]


def _say(state, kind: str, **data) -> None:
    [action] = [a for a in state.legal_actions()
                if a.type == kind and all(a.get(k) == v for k, v in data.items())]
    state.apply(action)


def _notes(state) -> list[list[str]]:
    view = state.view(0)
    return [describe.plate_lines(view, p, FRENCH, NAMES)[1] for p in range(4)]


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
