"""The results file: JSON Lines, a header line then one line per finished game.

Each game's line is written whole and pushed to the disk (flush, then fsync) as soon as the
game ends, so a run stopped at any moment (Ctrl-C, a killed process, a power cut) leaves
every finished game in the file. Resuming reads it back: a last line cut short by the stop
is dropped (and its game played again); a damaged line anywhere else is refused, and the
file is left as it was.
"""

import json
import os
from pathlib import Path
from typing import Any

from qtgames.core.errors import BadInput
from qtgames.tournament.games import Line

FORMAT = "qtgames-tournament"
VERSION = 1


class ResultsFile:
    """An open results file, appended to one line at a time."""

    def __init__(self, path: Path, handle: Any) -> None:
        """Use ``create`` or ``resume``."""
        self.path = path
        self._handle = handle

    @classmethod
    def create(cls, path: str | Path, config: dict[str, Any],
               deal_key: str = "") -> "ResultsFile":
        """A new results file for the tournament ``config`` whose games' chance is keyed
        with ``deal_key`` (kept in the header, so that the run replays); an existing file
        with anything in it is refused (``--resume`` continues it)."""
        path = Path(path)
        if path.exists() and (not path.is_file() or path.stat().st_size > 0):
            raise BadInput("{path} already exists: --resume {path} continues it, or "
                           "choose another file", path=str(path))
        try:
            handle = path.open("a", encoding="utf-8")
        except OSError as error:
            raise BadInput("cannot write {path}: {reason}", path=str(path),
                           reason=error.strerror or str(error)) from None
        results = cls(path, handle)
        header: dict[str, Any] = {"format": FORMAT, "version": VERSION, "config": config}
        if deal_key:
            header["deal_key"] = deal_key
        results.append(header)
        return results

    @classmethod
    def resume(cls, path: str | Path, config: dict[str, Any]) -> tuple["ResultsFile",
                                                                       list[Line]]:
        """The results file at ``path`` opened to go on, and the games it holds.

        The file must have been written for the same tournament (``config``: the game,
        its options, the players, the format, the games per pairing and the seed).
        """
        path = Path(path)
        games, good_bytes = read(path)
        header, games = games[0], games[1:]
        saved = header.get("config")
        if saved != config:
            field = next((key for key in sorted(set(config) | set(saved or {}))
                          if (saved or {}).get(key) != config.get(key)), "format")
            raise BadInput("{path} holds another tournament ({field} differs: {saved} in the "
                           "file, {given} here)", path=str(path), field=field,
                           saved=json.dumps((saved or {}).get(field)),
                           given=json.dumps(config.get(field)))
        try:
            if path.stat().st_size != good_bytes:
                os.truncate(path, good_bytes)  # a line cut short by the stop
            handle = path.open("a", encoding="utf-8")
        except OSError as error:
            raise BadInput("cannot write {path}: {reason}", path=str(path),
                           reason=error.strerror or str(error)) from None
        return cls(path, handle), games

    def append(self, line: dict[str, Any]) -> None:
        """Write ``line`` and push it to the disk before returning."""
        self._handle.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
        self._handle.flush()
        os.fsync(self._handle.fileno())

    def close(self) -> None:
        """Close the file."""
        self._handle.close()


def read_header(path: str | Path) -> Line:
    """The header line of the results file at ``path`` (a BadInput if it is none)."""
    return read(path)[0][0]


def read(path: str | Path) -> tuple[list[Line], int]:
    """The header and game lines of the results file at ``path``, and the length in bytes
    of its whole lines (a last line cut short is left out)."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise BadInput("cannot read {path}: {reason}", path=str(path),
                       reason=error.strerror or str(error)) from None
    lines: list[Line] = []
    offset = 0
    raw_lines = data.split(b"\n")
    for number, raw in enumerate(raw_lines[:-1], start=1):
        # The text after the last newline (if any) is a line the stop cut short: dropped.
        try:
            document = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            document = None
        if not isinstance(document, dict) or not _well_formed(document, first=number == 1):
            raise BadInput("{path}: line {number} is not a qtgames tournament result",
                           path=str(path), number=number)
        lines.append(document)
        offset += len(raw) + 1
    if not lines:
        raise BadInput("{path} is not a qtgames results file (it is empty)", path=str(path))
    return lines, offset


def _well_formed(document: dict[str, Any], first: bool) -> bool:
    if first:
        return document.get("format") == FORMAT and isinstance(document.get("config"), dict)
    info = document.get("tournament")
    return (isinstance(info, dict) and isinstance(info.get("pairing"), str)
            and isinstance(info.get("index"), int) and isinstance(document.get("moves"), list)
            and isinstance(info.get("outcome"), dict))
