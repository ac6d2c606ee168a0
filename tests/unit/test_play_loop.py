"""The lean play loop: hooks a game does not override are done inline, with the same outcome, and
the engine bench's OpenSpiel yardstick is optional."""

from __future__ import annotations

import random
import sys

import pytest

from tricktable.commands import bench_openspiel
from tricktable.engine.record_write import make_record
from tricktable.engine.trick_game import TrickGameState
from tricktable.games.registry import GAME_IDS, get_rules

HOOKS = ("_group", "_after_card", "_trick_size", "_next_in_trick", "_position_in_trick",
         "_trick_winner_index", "_trick_done", "_deal_over")


def _with_every_hook_overridden(cls: type) -> type:
    """A subclass whose hooks are all overridden by calls to the inherited ones, which forces the
    play loop down its hook-calling path while the rules stay the same."""
    def forward(name: str):
        inherited = getattr(cls, name)

        def hook(self, *args):
            return inherited(self, *args)
        return hook
    return type(f"Hooked{cls.__name__}", (cls,), {name: forward(name) for name in HOOKS})


def _play(state, seed: int) -> tuple[list, dict]:
    rng = random.Random(seed)
    events = []
    while state.to_act is not None and state.deal_number <= 2:
        legal = state.legal_actions()
        events.append(state.apply(legal[rng.randrange(len(legal))]))
        events.append((list(state.voids), list(state.taken), state.turn, state.led))
    return events, make_record(state)


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_inline_play_loop_plays_exactly_as_the_hooks_do(game):
    rules = get_rules(game)
    plain = rules.new_game(seed=31)
    hooked_class = _with_every_hook_overridden(type(plain))
    assert all((hooked_class._own_group, hooked_class._own_after_card, hooked_class._own_order,
                hooked_class._own_winner, hooked_class._own_trick_done,
                hooked_class._own_deal_over))
    hooked = plain.copy()
    hooked.__class__ = hooked_class
    a_events, a_record = _play(plain, 5)
    b_events, b_record = _play(hooked, 5)
    assert a_events == b_events
    assert a_record == b_record


def test_only_games_that_override_a_hook_have_it_called():
    hh = type(get_rules("heart-hunter").new_game(seed=1))
    assert not (hh._own_group or hh._own_after_card or hh._own_order or hh._own_winner
                or hh._own_trick_done or hh._own_deal_over)
    yh = type(get_rules("young-hunter").new_game(seed=1))
    assert yh._own_trick_done and not yh._own_after_card and not yh._own_group
    nineteen = type(get_rules("nineteen").new_game(seed=1))
    assert nineteen._plain_play  # its voids and Emperor trick are data the loop reads
    barbu = type(get_rules("barbu").new_game(seed=1))
    assert barbu._own_group and barbu._own_deal_over
    assert TrickGameState._own_group  # the base class itself is never taken for a plain game


def test_openspiel_comparison_is_skipped_with_a_message_without_pyspiel(monkeypatch):
    monkeypatch.setattr(bench_openspiel, "_in_process", lambda: None)
    lines = bench_openspiel.openspiel_lines(lambda s: 1.0, 0.01)
    assert len(lines) == 1 and "skipped" in lines[0] and "open_spiel" in lines[0]


def test_openspiel_comparison_in_a_python_without_it_says_why_it_skipped():
    pytest.importorskip("subprocess")
    try:
        import pyspiel  # noqa: F401
        pytest.skip("this Python has pyspiel")
    except ImportError:
        pass
    lines = bench_openspiel.openspiel_lines(lambda s: 1.0, 0.01, python=sys.executable,
                                            rounds=1)
    assert "skipped" in lines[0] and "pyspiel" in lines[0]


def test_openspiel_comparison_keeps_the_best_round_of_each_side(monkeypatch):
    theirs = iter([80.0, 100.0, 90.0])
    monkeypatch.setattr(bench_openspiel, "_in_process", lambda: lambda s: next(theirs))
    ours = iter([120.0, 150.0, 140.0])
    lines = bench_openspiel.openspiel_lines(lambda s: next(ours), 0.01)
    assert "150 deals/s" in lines[0] and "100 deals/s" in lines[0] and "1.50x" in lines[0]


def test_plays_of_lists_every_card_of_a_mask_lowest_first():
    from tricktable.engine.protocol import PLAY, plays_of

    rng = random.Random(8)
    for _ in range(300):
        mask = rng.getrandbits(96) & rng.getrandbits(96)
        assert plays_of(mask) == [PLAY[c] for c in range(96) if mask >> c & 1]
    assert plays_of(0) == []


def test_the_barbu_no_tricks_bench_plays_whole_hands_and_lives_with_the_bench_not_the_rules():
    from tricktable.commands import bench
    from tricktable.games import barbu

    rate, hands = bench.no_tricks_hands_per_second(0.01)
    assert hands >= 1 and rate > 0
    assert not hasattr(barbu, "no_tricks_hands_per_second")


def _position(state) -> tuple:
    log = state.deal_log
    return (state.hands, state.trick, state.led, state.leader, state.turn, state.voids,
            state.taken, state.trick_counts, state.tricks_played, state.totals, state.over,
            state.deal_number, log.actions, log.tricks, [h.score for h in state.history])


@pytest.mark.parametrize("players", [4, 3])
def test_heart_hunters_written_out_legal_list_and_apply_agree_with_the_base_class(players):
    from tricktable.engine.protocol import PLAY, IllegalAction, plays_of

    rules = get_rules("heart-hunter")
    rng = random.Random(players)
    for seed in range(6):
        state = rules.new_game(seed=seed, players=players)
        while state.to_act is not None and state.deal_number <= 2:
            legal = state.legal_actions()
            assert legal == TrickGameState.legal_actions(state)
            assert legal == plays_of(state._play_mask(state.hands[state.turn]))
            for c in range(64):
                ours, base = state.copy(), state.copy()
                try:
                    ours.apply(PLAY[c])
                    outcome = "played"
                except IllegalAction as exc:
                    outcome = str(exc)
                try:
                    TrickGameState.apply(base, PLAY[c])
                    expected = "played"
                except IllegalAction as exc:
                    expected = str(exc)
                assert outcome == expected
                assert (outcome == "played") == (PLAY[c] in legal)
                if outcome == "played":
                    assert ours.last_events == base.last_events
                    assert _position(ours) == _position(base)
            state.apply(legal[rng.randrange(len(legal))])


def test_a_suit_looked_up_in_the_one_lane_table_lists_the_same_plays_as_the_mask():
    from tricktable.engine.protocol import ONE_LANE_PLAYS, PLAY, plays_of

    rng = random.Random(9)
    for _ in range(300):
        lane = rng.randrange(6)
        mask = rng.getrandbits(16) << 16 * lane
        assert plays_of(mask) == [PLAY[c] for c in range(96) if mask >> c & 1]
        assert list(ONE_LANE_PLAYS[mask]) == plays_of(mask)


def test_a_seeded_generator_is_random_random_of_that_seed_in_every_draw():
    from tricktable.engine.rand import seeded

    for seed in (0, 1, -1, 17, 2**31 - 1, 2**64 + 5, -(10**25), 123 * 1_000_003 + 7919 + 17):
        ours, theirs = seeded(seed), random.Random(seed)
        assert type(ours) is random.Random
        assert ours.getstate() == theirs.getstate()
        assert [ours.random() for _ in range(5)] == [theirs.random() for _ in range(5)]
        assert ours.gauss(0, 1) == theirs.gauss(0, 1)
        assert ours.randrange(52) == theirs.randrange(52)


@pytest.mark.parametrize("game,options", [("nineteen", {"players": 2}), ("heart-hunter", {}),
                                          ("barbu", {})])
def test_a_card_plays_event_and_log_entry_name_its_player_position_and_card(game, options):
    from tricktable.engine.protocol import PLAY, CardPlayed

    state = get_rules(game).new_game(seed=4, **options)
    rng = random.Random(4)
    played = 0
    while state.to_act is not None and played < 60:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        pos, player = state.turn, state.to_act
        log = state.deal_log
        events = state.apply(action)
        if action.type == "play" and state.stage == "play" and events and \
                isinstance(events[0], CardPlayed):
            assert events[0] == CardPlayed(player, pos, action.card)
            assert type(events[0]) is CardPlayed
            assert (player, pos, PLAY[action.card]) in log.actions[-1:]
            played += 1
    assert played > 0


def test_the_yardstick_times_our_deals_by_the_least_time_per_block_as_it_times_openspiels():
    from tricktable.commands import bench

    assert "block" in bench_openspiel.OPENSPIEL_SOURCE and "min(best" in \
        bench_openspiel.OPENSPIEL_SOURCE
    rate = bench.least_time_rate("heart-hunter", {"players": 4}, 0.01, block=2)
    assert rate > 0


@pytest.mark.parametrize("game,options", [(g, o) for g in GAME_IDS
                                          for o in ([{"players": 2}, {"players": 3}]
                                                    if g == "nineteen" else [{}])])
def test_to_act_names_the_acting_positions_controller_in_games_copies_and_worlds(game, options):
    rules = get_rules(game)
    state = rules.new_game(seed=12, **options)
    rng = random.Random(12)
    steps = 0
    while state.to_act is not None and steps < 400:
        assert state.to_act == state.controller[state.turn] and not state.over
        assert state.copy().to_act == state.to_act
        if steps % 9 == 0:
            world = rules.sample_world(state.view(state.to_act), random.Random(steps))
            assert world.to_act == state.to_act
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    assert steps > 20


def test_heart_hunters_legal_list_is_right_for_suit_holdings_met_for_the_first_time():
    from tricktable.engine.cards import DECK_52, SUIT_MASKS
    from tricktable.engine.protocol import ONE_LANE_PLAYS, PLAY

    state = get_rules("heart-hunter").new_game(seed=3, players=4)
    rng = random.Random(13)
    for _ in range(200):
        hand = rng.getrandbits(64) & rng.getrandbits(64) & DECK_52
        for lane in SUIT_MASKS:  # as if this process had never met these holdings
            if hand & lane:
                ONE_LANE_PLAYS.pop(hand & lane, None)
        state.hands[state.turn] = hand
        state.trick, state.led = [], 0  # a lead: any card
        assert state.legal_actions() == [PLAY[c] for c in range(64) if hand >> c & 1]
        led = SUIT_MASKS[rng.randrange(4)]
        if hand & led:
            ONE_LANE_PLAYS.pop(hand & led, None)
        state.trick, state.led = [60], led  # following: the suit led if held, else any card
        same = hand & led or hand
        assert state.legal_actions() == [PLAY[c] for c in range(64) if same >> c & 1]
