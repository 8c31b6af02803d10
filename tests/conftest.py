"""Shared fixtures: every test runs with its own QTGAMES_HOME, never the user's folders."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # any Qt a test starts stays offscreen

from qtgames.cli import common
from qtgames.core.game import GameSpec
from qtgames.players.sandbox import NO_SANDBOX
from qtgames.plugins import GameRegistry, load_games
from tests.example_plugins import nim_home as shared_nim_home

#: The files that take longest (minutes on a busy machine), run first: tools/test hands out
#: whole files to its workers in this order, and none of these must start last.
SLOW_FIRST = ("tests/packaging/test_wheel.py", "tests/kit/test_typed_plugin.py",
              "tests/kit/test_scene_and_undo_typing.py", "tests/hostile/test_open_door.py",
              "tests/core/test_table_properties.py", "tests/tournament/test_dutch_oracle.py",
              "tests/games/reversi/test_reversi_bitboard.py",
              "tests/games/reversi/test_reversi_solver.py", "tests/core/test_notations.py",
              "tests/kit/test_check_command.py", "tests/cli/test_cli.py",
              "tests/tournament/test_openings.py", "tests/ai/test_calibration.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the tests of ``SLOW_FIRST`` first, each file's tests in their order."""
    rank = {name: index for index, name in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))


@pytest.fixture(autouse=True)
def qtgames_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user folder for each test."""
    home = tmp_path / "qtgames-home"
    home.mkdir()
    monkeypatch.setenv("QTGAMES_HOME", str(home))
    monkeypatch.delenv("QTGAMES_STRICT_PLUGINS", raising=False)
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("QTGAMES_LANG", "en")
    # ``--no-sandbox`` sets this for the rest of the process: a command a test runs with it
    # must not take the box away from the tests after it (restored when the test ends)
    monkeypatch.setenv(NO_SANDBOX, os.environ.get(NO_SANDBOX, ""))
    monkeypatch.setattr(common, "_registry", None)  # plugins are found again in each test
    return home


@pytest.fixture
def registry() -> GameRegistry:
    """The built-in games."""
    return load_games()


@pytest.fixture
def reversi(registry: GameRegistry) -> GameSpec:
    """The Black & White game spec."""
    return registry.get("reversi")


@pytest.fixture(scope="session")
def nim_home() -> Path:
    """A user folder whose plugin folder holds the manual's example plugin, Nim. One for the
    whole run: a drop-in is imported once per process, from one path."""
    return shared_nim_home()
