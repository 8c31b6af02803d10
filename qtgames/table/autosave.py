"""The autosave: the game in progress, saved after every move to one file in the user data
folder and offered to continue on the next start (by the app and the text version alike)."""

import logging
from pathlib import Path

from qtgames import paths
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.i18n import said
from qtgames.core.record import GameRecord

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave" + saves.EXTENSION


def autosave_path() -> Path:
    """Where the game in progress is saved after every move (by the app and the text
    version alike)."""
    return paths.data_dir() / AUTOSAVE_NAME


def autosave(record: GameRecord) -> bool:
    """Save ``record`` as the game in progress; False (and a warning in the log) when it
    cannot be written: the game goes on."""
    path = autosave_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        saves.save(record, path)
    except (OSError, QtGamesError):
        log.warning("%s", said("cannot autosave to {path}", path=str(path)), exc_info=True)
        return False
    return True
