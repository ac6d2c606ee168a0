"""A running Trick Table for the one-instance tests: the lock is taken by another process, as
a second start meets it, so each test that needs one starts this same stand-in."""

from __future__ import annotations

import os
import subprocess
import sys

#: a stand-in for a running Trick Table: takes the lock as the program does, says so, waits
HOLDER = """
import time
from tricktable.ui.app import make_application, one_instance
app = make_application([])
lock = one_instance()
print("held" if lock not in (True, False) else "refused", flush=True)
time.sleep(60)
"""


def holder() -> subprocess.Popen:
    """A Trick Table that holds the lock (its command line names ``tricktable``); returns once
    it says it holds it, so the test meets a lock really taken."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen([sys.executable, "-c", HOLDER], env=env, stdout=subprocess.PIPE,
                            text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc
