"""The text size a person chooses (Settings → Text size; View → Larger text, Smaller text, Usual
text size), Qt-free: its steps, how much larger than the desktop's own text each is, and the
words for them. Why: a tester who sees poorly found no way to make the program's text bigger;
it followed only the desktop's font size. The window (``ui.text_size``) sets the program's font
to the desktop's times the step's factor; the settings keep the step's name.
"""

from __future__ import annotations

from .layout import MAX_TEXT_SCALE, text_scale

#: the steps, smallest first; the first is the usual size (the desktop's own)
TEXT_SIZES: tuple[str, ...] = ("usual", "large", "larger", "largest")
USUAL_SIZE = TEXT_SIZES[0]
#: each step's text against the desktop's
TEXT_FACTORS = {"usual": 1.0, "large": 1.2, "larger": 1.4, "largest": 1.6}
#: each step as the Settings window names it
TEXT_SIZE_WORDS = {"usual": "Usual", "large": "Large", "larger": "Larger",
                   "largest": "Largest"}
#: the Settings window's field: its words and its tool tip
TEXT_SIZE_LABEL = "Text size"
TEXT_SIZE_HELP = ("The size of all the program's text, against your desktop's: the table's "
                  "words, the scores, the deal log, the status line, menus and windows. "
                  "View → Larger text (Ctrl++) and Smaller text (Ctrl+-) change it too.")


def factor(size: str) -> float:
    """How much larger than the desktop's the text of ``size`` is (1 for a name not known)."""
    return TEXT_FACTORS.get(size, 1.0)


def stepped(size: str, steps: int) -> str:
    """The size ``steps`` steps larger (negative: smaller) than ``size``, kept within the
    steps; 0 steps: the usual size."""
    if steps == 0:
        return USUAL_SIZE
    at = TEXT_SIZES.index(size) if size in TEXT_SIZES else 0
    return TEXT_SIZES[max(0, min(len(TEXT_SIZES) - 1, at + steps))]


def step_line(size: str, new: str, steps: int) -> str:
    """What the status bar says after a step from ``size`` to ``new``: the size it is now, or
    that there is no larger or smaller one."""
    if new == size and steps > 0:
        return f"The text is at its largest size ({TEXT_SIZE_WORDS[new]})."
    if new == size and steps < 0:
        return "The text is at its usual size, the smallest."
    return f"Text size: {TEXT_SIZE_WORDS.get(new, new)}."


def felt_scale(desktop_px: float, text_px: float) -> float:
    """The felt's text scale (``layout.text_scale``) when the program's text is ``text_px``
    pixels and the desktop's ``desktop_px``: the desktop's own scale times the chosen step
    (a desktop of 12 px, under the felt's usual 13, left the first step 14 px at almost
    the felt's usual text), at most ``MAX_TEXT_SCALE``."""
    if desktop_px <= 0:
        return text_scale(text_px)
    return min(MAX_TEXT_SCALE, text_scale(desktop_px) * max(1.0, text_px / desktop_px))
