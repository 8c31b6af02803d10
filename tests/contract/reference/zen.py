"""Reference rules of Zen l'Initié (``plugins/qtgames_zen/rules.en.md``), written from the
rules document and the position notation only.

A position is ``ROWS SEAT ZEN-SQUARE PLAYERS vVARIANT BLACK-WHITE STARTER PENDING``: the rows
from row 11 down to row 1 (``x`` a black pawn, ``o`` a white pawn, ``z`` the Zen, a number
for a run of empty squares), the seat to move, the square the Zen may not go back to (rule a)
or ``-``, the number of players, the variant, the match scores, the colour that started the
round, and a finished round waiting for ``next`` (``-`` when none).

Squares are ``(row, column)`` from ``(0, 0)`` = A1 at the bottom left.
"""

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from qtgames.core.options import OptionValue

OPTION_SETS: list[dict[str, OptionValue]] = [
    {"players": 2, "variant": 0, "first": "black"},
    {"players": 2, "variant": 1, "first": "white"},
    {"players": 2, "variant": 2, "first": "random"},
    {"players": 2, "variant": 3, "first": "black"},
    {"players": 4, "variant": 0, "first": "white"},
    {"players": 4, "variant": 1, "first": "random"},
    {"players": 4, "variant": 2, "first": "black"},
    {"players": 4, "variant": 3, "first": "white"},
]
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [
    ({"players": 2, "variant": 0, "first": "black"}, 1),
    ({"players": 4, "variant": 3, "first": "random"}, 2),
]

SIZE = 11
LETTERS = "ABCDEFGHIJK"
TARGET = 7  # points that win a match (variants 2 and 3)
DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
PAWNS = "xo"  # Black's and White's pawns, by team

Square = tuple[int, int]
Board = dict[Square, str]  # the occupied squares only
Move = tuple[Square, Square] | None  # None: a pass


@dataclass
class Position:
    """A position read from its notation."""

    board: Board
    seat: int
    forbidden: Square | None
    players: int
    variant: int
    scores: tuple[int, int]
    pending: bool


def square_name(square: Square) -> str:
    """``F11`` for (10, 5)."""
    return f"{LETTERS[square[1]]}{square[0] + 1}"


def read_position(position: str) -> Position:
    """Parse the notation of the module docstring."""
    rows, seat, forbidden, players, variant, scores, _starter, pending = position.split()
    board: Board = {}
    for index, text in enumerate(rows.split("/")):
        row, col = SIZE - 1 - index, 0
        for token in re.findall(r"\d+|[xoz]", text):
            if token.isdigit():
                col += int(token)
            else:
                board[row, col] = token
                col += 1
        assert col == SIZE, position
    zen_square = None
    if forbidden != "-":
        zen_square = (int(forbidden[1:]) - 1, LETTERS.index(forbidden[0]))
    black, white = (int(part) for part in scores.split("-"))
    return Position(board, int(seat), zen_square, int(players), int(variant[1:]),
                    (black, white), pending != "-")


def on_board(row: int, col: int) -> bool:
    """True for a square of the 11×11 board."""
    return 0 <= row < SIZE and 0 <= col < SIZE


def _neighbours(square: Square) -> Iterator[Square]:
    for dr, dc in DIRECTIONS:
        if on_board(square[0] + dr, square[1] + dc):
            yield square[0] + dr, square[1] + dc


#: The up to eight squares touching each square by a side or a corner.
NEIGHBOURS = {(row, col): tuple(_neighbours((row, col))) for row in range(SIZE)
              for col in range(SIZE)}


def pieces_on_line(board: Board, square: Square, dr: int, dc: int) -> int:
    """Every piece on the whole line through ``square`` along (dr, dc), both ways, the one
    on ``square`` included."""
    count = 1 if square in board else 0
    for sign in (1, -1):
        row, col = square[0] + sign * dr, square[1] + sign * dc
        while on_board(row, col):
            count += (row, col) in board
            row, col = row + sign * dr, col + sign * dc
    return count


def moves_of(board: Board, pawn: str, forbidden: Square | None, free_zen: bool) -> list[Move]:
    """The moves of the side moving ``pawn`` pawns: its pawns or the Zen (rules 1 to 4)."""
    enemy = PAWNS[1 - PAWNS.index(pawn)]
    found: list[Move] = []
    for origin, piece in board.items():
        if piece not in (pawn, "z"):
            continue
        for dr, dc in DIRECTIONS:
            distance = pieces_on_line(board, origin, dr, dc)
            target = (origin[0] + distance * dr, origin[1] + distance * dc)
            if not on_board(*target) or board.get(target) == pawn:
                continue  # off the board, or on one's own pawn
            between = [(origin[0] + step * dr, origin[1] + step * dc) for step in
                       range(1, distance)]
            if any(board.get(square) == enemy for square in between):
                continue  # an opposing pawn may not be jumped
            if piece == "z":
                if target == forbidden:
                    continue  # rule (a)
                after = play(board, (origin, target))
                if not free_zen and not any(after.get(square) in ("x", "o")
                                            for square in NEIGHBOURS[target]):
                    continue  # rule (b): the Zen ends touching a pawn
            found.append((origin, target))
    return found


def play(board: Board, move: Move) -> Board:
    """The board after ``move`` (a capture removes what the piece lands on)."""
    after = dict(board)
    if move is not None:
        origin, target = move
        after[target] = after.pop(origin)
    return after


def chain_complete(board: Board, pawn: str) -> bool:
    """All of ``pawn``'s pawns, with the Zen if it is on the board, touch as one chain."""
    members = {square for square, piece in board.items() if piece in (pawn, "z")}
    if not any(piece == pawn for piece in board.values()):
        return False
    start = next(iter(members))
    seen, todo = {start}, [start]
    while todo:
        for square in NEIGHBOURS[todo.pop()]:
            if square in members and square not in seen:
                seen.add(square)
                todo.append(square)
    return len(seen) == len(members)


def judge(board: Board) -> int | str | None:
    """After a move: the winning team (0 Black, 1 White), ``"draw"``, or None (play on)."""
    for team, pawn in enumerate(PAWNS):
        if pawn not in board.values():
            return 1 - team  # a player with no pawn left loses
    complete = [chain_complete(board, pawn) for pawn in PAWNS]
    if all(complete):
        return "draw"
    if any(complete):
        return complete.index(True)
    return None


def side_moves(board: Board, pawn: str, forbidden: Square | None, free_zen: bool) -> list[Move]:
    """The moves of a side, or ``[None]`` (a pass) when it has none and the other side can
    move, or none at all when nobody can move."""
    moves = moves_of(board, pawn, forbidden, free_zen)
    if moves:
        return moves
    other = PAWNS[1 - PAWNS.index(pawn)]
    return [None] if moves_of(board, other, None, free_zen) else []


def zen_left(board: Board, move: Move) -> Square | None:
    """The square the Zen may not go back to after ``move`` (rule a), if it moved."""
    return move[0] if move is not None and board[move[0]] == "z" else None


def wins_next(board: Board, team: int, forbidden: Square | None, free_zen: bool) -> bool:
    """True when ``team``, moving now, has a move that wins at once."""
    return any(judge(play(board, move)) == team
               for move in moves_of(board, PAWNS[team], forbidden, free_zen))


def checkmate(position: Position) -> bool:
    """Variants 1 and 2: the team that just moved could win with its next move (échec),
    and no reply of the seat to move stops it (échec et mat). A reply parries when it wins
    or draws at once, or when the checking team then has no winning move."""
    board, free_zen = position.board, position.variant == 3
    checker = (position.seat - 1) % position.players % 2
    if not wins_next(board, checker, None, free_zen):
        return False
    for reply in side_moves(board, PAWNS[1 - checker], position.forbidden, free_zen):
        after = play(board, reply)
        result = judge(after) if reply is not None else None
        if result is not None:
            if result != checker:
                return False
        elif not wins_next(after, checker, zen_left(board, reply), free_zen):
            return False
    return True


def format_move(move: Move) -> str:
    """``F11-F8``, or ``pass``."""
    return "pass" if move is None else f"{square_name(move[0])}-{square_name(move[1])}"


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The legal moves in notation (``F11-F8``, ``pass``, ``next``); none once it is over."""
    read = read_position(position)
    if read.variant in (2, 3) and max(read.scores) >= TARGET:
        return set()  # the match is won
    if read.pending:
        return {"next"}  # a finished round of a match
    if judge(read.board) is not None:
        return set()  # a chain was completed (or a side lost its last pawn)
    if read.variant in (1, 2) and checkmate(read):
        return set()
    pawn = PAWNS[read.seat % 2]
    return {format_move(move) for move in side_moves(read.board, pawn, read.forbidden,
                                                      read.variant == 3)}


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Every pair of squares (from, to), ``pass`` and ``next``."""
    squares = [square_name((row, col)) for row in range(SIZE) for col in range(SIZE)]
    return [f"{origin}-{target}" for origin in squares for target in squares] + \
        ["pass", "next"]
