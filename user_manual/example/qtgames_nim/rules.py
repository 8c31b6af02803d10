"""The rules of Nim: the state, its moves and its notation.

A move is the number of matches taken (1, 2 or 3), written ``1``, ``2`` or ``3``. The
position notation is the number of matches left and the seat to move: ``21 0``.
"""

from collections.abc import Mapping

from qtgames.core.errors import NotationError
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

MOST = 3  # matches one may take at a time
SEATS = ("first", "second")


class NimState(GameState[int, None]):
    """A row of matches and whose turn it is."""

    seats = SEATS

    def __init__(self, matches: int, seat: int = 0) -> None:
        super().__init__()
        self.matches = matches
        self.seat = seat

    @classmethod
    def from_position(cls, text: str) -> "NimState":
        """Read ``position()``."""
        parts = text.split()
        if len(parts) != 2 or not (parts[0].isascii() and parts[0].isdecimal()) \
                or len(parts[0]) > 4 or parts[1] not in ("0", "1"):
            raise NotationError("a Nim position is MATCHES SEAT, like '21 0'")
        return cls(int(parts[0]), int(parts[1]))

    def to_move(self) -> int:
        """The seat to move."""
        return self.seat

    def legal_moves(self) -> list[int]:
        """Take 1, 2 or 3, never more than are left."""
        return list(range(1, min(MOST, self.matches) + 1))

    def _apply(self, move: int) -> None:
        """Take ``move`` matches; the other player's turn (undoing needs nothing more)."""
        self.matches -= move
        self.seat = 1 - self.seat

    def _revert(self, move: int, saved: None) -> None:
        """Put the matches taken back."""
        self.matches += move
        self.seat = 1 - self.seat

    def outcome(self) -> Outcome | None:
        """Whoever took the last match (the player who just moved) wins."""
        return Outcome(frozenset({1 - self.seat}), "last match") if self.matches == 0 else None

    def format_move(self, move: int) -> str:
        """``2`` for taking two matches."""
        return str(move)

    def parse_move(self, text: str) -> int:
        """The number typed."""
        digits = text.strip()
        if not (digits.isascii() and digits.isdecimal()) or len(digits) > 4:
            raise NotationError("type how many matches you take: 1, 2 or 3")
        return int(digits)

    def check_move(self, move: int) -> str | None:
        """Why taking ``move`` matches is not allowed."""
        if self.is_over():
            return N_("the game is over")
        if not 1 <= move <= MOST:
            return N_("take 1, 2 or 3 matches")
        return None if move <= self.matches else N_("there are not that many matches left")

    def position(self) -> str:
        """``21 0``: matches left, seat to move."""
        return f"{self.matches} {self.seat}"


def new_state(options: Mapping[str, OptionValue], seed: int) -> NimState:
    """The start: as many matches as the option says, the first player to move."""
    return NimState(int(options["matches"]))


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> NimState:
    """A position read from its notation."""
    return NimState.from_position(text)
