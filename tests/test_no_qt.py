"""The rules, AI, session core and command line never import Qt (they start fast, with no
display)."""

import subprocess
import sys

import pytest

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
