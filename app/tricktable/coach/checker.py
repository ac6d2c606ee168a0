"""The play checker: before the person's action goes through, is there a clearly better one?

Why two searches: the coach's search (``weigh_decision``) finds the recommended action, but halves
the field as it goes, so the person's own choice may have been measured on a few imagined deals
only. A second search between just the two, on fresh deals, measures the cost of the person's
choice on every deal it imagines, so a warning rests on a paired comparison with its noise.

"Clearly" means both: the recommended action comes out better by more than the game's threshold
(a quarter of a deal's typical spread in the search's utility, from the game's registration: a
point and a half in Heart Hunter, under one game point in Sheepshead), and by more than two
standard errors of the paired difference. Anything less is not worth interrupting a person for,
with one exception: a choice that did worse in a fifth of the deals or more and better in almost
none (a tenth as many: a playout's odd deal aside) gives something away for nothing (a
Sheepshead defender's A♦, 11 points, onto the Player's unbeatable Q♣ with the 9♦ legal: 0.5 to
0.6 of a game point, the 9♦ better in 30 of 100 deals and worse in 1); from half the threshold
it is questioned too. Ordinary choices between plans go both ways in many deals (a gift of the
K♣ that kept a low spade to lead to the partner: better in 25 deals, worse in 8), so this does
not cry wolf on them.

Where the game's rule player is sure (``Agent.sure_mistake``: a card given for nothing to a trick
already lost, such as that A♦ beside the 8♦, which the searches let through twice at a table),
the choice is questioned whatever the figures say, with the rule's words for why (``why``).

Plain data in, plain data out: it runs in the worker process like a hint.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..ai.base import rule_agent_class
from ..engine.protocol import Action
from ..engine.view import View
from ..games.registry import game_entry
from .weighing import HINT_SECONDS, Comparison, weigh_decision

#: the share of a deal's typical spread (``GameEntry.search_scale``) a choice must cost
THRESHOLD_SHARE = 0.25
#: each of the two searches gets this share of the expert's playouts (both together stay
#: within a hint's budget)
CHECK_SCALE = 0.4
#: a choice worse in at least this share of the deals, and better in at most ``ODD_DEALS`` as
#: many, gives something away for nothing (module docstring)
DOMINATED_SHARE = 0.2
ODD_DEALS = 0.1
#: the share of the threshold such a dominated choice must cost
DOMINATED_THRESHOLD = 0.5


@dataclass(frozen=True)
class CheckResult:
    """``better`` is the clearly better action (None: the person's choice is fine), with its
    comparison against the person's ``action``; ``why``: the rule's words where it is sure
    the person's choice is a mistake ("The Player has won this trick for sure: …"), else ""."""

    action: Action
    better: Action | None = None
    comparison: Comparison | None = None
    threshold: float = 0.0
    why: str = ""


def threshold_for(game_id: str) -> float:
    """The cost (in the search's utility, points a deal) above which a choice is a blunder."""
    return THRESHOLD_SHARE * game_entry(game_id).search_scale


def check_action(game_id: str, view: View, legal: list[Action], action: Action, seed: int,
                 seconds: float = HINT_SECONDS, scale: float = CHECK_SCALE,
                 hinted: Action | None = None) -> CheckResult:
    """Whether ``action`` is clearly worse than the coach's recommendation (see the module).
    ``hinted``: the hint the person was given for this decision, the recommendation to
    measure against (a second search of its own named another card: the hint said the 3♥,
    the checker asked "Play the A♥ instead?")."""
    limit = threshold_for(game_id)
    if action not in legal or len(legal) < 2:
        return CheckResult(action, threshold=limit)
    sure = rule_agent_class(game_id).sure_mistake(view, legal, action,
                                                  hinted if hinted in legal else None)
    best = sure[0] if sure else hinted if hinted in legal else weigh_decision(
        game_id, view, legal, seed, seconds, scale).action
    if best == action:
        return CheckResult(action, threshold=limit)
    pair = weigh_decision(game_id, view, legal, seed ^ 0x5EC0, seconds, scale,
                          among=[best, action])
    c = next((c for c in pair.comparisons if c.action == action), None)
    if sure:  # the figures go with the question as they came out, even against the rule
        c = c if pair.action == best else _turned(pair.comparisons, best, action)
        if c is not None:
            return CheckResult(action, best, c, limit, sure[1])
    if pair.action != best or c is None:
        return CheckResult(action, threshold=limit)
    if clearly_worse(c, limit):
        return CheckResult(action, best, c, limit)
    return CheckResult(action, threshold=limit)


def _turned(comparisons: tuple[Comparison, ...], best: Action,
            action: Action) -> Comparison | None:
    """``best``'s comparison against ``action`` (the search's recommendation) as ``action``'s
    against ``best``: the checker's figures are always the better choice's minus the
    person's."""
    c = next((c for c in comparisons if c.action == best), None)
    if c is None:
        return None
    return replace(c, action=action, own=-c.own, others=-c.others, utility=-c.utility,
                   ahead=c.behind, behind=c.ahead, won=c.other_won, other_won=c.won)


def clearly_worse(c: Comparison, limit: float) -> bool:
    """Whether the person's choice in ``c`` is worth questioning: it cost more than ``limit``,
    or, worse in ``DOMINATED_SHARE`` of the deals and better in almost none, more than
    ``DOMINATED_THRESHOLD`` of it; either way by more than two standard errors."""
    if c.utility <= 2.0 * c.error:
        return False
    if c.utility > limit:
        return True
    return (c.behind <= ODD_DEALS * c.ahead and c.ahead >= DOMINATED_SHARE * c.worlds
            and c.utility > DOMINATED_THRESHOLD * limit)
