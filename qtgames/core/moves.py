"""Moves that are not a placement, shared by name, as python-chess names its null move.

A game whose move type is a tuple of squares adds the special moves it has to it::

    ChifoumiMove = tuple[Square, Square] | Literal[SpecialMove.PASS]

A special move never equals one of the game's own moves, reads as its name in a log or a
test's message, survives pickling (a computer player in another process) as itself, and
narrows with ``is`` for the type checker: ``if move is PASS: ...`` leaves the placement.
"""

from enum import Enum


class SpecialMove(Enum):
    """The special moves games share; each game writes them in its own notation."""

    #: A player who cannot move passes (the game goes on).
    PASS = "pass"
    #: The round is over: the next one starts.
    NEXT_ROUND = "next round"

    def __repr__(self) -> str:
        return f"SpecialMove.{self.name}"
