"""Nineteen ("19"): a reduced-tarot game for four, three (one dummy) or two (two dummies).

A deal: an auction (Partnership < Preferred Three < Two < One < Solo), the stock (drawn in a
Partnership, looked at set by set in a preference bid, left to the defenders in a Solo), hidden
discards, the call of the partner's trump in a Partnership, a round of declarations and contras,
then twelve tricks in which trumps must be played when void. The declaring side needs 60 of the
118 points (106 in the cards, one per trick).

The game is split in modules: this one holds the state, the play and the scoring;
``nineteen_bidding`` the decisions before play, whose events are declared in ``nineteen_events``
and whose discard rule is ``nineteen_discards``; ``nineteen_views`` what each player may see and
the imagined worlds; ``nineteen_scoring`` the arithmetic.

Seating ruling (also on the rules page). There are always four positions, 0..3 clockwise; players
are the people who score. Four players sit at their own positions. Three players: players 0, 1, 2 at
positions 0, 1, 2 and the dummy at position 3; a game is 3 deals, so each player deals once. Two
players: player 0 at position 0, player 1 at position 2, the dummies at 1 and 3, both face up from
the deal; a game is 4 deals, each player dealing twice. Only real players deal; the deal passes to
the next real player on the left. The highest total wins; players tied for it all win.
``controller[p]`` is ``None`` for a dummy whose player is not known yet (three players: until it is
exposed after the declarations; two players: until the call).

Recorded ``contract``: ``declarer`` and ``partner`` are positions (the partner may be the dummy;
``null`` when the called trump was discarded), ``called`` a card code, ``contra`` whether the bid
was contra'd, ``declarations`` a list of ``{"player", "position", "declaration", "contra"}`` where
``contra`` names the player who contra'd that Sparrow or Slam (``null`` otherwise).
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.cards import TAROT, TAROT_DECK, TRUMP_SUIT, cards_of
from ..engine.protocol import Action, IllegalAction, OptionSpec, Rules
from ..engine.trick_game import PLAYING, TrickGameState, group_name
from ..engine.words import Sentence, counted, literal
from .nineteen_bidding import AUCTION, CONTRA_INDEX, DECL_INDEX, BiddingMixin
from .nineteen_events import AuctionWon, PartnerRevealed
from .nineteen_scoring import (
    ACHIEVEMENTS,
    BID_NAMES,
    DECLARATION_NAMES,
    HOLDINGS,
    HONOURS,
    JUGGLER,
    SET_SIZE,
    STOCK_SIZE,
    TOTAL_POINTS,
    TRUMPS,
    WIN_POINTS,
    card_points,
    declares_words,
    hand_value,
    settle,
)
from .nineteen_views import NineteenView, ViewsMixin

#: the scoring player at each position (None: a dummy), by number of players
SEATS: dict[int, tuple[int | None, ...]] = {4: (0, 1, 2, 3), 3: (0, 1, 2, None),
                                            2: (0, None, 1, None)}
DECK_CARDS = tuple(cards_of(TAROT_DECK))
#: deals in a game under option ``hands``: four for every player count (the seed's "a game
#: consists of four hands"), or ``one-each``: one deal dealt by each player
DEALS_IN_GAME = {4: 4, 3: 4, 2: 4}
ONE_EACH = {4: 4, 3: 3, 2: 2}


class NineteenState(BiddingMixin, ViewsMixin, TrickGameState):
    """A whole game of Nineteen."""

    #: a player without the suit led must trump (``_play_mask``), and the Emperor trick (all
    #: three honours) is won by the Juggler: said as data, so the play loop's all-inline path
    #: plays the cards (it was a quarter of a search decision through the hooks)
    MUST_TRUMP = True
    COUP = HONOURS
    COUP_WINNER = JUGGLER

    DECK = TAROT_DECK
    VIEW = NineteenView

    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        players = int(options["players"])
        self._init_common(rules, options, seed, 4, players, presets)
        self.seat_player = SEATS[players]
        self.player_seat = tuple(p for p in range(4) if self.seat_player[p] is not None)
        self.dummies = tuple(p for p in range(4) if self.seat_player[p] is None)
        one_each = options.get("hands", 4) == "one-each"
        self.deals_in_game = (ONE_EACH if one_each else DEALS_IN_GAME)[players]
        self.use_level = bool(options["level_multiplier"])
        self.stock: list[int] = []
        self.controller = list(self.seat_player)
        self.trumps = TRUMPS
        self._reset_deal()

    def _reset_deal(self) -> None:
        """The per-deal fields. All are immutable values (tuples, ints) replaced on change, so
        ``copy()`` shares them safely."""
        self.eldest = -1
        self.bids: tuple = ()            # ((position, bid name or "pass"), ...)
        self.passed = 0                  # positions that passed (bit mask)
        self.high = -1                   # index in BIDS of the highest bid
        self.high_pos = -1
        self.declarer = -1
        self.bid: str | None = None
        self.level = 1
        self.set_size = 0                # cards per preference set
        self.set_k = 0                   # the set the declarer is looking at (1-based; 0: none)
        self.looked = 0                  # the last set the declarer has seen
        self.taken_set = 0
        self.face_up = 0                 # stock slots laid face up (bit i: slot i)
        self.slot_owner = (-1,) * STOCK_SIZE  # the position holding each stock card, −1: stock
        self.stock_resolved = False      # the stock's fate is settled
        self.defender_stock = 0          # stock cards that count for the defenders
        self.drawn = (0, 0, 0, 0)        # stock cards each position took (private)
        self.discards = (0, 0, 0, 0)     # each position's hidden discards
        self.pending: tuple = ()         # ((position, count), ...) still to discard
        self.called = -1
        self.partner: int | None = None
        self.partner_public = False
        self.declared: tuple = ()        # ((player, position, name), ...)
        self.shown = (0, 0, 0, 0)        # cards shown by holding declarations
        self.claims = (0, 0, 0, 0)       # least number of trumps declared
        self.sparrow_by: tuple[int, int] | None = None
        self.slam_by: tuple[int, int] | None = None
        self.contras: tuple = ()         # ((target kind, target player, by player), ...)
        self.bid_contra: int | None = None
        self.queue: tuple = ()           # positions still to declare
        self.exposed = self.num_players == 2

    # ------------------------------------------------------------------ dealing
    def _hand_sizes(self) -> list[int]:
        return [12, 12, 12, 12]

    def _stock_size(self) -> int:
        return STOCK_SIZE

    def _trump_suit(self) -> int | None:
        return TRUMP_SUIT

    def _deal_cards(self, rng: random.Random, number: int, dealer: int) -> tuple[list[int], list]:
        """Six cards to the stock, then two rounds of six to every hand (dummies included) from
        the dealer's left. Sorting on random keys is a uniform shuffle, twice as fast as
        ``random.shuffle`` (this runs for every deal the search player imagines)."""
        draw = rng.random
        pack = sorted(DECK_CARDS, key=lambda _c: draw())
        stock, i = pack[:STOCK_SIZE], STOCK_SIZE
        hands = [0, 0, 0, 0]
        for _round in range(2):
            for off in range(1, 5):
                p = (dealer + off) % 4
                for c in pack[i:i + 6]:
                    hands[p] |= 1 << c
                i += 6
        return hands, stock

    def _first_dealer(self) -> int:
        return random.Random(self.seed).choice(self.player_seat)

    def _next_real(self, pos: int) -> int:
        for off in range(1, 5):
            q = (pos + off) % 4
            if self.seat_player[q] is not None:
                return q
        return pos

    def _next_dealer(self) -> int:
        return self._next_real(self.dealer)

    def _set_controller(self, controller: list) -> None:
        self.controller = controller
        self.deal_log.controller = tuple(controller)
        self._set_to_act()

    def _begin_deal(self, events: list) -> None:
        if self.seat_player[self.dealer] is None:
            raise IllegalAction(f"position {self.dealer + 1} is a dummy: only a player deals")
        self._reset_deal()
        self.trumps = TRUMPS
        self._set_controller(list(self.seat_player))
        self.eldest = self._next_real(self.dealer)
        self.stage = AUCTION
        self.leader = self.turn = self.eldest
        self._set_to_act()

    def _new_deal(self, number: int, dealer: int, events: list) -> None:
        super()._new_deal(number, dealer, events)
        if self.num_players == 2:
            # no auction: Opponent (the non-dealer) plays Partnership
            self.high, self.high_pos = 0, self.eldest
            self.declarer, self.bid, self.level = self.eldest, "partnership", 1
            events.append(AuctionWon(self.declarer, self.seat_player[self.declarer], self.bid,
                                   unopposed=True))
            self._update_contract()
            self._begin_exchange(((self.declarer, (0, 1, 2, 3)), (self.dealer, (4, 5))), events)

    def _update_contract(self) -> None:
        contra_of = {kind: by for kind, _tp, by in self.contras}
        self.deal_log.contract = {
            "declarer": self.declarer,
            "bid": self.bid,
            "level": self.level,
            "called": TAROT.code(self.called) if self.called >= 0 else None,
            "partner": self.partner,
            "contra": self.bid_contra is not None,
            "declarations": [
                {"player": pl, "position": pos, "declaration": name,
                 "contra": contra_of.get(name)}
                for pl, pos, name in self.declared],
        }

    # ------------------------------------------------------------------ play
    def _play_mask(self, hand: int) -> int:
        if not self.trick:
            return hand
        same = hand & self.led
        if same:
            return same
        t = hand & TRUMPS
        return t if t else hand

    def _play_reason(self, card: int) -> str:
        hand = self.hands[self.turn]
        same = hand & self.led
        codec = self.rules.codec
        holder = self._holder()  # "the dummy holds" where the person plays a dummy
        if same:
            return f"You must follow {group_name(self.led)}: {holder} {codec.list_short(same)}."
        has = "The dummy has" if self.seat_player[self.turn] is None else "You have"
        return (f"{has} no {group_name(self.led)}, so you must play a trump: {holder} "
                f"{codec.list_short(hand & TRUMPS)}.")

    def _play(self, c: int, events: list) -> None:
        """The play loop's card, and the partner made known when the called trump falls. Why
        the loop is named rather than reached through ``super()``: this runs for every card of
        every playout, and a ``super`` object would be built for each."""
        if c != self.called or self.partner_public:
            TrickGameState._play(self, c, events)
            return
        # the called trump is on the table: everyone now knows the partner
        self.partner_public = True
        holder = self.turn
        at = len(events) + 1
        super()._play(c, events)
        events.insert(at, PartnerRevealed(holder, self.seat_player[holder], "played"))

    # ------------------------------------------------------------------ scoring
    def sides(self) -> tuple[list[int], list[int]]:
        """Positions of the declaring side (declarer first) and of the defenders (clockwise from
        the declarer), as they really are (omniscient: for scoring and the record)."""
        side = [self.declarer] + ([self.partner] if self.partner is not None else [])
        defenders = [(self.declarer + off) % 4 for off in (1, 2, 3)]
        return side, [p for p in defenders if p not in side]

    def position_points(self, pos: int) -> int:
        """Card points of a position's tricks and discards, plus one per trick it won."""
        return (card_points(self.taken[pos] | self.discards[pos]) + self.trick_counts[pos])

    def _players(self, positions: list[int]) -> list[int]:
        return [self.seat_player[p] for p in positions if self.seat_player[p] is not None]

    def _score_deal(self) -> tuple[list[int], Any]:
        side, defenders = self.sides()
        dec_points = sum(self.position_points(p) for p in side)
        stock_points = card_points(self.defender_stock)
        def_points = sum(self.position_points(p) for p in defenders) + stock_points
        side_players, def_players = self._players(side), self._players(defenders)
        won = dec_points >= WIN_POINTS
        contra = self.bid_contra is not None
        value, factors = hand_value(dec_points, self.bid, self.level, contra, self.use_level)
        score = [0] * self.num_players
        settle(score, value, side_players, def_players, won)
        bid_name = BID_NAMES[self.bid]
        # a level factor only where the contract has a level: a Partnership or a Solo has
        # none, and "× 1 (level)" beside the New game dialog's "which has no level" misled
        leveled = self.use_level and self.bid in SET_SIZE
        formula = (f"(10 + |{dec_points} − 60|) × {factors['multiplier']} ({bid_name})"
                   + (f" × {factors['level']} (level)" if leveled else "")
                   + (" × 2 (contra)" if contra else "") + f" = {value}")
        # the sentence's template: players by number ({P2} is player 3), filled where shown
        lines = [literal(f"{bid_name} by position {self.declarer + 1}: the declaring side made "
                         f"{dec_points} of {TOTAL_POINTS} and {'wins' if won else 'loses'}; "
                         f"value {formula}, "
                         f"{'paid by' if won else 'paid to'} each defender.")]
        settlements = [{"what": "bid", "value": value, "made": won, "contra": contra,
                        "by": self.seat_player[self.declarer]}]
        n = self.num_players
        for player, pos, name in self.declared:
            if name in HOLDINGS:
                v = HOLDINGS[name]
                for q in range(n):
                    score[q] += v * (n - 1) if q == player else -v
                settlements.append({"what": name, "value": v, "made": True, "contra": False,
                                    "by": player})
                lines.append(f"{{P{player}}}: {DECLARATION_NAMES[name]}, {v} from each "
                             "other player.")
                continue
            mine = side if pos in side else defenders
            made = self._achieved(name, mine)
            doubled = any(kind == name for kind, _tp, _by in self.contras)
            v = ACHIEVEMENTS[name] * (2 if doubled else 1)
            # like the hand: each defender pays or is paid, the declaring side shares
            settle(score, v, side_players, def_players, made == (mine is side))
            settlements.append({"what": name, "value": v, "made": made, "contra": doubled,
                                "by": player})
            lines.append(f"{{P{player}}}: {DECLARATION_NAMES[name]} "
                         f"{'made' if made else 'failed'}{' (contra)' if doubled else ''}, "
                         f"{v} per defender.")
        details = {
            "declarer": self.declarer, "bid": self.bid, "level": self.level,
            "called": TAROT.code(self.called) if self.called >= 0 else None,
            "partner": self.partner, "declarer_side": side, "defenders": defenders,
            "points": {"declarer_side": dec_points, "defenders": def_points},
            # the declaring side's points by where they lay, for the summary to add up
            "made": {"cards": sum(card_points(self.taken[p]) for p in side),
                     "tricks": sum(self.trick_counts[p] for p in side),
                     "discards": sum(card_points(self.discards[p]) for p in side)},
            "stock_points": stock_points, "stock": TAROT.codes(self.defender_stock),
            "won": won, "value": value, "factors": factors, "formula": formula,
            "settlements": settlements, "text": Sentence(" ".join(lines), *range(n)),
            "seat_player": list(self.seat_player),
        }
        return score, details

    def _achieved(self, name: str, side: list[int]) -> bool:
        tricks = self.deal_log.tricks
        if name == "slam":
            return all(w in side for _ld, _cs, w in tricks)
        leader, cards, w = tricks[-1]
        return w in side and cards[(w - leader) % 4] == JUGGLER

    def _after_deal(self, events: list) -> None:
        if self.deal_number >= self.deals_in_game:
            top = max(self.totals)
            self._end_game([p for p in range(self.num_players) if self.totals[p] == top])

    # ------------------------------------------------------------------ words
    def describe(self, action: Action) -> str:
        kind = action.type
        if kind == "bid":
            return f"bids {BID_NAMES.get(action.get('bid'), action.get('bid'))}"
        if kind == "take-set":
            return "takes the set"
        if kind == "next-set":
            return "lays the set face up and looks at the next"
        if kind == "back-set":
            return "goes back to the previous set"
        if kind == "discard":
            n = (action.get("cards") or 0).bit_count()
            return f"discards {counted(n, 'card')}"
        if kind == "call":
            return f"calls the {TAROT.short(action.card)}"
        if kind == "declare":
            declarations = action.get("declarations", ())
            return declares_words(declarations, action.get("contras", ()),
                                  self.shown_by(declarations))
        return super().describe(action)

    @staticmethod
    def action_from_json(codec: Any, doc: dict) -> Action:
        """RECORD.md's forms; a declaration's lists are put in their canonical order."""
        action = TrickGameState.action_from_json(codec, doc)
        if action.type == "declare":
            data = dict(action.data)
            for key, order in (("declarations", DECL_INDEX), ("contras", CONTRA_INDEX)):
                value = data.get(key, ())
                if not isinstance(value, tuple):
                    raise ValueError(f"'{key}' must be a list")
                data[key] = tuple(sorted(value, key=lambda x: order.get(x, 99)))
            action = Action.make("declare", action.card, **data)
        return action


RULES = Rules(
    id="nineteen",
    title="Nineteen",
    player_counts=(4, 3, 2),
    option_specs=(
        OptionSpec("players", (4, 3, 2), "Players",
                   "Four players; three with a dummy hand; two with two dummies and no auction."),
        OptionSpec("level_multiplier", (True, False), "Multiply by the level",
                   "A preferred hand's value is multiplied by the level at which it is played.",
                   unused_when=(("players", 2, "Two players always play Partnership, which "
                                 "has no level: this option cannot apply."),)),
        OptionSpec("contra_needs_declaration", (False, True), "Contra needs a declaration",
                   "Only a player who makes a declaration in the round may contra."),
        OptionSpec("hands", (4, "one-each"), "Hands in a game",
                   "Four hands for any number of players, or one hand dealt by each player "
                   "(three for three players, two for two).",
                   value_words=((4, "Four"), ("one-each", "One dealt by each player"))),
    ),
    state_class=NineteenState,
    codec=TAROT,
    deal_word="hand",
    extra={"seating": {n: (4, tuple(p for p in range(4) if seats[p] is not None))
                       for n, seats in SEATS.items()}},
    # "the highest trump you lack" pointed a holder of the 19 without the 21 at the 21, and
    # "the highest trump below the 20 that you do not hold" read as "the 20 you do not hold"
    summary="Bid for the stock in a reduced tarot of 54 cards, call as a secret partner the "
            "highest trump, counting down from the 19, that you do not hold, and make 60 of the "
            "118 points.",
)

__all__ = ["DEALS_IN_GAME", "ONE_EACH", "PLAYING", "RULES", "SEATS", "NineteenState"]
