"""Nim's computer players: the search looks for a forced win, so no evaluation is needed."""

from qtgames.ai.levels import Reach, alphabeta_levels
from qtgames_nim.rules import NimState


def evaluate(state: NimState, team: int) -> float:
    """Nothing to judge before the end: the search looks for a forced win."""
    return 0.0


LEVELS = alphabeta_levels(evaluate, None, easy=Reach(max_depth=1), medium=Reach(max_depth=3),
                          hard=Reach(max_depth=30))
