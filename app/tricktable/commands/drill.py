"""``drill``: the reliability drills (see README's "Reliability").

    python -m tricktable drill --card-backs      bad card-back pictures: time and memory
    python -m tricktable drill --bad-files N [--seed S]   N mutations each of settings, statistics
    python -m tricktable drill --records N [--seed S]   N damaged game records and autosaves
    python -m tricktable drill --monkey S [--seed N] [--game G]   S seconds of random input a game
    python -m tricktable drill --crash N [--seed S] [--game G]   N SIGKILLs during play, restarts

Each exits non-zero when anything did not behave as required.
"""

from __future__ import annotations

import argparse

from ..games.registry import GAME_IDS


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tricktable drill", description=__doc__.splitlines()[0])
    parser.add_argument("--card-backs", action="store_true", help="bad card-back pictures")
    parser.add_argument("--monkey", type=float, metavar="SECONDS",
                        help="random clicks, keys, resizes and menus in the window, per game")
    parser.add_argument("--bad-files", type=int, metavar="N",
                        help="N random mutations each of a settings and a statistics file")
    parser.add_argument("--records", type=int, metavar="N",
                        help="N random mutations of game records and autosaves")
    parser.add_argument("--crash", type=int, metavar="N", help="N kills during play")
    parser.add_argument("--game", action="append", choices=GAME_IDS,
                        help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    status = 0
    ran = False
    if args.card_backs:
        from ..drills import picture_drill

        status |= picture_drill.run()
        ran = True
    if args.bad_files:
        from ..drills import file_drill

        status |= file_drill.run(args.bad_files, args.seed)
        ran = True
    if args.records:
        from ..drills import record_files

        status |= record_files.main(args.records, args.seed)
        ran = True
    if args.monkey:
        from ..drills import monkey_drill

        status |= monkey_drill.run(args.monkey, args.seed, args.game)
        ran = True
    if args.crash:
        from ..drills import crash_drill

        status |= crash_drill.run(args.crash, args.seed, game=(args.game or ["heart-hunter"])[0])
        ran = True
    if not ran:
        parser.print_help()
        return 2
    return status
