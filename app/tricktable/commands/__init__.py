"""The command line's subcommands: each takes its arguments and returns an exit code."""

from __future__ import annotations

from collections.abc import Callable


def _lazy(module: str, func: str = "main") -> Callable[[list[str]], int]:
    def run(argv: list[str]) -> int:
        import importlib

        return getattr(importlib.import_module(f"{__package__}.{module}"), func)(argv)

    return run


SUBCOMMANDS: dict[str, Callable[[list[str]], int]] = {
    "simulate": _lazy("simulate"),
    "replay": _lazy("replay_cmd"),
    "bench": _lazy("bench"),
    "self-test": _lazy("self_test"),
    "screenshots": _lazy("screenshots"),
    "tournament": _lazy("tournament"),
    "soak": _lazy("soak"),
    "drill": _lazy("drill"),
    "hints": _lazy("hints"),
}
