"""What a finished deal is worth to one player: the number the search maximises.

Why relative scores: every game here is scored per player, and what a duplicate tournament (and a
person at the table) judges is how a player did against the others, not the raw score. So the
utility of a deal is the player's deal score minus the mean of the others' deal scores, turned
round for games where a low score is good (Heart Hunter's penalty points, in both phases: Phase 2
scores the points taken as negative, so "lower is better" still holds).

Why the game situation on top: the deal score alone ignores that a deal can end the game. When a
playout's deal ends the game, winning it is what matters, so a bonus worth a few deals' typical
spread is added for the winners (relative to the others, like the score). Games whose doubles or
match settlement are already in the deal score (Barbu's doubles, Sheepshead's zero-sum option)
need nothing more.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ..engine.view import View
from ..games.registry import find_entry, lower_wins, resolve


def action_bias(game_id: str, view: View, action: Any) -> float:
    """A constant added to the utility of ``action`` in every world: what the deal score alone
    does not see (the game's registration names the function, if it has one; Barbu's contract
    choice: the value of keeping a contract for later)."""
    bias = _bias_function(game_id)
    return bias(view, action) if bias is not None else 0.0


@cache
def _bias_function(game_id: str) -> Callable[[dict, Any], float] | None:
    entry = find_entry(game_id)
    return resolve(entry.action_bias) if entry is not None and entry.action_bias else None


def search_scope(game_id: str, view: View, legal: list[Any], rule_action: Any) -> list[Any]:
    """The actions the search may weigh against the rule player's ``rule_action``: all of
    ``legal`` unless the game's registration names a function (``search_scope``) that leaves
    some choices to the rule player, where imagined deals cannot judge them (Nineteen's
    contra: the deals imagined for a contra hold the declarer's hand at random, not the hand
    that bid)."""
    may = _scope_function(game_id)
    if may is None or rule_action is None or rule_action not in legal:
        return legal
    return [a for a in legal if a == rule_action or may(view, a, rule_action)]


@cache
def _scope_function(game_id: str) -> Callable[[Any, Any, Any], bool] | None:
    entry = find_entry(game_id)
    return resolve(entry.search_scope) if entry is not None and entry.search_scope else None


def score_sign(game_id: str) -> int:
    """+1 if a higher deal score is better for the player, -1 if lower is better."""
    return -1 if lower_wins(game_id) else 1


def win_bonus(game_id: str) -> float:
    """The value (in deal-score points, already signed "good") of winning the game in a deal."""
    entry = find_entry(game_id)
    return entry.win_bonus if entry is not None else 10.0


def relative(score: tuple[int, ...] | list[int], player: int, sign: int = 1) -> float:
    """``sign × (score[player] − mean of the others' scores)``."""
    n = len(score)
    if n < 2:
        return float(sign * score[player])
    own = score[player]
    others = (sum(score) - own) / (n - 1)
    return sign * (own - others)


def deal_utility(state: Any, player: int, deals_before: int) -> float:
    """The utility for ``player`` of the deal that finished after ``deals_before`` deals.

    ``state`` is a world whose deal (the one being searched) is over: its log is
    ``state.history[deals_before]``.
    """
    game = state.rules.id
    sign = score_sign(game)
    log = state.history[deals_before]
    u = relative(log.score, player, sign)
    if state.over and len(state.history) == deals_before + 1:
        winners = state.winners
        n = len(log.score)
        if winners and n > 1:
            won = 1.0 if player in winners else 0.0
            others = (len(winners) - won) / (n - 1)
            u += win_bonus(game) * (won - others)
    return u
