"""Zen l'Initié variants: round points (variant 2) and échec / échec et mat (variants 1-2)."""

from qtgames_zen.check import is_check, is_mate
from qtgames_zen.rules import BLACK_PAWN, WHITE_PAWN
from qtgames_zen.scoring import groups, round_points
from tests.test_zen_rules import board

NINE_BLACK = "A1 A2 A3 A4 C8 E10 G2 I6 K11"  # a group of 4 and 5 single pawns


def test_rules_md_example_zen_not_touching_the_major_group_scores_6() -> None:
    state = board(black=NINE_BLACK, white="K1", zen="F6")
    assert sorted(len(g) for g in groups(state, BLACK_PAWN)) == [1, 1, 1, 1, 1, 4]
    assert round_points(state, BLACK_PAWN) == 6


def test_rules_md_example_zen_touching_the_major_group_scores_5() -> None:
    state = board(black=NINE_BLACK, white="K1", zen="B2")
    assert round_points(state, BLACK_PAWN) == 5


def test_without_the_zen_only_the_stray_pawns_count() -> None:
    state = board(black=NINE_BLACK, white="K1")
    assert round_points(state, BLACK_PAWN) == 5


def test_tied_largest_groups_the_one_touching_the_zen_is_major() -> None:
    # Two groups of 3 white pawns; the Zen touches the second: it is the major group.
    state = board(black="K11", white="A1 A2 A3 F1 G1 H1", zen="I2")
    assert round_points(state, WHITE_PAWN) == 3


def test_check_that_can_be_parried_is_not_mate() -> None:
    # Black just moved (White to move): E3-D3 would join A1, B1 and the Zen next move.
    state = board(black="A1 B1 E3", white="F9 H9", zen="C2", seat=1)
    assert not state.is_over()
    assert is_check(state)
    assert not is_mate(state)      # White can move the Zen away, for one
    quiet = board(black="A1 K11", white="F8 H8", zen="F5", seat=1)
    assert not is_check(quiet) and not is_mate(quiet)
