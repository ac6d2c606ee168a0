"""Which colours the felt's plates, labels and panel buttons take in which state
(presentation/felt_colours.py), without Qt."""

from __future__ import annotations

from tricktable.presentation import felt_colours as fc


def look(**state):
    base = dict(checked=False, primary=False, on_light=False, hover=False, enabled=True,
                focused=False)
    return fc.button_look(**{**base, **state})


def test_the_plate_of_the_seat_to_act_has_a_thicker_gold_edge():
    assert fc.plate_look(True) == fc.PlateLook(fc.GOLD, 0.16)
    assert fc.plate_look(False).edge == fc.PLATE_EDGE
    assert fc.plate_look(False).edge_width < fc.plate_look(True).edge_width


def test_a_toggled_button_is_gold_whatever_else_it_is_and_the_mouse_does_not_change_it():
    on = look(checked=True, hover=True, primary=True)
    assert on.fill == fc.GOLD and not on.lighter
    assert look(checked=True).title == look(checked=True, on_light=True).title


def test_the_default_button_is_light_on_the_felt_and_dark_green_on_a_light_card():
    assert look(primary=True).fill == fc.TEXT
    assert look(primary=True, on_light=True).fill == fc.DARK_GREEN
    assert look(primary=True, hover=True).lighter
    assert not look(primary=True, hover=True, enabled=False).lighter


def test_a_plain_button_shows_the_mouse_a_greyed_one_fades_and_the_keyboard_gets_gold():
    assert look(hover=True).fill != look().fill
    assert look(on_light=True, hover=True).fill != look(on_light=True).fill
    assert look(enabled=False).opacity < 1.0 == look().opacity
    focused = look(focused=True)
    assert focused.edge == fc.GOLD and focused.edge_width > look().edge_width


def test_labels_on_the_felt_a_light_bubble_a_framed_toast_and_a_red_suit_on_the_badge():
    assert fc.LABEL_LOOKS["bubble"].edge is None and not fc.LABEL_LOOKS["bubble"].shadowed
    assert fc.LABEL_LOOKS["toast"].edge is not None
    assert fc.label_ink("badge", "♥") == (fc.RED_SUIT, False)
    assert fc.label_ink("badge", "♠") == (fc.TEXT, True)
    assert fc.label_ink("badge", "♣") == (fc.TEXT, True)
    # the four-colour deck's ink, lighter, as the red is on the dark felt
    assert fc.label_ink("badge", "♦", four_colour=True) == (fc.BLUE_SUIT, False)
    assert fc.label_ink("badge", "♣", four_colour=True) == (fc.GREEN_SUIT, False)
    assert fc.label_ink("badge", "♥", four_colour=True) == (fc.RED_SUIT, False)
    assert fc.label_ink("bubble", "Hi") == (fc.LABEL_LOOKS["bubble"].ink, False)


def test_the_felt_s_grain_is_the_same_faint_tile_every_time():
    tile = fc.felt_grain()
    assert len(tile) == fc.GRAIN_SIZE ** 2 * 4
    assert tile == fc.felt_grain()
    words = memoryview(tile).cast("I")
    alphas = {w >> 24 for w in words}
    assert alphas <= set(range(16)) and len(alphas) > 8
    # premultiplied: a light speck's colour equals its alpha, a dark one has none
    assert all((w & 0xFFFFFF) in (0, (w >> 24) * 0x010101) for w in words)
    assert fc.felt_grain(seed=8) != tile


def _luminance(rgb: tuple[float, float, float]) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(ink: tuple, fill: tuple) -> float:
    """The WCAG contrast of ``ink`` laid (with its alpha) over the opaque ``fill``."""
    a = ink[3] / 255
    seen = tuple(i * a + f * (1 - a) for i, f in zip(ink[:3], fill[:3], strict=True))
    light, dark = sorted((_luminance(seen), _luminance(fill[:3])), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_line_under_a_toggled_or_light_buttons_label_has_strong_contrast():
    """The grey line on a toggled (gold) button ("doubled you: double the bet" under a picked
    Redouble target) and on the light default button was hard to read: see-through dark ink
    on gold came to about 6.9:1 and was thinned further by small type. Both now reach the
    7:1 of small text, the label's own contrast aside."""
    for state in (dict(checked=True), dict(checked=True, focused=True),
                  dict(checked=True, on_light=True), dict(primary=True)):
        b = look(**state)
        assert b.fill[3] == 255
        assert _contrast(b.line, b.fill) >= 7.0, (state, _contrast(b.line, b.fill))
    # the line stays a line: not the label's own colour on a toggle
    assert look(checked=True).line != look(checked=True).title


def test_a_greyed_default_button_keeps_readable_words_on_every_felt():
    """"Bury · 0 of 2 selected", greyed, was dark green words on a pinkish grey (the light
    default button faded to 45% over a burgundy felt), about 1.5:1: the count it shows is what
    the player must do. Greyed, it is a dim slot with light words, 4.5:1 at least over the
    darkest and the lightest part of every felt, and still looks greyed."""
    b = look(primary=True, enabled=False)
    assert b.opacity < 1.0 and b.fill != look(primary=True).fill
    for name in fc.FELT_IDS:
        for _stop, felt in fc.felt(name).stops:
            behind = _over((*b.fill[:3], round(b.fill[3] * b.opacity)), felt)
            ink = _over((*b.title[:3], round(b.title[3] * b.opacity)), behind)
            assert _contrast((*ink, 255), (*behind, 255)) >= 4.5, (name, felt)


def _over(top: tuple, under: tuple) -> tuple:
    a = top[3] / 255
    return tuple(round(t * a + u * (1 - a)) for t, u in zip(top[:3], under[:3], strict=True))
