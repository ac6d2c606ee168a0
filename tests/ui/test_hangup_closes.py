"""Closing the terminal a Trick Table was started from (SIGHUP) killed it inside Qt's event
loop: no autosave, no closing. It now closes the window as Ctrl+C and ``kill`` do."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGHUP on this platform")
def test_a_hangup_closes_the_window_and_the_program_ends_cleanly(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRICKTABLE_HOME": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "tricktable"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        lock = list((tmp_path / "data").rglob("instance.lock"))
        while not lock and time.monotonic() < deadline:  # the window is up once it holds it
            time.sleep(0.2)
            lock = list((tmp_path / "data").rglob("instance.lock"))
        assert lock, "the program never started"
        time.sleep(1.5)
        proc.send_signal(signal.SIGHUP)
        assert proc.wait(20) == 0, proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
