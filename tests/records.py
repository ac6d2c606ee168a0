"""Records for tests: a game's record as a record typed in elsewhere would give it."""

from __future__ import annotations

import copy

#: what replay fills in from the hands and actions (RECORD.md)
DERIVED = ("tricks", "score", "totals")


def bare_record(doc: dict) -> dict:
    """A copy of ``doc`` with only what a record typed in elsewhere gives: hands, stock, dealer and
    actions (no tricks, scores, totals or result)."""
    bare = copy.deepcopy(doc)
    for deal in bare["deals"]:
        for key in DERIVED:
            del deal[key]
    bare["result"] = None
    return bare
