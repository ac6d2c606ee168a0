"""Young Hunter's deal summary and score sheet line, from real (random, seeded) deals, as the
testers read them: a lone scoring line drawn grey with no amount beside two-line rows dark with
theirs; a tied hunter not said at all ("Trumps: ♦" alone); the sheet's ", contra'd" read as an
item of its own and its "♠ hit" for what the summary and the buttons call the trump hit."""

from __future__ import annotations

import random
import re

from tricktable.engine.protocol import DealScored
from tricktable.engine.words import possessive
from tricktable.games.registry import get_rules
from tricktable.presentation import summary_sheet as ss
from tricktable.presentation.describe import deal_summary
from tricktable.presentation.sheet_words import sheet_note

NAMES = ["You", "West", "North", "East"]
GAME = "young-hunter"


def scored_deals(seeds=range(1, 13), **options):
    """Every deal scored in the first four deals of random games of ``seeds``."""
    rules = get_rules(GAME)
    for seed in seeds:
        state = rules.new_game(seed, **options)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 4:
            for e in state.apply(rng.choice(state.legal_actions())):
                if isinstance(e, DealScored):
                    yield e


def _blocks(summary) -> list[ss.Block]:
    return [item for item in ss.sheet(summary) if isinstance(item, ss.Block)]


def test_a_row_with_one_scoring_line_shows_it_dark_with_its_amount_as_the_others():
    """"Catch on the J♣, not announced" stood grey with no amount, the "nothing" style, beside
    rows of two lines dark with their green and red amounts: the dispatcher had taken a lone
    line's amount away (it is the row's own) and a line without one is drawn as pointless."""
    seen = 0
    for e in scored_deals(contra=True):
        summary = deal_summary(GAME, e, NAMES, get_rules(GAME).codec)
        for row, block in zip(summary.rows, _blocks(summary), strict=True):
            if len(row.lines) != 1 or row.lines[0][0] == "No takings":
                continue
            text, value = row.lines[0]
            assert value == row.score, (row.name, row.lines)
            words = [c for c in block.cells if c.col == 0]
            amounts = [c for c in block.cells if c.col == 1]
            assert words[0].ink == ss.INK, (text, words[0].ink)
            assert [c.text for c in amounts] == [ss.signed(value)], (text, amounts)
            seen += 1
    assert seen, "no row with a lone scoring line came up"


def test_a_row_without_takings_is_still_said_as_one_without_points():
    for e in scored_deals(seeds=range(1, 30)):
        summary = deal_summary(GAME, e, NAMES, get_rules(GAME).codec)
        for row, block in zip(summary.rows, _blocks(summary), strict=True):
            if row.lines == [("No takings", None)]:
                assert [c.ink for c in block.cells] == [ss.SOFT_INK]
                return
    raise AssertionError("no row without takings came up")


def test_a_deal_without_a_hunter_says_who_tied_and_at_how_many_takings():
    """The rules name no hunter on a tie for the most takings: the summary said only "Trumps: ♦"
    there, where other deals said "Hunter of the deal: North (3 takings)"."""
    ties = 0
    for e in scored_deals(seeds=range(1, 30)):
        counts = e.details["takings"]
        summary = deal_summary(GAME, e, NAMES, get_rules(GAME).codec)
        if e.details["hunter"] is not None:
            assert f"Hunter of the deal: {NAMES[e.details['hunter']]} (" in summary.subtitle
            continue
        best = max(counts)
        tied = [NAMES[p] for p, c in enumerate(counts) if c == best]
        word = "taking" if best == 1 else "takings"
        if len(tied) == 2:
            said = f"No hunter: {tied[0]} and {tied[1] if tied[1] != 'You' else 'you'} tied"
            assert f"{said} at {best} {word}" in summary.subtitle, summary.subtitle
            ties += 1
        else:
            assert re.search(rf"No hunter: .+ tied at {best} {word}$", summary.subtitle), \
                summary.subtitle
    assert ties, "no two-way tie came up"


def test_the_sheet_says_a_contra_with_its_taking_and_names_the_trump_hit_as_the_summary():
    """"♥ hit failed, contra'd, contra on West's ♠ hit lost": "contra'd" read as an item of
    its own, and "♠ hit" was the trump hit of the summary and the buttons."""
    contras = trumps = 0
    for e in scored_deals(contra=True):
        note = sheet_note(GAME, e.details, NAMES)
        assert "contra'd" not in note, note
        for jack in e.details["jacks"]:
            suit = "♣♦♥♠"["CDHS".index(jack["jack"][1])]
            name = f"{suit} {'trump ' if jack['trump'] else ''}"
            for a in jack["announcements"]:
                taking = f"{name}{a['kind']} {'made' if a['made'] else 'failed'}"
                if a["contra_by"] is not None:
                    assert f"{taking} against {possessive(NAMES[a['contra_by']])} contra" \
                        in note, (taking, note)
                    contras += 1
                else:
                    assert f"{taking}" in note, (taking, note)
                trumps += jack["trump"]
    assert contras and trumps


def test_a_taking_not_announced_keeps_its_two_last_words_together():
    """At the largest text size "Catch on the J♦, not" stood over "announced" (a tester)."""
    for e in scored_deals(seeds=range(1, 30)):
        summary = deal_summary(GAME, e, NAMES, get_rules(GAME).codec)
        said = [text for row in summary.rows for text, _value in row.lines
                if "announced" in text and "not" in text]
        if said:
            assert all("not\u00a0announced" in text for text in said), said
            return
    raise AssertionError("no taking went unannounced")


def test_the_end_of_the_bidding_names_the_leader_in_a_sentence_of_its_own():
    """"The bidding is over: You lead to the first trick." had a capital after the colon."""
    from tricktable.engine.protocol import PhaseChanged

    state = get_rules(GAME).new_game(seed=2)
    said = []
    while not said:
        events = state.apply(state.legal_actions()[0])
        said = [e.text for e in events if isinstance(e, PhaseChanged)]
    leader = state.to_act
    names = ["North", "East", "South", "West"]
    names[leader] = "You"
    assert said[0].fill(names) in ("The bidding is over. You lead to the first trick.",
                                   "The bidding is over. You (holding the 2♠) lead to the "
                                   "first trick.")
