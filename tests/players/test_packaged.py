"""In a packaged build there is no Python to run a bot file with: the qtgames executable
runs it itself when called with the bootstrap's flag, before anything else."""

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core.game import GameSpec
from qtgames.players.arena import play_game
from qtgames.players.sandbox import NO_SANDBOX
from tests.players.conftest import EXAMPLE, child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in")

PACKAGING = Path(__file__).parents[2] / "packaging"


@pytest.mark.parametrize("entry", ["qtgames_cli.py", "qtgames_app.py"])
def test_the_packaged_executables_run_outside_players(
        entry: str, reversi: GameSpec, bot: Callable[[str], Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    executable = tmp_path / "qtgames"
    executable.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{PACKAGING / entry}" "$@"\n')
    executable.chmod(0o755)
    python = sys.executable  # an engine written in Python still needs a Python
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))
    # The stand-in runs the source tree's entry script, which a box (showing a real
    # bundle's own folder) would hide: the box is another test's subject.
    monkeypatch.setenv(NO_SANDBOX, "1")
    options = reversi.resolve_options({"size": 6})
    result = play_game(reversi, options, 1, [f"py:{bot('good')}",
                                             f"engine:{python} {EXAMPLE}"])
    assert result.forfeit is None and result.plies > 20
    result = play_game(reversi, options, 1, [f"py:{bot('raising')}", "random"])
    assert result.forfeit is not None and "the bot is confused" in result.forfeit[1]
    assert child_processes() == []
