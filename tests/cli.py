"""Running the program's command line as a person would, in a fresh interpreter: for the tests of
commands that open the real window offscreen (``self-test``, ``screenshots``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"


def run_cli(command: str, *args: str, home: Path, timeout: int) -> subprocess.CompletedProcess:
    """``python -m tricktable COMMAND ARGS`` offscreen, with this tree's package first on the
    path and the person's files under ``home / "person"`` (which a command with its own
    temporary home must leave untouched)."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = str(APP) + os.pathsep + env.get("PYTHONPATH", "")
    env["TRICKTABLE_HOME"] = str(home / "person")
    return subprocess.run([sys.executable, "-m", "tricktable", command, *args],
                          capture_output=True, text=True, timeout=timeout, env=env)
