"""The Roses students' AI files (``ai:FILE``) in matches: a file following the convention
plays its games; one that raises, hangs, exits or does not load loses each game by forfeit
with its reason; one that prints plays on undisturbed; nothing hangs."""

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from qtgames.core import saves
from qtgames.plugins import load_games
from qtgames_roses import GAME
from qtgames_roses.rules import PASS, PENALTY_PASS
from tests.helpers import run, run_json
from tests.players.conftest import BOTS, child_processes

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")

TATA = Path(GAME.rules_dir or ".") / "examples" / "ia_tata_suzanne.py"
GAMES = 2


@pytest.fixture
def roses_bot(bot: Callable[[str], Path]) -> Callable[[str], Path]:
    """A fresh copy of ``bots/roses/NAME.py``."""
    def copy(name: str) -> Path:
        return bot(f"roses/{name}")
    return copy


def match(a: str, b: str, capsys: pytest.CaptureFixture[str]) -> dict:
    return run_json(["match", "roses", a, b, "--games", str(GAMES), "--move-time", "0.5"],
                    capsys)


@pytest.mark.parametrize("file", ["tata", "printer"])
def test_a_file_following_the_convention_plays_its_games_to_the_end(
        file: str, roses_bot: Callable[[str], Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    path = TATA if file == "tata" else roses_bot(file)
    document = match(f"ai:{path}", "tata-suzanne", capsys)
    assert document["games"] == GAMES and document["forfeits"] == []
    assert child_processes() == []


@pytest.mark.parametrize(("file", "reason"), [
    ("raising", "play raised IndexError: list index out of range (raising.py, line 9)"),
    ("sleeper", "no answer within 0.5 s"),
    ("exiter", "play called sys.exit(0)"),
])
def test_a_failing_file_loses_every_game_by_forfeit(
        file: str, reason: str, roses_bot: Callable[[str], Path],
        capsys: pytest.CaptureFixture[str]) -> None:
    path = roses_bot(file)
    started = time.monotonic()
    document = match("tata-suzanne", f"ai:{path}", capsys)
    assert time.monotonic() - started < 30
    assert (document["a_wins"], document["b_wins"]) == (GAMES, 0)
    assert document["forfeits"] == [{"player": "b", "reason": f"{path}: {reason}"}] * GAMES
    assert child_processes() == []


def test_a_file_that_does_not_load_is_named_with_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ia.py"
    path.write_text("def name():\n    return 'x'\n\ndef play(plateau)\n    return 'pioche'\n")
    document = match(f"ai:{path}", "random", capsys)
    assert document["b_wins"] == GAMES
    assert document["forfeits"][0]["reason"] == (
        f"{path}: cannot be loaded: SyntaxError: expected ':' (ia.py, line 4)")


def test_a_file_answering_nonsense_passes_its_turns_and_its_games_replay(
        roses_bot: Callable[[str], Path], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    results = tmp_path / "results.jsonl"
    document = run_json(["match", "roses", f"ai:{roses_bot('garbage')}", "tata-suzanne",
                         "--games", str(GAMES), "--move-time", "0.5", "--jobs", "1",
                         "--results", str(results)], capsys)
    assert (document["games"], document["a_wins"], document["forfeits"]) == (GAMES, 0, [])
    assert child_processes() == []
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    games = [line for line in lines if line.get("format") == "qtgames-save"]
    assert len(games) == GAMES
    for game in games:
        record = saves.loads(json.dumps(game), load_games(use_entry_points=False).get)
        state = record.state
        assert state.is_over() and state.outcome().reason in ("passes", "last-pawn")
        # The nonsense file passed by penalty, even with cards it could play or a draw.
        penalties = [ply for ply, move in enumerate(record.moves) if move == "pass!"]
        assert penalties
        record.goto(penalties[0])
        assert state.legal_moves() != [PASS] and PENALTY_PASS not in state.legal_moves()


def test_a_knockout_of_files_goes_on_past_the_broken_ones(
        roses_bot: Callable[[str], Path], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    second = tmp_path / "copy" / "ia_tata_suzanne.py"
    second.parent.mkdir()
    second.write_text(TATA.read_text())
    names = [f"ai:{TATA}", f"ai:{second}", f"ai:{roses_bot('raising')}",
             f"ai:{roses_bot('garbage')}", f"ai:{roses_bot('sleeper')}"]
    code, out, err = run(["tournament", "roses", "--format", "knockout", *names, "--games",
                          "2", "--move-time", "0.5", "--jobs", "1"], capsys)
    assert code == 0, err
    # Five players: three byes in the first round, the bracket printed round by round.
    assert out.count(": bye") == 3
    assert out.index("Round 1 (quarter-final):") < out.index("Round 2 (semi-final):") < \
        out.index("Round 3 (final):") < out.index("Winner: ")
    assert "Final places (knock-out):" in out and "tie-break games" in out
    assert "play raised IndexError" in out and "no answer within 0.5 s" in out
    places = out[out.index("Final places"):out.index("Standings:")].splitlines()[2:]
    broken = ("raising.py", "sleeper.py")
    assert not any(name in places[0] or name in places[1] for name in broken)
    assert places[0].endswith("won the final") and places[1].endswith("lost in round 3")
    assert places[-1].endswith("lost in round 1")
    assert child_processes() == []


def test_the_text_version_plays_against_a_file(tmp_path: Path) -> None:
    import subprocess

    done = subprocess.run([sys.executable, "-m", "qtgames", "text", "roses", "--players",
                           f"ai:{TATA},ai:{BOTS / 'roses' / 'printer.py'}", "--seed", "3"],
                          capture_output=True, text=True, timeout=120,
                          stdin=subprocess.DEVNULL, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Red (ia_tata_suzanne.py) is thinking" in done.stdout
    assert "plateau :" not in done.stdout  # the file's prints never reach the screen
    assert "loses by forfeit" not in done.stdout
