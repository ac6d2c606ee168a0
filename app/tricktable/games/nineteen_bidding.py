"""Nineteen before the first card: the auction, the stock (partnership draws, the preference
procedure, Solo), the discards, the partner call and the declaration round with its contras.

It is a mixin of :class:`~tricktable.games.nineteen.NineteenState` so the decision stages read as
one story while the state module keeps the play, the scoring and the views. Every method here works
on the state's own fields; see ``NineteenState._reset_deal`` for what they mean.

Rulings made here (and on the rules page):

- The auction goes round the real players from the dealer's left (dummies never bid). Eldest's first
  turn must be a bid. Nothing outbids Solo, so a Solo bid ends the auction at once.
- With three players, when the player who should draw stock card 5 or 6 in a Partnership is the
  dummy, the dummy draws it and at once discards, face down and unseen by anyone, the card it drew
  if that card may be discarded, otherwise its lowest card that may.
- Two players: if neither dummy holds a trump below 20, Opponent calls the highest trump a dummy
  holds; if the dummies hold no trump at all, the highest card of a dummy.
- Only the holder of the Juggler may declare the Sparrow (dummies make no declarations, so a
  Juggler in a dummy is promised by nobody), and only one Slam is declared per deal, so each
  contra target (``bid``, ``sparrow``, ``slam``) names one announcement.
- A player may contra only an announcement of the other side that they know to be the other side:
  the bid by anyone not on the declarer's side (the holder of the called trump is on it and knows
  it; the declarer's own Sparrow or Slam is said last in the one round, after every contra);
  another player's Sparrow or Slam only once the sides are known (always with two or three
  players, and in four-player bids other than Partnership). While a four-player partner is
  secret, a Sparrow or Slam of anyone but the declarer cannot be contra'd: nobody can tell whose
  side it is on without giving the partner away.
- Holdings must be true; the trumps declaration is the highest one the hand earns; Honours, Kings
  and Royal Honours show the cards they count; Eight/Ten/Twelve Trumps show only the count.
"""

from __future__ import annotations

from ..engine.cards import TAROT, TAROT_TRUMP_BASE
from ..engine.protocol import PASS, Action, Announced, PhaseChanged
from ..engine.trick_game import PLAYING
from ..engine.view import Announcement
from ..engine.words import say_list
from .nineteen_discards import discard_choices, discard_problem, dummy_discard
from .nineteen_events import (
    AuctionWon,
    Bid,
    Called,
    CallUnanswered,
    Contra,
    Declared,
    Discarded,
    DummyExposed,
    PartnerRevealed,
    SetLaidUp,
    SetLooked,
    StockTaken,
)
from .nineteen_scoring import (
    BID_NAMES,
    BIDS,
    CONTRA_TARGETS,
    DECLARATION_NAMES,
    DECLARATIONS,
    HONOURS,
    JUGGLER,
    KINGS,
    SET_SIZE,
    STOCK_SIZE,
    TRUMP_DECLARATIONS,
    TRUMPS,
    declares_words,
    preference_level,
    royal_cards,
    shown_cards,
    trumps_declaration,
    two_player_call,
)

AUCTION, PREFERENCE, DISCARD, CALL, DECLARE = "auction", "preference", "discard", "call", "declare"
BID_ACTIONS = {b: Action.make("bid", bid=b) for b in BIDS}
TAKE_SET, NEXT_SET, BACK_SET = Action("take-set"), Action("next-set"), Action("back-set")
PREFERENCE_ACTIONS = (TAKE_SET, NEXT_SET, BACK_SET)
DECL_INDEX = {name: i for i, name in enumerate(DECLARATIONS)}
CONTRA_INDEX = {name: i for i, name in enumerate(CONTRA_TARGETS)}
class BiddingMixin:
    """The decision stages of a Nineteen deal (mixed into ``NineteenState``)."""

    # ------------------------------------------------------------------ dispatch
    def _stage_title(self) -> str:
        return {AUCTION: "bid or pass", PREFERENCE: "take or refuse the preference set",
                DISCARD: "discard", CALL: "call the partner's trump",
                DECLARE: "make your declarations"}.get(self.stage, "play a card")

    def _other_actions(self) -> list[Action]:
        stage = self.stage
        if stage == AUCTION:
            acts = [BID_ACTIONS[b] for b in BIDS[self.high + 1:]]
            if self.bids:
                acts.append(PASS)
            return acts
        if stage == PREFERENCE:
            acts = [TAKE_SET]
            if self.set_k < STOCK_SIZE // self.set_size:
                acts.append(NEXT_SET)
            if self.set_k >= 2:
                acts.append(BACK_SET)
            return acts
        if stage == DISCARD:
            pos, k = self.pending[0]
            return [Action("discard", -1, (("cards", m),))
                    for m in discard_choices(self.hands[pos], k)]
        if stage == CALL:
            return [Action("call", self._call_card())]
        if stage == DECLARE:
            return self._declare_actions(self.turn)
        return []

    def _other_reason(self, action: Action) -> str | None:
        stage, kind = self.stage, action.type
        if stage == AUCTION:
            return self._auction_reason(action)
        if stage == PREFERENCE:
            if action not in PREFERENCE_ACTIONS:
                return "Take the set you are looking at, look at the next one, or go back one."
            if action == NEXT_SET and self.set_k >= STOCK_SIZE // self.set_size:
                return "This is the last set: take it, or go back to the one before."
            if action == BACK_SET and self.set_k < 2:
                return "There is no set before the first one: take it or look at the next."
            return None
        if stage == DISCARD:
            pos, k = self.pending[0]
            if kind != "discard":
                return f"Now discard {k} card{'s' if k != 1 else ''}."
            mask = action.get("cards")
            if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0:
                return f"Discard exactly {k} card{'s' if k != 1 else ''}."
            if action.card != -1 or len(action.data) != 1:
                return "A discard names its cards only."
            return discard_problem(self.hands[pos], mask, k)
        if stage == CALL:
            if kind != "call":
                return "Now call the partner's trump."
            must = self._call_card()
            if action.card != must or action.data:
                return self._call_words(must)
            return None
        if stage == DECLARE:
            return self._declare_reason(action)
        return "That is not possible now."

    def _apply_other(self, action: Action, events: list) -> None:
        stage = self.stage
        if stage == AUCTION:
            self._apply_auction(action, events)
        elif stage == PREFERENCE:
            self._apply_preference(action, events)
        elif stage == DISCARD:
            self._apply_discard(action.get("cards"), events)
        elif stage == CALL:
            self._apply_call(action.card, events)
        elif stage == DECLARE:
            self._apply_declare(action, events)

    def _announced(self, pos: int, action: Action) -> tuple[Announcement, ...]:
        """A bid or a pass in the auction, the call of the partner's trump, each declaration and
        each contra (with the player it questions; a declaration of nothing: one record without
        a name); the stock and the discards are handled, not said."""
        player = self.seat_player[pos]
        if self.stage == AUCTION:
            return (Announcement(player, action.type, str(action.get("bid") or "")),)
        if self.stage == CALL:
            return (Announcement(self.seat_player[self.declarer], "call", card=action.card),)
        if self.stage != DECLARE:
            return ()
        said = [Announcement(player, "declare", name)
                for name in sorted(action.get("declarations", ()), key=DECL_INDEX.__getitem__)]
        for t in sorted(action.get("contras", ()), key=CONTRA_INDEX.__getitem__):
            by = self.seat_player[self.declarer] if t == "bid" else \
                (self.sparrow_by if t == "sparrow" else self.slam_by)[0]
            said.append(Announcement(player, "contra", t, targets=(by,)))
        return tuple(said) or (Announcement(player, "declare"),)

    # ------------------------------------------------------------------ the auction
    def _auction_reason(self, action: Action) -> str | None:
        if action.type == "pass" and action == PASS:
            return "Eldest must bid." if not self.bids else None
        if action.type != "bid":
            return "Eldest must bid." if not self.bids else "It is the auction: bid or pass."
        name = action.get("bid")
        if name not in BID_ACTIONS or action != BID_ACTIONS[name]:
            words = say_list([BID_NAMES[b] for b in BIDS])
            return f"{name!r} is not a bid: the bids are {words}."
        if BIDS.index(name) <= self.high:
            return f"Your bid must be higher than {BID_NAMES[BIDS[self.high]]}."
        return None

    def _apply_auction(self, action: Action, events: list) -> None:
        pos = self.turn
        player = self.seat_player[pos]
        if action.type == "pass":
            self.bids = (*self.bids, (pos, "pass"))
            self.passed |= 1 << pos
            events.append(Bid(player, pos, "pass"))
            events.append(Announced(player, action, "passes"))
        else:
            name = action.get("bid")
            self.bids = (*self.bids, (pos, name))
            self.high = BIDS.index(name)
            self.high_pos = pos
            events.append(Bid(player, pos, name))
            events.append(Announced(player, action, f"bids {BID_NAMES[name]}"))
        nxt = self._next_bidder(pos)
        if self.high == len(BIDS) - 1 or nxt == self.high_pos:
            self._win_auction(events)
        else:
            self.turn = nxt
            self._set_to_act()

    def _next_bidder(self, pos: int) -> int:
        for off in range(1, 5):
            q = (pos + off) % 4
            if self.seat_player[q] is not None and not self.passed >> q & 1:
                return q
        return self.high_pos

    def _win_auction(self, events: list) -> None:
        self.declarer = self.high_pos
        self.bid = BIDS[self.high]
        self.level = 1
        player = self.seat_player[self.declarer]
        events.append(AuctionWon(self.declarer, player, self.bid))
        self._update_contract()
        if self.bid == "partnership":
            opposite, left = (self.declarer + 2) % 4, (self.declarer + 1) % 4
            self._begin_exchange(((self.declarer, (0, 1, 2, 3)), (opposite, (4,)), (left, (5,))),
                                 events)
        elif self.bid == "solo":
            self.stock_resolved = True
            self.defender_stock = sum(1 << c for c in self.stock)
            events.append(PhaseChanged("declare", "Solo: the stock goes unseen to the defenders."))
            self._start_declarations(events)
        else:
            self.set_size = SET_SIZE[self.bid]
            self.set_k = self.looked = 1
            self.stage = PREFERENCE
            self.turn = self.declarer
            self._set_to_act()
            events.append(SetLooked(player, 1, self._set_mask(1)))

    # ------------------------------------------------------------------ the stock
    def _begin_exchange(self, draws: tuple, events: list) -> None:
        """Partnership draws: each (position, slots) takes those stock cards; real players then
        discard as many, in the order drawn; a dummy discards at once by its fixed rule."""
        pending = []
        for pos, slots in draws:
            drawn = self._take_slots(pos, slots, events, draw=True)
            if self.seat_player[pos] is None:
                c = dummy_discard(self.hands[pos], drawn.bit_length() - 1)
                self._discard(pos, 1 << c, events)
            else:
                pending.append((pos, len(slots)))
        self.stock_resolved = True
        self.pending = tuple(pending)
        self.stage = DISCARD
        self.turn = self.pending[0][0]
        self._set_to_act()

    def _take_slots(self, pos: int, slots: tuple, events: list, draw: bool = False) -> int:
        mask = 0
        owner = list(self.slot_owner)
        for i in slots:
            mask |= 1 << self.stock[i]
            owner[i] = pos
        self.slot_owner = tuple(owner)
        self.hands[pos] |= mask
        drawn = list(self.drawn)
        drawn[pos] |= mask
        self.drawn = tuple(drawn)
        events.append(StockTaken(pos, self.seat_player[pos], tuple(slots), mask, draw))
        return mask

    def _set_slots(self, k: int) -> tuple[int, ...]:
        s = self.set_size
        return tuple(range((k - 1) * s, k * s))

    def _set_mask(self, k: int) -> int:
        return sum(1 << self.stock[i] for i in self._set_slots(k))

    def _lay_up(self, k: int, events: list) -> None:
        for i in self._set_slots(k):
            self.face_up |= 1 << i
        events.append(SetLaidUp(k, self._set_mask(k)))

    def _apply_preference(self, action: Action, events: list) -> None:
        k = self.set_k
        player = self.seat_player[self.declarer]
        if action == NEXT_SET:  # said, then laid up: the log names the cards after the words
            self.set_k = self.looked = k + 1
            events.append(Announced(player, action,
                                    f"lays set {k} face up and looks at set {k + 1}"))
            self._lay_up(k, events)
            events.append(SetLooked(player, k + 1, self._set_mask(k + 1)))
            return
        take = k - 1 if (back := action == BACK_SET) else k
        self.level = preference_level(k, back)
        self.taken_set = take
        self.set_k = 0  # going back is said so ("takes set 2: level 5" was said of it)
        said = f"goes back to set {take} and takes it" if back else f"takes set {take}"
        events.append(Announced(player, action, f"{said}: level {self.level}"))
        if back:
            self._lay_up(k, events)
        self._take_slots(self.declarer, self._set_slots(take), events)
        self.stock_resolved = True
        self.defender_stock = sum(1 << self.stock[i] for i in range(STOCK_SIZE)
                                  if self.slot_owner[i] < 0)
        self.pending = ((self.declarer, self.set_size),)
        self.stage = DISCARD
        self.turn = self.declarer
        self._set_to_act()
        self._update_contract()

    # ------------------------------------------------------------------ discards
    def _discard(self, pos: int, mask: int, events: list) -> None:
        self.hands[pos] &= ~mask
        discards = list(self.discards)
        discards[pos] |= mask
        self.discards = tuple(discards)
        events.append(Discarded(pos, self.seat_player[pos], mask.bit_count(), mask))

    def _apply_discard(self, mask: int, events: list) -> None:
        pos = self.turn
        self._discard(pos, mask, events)
        n = mask.bit_count()
        events.append(Announced(self.seat_player[pos], Action("discard"),
                                f"discards {n} card{'s' if n != 1 else ''}"))
        self.pending = self.pending[1:]
        if self.pending:
            self.turn = self.pending[0][0]
            self._set_to_act()
        elif self.bid == "partnership":
            self.stage = CALL
            self.turn = self.declarer
            self._set_to_act()
        else:
            self._start_declarations(events)

    # ------------------------------------------------------------------ the call
    def _call_card(self) -> int:
        if self.num_players == 2:
            return two_player_call(self.hands[self.dummies[0]] | self.hands[self.dummies[1]])
        hand = self.hands[self.declarer]
        for n in range(19, 0, -1):
            c = TAROT_TRUMP_BASE + n
            if not hand >> c & 1:
                return c
        return JUGGLER

    def _call_words(self, must: int) -> str:
        code = TAROT.short(must)
        if self.num_players == 2:
            return (f"You must call the {code}: the highest trump below 20 that you do not hold "
                    "and a dummy does.")
        return f"You must call the {code}: the highest trump below 20 you do not hold."

    def _apply_call(self, c: int, events: list) -> None:
        self.called = c
        player = self.seat_player[self.declarer]
        self.partner = next((p for p in range(4) if self.hands[p] >> c & 1), None)
        events.append(Called(player, c))
        events.append(Announced(player, Action("call", c), f"calls the {TAROT.short(c)}"))
        if self.num_players == 2:
            other = next(d for d in self.dummies if d != self.partner)
            controller = list(self.controller)
            controller[self.partner] = player
            controller[other] = self.seat_player[self.dealer]
            self._set_controller(controller)
            self.partner_public = True
            events.append(PartnerRevealed(self.partner, None, "dummy", len(self.dummies)))
        elif (self.num_players == 3 and self.partner is not None
              and self.seat_player[self.partner] is not None):
            self.partner_public = True
            events.append(PartnerRevealed(self.partner, self.seat_player[self.partner],
                                          "announced"))
        elif self.num_players == 3:
            events.append(CallUnanswered(c))
        self._update_contract()
        self._start_declarations(events)

    # ------------------------------------------------------------------ declarations
    def _start_declarations(self, events: list) -> None:
        order = [(self.declarer + off) % 4 for off in range(1, 5)]
        self.queue = tuple(p for p in order if self.seat_player[p] is not None)
        self.stage = DECLARE
        self.turn = self.queue[0]
        self._set_to_act()

    def _on_declarer_side(self, pos: int) -> bool:
        return pos == self.declarer or pos == self.partner

    def _sides_secret(self) -> bool:
        return self.num_players == 4 and self.bid == "partnership" and not self.partner_public

    def _contra_problem(self, pos: int, target: str) -> str | None:
        """Why ``pos`` may not contra ``target`` now (None when they may)."""
        if target == "bid":
            if self._on_declarer_side(pos):
                return "You cannot contra your own side's bid."
            if self.bid_contra is not None:
                return "The bid has already been contra'd: one contra per target, and no recontra."
            return None
        by = self.sparrow_by if target == "sparrow" else self.slam_by
        words = "Sparrow" if target == "sparrow" else "Slam"
        if by is None:
            return f"Nobody has declared a {words} to contra."
        if any(t == target for t, _tp, _by in self.contras):
            return f"The {words} has already been contra'd: one contra per target, no recontra."
        a_pos = by[1]
        if a_pos == pos:
            return f"You cannot contra your own {words}."
        if a_pos == self.declarer:
            mine = self._on_declarer_side(pos)
        elif self._sides_secret():
            return (f"While the partner is secret, only the declarer's Sparrow or Slam can be "
                    f"contra'd: nobody knows whose side this {words} is on.")
        else:
            mine = self._on_declarer_side(pos) == self._on_declarer_side(a_pos)
        return f"You cannot contra your own side's {words}." if mine else None

    def _declare_actions(self, pos: int) -> list[Action]:
        hand = self.hands[pos]
        trump = trumps_declaration(hand)
        t_opts = [(), (trump,)] if trump else [()]
        hk = [()]
        has_h, has_k = hand & HONOURS == HONOURS, hand & KINGS == KINGS
        if has_h:
            hk.append(("honours",))
        if has_k:
            hk.append(("kings",))
        if has_h and has_k:
            hk.append(("honours", "kings"))
        if royal_cards(hand):
            hk.append(("royal-honours",))
        sp = [(), ("sparrow",)] if hand >> JUGGLER & 1 and self.sparrow_by is None else [()]
        sl = [(), ("slam",)] if self.slam_by is None else [()]
        targets = [t for t in CONTRA_TARGETS if self._contra_problem(pos, t) is None]
        subsets = [()]
        for t in targets:
            subsets += [(*s, t) for s in subsets]
        subsets.sort(key=lambda s: (len(s), [CONTRA_INDEX[t] for t in s]))
        needs = self.options["contra_needs_declaration"]
        out = []
        for a in t_opts:
            for b in hk:
                for c in sp:
                    for d in sl:
                        decls = a + b + c + d
                        for s in (subsets if decls or not needs else [()]):
                            out.append(Action("declare", -1, (("contras", s),
                                                              ("declarations", decls))))
        return out

    def _declare_reason(self, action: Action) -> str | None:
        if action.type != "declare":
            return "Now make your declarations, if any (an empty declaration says nothing)."
        keys = {k for k, _v in action.data}
        decls, contras = action.get("declarations", ()), action.get("contras", ())
        if (action.card != -1 or keys - {"declarations", "contras"}
                or not isinstance(decls, tuple) or not isinstance(contras, tuple)):
            return "A declaration turn names its declarations and its contras, nothing else."
        for name in decls:
            if name not in DECL_INDEX:
                return f"{name!r} is not a declaration: they are {', '.join(DECLARATIONS)}."
        for t in contras:
            if t not in CONTRA_INDEX:
                return f"{t!r} cannot be contra'd: the targets are bid, sparrow and slam."
        if len(set(decls)) != len(decls) or len(set(contras)) != len(contras):
            return "Each declaration and each contra is made once."
        pos = self.turn
        hand = self.hands[pos]
        names = set(decls)
        trump_names = [n for n in decls if n in TRUMP_DECLARATIONS]
        if len(trump_names) > 1:
            return "Only one trumps declaration applies: the highest your hand earns."
        if trump_names:
            have, want = (hand & TRUMPS).bit_count(), trump_names[0]
            earned = trumps_declaration(hand)
            if have < TRUMP_DECLARATIONS[want]:
                return (f"You hold {have} trumps: {DECLARATION_NAMES[want]} needs "
                        f"{TRUMP_DECLARATIONS[want]}.")
            if earned != want:
                return (f"Only the highest trumps declaration applies: with {have} trumps, "
                        f"declare {DECLARATION_NAMES[earned]}.")
        if "honours" in names and hand & HONOURS != HONOURS:
            return ("Honours needs all three honours: the Juggler (1★), the World (21★) and the "
                    "Tomfool.")
        if "kings" in names and hand & KINGS != KINGS:
            return "Kings needs all four kings."
        if "royal-honours" in names:
            if names & {"honours", "kings"}:
                return "Royal Honours cannot be combined with Honours or Kings."
            if not royal_cards(hand):
                return ("Royal Honours needs kings and honours, at least one of each, four or "
                        "more together.")
        if "sparrow" in names and not hand >> JUGGLER & 1:
            dummy = any(self.seat_player[p] is None and self.hands[p] >> JUGGLER & 1 and
                        self.controller[p] == self.seat_player[self.turn] for p in range(4))
            return "Only the holder of the Juggler (1★) may declare the Sparrow" + (
                ": a dummy makes no declarations, and the Juggler is in your dummy." if dummy
                else ".")
        if "slam" in names and self.slam_by is not None:
            return "A Slam has already been declared in this hand: you may only contra it."
        if contras and not decls and self.options["contra_needs_declaration"]:
            return "At this table only a player who makes a declaration may contra."
        for t in contras:
            problem = self._contra_problem(pos, t)
            if problem is not None:
                return problem
        return None

    def shown_by(self, declarations) -> dict[str, int]:
        """The cards each of ``declarations`` shows from the hand of the position to declare
        (none outside the declarations)."""
        hand = self.hands[self.turn] if self.stage == DECLARE else 0
        return {name: shown_cards(name, hand) for name in declarations}

    def _apply_declare(self, action: Action, events: list) -> None:
        pos = self.turn
        player = self.seat_player[pos]
        decls = tuple(sorted(action.get("declarations", ()), key=DECL_INDEX.__getitem__))
        contras = tuple(sorted(action.get("contras", ()), key=CONTRA_INDEX.__getitem__))
        shown = 0
        shown_by = self.shown_by(decls)
        for name in decls:
            self.declared = (*self.declared, (player, pos, name))
            shown |= shown_by[name]
            if name in TRUMP_DECLARATIONS:
                claims = list(self.claims)
                claims[pos] = TRUMP_DECLARATIONS[name]
                self.claims = tuple(claims)
            elif name == "sparrow":
                self.sparrow_by = (player, pos)
            elif name == "slam":
                self.slam_by = (player, pos)
        if shown:
            all_shown = list(self.shown)
            all_shown[pos] |= shown
            self.shown = tuple(all_shown)
        events.append(Declared(player, pos, decls, shown))
        for t in contras:
            if t == "bid":
                self.bid_contra = player
                target_player = self.seat_player[self.declarer]
            else:
                target_player = (self.sparrow_by if t == "sparrow" else self.slam_by)[0]
                self.contras = (*self.contras, (t, target_player, player))
            events.append(Contra(player, t, target_player))
        events.append(Announced(player, action, declares_words(decls, contras, shown_by)))
        self.queue = self.queue[1:]
        self._update_contract()
        if self.queue:
            self.turn = self.queue[0]
            self._set_to_act()
        else:
            self._start_play(events)

    def _start_play(self, events: list) -> None:
        """Expose the three-player dummy and hand it to its player; the declarer leads."""
        if self.num_players == 3:
            dummy = self.dummies[0]
            controller = list(self.controller)
            if self.partner == dummy:
                controller[dummy] = self.seat_player[self.declarer]
            else:
                defenders = [(self.declarer + off) % 4 for off in (1, 2, 3)]
                defenders = [p for p in defenders if self.seat_player[p] is not None
                             and p != self.partner]
                controller[dummy] = self.seat_player[defenders[0]]
            self._set_controller(controller)
            self.exposed = True
            if not self.partner_public and self.bid == "partnership":
                self.partner_public = True
                events.append(PartnerRevealed(self.partner, None, "dummy"))
            events.append(DummyExposed(dummy, controller[dummy], self.hands[dummy]))
        self.stage = PLAYING
        self.trick = []
        self.led = 0
        self.leader = self.turn = self.declarer
        self._set_to_act()
        events.append(PhaseChanged("play", f"{BID_NAMES[self.bid]}: the declarer leads."))


__all__ = ["AUCTION", "CALL", "DECLARE", "DISCARD", "PREFERENCE", "BiddingMixin"]
