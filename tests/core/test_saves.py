"""Save files: round trip, atomic writes, and a clear error for every kind of bad file."""

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from qtgames.cli.main import main
from qtgames.core import saves
from qtgames.core.errors import SaveFileError
from qtgames.core.record import GameRecord


@pytest.fixture
def game(reversi) -> GameRecord:
    record = GameRecord(reversi, {"size": 10, "first": "white"}, seed=42,
                        players=["human", "hard"])
    for _ in range(5):
        record.play(record.state.legal_moves()[0])
    record.undo(2)
    return record


def test_round_trip_keeps_everything(tmp_path: Path, game: GameRecord, registry) -> None:
    path = tmp_path / "game.qtgame"
    saves.save(game, path)
    document = json.loads(path.read_text("utf-8"))
    assert document["format"] == "qtgames-save" and document["version"] == 1
    with nothing_written(tmp_path):
        loaded = saves.load(path, registry.get)
    assert loaded.moves == game.moves and loaded.cursor == game.cursor == 3
    assert loaded.state.position() == game.state.position()
    assert loaded.options == {"size": 10, "first": "white"} and loaded.seed == 42
    assert [seat.player for seat in loaded.seats] == ["human", "hard"]
    loaded.redo(2)
    game.redo(2)
    assert loaded.state.position() == game.state.position()


def test_save_is_atomic_when_the_write_fails(tmp_path: Path, game: GameRecord,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.qtgame"
    saves.save(game, path)
    before = path.read_bytes()
    game.redo()

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveFileError, match="No space left on device"):
        saves.save(game, path)
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == ["game.qtgame"]  # no temporary left


OLD = 1_000_000_000_000_000_000  # 2001, in nanoseconds: any write since then shows


def _listing(folder: Path) -> dict[str, tuple[int, bytes | None]]:
    """Every file and folder under ``folder``: modification time and content."""
    return {str(path.relative_to(folder)): (path.stat().st_mtime_ns,
                                            path.read_bytes() if path.is_file() else None)
            for path in sorted(folder.rglob("*"))}


@contextmanager
def nothing_written(folder: Path) -> Iterator[None]:
    """Fail if anything under ``folder`` is created, deleted, written or touched inside."""
    for path in [folder, *folder.rglob("*")]:
        os.utime(path, ns=(OLD, OLD))
    before = _listing(folder)
    yield
    assert _listing(folder) == before
    assert folder.stat().st_mtime_ns == OLD


def _valid(game: GameRecord) -> dict:
    return saves.to_json(game)


def _bad_files(game: GameRecord) -> dict[str, tuple[bytes, str]]:
    valid = json.dumps(_valid(game)).encode()
    wrong_types = _valid(game) | {"moves": "d3 c5"}
    wrong_seed = _valid(game) | {"seed": "42"}
    bad_version = _valid(game) | {"version": 99}
    unknown_game = _valid(game) | {"game": "chess"}
    illegal = _valid(game) | {"moves": [game.moves[0], "a1"], "cursor": 2}
    bad_option = _valid(game) | {"options": {"size": 7}}
    unknown_option = _valid(game) | {"options": {"colour": "red"}}
    bad_cursor = _valid(game) | {"cursor": 12}
    return {
        "not-json": (b"this is not a saved game", "invalid JSON"),
        "binary": (b"\x80\x81\x82", "not UTF-8"),
        "truncated": (valid[: len(valid) // 2], "truncated"),
        "empty": (b"", "empty"),
        "whitespace": (b"  \n", "empty"),
        "wrong-format": (b'{"format": "chess-pgn"}', "not a qtgames saved game"),
        "array": (b"[1, 2, 3]", "not a qtgames saved game"),
        "wrong-types": (json.dumps(wrong_types).encode(), "'moves' should be a list"),
        "wrong-seed": (json.dumps(wrong_seed).encode(), "'seed' should be a whole number"),
        "version": (json.dumps(bad_version).encode(), "format version 99"),
        "unknown-game": (json.dumps(unknown_game).encode(), "unknown game 'chess'"),
        "illegal-move": (json.dumps(illegal).encode(), "illegal move 'a1' at position 2"),
        "bad-option": (json.dumps(bad_option).encode(), "size: 7 is not one of"),
        "unknown-option": (json.dumps(unknown_option).encode(), "unknown option 'colour'"),
        "cursor": (json.dumps(bad_cursor).encode(), "cursor 12 is outside"),
        "deep": (b"[" * 100000, "not a saved game"),
    }


BAD_CASES = ["not-json", "binary", "truncated", "empty", "whitespace", "wrong-format", "array",
             "wrong-types", "wrong-seed", "version", "unknown-game", "illegal-move",
             "bad-option", "unknown-option", "cursor", "deep"]


@pytest.mark.parametrize("case", BAD_CASES)
def test_bad_files_give_one_clear_line_and_change_nothing(
        case: str, tmp_path: Path, game: GameRecord, registry,
        capsys: pytest.CaptureFixture[str]) -> None:
    content, message = _bad_files(game)[case]
    path = tmp_path / "bad.qtgame"
    path.write_bytes(content)
    with nothing_written(tmp_path):  # the file, its folder and the user folders inside
        with pytest.raises(SaveFileError, match=message.replace("(", r"\(")) as error:
            saves.load(path, registry.get)
        assert "\n" not in str(error.value)
        assert main(["moves", "reversi", "--load", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("qtgames: ") and "Traceback" not in err
    assert path.read_bytes() == content


def test_file_over_10_mb_is_refused(tmp_path: Path, registry) -> None:
    path = tmp_path / "huge.qtgame"
    with path.open("wb") as handle:
        handle.truncate(saves.MAX_BYTES + 1)
    with pytest.raises(SaveFileError, match="too large"):
        saves.load(path, registry.get)
    assert main(["moves", "reversi", "--load", str(path)]) == 2


def test_missing_file(tmp_path: Path, registry) -> None:
    with pytest.raises(SaveFileError, match="cannot open"):
        saves.load(tmp_path / "nope.qtgame", registry.get)


def test_load_reports_its_progress_and_stops_when_told(
        tmp_path: Path, reversi, registry, monkeypatch: pytest.MonkeyPatch) -> None:
    record = GameRecord(reversi, {"size": 8}, seed=1)
    while not record.state.is_over():
        record.play(record.state.legal_moves()[0])
    total = len(record.moves)
    path = tmp_path / "game.qtgame"
    saves.save(record, path)
    monkeypatch.setattr(saves, "PROGRESS_EVERY", 10)
    told: list[tuple[int, int]] = []
    loaded = saves.load(path, registry.get, lambda done, of: told.append((done, of)))
    assert loaded.moves == record.moves
    assert told == [(done, total) for done in range(0, total, 10)] + [(total, total)]

    class Stop(Exception):
        pass

    def stop(done: int, of: int) -> None:
        if done >= 20:
            raise Stop

    with pytest.raises(Stop):  # not turned into a SaveFileError
        saves.load(path, registry.get, stop)
