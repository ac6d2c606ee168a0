"""The coach: what to do in the person's place and why, in words tied to the game's rules.

Qt-free like the engine, games and ai (DESIGN.md), so every hint can be asked for headless, in tests
and from the command line; the window only shows the text and picks the action out on the table.
``weighing`` runs the search (in the worker process), ``recommend`` puts its verdict into words.
"""

from .hints import imperative

__all__ = ["imperative"]
