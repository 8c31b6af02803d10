"""Le Roi des Roses computer players; every level decides from its seat's view only, where
the draw pile's order is unknown.

- ``tata-suzanne`` is the reference opponent of the rules: it draws while it holds fewer
  than five cards, else plays its first playable card in hand order, else passes.
- ``easy`` plays the card that adds most to its own territories now (ties at random), and
  draws only when no card can be played.
- ``medium`` looks one reply ahead: what a move adds to its territories, minus the best
  the opponent can then add with the hand it shows, plus a little for each card held; a
  draw counts as adding nothing now.
- ``hard`` judges each move by play-outs: it deals the unseen draw pile in many random
  orders (``determinize``, never the real order), plays each move on every deal, then both
  sides play on quickly by a simple rule (grow your own territories) to the end of the
  game, and keeps the move whose games end best (wins first, then the margin).
"""

import random
from dataclasses import dataclass

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
    scores,
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
    """The card adding most to its territories now; draws only with no card to play."""

    def search(self, view: RosesState, moves: list[RosesMove],
               budget: Budget) -> RosesMove:
        """Easy's choice."""
        gains = card_gains(view, view.seat)
        if not gains:
            return DRAW if DRAW in moves else PASS
        return max(gains, key=lambda found: (found[0], self.rng.random()))[1]


class MediumPlayer(Player[RosesState, RosesMove]):
    """Its gain less the opponent's best answer, plus a little per card held."""

    HELD = 1.0  # points a card in hand is worth

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


@dataclass
class Playout:
    """A quick copy of a whole (determinized) state for playing on to the end."""

    board: list[int]
    king: int
    hands: list[list[Card]]
    draw: list[Card]
    discard: list[Card]
    seat: int
    passes: int
    placed: list[int]

    @classmethod
    def of(cls, state: RosesState) -> "Playout":
        """A play-out starting from ``state``, which must show its draw pile."""
        assert state.draw is not None
        return cls(list(state.board), state.king, [list(hand) for hand in state.hands],
                   list(state.draw), list(state.discard), state.seat, state.passes,
                   list(state.placed))

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
        self.board[self.king] = COLOURS[seat]
        self.placed[seat] += 1
        self.discard.append(move)

    def quick_move(self, rng: random.Random) -> RosesMove:
        """The play-out rule: the card landing beside most of one's own pawns (then of the
        opponent's, to block), drawing when the hand is short and no card joins anything."""
        seat, board, king = self.seat, self.board, self.king
        own = COLOURS[seat]
        hand = self.hands[seat]
        best: RosesMove | None = None
        best_score = -1.0
        for card in hand:
            arrival = TARGETS[card][king]
            if arrival < 0 or board[arrival] != EMPTY:
                continue
            score = rng.random()
            for other in NEIGHBOURS[arrival]:
                if board[other] == own:
                    score += 2.0
                elif board[other] != EMPTY:
                    score += 0.5
            if score > best_score:
                best, best_score = card, score
        if len(hand) < HAND_LIMIT and (best is None or (best_score < 2.0 and len(hand) < 3)):
            return DRAW
        return PASS if best is None else best

    def finish(self, rng: random.Random, seat: int) -> float:
        """Play on to the end; 1 for a win of ``seat``, 0.5 a draw, 0, plus a little for
        the margin."""
        while not self.over():
            self.apply(self.quick_move(rng), rng)
        red, white = scores(self.board)
        margin = (red - white) if seat == 0 else (white - red)
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
                deal = view.determinize(self.rng)
                playout_seed = self.rng.random()
                results = []
                for move in moves:
                    budget.tick()
                    rng = random.Random(playout_seed)  # the same luck for every move
                    playout = Playout.of(deal)
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
