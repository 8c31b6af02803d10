"""The convention of the students' AI files for Le Roi des Roses (``rules.en.md``, "AI
files"): a Python file defining ``name()`` and
``play(plateau, l_roi, c_roi, main_r, main_b, couleur)``.

``plateau`` is a list of 9 lists of ``"."``, ``"R"`` and ``"B"``, ``[0][0]`` top-left;
``l_roi``/``c_roi`` are the king's 0-based row and column; ``main_r`` and ``main_b`` the
red and white hands as lists of cards like ``"N2"``; ``couleur`` is ``"Rouge"`` or
``"Blanc"``. ``play`` returns ``"pioche"``, ``"passe"`` or a card of its hand, exactly so
spelled. A file that gives no valid answer three times in a row passes (``pass!``, the
penalty pass of the rules).

``CONTRACT`` implements the ``FileContract`` protocol of ``qtgames.players.contract``: the
files themselves run in a child process, never inside qtgames.
"""

from typing import Any

from qtgames_roses.rules import (
    DRAW,
    LETTERS,
    PASS,
    PENALTY_PASS,
    SIZE,
    Card,
    RosesMove,
    RosesState,
)

#: Each seat's ``couleur``.
COLOUR_NAMES = ("Rouge", "Blanc")
#: The answers that are not a card.
WORDS: dict[str, RosesMove] = {"pioche": DRAW, "passe": PASS}


def plateau(state: RosesState) -> list[list[str]]:
    """The board as the students' list of 9 lists of ``"."``, ``"R"`` and ``"B"``."""
    return [[LETTERS[state.pawn_at(row, column)] for column in range(SIZE)]
            for row in range(SIZE)]


class StudentFiles:
    """The students' convention, for ``GameSpec.file_contract``."""

    functions: tuple[str, ...] = ("name", "play")
    invalid_limit: int = 3

    def arguments(self, view: Any, seat: int) -> list[Any]:
        """``[plateau, l_roi, c_roi, main_r, main_b, couleur]`` for ``seat``."""
        state = _roses(view)
        row, column = state.king_row_col()
        return [plateau(state), row, column, [card.name for card in state.hands[0]],
                [card.name for card in state.hands[1]], COLOUR_NAMES[seat]]

    def move(self, view: Any, answer: Any) -> RosesMove | None:
        """The legal move ``answer`` names: ``"pioche"``, ``"passe"`` or a playable card
        of the hand, spelled exactly; None for anything else."""
        state = _roses(view)
        if not isinstance(answer, str):
            return None
        legal = state.legal_moves()
        if answer in WORDS:
            move = WORDS[answer]
            return move if move in legal else None
        for move in legal:
            if isinstance(move, Card) and move.name == answer:
                return move
        return None

    def fallback(self, view: Any) -> RosesMove:
        """After three invalid answers the file passes its turn: the penalty pass, allowed
        even when a card is playable or a draw possible."""
        return PENALTY_PASS


def _roses(view: Any) -> RosesState:
    if not isinstance(view, RosesState):
        raise TypeError(f"a Roi des Roses position was expected, not {type(view).__name__}")
    return view


CONTRACT = StudentFiles()
