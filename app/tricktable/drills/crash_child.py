"""The window as the crash drill runs it: the real ``MainWindow`` started the way the app starts
it (settings loaded, start-up messages, the resume offer), offscreen, with the person's seat
played by this script (a random legal action now and then) so play goes on unattended.

It reports on stdout, one line each, what the drill needs to judge a kill afterwards:
``pids <window> <worker> <tracker>``, ``message <text>``, and ``offered`` (at a resume) or
``state`` (after every change) followed by ``<moves> <deal> <tricks> <cards in the trick>``,
and ``over`` when a game ends.
Run as ``python -m tricktable.drills.crash_child SEED``.
"""

from __future__ import annotations

import os
import random
import sys


def _say(*words) -> None:
    print(*words, flush=True)


def main(seed: int) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from multiprocessing import resource_tracker

    from PySide6.QtCore import QTimer

    from .. import settings as store
    from ..ai.decisions import moves_made
    from ..ui.app import _quit_on_signals, make_application
    from ..ui.main_window import MainWindow

    rng = random.Random(seed)
    app = make_application([])
    settings, messages = store.load_settings()
    window = MainWindow(settings)
    window.resize(1100, 700)
    window.show()
    _quit_on_signals(window)
    c = window.controller
    window.start(messages)
    box = getattr(window, "last_message", None)
    if box is not None:
        _say("message", box.text().replace("\n", " "))

    def where(state) -> str:
        log = state.deal_log
        trick = len(getattr(state, "trick", None) or ())
        return (f"{moves_made(state)} {state.deal_number} {len(log.tricks) if log else 0} "
                f"{trick}")

    resume = getattr(window, "resume_box", None)
    if resume is not None and resume.isVisible():
        from ..engine.record import replay
        from ..games.registry import get_rules

        offered = replay(store.load_autosave()[0], get_rules)
        _say("offered", where(offered))
        button = next(b for b in resume.buttons() if b.text().replace("&", "") == "Resume")
        button.click()
    worker_pid = c.worker.start().result(timeout=120)
    _say("pids", os.getpid(), worker_pid, resource_tracker._resource_tracker._pid)
    last = [""]

    def tick() -> None:
        state = c.state
        if state is None:
            return
        if state.game_over:
            _say("over")
            window.new_game_from_settings()
            return
        if c.awaiting_continue:
            c.continue_play()
        elif c.human_to_act() is not None and rng.random() < 0.5:
            legal = c.legal_actions()
            if legal:
                c.submit(rng.choice(legal))
        now = where(c.state)
        if now != last[0]:
            last[0] = now
            _say("state", now)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(15)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
