"""The results file: JSON Lines, a header line then one line per finished game.

Each game's line is written whole and pushed to the disk (flush, then fsync) as soon as the
game ends, so a run stopped at any moment (Ctrl-C, a killed process, a power cut) leaves
every finished game in the file. Resuming reads it back as a save file is read (an
ordinary file only, at most ``MAX_BYTES``): a last line cut short by the stop is dropped
(and its game played again); a damaged line anywhere else is refused with its number, and
the file is left as it was.
"""

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from qtgames.core.errors import BadInput, QtGamesError
from qtgames.core.files import read_bounded
from qtgames.core.safetext import lone_surrogate
from qtgames.core.validate import is_a, is_int
from qtgames.tournament.games import Line

FORMAT = "qtgames-tournament"
VERSION = 1
#: Largest results file read back: some 35,000 games of Black & White on its 8×8 board,
#: which take about 700 MB of memory once read.
MAX_BYTES = 64 * 1024 * 1024

#: Checks the game lines of the results file at a path (line 2 onwards) before anything is
#: written, and returns the ones to count; a BadInput naming the first bad line.
LineCheck = Callable[[Path, list[Line]], list[Line]]


class ResultsFile:
    """An open results file, appended to one line at a time."""

    def __init__(self, path: Path, handle: Any) -> None:
        """Use ``create`` or ``resume``."""
        self.path = path
        self._handle = handle

    @classmethod
    def create(cls, path: str | Path, config: dict[str, Any]) -> "ResultsFile":
        """A new results file for the tournament ``config``; an existing file with anything
        in it is refused (``--resume`` continues it)."""
        path = Path(path)
        if path.exists() and (not path.is_file() or path.stat().st_size > 0):
            raise BadInput("{path} already exists: --resume {path} continues it, or "
                           "choose another file", path=str(path))
        try:
            handle = path.open("a", encoding="utf-8")
        except OSError as error:
            raise _cannot_write(path, error) from None
        results = cls(path, handle)
        header: dict[str, Any] = {"format": FORMAT, "version": VERSION, "config": config}
        results.append(header)
        return results

    @classmethod
    def resume(cls, path: str | Path, config: dict[str, Any],
               check: LineCheck | None = None) -> tuple["ResultsFile", list[Line]]:
        """The results file at ``path`` opened to go on, and the games it holds (as
        ``games`` gives them); nothing is written to it before they are all checked."""
        path = Path(path)
        lines, good_bytes = games(path, config, check)
        return cls(path, _reopen(path, good_bytes)), lines

    def append(self, line: dict[str, Any]) -> None:
        """Write ``line`` and push it to the disk before returning."""
        text = json.dumps(line, ensure_ascii=False, separators=(",", ":"))
        if lone_surrogate(text) is not None:  # UTF-8 cannot carry it: all in ASCII escapes
            text = json.dumps(line, separators=(",", ":"))
        self._handle.write(text + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        """Close the file."""
        self._handle.close()


def games(path: str | Path, config: dict[str, Any],
          check: LineCheck | None = None) -> tuple[list[Line], int]:
    """The game lines of the results file at ``path`` and the length in bytes of its whole
    lines, the file left as it is.

    The file must have been written for the same tournament (``config``: the game, its
    options, the players, the format, the games per pairing and the seed), and its games
    pass ``check``.
    """
    path = Path(path)
    lines, good_bytes = read(path)
    header, lines = lines[0], lines[1:]
    saved = header.get("config")
    if saved != config:
        # In the header's own order (game, options, players, ...): the first difference
        # is the one a person chose, not one it follows from (the players' aliases).
        keys = [*config, *(key for key in saved or {} if key not in config)]
        field = next((key for key in keys if (saved or {}).get(key) != config.get(key)),
                     "format")
        raise BadInput("{path} holds another tournament ({field} differs: {saved} in the "
                       "file, {given} here)", path=str(path), field=field,
                       saved=json.dumps((saved or {}).get(field)),
                       given=json.dumps(config.get(field)))
    if check is not None:
        lines = check(path, lines)
    return lines, good_bytes


def _reopen(path: Path, good_bytes: int) -> Any:
    """The file ``path`` opened to append, cut to its first ``good_bytes``; refused if it
    is no longer an ordinary file (replaced by a pipe since it was read: never waited on)."""
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # POSIX only: elsewhere no pipe blocks open
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | nonblocking
                     | getattr(os, "O_CLOEXEC", 0))
    except OSError as error:
        raise _cannot_write(path, error) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise BadInput("{path} is not an ordinary file", path=str(path))
        if nonblocking:
            os.set_blocking(fd, True)
        if os.fstat(fd).st_size != good_bytes:
            os.ftruncate(fd, good_bytes)  # a line cut short by the stop
    except OSError as error:
        os.close(fd)
        raise _cannot_write(path, error) from None
    except BadInput:
        os.close(fd)
        raise
    return os.fdopen(fd, "a", encoding="utf-8")


def _cannot_write(path: Path, error: OSError) -> BadInput:
    return BadInput("cannot write {path}: {reason}", path=str(path),
                    reason=error.strerror or str(error))


def line_error(path: str | Path, number: int, reason: QtGamesError) -> BadInput:
    """The error refusing line ``number`` of the results file ``path`` for ``reason``."""
    return BadInput("{path} line {number}: {reason}", path=str(path), number=number,
                    reason=reason)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")

def read_header(path: str | Path) -> Line:
    """The header line of the results file at ``path`` (a BadInput if it is none)."""
    return read(path)[0][0]


def read(path: str | Path) -> tuple[list[Line], int]:
    """The header and game lines of the results file at ``path``, and the length in bytes
    of its whole lines (a last line cut short is left out). Each line is only checked to
    have the fields that name its game; ``ResultsFile.resume`` checks the games."""
    path = Path(path)
    data = read_bounded(path, MAX_BYTES)
    lines: list[Line] = []
    offset = 0
    raw_lines = data.split(b"\n")
    for number, raw in enumerate(raw_lines[:-1], start=1):
        # The text after the last newline (if any) is a line the stop cut short: dropped.
        try:
            document = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
        except (UnicodeDecodeError, ValueError, RecursionError):
            document = None
        if not isinstance(document, dict) or not _well_formed(document, first=number == 1):
            raise line_error(path, number,
                             BadInput("not a qtgames tournament result"))
        lines.append(document)
        offset += len(raw) + 1
    if not lines and data.strip():
        raise BadInput("{path} holds only the beginning of its first line (the run stopped "
                       "as it began): delete it and start the run again without --resume",
                       path=str(path))
    if not lines:
        raise BadInput("{path} is not a qtgames results file (it is empty)", path=str(path))
    return lines, offset


def _well_formed(document: dict[str, Any], first: bool) -> bool:
    if first:
        config = document.get("config")
        if (document.get("format") != FORMAT or not isinstance(config, dict)
                or not all(is_a(config.get(key), *kinds) for key, kinds in _HEADER.items())):
            return False
        texts = [*config["players"], *config["openings"],
                 *(config.get("aliases") or {}).values()]
        return all(isinstance(text, str) for text in texts)
    info = document.get("tournament")
    return (isinstance(info, dict) and isinstance(info.get("pairing"), str)
            and is_int(info.get("index")) and isinstance(document.get("moves"), list)
            and isinstance(info.get("outcome"), dict))


#: The type of each field of a header's ``config`` (other fields may follow).
_HEADER: dict[str, tuple[type | None, ...]] = {
    "game": (str,), "options": (dict,), "players": (list,), "format": (str,),
    "games": (int,), "seed": (int,), "openings": (list,), "rounds": (int, None),
    "aliases": (dict, None)}
