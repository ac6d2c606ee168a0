"""Custom card backs: pictures that would cost far more memory decoded than on disk are refused
from their header, before decoding (a 1 x 40,000,000 PNG strip took 1.5 GB and a 6300 x 6300 PNG
640 MB); every bad picture of the drill is refused with a sentence, an animated GIF gives its first
frame, and a big JPEG photo still works (decoded at a reduced scale). Time and memory are measured
by ``python -m tricktable drill --card-backs``, not here."""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtGui import QColor

from tricktable.drills import bad_pictures
from tricktable.ui.card_backs import CardBackError, load_custom_back


def test_a_long_thin_png_strip_is_refused_before_it_is_decoded(qapp, tmp_path):
    strip = bad_pictures.make("strip-1x40M-png", tmp_path)
    with pytest.raises(CardBackError, match=r"1 × 40000000 pixels.*too long and narrow"):
        load_custom_back(strip)


def test_a_big_square_png_is_refused_for_its_decoded_size(qapp, tmp_path):
    square = bad_pictures.make("square-6300-png", tmp_path)
    with pytest.raises(CardBackError, match=r"6300 × 6300 pixels.*too big.*16 megapixels"):
        load_custom_back(square)


@pytest.mark.parametrize("case", sorted(bad_pictures.CASES))
def test_every_bad_picture_of_the_drill_is_refused_or_gives_its_first_frame(qapp, tmp_path,
                                                                            case):
    path = bad_pictures.make(case, tmp_path)
    if bad_pictures.CASES[case][2] == "first frame":
        image = load_custom_back(path)
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre == QColor(20, 160, 60)  # the first frame's green, not a later frame
    else:
        with pytest.raises(CardBackError) as refused:
            load_custom_back(path)
        assert path.name in str(refused.value) and len(str(refused.value)) < 300


def test_a_big_jpeg_photo_is_still_accepted_decoded_at_a_smaller_scale(qapp, tmp_path):
    photo = tmp_path / "photo.jpg"
    Image.new("RGB", (5000, 4000), (200, 40, 40)).save(photo, quality=60)  # 20 megapixels
    image = load_custom_back(photo)
    assert image.height() <= 1000 and not image.isNull()
