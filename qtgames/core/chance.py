"""Hidden chance: cards drawn at the moment they are revealed, never stored ahead.

A game whose cards some seat cannot see keeps its unrevealed cards as a set with no order.
When a move reveals some of them (a draw), the state asks its ``Dealer`` for them at that
moment and the history records what came, as OpenSpiel's chance nodes do: a replay (redo,
a save loaded) gives the recorded cards again, a move played afresh after an undo draws
afresh.

The ``SECRET`` dealer draws from the system's randomness and never rewinds: nothing
anywhere tells a card before its time. A ``SeededDealer`` follows a seed, for runs where
no card is at stake (only the computer's own levels play) and the user asked for a
reproducible run: whoever knows such a seed can compute every card.
"""

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from qtgames.core.rng import derive_seed

T = TypeVar("T")
#: The names of the cards one move revealed, in the order they came.
Revealed = tuple[str, ...]


class Dealer:
    """Where hidden chance comes from: ``sample`` draws cards from a pool."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def sample(self, pool: Sequence[T], count: int, name: Callable[[T], str]) -> list[T]:
        """``count`` different cards of ``pool`` (whose order does not matter: it is put in
        the order of the cards' names first)."""
        ordered = sorted(pool, key=name)
        return self._rng.sample(ordered, count)

    def seed(self) -> int:
        """A fresh seed drawn from this dealer's stream (a deal made by the game's own
        shuffle from it)."""
        return self._rng.getrandbits(63)


class SecretDealer(Dealer):
    """Draws from the operating system's randomness (``secrets``): no seed, no state to
    read back, no rewinding."""

    def __init__(self) -> None:
        super().__init__(random.SystemRandom())


class SeededDealer(Dealer):
    """Draws from a stream seeded by ``seed`` (a reproducible run of computer players):
    the stream goes on after an undo, so a move played afresh still draws afresh."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(derive_seed(seed, "hidden chance")))


#: The dealer of every game not told otherwise.
SECRET: Dealer = SecretDealer()


def dealer_for(seed: int | None) -> Dealer:
    """``SECRET`` without a seed, else a stream following ``seed``."""
    return SECRET if seed is None else SeededDealer(seed)


def format_revealed(revealed: Revealed) -> str:
    """The cards of one reveal as a save file writes them: names separated by commas."""
    return ",".join(revealed)


def parse_revealed(text: str) -> Revealed:
    """The cards a save file wrote with ``format_revealed`` (ValueError if it is no list of
    names)."""
    names = tuple(text.split(","))
    if not text or any(not name or len(name) > 16 or not name.isprintable()
                       for name in names):
        raise ValueError(text)
    return names
