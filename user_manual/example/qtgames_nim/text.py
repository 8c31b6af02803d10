"""Nim in the terminal: the matches drawn as bars."""

from qtgames.core.textview import TextView
from qtgames_nim.rules import NimState


class NimTextView(TextView[NimState]):
    """``| | | | |  (5 matches)``."""

    move_hint = "type how many matches you take: 1, 2 or 3"

    def board(self, state: NimState) -> str:
        """The row of matches."""
        return " ".join("|" * state.matches) + f"  ({state.matches})"
