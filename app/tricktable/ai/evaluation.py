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

from typing import Any

#: -1 where a lower score is better
SCORE_SIGN: dict[str, int] = {"heart-hunter": -1}

#: the value (in deal-score points, already signed "good") of winning the game in that deal
WIN_BONUS: dict[str, float] = {
    "heart-hunter": 15.0,
    "young-hunter": 10.0,
    "sheepshead": 6.0,
    "barbu": 40.0,
    "nineteen": 150.0,
}


#: Barbu: the declarer's relative score in each contract on an ordinary hand (rule players,
#: the declarer's best trump suit or starting rank, doubles included; 500 first hands each,
#: seeds 10000-10499). Choosing a contract spends it: the search weighs a contract by how much
#: better this hand does in it than a later hand would (the rule player reasons the same way).
BARBU_CONTRACT_BASELINE: dict[str, float] = {
    "no-queens": -8.8,
    "no-tricks": -1.9,
    "no-hearts": -3.2,
    "no-king-of-hearts": -3.6,
    "no-last-two": -6.6,
    "trump": 8.5,
    "dominoes": 5.0,
}


def action_bias(game_id: str, view: dict, action: Any) -> float:
    """A constant added to the utility of ``action`` in every world: what the deal score alone
    does not see. Barbu's contract choice: the value of keeping a contract for later."""
    if game_id == "barbu" and action.type == "choose-contract":
        return -BARBU_CONTRACT_BASELINE.get(action.get("contract"), 0.0)
    return 0.0


def score_sign(game_id: str) -> int:
    """+1 if a higher deal score is better for the player, -1 if lower is better."""
    return SCORE_SIGN.get(game_id, 1)


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
    sign = SCORE_SIGN.get(game, 1)
    log = state.history[deals_before]
    u = relative(log.score, player, sign)
    if state.over and len(state.history) == deals_before + 1:
        winners = state.winners
        n = len(log.score)
        if winners and n > 1:
            won = 1.0 if player in winners else 0.0
            others = (len(winners) - won) / (n - 1)
            u += WIN_BONUS.get(game, 10.0) * (won - others)
    return u
