"""Card faces drawn with QPainter: suit symbols, pips, corner indices, courts and tarot trumps.

Everything is vector (paths filled with antialiasing) and measured as a fraction of the card's
rectangle, so a face is as crisp at 80 px as at 800 px and on any device pixel ratio. The suit
shapes and the court and trump designs are this module's own: plain geometric forms chosen for
legibility at small sizes rather than any traditional pattern.

Glyphs (ranks, trump numbers) are turned into paths once and normalised to a cap height of 1, so
that sizes do not depend on the font the platform happens to provide: a "10" is squeezed to fit the
index column instead of overflowing it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from ..engine.cards import TAROT_TRUMP_BASE, TOMFOOL, CardCodec

# ------------------------------------------------------------------------------------------ colours

RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")
CLUB_GREEN = QColor("#2e7d32")
DIAMOND_BLUE = QColor("#1565c0")
#: ink of ordinary tarot trumps, and of the honours (Juggler, World, Tomfool)
TRUMP_INK = QColor("#283593")
HONOUR_INK = QColor("#7b1f2b")
GOLD = QColor("#c9a227")
DARK_GOLD = QColor("#a8841a")
PAPER = QColor("#fefefe")
TRUMP_PAPER = QColor("#fdf8ec")
HONOUR_PAPER = QColor("#fff4d6")
TRUMP_PANEL = QColor("#e9ecf8")
EDGE = QColor("#8d8d8d")

_SUIT_COLOURS = (BLACK, RED, RED, BLACK)
_FOUR_COLOURS = (CLUB_GREEN, DIAMOND_BLUE, RED, BLACK)


def suit_colour(suit: int, four_colour: bool) -> QColor:
    """Ink of a suit (0 clubs, 1 diamonds, 2 hearts, 3 spades; 4 = tarot trumps)."""
    if suit >= 4:
        return QColor(TRUMP_INK)
    return QColor((_FOUR_COLOURS if four_colour else _SUIT_COLOURS)[suit])


# ------------------------------------------------------------------------------------ suit shapes
# Each shape is drawn in a unit box: centred on (0, 0), height 1 (y from -0.5 to 0.5), y downwards.


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0, 0.5))
    p.cubicTo(-0.1, 0.36, -0.5, 0.13, -0.5, -0.2)
    p.cubicTo(-0.5, -0.39, -0.37, -0.5, -0.245, -0.5)
    p.cubicTo(-0.12, -0.5, -0.035, -0.42, 0, -0.31)
    p.cubicTo(0.035, -0.42, 0.12, -0.5, 0.245, -0.5)
    p.cubicTo(0.37, -0.5, 0.5, -0.39, 0.5, -0.2)
    p.cubicTo(0.5, 0.13, 0.1, 0.36, 0, 0.5)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0, -0.5))
    p.quadTo(0.19, -0.21, 0.4, 0)
    p.quadTo(0.19, 0.21, 0, 0.5)
    p.quadTo(-0.19, 0.21, -0.4, 0)
    p.quadTo(-0.19, -0.21, 0, -0.5)
    p.closeSubpath()
    return p


def _stem(top: float, half_width: float) -> QPainterPath:
    """The flared foot of spades and clubs: narrow at ``top``, ``half_width`` wide at the bottom."""
    p = QPainterPath(QPointF(-0.035, top))
    p.lineTo(0.035, top)
    p.cubicTo(0.05, 0.36, 0.1, 0.46, half_width, 0.5)
    p.lineTo(-half_width, 0.5)
    p.cubicTo(-0.1, 0.46, -0.05, 0.36, -0.035, top)
    p.closeSubpath()
    return p


def _spade() -> tuple[QPainterPath, ...]:
    body = QPainterPath(QPointF(0, -0.5))
    body.cubicTo(0.1, -0.35, 0.47, -0.16, 0.47, 0.1)
    body.cubicTo(0.47, 0.27, 0.35, 0.35, 0.235, 0.35)
    body.cubicTo(0.12, 0.35, 0.04, 0.28, 0, 0.2)
    body.cubicTo(-0.04, 0.28, -0.12, 0.35, -0.235, 0.35)
    body.cubicTo(-0.35, 0.35, -0.47, 0.27, -0.47, 0.1)
    body.cubicTo(-0.47, -0.16, -0.1, -0.35, 0, -0.5)
    body.closeSubpath()
    return body, _stem(0.1, 0.2)


def _club() -> tuple[QPainterPath, ...]:
    r = 0.215
    leaves = []
    for cx, cy in ((0.0, -0.5 + r), (-0.255, 0.1), (0.255, 0.1)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), r, r)
        leaves.append(leaf)
    core = QPainterPath(QPointF(0, -0.2))
    core.lineTo(0.2, 0.05)
    core.lineTo(0, 0.22)
    core.lineTo(-0.2, 0.05)
    core.closeSubpath()
    return (*leaves, core, _stem(0.0, 0.19))


def _star(points: int = 5, inner: float = 0.4) -> QPainterPath:
    p = QPainterPath()
    for i in range(points * 2):
        radius = 0.5 if i % 2 == 0 else 0.5 * inner
        angle = -math.pi / 2 + i * math.pi / points
        pt = QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.04)
        if i == 0:
            p.moveTo(pt)
        else:
            p.lineTo(pt)
    p.closeSubpath()
    return p


def _crown(points: int) -> tuple[QPainterPath, ...]:
    """A plain crown (3 points, kings) or a coronet (5 points, queens), a ball on each point."""
    top = -0.5 if points == 3 else -0.3
    p = QPainterPath(QPointF(-0.5, 0.5))
    balls = []
    for i in range(points):
        x = -0.5 + i / (points - 1)
        y = top if (points == 5 or i == 1) else -0.3
        if i > 0:
            p.lineTo(x - 0.5 / (points - 1), 0.1)
        p.lineTo(x, y + 0.12)
        ball = QPainterPath()
        ball.addEllipse(QPointF(x, y + 0.07), 0.09, 0.09)
        balls.append(ball)
    p.lineTo(0.5, 0.5)
    p.closeSubpath()
    return (p, *balls)


def _pennant() -> QPainterPath:
    """A cavalier's lance pennant: a staff with a swallow-tailed flag."""
    p = QPainterPath(QPointF(-0.42, 0.5))
    p.lineTo(-0.42, -0.5)
    p.lineTo(0.5, -0.28)
    p.lineTo(0.18, -0.14)
    p.lineTo(0.5, 0.0)
    p.lineTo(-0.3, 0.0)
    p.lineTo(-0.3, 0.5)
    p.closeSubpath()
    return p


def _lozenge() -> QPainterPath:
    p = QPainterPath(QPointF(0, -0.5))
    p.lineTo(0.32, 0)
    p.lineTo(0, 0.5)
    p.lineTo(-0.32, 0)
    p.closeSubpath()
    return p


_SHAPE_MAKERS = {
    "C": _club, "D": _diamond, "H": _heart, "S": _spade, "star": _star,
    "crown": lambda: _crown(3), "coronet": lambda: _crown(5), "pennant": _pennant,
    "lozenge": _lozenge,
}
_SHAPES: dict[str, tuple[QPainterPath, ...]] = {}


def shape(name: str) -> tuple[QPainterPath, ...]:
    """Unit paths of a suit ("C", "D", "H", "S") or an ornament, built once.

    A shape is several overlapping paths filled one after another rather than one path made with
    ``united()``: Qt's boolean operations flatten curves into polygons that show at large sizes.
    """
    paths = _SHAPES.get(name)
    if paths is None:
        made = _SHAPE_MAKERS[name]()
        paths = made if isinstance(made, tuple) else (made,)
        _SHAPES[name] = paths
    return paths


def draw_shape(painter: QPainter, name: str, centre: QPointF, height: float, colour: QColor,
               flipped: bool = False) -> None:
    """Fill a unit shape scaled to ``height`` around ``centre`` (upside down if ``flipped``)."""
    painter.save()
    painter.translate(centre)
    if flipped:
        painter.rotate(180)
    painter.scale(height, height)
    for path in shape(name):
        painter.fillPath(path, colour)
    painter.restore()


# ------------------------------------------------------------------------------------------ glyphs

_FONT_FAMILIES = {
    "index": ["DejaVu Sans Condensed", "Liberation Sans Narrow", "Arial Narrow", "Helvetica Neue",
              "Arial", "Segoe UI", "Sans Serif"],
    "serif": ["DejaVu Serif", "Georgia", "Cambria", "Times New Roman", "Serif"],
    "label": ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"],
}
_GLYPHS: dict[tuple[str, str], tuple[QPainterPath, float]] = {}


def _font(kind: str) -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES[kind])
    font.setStyleHint(QFont.StyleHint.Serif if kind == "serif" else QFont.StyleHint.SansSerif)
    font.setPixelSize(200)
    font.setWeight(QFont.Weight.Bold)
    return font


def glyph(text: str, kind: str) -> tuple[QPainterPath, float]:
    """``text`` as a path with cap height 1, cap top at y=0 and left edge at x=0, and its width.

    Built once per (text, kind) and reused, so drawing text is one path fill.
    """
    key = (text, kind)
    cached = _GLYPHS.get(key)
    if cached is not None:
        return cached
    font = _font(kind)
    cap = QFontMetricsF(font).capHeight() or 140.0
    raw = QPainterPath()
    raw.addText(0, 0, font, text)
    bounds = raw.boundingRect()
    # normalise: cap top at 0, cap height 1, left edge at 0
    t = QTransform()
    t.scale(1 / cap, 1 / cap)
    t.translate(-bounds.left(), cap)
    path = t.map(raw)
    result = (path, bounds.width() / cap)
    _GLYPHS[key] = result
    return result


def draw_text(painter: QPainter, text: str, kind: str, centre_x: float, top: float,
              cap_height: float, max_width: float, colour: QColor) -> float:
    """Fill ``text`` centred on ``centre_x`` with its cap top at ``top``; returns its drawn width.

    A text wider than ``max_width`` is squeezed horizontally rather than shrunk, so "10" keeps the
    same height as "9" in a corner index.
    """
    path, width = glyph(text, kind)
    drawn = width * cap_height
    squeeze = min(1.0, max_width / drawn) if drawn > 0 else 1.0
    painter.save()
    painter.translate(centre_x - drawn * squeeze / 2, top)
    painter.scale(cap_height * squeeze, cap_height)
    painter.fillPath(path, colour)
    painter.restore()
    return drawn * squeeze


# ---------------------------------------------------------------------------------- card geometry

#: corner index: rank cap height, its top, suit height (fractions of card height), column centre
#: and maximum width (fractions of card width)
INDEX_CAP = 0.135
INDEX_TOP = 0.04
INDEX_SUIT = 0.1
INDEX_GAP = 0.02
INDEX_X = 0.11
INDEX_MAX_W = 0.19

#: pip positions for 2..10: (column 0..2, row 0..1 within the pip area)
_T = 1 / 3
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, _T), (2, _T), (1, 0.5), (0, 2 * _T), (2, 2 * _T), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, _T / 2), (0, _T), (2, _T), (0, 2 * _T), (2, 2 * _T),
         (1, 1 - _T / 2), (0, 1), (2, 1)),
}
PIP_COLUMNS = (0.33, 0.5, 0.67)
PIP_TOP, PIP_BOTTOM = 0.2, 0.8
#: pip height by count: nine and ten are packed tighter, so their pips are a little smaller
PIP_HEIGHTS = {9: 0.122, 10: 0.122}
PIP_HEIGHT = 0.134
#: the emblem above a court's letter, by rank letter
COURT_EMBLEMS = {"K": "crown", "Q": "coronet", "C": "pennant", "J": "lozenge", "V": "lozenge"}

SUIT_LETTER = "CDHS"


def card_outline(rect: QRectF) -> tuple[QPainterPath, float]:
    """The rounded card shape inside ``rect`` (inset by half the border) and the border width."""
    border = max(0.8, rect.height() * 0.006)
    inner = rect.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    radius = rect.width() * 0.065
    path = QPainterPath()
    path.addRoundedRect(inner, radius, radius)
    return path, border


def _paint_blank(painter: QPainter, rect: QRectF, paper: QColor) -> None:
    outline, border = card_outline(rect)
    painter.fillPath(outline, paper)
    painter.setPen(QPen(EDGE, border))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(outline)


def _paint_index(painter: QPainter, rect: QRectF, text: str, mark: str | None,
                 colour: QColor) -> None:
    """Rank above a small suit mark in the top-left corner, and the same turned in the other."""
    w, h = rect.width(), rect.height()
    for flipped in (False, True):
        painter.save()
        if flipped:
            painter.translate(rect.right(), rect.bottom())
            painter.rotate(180)
        else:
            painter.translate(rect.left(), rect.top())
        cx = INDEX_X * w
        top = INDEX_TOP * h
        draw_text(painter, text, "index", cx, top, INDEX_CAP * h, INDEX_MAX_W * w, colour)
        if mark is not None:
            size = INDEX_SUIT * h
            centre = QPointF(cx, top + INDEX_CAP * h + INDEX_GAP * h + size / 2)
            draw_shape(painter, mark, centre, size, colour)
        painter.restore()


def _paint_pips(painter: QPainter, rect: QRectF, count: int, mark: str, colour: QColor) -> None:
    w, h = rect.width(), rect.height()
    size = PIP_HEIGHTS.get(count, PIP_HEIGHT) * h
    for column, row in PIP_LAYOUTS[count]:
        x = rect.left() + PIP_COLUMNS[column] * w
        y = rect.top() + (PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row) * h
        draw_shape(painter, mark, QPointF(x, y), size, colour, flipped=row > 0.5)


def _paint_ace(painter: QPainter, rect: QRectF, mark: str, colour: QColor) -> None:
    draw_shape(painter, mark, rect.center(), rect.height() * 0.36, colour)


def _frame_rect(rect: QRectF) -> QRectF:
    """The panel of courts and trumps: clear of both corner indices."""
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + 0.225 * w, rect.top() + 0.06 * h, 0.55 * w, 0.88 * h)


def _tint(colour: QColor, amount: float, base: QColor = PAPER) -> QColor:
    """``colour`` mixed into ``base``: amount 0 is the base, 1 the colour."""
    return QColor.fromRgbF(
        base.redF() + (colour.redF() - base.redF()) * amount,
        base.greenF() + (colour.greenF() - base.greenF()) * amount,
        base.blueF() + (colour.blueF() - base.blueF()) * amount,
    )


def _paint_frame(painter: QPainter, frame: QRectF, ink: QColor, fill: QColor, line: QColor,
                 thickness: float) -> None:
    """A rounded panel: a band in ``ink`` with a fine ``line`` inside it, filled with ``fill``."""
    radius = frame.width() * 0.08
    outer = QPainterPath()
    outer.addRoundedRect(frame, radius, radius)
    painter.fillPath(outer, ink)
    inner_rect = frame.adjusted(thickness, thickness, -thickness, -thickness)
    inner = QPainterPath()
    inner.addRoundedRect(inner_rect, radius * 0.6, radius * 0.6)
    painter.fillPath(inner, fill)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(line, max(0.5, thickness * 0.28)))
    fine = inner_rect.adjusted(thickness * 0.55, thickness * 0.55, -thickness * 0.55,
                               -thickness * 0.55)
    painter.drawRoundedRect(fine, radius * 0.45, radius * 0.45)


def _paint_court(painter: QPainter, rect: QRectF, letter: str, mark: str, colour: QColor) -> None:
    """A framed court of this app's own design: an emblem of the rank (crown for kings, coronet
    for queens, pennant for cavaliers, lozenge for jacks and valets), the rank letter large, and the
    suit symbol large, on a panel tinted with the suit's colour."""
    h = rect.height()
    frame = _frame_rect(rect)
    band = h * 0.016
    fill = QLinearGradient(frame.topLeft(), frame.bottomLeft())
    warm = _tint(GOLD, 0.1)
    fill.setColorAt(0.0, _tint(colour, 0.1, warm))
    fill.setColorAt(0.55, _tint(colour, 0.02, warm))
    fill.setColorAt(1.0, _tint(colour, 0.1, warm))
    _paint_frame(painter, frame, colour, QBrush(fill), _tint(GOLD, 0.85), band)
    cx = frame.center().x()
    inner_w = frame.width() - 4 * band
    emblem = COURT_EMBLEMS.get(letter, "lozenge")
    top = rect.top()
    draw_shape(painter, emblem, QPointF(cx, top + 0.17 * h), 0.08 * h, DARK_GOLD)
    draw_text(painter, letter, "serif", cx, top + 0.25 * h, 0.2 * h, inner_w * 0.86, colour)
    # a divider: two short rules either side of a small lozenge
    mid = top + 0.53 * h
    painter.setPen(QPen(_tint(colour, 0.6), max(0.5, band * 0.4)))
    gap, reach = 0.035 * h, inner_w * 0.36
    painter.drawLine(QPointF(cx - reach, mid), QPointF(cx - gap, mid))
    painter.drawLine(QPointF(cx + gap, mid), QPointF(cx + reach, mid))
    draw_shape(painter, "lozenge", QPointF(cx, mid), 0.035 * h, DARK_GOLD)
    draw_shape(painter, mark, QPointF(cx, top + 0.72 * h), 0.22 * h, colour)


# ------------------------------------------------------------------------------------------ tarot

HONOURS = {1: "JUGGLER", 21: "WORLD", 22: "TOMFOOL"}


def _paint_trump(painter: QPainter, rect: QRectF, number: int) -> None:
    """A tarot trump: its number large in the centre of an indigo panel. The three honours (the
    Juggler 1, the World 21, the Tomfool) use wine and gold, carry their name and a motif of their
    own (three balls, a globe, a star), so they stand out in a fan at a glance."""
    h = rect.height()
    honour = number in HONOURS
    ink = HONOUR_INK if honour else TRUMP_INK
    _paint_blank(painter, rect, HONOUR_PAPER if honour else TRUMP_PAPER)
    text = "" if number == 22 else str(number)
    _paint_index(painter, rect, "F" if number == 22 else text, "star", ink)
    frame = _frame_rect(rect)
    band = h * (0.03 if honour else 0.02)
    fill = _tint(GOLD, 0.2, HONOUR_PAPER) if honour else TRUMP_PANEL
    _paint_frame(painter, frame, ink, fill, GOLD if honour else _tint(TRUMP_INK, 0.35), band)
    cx, cy = frame.center().x(), frame.center().y()
    inner_w = frame.width() - 3 * band
    if not honour:
        draw_text(painter, text, "serif", cx, cy - h * 0.095, h * 0.19, inner_w * 0.84, ink)
        for sign in (-1, 1):
            draw_shape(painter, "star", QPointF(cx, cy + sign * h * 0.27), h * 0.07,
                       _tint(TRUMP_INK, 0.45, TRUMP_PANEL))
        return
    label_top = cy + h * 0.2
    if number == 22:
        draw_shape(painter, "star", QPointF(cx, cy - h * 0.02), h * 0.26, ink)
        draw_shape(painter, "star", QPointF(cx, cy - h * 0.025), h * 0.11, GOLD)
    elif number == 21:
        # the World: the number on a gold globe
        painter.setPen(QPen(ink, max(0.6, h * 0.008)))
        painter.setBrush(_tint(GOLD, 0.75, HONOUR_PAPER))
        radius = min(inner_w * 0.47, h * 0.17)
        painter.drawEllipse(QPointF(cx, cy - h * 0.02), radius, radius)
        draw_text(painter, text, "serif", cx, cy - h * 0.02 - h * 0.065, h * 0.13,
                  radius * 1.5, ink)
    else:
        # the Juggler: three balls in the air above the number
        painter.setPen(Qt.PenStyle.NoPen)
        for i, dx in enumerate((-0.25, 0.0, 0.25)):
            painter.setBrush(ink if i == 1 else GOLD)
            y = cy - h * (0.235 if i == 1 else 0.2)
            painter.drawEllipse(QPointF(cx + dx * inner_w, y), h * 0.024, h * 0.024)
        draw_text(painter, text, "serif", cx, cy - h * 0.09, h * 0.19, inner_w * 0.84, ink)
    draw_text(painter, HONOURS[number], "label", cx, label_top, h * 0.034, inner_w * 0.9, ink)


# ---------------------------------------------------------------------------------------- entries


def paint_face(painter: QPainter, rect: QRectF, card: int, codec: CardCodec,
               four_colour: bool) -> None:
    """Draw the face of ``card`` (a bit index of ``codec``'s pack) to fill ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    if card >= TAROT_TRUMP_BASE:
        if not TAROT_TRUMP_BASE < card <= TOMFOOL:
            painter.restore()
            raise ValueError(f"{card} is not a card")
        _paint_trump(painter, rect, card - TAROT_TRUMP_BASE)
        painter.restore()
        return
    suit, rank = card >> 4, card & 15
    rank_code = codec.rank_codes.get(rank)
    if rank_code is None:
        painter.restore()
        raise ValueError(f"{card} is not a card of the {codec.family} pack")
    colour = suit_colour(suit, four_colour)
    mark = SUIT_LETTER[suit]
    _paint_blank(painter, rect, PAPER)
    _paint_index(painter, rect, rank_code, mark, colour)
    if 2 <= rank <= 10:
        _paint_pips(painter, rect, rank, mark, colour)
    elif rank_code == "A":
        _paint_ace(painter, rect, mark, colour)
    else:
        _paint_court(painter, rect, rank_code, mark, colour)
    painter.restore()
