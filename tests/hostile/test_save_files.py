"""Hostile save files: devices, pipes, folders, truncation, byte-order marks, versions,
option types, echoed values, seeds, move caps."""

import json
import os
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.errors import IllegalMoveError, SaveFileError
from qtgames.core.record import GameRecord
from qtgames.core.rng import MAX_SEED, PLAIN
from qtgames.plugins import GameRegistry
from tests.hostile.helpers import run_qtgames

#: Longest echoed value, with room for the words around it.
SHORT_MESSAGE = 300


def _document(record: GameRecord, **changes: object) -> bytes:
    return json.dumps(saves.to_json(record) | changes).encode("utf-8")


def _load_error(data: bytes, registry: GameRegistry) -> str:
    with pytest.raises(SaveFileError) as error:
        saves.loads(data, registry.get)
    return str(error.value)


# -- item 6: reading never trusts the size -----------------------------------------------


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_loading_a_device_is_refused_at_once(device: str, tmp_path: Path) -> None:
    result = run_qtgames(["moves", "reversi", "--load", device], tmp_path)
    assert result.returncode == 2, result.stderr
    assert "not an ordinary file" in result.stderr and result.stderr.count("\n") == 1


def test_loading_a_named_pipe_does_not_wait_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.qtgame"
    os.mkfifo(pipe)
    result = run_qtgames(["moves", "reversi", "--load", str(pipe)], tmp_path)
    assert result.returncode == 2, result.stderr
    assert "not an ordinary file" in result.stderr


def test_loading_a_folder_says_so(tmp_path: Path, registry: GameRegistry) -> None:
    with pytest.raises(SaveFileError, match="is a folder"):
        saves.load(tmp_path, registry.get)


def test_bounded_read_reads_one_byte_past_the_limit_at_most(tmp_path: Path) -> None:
    from qtgames.core.files import FileReadError, read_bounded

    path = tmp_path / "file"
    path.write_bytes(b"x" * 11)
    assert read_bounded(path, 11) == b"x" * 11
    with pytest.raises(FileReadError, match="too large"):
        read_bounded(path, 10)


# -- item 12: what loading says -----------------------------------------------------------


def test_a_save_cut_anywhere_says_truncated(game: GameRecord, registry: GameRegistry) -> None:
    whole = saves.dumps(game).encode("utf-8")
    end = len(whole.rstrip())
    for cut in range(1, end):
        if not whole[:cut].strip():
            continue
        message = _load_error(whole[:cut], registry)
        assert "truncated" in message, (cut, whole[:cut][-20:], message)


@pytest.mark.parametrize("junk", [b"{ not json", b'{"a": nope', b'["x", }'])
def test_junk_with_an_open_bracket_is_not_called_truncated(
        junk: bytes, registry: GameRegistry) -> None:
    assert "invalid JSON" in _load_error(junk, registry)


def test_a_byte_order_mark_is_accepted(game: GameRecord, registry: GameRegistry) -> None:
    data = b"\xef\xbb\xbf" + saves.dumps(game).encode("utf-8")
    assert saves.loads(data, registry.get).moves == game.moves


def test_a_save_from_a_newer_game_version_is_refused_clearly(
        game: GameRecord, registry: GameRegistry) -> None:
    message = _load_error(_document(game, game_version="99.0.0"), registry)
    assert "newer" in message and "99.0.0" in message
    older = saves.loads(_document(game, game_version="0.1"), registry.get)
    assert older.moves == game.moves


def test_a_newer_format_names_the_app_that_wrote_it(game: GameRecord,
                                                    registry: GameRegistry) -> None:
    message = _load_error(_document(game, version=2, app_version="9.0"), registry)
    assert "9.0" in message and "format version 2" in message


def test_versions_must_be_texts(game: GameRecord, registry: GameRegistry) -> None:
    assert "'game_version' should be text" in _load_error(
        _document(game, game_version=3), registry)


def test_options_keep_their_declared_type(game: GameRecord, registry: GameRegistry,
                                          tmp_path: Path) -> None:
    message = _load_error(_document(game, options={"size": 8.0}), registry)
    assert "size" in message and "8.0" in message
    zen = _document(game, game="zen", game_version="1.0.0", moves=[], cursor=0,
                    options={"players": "2"}, seats=[{"player": "human"}] * 2)
    assert "players" in _load_error(zen, registry)


@pytest.mark.parametrize("field,value", [  # ids: the numbers are too long for names
    ("game", "g" * 1_000_000),
    ("cursor", 10 ** 400 + 1),
    ("moves", ["d" * 100_000]),
    ("options", {"size": "9" * 100_000}),
    ("options", {"s" * 100_000: 1}),
    ("version", 10 ** 400),
    ("game_version", "9" * 100_000),
], ids=["game", "cursor", "move", "option-value", "option-key", "version", "game-version"])
def test_echoed_values_are_cut(field: str, value: object, game: GameRecord,
                               registry: GameRegistry) -> None:
    changes: dict[str, object] = {field: value}
    if field == "moves":
        changes["cursor"] = 1
    message = _load_error(_document(game, **changes), registry)
    assert len(message) < SHORT_MESSAGE, message[:200]


@pytest.mark.parametrize("seed", [str(MAX_SEED + 1), "9" * 5000, "-1"],
                         ids=["too-large", "5000-digits", "-1"])
def test_the_seed_is_bounded(seed: str, game: GameRecord, registry: GameRegistry,
                             tmp_path: Path) -> None:
    text = saves.dumps(game).replace(f'"seed": {game.seed}', f'"seed": {seed}')
    assert "seed" in _load_error(text.encode("utf-8"), registry)
    saves.loads(saves.dumps(game).replace(f'"seed": {game.seed}', f'"seed": {MAX_SEED}'),
                registry.get)


def test_a_huge_seed_in_the_autosave_does_not_stop_the_command(tmp_path: Path,
                                                              game: GameRecord) -> None:
    path = tmp_path / "huge-seed.qtgame"
    path.write_text(saves.dumps(game).replace(f'"seed": {game.seed}', '"seed": ' + "9" * 5000))
    result = run_qtgames(["moves", "reversi", "--load", str(path)], tmp_path)
    assert result.returncode == 2 and "seed" in result.stderr, result.stderr


# -- item 9: the move cap --------------------------------------------------------------


def test_a_save_longer_than_the_game_allows_is_refused_before_replaying(
        registry: GameRegistry, monkeypatch: pytest.MonkeyPatch) -> None:
    zen = registry.get("zen")
    record = GameRecord(zen, {"first": "black"}, seed=1)
    cycle = ["A1-D1", "K1-H1", "D1-A1", "H1-K1"]
    moves = cycle * (zen.max_plies // 4 + 1)
    document = saves.to_json(record) | {"moves": moves, "cursor": len(moves)}
    replayed: list[str] = []
    monkeypatch.setattr(GameRecord, "play_text", lambda self, text: replayed.append(text))
    message = _load_error(json.dumps(document).encode("utf-8"), registry)
    assert f"{len(moves)} moves" in message and str(zen.max_plies) in message
    assert replayed == []


def test_every_game_declares_a_move_cap_its_games_fit_in(registry: GameRegistry) -> None:
    for spec in registry.games.values():
        assert 100 <= spec.max_plies <= 100_000, spec.id


def test_a_game_stops_at_its_length_cap_so_its_save_always_loads(registry: GameRegistry,
                                                                  tmp_path: Path) -> None:
    import dataclasses
    import random

    short = dataclasses.replace(registry.get("zen"), max_plies=12)
    record = GameRecord(short, {}, 5, deal_key=PLAIN)
    rng = random.Random(5)
    while record.cursor < 12 and not record.state.is_over():
        record.play(rng.choice(record.state.legal_moves()))
    assert record.cursor == 12
    with pytest.raises(IllegalMoveError, match="reached 12 moves"):
        record.play(record.state.legal_moves()[0])
    assert record.cursor == 12 and len(record.moves) == 12   # nothing changed
    path = tmp_path / "capped.qtgame"
    saves.save(record, path)
    assert saves.load(path, lambda game_id: short).moves == record.moves
