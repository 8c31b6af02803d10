"""A tournament run in a background thread, reported to the window by Qt signals.

The runner's thread owns the ``Tournament``: after each game it makes a ``Snapshot`` of the
tables (standings, crosstable, ratings) and sends that, so the window never reads the
tournament while it changes.
"""

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from qtgames.core.errors import QtGamesError
from qtgames.core.game import GameSpec
from qtgames.core.i18n import said
from qtgames.tournament import report
from qtgames.tournament.choices import Exports
from qtgames.tournament.games import GameJob, Line
from qtgames.tournament.ratings import Rating
from qtgames.tournament.runner import Tournament, TournamentConfig, run_tournament

log = logging.getLogger(__name__)

#: Shortest time between two reports of the moves of the game being played.
MOVE_SECONDS = 0.05


@dataclass(frozen=True)
class Snapshot:
    """The tables of a tournament at one moment, and the games finished since the last."""

    done: int
    expected: int
    resumed: int
    leader: tuple[str, float, int] | None
    standings: list[dict[str, Any]]
    crosstable: dict[str, dict[str, list[float]]]
    ratings: list[Rating]
    lines: list[Line] = field(default_factory=list)
    finished: bool = False
    cancelled: bool = False


def snapshot(tournament: Tournament, lines: list[Line], finished: bool = False) -> Snapshot:
    """The tables of ``tournament`` now."""
    return Snapshot(tournament.done, tournament.expected, tournament.resumed,
                    tournament.counted.leader(), report.standings(tournament),
                    report.crosstable(tournament), tournament.ratings().table, lines,
                    finished, tournament.cancelled)


class TournamentRun(QObject):
    """One tournament played in a thread of its own; ``cancel`` stops it after the games
    being played (the results file keeps every finished game)."""

    #: A ``Snapshot`` after each game (and a last one, ``finished``, at the end).
    progressed = Signal(object)
    #: A game being played in this process: (``GameJob``, its moves so far).
    moved = Signal(object, object)
    #: The run could not start or stopped on an error: the error (``QtGamesError`` or any
    #: other exception).
    failed = Signal(object)

    def __init__(self, config: TournamentConfig,
                 lookup: Callable[[str], GameSpec] | None = None,
                 exports: Exports | None = None) -> None:
        """Play ``config``'s tournament, its game found by ``lookup`` (the app's games),
        and write its games to ``exports`` when it ends (checked before it starts)."""
        # No parent: the thread keeps this object, so it outlives a window closed under it
        # (Qt drops the signals to a receiver that is gone).
        super().__init__()
        self.config = config
        self.lookup = lookup
        self.exports = exports or Exports()
        self.cancel_event = threading.Event()
        self.tournament: Tournament | None = None
        self._thread = threading.Thread(target=self._run, name="tournament", daemon=True)
        self._start = 0.0
        self._last_move = 0.0

    def start(self) -> None:
        """Start playing."""
        self._start = time.monotonic()
        self._thread.start()

    def cancel(self) -> None:
        """Stop after the games being played."""
        self.cancel_event.set()

    def running(self) -> bool:
        """True while the thread plays."""
        return self._thread.is_alive()

    def wait(self, seconds: float | None = None) -> bool:
        """Wait for the thread to end; True when it has."""
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def elapsed(self) -> float:
        """Seconds since the run started."""
        return time.monotonic() - self._start

    def _game_done(self, tournament: Tournament, line: Line) -> None:
        self.progressed.emit(snapshot(tournament, [line]))

    def _moved(self, job: GameJob, moves: tuple[str, ...]) -> None:
        # A game's start always; then at most one report per MOVE_SECONDS, so that fast
        # players do not flood the window (the end comes with the game's line).
        now = time.monotonic()
        if not moves or now - self._last_move >= MOVE_SECONDS:
            self._last_move = now
            self.moved.emit(job, moves)

    def _run(self) -> None:
        try:
            tournament = run_tournament(self.config, on_game_done=self._game_done,
                                        cancel=self.cancel_event, on_move=self._moved,
                                        lookup=self.lookup, keep_lines=bool(self.exports))
            if self.exports:
                self.exports.write(tournament)
        except QtGamesError as error:
            self.failed.emit(error)
            return
        except Exception as error:  # no traceback reaches the user
            log.warning("%s", said("the tournament stopped on an error"), exc_info=True)
            self.failed.emit(error)
            return
        self.tournament = tournament
        self.progressed.emit(snapshot(tournament, [], finished=True))
