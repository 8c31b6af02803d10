"""The history every state owns: ``undo`` restores the exact position and returns the move,
``last_move`` and ``move_stack`` follow, and ``copy`` is independent of its original (the
library's checks, ``qtgames.testing.invariants``, over the suite's option sets)."""

import random

import pytest

from qtgames.testing import invariants
from tests.contract.games import Case, random_game, spread


@pytest.mark.parametrize("seed", [1])
def test_undo_restores_every_position_and_returns_the_move(case: Case, seed: int) -> None:
    invariants.check_undo(case.new_state(seed), random_game(case, seed).moves)


@pytest.mark.parametrize("seed", [2])
def test_a_copy_is_independent(case: Case, seed: int) -> None:
    game = random_game(case, seed)
    for ply in spread(len(game.moves), 8):
        invariants.check_copy(game.state_at(ply), random.Random(ply))


@pytest.mark.parametrize("seed", [3])
def test_a_copy_shares_nothing_with_its_original_even_after_both_undo(case: Case,
                                                                      seed: int) -> None:
    game = random_game(case, seed)
    for ply in spread(len(game.moves), 8):
        invariants.check_nothing_shared(game.state_at(ply))
