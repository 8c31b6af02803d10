"""A ``GameSpec`` ties a game's states to its text view for the type checker: the spec of
a game is ``GameSpec[ItsState]``, and a text view written for another game's states is an
error mypy reports (the text view is given as its class)."""

import os
from pathlib import Path

import pytest

from qtgames.core.game import GameSpec, GameSpecError, check_spec
from qtgames.core.textview import TextView
from qtgames.plugins import load_games

mypy_api = pytest.importorskip("mypy.api")
ROOT = Path(__file__).resolve().parents[2]

SPEC = '''
from qtgames.core.game import GameSpec
from qtgames_reversi.rules import ReversiState, new_state, state_from_position
from qtgames_reversi.text import ReversiTextView
from qtgames_zen.text import ZenTextView

GAME = GameSpec(id="board", name={"en": "Board"}, summary={"en": "A board."}, version="1",
                new_state=new_state, from_position=state_from_position, seats=("a", "b"),
                seat_labels={}, levels=(), text_view={view})
SPEC: GameSpec[ReversiState] = GAME
ANY: GameSpec = GAME
'''




def mypy(view: str, folder: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[str, int]:
    """mypy --strict on a plugin's description giving ``view`` as its text view."""
    source = folder / "board.py"
    source.write_text(SPEC.replace("{view}", view), encoding="utf-8")
    (folder / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    monkeypatch.setenv("MYPYPATH", os.pathsep.join([str(ROOT), str(ROOT / "plugins")]))
    out, err, status = mypy_api.run(["--strict", "--no-incremental", "--config-file",
                                     str(folder / "mypy.ini"), str(source)])
    return out + err, status


def test_a_text_view_of_the_games_states_type_checks(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy("ReversiTextView", tmp_path, monkeypatch)
    assert status == 0, out


def test_a_text_view_of_another_games_states_is_a_type_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, status = mypy("ZenTextView", tmp_path, monkeypatch)
    assert status == 1 and "ZenGame" in out and "ReversiState" in out, out


def test_the_text_view_may_be_its_class_and_is_made_from_it() -> None:
    from qtgames_reversi.text import ReversiTextView

    reversi = load_games().get("reversi")
    spec = GameSpec(**{**vars(reversi), "text_view": ReversiTextView})
    check_spec(spec)
    assert isinstance(spec.make_text_view(), ReversiTextView)
    with pytest.raises(GameSpecError, match="text_view should be a TextView class"):
        check_spec(GameSpec(**{**vars(reversi), "text_view": TextView.__mro__[-1]}))
