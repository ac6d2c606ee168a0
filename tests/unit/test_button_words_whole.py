"""A panel button's line is drawn whole (presentation/button_boxes.py, panel_state.py): a line
that needs a fourth row gets it, a smaller type first where one holds it in three; a line
still too tall ends with "…" at a word, never mid-air; a confirm button is measured for every
line it may come to say. Measured with a fixed-width stand-in for the window's fonts."""

from __future__ import annotations

import random

from mono_metrics import Mono
from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import Action
from tricktable.games.nineteen_words import decision
from tricktable.games.registry import GAME_IDS, get_rules
from tricktable.presentation import button_boxes as bb
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import panel_state as ps
from tricktable.presentation.describe import decision_for

M = Mono()
LOOK = fc.button_look(checked=False, primary=False, on_light=False, hover=False, enabled=True,
                      focused=False)
SPARROW = "promise: the Juggler (1★) takes the last trick\u00a0·\u00a010"


def _drawn(label: str, line: str, text_w: float, px: float, floor: float = 0.0):
    """The line as painted in a button sized for it (``button_size``)."""
    w, h = bb.button_size(line, text_w, px, M, floor)
    _box, lines = bb.button(label, line, w, h, px, LOOK, M, floor=floor)
    return next(ln for ln in lines if ln.wrap)


def _rows(line) -> float:
    return M.wrapped(line.font, line.text, line.w, True)[1] / M.height(line.font)


def test_a_line_that_needs_a_fourth_row_at_the_floor_gets_it_whole():
    """"The Sparrow" at 1024 x 640: its type at the readable floor, no smaller type to take;
    three rows showed "promise: the Juggler (1★) takes the" and cut the rest off."""
    px, floor = 11, 11
    drawn = _drawn("The Sparrow", SPARROW, px * 8, px, floor)
    assert drawn.text == SPARROW and drawn.font == bb.button_fonts(px, floor)[1]
    assert _rows(drawn) == 4
    assert M.wrapped(drawn.font, drawn.text, drawn.w, True)[1] <= drawn.h


def test_a_smaller_type_holds_a_line_in_three_rows_before_a_fourth_is_given():
    px = 20
    text_w = px * 8
    line_f = bb.button_fonts(px)[1]
    four = "word " * 10 + "end"  # four rows in its own type, three in a smaller one
    assert M.wrapped(line_f, four, text_w, False)[1] == 4 * M.height(line_f)
    assert bb.line_height(four, text_w, px, M) == 3 * M.height(line_f)
    drawn = _drawn("Long", four, text_w, px)
    assert drawn.text == four and drawn.font.px < line_f.px


def test_a_line_too_long_for_any_room_ends_with_an_ellipsis_at_a_word():
    px, floor = 11, 11
    text = " ".join(f"word{i}" for i in range(40))
    drawn = _drawn("Long", text, px * 8, px, floor)
    assert drawn.text.endswith("…") and drawn.text[:-1] in text
    assert text.startswith(drawn.text[:-1]) and text[len(drawn.text) - 1] == " "
    assert M.wrapped(drawn.font, drawn.text, drawn.w, True)[1] <= drawn.h
    assert _rows(drawn) == bb.MOST_ROWS


def test_a_button_given_several_lines_is_as_tall_as_the_tallest():
    one = bb.button_size("pick one first", 80, 12, M)
    both = bb.button_size(("pick one first", "1 declaration, 1 contra"), 80, 12, M)
    assert both == bb.button_size("1 declaration, 1 contra", 80, 12, M)
    assert both[1] > one[1] and both[0] == one[0]


def _declare(names=(), contras=()) -> Action:
    return Action("declare", -1, (("contras", tuple(contras)), ("declarations", tuple(names))))


def test_the_declare_button_knows_every_count_it_may_say_from_the_start():
    legal = [_declare(), _declare(("sparrow",)), _declare(("slam",)),
             _declare(("sparrow",), ("bid",)), _declare(("slam",), ("bid",)),
             _declare(("sparrow", "slam")), _declare(("sparrow", "slam"), ("bid",))]
    d = decision(None, legal, TAROT, ["You", "West", "North", "East"])
    lines = ps.PanelState(d).lines()
    assert {"pick one first", "not allowed", "1 declaration, 1 contra",
            "2 declarations, 1 contra", "1 contra"} <= set(lines)


def test_a_discard_button_knows_its_counts_and_too_many():
    d = next(d for game in GAME_IDS for d in _decisions(game) if d.kind == "discard")
    lines = ps.PanelState(d).lines()
    assert f"0 of {d.count} selected" in lines and f"{d.count} of {d.count} selected" in lines
    assert "1 too many selected" in lines and "12 too many selected" in lines
    assert ps.PanelState(d, selected=d.count + 3).confirm().line in lines


def _decisions(game: str, seeds=range(1, 6)):
    """The panels a few random games of ``game`` show."""
    rules = get_rules(game)
    for seed in seeds:
        state, rng = rules.new_game(seed), random.Random(seed)
        for _ in range(400):
            if state.game_over:
                break
            legal = state.legal_actions()
            if any(a.type != "play" for a in legal):
                names = ["You", "West", "North", "East"][:state.num_players]
                d = decision_for(state.view(state.to_act), legal, state.describe, rules.codec,
                                 names)
                if d is not None:
                    yield d
            state.apply(rng.choice(legal))


def test_every_games_panel_lines_are_drawn_whole_at_the_readable_floor():
    """At 1024 x 640 the panel's type is at the readable floor: every line of every game's
    panels, in a toggle as narrow as they come (eight ems) or a plain button (twelve ems at
    the most), and every line a confirm button may say, is drawn whole."""
    px, floor = 11, 11
    cut = []
    for game in GAME_IDS:
        for d in _decisions(game):
            lines = [(c.label, c.line) for c in ps.button_choices(d) if c.line]
            lines += [(d.confirm, line) for line in ps.PanelState(d).lines()]
            for label, line in lines:
                text_w = px * 8 if d.kind in ("toggles", "discard") else min(
                    bb.button_text_width(label, line, px, M, floor), px * 12)
                drawn = _drawn(label, line, text_w, px, floor)
                if drawn.text != line \
                        or M.wrapped(drawn.font, line, drawn.w, True)[1] > drawn.h:
                    cut.append((game, label, drawn.text))
    assert cut == []
