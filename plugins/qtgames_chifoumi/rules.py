"""Chifoumi rules (``rules.en.md``): stacks of wells, rocks, papers and scissors on the
33-square cross.

Public API, for the scene, the text view and the computer players:

- A square is ``(row, col)``, both counted from 0: row 0 is row A at the top, column 0 is
  column 1 on the left. ``SQUARES`` lists the 33 squares of the cross row by row;
  ``on_cross(square)`` tells whether a square belongs to it; ``square_name((1, 3))`` is
  ``"B4"`` and ``parse_square("B4")`` is ``(1, 3)``.
- The seats: ``SOUTH`` (0, upper-case letters, rows F and G at the start) and ``NORTH``
  (1, lower-case letters, rows A and B); ``SEATS`` names them.
- The kinds: ``WELL``, ``ROCK``, ``PAPER``, ``SCISSORS`` (0 to 3); ``KIND_NAMES`` and
  ``KIND_LETTERS`` (``p``, ``r``, ``f``, ``c``, the brief's letters) index them;
  ``takes(kind, other)`` says whether a top piece of ``kind`` takes one of ``other``.
- ``ChifoumiState.stack(square)``: the stack on a square, bottom to top, as
  ``(owner seat, kind)`` pairs (empty for an empty square). A stack only ever holds one
  player's pieces; its top piece decides what it can take. ``owner(square)`` and
  ``top(square)`` read one square, ``stacks(seat)`` lists a player's stacks.
- A move is ``ChifoumiMove = (origin square, target square)``: the whole stack on the origin
  goes one square in one of 8 directions. ``PASS`` is the move of a player who cannot move.
  ``state.is_capture(move)`` and ``state.is_stacking(move)`` say what a move does;
  ``state.destinations(square)`` lists the targets of the legal moves from a square.
- ``state.scores`` (points by seat: pieces captured), ``state.plies_without_capture``
  (the game ends when it reaches ``NO_CAPTURE_LIMIT``), ``state.starter`` (the seat that
  started, who loses on equal scores), ``state.to_move()``; ``outcome().reason`` is
  ``no-pieces``, ``one-kind``, ``no-capture``, ``blocked`` or ``adjudicated``.
- For the computer players: ``state.cells`` (the board as piece codes), ``CROSS_INDICES``
  and ``STEPS``.

Move notation: ``B4-C4``; a capture is written ``B4xC4`` (either sign is read); ``pass``.

Position notation: the rows from A to G separated by ``/``, each listing only its squares
on the cross (3 for rows A, B, F, G, 7 for rows C, D, E): a digit for a run of empty
squares, a letter for a single piece, a stack of several pieces in brackets from bottom to
top (``[CR]``); upper case for South's pieces, lower case for North's. Then the seat to
move (``S`` or ``N``), the scores ``SOUTH-NORTH``, the plies played since the last capture
and the seat that started (``S`` or ``N``). The start with South to move:
``rpc/cfr/7/7/7/CFR/RPC S 0-0 0 S``.
"""

import re
from collections.abc import Mapping
from typing import Final, Literal

from qtgames.core.errors import IllegalMoveError, NotationError
from qtgames.core.i18n import N_
from qtgames.core.moves import SpecialMove
from qtgames.core.options import OptionValue, first_seat
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.state import GameState

SIZE = 7
SOUTH, NORTH = 0, 1
SEATS = ("south", "north")
SEAT_LETTERS = "SN"
WELL, ROCK, PAPER, SCISSORS = 0, 1, 2, 3
KINDS = (WELL, ROCK, PAPER, SCISSORS)
KIND_NAMES = (N_("well"), N_("rock"), N_("paper"), N_("scissors"))
KIND_LETTERS = "prfc"
#: The kinds each kind takes: the well rock and scissors, paper the well and rock, rock
#: scissors, scissors paper. Nothing takes its own kind.
BEATS: dict[int, frozenset[int]] = {
    WELL: frozenset({ROCK, SCISSORS}),
    ROCK: frozenset({SCISSORS}),
    PAPER: frozenset({WELL, ROCK}),
    SCISSORS: frozenset({PAPER}),
}
#: The game ends when this many plies in a row (passes included) capture nothing.
NO_CAPTURE_LIMIT = 40
#: Each player's pieces at the start, by kind.
PIECES_PER_KIND = {WELL: 1, ROCK: 2, PAPER: 1, SCISSORS: 2}
PIECES_PER_PLAYER = sum(PIECES_PER_KIND.values())
ROW_LETTERS = "ABCDEFG"

Square = tuple[int, int]
#: A piece: (owner seat, kind).
Piece = tuple[int, int]
#: A move of a stack: (origin, target).
Placement = tuple[Square, Square]
#: A move: a placement, or ``PASS`` for a player who cannot move.
ChifoumiMove = Placement | Literal[SpecialMove.PASS]
PASS: Final = SpecialMove.PASS


def on_cross(square: Square) -> bool:
    """True when ``square`` is one of the 33 squares of the cross."""
    row, col = square
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        return False
    return 2 <= row <= 4 or 2 <= col <= 4


#: The 33 squares of the cross, row by row.
SQUARES: tuple[Square, ...] = tuple((row, col) for row in range(SIZE) for col in range(SIZE)
                                    if on_cross((row, col)))


def takes(kind: int, other: int) -> bool:
    """True when a top piece of ``kind`` may capture a stack topped by ``other``."""
    return other in BEATS[kind]


def square_name(square: Square) -> str:
    """``B4`` for ``(1, 3)``."""
    return f"{ROW_LETTERS[square[0]]}{square[1] + 1}"


_SQUARE = re.compile(r"([A-Ga-g])([1-7])")
_MOVE = re.compile(r"\s*([A-Za-z][0-9])\s*[-xX]\s*([A-Za-z][0-9])\s*")


def parse_square(text: str) -> Square:
    """The square ``B4`` names; NotationError if it names no square of the cross."""
    match = _SQUARE.fullmatch(text.strip())
    if match is None:
        raise NotationError("{text!r} is not a square from A1 to G7", text=text.strip())
    square = (ROW_LETTERS.index(match.group(1).upper()), int(match.group(2)) - 1)
    if not on_cross(square):
        raise NotationError("{square} is not on the cross (rows A, B, F and G have only "
                            "columns 3 to 5)", square=square_name(square))
    return square


# -- the board inside a state: a list of 49 stacks, one per square of the 7×7 grid ----------

#: A piece inside the board (``ChifoumiState.cells``): ``owner * 4 + kind``; a stack is a
#: tuple of them, bottom first.
_EMPTY: tuple[int, ...] = ()
#: The index of each square of the cross in the board list.
CROSS_INDICES = tuple(row * SIZE + col for row, col in SQUARES)
_EMPTY_TARGET = 8  # index of "empty square" in the _ENTERS rows


def _neighbours(index: int) -> tuple[tuple[int, ChifoumiMove], ...]:
    row, col = divmod(index, SIZE)
    found = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            target = (row + dr, col + dc)
            if (dr or dc) and on_cross(target):
                found.append((target[0] * SIZE + target[1], ((row, col), target)))
    return tuple(found)


#: For each index of the cross: (target index, the move there) of its neighbours.
STEPS = {index: _neighbours(index) for index in CROSS_INDICES}
#: For each top piece code: may it go onto a stack topped by each piece code, or onto an
#: empty square (index ``_EMPTY_TARGET``)? Own stacks yes, opposing ones when it takes them.
_ENTERS = tuple(
    tuple(True if target == _EMPTY_TARGET
          else (target >> 2 == top >> 2) or takes(top & 3, target & 3)
          for target in range(9))
    for top in range(8))

_START_ROWS = "rpc/cfr/7/7/7/CFR/RPC"

#: What undoing a move needs: the two stacks before it, the scores, the plies without a
#: capture, and the caches of the position before it.
ChifoumiSaved = tuple[tuple[int, ...], tuple[int, ...], tuple[int, int], int, object, object]
_UNKNOWN = object()  # a cache not filled yet


class ChifoumiState(GameState[ChifoumiMove, ChifoumiSaved]):
    """A Chifoumi position; see the module docstring for squares, stacks and moves."""

    seats = SEATS

    def __init__(self, board: list[tuple[int, ...]], side: int, scores: tuple[int, int] = (0, 0),
                 plies_without_capture: int = 0, starter: int = SOUTH, ply: int = 0) -> None:
        super().__init__(ply)
        #: The board as 49 stacks of piece codes (``owner * 4 + kind``), index
        #: ``row * 7 + col``; off the cross always empty. Read-only outside this module.
        self.cells = board
        self.side = side
        self.scores = scores
        self.plies_without_capture = plies_without_capture
        self.starter = starter
        self._moves: object = _UNKNOWN      # the side to move's moves (a tuple), once known
        self._outcome: object = _UNKNOWN    # the outcome (or None), once known

    @classmethod
    def start(cls, first: int = SOUTH) -> "ChifoumiState":
        """The initial position of ``rules.en.md``, ``first`` to move."""
        return cls.from_position(f"{_START_ROWS} {SEAT_LETTERS[first]} 0-0 0 "
                                 f"{SEAT_LETTERS[first]}")

    # -- reading the board ---------------------------------------------------------------

    def stack(self, square: Square) -> tuple[Piece, ...]:
        """The stack on ``square``, bottom to top, as (owner seat, kind) pairs."""
        if not on_cross(square):
            return ()
        return tuple((code >> 2, code & 3) for code in self.cells[square[0] * SIZE + square[1]])

    def owner(self, square: Square) -> int | None:
        """The seat whose stack stands on ``square``, or None when it is empty."""
        stack = self.cells[square[0] * SIZE + square[1]] if on_cross(square) else _EMPTY
        return stack[-1] >> 2 if stack else None

    def top(self, square: Square) -> Piece | None:
        """The top piece of the stack on ``square``, or None when it is empty."""
        pieces = self.stack(square)
        return pieces[-1] if pieces else None

    def stacks(self, seat: int) -> list[tuple[Square, tuple[Piece, ...]]]:
        """Every stack of ``seat``, with its square, row by row."""
        return [(square, self.stack(square)) for square in SQUARES if self.owner(square) == seat]

    def is_capture(self, move: ChifoumiMove) -> bool:
        """True when ``move`` lands on an opposing stack (it captures it if legal)."""
        if move is PASS:
            return False
        mover, other = self.owner(move[0]), self.owner(move[1])
        return mover is not None and other is not None and mover != other

    def is_stacking(self, move: ChifoumiMove) -> bool:
        """True when ``move`` puts a stack on top of another stack of the same player."""
        if move is PASS:
            return False
        mover = self.owner(move[0])
        return mover is not None and mover == self.owner(move[1])

    # -- the contract --------------------------------------------------------------------

    def to_move(self) -> int:
        """The seat to move: SOUTH or NORTH."""
        return self.side

    def _moves_of(self, side: int, first_only: bool = False) -> list[ChifoumiMove]:
        """``side``'s moves in board order (only the first one with ``first_only``)."""
        board = self.cells
        moves = []
        for index in CROSS_INDICES:
            stack = board[index]
            if not stack or stack[-1] >> 2 != side:
                continue
            enters = _ENTERS[stack[-1]]
            for target, move in STEPS[index]:
                there = board[target]
                if enters[there[-1] if there else _EMPTY_TARGET]:
                    moves.append(move)
                    if first_only:
                        return moves
        return moves

    def _own_moves(self) -> tuple[ChifoumiMove, ...]:
        moves = self._moves
        if moves is _UNKNOWN:
            moves = self._moves = tuple(self._moves_of(self.side))
        assert isinstance(moves, tuple)
        return moves

    def _can_move(self, side: int) -> bool:
        if side == self.side and self._moves is not _UNKNOWN:
            return bool(self._moves)
        return bool(self._moves_of(side, first_only=True))

    def legal_moves(self) -> list[ChifoumiMove]:
        """The side to move's moves; ``[PASS]`` when it has none; none once the game is over."""
        if self.outcome() is not None:
            return []
        moves = self._own_moves()
        return list(moves) if moves else [PASS]

    def forced_move(self) -> ChifoumiMove | None:
        """PASS when the side to move cannot move but the game goes on."""
        return PASS if self.outcome() is None and not self._own_moves() else None

    def _apply(self, move: ChifoumiMove) -> ChifoumiSaved:
        """Move a whole stack: onto an empty square, onto an own stack (on top of it) or
        onto an opposing stack, which it captures (one point per piece)."""
        board = self.cells
        scores = self.scores
        if move is PASS:
            saved: ChifoumiSaved = (_EMPTY, _EMPTY, scores, self.plies_without_capture,
                                    self._moves, self._outcome)
            self.plies_without_capture += 1
        else:
            (row, col), (trow, tcol) = move
            origin, target = row * SIZE + col, trow * SIZE + tcol
            moving, there = board[origin], board[target]
            saved = (moving, there, scores, self.plies_without_capture, self._moves,
                     self._outcome)
            board[origin] = _EMPTY
            if there and there[-1] >> 2 != self.side:
                board[target] = moving
                self.scores = ((scores[0] + len(there), scores[1]) if self.side == SOUTH
                               else (scores[0], scores[1] + len(there)))
                self.plies_without_capture = 0
            else:
                board[target] = there + moving
                self.plies_without_capture += 1
        self.side ^= 1
        self._moves = self._outcome = _UNKNOWN
        return saved

    def _revert(self, move: ChifoumiMove, saved: ChifoumiSaved) -> None:
        """Put back the two stacks, the scores, the counter and the caches."""
        moving, there, self.scores, self.plies_without_capture, self._moves, \
            self._outcome = saved
        self.side ^= 1
        if move is not PASS:
            (row, col), (trow, tcol) = move
            self.cells[row * SIZE + col] = moving
            self.cells[trow * SIZE + tcol] = there

    def _own_containers(self) -> None:
        """A copy gets its own board."""
        self.cells = list(self.cells)

    def outcome(self) -> Outcome | None:
        """The result once a player has no piece, one kind is left among the tops, 40 plies
        went by without a capture, or neither player can move; else None."""
        known = self._outcome
        if known is _UNKNOWN:
            known = self._outcome = self._judge()
        assert known is None or isinstance(known, Outcome)
        return known

    def _judge(self) -> Outcome | None:
        board = self.cells
        stacks = [0, 0]
        kinds = 0
        for index in CROSS_INDICES:
            stack = board[index]
            if stack:
                top = stack[-1]
                stacks[top >> 2] += 1
                kinds |= 1 << (top & 3)
        if not stacks[SOUTH] or not stacks[NORTH]:
            reason = "no-pieces"
        elif not kinds & (kinds - 1):
            reason = "one-kind"
        elif self.plies_without_capture >= NO_CAPTURE_LIMIT:
            reason = "no-capture"
        elif not self._can_move(self.side) and not self._can_move(self.side ^ 1):
            # Cannot happen with twelve pieces on the connected cross, as said in the rules.
            reason = "blocked"
        else:
            return None
        return self.scored(reason)

    def scored(self, reason: str) -> Outcome:
        """The result by the scores: more points wins; on equal points the starter loses."""
        south, north = self.scores
        winner = self.starter ^ 1 if south == north else SOUTH if south > north else NORTH
        return Outcome(frozenset({winner}), reason, (south, north))

    def adjudicate(self) -> Outcome:
        """A game cut short is scored as a finished one."""
        return self.scored(Reason.ADJUDICATED)

    def key(self) -> tuple[object, ...]:
        """Everything that decides the rest of the game."""
        return (tuple(self.cells), self.side, self.scores, self.plies_without_capture,
                self.starter)

    # -- checking a move -----------------------------------------------------------------

    def check_move(self, move: ChifoumiMove) -> str | None:
        """Why ``move`` is not allowed here, in a player's words; None when it is legal."""
        if self.outcome() is not None:
            return N_("the game is over")
        own = self._own_moves()
        if move is PASS:
            return N_("you may pass only when you cannot move") if own else None
        origin, target = move
        if not on_cross(origin) or not on_cross(target):
            return N_("both squares must be on the cross")
        mover = self.owner(origin)
        if mover is None:
            return N_("there is no stack on the starting square")
        if mover != self.side:
            return N_("the stack on the starting square is your opponent's")
        if max(abs(origin[0] - target[0]), abs(origin[1] - target[1])) != 1:
            return N_("a stack moves one square, in any of the 8 directions")
        other = self.owner(target)
        if other is not None and other != mover:
            kind, prey = self._top_kind(origin), self._top_kind(target)
            if kind == prey:
                return N_("nothing takes its own kind")
            if not takes(kind, prey):
                return cannot_take(kind, prey)
        return None if move in own else N_("that move is not allowed here")

    def play_text(self, text: str) -> ChifoumiMove:
        """Parse, check and play a typed move; ``x`` is refused where nothing is captured."""
        move = self.parse_move(text)
        if "x" in text.lower() and self.check_move(move) is None and not self.is_capture(move):
            raise IllegalMoveError("{move}: {reason}", move=text.strip(),
                                   reason=N_("there is no opposing stack to capture there"))
        return super().play_text(text)

    def _top_kind(self, square: Square) -> int:
        return self.cells[square[0] * SIZE + square[1]][-1] & 3

    # -- notation ------------------------------------------------------------------------

    def format_move(self, move: ChifoumiMove) -> str:
        """``B4-C4``, ``B4xC4`` for a capture, ``pass``."""
        if move is PASS:
            return "pass"
        sign = "x" if self.is_capture(move) else "-"
        return f"{square_name(move[0])}{sign}{square_name(move[1])}"

    def parse_move(self, text: str) -> ChifoumiMove:
        """``B4-C4`` or ``B4xC4`` (any case), or ``pass``."""
        if text.strip().lower() == "pass":
            return PASS
        match = _MOVE.fullmatch(text)
        if match is None:
            raise NotationError("{text!r} is not a move like B4-C4", text=text.strip())
        return parse_square(match.group(1)), parse_square(match.group(2))

    def position(self) -> str:
        """The position notation of the module docstring."""
        rows = []
        for row in range(SIZE):
            text, run = "", 0
            for col in range(SIZE):
                if not on_cross((row, col)):
                    continue
                stack = self.cells[row * SIZE + col]
                if not stack:
                    run += 1
                    continue
                letters = "".join(_letter(code) for code in stack)
                text += (str(run) if run else "") + (letters if len(stack) == 1
                                                     else f"[{letters}]")
                run = 0
            rows.append(text + (str(run) if run else ""))
        south, north = self.scores
        return (f"{'/'.join(rows)} {SEAT_LETTERS[self.side]} {south}-{north} "
                f"{self.plies_without_capture} {SEAT_LETTERS[self.starter]}")

    @classmethod
    def from_position(cls, text: str) -> "ChifoumiState":
        """Read the position notation (module docstring); NotationError for a text that is
        not one or a position no game reaches (a stack of both players, more pieces of a
        kind than a player has, pieces and points that do not add up)."""
        fields = text.split()
        if len(fields) != 5:
            raise NotationError("a position is ROWS SIDE SCORES PLIES STARTER, e.g. "
                                "rpc/cfr/7/7/7/CFR/RPC S 0-0 0 S")
        rows_field, side_field, scores_field, quiet_field, starter_field = fields
        board = _read_rows(rows_field)
        side, starter = _seat(side_field, N_("side to move")), _seat(starter_field, N_("starter"))
        scores_match = re.fullmatch(r"([0-9]{1,2})-([0-9]{1,2})", scores_field)
        if scores_match is None:
            raise NotationError("{field!r} is not the scores SOUTH-NORTH, e.g. 3-1",
                                field=scores_field)
        scores = (int(scores_match.group(1)), int(scores_match.group(2)))
        if re.fullmatch(r"[0-9]{1,2}", quiet_field) is None \
                or int(quiet_field) > NO_CAPTURE_LIMIT:
            raise NotationError("the plies without a capture are a number from 0 to {limit}, "
                                "not {field!r}", limit=NO_CAPTURE_LIMIT, field=quiet_field)
        _check_material(board, scores)
        return cls(board, side, scores, int(quiet_field), starter)


def _letter(code: int) -> str:
    letter = KIND_LETTERS[code & 3]
    return letter.upper() if code >> 2 == SOUTH else letter


def _piece_code(letter: str) -> int:
    owner = SOUTH if letter.isupper() else NORTH
    return owner * 4 + KIND_LETTERS.index(letter.lower())


def _seat(field: str, what: str) -> int:
    if field not in ("S", "N"):
        raise NotationError("the {what} is S (South) or N (North), not {field!r}", what=what,
                            field=field)
    return SEAT_LETTERS.index(field)


_TOKEN = re.compile(r"[0-9]|[prfcPRFC]|\[[prfcPRFC]{1,12}\]|.")


def _read_rows(field: str) -> list[tuple[int, ...]]:
    rows = field.split("/")
    if len(rows) != SIZE:
        raise NotationError("a position has 7 rows, A to G, separated by /, not {count}",
                            count=len(rows))
    board: list[tuple[int, ...]] = [_EMPTY] * (SIZE * SIZE)
    for row, spec in enumerate(rows):
        columns = [col for col in range(SIZE) if on_cross((row, col))]
        place = 0
        for token in _TOKEN.findall(spec):
            if token in "0123456789":
                place += int(token)
                continue
            if token in "prfcPRFC" or token.startswith("["):
                letters = token.strip("[]")
                if len({letter.isupper() for letter in letters}) != 1:
                    raise NotationError("row {row}: a stack holds the pieces of one player "
                                        "only", row=ROW_LETTERS[row])
                if place < len(columns):
                    board[row * SIZE + columns[place]] = tuple(map(_piece_code, letters))
                place += 1
                continue
            raise NotationError("unexpected {token!r} in row {row} of the position",
                                token=token, row=ROW_LETTERS[row])
        if place != len(columns):
            raise NotationError("row {row} of the position has {count} squares, not {size}",
                                row=ROW_LETTERS[row], count=place, size=len(columns))
    return board


def _check_material(board: list[tuple[int, ...]], scores: tuple[int, int]) -> None:
    """Each player's pieces on the board, plus those the opponent captured, are the six they
    started with, no kind more often than at the start."""
    counts = [[0] * 4 for _ in SEATS]
    for stack in board:
        for code in stack:
            counts[code >> 2][code & 3] += 1
    for seat, name in enumerate((N_("South"), N_("North"))):
        for kind in KINDS:
            if counts[seat][kind] > PIECES_PER_KIND[kind]:
                raise NotationError("{player} has {count} pieces of kind {kind}, more than "
                                    "the {most} they start with", player=name,
                                    count=counts[seat][kind], kind=KIND_LETTERS[kind],
                                    most=PIECES_PER_KIND[kind])
        captured = scores[seat ^ 1]
        if sum(counts[seat]) + captured != PIECES_PER_PLAYER:
            raise NotationError("{player} has {count} pieces on the board and lost {captured}: "
                                "that should make {total}", player=name,
                                count=sum(counts[seat]), captured=captured,
                                total=PIECES_PER_PLAYER)


#: Each kind as a reason names it ("a well cannot take paper").
#: The reason given when a top piece of one kind may not capture another: (kind, prey).
CANNOT_TAKE = {
    (WELL, ROCK): N_("a well cannot take a rock"),
    (WELL, PAPER): N_("a well cannot take paper"),
    (WELL, SCISSORS): N_("a well cannot take scissors"),
    (ROCK, WELL): N_("a rock cannot take a well"),
    (ROCK, PAPER): N_("a rock cannot take paper"),
    (ROCK, SCISSORS): N_("a rock cannot take scissors"),
    (PAPER, WELL): N_("paper cannot take a well"),
    (PAPER, ROCK): N_("paper cannot take a rock"),
    (PAPER, SCISSORS): N_("paper cannot take scissors"),
    (SCISSORS, WELL): N_("scissors cannot take a well"),
    (SCISSORS, ROCK): N_("scissors cannot take a rock"),
    (SCISSORS, PAPER): N_("scissors cannot take paper"),
}


def cannot_take(kind: int, prey: int) -> str:
    """The reason given when a top piece of ``kind`` may not capture one of ``prey``."""
    return CANNOT_TAKE[kind, prey]


def new_state(options: Mapping[str, OptionValue], seed: int) -> ChifoumiState:
    """The start of a game; who starts is drawn from the seed when ``first=random``."""
    seat = first_seat(options, SEATS, seed, "chifoumi")
    return ChifoumiState.start(seat)


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> ChifoumiState:
    """A position read from its notation (which holds everything; options are unused)."""
    return ChifoumiState.from_position(text)
