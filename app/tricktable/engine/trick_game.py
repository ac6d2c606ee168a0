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

from .cards import SUIT_MASKS, SUIT_NAMES, TAROT_TRUMP_MASK, cards_of
from .deal_log import DealLog
from .protocol import (
    PLAY,
    Action,
    CardPlayed,
    DealPreset,
    DealScored,
    DealStarted,
    GameOver,
    IllegalAction,
    Rules,
    State,
    TrickTaken,
    plays_of,
)
from .rand import seeded, shuffle
from .trick_views import TrickViews
from .tricks import trick_winner

PLAYING = "play"

#: builds an event tuple without the named tuple's own ``__new__`` frame (same object)
_new_tuple = tuple.__new__

#: the most positions a table may have (the per-card tables below are made for them)
MAX_POSITIONS = 8

#: PLAYED_EVENTS[k] and LOGGED_PLAYS[k], k = (controller * MAX_POSITIONS + position) *
#: PLAY_COUNT + card:
#: the ``CardPlayed`` event and the deal log's entry of a card play, made once at import. Why:
#: building two tuples per card was a fifth of a random deal's play loop; these are immutable
#: and equal to freshly built ones, so sharing them changes nothing a reader can see.
PLAYED_EVENTS = tuple(_new_tuple(CardPlayed, (ctl, pos, c)) for ctl in range(MAX_POSITIONS)
                for pos in range(MAX_POSITIONS) for c in range(len(PLAY)))
LOGGED_PLAYS = tuple((ctl, pos, PLAY[c]) for ctl in range(MAX_POSITIONS)
                for pos in range(MAX_POSITIONS) for c in range(len(PLAY)))
PLAY_COUNT = len(PLAY)


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


class TrickGameState(TrickViews, State):
    """Shared state and play loop; see the module docstring for the hooks."""

    #: the deck used, as a mask (set by subclasses)
    DECK: int = 0

    #: which play-loop hooks the class overrides (set per class by ``__init_subclass__``)
    _own_group = _own_after_card = _own_order = _own_winner = _own_trick_done = True
    _own_deal_over = True
    #: none of them is overridden: the play loop's all-inline path
    _plain_play = False

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
        self.tricks_played = 0
        self.taken = [0] * positions
        self.trick_counts = [0] * positions
        self.voids = [0] * positions
        self.trumps = 0
        self.last_events: list = []

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
        return (f"You must follow {group_name(led)}: you hold "
                f"{self.rules.codec.list_short(same)}.")

    def _after_card(self, pos: int, card: int) -> None:
        """Public inference after a card is played (voids)."""
        if self.trick and self.led and not (self.led >> card & 1):
            self.voids[pos] |= self.led

    def _trick_winner_index(self) -> int:
        return trick_winner(self.trick, self.led, self.trumps)

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

    def _stage_title(self) -> str:
        return "play a card"

    # ------------------------------------------------------------------ protocol
    @property
    def to_act(self) -> int | None:
        if self.over:
            return None
        return self.controller[self.turn]

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
            self._apply_other(action, events)
        self.last_events = events
        return events

    def _play(self, c: int, events: list) -> None:
        """One card onto the trick, and the trick's end when it is complete.

        Why it is written out: this is most of a random playout's time. A game that overrides
        none of the hooks ``_group``, ``_after_card``, the trick-order hooks,
        ``_trick_winner_index``, ``_trick_done`` and ``_deal_over`` (worked out once per class
        by ``__init_subclass__``) goes down a path with all of them done inline, as the base
        hooks do them; any other game goes down the path that calls the hooks it overrides.
        """
        pos = self.turn
        ctl = self.controller[pos]
        k = (ctl * MAX_POSITIONS + pos) * PLAY_COUNT + c
        self.deal_log.actions.append(LOGGED_PLAYS[k])
        self.hands[pos] ^= 1 << c
        trick = self.trick
        if self._plain_play:
            if trick:
                led = self.led
                if led and not led >> c & 1:
                    self.voids[pos] |= led
            else:
                trumps = self.trumps
                self.led = trumps if trumps >> c & 1 else SUIT_MASKS[c >> 4] & ~trumps
                self.leader = pos
            trick.append(c)
            events.append(PLAYED_EVENTS[k])
            n = self.n
            if len(trick) < n:
                self.turn = (pos + 1) % n
                return
            # the trick's cards as a mask, and the winner from it (trick_winner written out)
            if n == 4:
                a, b, d, e = trick
                mask = 1 << a | 1 << b | 1 << d | 1 << e
            else:
                mask = 0
                for x in trick:
                    mask |= 1 << x
            top = mask & self.trumps or mask & self.led
            leader = self.leader
            w = (leader + trick.index(top.bit_length() - 1)) % n
            cards = tuple(trick)
            self.taken[w] |= mask
            self.trick_counts[w] += 1
            self.tricks_played += 1
            self.deal_log.tricks.append((leader, cards, w))
            self.trick = []
            self.led = 0
            events.append(_new_tuple(TrickTaken, (w, leader, cards, self.tricks_played)))
            self.leader = self.turn = w
            if not self.hands[w]:
                self._finish_deal(events)
            return
        cls = self.__class__
        if not trick:
            if cls._own_group:
                self.led = self._group(c)
            else:
                trumps = self.trumps
                self.led = trumps if trumps >> c & 1 else SUIT_MASKS[c >> 4] & ~trumps
            self.leader = pos
        elif cls._own_after_card:
            self._after_card(pos, c)
        else:
            led = self.led
            if led and not led >> c & 1:
                self.voids[pos] |= led
        trick.append(c)
        events.append(PLAYED_EVENTS[k])
        if cls._own_order:
            if len(trick) < self._trick_size():
                self.turn = self._next_in_trick(pos)
                return
            w = self._position_in_trick(self._trick_winner_index())
        else:
            n = self.n
            if len(trick) < n:
                self.turn = (pos + 1) % n
                return
            if cls._own_winner:
                w = (self.leader + self._trick_winner_index()) % n
            else:
                w = (self.leader + trick_winner(trick, self.led, self.trumps)) % n
        cards = tuple(trick)
        mask = 0
        for x in cards:
            mask |= 1 << x
        self.taken[w] |= mask
        self.trick_counts[w] += 1
        self.tricks_played += 1
        leader = self.leader
        self.deal_log.tricks.append((leader, cards, w))
        self.trick = []
        self.led = 0
        events.append(_new_tuple(TrickTaken, (w, leader, cards, self.tricks_played)))
        if cls._own_trick_done:
            self._trick_done(w, cards, events)
        self.leader = self.turn = w
        if self._deal_over() if cls._own_deal_over else not self.hands[w]:
            self._finish_deal(events)

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
        else:
            self._new_deal(self.deal_number + 1, self._next_dealer(), events)

    def _end_game(self, winners: list[int] | tuple[int, ...]) -> None:
        self.over = True
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
