"""Zen computer players: they see an immediate win, play legal moves on their own copy."""

import pytest

from qtgames_zen.ai import LEVELS, evaluate, shape
from qtgames_zen.match import ZenGame
from qtgames_zen.rules import BLACK_PAWN, parse_square
from tests.helpers import zen_board


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_every_level_takes_an_immediate_win(level) -> None:
    cells = zen_board(black="A1 B1 C3", white="K11 H9", zen="D2").board
    game = ZenGame(cells, 0)
    before = game.position()
    move = level.make(1).choose(game)
    assert game.position() == before
    assert move == (parse_square("C3"), parse_square("C2"))


def test_the_evaluation_prefers_a_tighter_chain() -> None:
    tight = zen_board(black="A1 B1 B2 K11", white="F6 H8", zen="J10")
    loose = zen_board(black="A1 C5 F2 K11", white="F6 H8", zen="J10")
    assert shape(tight, BLACK_PAWN)[0] < shape(loose, BLACK_PAWN)[0]
    assert evaluate(tight, 0) > evaluate(loose, 0)
