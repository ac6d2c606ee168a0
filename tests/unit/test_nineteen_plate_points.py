"""Nineteen's plates show the points each position has taken this deal during the play, as
Sheepshead's do: the plates showed tricks alone, and a learner chasing "60 of the 118" had
nothing to add up. The points are the tricks' cards and one for each trick won; the hidden
discards count only on the viewer's own plate (the others learn how many cards, never their
points); the stock the defenders get is nobody's plate's. At the deal's end the plates add up to
what the deal summary says came from the tricks."""

from __future__ import annotations

import pytest

from nineteen_deals import RULES
from tricktable.ai.registry import make_agent
from tricktable.engine.cards import TAROT, iter_cards
from tricktable.engine.protocol import DealScored, TrickTaken
from tricktable.games.nineteen_scoring import LOW_CARDS, QUEENS, card_points
from tricktable.games.nineteen_words import plate

NAMES = ["You", "West", "North", "East"]


def _line(view, pos: int) -> tuple[str, list[str]]:
    return plate(view, pos, TAROT, f"{view.trick_counts[pos]} tricks", NAMES)


def _points_on(line: str) -> int:
    """The number of "21 points · 3 tricks · Solo"."""
    head = line.split(" · ")[0]
    assert head.endswith(("points", "point")), line
    return int(head.split()[0])


def _play_one_deal(players: int, seed: int, each_play_state) -> DealScored:
    """A deal of computer players, ``each_play_state(state)`` called before every card."""
    s = RULES.new_game(seed=seed, players=players)
    agents = [make_agent("rule", RULES, seed=p) for p in range(players)]
    while True:
        if s.stage == "play":
            each_play_state(s)
        events = s.apply(agents[s.to_act].choose(s.view(s.to_act), s.legal_actions()))
        scored = next((e for e in events if isinstance(e, DealScored)), None)
        if scored is not None:
            return scored


@pytest.mark.parametrize("players", [4, 3, 2])
def test_each_plate_shows_the_points_taken_and_only_the_viewers_own_discards(players):
    """Every viewer, every position, before every card of the play: the tricks' cards and one
    a trick, plus the discards on the viewer's own plate alone; another's discards by count."""
    seen_own = seen_others = 0

    def check(s) -> None:
        nonlocal seen_own, seen_others
        for viewer in range(players):
            view = s.view(viewer)
            seat = s.player_seat[viewer]
            for pos in range(4):
                line, notes = _line(view, pos)
                expected = card_points(s.taken[pos]) + s.trick_counts[pos]
                if pos == seat:
                    expected += card_points(s.discards[pos])
                assert _points_on(line) == expected, (viewer, pos, line)
                mine = f"{card_points(s.discards[pos])} from your discards"
                n = s.discards[pos].bit_count()
                if pos == seat and n:
                    seen_own += 1
                    assert any(mine in x.replace("\u00a0", " ") for x in notes), notes
                elif n:
                    seen_others += 1
                    assert not any("your\u00a0discards" in x for x in notes), notes
                    count = f"+\u00a0{n}\u00a0discard{'s' if n != 1 else ''}"
                    assert any(count in x for x in notes), (count, notes)
                else:
                    assert not any("discard" in x for x in notes), notes

    for seed in range(1, 4):
        _play_one_deal(players, seed, check)
    assert seen_own and seen_others  # the deals had discards to show and to hide


def test_another_players_hidden_discards_never_change_their_plate():
    """The same public deal with other cards in a player's discards reads the same on every
    plate but that player's own (their points are theirs to know)."""
    def lines(s, viewer: int) -> list:
        return [_line(s.view(viewer), pos) for pos in range(4)]

    found = []

    def keep(s) -> None:
        if not found and any(s.discards[p] for p in range(4)) and s.trick_counts != (0,) * 4:
            found.append(s.copy())

    _play_one_deal(4, 2, keep)
    s = found[0]
    who = next(p for p in range(4) if s.discards[p])
    swapped = s.copy()
    # one of the discards swapped for a card of other points (a queen for a low card, or a low
    # card for a court card): the count stays, the points change; only the discards are read
    queen = next(iter_cards(QUEENS & ~s.discards[who]))
    low = next(iter_cards(LOW_CARDS & ~s.discards[who]))
    out = next(c for c in iter_cards(s.discards[who]))
    into = queen if card_points(1 << out) != 4 else low
    discards = list(s.discards)
    discards[who] = discards[who] & ~(1 << out) | 1 << into
    swapped.discards = tuple(discards)
    assert card_points(swapped.discards[who]) != card_points(s.discards[who])
    for viewer in range(4):
        if s.player_seat[viewer] == who:  # their own plate: theirs to know
            assert lines(s, viewer) != lines(swapped, viewer)
        else:
            assert lines(s, viewer) == lines(swapped, viewer), viewer


@pytest.mark.parametrize("players", [4, 3, 2])
def test_the_plates_at_the_deals_end_add_up_to_the_summarys_tricks(players):
    """Each plate's points with the last trick added to its winner's: the declaring side's
    plates say what the summary says the side took in its tricks' cards and for winning them,
    with the viewer's own discards on top when the viewer is on that side (the summary's
    discards are the side's)."""
    last: list = []
    for seed in (3, 4):
        scored = _play_one_deal(players, seed, lambda s: last.__setitem__(slice(None), [s.copy()]))
        before = last[0]
        after = before.copy()
        (only,) = after.legal_actions()
        taken = next(e for e in after.apply(only) if isinstance(e, TrickTaken))
        details = scored.details
        side, made = details["declarer_side"], details["made"]
        for viewer in range(players):
            view = before.view(viewer)
            seat = before.player_seat[viewer]
            at_end = {pos: _points_on(_line(view, pos)[0]) for pos in range(4)}
            at_end[taken.winner] += card_points(sum(1 << c for c in taken.cards)) + 1
            own = card_points(before.discards[seat]) if seat in side else 0
            assert sum(at_end[p] for p in side) - own == made["cards"] + made["tricks"]
            assert sum(at_end.values()) - card_points(before.discards[seat]) \
                == 118 - sum(card_points(d) for d in before.discards) \
                - details["stock_points"], viewer
