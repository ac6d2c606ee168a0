"""What the table and the Settings dialog say of the person's own card back picture: why it is
not on the cards, and the line under the backs naming the picture chosen. Qt-free words, so
that the two say the same of a picture that went missing, and a test reads them.

Why they say which back is shown instead: a picture moved or deleted since it was chosen left
the bare file name under the backs, which read as if the picture were in use, with no back
selected above it.
"""

from __future__ import annotations

from pathlib import Path

from .back_designs import BACK_LABELS

#: the line under the backs before any picture is chosen
NO_PICTURE = "No picture chosen."


def unusable_back(reason: str, default_back: str) -> str:
    """The start's note when the picture cannot be used (``reason``: the loader's sentence):
    the table shows ``default_back`` (a back's id) until it is back or another is chosen."""
    return (f"Your card back picture could not be used: {reason} The table shows "
            f"the {BACK_LABELS[default_back]} back until the picture is back where it "
            "was, or you choose a back in Settings.")


def picture_line(path: str, usable: bool, default_back: str) -> str:
    """The line under the backs: the chosen picture's file name (``path``), and, when it
    cannot be used now (``usable`` False), that the ``default_back`` is shown instead."""
    if not path:
        return NO_PICTURE
    text = Path(path).name
    if not usable:
        text += f" could not be used: the {BACK_LABELS[default_back]} back is shown."
    return text
