"""``drill``: the reliability drills (see README's "Reliability").

    python -m tricktable drill --card-backs      bad card-back pictures: time and memory

Each exits non-zero when anything did not behave as required.
"""

from __future__ import annotations

import argparse


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="tricktable drill", description=__doc__.splitlines()[0])
    parser.add_argument("--card-backs", action="store_true", help="bad card-back pictures")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    status = 0
    ran = False
    if args.card_backs:
        from ..drills import picture_drill

        status |= picture_drill.run()
        ran = True
    if not ran:
        parser.print_help()
        return 2
    return status
