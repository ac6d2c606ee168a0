"""The common machinery of a game made of deals of tricks.

A game subclasses :class:`TrickGameState` and fills in the hooks (how a deal is dealt, which cards
may follow, what a trick and a deal score, when the game ends, and any decisions before play). The
base class owns the play loop on bitmasks, turn order, voids revealed by play, the record log, the
generic view and ``sample_world`` (from ``trick_views.py``), so those are written (and tested) once.

Positions are the hands on the table, 0..n-1 clockwise; ``controller[p]`` is the player deciding
for position p (it differs from p only for Nineteen's dummies).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from .cards import SUIT_MASKS, SUIT_NAMES, TAROT_TRUMP_MASK, cards_of, mask_of
from .deal_log import DealLog
from .next_deal import defer_deal
from .play_loop import MAX_POSITIONS, PlayLoop, off_lead_voids
from .protocol import (
    Action,
    DealPreset,
    DealScored,
    DealStarted,
    GameOver,
    IllegalAction,
    Rules,
    State,
    plays_of,
)
from .rand import seeded, shuffle
from .trick_views import TrickViews
from .tricks import trick_winner
from .view import Announcement

PLAYING = "play"

@lru_cache(maxsize=16)
def _pack_bits(deck: int) -> tuple[int, ...]:
    """A deck's cards in order as bits (1 << card), listed once per deck rather than per deal."""
    return tuple(1 << c for c in cards_of(deck))


def group_name(led: int) -> str:
    """Words for a following group: "hearts", "trumps"."""
    for s, m in enumerate(SUIT_MASKS):
        if led == m:
            return SUIT_NAMES[s].lower()
    if led == TAROT_TRUMP_MASK:
        return "trumps"
    return "the suit led"


def deal_seed(seed: int, number: int) -> random.Random:
    """The shuffle of deal ``number``: derived from the game's seed, so no RNG lives in the state
    (copies stay cheap) and any deal can be dealt again on its own."""
    return seeded(seed * 1_000_003 + number * 7919 + 17)


class TrickGameState(PlayLoop, TrickViews, State):
    """Shared state and play loop; see the module docstring for the hooks."""

    #: the deck used, as a mask (set by subclasses)
    DECK: int = 0
    #: a player who cannot follow must play a trump if he holds one (the game's ``_play_mask``
    #: says so; this flag only tells the play loop what such a card shows): a card that neither
    #: follows nor trumps then shows a void in trumps as well as in the group led. Why data and
    #: not an ``_after_card`` override: the play loop's all-inline path can honour it
    MUST_TRUMP = False
    #: a trick holding every card of ``COUP`` is won by the card ``COUP_WINNER`` (one of them),
    #: whatever else it holds (0: no such trick). Data, not a ``_trick_winner_index``
    #: override, for the same reason as ``MUST_TRUMP``
    COUP = 0
    COUP_WINNER = -1

    #: which play-loop hooks the class overrides (set per class by ``__init_subclass__``)
    _own_group = _own_after_card = _own_order = _own_winner = _own_trick_done = True
    _own_deal_over = True
    #: none of them is overridden: the play loop's all-inline path
    _plain_play = False

    #: the next deal's cards may be dealt when the state is next looked at rather than when the
    #: last card falls (``engine/next_deal.py``): only for a game whose ``_begin_deal`` adds no
    #: events and whose ``_trump_suit`` does not depend on the cards (the next deal's
    #: ``DealStarted`` is made before its cards are dealt)
    DEFERS_NEXT_DEAL = False
    #: set per class: it defers, and deals with this class's own ``_new_deal`` (an imagined
    #: world, whose ``_new_deal`` stops the playout, never defers)
    _defers_next_deal = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        base = TrickGameState

        def own(*names: str) -> bool:
            return any(getattr(cls, name) is not getattr(base, name) for name in names)

        cls._own_group = own("_group")
        cls._own_after_card = own("_after_card")
        cls._own_order = own("_trick_size", "_next_in_trick", "_position_in_trick")
        cls._own_winner = own("_trick_winner_index")
        cls._own_trick_done = own("_trick_done")
        cls._own_deal_over = own("_deal_over")
        cls._plain_play = not (cls._own_group or cls._own_after_card or cls._own_order
                               or cls._own_winner or cls._own_trick_done or cls._own_deal_over)
        cls._defers_next_deal = cls.DEFERS_NEXT_DEAL and not own("_new_deal", "_open_deal")
        # a coup whose winner is not one of its cards would make ``trick.index`` fail mid-game;
        # say so where the game is written instead
        if cls.COUP and not (cls.COUP_WINNER >= 0 and cls.COUP >> cls.COUP_WINNER & 1):
            raise TypeError(f"{cls.__name__}.COUP_WINNER must be one of the cards of its COUP")

    # ------------------------------------------------------------------ construction
    def _init_common(self, rules: Rules, options: dict, seed: int, positions: int,
                     players: int, presets: dict[int, DealPreset] | None) -> None:
        if positions > MAX_POSITIONS:
            raise ValueError(f"a table has at most {MAX_POSITIONS} positions, not {positions}")
        self.rules = rules
        self.options = options
        self.seed = seed
        self.n = positions
        self.num_players = players
        self.presets = presets or {}
        self.totals = [0] * players
        self.history: list[DealLog] = []
        self.deal_log: DealLog | None = None
        self.deal_number = 0
        self.dealer = 0
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.stage = PLAYING
        self.controller = list(range(positions))
        self.hands = [0] * positions
        self.trick: list[int] = []
        self.led = 0
        self.leader = 0
        self.turn = 0
        self.to_act = 0
        self.tricks_played = 0
        self.taken = [0] * positions
        self.trick_counts = [0] * positions
        self.voids = [0] * positions
        self.trumps = 0
        self.last_events: list = []
        #: what has been said aloud this deal (``View.announcements``), in order
        self.said: tuple[Announcement, ...] = ()

    @classmethod
    def start(cls, rules: Rules, options: dict, seed: int, presets: dict | None) -> State:
        state = cls.__new__(cls)
        state._setup(rules, options, seed, presets)
        events: list = []
        state._new_deal(1, state._first_dealer(), events)
        state.last_events = events
        return state

    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        raise NotImplementedError

    def _first_dealer(self) -> int:
        return seeded(self.seed).randrange(self.n)

    def _new_deal(self, number: int, dealer: int, events: list) -> None:
        """Shuffle (or take the preset deal), reset the deal's state and open its log."""
        preset = self.presets.get(number)
        if preset is not None:
            if preset.dealer is not None:
                if not 0 <= preset.dealer < self.n:
                    raise IllegalAction(f"there is no position {preset.dealer} to deal")
                dealer = preset.dealer
            hands, stock = list(preset.hands), list(preset.stock)
            self._check_preset(hands, stock)
        else:
            hands, stock = self._deal_cards(deal_seed(self.seed, number), number, dealer)
        self._open_deal(number, dealer, hands, stock, events)

    def _deal_deferred(self) -> None:
        """Deal the cards of the deal announced at the last deal's end (``next_deal``): the
        shuffle ``_new_deal`` would have made then (there was no preset), events already said."""
        number, dealer = self.deal_number, self.dealer
        hands, stock = self._deal_cards(deal_seed(self.seed, number), number, dealer)
        self._open_deal(number, dealer, hands, stock, [])

    def _open_deal(self, number: int, dealer: int, hands: list[int], stock: list[int],
                   events: list) -> None:
        """Reset the deal's state for these cards and open its log."""
        self.deal_number = number
        self.dealer = dealer
        self.hands = hands
        self.stock = stock
        self.trick = []
        self.led = 0
        self.tricks_played = 0
        self.taken = [0] * self.n
        self.trick_counts = [0] * self.n
        self.voids = [0] * self.n
        self.said = ()
        self.deal_log = DealLog(number, dealer, hands, stock, self.controller, None)
        self._begin_deal(events)
        self.deal_log.trump = self._trump_letter()
        events.append(DealStarted(number, dealer, self._trump_suit()))

    def check_preset(self, preset: DealPreset) -> None:
        """Refuse (IllegalAction) a given later deal now, before the play reaches it: a record's
        bad deal 5 is then reported as deal 5, not as a failure of deal 4's last card."""
        if preset.dealer is not None and not 0 <= preset.dealer < self.n:
            raise IllegalAction(f"there is no position {preset.dealer} to deal")
        self._check_preset(list(preset.hands), list(preset.stock))

    def _check_preset(self, hands: list[int], stock: list[int]) -> None:
        """A given deal must use exactly this game's pack, with the right hand sizes."""
        sizes = self._hand_sizes()
        if len(hands) != self.n:
            raise IllegalAction(f"a deal needs {self.n} hands, not {len(hands)}")
        total = 0
        for p, h in enumerate(hands):
            if h.bit_count() != sizes[p]:
                raise IllegalAction(f"hand {p} holds {h.bit_count()} cards instead of {sizes[p]}")
            total |= h
        for c in stock:
            total |= 1 << c
        if total != self.DECK or len(stock) != self._stock_size():
            raise IllegalAction("the hands and stock are not exactly this game's pack")

    # hooks ---------------------------------------------------------------------------
    def _hand_sizes(self) -> list[int]:
        raise NotImplementedError

    def _stock_size(self) -> int:
        return 0

    def _deal_cards(self, rng: random.Random, number: int,
                    dealer: int) -> tuple[list[int], list[int]]:
        """Default shuffle: stock first, then the hands in order from the dealer's left."""
        # the pack's cards as bits (1 << card): the shuffle moves them exactly as it would move
        # the cards, and a hand is then the sum of its slice (distinct bits: the sum is the union)
        pack = list(_pack_bits(self.DECK))
        shuffle(pack, rng)
        k = self._stock_size()
        stock = [b.bit_length() - 1 for b in pack[:k]]
        n = self.n
        hands = [0] * n
        i = k
        sizes = self._hand_sizes()
        for off in range(1, n + 1):
            p = (dealer + off) % n
            size = sizes[p]
            hands[p] = sum(pack[i:i + size])
            i += size
        return hands, stock

    def _begin_deal(self, events: list) -> None:
        """Set stage, trumps, leader and turn for a fresh deal."""
        raise NotImplementedError

    def _trump_suit(self) -> int | None:
        return None

    def _trump_letter(self) -> str | None:
        s = self._trump_suit()
        return None if s is None else "CDHST"[s]

    def _group(self, card: int) -> int:
        """The mask of cards that follow ``card`` when it is led (its suit by default)."""
        if self.trumps >> card & 1:
            return self.trumps
        return SUIT_MASKS[card >> 4] & ~self.trumps

    def _play_mask(self, hand: int) -> int:
        """Cards of ``hand`` the acting position may play now."""
        raise NotImplementedError

    def _play_reason(self, card: int) -> str:
        """Why a held card may not be played now (it is not in ``_play_mask``)."""
        led = self.led
        same = self.hands[self.turn] & led
        return (f"You must follow {group_name(led)}: {self._holder()} "
                f"{self.rules.codec.list_short(same)}.")

    def _holder(self) -> str:
        """Who holds the acting hand, in a refusal: "you hold", or "the dummy holds" where no
        player sits at the position (``seat_player``; "you hold the Q♣" was said of a dummy's
        card to the person playing it)."""
        seats = getattr(self, "seat_player", None)
        return "the dummy holds" if seats is not None and seats[self.turn] is None else "you hold"

    def _after_card(self, pos: int, card: int) -> None:
        """Public inference after a card is played (voids; see ``MUST_TRUMP``)."""
        led = self.led
        if self.trick and led and not led >> card & 1:
            self.voids[pos] |= off_lead_voids(led, self.trumps, self.MUST_TRUMP, card)

    def _trick_winner_index(self) -> int:
        """The index in the trick of its winning card (see ``COUP``)."""
        trick = self.trick
        coup = self.COUP
        if coup and mask_of(trick) & coup == coup:
            return trick.index(self.COUP_WINNER)
        return trick_winner(trick, self.led, self.trumps)

    def _trick_done(self, winner: int, cards: tuple[int, ...], events: list) -> None:
        """Extra bookkeeping when a trick is won (taken masks are already updated)."""

    def _deal_over(self) -> bool:
        return not self.hands[self.leader]

    def _score_deal(self) -> tuple[list[int], Any]:
        """This deal's score per player and details for the summary."""
        raise NotImplementedError

    def _after_deal(self, events: list) -> None:
        """Phase changes and the end of the game, after totals are updated."""
        raise NotImplementedError

    def _next_dealer(self) -> int:
        return (self.dealer + 1) % self.n

    def _other_actions(self) -> list[Action]:
        return []

    def _other_reason(self, action: Action) -> str | None:
        return "That is not possible now."

    def _apply_other(self, action: Action, events: list) -> None:
        raise IllegalAction("That is not possible now.")

    def _announced(self, pos: int, action: Action) -> tuple[Announcement, ...]:
        """What ``action`` of position ``pos`` says aloud to the table, as records for
        ``View.announcements`` (read before the action is applied); () for anything the others
        do not hear (a card, a discard, a look at the stock)."""
        return ()

    def _stage_title(self) -> str:
        return "play a card"

    # ------------------------------------------------------------------ protocol
    #: who decides now (``None`` once the game is over): a plain attribute, not a property,
    #: because the protocol is asked it before every action of every playout (a property's
    #: call was 3% of a random deal). Whatever changes ``turn``, ``over`` or ``controller``
    #: sets it too, inline in the play loop and through ``_set_to_act`` elsewhere; the games'
    #: invariant checks compare it with ``controller[turn]`` after every action.
    to_act: int | None = None

    def _set_to_act(self) -> None:
        """Set ``to_act`` from ``over``, ``controller`` and ``turn`` after any of them changed."""
        self.to_act = None if self.over else self.controller[self.turn]

    @property
    def acting_position(self) -> int | None:
        return None if self.over else self.turn

    def result(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self.winners, tuple(self.totals)

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self.stage != PLAYING:
            return self._other_actions()
        return plays_of(self._play_mask(self.hands[self.turn]))

    def why_illegal(self, action: Action) -> str | None:
        if self.over:
            return "The game is over."
        if not isinstance(action, Action):
            return "That is not an action."
        if self.stage != PLAYING:
            if action.type == "play":
                return f"It is not time to play a card: first {self._stage_title()}."
            return self._other_reason(action)
        if action.type != "play":
            return "Now you must play a card."
        c = action.card
        if c < 0 or not (self.DECK >> c) & 1:
            return "That is not a card of this game."
        hand = self.hands[self.turn]
        if not (hand >> c) & 1:
            return f"You do not hold the {self.rules.codec.short(c)}."
        if not (self._play_mask(hand) >> c) & 1:
            return self._play_reason(c)
        return None

    def apply(self, action: Action) -> list:
        events: list = []
        if action.type == "play" and self.stage == PLAYING and not self.over:
            c = action.card
            if c < 0 or not (self._play_mask(self.hands[self.turn]) >> c) & 1:
                raise IllegalAction(self.why_illegal(action) or "That card cannot be played now.")
            self._play(c, events)
        else:
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(reason)
            pos = self.turn
            self.deal_log.actions.append((self.controller[pos], pos, action))
            said = self._announced(pos, action)
            if said:
                self.said = (*self.said, *said)
            self._apply_other(action, events)
        self.last_events = events
        return events

    def _trick_size(self) -> int:
        return self.n

    def _next_in_trick(self, pos: int) -> int:
        return (pos + 1) % self.n

    def _position_in_trick(self, index: int) -> int:
        return (self.leader + index) % self.n

    def trick_positions(self) -> list[int]:
        """Who played each card of the current trick, in order."""
        return [self._position_in_trick(i) for i in range(len(self.trick))]

    def _finish_deal(self, events: list) -> None:
        score, details = self._score_deal()
        for i, s in enumerate(score):
            self.totals[i] += s
        log = self.deal_log
        log.score = tuple(score)
        log.totals = tuple(self.totals)
        self.history.append(log)
        events.append(DealScored(self.deal_number, tuple(score), tuple(self.totals), details))
        self._after_deal(events)
        if self.over:
            events.append(GameOver(self.winners, tuple(self.totals)))
            return
        number, dealer = self.deal_number + 1, self._next_dealer()
        if self._defers_next_deal and self.presets.get(number) is None:
            # announced now, dealt when the state is next looked at (``next_deal``)
            events.append(DealStarted(number, dealer, self._trump_suit()))
            defer_deal(self, number, dealer)
        else:
            self._new_deal(number, dealer, events)

    def _end_game(self, winners: list[int] | tuple[int, ...]) -> None:
        self.over = True
        self.to_act = None
        self.winners = tuple(winners)

    # ------------------------------------------------------------------ copy
    def copy(self) -> TrickGameState:
        new = object.__new__(self.__class__)
        d = self.__dict__.copy()
        d["hands"] = self.hands.copy()
        d["trick"] = self.trick.copy()
        d["taken"] = self.taken.copy()
        d["trick_counts"] = self.trick_counts.copy()
        d["voids"] = self.voids.copy()
        d["totals"] = self.totals.copy()
        d["history"] = self.history.copy()
        d["deal_log"] = self.deal_log.copy()
        d["last_events"] = []
        self._copy_extra(d)
        new.__dict__ = d
        return new

    def _copy_extra(self, d: dict) -> None:
        """Copy the subclass's own mutable fields into ``d`` (the new state's dict)."""
