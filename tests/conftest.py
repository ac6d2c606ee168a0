"""Test configuration: Qt runs offscreen, and settings/data go to a temporary home."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# The whole run's own home, under every test's: a test without the ``home`` fixture (or one that
# undoes its monkeypatches, ``home``'s among them) then reads and writes here, never in the
# developer's or the CI machine's real settings and autosave.
_SUITE_HOME = tempfile.TemporaryDirectory(prefix="tricktable-tests-")
os.environ["TRICKTABLE_HOME"] = _SUITE_HOME.name
# Qt keeps its own file dialog's state (folders visited, column widths) in the user's
# QtProject.conf: the run's own, so no test leaves its folders in a person's dialogs and none
# finds columns an earlier run (or the person) widened.
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SUITE_HOME.name, "config")


@pytest.fixture(autouse=True)
def _own_home(tmp_path, monkeypatch):
    """Every test its own home: what one test leaves there (an autosave, settings, the deals
    whose review was opened, which stop undo in the same game opened again) must not reach
    another, whichever order the tests run in."""
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A temporary home for settings, autosave, statistics and tips (``TRICKTABLE_HOME``)."""
    monkeypatch.setenv("TRICKTABLE_HOME", str(tmp_path))
    return tmp_path
