"""A toy hidden-information game proving the per-seat view contract (tests only).

"High card": nine cards 1–9 are shuffled with the game's seed; each of two seats gets three,
the last three stay face down. The leader plays a card, the other answers, the higher card
takes the trick and leads the next. After three tricks, more tricks wins. A player sees
their own hand and every card played, never the other hand or the face-down cards.
"""

import random
from typing import Self

from qtgames.core.errors import NotationError
from qtgames.core.game import GameSpec, Level
from qtgames.core.outcome import Outcome
from qtgames.core.rng import make_rng
from qtgames.core.state import GameState
from qtgames.core.textview import TextView

UNKNOWN = 0
CARDS = tuple(range(1, 10))


class HighCard(GameState[int]):
    """State of High card; ``viewer()`` names the seat of a view, whose hidden cards are 0."""

    seats = ("north", "south")

    def __init__(self, hands: list[list[int]], stock: list[int], leader: int = 0) -> None:
        super().__init__()
        self.hands = hands
        self.stock = stock
        self.leader = leader
        self.trick: list[int] = []      # cards of the trick in progress
        self.tricks = [0, 0]
        self.played: list[tuple[int, int]] = []   # (seat, card), public
        self._viewer: int | None = None

    @classmethod
    def deal(cls, seed: int) -> "HighCard":
        """Shuffle with the seed and deal."""
        deck = list(CARDS)
        make_rng(seed, "deal").shuffle(deck)
        return cls([sorted(deck[:3]), sorted(deck[3:6])], deck[6:])

    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 2

    def legal_moves(self) -> list[int]:
        return [] if self.is_over() else sorted(self.hands[self.to_move()])

    def is_over(self) -> bool:
        return sum(self.tricks) == 3

    def _apply(self, move: int) -> tuple[int, int, int] | None:
        seat = self.to_move()
        hand = self.hands[seat]
        hand.remove(move if move in hand else UNKNOWN)
        self.trick.append(move)
        self.played.append((seat, move))
        if len(self.trick) == 2:
            first, second = self.trick
            winner = self.leader if first > second else 1 - self.leader
            self.tricks[winner] += 1
            finished = (self.leader, first, second)
            self.trick = []
            self.leader = winner
            return finished
        return None

    def _revert(self, move: int, finished: tuple[int, int, int] | None) -> None:
        seat, card = self.played.pop()
        if finished is not None:
            leader, first, _ = finished
            winner = self.leader
            self.tricks[winner] -= 1
            self.leader = leader
            self.trick = [first]
        else:
            self.trick.pop()
        self.hands[seat].append(card)
        self.hands[seat].sort()

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        winner = 0 if self.tricks[0] > self.tricks[1] else 1
        return Outcome(frozenset({winner}), "tricks", (self.tricks[0], self.tricks[1]))

    def _own_containers(self) -> None:
        self.hands = [list(hand) for hand in self.hands]
        self.stock = list(self.stock)
        self.trick = list(self.trick)
        self.tricks = list(self.tricks)
        self.played = list(self.played)

    def viewer(self) -> int | None:
        return self._viewer

    def format_move(self, move: int) -> str:
        return str(move)

    def parse_move(self, text: str) -> int:
        if not text.strip().isdigit() or not 1 <= int(text) <= 9:
            raise NotationError(f"{text!r} is not a card from 1 to 9")
        return int(text)

    def check_move(self, move: object) -> str | None:
        if self.is_over():
            return "the game is over"
        return None if move in self.hands[self.to_move()] else "that card is not in your hand"

    def position(self) -> str:
        hands = ["".join(str(card) for card in hand) for hand in self.hands]
        trick = "".join(map(str, self.trick)) or "-"
        return (f"{hands[0] or '-'}/{hands[1] or '-'}/{''.join(map(str, self.stock)) or '-'} "
                f"{self.leader} {trick} {self.tricks[0]}{self.tricks[1]}")

    @classmethod
    def from_position(cls, text: str) -> "HighCard":
        """Read ``position()`` (the whole state: both hands and the stock)."""
        try:
            cards, leader, trick, tricks = text.split()
            hands_text = cards.split("/")
            hands = [[int(c) for c in part if c != "-"] for part in hands_text]
            state = cls([hands[0], hands[1]], hands[2], int(leader))
            state.trick = [int(c) for c in trick if c != "-"]
            state.tricks = [int(tricks[0]), int(tricks[1])]
        except (ValueError, IndexError):
            raise NotationError(f"{text!r} is not a High card position") from None
        return state

    def conceal(self) -> None:
        """The stock is never turned: its order is no one's to know."""
        self.stock.sort()

    def view(self, seat: int) -> Self:
        clone = self.copy()
        other = 1 - seat
        clone.hands[other] = [UNKNOWN] * len(self.hands[other])
        clone.stock = [UNKNOWN] * len(self.stock)
        clone._viewer = seat
        return clone

    def determinize(self, rng: random.Random) -> Self:
        viewer = self._viewer
        if viewer is None:
            return self.copy()
        clone = self.copy()
        seen = set(self.hands[viewer]) | {card for _, card in self.played}
        unseen = [card for card in CARDS if card not in seen]
        rng.shuffle(unseen)
        other = 1 - viewer
        count = len(self.hands[other])
        clone.hands[other] = sorted(unseen[:count])
        clone.stock = unseen[count:]
        clone._viewer = None
        return clone


def high_card_spec(levels: tuple[Level, ...] = ()) -> GameSpec:
    """A GameSpec for the toy game, as a plugin would declare it."""
    return GameSpec(
        id="highcard", name={"en": "High card"}, summary={"en": "Toy hidden-information game"},
        version="0.0.1", new_state=lambda options, seed: HighCard.deal(seed),
        from_position=lambda text, options: HighCard.from_position(text), seats=HighCard.seats,
        seat_labels={}, levels=levels, text_view=f"{TextView.__module__}:TextView",
        hidden_information=True)
