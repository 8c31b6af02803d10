"""Black & White (Reversi) rules on an N×N board, N even from 6 to 26 (see ``rules.en.md``).

The position is two bitboards on Python integers (layout and move generation in
``bitboard.py``).

Position notation: the rows from the top separated by ``/``, ``b`` a black pawn, ``w`` a
white pawn, a number for a run of empty squares; then the side to move (``b``/``w``) and
the turn number. The 8×8 start: ``8/8/8/3wb3/3bw3/8/8/8 b 1``.
"""

import functools
import re
from collections.abc import Mapping

from qtgames.core.errors import NotationError
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome, Reason
from qtgames.core.state import GameState, Solution
from qtgames_reversi.bitboard import PASS as PASS  # a move of the rules' notation
from qtgames_reversi.bitboard import Geometry, bit_indices, flips, moves_bitboard

BLACK, WHITE = 0, 1
SEATS = ("black", "white")
SIZES = tuple(range(6, 27, 2))
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_SQUARE = re.compile(r"^\s*([a-zA-Z])\s*([0-9]{1,2})\s*$")  # ASCII digits only


#: What undoing a move needs: both sides' pawns before it.
ReversiSaved = tuple[int, int]


class ReversiState(GameState[int, ReversiSaved]):
    """A Black & White position; a move is a square's bit index, or ``PASS``."""

    seats = SEATS

    def __init__(self, size: int, pawns: tuple[int, int], side: int, ply: int = 0,
                 first: int = BLACK) -> None:
        super().__init__(ply)
        self.geometry = Geometry.of(size)
        self.size = size
        self.pawns = (pawns[0], pawns[1])
        self.side = side
        self.first = first
        # The legal moves of the side to move, with the pawns tuple they were worked out
        # for: every move (a pass too) makes a new tuple and undo puts the old one back, so
        # the cache is valid exactly while that very tuple is the position.
        self._moves_cache: tuple[tuple[int, int] | None, int] = (None, 0)

    @classmethod
    def start(cls, size: int = 8, first: int = BLACK) -> "ReversiState":
        """The start position: the centre 2×2, Black on (h, h+1) and (h+1, h)."""
        geometry = Geometry.of(size)
        h = size // 2 - 1  # 0-based index of the 1-based row/column h
        black = (1 << geometry.index(h, h + 1)) | (1 << geometry.index(h + 1, h))
        white = (1 << geometry.index(h, h)) | (1 << geometry.index(h + 1, h + 1))
        return cls(size, (black, white), first, 0, first)

    # -- protocol --------------------------------------------------------------------

    def to_move(self) -> int:
        """The side to move: BLACK or WHITE."""
        return self.side

    def mobility(self, side: int | None = None) -> int:
        """Bitboard of the squares where ``side`` (default: the side to move) may play."""
        if side is None or side == self.side:
            pawns, moves = self._moves_cache
            if pawns is not self.pawns:
                pawns = self.pawns
                moves = moves_bitboard(pawns[self.side], pawns[1 - self.side], self.geometry)
                self._moves_cache = (pawns, moves)
            return moves
        return moves_bitboard(self.pawns[side], self.pawns[1 - side], self.geometry)

    def legal_moves(self) -> list[int]:
        """Squares to place on; ``[PASS]`` when only the opponent can play; none at the end."""
        pawns, moves = self._moves_cache
        if pawns is not self.pawns:
            moves = self.mobility()
        if moves:
            return bit_indices(moves)
        if self.mobility(1 - self.side):
            return [PASS]
        return []

    def _apply(self, move: int) -> ReversiSaved:
        """Place a pawn and flip every flanked line (or pass); return the boards before."""
        side = self.side
        pawns = self.pawns
        self.side = side ^ 1
        black, white = pawns
        if move == PASS:
            self.pawns = (black, white)  # a new tuple: the cached moves were the other side's
            return pawns
        if side == BLACK:
            turned = flips(black, white, move, self.geometry)
            self.pawns = (black | turned | 1 << move, white ^ turned)
        else:
            turned = flips(white, black, move, self.geometry)
            self.pawns = (black ^ turned, white | turned | 1 << move)
        return pawns

    def _revert(self, move: int, saved: ReversiSaved) -> None:
        """Put the boards back as they were before the move."""
        self.pawns = saved
        self.side ^= 1

    def outcome(self) -> Outcome | None:
        """The result once neither side can move (wipe-out, blocked or full board)."""
        if self.mobility() or self.mobility(1 - self.side):
            return None
        black, white = (self.pawns[BLACK].bit_count(), self.pawns[WHITE].bit_count())
        if black + white == self.size * self.size:
            reason = "board-full"
        elif not black or not white:
            reason = "wipe-out"
        else:
            reason = "blocked"
        winners = frozenset() if black == white else frozenset({BLACK if black > white else WHITE})
        return Outcome(winners, reason, (black, white))

    def is_over(self) -> bool:
        """True when neither side can place a pawn."""
        return not self.mobility() and not self.mobility(1 - self.side)

    def key(self) -> tuple[int, int, int]:
        """Both bitboards and the side to move."""
        return (self.pawns[0], self.pawns[1], self.side)

    def forced_move(self) -> int | None:
        """PASS when passing is the only legal move."""
        return PASS if self.legal_moves() == [PASS] else None

    def adjudicate(self) -> Outcome:
        """More pawns wins a game cut short."""
        black, white = self.counts()
        winners = frozenset() if black == white else frozenset({BLACK if black > white else WHITE})
        return Outcome(winners, Reason.ADJUDICATED, (black, white))

    def solve(self) -> Solution[int] | None:
        """The exact final pawn difference for the side to move and a best move, once at
        most ``solver.SOLVE_EMPTIES`` squares are empty; else None."""
        from qtgames_reversi.solver import SOLVE_EMPTIES, empties_of, solve_state
        if empties_of(self) > SOLVE_EMPTIES:
            return None
        return solve_state(self)

    # -- notation ----------------------------------------------------------------------

    def format_move(self, move: int) -> str:
        """``d3`` for a square, ``pass`` for a pass."""
        if move == PASS:
            return "pass"
        row, col = self.geometry.row_col(move)
        return f"{LETTERS[col].lower()}{row + 1}"

    def parse_move(self, text: str) -> int:
        """A square like ``d3`` or ``D3``, or ``pass``."""
        if text.strip().lower() == "pass":
            return PASS
        match = _SQUARE.match(text)
        if not match:
            raise NotationError("{text!r} is not a square like d3 or a pass", text=text.strip())
        col = LETTERS.index(match.group(1).upper())
        row = int(match.group(2)) - 1
        if col >= self.size or not 0 <= row < self.size:
            last = LETTERS[self.size - 1].lower()
            raise NotationError("{text}: not on the board (a1 to {last})", text=text.strip(),
                                last=f"{last}{self.size}")
        return self.geometry.index(row, col)

    def check_move(self, move: int) -> str | None:
        """Why a placement or pass is not allowed, or None."""
        if self.is_over():
            return N_("the game is over")
        if move == PASS:
            return None if not self.mobility() else N_("you may pass only when you cannot play")
        if not isinstance(move, int) or not (self.geometry.full >> move) & 1:
            return N_("not a square of the board")
        bit = 1 << move
        if (self.pawns[0] | self.pawns[1]) & bit:
            return N_("that square is already taken")
        if not self.mobility() & bit:
            return N_("a pawn there would not flank any opposing pawn")
        return None

    def position(self) -> str:
        """The position notation of the module docstring."""
        size, width = self.size, self.geometry.width
        mask = (1 << size) - 1
        black, white = self.pawns[BLACK], self.pawns[WHITE]
        rows = [_row_text((black >> shift) & mask, (white >> shift) & mask, size)
                for shift in range(0, size * width, width)]
        return f"{'/'.join(rows)} {'bw'[self.side]} {self.turn_number()}"

    @classmethod
    def from_position(cls, text: str, first: int = BLACK) -> "ReversiState":
        """Read the position notation (see the module docstring)."""
        fields = text.split()
        if len(fields) not in (2, 3) or fields[1] not in ("b", "w"):
            raise NotationError("a position is ROWS SIDE [TURN], e.g. 8/8/8/3wb3/3bw3/8/8/8 b 1")
        rows = fields[0].split("/")
        size = len(rows)
        if size not in SIZES:
            raise NotationError("a position needs an even number of rows from 6 to 26, "
                                "not {size}", size=size)
        geometry = Geometry.of(size)
        pawns = [0, 0]
        for row, spec in enumerate(rows):
            col = 0
            for token in re.findall(r"[0-9]{1,3}|[bw]|.", spec):  # ASCII digits, short runs
                if token[0] in "0123456789":
                    col += int(token)
                elif token in "bw":
                    if col < size:
                        pawns["bw".index(token)] |= 1 << geometry.index(row, col)
                    col += 1
                else:
                    raise NotationError("unexpected {token!r} in row {row} of the position",
                                        token=token, row=row + 1)
            if col != size:
                raise NotationError("row {row} of the position has {count} squares, "
                                    "not {size}", row=row + 1, count=col, size=size)
        turn = 1
        if len(fields) == 3:
            if not re.fullmatch(r"[0-9]{1,6}", fields[2]) or int(fields[2]) < 1:
                raise NotationError("turn number {turn!r} should be a positive number",
                                    turn=fields[2])
            turn = int(fields[2])
        return cls(size, (pawns[0], pawns[1]), "bw".index(fields[1]), turn - 1, first)

    def counts(self) -> tuple[int, int]:
        """Pawns of Black and of White."""
        return self.pawns[BLACK].bit_count(), self.pawns[WHITE].bit_count()

    def piece_at(self, row: int, col: int) -> int | None:
        """BLACK, WHITE or None for the square (row, col), 0-based from the top left."""
        bit = 1 << self.geometry.index(row, col)
        if self.pawns[BLACK] & bit:
            return BLACK
        return WHITE if self.pawns[WHITE] & bit else None


def new_state(options: Mapping[str, OptionValue], seed: int) -> ReversiState:
    """The start position for ``options`` (no chance in this game: the seed is unused)."""
    return ReversiState.start(int(options["size"]), SEATS.index(str(options["first"])))


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> ReversiState:
    """A position read from its notation; the board size comes from the text itself."""
    return ReversiState.from_position(text, SEATS.index(str(options.get("first", "black"))))


@functools.lru_cache(maxsize=1 << 14)
def _row_text(black: int, white: int, size: int) -> str:
    """One row of the position notation from its pawns' bits, column 0 the lowest (rows
    repeat from one position to the next: each is worked out once)."""
    text, run = "", 0
    for col in range(size):
        bit = 1 << col
        piece = "b" if black & bit else "w" if white & bit else ""
        if piece:
            text += (str(run) if run else "") + piece
            run = 0
        else:
            run += 1
    return text + (str(run) if run else "")
