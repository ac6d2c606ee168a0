"""The play loop of the trick games: one card onto the trick, and the trick's end.

Why a module of its own: this is most of a random playout's time, so it is written out for
speed (see ``PlayLoop._play``), with the per-card tuples it shares made once here; the rest of
a trick game's machinery (deals, turn order, views, worlds) is in ``trick_game``.
"""

from __future__ import annotations

from typing import Any

from .cards import SUIT_MASKS
from .protocol import PLAY, CardPlayed, TrickTaken
from .tricks import trick_winner

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


def off_lead_voids(led: int, trumps: int, must_trump: bool, card: int) -> int:
    """The groups a card off the group ``led`` shows its player lacks: the group led, and the
    trumps too when the game makes a player without the group led trump (``must_trump``) and
    the card is no trump."""
    if must_trump and not trumps >> card & 1:
        return led | trumps
    return led


class PlayLoop:
    """The play loop of :class:`~tricktable.engine.trick_game.TrickGameState` (a mixin: the
    hooks it calls, the flags saying which a game overrides, and the state's fields are there).
    """

    _plain_play: bool
    _own_group: bool
    _own_after_card: bool
    _own_order: bool
    _own_winner: bool
    _own_trick_done: bool
    _own_deal_over: bool
    MUST_TRUMP: bool
    COUP: int
    COUP_WINNER: int
    # the state's fields and hooks the loop uses (see TrickGameState)
    turn: int
    to_act: int | None
    leader: int
    led: int
    n: int
    trumps: int
    tricks_played: int
    controller: list[int]
    hands: list[int]
    trick: list[int]
    voids: list[int]
    taken: list[int]
    trick_counts: list[int]
    deal_log: Any

    def _play(self, c: int, events: list) -> None:
        """One card onto the trick, and the trick's end when it is complete.

        Why it is written out: this is most of a random playout's time. A game that overrides
        none of the hooks ``_group``, ``_after_card``, the trick-order hooks,
        ``_trick_winner_index``, ``_trick_done`` and ``_deal_over`` (worked out once per class
        by ``__init_subclass__``) goes down a path with all of them done inline, as the base
        hooks do them; any other game goes down the path that calls the hooks it overrides.
        A rule that a hook would otherwise say is read here as the class's data instead
        (``MUST_TRUMP``: what a card off the group led shows; ``COUP``: a trick whose winner is
        a given card), so a game that needs only those keeps the inline path.
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
                    if self.MUST_TRUMP and not self.trumps >> c & 1:
                        led |= self.trumps  # off_lead_voids written out
                    self.voids[pos] |= led
            else:
                trumps = self.trumps
                self.led = trumps if trumps >> c & 1 else SUIT_MASKS[c >> 4] & ~trumps
                self.leader = pos
            trick.append(c)
            events.append(PLAYED_EVENTS[k])
            n = self.n
            if len(trick) < n:
                self.turn = nxt = (pos + 1) % n
                self.to_act = self.controller[nxt]
                return
            # the trick's cards as a mask, and the winner from it (trick_winner written out)
            if n == 4:
                a, b, d, e = trick
                mask = 1 << a | 1 << b | 1 << d | 1 << e
            else:
                mask = 0
                for x in trick:
                    mask |= 1 << x
            coup = self.COUP
            if coup and mask & coup == coup:
                best = self.COUP_WINNER
            else:
                best = (mask & self.trumps or mask & self.led).bit_length() - 1
            leader = self.leader
            w = (leader + trick.index(best)) % n
            cards = tuple(trick)
            self.taken[w] |= mask
            self.trick_counts[w] += 1
            self.tricks_played += 1
            self.deal_log.tricks.append((leader, cards, w))
            self.trick = []
            self.led = 0
            events.append(_new_tuple(TrickTaken, (w, leader, cards, self.tricks_played)))
            self.leader = self.turn = w
            self.to_act = self.controller[w]
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
                self.voids[pos] |= off_lead_voids(led, self.trumps, self.MUST_TRUMP, c)
        trick.append(c)
        events.append(PLAYED_EVENTS[k])
        if cls._own_order:
            if len(trick) < self._trick_size():
                self.turn = self._next_in_trick(pos)
                self._set_to_act()
                return
            w = self._position_in_trick(self._trick_winner_index())
        else:
            n = self.n
            if len(trick) < n:
                self.turn = (pos + 1) % n
                self._set_to_act()
                return
            if cls._own_winner or cls.COUP:
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
        self._set_to_act()
        if self._deal_over() if cls._own_deal_over else not self.hands[w]:
            self._finish_deal(events)
