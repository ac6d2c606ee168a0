"""Nineteen names its three honours one way wherever a player reads them: "the Juggler (1★)",
"the World (21★)", "the Tomfool". The declarations panel said "the Juggler takes the last
trick" while the hint, the log and the plates said "the 1★", and a plate read "Royal Honours:
K♥ K♣ 1★ Tomfool": the Tomfool always named, the 1★ and the 21★ never, so a newcomer could not
tell that the Juggler of the panel was the 1★ of the log."""

from __future__ import annotations

import re

from test_nineteen_rules import auction, declare, start
from test_nineteen_sparrow import sparrow_declared

from nineteen_deals import NOTHING, four_player_deal
from tricktable.ai.nineteen import EMPEROR_TRICK, JUGGLER_SAFE, RuleAgent
from tricktable.ai.nineteen_reasons import KEEP_JUGGLER, declare_words
from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import Action
from tricktable.games.nineteen_events import SetLaidUp
from tricktable.games.nineteen_words import decision, log_line, plate

NAMES = ["You", "West", "North", "East"]
#: an honour said by its number alone, not after its name: "the 1★", "K♣ 21★"
BARE = re.compile(r"(?<!\()\b(?:1|21)★")


def test_the_declare_panel_names_the_juggler_with_its_number():
    """The Sparrow's line under its toggle: "the Juggler (1★) takes the last trick"."""
    s = four_player_deal({0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9",
                          1: "T1 T21 TF KC KD KH KS T2 T3 T4 T5 T6"})
    s.apply(Action.make("bid", bid="solo"))
    d = decision(s.view(1), s.legal_actions(), TAROT, NAMES)
    lines = {c.label: c.line for c in d.choices}
    assert lines["The Sparrow"].startswith("promise: the Juggler (1★) takes the last trick")
    assert "Honours" in lines  # the holdings are there too, each with what it brings


def test_a_holdings_cards_are_named_alike_in_the_log_the_hint_and_on_the_plate():
    """"declares Royal Honours (the Tomfool, the 1★, the K♥ and the K♣)" in the log and the hint,
    "K♥ K♣ 1★ Tomfool" on the plate: each honour by name, the 1★ and 21★ with their numbers."""
    s = start({0: "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 7C 8C", 1: "T1 TF KC KH 7D 8D",
               2: "T21 KS 7H 8H 9H 10H"})
    auction(s, "solo")
    said = s.describe(declare(["royal-honours"]))
    assert said == ("declares Royal Honours (the Tomfool, the Juggler (1★), the K♥, the K♦ and "
                    "the K♣)")
    s.apply(declare(["royal-honours"]))
    _line, notes = plate(s.view(0), 1, TAROT, "", NAMES)
    shown = next(n for n in notes if n.startswith("Royal Honours"))
    assert "Juggler (1★)" in shown and "Tomfool" in shown and not BARE.search(shown), shown


def test_the_rule_players_reasons_name_the_honours_by_name_and_number():
    """The reasons a hint gives: the Juggler kept back, safe to lead, winning the trick of the
    three honours, the Sparrow promised and contra'd."""
    for said in (KEEP_JUGGLER, JUGGLER_SAFE, EMPEROR_TRICK):
        assert "the Juggler (1★)" in said.replace("The Juggler", "the Juggler"), said
        assert not BARE.search(said), said
    assert "the World (21★)" in EMPEROR_TRICK and "Emperor" not in EMPEROR_TRICK
    note = RuleAgent.figures_note(sparrow_declared().view(1))
    assert "the Juggler (1★) played before the last trick" in note, note
    contra = Action("declare", -1, (("contras", ("sparrow",)), ("declarations", ())))
    assert "from the Juggler (1★)." in declare_words(contra, [contra, NOTHING], 0)


def test_a_set_laid_face_up_names_its_honours():
    """The log's line for a preferred set laid face up, honours in it."""
    said = log_line(SetLaidUp(2, TAROT.parse_mask(["T21", "KH", "7S"])))
    assert said == "Set 2 lies face up: the World (21★), the 7♠ and the K♥.", said


def test_the_play_tip_tells_which_cards_are_the_honours():
    """The tips speak of honours; a newcomer is told which they are, by name and number."""
    from tricktable.games.nineteen_words import TIPS

    play = TIPS["play"].text
    assert "the Juggler (1★)" in play and "World (21★)" in play and "Tomfool" in play
