"""Chifoumi computer players: the evaluation plays out captures, every level takes a tall
stack left en prise and never touches the game it is shown."""

import pytest

from qtgames.ai.arena import make_player
from qtgames.plugins import load_games
from qtgames_chifoumi.ai import (
    LEVELS,
    captures,
    evaluate,
    evaluate_plainly,
    static_value,
    trapped_height,
)
from qtgames_chifoumi.rules import NORTH, SOUTH, ChifoumiState

# South's paper on D4 next to North's well on a stack of three (C4); nothing can take back.
TALL_PREY = "c2/3/3[rcp]3/3F3/7/1P1/3 S 2-4 0 S"


def test_captures_list_the_tallest_prey_first() -> None:
    state = ChifoumiState.from_position("3/3/2r[cp]3/3F3/7/1P1/3 S 3-4 0 S")
    assert [(height, state.format_move(move)) for height, move in captures(state)] == [
        (2, "D4xC4"), (1, "D4xC3")]


def test_a_stack_that_can_be_taken_counts_as_lost() -> None:
    mover = ChifoumiState.from_position(TALL_PREY)
    waiting = ChifoumiState.from_position(TALL_PREY.replace(" S 2-4", " N 2-4"))
    # With South to move the stack of three is as good as taken; with North to move it can
    # still run away, and the evaluation does not count it.
    assert evaluate(mover, SOUTH) - evaluate(waiting, SOUTH) > 250
    assert evaluate(mover, NORTH) == -evaluate(mover, SOUTH)
    assert static_value(mover, SOUTH) == static_value(waiting, SOUTH)


def test_a_capture_that_ends_the_game_is_scored_as_its_result() -> None:
    # South's rock takes North's last piece: 6 points to 5, the game is over.
    state = ChifoumiState.from_position("3/3/7/3c3/3R3/3/3 S 5-5 0 N")
    assert static_value(state, SOUTH) < 1000
    assert evaluate(state, SOUTH) > 1000


# South's six pieces (rock on top) in the corner A3, North's paper on B3: every way out
# (A4 is North's rock, which a rock cannot take; B4) stands next to the paper.
TRAPPED = "[FCPRCR][pccr]1/[rf]2/7/7/7/3/3 S 0-0 29 N"
# The same stack in the open on D4, the paper on E3: C5, among others, is out of its reach.
OPEN = "3/3/7/3[FCPRCR]3/2[rf]4/1[pccr]1/3 S 0-0 29 N"


def test_a_trapped_stack_of_the_player_to_move_is_found() -> None:
    assert trapped_height(ChifoumiState.from_position(TRAPPED)) == 6
    assert trapped_height(ChifoumiState.from_position(OPEN)) == 0
    # North to move: South's stack is not North's to save.
    assert trapped_height(ChifoumiState.from_position(TRAPPED.replace(" S 0-0", " N 0-0"))) == 0


def test_medium_and_hard_count_a_trapped_stack_lost_and_easy_does_not() -> None:
    trapped, free = (ChifoumiState.from_position(TRAPPED),
                     ChifoumiState.from_position(OPEN))
    assert evaluate(free, SOUTH) == evaluate_plainly(free, SOUTH)
    assert evaluate(trapped, SOUTH) < evaluate_plainly(trapped, SOUTH) - 500
    assert evaluate(trapped, NORTH) == -evaluate(trapped, SOUTH)
    easy, medium, hard = LEVELS
    assert easy.make(1).evaluate is evaluate_plainly
    assert medium.make(1).evaluate is hard.make(1).evaluate is evaluate


@pytest.mark.parametrize("name", ["easy", "medium", "hard"])
def test_every_level_takes_a_tall_stack_left_en_prise(name: str) -> None:
    spec = load_games().get("chifoumi")
    state = spec.from_position(TALL_PREY, {})
    player = make_player(spec, name, 1)
    move = player.choose(state)
    assert state.position() == TALL_PREY   # it searched its own copy
    assert state.format_move(move) == "D4xC4"


def test_the_levels_are_easy_medium_and_hard() -> None:
    assert [level.name for level in LEVELS] == ["easy", "medium", "hard"]


def test_easy_and_medium_draw_among_nearly_equal_moves_and_hard_does_not() -> None:
    easy, medium, hard = (level.make(1) for level in LEVELS)
    assert easy.tolerance > medium.tolerance > 0 == hard.tolerance
    # At the start one move is best for easy's judgement, the others less than a tenth of a
    # point behind it: easy plays one of them, drawn from its seed, and the same seed
    # replays the same move.
    start = ChifoumiState.start(SOUTH)
    values = {}
    for move in start.legal_moves():
        start.play(move)
        values[move] = evaluate_plainly(start, SOUTH)
        start.undo()
    best = max(values.values())
    assert [move for move, value in values.items() if value == best] != list(values)
    assert all(best - value <= easy.tolerance for value in values.values())
    chosen = [LEVELS[0].make(seed).choose(ChifoumiState.start(SOUTH)) for seed in range(1, 21)]
    assert len(set(chosen)) > 1
    assert chosen == [LEVELS[0].make(seed).choose(ChifoumiState.start(SOUTH))
                      for seed in range(1, 21)]
