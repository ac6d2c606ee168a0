"""The score panel's column headers, Qt-free: one text size for every name of a table, and a
panel whose width does not follow a name a person may change during the game.

Why: each header was fitted alone, and "North" stood a point smaller than "You", "West" and
"East" beside it; a long name ("Maximiliane Bartholomew-Smythe") was drawn at 8 px and widened
the panel when the person took it in the settings, moving the table beside it. The headers now
shrink together (``header_scale``, down to ``SMALLEST``), a name that is not given room is
counted only as wide as ``ROOM_FOR`` (past that it is cut short, its whole name its tool tip),
and the width the panel keeps for a column's name is that of the names it gives room to.

What a header shows is cut from the whole name (``header_texts``), never from the short name
the panel is sized by: "Maximiliana Featherstonehaugh Q" read "Maxi Q", and "Bartholomew
Fitzgerald-Jones 30" "Bart 30", which read as other people's names.
"""

from __future__ import annotations

from collections.abc import Callable

from .score_fit import PADDING

#: the smallest the headers get, in the panel's text size: past it a name is cut short rather
#: than every name made smaller with it (at two thirds, as the scores, one long name set
#: every header of the table at 8 px)
SMALLEST = 0.8
#: the widest a name the panel does not give room to is counted: the widest of the seats'
#: usual names, which every column has room for at the headers' smallest size
ROOM_FOR = "North"


def header_scale(widths: list[float], avail: float) -> float:
    """The one scale (1.0: the panel's text size) of a table's headers ``widths`` wide at the
    panel's size: the widest fits a column ``avail`` wide beside its padding, down to
    ``SMALLEST``."""
    widest = max(widths, default=0.0)
    if widest == 0 or widest + PADDING <= avail:
        return 1.0
    return max(SMALLEST, (avail - PADDING) / widest)


def counted(widths: list[float], roomy: list[bool], room_for: float) -> list[float]:
    """The headers' widths as the panel counts them: whole for a name given room (``roomy``:
    a computer player's, fixed for the game), at most ``room_for`` (``ROOM_FOR``'s width) for
    one a person may change while the game is up (longer, it is cut short)."""
    return [w if keep else min(w, room_for) for w, keep in zip(widths, roomy, strict=True)]


def header_column(widths: list[float], roomy: list[bool], room_for: float) -> float:
    """The width every column keeps for the headers, measured at their smallest size: the
    widest name given room, or ``ROOM_FOR``'s width when that is wider, with the cell's
    padding. No name a person may change counts, so renaming leaves the panel as wide."""
    return max([w for w, keep in zip(widths, roomy, strict=True) if keep] + [room_for]) \
        + PADDING


#: what marks a name cut short
CUT = "…"


def cut_name(name: str, fits: Callable[[str], bool], keep: int = 0) -> str:
    """``name`` whole when it ``fits``, else its longest beginning that fits followed by
    "…" (and its last ``keep`` characters after it), down to a single letter and "…"."""
    if fits(name):
        return name
    tail = name[len(name) - keep:] if keep else ""
    for n in range(len(name) - keep - 1, 0, -1):
        text = name[:n].rstrip(" -") + CUT + tail
        if fits(text):
            return text
    return name[:1] + CUT + tail


def faithful(short: str, whole: str) -> bool:
    """Whether ``short`` reads as ``whole`` cut short: the same, its beginning and "…" (and
    its end after it: "Alex…ra"), or its first word cut with every other word kept and
    those a number ("Comp 2" for "Computer 2"). Not "Maxi Q" for "Maximiliana
    Featherstonehaugh Q", nor "Bart 30" for "Bartholomew Fitzgerald-Jones 30": a word left
    out, they read as someone else's names."""
    if short == whole:
        return True
    if CUT in short:
        head, tail = short.split(CUT, 1)
        return bool(head.strip()) and whole.startswith(head.rstrip()) and whole.endswith(tail)
    cut, kept = short.split(), whole.split()
    return (len(cut) == len(kept) > 1 and cut[1:] == kept[1:] and kept[0].startswith(cut[0])
            and all(word.isdigit() for word in kept[1:]))


def header_texts(wholes: list[str], shorts: list[str], fits: Callable[[str], bool]) -> list[str]:
    """The columns' headers for the players' ``wholes`` names: the panel's short name where
    it fits and reads as the name cut short (``faithful``), else the whole name where it
    fits, else a beginning of it and "…" ("Maximil…"). Different names cut to the same
    beginning keep the fewest last characters that tell them apart after the "…" ("Alex…ra",
    "Alex…er"; "Comp… 1", "Comp… 2")."""
    first = [s if faithful(s, n) and fits(s) else cut_name(n, fits)
             for n, s in zip(wholes, shorts, strict=True)]
    texts = list(first)
    for i, name in enumerate(wholes):
        others = [wholes[j] for j, t in enumerate(first) if t == first[i] and wholes[j] != name]
        if not others or name == first[i]:
            continue
        keep = next((k for k in range(2, len(name))
                     if all(not o.endswith(name[-k:]) for o in others)), len(name) - 1)
        texts[i] = cut_name(name, fits, keep)
    return texts


def _letters(text: str) -> int:
    """How much of a name a header shows: its letters, not the "…", spaces or line break."""
    return len(text.replace(CUT, "").replace("\n", "").replace(" ", ""))


def two_lines(whole: str, text: str, fits: Callable[[str], bool]) -> str:
    """``text``, the header of one line for ``whole``, or ``whole`` broken between two of its
    words onto two lines, each whole where it ``fits`` and else cut short with "…", when that
    shows more of the name: at 1024 x 640 "Maximilian Alexanderson" read "Maxi…" alone,
    though its header had room for "Maxi…" over "Alexa…"."""
    words = whole.split()
    best = text
    for k in range(1, len(words)):
        two = f"{cut_name(' '.join(words[:k]), fits)}\n{cut_name(' '.join(words[k:]), fits)}"
        if _letters(two) > _letters(best):
            best = two
    return best


def two_line_texts(wholes: list[str], texts: list[str], fits: Callable[[str], bool]
                   ) -> list[str]:
    """The headers ``texts`` (``header_texts``), each cut short with "…" on two lines where
    that shows more of its name (``two_lines``; "Comp 2" stays: it reads as the name); where
    two names would then read the same, their headers of one line, which ``header_texts``
    told apart."""
    out = [two_lines(whole, text, fits) if CUT in text else text
           for whole, text in zip(wholes, texts, strict=True)]
    for i, text in enumerate(out):
        if any(t == text and wholes[j] != wholes[i] for j, t in enumerate(out) if j != i):
            out[i] = texts[i]
    return out
