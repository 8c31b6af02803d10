"""Chifoumi computer players: an evaluation of points, pressure and threats, and the levels.

Points decide the game, so they weigh most (on equal points the starter loses: the
evaluation counts half a point for the other player). Between two captures what matters is
who can take what: each of a player's stacks presses on every opposing stack its top piece
takes, the more the closer and the taller the prey; a capture available right now counts
almost in full for the player to move, and the opponent's for a part, since it can still be
parried.
"""

from qtgames.ai.levels import Reach, alphabeta_levels
from qtgames_chifoumi.rules import BEATS, CROSS_INDICES, SIZE, ChifoumiMove, ChifoumiState

POINT = 100.0
#: Weight of a stack's pull on an opposing stack it takes, per piece, divided by distance.
PRESSURE = 6.0
#: Share of the best capture available now, for the player to move and for the other.
TO_MOVE_SHARE, WAITING_SHARE = 0.8, 0.3


def _distance(first: int, second: int) -> int:
    (row, col), (row2, col2) = divmod(first, SIZE), divmod(second, SIZE)
    return max(abs(row - row2), abs(col - col2))


#: Chebyshev distances between board indices (index ``row * 7 + col``).
DISTANCE = {(a, b): _distance(a, b) for a in CROSS_INDICES for b in CROSS_INDICES}
#: TAKES[kind][other]: a top of ``kind`` captures a top of ``other``.
TAKES = tuple(tuple(other in BEATS[kind] for other in range(4)) for kind in range(4))


def evaluate(state: ChifoumiState, team: int) -> float:
    """The position's value for ``team`` (see the module docstring)."""
    cells = state.cells
    mine: list[tuple[int, int, int]] = []
    theirs: list[tuple[int, int, int]] = []
    for index in CROSS_INDICES:
        stack = cells[index]
        if stack:
            top = stack[-1]
            (mine if top >> 2 == team else theirs).append((index, top & 3, len(stack)))
    scores = state.scores
    value = POINT * (scores[team] - scores[team ^ 1])
    value += POINT / 2 if state.starter != team else -POINT / 2
    best_mine = best_theirs = 0
    for index, kind, height in mine:
        takes = TAKES[kind]
        for other, other_kind, other_height in theirs:
            distance = DISTANCE[index, other]
            if takes[other_kind]:
                value += PRESSURE * other_height / distance
                if distance == 1 and other_height > best_mine:
                    best_mine = other_height
            elif TAKES[other_kind][kind]:
                value -= PRESSURE * height / distance
                if distance == 1 and height > best_theirs:
                    best_theirs = height
    if state.to_move() == team:
        value += POINT * (TO_MOVE_SHARE * best_mine - WAITING_SHARE * best_theirs)
    else:
        value += POINT * (WAITING_SHARE * best_mine - TO_MOVE_SHARE * best_theirs)
    return value


def order_moves(state: ChifoumiState, moves: list[ChifoumiMove]) -> list[ChifoumiMove]:
    """Captures first, the tallest prey first; then the other moves as they came."""
    cells = state.cells

    def prey(move: ChifoumiMove) -> int:
        (row, col), (trow, tcol) = move
        if row < 0:
            return 0
        there = cells[trow * SIZE + tcol]
        if there and there[-1] >> 2 != cells[row * SIZE + col][-1] >> 2:
            return len(there)
        return 0

    return sorted(moves, key=prey, reverse=True)


LEVELS = alphabeta_levels(
    evaluate, order_moves,
    easy=Reach(max_depth=1),
    medium=Reach(max_depth=2, max_nodes=3000),
    hard=Reach(max_nodes=30000, seconds=1.5),
)
