"""The statistics' first tab lists games that count deals beside Barbu and Nineteen, which count
hands: its column and the intro above the tabs say both ("Per deal" stood over Barbu's row while
Barbu's own tab said "Per hand")."""

from __future__ import annotations

from tricktable.games import get_rules
from tricktable.games.registry import available_games
from tricktable.presentation.stats_view import GAME_COLUMNS, INTRO, level_columns


def test_the_all_games_column_names_deals_and_hands():
    words = {get_rules(g).deal_word for g in available_games()}
    assert words == {"deal", "hand"}
    assert "Per deal or hand" in GAME_COLUMNS and "Per deal" not in GAME_COLUMNS


def test_the_intro_names_each_tabs_column():
    for g in available_games():
        per = next(c for c in level_columns(g) if c.startswith("Per "))
        assert f"“{per.lower()}”" in INTRO, per
