"""Legal moves: every game's move generator against an independent reference, and
``check_move`` accepting exactly the legal moves and the moves only a referee plays
(``referee_moves()``, e.g. a penalty pass), which are never among the legal moves."""

import functools
from collections.abc import Hashable

import pytest

from qtgames.core.state import AnyState
from qtgames.testing import invariants
from tests.contract.games import Case, reference, sampled_states


def test_every_registered_game_has_a_reference_move_generator(game_id: str) -> None:
    reference(game_id)


def check_position(case: Case, state: AnyState, where: str) -> None:
    """The plugin's legal moves at ``state`` are the reference's, and agree with the rest of
    the contract (game over, forced moves, outcome: the library's checks)."""
    position = state.position()
    where = f"{where}, position {position!r}"
    texts = [state.format_move(move) for move in state.legal_moves()]
    expected = reference(case.game).legal_moves(position, case.option_dict)
    missing, extra = sorted(expected - set(texts)), sorted(set(texts) - expected)
    assert not missing and not extra, (
        f"{where}: legal moves differ from the reference\n"
        f"  legal by the rules, missing: {missing}\n  not legal, listed: {extra}")
    invariants.check_moves_listed(case.spec, case.option_dict, state)
    invariants.check_result(state)


@pytest.mark.parametrize("seed", [1, 2])
def test_legal_moves_equal_the_reference(case: Case, seed: int) -> None:
    for state in sampled_states(case, seed, 100):
        check_position(case, state, f"{case.id} seed {seed} ply {state.ply()}")


def referee_moves(case: Case, state: AnyState) -> set[str]:
    """The moves only a referee plays here, by the reference (none unless it says)."""
    rules = reference(case.game)
    if not hasattr(rules, "referee_moves"):
        return set()
    found: set[str] = rules.referee_moves(state.position(), case.option_dict)
    return found


@pytest.mark.parametrize("seed", [1])
def test_referee_moves_equal_the_reference_and_are_never_legal(case: Case, seed: int) -> None:
    for state in sampled_states(case, seed, 60):
        where = f"{case.id} seed {seed} ply {state.ply()}, position {state.position()!r}"
        referee = [state.format_move(move) for move in state.referee_moves()]
        assert set(referee) == referee_moves(case, state), where
        assert not set(state.referee_moves()) & set(state.legal_moves()), where
        assert not (state.is_over() and referee), f"{where}: referee moves after the end"


@functools.cache
def candidates(case: Case) -> tuple[Hashable, ...]:
    """The reference's candidate moves, read by the game's notation."""
    state = case.new_state(0)
    return tuple(state.parse_move(text)
                 for text in reference(case.game).candidate_moves(case.option_dict))


@pytest.mark.parametrize("seed", [2])
def test_check_move_accepts_exactly_the_legal_moves(case: Case, seed: int) -> None:
    # Two positions of a game with thousands of candidates, dozens with a few.
    count = max(2, min(40, 40_000 // len(candidates(case))))
    for state in sampled_states(case, seed, count):
        where = f"{case.id} seed {seed} ply {state.ply()}, position {state.position()!r}"
        legal = set(state.legal_moves()) | set(state.referee_moves())
        assert legal <= set(candidates(case)), f"{where}: legal moves beyond the candidates"
        for move in candidates(case):
            reason = state.check_move(move)
            assert (reason is None) == (move in legal), (
                f"{where}: check_move({state.format_move(move)!r}) says {reason!r}, "
                f"but the move is {'' if move in legal else 'not '}legal or a referee's")
            assert reason is None or (isinstance(reason, str) and reason.strip()), (
                f"{where}: check_move({state.format_move(move)!r}) gives no reason")
