"""The computer-player contract, search budgets and cancellation."""

import random
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, Generic

from qtgames.core.game import Level
from qtgames.core.state import M, S
from qtgames.core.timecontrol import ClockReading

#: A position's value for one team, from that team's point of view (higher is better).
Evaluator = Callable[[S, int], float]
#: Reorders moves best-first for the search (optional per game).
MoveOrderer = Callable[[S, list[M]], list[M]]

CHECK_EVERY = 256  # nodes between two looks at the clock and the cancel flag


class Cancelled(Exception):
    """The search was cancelled from another thread (new game, undo, close)."""


class OutOfBudget(Exception):
    """Raised inside a search when its time or node budget is spent."""


class Budget:
    """How long a search may run: seconds, nodes, and a cancel flag set from elsewhere.

    ``tick()`` is called once per node; every ``check_every`` nodes it raises ``Cancelled``
    if the flag is set, or ``OutOfBudget`` when time or nodes run out. Node budgets make a
    search reproducible; the clock is a safety cap.
    """

    def __init__(self, seconds: float | None = None, max_nodes: int | None = None,
                 cancel: threading.Event | None = None, check_every: int = CHECK_EVERY) -> None:
        self.check_every = check_every
        self.start = time.monotonic()
        self.deadline = self.start + seconds if seconds is not None else float("inf")
        self.max_nodes = max_nodes if max_nodes is not None else 1 << 62
        self.cancel = cancel or threading.Event()
        self.nodes = 0

    def tick(self) -> None:
        """Count one node; raise when the search must stop."""
        self.nodes += 1
        if self.nodes % self.check_every == 0:
            self.check()

    def check(self) -> None:
        """Raise ``Cancelled`` or ``OutOfBudget`` if the search must stop now."""
        if self.cancel.is_set():
            raise Cancelled
        if self.nodes >= self.max_nodes or time.monotonic() >= self.deadline:
            raise OutOfBudget

    def elapsed(self) -> float:
        """Seconds since the budget started."""
        return time.monotonic() - self.start


class Player(ABC, Generic[S, M]):
    """A computer player for states ``S`` with moves ``M``. ``choose`` is the only entry.

    The player is handed the real state but immediately takes ``state.view(seat)``: its
    own copy holding only what its seat may see. Nothing it does can touch the game shown.
    One player object plays a seat for a whole game, so it may remember between moves.
    """

    #: Nodes between two checks of the clock and cancel flag (fewer for costly nodes).
    check_every = CHECK_EVERY
    #: What the last search thought of its position, for the mover's team, in the units of
    #: the game's evaluation (a review turns it into a chance to win); None when the player
    #: does not say, or when it had a single move and did not search.
    last_value: float | None = None
    #: The clocks before this move, when the game has a time control (set by whoever runs
    #: the game): the search then takes no more than ``ClockReading.share``.
    clock: ClockReading | None = None
    #: How far below the best value a move may be and still be chosen, for variety from
    #: game to game (a searching player's); 0: the best move found, as a hint gives.
    tolerance: float = 0.0

    def __init__(self, seed: int = 0, seconds: float | None = None,
                 max_nodes: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.max_nodes = max_nodes
        self.last_nodes = 0

    def choose(self, state: S, cancel: threading.Event | None = None) -> M:
        """The move this player makes for the seat to move; raise ``Cancelled`` if asked."""
        view = state.view(state.to_move())
        self.last_value = None
        moves: list[M] = view.legal_moves()
        if not moves:
            raise ValueError("no move to choose: the game is over")
        seconds = self.seconds
        if self.clock is not None:
            share = self.clock.share()
            seconds = share if seconds is None else min(seconds, share)
        budget = Budget(seconds, self.max_nodes, cancel, self.check_every)
        if budget.cancel.is_set():
            raise Cancelled
        if len(moves) == 1:
            return moves[0]
        first = moves[0]  # a search may reorder ``moves``; this one is legal whatever it does
        try:
            move = self.search(view, moves, budget)
        except OutOfBudget:  # spent before any move was weighed: a legal move beats none
            move = first
        self.last_nodes = budget.nodes
        return move

    @abstractmethod
    def search(self, view: S, moves: list[M], budget: Budget) -> M:
        """Pick one of ``moves`` (at least two) in ``view``, within ``budget``."""

    def get_ready(self, seat: int) -> None:
        """Prepare to play ``seat`` before the game's first move, off its clock (an
        outside player's process starts here); nothing for a player of this process."""

    def close(self) -> None:
        """Release what the player holds (an outside player's process) once its game is
        over or it is discarded; nothing for a player that searches in this process."""


#: A player of any game (what levels make and the shells hold).
AnyPlayer = Player[Any, Any]


def level_player(level: Level, seed: int) -> AnyPlayer:
    """A fresh player of ``level``; a TypeError when its factory makes no player."""
    player = level.make(seed)
    if not isinstance(player, Player):
        raise TypeError(f"level {level.name!r} made {type(player).__name__}, not a player")
    return player


class RandomPlayer(Player[S, M]):
    """Plays a uniformly random legal move (the baseline every level must beat)."""

    def search(self, view: S, moves: list[M], budget: Budget) -> M:
        """Any legal move, uniformly."""
        return self.rng.choice(moves)
