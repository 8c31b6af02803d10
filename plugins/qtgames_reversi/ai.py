"""Black & White computer players: evaluations for every board size, and the levels.

The evaluation follows the classic Othello program recipe: corners are worth most, the
squares next to an empty corner are dangerous, mobility (moves available) matters more than
pawns until the end, and pawns next to empty squares (the frontier) give the opponent moves.
"""

import math
import time

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.ai.levels import LABELS, Reach, alphabeta_levels
from qtgames.ai.player import AnyPlayer, Budget, OutOfBudget
from qtgames.ai.values import WIN
from qtgames.core.game import Level
from qtgames_reversi.bitboard import Geometry
from qtgames_reversi.rules import ReversiState
from qtgames_reversi.solver import empties_of, solve_state

#: The hard level tries to solve a position exactly from this many empty squares down.
HARD_SOLVE_EMPTIES = 14
#: At most this share of the hard level's time goes to an exact solve; if it does not
#: finish, the usual search gets what is left.
SOLVE_SHARE = 0.6
#: An exact solve may search this many nodes (about 10 s of this Python): the cap, not the
#: clock, decides when the clock is generous, so the same position gives the same move.
SOLVE_NODES = 2_000_000


class SquareClasses:
    """Masks of one board size: corners, X and C squares, edges, and static weights."""

    _cache: dict[int, "SquareClasses"] = {}  # noqa: RUF012 - immutable, one per size

    def __init__(self, geometry: Geometry) -> None:
        n = geometry.size
        last = n - 1
        self.geometry = geometry
        self.corner_zones: list[tuple[int, int, int]] = []  # (corner, x squares, c squares)
        for row, col, dr, dc in ((0, 0, 1, 1), (0, last, 1, -1), (last, 0, -1, 1),
                                 (last, last, -1, -1)):
            corner = 1 << geometry.index(row, col)
            x_square = 1 << geometry.index(row + dr, col + dc)
            c_squares = (1 << geometry.index(row + dr, col)) | (1 << geometry.index(row, col + dc))
            self.corner_zones.append((corner, x_square, c_squares))
        self.weights: dict[int, int] = {}
        for index in geometry.squares():
            self.weights[index] = self._static_weight(*geometry.row_col(index), n)
        self.by_weight: list[tuple[int, int]] = []
        for weight in sorted(set(self.weights.values())):
            mask = 0
            for index, w in self.weights.items():
                if w == weight:
                    mask |= 1 << index
            self.by_weight.append((weight, mask))

    @staticmethod
    def _static_weight(row: int, col: int, n: int) -> int:
        edge_r = min(row, n - 1 - row)
        edge_c = min(col, n - 1 - col)
        if edge_r == 0 and edge_c == 0:
            return 100
        if edge_r == 1 and edge_c == 1:
            return -50
        if min(edge_r, edge_c) == 0:
            other = max(edge_r, edge_c)
            return -20 if other == 1 else 10 if other == 2 else 5
        if min(edge_r, edge_c) == 1:
            return -5
        return 1

    @classmethod
    def of(cls, geometry: Geometry) -> "SquareClasses":
        """The shared masks of a board size."""
        classes = cls._cache.get(geometry.size)
        if classes is None:
            classes = cls._cache[geometry.size] = cls(geometry)
        return classes


def weighted_squares(state: ReversiState, team: int) -> float:
    """Sum of static square weights of one's pawns minus the opponent's."""
    classes = SquareClasses.of(state.geometry)
    own, opp = state.pawns[team], state.pawns[1 - team]
    return float(sum(weight * ((own & mask).bit_count() - (opp & mask).bit_count())
                     for weight, mask in classes.by_weight))


def _neighbours(bits: int, geometry: Geometry) -> int:
    out = 0
    for d in geometry.shifts:
        out |= (bits << d) | (bits >> d)
    return out & geometry.full


def strategic(state: ReversiState, team: int) -> float:
    """Mobility, corners, corner-adjacent risk, frontier and, at the end, the pawn count."""
    geometry = state.geometry
    classes = SquareClasses.of(geometry)
    own, opp = state.pawns[team], state.pawns[1 - team]
    empty = geometry.full & ~(own | opp)
    empties = empty.bit_count()
    if empties <= 6:
        return 10.0 * (own.bit_count() - opp.bit_count())
    my_moves = state.mobility(team).bit_count()
    their_moves = state.mobility(1 - team).bit_count()
    score = 100.0 * (my_moves - their_moves) / (my_moves + their_moves + 2)
    for corner, x_square, c_squares in classes.corner_zones:
        if own & corner:
            score += 30
        elif opp & corner:
            score -= 30
        else:
            score -= 15 * ((own & x_square).bit_count() - (opp & x_square).bit_count())
            score -= 5 * ((own & c_squares).bit_count() - (opp & c_squares).bit_count())
    frontier = _neighbours(empty, geometry)
    own_front, opp_front = (own & frontier).bit_count(), (opp & frontier).bit_count()
    score -= 40.0 * (own_front - opp_front) / (own_front + opp_front + 2)
    score += 0.5 * weighted_squares(state, team) / geometry.size
    return score


def order_moves(state: ReversiState, moves: list[int]) -> list[int]:
    """Corners first and squares next to corners last (stable for equal weights)."""
    weights = SquareClasses.of(state.geometry).weights
    return sorted(moves, key=lambda move: -weights.get(move, 0))


class EndgamePlayer(AlphaBetaPlayer[ReversiState, int]):
    """Alpha-beta, but an exactly best move once few enough squares are empty for the
    exact solver to finish within part of the budget."""

    #: Whether the last move chosen was proved exactly best.
    solved = False

    def search(self, view: ReversiState, moves: list[int], budget: Budget) -> int:
        """An exactly best move when the solve fits, else the usual search."""
        self.solved = False
        if empties_of(view) <= HARD_SOLVE_EMPTIES:
            left = budget.deadline - time.monotonic()
            seconds = left * SOLVE_SHARE if math.isfinite(left) else None
            try:
                solution = solve_state(view, Budget(seconds, SOLVE_NODES, budget.cancel))
            except OutOfBudget:
                pass
            else:
                if solution.move is not None:
                    self.solved = True
                    self.last_value = math.copysign(WIN, solution.score) if solution.score else 0.0
                    return solution.move
        return super().search(view, moves, budget)


#: Moves valued within this of the best are chosen at random (a fifteenth of a corner):
#: two games from one opening differ, and the seed still decides.
TOLERANCE = 2.0

HARD = Reach(max_nodes=40000, tolerance=TOLERANCE)

_EASY, _MEDIUM, _ = alphabeta_levels(
    strategic, order_moves,
    easy=Reach(max_depth=1, tolerance=TOLERANCE),
    medium=Reach(max_depth=3, max_nodes=3000, tolerance=TOLERANCE),
    hard=HARD,
)


def _make_hard(seed: int) -> AnyPlayer:
    return EndgamePlayer(strategic, seed, seconds=HARD.seconds, max_nodes=HARD.max_nodes,
                         max_depth=HARD.max_depth, order=order_moves,
                         tolerance=HARD.tolerance)


LEVELS = (_EASY, _MEDIUM, Level("hard", LABELS["hard"], _make_hard))
