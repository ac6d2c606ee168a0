"""First-game tips (Qt-free): every decision of every game has a tip with words and a rules
anchor that exists on the game's page, every tip a game writes is met in play, and a tip kind
is due once."""

from __future__ import annotations

import re

import pytest

from tricktable.ai.registry import make_agent
from tricktable.coach.tips import LAST_TRICK, TABLE_TIPS, shown_key, tip_due, tip_kind, tips_of
from tricktable.games.registry import ENTRIES, game_entry, get_rules
from tricktable.resource_files import resource_path

#: option sets that bring every decision and phase a game has (contra in Young Hunter, three
#: and two players in Nineteen, Heart Hunter's short game so that phase 2 comes soon)
OPTION_SETS = {
    "young-hunter": [{"contra": True}, {}],
    "heart-hunter": [{"quick": True}, {"players": 3, "quick": True}],
    "sheepshead": [{}],
    "barbu": [{}],
    "nineteen": [{"players": 4}, {"players": 3}, {"players": 2}],
}
#: Nineteen tables whose Partnership call random bidders seldom reach (the eldest must outbid
#: nobody): played to it by :func:`at_the_call`
CALLED_AT = {"nineteen": (4, 3)}
#: seeded games played per option set, each stopped once every tip kind of the game was met
GAMES_PER_SET = 3


def decisions(game_id: str):
    """(view, legal) of every decision in seeded games played by random players."""
    rules = get_rules(game_id)
    entry = game_entry(game_id)
    for i, options in enumerate(OPTION_SETS[game_id]):
        for number in range(GAMES_PER_SET):
            state = rules.new_game(7000 + 10 * i + number, **options)
            agents = {}
            met = set()
            while not state.game_over and len(met) < len(tips_of(entry)):
                p = state.to_act
                legal = state.legal_actions()
                view = state.view(p)
                yield view, legal
                met.add(tip_kind(entry, view, legal))
                agent = agents.setdefault(p, make_agent("random", rules, seed=number * 10 + p))
                state.apply(agent.choose(view, legal))
    for players in CALLED_AT.get(game_id, ()):  # decisions random bids seldom reach
        state = at_the_call(players)
        yield state.view(state.to_act), state.legal_actions()


def page_anchors(game_id: str) -> set[str]:
    page = resource_path("rules", f"{game_id}.html").read_text(encoding="utf-8")
    return set(re.findall(r'id="([^"]+)"', page))


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_every_decision_of_every_game_has_a_tip_with_words_and_a_rules_anchor(entry):
    tips = {kind: t for kind, t in tips_of(entry).items() if kind not in TABLE_TIPS}
    anchors = page_anchors(entry.id)
    met: dict[str, int] = {}
    for view, legal in decisions(entry.id):
        kind = tip_kind(entry, view, legal)
        types = "+".join(sorted({a.type for a in legal}))
        assert kind is not None, f"no tip for {view.stage}: {types}"
        met[kind] = met.get(kind, 0) + 1
    for kind, tip in tips.items():
        assert tip.title.strip() and len(tip.text) > 60, kind
        assert tip.anchor in anchors, f"{kind}: no section {tip.anchor!r} on the rules page"
    assert set(met) == set(tips), f"tips never met in play: {sorted(set(tips) - set(met))}"


def test_the_particular_tip_comes_before_the_general_one():
    hh = game_entry("heart-hunter")
    state = get_rules("heart-hunter").new_game(1)
    view, legal = state.view(state.to_act), state.legal_actions()
    assert tip_kind(hh, view, legal) == "play"
    view.phase = 2
    assert tip_kind(hh, view, legal) == "phase-2"


def test_a_tip_is_due_once_per_kind_and_game():
    hh, barbu = game_entry("heart-hunter"), game_entry("barbu")
    state = get_rules("heart-hunter").new_game(1)
    view, legal = state.view(state.to_act), state.legal_actions()
    assert tip_due(hh, view, legal, set()) == "play"
    assert tip_due(hh, view, legal, {shown_key(hh, "play")}) is None
    assert shown_key(hh, "play") != shown_key(barbu, "play")


def test_no_decision_no_tip():
    hh = game_entry("heart-hunter")
    state = get_rules("heart-hunter").new_game(1)
    assert tip_kind(hh, state.view(state.to_act), []) is None
    assert tip_kind(hh, None, state.legal_actions()) is None


def at_the_call(players: int):
    """A Nineteen deal at the partner's call: the eldest bids Partnership and the others pass."""
    state = get_rules("nineteen").new_game(5, players=players)
    while state.stage != "call":
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.type == "pass"), legal[0]))
    return state


@pytest.mark.parametrize("players, kind", [(4, "call"), (3, "call-three"), (2, "call-two")])
def test_the_call_tip_speaks_of_the_table_being_played(players, kind):
    """The call's tip said "known to the others only when it is played … alone against three"
    at every table; with three players the holder says so at once and a player plays the dummy,
    and with two the partner is a dummy."""
    entry = game_entry("nineteen")
    state = at_the_call(players)
    view, legal = state.view(state.to_act), state.legal_actions()
    assert tip_kind(entry, view, legal) == kind
    text = tips_of(entry)[kind].text
    assert ("dumm" in text) == (players < 4)
    assert ("against three" in text) == (players == 4)


@pytest.mark.parametrize("players, secret, dummy", [(4, True, False), (3, False, True),
                                                     (2, False, True)])
def test_the_call_panel_says_what_the_call_makes_at_this_table(players, secret, dummy):
    """The panel said "your secret partner" at every table: the partner is secret only with
    four players; with three its holder says so, with two it is a dummy."""
    from tricktable.engine.cards import TAROT
    from tricktable.presentation.describe import decision_for

    state = at_the_call(players)
    d = decision_for(state.view(state.to_act), state.legal_actions(), state.describe, TAROT)
    assert d.title == "Call your partner"
    assert ("secret" in d.hint) == secret and ("dummy" in d.hint) == dummy, d.hint
    assert [c.label for c in d.choices] and all(c.label.startswith("Call the ") for c in d.choices)


def test_a_discard_tip_says_discard_as_its_panel_and_log_do():
    """Nineteen's tip was titled "Laying cards away" over a panel, a button and a log that all
    say "discard"."""
    from tricktable.games.nineteen_words import TIPS

    tip = TIPS["discard"]
    assert tip.title == "Discarding"
    assert "lay away" not in tip.text.lower() and "laid away" not in tip.text.lower()


def test_the_least_tip_tells_the_score_for_the_only_player_without_a_trick():
    """The Least's tip said only that the fewest card points win; the rule that changes the
    play most, the only player without a trick scoring +4 (not +2), went untold (a tester)."""
    from tricktable.games.sheepshead_words import TIPS

    text = TIPS["the-least"].text
    assert "no trick" in text and "+4" in text and "+2" in text


@pytest.mark.parametrize("entry", ENTRIES, ids=lambda e: e.id)
def test_the_last_trick_tip_is_due_once_a_trick_is_gathered_and_its_own_tip_was_shown(entry):
    """A trick goes after a moment and a newcomer found nothing saying L shows it again: every
    game's table tells it once, at a card to play after the first trick, after the game's own
    tip for that decision."""
    state = get_rules(entry.id).new_game(3)
    rng = __import__("random").Random(3)
    while not (state.view(state.to_act).tricks and any(a.type == "play"
                                                       for a in state.legal_actions())):
        state.apply(rng.choice(state.legal_actions()))
    view, legal = state.view(state.to_act), state.legal_actions()
    own = tip_kind(entry, view, legal)
    shown = {shown_key(entry, own)} if own else set()
    assert tip_due(entry, view, legal, shown) == LAST_TRICK
    assert tip_due(entry, view, legal, shown | {shown_key(entry, LAST_TRICK)}) is None
    assert "Press L" in tips_of(entry)[LAST_TRICK].text
    first = get_rules(entry.id).new_game(3)  # before any trick: never the last trick's tip
    assert tip_due(entry, first.view(first.to_act), first.legal_actions(),
                   {shown_key(entry, k) for k in tips_of(entry)} - {shown_key(entry, LAST_TRICK)}
                   ) is None


def test_the_nineteen_auction_tip_says_a_dummy_never_bids_as_the_three_player_table_shows():
    """With three players the dealer's left may be the dummy, and the player after it opened:
    "The eldest (the dealer's left) must open" was not true there."""
    nineteen = game_entry("nineteen")
    for seed in range(1, 40):
        st = get_rules("nineteen").new_game(seed, players=3)
        left = (st.dealer + 1) % 4
        if st.seat_player[left] is None:
            assert st.to_act == st.seat_player[(st.dealer + 2) % 4]
            view = st.view(st.to_act)
            kind = tip_kind(nineteen, view, st.legal_actions())
            assert "a dummy never bids" in tips_of(nineteen)[kind].text
            return
    pytest.fail("no three-player deal with the dummy on the dealer's left came up")


def test_the_last_trick_tip_is_shown_once_for_every_game():
    """It came again in each game, word for word: it is the table's, not a game's."""
    hh, barbu = game_entry("heart-hunter"), game_entry("barbu")
    assert shown_key(hh, LAST_TRICK) == shown_key(barbu, LAST_TRICK)
    assert shown_key(hh, "play") != shown_key(barbu, "play")
