"""A pip install is a whole install: the wheel, built from the sdist as ``python -m build``
does, carries the French translation and the user manual, and runs its own self-test.

The build installs its build requirements (PySide6-Essentials among them) from the package
index, so it needs the index or pip's cache, as CI has.
"""

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSLATION = "qtgames/locale/fr/LC_MESSAGES/qtgames.mo"
GAME_TRANSLATION = "qtgames_zen/locale/fr/LC_MESSAGES/qtgames_zen.mo"
MANUAL_PAGES = ("qtgames/manual/en/index.html", "qtgames/manual/fr/index.html")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sdist and the wheel built from it, in a folder of their own."""
    folder = tmp_path_factory.mktemp("dist")
    # The endgame kernel's compile is checked by the editable install and the bundle; here
    # it would only lengthen the run.
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(folder), str(ROOT)],
                          capture_output=True, text=True, timeout=600,
                          env=dict(os.environ, QTGAMES_PURE_PYTHON="1"))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return folder


def _names(dist: Path) -> list[str]:
    (wheel,) = dist.glob("qtgames-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_carries_the_translation_and_the_manual(dist: Path) -> None:
    names = _names(dist)
    assert TRANSLATION in names and GAME_TRANSLATION in names
    for page in MANUAL_PAGES:
        assert page in names
    for lang in ("en", "fr"):
        assert any(name.startswith(f"qtgames/manual/{lang}/images/") and name.endswith(".png")
                   for name in names)
    assert "qtgames/manual/manual.css" in names
    assert "qtgames_reversi/openings/size-8_first-black.txt" in names  # the opening books
    for game in ("reversi", "zen", "chifoumi", "duel", "roses"):  # what ``check`` replays
        assert f"qtgames_{game}/perft.json" in names
        assert any(name.startswith(f"qtgames_{game}/golden/") for name in names)


def test_the_wheel_carries_the_types_and_the_new_game_skeleton(dist: Path) -> None:
    names = _names(dist)
    assert "qtgames/py.typed" in names
    for game in ("chifoumi", "duel", "reversi", "roses", "zen"):
        assert f"qtgames_{game}/py.typed" in names
    assert "qtgames/skeleton/rules.py.in" in names and "qtgames/skeleton/icon.svg.in" in names


def test_the_sdist_holds_sources_not_built_files(dist: Path) -> None:
    (sdist,) = dist.glob("qtgames-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for source in ("qtgames/locale/fr/LC_MESSAGES/qtgames.po",
                   "plugins/qtgames_zen/locale/fr/LC_MESSAGES/qtgames_zen.po",
                   "user_manual/build.py",
                   "user_manual/pictures.py", "user_manual/fr/index.md",
                   "user_manual/example/qtgames_nim/rules.py",
                   "user_manual/example/pyproject.toml",
                   "plugins/qtgames_duel/rules.fr.md"):
        assert source in names
    assert TRANSLATION not in names and not any(name.endswith(".mo") for name in names)
    assert not any(name.startswith("qtgames/manual/") for name in names)


def test_the_unpacked_wheel_passes_its_self_test(dist: Path, tmp_path: Path) -> None:
    (wheel,) = dist.glob("qtgames-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path / "site")
    environment = dict(os.environ, PYTHONPATH=str(tmp_path / "site"),
                       QT_QPA_PLATFORM="offscreen", QTGAMES_HOME=str(tmp_path / "home"))
    where = subprocess.run([sys.executable, "-c", "import qtgames; print(qtgames.__file__)"],
                           env=environment, cwd=tmp_path, capture_output=True, text=True,
                           timeout=60)
    assert Path(where.stdout.strip()).is_relative_to(tmp_path / "site"), where.stderr
    done = subprocess.run([sys.executable, "-m", "qtgames", "--self-test"], env=environment,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok   files: " in done.stdout
