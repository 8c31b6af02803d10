"""Which play-outs the hard level runs: ``playout`` compiled by mypyc where the package was
built with a C compiler, else the same module as plain Python
(``qtgames.core.modules.CompiledModules`` says when). Imported by the package before
anything else of it, so that the choice is made before the module is imported."""

from pathlib import Path
from types import ModuleType

from qtgames.core.modules import CompiledModules

KERNEL = CompiledModules(Path(__file__).resolve().parent, ("qtgames_duel.playout",))
KERNEL.choose()


def compiled() -> bool:
    """Whether the play-outs in use are the compiled ones (an extension module)."""
    return KERNEL.compiled()


def python_playout() -> ModuleType:
    """The play-outs run as plain Python: the module in use when nothing compiled runs,
    else its source loaded once more."""
    return KERNEL.python_copy()
