"""Zen l'Initié variants: round points (variant 2) and échec / échec et mat (variants 1-2)."""

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames_zen.check import is_check, is_mate
from qtgames_zen.round import BLACK_PAWN, WHITE_PAWN
from qtgames_zen.rules import ZenGame
from qtgames_zen.scoring import groups, round_points
from tests.helpers import zen_board as board

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


def replay(seed: int, variant: int, plies: int | None = None):
    """The seeded random game used below, in ``variant``."""
    import random

    from qtgames_zen.rules import ZenGame
    rng = random.Random(seed)
    game = ZenGame.new(variant=variant, first=seed % 2)
    moves = []
    while not game.is_over() and (plies is None or len(moves) < plies):
        move = rng.choice(game.legal_moves())
        moves.append(move)
        game.play(move)
    return game, moves


def test_variant_1_mate_ends_the_game_for_the_checking_player() -> None:
    game, moves = replay(4, variant=1)   # a random game that ends by mate (found by search)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "mate"
    mover = (game.to_move() - 1) % 2
    assert outcome.winners == {mover}
    from qtgames_zen.rules import ZenGame
    plain = ZenGame.new(variant=0, first=4 % 2)
    for move in moves:
        plain.play(move)
    assert not plain.is_over() and is_check(plain)  # in variant 0 the game goes on


def _round_about_to_end(variant: int, scores: tuple[int, int]):
    from qtgames_zen.rules import ZenGame
    cells = board(black="A1 B1 C3", white="K11 H9", zen="D2").board
    return ZenGame(cells, 0, 2, None, variant, scores, starter=0)


def test_a_round_won_scores_and_the_loser_starts_the_next_round() -> None:
    from qtgames_zen.rules import NEXT_ROUND
    for variant in (2, 3):
        game = _round_about_to_end(variant, (3, 0))
        before = game.position()
        game.play_text("C3-C2")          # Black connects: White's two single pawns
        assert not game.is_over()        # one stray pawn + the Zen away = 2 points
        assert game.scores == [5, 0] and game.legal_moves() == [NEXT_ROUND]
        assert game.forced_move() == NEXT_ROUND
        middle = game.position()
        game.play(NEXT_ROUND)
        assert game.to_move() == 1 and game.starter == 1   # the losing colour starts
        assert len(game.legal_moves()) == 56
        assert game.position().endswith(f"v{variant} 5-0 1 -")
        game.undo()
        assert game.position() == middle
        game.undo()
        assert game.position() == before


@pytest.mark.parametrize("variant", [2, 3])
def test_reaching_7_points_wins_the_match(variant: int) -> None:
    game = _round_about_to_end(variant, (5, 6))
    game.play_text("C3-C2")
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "match"
    assert outcome.winners == {0} and outcome.scores == (7, 6)


def test_match_position_notation_round_trips_across_rounds() -> None:
    from qtgames_zen.rules import ZenGame
    game = _round_about_to_end(3, (3, 0))
    game.play_text("C3-C2")
    again = ZenGame.from_notation(game.position())
    assert again.position() == game.position() and again.key() == game.key()
    assert again.legal_moves() == game.legal_moves()


@pytest.mark.parametrize("variant", [2, 3])
def test_a_won_match_read_from_its_notation_is_over(variant: int) -> None:
    from qtgames_zen.rules import ZenGame
    game = _round_about_to_end(variant, (5, 6))
    game.play_text("C3-C2")
    again = ZenGame.from_notation(game.position())
    assert again.position() == game.position() and again.outcome() == game.outcome()
    assert again.legal_moves() == []


def test_a_finished_round_read_without_its_result_is_scored() -> None:
    from qtgames_zen.rules import NEXT_ROUND, ZenGame
    game = _round_about_to_end(2, (3, 0))
    game.play_text("C3-C2")                 # worth 2 points: "v2 5-0 0 b2"
    unscored = game.position().replace(" 5-0 0 b2", " 3-0 0 -")
    again = ZenGame.from_notation(unscored)
    assert again.position() == game.position() and again.legal_moves() == [NEXT_ROUND]


def test_a_mate_read_from_its_notation_is_judged_for_the_seat_that_just_moved() -> None:
    from qtgames_zen.rules import ZenGame
    game = ZenGame.from_notation(MATE_SETUP.format(variant=1))
    assert not game.is_over()
    game.play_text("K2-J2")                 # White mates (see the test below)
    again = ZenGame.from_notation(game.position())
    assert again.outcome() == game.outcome() and again.outcome().winners == {1}
    plain = ZenGame.from_notation(game.position().replace(" v1 ", " v0 "))
    assert not plain.is_over()              # no mate in the basic rules


def test_undo_restores_every_position_of_a_random_match() -> None:
    from qtgames_zen.rules import NEXT_ROUND
    game, moves = replay(0, variant=3, plies=500)   # a round ends at ply 459 (seed found)
    assert NEXT_ROUND in moves and game.scores != [0, 0]
    keys = []
    probe, _ = replay(0, variant=3, plies=0)
    for move in moves:
        keys.append(probe.key())
        probe.play(move)
    assert probe.key() == game.key()
    for expected in reversed(keys):
        game.undo()
        assert game.key() == expected


MATE_SETUP = "7x3/1x5x3/11/11/11/11/x7o2/10o/10o/10z/11 1 - 2 v{variant} 0-0 0 -"


def test_a_zen_move_leaving_no_parry_is_mate() -> None:
    # White: I5 K4 K3, the Zen on K2; Black's pawns are far away (H11 B10 H10 A5). White
    # moves the Zen K2-J2: White threatens to link I5 with the block. Black may not bring
    # the Zen back to K2 (rule a), its other Zen moves but J3 and H4 leave it touching no
    # pawn (rule b), and after every reply White still has a winning move.
    from qtgames_zen.rules import ZenGame
    game = ZenGame.from_notation(MATE_SETUP.format(variant=1))
    game.play_text("K2-J2")
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "mate" and outcome.winners == {1}
    plain = ZenGame.from_notation(MATE_SETUP.format(variant=0))
    plain.play_text("K2-J2")
    assert not plain.is_over() and is_check(plain) and is_mate(plain)
    assert plain.check_move(plain.parse_move("J2-K2")) == \
        "the Zen may not go straight back where it came from"
    zen = plain.board.index(3)
    zen_moves = [plain.format_move(m) for m in plain.legal_moves() if m[0] == zen]
    assert zen_moves == ["J2-J3", "J2-H4"]
    for reply in plain.legal_moves():
        plain.play(reply)
        assert any(_wins(plain, move) for move in plain.legal_moves())
        plain.undo()


def _wins(game, move) -> bool:
    game.play(move)
    outcome = game.outcome()
    won = outcome is not None and outcome.winners == {1}
    game.undo()
    return won


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_the_quick_no_win_test_never_hides_a_winning_move(seed: int) -> None:
    from qtgames_zen.check import may_win_in_one
    from qtgames_zen.round import ZenState
    _, moves = replay(seed, variant=0)
    state = ZenState.start(first=seed % 2)
    for index, move in enumerate(moves):
        # The last moves of a random game, where winning moves appear, are the test.
        for seat in range(2) if len(moves) - index <= 24 else ():
            trial = ZenState(list(state.board), seat, 2, None)
            wins = False
            for candidate in trial.legal_moves():
                trial.play(candidate)
                outcome = trial.outcome()
                wins = wins or (outcome is not None and seat in outcome.winners)
                trial.undo()
            assert may_win_in_one(trial, trial.colour_of(seat)) or not wins
        state.play(move)


@functools.cache
def _match_record() -> GameRecord:
    """A variant 3 match played at random a little past the end of its first round."""
    record = GameRecord(load_games(use_entry_points=False).get("zen"),
                        {"first": "black", "players": 2, "variant": 3}, 0, ["human"] * 2)
    rng = random.Random(0)
    while not record.state.is_over():
        crossed = record.moves and record.moves[-1] == "next"
        if crossed and record.cursor > len(record.moves) - 10:
            break
        record.play(rng.choice(record.state.legal_moves()))
    assert "next" in record.moves
    return record


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_saves_notation_and_undo_across_the_rounds_of_a_match(data: st.DataObject) -> None:
    record = _match_record()
    crossing = record.moves.index("next")
    cursor = data.draw(st.integers(crossing - 3, len(record.moves)))
    record.goto(cursor)
    loaded = saves.loads(saves.dumps(record), load_games(use_entry_points=False).get)
    assert saves.to_json(loaded) == saves.to_json(record)
    state = record.state
    assert loaded.state.position() == state.position()
    again = ZenGame.from_notation(state.position())
    assert again.position() == state.position() and again.key() == state.key()
    assert sorted(again.legal_moves()) == sorted(state.legal_moves())
    for move in state.legal_moves():
        assert state.parse_move(state.format_move(move)) == move
    position = state.position()
    steps = data.draw(st.integers(0, cursor))
    record.goto(cursor - steps)
    record.goto(cursor)
    assert record.state.position() == position
