"""Zen's repetition rule: the same position with the same player to move for the third
time ends the round in a draw, so a save can no longer repeat a cycle without end."""

import json

import pytest

from qtgames.core import saves
from qtgames.core.errors import SaveFileError
from qtgames.core.record import GameRecord
from qtgames.plugins import GameRegistry
from qtgames_zen.rules import CHECK_MATCH, NEXT_ROUND, ZenGame

#: Black and White each move a pawn out and back: the start position comes back.
CYCLE = ["A1-D1", "K1-H1", "D1-A1", "H1-K1"]


def _play(state: ZenGame, moves: list[str]) -> None:
    for text in moves:
        assert not state.is_over(), text
        state.play_text(text)


def test_the_third_time_a_position_comes_back_the_round_is_drawn() -> None:
    state = ZenGame.new(2, 0, 0)
    _play(state, CYCLE)  # the start, a second time
    assert not state.is_over()
    _play(state, CYCLE[:3])
    assert not state.is_over()
    _play(state, CYCLE[3:])  # the start, a third time
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.reason == "repetition"
    assert state.legal_moves() == []


def test_undo_takes_the_repetition_back() -> None:
    state = ZenGame.new(2, 0, 0)
    _play(state, CYCLE * 2)
    assert state.is_over()
    state.undo()
    assert not state.is_over()
    _play(state, CYCLE[3:])
    assert state.is_over()
    for _ in range(8):
        state.undo()
    _play(state, CYCLE)  # the counts went back with the moves: only a second time
    assert not state.is_over()


def test_a_copy_counts_on_its_own() -> None:
    state = ZenGame.new(2, 0, 0)
    _play(state, CYCLE)
    clone = state.copy()
    _play(clone, CYCLE)
    assert clone.is_over() and not state.is_over()
    _play(state, CYCLE[:3])
    assert not state.is_over()


def test_in_a_match_a_repetition_draws_the_round_and_the_next_round_counts_afresh() -> None:
    state = ZenGame.new(2, 0, CHECK_MATCH)
    _play(state, CYCLE * 2)
    assert not state.is_over() and state.pending == (-1, 0)
    assert state.legal_moves() == [NEXT_ROUND]
    state.play(NEXT_ROUND)  # White starts the next round: the colour that did not start
    white_first = ["K1-H1", "A1-D1", "H1-K1", "D1-A1"]
    _play(state, white_first)
    assert state.pending is None
    _play(state, white_first)
    assert state.pending == (-1, 0) and state.scores == [0, 0]
    state.undo()
    assert state.pending is None
    state.undo()
    state.undo()  # back into the round before next: the first round's draw stands again
    for _ in range(6):
        state.undo()
    assert state.pending == (-1, 0) and state.legal_moves() == [NEXT_ROUND]


def test_a_position_read_from_its_notation_starts_a_fresh_count() -> None:
    state = ZenGame.new(2, 0, 0)
    _play(state, CYCLE)
    read = ZenGame.from_notation(state.position())
    _play(read, CYCLE)  # the same position a third time in all, a second time for ``read``
    assert not read.is_over()
    _play(read, CYCLE)
    assert read.is_over()


def test_a_save_repeating_a_cycle_stops_at_the_draw(registry: GameRegistry) -> None:
    record = GameRecord(registry.get("zen"), {"first": "black"}, seed=3)
    moves = CYCLE * 3
    document = saves.to_json(record) | {"moves": moves, "cursor": len(moves)}
    with pytest.raises(SaveFileError, match="at position 9: the game is over"):
        saves.loads(json.dumps(document), registry.get)
    document |= {"moves": moves[:8], "cursor": 8}
    loaded = saves.loads(json.dumps(document), registry.get)
    assert loaded.state.is_over()


def test_a_copy_taken_back_across_rounds_shares_nothing() -> None:
    state = ZenGame.new(2, 0, CHECK_MATCH)
    _play(state, CYCLE * 2)
    state.play(NEXT_ROUND)
    clone = state.copy()
    state.undo()
    clone.undo()
    state.undo()  # the first round's last move, on the original only
    assert clone.board != state.board and clone.pending == (-1, 0)
    assert clone.legal_moves() == [NEXT_ROUND]
