"""Barbu: seven contracts, each declared once by every player, over 28 hands.

Rulings (RULES.md and the rules page ``resources/rules/barbu.html``):
- The game is 28 hands. A declarer plays seven hands in a row, choosing each time a contract they
  have not yet chosen; then declarer and dealer (the declarer's right-hand player) move one seat
  left. The first dealer is drawn from the seed; a given deal's dealer (a record's, a preset's)
  fixes the declarer as the next seat to the dealer's left. The declarer leads (in Dominoes,
  plays) first.
- Negative contracts have no trump: follow suit or play anything. Hearts may not be led in No
  Hearts and No King of Hearts unless the leader holds only hearts.
- Trump, strict rules (default): trump led, you must play your highest trump unless a higher trump
  is already in the trick, then any trump; a plain suit led and you are void, you must play a trump
  unless a trump higher than all of yours is already in the trick, then any card. Option
  ``overtrump_any`` (pagat): trump led, you must beat the best trump so far with any higher trump if
  you can, else any trump; void in a plain suit, you must trump, and beat a trump already played
  with any higher trump if you can; if you cannot beat it you may play any card.
- Option ``early_stop``: No Queens ends once all four queens are taken, No King of Hearts once the
  K♥ is taken; the scores are the same as if the hand were played out.
- Doubling and Dominoes: see ``barbu_doubling`` and ``barbu_dominoes``.
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from ..engine.cards import DECK_52, FRENCH, HEARTS, SUIT_LETTERS, SUIT_MASKS, SUIT_NAMES, card
from ..engine.protocol import (
    Action,
    IllegalAction,
    OptionSpec,
    PhaseChanged,
    Rules,
    State,
)
from ..engine.trick_game import TrickGameState, group_name
from ..engine.words import Sentence, literal, signed
from .barbu_dominoes import DOMINO_SCORES, RANK_CODES, DominoesMixin
from .barbu_doubling import HANDS_PER_DECLARER, Doubled, DoublingMixin, settle
from .barbu_view import BarbuView

__all__ = ["CONTRACTS", "RULES", "BarbuState", "ContractChosen", "Doubled"]

CONTRACTS = ("no-queens", "no-tricks", "no-hearts", "no-king-of-hearts", "no-last-two", "trump",
             "dominoes")
NO_QUEENS, NO_TRICKS, NO_HEARTS, NO_KING, NO_LAST_TWO, TRUMP, DOMINOES = range(7)
TITLES = ("No Queens", "No Tricks", "No Hearts", "No King of Hearts", "No Last Two", "Trump",
          "Dominoes")
#: what each contract's scores add up to, before doubles
CONTRACT_TOTALS = (-24, -26, -30, -20, -30, 65, 65)
#: what counts in each contract, in a few words (for the table's contract buttons)
CONTRACT_LINES = ("−6 for each queen taken", "−2 for each trick taken",
                  "−2 a heart, −6 the A♥", "−20 for the K♥", "−10 / −20 for the last two tricks",
                  "+5 for each trick; you name trumps", "+45 / +20 / +5 / −5 by finishing order")
HANDS = 28

HEART_MASK = SUIT_MASKS[HEARTS] & DECK_52
NON_HEARTS = DECK_52 & ~HEART_MASK
QUEENS = sum(1 << (16 * s + 12) for s in range(4))
KH = card("KH")
AH = card("AH")


class ContractChosen(NamedTuple):
    """The declarer's choice: ``trump`` is a suit letter in Trump, ``start_rank`` a rank code in
    Dominoes (both None otherwise)."""

    declarer: int
    contract: str
    trump: str | None
    start_rank: str | None
    text: str


def _contract_actions() -> dict[Action, tuple[int, int | None, int]]:
    """Every choose-contract action, in menu order, with (contract, trump suit, start rank)."""
    out: dict[Action, tuple[int, int | None, int]] = {}
    for c, name in enumerate(CONTRACTS):
        if c == TRUMP:
            for s in range(4):
                act = Action.make("choose-contract", contract=name, trump=SUIT_LETTERS[s])
                out[act] = (c, s, 0)
        elif c == DOMINOES:
            for r in range(2, 15):
                out[Action.make("choose-contract", contract=name, start_rank=RANK_CODES[r])] = (
                    c, None, r)
        else:
            out[Action.make("choose-contract", contract=name)] = (c, None, 0)
    return out


CONTRACT_ACTIONS = _contract_actions()


def choose_action(name: str, trump: str | None = None, start_rank: str | None = None) -> Action:
    """The choose-contract action for a contract name (and its trump letter or start rank)."""
    data = {"contract": name}
    if trump is not None:
        data["trump"] = trump
    if start_rank is not None:
        data["start_rank"] = start_rank
    return Action.make("choose-contract", **data)


def contract_words(c: int, trump: int | None, start_rank: int) -> str:
    if c == TRUMP and trump is not None:
        return f"Trump ({SUIT_NAMES[trump].lower()})"
    if c == DOMINOES and start_rank:
        return f"Dominoes from {RANK_CODES[start_rank]}"
    return TITLES[c]


class BarbuState(DoublingMixin, DominoesMixin, TrickGameState):
    """A whole game of Barbu: 28 hands of contract choice, doubling and play."""

    DECK = DECK_52
    VIEW = BarbuView

    # ------------------------------------------------------------------ setup
    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        self._init_common(rules, options, seed, 4, 4, presets)
        self.strict = not options["overtrump_any"]
        self.early_stop = bool(options["early_stop"])
        self.first_dealer = self._choose_first_dealer()
        self.first_declarer = (self.first_dealer + 1) % 4
        self.declarer = self.first_declarer
        self.contract = -1
        self.trump_suit: int | None = None
        self.start_rank = 0
        self.heart_lead_barred = False
        self.used = (0, 0, 0, 0)
        self.block_doubles = (0, 0, 0, 0)
        self.doubles: tuple = ()
        self.queue: tuple = ()
        self.table = 0
        self.open = 0
        self.out: tuple = ()
        self.played_by = (0, 0, 0, 0)
        self.passed = 0
        self.may_pass_first = False

    def _choose_first_dealer(self) -> int:
        """Deal 1's dealer: the preset's, else drawn from the seed. Presets of later deals must
        name the dealer the rotation gives (the declarer moves only every seven hands)."""
        first = self.presets.get(1)
        if first is not None and first.dealer is not None:
            dealer = first.dealer
        else:
            dealer = random.Random(self.seed).randrange(4)
        for number, preset in self.presets.items():
            if preset.dealer is None or number == 1:
                continue
            expected = (dealer + (number - 1) // HANDS_PER_DECLARER) % 4
            if preset.dealer != expected:
                raise IllegalAction(
                    f"deal {number} must be dealt by position {expected}, not {preset.dealer}: the "
                    "dealer moves one seat left only after each declarer's seven hands")
        return dealer

    def _first_dealer(self) -> int:
        return self.first_dealer

    def _next_dealer(self) -> int:
        nxt = self.deal_number + 1
        return (self.first_declarer + (nxt - 1) // HANDS_PER_DECLARER - 1) % 4

    def _hand_sizes(self) -> list[int]:
        return [13, 13, 13, 13]

    def _begin_deal(self, events: list) -> None:
        self.declarer = (self.dealer + 1) % 4
        if (self.deal_number - 1) % HANDS_PER_DECLARER == 0:
            self.block_doubles = (0, 0, 0, 0)
        self.stage = "contract"
        self.trumps = 0
        self.contract = -1
        self.trump_suit = None
        self.start_rank = 0
        self.heart_lead_barred = False
        self.doubles = ()
        self.queue = ()
        self.table = 0
        self.open = 0
        self.out = ()
        self.played_by = (0, 0, 0, 0)
        self.passed = 0
        self.may_pass_first = False
        self.leader = self.turn = self.declarer
        self._set_to_act()
        self._set_contract_json()
        events.append(PhaseChanged("contract", Sentence(
            f"Hand {self.deal_number}: {{p0}} {{0:is/are}} declarer and {{0:chooses/choose}} "
            "a contract.", self.declarer)))

    # ------------------------------------------------------------------ contract
    def _trump_suit(self) -> int | None:
        return self.trump_suit if self.contract == TRUMP else None

    def _contract_title(self) -> str:
        return TITLES[self.contract] if self.contract >= 0 else "this hand"

    def _only_declarer_doubled(self) -> bool:
        return self.contract in (TRUMP, DOMINOES)

    def _set_contract_json(self) -> None:
        """Replace (never mutate) the record's contract dict: copies of the state share it."""
        c = self.contract
        self.deal_log.contract = {
            "declarer": self.declarer,
            "name": CONTRACTS[c] if c >= 0 else None,
            "trump": SUIT_LETTERS[self.trump_suit] if c == TRUMP else None,
            "start_rank": RANK_CODES[self.start_rank] if c == DOMINOES else None,
            "doubles": [[x, y, r] for x, y, r in self.doubles],
        }

    def _contract_options(self) -> list[Action]:
        used = self.used[self.declarer]
        return [a for a, info in CONTRACT_ACTIONS.items() if not used >> info[0] & 1]

    def _contract_reason(self, action: Action) -> str | None:
        if action.type != "choose-contract":
            return "First the declarer chooses a contract."
        info = CONTRACT_ACTIONS.get(action)
        name = action.get("contract")
        if name not in CONTRACTS:
            return f"There is no contract {name!r}; the contracts are {', '.join(CONTRACTS)}."
        c = CONTRACTS.index(name)
        if self.used[self.declarer] >> c & 1:
            return f"You have already played {TITLES[c]} as declarer."
        if info is None:
            if c == TRUMP:
                return "Name the trump suit: C, D, H or S."
            if c == DOMINOES:
                return "Name the starting rank for Dominoes: 2 to 10, J, Q, K or A."
            return f"{TITLES[c]} takes no trump suit and no starting rank."
        return None

    def _apply_contract(self, action: Action, events: list) -> None:
        c, suit, rank = CONTRACT_ACTIONS[action]
        d = self.declarer
        used = list(self.used)
        used[d] |= 1 << c
        self.used = tuple(used)
        self.contract = c
        self.heart_lead_barred = c in (NO_HEARTS, NO_KING)
        if c == TRUMP:
            self.trump_suit = suit
            self.trumps = SUIT_MASKS[suit] & DECK_52
            self.deal_log.trump = SUIT_LETTERS[suit]
        if c == DOMINOES:
            self.start_rank = rank
        self._set_contract_json()
        events.append(ContractChosen(
            d, CONTRACTS[c], SUIT_LETTERS[suit] if suit is not None else None,
            RANK_CODES[rank] if rank else None,
            Sentence(f"{{P0}} {{0:chooses/choose}} {literal(contract_words(c, suit, rank))}.", d)))
        self._start_doubling(events)

    def _start_play(self, events: list) -> None:
        if self.contract == DOMINOES:
            self._start_dominoes(events)
            return
        self.stage = "play"
        self.leader = self.turn = self.declarer
        self._set_to_act()
        events.append(PhaseChanged("play", Sentence(
            f"{literal(contract_words(self.contract, self.trump_suit, 0))}: {{p0}} "
            "{0:leads/lead}.", self.declarer)))

    # ------------------------------------------------------------------ stages other than tricks
    def _other_actions(self) -> list[Action]:
        stage = self.stage
        if stage == "contract":
            return self._contract_options()
        if stage == "dominoes":
            return self._domino_actions()
        return self._double_options()

    def _other_reason(self, action: Action) -> str | None:
        stage = self.stage
        if stage == "contract":
            return self._contract_reason(action)
        if stage == "dominoes":
            return self._domino_reason(action)
        return self._double_reason(action)

    def _apply_other(self, action: Action, events: list) -> None:
        stage = self.stage
        if stage == "contract":
            self._apply_contract(action, events)
        elif stage == "dominoes":
            self._apply_domino(action, events)
        else:
            self._apply_double(action, events)

    def _stage_title(self) -> str:
        return {"contract": "the declarer chooses a contract",
                "double": "each player doubles or not",
                "redouble": "the doubled players redouble or not"}.get(self.stage, "play a card")

    def why_illegal(self, action: Action) -> str | None:
        if self.stage == "dominoes" and not self.over:
            if not isinstance(action, Action):
                return "That is not an action."
            return self._domino_reason(action)
        return super().why_illegal(action)

    # ------------------------------------------------------------------ trick play
    def _play_mask(self, hand: int) -> int:
        trick = self.trick
        if not trick:
            if self.heart_lead_barred and hand & NON_HEARTS:
                return hand & NON_HEARTS
            return hand
        led = self.led
        same = hand & led
        trumps = self.trumps
        if not trumps:
            return same if same else hand
        best = -1
        for c in trick:
            if trumps >> c & 1 and c > best:
                best = c
        if led == trumps:
            if not same:
                return hand
            top = same.bit_length() - 1
            if self.strict:
                return 1 << top if top > best else same
            higher = same >> (best + 1) << (best + 1)
            return higher if higher else same
        if same:
            return same
        mine = hand & trumps
        if not mine:
            return hand
        if self.strict:
            return hand if best >= 0 and mine.bit_length() - 1 < best else mine
        if best < 0:
            return mine
        higher = mine >> (best + 1) << (best + 1)
        return higher if higher else hand

    def _best_trump(self) -> int:
        best = -1
        for c in self.trick:
            if self.trumps >> c & 1 and c > best:
                best = c
        return best

    def _play_reason(self, c: int) -> str:
        codec = FRENCH
        hand = self.hands[self.turn]
        if not self.trick:
            return "Hearts may not be led while you hold other suits."
        led = self.led
        trumps = self.trumps
        same = hand & led
        allowed = self._play_mask(hand)
        if not trumps or (same and led != trumps):
            return super()._play_reason(c)
        best = self._best_trump()
        if led == trumps:
            if not trumps >> c & 1 and same.bit_length() - 1 < best:
                # none of your trumps can win: any trump will do, but it must be a trump ("so
                # any of them: the 3♥" read wrong when that was the only one)
                if same.bit_count() == 1:  # "none of yours" read oddly of a single card
                    return (f"Trump is led: you must follow with a trump. Your only trump, the "
                            f"{codec.short(same.bit_length() - 1)}, cannot beat the "
                            f"{codec.short(best)}: play it.")
                return (f"Trump is led: you must follow with a trump. None of yours beats the "
                        f"{codec.short(best)}, so any of them will do: "
                        f"{codec.list_short(same)}.")
            if self.strict:
                return (f"Trump is led: you must play your highest trump, the "
                        f"{codec.short(allowed.bit_length() - 1)}.")
            return (f"Trump is led: you must beat the {codec.short(best)} with a higher trump: "
                    f"{codec.list_short(allowed)}.")
        suit = group_name(led)
        if best < 0 or self.strict:
            return (f"You cannot follow {suit}, so you must play a trump: "
                    f"{codec.list_short(allowed)}.")
        return (f"You cannot follow {suit}, so you must beat the {codec.short(best)} with a "
                f"higher trump: {codec.list_short(allowed)}.")

    def _group(self, c: int) -> int:
        """The group a led card asks for. Leading a heart where hearts may not be led shows the
        leader holds nothing else; that is recorded here, where the base loop makes the lead."""
        trumps = self.trumps
        if trumps:
            return trumps if trumps >> c & 1 else SUIT_MASKS[c >> 4] & ~trumps
        if self.heart_lead_barred and c >> 4 == HEARTS and not self.trick:
            self.voids[self.turn] |= NON_HEARTS
        return SUIT_MASKS[c >> 4]

    def _after_card(self, pos: int, c: int) -> None:
        """Voids: a card off the suit led shows that suit is gone; in Trump, the trump rules also
        show which trumps the player lacks."""
        led = self.led
        if not led >> c & 1:
            self.voids[pos] |= led
        trumps = self.trumps
        if not trumps:
            return
        best = self._best_trump()
        above_best = trumps if best < 0 else trumps >> (best + 1) << (best + 1)
        bit = 1 << c
        if led == trumps:
            if bit & trumps:
                if c < best:
                    self.voids[pos] |= above_best
                elif self.strict:  # the highest trump had to be played: it was this one
                    self.voids[pos] |= trumps >> (c + 1) << (c + 1)
        elif not bit & led and (not bit & trumps or (not self.strict and c < best)):
            self.voids[pos] |= above_best

    def _deal_over(self) -> bool:
        if not self.hands[self.leader]:
            return True
        if self.early_stop and self.contract in (NO_QUEENS, NO_KING):
            taken = self.taken[0] | self.taken[1] | self.taken[2] | self.taken[3]
            if self.contract == NO_QUEENS:
                return taken & QUEENS == QUEENS
            return bool(taken >> KH & 1)
        return False

    # ------------------------------------------------------------------ scoring
    def raw_scores(self) -> list[int]:
        """The contract's own scores so far (before doubles), from the cards and tricks taken."""
        c = self.contract
        taken = self.taken
        if c == NO_QUEENS:
            return [-6 * (t & QUEENS).bit_count() for t in taken]
        if c == NO_TRICKS:
            return [-2 * n for n in self.trick_counts]
        if c == NO_HEARTS:
            return [-2 * (t & HEART_MASK).bit_count() - (4 if t >> AH & 1 else 0) for t in taken]
        if c == NO_KING:
            return [-20 if t >> KH & 1 else 0 for t in taken]
        if c == NO_LAST_TWO:
            raw = [0, 0, 0, 0]
            tricks = self.deal_log.tricks
            if len(tricks) >= 12:
                raw[tricks[11][2]] -= 10
            if len(tricks) >= 13:
                raw[tricks[12][2]] -= 20
            return raw
        if c == TRUMP:
            return [5 * n for n in self.trick_counts]
        if c == DOMINOES:
            raw = [0, 0, 0, 0]
            for place, p in enumerate(self.out):
                raw[p] = DOMINO_SCORES[place]
            return raw
        return [0, 0, 0, 0]

    def _score_deal(self) -> tuple[list[int], Any]:
        raw = self.raw_scores()
        if self.contract == DOMINOES:
            order = self.domino_order()
            raw[order[3]] = DOMINO_SCORES[3]
        score, settlements = settle(raw, self.doubles, self.declarer)
        c = self.contract
        details: dict[str, Any] = {
            "contract": CONTRACTS[c],
            "title": contract_words(c, self.trump_suit, self.start_rank),
            "declarer": self.declarer,
            "raw": raw,
            "total": CONTRACT_TOTALS[c],
            "doubles": [[x, y, r] for x, y, r in self.doubles],
            "settlements": settlements,
            "lines": [Sentence(literal(f"{TITLES[c]}: ")
                               + ", ".join(f"{{p{p}}} {signed(raw[p])}" for p in range(4)),
                               0, 1, 2, 3)]
                     + [s["text"] for s in settlements],
        }
        if c == DOMINOES:
            details["order"] = self.domino_order()
        if c in (NO_QUEENS, NO_KING) and len(self.deal_log.tricks) < 13:
            details["stopped_early"] = True
        return score, details

    def _after_deal(self, events: list) -> None:
        if self.deal_number >= HANDS:
            best = max(self.totals)
            self._end_game([p for p in range(4) if self.totals[p] == best])

    # ------------------------------------------------------------------ words
    def describe(self, action: Action) -> str:
        if action.type == "choose-contract":
            info = CONTRACT_ACTIONS.get(action)
            if info is not None:
                return "chooses " + contract_words(*info)
        if action.type in ("double", "redouble"):
            targets = action.get("targets") or ()
            forced = (self.stage == "double" and action.type == "double"
                      and self.double_forced(self.turn) and self.declarer in targets)
            return self.describe_doubling(self.turn, action.type, tuple(targets), forced)
        return super().describe(action)

    # ------------------------------------------------------------------ JSON forms
    @staticmethod
    def action_from_json(codec: Any, doc: dict) -> Action:
        action = State.action_from_json(codec, doc)
        if action.type in ("double", "redouble"):
            targets = doc.get("targets")
            if not isinstance(targets, list) or not all(
                    isinstance(t, int) and not isinstance(t, bool) for t in targets):
                raise ValueError("'targets' must be a list of player numbers")
            return Action.make(action.type, targets=tuple(sorted(targets)))
        if action.type == "choose-contract":
            data = {k: v for k, v in action.data if v is not None}
            return Action.make(action.type, **data)
        return action

    # ------------------------------------------------------------------ views and worlds
    def _view_extra(self, v: dict, player: int) -> None:
        c = self.contract
        v["declarer"] = self.declarer
        v["first_declarer"] = self.first_declarer
        v["contract"] = CONTRACTS[c] if c >= 0 else None
        v["contract_title"] = (contract_words(c, self.trump_suit, self.start_rank)
                               if c >= 0 else None)
        v["contract_trump"] = SUIT_LETTERS[self.trump_suit] if c == TRUMP else None
        v["start_rank"] = self.start_rank
        v["doubles"] = [[x, y, r] for x, y, r in self.doubles]
        v["queue"] = list(self.queue)
        v["used"] = [self.contracts_used(p) for p in range(4)]
        v["block_hand"] = (self.deal_number - 1) % HANDS_PER_DECLARER
        v["block_doubles"] = list(self.block_doubles)
        v["owed"] = [self.doubles_owed(p) for p in range(4)]
        v["forced"] = [self.double_forced(p) for p in range(4)]
        v["raw"] = self.raw_scores()
        v["strict_trumps"] = self.strict
        self._domino_view(v)

    def contracts_used(self, player: int) -> list[str]:
        """The contracts ``player`` has already chosen as declarer."""
        return [CONTRACTS[c] for c in range(7) if self.used[player] >> c & 1]

    def _restore_extra(self, view: BarbuView) -> None:
        self.first_declarer = view.first_declarer
        self.first_dealer = (self.first_declarer - 1) % 4
        self.declarer = view.declarer
        name = view.contract
        self.contract = CONTRACTS.index(name) if name else -1
        letter = view.contract_trump
        self.trump_suit = SUIT_LETTERS.index(letter) if letter else None
        self.start_rank = view.start_rank
        self.heart_lead_barred = self.contract in (NO_HEARTS, NO_KING)
        self.doubles = tuple((x, y, r) for x, y, r in view.doubles)
        self.queue = tuple(view.queue)
        self.used = tuple(sum(1 << CONTRACTS.index(n) for n in names) for names in view.used)
        self.block_doubles = tuple(view.block_doubles)
        self._domino_restore(view)

    def _known_elsewhere(self, view: BarbuView) -> int:
        return view.table

    @classmethod
    def from_view(cls, rules: Rules, view: BarbuView, rng: random.Random) -> State:
        state = super().from_view(rules, view, rng)
        log = state.deal_log
        if state.contract == DOMINOES:
            log.hands = tuple(h | pb for h, pb in zip(state.hands, state.played_by, strict=True))
        state._set_contract_json()
        return state


RULES = Rules(
    id="barbu",
    title="Barbu",
    player_counts=(4,),
    option_specs=(
        OptionSpec("overtrump_any", (False, True), "Overtrump with any higher trump",
                   "Trump contract: instead of the strict rule (play your highest trump), beat "
                   "the best trump so far with any higher trump you choose."),
        OptionSpec("early_stop", (False, True), "Stop early",
                   "No Queens and No King of Hearts end as soon as their scoring cards are all "
                   "taken; the scores are the same."),
    ),
    state_class=BarbuState,
    deal_word="hand",
    summary="Seven contracts, each declared once by every player: avoid queens, tricks, hearts, "
            "the King of Hearts and the last two tricks, then win tricks in Trump and race out "
            "in Dominoes. Double the players you expect to beat.",
)
