"""The contract between the shell and a game's scene.

A plugin's scene is a ``BoardScene``: it draws the state it is given and turns the player's
clicks and keys into moves, which it announces with ``moveChosen``. It never changes the
game itself; the shell decides whether the move is played.
"""

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsScene

from qtgames.core.state import GameState, Move


@dataclass
class ViewOptions:
    """What the View menu turns on and off, shared by every scene."""

    show_legal: bool = True
    show_last: bool = True
    show_coordinates: bool = True
    animation_ms: int = 250


class BoardScene(QGraphicsScene):
    """Base class of game scenes."""

    #: A move the player chose on the board (always one of the legal moves shown).
    moveChosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.view_options = ViewOptions()
        self.interactive = False

    def show_state(self, state: GameState, last_move: Move | None, interactive: bool) -> None:
        """Draw ``state``; ``interactive`` when a human at this screen is to move."""
        raise NotImplementedError

    def set_view_options(self, options: ViewOptions) -> None:
        """Apply the View menu's choices (the next ``show_state`` redraws with them)."""
        self.view_options = options
