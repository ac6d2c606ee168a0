"""Computer players: Qt-free, they decide from a player's view and the legal actions alone."""

from .registry import LEVELS, make_agent

__all__ = ["LEVELS", "make_agent"]
