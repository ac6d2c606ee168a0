"""What the score panel's column headers show (presentation/score_headers.header_texts): a
tester's "Maximiliana Featherstonehaugh Q" and "Bartholomew Fitzgerald-Jones 30" read "Maxi Q"
and "Bart 30", which look like other people's names. A header cut short reads as the name
cut short."""

from __future__ import annotations

from tricktable.presentation.score_headers import faithful, header_texts


def room(chars: int):
    return lambda text: len(text) <= chars


def test_a_long_name_is_cut_from_its_beginning_never_to_its_first_and_last_words():
    wholes = ["Bartholomew Fitzgerald-Jones 30", "Maximiliana Featherstonehaugh Q", "East"]
    shown = header_texts(wholes, ["Bart 30", "Maxi Q", "East"], room(8))
    assert shown == ["Barthol…", "Maximil…", "East"]
    assert not faithful("Maxi Q", wholes[1]) and not faithful("Bart 30", wholes[0])


def test_a_name_that_fits_whole_is_shown_whole():
    wholes = ["Maximiliana Featherstonehaugh Q", "East"]
    assert header_texts(wholes, ["Maxi Q", "East"], room(40)) == wholes


def test_numbered_names_keep_their_numbers_and_twins_keep_their_endings():
    computers = ["Computer 1", "Computer 2", "You"]
    assert header_texts(computers, ["Comp 1", "Comp 2", "You"], room(6)) == \
        ["Comp 1", "Comp 2", "You"]
    assert header_texts(["Alexandra", "Alexander"], ["Alex…ra", "Alex…er"], room(7)) == \
        ["Alex…ra", "Alex…er"]
    assert header_texts(["Maximiliana Smith", "Maximiliana Jones"], ["Maxi…th", "Maxi…es"],
                        room(7)) == ["Maxi…th", "Maxi…es"]
