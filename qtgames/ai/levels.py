"""The usual three levels, easy, medium and hard, built on the generic alpha-beta search.

A game gives its evaluation, its move ordering and how far each level may search; the
names and their French and English labels are the same for every game.

``deferred_levels`` declares a game's levels without importing its AI module: the module
loads when the first computer player of that game is made, not when the app starts.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import partial

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.ai.player import AnyPlayer, Evaluator, MoveOrderer
from qtgames.core.game import Level, load_object
from qtgames.core.i18n import Text
from qtgames.core.state import M, S

LABELS = {
    "easy": {"en": "Easy", "fr": "Facile"},
    "medium": {"en": "Medium", "fr": "Moyen"},
    "hard": {"en": "Hard", "fr": "Difficile"},
}


def deferred_levels(reference: str, names: Iterable[str] = ("easy", "medium", "hard"),
                    labels: Mapping[str, Text] = LABELS) -> tuple[Level, ...]:
    """The levels ``names``, labelled by ``labels`` (the usual ones), whose players are made
    by the levels of the same names at ``reference`` (``"package.module:LEVELS"``),
    imported at the first player made."""
    return tuple(Level(name, labels[name], partial(_deferred_player, reference, name))
                 for name in names)


def _deferred_player(reference: str, name: str, seed: int) -> AnyPlayer:
    for level in load_object(reference):
        if level.name == name:
            player: AnyPlayer = level.make(seed)
            return player
    raise LookupError(f"{reference} has no level named {name!r}")


@dataclass(frozen=True)
class Reach:
    """How far one level searches: depth and nodes bound it reproducibly, seconds cap it;
    ``tolerance``: how far below the best value a move may be and still be chosen (at
    random, from the level's seed)."""

    max_depth: int = 64
    max_nodes: int | None = None
    seconds: float = 2.0
    tolerance: float = 0.0


def alphabeta_levels(evaluate: Evaluator[S], order: MoveOrderer[S, M] | None, easy: Reach,
                     medium: Reach, hard: Reach) -> tuple[Level, ...]:
    """Easy, medium and hard alpha-beta players with the given reaches."""

    def level(name: str, reach: Reach) -> Level:
        def make(seed: int) -> AnyPlayer:
            return AlphaBetaPlayer(evaluate, seed, seconds=reach.seconds,
                                   max_nodes=reach.max_nodes, max_depth=reach.max_depth,
                                   order=order, tolerance=reach.tolerance)

        return Level(name, LABELS[name], make)

    return level("easy", easy), level("medium", medium), level("hard", hard)
