"""Whether the process named in Trick Table's lock file is a Trick Table that still runs.

Qt's QLockFile takes over a lock whose process is gone, or whose process id now runs another
executable; but a Trick Table runs under Python, as many programs do. After one was killed
(``kill -9``, a power cut), a later Python program given the same process id kept every start
out with "Trick Table is already open" until that unrelated program ended. On Linux the
process's command line tells: a Trick Table's names ``tricktable`` however it was started
(``python -m tricktable``, the ``tricktable`` script, the frozen ``tricktable`` executable).
Qt-free, so that it can be checked without a window; it sits in ``ui`` beside its one user.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: what a Trick Table's command line holds, compared without case
MARK = b"tricktable"

#: where Linux shows each process (``/proc/<pid>/cmdline``)
PROC = Path("/proc")


def another_trick_table_runs(pid: int, proc: Path = PROC) -> bool:
    """Whether process ``pid`` of this machine may be another Trick Table that still runs: False
    for no process, a zombie (killed, not yet reaped), this very program (a process id reused
    after a power cut) and, on Linux, a process whose command line does not name Trick Table.
    Where that cannot be read (another user's process, ``/proc`` hidden or missing) or on
    other systems, any process that exists may be one."""
    if pid <= 0 or pid == os.getpid():
        return False
    if sys.platform.startswith("linux") and (proc / "self" / "cmdline").exists():
        try:
            cmdline = (proc / str(pid) / "cmdline").read_bytes()
        except FileNotFoundError:  # gone
            return False
        except OSError:  # not ours to read: it may be one
            return _exists(pid)
        return MARK in cmdline.lower()  # a zombie's is empty
    return _exists(pid)


def _exists(pid: int) -> bool:
    """Whether a process has this id. On Windows ``os.kill(pid, 0)`` would send Ctrl+C to a
    console group rather than ask: there, Qt's own check (the process exists and runs the same
    executable) is kept."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: it runs
        return True
    return True
