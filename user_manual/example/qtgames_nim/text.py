"""Nim in the terminal: the matches drawn as bars."""

from qtgames.core.state import GameState
from qtgames.core.textview import TextView
from qtgames_nim.rules import NimState


class NimTextView(TextView):
    """``| | | | |  (5 matches)``."""

    move_hint = "type how many matches you take: 1, 2 or 3"

    def board(self, state: GameState) -> str:
        """The row of matches."""
        assert isinstance(state, NimState)
        return " ".join("|" * state.matches) + f"  ({state.matches})"
