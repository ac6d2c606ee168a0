"""A deal summary's lines account for each row's score: where a game puts amounts on a row's
lines, they add up to that player's score for the deal. Barbu's rows once showed only the
contract's score (East −30 beside −90: the doubles were in the notes alone), Nineteen's only a
holding (+24 beside −64)."""

from __future__ import annotations

import random

import pytest

from tricktable.engine.protocol import DealScored
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation.describe import deal_summary


@pytest.mark.parametrize("game", available_games())
def test_the_amounts_on_a_rows_lines_add_up_to_its_deal_score(game):
    rules = get_rules(game)
    rows_checked = 0
    for seed in range(1, 9):
        state = rules.new_game(seed)
        rng = random.Random(seed)
        while state.to_act is not None and state.deal_number <= 4:
            for e in state.apply(rng.choice(state.legal_actions())):
                if not isinstance(e, DealScored):
                    continue
                names = ["You", "Ada", "Bob", "Cy"][:len(e.score)]
                summary = deal_summary(game, e, names, rules.codec)
                # a lone line's amount is the row's own: said once ("out third +5 +5"), unless
                # another row has lines with amounts (then a bare line read as pointless)
                several = any(sum(v is not None for _t, v in r.lines) > 1
                              for r in summary.rows)
                for player, row in enumerate(summary.rows):
                    valued = [v for _t, v in row.lines if v is not None]
                    assert several or valued != [row.score], row.lines
                    amounts = [v for _text, v in row.lines if v is not None]
                    if amounts:
                        rows_checked += 1
                        assert sum(amounts) == e.score[player], (row.name, row.lines, e.score)
    if game in ("barbu", "nineteen", "young-hunter"):
        assert rows_checked, "no row with amounts came up"
