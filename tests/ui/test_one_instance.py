"""One Trick Table at a time on a data folder: two windows wrote over each other's autosave, so
the game of one was lost at the next start. A second start is told and stops; a lock left by a
program that was killed does not keep the next start out."""

from __future__ import annotations

import signal
import time

from lock_helpers import holder
from tricktable import settings as store
from tricktable.ui.app import one_instance


def test_a_second_start_is_refused_while_one_runs_and_let_in_once_it_is_killed(qtbot, home):
    proc = holder()
    try:
        assert one_instance() is False, "a second program took the lock of a running one"
        proc.send_signal(signal.SIGKILL)  # a crash: the lock file stays behind
        proc.wait(10)
        assert (store.paths()["data_dir"] / "instance.lock").exists()
        start = time.monotonic()
        lock = one_instance()
        assert lock not in (True, False), "the lock of a killed program kept the next one out"
        assert time.monotonic() - start < 5
        lock.unlock()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


def test_the_lock_is_free_again_once_the_program_is_gone(qtbot, home):
    first = one_instance()
    assert first not in (True, False)
    first.unlock()  # the program's end
    again = one_instance()
    assert again not in (True, False)
    again.unlock()


def test_a_lock_left_by_a_gone_program_that_cannot_be_removed_does_not_refuse_the_start(
        qtbot, home):
    """A session whose data folder was made unwritable (``chattr +i``) could not remove its
    lock at exit; every later start was then told "Trick Table is already open" though none
    ran. Qt removes a stale lock under a ``.rmlock`` guard file: a folder in that name's place
    makes the removal fail here as the unwritable folder did (chattr needs rights a test has
    not)."""
    proc = holder()
    proc.send_signal(signal.SIGKILL)  # its lock file stays behind
    proc.wait(10)
    lock_file = store.paths()["data_dir"] / "instance.lock"
    (lock_file.parent / "instance.lock.rmlock").mkdir()
    assert one_instance() is True, "a lock nobody holds and nobody could remove refused the start"
    assert lock_file.exists()


def test_a_lock_held_by_a_running_program_still_refuses_when_it_cannot_be_removed(qtbot, home):
    """Only a lock whose program is gone is passed by: one that runs keeps the next start out."""
    proc = holder()
    try:
        (store.paths()["data_dir"] / "instance.lock.rmlock").mkdir()
        assert one_instance() is False
    finally:
        proc.kill()
        proc.wait(10)
