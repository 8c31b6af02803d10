"""Black & White computer players: evaluations for every board size, and the levels.

The evaluation follows the classic Othello program recipe: corners are worth most, the
squares next to an empty corner are dangerous, mobility (moves available) matters more than
pawns until the end, and pawns next to empty squares (the frontier) give the opponent moves.
"""

import math

from qtgames.ai.levels import LABELS, Reach
from qtgames.ai.player import AnyPlayer, Budget, OutOfBudget
from qtgames.ai.values import WIN
from qtgames.core.game import Level
from qtgames_reversi.bitboard import Geometry
from qtgames_reversi.rules import ReversiState
from qtgames_reversi.search import BitboardAlphaBeta, BitsEvaluator
from qtgames_reversi.solver import ProcessorBudget, empties_of, outcome_of, solve_state

#: The hard level tries to solve a position exactly from this many empty squares down.
HARD_SOLVE_EMPTIES = 16
#: Above that, it tries to prove a win or a draw from this many empty squares down.
HARD_OUTCOME_EMPTIES = 18
#: At most this share of the hard level's time goes to an exact solve; if it does not
#: finish, the usual search gets what is left (its node cap makes that enough).
SOLVE_SHARE = 0.85
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
        #: Each square's place in the move ordering, by bit index: heaviest first.
        self.ranks = [0] * geometry.full.bit_length()
        for index, weight in self.weights.items():
            self.ranks[index] = -weight
        # For ``evaluate``: each weight's mask on both boards of ``own | (not opp) << lane``,
        # where a square counts 2 if ours, 1 if empty, 0 if theirs: 1 more than the
        # difference, a constant taken off once.
        lane = geometry.lane
        self._paired = [(weight, mask | mask << lane) for weight, mask in self.by_weight]
        self._paired_offset = sum(weight * mask.bit_count() for weight, mask in self.by_weight)
        corners = sum(corner for corner, _, _ in self.corner_zones)
        self._corners = (corners, corners | corners << lane, corners.bit_count())
        #: Per set of empty corners: the X and the C squares next to them, paired so.
        self._corner_risks: dict[int, tuple[int, int, int]] = {}
        for empty_corners in range(16):
            zones = [zone for i, zone in enumerate(self.corner_zones) if empty_corners >> i & 1]
            x_squares = sum(x_square for _, x_square, _ in zones)
            c_squares = sum(c_pair for _, _, c_pair in zones)
            self._corner_risks[sum(corner for corner, _, _ in zones)] = (
                x_squares | x_squares << lane, c_squares | c_squares << lane,
                15 * x_squares.bit_count() + 5 * c_squares.bit_count())

    def weighted(self, own: int, opp: int) -> int:
        """Sum of the static weights of the squares of ``own`` less those of ``opp``."""
        return self._weighted(own | (self.geometry.full & ~opp) << self.geometry.lane)

    def _weighted(self, paired: int) -> int:
        total = -self._paired_offset
        for weight, mask in self._paired:
            total += weight * (paired & mask).bit_count()
        return total

    def evaluate(self, own: int, opp: int, own_moves: int, opp_moves: int) -> float:
        """``strategic`` on bare bitboards: the position for the owner of ``own``, given
        both sides' legal moves (antisymmetric: swapping the sides negates it exactly).

        Mobility; each corner taken (30); next to each empty corner, the X square (-15) and
        the C squares (-5); the frontier; the static weights; only pawns near the end.
        """
        geometry = self.geometry
        full = geometry.full
        empty = full & ~(own | opp)
        if empty.bit_count() <= 6:
            return 10.0 * (own.bit_count() - opp.bit_count())
        my_moves = own_moves.bit_count()
        their_moves = opp_moves.bit_count()
        score = 100.0 * (my_moves - their_moves) / (my_moves + their_moves + 2)
        # A square counts 2 if ours, 1 if empty, 0 if theirs in ``paired & mask``: less
        # the mask's size, our pawns less theirs.
        paired = own | (full & ~opp) << geometry.lane
        corners, paired_corners, corner_count = self._corners
        x_squares, c_squares, offset = self._corner_risks[corners & empty]
        score += (30 * ((paired & paired_corners).bit_count() - corner_count)
                  - 15 * (paired & x_squares).bit_count() - 5 * (paired & c_squares).bit_count()
                  + offset)
        a, b, c, d = geometry.shifts
        frontier = (empty << a | empty >> a | empty << b | empty >> b | empty << c | empty >> c
                    | empty << d | empty >> d)  # the squares next to an empty one
        own_front, opp_front = (own & frontier).bit_count(), (opp & frontier).bit_count()
        score -= 40.0 * (own_front - opp_front) / (own_front + opp_front + 2)
        weighted = -self._paired_offset
        for weight, mask in self._paired:
            weighted += weight * (paired & mask).bit_count()
        return score + 0.5 * float(weighted) / geometry.size

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
    return float(SquareClasses.of(state.geometry).weighted(state.pawns[team],
                                                           state.pawns[1 - team]))


def strategic(state: ReversiState, team: int) -> float:
    """Mobility, corners, corner-adjacent risk, frontier and, at the end, the pawn count."""
    return SquareClasses.of(state.geometry).evaluate(
        state.pawns[team], state.pawns[1 - team], state.mobility(team), state.mobility(1 - team))


def evaluator(geometry: Geometry) -> BitsEvaluator:
    """``strategic`` on bare bitboards for one board size, for the bitboard search."""
    return SquareClasses.of(geometry).evaluate


def square_ranks(geometry: Geometry) -> list[int]:
    """Each square's place in ``order_moves``'s order, by bit index (lower first)."""
    return SquareClasses.of(geometry).ranks


def order_moves(state: ReversiState, moves: list[int]) -> list[int]:
    """Corners first and squares next to corners last (stable for equal weights)."""
    weights = SquareClasses.of(state.geometry).weights
    return sorted(moves, key=lambda move: -weights.get(move, 0))


class EndgamePlayer(BitboardAlphaBeta):
    """Alpha-beta, but an exactly best move once few enough squares are empty for the
    exact solver to finish within part of the budget."""

    #: Whether the last move chosen was proved: exactly best, or keeping a won or drawn game.
    solved = False

    def search(self, view: ReversiState, moves: list[int], budget: Budget) -> int:
        """An exactly best move when the solve fits, a move keeping a proved win or draw
        a little earlier, else the usual search."""
        self.solved = False
        empties = empties_of(view)
        if empties <= HARD_OUTCOME_EMPTIES:
            # The solve's share of the level's time is of processor time, so that a busy
            # machine does not make the level give up; a game clock is kept on the clock.
            seconds = self.seconds * SOLVE_SHARE if self.seconds is not None else None
            wall = budget.deadline if self.clock is not None else math.inf
            solve = solve_state if empties <= HARD_SOLVE_EMPTIES else outcome_of
            try:
                solution = solve(view, ProcessorBudget(seconds, SOLVE_NODES, budget.cancel,
                                                       wall))
            except OutOfBudget:
                pass
            else:
                # A proved loss beyond the exact solve leaves the choice to the search.
                if solution.move is not None:
                    self.solved = True
                    self.last_value = math.copysign(WIN, solution.score) if solution.score else 0.0
                    return solution.move
        return super().search(view, moves, budget)


#: Moves valued within this of the best are chosen at random (a fifteenth of a corner):
#: two games from one opening differ, and the seed still decides.
TOLERANCE = 2.0

EASY = Reach(max_depth=1, tolerance=TOLERANCE)
MEDIUM = Reach(max_depth=3, max_nodes=3000, tolerance=TOLERANCE)
HARD = Reach(max_nodes=40000, tolerance=TOLERANCE)


def _level(name: str, reach: Reach, player: type[BitboardAlphaBeta]) -> Level:
    """A level searching on bitboards with ``strategic`` and ``order_moves``'s order (the
    generic alpha-beta's moves and values, faster)."""

    def make(seed: int) -> AnyPlayer:
        return player(evaluator, square_ranks, seed, seconds=reach.seconds,
                      max_nodes=reach.max_nodes, max_depth=reach.max_depth,
                      tolerance=reach.tolerance)

    return Level(name, LABELS[name], make)


LEVELS = (_level("easy", EASY, BitboardAlphaBeta), _level("medium", MEDIUM, BitboardAlphaBeta),
          _level("hard", HARD, EndgamePlayer))
