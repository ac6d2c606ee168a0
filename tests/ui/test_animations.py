"""The step queue survives an animation that Qt deleted behind its back (a resize's skip and an
Undo's clear used to raise "Internal C++ object already deleted")."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QPointF, QPropertyAnimation, QSequentialAnimationGroup

from tricktable.ui.animations import StepQueue


class _Dot(QObject):
    """Something with a property to animate."""


def _long_pause() -> QSequentialAnimationGroup:
    group = QSequentialAnimationGroup()
    group.addPause(10_000)
    return group


def _queue_running_a_deleted_animation(qtbot) -> tuple[StepQueue, list[str]]:
    queue = StepQueue()
    ran: list[str] = []
    queue.push(_long_pause)
    queue.push(lambda: ran.append("next") or None)
    running = queue._current
    assert running is not None and ran == []
    shiboken6.delete(running)  # Qt frees it (as when its owner goes) while the queue runs it
    return queue, ran


def test_skip_goes_on_when_the_running_animation_was_deleted_by_qt(qtbot):
    queue, ran = _queue_running_a_deleted_animation(qtbot)
    queue.skip()
    assert ran == ["next"]
    assert queue.idle()


def test_clear_forgets_a_running_animation_that_qt_deleted(qtbot):
    queue, ran = _queue_running_a_deleted_animation(qtbot)
    queue.clear()
    assert queue.idle() and ran == []
    queue.skip()  # nothing left to trip over


def test_the_queue_moves_on_by_itself_when_qt_deletes_the_running_animation(qtbot):
    queue, ran = _queue_running_a_deleted_animation(qtbot)
    qtbot.waitUntil(lambda: ran == ["next"], timeout=2000)
    assert queue.idle()


def test_a_finished_step_animation_is_freed_and_never_touched_again(qtbot):
    queue = StepQueue()
    dot = _Dot()
    dot.setProperty("pos", QPointF(0, 0))

    def move():
        anim = QPropertyAnimation(dot, b"pos")
        anim.setDuration(20)
        anim.setEndValue(QPointF(5, 5))
        return anim

    queue.push(move)
    first = queue._current
    qtbot.waitUntil(queue.idle, timeout=2000)
    qtbot.waitUntil(lambda: not shiboken6.isValid(first), timeout=2000)
    queue.skip()
    queue.clear()
    assert queue.idle()


def test_a_queue_deleted_while_it_runs_an_animation_goes_quietly(qtbot):
    errors: list[BaseException] = []
    import sys

    old_hook = sys.excepthook
    sys.excepthook = lambda kind, value, tb: errors.append(value)
    try:
        queue = StepQueue()
        queue.push(_long_pause)
        assert queue._current is not None
        shiboken6.delete(queue)  # its running animation is deleted with it
        qtbot.wait(20)
    finally:
        sys.excepthook = old_hook
    assert errors == []


def test_a_free_animation_is_stopped_before_its_target_goes_without_a_qt_warning(qtbot):
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    from tricktable.ui.animations import run_free, stop_free_animations

    owner = QObject()
    dot = _Dot()
    dot.setProperty("pos", QPointF(0, 0))
    from PySide6.QtCore import QParallelAnimationGroup

    move = QPropertyAnimation(dot, b"pos")
    move.setDuration(150)
    move.setEndValue(QPointF(9, 9))
    anim = QParallelAnimationGroup()  # as Motion.move builds it
    anim.addAnimation(move)
    run_free(anim, owner)
    qtbot.wait(20)
    warnings: list[str] = []
    old = qInstallMessageHandler(
        lambda mode, _ctx, msg: warnings.append(msg) if mode == QtMsgType.QtWarningMsg else None)
    try:
        stop_free_animations(owner, dot)
        shiboken6.delete(dot)
        qtbot.wait(400)  # past the animation's end
    finally:
        qInstallMessageHandler(old)
    assert not [w for w in warnings if "without target" in w]


def test_a_step_stopped_by_another_animation_of_its_property_still_ends_and_the_queue_goes_on(
        qtbot):
    """Qt stops an animation's whole group when another animation starts on the same property
    of the same object (a hover's lift on a card in flight), and sends no ``finished``: the
    queue waited for ever. The step now runs to its end and the next one follows."""
    from PySide6.QtCore import QParallelAnimationGroup

    queue = StepQueue()
    dot = _Dot()
    dot.setProperty("pos", QPointF(0, 0))
    dot.setProperty("scale", 1.0)
    at_next: list[tuple] = []

    def fly():
        group = QParallelAnimationGroup()
        for name, end in ((b"pos", QPointF(100, 50)), (b"scale", 0.5)):
            anim = QPropertyAnimation(dot, name)
            anim.setDuration(400)
            anim.setEndValue(end)
            group.addAnimation(anim)
        return group

    queue.push(fly)
    queue.push(lambda: at_next.append((dot.property("pos"), dot.property("scale"))) or None)
    qtbot.wait(50)
    hover = QPropertyAnimation(dot, b"scale")  # another animation of one of its properties
    hover.setDuration(1000)
    hover.setEndValue(2.0)
    hover.start()
    qtbot.waitUntil(lambda: at_next != [], timeout=2_000)
    assert at_next == [(QPointF(100, 50), 0.5)]  # the flight ended where it was going
    assert queue.idle()
