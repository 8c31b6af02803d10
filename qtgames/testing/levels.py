"""The computer levels' checks: each level is reproducible from its seed, and plays a whole
game against random without error, within its time.

``level-seed``: a level made twice with the same seed chooses the same moves on a few
positions. Its search is bounded by nodes there (``NODES``), never by the clock, so that
only randomness not drawn from its seed can make two runs differ; the two runs are made
with Python's shared ``random`` module seeded differently, so that a level drawing from it
(``random.random()``) is caught every time.

``level-game``: a level plays a whole game against random moves, each move legal and
chosen within the level's time (``GAME_SECONDS`` here, to keep the check quick) plus
``SLACK``.
"""

import random
import time
from collections.abc import Hashable, Sequence
from typing import Any

from qtgames.ai.player import AnyPlayer, level_player
from qtgames.core.game import Level
from qtgames.core.state import AnyState
from qtgames.testing.playout import ContractError

#: Nodes a level may search when its choices are compared (instead of its clock).
NODES = 1500
#: Positions each level is asked twice about.
POSITIONS = 3
#: The two seeds of Python's shared ``random`` module, one for each run of a level.
SHARED_SEEDS = (11, 12)
#: Seconds per move a level gets in its game against random, and the slack allowed (a
#: busy machine is slow, a level that ignores its budget far slower).
GAME_SECONDS = 0.05
SLACK = 3.0
#: The clock's cap while choices are compared: far beyond what ``NODES`` take, it only
#: stops a level that never counts its nodes.
COMPARED_SECONDS = 30.0


def _bounded(level: Level, seed: int) -> AnyPlayer:
    """A fresh player of ``level`` whose search stops after ``NODES`` nodes, not on the
    clock (so that the same seed must give the same moves)."""
    player = level_player(level, seed)
    player.seconds = COMPARED_SECONDS
    player.max_nodes = NODES if player.max_nodes is None else min(player.max_nodes, NODES)
    return player


def _choices(level: Level, seed: int, states: Sequence[AnyState], shared: int
             ) -> list[Hashable]:
    kept = random.getstate()
    random.seed(shared)
    try:
        player = _bounded(level, seed)
        return [player.choose(state.copy()) for state in states]
    finally:
        random.setstate(kept)


def check_level_seed(level: Level, seed: int, states: Sequence[AnyState]) -> None:
    """``level`` made twice with ``seed`` chooses the same move in each of ``states``."""
    first, second = (_choices(level, seed, states, shared) for shared in SHARED_SEEDS)
    for state, one, other in zip(states, first, second, strict=True):
        if one != other:
            error = ContractError(
                "level-seed", f"level {level.name!r} made twice with seed {seed} chose "
                f"{state.format_move(one)!r}, then {state.format_move(other)!r} in the same "
                f"position ({state.position()!r}): a level may use randomness only through "
                f"the seed it is given")
            error.moves = tuple(map(state.format_move, state.move_stack()))
            raise error


def check_level_game(level: Level, seed: int, start: AnyState, limit: int) -> None:
    """``level`` plays every seat's moves of ``start`` against random moves (the seat to
    move first is the level's) to the end or ``limit`` moves: each move legal, within
    the level's time."""
    state = start
    rng = random.Random(seed)
    player = level_player(level, seed)
    player.seconds = GAME_SECONDS
    seat = state.to_move()
    while not state.is_over() and state.ply() < limit:
        if state.to_move() != seat:
            state.play(rng.choice(sorted(state.legal_moves(), key=state.format_move)))
            continue
        _level_move(level, player, state, seed)


def _level_move(level: Level, player: AnyPlayer, state: AnyState, seed: int) -> None:
    moves = tuple(map(state.format_move, state.move_stack()))
    began = time.monotonic()
    try:
        move: Any = player.choose(state.copy())
    except Exception as error:
        failure = ContractError("level-game", f"level {level.name!r} (seed {seed}), "
                                f"choose(): {type(error).__name__}: {error}")
        failure.moves = moves
        raise failure from error
    spent = time.monotonic() - began
    problem = None
    if move not in state.legal_moves():
        problem = f"chose {move!r}, which is not a legal move"
    elif spent > GAME_SECONDS + SLACK:
        problem = (f"took {spent:.1f} s for a move, given {GAME_SECONDS} s (its seconds "
                   f"budget is not kept)")
    if problem is not None:
        failure = ContractError("level-game", f"level {level.name!r} (seed {seed}) {problem}")
        failure.moves = moves
        raise failure
    state.play(move)
