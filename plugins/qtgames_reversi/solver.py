"""Exact Black & White endgames: perfect play from a position with few empty squares.

A negamax alpha-beta search on the two bitboards of ``rules.py`` (Python integers), whose
value is the final pawn difference for the side to move under the game's own end rule:
the game ends when neither side can place a pawn and only pawns count (empty squares go to
nobody). Ordering: the transposition table's move, then fastest-first (the move leaving the
opponent fewest replies) while many squares are empty, then parity (squares of regions with
an odd number of empties first) near the very end, where mobility costs more than it saves.
The root is searched with null windows only: each probe proves a bound and leaves
the table ready for the next; a child whose stored bound already refutes the window cuts
its parent before any search (enhanced transposition cutoff).
"""

import time
from dataclasses import dataclass, field
from threading import Event
from typing import ClassVar

from qtgames.ai.player import Budget, OutOfBudget
from qtgames.core.state import Solution
from qtgames_reversi.bitboard import Geometry, bit_indices, flips, moves_bitboard
from qtgames_reversi.rules import PASS, ReversiState

#: Positions with at most this many empty squares are solved by ``ReversiState.solve``.
SOLVE_EMPTIES = 16
#: Nodes between two looks at the budget's clock and cancel flag.
_CHECK_EVERY = 2048
#: Below this many empties the search orders by parity instead of by mobility.
_FASTEST_FIRST = 7
#: The longest step between two root probes while the value is not yet bracketed.
_LONGEST_STEP = 4
#: The transposition table keeps only nodes with at least this many empties.
_TABLE_EMPTIES = 6


class ProcessorBudget(Budget):
    """A budget whose seconds are this thread's processor time: what other programs take
    on a busy machine does not count, so a solve that fits on an idle machine fits on a
    loaded one too. ``wall_deadline`` (``time.monotonic``) may bound it on the clock too."""

    def __init__(self, seconds: float | None, max_nodes: int | None = None,
                 cancel: Event | None = None, wall_deadline: float = float("inf")) -> None:
        super().__init__(None, max_nodes, cancel)
        self.deadline = wall_deadline
        self.processor_deadline = (time.thread_time() + seconds if seconds is not None
                                   else float("inf"))

    def check(self) -> None:
        """Raise ``Cancelled`` or ``OutOfBudget`` if the search must stop now."""
        super().check()
        if time.thread_time() >= self.processor_deadline:
            raise OutOfBudget


class _Regions:
    """Each square's quadrant mask, for parity: a size's four quadrants."""

    _cache: ClassVar[dict[int, "_Regions"]] = {}  # immutable, one per size

    def __init__(self, geometry: Geometry) -> None:
        half = geometry.size // 2
        self.of_square: dict[int, int] = {}
        for top in (0, half):
            for left in (0, half):
                mask = 0
                for row in range(top, top + half):
                    for col in range(left, left + half):
                        mask |= 1 << geometry.index(row, col)
                for index in bit_indices(mask):
                    self.of_square[index] = mask
        #: Each square's place among the empties of one parity: corners first, the squares
        #: diagonally next to a corner last (they most often give the corner away).
        last = geometry.size - 1
        self.priority = {index: 1 for index in geometry.squares()}
        for row, col, step_r, step_c in ((0, 0, 1, 1), (0, last, 1, -1), (last, 0, -1, 1),
                                         (last, last, -1, -1)):
            self.priority[geometry.index(row, col)] = 0
            self.priority[geometry.index(row + step_r, col + step_c)] = 2

    @classmethod
    def of(cls, geometry: Geometry) -> "_Regions":
        """The shared regions of a board size."""
        regions = cls._cache.get(geometry.size)
        if regions is None:
            regions = cls._cache[geometry.size] = cls(geometry)
        return regions


@dataclass
class EndgameSolver:
    """Solves positions of one board size; its table lives as long as the solver.

    ``budget`` (optional) is looked at every few thousand nodes and raises ``OutOfBudget``
    or ``Cancelled`` through ``solve``.
    """

    geometry: Geometry
    budget: Budget | None = None
    nodes: int = 0
    _next_check: int = _CHECK_EVERY
    _table: dict[tuple[int, int], tuple[int, int, int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """The parity regions of the board size."""
        regions = _Regions.of(self.geometry)
        self._regions = regions.of_square
        self._priority = regions.priority
        #: Each square's neighbours: a square none of whose neighbours is an opposing pawn
        #: flips nothing, which is cheaper to see than to ask ``flips``.
        self._neighbours = {square: neighbours
                            for square, (neighbours, _) in self.geometry.flip_rays.items()}

    def solve(self, own: int, opp: int) -> tuple[int, int]:
        """The exact final pawn difference for ``own``, to move, and one best move
        (``PASS`` when it must pass, ``PASS`` too when the game is over)."""
        moves = moves_bitboard(own, opp, self.geometry)
        if not moves:
            if not moves_bitboard(opp, own, self.geometry):
                return own.bit_count() - opp.bit_count(), PASS
            return -self._value(opp, own, -65536, 65536), PASS
        # Null windows only: each probe asks whether the value reaches a threshold and
        # leaves the table ready for the next; the thresholds step out from 0 by steps of
        # 2 then 4 until the value is bracketed, then halve the bracket.
        lower, upper = -65536, 65536
        best_move = PASS
        threshold, step = 1, 2
        while lower < upper:
            value, move = self._root(own, opp, moves, threshold - 1, threshold, best_move)
            if value >= threshold:
                lower, best_move = value, move
            else:
                upper = value
            if lower >= upper:
                break
            if upper == 65536:
                threshold = lower + step
            elif lower == -65536:
                threshold = upper - step + 1
            else:
                threshold = (lower + upper + 1) // 2
            threshold = min(max(threshold, lower + 1), upper)
            # Longer steps overshoot: a probe far beyond the value costs most of a solve.
            step = min(step * 2, _LONGEST_STEP)
        if best_move == PASS:  # every move loses by the same: any move proves it
            best_move = self._root(own, opp, moves, lower - 1, lower, None)[1]
        return lower, best_move

    def outcome(self, own: int, opp: int) -> tuple[int, int]:
        """Whether ``own``, to move, wins (1), draws (0) or loses (-1) with perfect play,
        and a move that secures it (``PASS`` when it must pass or the game is over; any
        move when it loses): two null-window probes at most, cheaper than the value."""
        moves = moves_bitboard(own, opp, self.geometry)
        if not moves:
            if moves_bitboard(opp, own, self.geometry):
                value = -self._value(opp, own, -1, 1)  # exact only within (-1, 1)
            else:
                value = own.bit_count() - opp.bit_count()
            return (value > 0) - (value < 0), PASS
        for threshold in (1, 0):
            value, move = self._root(own, opp, moves, threshold - 1, threshold, None)
            if value >= threshold:
                return threshold, move
        return -1, PASS

    def _root(self, own: int, opp: int, moves: int, alpha: int, beta: int,
              first: int | None) -> tuple[int, int]:
        """The value within (alpha, beta) and the move that gave it."""
        best_value, best_move = -65536, PASS
        children = self._ordered(own, opp, moves, first)
        assert not isinstance(children, int)
        for square, new_own, new_opp in children:
            value = -self._value(new_opp, new_own, -beta, -max(alpha, best_value))
            if value > best_value:
                best_value, best_move = value, square
                if value >= beta:
                    break
        return best_value, best_move

    def _tick(self) -> None:
        self.nodes += 1
        if self.budget is not None and self.nodes >= self._next_check:
            self._next_check = self.nodes + _CHECK_EVERY
            self.budget.nodes = self.nodes
            self.budget.check()

    def _ordered(self, own: int, opp: int, moves: int, first: int | None,
                 beta: int = 65536) -> list[tuple[int, int, int]] | int:
        """Children (square, mover's pawns after, opponent's after), fastest first: the
        table's move, then the fewest replies for the opponent (corners weigh more).

        A child whose table entry already proves a value of at least ``beta`` for the
        mover ends the search before it starts (an enhanced transposition cutoff): that
        value is returned instead of the children.
        """
        geometry = self.geometry
        corners = geometry.corners
        table = self._table
        children = []
        for square in bit_indices(moves):
            turned = flips(own, opp, square, geometry)
            new_own = own | turned | (1 << square)
            new_opp = opp ^ turned
            entry = table.get((new_opp, new_own))
            if entry is not None and -entry[1] >= beta:
                return -entry[1]
            if square == first:
                rank = -1
            else:  # the opponent's replies, those in a corner counting half as much again
                replies = moves_bitboard(new_opp, new_own, geometry)
                rank = 2 * replies.bit_count() + (replies & corners).bit_count()
            children.append((rank, square, new_own, new_opp))
        children.sort(key=lambda child: child[0])
        return [(square, new_own, new_opp) for _, square, new_own, new_opp in children]

    def _value(self, own: int, opp: int, alpha: int, beta: int) -> int:
        """Negamax value of the pawn difference for ``own`` within (alpha, beta)."""
        self._tick()
        geometry = self.geometry
        empty = geometry.full & ~(own | opp)
        empties = empty.bit_count()
        if empties < _FASTEST_FIRST:
            return self._shallow(own, opp, self._parity_order(empty), alpha, beta, False)
        key = (own, opp)
        entry = self._table.get(key)
        first = None
        if entry is not None:
            lower, upper, first = entry
            if lower >= beta:
                return lower
            if upper <= alpha:
                return upper
            if lower == upper:
                return lower
            alpha, beta = max(alpha, lower), min(beta, upper)
        moves = moves_bitboard(own, opp, geometry)
        if not moves:
            if not moves_bitboard(opp, own, geometry):
                return own.bit_count() - opp.bit_count()
            return -self._value(opp, own, -beta, -alpha)
        alpha_start = alpha
        best, best_move = -65536, PASS
        searched_first = False
        children = self._ordered(own, opp, moves, first, beta)
        if isinstance(children, int):
            return children
        for square, new_own, new_opp in children:
            if not searched_first:
                value = -self._value(new_opp, new_own, -beta, -alpha)
                searched_first = True
            else:  # principal variation search: prove the others worse with a null window
                value = -self._value(new_opp, new_own, -alpha - 1, -alpha)
                if alpha < value < beta:
                    value = -self._value(new_opp, new_own, -beta, -value)
            if value > best:
                best, best_move = value, square
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if empties >= _TABLE_EMPTIES:
            lower, upper = (entry[0], entry[1]) if entry is not None else (-65536, 65536)
            if best <= alpha_start:
                upper = min(upper, best)
            elif best >= beta:
                lower = max(lower, best)
            else:
                lower = upper = best
            self._table[key] = (lower, upper, best_move)
        return best

    def _parity_order(self, empty: int) -> list[int]:
        """The empty squares, those of regions with an odd number of empties first."""
        squares = bit_indices(empty)
        regions = self._regions
        priority = self._priority
        squares.sort(key=lambda square: (not (empty & regions[square]).bit_count() & 1) * 4
                     + priority[square])
        return squares

    def _shallow(self, own: int, opp: int, squares: list[int], alpha: int, beta: int,
                 passed: bool) -> int:
        """The same value near the end: the empty ``squares`` tried in order, no table."""
        geometry = self.geometry
        neighbours = self._neighbours
        best = -65536
        count = len(squares)
        for i, square in enumerate(squares):
            if not neighbours[square] & opp:
                continue
            turned = flips(own, opp, square, geometry)
            if not turned:
                continue
            self.nodes += 1
            new_own = own | turned | (1 << square)
            new_opp = opp ^ turned
            if count == 1:
                value = new_own.bit_count() - new_opp.bit_count()
            elif count == 2:
                value = -self._last(new_opp, new_own, squares[1 - i])
            elif count == 3:
                first, second = squares[:i] + squares[i + 1:]
                value = -self._two(new_opp, new_own, first, second,
                                   -beta, -(alpha if alpha > best else best), False)
            else:
                value = -self._shallow(new_opp, new_own, squares[:i] + squares[i + 1:],
                                       -beta, -(alpha if alpha > best else best), False)
            if value > best:
                best = value
                if best >= beta:
                    return best
        if best > -65536:
            return best
        if passed:  # neither side can place a pawn: only pawns count
            return own.bit_count() - opp.bit_count()
        return -self._shallow(opp, own, squares, -beta, -alpha, True)

    def _two(self, own: int, opp: int, first: int, second: int, alpha: int, beta: int,
             passed: bool) -> int:
        """``_shallow`` with only ``first`` and ``second`` empty, unrolled."""
        geometry = self.geometry
        neighbours = self._neighbours
        best = -65536
        if neighbours[first] & opp:
            turned = flips(own, opp, first, geometry)
            if turned:
                self.nodes += 1
                best = -self._last(opp ^ turned, own | turned | 1 << first, second)
                if best >= beta:
                    return best
        if neighbours[second] & opp:
            turned = flips(own, opp, second, geometry)
            if turned:
                self.nodes += 1
                value = -self._last(opp ^ turned, own | turned | 1 << second, first)
                if value > best:
                    best = value
        if best > -65536:
            return best
        if passed:  # neither side can place a pawn: only pawns count
            return own.bit_count() - opp.bit_count()
        return -self._two(opp, own, first, second, -beta, -alpha, True)

    def _last(self, own: int, opp: int, square: int) -> int:
        """The value for ``own``, to move, when only ``square`` is empty."""
        mine, theirs = own.bit_count(), opp.bit_count()
        turned = flips(own, opp, square, self.geometry).bit_count()
        if turned:
            return mine - theirs + 2 * turned + 1
        turned = flips(opp, own, square, self.geometry).bit_count()
        if turned:
            return mine - theirs - 2 * turned - 1
        return mine - theirs


def outcome_of(state: ReversiState, budget: Budget | None = None) -> Solution[int]:
    """Whether the side to move in ``state`` wins (1), draws (0) or loses (-1) with perfect
    play, and a move that secures that win or draw (None when it loses or the game is
    over; a pass when it must pass); raise ``OutOfBudget`` when ``budget`` runs out first."""
    solver = EndgameSolver(state.geometry, budget)
    own, opp = state.pawns[state.side], state.pawns[1 - state.side]
    result, move = solver.outcome(own, opp)
    if state.is_over() or result < 0:
        return Solution(result, None)
    return Solution(result, move)


def empties_of(state: ReversiState) -> int:
    """How many squares of the board are empty."""
    return (state.geometry.full & ~(state.pawns[0] | state.pawns[1])).bit_count()


def solve_state(state: ReversiState, budget: Budget | None = None,
                solver: EndgameSolver | None = None) -> Solution[int]:
    """The exact value of ``state`` for its side to move and one exactly best move (None
    once the game is over), whatever its number of empties; raise ``OutOfBudget`` when
    ``budget`` runs out first."""
    if solver is None or solver.geometry is not state.geometry:
        solver = EndgameSolver(state.geometry, budget)
    own, opp = state.pawns[state.side], state.pawns[1 - state.side]
    score, move = solver.solve(own, opp)
    if state.is_over():
        return Solution(score, None)
    return Solution(score, move)
