"""A custom card back's picture file, checked and decoded without Qt: pictures that would cost far
more memory decoded than on disk are refused from their header, before decoding (a 1 x 40,000,000
PNG strip took 1.5 GB and a 6300 x 6300 PNG 640 MB); every bad picture of the drill is refused with
a sentence, an animated GIF gives its first frame, a big JPEG photo still works (decoded at a
reduced scale), and what comes out is card-shaped. Time and memory are measured by
``python -m tricktable drill --card-backs``, not here."""

from __future__ import annotations

import pytest
from PIL import Image

from tricktable.drills import bad_pictures
from tricktable.presentation import back_picture
from tricktable.presentation.back_designs import BACK_LABELS
from tricktable.presentation.back_picture import CardBackError
from tricktable.presentation.layout import ASPECT
from tricktable.settings import BACK_IDS, CUSTOM_BACK


def test_every_back_the_settings_know_has_a_name():
    assert set(BACK_LABELS) == {*BACK_IDS, CUSTOM_BACK}
    assert all(BACK_LABELS.values())


def test_a_picture_comes_out_card_shaped_with_its_centre_in_the_middle(tmp_path):
    path = tmp_path / "photo.png"
    picture = Image.new("RGB", (600, 300), (20, 160, 60))
    picture.paste((240, 200, 10), (250, 100, 350, 200))  # a yellow square in the middle
    picture.save(path)
    card = back_picture.back_picture(path)
    assert card.mode == "RGBA"
    assert abs(card.width / card.height - ASPECT) < 0.01
    assert card.getpixel((card.width // 2, card.height // 2)) == (240, 200, 10, 255)
    assert card.getpixel((1, card.height // 2)) == (20, 160, 60, 255)


def test_a_tall_picture_is_shrunk_to_the_back_height(tmp_path):
    path = tmp_path / "tall.png"
    Image.new("RGB", (1500, 2500), (1, 2, 3)).save(path)
    card = back_picture.back_picture(path)
    assert card.height == back_picture.CUSTOM_BACK_HEIGHT
    assert card.width == round(back_picture.CUSTOM_BACK_HEIGHT * ASPECT)


def test_unusable_files_are_refused_with_a_sentence(tmp_path):
    with pytest.raises(CardBackError, match="does not exist"):
        back_picture.back_picture(tmp_path / "missing.png")
    with pytest.raises(CardBackError, match="folder"):
        back_picture.back_picture(tmp_path)
    text = tmp_path / "notes.png"
    text.write_text("these are my notes, not a picture\n" * 20)
    with pytest.raises(CardBackError, match="not a picture"):
        back_picture.back_picture(text)
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    with pytest.raises(CardBackError, match="empty"):
        back_picture.back_picture(empty)
    truncated = tmp_path / "cut.png"
    Image.new("RGB", (200, 200), (1, 2, 3)).save(tmp_path / "whole.png")
    truncated.write_bytes((tmp_path / "whole.png").read_bytes()[:120])
    with pytest.raises(CardBackError, match=r"damaged|not a picture"):
        back_picture.back_picture(truncated)


def test_huge_pictures_are_refused_before_they_are_decoded(tmp_path, monkeypatch):
    # 48 megapixels in a small file: refused on its header, before anything is decoded
    big = tmp_path / "big.png"
    Image.new("1", (8000, 6000)).save(big)
    assert big.stat().st_size < 1024 * 1024
    with pytest.raises(CardBackError, match=r"too many pixels.*40 megapixels"):
        back_picture.back_picture(big)
    # pillow's decompression-bomb limit is honoured when it is lower than ours
    small = tmp_path / "small.png"
    Image.new("RGB", (100, 100), (9, 9, 9)).save(small)
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 5000)
    with pytest.raises(CardBackError, match="too many pixels"):
        back_picture.back_picture(small)
    monkeypatch.undo()
    assert back_picture.back_picture(small).height > 0
    # files over the size limit are refused without being opened
    monkeypatch.setattr(back_picture, "MAX_FILE_BYTES", 100)
    with pytest.raises(CardBackError, match="too large"):
        back_picture.back_picture(small)


def test_a_long_thin_png_strip_is_refused_before_it_is_decoded(tmp_path):
    strip = bad_pictures.make("strip-1x40M-png", tmp_path)
    with pytest.raises(CardBackError, match=r"1 × 40000000 pixels.*too long and narrow"):
        back_picture.back_picture(strip)


def test_a_big_square_png_is_refused_for_its_decoded_size(tmp_path):
    square = bad_pictures.make("square-6300-png", tmp_path)
    with pytest.raises(CardBackError, match=r"6300 × 6300 pixels.*too big.*16 megapixels"):
        back_picture.back_picture(square)


@pytest.mark.parametrize("case", sorted(bad_pictures.CASES))
def test_every_bad_picture_of_the_drill_is_refused_or_gives_its_first_frame(tmp_path, case):
    path = bad_pictures.make(case, tmp_path)
    if bad_pictures.CASES[case][2] == "first frame":
        card = back_picture.back_picture(path)
        centre = card.getpixel((card.width // 2, card.height // 2))
        assert centre[:3] == (20, 160, 60)  # the first frame's green, not a later frame
    else:
        with pytest.raises(CardBackError) as refused:
            back_picture.back_picture(path)
        assert path.name in str(refused.value) and len(str(refused.value)) < 300


def test_a_big_jpeg_photo_is_still_accepted_decoded_at_a_smaller_scale(tmp_path):
    photo = tmp_path / "photo.jpg"
    Image.new("RGB", (5000, 4000), (200, 40, 40)).save(photo, quality=60)  # 20 megapixels
    card = back_picture.back_picture(photo)
    assert 0 < card.height <= back_picture.CUSTOM_BACK_HEIGHT
