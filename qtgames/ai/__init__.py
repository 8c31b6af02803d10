"""Generic computer players: random, greedy, alpha-beta and (determinized) MCTS.

No Qt here: the app runs these in a worker thread, the command line runs them directly.
Every player receives only its seat's view of the game and searches on its own copy.
"""

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.ai.greedy import GreedyPlayer
from qtgames.ai.mcts import MCTSPlayer
from qtgames.ai.player import Budget, Cancelled, Player, RandomPlayer

__all__ = [
    "AlphaBetaPlayer",
    "Budget",
    "Cancelled",
    "GreedyPlayer",
    "MCTSPlayer",
    "Player",
    "RandomPlayer",
]
