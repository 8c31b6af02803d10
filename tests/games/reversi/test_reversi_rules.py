"""Black & White rules, one test per rule of the plugin's ``rules.en.md``, and perft."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.errors import IllegalMoveError, NotationError
from qtgames.core.perft import perft
from qtgames.core.record import GameRecord
from qtgames_reversi.benchmarks import reference_perft
from qtgames_reversi.rules import BLACK, PASS, SIZES, WHITE, ReversiState
from qtgames_reversi.text import ReversiTextView


def pieces(state: ReversiState, colour: int) -> set[str]:
    """Squares of ``colour`` as notation strings."""
    return {state.format_move(state.geometry.index(r, c))
            for r in range(state.size) for c in range(state.size)
            if state.piece_at(r, c) == colour}


def play_all(state: ReversiState, moves: str) -> ReversiState:
    """Play space-separated moves, each checked."""
    for text in moves.split():
        state.play_text(text)
    return state


@pytest.mark.parametrize("size", SIZES)
def test_start_position_every_size(size: int) -> None:
    state = ReversiState.start(size)
    h = size // 2
    letter = "abcdefghijklmnopqrstuvwxyz"
    assert pieces(state, BLACK) == {f"{letter[h]}{h}", f"{letter[h - 1]}{h + 1}"}
    assert pieces(state, WHITE) == {f"{letter[h - 1]}{h}", f"{letter[h]}{h + 1}"}
    assert state.to_move() == BLACK
    assert len(state.legal_moves()) == 4


def test_start_8x8_matches_rules_md() -> None:
    state = ReversiState.start(8)
    assert pieces(state, BLACK) == {"e4", "d5"}
    assert pieces(state, WHITE) == {"d4", "e5"}
    assert state.position() == "8/8/8/3wb3/3bw3/8/8/8 b 1"


def test_option_first_white(reversi) -> None:
    record = GameRecord(reversi, {"first": "white"}, seed=1)
    assert record.state.to_move() == WHITE
    assert sorted(record.state.format_move(m) for m in record.state.legal_moves()) == [
        "c5", "d6", "e3", "f4"]


def test_black_moves_first_by_default(reversi) -> None:
    assert GameRecord(reversi, seed=1).state.to_move() == BLACK


def test_move_flips_the_flanked_line() -> None:
    state = play_all(ReversiState.start(8), "d3")
    assert pieces(state, BLACK) == {"d3", "d4", "d5", "e4"}
    assert pieces(state, WHITE) == {"e5"}
    assert state.to_move() == WHITE


def test_every_direction_flips_at_once() -> None:
    # Black at the centre d4 surrounded by white pawns, each backed by a black pawn.
    rows = ["8"] * 8
    rows[0] = "1b1b1b2"   # b1 d1 f1
    rows[1] = "2www3"     # c2 d2 e2
    rows[2] = "1bw1wb2"   # b3 c3 (d3 empty) e3 f3
    rows[3] = "2www3"     # c4 d4 e4
    rows[4] = "1b1b1b2"   # b5 d5 f5
    state = ReversiState.from_position("/".join(rows) + " b 1")
    state.play_text("d3")
    assert pieces(state, WHITE) == set()
    assert len(pieces(state, BLACK)) == 8 + 8 + 1  # 8 before, 8 flipped, and d3


def test_flank_needs_no_gap_and_an_own_pawn_at_the_end() -> None:
    # A white line not closed by a black pawn is not flipped.
    state = ReversiState.from_position("8/8/8/1bww4/8/8/8/8 b 1")
    assert state.check_move(state.parse_move("e4")) is None
    state2 = ReversiState.from_position("8/8/8/2ww4/8/1bw5/8/8 b 1")
    reason = state2.check_move(state2.parse_move("e4"))
    assert reason == "a pawn there would not flank any opposing pawn"


def test_illegal_moves_are_refused_with_a_reason() -> None:
    state = ReversiState.start(8)
    with pytest.raises(IllegalMoveError, match="already taken"):
        state.play_text("d4")
    with pytest.raises(IllegalMoveError, match="would not flank"):
        state.play_text("a1")
    with pytest.raises(IllegalMoveError, match="pass only when"):
        state.play_text("pass")
    with pytest.raises(NotationError, match="not on the board"):
        state.parse_move("i1")
    with pytest.raises(NotationError):
        state.parse_move("hello")
    assert state.position() == "8/8/8/3wb3/3bw3/8/8/8 b 1"


def test_coordinates_accept_both_cases() -> None:
    state = ReversiState.start(8)
    assert state.parse_move("D3") == state.parse_move("d3") == state.geometry.index(2, 3)
    assert state.parse_move(" d3 ") == state.parse_move("d3")


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(SIZES[:4]), st.integers(0, 2**32), st.integers(0, 80))
def test_a_placement_adds_one_pawn_a_pass_none_and_squares_read_in_upper_case(
        size: int, seed: int, length: int) -> None:
    state = ReversiState.start(size)
    rng = random.Random(seed)
    for _ in range(length):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    for move in state.legal_moves():
        assert state.parse_move(state.format_move(move).upper()) == move
        child = state.copy()
        before = sum(child.counts())
        child.play(move)
        assert sum(child.counts()) == before + (move != PASS)


def test_forced_pass_only_when_no_move() -> None:
    # White has no move, Black has one: White must pass, the game goes on.
    state = ReversiState.from_position("bw6/8/8/8/8/8/8/7b w 1")
    assert state.legal_moves() == [PASS]
    assert state.forced_move() == PASS
    assert not state.is_over()
    state.play(PASS)
    assert state.to_move() == BLACK
    assert state.format_move(PASS) == "pass"
    assert state.legal_moves() == [state.parse_move("c1")]


def test_end_wipe_out() -> None:
    state = ReversiState.from_position("bw6/8/8/8/8/8/8/8 b 1")
    state.play_text("c1")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "wipe-out"
    assert outcome.winners == {BLACK} and outcome.scores == (3, 0)
    assert state.legal_moves() == []


def test_end_blocked_with_empty_squares() -> None:
    # Neither can move although the board is not full: more pawns wins.
    state = ReversiState.from_position("bb6/8/8/8/8/8/8/5www b 1")
    assert state.legal_moves() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "blocked"
    assert outcome.winners == {WHITE} and outcome.scores == (2, 3)


def test_end_board_full_and_draw() -> None:
    full_rows = ["bbbbbbbb"] * 4 + ["wwwwwwww"] * 4
    state = ReversiState.from_position("/".join(full_rows) + " w 61")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "board-full"
    assert outcome.is_draw and outcome.scores == (32, 32)


def test_end_by_filling_the_board_in_play() -> None:
    rows = ["bbbbbbbb"] * 7 + ["bbbbbbw1"]
    state = ReversiState.from_position("/".join(rows) + " b 60")
    state.play_text("h8")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "board-full"
    assert outcome.winners == {BLACK} and outcome.scores == (64, 0)


PERFT = {
    8: [4, 12, 56, 244, 1396, 8200, 55092, 390216],
    6: [4, 12, 56, 244, 1364, 7604, 47740, 308716],
    10: [4, 12, 56, 244, 1396, 8200, 55180, 392268],
}


@pytest.mark.parametrize("size", sorted(PERFT))
def test_perft_from_the_start(size: int) -> None:
    state = ReversiState.start(size)
    before = state.position()
    assert [perft(state, depth) for depth in range(1, 9)] == PERFT[size]
    assert state.position() == before


def test_perft_counts_no_position_under_a_finished_game() -> None:
    state = ReversiState.from_position("bb6/8/8/8/8/8/8/5www b 1")
    assert [perft(state, depth) for depth in range(4)] == [1, 0, 0, 0]


def test_perft_counts_only_the_positions_at_the_depth() -> None:
    """Black's d4 takes both white pawns and ends the game one move deep; b3 does not,
    and White answers a3: one position two moves deep, as the published tables count."""
    state = ReversiState.from_position("bb6/1w6/2w5/8/8/8/8/8 b 1")
    assert play_all(state.copy(), "d4").is_over()
    assert [state.format_move(move) for move in play_all(state.copy(), "b3").legal_moves()
            ] == ["a3"]
    assert [perft(state, depth) for depth in range(3)] == [1, 2, 1]
    own, opp = state.pawns[state.side], state.pawns[1 - state.side]
    assert reference_perft(own, opp, 2, state.geometry.full, state.geometry.shifts) == 1


def test_turn_5_display() -> None:
    """Black (O) to play at turn 5, O 3 and X 5, drawn as ``rules.en.md`` describes."""
    state = play_all(ReversiState.start(8), "e6 f4 e3 d6")
    view = ReversiTextView(seat_label=lambda seat: seat.capitalize())
    board = view.board(state)
    assert board.splitlines() == [
        "    A B C D E F G H",
        "1   . . . . . . . .",
        "2   . . . . . . . .",
        "3   . . . . O . . .",
        "4   . . . X O X . .",
        "5   . . . X X . . .",
        "6   . . . X O . . .",
        "7   . . . . . . . .",
        "8   . . . . . . . .",
    ]
    status = view.status(state)
    assert status[:3] == ["Turn 5", "It is the turn of Black (O)", "Black (O) can play"]
    assert "Discs: O 3  (Black)" in status
    assert "       X 5  (White)" in status


def test_position_notation_round_trips_on_big_boards() -> None:
    state = ReversiState.start(26)
    for _ in range(3):
        state.play(state.legal_moves()[0])
    again = ReversiState.from_position(state.position())
    assert again.position() == state.position()
    assert again.key() == state.key()


@pytest.mark.parametrize("text", [
    "", "8/8/8 b", "8/8/8/3wb3/3bw3/8/8/8 x 1", "8/8/8/3wb3/3bw3/8/8/9 b 1",
    "8/8/8/3wb3/3bw3/8/8/7 b 1", "8/8/8/3wz3/3bw3/8/8/8 b 1", "8/8/8/3wb3/3bw3/8/8/8 b 0",
    "7/7/7/7/7/7/7 b 1",
])
def test_bad_positions_are_refused(text: str) -> None:
    with pytest.raises(NotationError):
        ReversiState.from_position(text)
