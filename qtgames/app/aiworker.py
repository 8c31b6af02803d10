"""The computer thinks in a worker thread on its own copy of the game.

Each search gets a ticket; a result or a failure whose ticket is no longer the current one
(the game was undone, restarted or closed meanwhile) is dropped by the receiver, and a
search cancelled before it failed reports nothing. ``cancel()`` stops the search within a
fraction of a second through the player's cancel flag (an outside player's process is
killed), and says which player object the abandoned search may still be using: it must
not be given to another search.
"""

import threading

from PySide6.QtCore import QObject, Signal

from qtgames.ai.player import AnyPlayer, Cancelled
from qtgames.core.state import AnyState
from qtgames.players import Forfeit


class AIWorker(QObject):
    """Runs ``player.choose(view)`` off the GUI thread and reports with a signal."""

    #: (ticket, move) when a search ends normally.
    finished = Signal(int, object)
    #: (ticket, message) when the player raised an error.
    failed = Signal(int, str)
    #: (ticket, Forfeit) when an outside player lost the game by forfeit.
    forfeited = Signal(int, object)

    def __init__(self) -> None:
        super().__init__()
        self.ticket = 0
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        #: The player of the search under way, until its ``choose`` returns or raises.
        self._player: AnyPlayer | None = None
        self._done = threading.Event()

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self._thread is not None and self._thread.is_alive()

    def start(self, player: AnyPlayer, view: AnyState) -> int:
        """Cancel any search and start ``player`` on ``view`` (a copy nobody else touches).

        ``player`` must not be the object a cancelled search is still using.
        """
        if self.cancel() is player:
            raise ValueError("this player is still busy with a cancelled search")
        self.ticket += 1
        ticket = self.ticket
        cancel = self._cancel = threading.Event()
        done = self._done = threading.Event()
        self._player = player

        def run() -> None:
            try:
                move = player.choose(view, cancel)
            except Cancelled:
                return
            except Forfeit as forfeit:
                if not cancel.is_set():
                    self.forfeited.emit(ticket, forfeit)
                return
            except Exception as error:  # noqa: BLE001 - reported to the GUI, never raised
                if not cancel.is_set():
                    self.failed.emit(ticket, f"{type(error).__name__}: {error}")
                return
            finally:
                done.set()  # the player is free again from here on
            if not cancel.is_set():
                self.finished.emit(ticket, move)

        self._thread = threading.Thread(target=run, name="qtgames-ai", daemon=True)
        self._thread.start()
        return ticket

    def cancel(self) -> AnyPlayer | None:
        """Stop the current search (its result, if any, is ignored); return its player
        while the search still uses it, else None."""
        self._cancel.set()
        self.ticket += 1
        return self._player if self._player is not None and not self._done.is_set() else None

    def shutdown(self, timeout: float = 2.0) -> None:
        """Cancel and wait for the thread to end (before the application quits)."""
        self.cancel()
        if self._thread is not None:
            self._thread.join(timeout)
