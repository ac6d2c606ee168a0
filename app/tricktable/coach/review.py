"""Deal review (Qt-free core): a finished deal trick by trick with every hand, each of the person's
decisions beside what the expert level would have chosen and what that was worth, and "could I
have won?": the best result the person could have reached with every card known.

How the positions come back: a game is fixed by its seed and options and the actions taken, so the
deal is replayed from a fresh game with the same seed, action by action; every state met on the
way is the state the person faced (the review sees all hands, which is its point).

"Could I have won?" with all cards known: from each of the person's decisions, each legal action
is tried in the real deal (no imagined cards), the others keep to the rule player's policy (the
model the search uses for them), and the person's last ``EXACT_CARDS`` cards are chosen best by
trying every order; earlier cards after the tried one follow the
policy (sampled, not exact). What was actually played is one of the lines considered, so the
answer is never worse than the deal's result.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.evaluation import score_sign
from ..ai.playout import Playout, as_world
from ..engine.protocol import Action, DealPreset, State
from .positions import decision_kind
from .recommend import action_words, comparison_words, hint_seed
from .weighing import HINT_SCALE, HINT_SECONDS, Comparison, weigh_decision

#: with all cards known, the person's last this many cards are chosen best by trying every order
EXACT_CARDS = 3


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the person: its kind, what was played, the expert's choice and, when they
    differ, the expert's choice against the person's (``comparison``: expert minus played)."""

    number: int
    kind: str
    played: Action
    played_words: str
    expert: Action
    expert_words: str
    forced: bool
    comparison: Comparison | None = None


@dataclass(frozen=True)
class Review:
    """A deal reviewed for ``player``: hands as dealt, tricks (leader, cards, winner), the
    person's decisions, the deal's result for them (their own deal score) and the best result
    with all cards known, with the decision and action it starts from (None: as played)."""

    player: int
    hands: tuple[int, ...]
    tricks: tuple
    decisions: tuple[ReviewedDecision, ...]
    result: float
    best: float
    best_from: tuple[int, Action] | None = None


def deal_presets(state: State) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    """Each deal of ``state`` so far as it was dealt (dealer, hands, stock), in order: what a
    replay needs to meet the same cards whether they came from the seed or from a record's
    typed-in hands (RECORD.md), where the seed says nothing about them."""
    logs = list(state.history)
    if state.deal_log is not None and (not logs or logs[-1] is not state.deal_log):
        logs.append(state.deal_log)
    return [(log.dealer, tuple(log.hands), tuple(log.stock)) for log in logs]


def start_game(rules, options: dict, seed: int, presets: list) -> State:
    """A fresh game with these options and seed, dealt the given deals (``deal_presets``)."""
    given = {i + 1: DealPreset(dealer, list(hands), list(stock))
             for i, (dealer, hands, stock) in enumerate(presets)}
    return rules.start(dict(options), seed, given)


def _replay_to_deal(state: State, deal: int) -> State:
    """A fresh game with ``state``'s seed, options and deals, with every action before deal
    ``deal`` (numbered from 0 in ``state.history``) applied."""
    fresh = start_game(state.rules, state.options, state.seed, deal_presets(state))
    for log in state.history[:deal]:
        for _p, _q, action in log.actions:
            fresh.apply(action)
    return fresh


def _own(state: State, player: int, deals_before: int) -> float:
    """The player's deal score, turned so that more is better."""
    score = state.history[deals_before].score
    return float(score_sign(state.rules.id) * score[player])


def _finish(world: State, player: int, playout: Playout, value) -> float:
    """Play ``world``'s deal out: the others (and the player, early on) by the rule player's
    policy, the player's last ``EXACT_CARDS`` cards in every order, keeping the best."""
    h0 = len(world.history)
    while not world.over and len(world.history) == h0:
        legal = world.legal_actions()
        p = world.to_act
        if (p == player and len(legal) > 1 and world.stage == "play"
                and world.hands[world.turn].bit_count() <= EXACT_CARDS):
            best = float("-inf")
            for action in legal:
                w = world.copy()
                v = value(w) if playout.apply(w, action) else _finish(w, player, playout, value)
                best = max(best, v)
            return best
        action = legal[0] if len(legal) == 1 else playout.agent.choose(world.view(p), legal)
        if playout.apply(world, action):
            break
    return value(world)


def _best_line(state: State, player: int, playout: Playout) -> tuple[float, Action | None]:
    """With all cards known: the best of the player's legal actions here, each followed by the
    others' policy and the player's best last cards (see the module doc)."""
    h0 = len(state.history)
    best, best_action = float("-inf"), None

    def value(w: State) -> float:
        return _own(w, player, h0) if len(w.history) > h0 else float("-inf")

    for action in state.legal_actions():
        world = as_world(state.copy())
        if playout.apply(world, action):
            v = value(world)
        else:
            v = _finish(world, player, playout, value)
        if v > best:
            best, best_action = v, action
    return best, best_action


def review_deal(state: State, deal: int, player: int, seconds: float = HINT_SECONDS,
                scale: float = HINT_SCALE) -> Review:
    """Review finished deal ``deal`` (an index into ``state.history``) for ``player``."""
    log = state.history[deal]
    st = _replay_to_deal(state, deal)
    game = st.rules.id
    playout = Playout(st.rules, state.seed)
    decisions: list[ReviewedDecision] = []
    best, best_from = float("-inf"), None
    result = float(score_sign(game) * log.score[player])
    for number, (p, _q, played) in enumerate(log.actions):
        if p == player:
            legal = st.legal_actions()
            view = st.view(player)
            seed = hint_seed(st, player)
            forced = len(legal) == 1
            expert, comparison = played, None
            if not forced:
                verdict = weigh_decision(game, view, legal, seed, seconds, scale)
                expert = verdict.action
                if expert != played:
                    pair = weigh_decision(game, view, legal, seed ^ 0x4E71, seconds, scale,
                                          among=[expert, played])
                    comparison = next((c for c in pair.comparisons if c.action == played),
                                      None)
                    if pair.action != expert and comparison is None:
                        # the two-way search kept the person's choice: their choice stands
                        expert = played
                line, action = _best_line(st, player, playout)
                if action is not None and line > best:
                    best, best_from = line, (len(decisions), action)
            decisions.append(ReviewedDecision(
                number, decision_kind(st), played, action_words(st, played), expert,
                action_words(st, expert), forced, comparison))
        st.apply(played)
    if best <= result:
        best, best_from = result, None
    return Review(player, tuple(log.hands), tuple(log.tricks), tuple(decisions), result, best,
                  best_from)


def review_game(game_id: str, options: dict, seed: int, presets: list, deals: list[list[Action]],
                deal: int, player: int, names: list[str], seconds: float = HINT_SECONDS,
                scale: float = HINT_SCALE) -> list[str]:
    """The worker's task: replay a game from its seed, its deals as dealt (``deal_presets``) and
    the actions of its deals (up to and including deal ``deal``), review that deal for
    ``player`` and say it in lines of text."""
    from ..games.registry import get_rules

    st = start_game(get_rules(game_id), options, seed, presets)
    for actions in deals[:deal + 1]:
        for action in actions:
            st.apply(action)
    review = review_deal(st, deal, player, seconds, scale)
    return review_lines(st, review, names)


def review_lines(state: State, review: Review, names: list[str]) -> list[str]:
    """A review in plain lines: the hands as dealt, the tricks, the person's decisions beside the
    expert's, and "could I have won?"."""
    from ..ai.registry import rule_agent_class

    short = state.rules.codec.short
    agent = rule_agent_class(state.rules.id)

    def who(pos: int, controller: tuple) -> str:
        p = controller[pos] if pos < len(controller) else pos
        return names[p] if p is not None and p < len(names) else f"the dummy ({pos + 1})"

    deal_log = next(lg for lg in state.history if tuple(lg.hands) == review.hands)
    ctrl = tuple(deal_log.controller)
    lines = ["Hands as dealt:"]
    for pos, hand in enumerate(review.hands):
        cards = [short(c) for c in range(hand.bit_length()) if hand >> c & 1]
        lines.append(f"  {who(pos, ctrl)}: {' '.join(cards) or '—'}")
    lines.append("Tricks:")
    for i, (leader, cards, winner) in enumerate(review.tricks, 1):
        n = len(ctrl) or len(cards)
        played = [f"{who((leader + k) % n, ctrl)} {short(c)}" for k, c in enumerate(cards)]
        taker = ctrl[winner] if winner < len(ctrl) else winner
        ending = "you win it" if taker == review.player else f"{who(winner, ctrl)} wins it"
        lines.append(f"  {i}. {', '.join(played)}: {ending}")
    lines.append("Your decisions, and the expert's:")
    view = state.view(review.player)
    for k, d in enumerate(review.decisions, 1):
        if d.forced:
            lines.append(f"  {k}. {d.played_words} (the only choice)")
        elif d.expert == d.played:
            lines.append(f"  {k}. {d.played_words}: the expert's choice too")
        elif d.comparison is not None:
            lines.append(f"  {k}. {d.played_words}; the expert would {d.expert_words}: over "
                         f"{d.comparison.worlds} imagined deals, "
                         f"{comparison_words(state, view, d.expert, d.comparison)}")
        else:
            lines.append(f"  {k}. {d.played_words}; the expert would {d.expert_words}")
    if review.best_from is None:
        lines.append("Could you have done better with every card known? Not by the lines "
                     "tried: this deal went as well as it could for you.")
    else:
        k, action = review.best_from
        raw = score_sign(state.rules.id) * (review.best - review.result)
        lines.append(f"Could you have done better? With every card known, yes: at your decision "
                     f"{k + 1}, {action_words(state, action)}, then play on as well as the "
                     f"cards allow: {agent.score_change(view, raw)} than as played.")
    return lines
