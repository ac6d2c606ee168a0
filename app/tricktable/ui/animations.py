"""The table's motion: Qt property animations built at the speed setting, run one step at a time.

Why a queue of steps: the engine reports what happened as a list of events (a card played, the trick
taken, the deal scored, a new deal dealt) and a person must see them one after another, each
finished before the next begins. Each step is a function that moves the table's items and returns
the animation showing it (or ``None`` when there is nothing to wait for); the queue starts the next
step when that animation ends. The controller asks :meth:`StepQueue.idle` before it lets a computer
player move, so the game never runs ahead of what is shown.

At the "instant" speed no animation is made at all: every property is set at once and the whole
queue runs synchronously.
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QAnimationGroup,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)

from ..presentation import motion

#: a step returns this to hold the queue until :meth:`StepQueue.resume` (the deal summary)
WAIT = object()
#: a step returns this to hold the queue until :meth:`StepQueue.release` (a finished trick kept
#: on the felt under Game → Pause until the next move is let through). Not ``WAIT``: that one
#: is the deal summary's, which "Next deal" and the next turn release
HOLD = object()

Step = Callable[[], "QAbstractAnimation | object | None"]


class Motion(motion.Pace):
    """Builds animations at the current speed; at "instant" it applies end values directly."""

    def move(self, item: QObject, duration: int, *, pos: QPointF | None = None,
             rotation: float | None = None, scale: float | None = None,
             opacity: float | None = None, lift: float | None = None, delay: int = 0,
             easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
             ) -> QAbstractAnimation | None:
        """Animate some of an item's properties to the given values in ``duration`` base ms
        (scaled by the speed), after ``delay`` base ms."""
        targets = [(b"pos", pos), (b"rotation", rotation), (b"scale", scale),
                   (b"opacity", opacity), (b"lift", lift)]
        targets = [(name, value) for name, value in targets if value is not None]
        if not targets:
            return None
        if hasattr(item, "unfold") and any(n in (b"pos", b"rotation", b"scale")
                                           for n, _v in targets):
            item.unfold()  # a card lying turned in its pixmap: the turn goes back to rotation
        dur = self.ms(duration)
        if dur <= 0:
            for name, value in targets:
                item.setProperty(name.decode(), value)
            return None
        group = QParallelAnimationGroup()
        for name, value in targets:
            if name == b"rotation":
                value = motion.nearest_angle(item.property("rotation"), value)
            anim = QPropertyAnimation(item, name)
            anim.setDuration(dur)
            anim.setEndValue(value)
            anim.setEasingCurve(easing)
            group.addAnimation(anim)
        return self._delayed(group, delay)

    def flip(self, item, to_face_up: bool, delay: int = 0) -> QAbstractAnimation | None:
        """Turn a card over (its width to 0 and back, the face changing half way)."""
        if item.face_up == bool(to_face_up and item.card is not None):
            return None
        dur = self.ms(motion.FLIP_MS)
        if dur <= 0:
            item.set_face_up(to_face_up)
            return None
        item.unfold()
        item.prepare_flip(to_face_up)
        anim = QPropertyAnimation(item, b"flip")
        anim.setDuration(dur)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.finished.connect(item.finish_flip)
        return self._delayed(anim, delay)

    def pause(self, duration: int) -> QAbstractAnimation | None:
        dur = self.ms(duration)
        if dur <= 0:
            return None
        return self.hold(dur)

    @staticmethod
    def hold(ms: int) -> QAbstractAnimation:
        """A pause of ``ms`` at every speed: time to read, not motion (at the instant speed a
        finished trick and the players' words went before anyone saw them)."""
        group = QSequentialAnimationGroup()
        group.addPause(max(1, ms))
        return group

    def _delayed(self, anim: QAbstractAnimation, delay: int) -> QAbstractAnimation:
        """``anim`` after a pause of ``delay`` base ms (none when the delay is 0)."""
        return in_order(self.pause(delay), anim)


def _grouped(group: QAnimationGroup, anims) -> QAbstractAnimation | None:
    """``anims`` without the ``None`` entries (instant changes) in ``group``; one alone as it is,
    none at all as None."""
    real = [a for a in anims if a is not None]
    if len(real) <= 1:
        return real[0] if real else None
    for a in real:
        group.addAnimation(a)
    return group


def together(*anims: QAbstractAnimation | None) -> QAbstractAnimation | None:
    """Run animations side by side; ``None`` entries (instant changes) are skipped."""
    return _grouped(QParallelAnimationGroup(), anims)


def in_order(*anims: QAbstractAnimation | None) -> QAbstractAnimation | None:
    """Run animations one after another; ``None`` entries (instant changes) are skipped."""
    return _grouped(QSequentialAnimationGroup(), anims)


def run_free(anim: QAbstractAnimation | None, owner: QObject) -> None:
    """Start an animation outside the step queue (a hover lift, a bubble fading). Its parent
    becomes ``owner`` so Qt, not Python's garbage collector, frees it once it has stopped."""
    if anim is None:
        return
    anim.setParent(owner)
    anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


def _targets(anim: QAbstractAnimation, target: QObject) -> bool:
    if isinstance(anim, QPropertyAnimation):
        return anim.targetObject() is target
    if isinstance(anim, QAnimationGroup):
        return any(_targets(anim.animationAt(i), target) for i in range(anim.animationCount()))
    return False


def stop_free_animations(owner: QObject, target: QObject) -> None:
    """Stop the animations started by :func:`run_free` on ``owner`` that move ``target``, before
    ``target`` goes away: an animation whose target is deleted under it makes Qt warn
    "Changing state of an animation without target" when it stops."""
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    for anim in owner.findChildren(QAbstractAnimation, options=direct):
        if shiboken6.isValid(anim) and _targets(anim, target):
            anim.stop()


class StepQueue(QObject):
    """Runs steps in order; see the module docstring."""

    becameIdle = Signal()
    #: what the table was given has been shown: nothing moves, and nothing waits its turn
    #: but what stands behind a step waiting for the person (``shown``)
    caughtUp = Signal()
    #: a running step's animation reached its end (the table re-places what a resize during it
    #: left where the old size put it)
    stepEnded = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._waiting = False
        self._held = False
        self._running = False
        self._skipping = False
        self._on_destroyed: Callable | None = None

    # ------------------------------------------------------------------ queries
    def idle(self) -> bool:
        """Nothing shown is still moving, nothing is waiting to be shown."""
        return (not self._steps and self._current is None and not self._waiting
                and not self._held)

    def moving(self) -> bool:
        """A step's animation is running (it ends where the table's size at its start put
        things)."""
        return self._live_current() is not None

    @property
    def waiting(self) -> bool:
        return self._waiting

    @property
    def held(self) -> bool:
        """A step returned ``HOLD``: the steps behind it wait for :meth:`release`."""
        return self._held

    def shown(self) -> bool:
        """Nothing moves, and every step pushed has run or the queue waits at a step (a deal's
        summary: the steps behind it show the next deal, which is not told before it) (see
        ``caughtUp``)."""
        return self._current is None and (self._waiting or self._held or not self._steps)

    # ------------------------------------------------------------------ control
    def push(self, step: Step) -> None:
        self._steps.append(step)
        self._run()

    def resume(self) -> None:
        """Release a step that returned ``WAIT``."""
        if self._waiting:
            self._waiting = False
            self._run()

    def release(self) -> bool:
        """Release a step that returned ``HOLD``; whether one was holding the queue."""
        if not self._held:
            return False
        self._held = False
        self._run()
        return True

    def clear(self) -> None:
        """Forget every pending step and stop the running animation where it is."""
        self._steps.clear()
        self._waiting = self._held = False
        cur = self._take_current()
        if cur is not None:
            cur.stop()
            cur.deleteLater()

    def skip(self) -> None:
        """Jump the running animation to its end and run the pending steps at once (a resize,
        a screenshot): the table then shows the final position without waiting (up to a step
        that holds the queue: what it keeps on the table stays)."""
        self._skipping = True
        try:
            cur = self._live_current()
            if cur is not None:
                self._to_end(cur)
            self._run()
        finally:
            self._skipping = False

    def _to_end(self, anim: QAbstractAnimation) -> None:
        """Take the running ``anim`` to its last moment; if it does not report its end then,
        let the queue go on without it."""
        anim.setCurrentTime(anim.totalDuration())
        if self._current is anim:
            self._take_current()
            anim.stop()
            anim.deleteLater()

    # ------------------------------------------------------------------ internals
    def _run(self) -> None:
        if self._running:
            return  # a step pushed another step: the loop below picks it up
        if self.idle():
            return  # nothing to do (and nothing newly finished to announce)
        self._running = True
        try:
            while (self._current is None and not self._waiting and not self._held
                   and self._steps):
                step = self._steps.popleft()
                result = step()
                if result is WAIT:
                    self._waiting = True
                elif result is HOLD:
                    self._held = True
                elif isinstance(result, QAbstractAnimation):
                    self._current = result
                    result.setParent(self)  # Qt owns it from here: Python's GC must not free it
                    result.finished.connect(self._step_done)
                    result.stateChanged.connect(self._state_changed)
                    self._on_destroyed = lambda *_a, r=result: self._forget_deleted(r)
                    result.destroyed.connect(self._on_destroyed)
                    result.start()
                    if self._skipping and self._current is result:
                        result.setCurrentTime(result.totalDuration())
        finally:
            self._running = False
        if self.shown():
            self.caughtUp.emit()
        if self.idle():
            self.becameIdle.emit()

    def _live_current(self) -> QAbstractAnimation | None:
        """The running animation, or ``None`` when Qt has already deleted it (its C++ object is
        gone and any call on it would raise): the queue then simply goes on."""
        cur = self._current
        if cur is not None and not shiboken6.isValid(cur):
            self._current = None
            return None
        return cur

    def _take_current(self) -> QAbstractAnimation | None:
        """Detach the running animation from the queue (its end no longer moves the queue on)."""
        cur, self._current = self._live_current(), None
        if cur is not None:
            for signal, slot in ((cur.finished, self._step_done),
                                 (cur.stateChanged, self._state_changed),
                                 (cur.destroyed, self._on_destroyed)):
                if slot is not None:
                    with contextlib.suppress(RuntimeError, TypeError):
                        signal.disconnect(slot)  # already disconnected: nothing to do
        self._on_destroyed = None
        return cur

    def _forget_deleted(self, anim: QAbstractAnimation) -> None:
        """Qt deleted an animation the queue was still running (its owner went away): drop it
        and go on with the next step (after the deletion has finished) rather than keep a dead
        object that a later skip or clear would trip over."""
        if self._current is anim:
            self._current = None
            self._on_destroyed = None
            if shiboken6.isValid(self):  # not when the queue itself is going (its children go)
                QTimer.singleShot(0, self, self._run)

    def _state_changed(self, new: QAbstractAnimation.State, _old) -> None:
        """The running step stopped short of its end, stopped by Qt rather than by us: Qt stops
        an animation's whole top-level group when another animation starts on the same
        property of the same object (a hover's lift on a card the step is moving), and such a
        stop sends no ``finished``: the queue waited for ever, the table frozen mid-trick. The
        step is then run to its end at once (once Qt is out of the stop)."""
        cur = self._current  # not ``_live_current``: a deleted one is ``_forget_deleted``'s
        if (new != QAbstractAnimation.State.Stopped or cur is None
                or not shiboken6.isValid(cur) or cur.currentTime() >= cur.totalDuration()):
            return  # running, being deleted, or a step at its end: ``finished`` follows
        QTimer.singleShot(0, self, lambda: self._complete(cur))

    def _complete(self, anim: QAbstractAnimation) -> None:
        """Run a step stopped from outside to its end: started again and taken to its last
        moment, every property takes its end value and every part sends its ``finished`` (a
        card's flip is finished by it); then the next step."""
        if self._live_current() is not anim:
            return  # cleared, skipped or deleted meanwhile
        anim.start()
        self._to_end(anim)
        self._run()

    def _step_done(self) -> None:
        """The running animation reached its end: free it (once its signal has returned) and
        start the next step."""
        cur = self._take_current()
        if cur is not None:
            cur.deleteLater()
        self.stepEnded.emit()
        if self.idle():
            self.caughtUp.emit()
            self.becameIdle.emit()
        else:
            self._run()
