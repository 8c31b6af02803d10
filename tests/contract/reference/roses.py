"""Reference rules of Le Roi des Roses (``plugins/qtgames_roses/rules.en.md``), written from
the rules document and the position notation only.

A position is ``BOARD ROW,COLUMN SEAT HAND_R HAND_B DRAW DISCARD pPASSES LAST``: nine rows of
``.``/``R``/``B`` separated by ``/`` from the top, the king's 0-based row and column, the seat
to move (``R`` or ``B``), each hand and the draw and discard piles as cards like ``N2`` joined
by ``,`` (``-`` when empty; the draw pile ``?N`` when hidden), the passes in a row, and the
reshuffle seed ``sN`` (or the viewing seat ``vR``/``vB`` in a view).

A move is a card of the mover's hand (``SO3``: direction, French compass, then distance),
``draw`` or ``pass``; ``pass!``, the pass played for an AI file that gave no valid answer,
is a referee's move: allowed whenever the game goes on, never a legal move.
"""

from collections.abc import Mapping

from qtgames.core.options import OptionValue
from qtgames.core.state import AnyState

OPTION_SETS: list[dict[str, OptionValue]] = [{}]
GOLDEN: list[tuple[dict[str, OptionValue], int]] = [({}, 1), ({}, 2)]

STEPS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0),
         "SO": (1, -1), "O": (0, -1), "NO": (-1, -1)}
ALL_CARDS = [f"{direction}{distance}" for direction in STEPS for distance in (1, 2, 3)]


def cards(text: str) -> list[str]:
    """A hand or pile of the notation ("-" is none)."""
    return [] if text == "-" else text.split(",")


def legal_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The legal moves of the seat to move, in notation; none once the game is over."""
    board, king, seat, hand_r, hand_b, _draw, _discard, passes, _last = position.split()
    rows = board.split("/")
    if passes == "p2" or board.count("R") >= 26 or board.count("B") >= 26:
        return set()
    hand = cards(hand_r if seat == "R" else hand_b)
    row, column = (int(part) for part in king.split(","))
    moves = set()
    for card in hand:
        rows_step, columns_step = STEPS[card[:-1]]
        distance = int(card[-1])
        to_row, to_column = row + rows_step * distance, column + columns_step * distance
        if 0 <= to_row < 9 and 0 <= to_column < 9 and rows[to_row][to_column] == ".":
            moves.add(card)
    if len(hand) < 5:
        moves.add("draw")
    return moves or {"pass"}


def referee_moves(position: str, options: Mapping[str, OptionValue]) -> set[str]:
    """The penalty pass ``pass!`` qtgames plays for an AI file after three invalid answers:
    allowed whenever the game goes on, a card playable or not."""
    board, *_, passes, _last = position.split()
    if passes == "p2" or board.count("R") >= 26 or board.count("B") >= 26:
        return set()
    return {"pass!"}


def candidate_moves(options: Mapping[str, OptionValue]) -> list[str]:
    """Every card, ``draw``, ``pass`` and the penalty ``pass!``."""
    return [*ALL_CARDS, "draw", "pass", "pass!"]


# -- hidden information: the draw pile's order and the seed of its reshuffles ------------


def hidden_cards(state: AnyState, seat: int) -> set[tuple[object, ...]]:
    """What no seat may know: each card's place in the draw pile, and the reshuffle seed."""
    return {("draw", place, card.name) for place, card in enumerate(state.draw)} | {
        ("seed", state.seed)}


def shown_cards(position: str) -> set[tuple[object, ...]]:
    """The draw pile's order and the seed, when a position names them."""
    fields = position.split()
    draw, last = fields[5], fields[8]
    shown: set[tuple[object, ...]] = set()
    if not draw.startswith("?"):
        shown |= {("draw", place, card) for place, card in enumerate(cards(draw))}
    if last.startswith("s"):
        shown.add(("seed", int(last[1:])))
    return shown


def move_cards(mover: int, move: str) -> set[tuple[object, ...]]:
    """A move names no hidden card: a card played comes from a hand shown to all."""
    return set()
