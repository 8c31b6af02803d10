"""Time controls and game clocks, as chess testers write them: ``moves/seconds+increment``.

``40/60+0.5`` gives each player 60 seconds for every 40 moves and 0.5 s more after each
move; ``60+1`` gives 60 seconds for the whole game and 1 s a move; ``300`` five minutes
for the game. A player whose clock runs out loses the game on time.
"""

import math
import re
from dataclasses import dataclass

from qtgames.core.errors import BadInput

#: Bounds of a time control's parts: moves per period, seconds per period, increment.
MOST_MOVES = 1000
SECONDS_RANGE = (0.1, 86_400.0)
MOST_INCREMENT = 3600.0
#: Longest time control text read.
MAX_CHARS = 40
#: Moves to go a level assumes when the period has no move count.
ASSUMED_MOVES = 30
#: Seconds (or this share of what is left, if less) a level keeps in hand for the
#: time its move takes to travel and be counted.
MARGIN_SECONDS = 0.05
MARGIN_SHARE = 0.1

_FORM = re.compile(r"(?:(\d+)/)?(\d+(?:\.\d+)?)(?:\+(\d+(?:\.\d+)?))?")


@dataclass(frozen=True)
class TimeControl:
    """``seconds`` for every ``moves`` moves (None: for the whole game), ``increment``
    seconds added after each move."""

    moves: int | None
    seconds: float
    increment: float = 0.0

    @classmethod
    def parse(cls, text: str) -> "TimeControl":
        """The time control ``text`` spells; a one-line BadInput otherwise.

        >>> TimeControl.parse("40/60+0.5")
        TimeControl(moves=40, seconds=60.0, increment=0.5)
        """
        match = _FORM.fullmatch(text.strip()) if len(text) <= MAX_CHARS else None
        if match is None:
            raise BadInput("--tc {text!r} is not MOVES/SECONDS+INCREMENT (as 40/60+0.5, "
                           "60+1 or 300)", text=text[:MAX_CHARS])
        moves = int(match[1]) if match[1] is not None else None
        seconds, increment = float(match[2]), float(match[3] or 0)
        if moves is not None and not 1 <= moves <= MOST_MOVES:
            raise BadInput("--tc moves must be between 1 and {most}, not {moves}",
                           most=MOST_MOVES, moves=moves)
        low, high = SECONDS_RANGE
        if not (math.isfinite(seconds) and low <= seconds <= high):
            raise BadInput("--tc seconds must be between {low:g} and {high:g}, not {value:g}",
                           low=low, high=high, value=seconds)
        if not increment <= MOST_INCREMENT:
            raise BadInput("--tc increment must be at most {most:g}, not {value:g}",
                           most=MOST_INCREMENT, value=increment)
        return cls(moves, seconds, increment)

    @property
    def text(self) -> str:
        """The time control as ``parse`` reads it (recorded in a results file)."""
        base = f"{self.seconds:g}" + (f"+{self.increment:g}" if self.increment else "")
        return base if self.moves is None else f"{self.moves}/{base}"


@dataclass(frozen=True)
class ClockReading:
    """What a player is told of the clocks before a move: its time left, its opponent's,
    the increment and the moves to the next time control (None: none comes)."""

    left: float
    opponent_left: float
    increment: float
    moves_to_go: int | None

    def share(self) -> float:
        """The seconds a computer player may spend on this move: an even share of what is
        left over the moves to go (``ASSUMED_MOVES`` when unknown) plus half the
        increment, never more than what is left minus a margin."""
        margin = min(MARGIN_SECONDS, MARGIN_SHARE * self.left)
        share = self.left / (self.moves_to_go or ASSUMED_MOVES) + self.increment / 2
        return max(0.0, min(share, self.left - margin))

    def to_json(self) -> dict[str, float | int | None]:
        """The reading as the engine protocol sends it."""
        return {"time_left": round(self.left, 3),
                "opponent_time_left": round(self.opponent_left, 3),
                "increment": self.increment, "moves_to_go": self.moves_to_go}


class Clock:
    """Each seat's time left under ``control``: ``reading`` before a move, ``spend``
    after it."""

    def __init__(self, control: TimeControl, seats: int) -> None:
        """Every seat starts with the control's first period."""
        self.control = control
        self.left = [control.seconds] * seats
        self.moves = [0] * seats

    def moves_to_go(self, seat: int) -> int | None:
        """Moves ``seat`` still makes before its next period (None: no more come)."""
        moves = self.control.moves
        return None if moves is None else moves - self.moves[seat] % moves

    def reading(self, seat: int, opponent: int) -> ClockReading:
        """What ``seat`` is told before its move; ``opponent`` is the seat it faces."""
        return ClockReading(self.left[seat], self.left[opponent], self.control.increment,
                            self.moves_to_go(seat))

    def spend(self, seat: int, seconds: float) -> bool:
        """Take a move's ``seconds`` from ``seat``'s clock; False if that was more than it
        had (it lost on time), else add the increment, and a new period when one starts."""
        if seconds > self.left[seat]:
            self.left[seat] = 0.0
            return False
        self.left[seat] += self.control.increment - seconds
        self.moves[seat] += 1
        moves = self.control.moves
        if moves is not None and self.moves[seat] % moves == 0:
            self.left[seat] += self.control.seconds
        return True
