"""What a game contributes to the text version: drawing its board and status in a terminal."""

import os
from collections.abc import Callable
from typing import TextIO

from qtgames.core.i18n import Translator
from qtgames.core.narrator import Narrator
from qtgames.core.state import S

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


class TextView(Narrator[S]):
    """A game's view in a terminal: its board and the lines under it, and (as a
    ``Narrator``) what it says about moves. Plugins override ``board`` and usually
    ``status``; ``style`` colours what they draw.
    """

    #: How to type a move, shown with the commands (an English message, translated).
    move_hint = "type a move"

    def __init__(self, tr: Translator | None = None, style: Style | None = None,
                 seat_label: Callable[[str], str] = str.capitalize) -> None:
        super().__init__(tr, seat_label)
        self.style = style or Style(False)

    def board(self, state: S) -> str:
        """The board drawn for a terminal."""
        return state.position()

    def status(self, state: S) -> list[str]:
        """Lines under the board: counts, scores, whether the player can move."""
        return []
