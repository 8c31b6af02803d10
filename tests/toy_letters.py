"""A toy game whose moves are single letters (tests only).

"Letters": the letters a, b, h, m, q, r and u lie on the table; the players take one each
in turn, and whoever takes the last one wins. Moves are the letters themselves, the same
letters as the text version's short commands (a abandon, h help, m moves, q quit, r redo,
u undo).
"""

from qtgames.core.errors import NotationError
from qtgames.core.game import GameSpec
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState
from qtgames.core.textview import TextView

LETTERS = "abhmqru"


class Letters(GameState[str]):
    """State of Letters: the letters left, and whose turn."""

    seats = ("first", "second")

    def __init__(self) -> None:
        super().__init__()
        self.left = set(LETTERS)

    def to_move(self) -> int:
        return self.ply() % 2

    def outcome(self) -> Outcome | None:
        if self.left:
            return None
        return Outcome(frozenset({(self.ply() - 1) % 2}), "last-letter")

    def legal_moves(self) -> list[str]:
        return sorted(self.left)

    def _apply(self, move: str) -> None:
        self.left.remove(move)

    def _revert(self, move: str, saved: None) -> None:
        self.left.add(move)

    def _own_containers(self) -> None:
        self.left = set(self.left)

    def check_move(self, move: str) -> str | None:
        return None if move in self.left else "that letter is already taken"

    def format_move(self, move: str) -> str:
        return move

    def parse_move(self, text: str) -> str:
        if text.strip().lower() not in LETTERS:
            raise NotationError("{text!r} is not one of the letters", text=text)
        return text.strip().lower()

    def position(self) -> str:
        return "".join(sorted(self.left)) or "-"


def letters_spec() -> GameSpec:
    """The spec of Letters, with the generic text view."""
    return GameSpec(id="letters", name={"en": "Letters"}, summary={"en": "toy"}, version="0",
                    new_state=lambda options, seed: Letters(),
                    from_position=lambda text, options: Letters(), seats=Letters.seats,
                    seat_labels={}, levels=(), text_view=f"{TextView.__module__}:TextView")
