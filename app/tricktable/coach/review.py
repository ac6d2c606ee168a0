"""Deal review (Qt-free core): a finished deal trick by trick with every hand, each of the person's
decisions beside what the expert level would have chosen and what that was worth, and "could I
have won?": the best result the person could have reached with every card known
(``coach.perfect``), from the first decision that mattered.

How the positions come back: a game is fixed by its seed and options, its deals as dealt (the
record's hands, which the seed alone does not give for a typed-in deal) and the actions taken, so
the deal is replayed action by action; every state met on the way is the state the person faced
(the review sees all hands, which is its point). The words and pictures are built from the
result by ``coach.review_sheet``.
"""

from __future__ import annotations

from dataclasses import replace

from ..ai.base import rule_agent_class
from ..ai.evaluation import score_sign
from ..engine.protocol import Action, DealScored, State
from .perfect import PerfectSearch, best_results, deal_value
from .positions import decision_kind
from .recommend import RULE_ONLY, action_words, comparison_words, hint_seed
from .replayed import deal_presets, replay_to_deal, start_game
from .review_sheet import ReviewSheet, review_sheet
from .reviewed import Review, ReviewedDecision
from .weighing import HINT_SECONDS, Comparison, Verdict, weigh_decision

#: the expert's weighing of each decision in a review, as a share of the expert level's
#: playouts: a deal has a dozen or more decisions and the review should come within a few
#: seconds, so each gets less than a hint (0.75); the best line's search comes on top
REVIEW_SCALE = 0.3


def review_deal(state: State, deal: int, player: int, seconds: float = HINT_SECONDS,
                scale: float = REVIEW_SCALE, search: bool = True,
                names: list[str] | None = None,
                hinted: dict[int, Verdict] | None = None) -> Review:
    """Review finished deal ``deal`` (an index into ``state.history``) for ``player``
    (``names``: the players' names, for actions that name a player, "double East").
    ``search=False``: the deal and the person's decisions only, at once (what the review shows
    while the searches are working). ``hinted``: the hints the person was given in this deal,
    by the index of their decision among the deal's actions (see :func:`_weighed`)."""
    log = state.history[deal]
    st = replay_to_deal(state, deal)
    game = st.rules.id
    decisions: list[ReviewedDecision] = []
    stages: list[str] = []
    before: list[State] = []
    result = deal_value(game, log.score, player)
    own = float(score_sign(game) * log.score[player])
    contract = ""
    for number, (p, _q, played) in enumerate(log.actions):
        stages.append(str(getattr(st, "stage", "")))
        if number == len(log.actions) - 1:
            contract = st.view(player).contract_title or ""
        if p == player:
            legal = st.legal_actions()
            forced = len(legal) == 1
            expert, comparison, worth = played, None, ""
            if search and not forced:
                view = st.view(player)
                expert, comparison, rule_only = _weighed(
                    st, player, legal, played, seconds, scale, (hinted or {}).get(number))
                if rule_only:
                    worth = RULE_ONLY  # a contra: said as the rule's, without figures
                elif comparison is not None:
                    worth = comparison_words(st, view, expert, comparison, names)
            before.append(st.copy())
            decisions.append(ReviewedDecision(
                number, decision_kind(st), played, action_words(st, played, names), expert,
                action_words(st, expert, names), forced, comparison, worth_words=worth))
        st.apply(played)
    if not search:
        return Review(player, tuple(log.hands), tuple(log.tricks), tuple(decisions), result,
                      result, None, (), tuple(stages), searched=False, contract=contract,
                      own=own)
    bests = best_results(before, [d.played for d in decisions], [d.forced for d in decisions],
                         result, PerfectSearch(before[0] if before else st, player))
    decisions = [replace(d, best=b.value) for d, b in zip(decisions, bests, strict=True)]
    top = bests[0] if bests else None
    best_from, line = None, ()
    if top is not None and top.departs is not None and top.value > result:
        best_from, line = (top.departs, top.line[0][1]), top.line
    return Review(player, tuple(log.hands), tuple(log.tricks), tuple(decisions), result,
                  max(result, top.value if top else result), best_from, line, tuple(stages),
                  contract=contract, own=own,
                  line_words=_said_along(before[best_from[0]], line, player, names)
                  if best_from is not None else (),
                  best_how=outcome_words(before[best_from[0]], line, player)
                  if best_from is not None else "")


def outcome_words(start: State, line: tuple, player: int) -> str:
    """How ``line`` (from ``start`` to the deal's end) ends for ``player`` where its score
    alone does not say, in the game's rule player's words (``outcome_words`` of its scored
    details: "by shooting the moon"), else "". Why: "would have reached a deal score of 0
    instead of +16" hid that 0 was only possible by shooting the moon."""
    said = getattr(rule_agent_class(start.rules.id), "outcome_words", None)
    if said is None:
        return ""
    st = start.copy()
    for _p, action in line:
        for e in st.apply(action) or ():
            if isinstance(e, DealScored) and isinstance(e.details, dict):
                return said(e.details, player)
    return ""


def _weighed(st: State, player: int, legal: list[Action], played: Action, seconds: float,
             scale: float, hint: Verdict | None) -> tuple[Action, Comparison | None, bool]:
    """The expert's choice at one decision, its comparison with the person's ``played`` (None
    where they agree, or where nothing weighed the two) and whether the choice is the club
    player's rule alone (a contra: imagined deals cannot weigh it).

    The choice is the ``hint`` the person was given here, when there was one: the review
    weighs with fewer imagined deals than a hint, and two searches that differ only within
    chance may land on different cards. A hint said "play the K♠ … about 0.2 points more …
    than the 5♠" over 91 imagined deals (3.8 standard errors; 0.28 ± 0.015 over 1,750) and
    the review of the same decision, over 52, "The expert's choice: play the 5♠ … about as good
    as the K♠": the rule's card, kept because its search could not tell them apart. Its
    figures are the hint's own where the hint weighed ``played``, else a search of the two."""
    game = st.rules.id
    view = st.view(player)
    seed = hint_seed(st, player)
    verdict = hint or weigh_decision(game, view, legal, seed, seconds, scale)
    expert = verdict.action
    if expert == played:
        return expert, None, False
    if hint is not None:
        said = next((c for c in hint.comparisons if c.action == played and c.worlds), None)
        if said is not None:
            return expert, said, False
    pair = weigh_decision(game, view, legal, seed ^ 0x4E71, seconds, scale,
                          among=[expert, played])
    comparison = next((c for c in pair.comparisons if c.action == played), None)
    if comparison is not None:
        return expert, comparison, False
    if pair.left_to_rule:
        return expert, None, True
    if pair.action == expert:
        return expert, None, False
    if hint is not None:
        # the two-way search kept the person's choice; the hint's card stays the expert's,
        # with the pair's figures turned round (expert minus played)
        back = next((c for c in pair.comparisons if c.action == expert), None)
        return expert, None if back is None else _turned(back, played), False
    # the two-way search kept the person's choice: their choice stands
    return played, None, False


def _turned(c: Comparison, other: Action) -> Comparison:
    """``c`` (one action against ``c.action``) the other way round: ``c.action`` against
    ``other``."""
    return replace(c, action=other, own=-c.own, others=-c.others, utility=-c.utility)


def _said_along(start: State, line: tuple, player: int,
               names: list[str] | None) -> tuple[str, ...]:
    """``player``'s actions along ``line`` (from ``start``) in words, each said in its own
    position: a later deal's trumps must not rename this deal's "trump hit" a "spade hit"."""
    mine = [k for k, (p, _a) in enumerate(line) if p == player]
    st, words = start.copy(), []
    for k, (p, action) in enumerate(line[:mine[-1] + 1] if mine else ()):
        if p == player:
            words.append(action_words(st, action, names))
        if k < mine[-1]:
            st.apply(action)
    return tuple(words)


def review_game(game_id: str, options: dict, seed: int, presets: list, deals: list[list[Action]],
                deal: int, player: int, names: list[str], person: bool = True,
                seconds: float = HINT_SECONDS, scale: float = REVIEW_SCALE,
                search: bool = True, hinted: dict[int, Verdict] | None = None) -> ReviewSheet:
    """The worker's task: replay a game from its seed, its deals as dealt (``deal_presets``) and
    the actions of its deals (up to and including deal ``deal``), review that deal for
    ``player`` (``person``: the one at the screen, said "you"; else a computer seat, by name)
    and return its sheet of words and cards. ``hinted``: the hints given in that deal (see
    ``review_deal``)."""
    from ..games.registry import get_rules

    st = start_game(get_rules(game_id), options, seed, presets)
    for actions in deals[:deal + 1]:
        for action in actions:
            st.apply(action)
    review = review_deal(st, deal, player, seconds, scale, search, names=names,
                         hinted=hinted)
    return review_sheet(st, deal, review, names, person)


def deal_contracts(state: State, player: int) -> list[str]:
    """Each finished deal's contract in words where the game names one (Barbu's "No Queens",
    as its review's title says it: seen by ``player`` before the deal's last action), else "":
    the review's chooser of deals names them so. One replay of the game, as the reviews'."""
    st = start_game(state.rules, state.options, state.seed, deal_presets(state))
    contracts = []
    for log in state.history:
        contract = ""
        for number, (_p, _q, action) in enumerate(log.actions):
            if number == len(log.actions) - 1:
                contract = st.view(player).contract_title or ""
            st.apply(action)
        contracts.append(contract)
    return contracts
