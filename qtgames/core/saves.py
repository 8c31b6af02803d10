"""Save files: UTF-8 JSON with a format name and version, replayed move by move on load.

Loading checks everything before anything changes: the size, the JSON, every field's type,
the format version, the game id, the options, and each move through the rules model. Any
problem is a ``SaveFileError`` with one line saying what and where.
"""

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from qtgames import __version__
from qtgames.core.atomic import write_atomic
from qtgames.core.errors import BadInput, IllegalMoveError, SaveFileError
from qtgames.core.game import GameSpec
from qtgames.core.record import HUMAN, GameRecord

FORMAT = "qtgames-save"
VERSION = 1
MAX_BYTES = 10 * 1024 * 1024
EXTENSION = ".qtgame"

GameLookup = Callable[[str], GameSpec]


def to_json(record: GameRecord) -> dict[str, Any]:
    """The save-file document of ``record``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": record.spec.id,
        "game_version": record.spec.version,
        "options": dict(record.options),
        "seed": record.seed,
        "seats": [{"name": seat.name, "player": seat.player} for seat in record.seats],
        "moves": list(record.moves),
        "cursor": record.cursor,
    }


def dumps(record: GameRecord) -> str:
    """The save file of ``record`` as text."""
    return json.dumps(to_json(record), ensure_ascii=False, indent=1) + "\n"


def save(record: GameRecord, path: str | Path) -> None:
    """Write ``record`` to ``path`` atomically."""
    try:
        write_atomic(Path(path), dumps(record).encode("utf-8"))
    except OSError as error:
        raise SaveFileError("cannot save {path}: {reason}", path=str(path),
                            reason=error.strerror or str(error)) from None


def load(path: str | Path, lookup: GameLookup) -> GameRecord:
    """Read and replay the save file at ``path``; ``lookup`` maps a game id to its spec."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveFileError("file too large for a saved game ({size} bytes)", size=size)
        data = path.read_bytes()
    except OSError as error:
        raise SaveFileError("cannot open {path}: {reason}", path=str(path),
                            reason=error.strerror or str(error)) from None
    try:
        return loads(data, lookup)
    except SaveFileError as error:
        raise SaveFileError("{path}: {error}", path=str(path), error=error) from None


def loads(data: bytes | str, lookup: GameLookup) -> GameRecord:
    """Parse and replay a save file's content."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise SaveFileError("file too large for a saved game ({size} bytes)", size=len(raw))
    if not raw.strip():
        raise SaveFileError("the file is empty")
    try:
        document = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveFileError("not a saved game (not UTF-8 text)") from None
    except json.JSONDecodeError as error:
        if error.pos >= len(raw.rstrip()):
            raise SaveFileError("the file is truncated (it ends in the middle)") from None
        raise SaveFileError("not a saved game (invalid JSON at line {line})",
                            line=error.lineno) from None
    except RecursionError:
        raise SaveFileError("not a saved game (nested too deeply)") from None
    return _from_json(document, lookup)


_TYPE_WORDS = {str: "text", int: "a whole number", list: "a list", dict: "an object"}


def _field(document: dict[str, Any], key: str, kind: type) -> Any:
    if key not in document:
        raise SaveFileError("missing field {key!r}", key=key)
    value = document[key]
    if isinstance(value, bool) or not isinstance(value, kind):
        raise SaveFileError("field {key!r} should be {kind}", key=key, kind=_TYPE_WORDS[kind])
    return value


def _from_json(document: Any, lookup: GameLookup) -> GameRecord:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError("not a qtgames saved game")
    version = _field(document, "version", int)
    if version != VERSION:
        raise SaveFileError("saved by a newer or unknown format version {version} "
                            "(this program reads {supported})", version=version,
                            supported=VERSION)
    game_id = _field(document, "game", str)
    options = _field(document, "options", dict)
    seed = _field(document, "seed", int)
    seats = _field(document, "seats", list)
    moves = _field(document, "moves", list)
    cursor = _field(document, "cursor", int)
    if any(not isinstance(move, str) for move in moves):
        raise SaveFileError("field 'moves' should be a list of texts")
    if not 0 <= cursor <= len(moves):
        raise SaveFileError("cursor {cursor} is outside the {count} moves", cursor=cursor,
                            count=len(moves))
    if seed < 0:
        raise SaveFileError("field 'seed' should not be negative")
    players = [_seat_player(seat) for seat in seats]
    try:
        spec = lookup(game_id)
        record = GameRecord(spec, options, seed, players)
    except SaveFileError:
        raise
    except BadInput as error:
        raise SaveFileError("{error}", error=error) from None
    for number, text in enumerate(moves, start=1):
        try:
            record.play_text(text)
        except BadInput as error:
            reason = error.values.get("reason", error) if isinstance(
                error, IllegalMoveError) else error
            raise SaveFileError("illegal move {move!r} at position {number}: {reason}",
                                move=text, number=number, reason=reason) from None
    record.goto(cursor)
    return record


def _seat_player(seat: Any) -> str:
    if not isinstance(seat, dict) or not isinstance(seat.get("player", HUMAN), str):
        raise SaveFileError("field 'seats' should be a list of {name, player} objects")
    player: str = seat.get("player", HUMAN)
    return player
