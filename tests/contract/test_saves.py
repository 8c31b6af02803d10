"""Save files round-trip: a seeded game saved and loaded again has the same moves, cursor,
position and seats (in a game with hidden cards against the computer, the position as the
person at the screen saw it: the file holds no more)."""

import random
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.record import HUMAN, GameRecord
from tests.contract.games import Case, registry

#: Moves of the saved games (loading replays them all, through the rules' checks).
PLIES = 300


def players(case: Case) -> list[str]:
    """A person, the random player and the computer levels, in turn, one per seat."""
    names = [HUMAN, "random", *(level.name for level in case.spec.levels)]
    seats = case.spec.seats_for(case.option_dict)
    return [names[index % len(names)] for index in range(len(seats))]


def check_loaded(record: GameRecord, loaded: GameRecord, where: str) -> None:
    """Everything came back; in a game with hidden cards against the computer, what the
    person at the screen saw came back, and the file held nothing more."""
    assert loaded.spec.id == record.spec.id, where
    assert loaded.options == record.options and loaded.seed == record.seed, where
    assert loaded.seats == record.seats, f"{where}: seats {loaded.seats} != {record.seats}"
    assert loaded.cursor == record.cursor, where
    assert loaded.state.move_stack() == record.state.move_stack(), where
    people = [index for index, seat in enumerate(record.seats) if seat.is_human]
    masked = saves.to_json_for_screen(record)
    if masked != saves.to_json(record):  # hidden cards, the computer playing, not over
        assert record.spec.hidden_information and len(people) < len(record.seats), where
        seen = saves.to_json_seen_by(record, people[0] if people else None)
        assert masked["position"] == seen["position"], where
        assert loaded.moves == record.moves[:record.cursor], where  # none taken back
        assert saves.to_json_for_screen(loaded) == masked, where
        for seat in people:
            assert loaded.state.view(seat).position() == record.state.view(seat).position(), \
                where
        return
    assert loaded.moves == record.moves, where
    assert loaded.state.position() == record.state.position(), where
    assert saves.to_json(loaded) == saves.to_json(record), where


@pytest.mark.parametrize("seed", [1])
def test_a_saved_game_loads_back(case: Case, seed: int, tmp_path: Path) -> None:
    record = GameRecord(case.spec, case.option_dict, seed, players(case))
    after_forced: list[int] = []
    rng = random.Random(seed)
    while len(record.moves) < PLIES and not record.state.is_over():
        if record.state.forced_move() is not None:
            after_forced.append(record.cursor + 1)  # just after a pass, an end of turn...
        record.play(rng.choice(record.state.legal_moves()))
    length = len(record.moves)
    end = record.state.position()
    record.goto(0)
    assert record.state.position() == record.start_state().position()
    record.goto(length)  # redo replays each move from its notation
    assert record.state.position() == end, f"{case.id} seed {seed}: redo ends elsewhere"
    for cursor in sorted({length // 2, length, *after_forced[:1]}):
        record.goto(cursor)
        where = f"{case.id} seed {seed}, {length} moves, cursor {cursor}"
        check_loaded(record, saves.loads(saves.dumps(record), registry().get), where)
    path = tmp_path / f"game{saves.EXTENSION}"
    saves.save(record, path)
    check_loaded(record, saves.load(path, registry().get), f"{case.id} seed {seed}, a file")
