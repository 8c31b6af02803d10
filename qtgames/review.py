"""Game review: for every position of a game, the strongest level's move and the first
player's chance to win, the exact result where the game can prove it, and the marks of the
moves that cost their player most.

The chance is the strongest level's search value turned into a chance to win by the curve
fitted for the game on self-play games (``qtgames.calibration``); a game without a curve,
or a level that gives no value, falls back to the share of random play-outs won. Where the
game proves the exact result (``GameState.solve``), that result decides the chance (1, ½
or 0), the preferred move and the marks. Everything looks only at the mover's view
(``state.view(seat)``): a review never uses cards its mover could not see.
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
from qtgames.calibration import Curve, curve_for
from qtgames.core.chance import Revealed
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionValue

# The review's data and marks live in the core (a save keeps them); offered here too.
from qtgames.core.reviewdata import MARK_NAMES as MARK_NAMES
from qtgames.core.reviewdata import MARKS as MARKS
from qtgames.core.reviewdata import Review as Review
from qtgames.core.state import AnyState

#: Moves a play-out may last before the game is scored as it stands.
MAX_PLAYOUT = 500

#: Forced moves looked through to find a position the level really searches.
MAX_FORCED = 8

#: Called with (positions reviewed, positions in all) as the review goes on.
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class ReviewReach:
    """How much thought each position gets: the search is capped by ``think_seconds`` and
    ``think_nodes`` (as many nodes as the curves were fitted with, by default); where a
    game has no curve, the chance is estimated from ``playouts`` play-outs within
    ``value_seconds``. Node counts make a review reproducible; the seconds keep a long
    game's review within a minute or two."""

    think_seconds: float | None = 1.0
    think_nodes: int | None = 1000
    playouts: int = 300
    value_seconds: float | None = 0.3
    #: A marked move is searched again by the strongest level at its own strength (the
    #: one hints come from), for at most these seconds: a move it plays itself is not
    #: marked. 0: no second look.
    confirm_seconds: float | None = 3.0


#: The window's and the text version's review.
DEFAULT_REACH = ReviewReach()


@dataclass(frozen=True)
class Judgement:
    """One position judged: the preferred move (None at the end), seat 0's side's chance
    to win, and the exact final score difference for seat 0's side when it is proved."""

    best: Any | None
    chance: float
    exact: int | None


def analyse(state: AnyState, level: Level | None, seed: int = 0,
            reach: ReviewReach = DEFAULT_REACH,
            cancel: threading.Event | None = None,
            curve: Curve | None = None, starter: int | None = None
            ) -> tuple[Any | None, float]:
    """The move ``level`` prefers in ``state`` (None once the game is over) and the chance,
    from 0 to 1, that seat 0's side wins (see ``judge``)."""
    judgement = judge(state, level, seed, reach, cancel, curve, starter)
    return judgement.best, judgement.chance


def judge(state: AnyState, level: Level | None, seed: int = 0,
          reach: ReviewReach = DEFAULT_REACH, cancel: threading.Event | None = None,
          curve: Curve | None = None, starter: int | None = None) -> Judgement:
    """Judge ``state`` from its mover's own view: the exact result when the game proves
    one, else ``curve`` on the level's search value (and on whether the mover's side is
    ``starter``, the team that moved first), else random play-outs.

    Raises ``Cancelled`` when ``cancel`` is set meanwhile.
    """
    first_team = state.team_of(0)
    mover = state.to_move()
    view = state.view(mover) if not state.is_over() else state
    mover_is_first = view.team_of(mover) == first_team
    solution = view.solve()
    exact = None
    if solution is not None:
        exact = solution.score if mover_is_first else -solution.score
    outcome = state.outcome()
    if outcome is not None:
        return Judgement(None, team_points(state, outcome, first_team), exact)
    if solution is not None:
        chance = 1.0 if solution.score > 0 else 0.5 if solution.score == 0 else 0.0
        return Judgement(solution.move, chance if mover_is_first else 1.0 - chance, exact)
    player = _capped(level_player(level, seed) if level is not None else RandomPlayer(seed),
                     reach)
    try:
        best = player.choose(view, cancel)
    finally:
        player.close()
    if curve is not None:
        searched = _searched_value(view, player, level, seed, reach, cancel, curve, starter)
        if searched is not None:
            return Judgement(best, searched if mover_is_first else 1.0 - searched, None)
    return Judgement(best, _chance(view, first_team, random.Random(seed), reach, cancel),
                     None)


def _searched_value(view: AnyState, player: AnyPlayer, level: Level | None,
                    seed: int, reach: ReviewReach, cancel: threading.Event | None,
                    curve: Curve, starter: int | None = None) -> float | None:
    """The mover's chance from the level's search value; a forced move is looked through
    (the position after it is analysed instead); None when no value is known."""
    mover_team = view.team_of(view.to_move())
    if player.last_value is not None:
        return curve.chance(player.last_value, mover_team == starter)
    after = view.determinize(random.Random(seed))  # a hidden hand guessed, never seen
    for _ in range(MAX_FORCED):
        if len(after.legal_moves()) != 1:
            return None
        after.play(after.legal_moves()[0])
        if after.is_over() or len(after.legal_moves()) > 1:
            break
    else:
        return None
    _, first_chance = analyse(after, level, seed, reach, cancel, curve, starter)
    return first_chance if mover_team == after.team_of(0) else 1.0 - first_chance


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


def _strongest_plays(state: AnyState, move: str, level: Level, seed: int, reach: ReviewReach,
                     cancel: threading.Event | None) -> bool:
    """True when ``level`` at its own strength, as it gives hints (the best move it finds),
    plays ``move`` in ``state`` within ``reach.confirm_seconds``."""
    if reach.confirm_seconds is not None and reach.confirm_seconds <= 0:
        return False
    player = level_player(level, seed)
    player.tolerance = 0.0
    if reach.confirm_seconds is not None:
        player.seconds = min(player.seconds or math.inf, reach.confirm_seconds)
    try:
        chosen = player.choose(state.view(state.to_move()), cancel)
    finally:
        player.close()
    return state.format_move(chosen) == state.format_move(state.parse_move(move))


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
                cancel: threading.Event | None = None,
                revealed: Sequence[Revealed | None] = ()) -> Review:
    """Review the game of ``spec`` started from ``options``/``seed`` (or ``position``)
    whose ``moves`` are given in notation, with the cards each revealed (``revealed``,
    as a record keeps them); raise ``Cancelled`` when asked to stop."""
    state = (spec.new_state(options, seed) if position is None
             else spec.from_position(position, options))
    level = spec.levels[-1] if spec.levels else None
    curve = curve_for(spec, options)
    starter = state.team_of(state.to_move())
    teams = spec.teams_for(options)
    review = Review([], [], [], [])
    total = len(moves) + 1
    before = state
    for index in range(total):
        if progress is not None:
            progress(index, total)
        judgement = judge(state, level, seed + index, reach, cancel, curve, starter)
        review.values.append(judgement.chance)
        review.best.append(None if judgement.best is None
                           else state.format_move(judgement.best))
        review.movers.append(-1 if state.is_over() else state.to_move())
        review.exact.append(judgement.exact)
        if (index and level is not None and review.mark(index, teams, moves) is not None
                and _strongest_plays(before, moves[index - 1], level, seed, reach, cancel)):
            review.best[index - 1] = moves[index - 1]
        if index < len(moves):
            before = state.copy()
            state.replay(state.parse_move(moves[index]),
                         revealed[index] if index < len(revealed) else None)
    if progress is not None:
        progress(total, total)
    return review


@dataclass(frozen=True)
class PlyRow:
    """One move of a reviewed game as ``qtgames review`` and the text version print it:
    its mark, the chance to win of the side that played it afterwards, the move the
    review preferred in its place, and the proved final score difference for that side
    after it (None when not proved)."""

    ply: int
    move: str
    mark: str | None
    chance: float
    preferred: str | None
    exact: int | None

    def to_json(self) -> dict[str, Any]:
        """The row as ``qtgames review --json`` prints it."""
        return {"ply": self.ply, "move": self.move, "mark": self.mark,
                "chance": round(self.chance, 3), "preferred": self.preferred,
                "exact": self.exact}


def ply_rows(review: Review, moves: Sequence[str], teams: Sequence[int]) -> list[PlyRow]:
    """A row for every reviewed move, in order."""
    return [PlyRow(ply, moves[ply - 1], review.mark(ply, teams, moves),
                   review.chance_after(ply, teams), review.best[ply - 1],
                   review.exact_after(ply, teams))
            for ply in range(1, min(review.positions, len(moves) + 1))
            if review.movers[ply - 1] >= 0]
