"""Alpha-beta for Black & White on bare bitboards: the generic search of
``qtgames.ai.alphabeta`` (iterative deepening, transposition table, history heuristic,
tolerance), move for move, value for value and node for node. The deepening and the choice
at the root are the generic player's own (``DeepeningPlayer``); the search of one depth,
where the time goes, is negamax on the two integers of the position instead of play and
undo on a state object.

Values inside the search are from the side to move's point of view (negamax); the
evaluation must be antisymmetric (one side's value the other's negated, as every
evaluation built of differences is), so that this is the generic search's min-max.
"""

from collections import defaultdict
from collections.abc import Callable, Sequence

from qtgames.ai.alphabeta import EXACT, INF, LOWER, UPPER, DeepeningPlayer
from qtgames.ai.player import Budget
from qtgames.ai.values import WIN
from qtgames_reversi.bitboard import Geometry, bit_indices, both_moves, flips, moves_bitboard
from qtgames_reversi.rules import PASS, ReversiState

#: A position's value for the side owning ``own`` given both sides' legal moves:
#: ``evaluate(own, opp, own_moves, opp_moves)``.
BitsEvaluator = Callable[[int, int, int, int], float]
#: Per board size, each square's rank in the move ordering (lower first), by bit index.
SquareRanks = Callable[[Geometry], Sequence[float]]


class BitboardAlphaBeta(DeepeningPlayer[ReversiState, int]):
    """Searches deeper and deeper until its budget runs out, then plays the best move found
    (as ``AlphaBetaPlayer`` with the same evaluation and ordering would).

    ``ranks`` orders the moves at every node before the history heuristic and the table's
    move; with a ``tolerance`` the player picks at random (seeded) among the moves within it
    of the best; ``last_value`` is the chosen move's value.
    """

    def __init__(self, evaluation: Callable[[Geometry], BitsEvaluator], ranks: SquareRanks,
                 seed: int = 0,
                 seconds: float | None = None, max_nodes: int | None = None,
                 max_depth: int = 64, tolerance: float = 0.0) -> None:
        super().__init__(seed, seconds, max_nodes, max_depth, tolerance)
        self.evaluation = evaluation
        self.ranks = ranks
        self._table: dict[tuple[int, int, int], tuple[int, float, int, int]] = {}
        self._cutoffs: defaultdict[int, int] = defaultdict(int)  # negated: sorts first
        self._geometry = Geometry.of(8)
        self._rank: Sequence[float] = ()
        self._evaluate: BitsEvaluator = lambda own, opp, own_moves, opp_moves: 0.0
        self._budget = Budget()

    def search(self, view: ReversiState, moves: list[int], budget: Budget) -> int:
        """Iterative deepening until the budget is spent or the tree is solved."""
        self.rng.shuffle(moves)  # seeded variety between equally good moves
        self._geometry = view.geometry
        self._rank = self.ranks(view.geometry)
        self._evaluate = self.evaluation(view.geometry)
        self._budget = budget
        moves.sort(key=self._rank.__getitem__)
        self._table = {}
        self._cutoffs = defaultdict(int)
        own, opp = view.pawns[view.side], view.pawns[1 - view.side]
        return self._deepen(moves, lambda moves, depth: self._root(own, opp, moves, depth))

    def _root(self, own: int, opp: int, moves: list[int], depth: int) -> tuple[float, int]:
        alpha, best = -INF, moves[0]
        geometry = self._geometry
        # Each move is searched for a value above the best so far less the tolerance, so
        # every move that ends within the tolerance of the best has its exact value.
        scored: list[tuple[float, int]] = []
        for move in moves:
            turned = flips(own, opp, move, geometry)
            value = -self._value(opp ^ turned, own | turned | 1 << move, depth - 1,
                                 -INF, -(alpha - self.tolerance), 1)
            scored.append((value, move))
            if value > alpha:
                alpha, best = value, move
        return self._pick(scored, alpha, best)

    def _value(self, own: int, opp: int, depth: int, alpha: float, beta: float,
               ply: int) -> float:
        """Negamax value for the side owning ``own``, to move, within (alpha, beta)."""
        budget = self._budget
        budget.nodes += 1  # Budget.tick, inlined: the hottest call of the search
        if not budget.nodes % budget.check_every:
            budget.check()
        geometry = self._geometry
        if depth <= 0:
            mine, theirs = both_moves(own, opp, geometry)
            if not mine and not theirs:
                return _final(own, opp, ply)
            self._horizon = True
            return self._evaluate(own, opp, mine, theirs)
        mine = moves_bitboard(own, opp, geometry)
        if not mine and not moves_bitboard(opp, own, geometry):
            return _final(own, opp, ply)
        key = (own, opp, ply & 1)
        entry = self._table.get(key)
        tt_move = None
        if entry is not None:
            entry_depth, entry_value, flag, tt_move = entry
            if entry_depth >= depth and (
                    flag == EXACT
                    or (flag == LOWER and entry_value >= beta)
                    or (flag == UPPER and entry_value <= alpha)):
                self._horizon = True  # conservative: the entry may hide a horizon
                return entry_value
        if mine:
            moves = bit_indices(mine)
            moves.sort(key=self._rank.__getitem__)
            if self._cutoffs:
                moves.sort(key=self._cutoffs.__getitem__)
            if tt_move is not None and tt_move in moves:
                moves.remove(tt_move)
                moves.insert(0, tt_move)
        else:
            moves = [PASS]
        alpha_start = alpha
        best_move = moves[0]
        value = -INF
        for move in moves:
            if move == PASS:
                child = -self._value(opp, own, depth - 1, -beta, -alpha, ply + 1)
            else:
                turned = flips(own, opp, move, geometry)
                child = -self._value(opp ^ turned, own | turned | 1 << move, depth - 1,
                                     -beta, -alpha, ply + 1)
            if child > value:
                value, best_move = child, move
                if value > alpha:
                    alpha = value
            if alpha >= beta:
                self._cutoffs[move] -= depth * depth
                break
        if value <= alpha_start:
            flag = UPPER
        elif value >= beta:
            flag = LOWER
        else:
            flag = EXACT
        self._table[key] = (depth, value, flag, best_move)
        return value


def _final(own: int, opp: int, ply: int) -> float:
    """Search value of a finished game for the side owning ``own``: quicker wins and
    slower losses first."""
    mine, theirs = own.bit_count(), opp.bit_count()
    if mine == theirs:
        return 0.0
    return WIN - ply if mine > theirs else -WIN + ply
