"""The invariant checks the property tests use: the package's own (engine/invariants.py),
which the ``soak`` command runs too."""

from tricktable.engine.invariants import (  # noqa: F401
    InvariantError,
    check_cards_in_one_place,
    check_deal_cards,
    check_game,
    check_illegal_refused,
    check_replay,
    check_sample_world,
    check_totals,
    check_view_hides,
    illegal_candidates,
    strip,
)
