"""Monte Carlo tree search, with determinization for hidden information.

This is single-observer information-set MCTS (Cowling, Powley, Whitehouse 2012): each
iteration draws one determinization of the player's view (a full state consistent with what
its seat has seen), walks the shared tree choosing only among moves legal in that
determinization, and counts how often each child was available. With perfect information
the determinization is a plain copy and this is UCT.
"""

import math
import random

from qtgames.ai.player import Budget, OutOfBudget, Player
from qtgames.ai.values import team_points
from qtgames.core.outcome import Outcome
from qtgames.core.state import AnyState, M, S


class _Node:
    __slots__ = ("available", "children", "parent", "reward", "seat", "visits")

    def __init__(self, parent: "_Node | None", seat: int) -> None:
        self.parent = parent
        self.seat = seat  # the seat that played the move leading here
        self.children: dict[object, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


def random_playout(state: AnyState, rng: random.Random, max_plies: int) -> Outcome:
    """Play random moves on ``state`` until the end (or ``max_plies``); return the result."""
    for _ in range(max_plies):
        moves = state.legal_moves()
        if not moves:
            outcome = state.outcome()
            assert outcome is not None
            return outcome
        state.play(moves[0] if len(moves) == 1 else rng.choice(moves))
    return state.outcome() or state.adjudicate()


class MCTSPlayer(Player[S, M]):
    """UCT / SO-ISMCTS with random playouts; ``hidden=True`` for hidden-information games."""

    check_every = 4  # one node is a whole playout: look at the clock often

    def __init__(self, seed: int = 0, seconds: float | None = None,
                 max_nodes: int | None = None, exploration: float = 0.7,
                 max_playout: int = 500, hidden: bool = False) -> None:
        super().__init__(seed, seconds, max_nodes)
        self.exploration = exploration
        self.max_playout = max_playout
        self.hidden = hidden

    def search(self, view: S, moves: list[M], budget: Budget) -> M:
        """Run iterations until the budget is spent; play the most visited move."""
        root = _Node(None, view.to_move())
        try:
            while True:
                budget.tick()
                state = view.determinize(self.rng) if self.hidden else view.copy(stack=False)
                node = self._select_and_expand(root, state)
                outcome = random_playout(state, self.rng, self.max_playout)
                self._backpropagate(node, state, outcome)
        except OutOfBudget:
            pass
        return max(moves, key=lambda move: (root.children[move].visits
                                            if move in root.children else -1))

    def _select_and_expand(self, node: _Node, state: S) -> _Node:
        rng = self.rng
        while True:
            legal = state.legal_moves()
            if not legal:
                return node
            untried = [move for move in legal if move not in node.children]
            seat = state.to_move()
            if untried:
                move = rng.choice(untried)
                for other in legal:
                    if other in node.children:
                        node.children[other].available += 1
                child = node.children[move] = _Node(node, seat)
                child.available = 1
                state.play(move)
                return child
            move = self._best_child(node, legal)
            state.play(move)
            node = node.children[move]

    def _best_child(self, node: _Node, legal: list[M]) -> M:
        c = self.exploration
        best_move, best_score = legal[0], -math.inf
        for move in legal:
            child = node.children[move]
            child.available += 1
            score = (child.reward / child.visits
                     + c * math.sqrt(math.log(child.available) / child.visits))
            if score > best_score:
                best_move, best_score = move, score
        return best_move

    @staticmethod
    def _backpropagate(node: _Node | None, state: AnyState, outcome: Outcome) -> None:
        while node is not None:
            node.visits += 1
            node.reward += team_points(state, outcome, state.team_of(node.seat))
            node = node.parent
