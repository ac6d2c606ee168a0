"""The card backs' names in the settings.

Why here: the settings dialog lists them by these words and needs no Qt to know them; the ids are
``settings.BACK_IDS`` and ``settings.CUSTOM_BACK`` (the settings sit above this layer, so the ids
are written out here and a test checks that the two agree).
"""

from __future__ import annotations

BACK_LABELS: dict[str, str] = {
    "blue": "Blue lattice",
    "red": "Red diamonds",
    "green": "Green frames",
    "charcoal": "Charcoal stars",
    "custom": "Your picture",
}
