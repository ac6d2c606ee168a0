"""Nineteen's discard panel, as a tester saw it at 1024 x 600: its "?" opened the rules at the
Preferred bids for every discard, a Partnership's too, with the limits the player needed out of
sight above; its hint said the discards "count for you" to a secret partner and to a
two-player dealer, whose discards count for their side; and nothing said which cards the
person had just drawn from the stock (a thin line on each card was all)."""

from __future__ import annotations

import random
import re

from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import PASS, Action
from tricktable.games import get_rules
from tricktable.games.nineteen_names import cards_words, plate_card
from tricktable.presentation.describe import Decision, decision_for
from tricktable.resource_files import resource_path

RULES = get_rules("nineteen")
NAMES = ["You", "Ada", "Bert", "Cleo"]


def discard_panels(players: int, wanted, prefer=None, seeds=range(1, 80)):
    """(state, decision) at each discard met where ``wanted(state)`` holds, in random games
    whose players choose among the actions ``prefer`` keeps, where any."""
    for seed in seeds:
        state = RULES.new_game(seed, players=players)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 1:
            legal = state.legal_actions()
            if state.stage == "discard" and wanted(state):
                view = state.view(state.to_act)
                yield state, decision_for(view, legal, state.describe, TAROT,
                                          NAMES[:players])
            kept = [a for a in legal if prefer(a)] if prefer else []
            state.apply(rng.choice(kept or legal))


def first_panel(players: int, wanted, prefer=None) -> tuple[object, Decision]:
    return next(discard_panels(players, wanted, prefer))


def _not_declarer(state) -> bool:
    return state.bid == "partnership" and state.seat_player[state.declarer] != state.to_act


def _preferred(state) -> bool:
    return state.bid.startswith("preferred")


def _bids_partnership(action: Action) -> bool:
    return action == PASS or action.get("bid") == "partnership"


def _bids_preferred(action: Action) -> bool:
    return action == PASS or action.get("bid") == "preferred-3" or action.type == "take-set"


def paragraph(anchor: str) -> str:
    """The text of the rules page's element with that id, tags removed."""
    page = resource_path("rules", "nineteen.html").read_text(encoding="utf-8")
    found = re.search(rf'<(\w+) id="{anchor}">(.*?)</\1>', page, re.S)
    assert found, f"no element {anchor!r} on the rules page"
    return " ".join(re.sub(r"<[^>]+>", "", found.group(2)).split())


def test_a_partnership_discard_opens_the_rules_where_its_limits_are_written():
    """Four players, the partner opposite the declarer (stock card 5), and two players: both a
    Partnership, whose limits are written under Partnership."""
    four = first_panel(4, _not_declarer, _bids_partnership)[1]
    two = first_panel(2, lambda s: True)[1]
    assert four.anchor == two.anchor == "discards"
    assert paragraph("discards").startswith("Discards are limited: you may never discard a king "
                                            "or an honour")


def test_a_preferred_discard_opens_the_rules_at_the_preferred_declarers_discard():
    panel = first_panel(4, _preferred, _bids_preferred)[1]
    assert panel.anchor == "preferred-discards"
    said = paragraph("preferred-discards")
    assert "discards" in said and "never a king or an honour" in said
    assert "a trump only when there is nothing else to discard" in said


def test_the_discard_hint_says_the_cards_count_for_the_discarders_side():
    """The secret partner and the two-player dealer read "count for you" as points of their
    own; the deal summary says "your side's discards"."""
    for players, wanted in ((4, _not_declarer), (2, lambda s: True)):
        hints = [d.hint for _s, d in discard_panels(players, wanted, _bids_partnership,
                                                    range(1, 12))]
        assert hints
        for hint in hints:
            assert "for your side, face down." in hint and "for you," not in hint, hint


def test_the_discard_hint_names_the_cards_the_person_drew_and_only_theirs():
    """Four players: the partner opposite draws stock card 5 by the rules, unasked; two: the
    Opponent draws four and the dealer two. The hint names the acting player's own draw (their
    view holds it), never a card another player drew."""
    met = 0
    for players, wanted in ((4, lambda s: s.bid == "partnership"), (2, lambda s: True)):
        for state, panel in discard_panels(players, wanted, _bids_partnership, range(1, 12)):
            pos = state.player_seat[state.to_act]
            own = state.drawn[pos]
            # after the instructions: first, "Select them" read as "discard what you drew"
            assert panel.hint.startswith("Select "), panel.hint
            assert panel.hint.endswith(f" face down. You drew {cards_words(own)}."), panel.hint
            others = [c for p, m in enumerate(state.drawn) if p != pos
                      for c in range(78) if m >> c & 1]
            for c in others:  # "8★" alone, not in "18★"
                name = re.escape(plate_card(c))
                assert not re.search(rf"(?<!\w){name}(?!\w)", panel.hint), (panel.hint, c)
            met += 1
    assert met > 4


def test_one_card_drawn_is_named_in_a_sentence_of_its_own():
    state, panel = first_panel(4, _not_declarer, _bids_partnership)
    assert state.drawn[state.player_seat[state.to_act]].bit_count() == 1
    assert re.fullmatch(r"Select it in your hand, then confirm\. It counts for your side, face "
                        r"down\. You drew the \S+\.", panel.hint), panel.hint


def test_a_preferred_declarer_is_told_the_set_taken():
    state, panel = first_panel(4, _preferred, _bids_preferred)
    taken = state.drawn[state.declarer]
    assert panel.hint.startswith("Select them") \
        and panel.hint.endswith(f"You took {cards_words(taken)}."), panel.hint


def test_a_two_player_call_opens_the_rules_under_two_players():
    """The Opponent calls the highest trump a dummy holds; its "?" opened the Partnership's
    call ("the highest trump below the 20 that they do not hold"), which is not theirs."""
    from tricktable.games.nineteen_words import rules_anchor

    state = next(st for st, _d in discard_panels(2, lambda s: True, _bids_partnership,
                                                  range(1, 12)))
    view = state.view(state.to_act)
    assert rules_anchor(view, "call") == "two-players"
    four = first_panel(4, _not_declarer, _bids_partnership)[0]
    assert rules_anchor(four.view(four.to_act), "call") == ""  # the registration's
    page = resource_path("rules", "nineteen.html").read_text(encoding="utf-8")
    section = " ".join(page.split('id="two-players"', 1)[1][:900].split())
    assert "calls the highest trump below the 20 that a dummy holds" in section
