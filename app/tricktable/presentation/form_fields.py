"""The dialogs' fields as data, Qt-free: what each asks, its values and their words, its help, and
when it cannot apply. One small builder in the window (``ui.dialogs.field_widget``) makes the
widget a field asks for, so the new-game dialog's options and seats and the settings dialog's
name, speed and switches are described here rather than built by hand one by one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine.protocol import OptionSpec
from . import text_sizes as ts
from .motion import SPEED_NAMES
from .new_game_choices import level_word, option_text
from .settings_words import SPEED_WORDS, SWITCHES


def _always_used(_chosen: dict[str, Any]) -> str:
    return ""


#: the longest name a line of text takes (a seat's plate and the score sheet's head have room
#: for far less; the plates shorten it, the log and the summary spell it)
TEXT_MAX = 40
#: said where a person typed past ``TEXT_MAX`` (the keys did nothing, and nothing said why)
TEXT_FULL = f"A name has at most {TEXT_MAX} characters."


@dataclass(frozen=True)
class Field:
    """One thing a dialog asks. ``values`` all true/false make a check box (``label`` its words),
    other values a drop-down list (``words`` what it shows for each), none a line of text; a
    list or a text is named ``label`` for screen readers and its form row says ``label:``."""

    name: str
    label: str
    values: tuple[Any, ...] = ()
    words: tuple[str, ...] = ()
    #: the tool tip (and, for a game's option, the grey line under it)
    help: str = ""
    #: why the field cannot matter with the other choices ("" when it can): it is then greyed
    unused_because: Callable[[dict[str, Any]], str] = _always_used

    @property
    def kind(self) -> str:
        """"check", "choice" or "text": the widget the field asks for."""
        if not self.values:
            return "text"
        return "check" if all(isinstance(v, bool) for v in self.values) else "choice"

    @property
    def row_label(self) -> str:
        """The form row's label: a check box carries its own words."""
        return "" if self.kind == "check" else self.label + ":"


def option_field(spec: OptionSpec) -> Field:
    """A game's option, as the new-game dialog asks it."""
    named = dict(spec.value_words)
    return Field(spec.name, spec.label, spec.values,
                 tuple(named.get(v, option_text(v)) for v in spec.values),
                 spec.help, spec.unused_because)


def seat_fields(index: int, levels: tuple[str, ...]) -> tuple[Field, Field, Field]:
    """A seat's row in the new-game dialog: its player's name, who plays it, at which level."""
    n = index + 1
    return (Field("name", f"Name of seat {n}"),
            Field("kind", f"Who plays seat {n}", ("human", "computer"), ("Person", "Computer")),
            Field("level", f"Level of seat {n}", levels, tuple(level_word(lv) for lv in levels)))


#: the settings dialog's form: the person's name, the animation speed and the text size
SETTINGS_FIELDS = (
    Field("player_name", "Your name",
          help="The name on your seat, in this game and the next ones. At a table shared by "
               "two or more people it renames only the person's seat called by it; the others' "
               "names are set in Game → New game."),
    Field("speed", "Animation speed", SPEED_NAMES,
          tuple(SPEED_WORDS.get(s, s) for s in SPEED_NAMES)),
    Field("text_size", ts.TEXT_SIZE_LABEL, ts.TEXT_SIZES,
          tuple(ts.TEXT_SIZE_WORDS[s] for s in ts.TEXT_SIZES), ts.TEXT_SIZE_HELP),
)

#: the settings dialog's on/off switches, one check box each, in the window's order
SWITCH_FIELDS = tuple(Field(name, words, (False, True), help=tip) for name, words, tip in SWITCHES)
