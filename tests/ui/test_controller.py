"""The GameController on its own (no window): whole games through the worker process, the
person's actions, undo, stale answers, pacing pauses, hot-seat, autosave and loading records."""

from __future__ import annotations

import re

import pytest

from tricktable import settings as store
from tricktable.ai.decisions import TASKS, play_headless
from tricktable.ai.worker import AIWorker
from tricktable.controller import GameController
from tricktable.engine.protocol import PLAY, Action, DealScored
from tricktable.engine.record import RecordError, replay
from tricktable.games.registry import available_games, get_rules
from tricktable.presentation import describe
from tricktable.settings import Seat

GAME_TIMEOUT_MS = 60_000


@pytest.fixture
def make_controller(qtbot, worker, home):
    made: list[GameController] = []

    def make(speed: str = "instant") -> GameController:
        c = GameController(worker=worker)
        c.set_speed(speed)
        made.append(c)
        return c

    yield make
    for c in made:
        c.shutdown()


def computers(n: int) -> list[Seat]:
    return [Seat(f"Bot {i}", "computer", "rule") for i in range(n)]


def one_human(n: int) -> list[Seat]:
    return [Seat("You", "human"), *computers(n)[1:]]


def play_whole_game(qtbot, c: GameController, game: str, options: dict, seed: int) -> None:
    c.auto_continue = True
    n = 4 if options.get("players", 4) == 4 else 3
    with qtbot.waitSignal(c.gameFinished, timeout=GAME_TIMEOUT_MS) as blocker:
        c.new_game(game, options, computers(n), seed=seed)
    over = blocker.args[0]
    replayed = replay(c.record(), get_rules)
    assert replayed.game_over
    assert tuple(over.totals) == replayed.result()[1] == tuple(c.state.totals)
    headless = play_headless(game, c.state.options, seed, ["rule"] * n)
    assert headless.result() == replayed.result()


def test_whole_heart_hunter_game_matches_replay_and_headless(qtbot, make_controller, home):
    c = make_controller()
    play_whole_game(qtbot, c, "heart-hunter", {"quick": True}, seed=11)
    assert c.flush_autosave()
    kept, _notes = store.load_autosave()  # the final standings, for the next start to show
    assert kept is not None and replay(kept, get_rules).game_over


def test_whole_three_player_heart_hunter_game(qtbot, make_controller):
    play_whole_game(qtbot, make_controller(), "heart-hunter", {"players": 3, "quick": True}, 4)


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_whole_young_hunter_game_matches_replay_and_headless(qtbot, make_controller):
    play_whole_game(qtbot, make_controller(), "young-hunter", {}, seed=3)


def wait_for_human(qtbot, c: GameController, player: int = 0) -> None:
    qtbot.waitUntil(lambda: c.human_to_act() == player, timeout=10_000)


def test_human_legal_and_illegal_card(qtbot, make_controller):
    c = make_controller()
    messages: list[str] = []
    c.message.connect(messages.append)
    c.new_game("heart-hunter", {}, one_human(4), seed=21)
    for _ in range(13):
        wait_for_human(qtbot, c)
        legal = c.legal_actions()
        hand = c.view().hands[0]
        legal_mask = sum(1 << a.card for a in legal)
        illegal = hand & ~legal_mask
        if illegal:
            break
        assert c.submit(legal[0]) is None
    else:
        pytest.fail("the person never had to follow suit in a whole deal")
    card = (illegal & -illegal).bit_length() - 1
    before = c.record()
    reason = c.submit(Action("play", card))
    assert reason and reason.startswith("You must follow")
    assert messages[-1] == reason
    assert c.record() == before, "an illegal card changes nothing"
    played = legal[0]
    assert c.submit(played) is None
    assert c.record()["deals"][0]["actions"][len(before["deals"][0]["actions"])]["card"] == \
        c.rules.codec.code(played.card)


def test_the_persons_and_the_computers_moves_take_one_path(qtbot, make_controller, monkeypatch):
    """Every action, clicked or answered by the worker, is applied by the same method: the same
    checks, record, events, undo point and autosave for both (they were two copies)."""
    through: list[tuple[int, bool]] = []
    real = GameController.decide

    def spy(self, player, action):
        through.append((player, self.seats[player].human))
        return real(self, player, action)

    monkeypatch.setattr(GameController, "decide", spy)
    c = make_controller()
    c.new_game("heart-hunter", {}, one_human(4), seed=21)
    for _ in range(2):
        wait_for_human(qtbot, c)
        assert c.submit(c.legal_actions()[0]) is None
    wait_for_human(qtbot, c)
    applied = sum(len(d["actions"]) for d in c.record()["deals"])
    assert len(through) == applied
    assert {human for _p, human in through} == {True, False}
    assert [p for p, human in through if human] == [0, 0]


def test_not_your_turn_is_refused(qtbot, make_controller):
    c = make_controller("normal")
    c.new_game("heart-hunter", {}, one_human(4), seed=2)
    if c.human_to_act() == 0:
        c.submit(c.legal_actions()[0])
    assert c.human_to_act() is None
    assert c.submit(Action("play", 0)) == "It is not your turn."


def test_undo_returns_to_the_persons_previous_decision(qtbot, make_controller):
    c = make_controller()
    c.new_game("heart-hunter", {}, one_human(4), seed=8)
    wait_for_human(qtbot, c)
    assert not c.can_undo()
    before = c.record()
    resets: list[bool] = []
    c.stateReset.connect(lambda: resets.append(True))
    c.submit(c.legal_actions()[-1])
    wait_for_human(qtbot, c)  # the computers played on until the person's next decision
    assert c.record() != before
    assert c.can_undo()
    assert c.undo()
    assert resets
    assert c.record() == before
    assert c.human_to_act() == 0
    assert not c.can_undo()


def test_stale_answer_after_undo_is_discarded(qtbot, make_controller):
    c = make_controller("normal")
    c.new_game("heart-hunter", {}, one_human(4), seed=8)
    c.set_speed("instant")
    wait_for_human(qtbot, c)
    c.set_speed("normal")  # computer answers now wait 350 ms or more before they are applied
    before = c.record()
    c.submit(c.legal_actions()[0])
    qtbot.waitUntil(lambda: c.thinking_player() is not None, timeout=2_000)
    asked = c.thinking_player()
    stopped: list[tuple[int, bool]] = []
    c.thinking.connect(lambda p, on: stopped.append((p, on)))
    assert c.undo()
    assert (asked, False) in stopped
    qtbot.wait(900)  # the answer arrives and its pacing delay passes: it must not be applied
    assert c.record() == before
    assert c.human_to_act() == 0


def test_deal_summary_pauses_computers_until_continue(qtbot, make_controller):
    c = make_controller()
    finished = []
    c.dealFinished.connect(finished.append)
    c.new_game("heart-hunter", {"quick": True}, computers(4), seed=5)
    qtbot.waitUntil(lambda: bool(finished), timeout=10_000)
    assert finished[0].number == 1
    qtbot.wait(200)
    assert c.awaiting_continue
    assert c.state.deal_number == 2 and not c.state.deal_log.actions
    c.continue_play()
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > 4, timeout=5_000)


def test_pause_holds_computer_moves(qtbot, make_controller):
    c = make_controller()
    c.pause()
    c.new_game("heart-hunter", {}, computers(4), seed=1)
    qtbot.wait(200)
    assert not c.state.deal_log.actions
    c.resume()
    qtbot.waitUntil(lambda: len(c.state.deal_log.actions) > 3, timeout=5_000)


def test_hot_seat_passes_the_device(qtbot, make_controller):
    c = make_controller()
    passes: list[int] = []
    c.passTo.connect(passes.append)
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    c.new_game("heart-hunter", {}, seats, seed=3)
    qtbot.waitUntil(lambda: c.awaiting_pass is not None, timeout=5_000)
    first = c.awaiting_pass
    assert passes == [first] and c.viewer == first
    assert c.human_to_act() is None and c.legal_actions() == []
    assert not c.hands_shown(), "no hand face up while the device is passed"
    c.confirm_pass(first)
    assert c.human_to_act() == first and c.hands_shown()
    c.submit(c.legal_actions()[0])
    other = 2 if first == 0 else 0
    qtbot.waitUntil(lambda: c.awaiting_pass == other, timeout=5_000)
    assert passes == [first, other]
    assert c.view().hands[first] is None, "the previous person's hand is hidden"
    c.confirm_pass(other)
    assert c.human_to_act() == other


def test_a_shared_tables_hints_count_for_each_person_apart(qtbot, make_controller):
    """Each person's hints are their own: Ann's 53 hints and Bea's counted together came to
    107 on Ann's row, and later Bea's were dropped; now each counts the decisions of their own
    turns."""
    c = make_controller()
    seats = [Seat("Ann", "human"), Seat("Bot", "computer"), Seat("Bea", "human"),
             Seat("Bot 2", "computer")]
    c.new_game("heart-hunter", {}, seats, seed=3)
    for _ in range(12):
        qtbot.waitUntil(lambda: c.awaiting_pass is not None or c.human_to_act() is not None,
                        timeout=5_000)
        if c.awaiting_pass is not None:
            c.confirm_pass(c.awaiting_pass)
        c.note_hint()
        c.submit(c.legal_actions()[0])
    asked = [p for p, _pos, _a in c.state.deal_log.actions if p in (0, 2)]
    assert 0 in asked and 2 in asked
    assert c.hints_used == c.hints_of(0) == asked.count(0)
    assert c.hints_of(2) == asked.count(2)
    assert c.people_counted() == [(0, "Ann", asked.count(0)), (2, "Bea", asked.count(2))]


def test_autosave_after_a_trick_and_resume(qtbot, make_controller, home):
    c = make_controller()
    c.new_game("heart-hunter", {}, one_human(4), seed=13)
    while not c.state.deal_log.tricks:
        wait_for_human(qtbot, c)
        c.submit(c.legal_actions()[0])
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=10_000)
    assert c.flush_autosave()
    doc, messages = store.load_autosave()
    assert doc is not None and not messages
    assert len(doc["deals"][0]["tricks"]) >= 1
    assert doc["players"][0] == {"name": "You", "kind": "human"}
    resumed = make_controller()
    resumed.load_record(doc)
    assert [s.kind for s in resumed.seats] == ["human"] + ["computer"] * 3
    assert resumed.state.deal_log.tricks == c.state.deal_log.tricks[:len(doc["deals"][0]["tricks"])]


def test_a_move_after_the_close_starts_no_autosave_write(qtbot, make_controller, home):
    """The crash drill found a half-written ".autosave.json.*.tmp" after a polite close: a move
    made between the window's close and the program's end began a write that the exit cut
    short. Once shut down, the controller writes nothing more (the close saved the game)."""
    c = make_controller()
    c.new_game("young-hunter", {}, one_human(4), seed=13)
    wait_for_human(qtbot, c)
    assert {a.type for a in c.legal_actions()} == {"announce"}, "saved after any bid"
    assert c.flush_autosave()
    saved = store.paths()["autosave"].read_bytes()
    c.shutdown()
    writes = []
    c._writer.save = writes.append  # any write asked for from now on
    c.submit(c.legal_actions()[0])
    assert writes == [] and store.paths()["autosave"].read_bytes() == saved


def test_damaged_record_is_refused_and_game_kept(qtbot, make_controller):
    c = make_controller()
    c.new_game("heart-hunter", {}, one_human(4), seed=13)
    wait_for_human(qtbot, c)
    before = c.record()
    doc = c.record()
    doc["deals"][0]["actions"].append({"player": 0, "position": 0, "type": "play", "card": "ZZ"})
    with pytest.raises(RecordError):
        c.load_record(doc)
    assert c.record() == before
    assert c.human_to_act() == 0


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_young_hunter_announcement_through_the_controller(qtbot, make_controller):
    c = make_controller()
    c.new_game("young-hunter", {}, one_human(4), seed=6)
    wait_for_human(qtbot, c)
    legal = c.legal_actions()
    announcements = [a for a in legal if a.type == "announce"]
    assert announcements, f"the first decision of a deal is an announcement, not {legal[:3]}"
    choice = max(announcements, key=lambda a: len(a.get("takings") or ()))
    assert c.submit(choice) is None
    deal = c.record()["deals"][0]
    mine = [a for a in deal["actions"] if a["player"] == 0]
    assert mine and mine[0]["type"] == "announce"


def test_a_crashed_worker_process_is_replaced(qtbot, home):
    """The AI process dying (killed, out of memory) must not stall the game."""
    import os
    import signal

    own = AIWorker(TASKS)
    pid = own.start("heart-hunter").result(timeout=30)
    c = GameController(worker=own)
    try:
        c.set_speed("instant")
        c.auto_continue = True
        os.kill(pid, signal.SIGKILL)
        with qtbot.waitSignal(c.gameFinished, timeout=GAME_TIMEOUT_MS):
            c.new_game("heart-hunter", {"quick": True}, computers(4), seed=20)
        assert own.start().result(timeout=30) != pid
        assert replay(c.record(), get_rules).result() == c.state.result()
    finally:
        c.shutdown()
        own.shutdown()


def test_refusals_name_the_players_at_the_table(qtbot, make_controller):
    """The engine says "player 3"; the person reads the name at that seat."""
    from tricktable.games.barbu import choose_action
    from tricktable.games.barbu_doubling import DOUBLE_ACTIONS

    c = make_controller()
    c.new_game("barbu", {}, one_human(4), seed=9)
    wait_for_human(qtbot, c)
    assert c.submit(choose_action("no-queens")) is None
    wait_for_human(qtbot, c)
    legal = c.legal_actions()
    assert any(a.type in ("double", "redouble") for a in legal), legal
    refused = [a for (_k, t), a in DOUBLE_ACTIONS.items() if len(t) == 1 and t != (0,)
               and a not in legal]
    reasons = [c.submit(a) for a in refused]
    named = [r for r in reasons if r and "Bot " in r]
    assert named, reasons
    assert not any(re.search(r"\bplayer \d", r, re.I) for r in reasons if r), reasons


def test_the_pause_between_computer_cards_shows_the_speed_setting():
    """After a card lands it rests before the next computer card: slow rests visibly longer
    than normal (at least 0.3 s a card), fast shorter, each by UI.md's factor; a finished trick
    stays 700 ms at normal before it is gathered."""
    from tricktable.engine.protocol import CardPlayed, TrickTaken
    from tricktable.presentation import motion

    _gap_after = motion.gap_after

    card = [CardPlayed(1, 1, 3)]
    normal = motion.scaled(_gap_after(card), "normal")
    slow = motion.scaled(_gap_after(card), "slow")
    fast = motion.scaled(_gap_after(card), "fast")
    assert slow - normal >= 300
    assert normal - fast >= 250
    rest_normal = normal - motion.scaled(motion.PLAY_MS, "normal")
    assert rest_normal >= 300  # the card is seen lying in the trick, not only flying
    assert motion.scaled(motion.TRICK_LINGER_MS, "normal") == 700
    trick = [CardPlayed(1, 1, 3), TrickTaken(1, 1, (3, 4, 5, 6), 1)]
    assert motion.scaled(_gap_after(trick), "normal") >= 700 + motion.PLAY_MS
    assert motion.scaled(_gap_after(trick), "slow") >= 1.6 * 700


@pytest.mark.parametrize("game", ["nineteen", "young-hunter"])
def test_a_new_game_and_every_decision_outside_a_trick_are_autosaved_at_once(
        qtbot, make_controller, home, game):
    """Saved when the game starts and after each bid, announcement, discard or Dominoes card,
    not only after tricks: a kill during an auction (or a whole Dominoes deal) lost it all."""
    from tricktable.ai.decisions import moves_made

    c = make_controller()
    c.new_game(game, {}, one_human(4), seed=13)
    assert c.flush_autosave()
    doc, _ = store.load_autosave()
    assert doc is not None, "the game is saved as soon as it is dealt"
    checked = 0
    while not c.state.deal_log.tricks and checked < 3:
        wait_for_human(qtbot, c)
        if c.state.trick:
            break
        assert c.flush_autosave()
        assert moves_made(replay(store.load_autosave()[0], get_rules)) == moves_made(c.state)
        checked += 1
        c.submit(c.legal_actions()[0])
    assert checked >= 1


def test_the_table_gets_a_deals_summary_and_refusals_ready_to_show(qtbot, make_controller):
    """The table reads no game state: the controller gives it a finished deal's summary (waiting
    for "Next deal" unless the controller goes on by itself) and refusals with the names."""
    c = make_controller()
    seats = [Seat("Ann", "computer", "rule"), *computers(4)[1:]]
    c.auto_continue = True
    scored: list = []
    c.eventsApplied.connect(lambda events: scored.extend(
        e for e in events if isinstance(e, DealScored)))
    c.new_game("heart-hunter", {}, seats, seed=5)
    qtbot.waitUntil(lambda: bool(scored), timeout=GAME_TIMEOUT_MS)
    summary = c.deal_summary(scored[0], [])
    assert [row.name for row in summary.rows] == [s.name for s in seats]
    assert summary.title.startswith("Deal 1") and not summary.waits
    c.auto_continue = False
    assert c.deal_summary(scored[0], []).waits
    c.new_game("heart-hunter", {}, [Seat("Ann", "human"), *computers(4)[1:]], seed=3)
    st = c.state
    wrong = next(a for a in (PLAY[x] for x in range(52)) if st.why_illegal(a) is not None)
    assert c.why_illegal(wrong) == describe.with_names(st.why_illegal(wrong), c.names())
    assert c.why_illegal(st.legal_actions()[0]) is None
