"""Reference rules of The Game: Le Duel (``plugins/qtgames_duel/rules.en.md``), written from
the rules document and the position notation only.

A position is ``SEAT LAID ASC0 DESC0 ASC1 DESC1 HAND0 HAND1 DRAW0 DRAW1 tTURN``: the seat to
move, the cards laid this turn (``h`` when one went on the opponent's piles), each player's
ascending and descending piles from the base up (``.`` between cards, ``*`` on a card laid by
the pile owner's opponent), each hand (``-`` when empty), each draw pile from the bottom up,
a hidden hand or draw pile written ``?N``, and the turn number.

A card laid is ``05^A``: its value, ``^``/``v`` for the ascending/descending pile, ``A`` for
the mover's own piles and ``E`` for the opponent's; ``end`` ends the turn.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState

OPTION_SETS: list[dict[str, OptionValue]] = [{"first": "one"}, {"first": "two"},
                                             {"first": "random"}]
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [({"first": "one"}, 1),
                                                     ({"first": "random"}, 2)]

CARDS = range(2, 60)
ALL_CARDS = len(CARDS)
#: A card: (the player whose card it is, its value); both players hold the values 2 to 59.
Card = tuple[int, int]


@dataclass
class Position:
    """A position read from its notation (hidden hands and draw piles as None)."""

    seat: int
    laid: int
    helped: bool
    piles: list[list[list[Card]]]  # piles[owner][0 ascending, 1 descending], base first
    hands: list[list[int] | None]
    hand_sizes: list[int]
    draws: list[list[int] | None]
    draw_sizes: list[int]


def read_cards(text: str) -> tuple[list[int] | None, int]:
    """A hand or draw pile: its cards (None when hidden) and how many there are."""
    if text.startswith("?"):
        return None, int(text[1:])
    cards = [] if text == "-" else [int(part) for part in text.split(",")]
    return cards, len(cards)


def read_pile(text: str, owner: int) -> list[Card]:
    """A pile from the base up, each card with the player who laid it."""
    return [(1 - owner if part.endswith("*") else owner, int(part.rstrip("*")))
            for part in text.split(".")]


def read_position(position: str) -> Position:
    """Parse the notation of the module docstring."""
    fields = position.split()
    assert len(fields) == 11, position
    hands, hand_sizes = zip(*(read_cards(fields[6 + p]) for p in range(2)), strict=True)
    draws, draw_sizes = zip(*(read_cards(fields[8 + p]) for p in range(2)), strict=True)
    piles = [[read_pile(fields[2 + 2 * owner + direction], owner) for direction in range(2)]
             for owner in range(2)]
    return Position(int(fields[0]), int(fields[1].rstrip("h")), fields[1].endswith("h"),
                    piles, list(hands), list(hand_sizes), list(draws), list(draw_sizes))


def fits(card: int, own: bool, direction: int, top: int) -> bool:
    """Whether ``card`` may go on a pile whose top card is ``top``."""
    if own and direction == 0:
        return card > top or card == top - 10  # higher, or the back-jump of exactly 10
    if own:
        return card < top or card == top + 10
    return card < top if direction == 0 else card > top  # it must help the opponent


def placements(hand: list[int], tops: dict[tuple[bool, int], int],
               helped: bool) -> list[tuple[int, bool, int]]:
    """(card, own pile, direction) of every card of ``hand`` that fits a pile."""
    return [(card, own, direction) for card in sorted(set(hand)) for own in (True, False)
            for direction in (0, 1) if (own or not helped)
            and fits(card, own, direction, tops[own, direction])]


def after(hand: list[int], tops: dict[tuple[bool, int], int],
          move: tuple[int, bool, int]) -> tuple[list[int], dict[tuple[bool, int], int]]:
    """The hand and the pile tops once ``move`` is laid."""
    card, own, direction = move
    rest = list(hand)
    rest.remove(card)
    return rest, {**tops, (own, direction): card}


def notation(move: tuple[int, bool, int]) -> str:
    """``05^A`` for (5, own pile, ascending)."""
    card, own, direction = move
    return f"{card:02d}{'^v'[direction]}{'A' if own else 'E'}"


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The legal moves of the seat to move, in notation; none once the game is over."""
    read = read_position(position)
    if any(read.hand_sizes[p] + read.draw_sizes[p] == 0 for p in range(2)):
        return set()  # a player has laid all 58 cards
    seat, hand = read.seat, read.hands[read.seat]
    assert hand is not None, "the hand of the seat to move is hidden"
    tops = {(own, direction): read.piles[seat if own else 1 - seat][direction][-1][1]
            for own in (True, False) for direction in (0, 1)}
    moves = placements(hand, tops, read.helped)
    if read.laid == 0:
        # The turn must still reach two cards: keep a first card only if a second follows.
        moves = [move for move in moves
                 if placements(*after(hand, tops, move), read.helped or not move[1])]
        if not moves:
            return set()  # the player to move cannot lay two cards: they have lost
    found = {notation(move) for move in moves}
    if read.laid >= 2:
        found.add("end")
    return found


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Every card on every pile, and ``end``."""
    return [notation((card, own, direction)) for card in CARDS for own in (True, False)
            for direction in (0, 1)] + ["end"]


# -- hidden information ------------------------------------------------------------------


def hidden_cards(state: AnyState, seat: int) -> set[Card]:
    """The cards ``seat`` may not know: the opponent's hand and both draw piles."""
    opponent = 1 - seat
    return {(opponent, card) for card in state.hands[opponent]} | {
        (player, card) for player in range(2) for card in state.draws[player]}


def shown_cards(position: str) -> set[Card]:
    """Every card a position names: hands and draw piles shown, and the cards on the piles
    (the bases excepted)."""
    read = read_position(position)
    shown = {card for owner in read.piles for pile in owner for card in pile[1:]}
    for player in range(2):
        for cards in (read.hands[player], read.draws[player]):
            shown |= {(player, card) for card in cards or []}
    return shown


def move_cards(mover: int, move: str) -> set[Card]:
    """The card a move names (none for ``end``)."""
    return set() if move == "end" else {(mover, int(move[:2]))}
