"""The students' AI-file convention of Le Roi des Roses: what ``play`` is given, which
answers are moves, and the sample file of the reference opponent."""

import random
from pathlib import Path

import pytest

from qtgames.core.game import load_object
from qtgames_roses import GAME
from qtgames_roses.ai import TataSuzannePlayer
from qtgames_roses.rules import DRAW, PASS, PENALTY_PASS, RosesState, parse_card
from qtgames_roses.students import CONTRACT
from tests.games.roses.positions import MODEL_RED, MODEL_WHITE, state
from tests.helpers import module_at

EXAMPLE = Path(GAME.rules_dir or ".") / "examples" / "ia_tata_suzanne.py"


def test_the_game_names_its_file_convention() -> None:
    assert GAME.file_contract is not None
    assert load_object(GAME.file_contract) is CONTRACT
    assert CONTRACT.functions == ("name", "play") and CONTRACT.invalid_limit == 3


def test_play_is_given_the_board_the_king_both_hands_and_the_colour() -> None:
    game = state(red=MODEL_RED, white=MODEL_WHITE, king=(3, 4), seat="B",
                 hand_r=["N2", "SO3"], hand_b=["E1", "S1", "NO2"])
    for seat, colour in ((0, "Rouge"), (1, "Blanc")):
        plateau, l_roi, c_roi, main_r, main_b, couleur = CONTRACT.arguments(
            game.view(seat), seat)
        assert len(plateau) == 9 and all(len(row) == 9 for row in plateau)
        assert plateau[3][4] == "R" and plateau[3][3] == "B" and plateau[8][2] == "B"
        assert plateau[0] == ["."] * 9
        assert sum(row.count("R") for row in plateau) == len(MODEL_RED)
        assert sum(row.count("B") for row in plateau) == len(MODEL_WHITE)
        assert (l_roi, c_roi) == (3, 4)
        assert main_r == ["N2", "SO3"] and main_b == ["E1", "S1", "NO2"]
        assert couleur == colour


def test_the_arguments_are_plain_json() -> None:
    import json
    arguments = CONTRACT.arguments(RosesState.deal(3).view(0), 0)
    assert json.loads(json.dumps(arguments)) == arguments


@pytest.mark.parametrize(("answer", "move"), [
    ("N1", parse_card("N1")), ("pioche", DRAW), ("E1", parse_card("E1")),
])
def test_valid_answers_are_moves(answer: str, move: object) -> None:
    game = state(red=[(4, 4), (4, 5)], king=(4, 5), hand_r=["N1", "E1", "O1"], hand_b=["S1"])
    assert CONTRACT.move(game.view(0), answer) == move


@pytest.mark.parametrize("answer", [
    "O1",        # lands on a pawn
    "S1",        # not in the hand
    "n1",        # not spelled as the rules spell it
    "passe",     # a pass while a move is possible
    "draw", "pass", "", " N1", "N1 ", None, 3, ["N1"], {"carte": "N1"}, 1.5, True,
])
def test_anything_else_is_no_move(answer: object) -> None:
    game = state(red=[(4, 4), (4, 5)], king=(4, 5), hand_r=["N1", "E1", "O1"], hand_b=["S1"])
    assert CONTRACT.move(game.view(0), answer) is None


def test_draw_with_five_cards_is_no_move_and_a_stuck_player_may_pass() -> None:
    full = state(hand_r=["N1", "N2", "N3", "E1", "E2"], hand_b=["S1"])
    assert CONTRACT.move(full.view(0), "pioche") is None
    stuck = state(red=[(0, 0)], king=(0, 0), hand_r=["N1", "N2", "O1", "NO1", "NE3"],
                  hand_b=["S1"])
    assert CONTRACT.move(stuck.view(0), "passe") == PASS
    # After three invalid answers: the penalty pass, a card playable or not.
    assert CONTRACT.fallback(stuck.view(0)) == PENALTY_PASS == CONTRACT.fallback(full.view(0))
    assert full.view(0).check_move(PENALTY_PASS) is None


@pytest.mark.parametrize("seed", range(6))
def test_the_sample_file_plays_as_the_tata_suzanne_level(seed: int) -> None:
    example = module_at(EXAMPLE, "ia_tata_suzanne")
    assert example.name() == "Tata Suzanne"
    level = TataSuzannePlayer(0)
    game = RosesState.deal(seed)
    moves = random.Random(seed)
    while not game.is_over():
        seat = game.to_move()
        view = game.view(seat)
        answer = example.play(*CONTRACT.arguments(view, seat))
        move = CONTRACT.move(view, answer)
        assert move is not None and move == level.choose(game)
        # the other seat plays at random, so that every kind of position comes up
        game.play(move if seat == 0 else moves.choice(game.legal_moves()))
