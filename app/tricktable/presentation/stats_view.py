"""What Game → Statistics shows, worked out without Qt: the rows of its tables and the bars of its
charts (and which bars are red), whose numbers they are and what the line above them says, so
that the figures and the chart's geometry are tested without painting anything.

The numbers come from ``stats_store`` (per person, per game, and per opponent level and per
number of players inside each game).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.words import capital, mid, possessive
from ..games.registry import available_games, get_rules, lower_wins

#: how the levels are called on screen (the new-game dialog's words, and the two kinds of tables);
#: the keys, in this order, are the levels the statistics file counts (``stats_store``): the
#: computer levels, then tables of mixed levels and tables of people only
LEVEL_WORDS = {"random": "Random", "beginner": "Beginner", "rule": "Club player",
               "advanced": "Advanced", "expert": "Expert", "mixed": "Mixed levels",
               "people": "Only people"}

#: the first tab lists games that count deals and games that count hands (Barbu, Nineteen):
#: its column says both ("Per deal" stood over Barbu's row while Barbu's tab said "Per hand")
GAME_COLUMNS = ("Game", "Played", "Won", "Won %", "Average score", "Per deal or hand",
                "Best game", "Hints", "Last played")
LEVEL_KEYS: tuple[str, ...] = tuple(LEVEL_WORDS)

LEVEL_COLUMNS = ("Opponents", "Played", "Won", "Won %", "Average score", "Per deal",
                 "Best game", "Hints")


def level_columns(game_id: str) -> tuple[str, ...]:
    """A game's tab's columns, "per hand" where the game plays hands (Barbu, Nineteen)."""
    word = get_rules(game_id).deal_word
    return tuple(f"Per {word}" if c == "Per deal" else c for c in LEVEL_COLUMNS)


def per_deal(block: dict) -> float | None:
    """The average of the person's score per deal, or None before a game with deals counted."""
    return block["dealt_score_sum"] / block["deals"] if block.get("deals") else None


def _score(value: float, decimals: int = 1) -> str:
    """A score as the table writes it, with a true minus sign ("−15.0", as the score panel's
    "−1306"; the hyphen of Python's formatting read as a dash beside them)."""
    return f"{value:.{decimals}f}".replace("-", "−")


def _figures(block: dict) -> tuple[str, ...]:
    """Played, won, won %, average final score, average per deal, best game, hints."""
    played, won = block["played"], block["won"]
    if not played:
        return ("0", "0", "–", "–", "–", "–", "0")
    deal = per_deal(block)
    best = block.get("best")
    return (str(played), str(won), f"{round(100 * won / played)}%",
            _score(block["score_sum"] / played), "–" if deal is None else _score(deal),
            "–" if best is None else _score(best, 0), str(block.get("hints", 0)))


def game_rows(stats: dict) -> list[tuple[str, ...]]:
    """One row per game (``GAME_COLUMNS``), in the games' own order; games never played say so.
    A game played at more than one number of players has a row for each under its own."""
    rows = []
    games = stats.get("games", {})
    for gid in available_games():
        g = games.get(gid)
        title = get_rules(gid).title
        if not g or not g.get("played"):
            rows.append((title, *_figures({"played": 0, "won": 0}), "never"))
            continue
        figures = _figures(g)
        if len(_tables(g)) > 1:  # scores of 3 and of 4 players do not compare: a row for each,
            # and the game's own row counts games and hints but averages no score across them
            figures = (*figures[:3], "–", "–", "–", figures[6])
        rows.append((title, *figures, g.get("last_played", "–")))
        if len(_tables(g)) > 1:
            rows.extend((f"{title}, {_players_words(n)}", *_figures(block),
                         block.get("last_played", "–")) for n, block in _tables(g))
    return rows


def _players_words(n: int) -> str:
    return f"{n} player" if n == 1 else f"{n} players"


def _tables(entry: dict | None) -> list[tuple[int, dict]]:
    """(number of players, counts) of each table size a game was played at, fewest first (games
    counted before the file kept ``tables`` are in no table)."""
    tables = (entry or {}).get("tables", {})
    return sorted(((int(n), block) for n, block in tables.items() if block.get("played")),
                  key=lambda pair: pair[0])


def players_columns(game_id: str) -> tuple[str, ...]:
    """A game's tab's table per number of players: the levels' columns, players first."""
    return ("Players", *level_columns(game_id)[1:])


def players_rows(entry: dict | None) -> list[tuple[str, ...]]:
    """One row per number of players (``players_columns``) when a game was played at more than
    one: otherwise the game's own figures say it all and the table would repeat them."""
    tables = _tables(entry)
    if len(tables) < 2:
        return []
    return [(_players_words(n), *_figures(block)) for n, block in tables]


def level_rows(entry: dict | None) -> list[tuple[str, ...]]:
    """One row per opponent level the person has played a game of (``LEVEL_COLUMNS``)."""
    levels = (entry or {}).get("levels", {})
    return [(LEVEL_WORDS[level], *_figures(levels[level]))
            for level in LEVEL_KEYS if levels.get(level, {}).get("played")]


def wins_per_level(entry: dict | None) -> list[tuple[str, float, str]]:
    """(level, share of games won in %, "3 of 5") for each level played: the first chart."""
    levels = (entry or {}).get("levels", {})
    out = []
    for level in LEVEL_KEYS:
        block = levels.get(level)
        if block and block["played"]:
            out.append((LEVEL_WORDS[level], 100 * block["won"] / block["played"],
                        f"{block['won']} of {block['played']}"))
    return out


def recent_per_deal(entry: dict | None) -> list[tuple[str, float, str]]:
    """(game number, average score per deal, the figure) for the last games: the second chart."""
    recent = (entry or {}).get("recent", [])
    return [(f"{i + 1}", value, _score(value)) for i, value in enumerate(recent)]


#: what the statistics window says above its tabs: whose finished games they are ({whose},
#: {who}), how they count and what the figures mean ({shared}: how a shared table counts)
_INTRO = ("{whose} finished games at this table: a game counts when it ends, and games without a "
          "person are not counted; {shared}. Scores are {their} final totals; “per deal” or "
          "“per hand” divides them by the deals or hands played; hints count the decisions {who} "
          "asked a hint for. A game played by different numbers of players also has a row for "
          "each number, as their scores do not compare.")
#: a file kept before each person was counted: its games are each game's first person's
INTRO = _INTRO.format(
    whose="The", their="the person's", who="they",
    shared="these were counted before each person had statistics of their own, at a shared table "
           "for its first person seated only (from the next game on, every person seated counts "
           "under their own name)")


def _you(name: str) -> str:
    """The person called "You" (in any case) as the words of the table call them."""
    return "You" if name.strip().casefold() == "you" else name


def intro(name: str | None) -> str:
    """The line above the tabs for the numbers of the person called ``name`` (None: a file
    kept before each person was counted, which holds each game's first person's)."""
    if name is None:
        return INTRO
    name = _you(name)
    return _INTRO.format(whose=capital(possessive(name)), their=possessive(name), who=mid(name),
                         shared="at a shared table each person seated counts under their own name")


def people_names(stats: dict) -> list[str]:
    """The names of the people with statistics of their own, in alphabetical order."""
    return sorted(stats.get("people", {}), key=lambda n: (n.strip().casefold(), n))


def person_stats(stats: dict, name: str | None) -> dict:
    """The statistics of the person called ``name`` in the form of the whole file's (a
    ``games`` block), for every table and chart here; the file's own ``games`` for None."""
    if name is None or name not in stats.get("people", {}):
        return stats
    return {"games": stats["people"][name]}


def opening_person(stats: dict, seated: list[str]) -> str | None:
    """Whose statistics Game → Statistics opens on: the first of the people ``seated`` at the
    game on the table who has statistics, else the first person of the last game counted, else
    the first in order (None: nobody has statistics of their own, an older file)."""
    names = people_names(stats)
    keys = {n.strip().casefold(): n for n in names}
    for name in [*seated, stats.get("last_person") or ""]:
        found = keys.get(name.strip().casefold())
        if found is not None:
            return found
    return names[0] if names else None


NO_LEVELS = ("No games counted per opponent level yet (games finished before this version "
             "counted only in the first tab).")
NO_GAMES = "No game of this kind finished yet."


def no_levels_note(entry: dict | None) -> str:
    """Why a game's tab shows no levels: none finished, or only before levels were counted
    (that was said on a new install too, where no game had been played at all)."""
    return NO_LEVELS if (entry or {}).get("played") else NO_GAMES


@dataclass(frozen=True)
class Chart:
    """A bar chart's title, its points (label, value, figure) and what it says without any;
    ``lower_better``: which side of zero is the bad one (None: neither)."""

    title: str
    points: list[tuple[str, float, str]]
    empty: str
    lower_better: bool | None = None

    def bad(self, value: float) -> bool:
        """Whether ``value`` is on the bad side of zero, drawn red: below it where higher is
        better, above it where lower is (Heart Hunter's good −1.1 a deal was drawn red)."""
        if self.lower_better is None:
            return False
        return value > 0 if self.lower_better else value < 0


def game_charts(game_id: str, entry: dict | None, name: str = "You") -> tuple[Chart, Chart]:
    """A game's two charts: games won per level, and the average score per deal of the last
    games of the person called ``name`` (saying which way is better in that game, and red only
    for a value on its bad side)."""
    low = lower_wins(game_id)
    direction = "lower is better" if low else "higher is better"
    word = get_rules(game_id).deal_word
    return (Chart("Games won against each level (%)", wins_per_level(entry),
                  "No games per level yet."),
            Chart(f"{capital(possessive(_you(name)))} average score per {word}, last games "
                  f"({direction})",
                  recent_per_deal(entry), f"No games with {word}s counted yet.", low))


@dataclass(frozen=True)
class Bar:
    """One bar in the plot's pixel coordinates (y grows downwards), with what it stands for."""

    x: float
    y: float
    width: float
    height: float
    value: float
    label: str
    text: str


@dataclass(frozen=True)
class BarLayout:
    bars: tuple[Bar, ...]
    zero_y: float  # where the value 0 lies (bars of negative values hang below it)


#: a bar is never wider than this (a chart of two levels should not look like two walls)
MAX_BAR_WIDTH = 56.0


def layout_bars(points: list[tuple[str, float, str]], left: float, top: float, width: float,
                height: float) -> BarLayout:
    """Bars for ``points`` (label, value, text) in the plot rectangle: heights proportional to
    the values, measured from the zero line, which is at the bottom unless a value is negative."""
    values = [v for _label, v, _text in points]
    low = min([0.0, *values])
    high = max([0.0, *values])
    if high == low:
        high = low + 1.0
    scale = height / (high - low)
    zero_y = top + high * scale
    slot = width / max(1, len(points))
    bar_w = min(MAX_BAR_WIDTH, slot * 0.6)
    bars = []
    for i, (label, value, text) in enumerate(points):
        x = left + i * slot + (slot - bar_w) / 2
        h = abs(value) * scale
        y = zero_y - h if value >= 0 else zero_y
        bars.append(Bar(x, y, bar_w, h, value, label, text))
    return BarLayout(tuple(bars), zero_y)
