"""``drill --monkey SECONDS``: the monkey on every game in turn, offscreen, in a throw-away home,
SECONDS of random input per game; prints what it did and every failure."""

from __future__ import annotations

import os
import tempfile


def run(seconds: float, seed: int, games: list[str] | None = None, out=print) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="tricktable-monkey-")
    os.environ["TRICKTABLE_HOME"] = home
    from .. import settings as store
    from ..ai.worker import AIWorker
    from ..games.registry import available_games
    from ..ui.app import make_application
    from ..ui.main_window import MainWindow
    from .monkey import Monkey, MonkeyReport, _Watch, person_and_computers

    app = make_application([])
    worker = AIWorker()
    failures = 0
    try:
        for n, gid in enumerate(games or available_games()):
            settings = store.Settings(speed="fast")
            window = MainWindow(settings, worker=worker)
            window.resize(1280, 800)
            window.show()
            report = Monkey(window, seed + n, MonkeyReport()).run(gid, {}, seconds,
                                                                   person_and_computers)
            with _Watch(report):  # closing the window mid-animation is part of the drill
                window.close()
                app.processEvents()
            out(f"{gid}: {report.summary()}")
            for f in report.failures:
                out(f"  FAIL {f}")
            failures += len(report.failures)
    finally:
        worker.shutdown()
    out(f"monkey: {failures} failures")
    return 1 if failures else 0
