"""The rule sets: one module per game, found through :func:`get_rules`."""

from .registry import GAME_IDS, available_games, get_rules

__all__ = ["GAME_IDS", "available_games", "get_rules"]
