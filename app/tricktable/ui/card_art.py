"""Card art for the table: faces and backs as cached, HiDPI-aware pixmaps.

The table paints every visible card on every frame, so painting must not redraw vector art each
time: :meth:`CardArt.pixmap` renders a card once per (card, pack, height, pixel ratio, back, colour
scheme) and keeps the pixmap in a least-recently-used cache bounded by memory. The drawing itself
lives in :mod:`card_paint`; this module is the API the scene and the settings use. A custom back
is a picture the person picks, checked and decoded by :mod:`..presentation.back_picture`; here it
becomes an image the painter can draw.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from ..engine.cards import CardCodec
from ..presentation import back_designs
from ..presentation.back_picture import back_picture
from ..presentation.byte_cache import ByteCache
from ..presentation.card_face_plan import card_size
from ..settings import BACK_IDS, CUSTOM_BACK
from . import card_paint

BACKS: tuple[str, ...] = BACK_IDS

#: the pixmap cache stops growing past this many bytes (about 50 full packs at 4K)
CACHE_BYTES = 192 * 1024 * 1024


def load_custom_back(path: str | os.PathLike) -> QImage:
    """A picture file as a card-back image that owns its memory (the checks and the decoding are
    :func:`back_picture.back_picture`'s; it raises :class:`CardBackError` for the person)."""
    picture = back_picture(path)
    data = picture.tobytes("raw", "RGBA")
    image = QImage(data, picture.width, picture.height, picture.width * 4,
                   QImage.Format.Format_RGBA8888)
    return image.copy()


def pixmap_bytes(pix: QPixmap) -> int:
    """The memory a pixmap holds (four bytes a pixel)."""
    return pix.width() * pix.height() * 4


class CardArt:
    """Paints faces and backs, and hands out cached pixmaps of them.

    ``back`` is a built-in back id (``BACKS``) or ``"custom"`` with ``custom_back`` set (an image
    from :func:`load_custom_back`); ``four_colour`` gives clubs green and diamonds blue. Both may be
    changed at any time: cached pixmaps are keyed by them.
    """

    def __init__(self, back: str = BACKS[0], four_colour: bool = False,
                 custom_back: QImage | None = None) -> None:
        self.back = back
        self.four_colour = four_colour
        self.custom_back = custom_back
        self._cache: ByteCache[QPixmap] = ByteCache(CACHE_BYTES, pixmap_bytes)

    # ------------------------------------------------------------------------------------ painting

    def _effective_back(self) -> str:
        has_picture = self.custom_back is not None and not self.custom_back.isNull()
        return back_designs.back_shown(self.back, has_picture)

    # -------------------------------------------------------------------------------------- cache

    def pixmap(self, card: int | None, codec: CardCodec, height_px: int,
               dpr: float = 1.0) -> QPixmap:
        """A card (``None`` = the back) as a pixmap ``height_px`` logical pixels tall, rendered at
        ``dpr`` device pixels per logical pixel (its devicePixelRatio is set accordingly)."""
        back = self._effective_back()
        custom_key = self.custom_back.cacheKey() if back == CUSTOM_BACK else 0
        key = (card, codec.family if card is not None else "", int(height_px), float(dpr), back,
               custom_key, self.four_colour)
        pix = self._cache.get(key)
        if pix is None:
            pix = self._cache.put(key, self._render(card, codec, int(height_px), float(dpr)))
        return pix

    def _render(self, card: int | None, codec: CardCodec, height_px: int, dpr: float) -> QPixmap:
        width, height = card_size(height_px)
        dpr = dpr if dpr > 0 else 1.0
        pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pix.fill(Qt.GlobalColor.transparent)
        pix.setDevicePixelRatio(dpr)
        painter = QPainter(pix)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            rect = QRectF(0, 0, pix.width() / dpr, pix.height() / dpr)
            if card is None:
                card_paint.paint_back(painter, rect, self._effective_back(), self.custom_back)
            else:
                card_paint.paint_face(painter, rect, card, codec, self.four_colour)
        finally:
            painter.end()
        return pix
