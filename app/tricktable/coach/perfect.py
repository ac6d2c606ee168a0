""""Could I have won?": the best result one player could have reached in a finished deal with
every card known, and the line that reaches it.

What is searched: the real deal (no imagined cards). The other seats answer as their computer
players would: the game's rule player, seeded per decision from the game's seed and the move
number as the table's computer players are, so the same position always gets the same answer and
every line found is one the deal could really have taken. The player chooses with all cards known:

- over the last ``EXACT_TRICKS`` tricks, exactly: every order of the player's remaining cards is
  tried (a depth-first search; the opponents' answers are fixed, so the player's best is a plain
  maximum over the lines, and a line count cap keeps a wide Dominoes tail bounded);
- earlier, sampled: ``SAMPLES`` playouts per alternative, the first with the rule player's own
  choices for the player, the others with seeded random departures from it, each finished by the
  exact search; the best playout counts (it is a line the player could have chosen).

Along the played line, from the last of the player's decisions back to the first, the best result
from each decision is the better of "play on as played" (the next decision's best, or the deal's
result after the last one) and the best alternative here. So the figure is never worse than what
was played, and the first decision where it drops is the first one that mattered.

Qt-free and deterministic for the same record: it runs in the worker process.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..ai.decisions import move_seed
from ..ai.evaluation import score_sign
from ..ai.playout import DealOver, Playout, as_world
from ..engine.protocol import Action, State
from ..games.registry import review_relative


def deal_value(game_id: str, score: tuple[int, ...] | list[int], player: int) -> float:
    """What a finished deal is worth to ``player`` in a review, more being better: their deal
    score, or their score against the others' average where the game's registration says so
    (``review_relative``: a Sheepshead defender's own score is 0 whatever the Player makes)."""
    own = score[player]
    if review_relative(game_id) and len(score) > 1:
        own -= (sum(score) - own) / (len(score) - 1)
    return float(score_sign(game_id) * own)


#: the player's cards are tried in every order over the deal's last this many tricks
EXACT_TRICKS = 4
#: playouts per alternative before the exact part (the first follows the rule player)
SAMPLES = 4
#: at most this many complete lines in one exact search; past it the player's remaining choices
#: follow the rule player (still a real line, so the figure stays honest)
LINE_CAP = 600
#: chance that a sampled playout leaves the rule player's choice for a random one, per decision
DEPART = 0.35

Line = tuple[tuple[int, Action], ...]


@dataclass(frozen=True)
class Best:
    """The best result found from one of the player's decisions: ``value`` (the player's deal
    score, signed so that more is better), ``departs``, the index of the decision where its line
    leaves the played one (``None``: as played is best), and ``line``, the actions from there to
    the end of the deal as (player, action)."""

    value: float
    departs: int | None = None
    line: Line = ()


class PerfectSearch:
    """The player's best play with every card known, against the others' rule players."""

    def __init__(self, state: State, player: int, samples: int = SAMPLES,
                 exact_tricks: int = EXACT_TRICKS, line_cap: int = LINE_CAP) -> None:
        self.player = player
        self.game = state.rules.id
        self.seed = state.seed
        self.playout = Playout(state.rules, state.seed)
        self.agent = self.playout.agent
        self.samples = samples
        self.exact_tricks = exact_tricks
        self.line_cap = line_cap
        self.deals_before = len(state.history)
        #: decisions of the game before this deal (the move number = this + the deal's own)
        self.moves_before = sum(len(log.actions) for log in state.history)

    # ------------------------------------------------------------------ one step
    def _value(self, w: State) -> float:
        if len(w.history) <= self.deals_before:
            return float("-inf")  # not finished: never the best
        return deal_value(self.game, w.history[self.deals_before].score, self.player)

    def _apply(self, w: State, action: Action) -> bool:
        """Apply; True when the deal is over."""
        try:
            w.apply(action)
        except DealOver:
            return True
        return w.over or len(w.history) > self.deals_before

    def _reseed(self, w: State) -> None:
        """The rule player's randomness for this decision: from the seat and the move number."""
        self.agent.rng.seed(move_seed(self.seed, w.to_act,
                                      self.moves_before + len(w.deal_log.actions)))

    def _rule_choice(self, w: State, legal: list[Action]) -> Action:
        """The rule player's choice for the player here (full view: it is their decision)."""
        if len(legal) == 1:
            return legal[0]
        self._reseed(w)
        return self.agent.choose(w.view(w.to_act), legal)

    def _others(self, w: State, line: list) -> bool:
        """The other seats (and the player's forced moves) play by the game's fast rule policy
        until the player has a choice; their actions are appended to ``line``. True when the
        deal ended meanwhile."""
        while True:
            p = w.to_act
            if p == self.player and len(w.legal_actions()) > 1:
                return False
            log = w.deal_log
            self._reseed(w)
            try:
                self.playout.step(w)
            except DealOver:
                line.append((p, log.actions[-1][2]))
                return True
            line.append((p, log.actions[-1][2]))
            if w.over or len(w.history) > self.deals_before:
                return True

    def _exact_region(self, w: State) -> bool:
        hands = w.hands
        return all(hands[pos].bit_count() <= self.exact_tricks
                   for pos, ctrl in enumerate(w.controller) if ctrl == self.player)

    # ------------------------------------------------------------------ the searches
    def _exact(self, w: State, budget: list[int]) -> tuple[float, list]:
        """Best (value, line) from ``w`` (the player to choose), every choice tried while
        ``budget`` (lines left) lasts, the rule player's choice after that."""
        legal = w.legal_actions()
        if budget[0] <= 0:
            order = [self._rule_choice(w, legal)]
        else:
            order = legal
        best: tuple[float, list] = (float("-inf"), [])
        for action in order:
            child = w.copy()
            line = [(self.player, action)]
            if not self._apply(child, action) and not self._others(child, line):
                value, rest = self._exact(child, budget)
                line += rest
            else:
                budget[0] -= 1
                value = self._value(child)
            if value > best[0]:
                best = (value, line)
        return best

    def _playout(self, w: State, rng: random.Random | None) -> tuple[float, list]:
        """One line from ``w`` (the player to choose): the rule player's choices for the player
        (with seeded random departures when ``rng`` is given) until the exact part."""
        line: list = []
        while True:
            if self._exact_region(w):
                value, rest = self._exact(w, [self.line_cap])
                return value, line + rest
            legal = w.legal_actions()
            if rng is not None and rng.random() < DEPART:
                action = legal[rng.randrange(len(legal))]
            else:
                action = self._rule_choice(w, legal)
            line.append((self.player, action))
            if self._apply(w, action) or self._others(w, line):
                return self._value(w), line

    def after(self, state: State, action: Action, salt: int = 0) -> tuple[float, Line]:
        """The best result found when the player takes ``action`` in ``state`` (theirs to
        decide) and then plays on with every card known: (value, line from ``action`` on)."""
        w = as_world(state.copy())
        line: list = [(self.player, action)]
        if self._apply(w, action) or self._others(w, line):
            return self._value(w), tuple(line)
        if self._exact_region(w):
            value, rest = self._exact(w, [self.line_cap])
            return value, tuple(line + rest)
        rng = random.Random(move_seed(self.seed, self.player,
                                       self.moves_before + len(state.deal_log.actions)) ^ salt)
        best: tuple[float, list] = (float("-inf"), [])
        for k in range(self.samples):
            value, rest = self._playout(w.copy(), None if k == 0 else rng)
            if value > best[0]:
                best = (value, rest)
        return best[0], tuple(line + best[1])


def best_results(states: list[State], played: list[Action], forced: list[bool],
                 result: float, search: PerfectSearch) -> list[Best]:
    """For each of the player's decisions along the played line (``states[i]``: the position
    before it, ``played[i]``: what was played), the best result reachable from there with every
    card known (see the module doc). ``result``: the deal's result for the player, signed."""
    out: list[Best] = [Best(result)] * len(states)
    after_best = Best(result)
    for i in range(len(states) - 1, -1, -1):
        here = after_best
        if not forced[i]:
            for salt, action in enumerate(states[i].legal_actions()):
                if action == played[i]:
                    continue
                value, line = search.after(states[i], action, salt)
                if value > here.value:
                    here = Best(value, i, line)
        out[i] = here
        after_best = here
    return out
