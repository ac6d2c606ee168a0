"""Card art: every card of every pack renders at the right size and pixel ratio, faces are
distinct, the four-colour deck recolours clubs and diamonds, backs render, and custom back
pictures are loaded safely (refused with a readable message when unusable)."""

from __future__ import annotations

import hashlib

import pytest
from PIL import Image
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from tricktable.engine.cards import (
    DECK_32,
    DECK_36,
    DECK_52,
    FRENCH,
    TAROT,
    TAROT_DECK,
    card,
    iter_cards,
)
from tricktable.presentation.card_face_plan import card_size
from tricktable.presentation.layout import ASPECT
from tricktable.settings import BACK_IDS, Settings
from tricktable.ui.card_art import BACKS, CardArt, load_custom_back

PACKS = [("52", DECK_52, FRENCH), ("36", DECK_36, FRENCH), ("32", DECK_32, FRENCH),
         ("tarot", TAROT_DECK, TAROT)]


def image_of(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def digest(pixmap) -> str:
    img = image_of(pixmap)
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def colour_count(img: QImage, step: int = 3) -> int:
    seen = set()
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            seen.add(img.pixel(x, y))
    return len(seen)


def close(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return (abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
            <= tolerance)


def test_back_ids_match_settings():
    assert BACKS == BACK_IDS
    assert Settings().card_back == BACKS[0]
    assert len(BACKS) >= 4


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize(("name", "deck", "codec"), PACKS, ids=[p[0] for p in PACKS])
def test_every_card_renders_at_size_and_ratio(qapp, name, deck, codec, dpr):
    art = CardArt()
    width, height = card_size(80)
    assert (width, height) == (round(80 * ASPECT), 80)
    for c in iter_cards(deck):
        pix = art.pixmap(c, codec, 80, dpr)
        assert not pix.isNull()
        assert pix.devicePixelRatio() == dpr
        assert (pix.width(), pix.height()) == (round(width * dpr), round(height * dpr))
        logical = pix.deviceIndependentSize()
        assert (round(logical.width()), round(logical.height())) == (width, height)
        img = image_of(pix)
        # a real face: ink of several colours, transparent rounded corners, opaque centre
        assert colour_count(img) > 4, codec.code(c)
        assert img.pixelColor(0, 0).alpha() == 0
        assert img.pixelColor(img.width() // 2, img.height() // 2).alpha() == 255


@pytest.mark.parametrize(("deck", "codec"), [(DECK_52, FRENCH), (TAROT_DECK, TAROT)])
def test_faces_all_differ(qapp, deck, codec):
    art = CardArt()
    hashes = {digest(art.pixmap(c, codec, 120)): codec.code(c) for c in iter_cards(deck)}
    assert len(hashes) == deck.bit_count()


def test_pixmaps_are_cached_and_keyed_by_look(qapp):
    art = CardArt()
    qs = card("QS")
    first = art.pixmap(qs, FRENCH, 100, 1.0)
    assert art.pixmap(qs, FRENCH, 100, 1.0) is first
    assert art.pixmap(qs, FRENCH, 100, 2.0) is not first
    back = art.pixmap(None, FRENCH, 100)
    art.back = "red"
    assert digest(art.pixmap(None, FRENCH, 100)) != digest(back)
    # the same bits name different cards in the two packs
    assert digest(art.pixmap(qs, FRENCH, 100)) != digest(art.pixmap(qs, TAROT, 100))
    now = art.pixmap(qs, FRENCH, 100, 1.0)
    art.four_colour = True
    assert art.pixmap(qs, FRENCH, 100, 1.0) is not now
    art.four_colour = False
    assert art.pixmap(qs, FRENCH, 100, 1.0) is now


def centre_colour(art: CardArt, code: str) -> QColor:
    img = image_of(art.pixmap(card(code), FRENCH, 200))
    return img.pixelColor(img.width() // 2, img.height() // 2)


def test_four_colour_changes_clubs_and_diamonds(qapp):
    two, four = CardArt(), CardArt(four_colour=True)
    assert close(centre_colour(two, "AC"), QColor("#1b1b1b"))
    assert close(centre_colour(four, "AC"), QColor("#2e7d32"))
    assert close(centre_colour(two, "AD"), QColor("#c62828"))
    assert close(centre_colour(four, "AD"), QColor("#1565c0"))
    for code, colour in (("AH", "#c62828"), ("AS", "#1b1b1b")):
        assert close(centre_colour(two, code), QColor(colour))
        assert close(centre_colour(four, code), QColor(colour))


def test_honours_stand_out_from_other_trumps(qapp):
    art = CardArt()

    def frame_colour(code: str) -> QColor:
        img = image_of(art.pixmap(TAROT.parse(code), TAROT, 200))
        # a point on the frame band's left side, halfway down
        return img.pixelColor(round(img.width() * 0.235), img.height() // 2)

    plain = frame_colour("T10")
    for code in ("T1", "T21", "TF"):
        assert not close(frame_colour(code), plain, 60), code


def test_paint_face_into_any_rect_and_bad_cards(qapp):
    from tricktable.ui.card_paint import paint_back, paint_face

    img = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    painter = QPainter(img)
    try:
        paint_face(painter, QRectF(10, 10, 120, 168), card("10H"), FRENCH, False)
        paint_back(painter, QRectF(150, 10, 120, 168), "blue", None)
        with pytest.raises(ValueError):
            paint_face(painter, QRectF(0, 0, 50, 70), 87, TAROT, False)
        with pytest.raises(ValueError):
            paint_face(painter, QRectF(0, 0, 50, 70), 3 * 16 + 3, TAROT, False)  # no 3 in tarot
    finally:
        painter.end()
    assert colour_count(img) > 4


def test_every_back_renders_and_differs(qapp):
    art = CardArt()
    seen = set()
    for back in BACKS:
        art.back = back
        for dpr in (1.0, 2.0):
            pix = art.pixmap(None, FRENCH, 90, dpr)
            assert pix.devicePixelRatio() == dpr
            assert pix.height() == round(90 * dpr)
            img = image_of(pix)
            assert colour_count(img) > 4, back
        seen.add(digest(art.pixmap(None, FRENCH, 90)))
    assert len(seen) == len(BACKS)
    # unknown ids and a custom back without a picture fall back to the default design
    art.back = "no-such-back"
    fallback = digest(art.pixmap(None, FRENCH, 90))
    art.back = "custom"
    assert digest(art.pixmap(None, FRENCH, 90)) == fallback
    art.back = BACKS[0]
    assert digest(art.pixmap(None, FRENCH, 90)) == fallback


def test_custom_back_from_a_png(qapp, tmp_path):
    path = tmp_path / "photo.png"
    picture = Image.new("RGB", (600, 300), (20, 160, 60))
    picture.paste((240, 200, 10), (250, 100, 350, 200))  # a yellow square in the middle
    picture.save(path)
    image = load_custom_back(path)
    assert not image.isNull()
    assert abs(image.width() / image.height() - ASPECT) < 0.01
    art = CardArt(back="custom", custom_back=image)
    img = image_of(art.pixmap(None, FRENCH, 140, 2.0))
    centre = img.pixelColor(img.width() // 2, img.height() // 2)
    assert close(centre, QColor(240, 200, 10))
    edge = img.pixelColor(round(img.width() * 0.12), img.height() // 2)
    assert close(edge, QColor(20, 160, 60))
    # a palette picture with transparency is converted too
    pal = tmp_path / "pal.gif"
    Image.new("P", (50, 80), 3).save(pal)
    assert not load_custom_back(str(pal)).isNull()


@pytest.mark.parametrize("code", ["JD", "JH", "JS", "JC", "QD", "QS", "KH", "10C"])
def test_a_corner_index_leaves_paper_between_its_rank_and_its_suit(code):
    """The hook of the condensed J reached into the pip under it: J♦ read as J♥, J♠ as J♣.
    Down the index column there is a row of bare paper between the rank's ink and the suit's."""
    from tricktable.presentation import card_face_plan as plan

    h = 300
    img = image_of(CardArt().pixmap(card(code, FRENCH), FRENCH, h, 1.0))
    paper = img.pixelColor(int(plan.INDEX_X * h * ASPECT), int(plan.INDEX_TOP * h * 0.5))
    half = plan.INDEX_MAX_W * h * ASPECT / 2
    x0 = int(plan.INDEX_X * h * ASPECT - half)
    x1 = int(plan.INDEX_X * h * ASPECT + half)

    def inked(y: int) -> bool:
        for x in range(x0, x1):
            c = img.pixelColor(x, y)
            if abs(c.red() - paper.red()) + abs(c.green() - paper.green()) \
                    + abs(c.blue() - paper.blue()) > 90:
                return True
        return False

    top = int(plan.INDEX_TOP * h)
    bottom = int((plan.INDEX_TOP + plan.INDEX_CAP + plan.INDEX_GAP + plan.INDEX_SUIT) * h)
    rows = [inked(y) for y in range(top, bottom)]
    first_ink = rows.index(True)
    gap = rows.index(False, first_ink)  # the first bare row under the rank
    assert any(rows[gap:]), f"{code}: no suit under the rank"
