"""The rules, AI, table and command line never import Qt (they start fast, with no
display); the layers of the import graph: the app never imports the text version, the core
imports only the standard library and itself; and lint-imports, which holds the layers and
forbids import cycles ([tool.importlinter]), reports a cycle or a crossing planted in a copy
of the sources."""

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import qtgames

CHECK = """
import io, sys
sys.stdin = io.StringIO("d3\\nmoves\\nquit\\n")
from qtgames.cli.main import main
code = main({args!r})
qt = sorted(name for name in sys.modules if name.split('.')[0] in ('PySide6', 'shiboken6'))
print('QT-MODULES:', qt, file=sys.stderr)
sys.exit(code)
"""


@pytest.mark.parametrize("args", [
    ["text", "reversi", "--players", "human,easy"],
    ["list"],
    ["moves", "reversi", "--json"],
    ["perft", "reversi", "--depth", "3"],
    ["hint", "reversi", "--level", "easy"],
    ["match", "reversi", "easy", "random", "--games", "2", "--option", "size=6"],
])
def test_command_never_imports_qt(args: list[str]) -> None:
    import importlib.util
    assert importlib.util.find_spec("PySide6") is not None, "PySide6 must be installed"
    done = subprocess.run([sys.executable, "-c", CHECK.format(args=args)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "QT-MODULES: []" in done.stderr


IMPORTS = """
import importlib, pkgutil, sys
import qtgames.ai, qtgames.cli, qtgames.core, qtgames.net, qtgames.players, qtgames.table
import qtgames.tournament
names = [
    info.name for package in (qtgames.ai, qtgames.cli, qtgames.core, qtgames.net, qtgames.table,
                              qtgames.players, qtgames.tournament)
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + ".")]
for name in names:
    importlib.import_module(name)
qt = sorted(name for name in sys.modules if name.split('.')[0] in ('PySide6', 'shiboken6'))
print('QT-MODULES:', qt, 'CHECKED:', len(names))
"""


def test_the_table_and_every_qt_free_package_imports_without_qt() -> None:
    done = subprocess.run([sys.executable, "-c", IMPORTS], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "QT-MODULES: []" in done.stdout


ROOT = Path(qtgames.__file__).parent
#: Packages that never import Qt (nor the app).
QT_FREE = ("qtgames.ai", "qtgames.players", "qtgames.net", "qtgames.tournament",
           "qtgames.core", "qtgames.table", "qtgames.review")
#: The only modules that know the main window's class: they make it. Its parts take it
#: as narrow protocols (``qtgames.app.windowroles``), even for the type checker.
WINDOW_MAKERS = ("qtgames.app.main", "qtgames.app.selftest")
#: Typing's backport, imported by the core for the type checker only (never at run time).
TYPING_ONLY = ("typing_extensions",)


def module_imports() -> dict[str, set[str]]:
    """Every qtgames module, with every module it imports (at the top, in a function, or
    for type checking only)."""
    graph: dict[str, set[str]] = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        package = parts if parts[-1] == "__init__" else parts[:-1]
        if parts[-1] == "__init__":
            parts, package = parts[:-1], parts[:-1]
        name = ".".join(parts)
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = package[:len(package) - node.level + 1] if node.level else []
                module = ".".join([*base, *([node.module] if node.module else [])])
                found.add(module)
                found |= {f"{module}.{alias.name}" for alias in node.names
                          if f"{module}.{alias.name}".replace(".", "/") in MODULE_PATHS}
        graph[name] = found
    return graph


MODULE_PATHS = {str(path.relative_to(ROOT.parent).with_suffix("")).removesuffix("/__init__")
                for path in ROOT.rglob("*.py")}


def inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_layers_of_the_import_graph() -> None:
    graph = module_imports()
    assert "qtgames.table.table" in graph and "qtgames.app.mainwindow" in graph
    wrong: list[str] = []
    for name, imported in graph.items():
        for module in imported:
            top = module.split(".")[0]
            if inside(name, "qtgames.app") and inside(module, "qtgames.cli"):
                wrong.append(f"{name} imports the text version's {module}")
            if module == "qtgames.app.mainwindow" and name not in WINDOW_MAKERS:
                wrong.append(f"{name} imports the whole window (take a narrow protocol)")
            if inside(name, "qtgames.core") and not (
                    inside(module, "qtgames.core") or module == "qtgames"
                    or top in sys.stdlib_module_names or top in TYPING_ONLY):
                wrong.append(f"{name} (the core) imports {module}")
            if any(inside(name, package) for package in QT_FREE) and (
                    top in ("PySide6", "shiboken6") or inside(module, "qtgames.app")
                    or inside(module, "qtgames.cli")):
                wrong.append(f"{name} imports {module}")
    assert wrong == []


REPO = ROOT.parent
PLUGINS = ("qtgames_reversi", "qtgames_zen", "qtgames_duel", "qtgames_roses", "qtgames_chifoumi")


def lint_imports(folder: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` with the project's contracts, on the packages found from ``folder``
    (its current folder comes first on the import path)."""
    command = Path(sys.executable).with_name("lint-imports")
    return subprocess.run([str(command), "--config", str(REPO / "pyproject.toml"),
                           "--no-cache"], cwd=folder, capture_output=True, text=True,
                          timeout=120)


def source_copy(folder: Path) -> Path:
    """The Python sources of qtgames, of the built-in games and of the import contracts,
    copied into ``folder``."""
    def only_python(parent: str, names: list[str]) -> set[str]:
        return {name for name in names if name == "__pycache__"
                or (Path(parent, name).is_file() and not name.endswith(".py"))}

    shutil.copytree(ROOT, folder / "qtgames", ignore=only_python)
    for plugin in PLUGINS:
        shutil.copytree(REPO / "plugins" / plugin, folder / plugin, ignore=only_python)
    (folder / "tools").mkdir()
    shutil.copy(REPO / "tools" / "importcontracts.py", folder / "tools")
    return folder


#: A planted import (appended to a module), and what lint-imports must say of it.
PLANTED = {
    "a package's face and its own module": (
        "qtgames/tournament/runner.py",
        "\n\ndef _planted() -> None:\n    from qtgames.tournament import Tournament\n",
        ["No import cycle between modules", "2 modules import one another: qtgames.tournament,"
         " qtgames.tournament.runner", "qtgames.tournament.runner -> qtgames.tournament"]),
    "two packages": (
        "qtgames/ai/player.py",
        "\n\ndef _planted() -> None:\n    import qtgames.table\n",
        ["No import cycle between packages", "No cycles are allowed in qtgames.",
         "Each layer imports only the layers below it", "qtgames.ai.player -> qtgames.table"]),
    "two modules of a game": (
        "plugins/qtgames_zen/rules.py",
        "\n\ndef _planted() -> None:\n    import qtgames_zen.text\n",
        ["No import cycle between modules", "qtgames_zen.rules -> qtgames_zen.text"]),
    "a game and the app's window": (
        "plugins/qtgames_duel/scene.py",
        "\nfrom qtgames.app.mainwindow import MainWindow\n",
        ["Game plugins use only the published contract",
         "qtgames_duel.scene -> qtgames.app.mainwindow"]),
}


@pytest.mark.parametrize("planted", PLANTED)
def test_lint_imports_reports_a_planted_cycle_or_crossing(planted: str, tmp_path: Path) -> None:
    copy = source_copy(tmp_path)
    assert lint_imports(copy).returncode == 0, "the copy keeps every contract"
    path, line, said = PLANTED[planted]
    target = copy / path.removeprefix("plugins/")
    target.write_text(target.read_text(encoding="utf-8") + line, encoding="utf-8")
    done = lint_imports(copy)
    assert done.returncode == 1, done.stdout + done.stderr
    report = " ".join(done.stdout.split())
    for words in said:
        assert words in report, done.stdout


def test_an_import_for_the_type_checker_only_is_no_cycle(tmp_path: Path) -> None:
    copy = source_copy(tmp_path)
    target = copy / "qtgames" / "ai" / "player.py"
    target.write_text(target.read_text(encoding="utf-8") + "\nfrom typing import TYPE_CHECKING"
                      "\n\nif TYPE_CHECKING:\n    import qtgames.table\n", encoding="utf-8")
    done = lint_imports(copy)
    assert done.returncode == 0, done.stdout
