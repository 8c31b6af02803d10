"""Running a module from its file, as an import would, for modules found by path (drop-in
plugins, a second copy of a compiled module's source)."""

import importlib.util
import sys
from importlib.machinery import ModuleSpec
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
