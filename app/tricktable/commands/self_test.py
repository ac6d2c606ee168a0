"""``self-test``: play one seeded game of each playable game through the real window.

With ``--person`` a robot takes one seat and plays by clicking what is drawn (self_test_person).

Every seat is a computer player, the speed is instant, and the moves go the whole way a person's
game goes: worker process → controller → table scene (with its deal summaries). At the end the final
totals must equal the engine's replay of the game's record, and a headless run of the same seed and
agents in this process; one line per game, exit code 0 only if every game passed.

Runs offscreen when there is no display, and always with ``TRICKTABLE_HOME`` in a temporary folder
so the person's settings, autosave and statistics are never touched.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from typing import Any

GAME_TIMEOUT_S = 180.0


def _needs_offscreen() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if sys.platform.startswith("linux"):
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def playable_games(only: list[str] | None = None) -> list[tuple[str, str]]:
    """(game, level) for each game to test: the rule-based player where it exists."""
    from ..games.registry import available_games
    from ..presentation.new_game_choices import available_levels

    games = available_games()
    if only:
        unknown = [g for g in only if g not in games]
        if unknown:
            raise SystemExit(f"self-test: unknown or unavailable game(s): {', '.join(unknown)}; "
                             f"available: {', '.join(games)}")
        games = [g for g in games if g in only]
    out = []
    for g in games:
        levels = available_levels(g)
        out.append((g, "rule" if "rule" in levels else levels[0]))
    return out


def play_one(window: Any, game: str, level: str, seed: int) -> tuple[bool, str]:
    """One whole game in ``window``; returns (passed, the report line)."""
    from PySide6.QtCore import QEventLoop, QTimer

    from ..ai.decisions import play_headless
    from ..drills.game_end import game_end_problems
    from ..engine.record import replay
    from ..games.registry import game_entry, get_rules
    from ..settings import Seat

    c = window.controller
    rules = get_rules(game)
    options = rules.options(**game_entry(game).short_options)  # a short game where it has one
    n = rules.players_for(options)
    seats = [Seat(f"Computer {i + 1}", "computer", level) for i in range(n)]
    loop = QEventLoop()
    outcome: dict[str, Any] = {}
    summaries = [0]

    def finished(event: Any) -> None:
        outcome["event"] = event
        loop.quit()

    def deal_done(_event: Any) -> None:
        summaries[0] += 1
        QTimer.singleShot(0, press_next)

    def press_next(tries: int = 0) -> None:
        """The person's "Next deal": the table's own button on its summary card."""
        if c.state is None or c.state.game_over or not c.awaiting_continue:
            return
        table = window.table
        button = table.felt.summary_card.button
        if table.felt.summary is not None and button is not None:
            button.click()
        elif tries < 400:
            QTimer.singleShot(5, lambda: press_next(tries + 1))
        else:
            outcome["no_summary"] = True
            c.continue_play()

    def timeout() -> None:
        outcome["timeout"] = True
        loop.quit()

    c.gameFinished.connect(finished)
    c.dealFinished.connect(deal_done)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(timeout)
    start = time.perf_counter()
    try:
        window.start_game(game, options, seats, seed)
        timer.start(int(GAME_TIMEOUT_S * 1000))
        if "event" not in outcome:
            loop.exec()
    finally:
        timer.stop()
        c.gameFinished.disconnect(finished)
        c.dealFinished.disconnect(deal_done)
    secs = time.perf_counter() - start
    title = rules.title
    if "timeout" in outcome:
        return False, (f"{game}: FAILED — the game did not finish in {GAME_TIMEOUT_S:.0f} s "
                       f"(deal {c.state.deal_number})")
    event = outcome["event"]
    problems = []
    try:
        replayed = replay(c.record(), get_rules)
    except Exception as exc:  # a record the engine refuses is exactly what must be reported
        return False, f"{game}: FAILED — the game's record does not replay: {exc}"
    totals = list(event.totals)
    if list(replayed.result()[1]) != totals or list(c.state.totals) != totals:
        problems.append(f"replay gives {list(replayed.result()[1])}, the window showed {totals}")
    headless = play_headless(game, options, seed, [level] * n)
    if list(headless.result()[1]) != totals:
        problems.append(f"a headless run of seed {seed} gives {list(headless.result()[1])}")
    if outcome.get("no_summary"):
        problems.append("the table showed no deal summary with a Next deal button")
    if summaries[0] != len(c.state.history):
        problems.append(f"{summaries[0]} deal summaries for {len(c.state.history)} deals")
    image = window.table.render_to_image(640, 400)
    if image.isNull():
        problems.append("the table could not be painted")
    problems += game_end_problems(window)
    winners = ", ".join(c.seats[w].name for w in event.winners)
    head = f"{game}: " + ("ok" if not problems else "FAILED")
    line = (f"{head} — {title}, seed {seed}, {len(c.state.history)} deals, level {level}, "
            f"totals {totals}, won by {winners} ({secs:.1f} s)")
    if problems:
        line += "; " + "; ".join(problems)
    return not problems, line


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable self-test", description=__doc__)
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--seed", type=int, default=7, help="the games' seed (default 7)")
    ap.add_argument("--person", action="store_true",
                    help="a robot plays one seat by clicking what is drawn, against computers, "
                         "through every option set")
    ap.add_argument("--games", type=int, default=0,
                    help="with --person: how many games in all (default: one per game)")
    ap.add_argument("--person-child", metavar="JSON", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if _needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    old_home = os.environ.get("TRICKTABLE_HOME")
    with tempfile.TemporaryDirectory(prefix="tricktable-self-test-") as home:
        os.environ["TRICKTABLE_HOME"] = home
        try:
            return _run(args)
        finally:
            if old_home is None:
                os.environ.pop("TRICKTABLE_HOME", None)
            else:
                os.environ["TRICKTABLE_HOME"] = old_home


def _run(args: argparse.Namespace) -> int:
    if args.person_child:
        from .self_test_person import child

        return child(args.person_child)
    if args.person:
        from .self_test_person import main_person

        return main_person(args, [g for g, _level in playable_games(args.game)])
    from ..settings import Settings
    from ..ui.app import make_application
    from ..ui.main_window import MainWindow

    games = playable_games(args.game)
    app = make_application([])
    window = MainWindow(Settings(speed="instant"))
    window.table.motion.reading_holds = False  # nobody watches: no pause to see a trick
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    ok = True
    try:
        for game, level in games:
            passed, line = play_one(window, game, level, args.seed)
            ok = ok and passed
            print(line, flush=True)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
    print("self-test: " + ("all games passed" if ok else "FAILED"), flush=True)
    return 0 if ok else 1
