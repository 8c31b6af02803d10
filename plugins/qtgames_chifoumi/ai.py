"""Chifoumi computer players: a static evaluation settled by a search of the captures, and
the levels.

Points decide the game, so they weigh most (on equal points the starter loses: the
evaluation counts half a point for the other player). Between two captures what matters is
who can take what: each stack presses on every opposing stack its top piece takes, the more
the closer and the taller the prey; when two stacks of the player to move are attacked at
once, one of them is counted lost. Captures within reach are not guessed at but played
out: the evaluation searches the captures from the position (each side may also stop
capturing), so a stack left where it can be taken counts as lost, and one that can escape
does not.

Medium and hard also look for a trapped stack: one of the player to move, attacked, whose
every way out (a free square, its own stack, a capture) lands next to an opposing stack
that takes it. It is counted lost, as far as the capture search does not save it (by
taking the attacker). Easy judges without it: seeing traps is what the stronger levels
add to easy's judgement, besides searching deeper.

The levels: easy looks one move ahead, medium two, hard as deep as 8000 positions allow
(depth 4 or 5). Easy and medium also choose at random, from their seed, among the moves
they value nearly as much as the best (easy within a tenth of a point, medium a hundredth);
hard keeps the move its shallower searches preferred among equal ones, which is worth much
in a game where the first player wins most games between equals.
"""

from collections.abc import Callable

from qtgames.ai.levels import Reach, alphabeta_levels
from qtgames_chifoumi.rules import (
    BEATS,
    CROSS_INDICES,
    PASS,
    SIZE,
    STEPS,
    ChifoumiMove,
    ChifoumiState,
)

#: A position's value for a team, None when the game is over there.
StaticValue = Callable[[ChifoumiState, int], float | None]

POINT = 100.0
#: Weight of a stack's pull on an opposing stack it takes, per piece, divided by distance.
PRESSURE = 6.0
#: Share of the second tallest of the attacked stacks of the player to move counted lost.
DOUBLE_ATTACK = 0.5
#: Value of a game the capture search sees won (below the search's proven wins).
DECIDED = 10_000.0
#: How many captures in a row the evaluation plays out.
CAPTURE_DEPTH = 4
#: Share of a trapped stack (attacked, with no safe way out) counted lost.
TRAPPED = 0.9


def _distance(first: int, second: int) -> int:
    (row, col), (row2, col2) = divmod(first, SIZE), divmod(second, SIZE)
    return max(abs(row - row2), abs(col - col2))


#: 1 / distance between two board indices ``a`` and ``b``, at ``a * 49 + b``.
CLOSENESS = [1.0 / _distance(a, b) if a != b else 0.0
             for a in range(SIZE * SIZE) for b in range(SIZE * SIZE)]
#: TAKES[kind][other]: a top of ``kind`` captures a top of ``other``.
TAKES = tuple(tuple(other in BEATS[kind] for other in range(4)) for kind in range(4))
#: RELATION[kind][other]: 1 when ``kind`` takes ``other``, -1 when taken by it, else 0.
RELATION = tuple(tuple(1 if TAKES[kind][other] else -1 if TAKES[other][kind] else 0
                       for other in range(4)) for kind in range(4))


def static_value(state: ChifoumiState, team: int) -> float | None:
    """Points, pressure and double attacks for ``team``; None when no stack of one player is
    left or one kind is left on top (the game is over: the caller scores it)."""
    cells = state.cells
    mine: list[tuple[int, int, int]] = []
    theirs: list[tuple[int, int, int]] = []
    kinds = 0
    for index in CROSS_INDICES:
        stack = cells[index]
        if stack:
            top = stack[-1]
            kinds |= 1 << (top & 3)
            (mine if top >> 2 == team else theirs).append((index, top & 3, len(stack)))
    if not mine or not theirs or not kinds & (kinds - 1):
        return None
    scores = state.scores
    value = POINT * (scores[team] - scores[team ^ 1])
    value += POINT / 2 if state.starter != team else -POINT / 2
    closeness = CLOSENESS
    pressure = 0.0
    mine_attacked: list[int] = []       # heights of my stacks next to one that takes them
    theirs_attacked: dict[int, int] = {}
    for index, kind, height in mine:
        relation = RELATION[kind]
        base = index * SIZE * SIZE
        attacked = False
        for other, other_kind, other_height in theirs:
            sign = relation[other_kind]
            if sign > 0:
                near = closeness[base + other]
                pressure += other_height * near
                if near == 1.0:
                    theirs_attacked[other] = other_height
            elif sign < 0:
                near = closeness[base + other]
                pressure -= height * near
                attacked = attacked or near == 1.0
        if attacked:
            mine_attacked.append(height)
    value += PRESSURE * pressure
    # The player to move saves one attacked stack at most: the second tallest is lost
    # (the capture search plays out the rest).
    if state.side == team:
        if len(mine_attacked) > 1:
            value -= DOUBLE_ATTACK * POINT * sorted(mine_attacked)[-2]
    elif len(theirs_attacked) > 1:
        value += DOUBLE_ATTACK * POINT * sorted(theirs_attacked.values())[-2]
    return value


def _attacked(cells: list[tuple[int, ...]], square: int, kind: int, side: int) -> bool:
    """True when a stack topped by ``kind`` of ``side`` on ``square`` stands (or would stand)
    next to an opposing stack whose top takes it."""
    for neighbour, _ in STEPS[square]:
        there = cells[neighbour]
        if there and there[-1] >> 2 != side and TAKES[there[-1] & 3][kind]:
            return True
    return False


def trapped_height(state: ChifoumiState) -> int:
    """The height of the tallest stack of the player to move that is attacked and has no
    safe way out (0 if none): every move of it, onto a free square, onto its own stack or
    taking an opposing one, ends next to an opposing stack that takes it."""
    cells = state.cells
    side = state.side
    tallest = 0
    for index in CROSS_INDICES:
        stack = cells[index]
        if not stack or stack[-1] >> 2 != side or len(stack) <= tallest:
            continue
        kind = stack[-1] & 3
        if not _attacked(cells, index, kind, side):
            continue
        trapped = True
        for target, _ in STEPS[index]:
            there = cells[target]
            if there and there[-1] >> 2 != side and not TAKES[kind][there[-1] & 3]:
                continue  # an opposing stack it cannot take: no way there
            if not _attacked(cells, target, kind, side):
                trapped = False
                break
        if trapped:
            tallest = len(stack)
    return tallest


def static_value_with_traps(state: ChifoumiState, team: int) -> float | None:
    """``static_value`` less the trapped stack of the player to move (``TRAPPED`` of its
    pieces' points), for ``team``."""
    value = static_value(state, team)
    if value is None:
        return None
    trapped = trapped_height(state)
    if trapped:
        lost = TRAPPED * POINT * trapped
        value += -lost if state.side == team else lost
    return value


def captures(state: ChifoumiState) -> list[tuple[int, ChifoumiMove]]:
    """The side to move's captures with the height of their prey, tallest prey first."""
    cells = state.cells
    side = state.side
    found = []
    for index in CROSS_INDICES:
        stack = cells[index]
        if not stack or stack[-1] >> 2 != side:
            continue
        takes = TAKES[stack[-1] & 3]
        for target, move in STEPS[index]:
            there = cells[target]
            if there and there[-1] >> 2 != side and takes[there[-1] & 3]:
                found.append((len(there), move))
    found.sort(key=lambda item: -item[0])
    return found


def _decided(state: ChifoumiState, team: int) -> float:
    outcome = state.scored("capture search")
    return DECIDED if team in outcome.winners else -DECIDED


def _settle(state: ChifoumiState, team: int, alpha: float, beta: float, depth: int,
            judge: StaticValue) -> float:
    """The value after the captures worth playing (each side may stop capturing), each
    position judged by ``judge``."""
    stand = judge(state, team)
    if stand is None:
        return _decided(state, team)
    if depth == 0:
        return stand
    maximizing = state.side == team
    if maximizing:
        if stand >= beta:
            return stand
        alpha = max(alpha, stand)
    else:
        if stand <= alpha:
            return stand
        beta = min(beta, stand)
    best = stand
    for _, move in captures(state):
        state.play(move)
        value = _settle(state, team, alpha, beta, depth - 1, judge)
        state.undo()
        if maximizing:
            if value > best:
                best = value
                alpha = max(alpha, value)
        elif value < best:
            best = value
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def evaluate(state: ChifoumiState, team: int) -> float:
    """The position's value for ``team``, trapped stacks seen (see the module docstring):
    medium's and hard's judgement."""
    return _settle(state, team, -float("inf"), float("inf"), CAPTURE_DEPTH,
                   static_value_with_traps)


def evaluate_plainly(state: ChifoumiState, team: int) -> float:
    """The position's value for ``team`` without looking for trapped stacks: easy's."""
    return _settle(state, team, -float("inf"), float("inf"), CAPTURE_DEPTH, static_value)


def order_moves(state: ChifoumiState, moves: list[ChifoumiMove]) -> list[ChifoumiMove]:
    """Captures first, the tallest prey first; then the other moves as they came."""
    cells = state.cells

    def prey(move: ChifoumiMove) -> int:
        if move is PASS:
            return 0
        (row, col), (trow, tcol) = move
        there = cells[trow * SIZE + tcol]
        if there and there[-1] >> 2 != cells[row * SIZE + col][-1] >> 2:
            return len(there)
        return 0

    return sorted(moves, key=prey, reverse=True)


#: How far below the best value (in hundredths of a point) a level's move may be, chosen
#: at random from its seed. Many moves tie exactly or nearly at every depth, and keeping
#: the shallower search's choice among them is worth much: hard keeps it (no tolerance),
#: medium draws among moves within a hundredth of a point, easy within a tenth. Without
#: these, the first player won most games between two levels: medium scored 0.73 against
#: easy and hard 0.74 against medium, from the shipped openings.
EASY_TOLERANCE = 10.0
MEDIUM_TOLERANCE = 1.0

EASY = Reach(max_depth=1, tolerance=EASY_TOLERANCE)
MEDIUM = Reach(max_depth=2, max_nodes=3000, tolerance=MEDIUM_TOLERANCE)
# About half a second a move on one core, depth 4 or 5; the clock is only a safety cap.
HARD = Reach(max_nodes=8000, seconds=1.8)

#: Easy judges plainly; medium and hard see trapped stacks (module docstring).
LEVELS = (alphabeta_levels(evaluate_plainly, order_moves, EASY, MEDIUM, HARD)[0],
          *alphabeta_levels(evaluate, order_moves, EASY, MEDIUM, HARD)[1:])
