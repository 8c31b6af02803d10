"""Positions of Le Roi des Roses built square by square for the tests, in the game's
position notation (``plugins/qtgames_roses/rules.en.md``)."""

from collections.abc import Iterable

from qtgames_roses.rules import DECK, RosesState

Square = tuple[int, int]


def board_text(red: Iterable[Square], white: Iterable[Square]) -> str:
    """The board field: 9 rows of ``.``/``R``/``B`` from the top."""
    rows = [["."] * 9 for _ in range(9)]
    for row, column in red:
        rows[row][column] = "R"
    for row, column in white:
        rows[row][column] = "B"
    return "/".join("".join(row) for row in rows)


def position(red: Iterable[Square] = (), white: Iterable[Square] = (),
             king: Square = (4, 4), seat: str = "R", hand_r: Iterable[str] = (),
             hand_b: Iterable[str] = (), draw: Iterable[str] | None = None,
             discard: Iterable[str] | None = None, passes: int = 0, seed: int = 5) -> str:
    """A whole position; the cards not in a hand go to the draw pile unless the discard
    pile is given (then the rest go to the draw pile), or both are given."""
    hand_r, hand_b = list(hand_r), list(hand_b)
    rest = [card.name for card in DECK if card.name not in hand_r + hand_b]
    if discard is None:
        discard = [] if draw is None else [card for card in rest if card not in draw]
    discard = list(discard)
    if draw is None:
        draw = [card for card in rest if card not in discard]
    draw = list(draw)

    def cards(names: list[str]) -> str:
        return ",".join(names) or "-"

    return " ".join([board_text(red, white), f"{king[0]},{king[1]}", seat, cards(hand_r),
                     cards(hand_b), cards(draw), cards(discard), f"p{passes}", f"s{seed}"])


def state(**fields: object) -> RosesState:
    """The state of ``position(**fields)``."""
    return RosesState.from_position(position(**fields))  # type: ignore[arg-type]


#: The end of a game as the rules' scoring example shows it: the king in the top-right
#: corner, on a red pawn, and ten cards that all point off the board from there. Red has
#: territories of 4, 2, 1 and 1 pawns, White of 2, 2, 2, 1, 1 and 1.
FIGURE_RED = [(2, 1), (2, 2), (3, 1), (3, 2), (6, 6), (6, 7), (0, 8), (8, 0)]
FIGURE_WHITE = [(5, 2), (5, 3), (0, 0), (0, 1), (8, 7), (8, 8), (4, 4), (2, 5), (7, 3)]
FIGURE_HAND_R = ["N1", "N2", "N3", "NE1", "NE2"]
FIGURE_HAND_B = ["E1", "E2", "E3", "SE1", "NO1"]


def figure_state() -> RosesState:
    """The scoring example: both players must pass."""
    return state(red=FIGURE_RED, white=FIGURE_WHITE, king=(0, 8), hand_r=FIGURE_HAND_R,
                 hand_b=FIGURE_HAND_B, draw=["S1", "S2"])


#: The rules' second scoring example, 0-based (row, column), the king on (3, 4).
MODEL_RED = [(3, 4), (3, 5), (3, 6), (5, 2), (6, 0), (6, 4), (6, 6)]
MODEL_WHITE = [(3, 3), (6, 1), (6, 2), (6, 5), (7, 2), (7, 3), (7, 4), (8, 2)]
