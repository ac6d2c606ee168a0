"""The AI worker process (and multiprocessing's resource tracker with it) ends by itself when the
process that started it is gone: killed, crashed, or exited without shutting the worker down."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from tricktable.drills.crash_drill import alive, gone_within

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and /proc: POSIX only")

_STARTER = """
import os, sys, time
from multiprocessing import resource_tracker
from tricktable.ai.worker import AIWorker
if __name__ == "__main__":
    w = AIWorker()
    pid = w.start().result(timeout=120)
    print(pid, resource_tracker._resource_tracker._pid, flush=True)
    sys.stdin.readline()  # the test has seen both running
    if sys.argv[1] == "exit":
        os._exit(0)   # leaves without shutting the worker down, like a crash in Qt's teardown
    time.sleep(600)
"""


#: how long the worker and the tracker may take to go: they go within a second on an idle machine,
#: but under a whole suite's load (load average above 10 on 2 cores) 5 s was once not enough; the
#: wait ends as soon as both are gone, so a generous bound costs nothing when the code is right
GONE_S = 30.0
#: how long the parent script may take to exit (it starts a worker first; a loaded machine is slow)
PARENT_S = 60


def _start(tmp_path, how: str) -> tuple[subprocess.Popen, int, int]:
    """The starter script running with its worker, both checked alive before the script goes
    on (to exit, for "exit"): checked after it had exited, a worker quick to notice was once
    already gone under a loaded suite, and the test failed for the behaviour it wants."""
    script = tmp_path / "starter.py"
    script.write_text(_STARTER)
    proc = subprocess.Popen([sys.executable, str(script), how], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env=os.environ.copy())
    worker_pid, tracker_pid = (int(x) for x in proc.stdout.readline().split())
    assert alive(worker_pid) and alive(tracker_pid)
    proc.stdin.write("go\n")
    proc.stdin.flush()
    return proc, worker_pid, tracker_pid


def _kill_leftovers(pids: list[int]) -> None:
    for pid in pids:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)


def test_the_worker_and_resource_tracker_end_when_the_window_process_is_killed(tmp_path):
    proc, worker_pid, tracker_pid = _start(tmp_path, "stay")
    try:
        proc.kill()  # SIGKILL: nothing in the parent gets to tidy up
        proc.wait(PARENT_S)
        assert gone_within([worker_pid, tracker_pid], GONE_S)
    finally:
        _kill_leftovers([worker_pid, tracker_pid])


def test_the_worker_ends_when_its_parent_exits_without_shutting_it_down(tmp_path):
    proc, worker_pid, tracker_pid = _start(tmp_path, "exit")
    try:
        proc.wait(PARENT_S)
        assert gone_within([worker_pid, tracker_pid], GONE_S)
    finally:
        _kill_leftovers([worker_pid, tracker_pid])
