"""The result of a finished game."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """Who won and why.

    ``winners`` holds seat indices (several for a team); an empty set is a draw. ``reason``
    is a short stable code (``"board-full"``, ``"no-moves"``…) that text and scene views
    turn into a sentence; ``scores`` are the final points per seat when the game counts any.

    >>> Outcome(frozenset({0}), "board-full", (40, 24)).points(0)
    1.0
    """

    winners: frozenset[int]
    reason: str
    scores: tuple[float, ...] | None = None

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return not self.winners

    def points(self, seat: int) -> float:
        """Match points of ``seat``: 1 for a win, 0.5 for a draw, 0 for a loss."""
        if self.is_draw:
            return 0.5
        return 1.0 if seat in self.winners else 0.0
