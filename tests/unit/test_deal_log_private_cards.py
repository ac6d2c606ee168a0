"""The deal log names the reader's own hidden cards and nobody else's: "You take stock card 5."
left the person to find the card drawn in their hand, while another player's draw, discard,
window or burial must stay unnamed (the log is read beside the table)."""

from __future__ import annotations

import random
import re

from tricktable.engine.cards import iter_cards
from tricktable.games.registry import get_rules
from tricktable.presentation.deal_log_text import log_html

NAMES = ["You", "West", "North", "East"]


def plain(page: str) -> str:
    return re.sub("<[^>]+>", "", page.replace("</li>", "\n"))


def named(text: str, codec, card: int) -> bool:
    """Whether ``text`` names ``card`` (its short name, not inside a longer one: 1★ in 21★)."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(codec.short(card))}", text) is not None


def played_cards(st) -> set[int]:
    """The cards played in the deal so far: in its tricks, and the trick under way."""
    return {c for _l, cards, _w in st.deal_log.tricks for c in cards} | \
        {c for c in st.trick if isinstance(c, int) and c >= 0}


def nineteen_partnership(seed: int, moves: int = 30):
    """Nineteen played at random, the auction kept to Partnership and passes (so the stock is
    drawn and discarded by three players), ``moves`` moves in."""
    st = get_rules("nineteen").new_game(seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if st.to_act is None:
            break
        legal = st.legal_actions()
        keep = [a for a in legal if a.type == "pass" or dict(a.data).get("bid") == "partnership"]
        st.apply(rng.choice(keep or legal))
    return st


def test_the_persons_own_stock_card_and_discard_are_named_to_them():
    st = nineteen_partnership(1)
    codec = st.rules.codec
    mine = plain(log_html(st, NAMES, viewer=0))
    drawn, discarded = st.drawn[0], st.discards[0]
    assert drawn and discarded
    (card,) = iter_cards(drawn)
    assert f"You take stock card 5: the {codec.short(card)}." in mine, mine
    line = next(x for x in mine.splitlines() if x.startswith("You discard"))
    assert all(named(line, codec, c) for c in iter_cards(discarded)), line
    # read by West, the same draws are counted, never named
    theirs = plain(log_html(st, NAMES, viewer=1))
    assert "You take stock card 5." in theirs and "You discard 1 card." in theirs, theirs


def test_the_nineteen_log_names_no_card_its_reader_could_not_see():
    for seed in range(1, 16):
        st = nineteen_partnership(seed, moves=40)
        codec = st.rules.codec
        shared = plain(log_html(st, NAMES))  # what every player reads
        played = played_cards(st)
        for viewer in range(4):
            text = plain(log_html(st, NAMES, viewer=viewer))
            for pos in range(4):
                if pos == viewer:
                    continue
                hidden = [c for c in iter_cards(st.discards[pos] | st.drawn[pos])
                          if c not in played and not named(shared, codec, c)]
                leaked = [codec.short(c) for c in hidden if named(text, codec, c)]
                assert not leaked, (seed, viewer, pos, leaked, text)


def test_the_sheepshead_window_and_burial_are_named_only_to_the_player():
    """To the Player the window's cards and the burial; to the others neither, even where the
    Player is called "You" (the burial's words named the cards to any seat of that name)."""
    checked = 0
    for seed in range(1, 40):
        st = get_rules("sheepshead").new_game(seed)
        rng = random.Random(seed)
        for _ in range(6):
            st.apply(rng.choice(st.legal_actions()))
        if st.player is None or st.history:
            continue
        codec = st.rules.codec
        player = st.player
        names = ["Ann", "Bob", "Cy"]
        names[player] = "You"
        buried = list(iter_cards(st.discards)) if isinstance(st.discards, int) else []
        window = list(st.window)
        own = plain(log_html(st, names, viewer=player))
        assert all(named(own, codec, c) for c in buried + window), own
        for viewer in (p for p in range(3) if p != player):
            text = plain(log_html(st, names, viewer=viewer))
            played = played_cards(st)
            leaked = [codec.short(c) for c in buried + window
                      if c not in played and named(text, codec, c)]
            assert not leaked, (seed, viewer, leaked, text)
        checked += 1
    assert checked >= 3
