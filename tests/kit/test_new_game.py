"""``qtgames new-game``: the skeleton it writes is a working game, which ``qtgames check``
passes and ``qtgames list`` shows at once, as a drop-in or as a package."""

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from qtgames.cli.main import main
from qtgames.core.i18n import Domain, Translator


def qtgames(*args: str, home: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``qtgames ARGS`` in its own process, with ``home`` as the user folder."""
    environment = dict(os.environ, QTGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "qtgames", *args], env=environment,
                          cwd=cwd, capture_output=True, text=True, timeout=300)


def test_a_new_drop_in_is_listed_and_checked_at_once(tmp_path: Path) -> None:
    home = tmp_path / "home"
    made = qtgames("new-game", "tic-tac-toe", home=home, cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    folder = home / "data" / "plugins" / "qtgames_tic_tac_toe"
    assert str(folder) in made.stdout
    for name in ("__init__.py", "rules.py", "ai.py", "text.py", "scene.py",
                 "locale/fr/LC_MESSAGES/qtgames_tic_tac_toe.po",
                 "locale/fr/LC_MESSAGES/qtgames_tic_tac_toe.mo",
                 "rules.en.md", "rules.fr.md", "icon.svg", "test_qtgames_tic_tac_toe.py"):
        assert (folder / name).is_file(), name
    french = Translator("fr", Domain.beside(str(folder / "__init__.py")))
    assert french("that square is taken") == "cette case est prise"
    listing = qtgames("list", home=home, cwd=tmp_path)
    assert listing.stdout.startswith("tic-tac-toe  Tic tac toe 0.1.0  [drop-in") or \
        "\ntic-tac-toe  Tic tac toe 0.1.0  [drop-in" in listing.stdout, listing.stdout
    checked = qtgames("check", "tic-tac-toe", home=home, cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "tic-tac-toe: every invariant holds" in checked.stdout
    assert "scene shown and clicked" in checked.stdout
    # Tic-tac-toe's published perft counts (a game won sooner counts 0 at depth 6).
    assert "6 perft rows and 1 golden playthroughs shipped" in checked.stdout
    rows = json.loads((folder / "perft.json").read_text(encoding="utf-8"))
    assert [row["nodes"] for row in rows] == [9, 72, 504, 3024, 15120, 54720]
    assert (folder / "golden" / "tic-tac-toe-seed1.txt").is_file()
    played = qtgames("moves", "tic-tac-toe", "--position", "xx.oo.... 0", home=home,
                     cwd=tmp_path)
    assert played.returncode == 0 and "c1" in played.stdout, played.stderr
    lazy = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom qtgames.cli.common import game\n"
         "levels = game('tic-tac-toe').levels\nprint('qtgames_tic_tac_toe.ai' in sys.modules)\n"
         "levels[-1].make(1)\nprint('qtgames_tic_tac_toe.ai' in sys.modules)"],
        capture_output=True, text=True, timeout=300, env=dict(os.environ, QTGAMES_HOME=str(home)))
    assert lazy.stdout.split() == ["False", "True"], lazy.stdout + lazy.stderr  # AI on demand
    test = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(folder)], cwd=folder.parent, capture_output=True, text=True,
                          timeout=300, env=dict(os.environ, QTGAMES_HOME=str(home)))
    assert test.returncode == 0 and "2 passed" in test.stdout, test.stdout + test.stderr


def test_a_new_package_has_its_entry_point_and_passes_the_check(tmp_path: Path) -> None:
    made = qtgames("new-game", "squares", "--package", "--folder", str(tmp_path / "work"),
                   home=tmp_path / "home", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    root = tmp_path / "work" / "qtgames-squares"
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["entry-points"]["qtgames"] == {"squares": "qtgames_squares"}
    assert (root / "tests" / "test_qtgames_squares.py").is_file()
    assert (root / "qtgames_squares" / "py.typed").is_file()
    checked = qtgames("check", str(root / "qtgames_squares"), home=tmp_path / "home",
                      cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.splitlines()[1].startswith("squares: every invariant holds")


def test_new_game_refuses_a_bad_id_a_taken_id_and_an_existing_folder(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new-game", "Bad Id", "--folder", str(tmp_path)]) == 2
    assert "should be lower-case letters" in capsys.readouterr().err
    assert main(["new-game", "reversi", "--folder", str(tmp_path)]) == 2
    assert "already" in capsys.readouterr().err
    assert main(["new-game", "dots", "--folder", str(tmp_path)]) == 0
    before = (tmp_path / "qtgames_dots" / "rules.py").read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["new-game", "dots", "--folder", str(tmp_path)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert (tmp_path / "qtgames_dots" / "rules.py").read_text(encoding="utf-8") == before
    assert not list(tmp_path.glob("*.tmp"))
