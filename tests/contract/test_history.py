"""The history every state owns: ``undo`` restores the exact position and returns the move,
``last_move`` and ``move_stack`` follow, and ``copy`` is independent of its original."""

import random

import pytest

from tests.contract.games import Case, choose, random_game, snapshot, spread


@pytest.mark.parametrize("seed", [1])
def test_undo_restores_every_position_and_returns_the_move(case: Case, seed: int) -> None:
    moves = random_game(case, seed).moves
    state = case.new_state(seed)
    snapshots = [snapshot(state)]
    assert state.last_move() is None and state.move_stack() == []
    for move in moves:
        state.play(move)
        assert state.last_move() == move
        snapshots.append(snapshot(state))
    assert state.move_stack() == list(moves)
    for ply in reversed(range(len(moves))):
        where = f"{case.id} seed {seed}: undoing move {ply + 1}"
        assert state.last_move() == moves[ply], where
        assert state.undo() == moves[ply], f"{where}: undo returns another move"
        assert snapshot(state) == snapshots[ply], f"{where}: the position is not restored"
        assert state.move_stack() == list(moves[:ply]), where
    assert state.last_move() is None


@pytest.mark.parametrize("seed", [2])
def test_a_copy_is_independent(case: Case, seed: int) -> None:
    game = random_game(case, seed)
    for ply in spread(len(game.moves), 8):
        state = game.state_at(ply)
        where = f"{case.id} seed {seed} ply {ply}"
        before, history = snapshot(state), state.move_stack()
        clone = state.copy()
        assert snapshot(clone) == before and clone.move_stack() == history, where
        rng = random.Random(ply)
        for _ in range(1 + ply % 4):
            if not clone.is_over():
                clone.play(choose(clone, rng))
        while clone.ply() > max(0, ply - 1):
            clone.undo()  # back past where the copy was made: its history is its own too
        assert snapshot(state) == before, f"{where}: playing on a copy changed the original"
        assert state.move_stack() == history, where
        clone = state.copy()
        if not state.is_over():
            state.play(choose(state, rng))
            assert snapshot(clone) == before, f"{where}: playing on the original changed " \
                "its copy"
            state.undo()
        assert snapshot(state) == before, where


def shared_containers(first: object, second: object) -> list[str]:
    """Attributes of two states that are one and the same list, dict or set (or hold one,
    one level down): what a change on one state would also make on the other."""
    shared = []
    for name, value in vars(first).items():
        other = vars(second).get(name)
        if isinstance(value, list | dict | set) and value is other:
            shared.append(name)
        elif isinstance(value, list | tuple) and isinstance(other, list | tuple):
            shared += [f"{name}[{index}]" for index, (mine, theirs)
                       in enumerate(zip(value, other, strict=False))
                       if isinstance(mine, list | dict | set) and mine is theirs]
    return shared


@pytest.mark.parametrize("seed", [3])
def test_a_copy_shares_nothing_with_its_original_even_after_both_undo(case: Case,
                                                                      seed: int) -> None:
    game = random_game(case, seed)
    for ply in spread(len(game.moves), 8):
        state = game.state_at(ply)
        clone = state.copy()
        for _ in range(min(ply, 1 + ply % 5)):
            state.undo()
            clone.undo()
        shared = shared_containers(state, clone)
        assert not shared, (f"{case.id} seed {seed} ply {ply}: after undo, the copy and its "
                            f"original share {shared} (what _apply saves must not be put back "
                            "by reference)")
