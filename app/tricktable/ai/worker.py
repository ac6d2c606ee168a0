"""The worker process: computer players and other long searches run there, so the window never
waits on them.

Why a process and not a thread: a search player is pure Python and holds the GIL for its whole time
budget; in a thread it would freeze the window's animations. One persistent worker process (spawn
context, so it starts clean on every platform and never inherits Qt state) answers one question at a
time.

Why it is handed its tasks: the worker is plumbing (a process, its start-up, its replacement after a
crash, its end when the window's process dies) and must not know what runs in it; otherwise it
would import every layer whose work it runs (the coach sits above the AI). Whoever builds or uses
it registers top-level functions under names (``add_tasks``) and submits questions by name; the
functions are pickled by reference, so they must be importable module-level functions. The AI's
own tasks are in ``decisions.TASKS``.

Qt-free on purpose (the layering test enforces it): the controller turns the returned futures into
Qt signals.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

#: the name of the task ``AIWorker.start`` runs, when one is registered under it
START_TASK = "warm_up"


#: how often the worker looks whether the window's process is still there (seconds)
PARENT_CHECK_S = 0.5
#: how long ``shutdown`` waits for a question still being answered before it stops the process
#: (seconds): a window closed during a long search left its process running until the search
#: ended, and a search that never ended would have kept it for good
SHUTDOWN_S = 2.0


def _watch_parent(parent_pid: int) -> None:
    """Exit this worker as soon as the process that started it is gone.

    Why: a crash or a kill of the window's process (or a script that exits without closing the
    window) never tells the worker to stop, and it would wait for questions forever, keeping the
    multiprocessing resource tracker alive with it. The parent's sentinel (a pipe the parent holds
    open) reports the parent's death at once on every platform; the parent-pid check is a second
    guard where no sentinel exists. ``os._exit``: nothing in the worker needs tidying, and a
    normal exit could wait on the executor's queue threads.
    """
    parent = multiprocessing.parent_process()
    while True:
        if parent is not None:
            parent.join(PARENT_CHECK_S)  # returns early when the parent's end of the pipe closes
            if not parent.is_alive():
                os._exit(0)
        else:
            time.sleep(PARENT_CHECK_S)
        if os.name == "posix" and os.getppid() != parent_pid:
            os._exit(0)  # adopted by another process: the parent has died


def _worker_start(parent_pid: int) -> None:
    """Worker start-up: watch the parent, and let a search give way to the window's animations
    when the CPU is busy."""
    threading.Thread(target=_watch_parent, args=(parent_pid,), name="parent-watch",
                     daemon=True).start()
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(5)


def process_id() -> int:
    """The worker's process id: the start task when no ``warm_up`` task is registered."""
    return os.getpid()


def _importable(fn: Callable[..., Any]) -> bool:
    """Whether ``fn`` pickles by reference: a function reachable by its name in its module."""
    name = getattr(fn, "__qualname__", "")
    module = sys.modules.get(getattr(fn, "__module__", None) or "")
    return bool(name) and "." not in name and "<" not in name and \
        getattr(module, name, None) is fn


def _new_pool() -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_worker_start, initargs=(os.getpid(),))


class AIWorker:
    """One persistent worker process; ``submit`` returns a ``Future`` and never blocks the caller.

    The process starts lazily on the first question (or ``start()``); ``shutdown`` stops it without
    waiting for a question in flight. A crashed process is replaced on the next question.
    """

    def __init__(self, tasks: Mapping[str, Callable[..., Any]] | None = None) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._tasks: dict[str, Callable[..., Any]] = {}
        if tasks:
            self.add_tasks(tasks)

    def add_tasks(self, tasks: Mapping[str, Callable[..., Any]]) -> None:
        """Register functions the worker may run, by name.

        A name already registered must name the same function: two builders disagreeing about a
        task is a programming error, found here rather than as a wrong answer later.
        """
        for name, fn in tasks.items():
            if not _importable(fn):
                raise ValueError(f"worker task {name!r} must be a module-level function "
                                 f"(it is pickled by reference), not {fn!r}")
            known = self._tasks.get(name)
            if known is not None and known is not fn:
                raise ValueError(f"worker task {name!r} is already {known.__module__}."
                                 f"{known.__qualname__}")
            self._tasks[name] = fn

    def has_task(self, name: str) -> bool:
        return name in self._tasks

    def start(self, *args: Any) -> Future:
        """Start the process now and run the start task in it (``warm_up`` with ``args`` when
        registered, e.g. to load a game's modules; else nothing); answers the process id."""
        if START_TASK in self._tasks:
            return self.submit(START_TASK, *args)
        return self._submit(process_id)

    @property
    def running(self) -> bool:
        return self._pool is not None

    def submit(self, task: str, *args: Any,
               done: Callable[[Future], None] | None = None) -> Future:
        """Run the task registered as ``task`` with ``args`` in the worker; ``done(future)``
        runs in a helper thread when the answer is there."""
        try:
            fn = self._tasks[task]
        except KeyError:
            raise KeyError(f"the worker has no task {task!r} (known: "
                           f"{', '.join(sorted(self._tasks)) or 'none'})") from None
        future = self._submit(fn, *args)
        if done is not None:
            future.add_done_callback(done)
        return future

    def _submit(self, fn: Callable, *args: Any) -> Future:
        with self._lock:
            if self._pool is None:
                self._pool = _new_pool()
            try:
                return self._pool.submit(fn, *args)
            except RuntimeError:
                # the pool broke (the process died) or was shut down: start a fresh one
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = _new_pool()
                return self._pool.submit(fn, *args)

    def shutdown(self, wait: bool = True, timeout: float = SHUTDOWN_S) -> None:
        """Stop the process; pending questions are cancelled. With ``wait``, a question in
        flight gets ``timeout`` seconds to finish, then the process is stopped."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is None:
            return
        # the pool's own process handles: the executor has no public way to stop one that works
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        if not wait:
            return
        deadline = time.monotonic() + timeout
        for process in processes:
            process.join(max(0.0, deadline - time.monotonic()))
        for process in processes:
            if process.is_alive():
                process.terminate()
                process.join(2.0)
            if process.is_alive():
                process.kill()
                process.join(2.0)
