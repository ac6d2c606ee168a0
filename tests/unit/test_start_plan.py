"""Which way the window's start goes (presentation/start_plan.py)."""

from __future__ import annotations

import pytest

from tricktable.presentation import start_plan as sp


@pytest.mark.parametrize(("resumable", "over", "first_run", "notes", "ended", "way"), [
    (True, False, False, False, "", sp.RESUME),        # a game under way is offered back
    (True, False, True, True, "barbu", sp.RESUME),     # ... whatever else is known
    (False, None, True, False, "", sp.CHOOSE_FIRST),   # the first start: nothing dealt
    (False, None, False, True, "barbu", sp.CHOOSE_FIRST),  # an autosave that could not be used
    (True, True, True, False, "", sp.CHOOSE_FIRST),    # first run beats an ended game
    (True, True, False, False, "", sp.CHOOSE_AFTER),   # the last game ended: chosen, not dealt
    (False, None, False, False, "hearts", sp.CHOOSE_AFTER),  # its autosave removed as it ended
    (False, None, False, False, "", sp.DEAL),          # the last choices dealt
])
def test_start_way(resumable, over, first_run, notes, ended, way):
    assert sp.start_way(resumable, over, first_run, notes, ended) == way
