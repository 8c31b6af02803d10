"""Zen l'Initié rules (the plugin's ``rules.en.md``), one test per rule."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core.errors import NotationError
from qtgames_zen.round import (
    BLACK_PAWN,
    PASS,
    SIZE,
    WHITE_PAWN,
    ZEN,
    ZenState,
    parse_square,
)
from tests.helpers import zen_board as board


def moves_from(state: ZenState, square: str) -> list[str]:
    origin = parse_square(square)
    return sorted(state.format_move(m).split("-")[1] for m in state.legal_moves()
                  if m[0] == origin)


def test_initial_position_matches_rules_md() -> None:
    assert ZenState.start().position() == (
        "o4x4x/4o1o4/3x3x3/2o5o2/1x7x1/o4z4o/1x7x1/2o5o2/3x3x3/4o1o4/x4x4o 0 - 2")


@pytest.mark.parametrize("first", [0, 1])
def test_48_pawn_moves_and_8_zen_moves_at_the_start(first: int) -> None:
    state = ZenState.start(first=first)
    moves = state.legal_moves()
    zen = [m for m in moves if state.board[m[0]] == ZEN]
    assert len(moves) == 56 and len(zen) == 8
    assert sorted(state.format_move(m)[3:] for m in zen) == [
        "C3", "C6", "C9", "F3", "F9", "I3", "I6", "I9"]


@pytest.mark.parametrize("square, first, targets", [
    ("F11", 0, ["C11", "F8", "I11"]),
    ("B7", 0, ["B9", "D5", "D7"]),
    ("K1", 1, ["H1", "H4", "K4"]),
])
def test_move_examples_of_the_start_position(square: str, first: int, targets: list[str]) -> None:
    assert moves_from(ZenState.start(first=first), square) == targets


def test_distance_counts_every_pawn_on_the_whole_line() -> None:
    # Row 5: the mover B5, a white pawn behind it at A5 and the Zen at H5: 3 pawns.
    state = board(black="B5 K11", white="A5 K1", zen="H5")
    assert "E5" in moves_from(state, "B5")


def test_jumps_over_own_pawns_and_the_zen_but_never_an_opponent() -> None:
    state = board(black="A1 B1 C1", white="K11", zen="K2")
    assert "D1" in moves_from(state, "A1")            # 3 on the row: over B1 and C1
    state = board(black="A1 C1", white="B1 K11")
    assert "D1" not in moves_from(state, "A1")       # B1 is white: blocked
    state = board(black="A1 B2", white="K10", zen="C3")
    assert "D4" in moves_from(state, "A1")            # over B2 and the Zen


def test_capture_by_landing_and_never_on_own_pawn() -> None:
    state = board(black="A1", white="B1 K11")
    assert "B1" not in moves_from(state, "A1")       # 2 on the row: lands on C1
    state = board(black="A1 K10", white="C1 K11")
    assert "C1" in moves_from(state, "A1")
    state.play((parse_square("A1"), parse_square("C1")))
    assert state.board[parse_square("C1")] == BLACK_PAWN and state.pawns(WHITE_PAWN) == [
        parse_square("K11")]
    state = board(black="A1 C1", white="K11")
    assert "C1" not in moves_from(state, "A1")


def test_the_zen_is_friend_or_enemy() -> None:
    # White moves the Zen as its own pawn: over White's F5, never over Black's F9.
    state = board(black="F9", white="F5 A1", zen="F7", seat=1)
    assert moves_from(state, "F7") == ["E6", "E8", "F4", "G6", "G8"]
    # Black captures the Zen with a pawn: it leaves the game.
    state = board(black="F9 A11", white="A1", zen="F7")
    assert "F7" in moves_from(state, "F9")
    state.play_text("F9-F7")
    assert ZEN not in state.board


def test_the_zen_moved_by_a_player_is_blocked_by_that_players_opponent() -> None:
    def row_6_targets(seat: int) -> list[str]:
        state = board(black="A5 G5", white="E6", zen="D6", seat=seat)
        return [t for t in moves_from(state, "D6") if t.endswith("6") and t != "D6"]

    assert row_6_targets(0) == ["B6"]          # Black may not jump White's E6
    assert row_6_targets(1) == ["B6", "F6"]    # White may


def test_rule_a_only_for_the_very_next_move() -> None:
    state = ZenState.start()
    state.play_text("F6-F9")
    assert "F6" not in moves_from(state, "F9")       # White may not move it straight back
    reason = state.check_move(state.parse_move("F9-F6"))
    assert reason == "the Zen may not go straight back where it came from"
    state.play(next(m for m in state.legal_moves() if state.board[m[0]] == WHITE_PAWN))
    state.play(next(m for m in state.legal_moves() if state.board[m[0]] == BLACK_PAWN))
    assert state.forbidden is None                   # the ban lasted one move


def test_rule_b_is_judged_at_the_destination() -> None:
    state = board(black="A1 A3", white="K11 K9", zen="F6")
    assert moves_from(state, "F6") == []             # no landing square touches a pawn
    free = board(black="A1 A3", white="K11 K9", zen="F6", free_zen=True)
    assert len(moves_from(free, "F6")) == 8          # variant 3: the Zen moves freely
    # Next to G7, the Zen may only go where it still touches a pawn.
    state = board(black="G7 A11", white="K1", zen="F6")
    assert moves_from(state, "F6") == ["F7", "G6", "H8"]
    assert state.check_move(state.parse_move("F6-E5")) == "the Zen must end next to a pawn"


def test_connection_wins() -> None:
    state = board(black="A1 B1 C3", white="K11 H9", zen="D2")
    state.play_text("C3-C2")                         # C2 joins B1 and the Zen
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0} and state.legal_moves() == []


def test_a_zen_move_connecting_both_players_is_a_draw() -> None:
    state = board(black="B1 C1", white="E1 F1", zen="D3")
    state.play_text("D3-D2")                         # touches C1 and E1
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw


def test_a_move_connecting_only_the_opponent_makes_the_opponent_win() -> None:
    state = board(black="B1 H8", white="E1 F1", zen="D3")
    state.play_text("D3-D2")
    assert state.outcome() is not None and state.outcome().winners == {1}


def test_capturing_the_opponents_isolated_pawn_to_connect_both_is_a_draw() -> None:
    # White's only stray pawn is C1; Black's A1 takes it and joins B2 and the Zen, which
    # also touches White's D4 and E5: both chains are complete.
    state = board(black="A1 B2", white="C1 D4 E5", zen="C3")
    state.play_text("A1xC1")
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw


def test_zero_pawns_loses() -> None:
    state = board(black="A1 K10", white="C1", zen="F6")
    state.play_text("A1-C1")
    assert state.outcome() is not None and state.outcome().winners == {0}


@pytest.mark.parametrize("black, white, seat, reason, winners", [
    ("A1 A2", "K11 K10", 0, "both-connected", set()),
    ("A1 A2", "K11 H9", 1, "connected", {0}),     # Black just moved and is connected
    ("A1 A2", "K11 H9", 0, "connected", {0}),     # White just moved, Black is connected
    ("A1 H8", "K11 K10", 0, "connected", {1}),
    ("A1 C3", "", 1, "connected", {0}),           # a side with no pawn loses
])
def test_a_position_read_from_its_notation_is_judged(black: str, white: str, seat: int,
                                                     reason: str, winners: set[int]) -> None:
    text = board(black=black, white=white, seat=seat).position()
    state = ZenState.from_position(text)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == reason and outcome.winners == winners
    assert state.is_over() and state.legal_moves() == []
    assert state.check_move(state.parse_move("A1-B1")) == "the game is over"
    assert state.position() == text


def test_a_position_read_where_nobody_can_move_is_a_draw() -> None:
    # A full board: every move would leave it. Stripes two rows high: no chain complete.
    rows = ["xxxxxxxxxxx" if (10 - index) % 4 < 2 else "ooooooooooo" for index in range(SIZE)]
    state = ZenState.from_position("/".join(rows) + " 0 - 2")
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason == "no-moves"


def test_a_position_read_with_the_game_going_on_is_not_over() -> None:
    for text in (ZenState.start().position(), board(black="A1 C3", white="K11 H9").position()):
        state = ZenState.from_position(text)
        assert not state.is_over() and state.legal_moves()


def test_a_player_without_moves_passes() -> None:
    state = board(black="A1", white="B1 C1 A2 A3 B2 C3 K11")
    assert state.legal_moves() == [PASS] and state.forced_move() == PASS
    state.play(PASS)
    assert state.to_move() == 1 and not state.is_over()
    state.undo()
    assert state.to_move() == 0


def test_four_players_seat_order_and_teams() -> None:
    state = ZenState.start(players=4)
    assert state.seats == ("black 1", "white 1", "black 2", "white 2")
    order = []
    for _ in range(4):
        order.append(state.to_move())
        state.play(state.legal_moves()[0])
    assert order == [0, 1, 2, 3] and state.to_move() == 0
    assert [state.team_of(seat) for seat in range(4)] == [0, 1, 0, 1]


def test_move_notation() -> None:
    state = ZenState.start()
    assert state.parse_move("F11-F8") == state.parse_move("f11xf8") == (
        parse_square("F11"), parse_square("F8"))
    for bad in ("F12-F8", "Z1-A1", "F11", "hello"):
        with pytest.raises(NotationError):
            state.parse_move(bad)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 60), st.sampled_from([2, 4]))
def test_undo_and_position_notation_round_trip(seed: int, length: int, players: int) -> None:
    rng = random.Random(seed)
    state = ZenState.start(players=players, first=seed % 2)
    snapshots = []
    for _ in range(length):
        moves = state.legal_moves()
        if not moves:
            break
        snapshots.append(state.key())
        state.play(rng.choice(moves))
        again = ZenState.from_position(state.position())
        assert again.position() == state.position()
        if not state.is_over():
            assert sorted(again.legal_moves()) == sorted(state.legal_moves())
    for expected in reversed(snapshots):
        state.undo()
        assert state.key() == expected


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 40))
def test_legal_moves_are_exactly_those_check_accepts(seed: int, length: int) -> None:
    rng = random.Random(seed)
    state = ZenState.start(first=seed % 2)
    for _ in range(length):
        moves = state.legal_moves()
        if not moves or state.is_over():
            return
        state.play(rng.choice(moves))
    if state.is_over():
        return
    legal = set(state.legal_moves())
    movable = {BLACK_PAWN if state.to_move() % 2 == 0 else WHITE_PAWN, ZEN}
    origins = [square for square in range(SIZE * SIZE) if state.board[square] in movable]
    origins += rng.sample(range(SIZE * SIZE), 3)  # and a few squares that are not ours
    for origin in origins:
        for target in range(SIZE * SIZE):
            move = (origin, target)
            assert (state.check_move(move) is None) == (move in legal)


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(2, 25), st.booleans())
def test_the_quick_test_for_a_move_agrees_with_the_move_generator(rng: random.Random,
                                                                  pieces: int,
                                                                  free_zen: bool) -> None:
    squares = rng.sample(range(SIZE * SIZE), pieces)
    board_ = [0] * (SIZE * SIZE)
    for square in squares:
        board_[square] = rng.choice((BLACK_PAWN, WHITE_PAWN, BLACK_PAWN, WHITE_PAWN, ZEN))
    if board_.count(ZEN) > 1:
        return
    forbidden = rng.choice([None, *range(SIZE * SIZE)])
    state = ZenState(board_, 0, 2, forbidden, free_zen)
    for colour in (BLACK_PAWN, WHITE_PAWN):
        assert state._has_move(colour, forbidden) == bool(state._moves_of(colour, forbidden))


def test_a_move_after_which_nobody_can_move_is_a_draw_at_once(monkeypatch) -> None:
    from qtgames_zen.rules import CHECK_MATCH, NEXT_ROUND, ZenGame

    single, match = ZenGame.new(variant=0), ZenGame.new(variant=CHECK_MATCH)
    monkeypatch.setattr(ZenState, "anybody_can_move", lambda self: False)
    single.play(single.legal_moves()[0])
    assert single.outcome() is not None and single.outcome().reason == "no-moves"
    assert single.outcome().is_draw and single.legal_moves() == []
    match.play(match.legal_moves()[0])
    assert match.outcome() is None and match.pending == (-1, 0)   # a drawn round, no points
    assert match.legal_moves() == [NEXT_ROUND]
    single.undo()
    assert single.outcome() is None
