"""From outside the tree: the manual's example game, Nim, built as a wheel and installed
with its entry point into a fresh virtual environment beside qtgames, passes
``qtgames check nim`` and ``mypy --strict`` there; so does a game ``qtgames new-game
--package`` writes, which ``qtgames list`` shows once installed.

It needs pip, setuptools, wheel and mypy (``qtgames[test]``): without them it is skipped,
except on CI (``CI`` set), where it fails. Nothing is downloaded: the wheels are built
without build isolation and installed without the package index, and the fresh
environment reaches qtgames (its source folder, with its ``py.typed``) and its
dependencies (this environment's site-packages) through a ``.pth`` file, as a
``--system-site-packages`` environment would.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "user_manual" / "example"
TIMEOUT = 600


def run(*command: str | Path, cwd: Path, env: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    """``command``, which must succeed."""
    done = subprocess.run([str(part) for part in command], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT)
    assert done.returncode == 0, f"{command}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


def wheel(project: Path, dist: Path) -> Path:
    """The wheel of the project folder ``project``, built (offline) into ``dist``, a folder
    of its own."""
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
        "--no-index", "--quiet", "--wheel-dir", dist, project, cwd=project)
    (built,) = dist.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new virtual environment that sees qtgames and its dependencies."""
    missing = [name for name in ("pip", "setuptools", "wheel", "mypy")
               if importlib.util.find_spec(name) is None]
    if missing:
        reason = f"cannot build and check a plugin package here: no {', '.join(missing)}"
        if os.environ.get("CI"):
            pytest.fail(f"{reason} (CI installs qtgames[test], which has them)",
                        pytrace=False)
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("fresh") / "venv"
    run(sys.executable, "-m", "venv", folder, cwd=folder.parent)
    python = folder / "bin" / "python"
    site = run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
               cwd=folder).stdout.strip()
    ours = sysconfig.get_path("purelib")
    (Path(site) / "qtgames-here.pth").write_text(f"{ROOT}\n{ROOT / 'plugins'}\n{ours}\n",
                                                 encoding="utf-8")
    return folder


def environment(home: Path) -> dict[str, str]:
    """The fresh environment's variables: its own user folder, no Qt window."""
    variables = {key: value for key, value in os.environ.items()
                 if key not in ("PYTHONPATH", "VIRTUAL_ENV", "MYPYPATH")}
    return dict(variables, QTGAMES_HOME=str(home), QT_QPA_PLATFORM="offscreen")


def install(fresh: Path, built: Path) -> None:
    run(fresh / "bin" / "python", "-m", "pip", "install", "--no-deps", "--no-index",
        "--quiet", built, cwd=fresh)


def test_nim_installed_from_its_wheel_is_checked_and_typed(fresh: Path,
                                                           tmp_path: Path) -> None:
    project = tmp_path / "nim"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("__pycache__"))
    install(fresh, wheel(project, tmp_path / "dist"))
    python, env = fresh / "bin" / "python", environment(tmp_path / "home")
    listing = run(python, "-m", "qtgames", "list", cwd=tmp_path, env=env).stdout
    assert "Nim 1.0.0  [entry point (qtgames-nim 1.0.0)]" in listing, listing
    checked = run(python, "-m", "qtgames", "check", "nim", "--strict", cwd=tmp_path, env=env)
    assert checked.stdout.splitlines()[1].startswith("nim: every invariant holds"), \
        checked.stdout
    assert "6 perft rows and 2 golden playthroughs shipped" in checked.stdout
    typed = run(python, "-m", "mypy", "--strict", "--no-incremental", "qtgames_nim",
                cwd=project, env=env)
    assert "Success: no issues found" in typed.stdout


def test_a_new_game_package_installs_lists_checks_and_types(fresh: Path,
                                                            tmp_path: Path) -> None:
    python, env = fresh / "bin" / "python", environment(tmp_path / "home")
    run(python, "-m", "qtgames", "new-game", "squares", "--package", cwd=tmp_path, env=env)
    project = tmp_path / "qtgames-squares"
    built = wheel(project, tmp_path / "dist")
    with zipfile.ZipFile(built) as archive:
        names = set(archive.namelist())
    for name in ("perft.json", "golden/squares-seed1.txt", "rules.en.md", "rules.fr.md",
                 "icon.svg", "py.typed", "locale/fr/LC_MESSAGES/qtgames_squares.po",
                 "locale/fr/LC_MESSAGES/qtgames_squares.mo"):
        assert f"qtgames_squares/{name}" in names, sorted(names)
    install(fresh, built)
    listing = run(python, "-m", "qtgames", "list", cwd=tmp_path, env=env).stdout
    assert "Squares 0.1.0  [entry point (qtgames-squares 0.1.0)]" in listing, listing
    checked = run(python, "-m", "qtgames", "check", "squares", "--strict", cwd=tmp_path,
                  env=env)
    assert checked.stdout.splitlines()[1].startswith("squares: every invariant holds"), \
        checked.stdout
    assert "6 perft rows and 1 golden playthroughs shipped" in checked.stdout
    typed = run(python, "-m", "mypy", "--strict", "--no-incremental", "qtgames_squares",
                "tests", cwd=project, env=env)
    assert "Success: no issues found" in typed.stdout
    tested = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests",
                 cwd=project, env=env)
    assert "2 passed" in tested.stdout
