"""Which games exist and where their rules live.

Modules are imported on first use so that starting the app or a worker loads only what it needs.
"""

from __future__ import annotations

import importlib

from ..engine.protocol import Rules

_MODULES = {
    "young-hunter": "young_hunter",
    "heart-hunter": "heart_hunter",
    "sheepshead": "sheepshead",
    "barbu": "barbu",
    "nineteen": "nineteen",
}

#: every game id, in the order menus show them
GAME_IDS: tuple[str, ...] = tuple(_MODULES)


def get_rules(game_id: str) -> Rules:
    """The ``Rules`` of a game by id; an unknown id raises ``KeyError`` naming the known ones."""
    try:
        module = _MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; the games are {', '.join(GAME_IDS)}") from None
    return importlib.import_module(f"{__package__}.{module}").RULES


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
