"""What the settings window calls things, Qt-free: the animation speeds and the table colours in
words, and the on/off switches (which setting each one sets, its words and its tooltip). The
window builds one check box per switch, so a new on/off setting is one line here.
"""

from __future__ import annotations

SPEED_WORDS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}

#: the table colours (``felt_colours.FELTS``) by name, under their previews in the window
FELT_WORDS = {"green": "Green", "blue": "Blue", "burgundy": "Burgundy", "brown": "Brown",
              "charcoal": "Charcoal"}
#: the words over the table colours' previews, and their name for screen readers
FELT_LABEL = "Table colour"

#: (the setting's attribute, the check box's words, its tooltip), in the window's order
SWITCHES: tuple[tuple[str, str, str], ...] = (
    ("four_colour", "Four-colour deck (green clubs, blue diamonds)", ""),
    ("hints", "Offer hints", ""),
    ("check_plays", "Check my plays: ask before a clearly worse choice goes through", ""),
    ("tips", "Tips for first games, once per kind of decision",
     "A short note on the rule the first time each kind of decision of a game comes. "
     "Help → Show tips again brings them all back."),
)
