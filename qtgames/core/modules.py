"""Running a module from its file, as an import would, for modules found by path (drop-in
plugins, a second copy of a compiled module's source); and choosing between a package's
compiled modules and their Python source."""

import importlib
import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType


def run_module(spec: ModuleSpec) -> ModuleType:
    """The module ``spec`` describes, run and registered in ``sys.modules`` under the
    spec's name (so that it may import itself, as during an import); when running it
    raises, nothing stays registered and the error goes on."""
    if spec.loader is None:
        raise ImportError(f"no loader for {spec.name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(spec.name, None)
        raise
    return module


class CompiledModules:
    """Modules of one package that the build may compile (mypyc), each importing the ones
    before it: the compiled modules where they were built, else the same modules' Python
    source.

    The Python source stays the reference. It runs instead of the compiled modules when
    ``QTGAMES_PURE_PYTHON`` is set, or when a source is newer than its compiled module
    (edited since the last build: a stale build never hides an edit). ``python_copy``
    loads the source apart, beside the compiled modules, so that both can be checked
    against each other. ``choose`` must run before any of the modules is imported: a
    package calls it first thing.
    """

    #: Seconds by which a source may be newer than its compiled module and still be its
    #: source: an install writes both, in either order.
    SLACK = 30.0

    def __init__(self, folder: Path, names: tuple[str, ...]) -> None:
        self.folder = folder
        self.names = names

    def _source(self, name: str) -> Path:
        return self.folder / (name.rpartition(".")[2] + ".py")

    def _built(self, name: str) -> list[Path]:
        short = name.rpartition(".")[2]
        return [path for suffix in ("so", "pyd")
                for path in self.folder.glob(f"{short}.*.{suffix}")]

    def _load_source(self, name: str, as_name: str) -> ModuleType:
        spec = importlib.util.spec_from_file_location(as_name, self._source(name))
        if spec is None or spec.loader is None:
            raise ImportError(f"no Python source for {name}")
        return run_module(spec)

    def _stale(self) -> bool:
        """Whether some compiled module is older than its source."""
        for name in self.names:
            built = self._built(name)
            if not built or not self._source(name).is_file():
                return False  # plain Python anyway, or a bundle: the compiled modules alone
            if self._source(name).stat().st_mtime > \
                    min(path.stat().st_mtime for path in built) + self.SLACK:
                return True
        return False

    def choose(self) -> None:
        """Load the Python source under the modules' own names when it must run instead."""
        if any(name in sys.modules for name in self.names):
            return
        if os.environ.get("QTGAMES_PURE_PYTHON") or self._stale():
            for name in self.names:
                self._load_source(name, name)

    def compiled(self) -> bool:
        """Whether the modules in use are the compiled ones (extension modules)."""
        return not str(importlib.import_module(self.names[-1]).__file__).endswith(".py")

    def python_copy(self) -> ModuleType:
        """The last module as plain Python: the one in use when nothing compiled runs, else
        its source loaded once more, importing Python copies of the modules before it."""
        last = self.names[-1]
        if not self.compiled():
            return importlib.import_module(last)
        copies = {name: name.replace(".", "._python_", 1) for name in self.names}
        if copies[last] in sys.modules:
            return sys.modules[copies[last]]
        in_use = {name: sys.modules.get(name) for name in self.names[:-1]}
        try:
            for name in self.names[:-1]:  # while a copy runs, each name it imports is a copy
                sys.modules[name] = sys.modules.get(copies[name]) or \
                    self._load_source(name, copies[name])
            return self._load_source(last, copies[last])
        finally:
            for name, module in in_use.items():
                if module is None:
                    sys.modules.pop(name, None)
                else:
                    sys.modules[name] = module
