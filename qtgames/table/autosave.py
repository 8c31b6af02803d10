"""The autosave: the game in progress, saved after every change to a file in the user data
folder and offered to continue on the next start (by the app and the text version alike).

Each running program (an app window or a text game) has its own autosave slot, held with an
operating-system lock for as long as it runs: ``autosave.qtgame``, ``autosave-2.qtgame``...
up to ``MAX_SLOTS``. Two programs open at once never write over each other's game, and a
program never offers to continue a game another running program holds. A program about to
offer a game to continue takes the free slot written last (``claim_to_continue``); one
that starts a game without offering takes an empty slot, so no game kept is written over
unasked while one is empty (with none, the free slot written first: the oldest game). A
slot only keeps a game that can go on: a finished game, or one without moves, leaves its
slot empty. The lock ends with the program, however it ends.

An autosave also says whether its game is saved in a file with no move since
(``SAVED_KEY``): continued, such a game is as saved as when it was opened.
"""

import contextlib
import json
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from qtgames import paths
from qtgames.core import saves
from qtgames.core.errors import QtGamesError
from qtgames.core.files import FileReadError, FileTooLarge, read_bounded
from qtgames.core.i18n import said
from qtgames.core.record import GameRecord

log = logging.getLogger(__name__)

#: The autosave document's field saying its game is saved in a file, unchanged since.
SAVED_KEY = "saved_in_a_file"

AUTOSAVE_NAME = "autosave" + saves.EXTENSION
#: How many programs may keep a game in progress at once (a bound on the files looked at).
MAX_SLOTS = 16


def slot_path(number: int) -> Path:
    """The autosave file of slot ``number`` (1: ``autosave.qtgame``)."""
    name = AUTOSAVE_NAME if number == 1 else f"autosave-{number}{saves.EXTENSION}"
    return paths.data_dir() / name


@dataclass
class _Claim:
    """The slot this program holds: its file, and the open lock file that holds it."""

    folder: Path
    path: Path | None
    lock: BinaryIO | None = None


_claim: _Claim | None = None


def _lock(handle: BinaryIO) -> bool:
    """Take the lock on ``handle`` without waiting; False when another program holds it."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _try_slot(number: int) -> BinaryIO | None:
    """The open, locked lock file of slot ``number``, or None when another program holds
    it or it cannot be opened."""
    lock_path = slot_path(number).with_suffix(".lock")
    try:
        lock_path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock_path, "ab")  # noqa: SIM115 - kept open while the program runs
    except OSError:
        log.warning("%s", said("cannot open the autosave lock {path}", path=str(lock_path)),
                    exc_info=True)
        return None
    if _lock(handle):
        return handle
    handle.close()
    return None


def _written_at(path: Path) -> float | None:
    """When the autosave file ``path`` was last written (None: there is none)."""
    try:
        return path.stat().st_mtime if path.is_file() else None
    except OSError:
        return None


def _claim_slot(to_continue: bool) -> _Claim:
    """Take a free slot: the free one written last when ``to_continue`` (an empty one if
    none holds a game), else an empty one (the free one written first if none is empty);
    a claim without a path when every slot is held."""
    folder = paths.data_dir()
    written = {number: _written_at(slot_path(number)) for number in range(1, MAX_SLOTS + 1)}
    empty = [number for number, when in written.items() if when is None]
    kept = sorted((number for number, when in written.items() if when is not None),
                  key=lambda number: -(written[number] or 0.0))
    order = [*kept, *empty] if to_continue else [*empty, *reversed(kept)]
    for number in order:
        lock = _try_slot(number)
        if lock is not None:
            return _Claim(folder, slot_path(number), lock)
    log.warning("%s", said("every autosave slot in {folder} is held by another program",
                           folder=str(folder)))
    return _Claim(folder, None)


def _current(to_continue: bool) -> _Claim:
    """This program's claim in the data folder now, taken first if need be, or again when
    every slot was held (a new data folder, as in tests, gives up the claim in the old
    one)."""
    global _claim
    folder = paths.data_dir()
    if _claim is None or _claim.folder != folder or _claim.path is None:
        release()
        _claim = _claim_slot(to_continue)
    return _claim


def release() -> None:
    """Give up this program's slot (its game stays there, free for another program)."""
    global _claim
    claim, _claim = _claim, None
    if claim is not None and claim.lock is not None:
        with contextlib.suppress(OSError):
            claim.lock.close()


def claim_to_continue() -> Path | None:
    """Take a slot to offer its game to continue: the free slot written last, unless this
    program holds one already; its file (None when every slot is held elsewhere)."""
    return _current(to_continue=True).path


def autosave_path() -> Path | None:
    """This program's autosave file (if it holds none yet, an empty slot is taken, else
    the free one written first); None when every slot is held by other programs."""
    return _current(to_continue=False).path


def continuable(record: GameRecord) -> bool:
    """True when the autosaved game ``record`` is offered to continue: it has moves and,
    played to its last move, is not over (a finished game browsed back is still over)."""
    return bool(record.moves) and not record.game_over


def autosave(record: GameRecord, saved: bool = False) -> bool:
    """Save ``record`` as the game in progress (a game that cannot go on empties the
    slot), ``saved`` when it is in a file with no move since; False (and a warning in the
    log) when it cannot be written: the game goes on."""
    claim = _current(to_continue=False)
    if claim.path is None:
        return False
    path = claim.path
    try:
        if continuable(record):
            path.parent.mkdir(parents=True, exist_ok=True)
            document = saves.to_json_for_screen(record)
            if saved:
                document[SAVED_KEY] = True
            saves.write_document(document, path)
        else:
            path.unlink(missing_ok=True)
    except (OSError, QtGamesError):
        log.warning("%s", said("cannot autosave to {path}", path=str(path)), exc_info=True)
        return False
    return True


def saved_in_a_file(path: Path) -> bool:
    """True when the autosave at ``path`` says its game is saved in a file with no move
    since (False when it cannot be read: its game is then treated as not saved)."""
    try:
        document = json.loads(read_bounded(path, saves.MAX_BYTES))
    except (FileReadError, FileTooLarge, ValueError, RecursionError):
        return False
    return isinstance(document, dict) and document.get(SAVED_KEY) is True
