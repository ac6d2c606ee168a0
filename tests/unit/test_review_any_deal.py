"""Any finished deal of a game can be reviewed, not only the last (``CoachRequests.ask_review``
with a deal's index): once "Next deal" was pressed an earlier deal could never be reviewed
again. Its review uses the hints given in that deal, its searched sheet is kept for that deal
alone, and undo still stops after the last finished deal (the window offers every one)."""

from __future__ import annotations

from concurrent.futures import Future
from types import SimpleNamespace
from typing import Any

from tricktable.controller_coach import CoachRequests
from tricktable.games.registry import get_rules
from tricktable.presentation.review_words import deal_choice, deal_label
from tricktable.undo_points import REVIEW_SHOWED, apply_keeping_undo, review_barrier

PEOPLE = frozenset({0})


class Coach(CoachRequests):
    """The coach's requests on a game played by its first legal actions, the worker's
    questions kept (``asked``) instead of sent, undo points kept as the controller keeps them."""

    def __init__(self, game: str, finished: int) -> None:
        self.state = get_rules(game).new_game(7)
        self.generation = 0
        self.viewer = 0
        self.review_scale = 0.04
        self.undo: list = []
        self.barrier: str | None = None
        self.asked: list[tuple[tuple, Any]] = []
        self.emitted: list = []
        self.reviewReady = SimpleNamespace(emit=self.emitted.append)
        self.coach_reset()
        mine = 0
        while len(self.state.history) < finished or mine < 1:  # into the next deal a little
            player = self.state.to_act
            mine += len(self.state.history) == finished and player == 0
            apply_keeping_undo(self.undo, self.state, player, self.state.legal_actions()[0],
                               PEOPLE)

    def human_players(self) -> list[int]:
        return [0]

    def names(self) -> list[str]:
        return ["You", "West", "North", "East"][:self.state.num_players]

    def stop_undo_at_review(self) -> None:
        self.barrier = review_barrier(self.undo, self.state) or self.barrier

    def ask_worker(self, task: str, *args: Any, answer) -> None:
        self.asked.append((args, answer))


def _answer(coach: Coach, sheet: object) -> None:
    """The worker's searched sheet for the last question, brought back."""
    future: Future = Future()
    future.set_result(sheet)
    coach.asked[-1][1](future)


def test_an_earlier_deal_is_reviewed_with_its_own_cards_and_decisions():
    """Hand 1 of three finished: its sheet, not hand 3's, and the worker asked for hand 1."""
    coach = Coach("barbu", 3)
    quick = coach.ask_review(deal=0)
    assert quick.title.startswith("Barbu, hand 1") and not quick.complete
    args = coach.asked[-1][0]
    assert args[5] == 0 and len(args[4]) == 1  # deal 0, and only its actions replayed
    assert coach.ask_review().title.startswith("Barbu, hand 3")  # the last, by default


def test_the_review_of_an_earlier_deal_uses_the_hints_given_in_that_deal():
    """A hint given at the person's second decision of hand 1 is the expert's choice there in
    hand 1's review (only the last deal's hints were looked for)."""
    coach = Coach("barbu", 2)
    log = coach.state.history[0]
    mine = [i for i, (p, _q, _a) in enumerate(log.actions) if p == 0]
    hinted = mine[1]
    verdict = object()
    coach._hints_given[tuple(a for _p, _q, a in log.actions[:hinted])] = verdict
    coach.ask_review(deal=0)
    assert coach.asked[-1][0][-1] == {hinted: verdict}
    coach.ask_review(deal=1)
    assert coach.asked[-1][0][-1] == {}, "hand 1's hint is not hand 2's"


def test_a_searched_sheet_is_kept_for_its_own_deal_only():
    """Hand 1's searched sheet comes back at once when hand 1 is chosen again, never for hand
    2 (the sheets were kept by person only: the last deal's would have shown for any)."""
    coach = Coach("heart-hunter", 2)
    coach.ask_review(deal=0)
    _answer(coach, "hand 1 searched")
    assert coach.emitted == ["hand 1 searched"]
    second = coach.ask_review(deal=1)
    assert second != "hand 1 searched" and second.title.startswith("Heart Hunter, deal 2")
    coach.ask_review(deal=1)
    assert coach.ask_review(deal=0) == "hand 1 searched"


def test_a_late_sheet_of_the_deal_left_is_not_shown_over_the_deal_chosen():
    coach = Coach("heart-hunter", 2)
    coach.ask_review(deal=0)
    first = coach.asked[-1][1]
    coach.ask_review(deal=1)
    future: Future = Future()
    future.set_result("deal 1 searched")
    first(future)
    assert coach.emitted == []
    assert coach.ask_review(deal=0) == "deal 1 searched"  # kept for a switch back


def test_reviewing_an_earlier_deal_stops_undo_after_the_last_finished_deal():
    """The window offers every finished deal: reviewing hand 1 of two drops the undo points of
    hands 1 and 2, and keeps those of hand 3, under way (nothing of its cards is shown)."""
    coach = Coach("barbu", 2)
    assert any(len(p.state.history) < 2 for p in coach.undo)
    coach.ask_review(deal=0)
    assert coach.undo and all(len(p.state.history) == 2 for p in coach.undo)
    assert coach.barrier == REVIEW_SHOWED.format(deal="hand", number=2)


def test_the_deals_to_choose_are_named_with_the_games_word_and_contract():
    barbu = Coach("barbu", 3)
    assert [words for _i, words in barbu.review_deals()] == [
        "Hand 1 · No Queens", "Hand 2 · No Tricks", "Hand 3 · No Hearts"]
    hunter = Coach("heart-hunter", 2)
    assert hunter.review_deals() == [(0, "Deal 1"), (1, "Deal 2")]
    assert deal_choice("deal", 4) == "Deal 4"
    # Alt+D is the person chooser's ("Decisions of:")
    assert deal_label("hand") == "&Hand:" and deal_label("deal") == "D&eal:"
