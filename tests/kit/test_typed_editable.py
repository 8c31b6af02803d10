"""In the development install (``tools/setup``: qtgames editable), mypy --strict finds
qtgames, its types and the built-in games' types from a plugin outside the source tree,
with no MYPYPATH; every built-in game ships ``py.typed``."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import qtgames

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "user_manual" / "example" / "qtgames_nim"
BUILT_IN = ("qtgames_chifoumi", "qtgames_duel", "qtgames_reversi", "qtgames_roses",
            "qtgames_zen")

PLUGIN_USING_A_BUILT_IN_GAME = '''
from qtgames_reversi.rules import ReversiState


def mobility(state: ReversiState) -> int:
    return len(state.legal_moves())
'''


def test_every_built_in_game_ships_its_types() -> None:
    for package in BUILT_IN:
        assert (ROOT / "plugins" / package / "py.typed").is_file(), package


def test_mypy_strict_finds_qtgames_from_a_plugin_outside_the_tree(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    if Path(qtgames.__file__).resolve().parent.parent != ROOT:
        pytest.skip("qtgames is not installed from this source tree (tools/setup)")
    shutil.copytree(EXAMPLE, tmp_path / "qtgames_nim",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "mobility.py").write_text(PLUGIN_USING_A_BUILT_IN_GAME, encoding="utf-8")
    env = {key: value for key, value in os.environ.items()
           if key not in ("MYPYPATH", "PYTHONPATH")}
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                           "qtgames_nim", "mobility.py"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    checked = len(list((tmp_path / "qtgames_nim").glob("*.py"))) + 1
    assert f"Success: no issues found in {checked} source files" in done.stdout
