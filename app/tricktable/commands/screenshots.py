"""``screenshots DIR``: the window at every kind of decision of every game, at three sizes.

The person robot plays each game (each player count) and, the first time a kind of decision is
up (and at the first deal summary), the window is photographed at 1024×640, 1920×1080 and
3840×2160 with ``QWidget.grab()``. File names say game, players, decision and size
(``nineteen-3p-take-set-1920x1080.png``) so that a reviewer can lay them all side by side.
Runs offscreen when there is no display, with its own temporary settings folder. ``--game``,
``--players`` and ``--size WxH`` narrow it down (each repeatable), e.g. to look at one game at
the size of one's own screen; ``--text-px`` gives the desktop a larger text size, as a person
who chose larger text has (the felt's reading text follows it).
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
from pathlib import Path

SIZES = ((1024, 640), (1920, 1080), (3840, 2160))

#: (game, options, seed, deals): seeds under which the person meets the game's decisions
#: (Barbu seed 9: the person declares the first seven hands)
PLAN = (
    ("heart-hunter", {"players": 4}, 12, 1),
    ("heart-hunter", {"players": 3}, 11, 1),
    ("young-hunter", {"contra": True}, 21, 2),
    ("sheepshead", {}, 31, 4),
    ("barbu", {}, 9, 4),
    ("nineteen", {"players": 4}, 41, 3),
    ("nineteen", {"players": 3}, 42, 2),
    ("nineteen", {"players": 2}, 43, 2),
)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="tricktable screenshots", description=__doc__)
    ap.add_argument("dir", help="folder for the PNG files (made if missing)")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--players", type=int, action="append",
                    help="only this player count (repeatable)")
    ap.add_argument("--size", action="append", metavar="WxH",
                    help="only this window size, e.g. 1600x1000 (repeatable; default: "
                         + ", ".join(f"{w}x{h}" for w, h in SIZES) + ")")
    ap.add_argument("--text-px", type=int, default=0, metavar="PX",
                    help="the desktop's text size in pixels (default: the system's), e.g. 18")
    args = ap.parse_args(argv)
    if args.text_px and not 6 <= args.text_px <= 60:
        ap.error(f"--text-px wants a size between 6 and 60 pixels, not {args.text_px}")
    if args.game:
        from ..games.registry import available_games

        known = set(available_games()) & {game for game, *_rest in PLAN}
        unknown = [g for g in args.game if g not in known]
        if unknown:
            ap.error(f"unknown or unavailable game(s): {', '.join(unknown)}; "
                     f"choose from {', '.join(sorted(known))}")
    sizes = SIZES
    if args.size:
        try:
            sizes = tuple(_size(text) for text in args.size)
        except ValueError as exc:
            ap.error(str(exc))
    from .self_test import _needs_offscreen

    if _needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    out = Path(args.dir)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tricktable-shots-") as home:
        os.environ["TRICKTABLE_HOME"] = home
        return _run(out, args.game, args.players, sizes, args.text_px)


def _size(text: str) -> tuple[int, int]:
    """"1600x1000" as (1600, 1000); a clear message for anything else."""
    w, sep, h = text.lower().partition("x")
    if not (sep and w.isdigit() and h.isdigit() and 320 <= int(w) <= 8000
            and 240 <= int(h) <= 8000):
        raise ValueError(f"--size wants WIDTHxHEIGHT between 320x240 and 8000x8000, not {text!r}")
    return int(w), int(h)


def _run(out: Path, only: list[str] | None, players: list[int] | None = None,
         sizes: tuple[tuple[int, int], ...] = SIZES, text_px: int = 0) -> int:
    from ..drills.person_plays import PersonRobot
    from ..drills.person_robot import RobotFailure
    from ..games.registry import available_games, get_rules
    from ..settings import Seat, Settings
    from ..ui.app import make_application
    from ..ui.main_window import MainWindow

    app = make_application([])
    if text_px:
        font = app.font()
        font.setPixelSize(text_px)
        app.setFont(font)
    games = available_games()
    failed = 0
    written = 0
    for game, options, seed, deals in PLAN:
        if game not in games or (only and game not in only):
            continue
        rules = get_rules(game)
        n = rules.players_for(rules.options(**options))
        if players and n not in players:
            continue
        window = MainWindow(Settings(speed="instant"))
        window.table.motion.reading_holds = False  # the pictures are of decisions
        # a size below the window's usual minimum is what it gets on a small or scaled screen
        window.setMinimumSize(min(window.minimumWidth(), *(w for w, _h in sizes)),
                              min(window.minimumHeight(), *(h for _w, h in sizes)))
        window.resize(1280, 800)
        window.show()
        app.processEvents()
        robot = PersonRobot(window, random.Random(seed), curious=0.0)
        shot: set[str] = set()

        def sight(kind: str, window=window, robot=robot, shot=shot, n=n, game=game) -> None:
            nonlocal written
            if kind in shot:
                return
            shot.add(kind)
            for w, h in sizes:
                window.resize(w, h)
                robot.hands.pump(30)
                robot.hands.wait_until(robot.hands.settled, "the table to settle after a resize",
                                       10) if kind != "deal-summary" else None
                robot.hands.pump(30)
                path = out / f"{game}-{n}p-{kind}-{w}x{h}.png"
                window.grab().save(str(path))
                written += 1
            window.resize(1280, 800)
            robot.hands.pump(30)
            if kind != "deal-summary":
                robot.hands.wait_until(robot.hands.settled, "the table to settle", 10)
            robot.hands.pump(30)

        robot.on_sight = sight
        seats = [Seat("You", "human"),
                 *(Seat(f"Computer {i}", "computer", "beginner") for i in range(1, n))]
        try:
            robot.play(game, options, seed, seats, max_deals=deals, timeout_s=600)
            print(f"{game} {n}p: {', '.join(sorted(shot))}", flush=True)
        except RobotFailure as exc:
            failed += 1
            print(f"{game} {n}p: FAILED — {exc}", flush=True)
        finally:
            window.controller.shutdown()
            window.close()
            window.deleteLater()
            app.processEvents()
    print(f"screenshots: {written} files in {out}" + (f"; {failed} games FAILED" if failed
                                                         else ""), flush=True)
    return 1 if failed else 0
