"""The Three-Hand Sheepshead rule player's card play as a defender (one of the two against the
Player): its leads, its smears onto the partner's tricks, and when it beats the Player. Apart
from ``sheepshead.py`` to keep each module readable (and under the size limit); the facts it reads
(the trick, the cards unseen, who is known out of what) and the helpers it asks (``safe``,
``unbeatable``, ``cheapest``...) are the rule player's ``_Context``, of which this is a part.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import FRENCH, SUIT_NAMES, cards_of
from ..engine.words import counted
from ..games.sheepshead import GROUP, KEY, TRUMP_MASK, card_points
from .sheepshead_least import POWER

#: points of each single card
POINTS = [card_points(1 << c) for c in range(64)]


class DefenderPlay:
    """A defender's decisions, for the rule player's ``_Context`` (which holds the facts read
    here and the helpers asked)."""

    legal: int
    unseen: int
    trick: list[int]
    led: int
    voids: list[int]
    last: bool
    win_card: int
    win_pos: int
    trick_points: int
    me: int
    player: int
    next_pos: int
    safe: Callable[[int, int], bool]
    unbeatable: Callable[[int, int], bool]
    cheapest: Callable[[list[int]], int]
    richest: Callable[[list[int]], int]
    spare: Callable[[list[int]], list[int]]
    winners: Callable[[], list[int]]
    take_or_give: Callable[..., tuple[int, str]]

    def lead_instead(self, c: int, trumps: list[int]) -> tuple[int, str] | None:
        """Another lead for a defender in place of ``c``, an ace or ten the Player may win:
        none. The plain lead makes the Player spend its trumps; the cheapest trump led in its
        place measured worse, always and where the Player had shown the suit's void
        (``ai/experiments/sheepshead_lead``, which overrides this)."""
        return None

    def plain_lead_words(self, c: int, plain: list[int], trumps: bool) -> str:
        """Why a defender leads ``c``, an ace or ten, the cheapest of its ``plain`` cards, with
        ``trumps`` or none ("Lead the A♠, your cheapest plain card, and let your partner take
        the trick" was said of an only ace, and the Player trumped it): what the person can see
        of its risk, and why a trump led is no better."""
        card_, name = FRENCH.short(c), SUIT_NAMES[c >> 4].lower()
        which = (f"Lead the {card_}, your only plain card." if len(plain) == 1 else
                 f"Lead the {card_}: your plain cards are all aces." if all(
                     POINTS[x] == 11 for x in plain) else
                 f"Lead the {card_}: your plain cards are all aces and tens.")
        higher = [x for x in cards_of(GROUP[c] & self.unseen) if KEY[x] > KEY[c]]
        if self.voids[self.player] & GROUP[c]:
            risk = f"The Player has shown it is out of {name} and will likely trump it"
        elif higher:
            risk = f"The {FRENCH.short(max(higher, key=KEY.__getitem__))} is still out"
        else:
            risk = f"The Player may have buried its {name}, or hold none, and trump it"
        if not trumps:
            return f"{which} {risk}."
        return (f"{which} {risk}, but a plain lead makes the Player spend its trumps, where a "
                "trump led would spend your side's.")

    # -- the defenders
    def as_defender(self) -> tuple[int, str]:
        legal = cards_of(self.legal)
        p = self.player
        partner = 3 - p - self.me
        if not self.trick:
            for c in sorted(legal, key=lambda x: -POINTS[x]):
                # the partner may beat it too (with a trump when void): the trick is ours anyway
                if not TRUMP_MASK >> c & 1 and POINTS[c] >= 10 and self.safe(c, p):
                    # not "a sure winner": the Player, not known to be out of the suit, may be
                    # (its burial often makes a void) and trumped an A♣ so called
                    suit = SUIT_NAMES[c >> 4].lower()
                    return c, (f"The {FRENCH.short(c)} is the best {suit[:-1]} left: cash it "
                               f"while the Player may still have to follow {suit}.")
            plain = [c for c in legal if not TRUMP_MASK >> c & 1]
            trumps = [c for c in legal if TRUMP_MASK >> c & 1]
            if plain:
                # lead a suit the Player may have to follow, low, so the partner can win it
                c = self.cheapest(plain)
                if POINTS[c] >= 10:
                    other = self.lead_instead(c, trumps) if trumps else None
                    return other or (c, self.plain_lead_words(c, plain, bool(trumps)))
                return c, self.low_lead_words(c, plain)
            c = self.cheapest(legal)
            return c, self.trump_lead_words(c, legal)
        win = self.winners()
        if self.win_pos == partner:
            secure = self.last or self.safe(self.win_card, p)
            if secure:
                c = self.richest(self.spare(legal))
                # "wins" only where the Player cannot beat it whatever it holds: safe() trusts
                # a Player with the suit unseen to follow it
                sure = self.last or self.unbeatable(self.win_card, p)
                wins, stay = ("wins", "stay") if sure else ("should win", "should stay")
                if not POINTS[c]:  # "smear the 8♥ (0 points) onto it" was said
                    return c, self.nothing_to_smear(c, legal, wins, c in win)
                if c in win:  # a trump, on a plain trick: it takes the trick over
                    return c, (f"Your partner {wins} this trick: put the {FRENCH.short(c)} "
                               f"({POINTS[c]} points) on it. It takes the trick over, and "
                               f"the points {stay} with your side.")
                return c, (f"Your partner {wins} this trick: give it the {FRENCH.short(c)} "
                           f"({POINTS[c]} points), and the points {stay} with your side.")
            # overtake the partner only to save real points, and never waste a trump on nothing:
            # also where the Player, last, has shown it is out of the suit led (a trump no
            # trump out can beat, spent on a trick worth under 10, measured worse: -0.009 game
            # points a deal, -0.002 from 4 points up, ``first_deals``, 10,000 deals, seed 1)
            ruffed = self.ruffed()
            sure = [c for c in win if self.safe(c, p)
                    and (self.trick_points >= 10 or not TRUMP_MASK >> c & 1)]
            if sure:
                c = self.richest(sure)
                if self.unbeatable(c, p):
                    return c, f"Make the trick safe for your side with the {FRENCH.short(c)}" + (
                        f": {ruffed} and could trump your partner's "
                        f"{FRENCH.short(self.win_card)}." if ruffed else ".")
                return c, (f"Win the trick for your side with the {FRENCH.short(c)}: the Player "
                           "is unlikely to beat it.")
            c = self.cheapest(legal)
            if ruffed:  # "may still take it" hid what the table shows
                said = (f"Your partner's {FRENCH.short(self.win_card)} is winning this trick, "
                        f"but {ruffed} and will likely trump it: give only the "
                        f"{FRENCH.short(c)} ({counted(POINTS[c], 'point')}).")
                kept = [x for x in win if TRUMP_MASK >> x & 1 and self.safe(x, p)]
                if kept:
                    top = FRENCH.short(max(kept, key=KEY.__getitem__))
                    return c, (f"{said} Your {top} would take the trick, but it holds only "
                               f"{counted(self.trick_points, 'point')}: keep the {top} for a "
                               "richer one.")
                if any(TRUMP_MASK >> x & 1 for x in win):
                    said += " None of your trumps is sure to beat every trump it may hold."
                return c, said
            return c, (f"Your partner is winning this trick, but the Player plays after you "
                       f"and may still take it: give only the {FRENCH.short(c)} "
                       f"({POINTS[c]} points).")
        # the Player is winning
        if self.last:
            return self.take_or_give(win, legal, "Take the trick from the Player with the {card}.",
                                     "You cannot beat the Player: give only the {card}.")
        # second to play with the Player winning: the Player led, and only the partner plays
        # after us, so whatever beats the Player now wins the trick for our side; if we cannot,
        # the partner may (or, against the best card left, nobody can: "Leave this trick to
        # your partner" was said beside a Q♣ nobody could beat)
        partner = 3 - self.me - self.player
        give = ("You cannot beat the Player, and your partner, last to play, may: give only "
                "the {card}." if not self.unbeatable(self.win_card, partner)
                else f"Nobody can beat the Player's {FRENCH.short(self.win_card)}: give only "
                "the {card}.")
        return self.take_or_give(
            win, legal, "Beat the Player with the {card}: only your partner plays after you, "
            "and can then add points to your side's trick.", give)

    def ruffed(self) -> str:
        """Where the Player plays after us to a plain trick and has shown it is out of the
        suit led (it trumped or threw off when the suit was led before): the words "the
        Player, last to play, has shown it is out of clubs"; else ""."""
        p = self.player
        if self.last or self.led == TRUMP_MASK or not self.voids[p] & self.led:
            return ""
        suit = SUIT_NAMES[(self.led & -self.led).bit_length() - 1 >> 4].lower()
        return f"the Player, last to play, has shown it is out of {suit}"

    def low_lead_words(self, c: int, plain: list[int]) -> str:
        """Why a defender leads ``c``, the cheapest of its ``plain`` cards, worth under 10
        points. With the Player second, the partner plays last and may take the trick; with
        the partner second, the Player plays last, sees both cards and takes the trick when it
        can, so the lead is the card that gives it least ("Lead the 8♠ low and hope your
        partner can take the trick" was said with the Player last). "Let your partner take
        the trick" was said, and the Player trumped it: only a hope; "Lead the K♣ low" was
        said of a king, 4 points."""
        card_ = FRENCH.short(c)
        which = ("" if not POINTS[c] else ", your only plain card" if len(plain) == 1
                 else ", your cheapest plain card")
        if self.voids[self.player] & GROUP[c]:
            # "Lead the K♣, … the Player plays last and may take the trick" was said of a suit
            # the Player had trumped: the words say it. The lead stays: a low card of another
            # suit led in its place measured worse (-0.003 game points a deal, ``first_deals``,
            # 10,000 deals, seed 1), as the Player spends a trump on it
            suit = SUIT_NAMES[c >> 4].lower()
            then = ("your partner, last to play, may beat its trump" if self.next_pos ==
                    self.player else f"the {card_} gives it " + (
                        "no points" if not POINTS[c] else
                        f"only its {counted(POINTS[c], 'point')}"))
            return (f"Lead the {card_}{which}: the Player has shown it is out of {suit} and will "
                    f"likely trump it, but it spends a trump, and {then}.")
        if self.next_pos != self.player:  # the partner second, the Player last
            gives = "no points" if not POINTS[c] else f"only its {counted(POINTS[c], 'point')}"
            return (f"Lead the {card_}{which}: the Player plays last and may take the trick, "
                    f"and the {card_} gives it {gives}.")
        if not POINTS[c]:
            return f"Lead the {card_} low and hope your partner can take the trick."
        return f"Lead the {card_}{which}, and hope your partner can take the trick."

    def trump_lead_words(self, c: int, trumps: list[int]) -> str:
        """Why a defender holding only ``trumps`` leads ``c``, the one worth fewest points:
        "Lead your cheapest trump, the Q♣" was said beside the K♦, and read as the lowest trump
        where it was the highest."""
        card_ = FRENCH.short(c)
        if not any(KEY[x] > KEY[c] for x in cards_of(self.unseen & TRUMP_MASK)):
            return f"Lead the {card_}: it is the best trump left, so it wins the trick."
        if c == min(trumps, key=KEY.__getitem__):
            return f"Lead your lowest trump, the {card_}: it puts the fewest points at risk."
        return (f"Lead the {card_}: of your trumps, it puts the fewest points at risk "
                f"({counted(POINTS[c], 'point')}).")

    def nothing_to_smear(self, c: int, legal: list[int], wins: str, takes_over: bool) -> str:
        """Why a defender plays ``c``, worth nothing, onto the trick its partner ``wins``: it
        has no points to give but its queens and jacks, worth more as trumps (``takes_over``:
        ``c`` is a trump that takes the partner's plain trick over)."""
        said = (f"Your partner {wins} this trick, but you have no points to spare for it: play "
                f"the {FRENCH.short(c)}")
        if takes_over:
            said += ", which takes the trick over for your side"
        if any(POWER >> x & 1 for x in legal):
            said += ", and keep your queens and jacks for later tricks"
        return f"{said}."
