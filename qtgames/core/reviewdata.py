"""A game's review as the game record and its save file keep it (``Review``) and how its
moves are marked; making one is ``qtgames.review``'s job."""

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from qtgames.core.i18n import N_
from qtgames.core.validate import is_int, is_number

#: Marks by the chance to win a move cost its player (on the 0 to 1 scale), worst first:
#: lichess's 0.1, 0.2 and 0.3 of its winning-chance scale, here on the chance itself.
MARKS = ((0.30, "??"), (0.20, "?"), (0.10, "?!"))
#: What each mark means, in words.
MARK_NAMES = {"??": N_("blunder"), "?": N_("mistake"), "?!": N_("inaccuracy")}
#: The mark of a move that throws away a proved win or draw.
THROWN_AWAY = "??"
#: The mark of a move that keeps a proved result but loses part of the final score.
SCORE_LOST = "?!"


@dataclass
class Review:
    """A game's review, position by position (0: the start; n: after move n).

    ``values[i]`` is seat 0's side's chance in position i, ``best[i]`` the preferred move's
    notation (None at the end), ``movers[i]`` the seat to move (-1 at the end), ``exact[i]``
    the proved final score difference for seat 0's side (None when not proved). A review
    may cover only the first positions of a game played on after it.
    """

    values: list[float]
    best: list[str | None]
    movers: list[int]
    exact: list[int | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        """A review made without exact results has none anywhere."""
        if len(self.exact) != len(self.values):
            self.exact = [None] * len(self.values)

    @property
    def positions(self) -> int:
        """How many positions were reviewed."""
        return len(self.values)

    def _mover_is_first(self, move: int, teams: Sequence[int]) -> bool:
        return teams[self.movers[move - 1]] == teams[0]

    def loss(self, move: int, teams: Sequence[int]) -> float:
        """How much of the chance to win move ``move`` (from 1) cost the side that played
        it (negative when it gained); 0 when the review does not reach it."""
        if not 1 <= move < self.positions or self.movers[move - 1] < 0:
            return 0.0
        before, after = self.values[move - 1], self.values[move]
        gained = after - before
        return -gained if self._mover_is_first(move, teams) else gained

    def chance_after(self, move: int, teams: Sequence[int]) -> float:
        """The chance to win of the side that played move ``move``, after it."""
        value = self.values[move]
        return value if self._mover_is_first(move, teams) else 1.0 - value

    def exact_after(self, move: int, teams: Sequence[int]) -> int | None:
        """The proved final score difference, for the side that played move ``move``, of
        the position it led to; None when not proved."""
        value = self.exact[move]
        if value is None:
            return None
        return value if self._mover_is_first(move, teams) else -value

    def mark(self, move: int, teams: Sequence[int], played: Sequence[str] = ()) -> str | None:
        """``??``, ``?`` or ``?!`` for move ``move`` (from 1), or None. The preferred move
        itself is never marked (``played``: the game's moves, when known): what follows it
        by chance, as a card drawn, is no fault of its player. Where the results before and
        after it are proved, they alone decide: a move that keeps the result is never
        marked, one that throws away a win or a draw is ``??``, one that only loses score
        ``?!``. Elsewhere the chance it cost decides (``MARKS``)."""
        if not 1 <= move < self.positions or self.movers[move - 1] < 0:
            return None
        if len(played) >= move and played[move - 1] == self.best[move - 1]:
            return None
        before, after = self.exact[move - 1], self.exact[move]
        if before is not None and after is not None:
            if not self._mover_is_first(move, teams):
                before, after = -before, -after
            if after >= before:
                return None
            return SCORE_LOST if _sign(after) == _sign(before) else THROWN_AWAY
        loss = self.loss(move, teams)
        return next((mark for threshold, mark in MARKS if loss >= threshold - 1e-9), None)

    def marks(self, teams: Sequence[int], played: Sequence[str] = ()) -> dict[int, str]:
        """Every marked move (numbered from 1) with its mark (``played``: see ``mark``)."""
        found = {move: self.mark(move, teams, played) for move in range(1, self.positions)}
        return {move: mark for move, mark in found.items() if mark is not None}

    def mistakes(self, teams: Sequence[int], played: Sequence[str] = ()) -> list[int]:
        """The marked moves, numbered from 1, in order (``played``: see ``mark``)."""
        return sorted(self.marks(teams, played))

    def truncate(self, moves: int) -> None:
        """Forget what lies beyond the position after ``moves`` moves (a new move there)."""
        del self.values[moves + 1:]
        del self.best[moves + 1:]
        del self.movers[moves + 1:]
        del self.exact[moves + 1:]

    def to_json(self) -> dict[str, Any]:
        """The review as a save file keeps it."""
        return {"values": [round(value, 4) for value in self.values], "best": list(self.best),
                "movers": list(self.movers), "exact": list(self.exact)}

    @classmethod
    def from_json(cls, data: Any, moves: int, seats: int) -> "Review":
        """A review read from a save file of ``moves`` moves and ``seats`` seats (one
        without exact results, from an older version, has none); raise ValueError when
        it is not one."""
        if not isinstance(data, dict):
            raise ValueError("the review is not an object")
        values, best, movers = data.get("values"), data.get("best"), data.get("movers")
        if not (isinstance(values, list) and isinstance(best, list)
                and isinstance(movers, list)):
            raise ValueError("the review lacks its lists")
        if not (len(values) == len(best) == len(movers) and 0 < len(values) <= moves + 1):
            raise ValueError("the review's lists do not match the game")
        if any(not is_number(v) or not 0 <= v <= 1 for v in values):
            raise ValueError("the review's chances are not between 0 and 1")
        if any(move is not None and not isinstance(move, str) for move in best):
            raise ValueError("the review's moves are not texts")
        if any(not is_int(m) or not -1 <= m < seats for m in movers):
            raise ValueError("the review's seats are not seats")
        exact = data.get("exact", [None] * len(values))
        if not (isinstance(exact, list) and len(exact) == len(values)) or any(
                e is not None and (not is_int(e) or not -MAX_SCORE <= e <= MAX_SCORE)
                for e in exact):
            raise ValueError("the review's exact results are not scores")
        return cls([float(value) for value in values], list(best), list(movers), list(exact))


#: Bound on an exact score read from a file (Black & White 26×26 has 676 squares).
MAX_SCORE = 100_000


def _sign(score: int) -> int:
    return (score > 0) - (score < 0)
