"""``qtgames check``: the contract's checks catch bugs planted in copies of real games, and
pass on every game that keeps the contract."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from qtgames.cli.main import main
from qtgames.plugins import load_games
from qtgames.testing import GameCheckFailed, check_game, run_checks
from tests.example_plugins import EXAMPLE

ROOT = Path(__file__).resolve().parents[2]
DUEL = ROOT / "plugins" / "qtgames_duel"


def planted(tmp_path: Path, source: Path, file: str, *changes: tuple[str, str]) -> Path:
    """A copy of the plugin folder ``source`` with each ``(old, new)`` of ``changes`` made
    in ``file``."""
    copy = tmp_path / "plugin" / source.name
    shutil.copytree(source, copy)
    path = copy / file
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert text.count(old) == 1, f"{old!r} is not once in {file}"
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return copy


def check(target: str, tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """``qtgames check TARGET OPTIONS`` in a process of its own, with its own user folder."""
    environment = dict(os.environ, QTGAMES_HOME=str(tmp_path / "home"),
                       QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "qtgames", "check", target, *options],
                          env=environment, capture_output=True, text=True, timeout=300,
                          cwd=tmp_path)


NIM_BUGS = {
    "after-the-end moves": (
        "over-iff-no-moves", "rules.py",
        "return list(range(1, min(MOST, self.matches) + 1))",
        "return list(range(1, max(1, min(MOST, self.matches)) + 1))"),
    "an undo that does not restore whose turn it is": (
        "undo", "rules.py",
        "        self.matches += move\n        self.seat = 1 - self.seat",
        "        self.matches += move"),
    "a notation that does not round trip": (
        "notation-move", "rules.py", "        return str(move)\n",
        "        return str(move % 3)\n"),
    "a game that never ends": (
        "ends", "rules.py",
        "return list(range(1, min(MOST, self.matches) + 1))",
        "return list(range(1, min(MOST, self.matches) + 1)) or [0]"),
}
#: The second change some bugs need, in the same file.
ALSO = {"a game that never ends": (
    'return Outcome(frozenset({1 - self.seat}), "last match") if self.matches == 0 else None',
    "return None")}
DUEL_BUGS = {
    "a view whose history keeps the other hand": (
        "view", "rules.py", "        clone._mask_history(partial(_seen_by, seat))\n", ""),
    "a view that hides nothing": (
        "view", "rules.py", "        clone.hands[1 - seat] = []\n"
        "        clone.hidden_hands[1 - seat] = True\n        clone.draws = [[], []]\n"
        "        clone.hidden_draws = [True, True]\n", ""),
}


@pytest.mark.parametrize("bug", sorted(NIM_BUGS))
def test_check_catches_a_bug_planted_in_nim(bug: str, tmp_path: Path) -> None:
    invariant, file, old, new = NIM_BUGS[bug]
    changes = [(old, new), *([ALSO[bug]] if bug in ALSO else [])]
    done = check(str(planted(tmp_path, EXAMPLE, file, *changes)), tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith(f"{invariant}: nim matches=") and " seed " in line
               and ", moves " in line for line in lines), done.stdout + done.stderr
    assert "every invariant holds" not in done.stdout


@pytest.mark.parametrize("bug", sorted(DUEL_BUGS))
def test_check_catches_a_leaky_view_planted_in_duel(bug: str, tmp_path: Path) -> None:
    invariant, file, old, new = DUEL_BUGS[bug]
    done = check(str(planted(tmp_path, DUEL, file, (old, new))), tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert any(line.startswith(f"{invariant}: duel ") for line in done.stdout.splitlines()), \
        done.stdout + done.stderr


def test_the_failure_line_reproduces_the_bug(tmp_path: Path) -> None:
    _, file, old, new = NIM_BUGS["an undo that does not restore whose turn it is"]
    done = check(str(planted(tmp_path, EXAMPLE, file, (old, new))), tmp_path)
    (line,) = [line for line in done.stdout.splitlines() if line.startswith("undo: ")]
    # The shortest failure: at the start, take some matches and put them back.
    assert line.startswith("undo: nim matches=21 seed 1, moves (the start): playing ")
    assert line.endswith("then undoing it does not restore the position: '21 1' instead "
                         "of '21 0'")


def test_check_passes_on_the_example_drop_in_and_says_so(tmp_path: Path) -> None:
    done = check(str(EXAMPLE), tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    warning, line = done.stdout.splitlines()
    assert warning == WARNING
    assert line.startswith("nim: every invariant holds (") and "random games" in line


#: The first line of ``qtgames check``.
WARNING = ("check runs the plugin's code as you, with your rights and outside any box: "
           "check only a plugin you trust")


def test_check_says_first_that_the_plugins_code_runs_as_you(tmp_path: Path) -> None:
    plugin = tmp_path / "marker_game.py"
    marker = tmp_path / "the-plugin-ran"
    plugin.write_text(f"open({str(marker)!r}, 'w').close()\n", encoding="utf-8")
    done = check(str(plugin), tmp_path)
    assert done.stdout.splitlines()[0] == WARNING
    assert marker.exists()  # its top-level code did run: hence the warning
    helped = subprocess.run([sys.executable, "-m", "qtgames", "check", "--help"],
                            capture_output=True, text=True, timeout=60, check=True)
    assert "runs the plugin's code (its top-level code too) as you" in " ".join(
        helped.stdout.split())


def test_check_plays_as_many_random_games_as_asked(tmp_path: Path) -> None:
    played = {}
    for games in (5, 25):  # with the default options; each other option set plays one more
        done = check(str(EXAMPLE), tmp_path, "--games", str(games), "--no-scene")
        assert done.returncode == 0, done.stdout + done.stderr
        played[games] = int(done.stdout.split("(")[1].split()[0])
    assert played[25] - played[5] == 20
    refused = check(str(EXAMPLE), tmp_path, "--games", "0")
    assert refused.returncode == 2 and "from 1 to 10000, not 0" in refused.stderr
    assert "Traceback" not in refused.stderr


@pytest.mark.parametrize("game_id", ["chifoumi", "duel", "reversi", "roses", "zen"])
def test_every_built_in_game_keeps_the_contract(game_id: str) -> None:
    report = check_game(load_games().get(game_id))
    assert report.ok and report.games >= 2 and report.positions > 10


def test_check_game_raises_one_line_per_broken_invariant(tmp_path: Path) -> None:
    _, file, old, new = NIM_BUGS["a notation that does not round trip"]
    folder = planted(tmp_path, EXAMPLE, file, (old, new))
    # Loaded in this process under a name of its own: the example keeps "qtgames_nim".
    renamed = folder.with_name("qtgames_nim_planted")
    folder.rename(renamed)
    for path in renamed.glob("*.py"):
        text = path.read_text(encoding="utf-8").replace("qtgames_nim", "qtgames_nim_planted")
        path.write_text(text, encoding="utf-8")
    spec = load_games(builtin=(), use_entry_points=False, drop_ins=[renamed],
                      strict=True).get("nim")
    with pytest.raises(GameCheckFailed) as failed:
        check_game(spec, scene=False)
    assert "notation-move: nim matches=21 seed 1" in str(failed.value)
    assert not run_checks(spec, scene=False).ok


def test_check_refuses_what_is_neither_a_game_nor_a_plugin(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "nowhere.txt")]) == 2
    assert "neither a game id nor a drop-in plugin" in capsys.readouterr().err
    assert main(["check", "nosuchgame"]) == 2
