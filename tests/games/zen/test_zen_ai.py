"""Zen computer players: they find the proven win, play legal moves on their own copy."""

import pytest

from qtgames.ai.values import WIN
from qtgames_zen.ai import LEVELS, connection_gaps, evaluate, outline, race, shape
from qtgames_zen.round import BLACK_PAWN, WHITE_PAWN
from qtgames_zen.rules import ZenGame
from tests.helpers import winning_moves
from tests.helpers import zen_board as board

# Black to move among 18 moves; G1-G2 alone links its three pawns at once.
AT_ONCE = "11/11/11/11/11/7o3/8o2/11/4xx5/5o5/6x4 0 - 2 v0 0-0 0 -"
# Black to move among 21 moves, none linking at once; B10-C10 alone wins within three
# moves whatever White answers.
IN_THREE = "11/1x9/1zox7/11/3ox6/11/4o6/11/11/11/11 0 - 2 v0 0-0 0 -"


def proven(position: str, plies: int) -> list[str]:
    game = ZenGame.from_notation(position)
    return [game.format_move(move) for move in winning_moves(game, plies)]


def test_the_positions_have_one_quickest_win_among_many_moves() -> None:
    assert len(ZenGame.from_notation(AT_ONCE).legal_moves()) == 18
    assert proven(AT_ONCE, 1) == ["G1-G2"]
    assert len(ZenGame.from_notation(IN_THREE).legal_moves()) == 21
    assert proven(IN_THREE, 1) == []
    assert proven(IN_THREE, 3) == ["B10-C10"]


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_every_level_takes_an_immediate_win(level) -> None:
    game = ZenGame.from_notation(AT_ONCE)
    player = level.make(1)
    player.seconds = None
    move = player.choose(game)
    assert game.position() == ZenGame.from_notation(AT_ONCE).position()
    assert game.format_move(move) == "G1-G2"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_finds_the_win_in_three_moves(seed: int) -> None:
    game = ZenGame.from_notation(IN_THREE)
    player = next(level for level in LEVELS if level.name == "hard").make(seed)
    player.seconds = None  # its node budget alone bounds it: the same move on any machine
    assert game.format_move(player.choose(game)) == "B10-C10"


def test_the_evaluation_prefers_a_tighter_chain() -> None:
    tight = board(black="A1 B1 B2 K11", white="F6 H8", zen="J10")
    loose = board(black="A1 C5 F2 K11", white="F6 H8", zen="J10")
    assert shape(tight, BLACK_PAWN)[0] < shape(loose, BLACK_PAWN)[0]
    assert evaluate(tight, 0) > evaluate(loose, 0)


def test_the_gaps_count_the_empty_squares_between_the_groups() -> None:
    # A1-B2 touch; one empty square between B2 and D4, three between D4 and H4, five
    # between H4 and the Zen on J10: four groups, nine gaps.
    near = board(black="A1 B2 D4 H4", white="F6 H8", zen="J10")
    assert connection_gaps(near.chain(BLACK_PAWN)) == (4, 0 + 1 + 3 + 5)
    assert connection_gaps([0]) == (1, 0)


def test_the_evaluation_sees_a_chain_closing_before_its_groups_join() -> None:
    # The same number of groups and pawns; in ``closing`` one square separates them.
    closing = board(black="A1 B1 D1 E1", white="F6 H8", zen="J10")
    apart = board(black="A1 B1 J1 K1", white="F6 H8", zen="J10")
    assert outline(closing, BLACK_PAWN)[0] == outline(apart, BLACK_PAWN)[0]
    assert outline(closing, BLACK_PAWN)[2] < outline(apart, BLACK_PAWN)[2]
    assert evaluate(closing, 0) > evaluate(apart, 0)


def test_the_race_favours_the_side_with_fewer_gaps_to_cross() -> None:
    # With the Zen on J10, White's F6 H8 J10 are two squares from one chain, Black's
    # A1 B1 D1 E1 J10 nine.
    position = board(black="A1 B1 D1 E1", white="F6 H8", zen="J10")
    assert outline(position, BLACK_PAWN)[2] == 9 and outline(position, WHITE_PAWN)[2] == 2
    assert race(position, 1) == -race(position, 0) > 0
    nearer = board(black="A1 B1 D1 E1", white="F6 H8", zen="F1")
    assert race(nearer, 0) > race(position, 0)


def test_hard_reports_the_positions_race_not_its_searchs_value() -> None:
    game = ZenGame.from_notation(IN_THREE.replace("1x9/1zox7", "1x9/1zo8"))
    player = LEVELS[-1].make(3)
    player.seconds, player.max_nodes = None, 1000
    player.choose(game)
    assert player.last_value == race(game, game.team_of(game.to_move()))
    searched = LEVELS[1].make(3)
    searched.seconds, searched.max_nodes = None, 1000
    searched.choose(game)
    assert searched.last_value != player.last_value


def test_hard_reports_the_win_its_search_proves() -> None:
    player = LEVELS[-1].make(1)
    player.seconds = None
    player.choose(ZenGame.from_notation(AT_ONCE))
    assert player.last_value is not None and player.last_value >= WIN / 2
