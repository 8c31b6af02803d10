"""The rules, AI, session core and command line never import Qt (they start fast, with no
display); the layers of the import graph: the app never imports the text version, the core
imports only the standard library and itself."""

import ast
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
import qtgames.ai, qtgames.cli, qtgames.core, qtgames.net, qtgames.players, qtgames.tournament
names = ["qtgames.session"] + [
    info.name for package in (qtgames.ai, qtgames.cli, qtgames.core, qtgames.net,
                              qtgames.players, qtgames.tournament)
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + ".")]
for name in names:
    importlib.import_module(name)
qt = sorted(name for name in sys.modules if name.split('.')[0] in ('PySide6', 'shiboken6'))
print('QT-MODULES:', qt, 'CHECKED:', len(names))
"""


def test_the_session_core_and_every_qt_free_package_imports_without_qt() -> None:
    done = subprocess.run([sys.executable, "-c", IMPORTS], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "QT-MODULES: []" in done.stdout


ROOT = Path(qtgames.__file__).parent
#: Packages that never import Qt (nor the app).
QT_FREE = ("qtgames.ai", "qtgames.players", "qtgames.net", "qtgames.tournament",
           "qtgames.core", "qtgames.table", "qtgames.session", "qtgames.review")
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
            if inside(name, "qtgames.core") and not (
                    inside(module, "qtgames.core") or module == "qtgames"
                    or top in sys.stdlib_module_names or top in TYPING_ONLY):
                wrong.append(f"{name} (the core) imports {module}")
            if any(inside(name, package) for package in QT_FREE) and (
                    top in ("PySide6", "shiboken6") or inside(module, "qtgames.app")
                    or inside(module, "qtgames.cli")):
                wrong.append(f"{name} imports {module}")
    assert wrong == []
