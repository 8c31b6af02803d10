"""The computer thinks in a worker thread on its own copy of the game.

Each search gets a ticket; a result whose ticket is no longer the current one (the game was
undone, restarted or closed meanwhile) is dropped. ``cancel()`` stops the search within a
fraction of a second through the player's cancel flag.
"""

import threading

from PySide6.QtCore import QObject, Signal

from qtgames.ai.player import Cancelled, Player
from qtgames.core.state import GameState


class AIWorker(QObject):
    """Runs ``player.choose(view)`` off the GUI thread and reports with a signal."""

    #: (ticket, move) when a search ends normally.
    finished = Signal(int, object)
    #: (ticket, message) when the player raised an error.
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.ticket = 0
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, player: Player, view: GameState) -> int:
        """Cancel any search and start ``player`` on ``view`` (a copy nobody else touches)."""
        self.cancel()
        self.ticket += 1
        ticket = self.ticket
        cancel = self._cancel = threading.Event()

        def run() -> None:
            try:
                move = player.choose(view, cancel)
            except Cancelled:
                return
            except Exception as error:  # noqa: BLE001 - reported to the GUI, never raised
                self.failed.emit(ticket, f"{type(error).__name__}: {error}")
                return
            if not cancel.is_set():
                self.finished.emit(ticket, move)

        self._thread = threading.Thread(target=run, name="qtgames-ai", daemon=True)
        self._thread.start()
        return ticket

    def cancel(self) -> None:
        """Stop the current search (its result, if any, is ignored)."""
        self._cancel.set()
        self.ticket += 1

    def shutdown(self, timeout: float = 2.0) -> None:
        """Cancel and wait for the thread to end (before the application quits)."""
        self.cancel()
        if self._thread is not None:
            self._thread.join(timeout)
