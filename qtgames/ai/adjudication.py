"""Adjudication by the scores the players report, as chess testers do it: a side resigns
when both sides have agreed for some moves that it is lost, and a game is drawn when both
have agreed for some moves that it is level.

A score is a player's value of its position after choosing its move, from its own side's
point of view, in units the run's thresholds are given in (an engine's ``score``, a
level's evaluation). A move without a score (a forced move, a player that gives none)
starts its side's count again. Only games of two sides are adjudicated so.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from qtgames.core.errors import BadInput
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.validate import is_number

#: Largest score threshold (and score) taken into account.
MOST_SCORE = 1e9
#: Most moves a rule may ask both sides to agree for.
MOST_MOVES = 1000


@dataclass(frozen=True)
class ScoreRule:
    """Both sides' last ``moves`` scores each beyond ``score`` (how, the rule's use says)."""

    score: float
    moves: int

    @classmethod
    def parse(cls, option: str, words: Sequence[str]) -> "ScoreRule":
        """The rule ``score=S moves=N`` of command-line ``option`` (``--resign``,
        ``--draw``); a one-line BadInput otherwise."""
        values: dict[str, str] = {}
        for word in words:
            key, _, value = word.partition("=")
            if key not in ("score", "moves") or not value or key in values:
                raise BadInput("{option} takes score=S and moves=N once each, not {word!r}",
                               option=option, word=word)
            values[key] = value
        if set(values) != {"score", "moves"}:
            raise BadInput("{option} needs score=S and moves=N", option=option)
        try:
            score = float(values["score"])
        except ValueError:
            score = math.nan
        if not 0 <= score <= MOST_SCORE:
            raise BadInput("{option} score must be a number from 0 to {most:g}, not {text!r}",
                           option=option, most=MOST_SCORE, text=values["score"])
        moves = int(values["moves"]) if values["moves"].isdigit() else 0
        if not 1 <= moves <= MOST_MOVES:
            raise BadInput("{option} moves must be between 1 and {most}, not {text!r}",
                           option=option, most=MOST_MOVES, text=values["moves"])
        return cls(score, moves)

    @property
    def text(self) -> str:
        """The rule as ``parse`` reads it (recorded in a results file)."""
        return f"score={self.score:g} moves={self.moves}"


@dataclass(frozen=True)
class Adjudication:
    """A run's adjudication rules: ``resign`` when both sides' last moves give one side a
    score at or below minus the threshold and the other at or above it; ``draw`` when
    both sides' scores stay within the threshold of 0."""

    resign: ScoreRule | None = None
    draw: ScoreRule | None = None

    def identity(self) -> dict[str, str]:
        """The rules as a results file's header records them."""
        return {**({"resign": self.resign.text} if self.resign else {}),
                **({"draw": self.draw.text} if self.draw else {})}


def reported_score(value: object) -> float | None:
    """``value`` as a score: a finite number within ``MOST_SCORE``, else None (no score)."""
    if not is_number(value):
        return None
    number = float(value)
    return number if math.isfinite(number) and abs(number) <= MOST_SCORE else None


class ScoreWatch:
    """Follows the scores of a game's moves and says when ``rules`` end it."""

    def __init__(self, rules: Adjudication, teams: Sequence[int]) -> None:
        """``teams[seat]``: the side of each seat."""
        self.rules = rules
        self.teams = list(teams)
        self.sides = sorted(set(teams))
        self.recent: dict[int, list[float]] = {side: [] for side in self.sides}
        self.keep = max(rule.moves for rule in (rules.resign, rules.draw, None)
                        if rule is not None) if rules.resign or rules.draw else 0

    def add(self, team: int, score: float | None) -> Outcome | None:
        """Count a move of side ``team`` with its ``score``; the outcome the rules give
        the game now, or None while it goes on."""
        if len(self.sides) != 2 or not self.keep:
            return None
        recent = self.recent[team]
        if score is None:
            recent.clear()
        else:
            recent.append(score)
            del recent[:-self.keep]
        resign, draw = self.rules.resign, self.rules.draw
        if resign is not None:
            for loser in self.sides:
                winner = self.sides[1 - self.sides.index(loser)]
                if (self._last(loser, resign.moves, lambda s: s <= -resign.score)
                        and self._last(winner, resign.moves, lambda s: s >= resign.score)):
                    return Outcome(frozenset(seat for seat, side in enumerate(self.teams)
                                             if side == winner), Reason.RESIGNED)
        if draw is not None and all(self._last(side, draw.moves,
                                               lambda s: abs(s) <= draw.score)
                                    for side in self.sides):
            return Outcome(frozenset(), Reason.ADJUDICATED)
        return None

    def _last(self, side: int, moves: int, holds: Callable[[float], bool]) -> bool:
        """Whether ``side``'s last ``moves`` scores all pass ``holds``."""
        recent = self.recent[side]
        return len(recent) >= moves and all(holds(score) for score in recent[-moves:])

