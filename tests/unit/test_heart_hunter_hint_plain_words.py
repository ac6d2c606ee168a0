"""Heart Hunter hints a real-window tester read: "… but in the imagined deals this did better"
(which "this"?), "(a choice that falls behind is dropped as the deals go on)" (the search's
jargon), a hint whose card was only "about as good as" each other choice read as if it were
clearly the best, and "about 0.6 points fewer taken" (for "about 0.6 fewer points taken")."""

from __future__ import annotations

from tricktable.coach.positions import positions
from tricktable.coach.recommend import deals_clause, hint_for
from tricktable.coach.weighing import Comparison, Verdict


def _position():
    pos = next(p for p in positions("heart-hunter", 40, seed=7)
               if p.state.view(p.player).phase == 1 and len(p.state.legal_actions()) > 2)
    short = pos.state.rules.codec.short
    return pos, pos.state.legal_actions()[:3], short


def test_an_overruled_rule_names_the_card_and_the_dropped_choice_is_said_plainly() -> None:
    pos, (king, nine, ten), short = _position()
    verdict = Verdict(king, nine, "A reason.", king, (
        Comparison(nine, own=-0.6, others=0.0, utility=0.6, error=0.1, worlds=563),
        Comparison(ten, own=-0.1, others=0.0, utility=0.1, error=0.3, worlds=187)),
        worlds=563, level="expert", candidates=(king, nine, ten))
    advice = hint_for(pos.state, pos.player, verdict)
    assert advice.reason.endswith(f", but in {deals_clause(563)}, "
                                  f"the {short(king.card)} did better."), advice.reason
    # within chance, the dropped choice is not ahead, never "behind" (see test_set_aside_labels)
    assert advice.figures == (
        f"In those deals, the {short(king.card)} meant about 0.6 fewer points taken "
        f"than the {short(nine.card)}. The {short(ten.card)} was tried only in the first 187 "
        f"deals, then dropped: it was doing no better (the difference was within chance).")


def test_a_hint_only_about_as_good_as_every_other_choice_says_the_choices_were_close() -> None:
    pos, (three, ace, eight), short = _position()
    verdict = Verdict(three, three, "A reason.", three, (
        Comparison(ace, own=-0.05, others=0.0, utility=0.05, error=0.3, worlds=612),
        Comparison(eight, own=0.02, others=0.0, utility=-0.02, error=0.3, worlds=329)),
        worlds=612, level="expert", candidates=(three, ace, eight))
    figures = hint_for(pos.state, pos.player, verdict).figures
    assert figures.startswith(f"The choices were close: in {deals_clause(612)}, the "
                              f"{short(three.card)} was about as good as the "
                              f"{short(ace.card)}"), figures
