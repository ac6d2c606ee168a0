"""``python -m tricktable``: the window, or a headless subcommand.

    python -m tricktable                      open the card table
    python -m tricktable simulate --game G    play whole games headless
    python -m tricktable replay FILE          check a game record and summarise it
    python -m tricktable bench                speed figures
    python -m tricktable self-test            play seeded games through the real window
                         self-test --person   a robot plays one seat by clicking what is drawn
    python -m tricktable screenshots DIR      the window at every decision, at three sizes
    python -m tricktable tournament ...       duplicate matches between computer levels
    python -m tricktable soak --game G ...    many games with every invariant checked
    python -m tricktable drill ...            the reliability drills (README's "Reliability")
    python -m tricktable hints --game G       the coach's hints at seeded positions, checked

Qt's own options (-platform, -style, -reverse, ...) may follow when no command is given.
"""

from __future__ import annotations

import sys

from .commands import SUBCOMMANDS

#: Qt's command-line options the window passes on to QApplication, with whether each takes a value
QT_OPTIONS = {
    "-platform": True, "-platformpluginpath": True, "-platformtheme": True, "-plugin": True,
    "-qwindowgeometry": True, "-qwindowicon": True, "-qwindowtitle": True, "-style": True,
    "-stylesheet": True, "-display": True, "-geometry": True, "-reverse": False,
    "-nograb": False, "-dograb": False, "-widgetcount": False,
}


def _qt_arguments_only(args: list[str]) -> bool:
    """True when every argument is one of Qt's options (with its value where it takes one)."""
    i = 0
    while i < len(args):
        name = args[i].split("=", 1)[0]
        if name not in QT_OPTIONS:
            return False
        i += 2 if QT_OPTIONS[name] and "=" not in args[i] else 1
    return i == len(args)


def unknown_command(word: str) -> str:
    """The one-line refusal of an argument that is neither a command nor a window option."""
    shown = word if len(word) <= 40 else word[:37] + "..."
    return (f"tricktable: unknown command {shown!r}. Commands: {', '.join(SUBCOMMANDS)} "
            "(none opens the card table; --help explains them).")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in SUBCOMMANDS:
        return SUBCOMMANDS[args[0]](args[1:])
    if args and args[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    if args and not _qt_arguments_only(args):
        print(unknown_command(args[0]), file=sys.stderr)
        return 2
    from .commands.gui import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
