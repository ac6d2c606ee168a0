"""Where the words of a plate, a felt label and a panel button go (presentation/text_boxes.py),
measured with a fixed-width stand-in for the window's font metrics."""

from __future__ import annotations

from mono_metrics import Mono
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.seat_plates import PlateInfo

M = Mono()


def info(name="Ada", total="12", deal_line="3 tricks", notes=(), dealer=False, to_act=False):
    return PlateInfo(name, total, deal_line, list(notes), dealer, to_act)


def test_the_felt_type_is_never_under_eight_pixels():
    assert tb.felt(5.2) == tb.Font(8, False)
    assert tb.felt(13.6, True) == tb.Font(14, True)


def test_a_plate_shows_total_name_deal_line_and_notes_from_top_to_bottom():
    plate = tb.plate(info(notes=["Called Hearts"]), 200, 120, 12, M)
    texts = [line.text for line in plate.lines]
    assert texts == ["12", "Ada", "3 tricks", "Called Hearts"]
    total, name, deal, note = plate.lines
    assert total.align == "right" and name.align == "left"
    assert name.y < deal.y < note.y
    assert (deal.ink, note.ink) == (fc.PLATE_SOFT, fc.NOTE)
    assert all(line.shadow >= 1.0 for line in plate.lines)
    assert plate.disc is None


def test_the_dealer_disc_sits_before_the_name_which_moves_right_of_it():
    plain = tb.plate(info(), 200, 80, 12, M)
    dealt = tb.plate(info(dealer=True), 200, 80, 12, M)
    x, _y, d = dealt.disc
    assert x == plain.name.x and dealt.name.x >= x + d


def test_the_plate_of_the_seat_to_act_has_a_thicker_gold_edge():
    assert tb.plate(info(to_act=True), 200, 80, 12, M).box.edge == fc.GOLD
    assert tb.plate(info(), 200, 80, 12, M).box.edge != fc.GOLD
    assert tb.plate(info(to_act=True), 200, 80, 12, M).box.edge_width > \
        tb.plate(info(), 200, 80, 12, M).box.edge_width


def test_a_long_name_is_drawn_smaller_before_it_is_cut_short():
    width = 140
    plate = tb.plate(info(name="Computer 3", total="-126", dealer=True), width, 80, 12, M)
    name = plate.name
    assert name.text == "Computer 3"
    assert name.font.px < tb.plate_fonts(12)[0].px
    assert M.advance(name.font, name.text) <= name.w
    # with no spare line for it (a plate with one, ``two_line_name``, shows it on two)
    tiny = tb.plate(info(name="A very long name indeed", total="-126"), 90, 56, 12, M).name
    assert tiny.text.endswith("…")


def test_a_long_name_takes_a_spare_line_of_its_plate_rather_than_being_cut():
    """"Bartholomew Fitz…" on a plate whose lower half was empty (under a deal's summary):
    the name goes on two lines, broken between its words, the deal line under them; without
    a spare line it is cut as before."""
    whole = "Bartholomew Fitzgerald-Jones 30"
    plate = tb.plate(info(name=whole, total="0", deal_line="This deal: 0", dealer=True),
                     135, 80, 11, M)
    _total, first, second, deal = plate.lines
    assert (first.text, second.text) == ("Bartholomew", "Fitzgerald-Jones 30")
    assert plate.name == first and first.y < second.y < deal.y
    assert first.font == second.font
    assert all(M.advance(line.font, line.text) <= line.w for line in (first, second))
    full = tb.plate(info(name=whole, total="0", deal_line="0 card points",
                         notes=["0 tricks"]), 135, 56, 11, M)
    assert full.name.text.endswith("…") and len(full.lines) == 4


def test_a_name_drawn_smaller_keeps_a_clear_gap_before_the_total():
    """ "Computer 1" drawn smaller to fit its plate, then 384 two pixels on: "Computer 1384"."""
    for total in ("384", "-1014", "7"):
        plate = tb.plate(info(name="Computer 1", total=total, dealer=True), 140, 80, 12, M)
        total_f = plate.lines[0].font
        name_end = plate.name.x + M.advance(plate.name.font, plate.name.text)
        total_start = plate.lines[0].x + plate.lines[0].w - M.advance(total_f, total)
        assert total_start - name_end >= 12 * 0.75


def test_a_long_deal_line_is_drawn_smaller_before_it_is_cut_short():
    """A three-hand plate at 1024 x 640 read "0 card points · 0 tric…". (56 px high, the
    plate has no room for the line in two rows: tests/unit/test_plate_rows.py.)"""
    body = tb.plate_fonts(12)[1]
    line = "0 card points · 0 tricks"  # 24 characters: 144 px in the body font
    deal = tb.plate(info(deal_line=line), 150, 56, 12, M).lines[2]  # 129 px inside
    assert deal.text == line and deal.font.px < body.px
    assert M.advance(deal.font, deal.text) <= deal.w
    roomy = tb.plate(info(deal_line=line), 200, 56, 12, M).lines[2]
    assert roomy.text == line and roomy.font == body
    cut = tb.plate(info(deal_line=line), 100, 56, 12, M).lines[2]
    assert cut.text.endswith("…") and cut.font.px >= 0.78 * body.px - 1
    # a line a hair too wide is drawn a pixel smaller, not rounded back up to its own size
    close = tb.plate(info(deal_line=line), 160.5, 56, 12, M).lines[2]  # 143.5 px inside
    assert close.text == line and close.font.px == body.px - 1


def test_notes_go_to_a_smaller_hand_before_they_are_cut_with_an_ellipsis():
    notes = ["one two three four five six seven eight nine ten eleven"]
    roomy = tb.plate(info(notes=notes), 160, 200, 12, M)
    assert roomy.notes_font == tb.plate_fonts(12)[1] and " ".join(roomy.notes) == notes[0]
    tight = tb.plate(info(notes=notes), 160, 80, 12, M)
    assert tight.notes_font.px < roomy.notes_font.px and " ".join(tight.notes) == notes[0]
    crammed = tb.plate(info(notes=notes * 6), 160, 80, 12, M)
    assert crammed.notes[-1].endswith("…")


def test_a_plate_asks_for_the_height_that_shows_its_notes_whole():
    notes = ["one two three four five six seven eight"] * 3
    need = tb.plate_need(info(notes=notes), 160, 12, M)
    plate = tb.plate(info(notes=notes), 160, need, 12, M)
    assert plate.notes_font == tb.plate_fonts(12)[1]
    assert " ".join(plate.notes) == " ".join(notes)
    assert tb.plate_need(info(notes=notes[:1]), 160, 12, M) < need


def test_the_thinking_dots_breathe_in_turn_after_the_name_clear_of_every_word():
    """The dots sat at the plate's lower right, where a full plate's last note ran under them
    ("catch, trump catch" under the third dot). They follow the name now, or the deal line,
    or take the corner where that is clear; with no room anywhere the name gives some up:
    they touch no word of the plate, however full or long its name and lines."""
    def text_box(line):
        w = min(M.advance(line.font, line.text), line.w)
        x = line.x + line.w - w if line.align == "right" else line.x
        return x, line.y, x + w, line.y + M.height(line.font)

    notes = ["Announced diamond catch, trump catch, club catch, heart hit"] * 3
    crowded = "0 card points · 0 tricks taken"
    for name, total, deal in (("Ada", "12", "3 tricks"), ("North", "-120", crowded),
                              ("A" * 40, "0", "3 tricks"), ("A" * 40, "0", crowded)):
        plate = tb.plate(info(name=name, total=total, deal_line=deal, notes=notes), 160, 80,
                         12, M)
        assert plate.notes and plate.notes[-1]  # the notes fill the plate to its bottom
        if name == "Ada":  # room after a short name: there
            assert plate.name.y <= plate.dots[1] <= plate.name.y + plate.name.h
        for pulse in (0.0, 0.2, 0.5, 0.9):
            dots = tb.pulse_dots(plate.dots, pulse)
            assert len(dots) == 3
            assert all(0.25 <= a <= 0.95 for *_xyd, a in dots)
            for x, y, d, _a in dots:
                assert 0 < x < 160 - d and 0 < y < 80 - d
                for line in plate.lines:
                    x0, y0, x1, y1 = text_box(line)
                    assert x + d <= x0 or x >= x1 or y + d <= y0 or y >= y1, (name, line.text)
    brightest = [max(range(3), key=lambda i, p=p: tb.pulse_dots(plate.dots, p)[i][3])
                 for p in (1 / 6, 0.5, 5 / 6)]
    assert brightest == [0, 1, 2]


def test_a_label_is_centred_on_its_origin_with_the_caption_under_its_words():
    box, (words, caption) = tb.label("toast", "That card is not allowed", "Follow suit", 12,
                                     300, M)
    assert abs(box.x + box.w / 2) < 1e-9 and abs(box.y + box.h / 2) < 1e-9
    assert caption.y == words.y + words.h and caption.y + caption.h <= box.y + box.h
    assert words.wrap and words.align == "centre" and words.shadow > 0
    assert box.w <= 300 and box.edge is not None and box.drop is not None


def test_a_red_suit_on_the_badge_is_red_and_unshadowed_and_large():
    box, lines = tb.label("badge", "♥", "trumps", 12, 300, M)
    assert lines[0].ink == fc.RED_SUIT and lines[0].shadow == 0
    assert lines[0].font.px > tb.label_fonts("badge", "Hearts", 12)[0].px
    assert box.drop is None


def test_a_label_without_a_caption_has_one_line():
    _box, lines = tb.label("bubble", "Pass", "", 12, 200, M)
    assert [line.text for line in lines] == ["Pass"] and lines[0].font.bold


def test_a_word_wider_than_the_label_may_be_is_drawn_smaller_not_cut():
    """"No announcement" beside the person's seat at the largest text size read "nnouncemen":
    one word wider than the bubble may be, cut at both sides."""
    px, max_w = 20, 150
    box, lines = tb.label("bubble", "No announcement", "", px, max_w, M)
    words = lines[0]
    widest = max(M.advance(words.font, w) for w in ("No", "announcement"))
    assert words.font.px < px and widest <= words.w + 0.5 and box.w <= max_w


def test_a_button_is_as_wide_as_its_label_and_grows_with_its_line_up_to_four_lines():
    w = tb.button_text_width("Take the window", "", 12, M)
    assert w == M.advance(tb.button_fonts(12)[0], "Take the window")
    assert tb.button_text_width("?", "", 12, M) == 12 * 5.5
    one = tb.button_size("", 100, 12, M)
    two = tb.button_size("a few words that wrap", 100, 12, M)
    many = tb.button_size("word " * 60, 100, 12, M)
    assert one[0] == two[0] == round(100 + tb.button_frame(12))
    assert one[1] < two[1] < many[1]
    line_h = M.height(tb.button_fonts(12)[1])
    # a fourth row where three cannot hold the line (``button_boxes.line_height``), no more
    assert many[1] - one[1] <= round(12 * 0.2 + 4 * line_h) + 1


def test_a_button_cuts_a_label_too_long_for_it_and_wraps_its_line():
    look = fc.button_look(checked=False, primary=True, on_light=False, hover=False,
                          enabled=True, focused=False)
    box, (title, line) = tb.button("A label far too long for this", "what it means", 80, 60, 12,
                                   look, M)
    assert title.text.endswith("…") and title.align == "centre" and not title.wrap
    assert line.wrap and line.y > title.y and line.ink == look.line
    assert (box.x, box.y, box.w, box.h) == (1.5, 1.5, 77, 57)


def test_a_greyed_button_fades_but_its_line_keeps_its_full_ink():
    """The line says what is missing ("0 of 2 selected"): faded with the button it was grey
    on grey."""
    greyed = fc.button_look(checked=False, primary=True, on_light=False, hover=False,
                            enabled=False, focused=False)
    box, (title, line) = tb.button("Discard", "0 of 2 selected", 120, 60, 12, greyed, M)
    assert box.opacity < 1.0 and title.opacity is None
    assert line.opacity == 1.0 and line.ink == (*greyed.line[:3], 255)
    enabled = greyed._replace(opacity=1.0)
    _box, (_title, line) = tb.button("Discard", "the selected cards", 120, 60, 12, enabled, M)
    assert line.opacity is None and line.ink == enabled.line
