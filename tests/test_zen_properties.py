"""Zen l'Initié invariants over random games (hypothesis): undo, saves and the position
notation, with every option, and across the rounds of a match."""

import functools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.plugins import load_games
from qtgames_zen.rules import ZenGame

REGISTRY = load_games(use_entry_points=False)
ZEN = REGISTRY.get("zen")

options = st.fixed_dictionaries({"first": st.sampled_from(["random", "black", "white"]),
                                 "players": st.sampled_from([2, 4]),
                                 "variant": st.sampled_from([0, 1, 2, 3])})


def random_record(game_options: dict, seed: int, length: int | None) -> GameRecord:
    """A seeded random game: ``length`` moves, or until the first round is over and the
    next one has begun (``None``)."""
    record = GameRecord(ZEN, game_options, seed, ["human"] * game_options["players"])
    rng = random.Random(seed)
    while not record.state.is_over() and (length is None or record.cursor < length):
        crossed = record.moves and record.moves[-1] == "next"
        if length is None and crossed and record.cursor > len(record.moves) - 10:
            break
        record.play(rng.choice(record.state.legal_moves()))
    return record


@functools.cache
def match_record() -> GameRecord:
    """A variant 3 match that goes on a little past its first round."""
    record = random_record({"first": "black", "players": 2, "variant": 3}, 0, None)
    assert "next" in record.moves
    return record


def check_round_trips(record: GameRecord) -> None:
    loaded = saves.loads(saves.dumps(record), REGISTRY.get)
    assert saves.to_json(loaded) == saves.to_json(record)
    state = record.state
    assert loaded.state.position() == state.position()
    again = ZenGame.from_notation(state.position())
    assert again.position() == state.position() and again.key() == state.key()
    assert sorted(again.legal_moves()) == sorted(state.legal_moves())
    for move in state.legal_moves():
        assert state.parse_move(state.format_move(move)) == move


@settings(max_examples=40, deadline=None)
@given(options, st.integers(0, 2**32), st.integers(0, 60), st.data())
def test_undo_saves_and_notation_with_every_option(game_options: dict, seed: int, length: int,
                                                   data: st.DataObject) -> None:
    record = random_record(game_options, seed, length)
    positions = []
    record.goto(0)
    while record.can_redo:
        positions.append(record.state.position())
        record.redo(1)
    positions.append(record.state.position())
    record.goto(data.draw(st.integers(0, len(record.moves))))
    check_round_trips(record)
    record.goto(len(record.moves))
    for expected in reversed(positions[:-1]):
        record.undo()
        assert record.state.position() == expected


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_saves_notation_and_undo_across_the_rounds_of_a_match(data: st.DataObject) -> None:
    record = match_record()
    crossing = record.moves.index("next")
    cursor = data.draw(st.integers(crossing - 3, len(record.moves)))
    record.goto(cursor)
    check_round_trips(record)
    position = record.state.position()
    steps = data.draw(st.integers(0, cursor))
    record.goto(cursor - steps)
    record.goto(cursor)
    assert record.state.position() == position
