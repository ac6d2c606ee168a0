"""Test configuration: Qt runs offscreen, and settings/data go to a temporary home."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A temporary home for settings, autosave, statistics and tips (``TRICKTABLE_HOME``)."""
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    return tmp_path
