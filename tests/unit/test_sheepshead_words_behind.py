"""A Sheepshead defender's figures name who falls behind: the play checker said "it came out the
same for your own score as the Q♣, but with the others about 2.0 game points further behind
you". The others are the Player and the partner, whose score moves as the defender's does (not
at all): only the Player moved, by twice the others' average."""

from __future__ import annotations

from tricktable.coach.positions import positions
from tricktable.coach.recommend import check_words, deals_clause, hint_for
from tricktable.coach.weighing import Comparison, Verdict

POSITIONS = [p for p in positions("sheepshead", 60, seed=5) if p.kind == "play: play"
             and len(p.state.legal_actions()) > 1]


def _play(defender: bool):
    """A card play of a deal with a Player, by a defender (or by the Player)."""
    for pos in POSITIONS:
        view = pos.state.view(pos.player)
        if view.window_player is not None and not view.least \
                and (view.window_player != pos.player) == defender:
            legal = pos.state.legal_actions()
            return pos, legal[0], legal[-1]
    raise AssertionError("no such play came up")


def _verdict(action, rule, other):
    comparison = Comparison(other, own=0.0, others=-1.0, utility=1.0, error=0.1, worlds=111)
    return Verdict(action, rule, "Lead low.", action, (comparison,), worlds=111,
                   level="expert", candidates=(action, rule)), comparison


def test_a_defenders_figures_say_the_player_falls_behind_by_what_the_player_moves():
    pos, best, other = _play(defender=True)
    state = pos.state
    short = state.rules.codec.short(other.card)
    verdict, c = _verdict(best, best, other)
    said = (f"the same for your own score as the {short}, but with the Player about 2.0 game "
            "points worse off")
    # (then, while the Player has still to play to the trick, how its burial bears on them)
    mine = state.rules.codec.short(best.card)
    assert hint_for(state, pos.player, verdict).figures.startswith(
        f"In {deals_clause(111)}, the {mine} was {said}.")
    assert check_words(state, pos.player, best, c).endswith(f" it was {said}.")
    # the search overruling the rule says it too
    overruled, _c = _verdict(best, other, other)
    assert hint_for(state, pos.player, overruled).reason.endswith(
        f"but in {deals_clause(111)}, the {mine} leaves the Player worse off.")


def test_the_players_own_figures_still_say_the_others():
    pos, best, other = _play(defender=False)
    verdict, _c = _verdict(best, best, other)
    figures = hint_for(pos.state, pos.player, verdict).figures
    assert "but with the others about 1.0 game point worse off." in figures, figures
