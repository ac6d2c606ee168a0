"""The New game dialog's seat names (presentation/seat_names.py)."""

from __future__ import annotations

from tricktable.presentation.seat_names import seat_name, watch_names

PLACES = ["South", "West", "North", "East"]


def test_an_empty_name_is_the_seats_number():
    assert seat_name("   ", 2, False, PLACES) == "Player 3"
    assert seat_name(" Ann ", 0, False, PLACES) == "Ann"


def test_a_computer_is_never_called_you():
    assert seat_name("you", 1, True, PLACES) == "West"
    assert seat_name("YOU", 5, True, PLACES) == "Player 6"
    assert seat_name("You", 0, False, PLACES) == "You"  # the person is


def test_watch_ticked_gives_the_persons_seats_their_places_names():
    renamed, person = watch_names(["Ann", "West", "Ann", "East"], [True, False, False, False],
                                  PLACES, "Ann", on=True)
    assert renamed == {0: "South", 2: "North"} and not person


def test_watch_unticked_with_nobody_seated_puts_the_person_back_first():
    renamed, person = watch_names(["South", "West"], [False, False], PLACES, "Ann", on=False)
    assert renamed == {0: "Ann"} and person
    renamed, person = watch_names(["Bob", "West"], [False, False], PLACES, "Ann", on=False)
    assert renamed == {} and person  # a name of their own stays


def test_watch_unticked_with_a_person_seated_changes_nothing():
    assert watch_names(["Ann", "West"], [True, False], PLACES, "Ann", on=False) == ({}, False)
    assert watch_names([], [], PLACES, "Ann", on=False) == ({}, False)


def test_the_one_person_at_the_tables_name_becomes_theirs():
    from tricktable.presentation.seat_names import person_renamed
    assert person_renamed(["Ann"], "You") == "Ann"
    assert person_renamed(["You"], "You") == ""
    assert person_renamed(["Ann", "Bob"], "You") == ""  # a shared table: nobody's alone
    assert person_renamed([], "You") == ""
