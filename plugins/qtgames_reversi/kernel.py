"""Which Black & White endgame kernel runs: the bitboards and the exact solver compiled by
mypyc where the package was built with a C compiler, else the same modules as plain Python.

The Python source stays the reference. It runs instead of the compiled modules when
``QTGAMES_PURE_PYTHON`` is set, or when it is newer than them (edited since the last build:
a stale build never hides an edit); ``python_solver`` loads it apart, beside the compiled
modules, so that both can be checked against each other. Imported by the package before
anything else of it, so that the choice is made before either module is.
"""

import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

from qtgames.core.modules import run_module

#: The kernel's modules, each imported by the next.
MODULES = ("qtgames_reversi.bitboard", "qtgames_reversi.solver")
#: The module names the Python source is loaded under, beside the compiled modules.
_PYTHON_NAMES = {name: name.replace(".", "._python_", 1) for name in MODULES}
#: Seconds by which a source may be newer than its compiled module and still be its
#: source: an install writes both, in either order.
_SLACK = 30.0
_FOLDER = Path(__file__).resolve().parent


def _source(name: str) -> Path:
    return _FOLDER / (name.rpartition(".")[2] + ".py")


def _compiled_files(name: str) -> list[Path]:
    short = name.rpartition(".")[2]
    return [path for suffix in ("so", "pyd") for path in _FOLDER.glob(f"{short}.*.{suffix}")]


def _load_source(name: str, as_name: str) -> ModuleType:
    """Run the module ``name``'s Python source as the module ``as_name``."""
    spec = importlib.util.spec_from_file_location(as_name, _source(name))
    if spec is None or spec.loader is None:
        raise ImportError(f"no Python source for {name}")
    return run_module(spec)


def _stale() -> bool:
    """Whether some compiled module is older than its source (or missing beside one)."""
    newest_allowed = []
    for name in MODULES:
        built = _compiled_files(name)
        if not built:
            return False  # nothing compiled: plain Python anyway
        if not _source(name).is_file():
            return False  # a bundle: the compiled modules alone
        newest_allowed.append(_source(name).stat().st_mtime
                              <= min(path.stat().st_mtime for path in built) + _SLACK)
    return not all(newest_allowed)


def _choose() -> None:
    """Load the Python source under the modules' own names when it must run instead."""
    if any(name in sys.modules for name in MODULES):
        return
    if os.environ.get("QTGAMES_PURE_PYTHON") or _stale():
        for name in MODULES:
            _load_source(name, name)


_choose()


def compiled() -> bool:
    """Whether the solver in use is the compiled one (an extension module)."""
    solver = importlib.import_module("qtgames_reversi.solver")
    return not str(solver.__file__).endswith(".py")


def python_solver() -> ModuleType:
    """The solver module run as plain Python: the one in use when nothing compiled runs,
    else its source loaded once more, importing a Python bitboard of its own."""
    if not compiled():
        return importlib.import_module("qtgames_reversi.solver")
    loaded = sys.modules.get(_PYTHON_NAMES[MODULES[1]])
    if loaded is not None:
        return loaded
    bitboard = sys.modules[MODULES[0]]
    # The source imports "qtgames_reversi.bitboard": while it runs, that name is the copy.
    sys.modules[MODULES[0]] = _load_source(MODULES[0], _PYTHON_NAMES[MODULES[0]])
    try:
        return _load_source(MODULES[1], _PYTHON_NAMES[MODULES[1]])
    finally:
        sys.modules[MODULES[0]] = bitboard
