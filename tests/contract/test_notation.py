"""Notations round-trip: every legal move through ``format_move`` and ``parse_move``, every
position through ``position`` and ``spec.from_position``."""

import functools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from qtgames.core.errors import BadInput, NotationError
from qtgames.core.state import AnyState
from qtgames.testing import invariants
from tests.contract.games import Case, random_game, sampled_states

FUZZ = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def check_read_back(case: Case, state: AnyState, where: str) -> None:
    """The position read back is the same position, with the same moves and outcome."""
    try:
        invariants.check_position_notation(case.spec, case.option_dict, state)
    except AssertionError as error:
        raise AssertionError(f"{where}: {error}") from None


@pytest.mark.parametrize("seed", [1, 2])
def test_moves_and_positions_read_back(case: Case, seed: int) -> None:
    for state in sampled_states(case, seed, 60):
        where = f"{case.id} seed {seed} ply {state.ply()}"
        invariants.check_move_notation(state)
        if not state.is_over():  # finished games: the next test
            check_read_back(case, state, where)


def test_a_finished_game_reads_back_finished(case: Case) -> None:
    for seed in (1, 2, 3):
        game = random_game(case, seed)
        state = game.state_at(len(game.moves))
        assert state.is_over(), f"{case.id} seed {seed}: the random game did not end"
        check_read_back(case, state, f"{case.id} seed {seed} ply {state.ply()} (the end)")


@functools.cache
def some_states(case: Case) -> tuple[AnyState, ...]:
    """A few states along one random game, to read texts in (never played on)."""
    return tuple(sampled_states(case, 1, 4))


@st.composite
def edited(draw: st.DrawFn, text: str) -> str:
    """``text`` with one to three characters replaced, deleted or inserted."""
    alphabet = sorted(set(text) | set("0123456789 -/?"))
    chars = list(text)
    for _ in range(draw(st.integers(1, 3))):
        index = draw(st.integers(0, len(chars)))
        kind = draw(st.sampled_from(["replace", "delete", "insert"]))
        if kind != "insert" and index < len(chars):
            del chars[index]
        if kind != "delete":
            chars.insert(index, draw(st.sampled_from(alphabet)))
    return "".join(chars)


@FUZZ
@example(index=0, data=None, text="²")
@given(index=st.integers(0, 10), data=st.data(), text=st.none())
def test_any_text_is_read_as_a_move_or_refused(case: Case, index: int, data: st.DataObject,
                                               text: str | None) -> None:
    states = some_states(case)
    state = states[index % len(states)]
    if text is None:
        legal = [state.format_move(move) for move in state.legal_moves()] or ["pass"]
        text = data.draw(st.one_of(st.text(max_size=8), st.sampled_from(legal).flatmap(edited)))
    try:
        move = state.parse_move(text)
    except NotationError:
        return
    reason = state.check_move(move)
    assert reason is None or (isinstance(reason, str) and reason.strip()), (
        f"{text!r} reads as {move!r}, and check_move gives no reason")
    allowed = [*state.legal_moves(), *state.referee_moves()]
    assert (reason is None) == (move in allowed), f"{text!r}: {reason!r}"


@FUZZ
@given(index=st.integers(0, 10), data=st.data())
def test_any_text_is_read_as_a_position_or_refused(case: Case, index: int,
                                                   data: st.DataObject) -> None:
    states = some_states(case)
    text = data.draw(edited(states[index % len(states)].position()))
    try:
        state = case.spec.from_position(text, case.option_dict)
    except NotationError:
        return
    position = state.position()
    again = case.spec.from_position(position, case.option_dict)
    assert again.position() == position, f"{text!r} reads as {position!r}, which reads " \
        f"back as {again.position()!r}"
    try:
        state.legal_moves()
    except BadInput:
        assert case.spec.hidden_information, f"{text!r}: an open game's moves are unknown"
