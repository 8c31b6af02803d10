"""The manual's example of a game with hidden cards, Three tricks (user_manual/example/
qtgames_tricks): it passes ``qtgames check --strict`` and ``mypy --strict`` from where it
is, and its views hide the other hand, history included."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.core.errors import NotationError
from qtgames.plugins import load_games

ROOT = Path(__file__).resolve().parents[2]
TRICKS = ROOT / "user_manual" / "example" / "qtgames_tricks"


@pytest.fixture(scope="module")
def spec():
    return load_games(builtin=(), use_entry_points=False, drop_ins=[TRICKS], disabled=(),
                      strict=True).get("tricks")


def test_the_example_passes_check_strict(tmp_path: Path) -> None:
    env = dict(os.environ, QTGAMES_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "qtgames", "check", str(TRICKS), "--strict"],
                          capture_output=True, text=True, timeout=600, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[1].startswith("tricks: every invariant holds")
    assert "7 perft rows and 1 golden playthroughs shipped" in done.stdout


def test_the_example_is_typed(tmp_path: Path) -> None:
    api = pytest.importorskip("mypy.api")
    (tmp_path / "mypy.ini").write_text("[mypy]\n", encoding="utf-8")
    out, err, status = api.run(["--strict", "--no-incremental", "--config-file",
                                str(tmp_path / "mypy.ini"), str(TRICKS)])
    assert status == 0, out + err


def test_the_higher_card_takes_the_trick_and_leads(spec) -> None:
    state = spec.from_position("689/235/147 - - -", {})
    for card in (6, 5, 8):
        state.play_text(str(card))
    assert state.position() == "9/23/147 65 8 -" and state.to_move() == 1
    state.play_text("3")
    state.play_text("9")
    state.play_text("2")
    assert state.outcome().winners == {0} and state.outcome().scores == (3, 0)


def test_a_view_hides_the_other_hand_even_after_undo(spec) -> None:
    state = spec.from_position("689/235/147 - - -", {})
    state.play_text("6")
    view = state.view(1)
    assert view.position() == "??/235/??? - 6 1"
    assert view.undo() == 6
    assert view.position() == "???/235/??? - - 1"  # the card went back unseen
    drawn = view.determinize(random.Random(1))
    assert drawn.view(1).position() == view.position() and "?" not in drawn.position()


def test_a_view_reads_back_with_its_viewer_and_a_wrong_position_is_refused(spec) -> None:
    again = spec.from_position("?/35/??? 62 8 1", {})
    assert again.viewer() == 1 and again.position() == "?/35/??? 62 8 1"
    for wrong in ("689/235/147 - -", "689/235/147 - - 2", "669/235/147 - - -",
                  "89/235/147 - - -", "???/235/147 - - 1", "6?9/235/147 - - -"):
        with pytest.raises(NotationError):
            spec.from_position(wrong, {})
