"""Start the card table window."""

from __future__ import annotations

import sys


def run_gui(argv: list[str]) -> int:
    try:
        from ..ui.app import run
    except ImportError as exc:
        if "tricktable.ui" not in str(exc) and "PySide6" not in str(exc):
            raise
        print(f"The card table cannot start: {exc}", file=sys.stderr)
        return 2
    return run(argv)
