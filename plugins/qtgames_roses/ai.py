"""Le Roi des Roses computer players; every level decides from its seat's view only, where
the draw pile's order is unknown.

- ``tata-suzanne`` is the reference opponent of the rules: it draws while it holds fewer
  than five cards, else plays its first playable card in hand order, else passes.
- ``easy`` plays the card that adds most to its own territories now (ties at random); with
  fewer than five cards it draws instead when no card joins one of its territories.
- ``medium`` looks one reply ahead: what a move adds to its territories, minus the best
  the opponent can then add with the hand it shows, plus a little for each card held; a
  draw counts as adding nothing now.
- ``hard`` judges each move by play-outs: it deals the unseen draw pile in many random
  orders (``determinize``, never the real order), plays each move on every deal, then both
  sides play on quickly by a simple rule (grow your own territories) to the end of the
  game, and keeps the move whose games end best (wins first, then the margin).
"""

import random

from qtgames.ai.levels import LABELS
from qtgames.ai.player import Budget, OutOfBudget, Player
from qtgames.core.game import Level
from qtgames_roses.rules import (
    COLOURS,
    DECK,
    DRAW,
    EMPTY,
    HAND_LIMIT,
    NEIGHBOURS,
    PASS,
    PAWNS,
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
    """The card adding most to its territories now; with fewer than five cards it draws
    rather than play a pawn that joins none of its territories."""

    #: The least gain worth a card while drawing is possible: joining one pawn gives 3.
    WORTH_PLAYING = 3

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """Easy's choice."""
        gains = card_gains(view, view.seat)
        best = max(gains, key=lambda found: (found[0], self.rng.random()), default=None)
        if DRAW in moves and (best is None or best[0] < self.WORTH_PLAYING):
            return DRAW
        return PASS if best is None else best[1]


class MediumPlayer(Player[RosesState, RosesMove]):
    """Its gain less the opponent's best answer, plus a little per card held."""

    HELD = 2.0  # points a card in hand is worth

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """Medium's choice."""
        seat = view.seat
        best, best_value = moves[0], float("-inf")
        trial = view.copy()
        for move in moves:
            budget.tick()
            now = 0
            if isinstance(move, Card):
                arrival = TARGETS[move][view.king]
                now = gain(view.board, COLOURS[seat], arrival)
            held = len(view.hands[seat]) + (1 if move == DRAW else -1 if move != PASS else 0)
            if move == DRAW:
                trial.hands[seat].append(DECK[0])  # the card drawn is unknown: count it only
                answer = max((found for found, _ in card_gains(trial, 1 - seat)), default=0)
                trial.hands[seat].pop()
            else:
                trial.play(move)
                answer = max((found for found, _ in card_gains(trial, 1 - seat)), default=0)
                trial.undo()
            value = now - answer + self.HELD * held + self.rng.random() * 0.01
            if value > best_value:
                best, best_value = move, value
        return best


class Playout:
    """A quick copy of a whole (determinized) state for playing on to the end; its
    territories are kept as a union-find forest, so a pawn's gain costs a few steps."""

    __slots__ = ("board", "discard", "draw", "hands", "king", "parent", "passes", "placed",
                 "seat", "size")

    #: The play-out rule's weights: a point the pawn denies the opponent, the random
    #: spread between near choices, and the gain below which a short hand draws instead.
    BLOCK = 0.5
    NOISE = 2.0
    WORTH_PLAYING = 3

    def __init__(self, board: list[int], king: int, hands: list[list[Card]],
                 draw: list[Card], discard: list[Card], seat: int, passes: int,
                 placed: list[int], parent: list[int], size: list[int]) -> None:
        self.board, self.king, self.hands = board, king, hands
        self.draw, self.discard, self.seat, self.passes = draw, discard, seat, passes
        self.placed, self.parent, self.size = placed, parent, size

    @classmethod
    def of(cls, state: RosesState) -> "Playout":
        """A play-out starting from ``state``, which must show its draw pile."""
        assert state.draw is not None
        squares = len(state.board)
        playout = cls([EMPTY] * squares, state.king, [list(hand) for hand in state.hands],
                      list(state.draw), list(state.discard), state.seat, state.passes,
                      list(state.placed), list(range(squares)), [1] * squares)
        for index, colour in enumerate(state.board):
            if colour != EMPTY:
                playout.place(colour, index)
        return playout

    def copy(self) -> "Playout":
        """An independent copy."""
        return Playout(list(self.board), self.king, [list(hand) for hand in self.hands],
                       list(self.draw), list(self.discard), self.seat, self.passes,
                       list(self.placed), list(self.parent), list(self.size))

    def root(self, index: int) -> int:
        """The square naming ``index``'s territory."""
        parent = self.parent
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    def gain(self, colour: int, arrival: int) -> int:
        """The points a pawn of ``colour`` on the empty square ``arrival`` adds."""
        board, size = self.board, self.size
        roots: set[int] = set()
        for other in NEIGHBOURS[arrival]:
            if board[other] == colour:
                roots.add(self.root(other))
        total = sum(size[root] for root in roots)
        return (total + 1) ** 2 - sum(size[root] ** 2 for root in roots)

    def place(self, colour: int, arrival: int) -> None:
        """Put a pawn of ``colour`` on ``arrival`` and join it to its neighbours."""
        board, parent, size = self.board, self.parent, self.size
        board[arrival] = colour
        parent[arrival], size[arrival] = arrival, 1
        for other in NEIGHBOURS[arrival]:
            if board[other] != colour:
                continue
            mine, theirs = self.root(arrival), self.root(other)
            if mine != theirs:
                if size[mine] < size[theirs]:
                    mine, theirs = theirs, mine
                parent[theirs] = mine
                size[mine] += size[theirs]

    def margin(self, seat: int) -> int:
        """``seat``'s points less its opponent's."""
        points = [0, 0, 0]
        board, parent, size = self.board, self.parent, self.size
        for index, colour in enumerate(board):
            if colour != EMPTY and parent[index] == index:
                points[colour] += size[index] ** 2
        own = COLOURS[seat]
        return points[own] - points[COLOURS[1 - seat]]

    def over(self) -> bool:
        """True once both have passed in a row or a 26th pawn is down."""
        return self.passes >= 2 or self.placed[0] >= PAWNS or self.placed[1] >= PAWNS

    def apply(self, move: RosesMove, rng: random.Random) -> None:
        """Play ``move`` (a reshuffle, if any, drawn with ``rng``)."""
        seat = self.seat
        self.seat = 1 - seat
        if move == PASS:
            self.passes += 1
            return
        self.passes = 0
        hand = self.hands[seat]
        if move == DRAW:
            if not self.draw:
                self.draw, self.discard = self.discard, []
                rng.shuffle(self.draw)
            hand.append(self.draw.pop())
            return
        assert isinstance(move, Card)
        hand.remove(move)
        self.king = TARGETS[move][self.king]
        self.place(COLOURS[seat], self.king)
        self.placed[seat] += 1
        self.discard.append(move)

    def quick_move(self, rng: random.Random) -> RosesMove:
        """The play-out rule: the card whose pawn adds most to one's territories (and
        denies the opponent some), with a little chance; a hand of fewer than five cards
        draws rather than play a pawn that joins nothing."""
        seat, board, king = self.seat, self.board, self.king
        own, theirs = COLOURS[seat], COLOURS[1 - seat]
        hand = self.hands[seat]
        best: RosesMove | None = None
        best_score, best_gain = float("-inf"), 0
        for card in hand:
            arrival = TARGETS[card][king]
            if arrival < 0 or board[arrival] != EMPTY:
                continue
            mine = self.gain(own, arrival)
            score = mine + self.BLOCK * self.gain(theirs, arrival) + self.NOISE * rng.random()
            if score > best_score:
                best, best_score, best_gain = card, score, mine
        if len(hand) < HAND_LIMIT and best_gain < self.WORTH_PLAYING:
            return DRAW
        return PASS if best is None else best

    def finish(self, rng: random.Random, seat: int) -> float:
        """Play on to the end; 1 for a win of ``seat``, 0.5 a draw, 0 a loss, plus a little
        for the margin."""
        while not self.over():
            self.apply(self.quick_move(rng), rng)
        margin = self.margin(seat)
        result = 1.0 if margin > 0 else 0.0 if margin < 0 else 0.5
        return result + margin / 1000.0


class HardPlayer(Player[RosesState, RosesMove]):
    """Play-outs of each move over random orders of the unseen draw pile."""

    check_every = 4  # a node is a whole play-out

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """The move whose play-outs end best."""
        totals = [0.0] * len(moves)
        seat = view.seat
        try:
            while True:
                deal = Playout.of(view.determinize(self.rng))
                playout_seed = self.rng.random()
                results = []
                for move in moves:
                    budget.tick()
                    rng = random.Random(playout_seed)  # the same luck for every move
                    playout = deal.copy()
                    playout.apply(move, rng)
                    results.append(playout.finish(rng, seat))
                totals = [total + result for total, result in zip(totals, results, strict=True)]
        except OutOfBudget:
            pass
        return moves[max(range(len(moves)), key=lambda index: (totals[index], -index))]


#: Weakest first: the shells take the last level as the strongest.
LEVELS = (
    Level("tata-suzanne", {"en": "Tata Suzanne", "fr": "Tata Suzanne"},
          lambda seed: TataSuzannePlayer(seed)),
    Level("easy", LABELS["easy"], lambda seed: EasyPlayer(seed)),
    Level("medium", LABELS["medium"], lambda seed: MediumPlayer(seed)),
    Level("hard", LABELS["hard"], lambda seed: HardPlayer(seed, seconds=1.5, max_nodes=1200)),
)
