"""A picture file the person picks as a card back, checked and decoded with pillow, no Qt.

The file is untrusted input: it is opened behind size limits checked on the file's header before
anything is decoded (bytes on disk, declared pixels, pixels to decode, the ratio of the sides, and
pillow's decompression-bomb guard), and every failure becomes one sentence the person can act on.
A JPEG photo is decoded at a reduced scale; an animated picture gives its first frame. Why here and
not in the window: none of it draws, so it is tested headless and the window only turns the
finished RGBA picture into an image it can paint.
"""

from __future__ import annotations

import os
import warnings
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

from ..safe_files import file_size
from .layout import ASPECT

MAX_FILE_BYTES = 20 * 1024 * 1024
#: pixels a picture may declare in its header (a JPEG photo is decoded at a reduced scale)
MAX_PIXELS = 40_000_000
#: pixels actually decoded (after a JPEG's reduced-scale draft): 16 MP is 64 MB as RGBA, the most
#: a card back may cost in memory while it is made. Why a second cap: a 1 x 40,000,000 PNG or a
#: 6300 x 6300 PNG passes a 40 MP header check but took 1.5 GB and 640 MB to decode and convert.
MAX_DECODED_PIXELS = 16_000_000
#: a picture longer than this many times its width (or the reverse) cannot cover a card
MAX_SIDE_RATIO = 20
#: a custom back is kept at most this tall: enough for a 4K table at twice the pixel ratio
CUSTOM_BACK_HEIGHT = 1000


class CardBackError(ValueError):
    """A picture that cannot be a card back; the message is for the person."""


def back_picture(path: str | os.PathLike) -> Image.Image:
    """A picture file as a card back: RGBA, card-shaped, at most ``CUSTOM_BACK_HEIGHT`` tall.

    Raises :class:`CardBackError` with a sentence for the person when the file is missing,
    unreadable, not a picture, over 20 MB, over 40 megapixels (or pillow's own decompression-bomb
    limit if that is lower), or damaged.
    """
    path = Path(path)
    name = path.name or str(path)
    size = file_size(path, CardBackError, f"“{name}”", "a picture")
    if size > MAX_FILE_BYTES:
        raise CardBackError(f"The picture “{name}” is too large ({size / 1048576:.0f} MB); "
                            f"choose a file under {MAX_FILE_BYTES // 1048576} MB.")
    if size == 0:
        raise CardBackError(f"The file “{name}” is empty.")
    limit = MAX_PIXELS
    if Image.MAX_IMAGE_PIXELS:
        limit = min(limit, int(Image.MAX_IMAGE_PIXELS))
    too_many = (f"The picture “{name}” has too many pixels for a card back; choose one under "
                f"{limit / 1e6:g} megapixels.")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(path) as im:
                rgba = _decode(im, name, limit, too_many)
    except CardBackError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise CardBackError(too_many) from None
    except UnidentifiedImageError:
        raise CardBackError(f"The file “{name}” is not a picture Trick Table can read "
                            "(PNG, JPEG, GIF, BMP, WebP and similar work).") from None
    except PermissionError:
        raise CardBackError(f"Trick Table is not allowed to read “{name}”.") from None
    except (OSError, SyntaxError, ValueError, EOFError, MemoryError) as exc:
        raise CardBackError(f"The picture “{name}” is damaged and cannot be read "
                            f"({str(exc)[:200]}).") from None
    return _card_shaped(rgba)


def _decode(im: Image.Image, name: str, limit: int, too_many: str) -> Image.Image:
    """Check an opened picture's header, then decode its first frame at no more pixels than
    needed, as RGBA. Nothing is decoded before every size check has passed."""
    width, height = im.size
    if width < 1 or height < 1:
        raise CardBackError(f"The picture “{name}” is empty.")
    if width * height > limit:
        raise CardBackError(too_many)
    if max(width, height) > MAX_SIDE_RATIO * min(width, height):
        raise CardBackError(f"The picture “{name}” ({width} × {height} pixels) is too long and "
                            "narrow to cover a card; choose one closer to a card's shape.")
    if im.format == "JPEG":
        # a JPEG decodes at 1/2, 1/4 or 1/8 scale for free: no bigger than a card back needs
        im.draft("RGB", (CUSTOM_BACK_HEIGHT * 2, CUSTOM_BACK_HEIGHT * 2))
        width, height = im.size
    if width * height > MAX_DECODED_PIXELS:
        raise CardBackError(f"The picture “{name}” ({width} × {height} pixels) is too big to use "
                            f"as a card back; choose one under {MAX_DECODED_PIXELS / 1e6:g} "
                            "megapixels (or a JPEG photo).")
    im.seek(0)  # an animated picture: its first frame
    im.load()
    shrink = int(min(height, width / ASPECT) // (CUSTOM_BACK_HEIGHT * 1.5))
    frame: Image.Image = im
    if shrink >= 2:
        if frame.mode not in ("RGB", "RGBA", "L", "LA"):
            frame = frame.convert("RGBA")
        frame = frame.reduce(shrink)  # drop the full-size copy as early as possible
    return ImageOps.exif_transpose(frame).convert("RGBA")


def _card_shaped(rgba: Image.Image) -> Image.Image:
    """The centre cropped to the card's aspect (cover), shrunk when very large."""
    w, h = rgba.size
    if w / h > ASPECT:
        new_w = max(1, round(h * ASPECT))
        box = ((w - new_w) // 2, 0, (w - new_w) // 2 + new_w, h)
    else:
        new_h = max(1, round(w / ASPECT))
        box = (0, (h - new_h) // 2, w, (h - new_h) // 2 + new_h)
    cropped = rgba.crop(box)
    if cropped.height > CUSTOM_BACK_HEIGHT:
        target = (max(1, round(CUSTOM_BACK_HEIGHT * ASPECT)), CUSTOM_BACK_HEIGHT)
        cropped = cropped.resize(target, Image.Resampling.LANCZOS)
    return cropped
