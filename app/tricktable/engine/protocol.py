"""The engine protocol every game implements: actions, events, options, views, rules and states.

Why these shapes: actions and events are small immutable tuples (cheap to create in the play loop,
hashable, picklable for the AI's worker process); a game's whole position lives in one ``State``
object whose ``copy()`` only duplicates a few lists of ints; views are typed ``View`` objects of
plain data (``engine/view.py``) so they cross process boundaries and can be checked for leaks by
comparing them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from .cards import FRENCH, CardCodec
from .view import View


class IllegalAction(ValueError):
    """Raised by ``State.apply`` for an action the rules forbid; the message is for a player."""


class OptionError(ValueError):
    """A game option that does not exist or has a value the game does not allow."""


class Action(NamedTuple):
    """One decision. ``card`` is a bit index (−1 when the action has no single card); ``data`` holds
    the rest as sorted ``(key, value)`` pairs of hashable JSON-like values. Plays are interned
    per card so the play loop creates no objects."""

    type: str
    card: int = -1
    data: tuple = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    @staticmethod
    def make(type_: str, card: int = -1, **data: Any) -> Action:
        return Action(type_, card, tuple(sorted((k, _freeze(v)) for k, v in data.items())))


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


PLAY = tuple(Action("play", c) for c in range(96))
PASS = Action("pass")


def plays_of(mask: int) -> list[Action]:
    """The play actions of the cards in ``mask``, lowest card first.

    Why tables: the legal-move list is the hottest call of every random playout. A mask that
    lies in one 16-bit lane (a French suit, or a part of the tarot trumps: following suit) is
    one lookup; any other mask joins the tuples of its four (six for tarot) lanes in one list
    display, a fraction of the cost of walking the mask bit by bit.
    """
    plays = _HELD.get(mask)
    if plays is not None:
        return [*plays]
    try:
        if mask >> 64:
            if mask >> 96:
                raise ValueError("a card mask holds cards 0 to 95 only")
            return [*_HELD[mask & _LANE0], *_HELD[mask & _LANE1], *_HELD[mask & _LANE2],
                    *_HELD[mask & _LANE3], *_HELD[mask & _LANE4], *_HELD[mask & _LANE5]]
        return [*_HELD[mask & _LANE0], *_HELD[mask & _LANE1], *_HELD[mask & _LANE2],
                *_HELD[mask & _LANE3]]
    except KeyError:  # a lane holding not met before: add it (from its two bytes), list again
        for i, lane in enumerate(_LANES):
            part = mask & lane
            if part not in _HELD:
                low = part >> 16 * i
                _HELD[part] = _BYTE_PLAYS[2 * i][low & 255] + _BYTE_PLAYS[2 * i + 1][low >> 8]
        return plays_of(mask)


_LANES = tuple(0xFFFF << 16 * i for i in range(len(PLAY) // 16))
_LANE0, _LANE1, _LANE2, _LANE3, _LANE4, _LANE5 = _LANES

#: ONE_LANE_PLAYS[m]: the play actions of the cards of a mask ``m`` that lies in one 16-bit lane,
#: filled as holdings are met (a game's legal list may look a suit up here first); a lane holds
#: at most 16 cards, so the table stays small (a French suit has 8,192 holdings)
ONE_LANE_PLAYS: dict[int, tuple[Action, ...]] = {0: ()}
_HELD = ONE_LANE_PLAYS

#: _BYTE_PLAYS[j][b]: the play actions of the cards whose bits are ``b`` in byte ``j`` of a mask
#: (what a lane holding is made of when it is first met: a French suit has 8,192 holdings, so
#: they keep being met for thousands of deals)
_BYTE_PLAYS = tuple(
    tuple(tuple(PLAY[8 * j + i] for i in range(8) if b >> i & 1) for b in range(256))
    for j in range(len(PLAY) // 8))


class CardPlayed(NamedTuple):
    player: int
    position: int
    card: int


class TrickTaken(NamedTuple):
    winner: int
    leader: int
    cards: tuple[int, ...]
    number: int


class DealStarted(NamedTuple):
    number: int
    dealer: int
    trump: int | None


class DealScored(NamedTuple):
    number: int
    score: tuple[int, ...]
    totals: tuple[int, ...]
    details: Any


class PhaseChanged(NamedTuple):
    phase: str
    text: str


class Announced(NamedTuple):
    player: int
    action: Action
    text: str


class GameOver(NamedTuple):
    winners: tuple[int, ...]
    totals: tuple[int, ...]


# ---------------------------------------------------------------------------------------- options
@dataclass(frozen=True)
class OptionSpec:
    """One game option: its name, allowed values (default first), words for the new-game dialog."""

    name: str
    values: tuple[Any, ...]
    label: str
    help: str = ""
    #: (other option, its value, why this option cannot apply then): the dialog greys it out
    #: with the reason ("Two players always play Partnership: no level can arise.")
    unused_when: tuple[tuple[str, Any, str], ...] = ()
    #: (value, its words) for values whose name does not read well in the dialog ("after-4"
    #: reads "After deal 4"); a value not named here is shown by its name
    value_words: tuple[tuple[Any, str], ...] = ()

    @property
    def default(self) -> Any:
        return self.values[0]

    def unused_because(self, options: dict[str, Any]) -> str:
        """Why this option cannot matter with these other choices ("" when it can)."""
        for other, value, why in self.unused_when:
            if options.get(other) == value:
                return why
        return ""


def validate_options(game: str, specs: Iterable[OptionSpec],
                     given: dict[str, Any]) -> dict[str, Any]:
    """Every option written out, defaults included; unknown names and bad values are refused."""
    specs = list(specs)
    by_name = {s.name: s for s in specs}
    for name in given:
        if name not in by_name:
            known = ", ".join(by_name) or "none"
            raise OptionError(f"{game} has no option {name!r} (its options: {known})")
    result = {}
    for spec in specs:
        value = given.get(spec.name, spec.default)
        value = _coerce(value, spec)
        if value not in spec.values:
            allowed = ", ".join(repr(v) for v in spec.values)
            raise OptionError(
                f"{game} option {spec.name!r} cannot be {value!r}; allowed: {allowed}")
        result[spec.name] = value
    return result


def _coerce(value: Any, spec: OptionSpec) -> Any:
    """Accept the command line's strings ("true", "3") for bool and int options."""
    if isinstance(value, str):
        if all(isinstance(v, bool) for v in spec.values):
            low = value.lower()
            if low in ("true", "yes", "on", "1"):
                return True
            if low in ("false", "no", "off", "0"):
                return False
        elif value not in spec.values and any(
                isinstance(v, int) and not isinstance(v, bool) for v in spec.values):
            try:
                return int(value)
            except ValueError:
                return value
    return value


# ------------------------------------------------------------------------------------------ rules
@dataclass
class Rules:
    """A rule set: what a game is called, its options, and how to start and imagine positions."""

    id: str
    title: str
    player_counts: tuple[int, ...]
    option_specs: tuple[OptionSpec, ...]
    state_class: type[State]
    codec: CardCodec = FRENCH
    summary: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    #: what one round of dealing and play is called in this game's words: "deal", or "hand"
    #: (Barbu's seven hands per declarer, Nineteen's hands in a game)
    deal_word: str = "deal"

    def options(self, **given: Any) -> dict[str, Any]:
        return validate_options(self.id, self.option_specs, given)

    def new_game(self, seed: int | None = None, **options: Any) -> State:
        """A new game; ``seed`` fixes every shuffle and draw (a random seed when ``None``)."""
        opts = self.options(**options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        return self.state_class.start(self, opts, int(seed), presets=None)

    def start(self, options: dict[str, Any], seed: int,
              presets: dict[int, DealPreset] | None) -> State:
        """A new game with given deals (a record's hands, or a deal typed in elsewhere)."""
        return self.state_class.start(self, self.options(**options), int(seed), presets=presets)

    def sample_world(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``, built from the view alone."""
        return self.state_class.from_view(self, view, rng)

    def players_for(self, options: dict[str, Any]) -> int:
        return int(options.get("players", self.player_counts[0]))

    def seating(self, options: dict[str, Any]) -> tuple[int, tuple[int, ...]]:
        """How many hands lie on the table, and each player's position among them (clockwise
        from position 0). Position i is player i unless the game seats dummies between players
        (``extra["seating"]``: players -> (positions, each player's position))."""
        n = self.players_for(options)
        seating = self.extra.get("seating", {}).get(n)
        if seating is not None:
            return seating
        return n, tuple(range(n))

    def action_to_json(self, action: Action) -> dict:
        return self.state_class.action_to_json(self.codec, action)

    def action_from_json(self, doc: dict) -> Action:
        return self.state_class.action_from_json(self.codec, doc)


@dataclass
class DealPreset:
    """A deal given from outside (a record's hands): replaces the shuffle of that deal."""

    dealer: int | None
    hands: list[int]
    stock: list[int]


# ------------------------------------------------------------------------------------------ state
class State:
    """Base class of a game's position. Subclasses implement the rules; this holds the shared parts:
    identity, the record log, default JSON forms of actions, and the illegal-action check."""

    rules: Rules
    options: dict[str, Any]
    seed: int
    # the finished deals' record entries, and the current deal's log
    history: list[dict]
    deal_log: dict | None
    #: the events of the latest ``apply`` (or of the game's start); a replayed record's last
    #: move's, so a game left at a deal's summary can show it again
    last_events: list

    # -- construction
    @classmethod
    def start(cls, rules: Rules, options: dict, seed: int, presets: dict | None) -> State:
        raise NotImplementedError

    @classmethod
    def from_view(cls, rules: Rules, view: View, rng: random.Random) -> State:
        raise NotImplementedError

    # -- protocol
    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    @property
    def acting_position(self) -> int | None:
        return self.to_act

    @property
    def game_over(self) -> bool:
        return self.to_act is None

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def why_illegal(self, action: Action) -> str | None:
        raise NotImplementedError

    def apply(self, action: Action) -> list:
        raise NotImplementedError

    def view(self, player: int) -> View:
        raise NotImplementedError

    def copy(self) -> State:
        raise NotImplementedError

    # -- JSON forms of actions (RECORD.md); games with richer payloads override
    @staticmethod
    def action_to_json(codec: CardCodec, action: Action) -> dict:
        doc: dict[str, Any] = {"type": action.type}
        if action.card >= 0:
            doc["card"] = codec.code(action.card)
        for key, value in action.data:
            if key == "cards":
                doc[key] = codec.codes(value)
            else:
                doc[key] = _thaw(value)
        return doc

    @staticmethod
    def action_from_json(codec: CardCodec, doc: dict) -> Action:
        if not isinstance(doc, dict) or not isinstance(doc.get("type"), str):
            raise ValueError("an action must be an object with a 'type'")
        card = -1
        data = {}
        for key, value in doc.items():
            if key in ("type", "player", "position"):
                continue
            if key == "card":
                card = codec.parse(value)
            elif key == "cards":
                if not isinstance(value, list):
                    raise ValueError("'cards' must be a list of card codes")
                data[key] = codec.parse_mask(value)
            else:
                data[key] = value
        return Action.make(doc["type"], card, **data)

    # -- helpers for subclasses
    def describe(self, action: Action) -> str:
        """A short phrase for an action ("plays the Q♠", "passes")."""
        codec = self.rules.codec
        if action.type == "play":
            return f"plays the {codec.short(action.card)}"
        if action.type == "pass":
            return "passes"
        return action.type


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                         for v in value):
            return {k: _thaw(v) for k, v in value}
        return [_thaw(v) for v in value]
    return value


__all__ = [
    "PASS", "PLAY", "Action", "Announced", "CardPlayed", "DealPreset", "DealScored", "DealStarted",
    "GameOver", "IllegalAction", "OptionError", "OptionSpec", "PhaseChanged", "Rules", "State",
    "TrickTaken", "validate_options",
]
