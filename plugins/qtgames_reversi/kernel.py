"""Which Black & White endgame kernel runs: the bitboards and the exact solver compiled by
mypyc where the package was built with a C compiler, else the same modules as plain Python.

The Python source stays the reference: ``python_solver`` loads it apart from the compiled
modules (with a Python bitboard of its own), so both can be checked against each other.
"""

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from qtgames_reversi import bitboard, solver

#: The module names the kernel's Python source is loaded under, beside the compiled one.
_PYTHON_NAMES = {"qtgames_reversi.bitboard": "qtgames_reversi._python_bitboard",
                 "qtgames_reversi.solver": "qtgames_reversi._python_solver"}


def compiled() -> bool:
    """Whether the solver in use is the compiled one (an extension module)."""
    return not str(solver.__file__).endswith(".py")


def _load_source(name: str) -> ModuleType:
    """The module ``name``'s Python source, run anew under its ``_PYTHON_NAMES`` name."""
    source = Path(str(bitboard.__file__)).with_name(name.rpartition(".")[2] + ".py")
    spec = importlib.util.spec_from_file_location(_PYTHON_NAMES[name], source)
    if spec is None or spec.loader is None:
        raise ImportError(f"no Python source for {name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def python_solver() -> ModuleType:
    """The solver module run as plain Python: the one in use when nothing was compiled,
    else its source loaded once more, importing a Python bitboard (its own copy)."""
    if not compiled():
        return solver
    loaded = sys.modules.get(_PYTHON_NAMES["qtgames_reversi.solver"])
    if loaded is not None:
        return loaded
    python_bitboard = _load_source("qtgames_reversi.bitboard")
    # The source imports "qtgames_reversi.bitboard": while it runs, that name is the copy.
    sys.modules["qtgames_reversi.bitboard"] = python_bitboard
    try:
        return _load_source("qtgames_reversi.solver")
    finally:
        sys.modules["qtgames_reversi.bitboard"] = bitboard
