"""Game review: for every position of a game, the strongest level's move and the first
player's chance to win, and the moves that lost most.

The chance comes from random play-outs, so it means the same for every game; the
preferred move is the strongest level's own choice. Both look only at the
mover's view (``state.view(seat)``): a review never uses cards its mover could not see.
No Qt here: the window runs ``review_game`` in a worker thread, the text version directly.
"""

import math
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from qtgames.ai.mcts import random_playout
from qtgames.ai.player import AnyPlayer, Budget, OutOfBudget, RandomPlayer, level_player
from qtgames.ai.values import team_points
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionValue
from qtgames.core.reviewdata import Review
from qtgames.core.state import AnyState

#: Moves a play-out may last before the game is scored as it stands.
MAX_PLAYOUT = 500

#: Called with (positions reviewed, positions in all) as the review goes on.
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ReviewReach:
    """How much thought each position gets: the preferred move's search is capped by
    ``think_seconds`` and ``think_nodes``; the chance is estimated from ``playouts``
    play-outs within ``value_seconds``. Node counts make a review reproducible; the
    seconds keep a long game's review within a minute."""

    think_seconds: float | None = 0.2
    think_nodes: int | None = None
    playouts: int = 300
    value_seconds: float | None = 0.3


#: The window's and the text version's review: a 60-move game in about half a minute.
DEFAULT_REACH = ReviewReach()


def analyse(state: AnyState, level: Level | None, seed: int = 0,
            reach: ReviewReach = DEFAULT_REACH,
            cancel: threading.Event | None = None) -> tuple[Any | None, float]:
    """The move ``level`` prefers in ``state`` (None once the game is over) and the chance,
    from 0 to 1, that seat 0's side wins, both judged from the mover's own view.

    Raises ``Cancelled`` when ``cancel`` is set meanwhile.
    """
    first_team = state.team_of(0)
    outcome = state.outcome()
    if outcome is not None:
        return None, team_points(state, outcome, first_team)
    mover = state.to_move()
    view = state.view(mover)
    player = _capped(level_player(level, seed) if level is not None else RandomPlayer(seed), reach)
    try:
        best = player.choose(view, cancel)
    finally:
        player.close()
    return best, _chance(view, first_team, random.Random(seed), reach, cancel)


def _chance(view: AnyState, team: int, rng: random.Random, reach: ReviewReach,
            cancel: threading.Event | None) -> float:
    """The share of random play-outs from ``view`` (its hidden parts drawn anew for each)
    that ``team`` wins, a draw counting half: no side's search flatters it, so positions
    whoever is to move compare fairly."""
    budget = Budget(reach.value_seconds, reach.playouts, cancel, check_every=1)
    points, playouts = 0.0, 0
    try:
        while True:
            budget.tick()
            deal = view.determinize(rng)
            outcome = random_playout(deal, rng, MAX_PLAYOUT)
            points += team_points(deal, outcome, team)
            playouts += 1
    except OutOfBudget:
        pass
    return points / playouts if playouts else 0.5


def _capped(player: AnyPlayer, reach: ReviewReach) -> AnyPlayer:
    """``player`` with its search no longer than the review allows."""
    if reach.think_seconds is not None:
        player.seconds = min(player.seconds or math.inf, reach.think_seconds)
    if reach.think_nodes is not None:
        player.max_nodes = min(player.max_nodes or reach.think_nodes, reach.think_nodes)
    return player


def review_game(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                moves: Sequence[str], position: str | None = None,
                reach: ReviewReach = DEFAULT_REACH, progress: Progress | None = None,
                cancel: threading.Event | None = None) -> Review:
    """Review the game of ``spec`` started from ``options``/``seed`` (a record's
    ``deal_seed``) or ``position``, whose ``moves`` are given in notation; raise
    ``Cancelled`` when asked to stop."""
    state = (spec.new_state(options, seed) if position is None
             else spec.from_position(position, options))
    level = spec.levels[-1] if spec.levels else None
    review = Review([], [], [])
    total = len(moves) + 1
    for index in range(total):
        if progress is not None:
            progress(index, total)
        best, value = analyse(state, level, seed + index, reach, cancel)
        review.values.append(value)
        review.best.append(None if best is None else state.format_move(best))
        review.movers.append(-1 if state.is_over() else state.to_move())
        if index < len(moves):
            state.play(state.parse_move(moves[index]))
    if progress is not None:
        progress(total, total)
    return review
