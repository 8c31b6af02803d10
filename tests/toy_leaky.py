"""A small card game written as a plugin author would, and two ways its views leak (tests
only): ``qtgames check`` must pass the game and fail each leak on its information sets.

"Play and draw": nine cards 1–9 are shuffled with the game's seed; each of two seats gets
two, the last five are a face-down stock. In turn, a seat lays a card of its hand face
up on the table, then draws the top card of the stock while there is one. When every card
is on the table, the higher total of the cards a seat laid wins. A seat sees its own hand
and the table; the other hand and the stock only by their sizes.

The position is ``HAND0/HAND1/STOCK TABLE vVIEWER``: each hand and the stock as digits,
``?`` for a card the position's viewer cannot see, ``-`` when empty; the table's cards in
the order laid (``-``: none); ``v0``, ``v1`` the seat of a view, ``v-`` the whole state,
``vp`` what a spectator sees. ``LeakyHand`` forgets to hide the other hand in a view;
``LeakyHistory`` forgets that a view's history holds the other seat's draws.
"""

import random
import re
from typing import Self

from qtgames.core.errors import NotationError
from qtgames.core.game import GameSpec
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState
from qtgames.core.textview import TextView

UNKNOWN = 0
CARDS = tuple(range(1, 10))
HAND = 2
#: What a move saved: the seat that laid, and the card it drew (None: the stock was empty).
Saved = tuple[int, int | None]
_POSITION = re.compile(r"([1-9?]*|-)/([1-9?]*|-)/([1-9?]*|-) ([1-9]*|-) v([01p-])")


class PlayAndDraw(GameState[int, Saved]):
    """A position of Play and draw; in a view, hidden cards are ``UNKNOWN``."""

    seats = ("first", "second")

    def __init__(self, hands: list[list[int]], stock: list[int], table: list[int],
                 viewer: int | None = None, public: bool = False) -> None:
        super().__init__()
        self.hands = hands
        self.stock = stock            # the top last
        self.table = table
        self._viewer = viewer
        self._public = public         # a spectator's view (``viewer`` is then None)

    @classmethod
    def deal(cls, seed: int) -> Self:
        """The nine cards shuffled with ``seed``, two to each seat."""
        deck = list(CARDS)
        random.Random(seed).shuffle(deck)
        return cls([sorted(deck[:HAND]), sorted(deck[HAND:2 * HAND])], deck[2 * HAND:], [])

    # -- the rules -----------------------------------------------------------------------

    def to_move(self) -> int:
        return len(self.table) % 2

    def is_over(self) -> bool:
        return len(self.table) == len(CARDS)

    def legal_moves(self) -> list[int]:
        if self.is_over():
            return []
        return sorted(card for card in self.hands[self.to_move()] if card != UNKNOWN)

    def check_move(self, move: object) -> str | None:
        if self.is_over():
            return "the game is over"
        return None if move in self.legal_moves() else "that card is not in your hand"

    def _apply(self, move: int) -> Saved:
        seat = self.to_move()
        self.hands[seat].remove(move)
        self.table.append(move)
        drawn = self.stock.pop() if self.stock else None
        if drawn is not None:
            self.hands[seat].append(drawn)
            self.hands[seat].sort()
        return seat, drawn

    def _revert(self, move: int, saved: Saved) -> None:
        seat, drawn = saved
        if drawn is not None:
            hand = self.hands[seat]
            hand.remove(drawn if drawn in hand else UNKNOWN)
            whole = self._viewer is None and not self._public
            self.stock.append(drawn if whole else UNKNOWN)  # back face down
        self.table.pop()
        self.hands[seat].append(move if self._shows_hand(seat) else UNKNOWN)
        self.hands[seat].sort()

    def _shows_hand(self, seat: int) -> bool:
        """Whether this position shows the cards of ``seat``'s hand."""
        return seat == self._viewer or (self._viewer is None and not self._public)

    def totals(self) -> tuple[int, int]:
        """The sum of the cards each seat laid."""
        return sum(self.table[0::2]), sum(self.table[1::2])

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        first, second = self.totals()
        winners = frozenset() if first == second else frozenset({0 if first > second else 1})
        return Outcome(winners, "totals", (first, second))

    def _own_containers(self) -> None:
        self.hands = [list(hand) for hand in self.hands]
        self.stock = list(self.stock)
        self.table = list(self.table)

    # -- what each seat sees -------------------------------------------------------------

    def viewer(self) -> int | None:
        return self._viewer

    def view(self, seat: int) -> Self:
        clone = self._hidden_from(seat)
        clone._mask_history(lambda move, saved: _seen_by(seat, saved))
        return clone

    def _hidden_from(self, seat: int) -> Self:
        """A copy seen by ``seat``: the other hand and the stock hidden (not its history)."""
        clone = self.copy()
        other = 1 - seat
        clone.hands[other] = [UNKNOWN] * len(self.hands[other])
        clone.stock = [UNKNOWN] * len(self.stock)
        clone._viewer = seat
        return clone

    def public_view(self) -> Self:
        clone = self.view(0)
        clone.hands[0] = [UNKNOWN] * len(self.hands[0])
        clone._viewer, clone._public = None, True
        clone._mask_history(lambda move, saved: _seen_by(None, saved))
        return clone

    def determinize(self, rng: random.Random) -> Self:
        """Each unknown card drawn among the cards this position does not show."""
        full = self.copy(stack=False)
        shown = {card for pile in (*self.hands, self.stock, self.table) for card in pile}
        unseen = [card for card in CARDS if card not in shown]
        rng.shuffle(unseen)
        for pile in (*full.hands, full.stock):
            for index, card in enumerate(pile):
                if card == UNKNOWN:
                    pile[index] = unseen.pop()
        for hand in full.hands:
            hand.sort()
        full._viewer, full._public = None, False
        return full

    # -- notation ------------------------------------------------------------------------

    def format_move(self, move: int) -> str:
        return str(move)

    def parse_move(self, text: str) -> int:
        if len(text.strip()) != 1 or text.strip() not in "123456789":
            raise NotationError(f"{text!r} is not a card from 1 to 9")
        return int(text)

    def position(self) -> str:
        def cards(pile: list[int]) -> str:
            return "".join("?" if card == UNKNOWN else str(card) for card in pile) or "-"

        seen = "p" if self._public else "-" if self._viewer is None else str(self._viewer)
        return (f"{cards(self.hands[0])}/{cards(self.hands[1])}/{cards(self.stock)} "
                f"{cards(self.table)} v{seen}")

    @classmethod
    def from_position(cls, text: str) -> Self:
        """Read ``position()``'s notation."""
        found = _POSITION.fullmatch(text.strip())
        if found is None:
            raise NotationError(f"{text!r} is not a position of Play and draw")

        def cards(field: str) -> list[int]:
            return [] if field == "-" else [UNKNOWN if char == "?" else int(char)
                                            for char in field]

        hand0, hand1, stock, table, seen = found.groups()
        viewer = int(seen) if seen in "01" else None
        return cls([cards(hand0), cards(hand1)], cards(stock), cards(table), viewer,
                   seen == "p")


def _seen_by(seat: int | None, saved: Saved) -> Saved:
    """What ``seat`` (None: a spectator) knows of a move's save: another seat's draw is
    a card it did not see."""
    laid_by, drawn = saved
    return saved if laid_by == seat or drawn is None else (laid_by, UNKNOWN)


class LeakyHand(PlayAndDraw):
    """A view that forgets to hide the other seat's hand, and so its draws (as
    ``determinize`` fills only what a view does not show, every check of the view alone
    holds)."""

    def view(self, seat: int) -> Self:
        clone = self.copy()
        clone.stock = [UNKNOWN] * len(self.stock)
        clone._viewer = seat
        return clone

    def _shows_hand(self, seat: int) -> bool:
        return not self._public


class LeakyHistory(PlayAndDraw):
    """A view that hides the other hand and the stock but keeps the history as it was:
    the other seat's draws are in it (undoing on the view shows no more, as hidden cards
    are never written out)."""

    def view(self, seat: int) -> Self:
        return self._hidden_from(seat)  # its history left as it was

    def position(self) -> str:
        # A view writes every card it may not see as "?", whatever it holds.
        if self._viewer is None:
            return super().position()
        clone = self.copy(stack=False)
        other = 1 - self._viewer
        clone.hands[other] = [UNKNOWN] * len(self.hands[other])
        clone.stock = [UNKNOWN] * len(self.stock)
        return PlayAndDraw.position(clone)


def play_and_draw_spec(state: type[PlayAndDraw] = PlayAndDraw) -> GameSpec:
    """A GameSpec of Play and draw whose states are of class ``state``."""
    return GameSpec(
        id="play-and-draw", name={"en": "Play and draw"},
        summary={"en": "Lay a card, draw a card"}, version="0.0.1",
        new_state=lambda options, seed: state.deal(seed),
        from_position=lambda text, options: state.from_position(text), seats=state.seats,
        seat_labels={}, levels=(), text_view=f"{TextView.__module__}:TextView",
        hidden_information=True, max_plies=len(CARDS))
