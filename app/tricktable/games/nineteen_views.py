"""What each Nineteen player may see, and imagined worlds consistent with it.

A view holds the viewer's own hand, discards and drawn stock cards, every public announcement
(bids, laid-up preference sets, the call, declarations with the cards they show, contras), exposed
dummies, and the partner only once the rules make them known (the called trump played, announced
with three players, a dummy with two) or when the viewer knows it from their own cards.

``sample_world`` rebuilds a full deal from a view: hidden hands, the other players' discards and the
unseen stock cards are dealt at random, keeping to everything public: revealed voids, cards shown by
declarations, laid-up cards the declarer took back, trump counts declared, discards never holding
kings or honours, and what the call says (the declarer lacked the called trump but held every trump
from it up to the 19; a player who contra'd the bid is not the partner; with three players, a player
who did not announce does not hold it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..engine.cards import TAROT_DECK, TAROT_TRUMP_BASE, iter_cards
from ..engine.deal_log import DealLog
from ..engine.protocol import Rules
from ..engine.rand import shuffle
from ..engine.view import View
from ..engine.worlds import Dealing
from .nineteen_scoring import BIDS, NO_DISCARD, STOCK_SIZE, TRUMPS, card_points

#: attempts at a deal that also meets the declared trump counts
CLAIM_ATTEMPTS = 20


@dataclass(kw_only=True)
class NineteenView(View):
    """A Nineteen view. Positions are the four hands; players the people who score (with two or
    three players some positions are dummies: ``seat_player`` and ``dummies``)."""

    num_players: int
    #: the dummies' positions, and whether their hands lie face up
    dummies: list[int]
    exposed: bool
    # ---- the auction: who bids first, the bids in order [position, bid or "pass"], the
    # positions that passed (a mask), the highest bid and its position, the declarer (-1:
    # none yet), the contract's bid and level, whether the level multiplies
    eldest: int
    bids: list[list]
    passed: int
    high_bid: str | None
    high_pos: int
    declarer: int
    bid: str | None
    level: int
    use_level: bool
    # ---- the stock: cards per preference set, the set looked at (1-based; 0: none), the last
    # set seen, the set taken, slots laid face up (a mask), the position holding each slot's card
    # (-1: still in the stock), whether its fate is settled, each slot's card if the viewer has
    # seen it
    set_size: int
    set_index: int
    looked: int
    taken_set: int
    face_up: int
    slot_owner: list[int]
    stock_resolved: bool
    stock_known: list[int | None]
    # ---- discards: [position, count] still to discard, each position's discard count, the
    # viewer's own discards
    pending_discards: list[list]
    discard_counts: list[int]
    my_discards: int
    # ---- the call and the partner: the called trump (-1: none), whether everyone knows the
    # partner, whether the viewer does, and who it is (None: alone, or unknown)
    called: int
    partner_public: bool
    partner_known: bool
    partner: int | None
    # ---- declarations: [player, position, name], cards shown, trumps claimed per position,
    # the sparrow's and slam's [player, position], contras [kind, target, by], the bid's contra,
    # positions still to declare
    declared: list[list]
    shown: list[int]
    claims: list[int]
    sparrow_by: list[int] | None
    slam_by: list[int] | None
    contras: list[list]
    bid_contra: int | None
    declare_queue: list[int]
    #: card points plus tricks per position, and the deals in the game
    points: list[int]
    deals_in_game: int


def stock_on_table(known: list[int | None], owner: tuple[int, ...], face_up: int,
                   resolved: bool) -> list[int | None]:
    """The stock cards still lying on the table, each as its card when the viewer has seen it (a
    set laid face up for all, the set the declarer looks at for them only), else None; ``known``:
    each slot's card as the viewer knows it, ``owner``: the position holding it (-1: none)."""
    if resolved and not face_up:
        return []  # drawn, or gone unseen to the defenders (a Solo)
    out: list[int | None] = []
    for i, card in enumerate(known):
        if i < len(owner) and owner[i] >= 0:
            continue  # in a player's hand
        if resolved and not face_up >> i & 1:
            continue  # unseen cards counting for the defenders: off the table
        out.append(card)
    return out


class ViewsMixin:
    """Views and ``sample_world`` for ``NineteenState``."""

    def visible_positions(self, player: int) -> list[int]:
        seat = self.player_seat[player]
        if self.exposed:
            return sorted({seat, *self.dummies})
        return [seat]

    def stock_known(self, player: int) -> list[int | None]:
        """Each stock slot's card if ``player`` has seen it (laid face up, drawn by them, or a
        preference set they looked at as declarer), else None."""
        seat = self.player_seat[player]
        looker = self.declarer >= 0 and self.seat_player[self.declarer] == player
        out: list[int | None] = []
        for i in range(len(self.stock)):
            seen = (self.face_up >> i & 1 or self.slot_owner[i] == seat
                    or (looker and self.set_size and i // self.set_size < self.looked))
            out.append(self.stock[i] if seen else None)
        return out

    def _private_known(self, player: int) -> int:
        mask = 0
        for card in self.stock_known(player):
            if card is not None:
                mask |= 1 << card
        return mask

    def partner_known_to(self, player: int) -> tuple[bool, int | None]:
        """Whether ``player`` knows the partner, and who it is (None: the declarer is alone)."""
        if self.called < 0:
            return False, None
        if self.partner_public:
            return True, self.partner
        seat = self.player_seat[player]
        if self.hands[seat] >> self.called & 1:
            return True, seat
        if self.discards[seat] >> self.called & 1:
            return True, None
        return False, None

    def _view_extra(self, v: dict, player: int) -> None:
        seat = self.player_seat[player]
        known, partner = self.partner_known_to(player)
        v.update({
            "num_players": self.num_players,
            "seat": seat,
            "seat_player": list(self.seat_player),
            "dummies": list(self.dummies),
            "exposed": self.exposed,
            "eldest": self.eldest,
            "bids": [list(b) for b in self.bids],
            "passed": self.passed,
            "high_bid": BIDS[self.high] if self.high >= 0 else None,
            "high_pos": self.high_pos,
            "declarer": self.declarer,
            "bid": self.bid,
            "level": self.level,
            "use_level": self.use_level,
            "set_size": self.set_size,
            "set_index": self.set_k,
            "looked": self.looked,
            "taken_set": self.taken_set,
            "face_up": self.face_up,
            "slot_owner": list(self.slot_owner),
            "stock_resolved": self.stock_resolved,
            "stock_known": self.stock_known(player),
            "pending_discards": [list(x) for x in self.pending],
            "discard_counts": [d.bit_count() for d in self.discards],
            "my_discards": self.discards[seat],
            "drawn": self.drawn[seat],
            "called": self.called,
            "partner_public": self.partner_public,
            "partner_known": known,
            "partner": partner,
            "declared": [list(d) for d in self.declared],
            "shown": list(self.shown),
            "claims": list(self.claims),
            "sparrow_by": list(self.sparrow_by) if self.sparrow_by else None,
            "slam_by": list(self.slam_by) if self.slam_by else None,
            "contras": [list(c) for c in self.contras],
            "bid_contra": self.bid_contra,
            "declare_queue": list(self.queue),
            "points": [card_points(self.taken[p]) + self.trick_counts[p] for p in range(4)],
            "deals_in_game": self.deals_in_game,
        })
        v["stock"] = stock_on_table(v["stock_known"], self.slot_owner, self.face_up,
                                    self.stock_resolved)
        v["stock_sets"] = self.set_size

    # ------------------------------------------------------------------ imagined worlds
    def _restore_view(self, view: NineteenView) -> None:
        self._restore_shared(view)
        self._set_to_act()
        self.exposed = view.exposed
        self.eldest = view.eldest
        self.bids = tuple(tuple(b) for b in view.bids)
        self.passed = view.passed
        self.high = BIDS.index(view.high_bid) if view.high_bid else -1
        self.high_pos = view.high_pos
        self.declarer = view.declarer
        self.bid = view.bid
        self.level = view.level
        self.set_size = view.set_size
        self.set_k = view.set_index
        self.looked = view.looked
        self.taken_set = view.taken_set
        self.face_up = view.face_up
        self.slot_owner = tuple(view.slot_owner)
        self.stock_resolved = view.stock_resolved
        self.pending = tuple(tuple(x) for x in view.pending_discards)
        self.called = view.called
        self.partner_public = view.partner_public
        self.partner = view.partner if view.partner_known else None
        self.declared = tuple(tuple(d) for d in view.declared)
        self.shown = tuple(view.shown)
        self.claims = tuple(view.claims)
        self.sparrow_by = tuple(view.sparrow_by) if view.sparrow_by else None
        self.slam_by = tuple(view.slam_by) if view.slam_by else None
        self.contras = tuple(tuple(c) for c in view.contras)
        self.bid_contra = view.bid_contra
        self.queue = tuple(view.declare_queue)

    @classmethod
    def from_view(cls, rules: Rules, view: NineteenView, rng: random.Random) -> Any:
        state = cls.__new__(cls)
        state._setup(rules, view.options, rng.randrange(2**31), None)
        state._restore_view(view)
        seat = view.seat
        hands_v = view.hands
        played_by = [0, 0, 0, 0]
        for leader, cards, _w in view.tricks:
            for i, c in enumerate(cards):
                played_by[(leader + i) % 4] |= 1 << c
        for i, c in enumerate(view.trick):
            played_by[(view.leader + i) % 4] |= 1 << c
        played = played_by[0] | played_by[1] | played_by[2] | played_by[3]
        stock_known = view.stock_known
        known = played | view.my_discards
        for h in hands_v:
            if h is not None:
                known |= h
        for i, c in enumerate(stock_known):
            if c is not None and state.slot_owner[i] < 0:
                known |= 1 << c
        unseen = TAROT_DECK & ~known

        # the hidden containers: hands, other positions' discards, unseen stock cards
        kinds: list[tuple[str, int]] = []
        sizes: list[int] = []
        forbidden: list[int] = []
        for p in range(4):
            if hands_v[p] is None:
                kinds.append(("hand", p))
                sizes.append(view.hand_sizes[p])
                forbidden.append(view.voids[p])
        for p in range(4):
            if p != seat and view.discard_counts[p]:
                kinds.append(("discards", p))
                sizes.append(view.discard_counts[p])
                forbidden.append(NO_DISCARD)
        free_slots = [i for i in range(len(stock_known))
                      if stock_known[i] is None and state.slot_owner[i] < 0]
        if free_slots:
            kinds.append(("stock", -1))
            sizes.append(len(free_slots))
            forbidden.append(0)

        def only_in(c: int, allowed: set[tuple[str, int]]) -> None:
            if unseen >> c & 1:
                for j, kind in enumerate(kinds):
                    if kind not in allowed:
                        forbidden[j] |= 1 << c

        for p in range(4):
            for c in iter_cards(view.shown[p]):
                only_in(c, {("hand", p)})
        for i, c in enumerate(stock_known):
            o = state.slot_owner[i]
            if c is not None and o >= 0:
                only_in(c, {("hand", o), ("discards", o)})
        state._called_constraints(kinds, forbidden, unseen, only_in)

        claims = view.claims
        # the trumps each claimed hand must still be dealt: a deal that can no longer give them
        # is given up part way (the generator moved on as by the whole deal); the last try is
        # dealt whole, as it is kept even when it misses
        quota = [(j, TRUMPS, claims[p] - (played_by[p] & TRUMPS).bit_count())
                 for j, (kind, p) in enumerate(kinds) if kind == "hand" and claims[p]]
        dealing = Dealing(unseen, sizes, forbidden)
        for attempt in range(CLAIM_ATTEMPTS):
            dealt = dealing.deal(rng, at_least=quota if attempt < CLAIM_ATTEMPTS - 1 else ())
            if dealt is None:
                continue
            ok = all(((dealt[j] | played_by[p]) & TRUMPS).bit_count() >= claims[p]
                     for j, (kind, p) in enumerate(kinds) if kind == "hand" and claims[p])
            if ok:
                break
        assert dealt is not None
        state._place_world(view, kinds, dealt, free_slots, played_by, rng)
        return state

    def _called_constraints(self, kinds: list, forbidden: list, unseen: int, only_in: Any) -> None:
        """Public knowledge that follows from the call (see the module docstring)."""
        c = self.called
        if c < 0 or self.num_players == 2:
            return
        hands = {kind for kind in kinds if kind[0] == "hand"}
        if unseen >> c & 1:
            if self.partner_public:
                if self.partner is not None:
                    only_in(c, {("hand", self.partner)})
                else:
                    only_in(c, {kind for kind in kinds if kind[0] != "hand"})
            else:
                banned = {("hand", self.declarer)}
                if self.num_players == 3:
                    banned |= {("hand", p) for p in self.player_seat}
                if self.bid_contra is not None:
                    banned.add(("hand", self.player_seat[self.bid_contra]))
                only_in(c, {kind for kind in kinds if kind not in banned})
        for t in range(c + 1, TAROT_TRUMP_BASE + 20):
            only_in(t, {("hand", self.declarer)} & hands)

    def _place_world(self, view: NineteenView, kinds: list, dealt: list[int], free_slots: list[int],
                     played_by: list[int], rng: random.Random) -> None:
        seat = view.seat
        hands = [h if h is not None else 0 for h in view.hands]
        discards = [0, 0, 0, 0]
        discards[seat] = view.my_discards
        stock: list[int | None] = list(view.stock_known)
        for (kind, p), mask in zip(kinds, dealt, strict=True):
            if kind == "hand":
                hands[p] = mask
            elif kind == "discards":
                discards[p] = mask
            else:
                cards = list(iter_cards(mask))
                shuffle(cards, rng)
                for i, c in zip(free_slots, cards, strict=True):
                    stock[i] = c
        assigned = sum(1 << c for c in stock if c is not None)
        drawn = [0, 0, 0, 0]
        if seat >= 0:
            drawn[seat] = view.drawn
        for i, c in enumerate(stock):
            o = self.slot_owner[i]
            if c is None:
                pool = (hands[o] | discards[o] | played_by[o]) & ~assigned & ~drawn[o]
                c = rng.choice(list(iter_cards(pool)))
                stock[i] = c
                assigned |= 1 << c
            if o >= 0:
                drawn[o] |= 1 << c
        self.hands = hands
        self.discards = tuple(discards)
        self.drawn = tuple(drawn)
        self.stock = [int(c) for c in stock]
        self.defender_stock = 0
        if self.stock_resolved:
            self.defender_stock = sum(1 << self.stock[i] for i in range(STOCK_SIZE)
                                      if self.slot_owner[i] < 0)
        if view.partner_known:
            self.partner = view.partner
        elif self.called >= 0:
            self.partner = next((p for p in range(4) if hands[p] >> self.called & 1), None)
        dealt_hands = [(hands[p] | played_by[p] | discards[p]) & ~drawn[p] for p in range(4)]
        self.deal_log = DealLog(self.deal_number, self.dealer, dealt_hands, self.stock,
                                self.controller, self._trump_letter())
        self.deal_log.tricks = [(ld, tuple(cs), w) for ld, cs, w in view.tricks]
        if self.declarer >= 0:
            self._update_contract()
