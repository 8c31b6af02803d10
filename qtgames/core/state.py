"""The rules-model protocol every game implements.

A ``GameState`` is one game in one position, mutable in the manner of python-chess: the
search calls ``play(move)`` and ``undo()`` on its own copy, millions of times, so both must be
cheap and ``play`` trusts that the move came from ``legal_moves()``. Everything a user types
goes through ``parse_move`` and ``check_move`` first, which explain what is wrong.

Rules beyond two players and perfect information fit the same protocol:

- any number of seats (``seats``); ``team_of`` groups seats that win together;
- a turn of several moves: ``to_move()`` simply stays on the same seat;
- hidden information: ``view(seat)`` returns a copy holding only what that seat may see,
  and ``determinize(rng)`` on such a view fills the hidden part with one guess consistent
  with it; computer players only ever receive views;
- chance comes from the seed the state was created with (``qtgames.core.rng``).
"""

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from typing import Self

from qtgames.core.errors import IllegalMoveError
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome

Move = Hashable


class GameState(ABC):
    """Abstract rules model; see the module docstring for the contract."""

    #: Seat names in turn order, e.g. ``("black", "white")``; set by each instance.
    seats: tuple[str, ...]
    #: The options this game was created with.
    options: Mapping[str, OptionValue]

    @abstractmethod
    def to_move(self) -> int:
        """Index of the seat to move (meaningless once the game is over)."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move, in a stable order; empty exactly when the game is over."""

    @abstractmethod
    def play(self, move: Move) -> None:
        """Apply ``move``, which must be one of ``legal_moves()``."""

    @abstractmethod
    def undo(self) -> None:
        """Take back the last move played on this object."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy, including what ``undo`` needs."""

    @abstractmethod
    def format_move(self, move: Move) -> str:
        """The move in the game's notation, e.g. ``d3``."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """The move spelled by ``text``; raise NotationError if it spells none.

        Parsing only reads the notation: whether the move is legal is ``check_move``'s job.
        """

    @abstractmethod
    def position(self) -> str:
        """The position in the game's compact notation (round-trips through the plugin)."""

    def check_move(self, move: Move) -> str | None:
        """Why ``move`` is illegal here, in words a player understands; None if legal."""
        if self.is_over():
            return "the game is over"
        return None if move in self.legal_moves() else "that move is not allowed here"

    def play_text(self, text: str) -> Move:
        """Parse, check and play a move typed by a player; return the move played."""
        move = self.parse_move(text)
        reason = self.check_move(move)
        if reason is not None:
            raise IllegalMoveError("{move}: {reason}", move=text.strip(), reason=reason)
        self.play(move)
        return move

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.outcome() is not None

    def key(self) -> Hashable:
        """A hashable summary of everything that decides the future (for search tables)."""
        return self.position()

    def team_of(self, seat: int) -> int:
        """The side a seat plays for; seats of one team win and lose together."""
        return seat

    def forced_move(self) -> Move | None:
        """The move to play without asking when a player has no choice (a pass), else None."""
        return None

    def view(self, seat: int) -> Self:
        """A copy holding only what ``seat`` may see (a plain copy for open games)."""
        return self.copy()

    def determinize(self, rng: random.Random) -> Self:
        """A full state consistent with this view, hidden parts drawn with ``rng``."""
        return self.copy()

    def adjudicate(self) -> Outcome:
        """Score an unfinished game cut short by a match's length cap (a draw by default)."""
        return Outcome(frozenset(), "adjudicated")

    def turn_number(self) -> int:
        """The number of the current turn, counting from 1 (used by text and scene views)."""
        return self.ply() + 1

    @abstractmethod
    def ply(self) -> int:
        """The number of moves played since the start position."""
