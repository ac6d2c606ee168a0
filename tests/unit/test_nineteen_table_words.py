"""Nineteen's words at the table as a tester read them: the declarations panel's refusal and its
Declare line, the declarer's plate under a contra, the deal log's dummy with three players and
the summary's payments of a declarer alone against two."""

from __future__ import annotations

import random

from mono_metrics import Mono
from nineteen_deals import NOTHING, RULES, four_player_deal
from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import Action, DealScored
from tricktable.games import get_rules
from tricktable.games.nineteen_events import PartnerRevealed
from tricktable.games.nineteen_words import decision, log_line, plate
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import panel_state as ps
from tricktable.presentation import text_boxes as tb
from tricktable.presentation.describe import deal_summary

#: position 0 holds twelve trumps, position 1 the honours and the kings
RICH = {0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9",
        1: "T1 T21 TF KC KD KH KS T2 T3 T4 T5 T6"}


def declare(decls=(), contras=()) -> Action:
    return Action("declare", -1, (("contras", tuple(contras)), ("declarations", tuple(decls))))


def test_a_contra_alone_is_refused_with_the_tables_reason():
    """With "Contra needs a declaration", "Contra the bid" picked alone said "Those cannot be
    declared together.": the panel asks the rules, which say why."""
    s = four_player_deal(RICH, contra_needs_declaration=True)
    s.apply(Action.make("bid", bid="solo"))
    s.apply(NOTHING)
    assert s.to_act == 2
    d = decision(s.view(2), s.legal_actions(), TAROT, ["You", "West", "North", "East"])
    contra = ("contra", "bid")
    assert contra in {c.key for c in d.choices}
    reason = ps.toggles_refusal(d, {contra}, s.why_illegal)
    assert reason == "At this table only a player who makes a declaration may contra."
    assert ps.toggles_refusal(d, {contra, ("declare", "slam")}, s.why_illegal) is None


def test_the_declare_buttons_count_line_shows_whole_in_the_button():
    """The Declare button is sized for "none toggled"; "1 declaration, 1 contra" wrapped to a
    second line below its height and read "1 declaration, 1"."""
    s = four_player_deal(RICH)
    s.apply(Action.make("bid", bid="solo"))
    d = decision(s.view(1), s.legal_actions(), TAROT, ["You", "West", "North", "East"])
    both = frozenset({("declare", "honours"), ("contra", "bid")})
    line = ps.PanelState(d, checked=both).confirm().line
    assert line == "1 declaration, 1 contra"
    look = fc.button_look(checked=False, primary=True, on_light=False, hover=False,
                          enabled=True, focused=False)
    m = Mono()
    for px in (14, 16, 20):
        text_w = px * 9.0 - px * 1.4  # the confirm's width in the panel's side column
        w, h = tb.button_size("none toggled", text_w, px, m)
        _box, (_title, drawn) = tb.button("Declare", line, w, h, px, look, m)
        assert drawn.text == line
        assert m.wrapped(drawn.font, line, drawn.w, True)[1] <= drawn.h, (px, drawn.font)
        # a line that fits keeps the button's own type
        _box, (_title, plain) = tb.button("Declare", "1 contra", w, h, px, look, m)
        assert plain.font == tb.button_fonts(px)[1]


def test_the_declarers_plate_says_the_bid_was_contrad_not_the_holding_under_it():
    """"Called the 18★, contra'd" over "Eight Trumps" read as "contra'd Eight Trumps"."""
    s = four_player_deal(RICH)
    s.apply(Action.make("bid", bid="solo"))
    s.apply(declare((), ("bid",)))
    s.apply(NOTHING)
    s.apply(NOTHING)
    s.apply(declare(("twelve-trumps",)))
    _line, notes = plate(s.view(0), 0, TAROT, "0 tricks", ["You", "West", "North", "East"])
    assert notes[0] == "Bid contra'd", notes
    assert notes[1].startswith("Twelve Trumps")
    assert not any(n.endswith(" contra'd") and "bid" not in n.lower() for n in notes), notes


def _events(players: int, seeds=range(1, 80)):
    """Every event of the first hand of random games."""
    for seed in seeds:
        st = RULES.new_game(seed, players=players)
        rng = random.Random(seed)
        while st.deal_number == 1 and not st.game_over:
            yield from st.apply(rng.choice(st.legal_actions()))


def test_the_deal_log_says_the_dummy_where_there_is_only_one():
    """Three players have one dummy: "in a dummy's hand" was said of it; two have two."""
    said = {}
    for players in (3, 2):
        said[players] = next(log_line(e) for e in _events(players)
                             if isinstance(e, PartnerRevealed) and e.how == "dummy")
    assert said[3] == ("The called trump is in the dummy's hand: the declarer plays the dummy "
                       "as partner.")
    assert said[2] == ("The called trump is in a dummy's hand: the declarer plays that dummy "
                       "as partner.")


def test_a_declarer_alone_against_two_says_what_each_defender_paid():
    """Four players' summary says "West and North each paid 40; the declaring side shares
    80"; three players' declarer alone against two (a preferred bid, Solo, or the dummy as
    partner) said nothing of the two payments: RULES.md, each defender pays V to the side."""
    names = ["Ada", "Bob", "Cy"]
    seen = set()
    for e in _events(3):
        if not isinstance(e, DealScored):
            continue
        d = e.details
        side = [d["seat_player"][p] for p in d["declarer_side"]
                if d["seat_player"][p] is not None]
        payers = [d["seat_player"][p] for p in d["defenders"] if d["seat_player"][p] is not None]
        if len(side) != 1 or len(payers) != 2:
            continue
        summary = deal_summary("nineteen", e, names, TAROT)
        value, declarer = d["value"], names[side[0]]
        who = f"{names[payers[0]]} and {names[payers[1]]}"
        verb, to = ("paid", "to") if d["won"] else ("received", "from")
        assert f"{who} each {verb} {value}: {2 * value} {to} {declarer}." in summary.notes, \
            summary.notes
        seen.add(d["won"])
    assert seen, "no three-player declarer alone came up"


def test_going_back_to_a_set_is_said_so_in_the_log():
    """Going back to set 2 was logged "takes set 2: level 5", as if it were the set in hand."""
    from tricktable.engine.protocol import Announced

    rng = random.Random(4)
    for seed in range(1, 200):
        s = get_rules("nineteen").new_game(seed=seed)
        while s.to_act is not None and s.stage != "play" and not s.history:
            legal = s.legal_actions()
            back = next((a for a in legal if a.type == "back-set"), None)
            if back is not None:
                said = [e.text for e in s.apply(back) if isinstance(e, Announced)]
                assert said and said[0].startswith("goes back to set ") and " and takes it: " \
                    "level " in said[0], said
                return
            nxt = next((a for a in legal if a.type == "next-set"), None)
            prefer = [a for a in legal if a.type == "bid" and "preferred" in str(a.get("bid"))]
            s.apply(nxt or (rng.choice(prefer) if prefer else rng.choice(legal)))
    raise AssertionError("no going back to a set came up")
