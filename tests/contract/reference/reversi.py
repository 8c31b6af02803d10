"""Reference rules of Black & White (``plugins/qtgames_reversi/rules.en.md``), written from
the rules document and the position notation only.

A position is its rows from the top separated by ``/`` (``b``, ``w``, a number for a run of
empty squares), the side to move and the turn number. A square is named by its column letter
and its row number counted from 1 at the top, in lower case: ``d3``.
"""

import re
from collections.abc import Mapping

from qtgames.core.options import OptionValue

#: Option sets the contract suite plays: the board sizes and who starts.
OPTION_SETS: list[dict[str, OptionValue]] = [
    {"size": 6}, {"size": 8}, {"size": 10, "first": "white"},
]
#: (options, seed) of the golden playthroughs.
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [
    ({"size": 6}, 1), ({"size": 8, "first": "white"}, 2),
]

DIRECTIONS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def read_board(position: str) -> tuple[list[list[str]], str]:
    """The rows of the board (``b``, ``w`` or ``.`` per square) and the side to move."""
    fields = position.split()
    rows = []
    for text in fields[0].split("/"):
        row: list[str] = []
        for token in re.findall(r"\d+|[bw]", text):
            row.extend("." * int(token) if token.isdigit() else token)
        rows.append(row)
    assert all(len(row) == len(rows) for row in rows), position
    return rows, fields[1]


def square_name(row: int, col: int) -> str:
    """``d3`` for row 2, column 3 (both from 0 at the top left)."""
    return f"{'abcdefghijklmnopqrstuvwxyz'[col]}{row + 1}"


def placements(rows: list[list[str]], side: str) -> set[str]:
    """Empty squares where ``side`` flanks at least one opposing pawn in some direction."""
    size = len(rows)
    other = "w" if side == "b" else "b"
    found = set()
    for row in range(size):
        for col in range(size):
            if rows[row][col] != ".":
                continue
            for dr, dc in DIRECTIONS:
                r, c, between = row + dr, col + dc, 0
                while 0 <= r < size and 0 <= c < size and rows[r][c] == other:
                    r, c, between = r + dr, c + dc, between + 1
                if between and 0 <= r < size and 0 <= c < size and rows[r][c] == side:
                    found.add(square_name(row, col))
                    break
    return found


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The legal moves in notation: placements, else ``pass`` if the opponent can play."""
    rows, side = read_board(position)
    own = placements(rows, side)
    if own:
        return own
    return {"pass"} if placements(rows, "w" if side == "b" else "b") else set()


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Every square of the board and ``pass``."""
    size = int(options["size"])
    return [square_name(row, col) for row in range(size) for col in range(size)] + ["pass"]
