"""Openings: where the game pairs of a match or tournament start.

An openings file holds one opening a line (blank lines and ``#`` comments skipped): a
position in the game's notation, or ``moves:`` and moves in the game's notation, separated
by spaces, played from the game's start. Each game pair starts from one opening, sides
swapped between its two games.

A game ships books of move sequences in its ``openings/`` folder, beside its rules: one
book per start position, whose first line is ``# start: POSITION`` and second
``# options: KEY=VALUE ...`` (the options it was made with, besides who starts). A match
uses the book of the position each game starts from, so a game whose start is drawn
(who plays first, a deal of cards) gets the book of the start drawn, or none: a card
game's deal differs from game to game, and that deal is its opening.
"""

import functools
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from qtgames.core.errors import BadInput, IllegalMoveError, clip
from qtgames.core.files import FileReadError, read_bounded
from qtgames.core.game import GameSpec
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState

#: Largest openings file read.
MAX_OPENINGS_BYTES = 1024 * 1024
#: Most moves in one opening.
MAX_OPENING_MOVES = 200
#: The line prefix of an opening given as moves.
MOVES = "moves:"
#: The first line of a shipped book names the position its moves start from.
START = "# start:"
#: The second line of a shipped book: the options it was made with.
OPTIONS = "# options:"
#: A game's folder of books, beside its rules.
BOOK_FOLDER = "openings"


@dataclass(frozen=True)
class Opening:
    """Where a game starts: ``position`` (the game's notation), or ``moves`` played from
    the game's start (one of the two)."""

    position: str | None = None
    moves: tuple[str, ...] = ()

    def line(self) -> str:
        """The opening as one line of an openings file."""
        return self.position if self.position is not None else f"{MOVES} {' '.join(self.moves)}"


def parse_opening(line: str) -> Opening:
    """The opening of one (stripped, non-comment) line of an openings file."""
    if not line.startswith(MOVES):
        return Opening(position=line)
    moves = tuple(line[len(MOVES):].split())
    if not moves:
        raise BadInput("{line!r} names no move", line=line[:40])
    if len(moves) > MAX_OPENING_MOVES:
        raise BadInput("an opening of {count} moves (at most {limit})", count=len(moves),
                       limit=MAX_OPENING_MOVES)
    return Opening(moves=moves)


def parse_openings(text: str) -> tuple[Opening, ...]:
    """The openings of an openings file's text, in order."""
    return tuple(parse_opening(line.strip()) for line in text.splitlines()
                 if line.strip() and not line.lstrip().startswith("#"))


def read_openings(path: str) -> tuple[str, ...]:
    """The opening lines of the openings file ``path`` (BadInput if it is unreadable, too
    large, not UTF-8 or holds none); each line is checked by ``parse_opening``."""
    try:
        data = read_bounded(Path(path), MAX_OPENINGS_BYTES)
    except FileReadError as error:
        raise BadInput("{error}", error=error) from None
    except OSError as error:
        raise BadInput("cannot read {path}: {reason}", path=path,
                       reason=error.strerror or str(error)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadInput("{path} is not UTF-8 text", path=path) from None
    openings = parse_openings(text)
    if not openings:
        raise BadInput("{path} holds no position", path=path)
    return tuple(opening.line() for opening in openings)


def fit(start: AnyState, moves: tuple[str, ...]) -> tuple[str, ...]:
    """``moves`` as the game writes them, played from ``start`` (left as it was); raise
    IllegalMoveError or NotationError naming a move that does not fit, BadInput if they
    end the game."""
    trial = start.copy()
    written = []
    for text in moves:
        move = trial.parse_move(text)
        if trial.is_over() or move not in trial.legal_moves():
            reason = trial.check_move(move) or N_("that move is not allowed here")
            raise IllegalMoveError("{move}: {reason}", move=clip(text), reason=reason)
        written.append(trial.format_move(move))  # before it is played: captures show
        trial.play(move)
    if trial.is_over():
        raise BadInput("these moves end the game")
    return tuple(written)


@dataclass(frozen=True)
class ShippedBook:
    """One book of a game's ``openings/`` folder: the start position its moves are played
    from, the options it was made with (the ones besides who starts) and its openings."""

    start: str
    options: dict[str, str]
    openings: tuple[Opening, ...]

    def suits(self, start: AnyState, options: Mapping[str, OptionValue]) -> bool:
        """True when a game at ``start`` with ``options`` may use this book."""
        return start.position() == self.start and all(
            str(options.get(key)) == value for key, value in self.options.items())


def read_book(text: str) -> ShippedBook | None:
    """The book of a book file's ``text`` (None without its ``# start:`` line): then
    ``# options: KEY=VALUE ...``, comments and ``moves:`` lines."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith(START):
        return None
    options: dict[str, str] = {}
    if len(lines) > 1 and lines[1].startswith(OPTIONS):
        options = dict(item.partition("=")[::2] for item in lines[1][len(OPTIONS):].split())
    return ShippedBook(lines[0][len(START):].strip(), options, parse_openings(text))


@functools.lru_cache(maxsize=16)
def _books(folder: Path) -> tuple[ShippedBook, ...]:
    """Every book in ``folder`` (a game's own files, shipped with it)."""
    if not folder.is_dir():
        return ()
    found = (read_book(path.read_text(encoding="utf-8"))
             for path in sorted(folder.glob("*.txt")))
    return tuple(book for book in found if book is not None)


def shipped_book(spec: GameSpec, start: AnyState,
                 options: Mapping[str, OptionValue]) -> tuple[Opening, ...]:
    """The openings ``spec``'s plugin ships for games with ``options`` starting at
    ``start`` (empty if none)."""
    if spec.rules_dir is None:
        return ()
    for book in _books(spec.rules_dir / BOOK_FOLDER):
        if book.suits(start, options):
            return book.openings
    return ()


def game_key(start: AnyState, moves: list[str] | tuple[str, ...], hidden: bool,
             seed: int) -> str:
    """What tells one game from another: its start position and moves, and in a game of
    hidden cards the seed that dealt them (two deals may show the same position)."""
    text = "\n".join([start.position(), str(seed) if hidden else "", *moves])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
