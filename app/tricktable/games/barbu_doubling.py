"""Barbu's doubling: who may double whom, the forced doubles of the declarer, and the settlement.

Why a module of its own: doubling is the part of Barbu that is not a trick game at all, and its
rules (targets per contract, the declarer's double back, the redouble round, the two doubles every
player owes each declarer) are easiest to read and test apart from the card play.

Rulings made here (written into the rules page too):
- The doubling round goes from the declarer's left round to the declarer. A non-declarer names any
  set of the other players (``[]`` for none); in Trump and Dominoes only the declarer may be named.
  The declarer is asked last, and only when someone doubled them: they may double back any of
  their doublers, which counts as a redouble.
- Then the redouble round, again from the declarer's left: every non-declarer who was doubled by a
  player they did not double themselves names which of those doublers they redouble.
- Settlement: every pair of players joined by at least one double settles once, with m = 2 when
  the double was redoubled or when each doubled the other (the declarer's double back is exactly
  that), m = 1 otherwise.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, NamedTuple

from ..engine.protocol import Action, PhaseChanged
from ..engine.view import Announcement
from ..engine.words import Sentence, say_list

HANDS_PER_DECLARER = 7
DOUBLES_OWED = 2


class Doubled(NamedTuple):
    """A doubling decision: ``kind`` is "double" or "redouble"; ``targets`` may be empty."""

    player: int
    kind: str
    targets: tuple[int, ...]
    forced: bool
    text: str


@lru_cache(maxsize=64)
def subsets(allowed: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every subset of ``allowed`` as a sorted tuple, the empty set first (at most 2^3 = 8)."""
    out: list[tuple[int, ...]] = []
    for k in range(len(allowed) + 1):
        out.extend(combinations(sorted(allowed), k))
    return tuple(out)


#: the interned doubling actions, by kind and target tuple
DOUBLE_ACTIONS = {
    (kind, t): Action.make(kind, targets=t)
    for kind in ("double", "redouble") for t in subsets((0, 1, 2, 3))
}


def player_word(p: int) -> str:
    """Players are numbered from 1 in words, as the default names are ("Player 1" ...)."""
    return f"player {p + 1}"


def settle(raw: list[int], doubles: tuple, declarer: int | None = None
           ) -> tuple[list[int], list[dict[str, Any]]]:
    """Contract scores first, then each doubled pair's difference moved between the two players.

    ``doubles`` holds ``(from, to, redoubled)`` triples. Returns the hand's scores and one plain
    dict per settled pair (for the score sheet's explanation).
    """
    pairs: dict[tuple[int, int], dict[str, Any]] = {}
    for x, y, redoubled in doubles:
        key = (min(x, y), max(x, y))
        entry = pairs.setdefault(key, {"doublers": set(), "redoubled": False})
        entry["doublers"].add(x)
        entry["redoubled"] = entry["redoubled"] or bool(redoubled)
    score = list(raw)
    lines: list[dict[str, Any]] = []
    for (a, b), entry in sorted(pairs.items()):
        mutual = len(entry["doublers"]) == 2
        m = 2 if entry["redoubled"] or mutual else 1
        diff = raw[a] - raw[b]
        score[a] += diff * m
        score[b] -= diff * m
        text = settlement_sentence(a, b, sorted(entry["doublers"]), entry["redoubled"],
                                   diff * m, m, declarer)
        lines.append({"players": [a, b], "doublers": sorted(entry["doublers"]),
                      "redoubled": entry["redoubled"], "mutual": mutual, "multiplier": m,
                      "difference": diff, "transfer": diff * m, "text": text})
    return score, lines


def settlement_sentence(a: int, b: int, doublers: list[int], redoubled: bool, transfer: int,
                        multiplier: int, declarer: int | None = None) -> Sentence:
    """What a doubled pair's settlement moved, once for the engine's details and the table:
    "player 1 takes 12 from player 2 (player 2 doubled player 1, ×1)". The declarer's answer
    to a double is its redouble ("doubled each other" was said of it, as of two players who
    each doubled the other)."""
    if len(doublers) == 2 and declarer in (a, b):
        x = 1 if declarer == a else 0  # the doubler, then the declarer who answered
        how = f"{{p{x}}} doubled {{p{1 - x}}}, {{p{1 - x}}} redoubled"
    elif len(doublers) == 2:
        how = "doubled each other" + (", redoubled" if redoubled else "")
    else:
        x = 0 if doublers[0] == a else 1
        how = f"{{p{x}}} doubled {{p{1 - x}}}"
        if redoubled:  # only the one doubled redoubles ("redoubled" said nobody)
            how += f", {{p{1 - x}}} redoubled"
    if transfer == 0:
        return Sentence(f"{{P0}} and {{p1}} ({how}) scored the same: nothing changes hands.",
                        a, b)
    w = 1 if transfer < 0 else 0
    return Sentence(f"{{P{w}}} {{{w}:takes/take}} {abs(transfer)} from {{p{1 - w}}} "
                    f"({how}, ×{multiplier}).", a, b)


class DoublingMixin:
    """The "double" and "redouble" stages of a Barbu hand (mixed into the Barbu state)."""

    declarer: int
    deal_number: int
    doubles: tuple
    queue: tuple
    block_doubles: tuple
    stage: str
    turn: int

    # supplied by the state
    def _only_declarer_doubled(self) -> bool:
        raise NotImplementedError

    def _contract_title(self) -> str:
        raise NotImplementedError

    def _start_play(self, events: list) -> None:
        raise NotImplementedError

    def _set_contract_json(self) -> None:
        raise NotImplementedError

    def _announced(self, pos: int, action: Action) -> tuple[Announcement, ...]:
        """The declarer's contract (by its name), a double or a redouble with the players it
        names (none: the player doubles nobody); a pass in the Dominoes rows is a move, unsaid."""
        if action.type == "choose-contract":
            return (Announcement(pos, action.type, str(action.get("contract"))),)
        if self.stage in ("double", "redouble"):  # a forced double is named so (its plate)
            forced = self.stage == "double" and self.double_forced(pos)
            return (Announcement(pos, self.stage, "forced" if forced else "",
                                 targets=tuple(action.get("targets") or ())),)
        return ()

    # ------------------------------------------------------------------ who may double whom
    def _start_doubling(self, events: list) -> None:
        d = self.declarer
        self.stage = "double"
        self.queue = ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4)
        self.turn = self.queue[0]
        self._set_to_act()
        # in Trump and the Dominoes only the declarer may be doubled: "others" said otherwise
        whom = "the declarer" if self._only_declarer_doubled() else "others"
        events.append(PhaseChanged("double", "Doubling: each player from the declarer's left "
                                   f"may double {whom}; the declarer answers last."))

    def double_forced(self, pos: int) -> bool:
        """Whether ``pos`` must double the declarer in this hand to make their two doubles: their
        chances left (this hand included) are no more than the doubles they still owe."""
        if pos == self.declarer:
            return False
        chances = HANDS_PER_DECLARER - (self.deal_number - 1) % HANDS_PER_DECLARER
        owed = DOUBLES_OWED - self.block_doubles[pos]
        return owed > 0 and owed >= chances

    def doubles_owed(self, pos: int) -> int:
        return max(0, DOUBLES_OWED - self.block_doubles[pos]) if pos != self.declarer else 0

    def _doublers_of(self, pos: int) -> tuple[int, ...]:
        return tuple(sorted({x for x, y, _r in self.doubles if y == pos}))

    def _redoublable(self, pos: int) -> tuple[int, ...]:
        """Doublers of ``pos`` that ``pos`` did not double and that are not yet redoubled."""
        mine = {y for x, y, _r in self.doubles if x == pos}
        return tuple(sorted({x for x, y, r in self.doubles
                             if y == pos and not r and x not in mine}))

    def allowed_targets(self, pos: int) -> tuple[int, ...]:
        """Who ``pos`` may name in the current doubling stage."""
        d = self.declarer
        if self.stage == "double":
            if pos != d:
                if self._only_declarer_doubled():
                    return (d,)
                return tuple(q for q in range(4) if q != pos)
            return self._doublers_of(d)
        return self._redoublable(pos)

    def _double_options(self) -> list[Action]:
        pos = self.turn
        sets = subsets(self.allowed_targets(pos))
        if self.stage == "double" and self.double_forced(pos):
            sets = [s for s in sets if self.declarer in s]
        return [DOUBLE_ACTIONS[self.stage, s] for s in sets]

    def _double_reason(self, action: Action) -> str | None:
        kind = self.stage
        pos = self.turn
        d = self.declarer
        if action.type != kind:
            if kind == "double":
                return ("Now each player in turn doubles or not: name the players you double "
                        "(none at all is allowed).")
            return ("Now the doubled players may redouble: name the doublers you redouble "
                    "(none at all is allowed).")
        targets = action.get("targets")
        if not isinstance(targets, tuple) or not all(
                isinstance(t, int) and not isinstance(t, bool) for t in targets):
            return "Name the players as a list of player numbers."
        if list(targets) != sorted(set(targets)):
            return "Name each player once."
        for t in targets:
            if not 0 <= t < 4:
                return f"There is no player {t + 1}."
            if t == pos:
                return "You cannot double yourself."
        allowed = self.allowed_targets(pos)
        for t in targets:
            if t in allowed:
                continue
            if kind == "double" and pos != d:
                return f"Only the declarer may be doubled in {self._contract_title()}."
            if kind == "double":
                return Sentence("As declarer you may only double players who doubled you; "
                                "{p0} did not.", t)
            if t in self._doublers_of(pos):
                return Sentence("You and {p0} already doubled each other: there is nothing "
                                "to redouble.", t)
            return Sentence("{P0} did not double you, so you cannot redouble them.", t)
        if kind == "double" and self.double_forced(pos) and d not in targets:
            owed = self.doubles_owed(pos)
            left = HANDS_PER_DECLARER - (self.deal_number - 1) % HANDS_PER_DECLARER
            return Sentence("You must double the declarer this hand: everyone doubles each "
                            "declarer at least twice in their seven hands, you still owe {p0} "
                            f"{owed} double{'s' if owed > 1 else ''} and only {left} "
                            f"hand{'s are' if left > 1 else ' is'} left, this one included.", d)
        return None

    def _apply_double(self, action: Action, events: list) -> None:
        pos = self.turn
        d = self.declarer
        targets = action.get("targets")
        forced = False
        if self.stage == "double":
            forced = self.double_forced(pos)
            self.doubles = self.doubles + tuple((pos, t, False) for t in targets)
            if pos != d and d in targets:
                bd = list(self.block_doubles)
                bd[pos] += 1
                self.block_doubles = tuple(bd)
        else:
            chosen = set(targets)
            self.doubles = tuple((x, y, True) if y == pos and x in chosen else (x, y, r)
                                 for x, y, r in self.doubles)
        self._set_contract_json()
        events.append(Doubled(pos, self.stage, tuple(targets), forced,
                              self.describe_doubling(pos, self.stage, targets, forced)))
        self.queue = self.queue[1:]
        if self.stage == "double" and not self.queue and pos != d and self._doublers_of(d):
            self.queue = (d,)
        if not self.queue and self.stage == "double":
            self.stage = "redouble"
            self.queue = tuple(p for p in ((d + 1) % 4, (d + 2) % 4, (d + 3) % 4)
                               if self._redoublable(p))
            if self.queue:
                events.append(PhaseChanged("redouble", "Redoubling: doubled players may "
                                           "redouble those who doubled them."))
        if self.queue:
            self.turn = self.queue[0]
            self._set_to_act()
        else:
            self._start_play(events)

    def describe_doubling(self, pos: int, kind: str, targets: tuple, forced: bool) -> str:
        """Words for a doubling decision: "doubles the declarer (forced)", "redoubles player 1"."""
        # the declarer answers those who doubled them: a redouble in words, "No redouble" on
        # its button (its "does not double" in the log read as a fourth kind of answer)
        answer = kind == "redouble" or pos == self.declarer
        if not targets:
            return "does not redouble" if answer else "does not double"
        verb = "redoubles" if answer else "doubles"
        # only the double on the declarer is ever forced: said of it alone, in one bracket
        # ("doubles everyone (maximum) (a forced double)" read as if all three were forced)
        others = len(targets) > 1
        if kind == "double" and pos != self.declarer and len(targets) == 3:
            return f"{verb} everyone (the maximum; the declarer's double was forced)" if forced \
                else f"{verb} everyone (maximum)"
        words = ["the declarer" if t == self.declarer else f"{{p{i}}}"
                 for i, t in enumerate(targets)]
        why = ("" if not forced else " (the declarer's double was forced)" if others
               else " (a forced double)")
        return Sentence(f"{verb} {say_list(words)}{why}", *targets)
