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
from dataclasses import dataclass, field
from typing import Any

from qtgames.ai.mcts import random_playout
from qtgames.ai.player import AnyPlayer, Budget, OutOfBudget, RandomPlayer
from qtgames.ai.values import team_points
from qtgames.calibration import Curve, curve_for
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState

#: Marks by the chance to win a move cost its player (on the 0 to 1 scale), worst first:
#: lichess's 0.1, 0.2 and 0.3 of its winning-chance scale, here on the chance itself.
MARKS = ((0.30, "??"), (0.20, "?"), (0.10, "?!"))
#: What each mark means, in words.
MARK_NAMES = {"??": "blunder", "?": "mistake", "?!": "inaccuracy"}
#: The mark of a move that throws away a proved win or draw.
THROWN_AWAY = "??"
#: The mark of a move that keeps a proved result but loses part of the final score.
SCORE_LOST = "?!"

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
            curve: Curve | None = None) -> tuple[Any | None, float]:
    """The move ``level`` prefers in ``state`` (None once the game is over) and the chance,
    from 0 to 1, that seat 0's side wins (see ``judge``)."""
    judgement = judge(state, level, seed, reach, cancel, curve)
    return judgement.best, judgement.chance


def judge(state: AnyState, level: Level | None, seed: int = 0,
          reach: ReviewReach = DEFAULT_REACH, cancel: threading.Event | None = None,
          curve: Curve | None = None) -> Judgement:
    """Judge ``state`` from its mover's own view: the exact result when the game proves
    one, else ``curve`` on the level's search value, else random play-outs.

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
    player = _capped(level.make(seed) if level is not None else RandomPlayer(seed), reach)
    try:
        best = player.choose(view, cancel)
    finally:
        player.close()
    if curve is not None:
        searched = _searched_value(view, player, level, seed, reach, cancel, curve)
        if searched is not None:
            return Judgement(best, searched if mover_is_first else 1.0 - searched, None)
    return Judgement(best, _chance(view, first_team, random.Random(seed), reach, cancel),
                     None)


def _searched_value(view: AnyState, player: AnyPlayer, level: Level | None,
                    seed: int, reach: ReviewReach, cancel: threading.Event | None,
                    curve: Curve) -> float | None:
    """The mover's chance from the level's search value; a forced move is looked through
    (the position after it is analysed instead); None when no value is known."""
    if player.last_value is not None:
        return curve.chance(player.last_value)
    mover_team = view.team_of(view.to_move())
    after = view.determinize(random.Random(seed))  # a hidden hand guessed, never seen
    for _ in range(MAX_FORCED):
        if len(after.legal_moves()) != 1:
            return None
        after.play(after.legal_moves()[0])
        if after.is_over() or len(after.legal_moves()) > 1:
            break
    else:
        return None
    _, first_chance = analyse(after, level, seed, reach, cancel, curve)
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


def _capped(player: AnyPlayer, reach: ReviewReach) -> AnyPlayer:
    """``player`` with its search no longer than the review allows."""
    if reach.think_seconds is not None:
        player.seconds = min(player.seconds or math.inf, reach.think_seconds)
    if reach.think_nodes is not None:
        player.max_nodes = min(player.max_nodes or reach.think_nodes, reach.think_nodes)
    return player


@dataclass
class Review:
    """A game's review, position by position (0: the start; n: after move n).

    ``values[i]`` is seat 0's side's chance in position i, ``best[i]`` the preferred move's
    notation (None at the end), ``movers[i]`` the seat to move (-1 at the end), ``exact[i]``
    the proved final score difference for seat 0's side (None when not proved). A review
    may cover only the first positions of a game played on after it.
    """

    values: list[float]
    best: list[str | None]
    movers: list[int]
    exact: list[int | None] = field(default_factory=list)

    def __post_init__(self) -> None:
        """A review made without exact results has none anywhere."""
        if len(self.exact) != len(self.values):
            self.exact = [None] * len(self.values)

    @property
    def positions(self) -> int:
        """How many positions were reviewed."""
        return len(self.values)

    def _mover_is_first(self, move: int, teams: Sequence[int]) -> bool:
        return teams[self.movers[move - 1]] == teams[0]

    def loss(self, move: int, teams: Sequence[int]) -> float:
        """How much of the chance to win move ``move`` (from 1) cost the side that played
        it (negative when it gained); 0 when the review does not reach it."""
        if not 1 <= move < self.positions or self.movers[move - 1] < 0:
            return 0.0
        before, after = self.values[move - 1], self.values[move]
        gained = after - before
        return -gained if self._mover_is_first(move, teams) else gained

    def chance_after(self, move: int, teams: Sequence[int]) -> float:
        """The chance to win of the side that played move ``move``, after it."""
        value = self.values[move]
        return value if self._mover_is_first(move, teams) else 1.0 - value

    def exact_after(self, move: int, teams: Sequence[int]) -> int | None:
        """The proved final score difference, for the side that played move ``move``, of
        the position it led to; None when not proved."""
        value = self.exact[move]
        if value is None:
            return None
        return value if self._mover_is_first(move, teams) else -value

    def mark(self, move: int, teams: Sequence[int]) -> str | None:
        """``??``, ``?`` or ``?!`` for move ``move`` (from 1), or None. Where the results
        before and after it are proved, they alone decide: a move that keeps the result
        is never marked, one that throws away a win or a draw is ``??``, one that only
        loses score ``?!``. Elsewhere the chance it cost decides (``MARKS``)."""
        if not 1 <= move < self.positions or self.movers[move - 1] < 0:
            return None
        before, after = self.exact[move - 1], self.exact[move]
        if before is not None and after is not None:
            if not self._mover_is_first(move, teams):
                before, after = -before, -after
            if after >= before:
                return None
            return SCORE_LOST if _sign(after) == _sign(before) else THROWN_AWAY
        loss = self.loss(move, teams)
        return next((mark for threshold, mark in MARKS if loss >= threshold - 1e-9), None)

    def marks(self, teams: Sequence[int]) -> dict[int, str]:
        """Every marked move (numbered from 1) with its mark."""
        found = {move: self.mark(move, teams) for move in range(1, self.positions)}
        return {move: mark for move, mark in found.items() if mark is not None}

    def mistakes(self, teams: Sequence[int]) -> list[int]:
        """The marked moves, numbered from 1, in order."""
        return sorted(self.marks(teams))

    def truncate(self, moves: int) -> None:
        """Forget what lies beyond the position after ``moves`` moves (a new move there)."""
        del self.values[moves + 1:]
        del self.best[moves + 1:]
        del self.movers[moves + 1:]
        del self.exact[moves + 1:]

    def to_json(self) -> dict[str, Any]:
        """The review as a save file keeps it."""
        return {"values": [round(value, 4) for value in self.values], "best": list(self.best),
                "movers": list(self.movers), "exact": list(self.exact)}

    @classmethod
    def from_json(cls, data: Any, moves: int, seats: int) -> "Review":
        """A review read from a save file of ``moves`` moves and ``seats`` seats (one
        without exact results, from an older version, has none); raise ValueError when
        it is not one."""
        if not isinstance(data, dict):
            raise ValueError("the review is not an object")
        values, best, movers = data.get("values"), data.get("best"), data.get("movers")
        if not (isinstance(values, list) and isinstance(best, list)
                and isinstance(movers, list)):
            raise ValueError("the review lacks its lists")
        if not (len(values) == len(best) == len(movers) and 0 < len(values) <= moves + 1):
            raise ValueError("the review's lists do not match the game")
        if any(isinstance(v, bool) or not isinstance(v, int | float) or not 0 <= v <= 1
               for v in values):
            raise ValueError("the review's chances are not between 0 and 1")
        if any(move is not None and not isinstance(move, str) for move in best):
            raise ValueError("the review's moves are not texts")
        if any(isinstance(m, bool) or not isinstance(m, int) or not -1 <= m < seats
               for m in movers):
            raise ValueError("the review's seats are not seats")
        exact = data.get("exact", [None] * len(values))
        if not (isinstance(exact, list) and len(exact) == len(values)) or any(
                e is not None and (isinstance(e, bool) or not isinstance(e, int)
                                   or not -MAX_SCORE <= e <= MAX_SCORE) for e in exact):
            raise ValueError("the review's exact results are not scores")
        return cls([float(value) for value in values], list(best), list(movers), list(exact))


#: Bound on an exact score read from a file (Black & White 26×26 has 676 squares).
MAX_SCORE = 100_000


def _sign(score: int) -> int:
    return (score > 0) - (score < 0)


def review_game(spec: GameSpec, options: Mapping[str, OptionValue], seed: int,
                moves: Sequence[str], position: str | None = None,
                reach: ReviewReach = DEFAULT_REACH, progress: Progress | None = None,
                cancel: threading.Event | None = None) -> Review:
    """Review the game of ``spec`` started from ``options``/``seed`` (or ``position``)
    whose ``moves`` are given in notation; raise ``Cancelled`` when asked to stop."""
    state = (spec.new_state(options, seed) if position is None
             else spec.from_position(position, options))
    level = spec.levels[-1] if spec.levels else None
    curve = curve_for(spec, options)
    review = Review([], [], [], [])
    total = len(moves) + 1
    for index in range(total):
        if progress is not None:
            progress(index, total)
        judgement = judge(state, level, seed + index, reach, cancel, curve)
        review.values.append(judgement.chance)
        review.best.append(None if judgement.best is None
                           else state.format_move(judgement.best))
        review.movers.append(-1 if state.is_over() else state.to_move())
        review.exact.append(judgement.exact)
        if index < len(moves):
            state.play(state.parse_move(moves[index]))
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
    return [PlyRow(ply, moves[ply - 1], review.mark(ply, teams),
                   review.chance_after(ply, teams), review.best[ply - 1],
                   review.exact_after(ply, teams))
            for ply in range(1, min(review.positions, len(moves) + 1))
            if review.movers[ply - 1] >= 0]
