"""Three-Hand Sheepshead, the window game, with The Least when nobody takes the window.

Rulings (RULES.md): 32 cards, 10 each and 2 to the window; Skat card values (120 in all); fourteen
trumps Q♣ Q♠ Q♥ Q♦ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ 9♦ 8♦ 7♦ that form one suit for following; plain suits
rank A 10 K 9 8 7. From the dealer's left each player takes the window or passes; the first to take
it is the Player, who adds it and buries two cards that count for them (but are not a trick). The
dealer's left always leads. Only the Player's score changes: 61–90 +2, 91–120 +4, every trick +6;
31–60 −2, 0–30 −4, no trick −6. If all pass, The Least: the window goes to the last trick's winner;
exactly one trickless player scores +4, else the lowest total scores +2 (a tie goes to the tied
player who did not take the last trick; a tie left after that gives +2 to each tied player). First
to 10 or more wins, a tie for the highest at 10 or more plays on. A match always ends (our ruling):
if nobody has reached 10 after ``DEAL_LIMIT`` (50) deals, the highest total wins, and a tie for it
plays on until one total is highest (three random players drift below zero and would otherwise
never finish).

Zero-sum option (our reading, also on the rules page): every pair of players settles the
difference of their plain scores, so each player gets ``3 × own − sum of all``. For a Player deal
that means each opponent pays the Player the deal's value (or is paid it): +2 becomes +4 / −2 / −2.
In The Least a +4 becomes +8 / −4 / −4, one +2 becomes +4 / −2 / −2, and two +2 winners get +2
each while the third player pays −4.

Why the tables below: the rank order is not the bit order (10 over K, queens over jacks over
diamonds), so the play loop looks up one precomputed key per card instead of building objects.
"""

from __future__ import annotations

import math
from typing import Any, NamedTuple

from ..engine.cards import (
    DECK_32,
    FRENCH,
    SUIT_MASKS,
    SUIT_NAMES,
    card,
    cards,
    cards_of,
    iter_cards,
)
from ..engine.protocol import (
    PASS,
    PLAY,
    Action,
    Announced,
    CardPlayed,
    OptionSpec,
    PhaseChanged,
    Rules,
    TrickTaken,
)
from ..engine.trick_game import PLAYING, TrickGameState
from ..engine.view import Announcement
from ..engine.words import Sentence, counted, literal, say_list, signed
from .sheepshead_view import SheepsheadView

WINDOW = "window"
DISCARD = "discard"
TAKE = Action("take")

#: trumps from lowest to highest
TRUMP_ORDER = tuple(card(c) for c in ("7D", "8D", "9D", "KD", "10D", "AD", "JD",
                                     "JH", "JS", "JC", "QD", "QH", "QS", "QC"))
TRUMP_MASK = sum(1 << c for c in TRUMP_ORDER)
#: plain-suit ranks from lowest to highest (the ten above the king)
PLAIN_ORDER = (7, 8, 9, 13, 10, 14)

#: KEY[card]: higher wins; trumps are 100 and above
KEY = [-1] * 64
for _i, _c in enumerate(TRUMP_ORDER):
    KEY[_c] = 100 + _i
for _s in range(4):
    for _i, _r in enumerate(PLAIN_ORDER):
        _c = _s * 16 + _r
        if not TRUMP_MASK >> _c & 1:
            KEY[_c] = _i

#: PLAIN_MASKS[suit]: the six plain cards of clubs, hearts or spades (empty for diamonds)
PLAIN_MASKS = tuple(SUIT_MASKS[s] & DECK_32 & ~TRUMP_MASK for s in range(4))
#: GROUP[card]: the cards that follow it when it is led
GROUP = [0] * 64
for _c in cards_of(DECK_32):
    GROUP[_c] = TRUMP_MASK if TRUMP_MASK >> _c & 1 else PLAIN_MASKS[_c >> 4]

DECK_LIST = tuple(cards_of(DECK_32))
PERMUTATIONS = math.factorial(32)
#: discard actions interned by their two-card mask (there are 496 pairs in the pack)
DISCARD_ACTIONS: dict[int, Action] = {}

#: LANE_PLAYS[suit][byte]: the play actions of the cards 7..A of a suit lane whose bits are ``byte``
LANE_PLAYS = tuple(
    tuple(tuple(PLAY[s * 16 + 7 + i] for i in range(8) if byte >> i & 1) for byte in range(256))
    for s in range(4))

ACES = cards("AC AD AH AS")
TENS = cards("10C 10D 10H 10S")
KINGS = cards("KC KD KH KS")
QUEENS = cards("QC QD QH QS")
JACKS = cards("JC JD JH JS")
TOTAL_POINTS = 120

#: the Player's bands: (lowest card points, value, words)
BANDS = ((91, 4, "91–120"), (61, 2, "61–90"), (31, -2, "31–60"), (0, -4, "0–30"))


def card_points(mask: int) -> int:
    """Skat card values of a set: A 11, 10 10, K 4, Q 3, J 2."""
    return (11 * (mask & ACES).bit_count() + 10 * (mask & TENS).bit_count()
            + 4 * (mask & KINGS).bit_count() + 3 * (mask & QUEENS).bit_count()
            + 2 * (mask & JACKS).bit_count())


def by_rank(mask: int) -> list[int]:
    """Cards of a mask, highest first in Sheepshead order (for sentences and agents)."""
    return sorted(iter_cards(mask), key=KEY.__getitem__, reverse=True)


def say_cards(mask: int) -> str:
    """Words for a set of cards, highest first by Sheepshead rank: the Q♣, the J♥ and the 9♦."""
    return say_list(["the " + FRENCH.short(c) for c in by_rank(mask)])


def player_value(points: int, tricks: int, total_tricks: int) -> tuple[int, str]:
    """The Player's game points and band for ``points`` card points and ``tricks`` tricks."""
    if tricks == total_tricks:
        return 6, "every trick"
    if tricks == 0:
        return -6, "no trick"
    for low, value, words in BANDS:
        if points >= low:
            return value, words
    raise AssertionError("card points cannot be negative")


def least_values(points: list[int], tricks: list[int], last_winner: int) -> tuple[list[int], str]:
    """The Least's plain scores from each player's card points (window included) and tricks."""
    n = len(points)
    score = [0] * n
    trickless = [p for p in range(n) if tricks[p] == 0]
    if len(trickless) == 1:
        score[trickless[0]] = 4
        return score, "one player took no trick"
    low = min(points)
    tied = [p for p in range(n) if points[p] == low]
    if len(tied) == 1:
        how = "lowest card points"
    else:
        others = [p for p in tied if p != last_winner]
        how = ("tie for lowest: the tied player who did not take the last trick"
               if len(others) == 1 else "tie for lowest: every tied player scores")
        tied = others
    for p in tied:
        score[p] = 2
    return score, how


def settle_zero_sum(plain: list[int]) -> list[int]:
    """Every pair settles the difference of their plain scores: ``3 × own − sum``."""
    total = sum(plain)
    n = len(plain)
    return [n * v - total for v in plain]


# ---------------------------------------------------------------------------------------- events
#: the total that wins the match (the highest at it or above, a tie for it playing on)
WIN_AT = 10
#: after this many deals without a 10, the highest total wins (RULES.md's ruling)
DEAL_LIMIT = 50


class WindowTaken(NamedTuple):
    """``player`` took the window. ``cards`` are private to them: show them face down to others."""

    player: int
    cards: tuple[int, ...]


class Buried(NamedTuple):
    """The Player buried two cards. ``cards`` (a mask) is private to the Player. (Not called
    ``Discarded``: that is Nineteen's event, with other fields.)"""

    player: int
    cards: int


class SheepsheadState(TrickGameState):
    """A whole match of Three-Hand Sheepshead."""

    DECK = DECK_32
    VIEW = SheepsheadView

    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        self._init_common(rules, options, seed, 3, 3, presets)
        self.zero_sum = bool(options["zero_sum"])
        self.window: tuple[int, ...] = ()
        self.calls: tuple[str, ...] = ()
        self.player: int | None = None
        self.least = False
        self.discards = 0
        self.stock: list[int] = []

    # ------------------------------------------------------------------ dealing
    def _hand_sizes(self) -> list[int]:
        return [10, 10, 10]

    def _stock_size(self) -> int:
        return 2

    def _deal_cards(self, rng: Any, number: int, dealer: int) -> tuple[list[int], list[int]]:
        """The window first, then ten to each from the dealer's left. Why not the base shuffle:
        one big random number decoded as a permutation costs a fraction of ``rng.shuffle``."""
        pack = list(DECK_LIST)
        r = rng.randrange(PERMUTATIONS)
        for i in range(31, 0, -1):
            r, j = divmod(r, i + 1)
            pack[i], pack[j] = pack[j], pack[i]
        hands = [0, 0, 0]
        k = 2
        for off in (1, 2, 3):
            m = 0
            for c in pack[k:k + 10]:
                m |= 1 << c
            hands[(dealer + off) % 3] = m
            k += 10
        return hands, pack[:2]

    def _begin_deal(self, events: list) -> None:
        self.window = tuple(self.stock)
        self.calls = ()
        self.player = None
        self.least = False
        self.discards = 0
        self.trumps = TRUMP_MASK
        self.stage = WINDOW
        self.leader = self.turn = (self.dealer + 1) % 3
        self._set_to_act()

    def _trump_letter(self) -> str | None:
        return "Q"

    # ------------------------------------------------------------------ window and discard
    def _stage_title(self) -> str:
        if self.stage == WINDOW:
            return "take the window or pass"
        return "bury two cards"

    def _other_actions(self) -> list[Action]:
        if self.stage == WINDOW:
            return [TAKE, PASS]
        held = cards_of(self.hands[self.turn])
        out = []
        for i, a in enumerate(held):
            for b in held[i + 1:]:
                m = 1 << a | 1 << b
                act = DISCARD_ACTIONS.get(m)
                if act is None:
                    act = DISCARD_ACTIONS[m] = Action("discard", -1, (("cards", m),))
                out.append(act)
        return out

    def _other_reason(self, action: Action) -> str | None:
        kind = action.type
        if self.stage == WINDOW:
            if kind in ("take", "pass"):
                return None
            if kind == "discard":
                return "Only the player who takes the window buries: first take it or pass."
            return "First take the window or pass."
        # the Player's discard: burying, in the game's words
        if kind in ("take", "pass"):
            return "You have taken the window: now bury two cards."
        if kind != "discard":
            return "Now bury two cards."
        mask = action.get("cards")
        if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0:
            return "Bury exactly two cards."
        if mask.bit_count() != 2:
            return "Bury exactly two cards."
        if mask & ~self.hands[self.turn]:
            return "You can only bury cards you hold."
        return None

    def why_illegal(self, action: Action) -> str | None:
        if (not self.over and self.stage == PLAYING and isinstance(action, Action)
                and action.type in ("take", "pass")):
            return "The window is settled for this deal: now play a card."
        if (not self.over and self.stage == PLAYING and isinstance(action, Action)
                and action.type == "discard"):
            return "The discards are made: now play a card."
        return super().why_illegal(action)

    def _announced(self, pos: int, action: Action) -> tuple[Announcement, ...]:
        """A call on the window ("take" or "pass"); the discards are buried unsaid."""
        return (Announcement(pos, action.type),) if action.type in ("take", "pass") else ()

    def _apply_other(self, action: Action, events: list) -> None:
        p = self.turn
        if action.type == "take":
            self.calls = (*self.calls, "take")
            self.player = p
            window = 0
            for c in self.window:
                window |= 1 << c
            self.hands[p] |= window
            self.stage = DISCARD
            self.deal_log.contract = {"player": p, "discards": []}
            events.append(Announced(p, action, "takes the window"))
            events.append(WindowTaken(p, self.window))
        elif action.type == "pass":
            self.calls = (*self.calls, "pass")
            events.append(Announced(p, action, "passes"))
            if len(self.calls) == 3:
                self.least = True
                self.deal_log.contract = {"player": None}
                self._start_play()
                events.append(PhaseChanged(
                    "the-least", "Everyone passed: this is The Least. Take as few card points as "
                    "you can; the window goes to whoever takes the last trick."))
            else:
                self.turn = (p + 1) % 3
                self._set_to_act()
        else:
            mask = action.get("cards")
            self.hands[p] &= ~mask
            self.discards = mask
            self.deal_log.contract = {"player": p, "discards": FRENCH.codes(mask)}
            events.append(Buried(p, mask))
            self._start_play()

    def _start_play(self) -> None:
        self.stage = PLAYING
        self.leader = self.turn = (self.dealer + 1) % 3
        self._set_to_act()

    # ------------------------------------------------------------------ play
    def _group(self, c: int) -> int:
        return GROUP[c]

    def _play_mask(self, hand: int) -> int:
        if not self.trick:
            return hand
        same = hand & self.led
        return same if same else hand

    def _play_reason(self, c: int) -> str:
        led = self.led
        held = self.hands[self.turn] & led
        if led == TRUMP_MASK:
            return (f"You must follow trumps: the {FRENCH.short(self.trick[0])} is a trump; "
                    f"you hold {say_cards(held)}.")
        suit = SUIT_NAMES[self.trick[0] >> 4].lower()
        note = ""
        if TRUMP_MASK >> c & 1 and c >> 4 == self.trick[0] >> 4:
            note = f" (the {FRENCH.short(c)} is a trump, not one of the {suit})"
        return f"You must follow {suit}: you hold {say_cards(held)}{note}."

    def legal_actions(self) -> list[Action]:
        if self.stage != PLAYING or self.over:
            return super().legal_actions()
        m = self.hands[self.turn]
        if self.trick:
            same = m & self.led
            if same:
                m = same
        return list(LANE_PLAYS[0][m >> 7 & 255] + LANE_PLAYS[1][m >> 23 & 255]
                    + LANE_PLAYS[2][m >> 39 & 255] + LANE_PLAYS[3][m >> 55 & 255])

    def _play(self, c: int, events: list) -> None:
        """The base class's play loop specialised for three hands that each play for themselves:
        it is the hot path of every playout and search, so it skips the generic hooks."""
        pos = self.turn
        log = self.deal_log
        log.actions.append((pos, pos, PLAY[c]))
        self.hands[pos] ^= 1 << c
        trick = self.trick
        if trick:
            led = self.led
            if not led >> c & 1:
                self.voids[pos] |= led
        else:
            self.led = GROUP[c]
            self.leader = pos
        trick.append(c)
        events.append(CardPlayed(pos, pos, c))
        if len(trick) < 3:
            self.turn = (pos + 1) % 3
            self.to_act = self.controller[self.turn]
            return
        leader = self.leader
        w = (leader + self._trick_winner_index()) % 3
        a, b, d = trick
        played = (a, b, d)
        self.taken[w] |= 1 << a | 1 << b | 1 << d
        self.trick_counts[w] += 1
        self.tricks_played += 1
        log.tricks.append((leader, played, w))
        self.trick = []
        self.led = 0
        events.append(TrickTaken(w, leader, played, self.tricks_played))
        self.leader = self.turn = w
        self.to_act = self.controller[w]
        if not self.hands[w]:
            self._finish_deal(events)

    def _trick_winner_index(self) -> int:
        trick = self.trick
        led = self.led | TRUMP_MASK
        best_i = 0
        best = KEY[trick[0]]
        for i in range(1, len(trick)):
            c = trick[i]
            if led >> c & 1:
                k = KEY[c]
                if k > best:
                    best, best_i = k, i
        return best_i

    # ------------------------------------------------------------------ scoring
    def _score_deal(self) -> tuple[list[int], Any]:
        if self.player is not None:
            return self._score_player()
        return self._score_least()

    def _score_player(self) -> tuple[list[int], Any]:
        p = self.player
        trick_pts = card_points(self.taken[p])
        buried = card_points(self.discards)
        points = trick_pts + buried
        tricks = self.trick_counts[p]
        value, band = player_value(points, tricks, 10)
        plain = [0, 0, 0]
        plain[p] = value
        score = settle_zero_sum(plain) if self.zero_sum else plain
        text = Sentence(f"{{P{p}}} took the window and made {points} card points "
                        f"({trick_pts} in {counted(tricks, 'trick')}, {buried} "
                        f"buried): {literal(band)}, {signed(value)}." + self._zero_sum_words(score),
                        0, 1, 2)
        details = {
            "kind": "player", "player": p, "points": points, "trick_points": trick_pts,
            "discard_points": buried, "discards": FRENCH.codes(self.discards),
            "window": [FRENCH.code(c) for c in self.window],  # public once the deal is scored
            "tricks": tricks, "band": band, "value": value,
            "defender_points": TOTAL_POINTS - points, "zero_sum": self.zero_sum, "text": text,
        }
        return score, details

    def _score_least(self) -> tuple[list[int], Any]:
        last = self.deal_log.tricks[-1][2]
        window_mask = 0
        for c in self.window:
            window_mask |= 1 << c
        window_pts = card_points(window_mask)
        trick_pts = [card_points(t) for t in self.taken]
        points = list(trick_pts)
        points[last] += window_pts
        tricks = list(self.trick_counts)
        plain, how = least_values(points, tricks, last)
        score = settle_zero_sum(plain) if self.zero_sum else plain
        trickless = [p for p in range(3) if tricks[p] == 0]
        winners = [p for p in range(3) if plain[p] > 0]
        text = Sentence(f"The Least: card points {points[0]}, {points[1]}, {points[2]} (the "
                        f"window's {window_pts} went to {{P{last}}}, who took the last trick). "
                        + "; ".join(f"{{P{p}}} {{{p}:scores/score}} {signed(plain[p])}"
                                    for p in winners)
                        + f" ({literal(how)})." + self._zero_sum_words(score), 0, 1, 2)
        details = {
            "kind": "least", "points": points, "trick_points": trick_pts, "tricks": tricks,
            "no_trick": trickless, "window": [FRENCH.code(c) for c in self.window],
            "window_points": window_pts, "window_to": last, "winners": winners, "how": how,
            "values": plain, "zero_sum": self.zero_sum, "text": text,
        }
        return score, details

    def _zero_sum_words(self, score: list[int]) -> str:
        """The zero-sum settlement, as part of a sentence's template (players 0, 1, 2)."""
        if not self.zero_sum:
            return ""
        return " Settled between each pair of players: " + ", ".join(
            f"{{P{p}}} {signed(v)}" for p, v in enumerate(score)) + "."

    def _after_deal(self, events: list) -> None:
        reached = [p for p in range(3) if self.totals[p] >= WIN_AT]
        if not reached and self.deal_number < DEAL_LIMIT:
            return
        if not reached:  # past the deal limit: the highest total wins
            reached = [0, 1, 2]
        top = max(self.totals[p] for p in reached)
        best = [p for p in reached if self.totals[p] == top]
        if len(best) == 1:
            self._end_game(best)
        # the tied players by name where the sentence is shown ("Players 1 and 3 are tied"
        # reached the status line and the deal log as it was)
        elif top >= WIN_AT:
            tied = say_list([f"{{{'P' if i == 0 else 'p'}{i}}}" for i in range(len(best))])
            events.append(PhaseChanged("tie", Sentence(
                f"{tied} are tied on {top}: the match goes on until one of them is ahead.",
                *best)))
        else:
            tied = say_list([f"{{p{i}}}" for i in range(len(best))])
            events.append(PhaseChanged("tie", Sentence(
                f"Nobody has reached {WIN_AT} in {DEAL_LIMIT} deals, and {tied} are tied for "
                f"the lead on {top}: the match goes on until one total is highest.", *best)))

    # ------------------------------------------------------------------ views and worlds
    def _view_extra(self, v: dict, player: int) -> None:
        v["window_player"] = self.player
        v["window_calls"] = list(self.calls)
        v["least"] = self.least
        v["window_size"] = len(self.window)
        mine = self.player is not None and self.player == player
        v["window"] = list(self.window) if mine else None
        if mine:  # the window's cards marked in the taker's hand until the play, as a stock's
            v["drawn"] = sum(1 << c for c in self.window) & self.hands[player]
        v["discards"] = self.discards if mine and self.stage != DISCARD else None
        v["trick_points"] = [card_points(t) for t in self.taken]
        v["zero_sum"] = self.zero_sum
        v["trump_order"] = tuple(TRUMP_ORDER)  # lowest first: how a table sorts the trumps
        v["plain_ranks"] = PLAIN_ORDER  # and the plain suits: A 10 K 9 8 7
        # taken, the window is in the taker's hand; nobody took it (The Least): it stays face
        # down where it lies, until the last trick's winner takes it (at the match's end it
        # lay there face down under the summary that said who had it)
        v["stock"] = [None] * len(self.window) if self.player is None and not self.over else []

    def _restore_extra(self, view: SheepsheadView) -> None:
        self.player = view.window_player
        self.calls = tuple(view.window_calls)
        self.least = view.least
        self.zero_sum = view.zero_sum
        self.discards = view.discards or 0
        if view.window is not None:
            self.window = tuple(view.window)
            self.stock = list(self.window)

    def _known_elsewhere(self, view: SheepsheadView) -> int:
        return view.discards or 0

    def _set_unseen_pool(self, mask: int) -> None:
        # the unseen pair is the window (nobody took it yet, or The Least) or, when another player
        # took it, their discards; an imagined world makes the window equal to those discards
        self.window = tuple(cards_of(mask))
        self.stock = list(self.window)
        if self.player is not None:
            self.discards = mask

    @classmethod
    def from_view(cls, rules: Rules, view: SheepsheadView, rng: Any) -> SheepsheadState:
        state = super().from_view(rules, view, rng)
        log = state.deal_log
        p = state.player
        if p is not None:
            window = 0
            for c in state.window:
                window |= 1 << c
            if state.stage == DISCARD and not window:
                # another player is discarding: two of their twelve cards were the window
                held = cards_of(state.hands[p])
                pick = rng.sample(held, 2)
                state.window = tuple(pick)
                window = 1 << pick[0] | 1 << pick[1]
            hands = list(log.hands)
            hands[p] = (hands[p] | state.discards) & ~window
            log.hands = tuple(hands)
            log.stock = state.window
            state.stock = list(state.window)
            log.contract = {"player": p, "discards": FRENCH.codes(state.discards)
                            if state.stage != DISCARD else []}
        elif state.least:
            log.contract = {"player": None}
        return state

    def describe(self, action: Action) -> str:
        if action.type == "take":
            return "takes the window"
        if action.type == "discard":
            return "buries two cards"
        return super().describe(action)


RULES = Rules(
    id="sheepshead",
    title="Three-Hand Sheepshead",
    player_counts=(3,),
    option_specs=(
        OptionSpec("zero_sum", (False, True), "Zero-sum settlement",
                   "The Player is paid by, or pays, each opponent: every pair of players settles "
                   "the difference of their scores, so the totals always add up to zero."),
    ),
    state_class=SheepsheadState,
    summary="Take the window and make 61 of the 120 card points against the other two, with "
            "queens, jacks and diamonds as trumps; if everyone passes, play The Least and take "
            "as few points as you can.",
)

__all__ = ["RULES", "TRUMP_MASK", "Buried", "SheepsheadState", "WindowTaken", "card_points"]
