"""Hints in the window, as a person uses them: press H, read the hint on the felt, press Enter,
and the hinted action is what happens (a card, the window, a discard, a contract, takings)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from tricktable import settings as store
from tricktable.engine.cards import iter_cards
from tricktable.engine.record_write import make_record
from tricktable.presentation.window_notes import FIGURES_ASKED
from tricktable.settings import Seat
from tricktable.ui.main_window import MainWindow
from window_helpers import click_card, show_window, wait_for_person

#: a hint's search takes up to 1.5 s of CPU in the worker; the test machine may be busy
HINT_TIMEOUT_MS = 60_000


@pytest.fixture
def window(qtbot, worker, home):
    def make(game: str, seed: int, options: dict | None = None, n: int = 4) -> MainWindow:
        w = show_window(qtbot, worker)
        seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, n))]
        w.start_game(game, options or {}, seats, seed=seed)
        return w

    return make


def _wait_turn(qtbot, w: MainWindow) -> None:
    wait_for_person(qtbot, w, timeout=20_000)


def _count(advice) -> int:
    """How many cards a discard's hint picked."""
    return bin(advice.action.get("cards") or 0).count("1")


def _hint(qtbot, w: MainWindow, kept: bool = False, again: bool = False):
    """Press H as a person does and wait for the coach's hint to be on the table; ``kept``:
    the hint names cards beside the person's own picks, and says they stay; ``again``: the
    hint was up for this decision already, and its figures come now."""
    from tricktable.presentation.window_notes import KEPT_PICKS, hint_picks

    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=HINT_TIMEOUT_MS)
    advice = w.advice
    assert w.table.felt.toast.isVisible()
    # a discard's cards picked out by the hint are said to be (a click on one let it go)
    picked = advice.action.type == "discard" and bool(advice.action.get("cards"))
    note = f" {KEPT_PICKS}" if kept else \
        f" {hint_picks(w.table.decisions.decision.confirm or '', _count(advice))}" \
        if picked else ""
    said = f"Hint: {advice.headline}. {advice.reason}{note}"
    asked = "" if not advice.figures else f"\n{advice.figures}" if again \
        else f"\n{FIGURES_ASKED}"
    assert w.table.felt.toast.text == said + asked, "the figures: asked for by H again"
    assert w.table.felt.toast.caption == ""
    return advice


def _figures(qtbot, w: MainWindow, advice) -> None:
    """H pressed again, as a person asks for a hint's figures: they are the toast's last
    paragraph, in place of the line that said how to ask, and no new search is made."""
    before = w.table.felt.toast.text
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    assert w.advice is advice, "asked again, the hint was searched anew"
    assert advice.figures and w.table.felt.toast.text == \
        before.removesuffix(FIGURES_ASKED) + advice.figures


def _enter_follows(qtbot, w: MainWindow, advice) -> None:
    """Enter (twice for a two-step choice) takes exactly the hinted action."""
    st = w.controller.state
    done_before = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    if len(st.deal_log.actions) == done_before and w.table.decisions.decision is not None \
            and w.table.decisions.decision.back is not None:
        qtbot.keyClick(w.table, Qt.Key.Key_Return)  # the second step: its hinted button
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done_before, timeout=5_000)
    player, _q, action = st.deal_log.actions[done_before]
    assert player == 0 and action == advice.action


def test_a_hinted_card_is_picked_out_and_enter_plays_it(qtbot, window):
    w = window("heart-hunter", 7)
    _wait_turn(qtbot, w)
    assert len(w.controller.legal_actions()) > 1
    advice = _hint(qtbot, w)
    assert advice.headline.startswith("play the ") and "deals played out from here" in \
        advice.text
    assert [i.card for i in w.table.model.hands[0].items if i.focused] == [advice.action.card]
    text = w.table.felt.toast.text
    _enter_follows(qtbot, w, advice)
    toast = w.table.felt.toast
    # the hint leaves with the decision it was about
    qtbot.waitUntil(lambda: not (toast.isVisible() and toast.text == text), timeout=5_000)
    assert w.advice is None


def test_a_hint_is_short_and_its_figures_come_when_asked_again(qtbot, window):
    """Learners found every hint too long: the search's figures ran to six lines under its
    advice and reason. The hint says its advice and reason and how to see the figures; H
    again shows them, the same hint (no new search), and Enter still follows it."""
    w = window("heart-hunter", 7)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    assert advice.figures and advice.figures not in w.table.felt.toast.text
    _figures(qtbot, w, advice)
    _enter_follows(qtbot, w, advice)


def test_a_hints_figures_are_drawn_as_large_as_the_status_bar_and_in_the_words_light_ink(
        qtbot, window):
    """The figures were the toast's caption: 8 or 9 px in a dim grey on near-black, smaller
    than the status bar's text, while they are what a learner weighs the hint by. They are
    drawn in the toast's own words now, no smaller than the bar's text, in its light ink."""
    from PySide6.QtGui import QFontInfo

    from tricktable.presentation import felt_colours as fc

    w = window("heart-hunter", 7)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    _figures(qtbot, w, advice)
    line = next(ln for ln in w.table.felt.toast.lines
                if advice.figures in ln.text.replace("\xa0", " "))
    bar_px = QFontInfo(w.statusBar().font()).pixelSize()
    assert line.font.px >= bar_px, (line.font.px, bar_px)
    assert line.ink == fc.TEXT, line.ink


def test_take_or_pass_discard_and_play_follow_the_hint_with_enter(qtbot, window):
    """Sheepshead: the window, then (when taken) the two cards to bury, selected in the hand."""
    w = window("sheepshead", 24, n=3)  # the person is first to the window, with a hand to take it
    seen = set()
    for _ in range(6):
        _wait_turn(qtbot, w)
        kind = w.controller.state.stage
        advice = _hint(qtbot, w)
        if kind == "discard":
            cards = advice.action.get("cards")
            selected = {i.card for i in w.table.model.hands[0].items if i.selected_for_choice}
            assert selected == {c for c in range(64) if cards >> c & 1} == w.table.input.selected
            assert advice.headline.startswith("bury the ")
        _enter_follows(qtbot, w, advice)
        seen.add(kind)
        if "play" in seen:
            break
    assert {"window", "discard", "play"} <= seen


def test_a_hint_leaves_a_half_made_discard_as_it_is_unless_it_only_completes_it(qtbot, window):
    """One card picked to bury, then H: the hint's two cards replaced the person's pick. A
    pick the hint does not share stays, the hint's words naming its cards; a pick among the
    hint's cards is completed with the rest, and Enter buries them (Nineteen: five picked for
    four, or three, stayed with Enter doing nothing while the hint named its four)."""
    w = window("sheepshead", 24, n=3)
    for _ in range(4):
        _wait_turn(qtbot, w)
        if w.controller.state.stage == "discard":
            break
        _enter_follows(qtbot, w, _hint(qtbot, w))  # takes the window, as the hint says
    assert w.controller.state.stage == "discard"
    advice = _hint(qtbot, w)
    hinted = set(iter_cards(advice.action.get("cards")))
    assert w.table.input.selected == hinted
    for card in hinted:  # unpicked again, by the person
        click_card(qtbot, w, card)
    assert not w.table.input.selected
    other = max(i.card for i in w.table.model.hands[0].items if i.card not in hinted)
    click_card(qtbot, w, other)
    _hint(qtbot, w, kept=True, again=True)  # says the pick stays (Enter buried it unsaid)
    assert w.table.input.selected == {other}, "the person's pick was replaced by the hint's"
    if w.tip_guide.visible:  # a first game's tip takes the first Esc (as "Got it")
        qtbot.keyClick(w.table, Qt.Key.Key_Escape)
    qtbot.keyClick(w.table, Qt.Key.Key_Escape)  # as the hint says: the pick goes
    assert not w.table.input.selected
    click_card(qtbot, w, min(hinted))
    again = _hint(qtbot, w, again=True)
    assert w.table.input.selected == hinted, "a pick among the hint's cards is completed"
    _enter_follows(qtbot, w, again)


def test_a_contract_hint_focuses_its_button_and_enter_chooses_it(qtbot, window):
    """Barbu: Enter on the hinted contract; a Trump or Dominoes hint focuses "Trump…" or
    "Dominoes…", then its suit or rank on the second step."""
    w = window("barbu", 9)  # the person declares first
    _wait_turn(qtbot, w)
    assert w.controller.state.stage == "contract"
    advice = _hint(qtbot, w)
    assert advice.action.type == "choose-contract"
    _enter_follows(qtbot, w, advice)


def test_a_hint_asked_again_on_the_step_that_holds_it_is_the_same_hint(qtbot, window):
    """"Choose Dominoes from 9" on the contracts, then "Dominoes…" and H: a new search among
    the ranks said "from 10". The hint still up is the answer (seed 11: a Dominoes hint)."""
    w = window("barbu", 11)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    assert advice.action.get("contract") == "dominoes", advice.headline
    panel = w.table.panel
    button = next(b for b, c in zip(panel.buttons, w.table.decisions.decision.choices,
                                    strict=False) if c.label.startswith("Dominoes"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.table.felt.toast.isVisible() and w.advice is advice
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    assert w.advice is advice
    assert w.table.felt.toast.text == (f"Hint: {advice.headline}. {advice.reason}"
                                       + (f"\n{advice.figures}" if advice.figures else ""))
    qtbot.keyClick(w.table, Qt.Key.Key_Return)  # and Enter follows it
    st = w.controller.state
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > 0, timeout=5_000)
    assert st.deal_log.actions[0][2] == advice.action


def test_a_hint_on_the_dominoes_rank_step_is_a_rank(qtbot, window):
    w = window("barbu", 9)
    _wait_turn(qtbot, w)
    panel = w.table.panel
    button = next(b for b, c in zip(panel.buttons, w.table.decisions.decision.choices, strict=False)
                  if c.label.startswith("Dominoes"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.table.decisions.decision.title.startswith("Dominoes")
    advice = _hint(qtbot, w)
    assert advice.action.get("contract") == "dominoes"
    assert advice.headline.startswith("choose Dominoes from ")
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    st = w.controller.state
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > 0, timeout=5_000)
    assert st.deal_log.actions[0][2] == advice.action


def test_a_hint_leaves_when_the_person_opens_a_step_that_does_not_hold_it(qtbot, window):
    """The hint "choose No Last Two" stayed over "Trump: which suit?" once the person clicked
    "Trump…"; opening the step that holds the hinted choice keeps it."""
    w = window("barbu", 9)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    hinted = advice.action.get("contract")
    other = "Dominoes" if hinted == "trump" else "Trump"
    panel, toast = w.table.panel, w.table.felt.toast
    button = next(b for b, c in zip(panel.buttons, w.table.decisions.decision.choices,
                                    strict=False) if c.label.startswith(other))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert w.table.decisions.decision.title.startswith(other)
    assert not toast.isVisible() and w.advice is None
    assert not w.statusBar().currentMessage().startswith("Hint:")
    back = next(b for b in panel.buttons if b.text().startswith("Back"))
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    advice = _hint(qtbot, w)
    if advice.action.get("contract") in ("trump", "dominoes"):
        label = "Trump" if advice.action.get("contract") == "trump" else "Dominoes"
        button = next(b for b, c in zip(panel.buttons, w.table.decisions.decision.choices,
                                        strict=False) if c.label.startswith(label))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert toast.isVisible() and w.advice is advice
        # H again on that step: the same hint, not a new search ("from 9", then "from 10")
        qtbot.keyClick(w.table, Qt.Key.Key_H)
        assert w.advice is advice and toast.text.startswith(
            f"Hint: {advice.headline}. {advice.reason}")


def test_after_a_hinted_card_is_played_the_outline_waits_for_the_next_turn(qtbot, window):
    """The hint's outline stayed on the card that slid into the played card's place: it looked
    like a new hint (Nineteen's Juggler). It goes with the card; the person's next turn opens
    with it on the first card they may play, where one Enter plays (QA 55: the first Enter
    there only showed it)."""
    w = window("heart-hunter", 7)
    _wait_turn(qtbot, w)
    _enter_follows(qtbot, w, _hint(qtbot, w))
    assert w.controller.human_to_act() == 0 or \
        not [i for i in w.table.model.hands[0].items if i.focused]
    _wait_turn(qtbot, w)
    hand = w.table.model.hands[0].items
    shown = [i.card for i in hand if i.focused]
    assert shown == [next(i.card for i in hand if not i.dimmed)], "the first playable card"
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    assert st.deal_log.actions[done][2].card == shown[0]


def test_takings_hint_sets_the_toggles_and_enter_announces_them(qtbot, window):
    w = window("young-hunter", 3)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    assert advice.action.type == "announce"
    keys = {jack for jack, _kind in advice.action.get("takings") or ()}
    assert w.table.panel.checked_keys() == keys
    _enter_follows(qtbot, w, advice)


def test_a_hint_leaves_the_takings_the_person_picked_as_they_are(qtbot, window):
    """"Spade hit" and "Trump catch" picked, then H: both were cleared for the hint's "Say
    nothing". The person's picks stay; the hint's words say what it advises."""
    w = window("young-hunter", 3)
    _wait_turn(qtbot, w)
    panel, table = w.table.panel, w.table
    picked = panel.toggles[:2]
    for toggle in picked:  # real clicks where the toggles are drawn
        centre = toggle.rect().center()
        at = table.panel_proxy.mapToScene(QPointF(toggle.mapTo(panel, centre)))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         pos=table.mapFromScene(at))
    mine = {t.property("key") for t in picked}
    assert panel.checked_keys() == mine
    advice = _hint(qtbot, w)
    hinted = {jack for jack, _kind in advice.action.get("takings") or ()}
    assert hinted != mine, "the hint advises the picks themselves: nothing to keep"
    assert panel.checked_keys() == mine, "the person's picks were replaced by the hint's"


def test_no_hint_when_hints_are_off_or_it_is_not_your_turn(qtbot, window):
    w = window("young-hunter", 3)
    _wait_turn(qtbot, w)
    w.settings.hints = False
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    assert "Hints are off" in w.table.felt.toast.text and w.advice is None


def blunder_record() -> tuple[dict, int, int]:
    """A record of Heart Hunter game 7 played by rule players up to the person's planted
    blunder (leading the Q♠), the Q♠ and the card the checker prefers."""
    from tricktable.ai.decisions import move_seed, moves_made
    from tricktable.ai.registry import make_agent
    from tricktable.coach.checker import check_action
    from tricktable.coach.recommend import hint_seed
    from tricktable.games import get_rules

    st = get_rules("heart-hunter").new_game(7)
    while moves_made(st) < 12:  # as tests/unit/test_play_checker.py's planted position
        p = st.to_act
        agent = make_agent("rule", st.rules, seed=move_seed(st.seed, p, moves_made(st)))
        st.apply(agent.choose(st.view(p), st.legal_actions()))
    legal = st.legal_actions()
    queen = next(a for a in legal if st.rules.codec.short(a.card) == "Q♠")
    better = check_action("heart-hunter", st.view(0), legal, queen, hint_seed(st, 0),
                          seconds=120.0).better
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "computer", "level": "rule"} for i in range(1, 4)]
    return make_record(st, players), queen.card, better.card


def _checker_at_the_blunder(qtbot, worker) -> tuple[MainWindow, int, int]:
    """A window with the play checker on, at the person's planted blunder (``blunder_record``):
    the window, the Q♠ and the checker's better card."""
    w = show_window(qtbot, worker, store.Settings(check_plays=True))
    doc, queen, better = blunder_record()
    w.controller.check_seconds = 30.0  # a busy test machine must not cut the check short
    w.controller.load_record(doc)
    _wait_turn(qtbot, w)
    return w, queen, better


def test_the_play_checker_questions_a_blunder_take_it_back_or_play_anyway(qtbot, worker, home):
    """With the checker on, leading the Q♠ (a planted blunder) brings a prompt naming
    the better card; "Take it back" leaves the decision open, "Play the Q♠ anyway" plays it."""
    w, queen, better = _checker_at_the_blunder(qtbot, worker)
    st = w.controller.state
    done = len(st.deal_log.actions)
    click_card(qtbot, w, queen)
    qtbot.waitUntil(lambda: w.check_prompt is not None and w.check_prompt.isVisible(),
                    timeout=HINT_TIMEOUT_MS)
    box = w.check_prompt
    short = st.rules.codec.short
    assert box.text().startswith(f"Play the {short(better)} instead?") and "Q♠" in box.text()
    back = next(b for b in box.buttons() if b.text().replace("&", "") == "Take it back")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    assert len(st.deal_log.actions) == done and w.controller.human_to_act() == 0
    w.check_prompt = None
    click_card(qtbot, w, queen)
    qtbot.waitUntil(lambda: w.check_prompt is not None and w.check_prompt.isVisible(),
                    timeout=HINT_TIMEOUT_MS)
    anyway = next(b for b in w.check_prompt.buttons()
                  if b.text().replace("&", "") == "Play the Q♠ anyway")
    qtbot.mouseClick(anyway, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=5_000)
    assert st.deal_log.actions[done][0] == 0 and st.deal_log.actions[done][2].card == queen


def test_the_play_checker_lets_the_better_card_through_without_a_prompt(qtbot, worker, home):
    w, _queen, better = _checker_at_the_blunder(qtbot, worker)
    st = w.controller.state
    done = len(st.deal_log.actions)
    click_card(qtbot, w, better)
    qtbot.waitUntil(lambda: len(st.deal_log.actions) > done, timeout=HINT_TIMEOUT_MS)
    assert st.deal_log.actions[done][2].card == better and w.check_prompt is None


def test_the_play_checker_lets_the_hinted_card_through_and_names_it_when_another_is_played(
        qtbot, worker, home):
    """The hint and the checker searched apart and could name different cards (the hint the
    3♥, the checker "Play the A♥ instead?"). The hinted card goes through unquestioned, at
    once; the Q♠ led instead is weighed against the hinted card, and the prompt names it."""
    w, queen, _better = _checker_at_the_blunder(qtbot, worker)
    st = w.controller.state
    done = len(st.deal_log.actions)
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=HINT_TIMEOUT_MS)
    hinted = w.advice.action.card
    assert hinted != queen
    click_card(qtbot, w, queen)
    qtbot.waitUntil(lambda: w.check_prompt is not None and w.check_prompt.isVisible(),
                    timeout=HINT_TIMEOUT_MS)
    short = st.rules.codec.short
    assert w.check_prompt.text().startswith(f"Play the {short(hinted)} instead?")
    back = next(b for b in w.check_prompt.buttons() if b.text().replace("&", "") == "Take it back")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    w.check_prompt = None
    click_card(qtbot, w, hinted)
    assert len(st.deal_log.actions) == done + 1, "played at the click, not held for a check"
    assert st.deal_log.actions[done][2].card == hinted and w.check_prompt is None


def test_a_decision_hinted_again_after_an_undo_counts_once(qtbot, worker, home):
    """Statistics' "hints" are the decisions a hint was asked for: H, the card played, Ctrl+Z
    and H again counted that decision twice."""
    w = show_window(qtbot, worker)
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w.start_game("heart-hunter", {}, seats, seed=7)
    _wait_turn(qtbot, w)
    _enter_follows(qtbot, w, _hint(qtbot, w))
    assert w.controller.hints_used == 1
    _wait_turn(qtbot, w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=3_000)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    _wait_turn(qtbot, w)
    _hint(qtbot, w)
    assert w.controller.hints_used == 1
    w.controller.shutdown()


def test_the_hints_count_survives_a_restart_into_the_resumed_game(qtbot, worker, home):
    """A hint asked (H), the window closed and started again, the autosave resumed: the game's
    hints count goes on from 1, though the game record keeps its format (the count is kept with
    the statistics)."""
    from tricktable import settings as store
    from tricktable.stats_store import load_statistics

    w = show_window(qtbot, worker)
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w.start_game("heart-hunter", {}, seats, seed=7)
    _wait_turn(qtbot, w)
    _hint(qtbot, w)
    assert w.controller.hints_used == 1
    assert load_statistics()[0]["unfinished"] == {"game": "heart-hunter", "seed": 7, "hints": 1,
                                                  "seats": {"0": 1}}
    w.controller.save_autosave_now()
    doc, _ = store.load_autosave()
    assert set(doc) == {"format", "version", "game", "options", "players", "seed", "deals",
                        "result"}
    w.close()
    again = show_window(qtbot, worker)
    again.start()
    resume = next(b for b in again.resume_box.buttons() if b.text().replace("&", "") == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.controller.state is not None, timeout=5_000)
    assert again.controller.hints_used == 1


def test_a_hinted_discard_takes_the_outline_off_the_card_and_the_play_brings_it_back(
        qtbot, window):
    """Sheepshead: a card picked with the arrows at the discard, then H: the hint selects its
    cards and focuses Discard, so no card keeps the keyboard's outline (Enter discards); at the
    play the outline is back on a card Enter plays."""
    w = window("sheepshead", 24, n=3)
    _wait_turn(qtbot, w)
    assert w.controller.state.stage == "window"
    _enter_follows(qtbot, w, _hint(qtbot, w))
    _wait_turn(qtbot, w)
    assert w.controller.state.stage == "discard"
    qtbot.keyClick(w.table, Qt.Key.Key_Right)
    hand = w.table.model.hands[0].items
    assert len([i for i in hand if i.focused]) == 1, "at a discard the arrows pick cards"
    advice = _hint(qtbot, w)
    assert w.table.panel.confirm.hasFocus()
    assert [i for i in hand if i.focused] == [], "Enter presses Discard, not a card"
    _enter_follows(qtbot, w, advice)
    _wait_turn(qtbot, w)
    legal = {a.card for a in w.controller.legal_actions() if a.type == "play"}
    shown = [i.card for i in w.table.model.hands[0].items if i.focused]
    assert len(shown) == 1 and shown[0] in legal


def test_a_hints_status_bar_line_is_its_advice_read_whole_in_a_window_1024_pixels_wide(
        qtbot, worker, home):
    """The bar showed the whole hint, cut with "…" at every width ("…the difference i…"), so
    what was cut could not be read once the felt's box went. It says the advice alone, whole
    (also after a resize); the reason and the figures are on the felt, wrapped."""
    w = show_window(qtbot, worker, size=(1024, 640))
    seats = [Seat("You", "human"), *(Seat(f"Bot {i}", "computer") for i in range(1, 4))]
    w.start_game("heart-hunter", {}, seats, seed=7)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    whole = f"Hint: {advice.headline}. {advice.reason} {advice.figures}".strip()
    bar = w.statusBar()
    metrics = bar.fontMetrics()
    assert metrics.horizontalAdvance(whole) > bar.width(), "the hint is longer than the bar"
    for size in [None, (1100, 700)]:
        if size is not None:
            w.resize(*size)
            qtbot.waitUntil(lambda: w.width() == 1100, timeout=3_000)
        shown = bar.currentMessage()
        assert shown == f"Hint: {advice.headline}.", shown
        assert metrics.horizontalAdvance(shown) <= bar.width() - 40, "drawn whole in the bar"
    toast = w.table.felt.toast
    assert toast.isVisible() and advice.reason in toast.text  # the rest on the felt
    assert toast.text.endswith(f"\n{FIGURES_ASKED}")
    _figures(qtbot, w, advice)
    assert bar.currentMessage() == f"Hint: {advice.headline}."


def test_a_hint_stays_on_the_felt_and_in_the_bar_until_the_decision_is_taken(qtbot, window):
    """A learner reads a hint and weighs it: it went after 12 seconds, while they were still
    thinking. Now it stays (also through a resize) until the card is played."""
    w = window("heart-hunter", 7)
    _wait_turn(qtbot, w)
    advice = _hint(qtbot, w)
    toast, bar = w.table.felt.toast, w.statusBar()
    text = toast.text
    qtbot.wait(6_500)
    w.resize(w.width() - 60, w.height() - 40)  # a resize lays the table out again
    qtbot.wait(6_500)  # 13 s in all
    assert toast.isVisible() and toast.text == text
    assert bar.currentMessage() == f"Hint: {advice.headline}."
    _enter_follows(qtbot, w, advice)
    qtbot.waitUntil(lambda: not (toast.isVisible() and toast.text == text), timeout=5_000)
    assert not bar.currentMessage().startswith("Hint:")


def test_the_checker_says_the_hints_own_figures_when_the_hint_weighed_that_card(
        qtbot, worker, home):
    """The hint said "about 1.4 game points more … than the Q♣ over 111 imagined deals", and
    the checker, searching anew, "1.2 … over 100": where the hint weighed the card played and
    found it clearly worse, the prompt says the hint's own figures, at once."""
    from dataclasses import replace

    from tricktable.coach.weighing import Comparison
    from tricktable.engine.protocol import PLAY

    w, queen, _better = _checker_at_the_blunder(qtbot, worker)
    c = w.controller
    qtbot.keyClick(w.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.advice is not None, timeout=HINT_TIMEOUT_MS)
    mark, scope, advice = c._hint  # the hint as the coach gave it, its Q♠ weighed clearly
    weighed = Comparison(PLAY[queen], own=-6.0, others=1.0, utility=6.5, error=0.8, worlds=321)
    c._hint = (mark, scope, replace(advice, verdict=replace(advice.verdict,
                                                            comparisons=(weighed,))))
    click_card(qtbot, w, queen)
    assert w.check_prompt is not None and w.check_prompt.isVisible(), "at once, no search"
    text = w.check_prompt.text()
    short = c.state.rules.codec.short
    assert text.startswith(f"Play the {short(advice.action.card)} instead? In 321 deals played "
                           "out from here")
    back = next(b for b in w.check_prompt.buttons() if b.text().replace("&", "") == "Take it back")
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    c.shutdown()
