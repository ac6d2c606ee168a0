"""A Young Hunter plate cut its announcement: West had announced a trump hit, been contra'd and
made it, and the plate read "Announced / trump hit (contra'd, ma…" over "Catch J♦, trump hit
J♥" (a tester, 1600 x 900 with the Scores panel, four lines of notes). A made announcement now
has a note of its own, as a failed one has ("Made: trump hit (contra'd)"), and the plate's
notes are whole at every size."""

from __future__ import annotations

import pytest

from tricktable.engine.cards import FRENCH
from tricktable.games.registry import available_games
from tricktable.presentation.describe import plate_lines
from window_helpers import load_at, record_where, show_window

#: the window sizes looked at (the tester's was 1520 x 790, the Scores panel open)
SIZES = ((1520, 790), (1280, 720), (1024, 640), (1920, 1080), (1600, 900), (1366, 740))


def _contrad_and_made_beside_another(st) -> bool:
    """A player made a taking they announced and someone contra'd, and made another."""
    if st.stage != "play" or st.to_act != 0:
        return False
    for p, jack, kind, by in st.announcements:
        mine = [t for t in st.takings if t[1] == p]
        if by is not None and (jack, p, kind) in st.takings and len(mine) >= 2:
            return True
    return False


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_a_made_contrad_announcement_leaves_the_plate_whole(qtbot, worker, home):
    w = show_window(qtbot, worker)
    load_at(qtbot, w, "young-hunter", {"contra": True}, 0, _contrad_and_made_beside_another,
            seeds=range(1, 200))
    for size in SIZES:
        w.resize(*size)
        qtbot.wait(50)
        for seat in w.table.felt.plates:
            _font, lines = seat.fitted_notes()
            assert not any("…" in line for line in lines), (size, seat.position, lines)
    w.controller.shutdown()


@pytest.mark.skipif("young-hunter" not in available_games(), reason="Young Hunter not installed")
def test_a_made_announcement_has_a_note_of_its_own():
    from tricktable.engine.record import replay
    from tricktable.games.registry import get_rules

    doc = next(d for d in (record_where("young-hunter", {"contra": True}, seed, 0,
                                        _contrad_and_made_beside_another)
                           for seed in range(1, 200)) if d is not None)
    state = replay(doc, get_rules)
    names = ["You", "West", "North", "East"]
    for p, jack, kind, by in state.announcements:
        if by is None or (jack, p, kind) not in state.takings:
            continue
        _line, notes = plate_lines(state.view(0), p, FRENCH, names)
        words = [n.replace("\xa0", " ") for n in notes]
        assert not any("made)" in n for n in words), notes  # "(contra'd, made)" was cut
        assert any(n.startswith("Made: ") and "(contra'd)" in n for n in words), notes
