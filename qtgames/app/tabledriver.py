"""The app's driver of a local game's table (``qtgames.table.Table``): its Qt side.

The table decides what happens next, who sits at the screen, the rules of undo and
redo and what may be shown; ``TableDriver`` carries it out the Qt way: a computer's search in
a worker thread, a forced move after a pause, the hint in another thread. Views listen to
``changed`` and redraw from the table's ``view``.
"""

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from qtgames.ai.player import AnyPlayer
from qtgames.app.aiworker import AIWorker
from qtgames.core.errors import BadInput
from qtgames.core.game import GameSpec
from qtgames.core.record import GameRecord
from qtgames.core.state import Move
from qtgames.table import COMPUTER, FORCED, Table

if TYPE_CHECKING:
    from qtgames.app.shown import GameWindow

#: How long a move played without asking (a pass) stays announced before it is played, so
#: the player reads why the turn changes hands.
FORCED_MOVE_PAUSE_MS = 600


def _failure(error: Exception) -> str:
    return f"{type(error).__name__}: {error}"


class TableDriver(QObject):
    """Drives the table of one game record with its human and computer seats (the
    window's ``ShownGame`` for a local game); the table is ``table``."""

    #: The position, the history, the seats or the thinking state changed.
    changed = Signal()
    #: The hint for the player to move, in the game's notation.
    hintReady = Signal(str)
    #: The rules or a computer player raised: the game cannot go on (message).
    failed = Signal(str)
    #: A move was refused by the rules (the error, whose message says why).
    refused = Signal(object)
    #: The player to move has a single move (a pass), played for them after the delay.
    forced = Signal(object)
    #: (seat, Forfeit): an outside player lost by forfeit; the game waits at its turn.
    forfeited = Signal(int, object)

    def __init__(self, record: GameRecord, min_delay_ms: int = 400,
                 saved: bool = False) -> None:
        """Play ``record``; ``saved`` when it was just opened from a file."""
        super().__init__()
        self.table = Table(record, saved)
        self.min_delay_ms = min_delay_ms
        self.thinking = False
        self.worker = AIWorker()
        self.worker.finished.connect(self._computer_done)
        self.worker.failed.connect(self._computer_failed)
        self.worker.forfeited.connect(self._computer_forfeited)
        self.hinter = AIWorker()
        self.hinter.finished.connect(self._hint_done)
        self.hinter.failed.connect(self._hint_failed)
        self._pending: Move | None = None
        self._think_started = 0.0
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._play_pending)

    # -- state -------------------------------------------------------------------------

    @property
    def record(self) -> GameRecord:
        """The game record shown."""
        return self.table.record

    @property
    def human_to_move(self) -> bool:
        """True when the person at the screen chooses the next move now."""
        return self.table.human_to_move

    @property
    def paused(self) -> bool:
        """True while the computer players are paused."""
        return self.table.paused

    @paused.setter
    def paused(self, paused: bool) -> None:
        self.table.paused = paused

    @property
    def autosaved(self) -> bool:
        """False when the last autosave could not be written."""
        return self.table.autosaved

    # -- the game shown (``qtgames.app.shown.ShownGame``) -----------------------------

    @property
    def spec(self) -> GameSpec:
        """The game played."""
        return self.table.record.spec

    @property
    def asks_before_move(self) -> bool:
        """True when a move chosen now replaces the moves after it (after an undo)."""
        return self.table.replaces_history

    def choose(self, move: Move) -> None:
        """A move chosen on the board by the person to move."""
        self.human_move(move)

    def take_back(self) -> None:
        """Move › Undo."""
        self.undo()

    def draw(self, window: "GameWindow") -> None:
        """Show this game in ``window`` as its table's view for the person at the screen
        says."""
        window.draw_table(self)

    def may_leave(self) -> bool:
        """A local game is kept for Continue: leaving it asks nothing more than the
        window's own rule (``GameFiles.may_discard``)."""
        return True

    def leave(self) -> bool:
        """Another game takes the window: this one is kept for Continue."""
        return True

    def hand_over(self) -> None:
        """The person asked for is at the screen: show them the game and go on."""
        if self.table.hand_over():
            self.changed.emit()
            self._next()

    @property
    def modified(self) -> bool:
        """True when moves were played since the game was last saved or opened."""
        return self.table.modified

    def mark_saved(self) -> None:
        """The game was just saved."""
        self.table.mark_saved()

    def start(self) -> None:
        """Begin (or resume) play: let the computer move if it is its turn."""
        self._next()

    def set_players(self, players: Sequence[str]) -> None:
        """Change who plays each seat (stopping any search; the autosave keeps the new
        seats); ``start`` goes on."""
        self.stop_thinking()
        self.table.set_players(players)
        self._autosave()
        self.changed.emit()

    # -- moves -------------------------------------------------------------------------

    def human_move(self, move: Move) -> None:
        """Play a move chosen on the board by the human to move."""
        if not self.human_to_move or self.thinking:
            return
        self._play(move)

    def _play(self, move: Move) -> None:
        self._release(self.hinter)  # a hint still coming is for the position left behind
        try:
            self.table.play(move)
        except BadInput as error:
            self.refused.emit(error)
            return
        except Exception as error:  # noqa: BLE001 - a plugin bug ends the game, not the app
            self.failed.emit(_failure(error))
            return
        self._autosave()
        self.changed.emit()
        self._next()

    def _next(self) -> None:
        """Carry out what the table says happens now: a forced move after a pause, the
        computer's search, or nothing."""
        if self.paused or self.thinking or self._delay.isActive():
            return
        try:
            coming = self.table.next()
        except Exception as error:  # noqa: BLE001 - a plugin bug ends the game, not the app
            self.failed.emit(_failure(error))
            return
        if coming.kind == FORCED:
            self.forced.emit(coming.move)
            self._pending = coming.move
            self._delay.start(max(self.min_delay_ms, FORCED_MOVE_PAUSE_MS))
            return
        if coming.kind != COMPUTER:
            return
        assert coming.player is not None and coming.view is not None
        self._release(self.worker)
        try:
            self.worker.start(coming.player, coming.view)
        except Exception as error:  # noqa: BLE001 - a plugin bug ends the game, not the app
            self.failed.emit(_failure(error))
            return
        self.thinking = True
        self._think_started = time.monotonic()
        self.changed.emit()

    def _computer_done(self, ticket: int, move: Move) -> None:
        if ticket != self.worker.ticket:
            return
        elapsed_ms = int((time.monotonic() - self._think_started) * 1000)
        self._pending = move
        self._delay.start(max(0, self.min_delay_ms - elapsed_ms))

    def _play_pending(self) -> None:
        move, self._pending = self._pending, None
        self.thinking = False
        if move is not None:
            self._play(move)

    def _computer_failed(self, ticket: int, message: str) -> None:
        if ticket != self.worker.ticket:
            return  # a search given up on (new game, undo, pause): its failure is stale
        self.thinking = False
        self.failed.emit(message)

    def _computer_forfeited(self, ticket: int, forfeit: object) -> None:
        if ticket != self.worker.ticket:
            return
        self.thinking = False  # the game waits: other players (Move › Players), undo, a new game
        self.forfeited.emit(self.record.state.to_move(), forfeit)
        self.changed.emit()

    def _release(self, worker: AIWorker) -> None:
        """Cancel ``worker``'s search; the player it may still use is never used again."""
        abandoned: AnyPlayer | None = worker.cancel()
        if abandoned is not None:
            self.table.discard(abandoned)

    def stop_thinking(self) -> None:
        """Cancel the computer's search and any move waiting to be shown."""
        self._release(self.worker)
        self._release(self.hinter)
        self._delay.stop()
        self._pending = None
        self.thinking = False

    # -- history -----------------------------------------------------------------------

    def undo(self) -> None:
        """Take back moves to the person's previous turn, as the table allows."""
        self.stop_thinking()
        self.table.undo()
        self._after_history_change()

    def redo(self) -> None:
        """Replay undone moves up to a person's next turn."""
        self.stop_thinking()
        self.table.redo()
        self._after_history_change()

    def goto(self, index: int) -> None:
        """Show the position after move ``index`` (0: the start); back at the last one,
        the game goes on."""
        self.stop_thinking()
        self.table.goto(index)
        self._after_history_change()
        self._next()

    def goto_last(self) -> None:
        """Show the last position of the history again: the game goes on from there."""
        self.goto(len(self.record.moves))

    def _after_history_change(self) -> None:
        self._autosave()
        self.changed.emit()

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the computer players."""
        self.paused = paused
        if paused:
            self.stop_thinking()
        self.changed.emit()
        if not paused:
            self._next()

    # -- hints -------------------------------------------------------------------------

    def hint(self) -> None:
        """Ask the hint level for a move for the person to move (``hintReady``); nothing
        for a computer's turn (its move would show its hidden cards)."""
        request = self.table.hint_request()
        if request is None:
            return
        self._release(self.hinter)
        try:
            self.hinter.start(*request)
        except Exception as error:  # noqa: BLE001 - a plugin bug ends the game, not the app
            self.failed.emit(_failure(error))

    def _hint_done(self, ticket: int, move: Move) -> None:
        if ticket == self.hinter.ticket:
            self.hintReady.emit(self.record.state.format_move(move))

    def _hint_failed(self, ticket: int, message: str) -> None:
        if ticket == self.hinter.ticket:
            self.failed.emit(message)

    # -- files -------------------------------------------------------------------------

    def _autosave(self) -> None:
        self.table.autosave_if_changed()

    def save_for_later(self) -> None:
        """Save the game as the one Continue takes up (done after every move as well)."""
        self.table.save_for_later()

    def close(self) -> None:
        """Stop every search and wait for the threads (before the window closes)."""
        self.stop_thinking()
        self.worker.shutdown()
        self.hinter.shutdown()
        self.table.close_players()
