"""Invariants over random games (hypothesis): undo, saves, notations, legal moves."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames_reversi.rules import PASS, SIZES, ReversiState

REGISTRY = load_games(use_entry_points=False)
REVERSI = REGISTRY.get("reversi")

sizes = st.sampled_from(SIZES[:4])
seeds = st.integers(min_value=0, max_value=2**32)
lengths = st.integers(min_value=0, max_value=80)


def random_record(size: int, seed: int, length: int, first: str = "black") -> GameRecord:
    record = GameRecord(REVERSI, {"size": size, "first": first}, seed)
    rng = random.Random(seed)
    for _ in range(length):
        moves = record.state.legal_moves()
        if not moves:
            break
        record.play(rng.choice(moves))
    return record


@settings(max_examples=60, deadline=None)
@given(sizes, seeds, lengths)
def test_undo_restores_the_exact_position(size: int, seed: int, length: int) -> None:
    record = random_record(size, seed, 0)
    rng = random.Random(seed)
    snapshots = [(record.state.position(), record.state.key())]
    for _ in range(length):
        moves = record.state.legal_moves()
        if not moves:
            break
        record.play(rng.choice(moves))
        snapshots.append((record.state.position(), record.state.key()))
    for expected in reversed(snapshots[:-1]):
        record.undo()
        assert (record.state.position(), record.state.key()) == expected
    assert record.state.legal_moves() == ReversiState.start(size).legal_moves()


@settings(max_examples=40, deadline=None)
@given(sizes, seeds, lengths, st.sampled_from(["black", "white"]), st.data())
def test_save_load_round_trips(size: int, seed: int, length: int, first: str,
                               data: st.DataObject) -> None:
    record = random_record(size, seed, length, first)
    record.goto(data.draw(st.integers(min_value=0, max_value=len(record.moves))))
    loaded = saves.loads(saves.dumps(record), REGISTRY.get)
    assert saves.to_json(loaded) == saves.to_json(record)
    assert loaded.state.position() == record.state.position()


@settings(max_examples=60, deadline=None)
@given(sizes, seeds, lengths)
def test_position_and_move_notations_round_trip(size: int, seed: int, length: int) -> None:
    state = random_record(size, seed, length).state
    again = ReversiState.from_position(state.position())
    assert again.position() == state.position()
    assert again.key() == state.key()
    assert again.legal_moves() == state.legal_moves()
    for move in state.legal_moves():
        text = state.format_move(move)
        assert state.parse_move(text) == move
        assert state.parse_move(text.upper()) == move


@settings(max_examples=60, deadline=None)
@given(sizes, seeds, lengths)
def test_legal_moves_are_exactly_the_moves_that_apply(size: int, seed: int,
                                                      length: int) -> None:
    state = random_record(size, seed, length).state
    candidates = [*state.geometry.squares(), PASS]
    accepted = {move for move in candidates if state.check_move(move) is None}
    assert accepted == set(state.legal_moves())
    for move in state.legal_moves():
        child = state.copy()
        before = sum(child.counts())
        child.play(move)
        assert sum(child.counts()) == before + (move != PASS)
