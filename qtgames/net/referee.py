"""What a host judges besides the rules, as a local match does: each seat's clock under a
time control, a cap on a game's moves, and adjudication by the scores the players report.

The host's clock is the only one that counts: a seat's time runs from the moment the host
offers it its turn (every seat connected) to the moment its move arrives, and stops while
a seat is away. A player whose clock runs out loses on time, whether its late move arrives
or not. A score comes with a move (a computer player's own value of its position); the
rules end a game only when both sides' scores agree (see ``ScoreWatch``), so a player who
lies about its scores can only lose or draw by it.
"""

from collections.abc import Sequence

from qtgames.ai.adjudication import Adjudication, ScoreWatch, reported_score
from qtgames.core.outcome import Outcome
from qtgames.core.timecontrol import Clock, TimeControl


class Referee:
    """The clock, the move cap and the score rules of a hosted game; ``new_game`` before
    each game (seats' sides given)."""

    def __init__(self, time_control: TimeControl | None = None, max_plies: int | None = None,
                 adjudication: Adjudication | None = None) -> None:
        self.time_control = time_control
        self.max_plies = max_plies
        self.adjudication = adjudication
        self.clock: Clock | None = None
        #: The seat whose time runs, and since when (None: no clock runs).
        self.running: tuple[int, float] | None = None
        self.watch: ScoreWatch | None = None
        #: Per move played, the score its player reported (None: none).
        self.scores: list[float | None] = []
        #: The result the score rules gave the game (None: none yet).
        self.verdict: Outcome | None = None

    def new_game(self, teams: Sequence[int]) -> None:
        """A game begins with full clocks and no score; ``teams[seat]`` is each seat's
        side."""
        self.clock = (None if self.time_control is None
                      else Clock(self.time_control, len(teams)))
        self.running = None
        self.watch = None if self.adjudication is None else ScoreWatch(self.adjudication,
                                                                       teams)
        self.scores = []
        self.verdict = None

    # -- the clock -------------------------------------------------------------------------

    def run(self, seat: int | None, now: float) -> None:
        """From ``now``, ``seat``'s time runs (None: nobody's, the game paused or over);
        the time of the seat whose time ran until now is taken from its clock."""
        if self.clock is None:
            return
        if self.running is not None and self.running[0] == seat:
            return
        self._charge(now)
        self.running = None if seat is None else (seat, now)

    def _charge(self, now: float) -> None:
        """Take the running seat's time so far from its clock (no move made: no
        increment)."""
        if self.clock is not None and self.running is not None:
            seat, since = self.running
            self.clock.left[seat] = max(0.0, self.clock.left[seat] - (now - since))
            self.running = (seat, now)

    def moved(self, seat: int, now: float) -> bool:
        """``seat`` made its move at ``now``: its time is spent (the increment added);
        False when its clock ran out before."""
        if self.clock is None:
            return True
        since = self.running[1] if self.running is not None and self.running[0] == seat \
            else now
        self.running = None
        return self.clock.spend(seat, now - since)

    def flag_at(self) -> float | None:
        """When the running seat's clock runs out (None: no clock runs)."""
        if self.clock is None or self.running is None:
            return None
        seat, since = self.running
        return since + self.clock.left[seat]

    def fallen(self, now: float) -> int | None:
        """The seat whose clock has run out at ``now``, else None."""
        due = self.flag_at()
        if due is None or now < due or self.running is None:
            return None
        seat = self.running[0]
        self._charge(now)
        self.running = None
        return seat

    def left(self, seat: int, now: float) -> float | None:
        """Seconds ``seat`` has left at ``now`` (None: no clock)."""
        if self.clock is None:
            return None
        left = self.clock.left[seat]
        if self.running is not None and self.running[0] == seat:
            left -= now - self.running[1]
        return max(0.0, left)

    # -- scores ----------------------------------------------------------------------------

    def taken_back(self, plies: int) -> None:
        """Moves were taken back to ``plies``: their scores go, and the score rules start
        counting again (they follow each side's last moves in a row)."""
        del self.scores[plies:]
        self.verdict = None
        if self.watch is not None and self.adjudication is not None:
            self.watch = ScoreWatch(self.adjudication, self.watch.teams)

    def scored(self, team: int, score: object) -> Outcome | None:
        """Count a move of side ``team`` with the ``score`` its player reported (anything
        but a number in range is no score); the result the score rules give now."""
        value = reported_score(score)
        self.scores.append(value)
        self.verdict = None if self.watch is None else self.watch.add(team, value)
        return self.verdict
