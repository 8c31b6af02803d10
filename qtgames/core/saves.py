"""Save files: UTF-8 JSON with a format name and version, replayed move by move on load.

Loading checks everything before anything changes: that the file is an ordinary file (a
device or a pipe is refused without reading it) no larger than ``MAX_BYTES`` (read no
further), the JSON (a UTF-8 byte-order mark is allowed; a document that stops early is
called truncated), every field's type, the format version, the game id and version (a save
from a newer version of the game is refused: its moves may follow rules this program does
not know), the options (of their declared type), the seed (``0 <= seed <= MAX_SEED``), the
cards each move drew (``drawn``), the number of moves (at most the game's ``max_plies``)
and each move through the rules model with the cards it drew. A game with hidden cards
saved before its deal was kept in the file (its ``deal_key``, or its seed alone) is dealt
again as then, replayed, and its cards not yet drawn are drawn afresh when revealed.
Loading never starts a program: a seat the file gives to an outside player (``py:FILE``,
``engine:COMMAND``...) is a person's in the record loaded, and that player is kept in the
record's ``held`` for the shell to offer back.
Any problem is a ``SaveFileError`` with one line saying what and where, values from the
file cut to a few dozen characters. A game's review is optional: a file without one loads,
and a review that does not fit its game is dropped while the game loads.
"""

import codecs
import errno
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from qtgames import __version__
from qtgames.core.atomic import write_atomic
from qtgames.core.chance import Revealed, format_revealed, parse_revealed
from qtgames.core.errors import (
    BadInput,
    DamagedSaveError,
    IllegalMoveError,
    NewerSaveError,
    QtGamesError,
    SaveFileError,
    clip,
)
from qtgames.core.files import FileReadError, FileTooLarge, read_bounded
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.record import HUMAN, GameRecord
from qtgames.core.reviewdata import Review
from qtgames.core.rng import DEAL_KEY_BYTES, MAX_SEED, PLAIN, check_deal_key
from qtgames.core.validate import is_a

FORMAT = "qtgames-save"
VERSION = 1
MAX_BYTES = 10 * 1024 * 1024
EXTENSION = ".qtgame"
#: Seeds are 64-bit: a save with a larger one was not written by qtgames.
SEED_LIMIT = MAX_SEED + 1  # the one rule for seeds (qtgames.core.rng.check_seed)
#: Longest whole number read from a file (a seed has 20 digits at most).
_MAX_DIGITS = 40
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
#: What may be left of ``true``, ``false``, ``null`` or a number cut short.
_WORD_START = re.compile(r"\s*(?:t(?:r(?:ue?)?)?|f(?:a(?:l(?:se?)?)?)?|n(?:u(?:ll?)?)?"
                         r"|-?[0-9.eE+-]*)\s*")
_VERSION = re.compile(r"[0-9]{1,9}(?:\.[0-9]{1,9})*")

GameLookup = Callable[[str], GameSpec]
#: Told how far a replay went: (moves replayed, moves in the file). It may raise to stop the
#: replay: its exception goes through ``load`` unchanged.
Progress = Callable[[int, int], None]
#: How many moves are replayed between two calls of a ``Progress``.
PROGRESS_EVERY = 50


def to_json(record: GameRecord) -> dict[str, Any]:
    """The save-file document of ``record``: ``position`` is its start when the game did
    not begin at the game's own start, or in a game with hidden cards the deal (the hands;
    the draw piles in no order); ``drawn`` maps the index of each move that revealed cards
    to their names. Nothing in it tells a card not yet revealed."""
    document = {
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
    drawn = {str(index): format_revealed(cards) for index, cards in enumerate(record.revealed)
             if cards is not None}
    if drawn:
        document["drawn"] = drawn
    if record.position is not None:
        document["position"] = record.position
    if record.review is not None:
        document["review"] = record.review.to_json()
    return document


def to_json_seen_by(record: GameRecord, seat: int | None) -> dict[str, Any]:
    """The save-file document of what ``seat`` (None: a spectator) may see of ``record``,
    for one side of a network game: in a game with hidden cards, the deal as that seat saw
    it and only the cards it saw drawn. Loading it draws afresh every card it hides. A game
    that reached its end by the rules is saved whole: its end showed every card (the host
    then sends each seat the whole game)."""
    document = to_json(record)
    if not record.spec.hidden_information or _reached_its_end(record):
        return document
    start = record.start_state()
    shown = start.public_view() if seat is None else start.view(seat)
    if shown is None:
        raise SaveFileError("this game cannot be saved without its hidden cards")
    shown.conceal()  # a pile's order is no one's to know: it is not a view's own
    document["position"] = shown.position()
    seen = _seen_reveals(record, seat)
    drawn = {str(index): format_revealed(cards) for index, cards in enumerate(record.revealed)
             if cards is not None and seen[index]}
    document.pop("drawn", None)
    if drawn:
        document["drawn"] = drawn
    document.pop("review", None)  # judged on every hand
    return document


def to_json_for_screen(record: GameRecord) -> dict[str, Any]:
    """The save-file document of what the people at the screen of ``record`` may see: with
    every seat a person's (one screen passed from hand to hand), or in a game without hidden
    cards, or once the game has ended (its end shows every card), the whole game; with one
    person against the computer, that person's view (the computer's hand is not in it);
    with no person, what a spectator sees (the whole game where the game shows nothing to
    spectators: nobody at the screen plays it). With several people and a computer, the view of
    the first person: a save never holds more than the people at the screen saw, nor the
    moves taken back, and loading it draws afresh what it does not hold."""
    if record.dealt_at:
        record = _from_dealt(record)
    people = [index for index, seat in enumerate(record.seats) if seat.is_human]
    if not record.spec.hidden_information or len(people) == len(record.seats) \
            or _reached_its_end(record) \
            or (not people and record.start_state().public_view() is None):
        return to_json(record)
    document = to_json_seen_by(record, people[0] if people else None)
    # Moves taken back are not kept: the hands dealt afresh on loading fit the game up to
    # the cursor, not cards the computer laid later.
    cursor = record.cursor
    document["moves"] = document["moves"][:cursor]
    drawn = {index: cards for index, cards in document.pop("drawn", {}).items()
             if int(index) < cursor}
    if drawn:
        document["drawn"] = drawn
    return document


def _from_dealt(record: GameRecord) -> GameRecord:
    """``record`` from where the hands it read hidden were dealt afresh (``dealt_at``): the
    whole game from there, what went before being no longer whole."""
    state = record.state.copy()
    for _ in range(record.cursor - record.dealt_at):
        state.undo()
    rebased = GameRecord(record.spec, record.options, record.seed,
                         [seat.player for seat in record.seats], state.position())
    rebased.use_dealer(record.dealer)
    for index in range(record.dealt_at, len(record.moves)):
        rebased.play_text(record.moves[index], record.revealed[index])
    rebased.goto(record.cursor - record.dealt_at)
    return rebased


def _reached_its_end(record: GameRecord) -> bool:
    """True when the history of ``record`` goes to the end of the game."""
    if record.cursor == len(record.moves):
        return record.state.is_over()
    return record.replay_on(record.state.copy(), record.cursor, len(record.moves)).is_over()


def _seen_reveals(record: GameRecord, seat: int | None) -> list[bool]:
    """For each move of ``record``, whether ``seat`` (None: a spectator) saw the cards it
    drew: its view at the end of the history, taken back move by move, still names them."""
    state = record.replay_on(record.state.copy(), record.cursor, len(record.moves))
    view = state.public_view() if seat is None else state.view(seat)
    seen = [False] * len(record.moves)
    if view is None:
        return seen
    for index in range(len(record.moves) - 1, -1, -1):
        cards, shown = record.revealed[index], view.revealed()
        seen[index] = cards is not None and shown is not None and sorted(shown) == sorted(cards)
        view.undo()
    return seen


def dumps(record: GameRecord) -> str:
    """The save file of ``record`` as text, holding what the people at its screen may see
    (``to_json_for_screen``)."""
    return json.dumps(to_json_for_screen(record), ensure_ascii=False, indent=1) + "\n"


def save(record: GameRecord, path: str | Path) -> None:
    """Write ``record`` to ``path`` atomically, holding what the people at its screen may
    see (``to_json_for_screen``): a person's save or autosave of a game against the
    computer never holds the computer's hand."""
    write_document(to_json_for_screen(record), path)


def write_document(document: dict[str, Any], path: str | Path) -> None:
    """Write a save-file-like JSON ``document`` to ``path`` atomically; a SaveFileError
    saying why in a player's words when it cannot be written."""
    data = json.dumps(document, ensure_ascii=False, indent=1) + "\n"
    try:
        write_atomic(Path(path), data.encode("utf-8"))
    except OSError as error:
        raise _save_error(Path(path), error) from None


def is_folder(path: Path) -> bool:
    """True when ``path`` is a folder; False as well when it cannot even be asked (a name
    too long, a loop of links)."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def _save_error(path: Path, error: OSError) -> SaveFileError:
    """Why ``path`` could not be written, in a player's words."""
    folder = path.parent
    if isinstance(error, IsADirectoryError) or is_folder(path):
        return SaveFileError("cannot save {path}: it is a folder; give the file a name",
                             path=str(path))
    if isinstance(error, FileNotFoundError):
        if not is_folder(folder):
            return SaveFileError("cannot save {path}: there is no folder {folder}",
                                 path=str(path), folder=str(folder))
        return SaveFileError("cannot save {path}: the folder {folder} takes no new files "
                             "(a system folder); choose another one",
                             path=str(path), folder=str(folder))
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return SaveFileError("cannot save {path}: you may not write in the folder {folder}; "
                             "choose another one", path=str(path), folder=str(folder))
    return SaveFileError("cannot save {path}: {reason}", path=str(path),
                         reason=error.strerror or str(error))


def load(path: str | Path, lookup: GameLookup, progress: Progress | None = None) -> GameRecord:
    """Read and replay the save file at ``path``; ``lookup`` maps a game id to its spec.

    ``progress``, if given, is called before the first move is replayed, every
    ``PROGRESS_EVERY`` moves and after the last one, with the moves replayed and their
    number; an exception it raises stops the replay and goes through unchanged.
    """
    path = Path(path)
    try:
        data = read_bounded(path, MAX_BYTES)
    except FileTooLarge:
        raise SaveFileError("{path}: file too large for a saved game (more than {size} "
                            "bytes)", path=str(path), size=MAX_BYTES) from None
    except FileReadError as error:
        raise SaveFileError("{error}", error=error) from None
    try:
        return loads(data, lookup, progress)
    except NewerSaveError as error:
        raise NewerSaveError("{path}: {error}", path=str(path), error=error) from None
    except SaveFileError as error:
        raise DamagedSaveError("{path}: {error}", path=str(path), error=error) from None


def loads(data: bytes | str, lookup: GameLookup,
          progress: Progress | None = None) -> GameRecord:
    """Parse and replay a save file's content (``progress`` as for ``load``)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if len(raw) > MAX_BYTES:
        raise SaveFileError("file too large for a saved game ({size} bytes)", size=len(raw))
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8):]
    if not raw.strip():
        raise SaveFileError("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start >= len(raw) - 3 and error.reason == "unexpected end of data":
            raise SaveFileError("the file is truncated (it ends in the middle)") from None
        raise SaveFileError("not a saved game (not UTF-8 text)") from None
    try:
        document = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as error:
        if _ends_early(text, error):
            raise SaveFileError("the file is truncated (it ends in the middle)") from None
        raise SaveFileError("not a saved game (invalid JSON at line {line})",
                            line=error.lineno) from None
    except RecursionError:
        raise SaveFileError("not a saved game (nested too deeply)") from None
    return from_json(document, lookup, progress)


class _LongNumber:
    """A whole number in the file too long to be any field's value (never converted)."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<{self.digits} digits>"


def _parse_int(text: str) -> int | _LongNumber:
    """Read a whole number, unless it is too long to mean anything here."""
    digits = len(text.lstrip("-"))
    return int(text) if digits <= _MAX_DIGITS else _LongNumber(digits)


def _ends_early(text: str, error: json.JSONDecodeError) -> bool:
    """True when ``text`` is the start of a JSON document whose end is missing: the parser
    stopped at the end, in a string left open or on the start of a word or number, and a
    string or a bracket is still open."""
    if not (error.pos >= len(text.rstrip()) or error.msg.startswith("Unterminated string")
            or _WORD_START.fullmatch(text, error.pos)):
        return False
    outside = _STRING.sub("", text)
    if '"' in outside:
        return True
    opened = outside.count("{") + outside.count("[")
    return opened > outside.count("}") + outside.count("]")


def _version_key(text: str) -> tuple[int, ...] | None:
    """``(1, 2, 0)`` for ``"1.2.0"`` (a suffix ignored), None when it is no version."""
    match = _VERSION.match(text.strip())
    return tuple(int(part) for part in match.group().split(".")) if match else None


def _clipped(error: QtGamesError) -> QtGamesError:
    """``error`` with the values it shows cut to a readable length."""
    values = {key: _clipped(value) if isinstance(value, QtGamesError) else clip(value)
              for key, value in error.values.items()}
    return type(error)(error.template, **values)


_TYPE_WORDS = {str: N_("text"), int: N_("a whole number"), list: N_("a list"),
               dict: N_("an object")}


def _field(document: dict[str, Any], key: str, kind: type) -> Any:
    if key not in document:
        raise SaveFileError("missing field {key!r}", key=key)
    return _check_type(key, document[key], kind)


def _optional_field(document: dict[str, Any], key: str, kind: type) -> Any:
    return _check_type(key, document[key], kind) if key in document else None


def _check_type(key: str, value: Any, kind: type) -> Any:
    if isinstance(value, _LongNumber):
        raise SaveFileError("field {key!r} is a number too long ({digits} digits)", key=key,
                            digits=value.digits)
    if not is_a(value, kind):
        raise SaveFileError("field {key!r} should be {kind}", key=key, kind=_TYPE_WORDS[kind])
    return value


def from_json(document: Any, lookup: GameLookup,
              progress: Progress | None = None) -> GameRecord:
    """Check and replay a save file's JSON ``document`` (as ``loads`` does once it has
    parsed the text); a SaveFileError saying what is wrong and where."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError("not a qtgames saved game")
    version = _field(document, "version", int)
    app_version = _optional_field(document, "app_version", str)
    game_version = _optional_field(document, "game_version", str)
    if version != VERSION:
        if app_version is not None:
            raise NewerSaveError("saved by qtgames {app} in a newer or unknown format version "
                                "{version} (this program reads {supported})",
                                app=clip(app_version), version=clip(version),
                                supported=VERSION)
        raise NewerSaveError("saved by a newer or unknown format version {version} "
                            "(this program reads {supported})", version=clip(version),
                            supported=VERSION)
    game_id = _field(document, "game", str)
    options = _field(document, "options", dict)
    seed = _field(document, "seed", int)
    seats = _field(document, "seats", list)
    moves = _field(document, "moves", list)
    cursor = _field(document, "cursor", int)
    position = _optional_field(document, "position", str)
    drawn = _drawn(document, len(moves))
    deal_key = _deal_key(document)
    if any(not isinstance(move, str) for move in moves):
        raise SaveFileError("field 'moves' should be a list of texts")
    if not 0 <= cursor <= len(moves):
        raise SaveFileError("cursor {cursor} is outside the {count} moves",
                            cursor=clip(cursor), count=len(moves))
    if not 0 <= seed < SEED_LIMIT:
        raise SaveFileError("field 'seed' should be a whole number from 0 to {largest}",
                            largest=SEED_LIMIT - 1)
    players = [_seat_player(seat) for seat in seats]
    try:
        spec = lookup(game_id)
        _check_game_version(spec, game_version)
        if len(moves) > spec.max_plies:
            raise SaveFileError("the game has {count} moves, more than {game} ever needs "
                                "({limit})", count=len(moves), game=spec.id,
                                limit=spec.max_plies)
        # A game with hidden cards saved before its deal was kept: dealt again as then.
        legacy = spec.hidden_information and position is None
        record = GameRecord(spec, options, seed, players, position,
                            deal_key if legacy else None, keep_order=True)
    except SaveFileError as error:
        raise _clipped(error) from None
    except BadInput as error:
        raise SaveFileError("{error}", error=_clipped(error)) from None
    total = len(moves)
    if progress is not None:
        progress(0, total)
    for number, text in enumerate(moves, start=1):
        if progress is not None and number > 1 and (number - 1) % PROGRESS_EVERY == 0:
            progress(number - 1, total)
        try:
            record.play_text(text, drawn.get(number - 1))
        except BadInput as error:
            reason = error.values.get("reason", error) if isinstance(
                error, IllegalMoveError) else error
            reason = _clipped(reason) if isinstance(reason, QtGamesError) else clip(reason)
            raise SaveFileError("illegal move {move!r} at position {number}: {reason}",
                                move=clip(text), number=number, reason=reason) from None
    if progress is not None:
        progress(total, total)
    if legacy:
        record.conceal()  # its cards not yet drawn are drawn afresh when revealed
    if spec.hidden_information:
        before = record.state.position()
        record.complete()  # a file made for one seat: the hands it hid, drawn afresh
        if record.state.position() != before and moves:
            # Before here the hands were unknown: going back would hide them again.
            record.dealt_at = len(moves)
        elif record.state.position() != before:
            record.position = record.state.position()  # dealt at the start: the start
    record.goto(cursor)
    record.hold_outside_players()
    if "review" in document:  # optional: a review that is no review is dropped, not fatal
        try:
            record.review = Review.from_json(document["review"], len(moves), len(seats))
        except ValueError:
            record.review = None
    return record


def _drawn(document: dict[str, Any], count: int) -> dict[int, Revealed]:
    """The cards each move revealed, by the move's index (none for a file without)."""
    field = _optional_field(document, "drawn", dict) or {}
    drawn = {}
    for key, value in field.items():
        try:
            index = int(key) if key.isdigit() and len(key) <= 9 else -1
            cards = parse_revealed(value) if isinstance(value, str) else None
        except ValueError:
            cards = None
        if not 0 <= index < count or cards is None:
            raise SaveFileError("field 'drawn' should map the number of a move (from 0 to "
                                "{last}) to the cards it drew, like \"17,23\"",
                                last=count - 1)
        drawn[index] = cards
    return drawn


def _deal_key(document: dict[str, Any]) -> str:
    """The deal key of a file written before cards were drawn when revealed (its deal is
    made again as then); ``PLAIN`` for a file without one (its chance followed its seed
    alone)."""
    key = _optional_field(document, "deal_key", str)
    if key is None:
        return PLAIN
    try:
        return check_deal_key(key)
    except BadInput:
        raise SaveFileError("field 'deal_key' should be {count} hexadecimal digits",
                            count=2 * DEAL_KEY_BYTES) from None


def _check_game_version(spec: GameSpec, saved: str | None) -> None:
    """Refuse a save written by a newer version of the game than the one installed."""
    saved_key = _version_key(saved) if saved is not None else None
    installed_key = _version_key(spec.version)
    if saved_key is not None and installed_key is not None and saved_key > installed_key:
        raise NewerSaveError("saved by a newer version of {game} ({saved}; this program has "
                            "{installed}): update qtgames to open it", game=spec.id,
                            saved=clip(saved), installed=spec.version)


def _seat_player(seat: Any) -> str:
    if not isinstance(seat, dict) or not isinstance(seat.get("player", HUMAN), str):
        raise SaveFileError("field 'seats' should be a list of {name, player} objects")
    player: str = seat.get("player", HUMAN)
    return player
