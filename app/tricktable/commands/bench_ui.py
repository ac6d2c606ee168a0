"""The window's speed figures for ``python -m tricktable bench`` (issue 6's targets).

* launch to an interactive table (target < 1.5 s): a fresh ``python -m tricktable`` process with
  ``TRICKTABLE_BENCH_LAUNCH=1`` prints ``ready`` once the table has painted its first game; the
  figure is measured here, from before the process is spawned, so interpreter start-up counts;
* painting the whole table at 1920x1080 with every card on it (target < 8 ms a frame);
* the GUI thread's longest block while computer players think and play at normal speed
  (target < 30 ms), measured by a 5 ms timer whose late ticks are the blocks.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from ..games.registry import DEFAULT_GAME, game_entry

LAUNCH_TARGET_S = 1.5
PAINT_TARGET_MS = 8.0
BLOCK_TARGET_MS = 30.0
TICK_MS = 5


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env["TRICKTABLE_HOME"] = home
    env["TRICKTABLE_BENCH_LAUNCH"] = "1"
    if not env.get("QT_QPA_PLATFORM") and sys.platform.startswith("linux") and not (
            env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def launch_seconds(runs: int = 3) -> tuple[float, float, list[str]]:
    """(best, median) seconds from spawning the app to its first painted table; problems."""
    times: list[float] = []
    problems: list[str] = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="tricktable-bench-") as home:
            start = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "tricktable"], env=_env(home),
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            try:
                line = proc.stdout.readline()
                elapsed = time.perf_counter() - start
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
                problems.append("the app did not quit after reporting")
                continue
            if not line.startswith("ready"):
                err = (proc.stderr.read() or "").strip().splitlines()[-1:]
                problems.append(f"no 'ready' line ({err[0] if err else 'no output'})")
                continue
            times.append(elapsed)
    if not times:
        return float("nan"), float("nan"), problems
    return min(times), statistics.median(times), problems


def _application():
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ..ui.app import make_application

    return make_application([])


def paint_ms(seconds: float, game: str = DEFAULT_GAME) -> tuple[float, int]:
    """Mean ms to render the whole table (a fresh deal: every card on it) at 1920x1080."""
    from ..controller import GameController
    from ..settings import Seat
    from ..ui.card_art import CardArt
    from ..ui.table_view import TableView

    app = _application()
    c = GameController(autosave=False)
    c.set_speed("instant")
    table = TableView(c, CardArt())
    table.set_speed("instant")
    table.motion.reading_holds = False  # the table's own work is timed, not a pause to read
    table.resize(1920, 1080)
    table.show()
    from ..presentation.new_game_choices import players_for

    options = dict(game_entry(game).bench_options[0])  # the first option set the benches time
    n = players_for(game, options)
    seats = [Seat("You", "human"), *[Seat(f"Computer {i}", "computer") for i in range(1, n)]]
    c.new_game(game, options, seats, seed=3)
    for _ in range(20):
        app.processEvents()
    table.render_to_image(1920, 1080)  # warm the card pixmap cache
    frames = 0
    start = time.perf_counter()
    end = start + max(0.5, seconds)
    while time.perf_counter() < end or frames < 20:
        table.render_to_image(1920, 1080)
        frames += 1
    ms = (time.perf_counter() - start) / frames * 1000
    table.close()
    c.shutdown()
    return ms, frames


def gui_block_ms(seconds: float, game: str = DEFAULT_GAME,
                 level: str = "rule") -> tuple[float, float, int, int, list[str]]:
    """(longest gap beyond the tick, longest GUI-thread CPU stretch between two ticks, ticks,
    computer moves, the causes of the longest gaps) while
    computer players think and play at normal speed, measured once the first deal is dealt (the
    window's start-up and the first layout are the launch figure's business)."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

    from ..settings import Seat, Settings
    from ..ui.main_window import MainWindow

    app = _application()
    with tempfile.TemporaryDirectory(prefix="tricktable-bench-") as home:
        old = os.environ.get("TRICKTABLE_HOME")
        os.environ["TRICKTABLE_HOME"] = home
        try:
            window = MainWindow(Settings(speed="normal"))
            window.resize(1920, 1080)
            window.show()
            app.processEvents()
            c = window.controller
            c.auto_continue = True
            moves = [0]
            last_event = ["start"]

            def applied(events: list) -> None:
                moves[0] += 1
                last_event[0] = "+".join(type(e).__name__ for e in events)

            c.eventsApplied.connect(applied)
            from ..presentation.new_game_choices import players_for

            options = dict(game_entry(game).short_options)
            seats = [Seat(f"Computer {i + 1}", "computer", level)
                     for i in range(players_for(game, options))]
            window.start_game(game, options, seats, seed=11)
            settle = QEventLoop()
            probe = QTimer()
            probe.timeout.connect(lambda: moves[0] and window.table.animations_idle()
                                  and settle.quit())
            probe.start(20)
            QTimer.singleShot(15_000, settle.quit)
            settle.exec()
            probe.stop()
            clock = QElapsedTimer()
            clock.start()
            worst = [0]
            busy = [0.0]
            ticks = [0]
            last = [clock.elapsed()]
            last_cpu = [time.thread_time()]
            causes: list[tuple[int, str]] = []
            counted = moves[0]

            def tick() -> None:
                now, cpu = clock.elapsed(), time.thread_time()
                gap = now - last[0] - TICK_MS
                spent = (cpu - last_cpu[0]) * 1000  # what the GUI thread itself ran meanwhile
                if gap > BLOCK_TARGET_MS:
                    causes.append((gap, f"{last_event[0]} (GUI thread busy {spent:.0f} ms)"))
                worst[0] = max(worst[0], gap)
                busy[0] = max(busy[0], spent)
                last[0], last_cpu[0] = now, cpu
                ticks[0] += 1

            timer = QTimer()
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(tick)
            timer.start(TICK_MS)
            loop = QEventLoop()
            QTimer.singleShot(int(max(4.0, seconds * 2) * 1000), loop.quit)
            loop.exec()
            timer.stop()
            window.close()
            app.processEvents()
        finally:
            if old is None:
                os.environ.pop("TRICKTABLE_HOME", None)
            else:
                os.environ["TRICKTABLE_HOME"] = old
    causes.sort(reverse=True)
    top = [f"{gap} ms after {what}" for gap, what in causes[:3]]
    return float(worst[0]), busy[0], ticks[0], moves[0] - counted, top


def _verdict(value: float, target: float) -> str:
    return "ok" if value < target else "OVER TARGET"


def run_bench(games: list[str] | None = None, seconds: float = 2.0) -> list[str]:
    """The window's report lines (the bench command prints them)."""
    lines = ["Window (offscreen when there is no display):"]
    best, median, problems = launch_seconds()
    lines.append(f"  launch to interactive table: best {best:.2f} s, median {median:.2f} s "
                 f"(target < {LAUNCH_TARGET_S} s) {_verdict(best, LAUNCH_TARGET_S)}")
    lines.extend(f"    launch problem: {p}" for p in problems)
    game = DEFAULT_GAME if not games or DEFAULT_GAME in games else games[0]
    ms, frames = paint_ms(seconds, game)
    lines.append(f"  paint whole table 1920x1080 ({game}, a fresh deal): {ms:.2f} ms/frame "
                 f"over {frames} frames (target < {PAINT_TARGET_MS} ms) "
                 f"{_verdict(ms, PAINT_TARGET_MS)}")
    from ..presentation.new_game_choices import available_levels

    level = "expert" if "expert" in available_levels(game) else "rule"
    worst, busy, ticks, moves, causes = gui_block_ms(seconds, game, level)
    lines.append(f"  GUI thread longest block while {level} computers think and play (normal "
                 f"speed): {worst:.0f} ms wall, {busy:.0f} ms of its own work, over {ticks} ticks "
                 f"and {moves} moves (target < {BLOCK_TARGET_MS:.0f} ms) "
                 f"{_verdict(worst, BLOCK_TARGET_MS)}")
    if causes:
        lines.append("    longest blocks: " + "; ".join(causes))
    return lines
