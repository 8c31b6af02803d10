"""Which Black & White endgame kernel runs: the bitboards and the exact solver compiled by
mypyc where the package was built with a C compiler, else the same modules as plain Python
(``qtgames.core.modules.CompiledModules`` says when). Imported by the package before
anything else of it, so that the choice is made before either module is."""

from pathlib import Path
from types import ModuleType

from qtgames.core.modules import CompiledModules

#: The kernel's modules, each imported by the next.
KERNEL = CompiledModules(Path(__file__).resolve().parent,
                         ("qtgames_reversi.bitboard", "qtgames_reversi.solver"))
KERNEL.choose()


def compiled() -> bool:
    """Whether the solver in use is the compiled one (an extension module)."""
    return KERNEL.compiled()


def python_solver() -> ModuleType:
    """The solver module run as plain Python: the one in use when nothing compiled runs,
    else its source loaded once more, importing a Python bitboard of its own."""
    return KERNEL.python_copy()
