"""What Enter says over a discard the person just took back from the play checker.

Why: after "Take it back" the picks stay selected (to change or confirm), and one Return buried
the very cards taken back. Enter now says how to go on instead; a click on the button, a choice
made again, still lays them away (the checker asks again). Pure text, no Qt."""

from __future__ import annotations


def taken_back(verb: str = "Discard") -> str:
    """Said when Enter would lay away the picks just taken back; ``verb`` is the panel's button
    ("Bury" in Sheepshead)."""
    return (f"You took that back: change the selected cards, or click {verb} "
            f"to {verb.lower()} them after all.")
