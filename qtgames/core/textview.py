"""What a game contributes to the text version: drawing its board and status in a terminal."""

import os
from collections.abc import Callable
from typing import TextIO

from qtgames.core.i18n import Translator
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

_CODES = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "blue": "34",
          "magenta": "35", "cyan": "36", "white": "97", "black": "30", "bg_green": "42"}


class Style:
    """ANSI styling, or plain text when disabled (piped output, ``NO_COLOR``)."""

    def __init__(self, color: bool) -> None:
        self.color = color

    @classmethod
    def for_stream(cls, stream: TextIO) -> "Style":
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
    """Base of a game's text view; plugins override ``board`` and usually ``status``.

    ``tr`` translates the view's English messages, ``style`` colours them, and
    ``seat_label`` turns a seat name (``"black"``) into its display name (``"Noir"``).
    """

    #: How to type a move, shown with the commands (an English message, translated).
    move_hint = "type a move"

    def __init__(self, tr: Translator | None = None, style: Style | None = None,
                 seat_label: Callable[[str], str] = str.capitalize) -> None:
        self.tr = tr or Translator("en")
        self.style = style or Style(False)
        self.seat_label = seat_label

    def who(self, state: GameState, seat: int) -> str:
        """Display name of seat number ``seat``."""
        return self.seat_label(state.seats[seat])

    def board(self, state: GameState) -> str:
        """The board drawn for a terminal."""
        return state.position()

    def status(self, state: GameState) -> list[str]:
        """Lines under the board: counts, scores, whether the player can move."""
        return []

    def summary(self, state: GameState) -> list[str]:
        """Short lines for the app's side panel (counts, scores, warnings); none by default."""
        return []

    def notice(self, state: GameState) -> str | None:
        """News worth a message before play goes on, such as a round's result; or None."""
        return None

    def forced_text(self, state: GameState, move_text: str) -> str:
        """Announces a move played without asking because it was the only one."""
        return self.tr("{player} has a single move: {move}.",
                       player=self.who(state, state.to_move()), move=move_text)

    def outcome_text(self, state: GameState, outcome: Outcome) -> str:
        """A sentence announcing the result."""
        if outcome.is_draw:
            return self.tr("The game is a draw.")
        names = " & ".join(self.who(state, seat) for seat in sorted(outcome.winners))
        return self.tr("{player} wins.", player=names)
