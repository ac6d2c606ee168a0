"""The table's motion worked out without Qt: a card turning to a new angle takes the short way
round, never a spin, and durations follow the speed setting."""

from __future__ import annotations

from tricktable.presentation import motion


def test_a_card_turns_the_short_way_round():
    assert motion.nearest_angle(350.0, 10.0) == 370.0
    assert motion.nearest_angle(10.0, 350.0) == -10.0
    assert motion.nearest_angle(-170.0, 175.0) == -185.0
    assert motion.nearest_angle(90.0, 100.0) == 100.0
    assert motion.nearest_angle(720.0, 0.0) == 720.0


def test_an_unreadable_current_angle_leaves_the_target_as_it_is():
    assert motion.nearest_angle(None, 30.0) == 30.0
    assert motion.nearest_angle("sideways", -30.0) == -30.0


def test_durations_follow_the_speed_setting():
    assert motion.scaled(motion.PLAY_MS, "normal") == motion.PLAY_MS
    assert motion.scaled(100, "slow") == 160 and motion.scaled(100, "fast") == 50
    assert motion.scaled(100, "instant") == 0


def test_the_pace_follows_the_setting_and_can_be_made_instant_for_a_while():
    pace = motion.Pace("slow")
    assert not pace.instant and pace.ms(100) == 160
    pace.forced_instant = True
    assert pace.instant and pace.ms(100) == 0
    assert motion.Pace("instant").instant
    unknown = motion.Pace("warp")
    assert unknown.speed == "normal" and unknown.ms(100) == 100
