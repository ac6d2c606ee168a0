"""A lock left by a Trick Table that is gone does not keep the next start out, whatever now
bears its process id. Qt takes over a lock whose process id runs another executable, but a
Trick Table runs under Python: once one was killed (``kill -9``, a power cut), a later Python
program given the same id, this very program after a reboot, or a lock file that could not be
read each kept every start out with "Trick Table is already open" though none ran. A Trick
Table that runs still keeps a second one out (``test_one_instance``), and says what to do."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lock_helpers import holder
from tricktable import settings as store
from tricktable.ui import app as app_module
from tricktable.ui.app import one_instance

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="tells programs apart by /proc/<pid>/cmdline")


def _lock_file() -> Path:
    return store.paths()["data_dir"] / "instance.lock"


def _left_by_a_killed_trick_table() -> Path:
    """The lock file exactly as a Trick Table killed with ``kill -9`` leaves it."""
    proc = holder()
    proc.kill()
    proc.wait(10)
    assert _lock_file().exists()
    return _lock_file()


def _naming(lock_file: Path, pid: int) -> None:
    """The lock file as it was, but naming ``pid``: the id the system has given out again."""
    lines = lock_file.read_bytes().split(b"\n")
    lock_file.write_bytes(b"\n".join([str(pid).encode(), *lines[1:]]))


def _taken(lock) -> None:
    assert lock not in (True, False), "a lock whose Trick Table is gone kept the start out"
    assert lock.isLocked()
    assert _lock_file().read_bytes().split(b"\n")[0] == str(os.getpid()).encode()
    lock.unlock()


@linux_only
def test_a_lock_whose_process_id_now_runs_another_python_program_is_taken_over(qtbot, home):
    lock_file = _left_by_a_killed_trick_table()
    # the interpreter itself (Qt compares executables: the same one as the killed Trick Table's),
    # by its real path, which names no Trick Table even when the project's folder does
    other = subprocess.Popen([os.path.realpath(sys.executable), "-c",
                              "import time; time.sleep(60)"])
    try:
        time.sleep(0.3)  # running its own program, not this one's copy, by now
        assert b"tricktable" not in Path(f"/proc/{other.pid}/cmdline").read_bytes().lower()
        _naming(lock_file, other.pid)
        _taken(one_instance())
        assert other.poll() is None, "the unrelated program was touched"
    finally:
        other.kill()
        other.wait(10)


def test_a_lock_naming_this_very_program_is_taken_over(qtbot, home):
    """After a power cut the new start may be given the process id the killed one had: that
    program is this one, which holds no lock yet."""
    _naming(_left_by_a_killed_trick_table(), os.getpid())
    _taken(one_instance())


@pytest.mark.parametrize("content", [b"", b"garbage\n\x00\xff", b"12x\npython3\n"],
                         ids=["empty", "garbage", "no number"])
def test_a_lock_file_that_cannot_be_read_does_not_keep_the_player_out(qtbot, home, content):
    """Qt writes its lock file whole at once; one that cannot be read (a disk that filled, a
    power cut mid-write) names no program, and none can be there to hold it."""
    _lock_file().parent.mkdir(parents=True, exist_ok=True)
    _lock_file().write_bytes(content)
    _taken(one_instance())


def test_a_refused_start_tells_the_player_to_switch_to_or_close_the_open_window(
        qtbot, home, monkeypatch):
    """A player who cannot find the other window (another desktop, minimised) needs the way
    out too: close it, then start again."""
    told: list[str] = []
    monkeypatch.setattr(app_module.QMessageBox, "information",
                        lambda _parent, _title, text: told.append(text))
    proc = holder()
    try:
        assert app_module.run([]) == 0
    finally:
        proc.kill()
        proc.wait(10)
    assert len(told) == 1
    assert "switch to that window" in told[0]
    assert "close it and start Trick Table again" in told[0]
