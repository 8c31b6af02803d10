"""One round of Zen l'Initié (``rules.en.md``): moves, jumps, captures, the Zen, rules (a)
and (b), the chain test for both players after every move, passes and draws, repetition
among them.

Repetition: the same position (pieces, seat to move and the square rule (a) forbids the
Zen) coming back for the third time in a round draws it. Each state counts the positions of
its round in ``_seen``, one more in ``play`` and one fewer in ``undo``, so the test costs a
dictionary look-up per move, in the search too. A position read from its notation starts
a fresh count: the notation holds no history (as a chess FEN drops the earlier positions).

Squares are numbered ``row * 11 + column`` from 0, row 0 being row 1 at the bottom and
column 0 column A. A move is ``(from, to)``; its notation is ``F11-F8`` (``F11xF8`` also
reads as a capture).

Position notation: the rows from row 11 down to row 1 separated by ``/``, ``x`` a black
pawn, ``o`` a white pawn, ``z`` the Zen, a number for a run of empty squares; then the
seat to move (its index), the square the Zen may not go back to on this move (or ``-``),
and the number of players. The start with Black to move:
``o4x4x/4o1o4/3x3x3/2o5o2/1x7x1/o4z4o/1x7x1/2o5o2/3x3x3/4o1o4/x4x4o 0 - 2``.
"""

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, Final, Literal, TypeGuard, cast

from qtgames.core.errors import NotationError
from qtgames.core.generics import type_parameter
from qtgames.core.i18n import N_
from qtgames.core.moves import SpecialMove
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

SIZE = 11
EMPTY, BLACK_PAWN, WHITE_PAWN, ZEN = 0, 1, 2, 3
#: The move of a player who cannot move.
PASS: Final = SpecialMove.PASS
#: The time a position comes back in a round that draws it.
REPETITIONS = 3
LETTERS = "ABCDEFGHIJK"
SEATS_2 = ("black", "white")
SEATS_4 = ("black 1", "white 1", "black 2", "white 2")
LINES = ((0, 1), (1, 0), (1, 1), (1, -1))  # (row step, column step) of the four lines
NEIGHBOURS = [
    [r * SIZE + c for r in range(row - 1, row + 2) for c in range(col - 1, col + 2)
     if 0 <= r < SIZE and 0 <= c < SIZE and (r, c) != (row, col)]
    for row in range(SIZE) for col in range(SIZE)
]


def _line_tables() -> tuple[list[tuple[int, ...]], list[tuple[tuple[tuple[tuple[int, ...],
                                                                        list[int]], ...], ...]]]:
    """For each square: the ids of its row, column and two diagonals, and for each of those
    lines its two rays, each as (squares in order, masks of the squares strictly between
    the origin and the square at each distance)."""
    through: list[tuple[int, ...]] = []
    rays = []
    for row in range(SIZE):
        for col in range(SIZE):
            through.append((row, SIZE + col, 2 * SIZE + row - col + SIZE - 1,
                            4 * SIZE - 1 + row + col))
            square_rays = []
            for dr, dc in LINES:
                both = []
                for sign in (1, -1):
                    squares = []
                    r, c = row + sign * dr, col + sign * dc
                    while 0 <= r < SIZE and 0 <= c < SIZE:
                        squares.append(r * SIZE + c)
                        r, c = r + sign * dr, c + sign * dc
                    between = [0, 0]  # by distance: nothing lies strictly between at 0 or 1
                    for square in squares[:-1]:
                        between.append(between[-1] | 1 << square)
                    both.append((tuple(squares), between))
                square_rays.append(tuple(both))
            rays.append(tuple(square_rays))
    return through, rays


LINE_COUNT = 6 * SIZE - 2  # rows, columns, and the 2 × 21 diagonals
LINES_THROUGH, RAYS = _line_tables()
START = {
    BLACK_PAWN: "A1 F1 D3 H3 B5 J5 B7 J7 D9 H9 F11 K11",
    WHITE_PAWN: "K1 E2 G2 C4 I4 A6 K6 C8 I8 E10 G10 A11",
    ZEN: "F6",
}
_SQUARE = re.compile(r"^([A-Ka-k])(1[01]|[1-9])$")
SEAT_FIELDS = ("0", "1", "2", "3")  # the seat field of a position, before the players check


def groups_of(squares: Iterable[int]) -> Iterator[list[int]]:
    """The 8-connected groups the given squares form, found one at a time (the chain test
    stops after the first)."""
    left = set(squares)
    while left:
        group = [left.pop()]
        for square in group:  # grows while it is walked
            for neighbour in NEIGHBOURS[square]:
                if neighbour in left:
                    left.discard(neighbour)
                    group.append(neighbour)
        yield group


def moves_a_piece(move: "ZenMove") -> TypeGuard["Placement"]:
    """True for a move of a pawn or the Zen; False for a pass or the next round."""
    return isinstance(move, tuple)


def square_name(square: int) -> str:
    """``F11`` for a square number."""
    row, col = divmod(square, SIZE)
    return f"{LETTERS[col]}{row + 1}"


def parse_square(text: str) -> int:
    """The square number of ``F11``; NotationError if it names none."""
    match = _SQUARE.match(text.strip())
    if not match:
        raise NotationError("{text!r} is not a square from A1 to K11", text=text.strip())
    return (int(match.group(2)) - 1) * SIZE + LETTERS.index(match.group(1).upper())


#: A move of a pawn or the Zen: (from square, to square).
Placement = tuple[int, int]
#: A move: a placement; ``PASS`` when the player cannot move; ``NEXT_ROUND`` between two
#: rounds of a match.
ZenMove = Placement | Literal[SpecialMove.PASS, SpecialMove.NEXT_ROUND]
#: What undoing a move needs: the piece it captured, the rule (a) square and the outcome
#: before it.
ZenSaved = tuple[int, int | None, Outcome | None]
#: A position as the repetition rule compares them: board, seat to move, rule (a) square.
RepetitionKey = tuple[bytes, int, int | None]


if TYPE_CHECKING:
    from typing_extensions import TypeVar

    #: What a state saves to undo a move: ``ZenSaved`` for a round alone; a whole game
    #: (``ZenGame``, a ``ZenState[MatchSaved]``) saves the match's part with it.
    Saved = TypeVar("Saved", default=Any)
else:
    Saved = type_parameter("Saved", default=Any)


class ZenState(GameState[ZenMove, Saved]):
    """A Zen l'Initié position, one round (two or four players); a bare ``ZenState`` is
    a round's state or a whole game's."""

    def __init__(self, board: list[int], seat: int, players: int = 2,
                 forbidden: int | None = None, free_zen: bool = False, ply: int = 0) -> None:
        super().__init__(ply)
        self.board = board
        self.seat = seat
        self.players = players
        self.seats = SEATS_2 if players == 2 else SEATS_4
        self.forbidden = forbidden  # where the Zen may not go back to on this move (rule a)
        self.free_zen = free_zen    # variant 3: rule (b) dropped
        self._outcome: Outcome | None = None
        self._legal_cache_key: object = None
        self._legal_cache: frozenset[ZenMove] = frozenset()
        #: How many times each position of this round has been reached (see the module).
        self._seen: dict[RepetitionKey, int] = {self._repetition_key(): 1}

    @classmethod
    def start(cls, players: int = 2, first: int = 0, free_zen: bool = False) -> "ZenState":
        """The initial position; ``first`` is the colour to move first (0 Black, 1 White)."""
        board = [EMPTY] * (SIZE * SIZE)
        for piece, squares in START.items():
            for name in squares.split():
                board[parse_square(name)] = piece
        return cls(board, first, players, None, free_zen)

    # -- colours -------------------------------------------------------------------------

    def colour_of(self, seat: int) -> int:
        """The pawns a seat moves: BLACK_PAWN or WHITE_PAWN."""
        return BLACK_PAWN if seat % 2 == 0 else WHITE_PAWN

    def team_of(self, seat: int) -> int:
        """Black seats are team 0, White seats team 1."""
        return seat % 2

    def to_move(self) -> int:
        """The seat to move."""
        return self.seat

    # -- moves ---------------------------------------------------------------------------

    def _moves_of(self, colour: int, forbidden: int | None) -> list[ZenMove]:
        board = self.board
        enemy = WHITE_PAWN if colour == BLACK_PAWN else BLACK_PAWN
        counts = [0] * LINE_COUNT
        enemies = 0
        origins = []
        for square, piece in enumerate(board):
            if piece:
                for line in LINES_THROUGH[square]:
                    counts[line] += 1
                if piece == enemy:
                    enemies |= 1 << square
                else:
                    origins.append(square)
        moves: list[ZenMove] = []
        for origin in origins:
            piece = board[origin]
            for line, rays in zip(LINES_THROUGH[origin], RAYS[origin], strict=True):
                distance = counts[line]  # every pawn on the line, the moving one included
                for ray, between in rays:
                    if len(ray) < distance or between[distance] & enemies:
                        continue
                    target = ray[distance - 1]
                    if board[target] == colour:
                        continue
                    if piece == ZEN and not self._zen_may_land(origin, target, forbidden):
                        continue
                    moves.append((origin, target))
        return moves

    def _zen_may_land(self, origin: int, target: int, forbidden: int | None) -> bool:
        if target == forbidden:
            return False  # rule (a)
        if self.free_zen:
            return True
        board = self.board
        return any(board[n] in (BLACK_PAWN, WHITE_PAWN) for n in NEIGHBOURS[target]
                   if n != origin)  # rule (b), after the move

    def legal_moves(self) -> list[ZenMove]:
        """Every move of the seat to move; ``[PASS]`` when it has none; none at the end."""
        if self._outcome is not None:
            return []
        moves = self._moves_of(self.colour_of(self.seat), self.forbidden)
        if moves:
            return moves
        other = self.colour_of(self.seat + 1)
        return [PASS] if self._moves_of(other, None) else []

    def _apply(self, move: ZenMove) -> Saved:
        """Play a move of the round (``_play_in_round``); a whole game adds its own."""
        # A round alone saves ``ZenSaved``; a whole game overrides this method.
        return cast(Saved, self._play_in_round(move))

    def _revert(self, move: ZenMove, saved: Saved) -> None:
        """Take back a move of the round (``_undo_in_round``)."""
        self._undo_in_round(move, cast(ZenSaved, saved))

    def _play_in_round(self, move: ZenMove) -> ZenSaved:
        """Move a pawn or the Zen (capturing what it lands on), then test both chains."""
        captured = EMPTY
        forbidden = None
        if moves_a_piece(move):
            origin, target = move
            board = self.board
            piece = board[origin]
            captured = board[target]
            board[target] = piece
            board[origin] = EMPTY
            if piece == ZEN:
                forbidden = origin
        saved = (captured, self.forbidden, self._outcome)
        mover = self.team_of(self.seat)
        self.seat = (self.seat + 1) % self.players
        self.forbidden = forbidden
        self._outcome = self._judge(mover) if move is not PASS else None
        if self._outcome is None and self._round_goes_on() and not self.anybody_can_move():
            self._outcome = self._nobody_can_move()
        key = self._repetition_key()
        seen = self._seen.get(key, 0) + 1
        self._seen[key] = seen
        if seen >= REPETITIONS and self._outcome is None and self._round_goes_on():
            self._outcome = self._repeated()
        return saved

    def _repetition_key(self) -> RepetitionKey:
        """The position as the repetition rule compares them."""
        return bytes(self.board), self.seat, self.forbidden

    def _repeated(self) -> Outcome | None:
        """The result when a position comes back for the third time: a draw."""
        return Outcome(frozenset(), "repetition")

    def _round_goes_on(self) -> bool:
        """False once the round has a result (a whole game may wait between rounds)."""
        return True

    def _nobody_can_move(self) -> Outcome | None:
        """The result when neither side can move: a draw."""
        return Outcome(frozenset(), "no-moves")

    def anybody_can_move(self) -> bool:
        """True when the seat to move or the other side has a move (else it is a draw)."""
        return (self._has_move(self.colour_of(self.seat), self.forbidden)
                or self._has_move(self.colour_of(self.seat + 1), None))

    def _has_move(self, colour: int, forbidden: int | None) -> bool:
        """Whether ``colour`` has a move: ``_moves_of`` stopping at the first one found,
        counting only the lines it looks at (after every move, so it must be quick)."""
        board = self.board
        enemy = WHITE_PAWN if colour == BLACK_PAWN else BLACK_PAWN
        for origin, piece in enumerate(board):
            if piece != colour and piece != ZEN:
                continue
            for rays in RAYS[origin]:
                (ahead, _), (behind, _) = rays
                distance = 1 + sum(1 for square in ahead if board[square]) + \
                    sum(1 for square in behind if board[square])
                for ray, _ in rays:
                    if len(ray) < distance or board[ray[distance - 1]] == colour or any(
                            board[square] == enemy for square in ray[:distance - 1]):
                        continue
                    if piece != ZEN or self._zen_may_land(origin, ray[distance - 1],
                                                          forbidden):
                        return True
        return False

    def _undo_in_round(self, move: ZenMove, saved: ZenSaved) -> None:
        """Take back ``move``, putting back what it captured."""
        key = self._repetition_key()
        seen = self._seen[key] - 1
        if seen:
            self._seen[key] = seen
        else:
            del self._seen[key]
        captured, self.forbidden, self._outcome = saved
        self.seat = (self.seat - 1) % self.players
        if moves_a_piece(move):
            origin, target = move
            self.board[origin] = self.board[target]
            self.board[target] = captured

    # -- winning -------------------------------------------------------------------------

    def pawns(self, colour: int) -> list[int]:
        """Squares of ``colour``'s pawns."""
        return [square for square, piece in enumerate(self.board) if piece == colour]

    def chain(self, colour: int) -> list[int]:
        """``colour``'s pawns with the Zen if it is in play: what must form one chain."""
        members = self.pawns(colour)
        if ZEN in self.board:
            members.append(self.board.index(ZEN))
        return members

    def connected(self, colour: int) -> bool:
        """All of ``colour``'s pawns, with the Zen if in play, form one 8-connected chain."""
        members = self.chain(colour)
        return colour in self.board and len(next(groups_of(members))) == len(members)

    def _judge(self, mover_team: int) -> Outcome | None:
        colours = (BLACK_PAWN, WHITE_PAWN)
        winners_team: int | None = None
        for team, colour in enumerate(colours):
            if colour not in self.board:
                winners_team = 1 - team  # a player with no pawn left loses
        if winners_team is None:
            mover, other = self.connected(colours[mover_team]), self.connected(
                colours[1 - mover_team])
            if mover and other:
                return Outcome(frozenset(), "both-connected")
            if not mover and not other:
                return None
            winners_team = mover_team if mover else 1 - mover_team
        seats = frozenset(seat for seat in range(self.players) if seat % 2 == winners_team)
        return Outcome(seats, "connected")

    def outcome(self) -> Outcome | None:
        """The result once a chain is made (or nobody can move)."""
        return self._outcome

    def is_over(self) -> bool:
        """True once the game has ended."""
        return self._outcome is not None

    # -- protocol rest -------------------------------------------------------------------

    def _own_containers(self) -> None:
        """A copy gets its own board and repetition counts."""
        self.board = list(self.board)
        self._seen = dict(self._seen)

    def key(self) -> tuple[object, ...]:
        """Board, seat and the rule (a) square."""
        return (tuple(self.board), self.seat, self.forbidden)

    def forced_move(self) -> ZenMove | None:
        """PASS when passing is the only move."""
        return PASS if self.legal_moves() == [PASS] else None

    def format_move(self, move: ZenMove) -> str:
        """``F11-F8``, or ``pass``."""
        if not moves_a_piece(move):
            return "pass" if move is PASS else "next"
        return f"{square_name(move[0])}-{square_name(move[1])}"

    def parse_move(self, text: str) -> ZenMove:
        """``F11-F8``, ``F11xF8`` (any case), or ``pass``."""
        cleaned = text.strip()
        if cleaned.lower() == "pass":
            return PASS
        parts = re.split(r"\s*[-xX]\s*", cleaned)
        if len(parts) != 2:
            raise NotationError("{text!r} is not a move like F11-F8", text=cleaned)
        return parse_square(parts[0]), parse_square(parts[1])

    def check_move(self, move: ZenMove) -> str | None:
        """Why a move is not allowed here, in a player's words; None if it is."""
        if self.is_over():
            return N_("the game is over")
        if move is PASS:
            return None if self.legal_moves() == [PASS] else \
                N_("you may pass only when you cannot move")
        if move in self._legal_set():
            return None
        if not moves_a_piece(move):
            return N_("that move is not allowed here")
        return self._why_not(move)

    def _legal_set(self) -> frozenset[ZenMove]:
        # Checking many typed or generated moves in one position: generate once.
        key = self.key()
        if self._legal_cache_key != key:
            self._legal_cache_key = key
            self._legal_cache = frozenset(self.legal_moves())
        return self._legal_cache

    def _why_not(self, move: tuple[int, int]) -> str:
        origin, target = move
        piece = self.board[origin]
        colour = self.colour_of(self.seat)
        if piece not in (colour, ZEN):
            return N_("move one of your pawns or the Zen")
        if piece == ZEN and target == self.forbidden:
            return N_("the Zen may not go straight back where it came from")
        row, col = divmod(origin, SIZE)
        trow, tcol = divmod(target, SIZE)
        dr, dc = trow - row, tcol - col
        if not (dr == 0 or dc == 0 or abs(dr) == abs(dc)) or move[0] == move[1]:
            return N_("a pawn moves in a straight line")
        if self.board[target] == colour:
            return N_("you cannot land on your own pawn")
        if piece == ZEN and not self.free_zen and not self._zen_may_land(origin, target, None):
            return N_("the Zen must end next to a pawn")
        return N_("the distance must equal the number of pawns on that line, " \
               "and no opposing pawn may be jumped")

    def position(self) -> str:
        """The position notation of the module docstring."""
        symbols = {EMPTY: "", BLACK_PAWN: "x", WHITE_PAWN: "o", ZEN: "z"}
        rows = []
        for row in range(SIZE - 1, -1, -1):
            text, run = "", 0
            for col in range(SIZE):
                piece = self.board[row * SIZE + col]
                if piece == EMPTY:
                    run += 1
                    continue
                text += (str(run) if run else "") + symbols[piece]
                run = 0
            rows.append(text + (str(run) if run else ""))
        forbidden = "-" if self.forbidden is None else square_name(self.forbidden)
        return f"{'/'.join(rows)} {self.seat} {forbidden} {self.players}"

    @classmethod
    def from_position(cls, text: str, free_zen: bool = False) -> "ZenState":
        """Read the position notation (see the module docstring), judged: a position
        where a chain is complete is over."""
        fields = text.split()
        if len(fields) != 4 or fields[3] not in ("2", "4") or fields[1] not in SEAT_FIELDS:
            raise NotationError("a position is ROWS SEAT ZEN-SQUARE PLAYERS")
        players = int(fields[3])
        seat = int(fields[1])
        rows = fields[0].split("/")
        if seat >= players or len(rows) != SIZE:
            raise NotationError("a position needs 11 rows and a seat below the players count")
        board = [EMPTY] * (SIZE * SIZE)
        pieces = {"x": BLACK_PAWN, "o": WHITE_PAWN, "z": ZEN}
        for index, spec in enumerate(rows):
            row, col = SIZE - 1 - index, 0
            for token in re.findall(r"[0-9]{1,3}|.", spec):  # ASCII digits, short runs
                if token[0] in "0123456789":
                    col += int(token)
                elif token in pieces and col < SIZE:
                    board[row * SIZE + col] = pieces[token]
                    col += 1
                else:
                    raise NotationError("unexpected {token!r} in the position", token=token)
            if col != SIZE:
                raise NotationError("row {row} of the position has {count} squares, not 11",
                                    row=row + 1, count=col)
        if board.count(ZEN) > 1:
            raise NotationError("a position holds one Zen at most")
        if BLACK_PAWN not in board and WHITE_PAWN not in board:
            raise NotationError("a position holds pawns of at least one colour")
        forbidden = None if fields[2] == "-" else parse_square(fields[2])
        state = cls(board, seat, players, forbidden, free_zen)
        state._judge_read()
        return state

    def _judge_read(self) -> None:
        """Judge a position just read from its notation as ``play`` judges one just reached:
        the seat before the one to move has just moved. A position where nobody can move
        is a draw."""
        self._outcome = self._judge(self.team_of((self.seat - 1) % self.players))
        if self._outcome is None and self._round_goes_on() and not self.anybody_can_move():
            self._outcome = self._nobody_can_move()
