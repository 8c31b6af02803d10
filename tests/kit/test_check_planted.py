"""``qtgames check`` catches the bugs plugin authors really make, each planted in a copy of
the manual's example, Nim, and says which invariant and which method, with the seed and
the moves to replay; the sound twin of each passes."""

from dataclasses import replace
from pathlib import Path

import pytest

from qtgames.testing import GameCheckFailed, check_game
from tests.contract.games import registry
from tests.example_plugins import EXAMPLE
from tests.kit.test_check_command import check, planted

#: name: (file, (old, new) changes, the failure line's start, words it must hold)
BUGS = {
    "a level that ignores its seed": (
        "ai.py", [('    return 0.0\n', '    return random.random()\n'),
                  ('"""Nim\'s computer players', 'import random\n\n"""Nim\'s computer players')],
        "level-seed: nim matches=21 seed 1, moves ",
        ["made twice with seed 1 chose", "only through the seed it is given"]),
    "a scene that raises on a click": (
        "scene.py", [("                    self.choose_move(taken)\n",
                      "                    self.choose_move(MOST // (taken - 1))\n")],
        "clicks: nim matches=",
        ["scene, a click at (", "a point of '1': ZeroDivisionError"]),
    "a scene that chooses another move than the one clicked": (
        "scene.py", [("                    self.choose_move(taken)\n",
                      "                    self.choose_move(MOST + 1 - taken)\n")],
        "clicks: nim matches=",
        ["scene: clicking the points of '1' chose '3' instead"]),
    "a move listed that play() cannot play": (
        "rules.py", [("        return list(range(1, min(MOST, self.matches) + 1))",
                      "        return list(range(1, MOST + 1)) if self.matches else []"),
                     ("        self.matches -= move\n",
                      "        if move > self.matches:\n"
                      "            raise IndexError('list assignment index out of range')\n"
                      "        self.matches -= move\n")],
        "play: nim matches=",
        ["legal_moves() lists '", "which play() cannot play: IndexError: list assignment"]),
    "a text view failing on a finished game": (
        "text.py", [('    move_hint = ', '    def status(self, state: NimState) -> list[str]:\n'
                     '        """The fewest matches one may leave."""\n'
                     '        return [str(min(range(state.matches)))]\n\n    move_hint = ')],
        "text-view: nim matches=",
        ["text view, status() on a finished game: ValueError: min()"]),
    "a position() that raises": (
        "rules.py", [('        return f"{self.matches} {self.seat}"',
                      '        return f"{self.matches} {self.seat}{[][self.matches]}"')],
        "play: nim matches=",
        ["rules.py:", ", in position(): IndexError: list index out of range"]),
}
#: The sound twin of each bug: the same code, written right.
TWINS = {
    "a level that ignores its seed": (
        "ai.py", [('    return 0.0\n', '    return random.Random(state.matches).random()\n'),
                  ('"""Nim\'s computer players', 'import random\n\n"""Nim\'s computer players')]),
    "a text view failing on a finished game": (
        "text.py", [('    move_hint = ', '    def status(self, state: NimState) -> list[str]:\n'
                     '        """The fewest matches one may leave."""\n'
                     '        return [str(min(range(state.matches), default=0))]\n\n'
                     '    move_hint = ')]),
}


@pytest.mark.parametrize("bug", sorted(BUGS))
def test_check_catches_the_planted_bug_and_names_the_method(bug: str, tmp_path: Path) -> None:
    file, changes, start, words = BUGS[bug]
    done = check(str(planted(tmp_path, EXAMPLE, file, *changes)), tmp_path, "--games", "3")
    assert done.returncode == 1, done.stdout + done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith(start)]
    assert lines, done.stdout + done.stderr
    assert all(word in lines[0] for word in words), lines[0]
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("bug", sorted(TWINS))
def test_the_sound_twin_passes(bug: str, tmp_path: Path) -> None:
    file, changes = TWINS[bug]
    done = check(str(planted(tmp_path, EXAMPLE, file, *changes)), tmp_path, "--games", "3",
                 "--strict")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "nim: every invariant holds" in done.stdout


def test_a_plugin_without_perft_rows_or_golden_games_is_warned_and_strict_fails(
        tmp_path: Path) -> None:
    folder = planted(tmp_path, EXAMPLE, "perft.json")
    (folder / "perft.json").unlink()
    done = check(str(folder), tmp_path, "--games", "2", "--no-levels")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "warning: nim: no perft rows shipped" in done.stdout
    assert "every invariant holds" in done.stdout
    strict = check(str(folder), tmp_path, "--games", "2", "--no-levels", "--strict")
    assert strict.returncode == 1 and "warning: nim: no perft rows shipped" in strict.stdout
    assert "every invariant holds" not in strict.stdout
    sound = check(str(EXAMPLE), tmp_path, "--games", "2", "--no-levels", "--strict")
    assert sound.returncode == 0 and "warning" not in sound.stdout, sound.stdout


def test_rewrite_shipped_counts_and_plays_again_what_the_plugin_ships(tmp_path: Path) -> None:
    folder = planted(tmp_path, EXAMPLE, "perft.json", ('"depth": 4, "nodes": 81',
                                                        '"depth": 4, "nodes": 82'))
    record = folder / "golden" / "nim-matches11-seed1.txt"
    record.write_text(record.read_text(encoding="utf-8").replace("move: ", "move: 9", 1),
                      encoding="utf-8")
    done = check(str(folder), tmp_path, "--games", "1", "--no-levels", "--no-scene")
    assert done.returncode == 1 and "is 81, the table says 82" in done.stdout, done.stdout
    assert "golden: nim" in done.stdout
    again = check(str(folder), tmp_path, "--games", "1", "--no-levels", "--no-scene",
                  "--rewrite-shipped")
    assert again.returncode == 0, again.stdout + again.stderr
    assert f"wrote {folder / 'perft.json'}" in again.stdout
    assert (folder / "perft.json").read_text(encoding="utf-8") == (
        EXAMPLE / "perft.json").read_text(encoding="utf-8")
    assert record.read_text(encoding="utf-8") == (
        EXAMPLE / "golden" / record.name).read_text(encoding="utf-8")


def test_check_game_strict_fails_on_a_warning() -> None:
    spec = replace(registry().get("nim"), rules_dir=None)  # ships nothing beside its rules
    report = check_game(spec, seeds=(1,), scene=False)
    assert report.ok and report.warnings
    with pytest.raises(GameCheckFailed) as failed:
        check_game(spec, seeds=(1,), scene=False, strict=True)
    assert "warning: no perft rows shipped" in str(failed.value)
