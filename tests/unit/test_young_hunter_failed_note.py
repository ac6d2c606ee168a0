"""Young Hunter's plates drew a failed announcement's note in the same yellow as every other
note ("Announced trump hit (failed)" read like one made or still open): the failed
announcements have a note of their own ("Failed: trump hit"), whose kind the game's words give
("failed"), drawn in a colour of its own. And the extra game was "No trump" on the badge and
the panel but "no trumps" in its start message, its score-panel line and the deal summary: one
wording everywhere."""

from __future__ import annotations

import random

from tricktable.engine.cards import FRENCH
from tricktable.engine.protocol import DealScored, PhaseChanged
from tricktable.engine.words import NBSP
from tricktable.games.registry import get_rules
from tricktable.games.young_hunter import taking_name
from tricktable.presentation import describe
from tricktable.presentation import felt_colours as fc
from tricktable.presentation import seat_plates as sp

NAMES = ["You", "West", "North", "East"]
GAME = "young-hunter"


def _failed_and_made(view, position: int) -> tuple[list, list]:
    """The announcements of ``position`` that failed and those made, so far."""
    fallen = {jack: (taker, kind) for jack, taker, kind in view.takings}
    said = [a for a in view.announcements if a.kind == "announce" and a.card >= 0
            and a.player == position and a.card in fallen]
    failed = [a for a in said if fallen[a.card] != (a.player, a.name)]
    return failed, [a for a in said if a not in failed]


def test_a_failed_announcement_has_a_note_of_its_own_drawn_as_a_failure() -> None:
    """Random deals where players announce: every plate's notes get kinds from the game's
    words, "failed" for exactly the note of the failed announcements, which names no
    announcement made; a plate with one made and one failed shows them apart."""
    seen = {"failed": 0, "both": 0}
    for seed in range(1, 30):
        state = get_rules(GAME).new_game(seed=seed)
        rng = random.Random(seed)
        while not state.game_over and state.deal_number <= 2:
            legal = state.legal_actions()
            announcing = [a for a in legal if a.type == "announce" and a.get("takings")]
            state.apply(rng.choice(announcing or legal))
            view = state.view(0)
            for p in range(4):
                info = sp.plate_info(view, p, FRENCH, NAMES, waiting=False)
                failed, made = _failed_and_made(view, p)
                kinds = info.kinds or ("",) * len(info.notes)
                # a taking's name is kept on one line (no-break spaces): read as words here
                notes = [n.replace(NBSP, " ") for n in info.notes]
                shown = [n for n, k in zip(notes, kinds, strict=True) if k == "failed"]
                if not failed:
                    assert not shown, info
                    continue
                # "Failed: diamond catch, heart hit": "Announced diamond catch (failed),
                # heart hit (failed)" took three lines, "(failed)" alone on the last
                assert len(shown) == 1 and shown[0].startswith("Failed: "), info
                assert shown[0].count(",") == len(failed) - 1, info
                assert all(taking_name(a.card, a.name, view.trump_suit) in shown[0]
                           for a in failed), info
                assert "made" not in shown[0] and "(failed)" not in shown[0], info
                seen["failed"] += 1
                if made:
                    assert any(n.startswith("Made: ") for n, k in
                               zip(notes, kinds, strict=True) if k != "failed"), info
                    seen["both"] += 1
    assert seen["failed"] and seen["both"], seen


def test_a_failed_notes_colour_is_its_own_and_reads_on_every_felt() -> None:
    """The failure's colour differs from the notes' yellow and reads at 4.5:1 on the plate over
    every felt; a note of no kind keeps the yellow."""
    assert fc.note_ink("failed") != fc.NOTE and fc.note_ink("") == fc.NOTE
    for name in fc.FELT_IDS:
        for _stop, felt in fc.felt(name).stops:
            behind = _over(fc.PLATE_FILL, felt)
            assert _contrast(fc.note_ink("failed"), behind) >= 4.5, (name, felt)


def test_each_wrapped_line_of_a_note_takes_the_notes_kind() -> None:
    """A note wrapped on two lines gives its kind to both, the next note its own."""
    def advance(text: str) -> float:
        return len(text)

    notes = ["Announced trump hit (failed)", "Contra: West's club hit"]
    rows = sp.wrap(notes, advance, 20)
    kinds = sp.note_line_kinds(notes, ("failed", ""), advance, 20)
    assert len(rows) == len(kinds) == 4
    assert kinds == ["failed", "failed", "", ""]


def test_the_extra_game_is_no_trump_everywhere() -> None:
    """The start message, the score panel's line, the summary, the badge and the panel say
    "no trump" alike."""
    state = get_rules(GAME).new_game(seed=5, extra_game="after-4")
    rng = random.Random(5)
    said, summary = [], None
    while state.view(0).trump_suit is not None or state.stage != "announce" \
            or state.deal_number < 5:
        for e in state.apply(rng.choice(state.legal_actions())):
            if isinstance(e, PhaseChanged):
                said.append(e.text)
    view = state.view(0)
    assert view.trump_suit is None
    start = [s for s in said if "extra game" in str(s)]
    assert start and all("no trump," in str(s) for s in start), start
    assert describe.centre_badge(view)[0] == "No trump"
    assert describe.phase_line(view, GAME, NAMES).count("no trump;") == 1
    while summary is None:
        for e in state.apply(rng.choice(state.legal_actions())):
            if isinstance(e, DealScored):
                summary = describe.deal_summary(GAME, e, NAMES, FRENCH)
    assert "No trump (extra game)" in summary.subtitle, summary
    every = " ".join([*map(str, said), describe.phase_line(view, GAME, NAMES), summary.subtitle])
    assert "trumps" not in every.replace("trumps ·", ""), every


def _over(top: tuple, under: tuple) -> tuple:
    a = top[3] / 255
    return (*(round(t * a + u * (1 - a)) for t, u in zip(top[:3], under[:3], strict=True)),
            255)


def _luminance(rgb) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(ink: tuple, fill: tuple) -> float:
    light, dark = sorted((_luminance(ink), _luminance(fill)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
