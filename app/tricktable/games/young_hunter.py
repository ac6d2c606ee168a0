"""Young Hunter: only the jacks ("youngs") count. Win a trick with your own jack (a hit) or take a
trick holding someone else's jack (a catch), and announce the takings you expect to make.

Rulings (RULES.md): the dealer's left speaks first and leads; follow suit, else trump if you can,
no duty to overtrump; every jack makes exactly one taking, trump or normal by the jack's own suit
(normal catch 1, normal hit 2, trump hit 2, trump catch 3); an announced taking scores double, or
minus double when it fails, and unannounced takings score single for whoever makes them. Options:
direct deal of jacks, contra (the bidding goes round until a full round says nothing; a player who
has nothing left to contra is passed over), and a ninth deal without trumps (last, or after deal 4
dealt again by deal 4's dealer) in which the holder of the 2♠ leads.
"""

from __future__ import annotations

import itertools
import random
from typing import Any, NamedTuple

from ..engine.cards import (
    CLUBS,
    DECK_52,
    DIAMONDS,
    FRENCH,
    HEARTS,
    SPADES,
    SUIT_MASKS,
    SUIT_NAMES_SINGULAR,
    CardCodec,
    card,
    cards_of,
)
from ..engine.protocol import (
    PASS,
    Action,
    Announced,
    IllegalAction,
    OptionSpec,
    PhaseChanged,
    Rules,
)
from ..engine.rand import shuffle
from ..engine.trick_game import PLAYING, TrickGameState, group_name
from ..engine.tricks import follow_then_trump
from ..engine.view import Announcement, cards_played
from ..engine.words import NBSP, Sentence, literal, say_list
from .young_hunter_view import YoungHunterView

HIT, CATCH = "hit", "catch"
KINDS = (HIT, CATCH)
ANNOUNCE, CONTRA = "announce", "contra"  # the two bidding stages (first turns, later turns)
JACKS = tuple(s * 16 + 11 for s in (CLUBS, DIAMONDS, HEARTS, SPADES))
JACK_MASK = sum(1 << j for j in JACKS)
TWO_SPADES = card("2S")
#: trump suit of deals 1..8
TRUMP_SCHEDULE = (SPADES, HEARTS, DIAMONDS, CLUBS, CLUBS, DIAMONDS, HEARTS, SPADES)


class TakingMade(NamedTuple):
    """A jack's taking, when the trick holding it is won. ``value`` is what it brings its
    taker: the single value, double when the taker announced it, and any contra the taker won
    on this jack (what the bubble at the taker's seat shows: "+2" under an announced trump hit
    that scored 4 read wrong)."""

    player: int
    jack: int
    kind: str
    trump: bool
    value: int


# ------------------------------------------------------------------------------- values and names
def taking_value(jack: int, kind: str, trump_suit: int | None) -> int:
    """Single value: normal catch 1, normal hit 2, trump hit 2, trump catch 3."""
    if trump_suit is not None and jack >> 4 == trump_suit:
        return 2 if kind == HIT else 3
    return 2 if kind == HIT else 1


def taking_name(jack: int, kind: str, trump_suit: int | None) -> str:
    """The spoken form of an announcement: "spade hit", or "trump catch" for the trump suit."""
    if trump_suit is not None and jack >> 4 == trump_suit:
        return f"trump {kind}"
    return f"{SUIT_NAMES_SINGULAR[jack >> 4]} {kind}"


def jack_scores(jack: int, taker: int, kind: str, trump_suit: int | None,
                announcements: tuple, n: int = 4) -> list[int]:
    """Every player's score from one jack's taking: the taker's single value unless they announced
    it (then double), minus double for each failed announcement on this jack, and each contra
    player the mirror of the announcement they questioned."""
    out = [0] * n
    taker_announced = False
    for player, j, k, contra_by in announcements:
        if j != jack:
            continue
        doubled = 2 * taking_value(j, k, trump_suit)
        made = player == taker and k == kind
        taker_announced |= made
        out[player] += doubled if made else -doubled
        if contra_by is not None:
            out[contra_by] += -doubled if made else doubled
    if not taker_announced:
        out[taker] += taking_value(jack, kind, trump_suit)
    return out


def _announce_options() -> dict[int, tuple[Action, ...]]:
    """The 16 announcement sets for each holding of jacks: per jack nothing, or the one kind this
    player may announce (hit if held, catch if not); the empty set first, then by size."""
    table = {}
    for held in range(16):
        mask = sum(1 << JACKS[i] for i in range(4) if held >> i & 1)
        subsets = []
        for r in range(5):
            for combo in itertools.combinations(JACKS, r):
                takings = tuple((j, HIT if mask >> j & 1 else CATCH) for j in combo)
                subsets.append(Action.make(ANNOUNCE, takings=takings))
        table[mask] = tuple(subsets)
    return table


ANNOUNCE_OPTIONS = _announce_options()


class YoungHunterState(TrickGameState):
    """A whole game of Young Hunter (8 deals, or 9 with the extra game)."""

    DECK = DECK_52
    VIEW = YoungHunterView
    #: a player without the suit led must trump (``_play_mask``): a card that does neither shows
    #: he holds no trump (the play loop records it)
    MUST_TRUMP = True

    def _setup(self, rules: Rules, options: dict, seed: int, presets: dict | None) -> None:
        self._init_common(rules, options, seed, 4, 4, presets)
        schedule: tuple[int | None, ...] = TRUMP_SCHEDULE
        if options["extra_game"] == "end":
            schedule = (*TRUMP_SCHEDULE, None)
        elif options["extra_game"] == "after-4":
            schedule = (*TRUMP_SCHEDULE[:4], None, *TRUMP_SCHEDULE[4:])
        self.schedule = schedule
        self.trump_suit: int | None = None
        # (player, jack, kind, contra_by) in the order spoken; replaced, never mutated
        self.announcements: tuple = ()
        self.takings: tuple = ()  # (jack, taker, kind) in the order made
        self.spoken = 0
        self.silent = 0
        self.first_leader = 0

    # ------------------------------------------------------------------ the deal
    def _hand_sizes(self) -> list[int]:
        return [13] * 4

    def _deal_cards(self, rng: random.Random, number: int,
                    dealer: int) -> tuple[list[int], list[int]]:
        if not self.options["direct_jacks"]:
            return super()._deal_cards(rng, number, dealer)
        jacks = list(JACKS)
        shuffle(jacks, rng)
        rest = cards_of(DECK_52 & ~JACK_MASK)
        shuffle(rest, rng)
        hands = [0] * 4
        for i in range(4):
            p = (dealer + 1 + i) % 4
            hands[p] = 1 << jacks[i]
            for c in rest[12 * i:12 * i + 12]:
                hands[p] |= 1 << c
        return hands, []

    def _check_preset(self, hands: list[int], stock: list[int]) -> None:
        super()._check_preset(hands, stock)
        if self.options["direct_jacks"] and any((h & JACK_MASK).bit_count() != 1 for h in hands):
            raise IllegalAction("with the direct deal of jacks every hand holds exactly one jack")

    def is_extra_deal(self) -> bool:
        """Whether the current deal is the extra game (no trumps, the 2♠ leads)."""
        return self.schedule[self.deal_number - 1] is None

    def _begin_deal(self, events: list) -> None:
        self.trump_suit = self.schedule[self.deal_number - 1]
        self.trumps = 0 if self.trump_suit is None else SUIT_MASKS[self.trump_suit] & DECK_52
        self.announcements = ()
        self.takings = ()
        self.spoken = 0
        self.silent = 0
        self.stage = ANNOUNCE
        self.turn = (self.dealer + 1) % 4
        self._set_to_act()
        self.first_leader = self.turn
        if self.trump_suit is None:
            self.first_leader = next(p for p in range(4) if self.hands[p] >> TWO_SPADES & 1)
        self.leader = self.first_leader
        self.deal_log.contract = {"announcements": []}

    def _trump_suit(self) -> int | None:
        return self.trump_suit

    def _next_dealer(self) -> int:
        if self.options["extra_game"] == "after-4" and self.deal_number == 4:
            return self.dealer  # the dealer of deal 4 also deals the extra game
        return (self.dealer + 1) % 4

    # ------------------------------------------------------------------ bidding
    def _stage_title(self) -> str:
        return "announce your takings" if self.stage == ANNOUNCE else "finish the contra round"

    def contra_options(self, pos: int) -> list[Action]:
        """Contras ``pos`` may say now: on any announcement of another player without one."""
        return [Action.make(CONTRA, jack, announcer=p, kind=k)
                for p, jack, k, by in self.announcements if by is None and p != pos]

    def _other_actions(self) -> list[Action]:
        if self.stage == ANNOUNCE:
            return list(ANNOUNCE_OPTIONS[self.hands[self.turn] & JACK_MASK])
        return [PASS, *self.contra_options(self.turn)]

    def _other_reason(self, action: Action) -> str | None:
        if self.stage == ANNOUNCE:
            if action.type == ANNOUNCE:
                return self._announce_reason(action)
            if action.type == CONTRA:
                if not self.options["contra"]:
                    return "Contra is not played in this game (the contra option is off)."
                return ("On your first turn you announce takings (or none); "
                        "contra comes on your later turns.")
            if action.type == "pass":
                return ("On your first turn you announce your takings; "
                        "to say nothing, announce none.")
            return "Now you announce your takings (or none)."
        if action.type == ANNOUNCE:
            return ("New takings can only be announced on your first turn; "
                    "now you may only contra or pass.")
        if action.type == "pass":
            return None if action == PASS else "A pass says nothing more."
        if action.type != CONTRA:
            return "Now you may contra an announcement or pass."
        return self._contra_reason(action)

    def _announce_reason(self, action: Action) -> str | None:
        takings = action.get("takings")
        if action.card != -1 or len(action.data) != 1 or not isinstance(takings, tuple):
            return "An announcement is a list of takings."
        hand = self.hands[self.turn]
        seen = 0
        for item in takings:
            if not (isinstance(item, tuple) and len(item) == 2):
                return "Each taking names a jack and hit or catch."
            jack, kind = item
            if jack not in JACKS:
                return "Takings are announced on jacks only."
            if kind not in KINDS:
                return f"A taking is a hit or a catch, not {kind!r}."
            if seen >> jack & 1:
                return "You can announce only one taking on each jack."
            seen |= 1 << jack
            held = hand >> jack & 1
            if kind == HIT and not held:
                return "You can only announce a hit on a jack you hold."
            if kind == CATCH and held:
                return (f"You can only announce a catch on a jack you do not hold: "
                        f"you hold the {FRENCH.short(jack)}.")
        if action not in ANNOUNCE_OPTIONS[hand & JACK_MASK]:
            return "List your takings in suit order: clubs, diamonds, hearts, spades."
        return None

    def _contra_reason(self, action: Action) -> str | None:
        announcer, kind = action.get("announcer"), action.get("kind")
        target = next((a for a in self.announcements
                       if a[0] == announcer and a[1] == action.card and a[2] == kind), None)
        if target is None:
            return "Nobody announced that taking, so there is nothing to contra."
        if announcer == self.turn:
            return "You cannot contra your own announcement."
        if target[3] is not None:
            return "That announcement already has a contra (there is no recontra)."
        if action not in self.contra_options(self.turn):
            return "A contra names the jack, the kind and the announcer, nothing else."
        return None

    def _announced(self, pos: int, action: Action) -> tuple[Announcement, ...]:
        """Each taking announced (an announcement of none: one record without a card), a contra
        on the announcer's taking, a pass."""
        if action.type == ANNOUNCE:
            return tuple(Announcement(pos, ANNOUNCE, kind, jack)
                         for jack, kind in action.get("takings") or ()) \
                or (Announcement(pos, ANNOUNCE),)
        if action.type == CONTRA:
            return (Announcement(pos, CONTRA, action.get("kind"), action.card,
                                 (action.get("announcer"),)),)
        return (Announcement(pos, action.type),)

    def _apply_other(self, action: Action, events: list) -> None:
        pos = self.turn
        if action.type == ANNOUNCE:
            takings = action.get("takings")
            self.announcements = (*self.announcements,
                                  *((pos, jack, kind, None) for jack, kind in takings))
            self.spoken += 1
            self._set_contract()
            said = self._takings_text(takings)
            events.append(Announced(pos, action, Sentence(
                f"{{P0}} {{0:announces/announce}}: {literal(said)}" if takings
                else "{P0} {0:announces/announce} nothing", pos)))
            if self.spoken < 4:
                self.turn = (pos + 1) % 4
                self._set_to_act()
            elif self.options["contra"] and self.announcements:
                self.stage = CONTRA
                self.silent = 0
                # said, or a reader of the deal log wonders why a player never spoke in it
                events.append(PhaseChanged(CONTRA, Sentence(
                    "The contra round: each may contra another's announcement or pass, until a "
                    "full round says nothing; a player with nothing to contra is passed over.")))
                self._next_contra_turn((self.dealer + 1) % 4, events)
            else:
                self._start_play(events)
            return
        if action.type == CONTRA:
            announcer, kind = action.get("announcer"), action.get("kind")
            self.announcements = tuple(
                (p, j, k, pos) if (p, j, k) == (announcer, action.card, kind) else (p, j, k, by)
                for p, j, k, by in self.announcements)
            self._set_contract()
            self.silent = 0
            taking = taking_name(action.card, kind, self.trump_suit)
            events.append(Announced(pos, action, Sentence(
                f"{{P0}}: contra {literal(taking)} ({{p1's}} announcement)", pos, announcer)))
        else:
            self.silent += 1
            events.append(Announced(pos, action, Sentence("{P0} {0:passes/pass}", pos)))
        self._next_contra_turn((pos + 1) % 4, events)

    def _next_contra_turn(self, pos: int, events: list) -> None:
        """The next player with something to contra; those with nothing are passed over, and a
        full round of silence ends the bidding."""
        while self.silent < 4:
            if self.contra_options(pos):
                self.turn = pos
                self._set_to_act()
                return
            self.silent += 1
            pos = (pos + 1) % 4
        self._start_play(events)

    def _start_play(self, events: list) -> None:
        self.stage = PLAYING
        self.leader = self.turn = self.first_leader
        self._set_to_act()
        why = " (holding the 2♠)" if self.is_extra_deal() else ""
        events.append(PhaseChanged(PLAYING, Sentence(
            f"The bidding is over. {{P0}}{why} {{0:leads/lead}} to the first trick.", self.turn)))

    def _set_contract(self) -> None:
        codec = self.rules.codec
        self.deal_log.contract = {"announcements": [
            {"player": p, "jack": codec.code(j), "kind": k, "contra_by": by}
            for p, j, k, by in self.announcements]}

    def _takings_text(self, takings: tuple) -> str:
        return ", ".join(taking_name(j, k, self.trump_suit) for j, k in takings)

    # ------------------------------------------------------------------ play
    def _play_mask(self, hand: int) -> int:
        if not self.trick:
            return hand
        return follow_then_trump(hand, self.led, self.trumps)

    def _play_reason(self, card: int) -> str:
        if self.hands[self.turn] & self.led:
            return super()._play_reason(card)
        return f"You must play a trump: you have no {group_name(self.led)}."

    def _trick_done(self, winner: int, cards: tuple[int, ...], events: list) -> None:
        win_card = cards[(winner - self.leader) % 4]
        for c in cards:
            if c & 15 == 11:
                kind = HIT if c == win_card else CATCH
                self.takings = (*self.takings, (c, winner, kind))
                trump = self.trump_suit is not None and c >> 4 == self.trump_suit
                brings = jack_scores(c, winner, kind, self.trump_suit, self.announcements)
                events.append(TakingMade(winner, c, kind, trump, brings[winner]))

    # ------------------------------------------------------------------ scoring
    def _score_deal(self) -> tuple[list[int], Any]:
        codec = self.rules.codec
        trump = self.trump_suit
        score = [0] * 4
        lines: list[list[list]] = [[] for _ in range(4)]
        jacks = []
        count = [0] * 4
        for jack, taker, kind in sorted(self.takings):
            count[taker] += 1
            value = taking_value(jack, kind, trump)
            is_trump = trump is not None and jack >> 4 == trump
            name = codec.short(jack)
            on_it = [a for a in self.announcements if a[1] == jack]
            taker_announced = False
            calls = []
            for p, _j, k, by in on_it:
                doubled = 2 * taking_value(jack, k, trump)
                made = p == taker and k == kind
                taker_announced |= made
                said = taking_name(jack, k, trump)
                result = "made" if made else "failed"
                lines[p].append([f"Announced {said} ({name}) {result}",
                                 doubled if made else -doubled])
                if by is not None:
                    lines[by].append([Sentence(f"Contra on {{p0's}} {literal(said)} "
                                               f"({literal(name)}): the taking {result}", p),
                                      -doubled if made else doubled])
                calls.append({"player": p, "kind": k, "value": doubled, "made": made,
                              "contra_by": by})
            if not taker_announced:
                # "not" and "announced" kept on one line (a tester saw them wrap apart)
                lines[taker].append([f"{kind.capitalize()} on the {name}"
                                     f"{' (trump)' if is_trump else ''}, not{NBSP}announced",
                                     value])
            delta = jack_scores(jack, taker, kind, trump, self.announcements)
            for p in range(4):
                score[p] += delta[p]
            jacks.append({"jack": codec.code(jack), "taker": taker, "kind": kind,
                          "trump": is_trump, "value": value, "announcements": calls})
        best = max(count)
        hunters = [p for p in range(4) if count[p] == best]
        details = {
            "trump": None if trump is None else "CDHS"[trump],
            "extra_game": trump is None,
            "jacks": jacks,
            "lines": lines,
            "takings": count,
            "hunter": hunters[0] if len(hunters) == 1 else None,
        }
        return score, details

    def _after_deal(self, events: list) -> None:
        if self.deal_number >= len(self.schedule):
            best = max(self.totals)
            self._end_game([p for p in range(4) if self.totals[p] == best])
        elif self.schedule[self.deal_number] is None:
            # "no trump", as the centre's badge and the panels say it ("No trump")
            events.append(PhaseChanged("extra-game", "Next comes the extra game: no trump, and "
                                                     "the holder of the 2♠ leads."))

    # ------------------------------------------------------------------ views and worlds
    def _view_extra(self, v: dict, player: int) -> None:
        v["announced_takings"] = [list(a) for a in self.announcements]
        v["takings"] = [list(t) for t in self.takings]
        v["spoken"] = self.spoken
        v["silent"] = self.silent
        v["first_leader"] = self.first_leader
        v["deal_trumps"] = list(self.schedule)

    def _restore_extra(self, view: YoungHunterView) -> None:
        self.trump_suit = view.trump_suit
        self.announcements = tuple(tuple(a) for a in view.announced_takings)
        self.takings = tuple(tuple(t) for t in view.takings)
        self.spoken = view.spoken
        self.silent = view.silent
        self.first_leader = view.first_leader

    def _world_plan(self, view: YoungHunterView, rng: random.Random) -> Any:
        """Under the direct deal, which hidden hand holds which unseen jack (every hand holds
        exactly one), decided with ``rng`` before the world is dealt."""
        return _jack_plan(view, rng) if view.options["direct_jacks"] else None

    def _hidden_forbidden(self, view: YoungHunterView, pos: int) -> int:
        out = 0
        gone = cards_played(view)
        for p, jack, kind, _by in view.announced_takings:
            if gone >> jack & 1:
                continue
            if kind == HIT and p != pos:
                out |= 1 << jack  # the announcer of a hit holds that jack
            elif kind == CATCH and p == pos:
                out |= 1 << jack  # ... and the announcer of a catch does not
        if view.trump_suit is None and not (gone >> TWO_SPADES & 1) \
                and pos != view.first_leader:
            out |= 1 << TWO_SPADES
        plan = self.world_plan
        if plan is not None:
            out |= JACK_MASK & ~(1 << plan[pos] if plan.get(pos) is not None else 0)
        return out

    # ------------------------------------------------------------------ actions in words and JSON
    def describe(self, action: Action) -> str:
        if action.type == ANNOUNCE:
            takings = action.get("takings") or ()
            # one announcement of several takings: "heart catch and trump hit" (with commas
            # alone it read as a list of choices in a hint's "as good as announcing …")
            names = [taking_name(j, k, self.trump_suit) for j, k in takings]
            return f"announces {say_list(names)}" if takings else "announces nothing"
        if action.type == CONTRA:
            taking = taking_name(action.card, action.get("kind"), self.trump_suit)
            return Sentence(f"contras {{p0's}} {literal(taking)}", action.get("announcer"))
        return super().describe(action)

    @staticmethod
    def action_to_json(codec: CardCodec, action: Action) -> dict:
        if action.type == ANNOUNCE:
            return {"type": ANNOUNCE, "takings": [{"jack": codec.code(j), "kind": k}
                                                  for j, k in action.get("takings")]}
        if action.type == CONTRA:
            return {"type": CONTRA, "jack": codec.code(action.card), "kind": action.get("kind"),
                    "announcer": action.get("announcer")}
        return TrickGameState.action_to_json(codec, action)

    @staticmethod
    def action_from_json(codec: CardCodec, doc: dict) -> Action:
        kind = doc.get("type") if isinstance(doc, dict) else None
        if kind == ANNOUNCE:
            items = doc.get("takings")
            if not isinstance(items, list):
                raise ValueError("an announcement needs a 'takings' list")
            takings = []
            for item in items:
                if not isinstance(item, dict) or set(item) != {"jack", "kind"}:
                    raise ValueError("each taking is an object with 'jack' and 'kind'")
                takings.append((_parse_jack(codec, item["jack"]), item["kind"]))
            takings.sort(key=lambda t: t[0])
            return Action.make(ANNOUNCE, takings=tuple(takings))
        if kind == CONTRA:
            if not isinstance(doc.get("announcer"), int):
                raise ValueError("a contra names the 'announcer' by position number")
            return Action.make(CONTRA, _parse_jack(codec, doc.get("jack")),
                               announcer=doc["announcer"], kind=doc.get("kind"))
        return TrickGameState.action_from_json(codec, doc)


def _parse_jack(codec: CardCodec, code: Any) -> int:
    jack = codec.parse(code)
    if jack not in JACKS:
        raise ValueError(f"{code!r} is not a jack: takings are announced on jacks")
    return jack


def _jack_plan(view: YoungHunterView, rng: random.Random) -> dict[int, int | None] | None:
    """Under the direct deal: a random assignment of the unseen jacks, one to each hidden hand
    that has not played its jack yet, respecting voids and announcements."""
    n = len(view.hands)
    played_jack = [False] * n
    for leader, cs, _w in view.tricks:
        for i, c in enumerate(cs):
            if c in JACKS:
                played_jack[(leader + i) % n] = True
    for i, c in enumerate(view.trick):
        if c in JACKS:
            played_jack[(view.leader + i) % n] = True
    seen = cards_played(view)
    for h in view.hands:
        if h is not None:
            seen |= h
    unseen = [j for j in JACKS if not (seen >> j & 1)]
    need = [p for p in range(n) if view.hands[p] is None and not played_jack[p]]
    if len(unseen) != len(need):
        return None  # not a direct deal after all (a record typed in elsewhere): no plan
    bans = {p: view.voids[p] for p in need}
    for p, jack, kind, _by in view.announced_takings:
        for q in need:
            if (kind == HIT and p != q) or (kind == CATCH and p == q):
                bans[q] |= 1 << jack
    fits = [perm for perm in itertools.permutations(unseen)
            if all(not (bans[p] >> j & 1) for p, j in zip(need, perm, strict=True))]
    if not fits:
        return None
    plan: dict[int, int | None] = {p: None for p in range(n) if view.hands[p] is None}
    for p, j in zip(need, rng.choice(fits), strict=True):
        plan[p] = j
    return plan


RULES = Rules(
    id="young-hunter",
    title="Young Hunter",
    player_counts=(4,),
    option_specs=(
        OptionSpec("direct_jacks", (False, True), "Direct deal of jacks",
                   "Every player is dealt one jack, then twelve other cards."),
        OptionSpec("contra", (False, True), "Contra",
                   "After the announcements, players may question an opponent's taking: the "
                   "contra player wins its value if it fails and loses it if it is made."),
        OptionSpec("extra_game", ("off", "end", "after-4"), "Extra game",
                   "A ninth deal without trumps, led by the holder of the 2♠: played last, or "
                   "right after deal 4 (dealt again by the same dealer).",
                   value_words=(("end", "At the end"), ("after-4", "After deal 4"))),
    ),
    state_class=YoungHunterState,
    summary="Hunt the jacks: win a trick with your own jack (a hit) or take someone else's "
            "(a catch), and announce the takings you are sure of to score them double.",
)
