"""A finished deal told step by step, for the review window's Back and Next: the cards as dealt,
then one step for each action of the deal's log (a bid, a discard, a contract named, a set of the
stock taken, a card played to a trick or laid in a row, a pass), each with every hand as it stood
after it, the cards in no hand, what lies on the table (the trick so far, with who led and who
took it once it is complete; in a deal without tricks the round so far and the rows laid), what
was done in words, and the reviewed player's decision with the expert's choice where they took it.

Why: a tester who keeps their games could not replay a finished deal: the review was one page of
the hands as dealt and the tricks listed. Nothing here is new to the reviewer: the review shows
every hand as dealt and every card played and discarded already.

Plain data, no Qt; which trick or round an action belongs to comes from the sheet
(``review_sheet._row_of_actions``), and the hands from the deal played again, so that a stock
drawn, a window taken or a card buried shows as it happened in every game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import rank_of, suit_of
from ..engine.protocol import State
from .recommend import action_words
from .replayed import replay_to_deal

#: the first step's title, before anyone acted
AS_DEALT = "As dealt"
#: the title of a step before the first card
BEFORE_PLAY = "Before the play"
#: the cards in no hand once any has moved (a stock drawn from, a discard, a window taken)
ASIDE_LABEL = "Not in a hand"


@dataclass(frozen=True)
class Played:
    """One turn of a trick or round, on the review's page and at a step: who, the card's code
    (None: no card, e.g. a pass or a bid), the words under it, and whether it led, won, and
    is the reviewed player's."""

    who: str
    card: str | None
    words: str
    lead: bool = False
    win: bool = False
    mine: bool = False


@dataclass(frozen=True)
class DealStep:
    """One step of a finished deal: ``title`` ("As dealt", "Before the play", "Trick 3",
    "Round 2"), what happened (``said``, a sentence a line), the ``hands`` as they stood after
    it (label, card codes), the cards in no hand (``aside``: label, codes; none: ""), the
    ``table`` (the trick or round so far, or what was said before the play), the trick's
    ``outcome`` once it is complete, the ``rows`` laid (a deal without tricks), and the
    reviewed player's decision here (``note``; ``mattered``: the first that mattered)."""

    title: str
    said: tuple[str, ...]
    hands: tuple[tuple[str, tuple[str, ...]], ...]
    aside: tuple[str, tuple[str, ...]]
    table: tuple[Played, ...] = ()
    outcome: str = ""
    rows: tuple[tuple[str, ...], ...] = ()
    note: str = ""
    mattered: bool = False


@dataclass(frozen=True)
class StepFacts:
    """What the sheet already knows that the steps say the same way: the name of each
    position as the review shows it, whether it is the reviewed player's, the players' names
    (for the words of an action), a hand's cards in the table's order, each trick's outcome
    ("West won it. 7 points: …"), each action's row (-1: before the play), the reviewed
    player's decision notes by action, the action of the first that mattered, and the game's
    word for the cards dealt to no hand."""

    labels: list[str]
    mine: list[bool]
    names: list[str]
    order: Callable[[int], tuple[str, ...]]
    outcomes: list[str]
    row_of: list[int]
    notes: dict[int, str]
    mattered: int | None
    stock_label: str
    #: the game's words for what the table did by itself (``review_words``), or None
    by_itself: Callable | None = None


def deal_steps(state: State, deal: int, facts: StepFacts) -> tuple[DealStep, ...]:
    """The steps of deal ``deal`` of ``state``: the cards as dealt, then one an action."""
    log = state.history[deal]
    codec = state.rules.codec
    hands = list(log.hands)
    dealt = 0
    for hand in hands:
        dealt |= hand
    for card in log.stock:
        dealt |= 1 << card
    stock = sum(1 << c for c in log.stock)
    tricks = bool(log.tricks)

    def hands_now() -> tuple[tuple[str, tuple[str, ...]], ...]:
        return tuple((facts.labels[pos], facts.order(h)) for pos, h in enumerate(hands))

    def aside_now(played: int) -> tuple[str, tuple[str, ...]]:
        held = 0
        for h in hands:
            held |= h
        rest = dealt & ~held & ~played
        if not rest:
            return ("", ())
        if rest == stock:  # as it lies: Nineteen's sets are the stock's cards in order
            return (facts.stock_label, tuple(codec.code(c) for c in log.stock))
        return (ASIDE_LABEL, facts.order(rest))

    steps = [DealStep(AS_DEALT, (), hands_now(), aside_now(0))]
    again = replay_to_deal(state, deal)
    played = 0
    laid: list[int] = []
    table: list[Played] = []
    row = None
    last = len(log.actions) - 1
    for i, (_p, q, action) in enumerate(log.actions):
        r = facts.row_of[i]
        card = action.card if action.type == "play" and action.card >= 0 else None
        if r != row:
            table, row = [], r
        who = facts.labels[q]
        words = action_words(again, action, facts.names)
        events = again.apply(action) or ()
        if card is not None:
            hands[q] &= ~(1 << card)
            played |= 1 << card
            short = codec.short(card)
            verb = "led" if tricks and not table else ("played" if tricks else "laid")
            said = [f"{who} {verb} the {short}."]
            table.append(Played(who, codec.code(card), short, lead=tricks and not table,
                              mine=facts.mine[q]))
            if not tricks:
                laid.append(card)
        else:
            if i < last:  # a stock drawn, a discard: the hands as the game holds them
                hands = [int(h) for h in again.hands]
            said = [f"{who}: {words}."]
            if not (tricks and r >= 0):  # a trick holds its cards only
                table.append(Played(who, None, words, mine=facts.mine[q]))
        if facts.by_itself is not None:
            said += [f"{facts.labels[e.position]}: {w}." for e in events
                     if (w := facts.by_itself(e))]
        outcome = ""
        if tricks and r >= 0 and card is not None \
                and len(table) == len(log.tricks[r][1]):
            winner = log.tricks[r][2]
            leader = log.tricks[r][0]
            seat = (winner - leader) % len(log.hands)
            table[seat] = _won(table[seat])
            outcome = facts.outcomes[r]
        title = BEFORE_PLAY if r < 0 else (f"Trick {r + 1}" if tricks else f"Round {r + 1}")
        steps.append(DealStep(
            title, tuple(said), hands_now(), aside_now(played), tuple(table), outcome,
            _rows(laid, codec) if not tricks and laid else (), facts.notes.get(i, ""),
            facts.mattered == i))
    return tuple(steps)


def _won(turn: Played) -> Played:
    return Played(turn.who, turn.card, turn.words, turn.lead, True, turn.mine)


def _rows(laid: list[int], codec) -> tuple[tuple[str, ...], ...]:
    """The cards laid, a row per suit in rank order, in the order the suits' rows opened."""
    suits: list[int] = []
    for card in laid:
        if suit_of(card) not in suits:
            suits.append(suit_of(card))
    return tuple(tuple(codec.code(c) for c in sorted((c for c in laid if suit_of(c) == s),
                                                     key=rank_of))
                 for s in suits)
