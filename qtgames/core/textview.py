"""What a game contributes to the text version: drawing its board and status in a terminal."""

import os
import sys
from typing import TextIO

from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

_CODES = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34",
          "magenta": "35", "cyan": "36", "white": "97", "black": "30", "bg_green": "42"}


class Style:
    """ANSI styling, or plain text when disabled (piped output, ``NO_COLOR``)."""

    def __init__(self, color: bool) -> None:
        self.color = color

    @classmethod
    def for_stream(cls, stream: TextIO = sys.stdout) -> "Style":
        """Colour on a terminal unless ``NO_COLOR`` is set (https://no-color.org)."""
        isatty = getattr(stream, "isatty", lambda: False)()
        return cls(bool(isatty) and not os.environ.get("NO_COLOR") and
                   os.environ.get("TERM") != "dumb")

    def __call__(self, text: str, *styles: str) -> str:
        """``text`` wrapped in the given styles (names from ``_CODES``)."""
        if not self.color or not styles:
            return text
        codes = ";".join(_CODES[style] for style in styles)
        return f"\x1b[{codes}m{text}\x1b[0m"


class TextView:
    """Base of a game's text view; plugins override ``board`` and usually ``status``."""

    #: One line telling how to type a move, shown with the commands.
    move_hint = "type a move"

    def board(self, state: GameState, style: Style) -> str:
        """The board drawn for a terminal."""
        return state.position()

    def status(self, state: GameState, seat_label: "SeatLabel", style: Style) -> list[str]:
        """Lines under the board: counts, scores, whether the player can move."""
        return []

    def forced_text(self, state: GameState, move_text: str, seat_label: "SeatLabel") -> str:
        """Announces a move played without asking because it was the only one."""
        return f"{seat_label(state.to_move())} has a single move: {move_text}."

    def outcome_text(self, state: GameState, outcome: Outcome, seat_label: "SeatLabel") -> str:
        """A sentence announcing the result."""
        if outcome.is_draw:
            return "The game is a draw."
        names = " and ".join(seat_label(seat) for seat in sorted(outcome.winners))
        return f"{names} win{'s' if len(outcome.winners) == 1 else ''}."


class SeatLabel:
    """Callable giving a seat's display name (with who plays it) to text views."""

    def __init__(self, names: list[str]) -> None:
        self.names = names

    def __call__(self, seat: int) -> str:
        """Display name of seat ``seat``."""
        return self.names[seat]
