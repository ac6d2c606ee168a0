"""The worker process runs the functions its builder hands it, by name, and knows none itself:
the AI's decisions and the coach's weighing are registered by the controller."""

from __future__ import annotations

import os

import pytest

from tricktable.ai import decisions
from tricktable.ai.worker import AIWorker


def test_a_registered_task_runs_in_another_process_and_answers_by_its_name():
    w = AIWorker(decisions.TASKS)
    try:
        pid = w.start("heart-hunter").result(timeout=120)
        assert pid != os.getpid()
        from tricktable.games.registry import get_rules

        state = get_rules("heart-hunter").new_game(3, quick=True)
        legal = state.legal_actions()
        seen: list = []
        answer = w.submit("choose", "heart-hunter", "rule", 11, state.view(state.to_act), legal,
                          done=seen.append).result(timeout=120)
        assert answer == decisions.choose("heart-hunter", "rule", 11, state.view(state.to_act),
                                          legal)
        assert seen and seen[0].result() == answer
    finally:
        w.shutdown()


def test_a_worker_without_tasks_still_starts_and_answers_its_process_id():
    w = AIWorker()
    try:
        assert w.start().result(timeout=120) != os.getpid()
    finally:
        w.shutdown()


def test_asking_for_a_task_nobody_registered_names_the_known_ones():
    w = AIWorker({"choose": decisions.choose})
    with pytest.raises(KeyError, match=r"no task 'weigh'.*known: choose"):
        w.submit("weigh", "heart-hunter")
    assert not w.running  # nothing was started for a question that cannot be asked


def test_a_task_must_be_a_module_level_function_because_it_is_pickled_by_reference():
    def local(x):
        return x

    w = AIWorker()
    for fn in (local, lambda x: x):
        with pytest.raises(ValueError, match="module-level function"):
            w.add_tasks({"t": fn})
    assert not w.has_task("t")


def test_registering_the_same_task_twice_is_harmless_but_another_function_under_its_name_is_not():
    w = AIWorker(decisions.TASKS)
    w.add_tasks(decisions.TASKS)
    assert w.has_task("choose") and w.has_task("warm_up")
    with pytest.raises(ValueError, match="already"):
        w.add_tasks({"choose": decisions.play_headless})


def test_shutting_down_stops_a_worker_busy_with_a_long_question():
    """Closing the window during a long search left the worker process running, without a
    window, until the search ended (for good, had it never ended): now shutdown waits a
    little, then stops it."""
    import time

    from tricktable.drills.crash_drill import alive, gone_within

    w = AIWorker({"nap": time.sleep})
    pid = w.start().result(timeout=120)
    busy = w.submit("nap", 120)
    time.sleep(0.5)  # the question is being answered
    started = time.monotonic()
    try:
        w.shutdown(timeout=1.0)
        assert time.monotonic() - started < 15
        assert gone_within([pid], 15)
        for _ in range(100):  # the pool's own thread settles the question's future
            if busy.done():
                break
            time.sleep(0.1)
        assert busy.done(), "the question is over, not left waiting for ever"
    finally:
        if alive(pid):
            os.kill(pid, 9)
