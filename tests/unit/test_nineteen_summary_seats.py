"""Nineteen's deal summary and seat names with dummies among the players: the summary names each
player's part from the seat they sit at (positions are not players with two or three players),
explains how a three-player declaring side shares what one defender pays (19 is 10 and 9), and the
new-game defaults name the players by where they sit."""

from __future__ import annotations

import random
from itertools import pairwise

from tricktable.engine.cards import TAROT
from tricktable.engine.protocol import DealScored
from tricktable.games.nineteen_scoring import DECLARATION_NAMES, HOLDINGS, shares
from tricktable.games.registry import get_rules
from tricktable.presentation.describe import deal_summary

NAMES = ["Ada", "Bob", "Cy"]


def scored_deals(players: int, seeds=range(1, 60)):
    """Every DealScored of random Nineteen games (auctions kept to Partnership or pass)."""
    for seed in seeds:
        st = get_rules("nineteen").new_game(seed, players=players)
        rng = random.Random(seed)
        while not st.game_over:
            legal = st.legal_actions()
            kept = [a for a in legal if a.type != "bid" or a.get("bid") == "partnership"]
            for e in st.apply(rng.choice(kept or legal)):
                if isinstance(e, DealScored):
                    yield e


def test_a_three_player_partnership_summary_explains_the_uneven_split():
    for e in scored_deals(3):
        d = e.details
        sharers = [d["seat_player"][p] for p in d["declarer_side"]
                   if d["seat_player"][p] is not None]
        if len(sharers) == 2 and d["value"] % 2 == 1:
            break
    else:
        raise AssertionError("no three-player partnership with an odd value came up")
    summary = deal_summary("nineteen", e, NAMES, TAROT)
    a, b = (abs(x) for x in shares(d["value"], sharers))
    assert a == b + 1
    split = f"{NAMES[sharers[0]]} {a} and {NAMES[sharers[1]]} {b}"
    line = next(n for n in summary.notes if split in n)
    assert f"shares {d['value']}" in line or f"paying {d['value']}" in line
    assert f"the odd point to {NAMES[sharers[0]]}" in line
    for pl in sharers:
        assert e.score[pl] in (a, b, -a, -b) or any(
            s["what"] != "bid" for s in d["settlements"])


def test_a_two_player_summary_names_the_player_at_the_far_seat():
    e = next(scored_deals(2))
    d = e.details
    summary = deal_summary("nineteen", e, NAMES[:2], TAROT)
    declarer_player = d["seat_player"][d["declarer"]]
    assert summary.subtitle.endswith(f"by {NAMES[declarer_player]}")
    assert summary.rows[declarer_player].lines[0][0] == "Declarer: Partnership"
    other = 1 - declarer_player
    assert summary.rows[other].lines[0][0] == "Defender"
    assert summary.notes[0].startswith(f"{NAMES[declarer_player]} and the dummy took")


def test_each_rows_lines_add_up_to_its_deal_score_with_every_declaration_settled():
    """A row's lines carry what each part of the settlement moved on that player's score: the
    hand, a holding paid to its announcer by every other player, a Sparrow or Slam settled like
    the hand (a summary showed Royal Honours +24 beside −64 and nothing for the rest)."""
    rules = get_rules("nineteen")
    seen = {"holding": 0, "achievement": 0}
    for players in (4, 3, 2):
        names = ["Ada", "Bob", "Cy", "Di"][:players]
        for seed in range(1, 40):
            st = rules.new_game(seed, players=players)
            rng = random.Random(seed)
            while st.deal_number == 1 and not st.game_over:
                for e in st.apply(rng.choice(st.legal_actions())):
                    if not isinstance(e, DealScored):
                        continue
                    summary = deal_summary("nineteen", e, names, TAROT)
                    for pl, row in enumerate(summary.rows):
                        amounts = [v for _t, v in row.lines]
                        if amounts == [None]:  # one line: its amount is the row's, said once
                            continue
                        assert sum(amounts) == e.score[pl], row.lines
                    for s in e.details["settlements"]:
                        if s["what"] == "bid":
                            continue
                        kind = "holding" if s["what"] in HOLDINGS else "achievement"
                        seen[kind] += 1
                        others = [r for pl, r in enumerate(summary.rows) if pl != s["by"]]
                        # by whom, not whose ("Your Eight Trumps" read as West's own)
                        named = DECLARATION_NAMES[s["what"]]
                        named = named[0].upper() + named[1:]
                        by = f"by {names[s['by']]}"
                        assert all(any(t.startswith(named[:5]) and t.endswith(by)
                                       for t, _v in r.lines)
                                   for r in others), [r.lines for r in others]
    assert seen["holding"] and seen["achievement"], seen


def test_new_game_defaults_name_players_by_where_they_sit():
    from tricktable.presentation.new_game_choices import seat_places
    from tricktable.settings import Settings
    from tricktable.ui.dialog_new_game import seats_from_settings

    assert seat_places("nineteen", {"players": 3}) == ["South", "West", "North"]
    assert seat_places("nineteen", {"players": 2}) == ["South", "North"]
    assert seat_places("heart-hunter", {"players": 3}) == ["South", "West", "East"]
    names = [s.name for s in seats_from_settings(Settings(), "nineteen", {"players": 3})]
    assert names == ["You", "West", "North"]


def test_the_preference_hint_uses_only_cards_the_person_has_seen():
    """Swapping an unseen stock card with a card of a hidden hand changes nothing the person
    sees, and so nothing the hint says."""
    from tricktable.coach.recommend import recommend

    def suggest(state, player):
        return recommend(state, player, seconds=120.0, scale=0.04).text

    checked = 0
    for seed in range(1, 300):
        st = get_rules("nineteen").new_game(seed, players=4)
        rng = random.Random(seed)
        for _ in range(60):
            if st.stage == "preference" or st.game_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        if st.stage != "preference":
            continue
        me = st.to_act
        unseen = [i for i, c in enumerate(st.stock_known(me)) if c is None]
        other = next(p for p in range(4) if p != st.player_seat[me] and st.hands[p])
        if not unseen:
            continue
        twin = st.copy()
        slot = unseen[-1]
        card = min(c for c in range(96) if twin.hands[other] >> c & 1)
        twin.stock = list(twin.stock)
        twin.hands = list(twin.hands)
        twin.hands[other] = twin.hands[other] & ~(1 << card) | (1 << twin.stock[slot])
        twin.stock[slot] = card
        assert twin.view(me).stock_known == st.view(me).stock_known
        assert suggest(twin, me) == suggest(st, me)
        checked += 1
        if checked >= 5:
            break
    assert checked


def test_no_trick_card_covers_another_s_index():
    """Whatever order a trick is played in, each card's top-left index stays in sight."""
    from tricktable.presentation.layout import ASPECT, table_layout

    for size in ((1024, 640), (1920, 1080), (3840, 2160)):
        for n in (2, 3, 4):
            lay = table_layout(n, *size)
            places = [lay.trick_place(p) for p in range(n)]
            for a in places:
                w = a.height * ASPECT
                index = (a.x - w / 2, a.y - a.height / 2, a.x - w / 2 + 0.2 * w,
                         a.y - a.height / 2 + 0.18 * a.height)
                for b in places:
                    if b is a:
                        continue
                    bw = b.height * ASPECT
                    card = (b.x - bw / 2, b.y - b.height / 2, b.x + bw / 2, b.y + b.height / 2)
                    apart = (index[2] <= card[0] or card[2] <= index[0]
                             or index[3] <= card[1] or card[3] <= index[1])
                    assert apart, (size, n, a, b)


def test_an_exposed_side_dummy_shows_a_readable_part_of_every_card():
    """Twelve face-up dummy cards at a side: two columns, each card showing at least a third of
    its height (one tall column left only a strip of about 7 px for the index at 1024x640)."""
    from tricktable.presentation.layout import table_layout

    for size in ((1024, 640), (1920, 1080)):
        lay = table_layout(4, *size, dummies=(1, 3), max_hand=16)
        for pos in (1, 3):
            places = lay.hand_places(pos, 12, exposed=True)
            columns = sorted({round(p.x) for p in places})
            assert len(columns) == 2, size
            for x in columns:
                ys = sorted(p.y for p in places if round(p.x) == x)
                steps = [b - a for a, b in pairwise(ys)]
                assert min(steps) >= places[0].height / 3, (size, steps)
