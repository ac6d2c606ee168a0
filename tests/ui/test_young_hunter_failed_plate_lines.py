"""At 1280 x 800 a Young Hunter plate with two failed announcements and takings grew to five
lines: "Announced diamond catch (failed), heart hit (failed)" wrapped with "(failed)" alone on
a line. The failure's note is now "Failed: diamond catch, heart hit", kept whole taking by
taking and in the failure's colour, and the takings read as takings ("Trump catch J♠")."""

from __future__ import annotations

from tricktable.presentation import felt_colours as fc
from window_helpers import first_record, open_past_its_summary, show_window


def _failed(view, position: int) -> list:
    fallen = {jack: (taker, kind) for jack, taker, kind in view.takings}
    return [a for a in view.announcements if a.kind == "announce" and a.card >= 0
            and a.player == position and a.card in fallen
            and fallen[a.card] != (a.player, a.name)]


def _two_failed_and_a_taking(state) -> bool:
    if state.stage != "play" or state.to_act != 0:
        return False
    view = state.view(0)
    return any(len(_failed(view, p)) >= 2 and any(t[1] == p for t in view.takings)
               for p in range(4))


def _announce(action) -> bool:
    return action.type != "announce" or len(action.get("takings") or ()) >= 3


def _plates_with_two_failed(qtbot, worker):
    """The window at 1280 x 800 with a plate holding two failed announcements and a taking;
    each such plate's notes and its drawn lines."""
    w = show_window(qtbot, worker, size=(1280, 800))
    doc = first_record("young-hunter", {}, _two_failed_and_a_taking, prefer=_announce,
                       seeds=range(1, 60))
    open_past_its_summary(qtbot, w, doc)
    qtbot.waitUntil(lambda: w.controller.human_to_act() == 0 and w.table.animations_idle(),
                    timeout=10_000)
    view = w.controller.view()
    plates = [plate for pos, plate in enumerate(w.table.felt.plates)
              if len(_failed(view, pos)) >= 2]
    out = [(list(plate.notes), plate.note_lines()) for plate in plates]
    w.controller.shutdown()
    assert out
    return out


def test_two_failed_announcements_are_one_short_note_in_the_failures_colour(
        qtbot, worker, home):
    for notes, lines in _plates_with_two_failed(qtbot, worker):
        texts = [line.text for line in lines]
        failed = [n for n in notes if n.startswith("Failed: ")]
        assert len(failed) == 1 and "(failed)" not in failed[0], notes
        assert not any(t.strip() in ("(failed)", "failed)") for t in texts), texts
        # the failure's note in its colour, on two lines at most (three were seen)
        drawn = [line.text for line in lines if line.ink == fc.NOTE_FAILED]
        assert drawn and drawn[0].startswith("Failed: ") and len(drawn) <= 2, texts


def test_no_announcement_is_broken_inside_its_name(qtbot, worker, home):
    for _notes, lines in _plates_with_two_failed(qtbot, worker):
        texts = [line.text for line in lines]
        assert not any(t.strip() in ("catch", "hit") for t in texts), texts
