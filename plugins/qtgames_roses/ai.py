"""Le Roi des Roses computer players; every level decides from its seat's view only, where
the draw pile's order is unknown.

- ``tata-suzanne`` is the reference opponent of the rules: it draws while it holds fewer
  than five cards, else plays its first playable card in hand order, else passes.
- ``easy`` sees its own territories only: it plays the card that adds most to them now,
  plus half of what its next card could add from where that one sends the king (ties at
  random); while it may draw, it draws instead unless that card adds at least 9 points now
  (joins a territory of four).
- ``medium`` looks one reply ahead: what a move adds to its territories, minus the best
  the opponent can then add with the hand it shows, plus a little for each card held and
  for each of its pawns within two squares of the pawn it puts down; a draw counts as
  adding nothing now.
- ``hard`` deals the unseen draw pile in many random orders (``determinize``, never the
  real order) and on each deal searches six moves ahead (both players', alpha-beta), the
  opponent answering with the hand it shows; a position at the end of the search is worth
  the lead in points plus one point per card held more than the opponent, a finished game
  is won or lost. It plays the move worth most on average over the deals.
"""

import random

from qtgames.ai.levels import LABELS
from qtgames.ai.player import Budget, OutOfBudget, Player
from qtgames.core.game import Level
from qtgames_roses import TATA_SUZANNE
from qtgames_roses.rules import (
    COLOURS,
    DECK,
    DRAW,
    EMPTY,
    NEIGHBOURS,
    PASS,
    SIZE,
    Card,
    RosesMove,
    RosesState,
)

#: The square each card sends the king to from each square, -1 when off the board.
TARGETS: dict[Card, tuple[int, ...]] = {}
for _card in DECK:
    _rows, _columns = _card.step
    TARGETS[_card] = tuple(
        (row + _rows) * SIZE + column + _columns
        if 0 <= row + _rows < SIZE and 0 <= column + _columns < SIZE else -1
        for row in range(SIZE) for column in range(SIZE))


def gain(board: list[int], colour: int, arrival: int) -> int:
    """How many points a pawn of ``colour`` on the empty square ``arrival`` adds to its
    owner: the merged territory's size squared, less the squares of the territories it
    joins."""
    joined: set[int] = set()
    before = 0
    for start in NEIGHBOURS[arrival]:
        if board[start] != colour or start in joined:
            continue
        group = {start}
        frontier = [start]
        while frontier:
            index = frontier.pop()
            for other in NEIGHBOURS[index]:
                if other not in group and board[other] == colour:
                    group.add(other)
                    frontier.append(other)
        joined |= group
        before += len(group) ** 2
    return (len(joined) + 1) ** 2 - before


def next_gain(state: RosesState, seat: int, card: Card) -> int:
    """The most ``seat``'s next card could add after ``card`` is played now, should the
    king stay where ``card`` sends it."""
    board, colour = state.board, COLOURS[seat]
    arrival = TARGETS[card][state.king]
    board[arrival] = colour
    try:
        return max((gain(board, colour, then) for other in state.hands[seat]
                    if other != card and (then := TARGETS[other][arrival]) >= 0
                    and board[then] == EMPTY), default=0)
    finally:
        board[arrival] = EMPTY


#: The squares within two rows and two columns of each square, itself left out.
AROUND: tuple[tuple[int, ...], ...] = tuple(
    tuple(other for other in range(SIZE * SIZE) if other != index
          and abs(other // SIZE - index // SIZE) <= 2 and abs(other % SIZE - index % SIZE) <= 2)
    for index in range(SIZE * SIZE))


def nearby(board: list[int], colour: int, square: int) -> int:
    """How many pawns of ``colour`` lie within two squares of ``square``."""
    return sum(board[other] == colour for other in AROUND[square])


def card_gains(state: RosesState, seat: int) -> list[tuple[int, Card]]:
    """Each card of ``seat``'s hand playable from the king's square now, with its gain."""
    board, colour = state.board, COLOURS[seat]
    found = []
    for card in state.hands[seat]:
        arrival = TARGETS[card][state.king]
        if arrival >= 0 and board[arrival] == EMPTY:
            found.append((gain(board, colour, arrival), card))
    return found


class TataSuzannePlayer(Player[RosesState, RosesMove]):
    """Draws below five cards, else its first playable card, else passes."""

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """The reference opponent's rule."""
        return tata_suzanne(view, moves)


def tata_suzanne(view: RosesState, moves: list[RosesMove]) -> RosesMove:
    """The reference opponent's move among ``moves``."""
    if DRAW in moves:
        return DRAW
    cards = [move for move in moves if isinstance(move, Card)]
    return cards[0] if cards else PASS


class EasyPlayer(Player[RosesState, RosesMove]):
    """The card adding most to its territories, now and (half as much) with its next card;
    while it may draw, it draws unless that card adds enough now."""

    #: The least gain worth a card while drawing is possible: joining a territory of four.
    WORTH_PLAYING = 9
    #: What the next card's gain counts for, against this card's.
    NEXT = 0.5

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """Easy's choice."""
        seat = view.seat
        gains = card_gains(view, seat)
        best = max(gains, key=lambda found: (
            found[0] + self.NEXT * next_gain(view, seat, found[1]), self.rng.random()),
            default=None)
        if DRAW in moves and (best is None or best[0] < self.WORTH_PLAYING):
            return DRAW
        return PASS if best is None else best[1]


class MediumPlayer(Player[RosesState, RosesMove]):
    """Its gain less the opponent's best answer, plus a little per card held and per pawn
    of its own near the one it puts down."""

    HELD = 3.0  # points a card in hand is worth
    NEAR = 0.5  # points an own pawn within two squares of the new one is worth

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """Medium's choice."""
        return self.choice(view, moves, self.rng)

    @classmethod
    def choice(cls, view: RosesState, moves: list[RosesMove],
               rng: random.Random) -> RosesMove:
        """Medium's choice among ``moves`` (ties broken with ``rng``)."""
        seat = view.seat
        best, best_value = moves[0], float("-inf")
        trial = view.copy(stack=False)
        for move in moves:
            now = 0.0
            if isinstance(move, Card):
                arrival = TARGETS[move][view.king]
                now = gain(view.board, COLOURS[seat], arrival) \
                    + cls.NEAR * nearby(view.board, COLOURS[seat], arrival)
            held = len(view.hands[seat]) + (1 if move == DRAW else -1 if move != PASS else 0)
            if move == DRAW:
                trial.hands[seat].append(DECK[0])  # the card drawn is unknown: count it only
                answer = max((found for found, _ in card_gains(trial, 1 - seat)), default=0)
                trial.hands[seat].pop()
            else:
                trial.play(move)
                answer = max((found for found, _ in card_gains(trial, 1 - seat)), default=0)
                trial.undo()
            value = now - answer + cls.HELD * held + rng.random() * 0.01
            if value > best_value:
                best, best_value = move, value
        return best


#: A search value beyond any margin of points: the game is won (or lost).
WIN = 10_000.0


class HardPlayer(Player[RosesState, RosesMove]):
    """Searches a few moves ahead on many orders of the unseen draw pile (module
    docstring); each deal is searched by alpha-beta, and the values averaged."""

    check_every = 64
    #: Moves searched ahead (both players' moves count), and what a card in hand is worth.
    DEPTH = 6
    HELD = 1.0

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """The move worth most on average over the deals searched in full."""
        seat = view.seat
        red, white = view.scores()
        margin = red - white if seat == 0 else white - red
        totals = [0.0] * len(moves)
        deals = 0
        try:
            while True:
                deal = view.determinize(self.rng)
                values = [self._value_of(deal, move, margin, budget) for move in moves]
                totals = [total + value for total, value in zip(totals, values, strict=True)]
                deals += 1
        except OutOfBudget:
            pass
        if not deals:  # not one deal searched in the time: medium's choice
            return MediumPlayer.choice(view, moves, self.rng)
        best = max(range(len(moves)), key=lambda index: (totals[index], -index))
        self.last_value = totals[best] / deals
        return moves[best]

    def _value_of(self, state: RosesState, move: RosesMove, margin: float,
                  budget: Budget) -> float:
        """What ``move`` is worth to the player making it, searched ``DEPTH`` moves deep."""
        points = _gain_of(state, move)
        state.play(move)
        try:
            return -self._negamax(state, -(margin + points), self.DEPTH - 1,
                                  -float("inf"), float("inf"), budget)
        finally:
            state.undo()

    def _negamax(self, state: RosesState, margin: float, depth: int, alpha: float,
                 beta: float, budget: Budget) -> float:
        """The value for the player to move, whose lead in points is ``margin``: a won or
        lost game at once, else the lead and the cards in hand at the search's end."""
        budget.tick()
        if state.is_over():
            return (WIN if margin > 0 else -WIN if margin < 0 else 0.0) + margin
        seat = state.seat
        if depth == 0:
            return margin + self.HELD * (len(state.hands[seat]) - len(state.hands[1 - seat]))
        ordered = sorted(((_gain_of(state, move), index, move)
                          for index, move in enumerate(state.legal_moves())), reverse=True)
        best = -float("inf")
        for points, _, move in ordered:
            state.play(move)
            value = -self._negamax(state, -(margin + points), depth - 1, -beta, -alpha,
                                   budget)
            state.undo()
            if value > best:
                best = value
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
        return best


def _gain_of(state: RosesState, move: RosesMove) -> int:
    """The points ``move`` adds to its player's territories (a draw or a pass: none)."""
    if not isinstance(move, Card):
        return 0
    return gain(state.board, COLOURS[state.seat], TARGETS[move][state.king])


#: Nodes the hard level searches a move (reproducible); its clock is only a safety cap.
HARD_NODES = 8000
#: Weakest first: the shells take the last level as the strongest.
LEVELS = (
    Level("tata-suzanne", TATA_SUZANNE,
          lambda seed: TataSuzannePlayer(seed)),
    Level("easy", LABELS["easy"], lambda seed: EasyPlayer(seed)),
    Level("medium", LABELS["medium"], lambda seed: MediumPlayer(seed)),
    Level("hard", LABELS["hard"], lambda seed: HardPlayer(seed, seconds=1.5, max_nodes=HARD_NODES)),
)
