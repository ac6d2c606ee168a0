"""``self-test --person``: the person robot plays whole games through the real window.

One human seat against computers, for every game, player count and option set in turn (a plan
made from the seed), each game in a child process of its own: a crash (a segmentation fault, an
abort) then fails that game's line instead of silently ending the run. One line per game; the
exit code is 0 only if every game passed.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
import time
from typing import Any

#: the computer level the robot plays against: the cheapest the new-game dialog offers (the robot
#: tests the table, not the AI)
LEVEL = "beginner"
GAME_TIMEOUT_S = 900.0


def variants(game: str) -> list[dict]:
    """Every combination of the game's options (players, and each switch)."""
    from ..games.registry import get_rules

    specs = list(get_rules(game).option_specs)
    names = [s.name for s in specs]
    return [dict(zip(names, values, strict=True))
            for values in itertools.product(*(s.values for s in specs))]


def plan(games: list[str], count: int, seed: int) -> list[tuple[str, dict, int]]:
    """``count`` games cycling through the games and, within each, its option sets (shuffled
    by the seed so that a short run still meets different ones)."""
    rng = random.Random(seed)
    pools = {g: variants(g) for g in games}
    for pool in pools.values():
        rng.shuffle(pool)
    out = []
    for i in range(count):
        g = games[i % len(games)]
        pool = pools[g]
        out.append((g, pool[(i // len(games)) % len(pool)], seed + i))
    return out


def seats_for(game: str, options: dict) -> list:
    from ..games.registry import get_rules
    from ..settings import Seat

    rules = get_rules(game)
    n = rules.players_for(rules.options(**options))
    return [Seat("You", "human"), *(Seat(f"Computer {i}", "computer", LEVEL) for i in range(1, n))]


def play_one_in_this_process(game: str, options: dict, seed: int) -> tuple[bool, str]:
    """Open a window offscreen, let the robot play the game, return (passed, its line)."""
    from ..drills.person_plays import PersonRobot
    from ..drills.person_robot import RobotFailure
    from ..settings import Settings
    from ..ui.app import make_application
    from ..ui.main_window import MainWindow

    app = make_application([])
    settings = Settings(speed="instant")
    window = MainWindow(settings)
    window.table.motion.reading_holds = False  # nobody watches: no pause to see a trick
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    robot = PersonRobot(window, random.Random(seed), curious=0.05)
    label = f"{game} {json.dumps(options, sort_keys=True)} seed {seed}"
    start = time.monotonic()
    try:
        result = robot.play(game, options, seed, seats_for(game, options),
                            timeout_s=GAME_TIMEOUT_S)
    except RobotFailure as exc:
        st = window.controller.state
        where = f"deal {st.deal_number}" if st is not None else "before the deal"
        return False, (f"{label}: FAILED at {where} after {time.monotonic() - start:.0f} s — "
                       f"{str(exc).splitlines()[0] if str(exc) else exc!r}\n{exc}")
    finally:
        window.controller.shutdown()
        window.close()
        window.deleteLater()
        app.processEvents()
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(result.kinds.items()))
    return True, (f"{label}: ok — {result.deals} deals, {result.moves} moves, totals "
                  f"{result.totals} ({result.seconds:.0f} s); {kinds}")


def run(games: list[str], count: int, seed: int) -> int:
    """The parent: one child process per game of the plan; one line per game."""
    ok_count = 0
    todo = plan(games, count, seed)
    for i, (game, options, s) in enumerate(todo, 1):
        cmd = [sys.executable, "-m", "tricktable", "self-test", "--person-child",
               json.dumps([game, options, s])]
        start = time.monotonic()
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ),
                                 timeout=GAME_TIMEOUT_S + 60)
            code, text, err = out.returncode, out.stdout.strip(), out.stderr.strip()
        except subprocess.TimeoutExpired as exc:
            code, text, err = -1, "", f"no answer in {exc.timeout:.0f} s (killed)"
        lines = text.splitlines()
        if code == 0 and lines and ": ok" in lines[-1]:
            ok_count += 1
            print(f"[{i}/{len(todo)}] {lines[-1]}", flush=True)
            continue
        head = next((ln for ln in lines if "FAILED" in ln), "")
        if not head:
            head = (f"{game} {json.dumps(options, sort_keys=True)} seed {s}: FAILED — the "
                    f"process ended with code {code} after {time.monotonic() - start:.0f} s")
        print(f"[{i}/{len(todo)}] {head}", flush=True)
        detail = "\n".join([*lines[1:], *err.splitlines()[-25:]])
        for ln in detail.splitlines():
            if ln.strip() and "propagateSizeHints" not in ln:
                print("    " + ln, flush=True)
    failed = len(todo) - ok_count
    print(f"self-test --person: {ok_count} of {len(todo)} games passed"
          + (f", {failed} FAILED" if failed else ""), flush=True)
    return 0 if failed == 0 else 1


def child(spec: str) -> int:
    game, options, seed = json.loads(spec)
    passed, line = play_one_in_this_process(game, options, int(seed))
    print(line, flush=True)
    return 0 if passed else 1


def main_person(args: Any, games: list[str]) -> int:
    return run(games, args.games or len(games), args.seed)
