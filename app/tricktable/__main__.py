"""``python -m tricktable``: the window, or a headless subcommand.

    python -m tricktable                      open the card table
    python -m tricktable simulate --game G    play whole games headless
    python -m tricktable replay FILE          check a game record and summarise it
    python -m tricktable bench                speed figures
    python -m tricktable self-test            play seeded games through the real window
    python -m tricktable tournament ...       duplicate matches between computer levels
    python -m tricktable drill ...            reliability drills (bad files, kills)
"""

from __future__ import annotations

import sys

from .commands import SUBCOMMANDS


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        return SUBCOMMANDS[args[0]](args[1:])
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    from .commands.gui import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
