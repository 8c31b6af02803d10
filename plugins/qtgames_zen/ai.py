"""Zen l'Initié computer players: an evaluation in the manner of Lines of Action engines,
and the levels.

A side is closer to winning when its pawns (with the Zen) form few groups and lie close
together (concentration: the mean distance to their centre of mass), and when it has more
room to move than its opponent.
"""

from qtgames.ai.levels import Reach, alphabeta_levels
from qtgames_zen.round import (
    BLACK_PAWN,
    SIZE,
    WHITE_PAWN,
    ZEN,
    ZenMove,
    ZenState,
    groups_of,
    moves_a_piece,
)

COLOURS = (BLACK_PAWN, WHITE_PAWN)


def shape(state: ZenState, colour: int) -> tuple[int, float]:
    """(groups, mean distance to the centre of mass) of ``colour``'s pawns with the Zen."""
    members = state.chain(colour)
    if not members:
        return 0, 0.0
    rows = [square // SIZE for square in members]
    cols = [square % SIZE for square in members]
    centre_r, centre_c = sum(rows) / len(rows), sum(cols) / len(cols)
    spread = sum(max(abs(r - centre_r), abs(c - centre_c)) for r, c in zip(rows, cols,
                                                                            strict=True))
    return sum(1 for _ in groups_of(members)), spread / len(members)


def evaluate(state: ZenState, team: int) -> float:
    """Fewer groups, tighter pawns and more material are better (from ``team``'s side)."""
    mine_groups, mine_spread = shape(state, COLOURS[team])
    their_groups, their_spread = shape(state, COLOURS[1 - team])
    mine = state.board.count(COLOURS[team])
    theirs = state.board.count(COLOURS[1 - team])
    return (20.0 * (their_groups - mine_groups) + 12.0 * (their_spread - mine_spread)
            + 2.0 * (mine - theirs))


def order_moves(state: ZenState, moves: list[ZenMove]) -> list[ZenMove]:
    """Captures first, then moves towards the middle of the board."""
    board = state.board

    def score(move: ZenMove) -> float:
        if not moves_a_piece(move):
            return 0.0
        target = move[1]
        row, col = divmod(target, SIZE)
        return (10.0 if board[target] not in (0, ZEN) else 0.0) - abs(row - 5) - abs(col - 5)

    return sorted(moves, key=score, reverse=True)


#: Moves valued within this of the best are chosen at random (a twentieth of a group):
#: two games from one opening differ, and the seed still decides.
TOLERANCE = 1.0

LEVELS = alphabeta_levels(
    evaluate, order_moves,
    easy=Reach(max_depth=1, tolerance=TOLERANCE),
    medium=Reach(max_depth=2, max_nodes=2000, tolerance=TOLERANCE),
    hard=Reach(max_nodes=25000, seconds=1.8, tolerance=TOLERANCE),
)
