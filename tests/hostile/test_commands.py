"""Commands that contradicted themselves or said more than they should: the random level a
hint lists, a saved game of another game, and the self-test's stderr."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.core.record import GameRecord
from qtgames.core.rng import PLAIN
from qtgames.plugins import load_games
from tests.helpers import run


def test_hint_accepts_the_random_level_it_lists(capsys) -> None:
    code, out, err = run(["hint", "reversi", "--level", "random", "--json"], capsys)
    assert code == 0, err
    assert '"level": "random"' in out


def _duel_save(path: Path) -> Path:
    record = GameRecord(load_games().get("duel"), seed=1, deal_key=PLAIN)
    saves.save(record, path)
    return path


@pytest.mark.parametrize("command", ["moves", "hint"])
def test_a_saved_game_of_another_game_is_refused(command, tmp_path, capsys) -> None:
    path = _duel_save(tmp_path / "duel.qtgame")
    code, out, err = run([command, "reversi", "--load", str(path)], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "duel" in err and "reversi" in err


def test_a_saved_game_of_the_same_game_is_accepted(tmp_path, capsys) -> None:
    path = _duel_save(tmp_path / "duel.qtgame")
    code, _, err = run(["moves", "duel", "--load", str(path)], capsys)
    assert code == 0, err


def test_self_test_prints_nothing_on_stderr(tmp_path) -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "qtgames", "--self-test"], env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


def test_options_with_a_saved_game_are_refused(tmp_path, capsys) -> None:
    path = _duel_save(tmp_path / "duel.qtgame")
    code, out, err = run(["moves", "duel", "--load", str(path), "--option", "x=1"], capsys)
    assert code == 2 and out == "" and "--load" in err and err.count("\n") == 1
