"""Which games exist, and everything that makes each one differ, in one entry per game.

Why one entry: a game is its rules, its words, its computer players and the numbers their search
is tuned with; when those were spread over the AI, the UI and the words as ``if game == ...``
branches and per-game dicts, a new game meant editing many files. Now a game adds its modules
beside its rules and one entry here.

Modules are named as strings and imported on first use, so that starting the app or a worker
loads only what it needs, and so that this package (below ``ai`` and ``presentation``) never
imports them: a ``"module:name"`` reference is resolved by the layer that uses it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..engine.protocol import Rules

#: the package every module reference below is relative to
PACKAGE = __package__.rpartition(".")[0]


def _frozen(mapping: dict | None = None) -> MappingProxyType:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
class GameEntry:
    """One game: where its parts live and the data that tunes them."""

    id: str
    #: the module holding the game's ``RULES`` (relative to the package: "games.barbu")
    rules: str
    #: the module holding the game's words on the table (plates, decisions, summaries...)
    words: str
    #: the rule-based computer player, "module:Class"
    rule_player: str
    #: the bitmask playout policy, if the game has one
    fast_playout: str = ""
    #: a lower score wins (Heart Hunter's penalty points)
    lower_wins: bool = False
    #: search iterations per level where playouts are slower or faster than Heart Hunter's
    search_iterations: MappingProxyType = field(default_factory=_frozen)
    #: the value (in deal-score points, already signed "good") of winning the game in a deal
    win_bonus: float = 10.0
    #: typical spread of a deal's relative utility: the tree search's exploration scale
    search_scale: float = 10.0
    #: "module:function" adding a constant to an action's searched utility (what the deal
    #: score alone does not see), or ""
    action_bias: str = ""
    #: a review weighs a deal by the player's score against the others' average, not by the
    #: score alone (a Sheepshead defender scores nothing whatever happens: "could not have done
    #: better" was all a defender's review could say)
    review_relative: bool = False
    #: "module:function" telling whether the search may choose an action over the rule
    #: player's (``ai.evaluation.search_scope``), or "": what its imagined deals cannot judge
    search_scope: str = ""
    #: "module:function" fitting each imagined world to what the game's rule player does with
    #: cards the searcher never saw (a Player's burial), or "": ``fit(world, view, rule_player,
    #: rng)`` changes the world in place, keeping it consistent with the view (``ai/search.py``)
    world_fit: str = ""
    #: the rules page section (its HTML id) that explains a kind of decision, by action type
    rules_anchors: MappingProxyType = field(default_factory=_frozen)
    #: the option sets the benchmarks time (the issue's speed targets name these)
    bench_options: tuple[MappingProxyType, ...] = (_frozen(),)
    #: options for a short game, where the game has them (self-tests and the window's bench)
    short_options: MappingProxyType = field(default_factory=_frozen)
    #: the share of the coach's usual playouts a hint of this game gets: a game whose playouts
    #: are slow (Nineteen's tarot deals) would otherwise answer after its time budget
    hint_playouts: float = 1.0

    def get_rules(self) -> Rules:
        return importlib.import_module(f"{PACKAGE}.{self.rules}").RULES


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        "young-hunter", "games.young_hunter", "games.young_hunter_words",
        "ai.young_hunter:RuleAgent", "ai.playout_young_hunter",
        search_iterations=_frozen({"advanced": 100, "expert": 350}),
        win_bonus=10.0, search_scale=6.0, search_scope="ai.young_hunter:search_may_choose",
        rules_anchors=_frozen({"announce": "bidding", "contra": "contra"})),
    GameEntry(
        "heart-hunter", "games.heart_hunter", "games.heart_hunter_words",
        "ai.heart_hunter:RuleAgent", "ai.playout_heart_hunter", lower_wins=True,
        win_bonus=15.0, search_scale=8.0,
        bench_options=(_frozen({"players": 4}), _frozen({"players": 3})),
        short_options=_frozen({"quick": True})),
    GameEntry(
        "sheepshead", "games.sheepshead", "games.sheepshead_words",
        "ai.sheepshead:RuleAgent", "ai.playout_sheepshead",
        search_iterations=_frozen({"advanced": 150, "expert": 500}),
        win_bonus=6.0, search_scale=3.0, review_relative=True,
        world_fit="ai.playout_sheepshead:bury_as_rule",
        rules_anchors=_frozen({"take": "window", "pass": "window", "discard": "window"})),
    GameEntry(
        "barbu", "games.barbu", "games.barbu_words",
        "ai.barbu:RuleAgent", "ai.playout_barbu",
        search_iterations=_frozen({"advanced": 100, "expert": 350}),
        win_bonus=40.0, search_scale=25.0, action_bias="ai.barbu:contract_bias",
        rules_anchors=_frozen({"pass": "dominoes", "double": "doubling",
                               "redouble": "doubling", "choose-contract": "contracts"})),
    GameEntry(
        "nineteen", "games.nineteen", "games.nineteen_words",
        "ai.nineteen:RuleAgent", "ai.playout_nineteen",
        search_iterations=_frozen({"advanced": 200, "expert": 600}),
        win_bonus=150.0, search_scale=300.0, hint_playouts=0.6,
        search_scope="ai.nineteen:search_may_choose",
        rules_anchors=_frozen({"bid": "auction", "pass": "auction", "take-set": "preferred",
                               "next-set": "preferred", "back-set": "preferred",
                               "discard": "discards", "call": "partnership",
                               "declare": "declarations"}),
        bench_options=(_frozen({"players": 4}), _frozen({"players": 3}),
                       _frozen({"players": 2}))),
)

_BY_ID = {e.id: e for e in ENTRIES}

#: every game id, in the order menus show them
GAME_IDS: tuple[str, ...] = tuple(_BY_ID)

#: the game a first start offers
DEFAULT_GAME = "heart-hunter"


def game_entry(game_id: str) -> GameEntry:
    """A game's entry by id; an unknown id raises ``KeyError`` naming the known ones."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; the games are {', '.join(GAME_IDS)}") from None


def review_relative(game_id: str) -> bool:
    """Whether a review weighs a deal against the others' average (``GameEntry``)."""
    entry = _BY_ID.get(game_id)
    return entry is not None and entry.review_relative


def find_entry(game_id: str) -> GameEntry | None:
    """A game's entry, or ``None`` for a rule set that is not registered (tests make some)."""
    return _BY_ID.get(game_id)


def resolve(reference: str) -> Any:
    """The object a ``"module:name"`` reference names (a module for a plain ``"module"``),
    imported on first use; module paths are relative to the package."""
    module, _, name = reference.partition(":")
    loaded = importlib.import_module(f"{PACKAGE}.{module}")
    return getattr(loaded, name) if name else loaded


def get_rules(game_id: str) -> Rules:
    """The ``Rules`` of a game by id; an unknown id raises ``KeyError`` naming the known ones."""
    return game_entry(game_id).get_rules()


def lower_wins(game_id: str) -> bool:
    """Whether the lowest score wins the game (False for unregistered rule sets)."""
    entry = find_entry(game_id)
    return entry is not None and entry.lower_wins


def available_games() -> list[str]:
    """Ids of the games whose rules are installed."""
    out = []
    for gid in GAME_IDS:
        try:
            get_rules(gid)
        except ImportError:
            continue
        out.append(gid)
    return out
