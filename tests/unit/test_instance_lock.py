"""Which process named in the lock file may be another Trick Table that runs: after one was
killed, a later program given its process id kept every start out until that program ended.
Judged on real processes."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tricktable.ui.instance_lock import another_trick_table_runs

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="tells programs apart by /proc/<pid>/cmdline")


def _started(*command: str) -> subprocess.Popen:
    proc = subprocess.Popen(list(command), stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "up"
    return proc


@linux_only
@pytest.mark.parametrize("command", [
    ("sh", "-c", "echo up; exec sleep 60"),
    (os.path.realpath(sys.executable), "-c", "print('up', flush=True); import time; "
     "time.sleep(60)"),
], ids=["sleep", "python"])
def test_a_running_program_of_another_kind_is_no_trick_table(command):
    proc = _started(*command)
    try:
        assert not another_trick_table_runs(proc.pid)
    finally:
        proc.kill()
        proc.wait(10)


def test_a_program_whose_command_line_names_trick_table_may_be_one():
    proc = _started(sys.executable, "-c", "import tricktable, time; print('up', flush=True); "
                    "time.sleep(60)")
    try:
        assert another_trick_table_runs(proc.pid)
    finally:
        proc.kill()
        proc.wait(10)


def test_a_process_that_has_ended_and_this_very_program_are_none():
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(10)
    assert not another_trick_table_runs(proc.pid)
    assert not another_trick_table_runs(os.getpid())
    assert not another_trick_table_runs(0)


def test_where_the_command_line_cannot_be_read_a_running_process_may_be_one(tmp_path):
    """Another user's process or a hidden ``/proc``: today's answer (it exists) is kept."""
    proc_dir = tmp_path / "proc"
    (proc_dir / "self").mkdir(parents=True)
    (proc_dir / "self" / "cmdline").write_bytes(b"python\0")
    (proc_dir / str(os.getppid())).mkdir()
    (proc_dir / str(os.getppid()) / "cmdline").mkdir()  # reading it fails (not "not found")
    assert another_trick_table_runs(os.getppid(), proc=proc_dir)
