"""The scene's moves and the undo data are typed: mypy --strict reports a scene choosing a
move of another type, a shell listening for one, and a state saving or reading undo data of
another type than it names; a plugin written before they were typed (``GameState[M]``,
``BoardScene[S]``, ``moveChosen.emit``) still type-checks, loads and passes the check."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

mypy_api = pytest.importorskip("mypy.api")
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "user_manual" / "example" / "qtgames_nim"

SCENE = '''
from qtgames.app.scene import BoardScene
from qtgames_nim.rules import NimState


class Scene(BoardScene[NimState, int]):
    def show_state(self, state: NimState, interactive: bool) -> None:
        self.choose_move({move})


def shell(scene: Scene) -> None:
    def played(move: {slot}) -> None:
        print(move)
    scene.on_move(played)
'''

STATE = '''
from qtgames.core.outcome import Outcome
from qtgames.core.state import GameState

Saved = tuple[int, bool]


class Count(GameState[int, Saved]):
    seats = ("a", "b")

    def __init__(self) -> None:
        super().__init__()
        self.left, self.over = 5, False

    def to_move(self) -> int:
        return self.ply() % 2

    def legal_moves(self) -> list[int]:
        return [] if self.left <= 0 else [1, 2]

    def _apply(self, move: int) -> {saved}:
        self.left -= move
        return {returned}

    def _revert(self, move: int, saved: {saved}) -> None:
        self.left = saved[0]

    def outcome(self) -> Outcome | None:
        return None

    def format_move(self, move: int) -> str:
        return str(move)

    def parse_move(self, text: str) -> int:
        return int(text)

    def position(self) -> str:
        return str(self.left)


def first_saved(state: Count) -> int:
    return sum(saved[0] for _, saved in state.history())
'''


def mypy(sources: dict[str, str], folder: Path, monkeypatch: pytest.MonkeyPatch
         ) -> tuple[str, int]:
    """mypy --strict on ``sources`` (file name → text) written to ``folder``."""
    for name, text in sources.items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    paths = [str(ROOT / "user_manual" / "example"), str(ROOT)]
    monkeypatch.setenv("MYPYPATH", os.pathsep.join(paths))
    out, err, status = mypy_api.run(["--strict", "--no-incremental", "--config-file",
                                     str(folder / "mypy.ini"),
                                     *(str(folder / name) for name in sources)])
    return out + err, status


def test_a_scene_choosing_its_own_move_type_checks(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"scene.py": SCENE.format(move="2", slot="int")}, tmp_path,
                       monkeypatch)
    assert status == 0, out


def test_a_scene_choosing_another_move_type_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"scene.py": SCENE.format(move='"two"', slot="int")}, tmp_path,
                       monkeypatch)
    assert status == 1 and '"choose_move" of "BoardScene" has incompatible type "str"' \
        in out, out


def test_a_shell_listening_for_another_move_type_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"scene.py": SCENE.format(move="2", slot="str")}, tmp_path,
                       monkeypatch)
    assert status == 1 and '"on_move" of "BoardScene" has incompatible type' in out, out


POINTS = '''
from PySide6.QtCore import QPointF

from qtgames.app.scene import BoardScene
from qtgames_nim.rules import NimState


class Scene(BoardScene[NimState, int]):
    def show_state(self, state: NimState, interactive: bool) -> None:
        pass

    def move_points(self, move: {move}) -> list[QPointF]:
        return [QPointF(move, 0)] if isinstance(move, int) else []
'''


def test_move_points_takes_the_scene_s_own_move_type(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"points.py": POINTS.format(move="int")}, tmp_path, monkeypatch)
    assert status == 0, out


def test_move_points_of_another_move_type_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"points.py": POINTS.format(move="str")}, tmp_path, monkeypatch)
    assert status == 1 and 'Argument 1 of "move_points" is incompatible' in out, out


def test_a_state_saving_its_own_undo_data_type_checks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"count.py": STATE.format(saved="Saved",
                                                 returned="(self.left + move, False)")},
                       tmp_path, monkeypatch)
    assert status == 0, out


def test_a_state_saving_other_undo_data_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"count.py": STATE.format(saved="Saved", returned='"undo me"')},
                       tmp_path, monkeypatch)
    assert status == 1 and "Incompatible return value type" in out, out


def test_a_state_reading_other_undo_data_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy({"count.py": STATE.format(saved="str",
                                                 returned="(self.left + move, False)")},
                       tmp_path, monkeypatch)
    assert status == 1 and 'Return type "str" of "_apply" incompatible' in out \
        and 'Argument 2 of "_revert" is incompatible' in out, out


#: How the example plugin, Nim, was written before the scene and the undo data were typed.
OLD_CONTRACT = {
    "rules.py": [("GameState[int, None]", "GameState[int]")],
    "scene.py": [("BoardScene[NimState, int]", "BoardScene[NimState]"),
                 ("self.choose_move(", "self.moveChosen.emit("),
                 # (move_points came later: an old plugin gave no points)
                 ("        if not 1 <= move <= min(MOST, len(self.matches)):\n"
                  "            return []\n"
                  "        return [self.matches[len(self.matches) - move].sceneBoundingRect()"
                  ".center()]\n", "        return []\n"),
                 ("def move_points(self, move: int)", "def move_points(self, move: object)")],
}


@pytest.fixture
def old_nim(tmp_path: Path) -> Path:
    """A copy of the example plugin written against the contract before typing."""
    plugin = tmp_path / "old" / "qtgames_nim"
    shutil.copytree(EXAMPLE, plugin, ignore=shutil.ignore_patterns("__pycache__"))
    for name, changes in OLD_CONTRACT.items():
        text = (plugin / name).read_text(encoding="utf-8")
        for new, old in changes:
            assert new in text, f"{name} no longer says {new}"
            text = text.replace(new, old)
        (plugin / name).write_text(text, encoding="utf-8")
    return plugin


def test_a_plugin_written_before_typing_still_type_checks(
        old_nim: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    (old_nim.parent / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    out, err, status = mypy_api.run(["--strict", "--no-incremental", "--config-file",
                                     str(old_nim.parent / "mypy.ini"), str(old_nim)])
    checked = len(list(old_nim.glob("*.py")))
    assert status == 0 and f"no issues found in {checked} source files" in out, out + err


def test_a_plugin_written_before_typing_still_loads_and_passes_the_check(
        old_nim: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QTGAMES_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "qtgames", "check", str(old_nim)],
                          capture_output=True, text=True, timeout=600, env=env,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[1].startswith("nim: every invariant holds"), done.stdout
