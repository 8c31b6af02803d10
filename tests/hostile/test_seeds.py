"""A seed is checked at the door by one rule: the command line, new records and saves."""

from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.errors import BadInput, SaveFileError
from qtgames.core.record import GameRecord
from qtgames.core.rng import MAX_SEED, check_seed
from qtgames.plugins import GameRegistry
from tests.helpers import run


@pytest.mark.parametrize("game", ["reversi", "duel"])
@pytest.mark.parametrize("seed", ["-1", str(MAX_SEED + 1)])
def test_the_text_version_refuses_a_seed_out_of_range(
        game: str, seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["text", game, "--players", "human,human", "--seed", seed], capsys)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "seed" in err and "Traceback" not in err
    assert out == ""


def test_hint_refuses_a_negative_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["hint", "reversi", "--seed", "-5"], capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1 and "seed" in err


@pytest.mark.parametrize("game", ["reversi", "duel"])
def test_a_record_refuses_a_seed_out_of_range(registry: GameRegistry, game: str) -> None:
    spec = registry.get(game)
    for seed in (-1, MAX_SEED + 1):
        with pytest.raises(BadInput, match="seed"):
            GameRecord(spec, seed=seed)


def test_every_seed_a_record_accepts_can_be_saved_and_loaded(
        registry: GameRegistry, tmp_path: Path) -> None:
    spec = registry.get("duel")
    for seed in (0, 1, MAX_SEED):
        record = GameRecord(spec, seed=seed, players=["human", "human"])
        saves.save(record, tmp_path / "game.qtgame")
        assert saves.load(tmp_path / "game.qtgame", registry.get).seed == seed


def test_a_save_with_a_seed_out_of_range_is_refused(registry: GameRegistry) -> None:
    document = saves.dumps(GameRecord(registry.get("reversi"), seed=1)).replace(
        '"seed": 1', f'"seed": {MAX_SEED + 1}')
    with pytest.raises(SaveFileError, match="seed"):
        saves.loads(document, registry.get)


def test_check_seed() -> None:
    assert check_seed(0) == 0 and check_seed(MAX_SEED) == MAX_SEED
    with pytest.raises(BadInput):
        check_seed(-1)
