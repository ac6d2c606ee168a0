"""The autosave written off the GUI thread: the controller hands over the newest game record after
each change and goes on; a helper thread writes it with the same atomic write as every other file.
A module of its own because it is about threads and the disk, not about the game being played, and
it needs no Qt. Reading the autosave back at start (``resumable_game``) is here too.
"""

from __future__ import annotations

import threading
from pathlib import Path

from . import settings as store
from .engine.record import RecordError, replay
from .games.registry import get_rules
from .presentation.game_facts import GameFacts, game_facts

#: what the person is told when the autosave cannot be written (once until a write works again):
#: the status bar's line was wiped at once by "Your turn", so the game went unsaved untold
NOT_SAVED = ("The game could not be autosaved: {} Until saving works again, this game will not "
             "be offered back if the window closes; Game → Save record as… keeps it in a folder "
             "you choose.")


class AutosaveWriter:
    """Writes the autosave in a helper thread, so a trick never waits on JSON and the disk.

    Why coalescing: at fast speeds tricks end quicker than a write takes; only the newest game
    record matters, so a save waiting behind a running one is replaced, not queued. ``clear`` goes
    through the same queue, so a late save can never bring back an autosave the game cleared.
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: tuple[str, Path, dict | None] | None = None
        self._busy = False
        self._errors: list[str] = []
        #: a failure has been told since the last write that worked: told once, not every trick
        self._told = False
        self._thread: threading.Thread | None = None

    def save(self, doc: dict) -> None:
        self._put(("save", store.paths()["autosave"], doc))

    def clear(self) -> None:
        self._put(("clear", store.paths()["autosave"], None))

    def _put(self, job: tuple[str, Path, dict | None]) -> None:
        """Queue a job; the file's path is fixed now, in the caller's thread and environment."""
        with self._cond:
            self._pending = job
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending is not None, timeout=5.0):
                    self._thread = None
                    return
                job, self._pending = self._pending, None
                self._busy = True
            try:
                kind, path, doc = job
                if kind == "save":
                    store.save_game(path, doc)
                else:
                    path.unlink(missing_ok=True)
            except (store.StoreError, OSError) as exc:
                with self._cond:
                    if not self._told:
                        self._told = True
                        self._errors.append(NOT_SAVED.format(exc))
            else:
                with self._cond:
                    self._told = False
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every requested write is on disk (closing the window, tests)."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout=timeout)

    def take_errors(self) -> list[str]:
        with self._cond:
            errors, self._errors = self._errors, []
        return errors


__all__ = ["AutosaveWriter"]


def resumable_game() -> tuple[dict | None, GameFacts | None, list[str]]:
    """The autosaved game's record and the facts of its state replayed (title, deal, whether it
    is over), with the messages to tell the person; (None, None, messages) when there is none or
    it does not replay (it is then set aside, so the next start does not trip over it again)."""
    doc, notes = store.load_autosave()
    if doc is None:
        return None, None, notes
    try:
        people = [i for i, p in enumerate(doc.get("players", [])) if isinstance(p, dict)
                  and p.get("kind") == "human"]
        return doc, game_facts(replay(doc, get_rules), people), notes
    except RecordError as exc:
        reason = f"it does not replay ({exc})."
    except Exception as exc:
        reason = f"it could not be read back ({type(exc).__name__}: {str(exc)[:200]})."
    return None, None, notes + store.set_autosave_aside(reason)
