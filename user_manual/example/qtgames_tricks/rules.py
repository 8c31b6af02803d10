"""The rules of Three tricks: the state, its moves, its notation and what each seat sees.

Nine cards, 1 to 9, are shuffled; each player gets three, the other three stay face down
and are never shown. The first player leads the first trick: the leader plays a card, the
other player answers with any card, and the higher card takes the trick and leads the
next. After three tricks, whoever took more wins. A player sees their own hand and every
card played, never the other hand nor the face-down cards.

A move is the card played, written ``7``. The position notation is the first hand, the
second hand and the face-down cards, the cards played in finished tricks, the trick in
progress, and the seat a view is for: ``689/235/147 - - -``; a view writes each card it
cannot see as ``?``: ``?/35/??? 62 8 1``.
"""

import random
from collections.abc import Mapping
from typing import Self

from qtgames.core.errors import NotationError
from qtgames.core.i18n import N_
from qtgames.core.options import OptionValue
from qtgames.core.outcome import Outcome
from qtgames.core.rng import make_rng
from qtgames.core.state import GameState

CARDS = tuple(range(1, 10))
HAND = 3
SEATS = ("first", "second")
#: A card a view cannot see.
UNKNOWN = 0
#: What taking a trick saves for undo: the leader of that trick and the card it led.
Saved = tuple[int, int] | None


class TricksState(GameState[int, Saved]):
    """Both hands, the face-down cards, the tricks so far; in a view (``viewer()`` is not
    None), every card the viewer cannot see is ``UNKNOWN``."""

    seats = SEATS

    def __init__(self, hands: list[list[int]], hidden: list[int], ply: int = 0) -> None:
        super().__init__(ply)
        self.hands = hands
        self.hidden = hidden          # the face-down cards, never played
        self.played: list[int] = []   # the cards of the finished tricks, in order
        self.trick: list[int] = []    # the card led in the trick in progress, if any
        self.leader = 0
        self.tricks = [0, 0]
        self._viewer: int | None = None
        #: Which hands this state may see (a card played back into a hand it cannot see
        #: goes back unseen).
        self.sees = [True, True]

    @classmethod
    def deal(cls, rng: random.Random) -> "TricksState":
        """Shuffle the nine cards with ``rng`` and deal three to each player."""
        deck = list(CARDS)
        rng.shuffle(deck)
        return cls([sorted(deck[:HAND]), sorted(deck[HAND:2 * HAND])], sorted(deck[2 * HAND:]))

    # -- the rules ---------------------------------------------------------------------

    def to_move(self) -> int:
        """The leader, or the other player once a card is led."""
        return (self.leader + len(self.trick)) % 2

    def legal_moves(self) -> list[int]:
        """Any card of the hand (none once the three tricks are played)."""
        return [] if self.is_over() else sorted(self.hands[self.to_move()])

    def is_over(self) -> bool:
        """Three tricks taken."""
        return sum(self.tricks) == HAND

    def _apply(self, move: int) -> Saved:
        """Play the card; when it answers a lead, the higher card takes the trick."""
        hand = self.hands[self.to_move()]
        hand.remove(move if move in hand else UNKNOWN)
        if not self.trick:
            self.trick = [move]
            return None
        led, leader = self.trick[0], self.leader
        winner = leader if led > move else 1 - leader
        self.tricks[winner] += 1
        self.played += [led, move]
        self.trick = []
        self.leader = winner
        return leader, led

    def _revert(self, move: int, saved: Saved) -> None:
        """Take the card back into its player's hand (as a card unseen, in a view that
        could not see that hand then)."""
        if saved is None:
            self.trick = []
        else:
            leader, led = saved
            self.tricks[self.leader] -= 1
            del self.played[-2:]
            self.leader, self.trick = leader, [led]
        seat = self.to_move()
        hand = self.hands[seat]
        hand.append(move if self.sees[seat] else UNKNOWN)
        hand.sort()

    def outcome(self) -> Outcome | None:
        """More tricks wins (three tricks: never a draw)."""
        if not self.is_over():
            return None
        winner = 0 if self.tricks[0] > self.tricks[1] else 1
        return Outcome(frozenset({winner}), "more tricks", (self.tricks[0], self.tricks[1]))

    def check_move(self, move: int) -> str | None:
        """Why that card cannot be played."""
        if self.is_over():
            return N_("the game is over")
        return None if move in self.legal_moves() else N_("that card is not in your hand")

    # -- copies and views --------------------------------------------------------------

    def _own_containers(self) -> None:
        """A copy gets its own hands, cards and counts."""
        self.hands = [list(hand) for hand in self.hands]
        self.hidden = list(self.hidden)
        self.played = list(self.played)
        self.trick = list(self.trick)
        self.tricks = list(self.tricks)
        self.sees = list(self.sees)

    def view(self, seat: int) -> Self:
        """What ``seat`` sees: its own hand and every card played."""
        clone = self.copy()
        clone.hands[1 - seat] = [UNKNOWN] * len(self.hands[1 - seat])
        clone.hidden = [UNKNOWN] * len(self.hidden)
        clone._viewer = seat
        clone.sees[1 - seat] = False
        return clone

    def public_view(self) -> Self:
        """What a spectator sees: the cards played only."""
        clone = self.view(0)
        clone.hands[0] = [UNKNOWN] * len(self.hands[0])
        clone._viewer = None
        clone.sees = [False, False]
        return clone

    def viewer(self) -> int | None:
        """The seat this view was made for, or None for the whole deal."""
        return self._viewer

    def determinize(self, rng: random.Random) -> Self:
        """A whole deal consistent with this view: the cards it cannot see dealt at
        random to the other hand and the face-down cards."""
        full = self.copy(stack=False)
        if self._viewer is None:
            return full
        other = 1 - self._viewer
        seen = {*self.hands[self._viewer], *self.played, *self.trick}
        unseen = [card for card in CARDS if card not in seen]
        rng.shuffle(unseen)
        count = len(self.hands[other])
        full.hands[other], full.hidden = sorted(unseen[:count]), sorted(unseen[count:])
        full._viewer = None
        full.sees = [True, True]
        return full

    # -- notation ----------------------------------------------------------------------

    def format_move(self, move: int) -> str:
        """``7`` for the card 7."""
        return str(move)

    def parse_move(self, text: str) -> int:
        """A card from 1 to 9."""
        digit = text.strip()
        if len(digit) != 1 or digit not in "123456789":
            raise NotationError("type the card you play, from 1 to 9")
        return int(digit)

    def position(self) -> str:
        """``689/235/147 - - -``: hands, face-down cards, cards played, trick, viewer."""
        def cards(pile: list[int]) -> str:
            return "".join("?" if card == UNKNOWN else str(card) for card in pile) or "-"

        piles = "/".join(cards(pile) for pile in (*self.hands, self.hidden))
        viewer = "-" if self._viewer is None else str(self._viewer)
        return f"{piles} {cards(self.played)} {cards(self.trick)} {viewer}"

    @classmethod
    def from_position(cls, text: str) -> "TricksState":
        """Read ``position()``: NotationError unless it is a position of this game."""
        parts = text.split()
        piles = parts[0].split("/") if len(parts) == 4 else []
        if len(piles) != 3 or parts[3] not in ("-", "0", "1"):
            raise NotationError("a position is HAND/HAND/FACE-DOWN PLAYED TRICK VIEWER, "
                                "like '689/235/147 - - -'")

        def cards(word: str) -> list[int]:
            if word == "-":
                return []
            if not all(char in "?123456789" for char in word) or len(word) > len(CARDS):
                raise NotationError("{word!r} is not a list of cards", word=word[:20])
            return [UNKNOWN if char == "?" else int(char) for char in word]

        hands, hidden = [cards(piles[0]), cards(piles[1])], cards(piles[2])
        played, trick = cards(parts[1]), cards(parts[2])
        state = cls([sorted(hand) for hand in hands], sorted(hidden), len(played) + len(trick))
        for led, answer in zip(played[::2], played[1::2], strict=False):
            state.tricks[state.leader if led > answer else 1 - state.leader] += 1
            state.leader = state.leader if led > answer else 1 - state.leader
        state.played, state.trick = played, trick
        state._viewer = None if parts[3] == "-" else int(parts[3])
        state.sees = [UNKNOWN not in hand for hand in state.hands]
        state._check_read(text)
        return state

    def _check_read(self, text: str) -> None:
        """NotationError unless the position read is one a game can reach: each card
        once, hands of the right sizes, and unseen cards only where its viewer (or a
        spectator, who sees no hand) cannot look."""
        known = [card for pile in (*self.hands, self.hidden, self.played, self.trick)
                 for card in pile if card != UNKNOWN]
        finished = len(self.played) // 2
        sizes = [HAND - finished - (len(self.trick) if seat == self.leader else 0)
                 for seat in range(2)]
        if self._viewer is None:
            unseen = [] if UNKNOWN not in self.hidden else [0, 1]  # whole, or a spectator's
        else:
            unseen = [1 - self._viewer]
        looks_right = all(
            all((card == UNKNOWN) == (seat in unseen) for card in self.hands[seat])
            for seat in range(2)) and all((card == UNKNOWN) == bool(unseen)
                                          for card in self.hidden)
        if (not looks_right or len(known) != len(set(known)) or len(self.played) % 2
                or len(self.trick) > 1 or [len(hand) for hand in self.hands] != sizes
                or len(self.hidden) != HAND or UNKNOWN in self.played + self.trick):
            raise NotationError("{text!r} is not a position of Three tricks",
                                text=text[:60])


def new_state(options: Mapping[str, OptionValue], seed: int) -> TricksState:
    """The cards dealt with the seed; the first player leads."""
    return TricksState.deal(make_rng(seed, "tricks", "deal"))


def state_from_position(text: str, options: Mapping[str, OptionValue]) -> TricksState:
    """A position read from its notation."""
    return TricksState.from_position(text)
