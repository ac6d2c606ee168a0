"""Argument types the commands share: a count of at least one, a positive number.

Why types rather than checks after parsing: argparse then refuses the value in its own one-line
form, naming the option, before anything runs (``simulate --games -1`` printed a table of zero
games; ``tournament --iterations -5`` played with a budget that was not the one asked for).
"""

from __future__ import annotations

import argparse


def at_least_one(text: str) -> int:
    """A whole number of at least 1 (games, deals, positions, playouts, worker processes)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def positive(text: str) -> float:
    """A number above zero (seconds, a share of a budget)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text} is not a number above zero")
    return value
