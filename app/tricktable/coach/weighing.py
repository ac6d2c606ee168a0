"""The coach's search: the expert level's weighing of one decision, kept world by world.

Why not just the expert player's ``search``: its answer is a choice and a mean utility per
surviving action (the player's deal score against the others' average, plus game-winning
bonuses), a number no player thinks in. The coach plays the same search (same sampling, same
rule-based playouts, same sequential halving that keeps the rule player's choice to the last round)
but also keeps, for every imagined deal, the player's own deal score and the others' average score
after each action. Figures are then paired differences over the deals both actions were played in
("about 2 points fewer taken than the 10♦ over 120 imagined deals"), with their noise, so the coach
can tell a real preference from a coin toss.

Runs in the worker process (``weigh_decision`` takes and returns only plain data) and headless in
tests and the ``hints`` command. Deterministic for a given seed: only the iteration budget decides
how far it searches; the time limit is a guard that marks an answer as cut short.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from ..ai.evaluation import deal_utility, search_scope
from ..ai.playout import DealOver
from ..ai.registry import make_agent
from ..ai.search import WIDE, SearchAgent
from ..engine.protocol import Action
from ..engine.view import View
from ..games.registry import game_entry, get_rules

#: a hint's time budget on this machine (seconds of the worker's own CPU time)
HINT_SECONDS = 1.5
#: the search's playouts for a hint, as a share of the expert level's budget: a hint may take a
#: little longer than a computer's move (the person is reading meanwhile) but must stay in budget
HINT_SCALE = 0.75
#: a choice among many actions (two discards of twelve, a contract with its suit) gets at most
#: this many times the playouts of a narrow one (the expert level gives it more, in proportion)
HINT_WIDE_CAP = 2.0
#: the wall-clock guard of a hint's search, in budgets: the playouts are sized to fit the budget
#: on an idle machine (the benchmark's CPU figures), so the guard only cuts a search on a machine
#: busy with other work; generous, because a cut search may answer differently next time
GUARD_FACTOR = 4.0
#: the recommendation leaves the rule player's choice only for an action that does better by more
#: than this many standard errors of the paired difference (less is a coin toss, and the rule
#: player's reason is worth more to a learner than a difference the next deals would undo)
CLEARLY = 2.0


def clearly(k: int) -> float:
    """How many standard errors make a difference clear in a choice among ``k`` actions:
    ``CLEARLY`` for two, more for more (Bonferroni over the ``k - 1`` comparisons with the
    recommendation, each one-sided at 2.5%). With thirteen cards to lead, one of twelve
    coin-toss differences passes 2 errors about one time in four, and a hint once overruled a
    rule player's low lead for a trump ten on such a toss; 2.9 errors make that one in forty."""
    return max(CLEARLY, NormalDist().inv_cdf(1.0 - 0.025 / max(1, k - 1)))


def for_deals(clear: float, n: int) -> float:
    """``clear`` standard errors (a normal quantile) widened for a difference measured on only
    ``n`` deals, whose spread is itself a guess: Student's t with ``n - 1`` degrees of freedom,
    by its Cornish-Fisher expansion (2.0 becomes 4.0 on three deals, 2.1 on twenty). Taken as
    normal, a spread guessed from two deals let a Nineteen discard hint overrule the rule
    player on those two deals alone."""
    if n < 2:
        return math.inf
    df = n - 1
    z = clear
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)


@dataclass(frozen=True)
class Comparison:
    """How the recommended action did against one other action, on the deals both were played
    in: mean differences (recommended minus other) of the player's own deal score, of the others'
    average deal score and of the search's utility, the utility's standard error, and the number
    of deals."""

    action: Action
    own: float
    others: float
    utility: float
    error: float
    worlds: int
    #: how many ``error``s make ``utility`` a clear difference (``clearly`` of the choice's size)
    clear: float = CLEARLY
    #: of the ``worlds`` deals, how many the recommendation did better and worse in (the
    #: search's utility): what a hint can say of the deals beyond their mean ("did better"
    #: with a figure alone told a learner nothing of what happened)
    ahead: int = 0
    behind: int = 0
    #: for a card played: in how many of the deals the recommended card, and the other, won
    #: the trick it was played to (-1: not measured, not a card or no trick ended)
    won: int = -1
    other_won: int = -1


@dataclass(frozen=True)
class Verdict:
    """The coach's answer for one decision, as plain data (it crosses from the worker process).

    ``action`` is the recommendation; ``rule_action`` and ``rule_reason`` the club player's choice
    and why; ``search_best`` what the search alone rated best; ``comparisons`` the recommended
    action against the best other two, best first; ``complete`` is False when the time guard cut
    the search short (the answer may then differ from run to run)."""

    action: Action
    rule_action: Action
    rule_reason: str
    search_best: Action
    comparisons: tuple[Comparison, ...] = ()
    worlds: int = 0
    level: str = "rule"
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    complete: bool = True
    candidates: tuple[Action, ...] = field(default_factory=tuple)
    #: the choice had other actions, left to the rule player (``search_scope``): not weighed
    left_to_rule: bool = False


class _CoachSearch(SearchAgent):
    """The expert search, keeping each imagined deal's scores per action (see the module doc)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: per action index: a list of (utility, own score, others' mean score, won the trick:
        #: 1, 0 or -1 for not measured) per world, in the order the worlds were imagined (an
        #: action dropped by halving has a prefix)
        self.rows: dict[int, list[tuple[float, float, float, int]]] = {}

    def _scope(self, view: View, legal: list[Action], prefer: Action | None) -> list[Action]:
        """``weigh_decision`` has scoped the candidates with its own rule choice: the rows
        are kept by their index, so the search must weigh exactly those."""
        return legal

    def _evaluate_world(self, view: View, legal: list[Action], survivors: list[int],
                        player: int, deadline: float) -> Any:
        try:
            world, weight = self._sample(view)
            h0 = len(world.history)
            playout = self.playout
            got: list[tuple[float, float, float, int]] = []
            for i in survivors:
                if got and time.perf_counter() >= deadline:
                    return "late"
                w = world.copy()
                done, won = _play_to_trick_end(playout, w, legal[i])
                if not done:
                    playout.run(w)
                if len(w.history) > h0:
                    score = w.history[h0].score
                    n = len(score)
                    others = (sum(score) - score[player]) / max(1, n - 1)
                    got.append((deal_utility(w, player, h0), float(score[player]), others, won))
                else:
                    got.append((0.0, 0.0, 0.0, won))
        except Exception:
            if self.strict:
                raise
            return None
        for i, row in zip(survivors, got, strict=True):
            self.rows.setdefault(i, []).append(row)
        return weight, [row[0] for row in got]


def _play_to_trick_end(playout: Any, world: Any, action: Action) -> tuple[bool, int]:
    """Apply ``action`` to ``world`` and, for a card played in a game of tricks, play on with
    the rule player until its trick ends. Returns whether the deal is over, and 1 if the hand
    that played the card won the trick, 0 if not, -1 where nothing was measured (not a card,
    no trick ended in a round of turns). Why:
    a hint that overrules the rule player, and the play checker, say what the deals showed in
    card terms ("the A♥ won the trick in 390 of them"), not a figure alone."""
    counts = getattr(world, "trick_counts", None)
    if action.type != "play" or action.card < 0 or counts is None:
        return playout.apply(world, action), -1
    seat, counts = world.acting_position, list(counts)
    done = playout.apply(world, action)
    for _turn in range(len(counts)):
        if done or sum(world.trick_counts) != sum(counts):
            break
        try:
            playout.step(world)
        except DealOver:
            done = True
        done = done or world.over
    if seat is None or sum(world.trick_counts) != sum(counts) + 1:
        return done, -1
    return done, 1 if world.trick_counts[seat] > counts[seat] else 0


def hint_iterations(playouts: float, k: int) -> int:
    """The search's ``iterations`` for a hint among ``k`` actions, of ``playouts`` for a narrow
    choice. The search gives a choice among more than ``WIDE`` actions ``k / WIDE`` times its
    iterations, so a wide hint gets at most ``HINT_WIDE_CAP`` times the playouts of a narrow one,
    and never less than one playout per action. (A floor of ``k`` iterations, multiplied again
    by ``k / WIDE``, once gave a Nineteen discard among 210 an expert's 5,512 playouts: six
    seconds.)"""
    floor = min(k, WIDE)
    return max(floor, int(playouts * min(1.0, HINT_WIDE_CAP * WIDE / k)))


def _compare(best: list, other: list, bias: float, action: Action,
             clear: float = CLEARLY) -> Comparison:
    n = min(len(best), len(other))
    du = [best[j][0] - other[j][0] for j in range(n)]
    won = [(best[j][3], other[j][3]) for j in range(n) if len(best[j]) > 3 < len(other[j])]
    measured = len(won) == n and all(a >= 0 <= b for a, b in won)
    mean_u = sum(du) / n + bias
    # one deal has no spread to measure: its difference is never clear (an error of 0 made a
    # Nineteen discard, measured on one deal, "clearly better" than the rule player's)
    var = sum((d - (mean_u - bias)) ** 2 for d in du) / (n - 1) if n > 1 else math.inf
    return Comparison(action,
                      own=sum(best[j][1] - other[j][1] for j in range(n)) / n,
                      others=sum(best[j][2] - other[j][2] for j in range(n)) / n,
                      utility=mean_u, error=math.sqrt(var / n), worlds=n,
                      clear=for_deals(clear, n), ahead=sum(d > 0 for d in du),
                      behind=sum(d < 0 for d in du),
                      won=sum(a for a, _b in won) if measured else -1,
                      other_won=sum(b for _a, b in won) if measured else -1)


def _recommendation(rows: dict[int, list], bias: list[float], candidates: list[Action], r: int,
                    b: int) -> int:
    """The index of the action to recommend: the rule player's ``r`` unless another action did
    clearly better than it on the deals both were played in; then the search's best ``b`` if it
    is one of those, else the one of them surest to be better (the largest difference less its
    noise). Repeated from the new choice, among actions also clearly better than ``r`` (the
    reason then given), so that the figures shown never call another action clearly better
    than the recommendation. Looking only at ``b``, a Young Hunter hint said "play the 4♣"
    and then "about 0.5 points less for you than the K♦" (a K♦ the halving had dropped).
    When the search never played ``r`` (a discard among hundreds, on two imagined deals), it
    stays: nothing measured it, and a Nineteen hint said "the usual rule would discard … but
    in the imagined deals this did better" of a discard never compared with it."""
    if not rows.get(r):
        return r
    clear = clearly(len(candidates))

    def margin(i: int, j: int) -> float:
        """How far ``i`` did better than ``j`` beyond chance (> 0: clearly better)."""
        c = _compare(rows[i], rows[j], bias[i] - bias[j], candidates[j], clear)
        return c.utility - c.clear * c.error

    chosen, seen = r, {r}
    while True:
        better = [i for i in rows if i not in seen and rows[i] and margin(i, chosen) > 0
                  and (chosen == r or margin(i, r) > 0)]
        if not better:
            return chosen
        chosen = b if b in better else max(better, key=lambda i: margin(i, chosen))
        seen.add(chosen)


def _rule_choice(game_id: str, view: View, legal: list[Action], candidates: list[Action],
                 seed: int) -> tuple[Action, str]:
    rule = make_agent("rule", game_id, seed=seed)
    if len(candidates) < len(legal):
        # a step of the panel (Barbu's trump suits): the club player's choice among its
        # options, in their words ("this hand suits Trump better than the others left" was
        # said there right after a hint that had weighed Dominoes higher)
        return rule.explain(view, candidates)
    return rule.explain(view, legal)


def rule_verdict(game_id: str, view: View, legal: list[Action], seed: int,
                 among: list[Action] | None = None) -> Verdict:
    """The club player's choice and reason alone, without figures: what a hint falls back on
    when the worker process cannot be asked (it answers in about a millisecond, here)."""
    candidates = [a for a in legal if among is None or a in among] or list(legal)
    action, reason = _rule_choice(game_id, view, list(legal), candidates, seed)
    return Verdict(action, action, reason, action, candidates=tuple(candidates))


def weigh_decision(game_id: str, view: View, legal: list[Action], seed: int,
                   seconds: float = HINT_SECONDS, scale: float = HINT_SCALE,
                   among: list[Action] | None = None) -> Verdict:
    """The coach's verdict on ``view``'s decision (see :class:`Verdict`).

    ``among``: weigh only these of the legal actions (the panel's second step, such as Barbu's
    Dominoes ranks, where the contract is already chosen). ``scale`` multiplies the expert
    level's playouts (tests use a small one)."""
    start, cpu0 = time.perf_counter(), time.process_time()
    rules = get_rules(game_id)
    legal = list(legal)
    candidates = [a for a in legal if among is None or a in among] or legal
    rule_action, reason = _rule_choice(game_id, view, legal, candidates, seed)
    # as the search players: what imagined deals cannot judge stays the rule player's (a hint
    # recommended a contra on a Nineteen bid in 93 of 238 defenders' declarations, each costing
    # 120 to 280 points on the real cards)
    scoped = search_scope(game_id, view, candidates, rule_action)
    left_to_rule, candidates = len(scoped) < len(candidates), scoped
    if len(candidates) == 1:
        return Verdict(candidates[0], rule_action, reason, candidates[0],
                       candidates=tuple(candidates), seconds=time.perf_counter() - start,
                       cpu_seconds=time.process_time() - cpu0, left_to_rule=left_to_rule)
    agent = _CoachSearch(rules, seed, level="expert", seconds=seconds * GUARD_FACTOR)
    k = len(candidates)
    share = scale * game_entry(game_id).hint_playouts
    agent.iterations = hint_iterations(agent.iterations * share, k)
    best, _means, worlds = agent.search(view, candidates)
    complete = not agent.last_stats.get("timed_out", False)
    from ..ai.evaluation import action_bias

    bias = [action_bias(game_id, view, a) for a in candidates]
    rows = agent.rows
    chosen = _recommendation(rows, bias, candidates, candidates.index(rule_action),
                             candidates.index(best))
    others = []
    for i, row in rows.items():
        if i != chosen and row and chosen in rows:
            others.append(_compare(rows[chosen], row, bias[chosen] - bias[i], candidates[i],
                                   clearly(k)))
    # the best alternatives first: the smallest advantage of the recommendation over them, among
    # those measured on the most deals (the last rounds' survivors)
    others.sort(key=lambda c: (-c.worlds, c.utility, candidates.index(c.action)))
    return Verdict(candidates[chosen], rule_action, reason, best, tuple(others[:2]),
                   worlds=worlds, level="expert", seconds=time.perf_counter() - start,
                   cpu_seconds=time.process_time() - cpu0, complete=complete,
                   candidates=tuple(candidates))
