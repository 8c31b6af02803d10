"""Game-agnostic core: rules-model protocol, game record, save files, seeded chance.

No module here imports Qt.
"""

from qtgames.core.errors import (
    BadInput,
    IllegalMoveError,
    NotationError,
    OptionError,
    QtGamesError,
    SaveFileError,
    UnknownGameError,
)
from qtgames.core.game import GameSpec, Level
from qtgames.core.options import OptionSpec
from qtgames.core.outcome import Outcome
from qtgames.core.record import GameRecord
from qtgames.core.state import GameState

__all__ = [
    "BadInput",
    "GameRecord",
    "GameSpec",
    "GameState",
    "IllegalMoveError",
    "Level",
    "NotationError",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "QtGamesError",
    "SaveFileError",
    "UnknownGameError",
]
