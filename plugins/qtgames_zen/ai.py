"""Zen l'Initié computer players: an evaluation in the manner of Lines of Action engines,
and the levels.

A side is closer to winning when its pawns (with the Zen) form few groups and lie close
together (concentration: the mean distance to their centre of mass), when few empty
squares separate its groups (the connection gaps: the squares a shortest tree joining
the groups must cross, which shrink steadily as a side closes in on its chain, while the
count of groups jumps only at the end; medium and hard count them, easy does not), and
when it has more material than its opponent.

The value hard reports for the review (``last_value``) is not the value its search backs
up but the position's race (``race``): how much nearer the mover's chain is to closing
than the opponent's, the log of the ratio of their connection gaps (each plus one). A
search of a few plies reaches one depth or the next from one position to the other and
its value swings with whose turn the leaves fall on; the race told who finally wins
better, on games between the levels. A win or loss the search proves is reported as it
is.
"""

import math

from qtgames.ai.alphabeta import AlphaBetaPlayer
from qtgames.ai.levels import LABELS, Reach, alphabeta_levels
from qtgames.ai.player import Budget
from qtgames.ai.values import WIN
from qtgames.core.game import Level
from qtgames_zen.round import (
    BLACK_PAWN,
    SIZE,
    WHITE_PAWN,
    ZEN,
    ZenMove,
    ZenState,
    moves_a_piece,
)

COLOURS = (BLACK_PAWN, WHITE_PAWN)


def shape(state: ZenState, colour: int) -> tuple[int, float]:
    """(groups, mean distance to the centre of mass) of ``colour``'s pawns with the Zen."""
    groups, spread, _ = outline(state, colour)
    return groups, spread


def outline(state: ZenState, colour: int) -> tuple[int, float, int]:
    """(groups, mean distance to the centre of mass, connection gaps) of ``colour``'s pawns
    with the Zen (see the module docstring)."""
    members = state.chain(colour)
    if not members:
        return 0, 0.0, 0
    rows = [square // SIZE for square in members]
    cols = [square % SIZE for square in members]
    centre_r, centre_c = sum(rows) / len(rows), sum(cols) / len(cols)
    spread = sum(max(abs(r - centre_r), abs(c - centre_c)) for r, c in zip(rows, cols,
                                                                            strict=True))
    groups, gaps = connection_gaps(members)
    return groups, spread / len(members), gaps


def connection_gaps(members: list[int]) -> tuple[int, int]:
    """(groups, gaps) of ``members``: the gaps are the empty squares a shortest tree
    joining them crosses, each link costing its two squares' king-move distance less one
    (Prim's tree over the squares): touching squares cost nothing, and the links that
    cost something are one fewer than the groups."""
    count = len(members)
    if count < 2:
        return count, 0
    rows = [square // SIZE for square in members]
    cols = [square % SIZE for square in members]
    first_r, first_c = rows[0], cols[0]
    reach = [max(abs(r - first_r), abs(c - first_c)) for r, c in zip(rows, cols, strict=True)]
    outside = set(range(1, count))
    groups, total = 1, 0
    while outside:
        nearest = min(outside, key=reach.__getitem__)
        outside.discard(nearest)
        if reach[nearest] > 1:
            groups += 1
            total += reach[nearest] - 1
        near_r, near_c = rows[nearest], cols[nearest]
        for other in outside:
            distance = max(abs(rows[other] - near_r), abs(cols[other] - near_c))
            if distance < reach[other]:
                reach[other] = distance
    return groups, total


#: What one empty square between a side's groups costs it, against a whole group (20).
GAP = 8.0


def evaluate(state: ZenState, team: int) -> float:
    """Fewer groups, fewer gaps between them, tighter pawns and more material are better
    (from ``team``'s side): medium's and hard's judgement."""
    return _value(state, team, GAP)


def evaluate_plainly(state: ZenState, team: int) -> float:
    """The same without the gaps: easy's judgement."""
    return _value(state, team, 0.0)


def _value(state: ZenState, team: int, gap: float) -> float:
    mine_groups, mine_spread, mine_gaps = outline(state, COLOURS[team])
    their_groups, their_spread, their_gaps = outline(state, COLOURS[1 - team])
    mine = state.board.count(COLOURS[team])
    theirs = state.board.count(COLOURS[1 - team])
    return (20.0 * (their_groups - mine_groups) + 12.0 * (their_spread - mine_spread)
            + gap * (their_gaps - mine_gaps) + 2.0 * (mine - theirs))


#: A race's units: the evaluation's worth of a group for each factor e between the gaps.
RACE_UNIT = 20.0


def race(state: ZenState, team: int) -> float:
    """How much nearer ``team``'s chain is to closing than its opponent's (see the module
    docstring), in units of ``RACE_UNIT``: above 0 when ``team`` has fewer gaps to cross."""
    mine = outline(state, COLOURS[team])[2]
    theirs = outline(state, COLOURS[1 - team])[2]
    return RACE_UNIT * math.log((1 + theirs) / (1 + mine))


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

EASY = Reach(max_depth=1, tolerance=TOLERANCE)
MEDIUM = Reach(max_depth=2, max_nodes=2000, tolerance=TOLERANCE)
HARD = Reach(max_nodes=25000, seconds=1.8, tolerance=TOLERANCE)



class HardPlayer(AlphaBetaPlayer[ZenState, ZenMove]):
    """Hard: plays as the alpha-beta search finds, and reports the position's race as
    its value unless the search proved a win or a loss (see the module docstring)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(evaluate, seed, seconds=HARD.seconds, max_nodes=HARD.max_nodes,
                         max_depth=HARD.max_depth, order=order_moves,
                         tolerance=HARD.tolerance)

    def search(self, view: ZenState, moves: list[ZenMove], budget: Budget) -> ZenMove:
        """The search's move; ``last_value`` the position's race for the mover."""
        # Judged first: a search its budget cuts off leaves ``view`` in mid-line.
        judged = race(view, view.team_of(view.to_move()))
        move = super().search(view, moves, budget)
        if self.last_value is None or abs(self.last_value) < WIN / 2:
            self.last_value = judged
        return move


#: Easy judges without the gaps; seeing a chain close is what the stronger levels add.
LEVELS = (alphabeta_levels(evaluate_plainly, order_moves, EASY, MEDIUM, HARD)[0],
          alphabeta_levels(evaluate, order_moves, EASY, MEDIUM, HARD)[1],
          Level("hard", LABELS["hard"], HardPlayer))
