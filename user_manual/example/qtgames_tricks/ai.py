"""Three tricks' computer players: the determinized Monte Carlo search of qtgames.

The search sees only its seat's view; each of its iterations deals the cards it cannot see
at random (``determinize``) and plays the game out at random. More iterations, a stronger
player; the seed makes the same choices again.
"""

from qtgames.ai.levels import LABELS
from qtgames.ai.mcts import MCTSPlayer
from qtgames.core.game import Level
from qtgames_tricks.rules import TricksState


def level(name: str, iterations: int) -> Level:
    """The level ``name`` (easy, medium or hard), which plays out ``iterations`` dealings
    of the unseen cards a move."""

    def make(seed: int) -> MCTSPlayer[TricksState, int]:
        return MCTSPlayer(seed, seconds=2.0, max_nodes=iterations, hidden=True)

    return Level(name, LABELS[name], make)


LEVELS = (level("easy", 20), level("medium", 200), level("hard", 1500))
