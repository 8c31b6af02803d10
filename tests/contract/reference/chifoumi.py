"""Reference rules of Chifoumi (``plugins/qtgames_chifoumi/rules.en.md``), written from the
rules document and the position notation only.

A position is ``ROWS SIDE SOUTH-NORTH PLIES STARTER``: the rows A to G separated by ``/``,
each listing its squares on the cross only (3 for rows A, B, F, G; 7 for C, D, E): a digit
for a run of empty squares, a letter for one piece, a bracketed stack bottom to top; upper
case South, lower case North; then the side to move (``S``/``N``), the points, the plies
since the last capture and the player who started.
"""

import re
from collections.abc import Mapping

from qtgames.core.options import OptionValue

OPTION_SETS: list[dict[str, OptionValue]] = [
    {"first": "south"}, {"first": "north"}, {"first": "random"},
]
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [
    ({"first": "south"}, 1), ({"first": "random"}, 2),
]

ROWS = "ABCDEFG"
#: (taker, taken) by the letters: p well, r rock, f paper, c scissors.
TAKES = {("p", "r"), ("p", "c"), ("f", "p"), ("f", "r"), ("r", "c"), ("c", "f")}

Square = tuple[int, int]


def columns(row: int) -> list[int]:
    """The columns (0-based) of a row on the cross."""
    return [2, 3, 4] if row in (0, 1, 5, 6) else list(range(7))


def read(position: str) -> tuple[dict[Square, str], str, int]:
    """The stacks (letters bottom to top), the side to move and the plies without capture."""
    rows, side, _, plies, _ = position.split()
    stacks: dict[Square, str] = {}
    for row, text in enumerate(rows.split("/")):
        place = 0
        for token in re.findall(r"\d|\[[a-zA-Z]+\]|[a-zA-Z]", text):
            if token.isdigit():
                place += int(token)
            else:
                stacks[row, columns(row)[place]] = token.strip("[]")
                place += 1
    return stacks, side, int(plies)


def name(square: Square) -> str:
    return f"{ROWS[square[0]]}{square[1] + 1}"


def owner(stack: str) -> str:
    return "S" if stack[-1].isupper() else "N"


def moves_of(stacks: dict[Square, str], side: str) -> set[str]:
    found = set()
    for (row, col), stack in stacks.items():
        if owner(stack) != side:
            continue
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                target = (row + dr, col + dc)
                if (dr, dc) == (0, 0) or not 0 <= target[0] < 7 \
                        or target[1] not in columns(target[0]):
                    continue
                there = stacks.get(target)
                if there is None or owner(there) == side:
                    found.add(f"{name((row, col))}-{name(target)}")
                elif (stack[-1].lower(), there[-1].lower()) in TAKES:
                    found.add(f"{name((row, col))}x{name(target)}")
    return found


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The legal moves in notation; ``pass`` when the side to move cannot move."""
    stacks, side, plies = read(position)
    owners = {owner(stack) for stack in stacks.values()}
    tops = {stack[-1].lower() for stack in stacks.values()}
    if owners != {"S", "N"} or len(tops) == 1 or plies >= 40:
        return set()
    own = moves_of(stacks, side)
    if own:
        return own
    return {"pass"} if moves_of(stacks, "N" if side == "S" else "S") else set()


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Every pair of different squares of the cross, and ``pass``."""
    squares = [(row, col) for row in range(7) for col in columns(row)]
    return [f"{name(a)}-{name(b)}" for a in squares for b in squares if a != b] + ["pass"]
