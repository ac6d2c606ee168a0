"""Computer levels changed in the middle of a game (Game → Computer players…): the game counts in
the statistics at every level its computers made moves at, "mixed" when those were not all one;
and the words the change is told in."""

from __future__ import annotations

from tricktable.controller_levels import ComputerLevels
from tricktable.games.registry import get_rules
from tricktable.presentation.level_words import levels_changed, levels_note
from tricktable.settings import Seat


class Table(ComputerLevels):
    """The controller's part the mixin reads: the state, the seats, a move being asked."""

    def __init__(self, seats: list[Seat], moves: int = 0) -> None:
        self.state = get_rules("sheepshead").new_game(1)
        for _ in range(moves):
            self.state.apply(self.state.legal_actions()[0])
        self.seats = seats
        self._pending: tuple[int, int] | None = None
        self.cancelled = self.scheduled = self.saved = 0
        self.levels_reset()

    def _cancel_pending(self) -> None:
        self.cancelled += 1
        self._pending = None

    def _schedule(self) -> None:
        self.scheduled += 1

    def _autosave(self) -> None:
        self.saved += 1

    def move(self, player: int) -> None:
        self.level_played(player)


def _seats(*levels: str) -> list[Seat]:
    return [Seat("You", "human"), *(Seat(f"Bot {i}", "computer", lv)
                                    for i, lv in enumerate(levels, 1))]


def test_a_game_never_changed_counts_at_its_level():
    t = Table(_seats("expert", "expert"))
    t.move(1)
    t.move(2)
    assert t.table_level() == "expert"


def test_a_seat_changed_after_a_move_makes_the_game_mixed():
    t = Table(_seats("rule", "rule"))
    t.move(1)
    t.move(2)
    assert t.set_levels({1: "expert"}) == [1]
    assert t.seats[1].level == "expert" and t.saved == 1
    t.move(1)
    assert t.table_level() == "mixed"


def test_every_seat_changed_after_moves_is_still_mixed():
    """Each computer played at one level at a time, all alike: two levels in the game."""
    t = Table(_seats("rule", "rule"))
    t.move(1)
    t.move(2)
    t.set_levels({1: "expert", 2: "expert"})
    t.move(1)
    t.move(2)
    assert t.table_level() == "mixed"


def test_a_change_before_the_seat_moved_is_the_only_level_it_played_at():
    t = Table(_seats("rule", "rule"))
    t.set_levels({1: "expert", 2: "expert"})
    t.move(1)
    t.move(2)
    assert t.table_level() == "expert"


def test_a_game_loaded_with_moves_made_played_at_its_records_levels():
    """A record keeps one level per seat: its moves so far count at it."""
    t = Table(_seats("rule", "rule"), moves=2)
    t.set_levels({1: "beginner"})
    t.move(1)
    assert t.table_level() == "mixed"


def test_a_new_game_starts_afresh():
    t = Table(_seats("rule", "rule"))
    t.move(1)
    t.set_levels({1: "expert"})
    t.move(1)
    t.state = get_rules("sheepshead").new_game(2)
    t.levels_reset()
    t.move(1)
    t.move(2)
    assert t.table_level() == "mixed"  # Bot 1 expert, Bot 2 rule: two levels at the table
    t.set_levels({2: "expert"})
    t.levels_reset()
    t.move(1)
    t.move(2)
    assert t.table_level() == "expert"


def test_people_and_unchanged_levels_are_left_alone():
    t = Table(_seats("rule", "rule"))
    assert t.set_levels({0: "expert", 1: "rule"}) == []
    assert t.seats[0].level == "rule" and t.saved == 0


def test_a_move_being_worked_out_for_a_changed_seat_is_asked_again():
    t = Table(_seats("rule", "rule"))
    t._pending = (0, 2)
    t.set_levels({1: "expert"})
    assert t.cancelled == 0, "another seat's move goes on"
    t.set_levels({2: "expert"})
    assert (t.cancelled, t.scheduled) == (1, 1)


def test_a_table_of_people_counts_as_people():
    t = Table([Seat("You", "human"), Seat("Ann", "human"), Seat("Bob", "human")])
    assert t.computer_seats() == [] and t.table_level() == "people"


def test_the_words():
    assert levels_changed([("West", "expert")], over=False) == \
        "From the next move, West plays as Expert."
    assert levels_changed([("West", "expert"), ("Nora as", "rule"), ("East", "beginner")],
                          over=True) == ("In your next games, West plays as Expert, Nora as as "
                                         "Club player and East as Beginner.")
    assert "next move" in levels_note(over=False)
    assert "next move" not in levels_note(over=True)
    # no game named: the New game dialog carries its seats to every kind of game
    assert all(levels_note(over=o).endswith("kept for your next games.") for o in (False, True))
