"""Alpha-beta search: iterative deepening, transposition table, move ordering.

Values are always from the point of view of the team that is choosing at the root, so the
search needs no assumption about turn order: a node is a max node when that team is to move
(several moves in a row for multi-move turns, teams of several seats) and a min node
otherwise.
"""

from collections.abc import Callable, Hashable

from qtgames.ai.player import Budget, Evaluator, MoveOrderer, OutOfBudget, Player
from qtgames.ai.values import WIN, terminal_value
from qtgames.core.state import M, S

EXACT, LOWER, UPPER = 0, 1, 2
INF = float("inf")


class DeepeningPlayer(Player[S, M]):
    """What every alpha-beta player does around its search of one depth: deepen until the
    budget runs out or the tree is solved, and pick among the root moves within
    ``tolerance`` of the best (at random, seeded); ``last_depth`` and ``last_value`` are the
    last finished depth and the chosen move's value.

    A search of one depth sets ``_horizon`` when it stopped anywhere short of the game's
    end, so that the deepening knows whether a deeper search could change the result.
    """

    def __init__(self, seed: int = 0, seconds: float | None = None,
                 max_nodes: int | None = None, max_depth: int = 64,
                 tolerance: float = 0.0) -> None:
        super().__init__(seed, seconds, max_nodes)
        self.max_depth = max_depth
        self.tolerance = tolerance
        self.last_depth = 0
        self.last_value: float | None = None
        self._horizon = False

    def _deepen(self, moves: list[M], root: Callable[[list[M], int], tuple[float, M]]) -> M:
        """The best move of the deepest search ``root(moves, depth)`` finished in the
        budget; each depth starts with the best move of the one before."""
        best = moves[0]
        self.last_depth = 0
        self.last_value = None
        for depth in range(1, self.max_depth + 1):
            self._horizon = False
            try:
                value, move = root(moves, depth)
            except OutOfBudget:
                break
            best = move
            self.last_depth, self.last_value = depth, value
            moves.remove(move)
            moves.insert(0, move)
            if not self._horizon or abs(value) >= WIN / 2:
                break  # the whole tree was searched: the result is exact
        return best

    def _pick(self, scored: list[tuple[float, M]], value: float, best: M) -> tuple[float, M]:
        """The root's choice given each move's value (``scored``) and the best one: with a
        tolerance and no proved result, a seeded pick among the moves within it."""
        if self.tolerance > 0 and abs(value) < WIN / 2:
            near = [(score, move) for score, move in scored if score >= value - self.tolerance]
            return near[self.rng.randrange(len(near))] if len(near) > 1 else (value, best)
        return value, best


class AlphaBetaPlayer(DeepeningPlayer[S, M]):
    """Searches deeper and deeper until its budget runs out, then plays the best move found.

    ``max_depth`` bounds the search (levels use it with ``max_nodes`` for reproducible play);
    ``order`` lets a game put promising moves first; the history heuristic and the
    transposition table's best move do the rest. With a ``tolerance``, the player picks at
    random (seeded) among the moves whose value is within it of the best, so that two games
    from one position may differ; ``last_value`` is the chosen move's value.
    """

    def __init__(self, evaluate: Evaluator[S], seed: int = 0, seconds: float | None = None,
                 max_nodes: int | None = None, max_depth: int = 64,
                 order: MoveOrderer[S, M] | None = None, tolerance: float = 0.0) -> None:
        super().__init__(seed, seconds, max_nodes, max_depth, tolerance)
        self.evaluate = evaluate
        self.order = order
        self._table: dict[Hashable, tuple[int, float, int, M]] = {}
        self._history: dict[M, int] = {}

    def search(self, view: S, moves: list[M], budget: Budget) -> M:
        """Iterative deepening until the budget is spent or the tree is solved."""
        self.rng.shuffle(moves)  # seeded variety between equally good moves
        if self.order is not None:
            moves = self.order(view, moves)
        self._table = {}
        self._history = {}
        team = view.team_of(view.to_move())
        return self._deepen(moves, lambda moves, depth: self._root(view, moves, depth, team,
                                                                   budget))

    def _root(self, state: S, moves: list[M], depth: int, team: int,
              budget: Budget) -> tuple[float, M]:
        alpha, best = -INF, moves[0]
        # Each move is searched for a value above the best so far less the tolerance, so
        # every move that ends within the tolerance of the best has its exact value.
        scored: list[tuple[float, M]] = []
        for move in moves:
            state.play(move)
            value = self._value(state, depth - 1, alpha - self.tolerance, INF, team, 1, budget)
            state.undo()
            scored.append((value, move))
            if value > alpha:
                alpha, best = value, move
        return self._pick(scored, alpha, best)

    def _value(self, state: S, depth: int, alpha: float, beta: float, team: int,
               ply: int, budget: Budget) -> float:
        budget.tick()
        if depth <= 0:
            # At the horizon the outcome alone says whether the game is over: generating
            # the moves there would cost more than the evaluation.
            outcome = state.outcome()
            if outcome is not None:
                return terminal_value(state, outcome, team, ply)
            self._horizon = True
            return self.evaluate(state, team)
        moves: list[M] = state.legal_moves()
        if not moves:
            final = state.outcome()
            assert final is not None  # no legal move exactly when the game is over
            return terminal_value(state, final, team, ply)
        key = state.key()
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
        moves = self._ordered(state, moves, tt_move)
        alpha_start, beta_start = alpha, beta
        maximizing = state.team_of(state.to_move()) == team
        best_move = moves[0]
        value = -INF if maximizing else INF
        for move in moves:
            state.play(move)
            child = self._value(state, depth - 1, alpha, beta, team, ply + 1, budget)
            state.undo()
            if maximizing:
                if child > value:
                    value, best_move = child, move
                    alpha = max(alpha, value)
            elif child < value:
                value, best_move = child, move
                beta = min(beta, value)
            if alpha >= beta:
                self._history[move] = self._history.get(move, 0) + depth * depth
                break
        if value <= alpha_start:
            flag = UPPER
        elif value >= beta_start:
            flag = LOWER
        else:
            flag = EXACT
        self._table[key] = (depth, value, flag, best_move)
        return value

    def _ordered(self, state: S, moves: list[M], tt_move: M | None) -> list[M]:
        if self.order is not None:
            moves = self.order(state, moves)
        history = self._history
        if history:
            moves.sort(key=lambda move: -history.get(move, 0))
        if tt_move is not None and tt_move in moves:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        return moves
