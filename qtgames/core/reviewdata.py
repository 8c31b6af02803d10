"""A game's review as the game record and its save file keep it (``Review``); making
one is ``qtgames.review``'s job."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

#: A move that costs its player at least this much of the chance to win is a mistake.
MISTAKE = 0.15


@dataclass
class Review:
    """A game's review, position by position (0: the start; n: after move n).

    ``values[i]`` is seat 0's side's chance in position i, ``best[i]`` the preferred move's
    notation (None at the end), ``movers[i]`` the seat to move (-1 at the end). A review
    may cover only the first positions of a game played on after it.
    """

    values: list[float]
    best: list[str | None]
    movers: list[int]

    @property
    def positions(self) -> int:
        """How many positions were reviewed."""
        return len(self.values)

    def loss(self, move: int, teams: Sequence[int]) -> float:
        """How much of the chance to win move ``move`` (from 1) cost the side that played
        it (negative when it gained); 0 when the review does not reach it."""
        if not 1 <= move < self.positions or self.movers[move - 1] < 0:
            return 0.0
        before, after = self.values[move - 1], self.values[move]
        gained = after - before
        return -gained if teams[self.movers[move - 1]] == teams[0] else gained

    def mistakes(self, teams: Sequence[int]) -> list[int]:
        """The moves (numbered from 1) that cost their side at least ``MISTAKE``, only the
        costliest ones when there are many (one in ten moves, at least three), in order."""
        costly = [move for move in range(1, self.positions)
                  if self.loss(move, teams) >= MISTAKE]
        costly.sort(key=lambda move: -self.loss(move, teams))
        return sorted(costly[:max(3, self.positions // 10)])

    def truncate(self, moves: int) -> None:
        """Forget what lies beyond the position after ``moves`` moves (a new move there)."""
        del self.values[moves + 1:]
        del self.best[moves + 1:]
        del self.movers[moves + 1:]

    def to_json(self) -> dict[str, Any]:
        """The review as a save file keeps it."""
        return {"values": [round(value, 4) for value in self.values], "best": list(self.best),
                "movers": list(self.movers)}

    @classmethod
    def from_json(cls, data: Any, moves: int, seats: int) -> "Review":
        """A review read from a save file of ``moves`` moves and ``seats`` seats; raise
        ValueError when it is not one."""
        if not isinstance(data, dict):
            raise ValueError("the review is not an object")
        values, best, movers = data.get("values"), data.get("best"), data.get("movers")
        if not (isinstance(values, list) and isinstance(best, list)
                and isinstance(movers, list)):
            raise ValueError("the review lacks its lists")
        if not (len(values) == len(best) == len(movers) and 0 < len(values) <= moves + 1):
            raise ValueError("the review's lists do not match the game")
        if any(isinstance(v, bool) or not isinstance(v, int | float) or not 0 <= v <= 1
               for v in values):
            raise ValueError("the review's chances are not between 0 and 1")
        if any(move is not None and not isinstance(move, str) for move in best):
            raise ValueError("the review's moves are not texts")
        if any(isinstance(m, bool) or not isinstance(m, int) or not -1 <= m < seats
               for m in movers):
            raise ValueError("the review's seats are not seats")
        return cls([float(value) for value in values], list(best), list(movers))
