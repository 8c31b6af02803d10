"""The manual's example plugin (user_manual/example/qtgames_nim) works as a drop-in."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.ai.arena import make_player
from qtgames.plugins import load_games
from tests.helpers import winning_moves


@pytest.fixture
def home(nim_home, monkeypatch):
    monkeypatch.setenv("QTGAMES_HOME", str(nim_home))
    return nim_home


def qtgames(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, QTGAMES_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "qtgames", *args], env=environment,
                          capture_output=True, text=True, timeout=120)


def test_the_example_loads_from_the_plugin_folder(home):
    listing = json.loads(qtgames("list", "--json", home=home).stdout)
    nim = next(plugin for plugin in listing["plugins"] if plugin["name"] == "qtgames_nim")
    assert nim["error"] is None
    assert "drop-in" in nim["source"]
    moves = json.loads(qtgames("moves", "nim", "--position", "2 0", "--json", home=home).stdout)
    assert moves["moves"] == ["1", "2"]


def test_the_example_rules(home):
    spec = load_games().get("nim")
    state = spec.new_state({"matches": 11}, 0)
    assert state.legal_moves() == [1, 2, 3]
    assert state.check_move(4) == "take 1, 2 or 3 matches"
    for move in (3, 3, 3, 2):
        state.play(move)
    assert state.outcome().winners == frozenset({1})
    state.undo()
    assert state.position() == "2 1" and not state.is_over()


@pytest.mark.parametrize("matches", range(5, 16))
def test_the_example_levels_find_the_proven_win(home, matches: int) -> None:
    spec = load_games().get("nim")
    state = spec.from_position(f"{matches} 0", {})
    winners = winning_moves(state)
    assert winners == ([] if matches % 4 == 0 else [matches % 4])  # leave a multiple of 4
    if not winners:
        return
    hard, medium = make_player(spec, "hard", 1), make_player(spec, "medium", 1)
    hard.seconds = medium.seconds = None  # bounded by depth only: the same move anywhere
    assert hard.choose(state) in winners  # it searches 30 moves deep
    if winning_moves(state, 3):  # within the three moves medium searches
        assert medium.choose(state) in winners


def test_the_example_is_played_in_the_text_version(home):
    done = subprocess.run(
        [sys.executable, "-m", "qtgames", "text", "nim", "--players", "human,human",
         "--option", "matches=11"], input="3\n3\n3\n2\n", capture_output=True, text=True,
        env=dict(os.environ, QTGAMES_HOME=str(home)), timeout=120)
    assert done.returncode == 0, done.stderr
    assert "| | | | | | | | | | |  (11)" in done.stdout
    assert "Second player wins." in done.stdout
