"""The Barbu plates named the person "You" inside a note ("Doubled You, West and East",
"Redoubled You"): a display name inside a sentence is "you", as everywhere else."""

from __future__ import annotations

from tricktable.engine.cards import FRENCH
from tricktable.games import get_rules
from tricktable.presentation import describe

NAMES = ["You", "Ada", "Bert", "Cleo"]


def test_the_plates_say_doubled_you_and_redoubled_you_in_lower_case() -> None:
    """Bert declares; Cleo doubles You and Ada, You double Ada, Ada doubles Bert (who doubles
    her back), then You redouble Cleo and Ada redoubles Cleo and You: every note naming the
    person says "you", first in its list or not."""
    state = get_rules("barbu").new_game(seed=1)
    assert state.declarer == 2

    def say(kind: str, **data) -> None:
        [action] = [a for a in state.legal_actions()
                    if a.type == kind and all(a.get(k) == v for k, v in data.items())]
        state.apply(action)

    say("choose-contract", contract="no-queens")
    for player, targets in ((3, (0, 1)), (0, (1,)), (1, (2,)), (2, (1,)), (0, (3,)),
                            (1, (0, 3))):
        assert state.turn == player
        say(state.stage, targets=targets)
    notes = [describe.plate_lines(state.view(0), p, FRENCH, NAMES)[1] for p in range(4)]
    assert notes[3] == ["Doubled you and Ada", "Redoubled by you and Ada"], notes
    assert notes[1] == ["Doubled Bert", "Redoubled Cleo and you", "Redoubled by Bert"], notes
