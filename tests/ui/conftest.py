"""Fixtures the window tests share: one AI worker process per test module (spawning one costs a
few hundred milliseconds) and a temporary home for settings, autosave and statistics."""

from __future__ import annotations

import pytest

from tricktable.ai.decisions import TASKS
from tricktable.ai.worker import AIWorker


@pytest.fixture(scope="module")
def worker():
    w = AIWorker(TASKS)
    w.start("heart-hunter")
    yield w
    w.shutdown()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    return tmp_path
