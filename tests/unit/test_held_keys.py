"""The summary's go keys (presentation/held_keys.py): a press of a key held down is told apart
from a fresh one, and Enter goes on only when the deal's summary may be left."""

from __future__ import annotations

from tricktable.presentation.held_keys import REPEAT_GAP_MS, HeldKeys, enter_goes_on

ENTER, SPACE = 0x01000004, 0x20


def test_a_fresh_press_is_not_held():
    keys = HeldKeys()
    assert keys.seen(ENTER, 1000, released=False, repeat=False) is False


def test_a_press_marked_as_a_repeat_is_held():
    assert HeldKeys().seen(ENTER, 1000, released=False, repeat=True) is True


def test_a_key_not_let_go_since_it_went_down_is_held():
    """One held as the summary came never goes on: it must be let go and pressed again."""
    keys = HeldKeys()
    keys.seen(ENTER, 1000, released=False, repeat=False)
    assert keys.seen(ENTER, 1400, released=False, repeat=False) is True
    keys.seen(ENTER, 1500, released=True, repeat=False)
    assert keys.seen(ENTER, 1800, released=False, repeat=False) is False


def test_a_press_right_after_its_release_is_x11_repeating_a_held_key():
    keys = HeldKeys()
    keys.seen(SPACE, 1000, released=False, repeat=False)
    keys.seen(SPACE, 1200, released=True, repeat=False)
    assert keys.seen(SPACE, 1200 + REPEAT_GAP_MS, released=False, repeat=False) is True


def test_a_press_without_a_time_is_not_taken_for_a_repeat():
    keys = HeldKeys()
    keys.seen(SPACE, 0, released=True, repeat=False)
    assert keys.seen(SPACE, 0, released=False, repeat=False) is False


def test_a_repeated_release_leaves_the_key_down():
    keys = HeldKeys()
    keys.seen(ENTER, 1000, released=False, repeat=False)
    assert keys.seen(ENTER, 1030, released=True, repeat=True) is False
    assert keys.seen(ENTER, 1500, released=False, repeat=False) is True


def test_keys_are_followed_apart_and_forgotten_when_the_table_loses_the_keyboard():
    keys = HeldKeys()
    keys.seen(ENTER, 1000, released=False, repeat=False)
    assert keys.seen(SPACE, 1100, released=False, repeat=False) is False
    keys.let_go_all()
    assert keys.seen(ENTER, 2000, released=False, repeat=False) is False


def test_enter_goes_on_only_when_fresh_out_of_the_grace_and_before_the_game_ends():
    assert enter_goes_on(game_over=False, repeat=False, in_grace=False)
    assert not enter_goes_on(game_over=True, repeat=False, in_grace=False)
    assert not enter_goes_on(game_over=False, repeat=True, in_grace=False)
    assert not enter_goes_on(game_over=False, repeat=False, in_grace=True)
