"""The game the main window shows, whatever kind it is: what the window asks of it.

A local game (``TableDriver``) and a network game (``NetworkPlay``) both answer it, so the
window never asks which kind it shows: each draws itself from its own Qt-free table (the
local ``Table`` or the client's ``RemoteTable``), says whether a move chosen now needs the
person's consent, what Undo does, and what leaving it asks.
"""

from typing import TYPE_CHECKING, Protocol

from qtgames.core.game import GameSpec
from qtgames.core.state import Move

if TYPE_CHECKING:
    from qtgames.app.tabledriver import TableDriver


class GameWindow(Protocol):
    """What a game shown asks of the main window to draw itself there."""

    def draw_table(self, driver: "TableDriver") -> None:
        """Show the local game ``driver`` as its table's view for the person at the
        screen says."""


class ShownGame(Protocol):
    """The game in the main window: see the module docstring."""

    @property
    def spec(self) -> GameSpec | None:
        """The game played (None until a network host said which)."""

    @property
    def asks_before_move(self) -> bool:
        """True when a move chosen now discards the moves after it (after an undo): the
        window asks first."""

    def choose(self, move: Move) -> None:
        """A move chosen on the board: played here, or sent to the host when it may be."""

    def take_back(self) -> None:
        """Move › Undo: take back moves here, or ask the other players to."""

    def draw(self, window: GameWindow) -> None:
        """Show the game in ``window``: board, panels, the actions enabled and named."""

    def may_leave(self) -> bool:
        """Quitting: True when this game may be left (asking first where it goes on for
        others); a local game is kept for Continue."""

    def leave(self) -> bool:
        """Another game takes the window: leave this one (asking first while it goes on
        for others); False when the person chose to stay."""
