"""Seeded random games, the raw material of every contract check.

A random game draws each move with ``random.Random(seed)`` among the legal moves sorted by
notation, so the game played does not depend on the order a plugin lists its moves in; it
keeps copies of its states every ``CHECKPOINT`` plies so that any position along it is
rebuilt cheaply, by replaying from the nearest copy.
"""

import random
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from qtgames.core.state import AnyState

#: Plies between two copies a play-out keeps (replaying from the nearest is cheap).
CHECKPOINT = 10
#: A random game is cut after this many times ``spec.max_plies`` moves.
LONGEST = 5


class ContractError(AssertionError):
    """A game broke an invariant of the ``GameState`` contract.

    ``invariant`` is the invariant's short name (``undo``, ``over-iff-no-moves``...);
    ``str(error)`` names it before what went wrong. It is an ``AssertionError``, so a
    plugin's own pytest reports it as a failed test.
    """

    def __init__(self, invariant: str, detail: str) -> None:
        self.invariant = invariant
        self.detail = detail
        #: The moves, in notation, from the start to where it fails, when the check knows
        #: better than its caller.
        self.moves: tuple[str, ...] | None = None
        super().__init__(f"{invariant}: {detail}")


def choose(state: AnyState, rng: random.Random) -> Hashable:
    """A random legal move; drawn among the moves sorted by notation, so that the game
    played does not depend on the order the plugin lists its moves in."""
    move: Hashable = rng.choice(sorted(state.legal_moves(), key=state.format_move))
    return move


@dataclass(frozen=True)
class Playout:
    """A seeded random game: its moves, and copies of its states every ``CHECKPOINT``
    plies, each with its position when it was copied."""

    moves: tuple[Hashable, ...]
    checkpoints: tuple[tuple[AnyState, str], ...]

    def checkpoint(self, ply: int) -> AnyState:
        """The kept copy at or before ``ply``, checked to be as it was kept (everything
        relies on ``copy``: a copy that changes with its original is reported as such)."""
        index = ply // CHECKPOINT
        state, position = self.checkpoints[index]
        if state.position() != position:
            raise ContractError(
                "copy", f"the copy made at ply {index * CHECKPOINT} changed to "
                f"{state.position()!r} as the game went on")
        return state

    def state_at(self, ply: int) -> AnyState:
        """A fresh state after the first ``ply`` moves (its history holds them all)."""
        state = self.checkpoint(ply).copy()
        for move in self.moves[state.ply():ply]:
            state.play(move)
        return state

    def states(self, plies: Iterable[int]) -> list[AnyState]:
        """Fresh states after each of ``plies`` moves."""
        return [self.state_at(ply) for ply in plies]


def play_random(start: AnyState, seed: int, limit: int) -> Playout:
    """A random game from ``start`` (which it plays on), drawn with ``seed``, played until
    it ends or ``limit`` moves were played."""
    state = start
    rng = random.Random(seed)
    checkpoints = [(state.copy(), state.position())]
    while not state.is_over() and state.ply() < limit:
        move = _call(state, "legal_moves() fails", choose, state, rng)
        _call(state, f"legal_moves() lists {_notation(state, move)}, which play() cannot "
              "play", state.play, move)
        if state.ply() % CHECKPOINT == 0:
            checkpoints.append((state.copy(), state.position()))
    game = Playout(tuple(state.move_stack()), tuple(checkpoints))
    for ply in range(0, len(game.moves) + 1, CHECKPOINT):
        game.checkpoint(ply)
    return game


def _written(state: AnyState, move: Hashable) -> str:
    try:
        return str(state.format_move(move))
    except Exception:  # noqa: BLE001 - a move the game cannot write is shown as it is
        return repr(move)


def _notation(state: AnyState, move: Hashable) -> str:
    return repr(_written(state, move))


def _call(state: AnyState, what: str, action: Callable[..., Any], *args: Any) -> Any:
    """``action(*args)``; a failure is the ``play`` invariant's, saying ``what`` failed,
    at the moves played so far."""
    try:
        return action(*args)
    except Exception as error:
        failure = ContractError("play", f"{what}: {type(error).__name__}: {error}")
        failure.moves = tuple(_written(state, move) for move in state.move_stack())
        raise failure from error


def spread(length: int, count: int) -> list[int]:
    """About ``count`` plies from 0 to ``length`` evenly spread, the last two always."""
    step = max(1, length // max(1, count))
    return sorted(set(range(0, length + 1, step)) | {max(0, length - 1), length})


def snapshot(state: AnyState) -> tuple[object, ...]:
    """Everything the contract lets one read of a state's position, to compare two."""
    return (state.position(), state.key(), state.to_move(), state.ply(), state.outcome(),
            state.is_over(), state.legal_moves(), state.forced_move())
