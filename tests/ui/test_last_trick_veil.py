"""The last trick shown again (L) let the trick in play show through its veil: grey card shapes
beside the last trick's cards and behind its caption ("The last trick, taken by West"), which
did not read cleanly over them. The veil now hides what lies under it entirely."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt

from window_helpers import key_to_window, load_at, show_window


def _in_play_with_a_trick_taken(state) -> bool:
    return bool(state.deal_log.tricks) and bool(state.trick) and state.to_act == 0


def _colour(image, table, pt: QPointF) -> tuple[int, int, int]:
    at = table.mapFromScene(pt)
    ratio = image.devicePixelRatio()
    c = image.pixelColor(QPoint(round(at.x() * ratio), round(at.y() * ratio)))
    return c.red(), c.green(), c.blue()


def _points(rect: QRectF, steps: int = 9):
    for i in range(1, steps):
        for j in range(1, steps):
            yield QPointF(rect.left() + rect.width() * i / steps,
                          rect.top() + rect.height() * j / steps)


def test_the_trick_in_play_is_hidden_entirely_under_the_last_trick_s_veil(
        qtbot, worker, home):
    w = show_window(qtbot, worker, speed="instant", size=(1366, 700))
    load_at(qtbot, w, "sheepshead", {}, 0, _in_play_with_a_trick_taken)
    table, felt = w.table, w.table.felt
    in_play = [item.sceneBoundingRect() for item in table.model.trick.items]
    assert in_play, "a card of the trick in play lies on the table"
    key_to_window(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    qtbot.wait(50)
    image = table.viewport().grab().toImage()
    veil = felt.overlay[0].sceneBoundingRect().adjusted(12, 12, -12, -12)  # past its corners
    # the last trick's cards, names and caption, with their shadows and edges
    covers = [item.sceneBoundingRect().adjusted(-6, -6, 6, 8) for item in felt.overlay[1:]]

    def bare(pt: QPointF) -> bool:
        return veil.contains(pt) and not any(c.contains(pt) for c in covers)

    felt_only = next(pt for pt in _points(veil, 24) if bare(pt)
                     and not any(r.adjusted(-6, -6, 6, 8).contains(pt) for r in in_play))
    plain = _colour(image, table, felt_only)  # the veil over bare felt
    seen = [(pt, _colour(image, table, pt)) for r in in_play for pt in _points(r) if bare(pt)]
    assert seen, "no point of the trick in play is left bare by the last trick's cards"
    showing = [(pt, c) for pt, c in seen
               if max(abs(a - b) for a, b in zip(c, plain, strict=True)) > 3]
    assert not showing, f"the trick in play shows through the veil ({plain} there): {showing}"
    qtbot.keyClick(table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not felt.overlay, timeout=3_000)
    w.controller.shutdown()


def test_the_last_trick_lies_in_the_middle_of_its_veil(qtbot, worker, home):
    """At 1024 x 768 the caption, cards and names sat at the veil's top and its lower half lay
    empty and dark over the table (a tester): they are centred in it, top to bottom."""
    w = show_window(qtbot, worker, speed="instant", size=(1024, 700))
    load_at(qtbot, w, "young-hunter", {}, 0, _in_play_with_a_trick_taken)
    felt = w.table.felt
    key_to_window(qtbot, w, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: bool(felt.overlay), timeout=3_000)
    veil = felt.overlay[0].sceneBoundingRect()
    shown = [item.sceneBoundingRect() for item in felt.overlay[1:]]
    top = min(r.top() for r in shown) - veil.top()
    bottom = veil.bottom() - max(r.bottom() for r in shown)
    assert top > 0 and bottom > 0
    assert abs(top - bottom) < 0.1 * veil.height() + 12, (top, bottom, veil.height())
    w.controller.shutdown()
