"""Which play-outs the hard level runs: ``playout`` compiled by mypyc where the package was
built with a C compiler, else the same module as plain Python.

The Python source stays the reference. It runs instead of the compiled module when
``QTGAMES_PURE_PYTHON`` is set, or when it is newer than it (edited since the last build: a
stale build never hides an edit); ``python_playout`` loads it apart, beside the compiled
module, so that both can be checked against each other. Imported by the package before
anything else of it, so that the choice is made before the module is imported.
"""

import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

from qtgames.core.modules import run_module

MODULE = "qtgames_duel.playout"
#: The name the Python source is loaded under, beside the compiled module.
_PYTHON_NAME = "qtgames_duel._python_playout"
#: Seconds by which the source may be newer than its compiled module and still be its
#: source: an install writes both, in either order.
_SLACK = 30.0
_SOURCE = Path(__file__).resolve().parent / "playout.py"


def _compiled_files() -> list[Path]:
    return [path for suffix in ("so", "pyd") for path in _SOURCE.parent.glob(f"playout.*.{suffix}")]


def _load_source(as_name: str) -> ModuleType:
    """Run the module's Python source as the module ``as_name``."""
    spec = importlib.util.spec_from_file_location(as_name, _SOURCE)
    if spec is None or spec.loader is None:
        raise ImportError(f"no Python source for {MODULE}")
    return run_module(spec)


def _stale() -> bool:
    """Whether the compiled module is older than its source."""
    built = _compiled_files()
    if not built or not _SOURCE.is_file():
        return False  # plain Python anyway, or a bundle: the compiled module alone
    return _SOURCE.stat().st_mtime > min(path.stat().st_mtime for path in built) + _SLACK


def _choose() -> None:
    """Load the Python source under the module's own name when it must run instead."""
    if MODULE not in sys.modules and (os.environ.get("QTGAMES_PURE_PYTHON") or _stale()):
        _load_source(MODULE)


_choose()


def compiled() -> bool:
    """Whether the play-outs in use are the compiled ones (an extension module)."""
    return not str(importlib.import_module(MODULE).__file__).endswith(".py")


def python_playout() -> ModuleType:
    """The play-outs run as plain Python: the module in use when nothing compiled runs,
    else its source loaded once more."""
    if not compiled():
        return importlib.import_module(MODULE)
    return sys.modules.get(_PYTHON_NAME) or _load_source(_PYTHON_NAME)
