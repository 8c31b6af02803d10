"""An AI-file convention for Black & White, written for the tests the way a game declares
its own (``GameSpec.file_contract``): ``play(position, seat)`` returns a move; three
invalid answers in a row and the first legal move is played for the file."""

from typing import Any

from qtgames.core.state import AnyState
from qtgames.players.contract import legal_move


class ReversiFileContract:
    """``name()`` and ``play(position, seat)``."""

    functions: tuple[str, ...] = ("name", "play")
    invalid_limit: int = 3

    def arguments(self, view: AnyState, seat: int) -> list[Any]:
        """The position notation and the seat."""
        return [view.position(), seat]

    def move(self, view: AnyState, answer: Any) -> object | None:
        """The legal move the answer spells."""
        return legal_move(view, answer)

    def fallback(self, view: AnyState) -> object:
        """The first legal move."""
        return view.legal_moves()[0]


CONTRACT = ReversiFileContract()


class CornerFallback(ReversiFileContract):
    """A convention whose fallback is a corner, rarely a legal move."""

    def fallback(self, view: AnyState) -> object:
        """The corner a1, legal or not."""
        return view.parse_move("a1")


CORNER = CornerFallback()
