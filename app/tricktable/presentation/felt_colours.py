"""The table's colours, and which ones a thing takes in which state, without Qt: the plates, the
labels on the felt (toast, bubble, badge) and the decision panel's buttons (toggled, the default
one, on a light card, under the mouse, greyed, with the keyboard).

Why apart from the painters (``ui/seat_plate.py``, ``ui/action_panel.py``): choosing a look by
state is a decision about what the person sees, testable without a window; the painters only
turn these (red, green, blue, alpha) values into Qt colours and draw.
"""

from __future__ import annotations

import random
from array import array
from typing import NamedTuple

RGBA = tuple[int, int, int, int]

Stops = tuple[tuple[float, RGBA], ...]


class Felt(NamedTuple):
    """One table colour: its radial gradient, centre to edge, as (stop, colour), the centre
    lighter and the edges darker; and ``veil``, the opaque shade behind the last trick shown
    again (the felt's edge, darker: a green veil on a red felt read as a hole in it). The
    accents take the felt's own shade, not a green left over on the other felts: ``ink``, the
    words of the panel's default button on its off-white (the felt's edge); ``accent``, the fill
    of a default button on a light card ("Got it", "Next deal") and the words and outline of
    the others there ("Rules…"), and ``accent_hover``, that fill under the mouse. Each reads at
    4.5:1 or more against what lies under or over it (``test_felt_accent_contrast``)."""

    stops: Stops
    veil: RGBA
    ink: RGBA
    accent: RGBA
    accent_hover: RGBA


def _rgba(hex_colour: int) -> RGBA:
    return ((hex_colour >> 16) & 0xFF, (hex_colour >> 8) & 0xFF, hex_colour & 0xFF, 255)


def _felt(centre: int, middle: int, edge: int, veil: int, accent: int, hover: int) -> Felt:
    return Felt(((0.0, _rgba(centre)), (0.55, _rgba(middle)), (1.0, _rgba(edge))), _rgba(veil),
                _rgba(edge), _rgba(accent), _rgba(hover))


#: the table colours the person may choose (Game → Settings), in the dialog's order. Each is as
#: dark as the green at its centre, or darker, so that the off-white words on the felt, the
#: plates, the gold turn mark and the red suit signs read on every one of them
FELTS: dict[str, Felt] = {
    "green": _felt(0x2A7A4B, 0x22683F, 0x134029, 0x04140B, 0x1E6B3F, 0x247D4B),
    "blue": _felt(0x2A5F8F, 0x214F7A, 0x112B47, 0x050E18, 0x1F5A8A, 0x266A9E),
    "burgundy": _felt(0x7E2A38, 0x6A202E, 0x3C0F19, 0x140407, 0x8A2A3C, 0x9E3346),
    "brown": _felt(0x7A5232, 0x654328, 0x3A2414, 0x130B05, 0x6E4A2A, 0x805733),
    "charcoal": _felt(0x4C5358, 0x3E4449, 0x202427, 0x0A0B0C, 0x3E4449, 0x4C5358),
}
FELT_IDS: tuple[str, ...] = tuple(FELTS)
#: the table's colour until the person chooses another (and for a name this version lacks)
DEFAULT_FELT = "green"
#: the default felt's gradient
FELT_STOPS: Stops = FELTS[DEFAULT_FELT].stops
GRAIN_SIZE = 96


def felt(name: str) -> Felt:
    """The felt called ``name``; the default one for a name this version does not know."""
    return FELTS.get(name, FELTS[DEFAULT_FELT])


TEXT: RGBA = (0xF3, 0xF1, 0xE7, 255)       # off-white words on the felt
PLATE_SOFT: RGBA = (243, 241, 231, 170)    # a plate's second line
NOTE: RGBA = (0xFF, 0xE0, 0x8A, 255)       # a plate's notes (announcements)
#: a plate's note of a failure (an announcement that failed): a light coral, apart from the
#: notes' yellow (it was drawn in that yellow, like an announcement still open or made)
NOTE_FAILED: RGBA = (0xFF, 0x9A, 0x8C, 255)
#: a plate note's colour by its kind, as the game's words give it (``seat_plates.note_kinds``)
NOTE_INKS: dict[str, RGBA] = {"failed": NOTE_FAILED}
SHADOW: RGBA = (0, 0, 0, 110)
#: a plate's fill: a neutral dark see-through, so that on any felt it is that felt, darker
#: (a green-tinted one stood out as a green patch on the blue, red and brown felts)
PLATE_FILL: RGBA = (0, 0, 0, 120)
PLATE_EDGE: RGBA = (255, 255, 255, 36)
GOLD: RGBA = (0xFF, 0xD5, 0x4F, 255)       # whose turn it is; a toggled button; focus
DEALER_FILL: RGBA = (0xF7, 0xF3, 0xE3, 255)
DEALER_TEXT: RGBA = (0x1B, 0x1B, 0x1B, 255)
RED_SUIT: RGBA = (0xEF, 0x53, 0x50, 255)   # a red suit sign on the badge
#: the four-colour deck's clubs and diamonds on the badge: lighter than on the cards, to read
#: on the dark felt as the badge's red does
GREEN_SUIT: RGBA = (0x81, 0xC7, 0x84, 255)
BLUE_SUIT: RGBA = (0x64, 0xB5, 0xF6, 255)
#: the decision panel's fill: a neutral dark the felt shows through a little, so that it is the
#: felt's own shade, darker, on every felt (a dark green one was a green box on the others)
PANEL_FILL: RGBA = (8, 10, 10, 200)
PANEL_EDGE: RGBA = (255, 255, 255, 60)
PANEL_SOFT: RGBA = (243, 241, 231, 190)    # the panel's hint and a button's line

DARK_GREEN: RGBA = (0x1E, 0x6B, 0x3F, 255)
WHITE: RGBA = (255, 255, 255, 255)
#: the line under a toggled button's label: a solid dark brown on its gold, a shade off the
#: label's near-black so the two lines still read as label and explanation
TOGGLED_LINE: RGBA = (0x3A, 0x2C, 0x05, 255)


def note_ink(kind: str) -> RGBA:
    """The colour of a plate's note of ``kind`` ("" or a kind not listed: the notes' yellow)."""
    return NOTE_INKS.get(kind, NOTE)


class PlateLook(NamedTuple):
    """A plate's edge colour and width (times the font size)."""

    edge: RGBA
    edge_width: float


def plate_look(to_act: bool) -> PlateLook:
    """The plate of the seat whose turn it is has a thicker gold edge."""
    return PlateLook(GOLD, 0.16) if to_act else PlateLook(PLATE_EDGE, 0.08)


class LabelLook(NamedTuple):
    """A label on the felt: its fill, the shadow under it (None: none), its edge (None: none)
    and the colours of its words and its caption; ``shadowed``: the words get a drop shadow."""

    fill: RGBA
    drop: RGBA | None
    edge: RGBA | None
    ink: RGBA
    caption: RGBA
    shadowed: bool


LABEL_LOOKS = {
    "bubble": LabelLook((0xFB, 0xF8, 0xEC, 255), (0, 0, 0, 60), None, (0x1F, 0x2A, 0x22, 255),
                        (31, 42, 34, 180), False),
    "toast": LabelLook((24, 20, 16, 228), (0, 0, 0, 70), (0xFF, 0xB7, 0x4D, 255), TEXT,
                       PLATE_SOFT, True),
    "badge": LabelLook((0, 0, 0, 96), None, None, TEXT, PLATE_SOFT, True),
}


def label_ink(style: str, text: str, four_colour: bool = False) -> tuple[RGBA, bool]:
    """The colour of a label's words and whether they get a drop shadow: a red suit sign on
    the badge is red, without one; with the four-colour deck a diamond is blue and a club
    green, as on the cards (a Sheepshead badge kept a red ♦ beside blue diamonds)."""
    if style == "badge" and text in ("♥", "♦", "♣"):
        if four_colour and text != "♥":
            return (BLUE_SUIT if text == "♦" else GREEN_SUIT), False
        if text != "♣":
            return RED_SUIT, False
    look = LABEL_LOOKS[style]
    return look.ink, look.shadowed


#: a red suit sign on a panel button: the cards' red on a light button (off-white, gold), a
#: lighter red on a dark one, where the cards' red is too dark to read and the badge's a little
RED_SIGN_ON_LIGHT: RGBA = (0xC6, 0x28, 0x28, 255)
RED_SIGN_ON_DARK: RGBA = (0xFF, 0x6E, 0x6A, 255)
#: the four-colour deck's diamond and club on a light button: the cards' own blue and green
#: (``card_face_plan``); on a dark button the badge's lighter ones (``BLUE_SUIT``, ``GREEN_SUIT``)
BLUE_SIGN_ON_LIGHT: RGBA = (0x15, 0x65, 0xC0, 255)
GREEN_SIGN_ON_LIGHT: RGBA = (0x2E, 0x7D, 0x32, 255)


def sign_ink(sign: str, title: RGBA, four_colour: bool = False) -> RGBA:
    """The colour of a suit sign in a button's label whose words are in ``title``: ♥ and ♦ in
    red, light or dark against the button (the words' own ink tells: dark words lie on a light
    button), ♣ and ♠ in the words' ink. Trump's suit chooser drew "♦ Diamonds" all white. With
    the four-colour deck (``four_colour``) ♦ is blue and ♣ green, as on the cards: "Trump ♦"
    stayed red beside blue diamonds in the hand."""
    r, g, b = title[:3]
    dark_words = 0.2126 * r + 0.7152 * g + 0.0722 * b < 128
    if four_colour and sign in ("♦", "♣"):
        if sign == "♦":
            return BLUE_SIGN_ON_LIGHT if dark_words else BLUE_SUIT
        return GREEN_SIGN_ON_LIGHT if dark_words else GREEN_SUIT
    if sign not in ("♥", "♦"):
        return title
    return RED_SIGN_ON_LIGHT if dark_words else RED_SIGN_ON_DARK


class ButtonLook(NamedTuple):
    """A panel button: fill (``lighter``: made lighter by the painter, for a hovered default
    button), label and line colours, edge colour and width (times the font size), and the
    opacity it is painted with."""

    fill: RGBA
    lighter: bool
    title: RGBA
    line: RGBA
    edge: RGBA
    edge_width: float
    opacity: float


def with_alpha(colour: RGBA, alpha: int) -> RGBA:
    """``colour`` with another opacity (an accent's see-through fill and outline)."""
    return (*colour[:3], alpha)


def button_look(*, checked: bool, primary: bool, on_light: bool, hover: bool, enabled: bool,
                focused: bool, cloth: Felt | None = None) -> ButtonLook:
    """A button's colours by its state: toggled gold; the default button light on the felt,
    its words in the felt's dark ``ink``, and in the felt's ``accent`` on a light card; others
    see-through, in the accent on a light card; a little lighter under the mouse, faded when
    greyed, a gold edge with the keyboard. ``cloth``: the table's felt (None: the green)."""
    cloth = cloth or felt(DEFAULT_FELT)
    accent = cloth.accent
    # the line under the label is solid on a toggled or a light button: see-through, it mixed
    # with the gold into a muddy grey that small type thinned further ("doubled you: double
    # the bet" on a picked Redouble target was hard to read)
    if checked:
        fill, title, line = GOLD, DEALER_TEXT, TOGGLED_LINE
    elif primary and on_light:
        fill, title, line = accent, WHITE, WHITE
    elif primary:
        fill, title, line = TEXT, cloth.ink, cloth.ink
    elif on_light:  # a second button on a light card: accent words in an accent outline
        fill, title, line = with_alpha(accent, 18), accent, accent
    else:
        fill, title, line = (255, 255, 255, 30), TEXT, PANEL_SOFT
    lighter = False
    if hover and enabled and not checked:
        if primary:
            lighter = True
        else:
            fill = with_alpha(accent, 45) if on_light else (255, 255, 255, 52)
    # a picked button's fill is gold: its keyboard edge is white, or nothing showed the focus
    edge = (WHITE if focused and checked else GOLD if focused
            else with_alpha(accent, 170) if on_light and not primary else (255, 255, 255, 70))
    opacity = 1.0 if enabled else 0.45
    if not enabled and primary and not on_light and not checked:
        # a greyed default button ("Bury · 0 of 2 selected") faded as a whole was dark green
        # words on a pinkish grey, about 1.5:1 on a burgundy felt: it is drawn as a dim slot
        # instead, light words a little faded, so its count still reads on every felt
        fill, title, line, edge = (0, 0, 0, 60), TEXT, PANEL_SOFT, (255, 255, 255, 60)
        opacity = 0.8
    return ButtonLook(fill, lighter, title, line, edge, 0.18 if focused else 0.07, opacity)


def felt_grain(size: int = GRAIN_SIZE, seed: int = 7) -> bytes:
    """The felt's faint woven grain: a ``size`` x ``size`` tile of premultiplied ARGB pixels
    (32-bit words in the machine's byte order, row by row), specks of up to 15 alpha, half of
    them light and half dark; the same tile every time (``seed``)."""
    rng = random.Random(seed)
    pixels = array("I")
    for _ in range(size * size):
        a = rng.randrange(0, 16)  # premultiplied: a light speck is (a, a, a, a)
        light = (a << 16) | (a << 8) | a if rng.random() < 0.5 else 0
        pixels.append((a << 24) | light)
    return pixels.tobytes()

